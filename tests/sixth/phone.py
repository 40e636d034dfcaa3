"""What a Stones seat's phone shows: the heap (its taps, a button for each count it may take,
come from its controls)."""
from __future__ import annotations

from typing import Any

from game.kit.controls import Meaning


def seat_view(table: Any, seat: int, offered: dict[str, Meaning]) -> dict[str, Any]:
    view = table.session.view(seat)
    return {"status": table.app.text("stones.left", count=view.left), "rows": [], "lines": []}
