"""Races held until they are settled: the first press wins, wherever its phone is.

A phone's press counts at the moment its player saw what it answers (game/phones/fair.py), which
may be before presses from nearer seats that arrived first. So an action a title declares a race
(`Title.races`, its descriptor: a card taken from the centre, a call, a burn, a shout) is held, with
the game time it counts at, until no seat not yet heard could still beat the earliest held one:
that is, until (the earliest held press + the `allowance` of every other seat), a seat's
allowance being how long after a moment a press claiming it may still arrive (its phone link's
slowest recent round trip; 0 for a keyboard or a bot). Meanwhile every other action of a person
waits behind it, and the rules' clock stays at the earliest held press (`cap`), so no timer
fires and no bot presses past it; then all are applied in the order they count at.

A title whose race is against a deadline (`Title.deadline_race`: answers due by a time) has the
rules' clock held just before each deadline until every phone seat's allowance has passed, so
an answer pressed in time still counts after it crossed the link.

Times are the table's game seconds; this module reads no clock and knows no table.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from game.core.actions import Stamped, stamp_key


@dataclass(frozen=True)
class Held:
    """A press held: its seat, the press (the action stamped with the time it counts at) and
    whether it is a race (the others only wait behind one)."""

    seat: int
    press: Stamped
    race: bool


class Races:
    def __init__(self, races: Iterable[str], deadline_race: bool, seats: Callable[[], Iterable[int]],
                 allowance: Callable[[int], float]) -> None:
        """`races`: the names of the action classes that are races. `seats`: the seats whose
        presses may still come; `allowance(seat)`: seconds after a moment that seat's press
        claiming it may still arrive."""
        self.races = frozenset(races)
        self.deadline_race = deadline_race
        self.seats = seats
        self.allowance = allowance
        self.held: list[Held] = []

    def is_race(self, action: Any) -> bool:
        return type(action).__name__ in self.races

    def waits(self, seat: int, at: float, now: float) -> bool:
        """Whether a race of `seat` pressed at `at` must wait at `now`: another seat's press
        claiming an earlier moment may still arrive."""
        return now < at + max((self.allowance(other) for other in self.seats() if other != seat), default=0.0)

    def hold(self, seat: int, press: Stamped) -> None:
        self.held.append(Held(seat, press, self.is_race(press.action)))

    @property
    def earliest(self) -> float | None:
        return min((held.press.t for held in self.held), default=None)

    def settles_at(self) -> float | None:
        """The game time the held races are settled (None: nothing is held)."""
        earliest = self.earliest
        if earliest is None:
            return None
        heard = {held.seat for held in self.held if held.race}
        return earliest + max((self.allowance(seat) for seat in self.seats() if seat not in heard), default=0.0)

    def due(self, now: float) -> list[Held]:
        """Everything held, in the order it counts at, once settled at `now`; else nothing."""
        settles = self.settles_at()
        if settles is None or now < settles:
            return []
        due = sorted(self.held, key=lambda held: stamp_key(held.press))
        self.held = []
        return due

    def cap(self, now: float, deadline: float | None) -> float:
        """How far the rules' clock may go at game time `now`: not past the earliest held press,
        nor, for a deadline race, up to a deadline until the phones' presses before it are in."""
        earliest = self.earliest
        if earliest is not None:
            now = min(now, earliest)
        if self.deadline_race and deadline is not None and deadline <= now:
            late = max((self.allowance(seat) for seat in self.seats()), default=0.0)
            if now < deadline + late:
                return math.nextafter(deadline, -math.inf)
        return now
