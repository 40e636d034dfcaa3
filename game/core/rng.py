"""The one seeded random source of a game.

Every random thing in a game (shuffles, deals, dice, bot noise) draws from a `GameRng`
made from the game's seed, so a seed plus the action log replays the game exactly.
Bots get their own child streams (`child`) so that their thinking never shifts the
game's own draws.
"""
from __future__ import annotations

import random
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")


class GameRng:
    """A thin, cloneable wrapper around `random.Random` with the draws games need."""

    def __init__(self, seed: int | str) -> None:
        self.seed = seed
        self._random = random.Random(str(seed))

    def shuffle(self, items: MutableSequence[T]) -> None:
        self._random.shuffle(items)

    def randint(self, low: int, high: int) -> int:
        """A whole number in [low, high], both ends included."""
        return self._random.randint(low, high)

    def uniform(self, low: float, high: float) -> float:
        return self._random.uniform(low, high)

    def gauss(self, mu: float, sigma: float) -> float:
        return self._random.gauss(mu, sigma)

    def expovariate(self, rate: float) -> float:
        return self._random.expovariate(rate)

    def lognormvariate(self, mu: float, sigma: float) -> float:
        return self._random.lognormvariate(mu, sigma)

    def random(self) -> float:
        return self._random.random()

    def choice(self, items: Sequence[T]) -> T:
        return self._random.choice(items)

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self._random.sample(list(items), k)

    def child(self, name: str) -> "GameRng":
        """An independent stream derived from this seed and a name (e.g. "bot-2")."""
        return GameRng(f"{self.seed}/{name}")

    def clone(self) -> "GameRng":
        twin = GameRng(self.seed)
        twin._random.setstate(self._random.getstate())
        return twin
