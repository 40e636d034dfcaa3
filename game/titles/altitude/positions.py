"""Altitude's prepared positions (game/kit/prepared.py), built with the rules' own `from_table`.

"first_game" is the guided first game (game/titles/altitude/guide.py): the solo patience past
its keep phase, with the last seven cards of the deck to draw (`DRAWS`, the rest on the discard
pile), so that it ends after seven turns and the final placing of the hand:

    10 first card, 20 beside it, 25 on both (floor 2); 5 fits nowhere high: the hand's cable car
    goes right of the 20 instead (the 5 joins the hand); 40 on the 20 and the cable car; the
    ibex 50 on 25 and 40 (floor 3); 3 is discarded; the deck is empty: the hand's 5, 30 and 45
    make a second slope up to floor 3; the St. Bernard stays in hand: 3 floors + 1 (a hand of
    St. Bernards only) + 1 (the St. Bernard) = 5 points.
"""
from __future__ import annotations

from game.kit.prepared import Position
from game.titles.altitude.rules import AltitudeState, from_table

HAND = ("mountain-30", "cablecar-1", "bernard-1", "mountain-45")
DRAWS = ("mountain-10", "mountain-20", "mountain-25", "mountain-5", "mountain-40", "ibex-50", "mountain-3")


def first_game() -> AltitudeState:
    return from_table([list(HAND)], DRAWS, last=True, seed=3)


POSITIONS = {"first_game": Position(players=1, build=first_game, seed=3)}
