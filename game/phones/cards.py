"""The card pictures the phone page shows: the game's own SVG art, by the art's card ids.

A phone view names cards by the ids the rules and the titles' decks use ("rosen-7",
"enzian-day-2", "milk-minus-1", "mountain-23": `Title.decks`) and backs as "back-<deck>". The
server answers /card/<id>.svg with the SVG file itself; a card with a number gets it written
into its two tabs (on the table the game draws it over the face in its bold font:
game/ui/art.py), so the page needs to know nothing of decks.
"""
from __future__ import annotations

import re

from game.paths import read_asset
from game.ui.art import DECKS, face_of
from game.ui.palette import HEX

CARD_ID = re.compile(r"[a-z0-9_]+(-[a-z0-9_]+){0,3}")
TAB_FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
INK_HEX = HEX["ink"]


def card_svg(card_id: str) -> bytes:
    """The SVG of a card by its id; KeyError for an id the art does not know."""
    if not CARD_ID.fullmatch(card_id):
        raise KeyError(card_id)
    deck_name = card_id.removeprefix("back-")
    if deck_name != card_id and deck_name in DECKS:
        return read_asset(DECKS[deck_name].back)
    face, deck = face_of(card_id)  # KeyError for anything else
    if face.number is None or deck.tab is None:
        return read_asset(face.path)
    return _with_tab_numbers(read_asset(face.path).decode("utf-8"), face.number, deck.tab).encode("utf-8")


def _with_tab_numbers(svg: str, number: str, tab_at: tuple[float, float, float, float]) -> str:
    """`svg` with `number` centred in both tabs (the top-left one at `tab_at`, fractions of the card)."""
    size = re.search(r'viewBox="0 0 ([0-9.]+) ([0-9.]+)"', svg)
    if size is None:
        raise KeyError("a numbered card's face without a viewBox")
    w, h = float(size.group(1)), float(size.group(2))
    x, y, tw, th = tab_at
    points = min(th * h, tw * w * 0.86 / (0.62 * len(number)))
    texts = "".join(
        f'<text x="{cx:.1f}" y="{cy:.1f}" font-family="{TAB_FONT}" font-weight="bold" font-size="{points:.1f}" '
        f'text-anchor="middle" dominant-baseline="central" fill="{INK_HEX}">{number}</text>'
        for cx, cy in (((x + tw / 2) * w, (y + th / 2) * h), ((1 - x - tw / 2) * w, (1 - y - th / 2) * h)))
    return svg.replace("</svg>", texts + "</svg>", 1)
