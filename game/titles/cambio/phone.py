"""What a Cambio seat's phone shows: its own layout with the cards the seat sees now (its
opening look and its peeks: `observe(seat).shown`), the card it has drawn, the discard pile,
the other layouts its buttons point into or it sees a card of, and on each card the cap of
the button that names it now (the table's `controls.cards`). A card turned back is a back again:
remembering it is the game, and a phone shows no more than the seat's own eyes would."""
from __future__ import annotations

from typing import Any

from game.phones.views import card, row

BACK = "back-jass"


def seat_view(table: Any, seat: int) -> dict[str, Any]:
    obs = table.session.view(seat)
    text = table.app.text
    keyed = table.controls.cards(seat)
    shown = {(owner, slot): face for owner, slot, face in obs.shown}

    def layout(owner: int) -> list[dict[str, Any]]:
        return [card(shown.get((owner, slot), BACK), key=keyed.get((owner, slot), "")) if present else card()
                for slot, present in enumerate(obs.layouts[owner])]

    rows = [row(text("phones.row.layout"), layout(seat), big=True)]
    if obs.turn == seat and obs.holding:
        rows.append(row(text("phones.row.drawn"), [card(obs.held or BACK)]))
    rows.append(row(text("cambio.label.discard"), [card(obs.discard_top) if obs.discard_top else card()]))
    pointed = {owner for owner, _ in [*keyed, *shown]}
    rows += [row(table.seat_name(owner), layout(owner)) for owner in range(obs.players)
             if owner != seat and owner in pointed]
    return {"status": table.status_words(obs), "rows": rows}
