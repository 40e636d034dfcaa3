"""What a Gambit 7 seat's phone shows: the question, a number pad and the number typed so far
while it answers (only on the phone: the big screen shows a dot a digit), its answer once
given (once it is locked in, that it is and what comes next, as once the bets are locked),
and in the betting the board: each open slot with what it pays and every seat's chips
on it (the gold 7: a Gambit 7 chip), and the seat's own three chips.

Its taps: "lock in" under the pad once something is typed; in the betting a tap on a chip
of its own chooses the chip (kept by the phone: `PhoneSeats.chosen`; by default the next
free one), a tap on a slot puts the chosen chip there (the Gambit 7 chip: the only bet), and
"lock bets" is a big button (with nothing placed it asks first, as the key does)."""
from __future__ import annotations

from typing import Any

from game.kit.controls import BASE, Meaning
from game.kit.phones import key_taps, live, tap_of
from game.phones.views import card, chip, row
from game.titles.gambit7 import rules

SEVEN = "seven"  # the chosen chip that is the Gambit 7 chip


def chosen(table: Any, seat: int, view: rules.View) -> str:
    """The chip a slot tap puts down: "chip:<n>", SEVEN, or "" (both chips placed, none chosen)."""
    picked = table.phones.chosen.get(seat, "")
    if picked:
        return picked
    free = next((index for index, slot in enumerate(view.chips[seat]) if slot is None), None)
    return f"chip:{free}" if free is not None else ""


def taps(table: Any, seat: int) -> dict[str, Meaning]:
    view = table.view(seat)
    if view.phase == "answer" and not view.answered[seat]:
        return key_taps(table, seat, "act")
    if view.phase != "bet" or view.locked[seat]:
        return {}
    controls, text = table.controls, table.app.text
    if table.buttons(seat).mode != BASE:  # a menu its key opened (lock without a bet?): its buttons
        return key_taps(table, seat, "act", "alt")
    found: dict[str, Meaning] = {}
    for name, label in chip_names(table, seat, view).items():
        found[f"pick:{name}"] = Meaning(label, step=lambda name=name: table.phones.choose(seat, name))
    which = chosen(table, seat, view)
    for slot in table.slot_order(view):
        if which == SEVEN:
            meaning = controls.meaning(rules.Gambit(seat, slot), text("gambit7_table.key.gambit"))
        elif which:
            meaning = controls.meaning(rules.Bet(seat, int(which[len("chip:"):]), slot), text("gambit7_table.key.chip"))
        else:
            continue
        found[f"slot:{slot}"] = Meaning(f"{meaning.label}: {table.slot_words(slot)}", action=meaning.action)
    return {**live(found), **key_taps(table, seat, "act")}


def chip_names(table: Any, seat: int, view: rules.View) -> dict[str, str]:
    """The seat's own chips by their pick names, each with its words (and where it lies)."""
    text = table.app.text
    names = {}
    for index, slot in enumerate(view.chips[seat]):
        names[f"chip:{index}"] = text("gambit7_table.phone.chip", n=index + 1) if slot is None else \
            text("gambit7_table.key.chip_on", slot=table.slot_words(slot))
    names[SEVEN] = text("gambit7_table.key.gambit")
    return names


def seat_view(table: Any, seat: int, offered: dict[str, Meaning]) -> dict[str, Any]:
    view = table.view(seat)
    text = table.app.text
    question = table.question(view)
    language = table.app.settings.language
    lines = [question.text[language], text("gambit7_table.unit", unit=question.unit[language])]
    parts: dict[str, Any] = {"status": text(f"gambit7.phase.{view.phase}"), "lines": lines}
    done = {"answer": view.answered[seat], "bet": view.locked[seat]}.get(view.phase, False)
    if done:  # nothing left to do in this phase: it says so and what comes next, not the phase's call to act
        key = f"gambit7_table.phone.{'answered' if view.phase == 'answer' else 'locked'}"
        parts.update(status=text(key), phase="")
        lines.insert(0, text(f"{key}.next"))
    if view.phase == "answer" and not view.answered[seat]:
        parts["entry"] = {"digits": table.controls.entry(seat).shown(True), "pad": True}
    elif view.my_answer is not None:
        lines.append(text("phones.answer", answer=table.number(view.my_answer, view)))
    if view.phase in ("bet", "reveal"):
        parts["rows"] = board(table, seat, view, offered)
    return parts


def board(table: Any, seat: int, view: rules.View, offered: dict[str, Meaning]) -> list[dict[str, Any]]:
    """The open slots (what each pays, the chips on it, a tap puts the chosen chip there) and,
    while the seat bets, its own chips to choose from."""
    def coins(slot: rules.Slot) -> list[dict[str, Any]]:
        return ([chip(owner) for owner in range(view.players) for placed in view.chips[owner] if placed == slot]
                + [chip(owner, seven=True) for owner in range(view.players) if view.gambits[owner] == slot])

    slots = [card(word=table.slot_words(slot), tag=table.payout_words(slot), chips=coins(slot),
                  lit=slot == view.winning, tap=tap_of(offered, f"slot:{slot}")) for slot in table.slot_order(view)]
    rows = [row(table.app.text("phones.row.board"), slots, big=True)]
    if any(target.startswith("pick:") for target in offered):
        which = chosen(table, seat, view)
        own = [card(word=label, lit=name == which, tap=tap_of(offered, f"pick:{name}"),
                    chips=[chip(seat, seven=name == SEVEN)])
               for name, label in chip_names(table, seat, view).items()]
        rows.insert(0, row(table.app.text("gambit7_table.phone.chips"), own, big=True))
    return rows
