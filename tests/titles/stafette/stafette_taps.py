"""How a phone plays Älpler Stafette by tapping in the browser tests (tests/tapping.py)."""
from __future__ import annotations

from tapping import kinds

SHOT_WHEN = "die:"  # the screenshot shows the page when it offers these taps


def choose(player, table) -> str | None:
    targets = player.targets()
    return next((t for t in targets if t == "die:white" or t.startswith("name:")), None)


def done(table, seats) -> bool:
    return all(kinds(table, seat).count("Roll") >= 2 for seat in seats)
