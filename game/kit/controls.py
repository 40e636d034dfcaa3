"""One press, one meaning: what each of a seat's buttons does now.

A title answers, for a seat and its view, a `Buttons`: for each button a `Meaning` (the words
shown at the seat, and either a rules action to submit, a step of the seat's own controls such
as opening a menu or moving a cursor, a gesture held, or nothing with the rules' reason). The
kit derives everything else from that one answer: the press (game/kit/table.py), the key hint
drawn at the seat, the refusal shown there, the phone's taps and the tests. So a hint can
never say one thing while the key does another, nor a phone offer what the keys cannot do.

Each meaning carries where a phone taps it (`target`): a place of the phone's view ("card:0:2",
"slot:3"), a big button of its own name ("draw"), the seat's button itself (BUTTON: the phone's
"key:<button>", pressed as the key is), or none (KEYS_ONLY: a key's way to a choice, such as a
page, a cursor or a pointer, which a phone showing every choice at once does without). The
choices the keys reach only that way (the other pages, the places the cursor is not on) come
in the same answer (`Buttons.more`, by target), so `Buttons.taps` is the phone's whole offer.

The contract's rules, which tests/kit/test_controls_contract.py checks for every title:
- A meaning changes only with a visible change at that seat: the hint is drawn from the same
  answer in the same frame.
- Menus never close by themselves, on no timer. In a menu (`mode` other than BASE) the
  `alt` button is "back"; after an action the seat is back in its base mode. A menu opened
  in a moment that is over (the round it was opened in has ended: the table's `moment`)
  closes, and its seat is told why (game/kit/table.py, `close_stale_menus`).
- A press within `LATE` seconds after the game (a phase, a timer, another player) changed that
  button from one meaning to another is not taken as the new one (`Guard`); a button that just
  gained a meaning takes the first press at once.
- The look gesture (holding alt in the base mode, where several people share the screen)
  opens nothing else.

Typing a number is a mode of the kit's (`typing`): a seat's answer that types (`Buttons.typing`)
has the slot keys as a keypad in two presses (game/kit/entry.py), a phone's number pad and
"backspace", and act to lock; the one human at the keyboard types it with the number row and
keypad too (game/kit/table.py, `typist`).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from game.core.errors import RuleError
from game.input.intents import SEAT_BUTTONS
from game.kit.entry import BACK as ENTRY_BACK, NumberEntry

BASE = "base"  # the seat's mode between actions; anything else is a menu
LATE = 0.3  # seconds after the game changed a button during which a press keeps its old meaning
LOOK = "look"  # the kind of the held look gesture
KEY = "key:"  # a tap target that presses one of the seat's buttons ("key:act")
BUTTON = ""  # a meaning's target by default: its own button (a phone's "key:<button>")
KEYS_ONLY = None  # the target of a key's way to a choice a phone taps at once (a page, a cursor)
DIGITS = tuple(f"digit:{digit}" for digit in range(10))  # a phone's number pad (and the typist's digits)
TYPED_ROW = "row"  # the typing mode's menu: a row of the keypad picked, its cell next


@dataclass(frozen=True)
class Meaning:
    """What one button does now. Exactly one of `action` (a rules action; the kit stamps its
    time and order), `step` (a change of the seat's own controls: open a menu, move a cursor,
    back), `hold` (a gesture that does its work while held: the look) or none of them, then
    `refusal` says why (None: the button simply means nothing now). `label` is the words at
    the seat (already in the player's language); `target` where a phone taps it (see the
    module's docstring) and `says` the words there when they differ from the key's."""

    label: str
    action: Any = None
    step: Callable[[], None] | None = field(default=None, compare=False)
    hold: str = ""
    refusal: RuleError | None = None
    target: str | None = field(default=BUTTON, compare=False)
    says: str = field(default="", compare=False)

    @property
    def kind(self) -> str:
        if self.action is not None:
            return "action"
        if self.step is not None:
            return "step"
        return self.hold or "none"

    @property
    def live(self) -> bool:
        """Whether a press does something (a refusal or nothing is not live)."""
        return self.kind != "none"

    @property
    def sign(self) -> tuple[str, str]:
        """What the seat sees of this meaning: its kind and its words."""
        return (self.kind, self.label)


def at(target: str | None, meaning: Meaning, says: str = "") -> Meaning:
    """`meaning` tapped at `target` on a phone (with `says`, its words there)."""
    return dataclasses.replace(meaning, target=target, says=says or meaning.says)


def nothing(refusal: RuleError | None = None) -> Meaning:
    """A button that does nothing now, with the rules' reason when a press should hear one."""
    return Meaning("", refusal=refusal)


@dataclass(frozen=True)
class Buttons:
    """A seat's whole answer at one moment: a meaning per button (the six seat buttons, and
    for a phone's number pad "digit:0".."digit:9" and "backspace"), the seat's mode (BASE,
    or the name of the menu open at the seat), the words for a seat with nothing to press
    (`idle`: "Bot 2 is playing"), a `title` for an open menu, `more`: the moment's choices,
    by target, that the keys reach only through a KEYS_ONLY step (a target the buttons offer
    too is theirs), and whether the seat is `typing` a number (`typing`)."""

    meanings: Mapping[str, Meaning] = field(default_factory=dict)
    mode: str = BASE
    idle: str = ""
    title: str = ""
    more: Mapping[str, Meaning] = field(default_factory=dict)
    typing: bool = False

    def get(self, button: str) -> Meaning | None:
        return self.meanings.get(button)

    def live(self) -> dict[str, Meaning]:
        """The seat buttons a press would do something with, in the cluster's order."""
        return {button: self.meanings[button] for button in SEAT_BUTTONS
                if button in self.meanings and self.meanings[button].live}

    def labels(self) -> dict[str, str]:
        """What the key hint shows: each live seat button's words."""
        return {button: meaning.label for button, meaning in self.live().items()}

    def signs(self) -> dict[str, tuple[str, str]]:
        return {button: meaning.sign for button, meaning in self.live().items()}

    def taps(self) -> dict[str, Meaning]:
        """What a phone offers to tap now, by target: every choice that would do something (a
        refused one is offered nowhere; no held gesture, no KEYS_ONLY step), a button's own at
        "key:<button>", then `more`."""
        offered = [(meaning.target or KEY + button, meaning) for button, meaning in self.meanings.items()
                   if meaning.target is not KEYS_ONLY]
        found: dict[str, Meaning] = {}
        for target, meaning in [*offered, *self.more.items()]:
            if meaning.live and not meaning.hold:
                found.setdefault(target, meaning)
        return found


class Guard:
    """Remembers what each human seat's buttons meant and when the game last changed one of
    them from one live meaning to another, so a press just after that change keeps its old
    meaning: it is refused with the reason instead of doing the new thing."""

    def __init__(self) -> None:
        self.signs: dict[int, dict[str, tuple[str, str]]] = {}
        self.changed: dict[tuple[int, str], tuple[float, tuple[str, str]]] = {}  # -> (when, what it meant)

    def note(self, seat: int, buttons: Buttons, now: float, by_seat: bool) -> None:
        """The seat's buttons now. A change the seat made itself (its own press) arms nothing."""
        signs = buttons.signs()
        before = self.signs.get(seat)
        self.signs[seat] = signs
        if before is None:
            return
        for button, old in before.items():
            new = signs.get(button)
            key = (seat, button)
            if by_seat or new is None:
                self.changed.pop(key, None)
            elif new != old:
                self.changed[key] = (now, old)

    def late(self, seat: int, button: str, now: float) -> tuple[str, str] | None:
        """What the button meant a moment ago, when a press now would take a meaning the game
        gave it less than LATE seconds ago; None: the press takes the meaning shown."""
        changed = self.changed.get((seat, button))
        if changed is None or now - changed[0] >= LATE:
            return None
        return changed[1]

    def forget(self, seat: int) -> None:
        self.signs.pop(seat, None)
        self.changed = {key: value for key, value in self.changed.items() if key[0] != seat}


def typing(entry: NumberEntry, text: Callable[..., str], answer: Any, untouched: RuleError,
           heard: Callable[[bool], None], title: str) -> Buttons:
    """A seat typing a number into `entry`: the slot keys pick a row of the keypad, then its
    cell (the "row" menu, titled `title`, where alt goes back); the phone's number pad
    (DIGITS, "backspace") and the typist's keys type straight away; act submits `answer`
    once a digit was pressed (before: nothing, with `untouched`). `heard(changed)` hears each
    typing press (one that changed nothing sounds wrong). A phone types on its pad, so only
    act is a tap."""
    labels = entry.labels(text)

    def step(words: str, change: Callable[[], bool]) -> Meaning:
        return Meaning(words, step=lambda: heard(change()), target=KEYS_ONLY)

    meanings = {button: step(words, lambda button=button: entry.press(button)) for button, words in labels.items()
                if button != "act" and not (entry.row is not None and button == ENTRY_BACK)}  # alt is back
    meanings["act"] = Meaning(labels["act"], action=answer) if entry.touched else nothing(untouched)
    for digit, button in enumerate(DIGITS):
        meanings[button] = step(str(digit), lambda digit=digit: entry.type(digit))
    meanings["backspace"] = step(text("kit.entry.delete"), entry.delete)
    if entry.row is None:
        return Buttons(meanings, typing=True)
    meanings["alt"] = step(text("kit.entry.back"), lambda: entry.press(ENTRY_BACK))
    return Buttons(meanings, TYPED_ROW, title=title, typing=True)
