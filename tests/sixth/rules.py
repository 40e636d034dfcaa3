"""Stones: 31 stones, two seats take 1, 2 or 3 in turn; who takes the last wins."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.actions import Codec
from game.core.errors import RuleError
from game.core.seats import TableConfig
from game.core.state import Action, Event, Facts, Outcome, SeatView, State

DATA_FILES: dict = {}
STONES = 31


@dataclass(frozen=True)
class Take(Action):
    seat: int
    count: int


@dataclass(frozen=True)
class Taken(Event):
    seat: int
    count: int
    left: int


@dataclass(frozen=True)
class TurnPassed(Event):
    seat: int


@dataclass(frozen=True)
class FewLeft(Event):
    left: int


@dataclass(frozen=True)
class LastOnes(Event):
    left: int


@dataclass(frozen=True)
class HalfGone(Event):
    left: int


@dataclass(frozen=True)
class BigTake(Event):
    seat: int


@dataclass(frozen=True)
class Won(Event):
    seat: int


ACTIONS = (Take,)
CODEC = Codec(ACTIONS + (Taken, TurnPassed, FewLeft, LastOnes, HalfGone, BigTake, Won))


@dataclass(frozen=True)
class View(SeatView):
    now: float
    turn: int
    left: int
    phase: str

    def facts(self) -> Facts:
        return Facts(self.now, self.phase, self.turn)


def check_data() -> None:
    """The title's data: none (a title with data returns its typed record, given to new_game and make_bot)."""
    return None


def new_game(config: TableConfig, seed: int, data: None) -> "StonesState":
    return StonesState(config.players)


class StonesState(State):
    actions = ACTIONS
    unknown = "stones.refused"

    def __init__(self, players: int) -> None:
        self.players, self.now, self.turn, self.left, self.last = players, 0.0, 0, STONES, -1

    def refuse(self, action: Any) -> RuleError | None:
        if self.left == 0 or action.seat != self.turn or not 1 <= action.count <= min(3, self.left):
            return RuleError("stones.refused")
        return None

    def candidates(self, seat: int) -> list[Any]:
        return [Take(seat, count) for count in (1, 2, 3)]

    def _do_take(self, action: Take) -> list[Any]:
        before, self.left = self.left, self.left - action.count
        self.last, self.turn = action.seat, 1 - action.seat
        events: list[Any] = [Taken(action.seat, action.count, self.left)]
        if self.left == 0:
            return events + [Won(action.seat)]
        if action.count == 3:
            events.append(BigTake(action.seat))
        if self.left <= STONES // 2 < before:
            events.append(HalfGone(self.left))
        if self.left <= 7 < before:
            events.append(FewLeft(self.left))
        if self.left <= 3 < before:
            events.append(LastOnes(self.left))
        return events + [TurnPassed(self.turn)]

    def advance(self, now: float) -> list[Any]:
        self.now = max(self.now, now)
        return []

    def next_deadline(self) -> float | None:
        return None

    def observe(self, seat: int) -> View:
        return self.public_view()

    def public_view(self) -> View:
        return View(self.now, self.turn, self.left, "over" if self.is_over() else "take")

    def is_over(self) -> bool:
        return self.left == 0

    def outcome(self) -> Outcome:
        scores = tuple(1.0 if seat == self.last else 0.0 for seat in range(self.players))
        return Outcome(scores=scores, winners=(self.last,), reason="stones.end")

