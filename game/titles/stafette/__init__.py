"""Älpler Stafette: rules, bots, table, text (see docs/rules/stafette.md). Its descriptor."""
from game.titles import Deck, Face, Title

MILK_VALUES = (1, 2, 3, 4, 5, -1, -2, -3)


def milk_id(value: int) -> str:
    """The id of a milk card of `value` (as its file is named)."""
    return f"milk-minus-{-value}" if value < 0 else f"milk-{value}"


_MILK = frozenset(milk_id(value) for value in MILK_VALUES)


def face(card_id: str) -> Face:
    """A milk card's picture by its id ("milk-3", "milk-minus-1")."""
    if card_id not in _MILK:
        raise KeyError(card_id)
    return Face(f"cards/milk/{card_id}.svg")


TITLE = Title(
    id="stafette", place=3, min_players=3, max_players=6, default_players=4,
    table="table:StafetteTable",
    decks=(Deck("milk", "cards/backs/milk.svg", face),), shouts=("tausch", "rempeln"),
)
