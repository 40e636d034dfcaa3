"""What a Gambit 7 seat's phone shows: the question, a number pad and the number typed so far
while it answers (only on the phone: the big screen shows a dot a digit), its answer once
given, and in the betting the board's slots with its chips (and its cursor until it locks)."""
from __future__ import annotations

from typing import Any

from game.phones.views import card, row


def seat_view(table: Any, seat: int) -> dict[str, Any]:
    view = table.view(seat)
    text = table.app.text
    question = table.question(view)
    language = table.app.settings.language
    lines = [question.text[language], text("gambit7_table.unit", unit=question.unit[language])]
    parts: dict[str, Any] = {"status": text(f"gambit7.phase.{view.phase}"), "lines": lines}
    if view.phase == "answer" and not view.answered[seat]:
        parts["entry"] = {"digits": table.controls.entry(seat).shown(True), "pad": True}
    elif view.my_answer is not None:
        lines.append(text("phones.answer", answer=table.number(view.my_answer, view)))
    if view.phase == "bet":
        at = None if view.locked[seat] else table.controls.cursor(seat, view).at
        mine = [slot for slot in view.chips[seat] if slot is not None]
        parts["rows"] = [row(text("phones.row.board"), [
            card(word=table.slot_words(slot), lit=slot == at,
                 tag=("7" if view.gambits[seat] == slot else "") + "●" * mine.count(slot))
            for slot in table.slot_order(view)])]
    return parts
