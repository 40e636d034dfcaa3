"""A game in progress: a rules state plus the log that replays it.

The record of a match (for saves and replays) is the title, seed, table config and the
action log; loading replays the log through the rules module, so a saved game and a
replay are the same thing. The log holds presses (`Stamped`: the action, its game time `t`
and its place in the input queue); replay advances the clock to each press's time before
applying its action, then to the saved `now`.

A record may come from a damaged or hostile file, so `replay` works within `Bounds`: a
finite clock no later than the bounds allow, a log of bounded length whose actions are the
title's own and in time order, and a bounded number of rules timers fired on the way (a
timer that fires every few seconds over a saved clock of 1e12 would otherwise run for
days). Whatever exceeds them raises `ReplayError`; a move the rules refuse raises their
`RuleError`, as in play.
"""
from __future__ import annotations

import functools
import math
from dataclasses import asdict, dataclass
from types import ModuleType
from typing import Any, Callable

from game.core.actions import Codec, Stamped
from game.core.seats import SeatSpec, TableConfig


@dataclass(frozen=True)
class Bounds:
    """The most a replay may do. A real game stays far inside them (docs/DECISIONS.md)."""

    seconds: float = 24 * 3600.0  # game time a record may reach
    actions: int = 50_000  # length of the log
    timers: int = 100_000  # rules deadlines fired while replaying (a day of 3-second refreshes is 28 800)


class ReplayError(Exception):
    """A record that cannot be replayed within its bounds. `reason` is a text key."""

    def __init__(self, reason: str, **params: object) -> None:
        super().__init__(f"{reason} {params}" if params else reason)
        self.reason = reason
        self.params = params


class Match:
    def __init__(self, title_id: str, new_game: Callable[[TableConfig, int], Any], codec: Codec,
                 config: TableConfig, seed: int) -> None:
        self.title_id = title_id
        self.codec = codec
        self.config = config
        self.seed = seed
        self.state = new_game(config, seed)
        self.log: list[Any] = []

    @property
    def now(self) -> float:
        return self.state.now

    def next_deadline(self) -> float | None:
        """When the rules' next timer falls due (None: none runs): where a deadline race holds
        the clock (game/kit/races.py)."""
        return self.state.next_deadline()

    def actions(self) -> list[Any]:
        """The moves of the log, in order, without their presses."""
        return [press.action for press in self.log]

    def tick(self, now: float) -> list[Any]:
        """Advance game time to `now`; returns the events of the timers that fired. A timer due
        at `now` fires even when the clock is already there (an action may just have set it
        to the current instant): a timer comes before a move at its own instant, in play as in
        the replay of the log (docs/DECISIONS.md, "Same instant")."""
        if now < self.state.now:
            return []
        return self.state.advance(now)

    def submit(self, press: Stamped, checked: bool = True) -> list[Any]:
        """Advance to the press's time (firing the timers due by then), apply its action, log
        the press. RuleError leaves the state as the timers left it and logs nothing. A press
        stamped before the rules' clock (it waited behind another) counts from now, and is
        logged so, which keeps the log an exact replay."""
        if press.t < self.state.now:
            press = Stamped(press.action, self.state.now, press.order)
        events = self.tick(press.t)
        result = self.state.apply(press.action) if checked else self.state.apply_fast(press.action)
        self.log.append(press)
        return events + result

    def record(self) -> dict[str, Any]:
        """What replays this match: title, seed, seats, options, the action log and the clock."""
        return {
            "title": self.title_id,
            "seed": self.seed,
            "seats": [asdict(seat) for seat in self.config.seats],
            "options": self.config.options,
            "actions": [self.codec.dumps(action) for action in self.log],
            "now": self.state.now,
        }

    @classmethod
    def replay(cls, record: dict[str, Any], rules: ModuleType, bounds: Bounds = Bounds(), *, data: Any) -> "Match":
        """The match a record describes, replayed through `rules` (new_game, CODEC, ACTIONS) with
        the title's loaded `data` (`check_data`).
        The record's shape must already be checked (game/saves.py does it against a schema);
        this checks what only replaying can: times, bounds, and the rules' own verdicts."""
        now = record["now"]
        if not (math.isfinite(now) and 0 <= now <= bounds.seconds):
            raise ReplayError("save.refuse.clock", seconds=now)
        if len(record["actions"]) > bounds.actions:
            raise ReplayError("save.refuse.too_long", actions=len(record["actions"]))
        config = TableConfig(seats=tuple(SeatSpec(**seat) for seat in record["seats"]),
                             options=dict(record["options"]))
        match = cls(record["title"], functools.partial(rules.new_game, data=data), rules.CODEC, config, record["seed"])
        timers = _TimerBudget(bounds.timers)
        for line in record["actions"]:
            press = rules.CODEC.loads_stamped(line)
            if not isinstance(press.action, rules.ACTIONS):
                raise ReplayError("save.refuse.not_an_action", line=line[:60])
            t = press.t
            if not (math.isfinite(t) and t <= now):
                raise ReplayError("save.refuse.clock", seconds=t)
            timers.run(match.state, t)
            match.submit(press)
        timers.run(match.state, now)
        match.tick(now)
        return match


class _TimerBudget:
    """Fires a state's timers one deadline at a time, at most `left` of them in all."""

    def __init__(self, left: int) -> None:
        self.left = left

    def run(self, state: Any, until: float) -> None:
        deadline = state.next_deadline()
        while deadline is not None and deadline <= until and not state.is_over():
            self.left -= 1
            if self.left < 0:
                raise ReplayError("save.refuse.timers", seconds=until)
            state.advance(deadline)
            deadline, fired = state.next_deadline(), deadline
            if deadline == fired:  # a deadline the rules keep without firing (a game that ended)
                return
