"""The kettles' moves along the path as the table shows them, behind the rules' story.

Each seat's moves queue one after another (a hop field by field for a die or the dog, the
cable car's glide, the flight home), so whatever follows a move (a field's event, its
sound, its cards) can wait for `arrival`. A seat whose queue lags more than MAX_LAG seconds
behind the rules drops it and moves at once, so the picture never falls behind for long.
Pure arithmetic on animation time: the table draws what `places` answers.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from game.ui import tween

Point = tuple[float, float]
MAX_LAG = 3.0
GAP = 24  # resting kettles on one field stand side by side this far apart
LIFT = {"hop": 18.0, "glide": 0.0, "fly": 90.0}  # the top of each style's arc
CARRIER = {"glide": "cablecar"}  # what carries a kettle on its way (a dog chases it back)


@dataclass
class Run:
    """One move through `fields`, `leg` seconds per field, from animation time `start`."""

    fields: list[int]
    start: float
    leg: float
    style: str  # "hop", "glide" or "fly"

    @property
    def end(self) -> float:
        return self.start + self.leg * (len(self.fields) - 1)


class Kettles:
    """Every seat's queue of moves; `points` are the fields' centres."""

    def __init__(self, players: int, points: list[Point]) -> None:
        self.points = points
        self.runs: dict[int, list[Run]] = {seat: [] for seat in range(players)}

    def queue(self, seat: int, fields: list[int], leg: float, style: str, now: float) -> float | None:
        """Queue a move after the seat's moves in progress; its start time (None: no move)."""
        if len(fields) < 2:
            return None
        queue = self.runs[seat]
        if queue and queue[-1].end - now > MAX_LAG:
            queue.clear()
        queue.append(Run(fields, self.arrival(seat, now), leg, style))
        return queue[-1].start

    def arrival(self, seat: int, now: float) -> float:
        """When the seat's kettle has finished its queued moves."""
        return max(now, self.runs[seat][-1].end) if self.runs[seat] else now

    def prune(self, now: float) -> None:
        for queue in self.runs.values():
            while queue and queue[0].end <= now:
                queue.pop(0)

    def places(self, positions: tuple[int, ...], now: float) -> dict[int, tuple[Point, float, str | None]]:
        """seat -> (centre, lift, carrier icon) of each kettle now; resting kettles on one field
        stand side by side."""
        places: dict[int, tuple[Point, float, str | None]] = {}
        resting: dict[int, list[int]] = {}
        for seat, position in enumerate(positions):
            run = self.runs[seat][0] if self.runs[seat] else None
            if run is None or now < run.start:
                resting.setdefault(run.fields[0] if run else position, []).append(seat)
            else:
                places[seat] = self.moving(run, now)
        for spot, seats in resting.items():
            x, y = self.points[spot]
            for index, seat in enumerate(seats):
                places[seat] = ((x + (index - (len(seats) - 1) / 2) * GAP, y - 10), 0.0, None)
        return places

    def moving(self, run: Run, now: float) -> tuple[Point, float, str | None]:
        elapsed = (now - run.start) / run.leg
        step = min(int(elapsed), len(run.fields) - 2)
        x = min(1.0, elapsed - step)
        a, b = self.points[run.fields[step]], self.points[run.fields[step + 1]]
        point = tween.lerp(a, b, x if run.style == "hop" else tween.ease_in_out(x))
        back = run.style == "hop" and run.fields[0] > run.fields[-1]
        return ((point[0], point[1] - 10), LIFT[run.style] * math.sin(math.pi * x),
                "dog" if back else CARRIER.get(run.style))
