"""The shared driver that runs every bot on a clock, real or simulated.

A bot sees only its seat's observation and the events its seat saw. It answers
`decide(observation, now)` with a `Plan` (an action and the game time at which its
"hand" will press the key) or None. The driver holds each bot's plan until it falls due,
then hands the action, stamped with that time, to whoever runs the match (the table
scene, the arena). A bot may drop its plan when new events arrive (`notice` returns
True), so that it re-decides with what it now knows. `step_match` is that one loop: every
table and the arena step their match with it, on a game clock or a simulated one.
"""
from __future__ import annotations

import math
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Iterable

from game.core import timing
from game.core.actions import Stamped
from game.core.errors import RuleError
from game.core.match import Match
from game.core.rng import GameRng
from game.core.state import events_for
from game.data import load_checked
from game.schema import Number, Table

PROFILE_FILE = "bots.toml"
LEVELS = ("easy", "normal", "hard")
MODEL = "model"  # the arena's model human: a yardstick, not a level players choose


@dataclass(frozen=True)
class BotProfile:
    """How fast and how well a level plays (levels/bots.toml). Times follow the human timing
    model of game/core/timing.py: see docs/HUMAN_TIMING.md for the figures behind them."""

    level: str
    reaction_mean: float
    reaction_sd: float
    reaction_min: float
    think_mean: float
    think_sd: float
    attention: float
    mistake: float
    memory: float
    reaction_tau: float = 0.0
    hick: float = 0.0
    keystroke: float = 0.0
    misremember: float = 0.0
    orient: float = 0.0

    @property
    def tactics(self) -> str:
        """The level whose tactics this profile plays: the model human plays normal's, so a
        title's per-level tables need no entry for it (it may still have its own)."""
        return "normal" if self.level == MODEL else self.level

    def reaction(self, rng: GameRng, options: int = 1, presses: int = 1) -> float:
        """Seconds from seeing a chance to the last key press of a real-time move: a
        simple reaction, a choice among `options` (Hick-Hyman), `presses` keys (KLM)."""
        return timing.reaction(self, rng, options, presses)

    def think(self, rng: GameRng, options: int = 1, presses: int = 1) -> float:
        """Seconds a turn decision among `options` takes, up to its last key press."""
        return timing.think(self, rng, options, presses)


# Ranges keep every title playable by bots and beatable by people: a bot slower than this
# misses every real-time window, a faster one outpaces any human (tests/test_data_bounds.py
# plays an arena game of every title with all numbers at their bounds). The timing terms'
# lower ends keep even the fastest profile the file may hold at human speed: its two-press
# choice between two options, at its p10, is no faster than timing.FLOOR_TWO_PRESS
# (tests/core/test_human_speed.py), so the spread stays small and the sum of the terms large.
# Their upper ends keep the slowest profile's card swap (a choice among 16, about 2.4 s on
# average) inside the shortest idle_refresh the card game's data allows (3 s).
PROFILE_SCHEMA = Table({level: Table({
    "orient": Number(0.15, 0.5), "reaction_mean": Number(0.15, 0.6), "reaction_sd": Number(0, 0.08),
    "reaction_tau": Number(0, 0.3), "hick": Number(0.1, 0.25), "keystroke": Number(0.2, 0.4),
    "reaction_min": Number(0.1, 1.0), "think_mean": Number(0.2, 4.0), "think_sd": Number(0, 1.5),
    "attention": Number(0.2, 1), "mistake": Number(0, 0.5), "memory": Number(0, 1), "misremember": Number(0, 1),
}) for level in (*LEVELS, MODEL)})


def load_profiles() -> dict[str, BotProfile]:
    """The levels players choose (LEVELS) and the arena's model human (MODEL)."""
    data = load_checked(PROFILE_FILE, PROFILE_SCHEMA)
    return {level: BotProfile(level=level, **{name: float(value) for name, value in data[level].items()})
            for level in (*LEVELS, MODEL)}


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

    def wake_at(self, now: float) -> float:
        """After `decide` answered None: the game time before which it would answer None
        again unless something happens (an event, a new rules deadline). `now` (the
        default) asks it at every step; a bot whose choices depend only on the table
        answers infinity, which spares building its observation on every step."""
        return now


class BotDriver:
    def __init__(self, bots: Iterable[Bot]) -> None:
        self.bots = {bot.seat: bot for bot in bots}
        self._plans: dict[int, Plan] = {}
        self._asleep: dict[int, float] = {}  # seat -> game time to ask it again at the latest
        self._deadline: float | None = None  # the rules' next deadline when bots were last asked
        self._asked_at = -math.inf

    def see(self, events: list[Any], now: float) -> None:
        """Show each bot the events its seat saw; drop plans the bot no longer wants."""
        if not events:
            return
        self._asleep.clear()  # the table changed: every idle bot looks again
        for seat, bot in self.bots.items():
            seen = events_for(events, seat)
            if seen and bot.notice(seen, now):
                self._plans.pop(seat, None)

    def due(self, state: Any, now: float) -> list[Stamped]:
        """Ask idle bots to plan; return the presses whose time has come, in time order."""
        self._asked_at = now
        deadline = state.next_deadline()
        if deadline != self._deadline:
            self._deadline = deadline
            self._asleep.clear()
        ready = []
        for seat, bot in self.bots.items():
            plan = self._plans.get(seat)
            if plan is None:
                if self._asleep.get(seat, now) > now:
                    continue
                plan = bot.decide(state.observe(seat), now)
                if plan is None:
                    self._asleep[seat] = bot.wake_at(now)
                    continue
                self._plans[seat] = plan
            if plan.at <= now:
                del self._plans[seat]
                ready.append(Stamped(plan.action, plan.at))
        ready.sort(key=lambda press: press.t)
        return ready

    def next_due(self) -> float | None:
        """The next plan's press, or the next time a sleeping bot wants to look again."""
        times = [plan.at for plan in self._plans.values()]
        times += [at for at in self._asleep.values() if self._asked_at < at < math.inf]
        return min(times, default=None)

    def refused(self, action: Any, reason: str) -> None:
        bot = self.bots.get(action.seat)
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


def step_match(match: Match, driver: BotDriver, now: float) -> list[Any]:
    """Let bots press whatever falls due up to `now`, then advance the match to `now`.

    Each press is applied at its own time (timers before it fire first, timers after it
    wait), so the log replays exactly whatever steps the clock took. Returns the events."""
    events: list[Any] = []
    for press in driver.due(match.state, now):
        if match.state.is_over():
            break
        try:
            fired = match.submit(press)
        except RuleError as refusal:
            driver.refused(press.action, refusal.reason)
            continue
        driver.see(fired, now)
        events.extend(fired)
    fired = match.tick(now)
    driver.see(fired, now)
    return events + fired
