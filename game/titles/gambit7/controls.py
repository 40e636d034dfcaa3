"""What a human seat's buttons mean at the Gambit 7 table, moment by moment (the kit's
`Buttons`, game/kit/controls.py), and the seat's own controls behind them.

Answering (every seat at once): the kit's typing mode (game/kit/controls.py, `typing`), a
phone keypad in two presses: in the base mode the slot keys pick a row (123, 456, 789,
"0 · 000 · delete"), which opens the "row" menu where slot1..slot3 type a cell and alt goes
back; act locks the number in once the seat has typed something (a fresh "0" is no answer
yet). A phone's number pad, and the number row and keypad of the one human at the keyboard
(the kit's `typist`), type digits straight away.
Betting: in the base mode slot2/slot4 move the seat's marker over the open slots, slot1 puts
a free chip there, slot3 puts the Gambit 7 chip there, act locks the bets. Moving a placed
chip is explicit: with both chips placed slot1 opens "pick" (which chip: slot1 or slot2,
each named by where it lies; one choice when both lie on one slot), then "place" (move the marker, slot1 puts it there). Locking
with nothing placed asks first ("lock" menu: act again locks, alt goes back), so no press
locks a round's bets away by itself. In every menu alt is back; after an action the seat
is back in the base mode. Legality is the rules' (`session.refusal`).

A phone taps the same choices on its board: a chip of its own first (kept by the phone:
`PhoneSeats.chosen`; by default the next free one: `chosen`), then a slot ("slot:<slot>")
puts it there, the Gambit 7 chip the only bet; the marker and the "pick" and "place" menus
are the keys' way there (KEYS_ONLY). Lock is the seat's act.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.errors import RuleError
from game.kit.controls import BASE, KEYS_ONLY, Buttons, Meaning, at, nothing, typing
from game.kit.cursor import Cursor
from game.kit.entry import NumberEntry
from game.titles.gambit7 import rules

PICK_KEYS = ("slot1", "slot2")  # which chip to move: the first, the second
SEVEN = "seven"  # the phone's chosen chip that is the Gambit 7 chip


@dataclass
class Seat:
    """One human seat's controls in the current round."""
    entry: NumberEntry = field(default_factory=NumberEntry)
    cursor: Cursor | None = None
    mode: str = BASE  # in the betting: BASE, "pick" (which chip), "place" (where it goes), "lock" (lock empty?)
    chip: int | None = None  # the chip picked to move


class Controls:
    def __init__(self, table: Any) -> None:
        self.table = table
        self.session = table.session
        self.seats: dict[int, Seat] = {}
        self.new_round()

    def new_round(self) -> None:
        self.seats = {seat: Seat() for seat in self.session.humans}

    def entry(self, seat: int) -> NumberEntry:
        return self.seats.setdefault(seat, Seat()).entry

    def to_base(self, seat: int) -> None:
        state = self.seats.setdefault(seat, Seat())
        state.entry.row, state.mode, state.chip = None, BASE, None

    def cursor(self, seat: int, view: rules.View) -> Cursor:
        """The seat's marker over the open slots, from the middle one."""
        state = self.seats.setdefault(seat, Seat())
        if state.cursor is None:
            order = self.table.slot_order(view)
            places = {slot: (self.table.slot_rect(slot).centerx, 0) for slot in order}
            middle = order[min(len(order) // 2 + (len(order) % 2 == 0), len(order) - 1)]
            state.cursor = Cursor(places, at=middle)
        return state.cursor

    # ------------------------------------------------------------------ the answer
    def buttons(self, seat: int) -> Buttons:
        view = self.session.view(seat)
        text = self.table.app.text
        if view.phase == "answer" and not view.answered[seat]:
            return self.answering(seat)
        if view.phase == "bet" and not view.locked[seat]:
            return self.betting(seat, view)
        idle = {"answer": "gambit7_table.idle.answered", "bet": "gambit7_table.idle.locked"}.get(
            view.phase, "gambit7_table.idle.wait")
        return Buttons(idle=text(idle))

    def answering(self, seat: int) -> Buttons:
        entry, text = self.entry(seat), self.table.app.text
        return typing(entry, text, rules.Answer(seat, entry.value), RuleError("gambit7_table.type_first"),
                      self.sound, text("gambit7_table.menu.row"))

    def sound(self, changed: bool) -> None:
        """A typed digit that changed nothing (a lone 0, a number at its limit) sounds wrong."""
        if not changed:
            self.table.app.sound.play("wrong")

    # ------------------------------------------------------------------ the bets
    def betting(self, seat: int, view: rules.View) -> Buttons:
        state, text = self.seats.setdefault(seat, Seat()), self.table.app.text
        cursor = self.cursor(seat, view)
        back = Meaning(text("kit.entry.back"), step=lambda: self.to_base(seat))
        moves = {button: Meaning(arrow, step=lambda button=button: cursor.move(button), target=KEYS_ONLY)
                 if cursor.neighbour(cursor.at, button) is not None else nothing(RuleError(edge))
                 for button, arrow, edge in (("slot2", "◄", "gambit7_table.edge.left"),
                                             ("slot4", "►", "gambit7_table.edge.right"))}
        chips = view.chips[seat]
        if state.mode == "pick":
            picks = {button: Meaning(text("gambit7_table.key.chip_on", slot=self.table.slot_words(slot)),
                                     step=lambda chip=chip: self.pick(seat, chip), target=KEYS_ONLY)
                     for chip, (button, slot) in enumerate(zip(PICK_KEYS, chips))
                     if slot is not None and slot not in chips[:chip]}  # two chips on one slot: one choice
            return Buttons({**picks, "alt": back}, "pick", title=text("gambit7_table.menu.pick"))
        if state.mode == "place" and state.chip is not None:
            here = chips[state.chip] == cursor.at
            put = nothing(RuleError("gambit7_table.chip_is_here")) if here else \
                self.meaning(rules.Bet(seat, state.chip, cursor.at), text("gambit7_table.key.put"))
            return Buttons({**moves, "slot1": at(KEYS_ONLY, put), "alt": back}, "place",
                           title=text("gambit7_table.menu.place"))
        if state.mode == "lock":
            lock = self.meaning(rules.LockBets(seat), text("gambit7_table.key.lock_empty"))
            return Buttons({"act": lock, "alt": back}, "lock", title=text("gambit7_table.menu.lock"))
        free = next((chip for chip, slot in enumerate(chips) if slot is None), None)
        chip = self.meaning(rules.Bet(seat, free, cursor.at), text("gambit7_table.key.chip")) if free is not None \
            else Meaning(text("gambit7_table.key.move"), step=lambda: self.open(seat, "pick"))
        placed = any(slot is not None for slot in chips) or view.gambits[seat] is not None
        lock = self.meaning(rules.LockBets(seat), text("gambit7_table.key.lock")) if placed \
            else Meaning(text("gambit7_table.key.lock"), step=lambda: self.open(seat, "lock"))
        gambit = self.meaning(rules.Gambit(seat, cursor.at), text("gambit7_table.key.gambit"))
        return Buttons({**moves, "slot1": at(KEYS_ONLY, chip), "slot3": at(KEYS_ONLY, gambit), "act": lock},
                       more=self.board(seat, view))

    def board(self, seat: int, view: rules.View) -> dict[str, Meaning]:
        """The bets as a phone taps them: its own chips to choose from ("pick:<name>"), then
        each open slot puts the chosen one there ("slot:<slot>")."""
        text, phones = self.table.app.text, self.table.phones
        found = {f"pick:{name}": Meaning(label, step=lambda name=name: phones.choose(seat, name),
                                         says=self.pick_words(name))
                 for name, label in self.chip_names(seat, view).items()}
        which = self.chosen(seat, view)
        for slot in self.table.slot_order(view):
            if which == SEVEN:
                meaning = self.meaning(rules.Gambit(seat, slot), text("gambit7_table.key.gambit"))
            elif which:
                meaning = self.meaning(rules.Bet(seat, int(which[len("chip:"):]), slot), text("gambit7_table.key.chip"))
            else:
                continue
            found[f"slot:{slot}"] = at(f"slot:{slot}", meaning, text("kit.labelled", label=meaning.label,
                                                                 value=self.table.slot_words(slot)))
        return found

    def pick_words(self, name: str) -> str:
        """What a phone's tap on its chip `name` does, said whole: "Bet your Gambit 7 chip", "Bet chip 2"."""
        if name == SEVEN:
            return self.table.app.text("gambit7_table.phone.pick_gambit")
        return self.table.app.text("gambit7_table.phone.pick_chip", n=int(name[len("chip:"):]) + 1)

    def chosen(self, seat: int, view: rules.View) -> str:
        """The chip a phone's slot tap puts down: "chip:<n>", SEVEN, or "" (both chips placed,
        none chosen)."""
        picked = self.table.phones.chosen.get(seat, "")
        if picked:
            return picked
        free = next((index for index, slot in enumerate(view.chips[seat]) if slot is None), None)
        return f"chip:{free}" if free is not None else ""

    def chip_names(self, seat: int, view: rules.View) -> dict[str, str]:
        """The seat's own chips by their pick names, each with its words (and where it lies)."""
        text = self.table.app.text
        names = {}
        for index, slot in enumerate(view.chips[seat]):
            names[f"chip:{index}"] = text("gambit7_table.phone.chip", n=index + 1) if slot is None else \
                text("gambit7_table.key.chip_on", slot=self.table.slot_words(slot))
        names[SEVEN] = text("gambit7_table.key.gambit")
        return names

    def open(self, seat: int, mode: str) -> None:
        self.seats[seat].mode = mode

    def pick(self, seat: int, chip: int) -> None:
        """The chip to move is chosen: the marker starts where it lies, the slot comes next."""
        state = self.seats[seat]
        state.mode, state.chip = "place", chip
        where = self.session.view(seat).chips[seat][chip]
        if state.cursor is not None and where in state.cursor.places:
            state.cursor.at = where

    def meaning(self, action: Any, label: str) -> Meaning:
        """The action when the rules would take it now, else nothing with their reason."""
        refusal = self.session.refusal(action)
        return Meaning(label, action=action) if refusal is None else nothing(refusal)
