"""What a human seat's six keys mean at the Cambio table, moment by moment.

`options` lists what each button of a seat would do right now (a `Choice`: a rules action
to submit, or a change of the seat's `Pad`, with the words for the key hint); `Keys` keeps
the seats' pads and asks the rules (`session.refusal`) about every action a key would
take: the hint shows only keys the rules would take, and a press on a refused one shows
the rules' reason. Nothing here decides legality: the places the pointer visits are the
layouts (and pages) holding a card the rules would let the key act on.

The seat's `Pad` holds a pointer: the layout (and page of four slots) that the slot keys
name, its own layout unless it was moved. slot1..slot4 are the four places of a 2x2
layout in reading order (top left, top right, bottom left, bottom right); penalty slots
5..8 (9..12, ...) are the pointer's next page. The moments:

- opening look: slot1..4 look at that card (2 of them, 3 after a won call).
- your turn, nothing drawn: act draws from the deck, slot1 takes the discard, slot4 asks
  "Fässler?" and a second slot4 calls it (any other key forgets the question).
- a drawn card: slot1..4 put it into that place of your layout (its card goes onto the
  discard), act discards the drawn card (its action follows), alt shows slots 5..8.
- the discarded card's action: slot1..4 peek at / pick that card of the pointed layout,
  act points at the next layout (or page), alt skips. A swap is two picks: the first card
  (your own layout to start with), then the pointer moves to the next player and a slot
  key picks the second card; alt takes back the first pick.
- a burn possible (any time, your turn or not): alt readies a burn; then slot1..4 burn
  that card of the pointed layout (your own: two presses), act points at the next player
  (or page) first. Out of your turn act also points ahead of time, so a card of another
  player is alt + slot once pointed at. alt again puts the burn away.
- after burning another player's card: slot1..4 give one of your cards into the gap.

A pointer or a readied burn is forgotten after `PAD_SECONDS` without a press.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.core.errors import RuleError
from game.titles.cambio import rules as rules

PAD_SECONDS = 5.0
SLOTS = ("slot1", "slot2", "slot3", "slot4")
PAGE = 4
Place = tuple[int, int]  # (owner, page)
Refusal = Callable[[Any], "RuleError | None"]


@dataclass(frozen=True)
class Choice:
    """One key's meaning: `label` (a text key with `params`; a param named "player" is a
    seat to name) and what a press does: submit `action`, or change the pad (`point` to
    a place, `armed`, `calling`, `first`). `gate`: the action the rules must take for a
    pad change to make sense (the "Fässler?" question needs a call the rules would take)."""

    label: str
    params: tuple[tuple[str, Any], ...] = ()
    action: Any = None
    point: Place | None = None
    armed: bool | None = None
    calling: bool | None = None
    first: tuple[int, int] | None | str = "keep"
    gate: Any = None


@dataclass
class Pad:
    """A human seat's pointer and half-done choices."""

    target: Place | None = None  # the place the slot keys name; None: the moment's default
    armed: bool = False  # alt readied a burn
    calling: bool = False  # slot4 asked "Fässler?" once
    first: tuple[int, int] | None = None  # the first card of a swap
    since: float = 0.0

    def follow(self, choice: Choice, now: float) -> None:
        """Apply a press that changes the pad (not an action)."""
        if choice.point is not None:
            self.target = choice.point
        if choice.armed is not None:
            self.armed = choice.armed
        if choice.calling is not None:
            self.calling = choice.calling
        if choice.first != "keep":
            self.first = choice.first
        self.since = now

    def clear(self) -> None:
        self.target, self.armed, self.calling, self.first = None, False, False, None


def page_slots(obs: rules.View, place: Place) -> list[tuple[str, int]]:
    """(button, slot) of the slots on a page of a layout."""
    owner, page = place
    return [(SLOTS[i], PAGE * page + i) for i in range(PAGE) if PAGE * page + i < len(obs.layouts[owner])]


class Moment:
    """One seat's view with the rules' refusal: where the slot keys may point."""

    def __init__(self, pad: Pad, obs: rules.View, refusal: Refusal) -> None:
        self.pad, self.obs, self.refusal, self.seat = pad, obs, refusal, obs.seat

    def places(self, act: Callable[[int, int], Any]) -> list[Place]:
        """The places holding a card for which `act(owner, slot)` is taken, clockwise from the seat."""
        obs = self.obs
        order = [(self.seat + step) % obs.players for step in range(obs.players)]
        return [(owner, page) for owner in order for page in range((len(obs.layouts[owner]) + PAGE - 1) // PAGE)
                if any(self.refusal(act(owner, slot)) is None for _, slot in page_slots(obs, (owner, page)))]

    def slot_keys(self, act: Callable[[int, int], Any], label: str, default: int,
                  make: Callable[[int, int], Choice] | None = None) -> dict[str, Choice]:
        """The slot keys on the pointed place (the pad's, else the first at or after `default`
        clockwise) for the cards `act` would be taken on, and act pointing on: `label`
        choices submitting `act(owner, slot)`, or the pad changes `make(owner, slot)`."""
        places = self.places(act)
        if not places:
            return {}
        players = self.obs.players
        place = self.pad.target if self.pad.target in places else \
            min(places, key=lambda p: ((p[0] - default) % players, p[1]))
        owner = place[0]
        choices = {button: make(owner, slot) if make else Choice(label, (("n", slot + 1),), action=act(owner, slot))
                   for button, slot in page_slots(self.obs, place) if self.refusal(act(owner, slot)) is None}
        if len(places) > 1:
            nxt = places[(places.index(place) + 1) % len(places)]
            first = (("first", PAGE * nxt[1] + 1),)
            words = ("cambio_table.key.more", first) if nxt[0] == owner else \
                ("cambio_table.key.point_page", (("player", nxt[0]), *first)) if nxt[1] else \
                ("cambio_table.key.point", (("player", nxt[0]),))
            choices["act"] = Choice(*words, point=nxt)
        return choices

    def burns(self) -> dict[str, Choice]:
        seat = self.seat
        return self.slot_keys(lambda owner, slot: rules.Burn(seat, owner, slot), "cambio_table.key.burn", seat)

    def gives(self) -> dict[str, Choice]:
        return self.slot_keys(lambda owner, slot: rules.GiveBack(self.seat, slot) if owner == self.seat else None,
                              "cambio_table.key.give", self.seat)

    def second(self, owner: int, slot: int) -> Any:
        """A swap the rules would take with (owner, slot) as its first card, or None."""
        obs = self.obs
        return next((swap for other in range(obs.players) for other_slot in range(len(obs.layouts[other]))
                     if self.refusal(swap := rules.Swap(self.seat, owner, slot, other, other_slot)) is None), None)


def options(pad: Pad, obs: rules.View, refusal: Refusal) -> dict[str, Choice]:
    """button -> Choice for the seat of `obs`, before the rules are asked about each action."""
    seat = obs.seat
    moment = Moment(pad, obs, refusal)
    if obs.phase == "look":
        return {SLOTS[slot]: Choice("cambio_table.key.look", (("n", slot + 1),), action=rules.Look(seat, slot))
                for slot in range(PAGE)}
    burns = moment.burns()
    if pad.armed and burns:
        return {**burns, "alt": Choice("cambio_table.key.back", armed=False)}
    ready = {"alt": Choice("cambio_table.key.ready", armed=True)} if burns else {}
    gives = moment.gives()
    mine = seat == obs.turn
    if gives:
        return gives
    if mine and obs.phase == "turn":
        call = Choice("cambio_table.key.call_now", action=rules.Call(seat)) if pad.calling else \
            Choice("cambio_table.key.call", calling=True, gate=rules.Call(seat))
        return {"act": Choice("cambio_table.key.draw", action=rules.Draw(seat, "deck")),
                "slot1": Choice("cambio_table.key.take", action=rules.Draw(seat, "discard")), "slot4": call, **ready}
    if mine and obs.phase == "drawn":
        choices = moment.slot_keys(lambda owner, slot: rules.Replace(seat, slot) if owner == seat else None,
                                   "cambio_table.key.replace", seat)
        if "act" in choices:
            choices["alt"] = choices["act"]
        return {**choices, "act": Choice("cambio_table.key.discard", action=rules.Discard(seat))}
    if mine and obs.phase == "action":
        return {**action_options(moment), "alt": Choice("cambio_table.key.back", first=None,
                                                        point=(pad.first[0], pad.first[1] // PAGE))
                if pad.first is not None else Choice("cambio_table.key.skip", action=rules.Skip(seat))}
    return {**{button: choice for button, choice in burns.items() if button == "act"}, **ready}


def action_options(moment: Moment) -> dict[str, Choice]:
    """The discarded card's action: a peek, or a swap's first then second pick."""
    seat, pad, obs = moment.seat, moment.pad, moment.obs
    after = (seat + 1) % obs.players
    if obs.pending in ("peek_own", "peek_other", "peek_swap"):
        return moment.slot_keys(lambda owner, slot: rules.Peek(seat, owner, slot), "cambio_table.key.peek", after)
    if pad.first is None:
        return moment.slot_keys(moment.second, "", seat, lambda owner, slot: Choice(
            "cambio_table.key.pick", (("n", slot + 1),), first=(owner, slot)))
    first = pad.first
    return moment.slot_keys(lambda owner, slot: rules.Swap(seat, *first, owner, slot), "cambio_table.key.swap",
                            (first[0] + 1) % obs.players)


class Keys:
    """The human seats' pads at one table and what their keys do now, the rules asked."""

    def __init__(self, session: Any, seats: Any, peek_key: Callable[[int], bool]) -> None:
        self.session = session
        self.pads = {seat: Pad() for seat in seats}
        self.peek_key = peek_key
        self.known: dict[tuple, tuple] = {}  # (seat, now, game clock) -> split: asked once a frame

    def forget(self) -> None:
        """The game changed (events, a press): ask the rules again."""
        self.known.clear()

    def pad(self, seat: int, now: float) -> Pad:
        pad = self.pads.setdefault(seat, Pad())
        if now - pad.since > PAD_SECONDS and (pad.target or pad.armed or pad.calling):
            pad.clear()
        return pad

    def split(self, seat: int, now: float) -> tuple[dict[str, Choice], dict[str, RuleError]]:
        """The keys the rules would take now, and the others' refusals."""
        key = (seat, now, self.session.clock)
        if key not in self.known:
            self.known = {key: self.ask(seat, now), **{k: v for k, v in self.known.items() if k[1:] == key[1:]}}
        return self.known[key]

    def ask(self, seat: int, now: float) -> tuple[dict[str, Choice], dict[str, RuleError]]:
        obs = self.session.view(seat)
        taken: dict[str, Choice] = {}
        refused: dict[str, RuleError] = {}
        for button, choice in options(self.pad(seat, now), obs, self.session.refusal).items():
            asked = choice.action or choice.gate
            refusal = None if asked is None else self.session.refusal(asked)
            if refusal is None:
                taken[button] = choice
            else:
                refused[button] = refusal
        if "alt" not in taken and self.peek_key(seat) and obs.phase not in ("scored", "over"):
            taken["alt"] = Choice("cambio_table.key.show")
        return taken, refused

    def choices(self, seat: int, now: float) -> dict[str, Choice]:
        return self.split(seat, now)[0]

    def labels(self, seat: int, now: float, text: Callable[..., str], name: Callable[[int], str]) -> dict[str, str]:
        """What each key of the seat does right now, in words (`text` fills a label's key,
        `name` names the seat a "player" param holds)."""
        return {button: text(choice.label, **{key: name(value) if key == "player" else value
                                              for key, value in choice.params})
                for button, choice in self.choices(seat, now).items()}

    def press(self, seat: int, button: str, now: float) -> Choice | RuleError | None:
        """A press: the choice it made (its pad change done; submit its action, if any), the
        rules' refusal of what the key would do, or None when the key means nothing now."""
        taken, refused = self.split(seat, now)
        pad = self.pad(seat, now)
        self.forget()
        choice = taken.get(button)
        if choice is None:
            return refused.get(button)
        if pad.calling and choice.label != "cambio_table.key.call_now":
            pad.calling = False
        if choice.action is not None:
            pad.clear()
            pad.since = now
        elif choice.label != "cambio_table.key.show":
            pad.follow(choice, now)
        return choice

    def cards(self, seat: int, now: float) -> dict[tuple[int, int], str]:
        """(owner, slot) -> button for the cards the seat's slot keys name right now."""
        found = {}
        for button, choice in self.choices(seat, now).items():
            if not button.startswith("slot"):
                continue
            action = choice.action
            if choice.first not in ("keep", None):
                found[choice.first] = button
            elif isinstance(action, rules.Swap):
                found[(action.owner_b, action.slot_b)] = button
            elif isinstance(action, (rules.Peek, rules.Burn)):
                found[(action.owner, action.slot)] = button
            elif isinstance(action, (rules.Look, rules.Replace, rules.GiveBack)):
                found[(seat, action.slot)] = button
        return found

    def forget_turn(self) -> None:
        """A new turn: half-made calls and swaps are forgotten."""
        for pad in self.pads.values():
            pad.calling, pad.first = False, None

    def clear(self) -> None:
        for pad in self.pads.values():
            pad.clear()
