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
from game.titles.altitude import rules
from game.titles.altitude.rules import AltitudeState, from_table

HAND = ("mountain-30", "cablecar-1", "bernard-1", "mountain-45")
DRAWS = ("mountain-10", "mountain-20", "mountain-25", "mountain-5", "mountain-40", "ibex-50", "mountain-3")


def first_game(data: rules.Data) -> AltitudeState:
    return from_table([list(HAND)], DRAWS, last=True, seed=3, data=data)


POSITIONS: dict[str, Position] = {"first_game": Position(players=1, build=first_game, seed=3)}


# --- the rules help's pictures (help.py): two seats, seat 0 reads -------
def _help_mountain(*rows: dict[int, str]) -> dict[tuple[int, int], str]:
    """A mountain from its rows, floor 1 first, each as x -> card."""
    return {(floor, x): card for floor, row in enumerate(rows, 1) for x, card in row.items()}


HELP_NINE = _help_mountain({-1: "mountain-3", 0: "mountain-8", 1: "mountain-5", 2: "mountain-12", 3: "mountain-7"},
                           {0: "mountain-9", 1: "mountain-13", 2: "mountain-15"}, {0: "mountain-16"})  # 9 on 8 and 5
HELP_CABLE = _help_mountain({0: "mountain-4", 1: "mountain-9", 2: "cablecar-1", 3: "mountain-6"},
                            {0: "mountain-10", 1: "mountain-13", 2: "mountain-11"})  # 13 on 9 and a cable car
HELP_HIGH = _help_mountain({0: "mountain-2", 1: "mountain-6", 2: "mountain-4", 3: "mountain-1", 4: "mountain-3"},
                           {0: "mountain-17", 1: "mountain-19", 2: "mountain-18", 3: "mountain-21"},
                           {0: "mountain-22", 1: "mountain-25", 2: "mountain-23"},
                           {0: "chamois-28", 1: "mountain-27"}, {0: "mountain-35"})  # five floors, an animal on 4
HELP_OTHER = _help_mountain({0: "mountain-24", 1: "avalanche-1", 2: "mountain-29"}, {0: "mountain-30"})
HELP_HANDS = (("mountain-31", "bernard-1", "mountain-45", "marmot-20"), ("mountain-33", "mountain-41", "ibex-44", "mountain-47"))


def _help_table(data: rules.Data, mine: dict[tuple[int, int], str], drawn: str) -> rules.AltitudeState:
    """Your turn, `drawn` the deck's top card, `mine` your mountain, Bot 2's beside it."""
    return rules.from_table([list(hand) for hand in HELP_HANDS], draws=[drawn], mountains=[mine, HELP_OTHER],
                           data=data)


POSITIONS |= {
    "help_nine": Position(players=2, build=lambda data: _help_table(data, HELP_NINE, "mountain-20")),
    "help_cable": Position(players=2, build=lambda data: _help_table(data, HELP_CABLE, "mountain-20")),
    "help_avalanche": Position(players=2, build=lambda data: _help_table(data, HELP_CABLE, "avalanche-2")),
    "help_high": Position(players=2, build=lambda data: _help_table(data, HELP_HIGH, "mountain-38")),
}
