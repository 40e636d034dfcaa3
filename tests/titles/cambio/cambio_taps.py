"""How a phone plays Cambio by tapping in the browser tests (tests/tapping.py)."""
from __future__ import annotations

from tapping import kinds

SHOT_WHEN = "discard"  # the screenshot shows the page when it offers these taps


def choose(player, table) -> str | None:
    targets, seat = player.targets(), player.seat
    obs = table.session.view(seat)
    if obs.phase == "look":
        return next((t for t in (f"card:{seat}:0", f"card:{seat}:1") if t in targets), None)
    if "key:slot4" in targets and "Draw" in kinds(table, seat):  # its second turn: "Fässler?", then "Fässler!"
        return "key:slot4"
    for wanted in ("draw", f"card:{seat}:0", "skip"):
        if wanted in targets and (wanted != f"card:{seat}:0" or "discard" in targets):
            return wanted
    return None


def done(table, seats) -> bool:
    """The round is scored: someone called, and everyone had the last turn."""
    return table.session.view(seats[0]).phase in ("scored", "over")
