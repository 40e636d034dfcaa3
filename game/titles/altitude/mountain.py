"""Altitude's cards and the shape of a mountain: pure functions the rules, bots and table share.

Cards are strings ``"<kind>-<number>"``:

- ``mountain-17``: a mountain card, value 17;
- ``marmot-12``, ``chamois-31``, ``ibex-44``, ``black_grouse-25``: animal cards, valued by
  their number like mountain cards (a deck may hold a mountain and an animal of one value);
- ``cablecar-3``: a cable car, value 0 (the number only tells the eight apart);
- ``avalanche-2`` and ``bernard-5``: no value.

Positions are ``(floor, x)``. Floor 1 is the base row; its slots are whole numbers: a
mountain's first card lies at x = 0, and the row grows at either end (x = -1, -2, ... or
1, 2, ...); from its first to its last card it spans at most 10 slots. It has a gap only
where a St. Bernard took an avalanche away; a card may fill that gap again. A card at ``(floor, x)`` with
floor >= 2 rests half on ``(floor - 1, x)`` and half on ``(floor - 1, x + 1)``; a table
draws its centre at ``x + (floor - 1) / 2``. A card is covered (even half) when a card lies
at ``(floor + 1, x - 1)`` or ``(floor + 1, x)``.

A mountain here is any mapping from positions to cards. Its height is its number of floors:
the highest floor that holds a card (avalanches and cable cars count like any card).
"""
from __future__ import annotations

from functools import cache
from typing import Mapping

Position = tuple[int, int]
Mountain = Mapping[Position, str]

MOUNTAIN, CABLECAR, AVALANCHE, BERNARD = "mountain", "cablecar", "avalanche", "bernard"
ANIMALS = ("marmot", "chamois", "ibex", "black_grouse")
KINDS = (MOUNTAIN, *ANIMALS, CABLECAR, AVALANCHE, BERNARD)

BASE_MAX = 10  # rulebook: at most 10 cards in the base row
ANIMAL_FLOOR = 4  # rulebook: animals count from the 4th floor up
START: Position = (1, 0)


@cache
def kind(card: str) -> str:
    return card.rsplit("-", 1)[0]


@cache
def value(card: str) -> int | None:
    """A mountain or animal card's number, 0 for a cable car, None for the others."""
    name, number = card.rsplit("-", 1)
    if name == CABLECAR:
        return 0
    if name in (AVALANCHE, BERNARD):
        return None
    return int(number)


def is_animal(card: str) -> bool:
    return kind(card) in ANIMALS


def supports(position: Position) -> tuple[Position, Position]:
    """The two cards a card above the base rests on."""
    floor, x = position
    return (floor - 1, x), (floor - 1, x + 1)


def is_covered(mountain: Mountain, position: Position) -> bool:
    floor, x = position
    return (floor + 1, x - 1) in mountain or (floor + 1, x) in mountain


def height(mountain: Mountain) -> int:
    return max((floor for floor, _ in mountain), default=0)


def high_animals(mountain: Mountain) -> int:
    """Animals lying on floor 4 or higher: each is worth a point."""
    return sum(1 for (floor, _), card in mountain.items() if floor >= ANIMAL_FLOOR and is_animal(card))


def base_slots(mountain: Mountain) -> list[int]:
    return sorted(x for floor, x in mountain if floor == 1)


def open_positions(mountain: Mountain) -> list[Position]:
    """Empty places a card could take by the mountain's shape alone (values aside): the
    start place of an empty mountain, both ends of a base row spanning fewer than 10 slots,
    a gap in the base row, and every empty place above two neighbouring cards."""
    if not mountain:
        return [START]
    base = base_slots(mountain)
    found = [(1, x) for x in range(base[0] + 1, base[-1]) if (1, x) not in mountain]
    if base[-1] - base[0] + 1 < BASE_MAX:
        found += [(1, base[0] - 1), (1, base[-1] + 1)]
    for floor, x in mountain:
        if (floor, x + 1) in mountain and (floor + 1, x) not in mountain:
            found.append((floor + 1, x))
    return sorted(found)


def misfit(mountain: Mountain, card: str, position: Position, replacing: bool = False) -> str | None:
    """Why `card` cannot lie at `position` (a reason suffix: "occupied", "not_higher", ...),
    or None when it fits. With `replacing`, the card would take the place of the card lying
    there: only what it rests on matters. Who places it is the rules' question, not this one."""
    card_kind = kind(card)
    if card_kind == BERNARD:
        return "bernard_not_placed"
    floor, x = position
    if floor < 1:
        return "no_such_position"
    if not replacing:
        if position in mountain:
            return "occupied"
        if floor == 1:
            return _base_misfit(mountain, x)
    if floor == 1:
        return None
    below = [mountain.get(place) for place in supports(position)]
    if below[0] is None or below[1] is None:
        return "no_touch" if below == [None, None] else "needs_two_below"
    if card_kind == CABLECAR:
        return None
    if kind(below[0]) == AVALANCHE or kind(below[1]) == AVALANCHE:
        return "on_avalanche"
    if card_kind == AVALANCHE:
        return None
    if value(card) <= max(value(below[0]), value(below[1])):
        return "not_higher"
    return None


def _base_misfit(mountain: Mountain, x: int) -> str | None:
    base = base_slots(mountain)
    if not base:
        return None if x == START[1] else "start_in_middle"
    if base[0] < x < base[-1]:  # a gap left by a rescued avalanche
        return None
    if x not in (base[0] - 1, base[-1] + 1):
        return "no_touch"
    if base[-1] - base[0] + 1 >= BASE_MAX:
        return "base_full"
    return None


def threshold(mountain: Mountain, position: Position) -> int | None:
    """The lowest number that fits an open place: 1 in the base row, one more than the
    higher card below otherwise; None when only a cable car fits (it rests on an avalanche)."""
    if position[0] == 1:
        return 1
    below = [mountain[place] for place in supports(position)]
    if any(kind(card) == AVALANCHE for card in below):
        return None
    return max(value(card) for card in below) + 1
