"""What an Älpler Stafette seat's phone shows: its hand of milk cards, its own deposit and
its points (others see only how many cards lie there), and the call to act its panel shows."""
from __future__ import annotations

from typing import Any

from game.phones.cards import milk_id
from game.phones.views import card, row


def seat_view(table: Any, seat: int) -> dict[str, Any]:
    obs = table.session.view(seat)
    text = table.app.text
    rows = [row(text("phones.row.hand"), [card(milk_id(value)) for value in obs.hand], big=True)]
    lines = []
    if obs.my_deposit:
        rows.append(row(text("phones.row.deposit"), [card(milk_id(value)) for value in obs.my_deposit]))
        lines.append(text("stafette_table.points", points=sum(obs.my_deposit)))
    call = table.controls.call(seat)
    status = text(f"stafette_table.prompt.{call}") if call else text("phones.turn_of", player=table.seat_name(obs.turn))
    return {"status": status, "rows": rows, "lines": lines}
