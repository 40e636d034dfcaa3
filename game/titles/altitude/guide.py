"""Altitude's guided first game (game/kit/guide.py) on the prepared "first_game"
(game/titles/altitude/positions.py): a short solo mountain, seven draws and the final placing.
Its words are in game/titles/altitude/guide.toml; the rules each step teaches are listed in
docs/rules/altitude.md ("Rules the guide teaches").

A card is played in two choices: which card (left and right over the drawn card and the hand,
act opens the aim menu) and where (the slot keys narrow the lit places, act plays), so each
step points at the next key that leads to its card's place (`playing`).
"""
from __future__ import annotations

from typing import Any, Callable, Hashable

import pygame

from game.kit.guide import Guide, Happens, Holds, Key, Place, Read, Step
from game.titles.altitude import side
from game.titles.altitude.controls import DISCARD
from game.titles.altitude.mountain import value


def places(table: Any, name: str) -> pygame.Rect:
    """"built" (your mountain's cards), "hand", "discard", "spot:<floor>:<x>" (a place of your
    mountain)."""
    kind, _, where = name.partition(":")
    if kind == "built":
        cards = [places(table, f"spot:{floor}:{x}") for floor, x, _ in table.table().mountains[0]]
        return cards[0].unionall(cards[1:]) if cards else side.layout().area
    if kind == "spot":
        floor, x = (int(part) for part in where.split(":"))
        w, h = table.card_size(0)
        return pygame.Rect(0, 0, w + 8, h + 8).move(table.spot(0, floor, x)).move(-(w + 8) // 2, -(h + 8) // 2)
    if kind == "discard":
        return side.layout().discard.inflate(8, 8)
    return {"hand": table.hand_row(0)}[kind]


def keep_clear(table: Any) -> list[pygame.Rect]:
    """The mountain's cards and the hand row."""
    return [places(table, f"spot:{floor}:{x}") for floor, x, _ in table.table().mountains[0]] + [table.hand_row(0)]


def placed(card: str, floor: int, x: int) -> Holds:
    return Holds(lambda table, seat: (floor, x, card) in table.table().mountains[seat])


def playing(card: str, target: Hashable) -> Callable[[Any, int], Key | Place]:
    """The next key that plays `card` at `target` (a place key of the controls, or DISCARD)."""
    def point(table: Any, seat: int) -> Key | Place:
        controls = table.controls
        aim = controls.aims.get(seat)
        if aim is None:
            row = controls.cards(seat)
            if card not in row:  # just laid (the after-words point at it), or not drawn yet
                return laid(table, seat, card)
            now, want = row.index(controls.picked_card(seat)), row.index(card)
            return Key("act") if now == want else Key("slot4" if want > now else "slot2")
        if aim.card != card:
            return Key("alt")
        if aim.at == target:
            return Key("act")
        return Key(next((slot for slot, part in aim.parts().items() if target in part), "alt"))
    return point


def laid(table: Any, seat: int, card: str) -> Place:
    """Where `card` lies now: its place on the mountain, the discard pile, or (not drawn yet,
    the table draws it by itself) the hand row."""
    spot = next(((floor, x) for floor, x, other in table.table().mountains[seat] if other == card), None)
    if spot is not None:
        return Place(f"spot:{spot[0]}:{spot[1]}")
    return Place("discard" if table.table().discard_top == card else "hand")


def at(card: str, floor: int, x: int) -> Callable[[Any, int], Key | Place]:
    return playing(card, ("place", 0, floor, x))


STEPS = (
    Step("welcome", Read(), Place("hand"), teaches=("goal",)),
    Step("first", placed("mountain-10", 1, 0), at("mountain-10", 1, 0), after=True, teaches=("base",)),
    Step("beside", placed("mountain-20", 1, 1), at("mountain-20", 1, 1), teaches=("aim",)),
    Step("higher", placed("mountain-25", 2, 0), at("mountain-25", 2, 0), after=True, teaches=("higher",)),
    Step("cablecar", placed("cablecar-1", 1, 2), at("cablecar-1", 1, 2), after=True, teaches=("hand", "cablecar")),
    Step("forty", placed("mountain-40", 2, 1), at("mountain-40", 2, 1), teaches=("replace",)),
    Step("ibex", placed("ibex-50", 3, 0), at("ibex-50", 3, 0), after=True, teaches=("animals",)),
    Step("discard", Holds(lambda table, seat: table.table().discard_top == "mountain-3"), playing("mountain-3", DISCARD),
         after=True, teaches=("discard", "final")),
    Step("five", placed("mountain-5", 1, -1), at("mountain-5", 1, -1)),
    Step("thirty", placed("mountain-30", 2, -1), at("mountain-30", 2, -1)),
    Step("top", placed("mountain-45", 3, -1), at("mountain-45", 3, -1)),
    Step("end", Happens("GameOver"), Place("built"), after=True, teaches=("score", "bernard")),
)

def params(table: Any, seat: int) -> dict[str, Any]:
    """{cards}: the cards below, counted from the table (the hand, and the card just drawn
    beside it): the words cannot drift from the prepared position."""
    view, text = table.session.view(seat), table.app.text
    cards = text("altitude.guide.cards_drawn", hand=len(view.hand), drawn=value(view.drawn)) if view.drawn \
        else text("altitude.guide.cards", hand=len(view.hand))
    return {"cards": cards}


GUIDE = Guide(title="altitude", position="first_game", steps=STEPS, places=places, params=params,
              keep_clear=keep_clear)
