"""The game the "hard beats easy" tests count (with tests/sequential.py deciding when enough
were played): hard and easy seats alternate, the first seat's level swapped from seed to seed
so that neither level keeps the first turn."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import arena


def only_hard_won(title: Any, first_seed: int, players: int = 4) -> Callable[[int], float]:
    """game -> 1.0 when only hard seats are among the winners of seeded game `first_seed + game`, else 0.0."""
    def hard_won(game: int) -> float:
        levels = (["hard", "easy"] if game % 2 else ["easy", "hard"]) * (players // 2)
        winners = arena.play(title, first_seed + game, levels).outcome.winners
        return float({levels[seat] for seat in winners} == {"hard"})
    return hard_won
