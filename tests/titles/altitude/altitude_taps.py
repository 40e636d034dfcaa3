"""How a phone plays Altitude by tapping in the browser tests (tests/tapping.py)."""
from __future__ import annotations

from tapping import kinds

SHOT_WHEN = "at:"  # the screenshot shows the page when it offers these taps


def choose(player, table) -> str | None:
    targets = player.targets()
    dealt = [t for t in targets if t.startswith("dealt:")]
    if dealt:
        marked = table.controls.marked.get(player.seat, set())
        return "key:act" if len(marked) == 2 else next(t for t in dealt if int(t[len("dealt:"):]) not in marked)
    return next((t for prefix in ("at:", "discard", "card:", "pass") for t in targets if t.startswith(prefix)), None)


def done(table, seats) -> bool:
    played = ("Place", "Discard", "Replace", "Rescue", "Pass")
    return all(sum(kind in played for kind in kinds(table, seat)) >= 2 for seat in seats)
