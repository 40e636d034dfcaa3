"""The shared driver that runs every bot on a clock, real or simulated.

A bot sees only its seat's observation and the events its seat saw. It answers
`decide(observation, now)` with a `Plan` (an action and the game time at which its
"hand" will press the key) or None. The driver holds each bot's plan until it falls due,
then hands the action, stamped with that time, to whoever runs the match (the table
scene, the arena). A bot may drop its plan when new events arrive (`notice` returns
True), so that it re-decides with what it now knows.
"""
from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Iterable

from game.core.rng import GameRng
from game.core.state import events_for
from game.data import load_checked
from game.schema import Number, Table

PROFILE_FILE = "bots.toml"
LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class BotProfile:
    """How fast and how well a level plays (levels/bots.toml)."""

    level: str
    reaction_mean: float
    reaction_sd: float
    reaction_min: float
    think_mean: float
    think_sd: float
    attention: float
    mistake: float
    memory: float

    def reaction(self, rng: GameRng) -> float:
        """Seconds from seeing something to pressing a key (real-time moves)."""
        return max(self.reaction_min, rng.gauss(self.reaction_mean, self.reaction_sd))

    def think(self, rng: GameRng) -> float:
        """Seconds a turn decision takes."""
        return max(self.reaction_min, rng.gauss(self.think_mean, self.think_sd))


# Ranges keep every title playable by bots and beatable by people: a bot slower than this
# misses every real-time window, a faster one outpaces any human (tests/test_data_bounds.py
# plays an arena game of every title with all numbers at their bounds).
PROFILE_SCHEMA = Table({level: Table({
    "reaction_mean": Number(0.15, 1.5), "reaction_sd": Number(0, 0.5), "reaction_min": Number(0.1, 1.0),
    "think_mean": Number(0.2, 4.0), "think_sd": Number(0, 1.5),
    "attention": Number(0.2, 1), "mistake": Number(0, 0.5), "memory": Number(0, 1),
}) for level in LEVELS})


def load_profiles() -> dict[str, BotProfile]:
    data = load_checked(PROFILE_FILE, PROFILE_SCHEMA)
    return {level: BotProfile(level=level, **{name: float(value) for name, value in data[level].items()})
            for level in LEVELS}


@dataclass(frozen=True)
class Plan:
    action: Any
    at: float


class Bot(ABC):
    """Base class of every title's bot. Subclasses override `decide` (and maybe `notice`)."""

    def __init__(self, seat: int, profile: BotProfile, rng: GameRng) -> None:
        self.seat = seat
        self.profile = profile
        self.rng = rng

    def notice(self, events: list[Any], now: float) -> bool:
        """Called with the events this seat saw. Return True to drop the pending plan."""
        return False

    @abstractmethod
    def decide(self, observation: Any, now: float) -> Plan | None:
        """The next move this bot wants and when its key press lands, or None to wait."""

    def refused(self, action: Any, reason: str) -> None:
        """The rules refused a planned action (the table changed meanwhile)."""


class BotDriver:
    def __init__(self, bots: Iterable[Bot]) -> None:
        self.bots = {bot.seat: bot for bot in bots}
        self._plans: dict[int, Plan] = {}

    def see(self, events: list[Any], now: float) -> None:
        """Show each bot the events its seat saw; drop plans the bot no longer wants."""
        if not events:
            return
        for seat, bot in self.bots.items():
            seen = events_for(events, seat)
            if seen and bot.notice(seen, now):
                self._plans.pop(seat, None)

    def due(self, state: Any, now: float) -> list[Any]:
        """Ask idle bots to plan; return the actions whose time has come, in press order."""
        ready = []
        for seat, bot in self.bots.items():
            plan = self._plans.get(seat)
            if plan is None:
                plan = bot.decide(state.observe(seat), now)
                if plan is None:
                    continue
                self._plans[seat] = plan
            if plan.at <= now:
                del self._plans[seat]
                action = plan.action
                if hasattr(action, "t"):
                    action = dataclasses.replace(action, t=plan.at)
                ready.append(action)
        ready.sort(key=lambda action: getattr(action, "t", now))
        return ready

    def next_due(self) -> float | None:
        return min((plan.at for plan in self._plans.values()), default=None)

    def refused(self, action: Any, reason: str) -> None:
        bot = self.bots.get(getattr(action, "seat", -1))
        if bot is not None:
            bot.refused(action, reason)

    def sit(self, bot: Bot) -> None:
        """A bot takes over a seat during a game (a phone's seat while the phone is away)."""
        self.bots[bot.seat] = bot
        self._plans.pop(bot.seat, None)

    def stand(self, seat: int) -> None:
        """The bot of `seat` leaves it, with the press it had planned."""
        self.bots.pop(seat, None)
        self._plans.pop(seat, None)
