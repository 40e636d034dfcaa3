"""What an Altitude seat's phone shows: in the keep phase the six dealt cards (the two it gives
back marked); then its drawn card and its hand, and a picture of its own mountain and of the
others' (every card where it lies: a floor a row, each card over the two it rests on).

Its taps (the keys' own choices, where they lie: controls.py): in the keep phase a dealt card marks it to give back (or takes the mark off), and
"keep 4" is a big button once two are marked; on its turn a card opens where it may go (its
controls' aim: the places the rules allow light up on the mountains, including a card a
drawn card replaces or a St. Bernard rescues), a lit place plays it there; "discard", "pass"
and "back" are big buttons. No cursor, no quarters: the places are tapped where they are; each
place of a mountain says for a screen reader whose mountain, which floor and which place.
Every seat's floors and points show as its panel shows them (`scoreboard`)."""
from __future__ import annotations

from typing import Any

from game.kit.controls import Meaning
from game.kit.phones import tap_of
from game.phones.views import card, grid, row, score_line
from game.titles.altitude.controls import PASS
from game.titles.altitude.mountain import height, kind
from game.titles.altitude.table import count_text


def seat_view(table: Any, seat: int, offered: dict[str, Meaning]) -> dict[str, Any]:
    view = table.view(seat)
    text = table.app.text
    public = view.public
    phase = public.phase
    if phase == "keep" and view.dealt:
        marked = table.controls.marked.get(seat, set())
        cards = [card(face, lit=index in marked, tap=tap_of(offered, f"dealt:{index}"),
                      tag=text("altitude_table.key.give_back") if index in marked else "")
                 for index, face in enumerate(view.dealt)]
        status = text("altitude_table.phone.keep") if offered else text("altitude.phase.keep")
        return {"status": status, "rows": [row(text("phones.row.dealt"), cards, big=True)]}
    aim = table.controls.aims.get(seat)
    offered_cards = table.controls.cards(seat) if seat == public.turn else []
    cards = [card(face, lit=aim is not None and face == aim.card, tap=tap_of(offered, f"card:{index}"))
             for index, face in enumerate(offered_cards) if face != PASS]
    if not offered_cards:
        cards = [card(face) for face in ([view.drawn] if view.drawn else []) + list(view.hand)]
    rows = [row(text("phones.row.hand"), cards[1:] if view.drawn else cards, big=True)]
    if view.drawn:
        rows.insert(0, row(text("phones.row.drawn"), cards[:1], big=True))
    others = [owner for owner in range(public.players) if owner != seat]
    rows.append(mountain(table, seat, seat, offered, text("altitude_table.phone.mine")))
    rows += [mountain(table, seat, owner, offered, text("altitude_table.phone.theirs", name=table.seat_name(owner)))
             for owner in others]
    turn = public.turn == seat and phase in ("play", "final")
    if turn:
        status = text("altitude_table.phone.aim" if aim is not None else "altitude_table.phone.pick")
    elif phase == "over":
        status = text("altitude.phase.over")
    else:
        status = text("phones.turn_of", player=table.seat_name(public.turn))
    return {"status": status, "rows": rows}


def mountain(table: Any, seat: int, owner: int, offered: dict[str, Meaning], label: str) -> dict[str, Any]:
    """`owner`'s mountain as places: its cards (a replace or a rescue lights the card it
    takes) and, lit, the open places where the picked card may go."""
    cards = table.view(seat).public.mountain(owner)
    spots: dict[tuple[int, int], dict[str, Any]] = {}

    def where(floor: int, x: int) -> str:
        return table.app.text("altitude_table.phone.spot", mountain=label, floor=floor, place=x + 1)

    for (floor, x), face in cards.items():
        spots[(floor, x)] = card(face, where=where(floor, x))
    for kind in ("place", "replace", "rescue"):
        for name in offered:
            parts = name.split(":")
            if parts[0] == "at" and parts[1] == kind and int(parts[2]) == owner:
                floor, x = int(parts[3]), int(parts[4])
                spots[(floor, x)] = card(cards.get((floor, x), ""), lit=True, tap=tap_of(offered, name),
                                         where=where(floor, x))
    return grid(label, [(2 * x + floor - 1, floor, place) for (floor, x), place in sorted(spots.items())])


def scoreboard(table: Any, seat: int) -> list[dict[str, Any]]:
    """Every seat's floors and points, as its panel's band says them."""
    public = table.view(seat).public

    def score(owner: int) -> str:
        return (f"{count_text(table.app, 'altitude_table.floors', height(public.mountain(owner)))} · "
                f"{count_text(table.app, 'altitude_table.pts', public.points[owner])}")
    return [score_line(table.seat_name(owner), score(owner), owner == seat) for owner in range(public.players)]


def card_words(table: Any, card_id: str) -> str:
    """A card by its kind and number ("Mountain card 27", "Ibex 32", "Cable car")."""
    words = table.card_words(card_id)
    return f"{table.app.text('altitude.card.mountain')} {words}" if kind(card_id) == "mountain" else words
