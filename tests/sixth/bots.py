"""Stones' bots: leave a multiple of four when they can, else take one."""
from __future__ import annotations

from typing import Any

from game.core.driver import Bot, Plan
from game.titles.stones.rules import Take


class StonesBot(Bot):
    def decide(self, observation: Any, now: float) -> Plan | None:
        if observation.turn != self.seat or observation.left == 0:
            return None
        count = observation.left % 4 or 1
        return Plan(Take(self.seat, count), now + self.profile.think(self.rng, 3))


def make_bot(seat: int, profile: Any, rng: Any, config: Any, data: None) -> StonesBot:
    return StonesBot(seat, profile, rng)
