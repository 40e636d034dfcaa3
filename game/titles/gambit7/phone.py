"""What a Gambit 7 seat's phone shows: the question, a number pad and the number typed so far
while it answers (only on the phone: the big screen shows a dot a digit), its answer once
given (once it is locked in, that it is and what comes next, as once the bets are locked),
and in the betting the board: each open slot with what it pays and every seat's chips
on it (the gold 7: a Gambit 7 chip), and the seat's own three chips.

Its taps are the keys' own choices (controls.py): "lock in" under the pad once something is
typed; in the betting a tap on a chip of its own chooses the chip, a tap on a slot puts the
chosen chip there (the Gambit 7 chip: the only bet), and "lock bets" is a big button (with
nothing placed it asks first, as the key does)."""
from __future__ import annotations

from typing import Any

from game.kit.controls import Meaning
from game.kit.phones import tap_of
from game.phones.views import card, chip, row
from game.titles.gambit7 import rules
from game.titles.gambit7.controls import SEVEN

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
        return ([chip(owner, player=table.seat_name(owner)) for owner in range(view.players)
                 for placed in view.chips[owner] if placed == slot]
                + [seven_chip(table, owner) for owner in range(view.players) if view.gambits[owner] == slot])

    slots = [card(word=table.slot_words(slot), tag=table.payout_words(slot), chips=coins(slot),
                  lit=slot == view.winning, tap=tap_of(offered, f"slot:{slot}")) for slot in table.slot_order(view)]
    rows = [row(table.app.text("phones.row.board"), slots, big=True)]
    if any(target.startswith("pick:") for target in offered):
        which = table.controls.chosen(seat, view)
        own = [card(word=label, lit=name == which, tap=tap_of(offered, f"pick:{name}"),
                    chips=[seven_chip(table, seat) if name == SEVEN else chip(seat, player=table.seat_name(seat))])
               for name, label in table.controls.chip_names(seat, view).items()]
        rows.insert(0, row(table.app.text("gambit7_table.phone.chips"), own, big=True))
    return rows


def seven_chip(table: Any, seat: int) -> dict[str, Any]:
    """The seat's Gambit 7 chip: gold with a 7, read out as whose Gambit 7 chip it is."""
    name = table.seat_name(seat)
    return chip(seat, player=name, face="7", words=table.app.text("gambit7_table.phone.seven_chip", player=name))


def result(table: Any, seat: int) -> list[str]:
    """At a round's reveal: the true answer, the seat's points from it and why that slot won,
    as the big screen says it."""
    view = table.session.view(seat)
    if view.phase != "reveal" or not view.results:
        return []
    last = view.results[-1]
    gain = last.gains[seat]
    text = table.app.text
    return [text("phones.result_answer", truth=last.revealed.truth),
            text("phones.result_points", points=f"{gain.after - gain.before:+d}"), table.why(last.revealed)]
