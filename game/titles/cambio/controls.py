"""What a human seat's six buttons mean at the Cambio table, moment by moment, as the kit's
contract asks (game/kit/controls.py): `Controls.buttons(seat)` answers a `Buttons` from the
seat's view, its `Pad` and the rules' `refusal` (asked for every action a button would
take: nothing here decides legality).

slot1..slot4 are the four places of a 2x2 layout in reading order (top left, top right,
bottom left, bottom right); the slot keys name the cards of one place: a layout, or a page
of four of its penalty slots (5..8, 9..12, ...), the seat's own unless it chose another.

Base mode (the same all game; alt there is the kit's look gesture when several people
share the screen, so nothing of Cambio's lives on it):
- opening look: slot1..4 look at that card. With several people at one screen the look
  goes seat by seat (`CambioTable.look_turn`), and the card shows only while its owner
  holds the look gesture.
- out of your turn: slot1..4 burn that card of the pointed layout (your own to start with)
  the moment a burn window opens (the keys gain that meaning then: the first press counts);
  act opens the players menu to point at another layout, also ahead of time.
- your turn: act draws, slot1 takes the discard, slot2 readies a burn (the "burn" menu),
  slot4 asks "Fässler?" (the "call" menu).
- a drawn card: slot1..4 keep it there (with penalty slots, slot4 opens the "keep" menu
  of slots 4 and up), act discards it.
- the discarded card's action: slot1..4 peek at or pick that card of the pointed layout
  (a peeked card shows while its owner holds the look); act opens the players menu
  (with the skip), or skips when there is no other layout to point at.
- after burning another player's card: slot1..4 give one of your cards into the gap.

Menus, each with alt "back" and open until the player chooses or backs out: "call"
(slot4 calls Fässler), "burn" (slot keys burn, act: players), "keep" (slot keys keep in
slots 4 and up, act: the next four), "swap" (the first card of a swap picked: slot keys
swap it with that card, act: players) and "players" (a slot key points at that layout;
in the card's action act skips it). An action brings the seat back to its base mode.

A phone taps the same choices on the cards themselves ("card:<owner>:<slot>"), every place at
once (the pointer, the players menu and the keep menu's pages are KEYS_ONLY; the places they
lead to come in `Buttons.more`), and as big buttons "draw", "take", "discard", "skip" and the
seat's own keys. Out of its turn a phone's burn takes "burn…" first (`BURN`, its own step:
`PhoneSeats.chosen`), then the card, so a tap meant to look at a card never burns it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator, Mapping

from game.core.errors import RuleError
from game.kit.controls import BASE, BUTTON, KEYS_ONLY, Buttons, Meaning, at, nothing
from game.titles.cambio import rules

SLOTS = ("slot1", "slot2", "slot3", "slot4")
PAGE = 4
Place = tuple[int, int]  # (owner, page of four slots)
Card = tuple[int, int]  # (owner, slot)
BURN = "burn"  # a phone's own step out of its turn: its next card tap burns


@dataclass
class Pad:
    """A human seat's pointer and open menu: kept until the seat changes them or acts."""

    target: Place | None = None  # the place the slot keys name; None: the moment's default
    menu: str = ""  # "call", "burn" or "keep"; "" none
    first: Card | None = None  # the first card of a swap
    players: bool = False  # the players menu is open
    page: int = 0  # the page of the players or keep menu

    def clear(self) -> None:
        self.target, self.menu, self.first, self.players, self.page = None, "", None, False, 0

    def opened(self) -> str:
        """The menu open at the seat ("" none)."""
        return "players" if self.players else self.menu or ("swap" if self.first is not None else "")


class Later(Mapping):
    """A mapping built the first time it is read: the choices on the places the keys do not
    point at, which only a phone's taps read (`Buttons.more`), so a key press or a table
    asking its seats' buttons again does not build a meaning for every card of every layout."""

    def __init__(self, build: Callable[[], Mapping[str, Meaning]]) -> None:
        self.build = build
        self.built: dict[str, Meaning] | None = None

    def got(self) -> dict[str, Meaning]:
        if self.built is None:
            self.built = dict(self.build())
        return self.built

    def __getitem__(self, key: str) -> Meaning:
        return self.got()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.got())

    def __len__(self) -> int:
        return len(self.got())


@dataclass
class Aim:
    """The slot keys' place in this moment: where they may point, where they point now,
    what they mean there, the cards they name (for the key caps drawn on the cards), and the
    choices on the other places, by tap target (a phone's, which taps every place at once);
    `elsewhere`: whether a choice on another place is live (None: read from `others`)."""

    places: list[Place]
    meanings: dict[str, Meaning]
    named: dict[Card, str]
    others: Mapping[str, Meaning]
    elsewhere: Callable[[], bool] | None = None

    def live(self) -> bool:
        """Whether any of its choices, on any place, would do something."""
        if any(meaning.live for meaning in self.meanings.values()):
            return True
        return self.elsewhere() if self.elsewhere is not None else any(m.live for m in self.others.values())


def page_slots(obs: rules.View, place: Place) -> list[tuple[str, int]]:
    """(button, slot) of the slots on a page of a layout."""
    owner, page = place
    return [(SLOTS[i], PAGE * page + i) for i in range(PAGE) if PAGE * page + i < len(obs.layouts[owner])]


class Controls:
    """The human seats' pads at one Cambio table and what their buttons mean now."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.pads: dict[int, Pad] = {}

    def pad(self, seat: int) -> Pad:
        return self.pads.setdefault(seat, Pad())

    def buttons(self, seat: int) -> Buttons:
        return Moment(self, seat).buttons()

    def cards(self, seat: int) -> dict[Card, str]:
        """(owner, slot) -> the slot key that names that card now."""
        moment = Moment(self, seat)
        moment.buttons()
        return moment.named

    def to_base(self, seat: int) -> None:
        self.pad(seat).clear()


class Moment:
    """One seat's buttons at one moment, built from its view and pad."""

    def __init__(self, controls: Controls, seat: int) -> None:
        table = controls.table
        self.table, self.seat, self.pad = table, seat, controls.pad(seat)
        self.obs: rules.View = table.session.view(seat)
        self.refusal: Callable[[Any], RuleError | None] = table.session.refusal
        self.named: dict[Card, str] = {}

    # --- words and meanings ---------------------------------------------------------
    def word(self, key: str, **params: Any) -> str:
        return self.table.app.text(f"cambio_table.key.{key}", **params)

    def action(self, label: str, action: Any, target: str | None = BUTTON) -> Meaning:
        """A button that submits `action`, or, refused by the rules, says why."""
        refusal = self.refusal(action)
        return Meaning(label, action=action, target=target) if refusal is None else nothing(refusal)

    def step(self, label: str, change: Callable[[], None], target: str | None = BUTTON) -> Meaning:
        return Meaning(label, step=change, target=target)

    def back(self, change: Callable[[], None]) -> dict[str, Meaning]:
        return {"alt": self.step(self.word("back"), change)}

    # --- places ------------------------------------------------------------------
    def places(self, holds: Callable[[int, int], bool]) -> list[Place]:
        """The places holding a card for which `holds(owner, slot)`, clockwise from the seat."""
        obs = self.obs
        order = [(self.seat + step) % obs.players for step in range(obs.players)]
        return [(owner, page) for owner in order for page in range((len(obs.layouts[owner]) + PAGE - 1) // PAGE)
                if any(holds(owner, slot) for _, slot in page_slots(obs, (owner, page)))]

    def aim(self, holds: Callable[[int, int], bool], make: Callable[[int, int], Meaning | None],
            default: int, live: Callable[[int, int], bool] | None = None) -> Aim:
        """The slot keys on the pointed place (the pad's, else the first at or after seat
        `default` clockwise) among the places `holds` accepts; `make(owner, slot)` is a
        slot key's meaning there. The other places' meanings are made when read (`Later`);
        `live(owner, slot)`: whether `make` would give a live meaning there, asked instead."""
        places = self.places(holds)
        if not places:
            return Aim([], {}, {}, {})
        players = self.obs.players
        pointed = self.pad.target if self.pad.target in places else \
            min(places, key=lambda p: ((p[0] - default) % players, p[1]))
        meanings: dict[str, Meaning] = {}
        named: dict[Card, str] = {}
        for button, slot in page_slots(self.obs, pointed):
            meaning = make(pointed[0], slot)
            if meaning is None:
                continue
            meanings[button] = meaning = at(f"card:{pointed[0]}:{slot}", meaning)
            if meaning.live:
                named[(pointed[0], slot)] = button
        elsewhere = [(place[0], slot) for place in places if place != pointed for _, slot in page_slots(self.obs, place)]

        def others() -> dict[str, Meaning]:
            made = ((owner, slot, make(owner, slot)) for owner, slot in elsewhere)
            return {f"card:{owner}:{slot}": at(f"card:{owner}:{slot}", meaning)
                    for owner, slot, meaning in made if meaning is not None}

        anywhere = None if live is None else lambda: any(live(owner, slot) for owner, slot in elsewhere)
        return Aim(places, meanings, named, Later(others), anywhere)

    def rule_aim(self, act: Callable[[int, int], Any], label: str, default: int, private: bool = False) -> Aim:
        """An aim whose slot keys submit `act(owner, slot)`, over the places holding a card
        the rules would take it on. `private`: a look at a card only this seat may see (see
        `unheld`)."""
        def make(owner: int, slot: int) -> Meaning | None:
            action = act(owner, slot)
            if action is None:
                return None
            meaning = self.action(self.word(label, n=slot + 1), action)
            return self.unheld() if private and meaning.live and self.unheld() is not None else meaning

        return self.aim(lambda owner, slot: (a := act(owner, slot)) is not None and self.refusal(a) is None,
                        make, default)

    def unheld(self) -> Meaning | None:
        """At a shared screen ("peek" privacy) a private look happens only while the seat
        holds its look key (the card shows just then): until it holds it, a slot key that
        would look says so and spends nothing. None: the look may happen now."""
        if not self.table.peek_key(self.seat) or self.seat in self.table.looking:
            return None
        return nothing(RuleError("cambio_table.hold_first", key=self.table.look_key(self.seat)))

    def burns(self) -> Aim:
        """Burns on the pointed layout: any layout holding a card the seat may burn when a
        window is open (so the pointer can be set ahead of time)."""
        obs, seat = self.obs, self.seat

        def holds(owner: int, slot: int) -> bool:
            return obs.layouts[owner][slot] and (owner != obs.caller or seat == obs.caller)

        return self.aim(holds, lambda owner, slot: self.action(self.word("burn", n=slot + 1),
                                                                rules.Burn(seat, owner, slot)), seat,
                        live=lambda owner, slot: self.refusal(rules.Burn(seat, owner, slot)) is None)

    def gives(self) -> Aim:
        seat = self.seat
        return self.rule_aim(lambda owner, slot: rules.GiveBack(seat, slot) if owner == seat else None, "give", seat)

    def second(self, owner: int, slot: int) -> Any:
        """A swap the rules would take with (owner, slot) as its first card, or None."""
        obs = self.obs
        return next((swap for other in range(obs.players) for other_slot in range(len(obs.layouts[other]))
                     if self.refusal(swap := rules.Swap(self.seat, owner, slot, other, other_slot)) is None), None)

    # --- the moments ---------------------------------------------------------------
    def buttons(self) -> Buttons:
        obs, pad, seat = self.obs, self.pad, self.seat
        if obs.phase in ("scored", "over", "look"):
            idle = self.table.app.text(f"cambio.phase.{obs.phase}")
            if pad.opened():  # a menu left open at the round's end waits to be backed out of
                return Buttons(self.back(pad.clear), pad.opened(), idle=idle)
            return self.look() if obs.phase == "look" else Buttons(idle=idle)
        mine = seat == obs.turn and obs.phase in ("turn", "drawn", "action")
        if mine and obs.phase == "drawn":
            return self.drawn()
        skip = mine and obs.phase == "action"
        more: dict[str, Meaning] = {}
        if obs.give_back is not None and obs.give_back[0] == seat:
            aim, mode, close = self.gives(), BASE, None
        elif mine and obs.phase == "turn":
            aim = self.burns()
            if pad.menu == "call" and not pad.players:
                return Buttons({"slot4": self.action(self.word("call_now"), rules.Call(seat)),
                                **self.back(self.close)}, "call")
            if pad.menu != "burn" and not pad.players:
                return Buttons(self.turn(), idle=self.idle())
            mode, close = "burn", self.close
        elif skip:
            aim = self.card_action()
            mode, close = ("swap", self.unpick) if pad.first is not None else (BASE, None)
            skip = pad.first is None or pad.players
            more["skip"] = self.skip()
        else:
            aim, mode, close = self.armed(self.burns()), BASE, None
        more = Later(lambda extra=more: {**aim.others, **extra})
        if pad.players:
            return self.players(aim, skip=mine and obs.phase == "action", more=more)
        self.named = aim.named
        meanings = {**aim.meanings, **self.pointer(aim, skip)}
        if close is not None:
            meanings.update(self.back(close))
        return Buttons(meanings, mode, idle=self.idle(), more=more)

    def skip(self) -> Meaning:
        return self.action(self.word("skip"), rules.Skip(self.seat), target="skip")

    def armed(self, aim: Aim) -> Aim:
        """Burns out of the seat's turn as a phone taps them: only after its own "burn…" step
        (`BURN`), with "back" beside them; the keys burn at once."""
        phones, seat = self.table.phones, self.seat
        if not aim.live():
            return aim
        if phones.chosen.get(seat) == BURN:
            back = Meaning(self.word("back"), step=lambda: phones.chosen.pop(seat, None), target="back")
            return Aim(aim.places, aim.meanings, aim.named, Later(lambda: {**aim.others, "back": back}))
        ready = Meaning(self.word("ready"), step=lambda: phones.choose(seat, BURN), target=BURN)
        keys = {button: at(KEYS_ONLY, meaning) for button, meaning in aim.meanings.items()}
        return Aim(aim.places, keys, aim.named, {BURN: ready})

    def idle(self) -> str:
        obs = self.obs
        if obs.phase in ("turn", "drawn", "action"):
            return self.table.app.text("cambio_table.idle.playing", player=self.table.seat_name(obs.turn))
        return self.table.app.text(f"cambio.phase.{obs.phase}")

    def look(self) -> Buttons:
        obs, seat = self.obs, self.seat
        text = self.table.app.text
        looker = self.table.look_turn()
        if obs.looks_left[seat] == 0:
            return Buttons(idle=text("cambio_table.idle.looked"))
        if self.table.peek_key(seat) and looker != seat:
            return Buttons(idle=text("cambio_table.idle.look_away", player=self.table.seat_name(looker)))
        aim = self.rule_aim(lambda owner, slot: rules.Look(seat, slot) if owner == seat and slot < PAGE else None,
                            "look", seat, private=True)
        self.named = aim.named
        return Buttons(aim.meanings, idle=text("cambio_table.idle.looked"), more=aim.others)

    def turn(self) -> dict[str, Meaning]:
        obs, seat = self.obs, self.seat
        call = self.refusal(rules.Call(seat))
        refusals = [self.refusal(rules.Burn(seat, owner, slot)) for owner in range(obs.players)
                    for slot, present in enumerate(obs.layouts[owner]) if present]
        ready = self.step(self.word("ready"), lambda: self.open("burn")) if None in refusals else \
            nothing(refusals[0] if refusals else None)  # the menu opens when the rules would take a burn
        return {"act": self.action(self.word("draw"), rules.Draw(seat, "deck"), target="draw"),
                "slot1": self.action(self.word("take"), rules.Draw(seat, "discard"), target="take"),
                "slot2": ready,
                "slot4": self.step(self.word("call"), lambda: self.open("call")) if call is None else nothing(call)}

    def drawn(self) -> Buttons:
        obs, seat, pad = self.obs, self.seat, self.pad
        own = len(obs.layouts[seat])
        replaces = [self.action(self.word("replace", n=slot + 1), rules.Replace(seat, slot), target=f"card:{seat}:{slot}")
                    for slot in range(own)]
        discard = self.action(self.word("discard"), rules.Discard(seat), target="discard")
        if pad.menu == "keep":
            first = PAGE - 1 + PAGE * pad.page
            meanings = {SLOTS[i]: replaces[first + i] for i in range(PAGE) if first + i < own}
            if own - (PAGE - 1) > PAGE:
                meanings["act"] = self.step(self.word("more"), self.next_page, target=KEYS_ONLY)
            self.named = {(seat, first + i): SLOTS[i] for i in range(PAGE) if SLOTS[i] in meanings
                          and meanings[SLOTS[i]].live}
            keyed = range(first, first + PAGE)
            return Buttons({**meanings, **self.back(self.close)}, "keep",
                           more={**{r.target: r for slot, r in enumerate(replaces) if slot not in keyed},
                                 "discard": discard})
        meanings = {SLOTS[slot]: replaces[slot] for slot in range(min(own, PAGE))}
        if own > PAGE:
            meanings["slot4"] = self.step(self.word("replace_more"), lambda: self.open("keep"), target=KEYS_ONLY)
        self.named = {(seat, slot): SLOTS[slot] for slot in range(min(own, PAGE)) if meanings[SLOTS[slot]].live
                      and meanings[SLOTS[slot]].action is not None}
        more = {r.target: r for slot, r in enumerate(replaces) if slot >= PAGE or meanings[SLOTS[slot]] is not r}
        return Buttons({**meanings, "act": discard}, idle=self.idle(), more=more)

    def card_action(self) -> Aim:
        """The discarded card's action: a peek, or a swap's first then second pick."""
        obs, seat, pad = self.obs, self.seat, self.pad
        after = (seat + 1) % obs.players
        if obs.pending in ("peek_own", "peek_other", "peek_swap"):
            return self.rule_aim(lambda owner, slot: rules.Peek(seat, owner, slot), "peek", after, private=True)
        if pad.first is None:
            return self.aim(lambda owner, slot: self.second(owner, slot) is not None,
                            lambda owner, slot: self.step(self.word("pick", n=slot + 1),
                                                          lambda: self.pick((owner, slot))), seat)
        first = pad.first
        return self.rule_aim(lambda owner, slot: rules.Swap(seat, *first, owner, slot), "swap",
                             (first[0] + 1) % obs.players)

    def pointer(self, aim: Aim, skip: bool = False) -> dict[str, Meaning]:
        """act: the players menu when the slot keys may point elsewhere; in a card's action
        with nowhere else to point, act skips the action."""
        if len(aim.places) > 1:
            return {"act": self.step(self.word("players_skip" if skip else "players"), self.open_players,
                                     target=KEYS_ONLY)}
        return {"act": self.skip()} if skip else {}

    def players(self, aim: Aim, skip: bool, more: Mapping[str, Meaning]) -> Buttons:
        """The players menu: a slot key points at that layout (or page), act skips the
        card's action (or shows the next places when there are more than four)."""
        places, pad = aim.places, self.pad
        shown = places
        meanings: dict[str, Meaning] = {}
        if len(places) > PAGE:
            pages = (len(places) + PAGE - 2) // (PAGE - 1)
            start = (pad.page % pages) * (PAGE - 1)
            shown = places[start:start + PAGE - 1]
            meanings["slot4"] = self.step(self.word("more"), self.next_page, target=KEYS_ONLY)
        for button, place in zip(SLOTS, shown):
            meanings[button] = self.step(self.place_name(place), lambda place=place: self.point(place),
                                         target=KEYS_ONLY)
        if skip:
            meanings["act"] = self.skip()
        keyed = Later(lambda: {**{m.target: m for m in aim.meanings.values() if m.target is not KEYS_ONLY}, **more})
        return Buttons({**meanings, **self.back(self.close_players)}, "players", more=keyed)

    def place_name(self, place: Place) -> str:
        owner, page = place
        name = self.word("mine") if owner == self.seat else self.table.seat_name(owner)
        return self.word("page", player=name, first=PAGE * page + 1) if page else name

    # --- steps -------------------------------------------------------------------
    def open(self, menu: str) -> None:
        self.pad.menu, self.pad.page = menu, 0

    def close(self) -> None:
        self.pad.menu, self.pad.page, self.pad.target = "", 0, None

    def open_players(self) -> None:
        self.pad.players, self.pad.page = True, 0

    def close_players(self) -> None:
        self.pad.players, self.pad.page = False, 0

    def next_page(self) -> None:
        self.pad.page += 1
        if self.pad.menu == "keep" and not self.pad.players:
            pages = (len(self.obs.layouts[self.seat]) - (PAGE - 1) + PAGE - 1) // PAGE
            self.pad.page %= max(1, pages)

    def point(self, place: Place) -> None:
        self.pad.target = place
        self.close_players()

    def pick(self, card: Card) -> None:
        self.pad.first = card
        self.pad.target = None

    def unpick(self) -> None:
        first = self.pad.first
        self.pad.first = None
        if first is not None:
            self.pad.target = (first[0], first[1] // PAGE)
