"""Altitude, the mountain builder: rules, mountain shapes, bots and text (see docs/rules/altitude.md).
Its descriptor."""
from game.titles import Deck, Face, Option, Title

# Card ids are "<kind>-<number>" (mountain.py). Mountain and animal cards are valued by their
# number, 1..50; a cable car is worth 0; the number of a cable car, an avalanche or a St.
# Bernard only tells the copies apart.
VALUED = ("mountain", "marmot", "chamois", "ibex", "black_grouse")
COPIES = ("cablecar", "avalanche", "bernard")
VALUES = range(1, 51)
BAND = 10  # values per mountain face: mountain-1.svg shows 1..10, ..., mountain-5.svg 41..50
# The top-left number tab as fractions of the card (x, y, width, height); the bottom-right
# tab is its point reflection. tools/make_art.py draws both tabs; the number goes on at run time.
TAB = (0.04, 0.03, 0.46, 0.2)
_NUMBERS = frozenset(str(v) for v in VALUES)


def face(card_id: str) -> Face:
    """An Altitude card's picture under cards/altitude/ and the number its tabs show."""
    kind, _, number = card_id.rpartition("-")
    if kind in VALUED and number in _NUMBERS:
        band = (int(number) - 1) // BAND + 1
        return Face(f"cards/altitude/{f'mountain-{band}' if kind == 'mountain' else kind}.svg", number)
    if kind in COPIES and number.isdecimal() and number == str(int(number)) and int(number) >= 1:
        return Face(f"cards/altitude/{kind}.svg", "0" if kind == "cablecar" else None)
    raise KeyError(f"unknown Altitude card id {card_id!r}: expected 'mountain-N' or '<animal>-N' with N in "
                   f"1..50 and animal one of {VALUED[1:]}, or 'cablecar-N', 'avalanche-N' or "
                   f"'bernard-N' with N from 1")


def cards() -> list[str]:
    """Every card id of the shipped deck (levels/altitude/), read when asked."""
    from game.titles.altitude.rules import check_data
    return check_data().deck.cards()


TITLE = Title(
    id="altitude", place=5, min_players=1, max_players=4, default_players=1,
    table="table:AltitudeTable", prepare="best:prepare",
    options=(Option("mountain", "altitude.option.mountain", ("seeded", "daily"), "seeded", choice_keys=True),),
    decks=(Deck("altitude", "cards/altitude/back.svg", face, tab=TAB, cards=cards),),
    seatings=(1, 2, 4),
)
