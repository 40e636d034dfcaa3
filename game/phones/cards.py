"""The card pictures the phone page shows: the game's own SVG art, by the art's card ids.

A phone view names cards by the ids the rules and game/ui/art.py use ("rosen-7",
"enzian-day-2", "mountain-23"), milk cards as "milk-3" or "milk-minus-1" (their files' names)
and backs as "back-<deck>". The server answers /card/<id>.svg with the SVG file itself; an
Altitude card gets its number written into its two tabs (on the table the game draws it
over the face in its bold font: game/ui/art.py), so the page needs to know nothing of decks.
"""
from __future__ import annotations

import re

from game.paths import read_asset
from game.ui.art import ALTITUDE_TAB, BACKS, GAEMSH_IDS, JASS_IDS, MILK_VALUES, altitude_face
from game.ui.palette import HEX

CARD_ID = re.compile(r"[a-z0-9_]+(-[a-z0-9_]+){0,3}")
TAB_FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
INK_HEX = HEX["ink"]


def milk_id(value: int) -> str:
    """The id of a milk card of `value` (as its file is named)."""
    return f"milk-minus-{-value}" if value < 0 else f"milk-{value}"


FILES = {**{card: f"cards/jass/{card}.svg" for card in JASS_IDS},
          **{card: f"cards/gaemsh/{card}.svg" for card in GAEMSH_IDS},
          **{milk_id(value): f"cards/milk/{milk_id(value)}.svg" for value in MILK_VALUES},
          **{f"back-{deck}": path for deck, path in BACKS.items()}}


def card_svg(card_id: str) -> bytes:
    """The SVG of a card by its id; KeyError for an id the art does not know."""
    if not CARD_ID.fullmatch(card_id):
        raise KeyError(card_id)
    if card_id in FILES:
        return read_asset(FILES[card_id])
    face, number = altitude_face(card_id)  # KeyError for anything else
    svg = read_asset(f"cards/altitude/{face}.svg").decode("utf-8")
    return (_with_tab_numbers(svg, number) if number is not None else svg).encode("utf-8")


def _with_tab_numbers(svg: str, number: str) -> str:
    """`svg` with `number` centred in both tabs (ALTITUDE_TAB, as fractions of the card)."""
    size = re.search(r'viewBox="0 0 ([0-9.]+) ([0-9.]+)"', svg)
    if size is None:
        raise KeyError("an Altitude face without a viewBox")
    w, h = float(size.group(1)), float(size.group(2))
    x, y, tw, th = ALTITUDE_TAB
    points = min(th * h, tw * w * 0.86 / (0.62 * len(number)))
    texts = "".join(
        f'<text x="{cx:.1f}" y="{cy:.1f}" font-family="{TAB_FONT}" font-weight="bold" font-size="{points:.1f}" '
        f'text-anchor="middle" dominant-baseline="central" fill="{INK_HEX}">{number}</text>'
        for cx, cy in (((x + tw / 2) * w, (y + th / 2) * h), ((1 - x - tw / 2) * w, (1 - y - th / 2) * h)))
    return svg.replace("</svg>", texts + "</svg>", 1)
