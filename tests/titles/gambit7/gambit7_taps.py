"""How a phone plays Gambit 7 by tapping in the browser tests (tests/tapping.py)."""
from __future__ import annotations

SHOT_WHEN = "slot:"  # the screenshot shows the page when it offers these taps


def choose(player, table) -> str | None:
    targets, view = player.targets(), table.session.view(player.seat)
    if view.phase == "answer" and "key:act" not in targets:
        for digit in str(40 + player.seat):
            player.numpad(digit)
        player.until(lambda: "key:act" in player.targets())
        return None
    if view.phase == "bet":
        slots = [t for t in targets if t.startswith("slot:")]
        if player.seat % 2 and "pick:seven" in targets and table.phones.chosen.get(player.seat) != "seven":
            return "pick:seven"
        if slots and all(chip is None for chip in view.chips[player.seat]) and view.gambits[player.seat] is None:
            return slots[len(slots) // 2]
    return "key:act" if "key:act" in targets else None


def done(table, seats) -> bool:
    return bool(table.session.view(0).results)


def snapshot(player, table) -> str | None:
    """The small phone's number pad with its answer typed: one screenshot more."""
    if player.small and table.session.view(player.seat).phase == "answer" and "key:act" in player.targets():
        return "phone-gambit7-answer.png"
    return None
