"""Cambio's prepared positions (game/kit/prepared.py)."""
from __future__ import annotations

from typing import Any

from game.kit.prepared import Position
from game.titles.cambio import rules
from game.titles.cambio.rules import Discard, Draw, Look

POSITIONS: dict[str, Position] = {}


# --- the rules help's pictures (game/shell/rules_screens.py): three seats, seat 0 reads ---
HELP_LAYOUTS = (("schellen-9", "joker-tell", "rosen-6", "schilten-ober"),  # seat 0: you
                ("rosen-3", "eicheln-7", "schilten-5", "eicheln-koenig"),
                ("eicheln-2", "rosen-ass", "schellen-10", "rosen-1"))
BURN_WAIT = 3.0  # seconds: the first discard's burn window has had its time, you may draw
HELP_LOOKS = (Look(0, 0), Look(0, 2), Look(1, 2), Look(1, 3), Look(2, 2), Look(2, 3))  # you know your 9 and 6


def _help_deal(flipped: str, drawn: str = "eicheln-1", looked: bool = True, waited: float = 0.0) -> Any:
    """The three layouts, `flipped` as the first discard, `drawn` the deck's top card; with
    `looked`, after everyone's opening look and `waited` seconds of the burn window."""
    named = [card for layout in HELP_LAYOUTS for card in layout] + [flipped, drawn]
    rest = [card for card in rules.CARDS if card not in named]
    state = rules.from_deck(3, [*named, *rest], timed_look=False)
    for look in HELP_LOOKS if looked else ():
        state.apply(look)
    state.advance(state.now + waited)
    return state


POSITIONS |= {
    "help_look": Position(players=3, build=lambda: _help_deal("rosen-9", looked=False)),
    "help_burn": Position(players=3, build=lambda: _help_deal("rosen-9")),  # a 9 flipped: burn yours
    "help_other": Position(players=3, build=lambda: _help_deal("schellen-3")),  # Bot 2's Rosen 3 top left
    "help_turn": Position(players=3, build=lambda: _help_deal("rosen-9", waited=BURN_WAIT)),  # your turn, nothing drawn
    "help_drawn": Position(players=3, build=lambda: _help_deal("rosen-9", waited=BURN_WAIT), replay=(Draw(0, "deck"),)),
    "help_action": Position(players=3, build=lambda: _help_deal("rosen-9", "schilten-8", waited=BURN_WAIT),
                            replay=(Draw(0, "deck"), Discard(0))),
}
