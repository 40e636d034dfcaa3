"""Hidden number entry with a seat's six buttons, for answers every seat types at once.

The number is typed most significant digit first, like a combination lock:
slot1 (up) turns the last digit up, slot3 (down) turns it down (both wrap 9 <-> 0), slot4
(right) starts the next digit, slot2 (left) deletes the last digit; `act` locks the number
in; the peek button shows it while held. Others see one dot a digit. Any whole number from
0 to 10**12 can be typed; 1291 takes 1 + 1 + 2 + 1 + 1 + 1 + 1 = 8 presses. A phone's number
pad types digits straight away (`type`) and deletes the last one (`press("slot2")`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

MAX_DIGITS = 13  # 10**12 has 13 digits
LABELS = {"slot1": "kit.entry.up", "slot3": "kit.entry.down", "slot4": "kit.entry.next",
          "slot2": "kit.entry.delete", "act": "kit.entry.lock"}


@dataclass
class NumberEntry:
    digits: list[int] = field(default_factory=lambda: [0])
    limit: int = 10 ** 12

    @property
    def value(self) -> int:
        return int("".join(map(str, self.digits)))

    def press(self, button: str) -> bool:
        """Apply a slot button; False when it changed nothing (a hint is due)."""
        before = list(self.digits)
        if button in ("slot1", "slot3"):
            self.digits[-1] = (self.digits[-1] + (1 if button == "slot1" else -1)) % 10
        elif button == "slot4" and len(self.digits) < MAX_DIGITS and self.digits != [0]:
            self.digits.append(0)
        elif button == "slot2":
            self.digits = self.digits[:-1] or [0]
        if self.value > self.limit:
            self.digits = before
        return self.digits != before

    def type(self, digit: int) -> bool:
        """A digit typed on a number pad, after the others (a lone 0 is replaced); False when
        the number would grow too long or too large."""
        digits = [digit] if self.digits == [0] else self.digits + [digit]
        if len(digits) > MAX_DIGITS or int("".join(map(str, digits))) > self.limit:
            return False
        changed = digits != self.digits
        self.digits = digits
        return changed

    def shown(self, open_: bool) -> str:
        """The digits when the owner may see them, else a dot a digit."""
        return "".join(map(str, self.digits)) if open_ else "•" * len(self.digits)


def presses(value: int) -> int:
    """Presses to type `value` from a fresh entry (each digit the shorter way round)."""
    digits = [int(d) for d in str(value)]
    turns = sum(min(d, 10 - d) for d in digits)
    return turns + len(digits) - 1
