"""A cursor over a set of places on screen, moved with a seat's four slot buttons.

Used wherever a seat picks one of many positions (a card's spot on a mountain, a chip's
slot on a board). slot1..slot4 read up, left, down, right (the clusters' reading order).
A move goes to the nearest place in that direction, preferring places straight ahead;
`presses_to` counts the moves to a place, so a table can show how far a target is.
"""
from __future__ import annotations

from collections import deque
from typing import Hashable

Point = tuple[float, float]
DIRECTIONS = {"slot1": (0, -1), "slot2": (-1, 0), "slot3": (0, 1), "slot4": (1, 0)}
SIDEWAYS_COST = 2.0  # how much a sideways step counts against a straight one


class Cursor:
    def __init__(self, places: dict[Hashable, Point], at: Hashable | None = None) -> None:
        if not places:
            raise ValueError("a cursor needs at least one place")
        self.places = dict(places)
        self.at = at if at in self.places else next(iter(self.places))

    def neighbour(self, key: Hashable, button: str) -> Hashable | None:
        """The place a move from `key` with `button` reaches, or None."""
        dx, dy = DIRECTIONS[button]
        x0, y0 = self.places[key]
        best, best_cost = None, float("inf")
        for other, (x, y) in self.places.items():
            ahead = (x - x0) * dx + (y - y0) * dy
            side = abs((x - x0) * dy - (y - y0) * dx)
            if other == key or ahead <= 0 or side > 2 * ahead:
                continue
            cost = ahead + SIDEWAYS_COST * side
            if cost < best_cost:
                best, best_cost = other, cost
        return best

    def move(self, button: str) -> bool:
        """Move with a slot button; False when nothing lies that way."""
        target = self.neighbour(self.at, button) if button in DIRECTIONS else None
        if target is None:
            return False
        self.at = target
        return True

    def presses_to(self, target: Hashable) -> int | None:
        """Fewest moves from the cursor to `target` (None when it cannot be reached)."""
        seen = {self.at: 0}
        queue = deque([self.at])
        while queue:
            key = queue.popleft()
            if key == target:
                return seen[key]
            for button in DIRECTIONS:
                step = self.neighbour(key, button)
                if step is not None and step not in seen:
                    seen[step] = seen[key] + 1
                    queue.append(step)
        return None
