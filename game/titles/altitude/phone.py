"""What an Altitude seat's phone shows: in the keep phase the six dealt cards with the one it
looks at lit and the two it gives back marked; then its drawn card and its hand (with "pass"
once the deck is empty), as the table offers them, with the card it looks at lit.
Where a picked card goes is chosen on the big screen, where the places light up."""
from __future__ import annotations

from typing import Any

from game.phones.views import card, row
from game.titles.altitude.controls import PASS


def seat_view(table: Any, seat: int) -> dict[str, Any]:
    view = table.view(seat)
    text = table.app.text
    phase = view.public.phase
    if phase == "keep" and view.dealt:
        looked = table.controls.picked.get(seat, 0) % len(view.dealt)
        marked = table.controls.marked.get(seat, set())
        cards = [card(face, lit=index == looked, tag=text("altitude_table.key.give_back") if index in marked else "")
                 for index, face in enumerate(view.dealt)]
        return {"status": text("altitude.phase.keep"), "rows": [row(text("phones.row.dealt"), cards)]}
    offered = table.controls.cards(seat)  # the drawn card first, then the hand, then "pass"
    looked = table.controls.picked.get(seat, 0) % len(offered) if offered else -1
    cards = [card(word=text("altitude_table.pass"), lit=index == looked) if face == PASS
             else card(face, lit=index == looked) for index, face in enumerate(offered)]
    rows = [row(text("phones.row.hand"), cards[1:] if view.drawn else cards, big=True)]
    if view.drawn:
        rows.insert(0, row(text("phones.row.drawn"), cards[:1], big=True))
    turn = view.public.turn == seat and phase in ("play", "final")
    status = text(f"altitude.phase.{phase}") if turn or phase == "over" else \
        text("phones.turn_of", player=table.seat_name(view.public.turn))
    return {"status": status, "rows": rows}
