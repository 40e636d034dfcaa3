"""What a Cambio seat's phone shows: its own layout with the cards the seat sees now (its
opening look and its peeks: `observe(seat).shown`), the card it has drawn, the discard pile,
and every other layout (the cards it sees face up). A card turned back is a back again:
remembering it is the game, and a phone shows no more than the seat's own eyes would.

Its taps are the keys' own choices (controls.py), on the cards themselves, all places at
once, and as big buttons: the draw, taking the discard, discarding the drawn card, skipping
the card's action and the Fässler call; out of its turn a burn takes "burn a card" first. Each
place says for a screen reader whose card it is and where
("Bea, top-left card"), so the four backs of the opening look differ."""
from __future__ import annotations

from typing import Any

from game.kit.controls import Meaning
from game.kit.phones import tap_of
from game.phones.views import card, row
from game.titles.cambio.table import card_name

BACK = "back-jass"


def seat_view(table: Any, seat: int, offered: dict[str, Meaning]) -> dict[str, Any]:
    obs = table.session.view(seat)
    text = table.app.text
    shown = {(owner, slot): face for owner, slot, face in obs.shown}
    first = table.controls.pad(seat).first

    def layout(owner: int) -> list[dict[str, Any]]:
        whose = text("phones.row.layout") if owner == seat else table.seat_name(owner)
        return [card(shown.get((owner, slot), BACK), lit=(owner, slot) == first,
                     where=f"{whose}, {table.slot_name(slot)}", tap=tap_of(offered, f"card:{owner}:{slot}"))
                if present else card()
                for slot, present in enumerate(obs.layouts[owner])]

    rows = [row(text("phones.row.layout"), layout(seat), big=True)]
    if obs.turn == seat and obs.holding:
        rows.append(row(text("phones.row.drawn"), [card(obs.held or BACK)]))
    rows.append(row(text("cambio.label.discard"), [card(obs.discard_top) if obs.discard_top else card()]))
    rows += [row(table.seat_name(owner), layout(owner)) for owner in range(obs.players) if owner != seat]
    return {"status": table.status_words(obs), "rows": rows}


def card_words(table: Any, card_id: str) -> str:
    """A Jass card by the names printed on the deck ("Schilten Fässler"), as the table's log says it."""
    return card_name(card_id)


def result(table: Any, seat: int) -> list[str]:
    """Once a round's cards are turned up: the seat's own sum (what its total grew by) and,
    after a Fässler call, whether the caller won the round (the big screen's words)."""
    obs = table.session.view(seat)
    if obs.phase != "scored" or not obs.last_sums:
        return []
    text = table.app.text
    lines = [text("cambio.label.round", number=obs.round_no + 1),
             text("phones.result_points", points=f"{obs.last_sums[seat]:+d}")]
    if obs.caller is not None and obs.last_caller_won is not None:
        lines.append(text(f"cambio.event.caller_{'won' if obs.last_caller_won else 'lost'}",
                          name=table.seat_name(obs.caller)))
    return lines
