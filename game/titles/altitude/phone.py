"""What an Altitude seat's phone shows: in the keep phase the six dealt cards with the one it
looks at lit and the two it gives back marked; then its hand row as the table offers it (the
drawn card first, then the hand, "pass" once the deck is empty) with the card it looks at lit.
Where a picked card goes is chosen on the big screen, where the places light up."""
from __future__ import annotations

from typing import Any

from game.phones.views import card, row
from game.titles.altitude.table import PASS


def seat_view(table: Any, seat: int) -> dict[str, Any]:
    view = table.view(seat)
    text = table.app.text
    phase = view.public.phase
    if phase == "keep" and view.dealt:
        looked = table.picked.get(seat, 0) % len(view.dealt)
        marked = table.marked.get(seat, set())
        cards = [card(face, lit=index == looked, tag=text("altitude_table.key.give_back") if index in marked else "")
                 for index, face in enumerate(view.dealt)]
        return {"status": text("altitude.phase.keep"), "rows": [row(text("phones.row.dealt"), cards)]}
    hand = table.cards(seat)
    looked = table.picked.get(seat, 0) % len(hand) if hand else -1
    cards = [card(word=text("altitude_table.pass"), lit=index == looked) if face == PASS
             else card(face, lit=index == looked, tag=text("phones.row.drawn") if face == view.drawn else "")
             for index, face in enumerate(hand)]
    turn = view.public.turn == seat and phase in ("play", "final")
    status = text(f"altitude.phase.{phase}") if turn or phase == "over" else \
        text("phones.turn_of", player=table.seat_name(view.public.turn))
    return {"status": status, "rows": [row(text("phones.row.hand"), cards)]}
