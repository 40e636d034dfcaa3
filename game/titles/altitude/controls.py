"""What an Altitude seat's six buttons mean now (the kit's one-press-one-meaning contract,
game/kit/controls.py), and the seat's own control state: the card it looks at, the dealt
cards it marked to give back, and where it aims the picked card.

The base mode, the same all game long:
- keep phase: left and right run over the six dealt cards, up marks one to give back (or
  takes the mark off), act keeps the other four once two are marked. With several people in
  "peek" privacy on one screen the keyboard seats choose one at a time (`keeper`), the
  others look away and their keys wait;
- own turn: left and right run over the drawn card and the hand ("pass" last once the deck
  is empty), act takes the card (opens the aim menu) or passes;
- otherwise nothing (alt is the kit's look gesture where several people share the screen).

The aim menu: the places the rules allow for the picked card light up, the card's ghost
stands at the marked one and act plays it there. The four slot keys split the lit places
into four parts in reading order (top floor first, left to right: the first key takes the
first quarter, and so on, as the keys themselves read Q W / A S): a part of one place marks
it, a bigger part becomes the lit set and its best place is marked. So any of 64 places is
at most 3 presses away (docs/DECISIONS.md, "Altitude: one press, one meaning"). Alt goes
back a part, and from the whole set back to the cards.

Legality is the rules' (`legal_actions`, `refusal`); the controls only offer what they list.

A phone taps the same choices where they lie, with no cursor and no quarters (those steps are
KEYS_ONLY): a dealt card marks it ("dealt:<i>"), a card of the row opens its aim
("card:<i>", "pass"), a lit place plays there (`target`); the others come in `Buttons.more`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Hashable

from game.core.errors import RuleError
from game.kit.controls import KEYS_ONLY, Buttons, Meaning, at, nothing
from game.titles.altitude import rules

PASS = "pass"  # the pseudo-card a seat picks to pass once the deck is empty
DISCARD = ("discard",)  # the aim target "discard the drawn card"
AIM = "aim"  # the menu where the picked card's place is chosen
SLOTS = ("slot1", "slot2", "slot3", "slot4")
ARROWS = {"slot1": "↖", "slot2": "↗", "slot3": "↙", "slot4": "↘"}  # the parts, as the keys sit
TEXT = "altitude_table."
VERBS = {rules.Discard: "key.discard", rules.Replace: "key.replace", rules.Rescue: "key.rescue"}  # else key.play


def target(key: Hashable) -> str:
    """A place's tap target: "discard", or "at:<kind>:<owner>:<floor>:<x>"."""
    return "discard" if key == DISCARD else "at:" + ":".join(map(str, key))


def quarters(keys: list[Hashable], points: dict[Hashable, tuple[float, float]]) -> dict[str, list[Hashable]]:
    """`keys` in reading order (top first, then left to right) cut into four nearly equal
    consecutive parts, one a slot key (fewer than four keys: one each)."""
    ordered = sorted(keys, key=lambda key: (round(points[key][1]), points[key][0]))
    parts: dict[str, list[Hashable]] = {}
    start = 0
    for index, slot in enumerate(SLOTS):
        end = start + (len(ordered) - start + (3 - index)) // (4 - index)
        if end > start:
            parts[slot] = ordered[start:end]
        start = end
    return parts


@dataclass
class Aim:
    """A seat choosing where its picked `card` goes: `targets` every place the rules allow
    (key -> the action), `points` where each is on screen, `lit` the stack of narrowed sets
    (the first is all of them) and `at` the marked place."""

    card: str
    targets: dict[Hashable, Any]
    points: dict[Hashable, tuple[float, float]]
    at: Hashable
    lit: list[list[Hashable]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.lit:
            self.lit = [list(self.targets)]

    def parts(self) -> dict[str, list[Hashable]]:
        return quarters(self.lit[-1], self.points)

    def choose(self, slot: str, best: Any) -> None:
        """A slot key: its part of one place marks it; a bigger part is lit alone and its
        best place (by `best`, a sort key) marked."""
        part = self.parts()[slot]
        if len(part) > 1:
            self.lit.append(part)
        self.at = min(part, key=best)

    def back(self) -> bool:
        """Alt: back to the set before the last narrowing; False when none was narrowed."""
        if len(self.lit) == 1:
            return False
        self.lit.pop()
        if self.at not in self.lit[-1]:
            self.at = self.lit[-1][0]
        return True


class Controls:
    """The control state of every human seat of an Altitude table, and their buttons."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.picked: dict[int, int] = {}  # seat -> index of the card it looks at
        self.marked: dict[int, set[int]] = {}  # seat -> dealt cards marked to give back
        self.aims: dict[int, Aim] = {}  # seat -> where its picked card goes (the aim menu)

    def text(self, key: str, **params: Any) -> str:
        return self.table.app.text(TEXT + key, **params)

    # ------------------------------------------------------------ what a seat may pick
    def cards(self, seat: int) -> list[str]:
        """The row a seat picks from: the drawn card first, then the hand; "pass" when the
        seat may pass."""
        view = self.table.view(seat)
        row = ([view.drawn] if view.drawn else []) + list(view.hand)
        if any(isinstance(action, rules.Pass) for action in self.table.legal(seat)):
            row.append(PASS)
        return row

    def picked_card(self, seat: int) -> str:
        row = self.cards(seat)
        return row[self.picked.get(seat, 0) % len(row)] if row else ""

    def targets(self, seat: int, card: str) -> dict[Hashable, Any]:
        """Where `card` may go now: place key -> the action that puts it there."""
        found: dict[Hashable, Any] = {}
        for action in self.table.legal(seat):
            if getattr(action, "card", None) != card:
                continue
            match action:
                case rules.Place():
                    found[("place", action.owner, action.floor, action.x)] = action
                case rules.Replace():
                    found[("replace", seat, action.floor, action.x)] = action
                case rules.Rescue():
                    found[("rescue", seat, action.floor, action.x)] = action
                case rules.Discard():
                    found[DISCARD] = action
        return found

    def rank(self, key: Hashable) -> tuple[int, Any]:
        """The marked place first: building on one's own mountain, then a rescue, a card for
        an opponent, a replacement, and discarding last."""
        order = {"place": 0, "rescue": 1, "replace": 3, "discard": 4}[key[0]]
        if key[0] == "place" and key[1] != self.table.table().turn:
            order = 2
        return (order, key)

    def keeper(self) -> int | None:
        """The keyboard seat whose keep choice it is, when several people share the screen in
        "peek" privacy (they choose one at a time); None: everyone chooses at once."""
        table = self.table
        screen = [seat for seat in sorted(table.session.humans) if table.peek_key(seat)]
        if len(screen) < 2:
            return None
        waiting = [seat for seat in screen if table.view(seat).dealt]
        return waiting[0] if waiting else None

    # ------------------------------------------------------------ the contract
    def to_base(self, seat: int) -> None:
        self.aims.pop(seat, None)
        self.picked[seat] = 0
        self.marked.pop(seat, None)

    def buttons(self, seat: int) -> Buttons:
        view = self.table.view(seat)
        public = view.public
        if public.phase == "keep" and view.dealt:
            return self.keep_buttons(seat, view)
        if seat == public.turn and public.phase in ("play", "final"):
            aim = self.aims.get(seat)
            return self.aim_buttons(seat, aim) if aim is not None else self.card_buttons(seat)
        return Buttons({}, idle=self.idle(seat, public))

    def idle(self, seat: int, public: rules.PublicView) -> str:
        if public.phase == "keep":
            return self.text("idle.keep_wait")
        if public.phase == "over":
            return self.table.app.text("altitude.phase.over")
        return self.text("idle.turn", name=self.table.seat_name(public.turn))

    def keep_buttons(self, seat: int, view: rules.View) -> Buttons:
        keeper = self.keeper()
        if keeper is not None and keeper != seat and self.table.peek_key(seat):  # a phone chooses meanwhile
            return Buttons({}, idle=self.text("idle.keep_turn", name=self.table.seat_name(keeper)))
        marked = self.marked.setdefault(seat, set())
        index = self.picked.get(seat, 0) % len(view.dealt)
        marks = {i: self.mark(marked, i) for i in range(len(view.dealt))}
        meanings = {**self.sideways(seat, len(view.dealt)), "slot1": marks[index]}
        if len(marked) == rules.DEALT - rules.HAND:
            kept = tuple(card for i, card in enumerate(view.dealt) if i not in marked)
            meanings["act"] = Meaning(self.text("key.keep"), action=rules.Keep(seat, kept))
        else:
            meanings["act"] = nothing(RuleError(TEXT + "two_back"))
        return Buttons(meanings, more={mark.target: mark for i, mark in marks.items() if i != index})

    def mark(self, marked: set[int], index: int) -> Meaning:
        """Dealt card `index` marked to give back, or its mark taken off ("dealt:<i>")."""
        if index in marked:
            meaning = Meaning(self.text("key.take_back"), step=lambda: marked.discard(index))
        elif len(marked) < rules.DEALT - rules.HAND:
            meaning = Meaning(self.text("key.give_back"), step=lambda: marked.add(index))
        else:
            meaning = nothing(RuleError(TEXT + "two_back"))
        return at(f"dealt:{index}", meaning)

    def sideways(self, seat: int, count: int) -> dict[str, Meaning]:
        """Left and right over a row of `count` cards (nothing to move over one card)."""
        if count < 2:
            return {}

        def move(step: int) -> None:
            self.picked[seat] = (self.picked.get(seat, 0) + step) % count

        return {"slot2": Meaning("◄", step=lambda: move(-1), target=KEYS_ONLY),
                "slot4": Meaning("►", step=lambda: move(1), target=KEYS_ONLY)}

    def choices(self, seat: int) -> dict[int, Meaning]:
        """Each card of the row as a choice: passing, or its aim opened (nothing: it has no place)."""
        found = {}
        for index, card in enumerate(self.cards(seat)):
            if card == PASS:
                found[index] = Meaning(self.text("key.pass"), action=rules.Pass(seat), target="pass")
            elif self.targets(seat, card):
                found[index] = Meaning(self.text("key.choose"), target=f"card:{index}",
                                       step=lambda index=index, card=card: self.pick(seat, index, card))
            else:
                found[index] = nothing(RuleError(TEXT + "nowhere"))
        return found

    def pick(self, seat: int, index: int, card: str) -> None:
        """A card chosen: the seat looks at it and its places light up (the aim menu)."""
        self.picked[seat] = index
        self.open_aim(seat, card)

    def card_buttons(self, seat: int) -> Buttons:
        choices = self.choices(seat)
        index = self.picked.get(seat, 0) % len(choices) if choices else 0
        meanings = self.sideways(seat, len(choices))
        meanings["act"] = choices[index] if choices else nothing(RuleError(TEXT + "nowhere"))
        last = len(choices) - 1
        if not meanings["act"].live and choices and choices[last].target == PASS:  # the deck is empty: Pass is
            meanings["act"] = Meaning(self.text("key.to_pass", slot=self.text("pass")), target=KEYS_ONLY,  # named
                                      step=lambda: self.picked.__setitem__(seat, last))
        return Buttons(meanings, more={choice.target: choice for i, choice in choices.items() if i != index})

    def open_aim(self, seat: int, card: str) -> None:
        targets = self.targets(seat, card)
        points = {key: self.table.target_point(key) for key in targets}
        self.aims[seat] = Aim(card, targets, points, at=min(targets, key=self.rank))

    def aim_buttons(self, seat: int, aim: Aim) -> Buttons:
        """The aim menu; a phone also taps another card of the row (its aim instead)."""
        meanings: dict[str, Meaning] = {}
        if len(aim.lit[-1]) > 1:
            for slot in aim.parts():
                meanings[slot] = Meaning(ARROWS[slot], step=lambda slot=slot: aim.choose(slot, self.rank),
                                         target=KEYS_ONLY)
        places = {key: Meaning(self.text(VERBS.get(type(action), "key.play")), action=action, target=target(key))
                  for key, action in aim.targets.items()}
        meanings["act"] = places[aim.at]
        meanings["alt"] = Meaning(self.text("key.back"), step=lambda: self.back(seat))
        more = {choice.target: choice for choice in self.choices(seat).values()}
        more.update((place.target, place) for key, place in places.items() if key != aim.at)
        return Buttons(meanings, mode=AIM, title=self.text("aim_title"), more=more)

    def back(self, seat: int) -> None:
        aim = self.aims[seat]
        if not aim.back():
            del self.aims[seat]

