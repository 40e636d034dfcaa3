"""Stones' prepared positions: the guided first game and the help's pictures."""
from __future__ import annotations

from game.kit.prepared import Line, Position
from game.titles.stones.rules import StonesState, Take


def heap(left: int, turn: int = 0) -> StonesState:
    state = StonesState(2)
    state.left, state.turn = left, turn
    return state


POSITIONS = {
    "first_game": Position(players=2, build=lambda _data: heap(6), scripts={1: (Line(Take(1, 1)),)}),
    "help_heap": Position(players=2, build=lambda _data: heap(7)),
    "help_last": Position(players=2, build=lambda _data: heap(3)),
}
