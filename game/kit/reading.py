"""Reveals wait for a press (the Accessibility page's "reveals_wait", for players who read
slowly): where the rules pause for reading, the table's clock stops just before the pause's end
until a player at the big screen presses a key.

A pause for reading is what the rules do when no seat may act and a timer runs that was set at
least READING_LEAST seconds ahead (a reveal of 12 s, a round's scores for 5 s); shorter waits (a
swap of 0.6 s) are motion, not reading, and never hold (tests/kit/test_reading_pause.py). The whole game
clock stops, so nobody gains from the wait; a table of bots never holds, nor one whose players
are all on phones (their pages offer no key to go on: the table would wait for ever). The table
says "press a key to go on" where it keeps its captions' place.
"""
from __future__ import annotations

from typing import Any

from game.kit.phones import is_phone

READING_LEAST = 2.0  # seconds: a wait of the rules at least this long is one for reading
HOLD_BEFORE = 0.001  # seconds before the pause's end where the clock stops


class ReadingPause:
    """Where a table's session is in a pause for reading, and whether a press let it go."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.seen: tuple[tuple[float, int], float | None] | None = None  # ((deadline, moves), its end or None)
        self.released: float | None = None  # the end of the pause a press let go

    def wanted(self, on: bool) -> bool:
        """Whether this table holds its pauses: the setting `on`, and a player at the big screen."""
        return on and any(not is_phone(device) for device in self.session.humans.values())

    def end(self) -> float | None:
        """The end of the pause for reading the rules are in now; None when they are in none
        (legal actions are asked once per timer and move, not every frame)."""
        state = self.session.match.state
        deadline = None if state.is_over() else state.next_deadline()
        if deadline is None:
            self.seen = None
            return None
        key = (deadline, len(self.session.match.log))
        if self.seen is None or self.seen[0] != key:
            quiet = not any(state.legal_actions(seat) for seat in range(state.players))
            first = self.seen is None or self.seen[0][0] != deadline  # the pause began now: its length is all ahead
            long_enough = deadline - self.session.clock >= READING_LEAST if first else self.seen[1] is not None
            self.seen = (key, deadline if quiet and long_enough else None)
        return self.seen[1]

    def allowed(self, dt: float) -> float:
        """How far the clock may move this frame: up to just before a pause's end until a press."""
        end = self.end()
        if end is None or self.released == end:
            return dt
        return max(0.0, min(dt, end - HOLD_BEFORE - self.session.clock))

    def holding(self) -> bool:
        """Whether the clock stands at a pause's end, waiting for a press."""
        end = self.end()
        return end is not None and self.released != end and self.session.clock >= end - HOLD_BEFORE - 1e-9

    def press(self) -> None:
        """A player pressed: the pause the clock stands at ends."""
        self.released = self.end()
