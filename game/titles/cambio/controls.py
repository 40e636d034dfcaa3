"""What a human seat's six keys mean at the Cambio table, moment by moment.

One function, `options`, lists for a seat what each button does right now (a `Choice`:
a rules action to submit, or a change of the seat's `Pad`, with the words for the key
hint), so the key hint and the key press can never disagree.

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
- a burn window open (any time, your turn or not): alt readies a burn; then slot1..4
  burn that card of the pointed layout (your own: two presses), act points at the next
  player (or page) first. Out of your turn act also points ahead of time, so a card of
  another player is alt + slot once pointed at. alt again puts the burn away.
- after burning another player's card: slot1..4 give one of your cards into the gap.

A pointer or a readied burn is forgotten after `PAD_SECONDS` without a press.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.titles.cambio import rules as rules

PAD_SECONDS = 5.0
SLOTS = ("slot1", "slot2", "slot3", "slot4")
PAGE = 4


@dataclass(frozen=True)
class Choice:
    """One key's meaning: `label` (a text key with `params`; a param named "player" is a
    seat to name) and what a press does: submit `action`, or change the pad (`point` to
    a (owner, page), `armed`, `calling`, `first`)."""

    label: str
    params: tuple[tuple[str, Any], ...] = ()
    action: Any = None
    point: tuple[int, int] | None = None
    armed: bool | None = None
    calling: bool | None = None
    first: tuple[int, int] | None | str = "keep"


@dataclass
class Pad:
    """A human seat's pointer and half-done choices."""

    target: tuple[int, int] | None = None  # (owner, page) the slot keys name; None: the default
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


def pages(obs: rules.View, owner: int) -> int:
    return max(1, (len(obs.layouts[owner]) + PAGE - 1) // PAGE)


def filled(obs: rules.View, owner: int, page: int) -> list[tuple[str, int]]:
    """(button, slot) of the cards on a page of a layout."""
    layout = obs.layouts[owner]
    return [(SLOTS[i], PAGE * page + i) for i in range(PAGE)
            if PAGE * page + i < len(layout) and layout[PAGE * page + i]]


def stops(obs: rules.View, owners: list[int]) -> list[tuple[int, int]]:
    """The (owner, page) places the pointer visits, clockwise from the seat itself."""
    order = [(obs.seat + step) % obs.players for step in range(obs.players)]
    return [(owner, page) for owner in order if owner in owners
            for page in range(pages(obs, owner)) if filled(obs, owner, page)]


def may_burn(obs: rules.View) -> bool:
    return obs.window_open and not obs.window_used and obs.phase not in ("look", "scored", "over")


def burn_owners(obs: rules.View) -> list[int]:
    return [owner for owner in range(obs.players) if owner != obs.caller or owner == obs.seat]


def pointed(pad: Pad, obs: rules.View, owners: list[int], default: int) -> tuple[tuple[int, int] | None, list]:
    """The pointer's place for this moment (the pad's if allowed, else `default`'s first
    page, else the first place) and all places it may visit."""
    places = stops(obs, owners)
    if not places:
        return None, places
    if pad.target in places:
        return pad.target, places
    return next((place for place in places if place[0] == default), places[0]), places


def pointer_choice(place: tuple[int, int], places: list) -> dict[str, Choice]:
    """act moves the pointer to the next place (nothing when there is only one)."""
    if len(places) < 2:
        return {}
    nxt = places[(places.index(place) + 1) % len(places)]
    if nxt[0] == place[0]:
        return {"act": Choice("cambio_table.key.more", (("first", PAGE * nxt[1] + 1),), point=nxt)}
    if nxt[1]:
        return {"act": Choice("cambio_table.key.point_page", (("player", nxt[0]), ("first", PAGE * nxt[1] + 1)),
                              point=nxt)}
    return {"act": Choice("cambio_table.key.point", (("player", nxt[0]),), point=nxt)}


def options(pad: Pad, obs: rules.View, looked: frozenset[int] = frozenset()) -> dict[str, Choice]:
    """button -> Choice for the seat of `obs`; `looked` are the slots it looked at already."""
    seat = obs.seat
    if obs.phase in ("scored", "over"):
        return {}
    if obs.phase == "look":
        if obs.looks_left[seat] <= 0:
            return {}
        return {SLOTS[slot]: Choice("cambio_table.key.look", (("n", slot + 1),), action=rules.Look(seat, slot))
                for slot in range(PAGE) if slot not in looked and obs.layouts[seat][slot]}
    if pad.armed and may_burn(obs):
        return burn_options(pad, obs)
    if obs.give_back is not None and obs.give_back[0] == seat:
        place, places = pointed(pad, obs, [seat], seat)
        if place is None:
            return {}
        choices = {button: Choice("cambio_table.key.give", (("n", slot + 1),), action=rules.GiveBack(seat, slot))
                   for button, slot in filled(obs, *place)}
        return {**choices, **pointer_choice(place, places)}
    mine = seat == obs.turn
    if mine and obs.phase == "turn":
        return turn_options(pad, obs)
    if mine and obs.phase == "drawn":
        place, places = pointed(pad, obs, [seat], seat)
        choices = {button: Choice("cambio_table.key.replace", (("n", slot + 1),), action=rules.Replace(seat, slot))
                   for button, slot in filled(obs, *place)} if place else {}
        choices["act"] = Choice("cambio_table.key.discard", action=rules.Discard(seat))
        more = pointer_choice(place, places) if place else {}
        if more:
            choices["alt"] = more["act"]
        return choices
    if mine and obs.phase == "action":
        return action_options(pad, obs)
    choices = {}
    if may_burn(obs):
        choices["alt"] = Choice("cambio_table.key.ready", armed=True)
        place, places = pointed(pad, obs, burn_owners(obs), seat)
        if place is not None:
            choices.update(pointer_choice(place, places))
    return choices


def turn_options(pad: Pad, obs: rules.View) -> dict[str, Choice]:
    seat = obs.seat
    choices: dict[str, Choice] = {}
    if obs.deck_size or obs.discard_size > 1:
        choices["act"] = Choice("cambio_table.key.draw", action=rules.Draw(seat, "deck"))
    if obs.discard_size:
        choices["slot1"] = Choice("cambio_table.key.take", action=rules.Draw(seat, "discard"))
    if obs.caller is None:
        choices["slot4"] = (Choice("cambio_table.key.call_now", action=rules.Call(seat)) if pad.calling
                            else Choice("cambio_table.key.call", calling=True))
    if may_burn(obs):
        choices["alt"] = Choice("cambio_table.key.ready", armed=True)
    return choices


def burn_options(pad: Pad, obs: rules.View) -> dict[str, Choice]:
    seat = obs.seat
    place, places = pointed(pad, obs, burn_owners(obs), seat)
    choices: dict[str, Choice] = {}
    if place is not None:
        choices = {button: Choice("cambio_table.key.burn", (("n", slot + 1),), action=rules.Burn(seat, place[0], slot))
                   for button, slot in filled(obs, *place)}
        choices.update(pointer_choice(place, places))
    choices["alt"] = Choice("cambio_table.key.back", armed=False)
    return choices


def action_options(pad: Pad, obs: rules.View) -> dict[str, Choice]:
    seat = obs.seat
    pending = obs.pending
    after = (seat + 1) % obs.players
    if pending in ("peek_own", "peek_other", "peek_swap"):
        owners = {"peek_own": [seat], "peek_other": [o for o in range(obs.players) if o != seat]}.get(
            pending, list(range(obs.players)))
        place, places = pointed(pad, obs, owners, seat if pending == "peek_own" else after)
        choices: dict[str, Choice] = {}
        if place is not None:
            choices = {button: Choice("cambio_table.key.peek", (("n", slot + 1),),
                                      action=rules.Peek(seat, place[0], slot))
                       for button, slot in filled(obs, *place)}
            choices.update(pointer_choice(place, places))
        choices["alt"] = Choice("cambio_table.key.skip", action=rules.Skip(seat))
        return choices
    owners = [owner for owner in range(obs.players) if owner != obs.caller]
    first = pad.first if pad.first is not None and pad.first[0] in owners else None
    if first is None:
        place, places = pointed(pad, obs, owners, seat)
        choices = {}
        if place is not None:
            second = next((o for o in [(place[0] + step) % obs.players for step in range(1, obs.players)]
                           if o in owners), place[0])
            choices = {button: Choice("cambio_table.key.pick", (("n", slot + 1),), first=(place[0], slot),
                                      point=(second, 0))
                       for button, slot in filled(obs, *place)}
            choices.update(pointer_choice(place, places))
        choices["alt"] = Choice("cambio_table.key.skip", action=rules.Skip(seat))
        return choices
    others = [owner for owner in owners if owner != first[0]]
    default = next((o for o in [(first[0] + step) % obs.players for step in range(1, obs.players)] if o in others),
                   seat)
    place, places = pointed(pad, obs, others, default)
    choices = {}
    if place is not None:
        choices = {button: Choice("cambio_table.key.swap", (("n", slot + 1),),
                                  action=rules.Swap(seat, first[0], first[1], place[0], slot))
                   for button, slot in filled(obs, *place)}
        choices.update(pointer_choice(place, places))
    choices["alt"] = Choice("cambio_table.key.back", first=None, point=(first[0], first[1] // PAGE))
    return choices
