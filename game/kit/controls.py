"""One press, one meaning: what each of a seat's buttons does now.

A title answers, for a seat and its view, a `Buttons`: for each button a `Meaning` (the words
shown at the seat, and either a rules action to submit, a step of the seat's own controls such
as opening a menu or moving a cursor, a gesture held, or nothing with the rules' reason). The
kit derives everything else from that one answer: the press (game/kit/table.py), the key hint
drawn at the seat, the refusal shown there, the phone's buttons and the tests. So a hint can
never say one thing while the key does another.

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
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from game.core.errors import RuleError
from game.input.intents import SEAT_BUTTONS

BASE = "base"  # the seat's mode between actions; anything else is a menu
LATE = 0.3  # seconds after the game changed a button during which a press keeps its old meaning
LOOK = "look"  # the kind of the held look gesture


@dataclass(frozen=True)
class Meaning:
    """What one button does now. Exactly one of `action` (a rules action; the kit stamps its
    time and order), `step` (a change of the seat's own controls: open a menu, move a cursor,
    back), `hold` (a gesture that does its work while held: the look) or none of them, then
    `refusal` says why (None: the button simply means nothing now). `label` is the words at
    the seat (already in the player's language)."""

    label: str
    action: Any = None
    step: Callable[[], None] | None = field(default=None, compare=False)
    hold: str = ""
    refusal: RuleError | None = None

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


def nothing(refusal: RuleError | None = None) -> Meaning:
    """A button that does nothing now, with the rules' reason when a press should hear one."""
    return Meaning("", refusal=refusal)


@dataclass(frozen=True)
class Buttons:
    """A seat's whole answer at one moment: a meaning per button (the six seat buttons, and
    for a phone's number pad "digit:0".."digit:9" and "backspace"), the seat's mode (BASE,
    or the name of the menu open at the seat), the words for a seat with nothing to press
    (`idle`: "Bot 2 is playing"), and a `title` for an open menu."""

    meanings: Mapping[str, Meaning] = field(default_factory=dict)
    mode: str = BASE
    idle: str = ""
    title: str = ""

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
