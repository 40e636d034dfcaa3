"""Älpler Stafette: rules, bots, table, text (see docs/rules/stafette.md). Its descriptor."""
from game.titles import Deck, Title, more_time

MILK_VALUES = (1, 2, 3, 4, 5, -1, -2, -3)


def milk_id(value: int) -> str:
    """The id of a milk card of `value` (as its file is named)."""
    return f"milk-minus-{-value}" if value < 0 else f"milk-{value}"


TITLE = Title(
    id="stafette", place=3, min_players=3, max_players=6, default_players=4,
    table="table:StafetteTable",
    decks=(Deck.of_files("milk", "cards/backs/milk.svg", "cards/milk", map(milk_id, MILK_VALUES)),),
    options=(more_time(off=False),), shouts=("tausch", "rempeln"), races=("Swap", "Jostle"),
)
