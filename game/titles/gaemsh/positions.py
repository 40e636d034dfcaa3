"""Gämsh Alpin's prepared positions (game/kit/prepared.py)."""
from __future__ import annotations

from typing import Any

from game.kit.prepared import Position
from game.titles.gaemsh import rules

POSITIONS: dict[str, Position] = {}


# --- the rules help's pictures (game/shell/rules_screens.py): seat 0 reads, signals chosen ---
def _help_deal(hand: tuple[str, ...], centre: tuple[str, ...], foehn: bool = False) -> Any:
    """Four seats, seat 0 holding `hand`, `centre` on the table, the rest of the deck in its
    own order; the teams' signals already chosen."""
    named = [*hand, *centre]
    rest = [card for card in rules.full_deck(foehn) if card not in named]
    deck = [*hand, *rest[:12], *centre, *rest[12:]]
    return rules.from_decks(4, [deck], foehn=foehn, signals={0: "wink", 1: "yodel"})


HELP_HAND = ("alphorn-day-1", "alphorn-day-2", "alphorn-night", "fondue-day-1")
HELP_CENTRE = ("enzian-day-1", "alphorn-day-3", "steinbock-night", "kuhglocke-day-2")
QUARTET = ("alphorn-day-1", "alphorn-day-2", "alphorn-day-3", "alphorn-night")

POSITIONS |= {
    "help_swap": Position(players=4, build=lambda: _help_deal(HELP_HAND, HELP_CENTRE)),  # three Alphorns, one in the centre
    "help_quartet": Position(players=4, build=lambda: _help_deal(QUARTET, ("fondue-day-1", *HELP_CENTRE[2:], "enzian-day-2"))),
    "help_foehn": Position(players=4, options={"foehn": True},
                           build=lambda: _help_deal(HELP_HAND, ("enzian-day-1", rules.GAMEKEEPER, "steinbock-night",
                                                                "kuhglocke-day-2"), foehn=True)),
}
