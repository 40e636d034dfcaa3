"""What a Stones seat's phone shows: the heap, and a button for each count it may take."""
from __future__ import annotations

from typing import Any

from game.kit.controls import Meaning
from game.kit.phones import live


def taps(table: Any, seat: int) -> dict[str, Meaning]:
    buttons = table.buttons(seat).meanings
    return live({f"take:{count}": buttons[f"slot{count}"] for count in (1, 2, 3)})


def seat_view(table: Any, seat: int, offered: dict[str, Meaning]) -> dict[str, Any]:
    view = table.session.view(seat)
    return {"status": table.app.text("stones.left", count=view.left), "rows": [], "lines": []}
