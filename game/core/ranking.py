"""Results in rank order, from an Outcome: teams as one row, ties sharing a rank.

Whether high or low scores win is read from the outcome itself (the winners hold the best
score), so a title needs to declare nothing: the lowest total of a game of fewest points
ranks first like the highest of a race does.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.state import Outcome


@dataclass(frozen=True)
class Placing:
    rank: int  # 1 for the winners; equal scores share a rank ("1, 1, 3")
    seats: tuple[int, ...]  # one seat, or the seats of a team
    score: float
    won: bool


def placings(outcome: Outcome, teams: list[int] | None = None) -> list[Placing]:
    """Rows in rank order. `teams` gives each seat's team (None: every seat alone)."""
    groups: dict[int, list[int]] = {}
    for seat in range(len(outcome.scores)):
        groups.setdefault(teams[seat] if teams else seat, []).append(seat)
    rows = [(tuple(seats), outcome.scores[seats[0]]) for seats in groups.values()]
    low_wins = _low_wins(outcome)
    rows.sort(key=lambda row: (row[1] if low_wins else -row[1], row[0]))
    result: list[Placing] = []
    for index, (seats, score) in enumerate(rows):
        tied = result and result[-1].score == score
        rank = result[-1].rank if tied else index + 1
        result.append(Placing(rank, seats, score, any(seat in outcome.winners for seat in seats)))
    return result


def _low_wins(outcome: Outcome) -> bool:
    if not outcome.winners:
        return False
    best = outcome.scores[outcome.winners[0]]
    return best == min(outcome.scores) and best != max(outcome.scores)
