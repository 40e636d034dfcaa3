"""How a phone plays Gämsh Alpin by tapping in the browser tests (tests/tapping.py)."""
from __future__ import annotations

from tapping import kinds

SHOT_WHEN = "centre:"  # the screenshot shows the page when it offers these taps


def choose(player, table) -> str | None:
    targets = player.targets()
    emotes = [t for t in targets if t.startswith("emote:")]
    if emotes:
        return emotes[player.seat % len(emotes)]
    if table.session.view(player.seat).phase == "signals":
        return "key:act" if "key:act" in targets else None
    if table.session.view(player.seat).mid_swap:
        return "centre:0" if "centre:0" in targets else None
    if "Take" not in kinds(table, player.seat):  # a hand card, then a centre card: its swap
        if "hand:0" in targets:
            return "hand:0"
        return "key:alt" if "key:alt" in targets else None  # a grid its partner's choice left open: back out
    if all("Take" in kinds(table, seat) for seat in table.session.humans) and player.seat == min(table.session.humans):
        return next((t for t in ("key:slot1", "key:act") if t in targets), None)  # the shout menu, "Gämsh!"
    return None


def done(table, seats) -> bool:
    """Both swapped, then the round was called: the reveal."""
    return "CallGaemsh" in kinds(table, min(seats)) and table.session.view(seats[0]).phase in ("reveal", "over")
