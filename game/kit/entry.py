"""Hidden number entry with a seat's six buttons, for answers every seat types at once.

A telephone keypad in two presses: the first slot key picks a row of the pad (slot1: 1 2 3,
slot2: 4 5 6, slot3: 7 8 9, slot4: 0 000 and delete), the second picks a cell of that row
(slot1, slot2, slot3; slot4 goes back to the rows). Every digit takes two presses, so any
answer of up to four digits takes at most 8 and its lock (`act`) one more; "000" keeps large
numbers short (10**12 in 10). The table shows the digits to their owner (the kit's look
gesture) and one dot a digit to the others. A phone's number pad, or a lone player's number
keys, type digits straight away (`type`, `delete`). `touched` tells a number meant (a typed
0 too) from the fresh 0 nobody typed.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

MAX_DIGITS = 13  # 10**12 has 13 digits
PAD = (("1", "2", "3"), ("4", "5", "6"), ("7", "8", "9"), ("0", "000", "delete"))
ROWS = ("slot1", "slot2", "slot3", "slot4")  # the first press: a row of PAD
CELLS = ("slot1", "slot2", "slot3")  # the second press: a cell of that row
BACK = "slot4"  # the second press that goes back to the rows


@dataclass
class NumberEntry:
    digits: list[int] = field(default_factory=lambda: [0])
    limit: int = 10 ** 12
    row: int | None = None  # the row of PAD the first press picked, waiting for its cell
    touched: bool = False  # a digit or delete was pressed (even one that changed nothing): a number was meant

    @property
    def value(self) -> int:
        return int("".join(map(str, self.digits)))

    def press(self, button: str) -> bool:
        """A slot button; False when it changed nothing (a hint is due)."""
        if self.row is None:
            if button not in ROWS:
                return False
            self.row = ROWS.index(button)
            return True
        if button == BACK:
            self.row = None
            return True
        if button not in CELLS:
            return False
        cell = PAD[self.row][CELLS.index(button)]
        self.row = None
        return self.delete() if cell == "delete" else self.type(cell)

    def type(self, digits: int | str) -> bool:
        """Digits typed after the others (a lone 0 is replaced); False, changing nothing, when
        the number would grow too long or too large, or stay as it is."""
        self.touched = True
        typed = list(self.digits)
        for digit in str(digits):
            typed = [int(digit)] if typed == [0] else typed + [int(digit)]
        if len(typed) > MAX_DIGITS or int("".join(map(str, typed))) > self.limit or typed == self.digits:
            return False
        self.digits = typed
        return True

    def delete(self) -> bool:
        """The last digit goes; False when there was none to take."""
        self.touched = True
        before, self.digits = self.digits, self.digits[:-1] or [0]
        return self.digits != before

    def labels(self, text: Callable[[str], str]) -> dict[str, str]:
        """What each key does now: the rows of the pad, or the cells of the chosen row."""
        def word(cell: str) -> str:
            return text("kit.entry.delete") if cell == "delete" else cell

        if self.row is None:  # "123" and so on: each key's row reads apart from its neighbours'
            keys = {button: "".join(PAD[row]) for row, button in enumerate(ROWS)}
            keys["slot4"] = text("kit.entry.last_row")  # "0 · 000 · delete": its delete said in words
        else:
            keys = {button: word(cell) for button, cell in zip(CELLS, PAD[self.row])}
            keys[BACK] = text("kit.entry.back")
        return {**keys, "act": text("kit.entry.lock")}

    def shown(self, open_: bool) -> str:
        """The digits when the owner may see them, else a dot a digit."""
        return "".join(map(str, self.digits)) if open_ else "•" * len(self.digits)


def presses(value: int) -> int:
    """Slot presses to type `value` from a fresh entry: two a digit, two for each "000"."""
    written, count, index = str(value), 0, 0
    while index < len(written) and value:
        index += 3 if index and written.startswith("000", index) else 1
        count += 2
    return count
