"""Cambio bots: remember what they saw, forget with time, burn fast, call when ahead.

A bot knows only its observation and its seat's events. Its memory maps (owner, slot) to a
card it saw there; every move of a card is public (swaps, give-backs, burns), so the
memory follows the cards, and at each of its own turns it keeps each entry with probability
`profile.memory`; of the memories that fade, the share `profile.misremember` turns into a
wrong card of nearly the same value instead of vanishing, so a weaker bot burns wrongly as a
person does. An unseen card is valued at the mean of the cards it has not seen in play this
round (the discard pile and its memory). Hard bots also take an action card back from the
discard pile to use its action again when that pays. Every press comes after a human delay
(game/core/timing.py) that grows with the choice and the keys it takes, as a person's keys
at the table go (game/titles/cambio/controls.py): out of turn a burn of an own card is one
press, of another's card three (the players menu, the name, the card); in one's own turn one
more readies the burn. The tuning numbers
are in levels/cambio/rules.toml [bots].
"""
from __future__ import annotations

import math
from typing import Any

from game.core.driver import Bot, BotProfile, Plan
from game.core.rng import GameRng
from game.core.seats import TableConfig
from game.titles.cambio import rules as rules
from game.titles.cambio.rules import POINTS, POWER, RANK, Tuning

WINDOW_EVENTS = (rules.Flipped, rules.Replaced, rules.Discarded)
SILENT_CHANGE = 1e-3  # a view that holds up to and including a time changes just after it



class CambioBot(Bot):
    def __init__(self, seat: int, profile: BotProfile, rng: GameRng, tuning: Tuning) -> None:
        super().__init__(seat, profile, rng)
        self.tuning = tuning
        self.memory: dict[tuple[int, int], str] = {}
        self.discards: list[str] = []
        self.held = ""
        self.public_held = ""  # another seat's card taken from the discard
        self.window = 0  # counts the burn windows of the game
        self.window_at = 0.0
        self.window_done = -1  # the last window this bot decided about
        self.my_turns = 0
        self.reuse = False  # took the discard top to use its action again
        self.quiet_until = math.inf  # when its view changes without an event (see wake_at)

    def wake_at(self, now: float) -> float:
        """Events and rules deadlines wake it; besides, a give-back ends and a burn window
        lets the next turn start without either."""
        return self.quiet_until

    # ------------------------------------------------ memory
    def notice(self, events: list[Any], now: float) -> bool:
        drop = False
        for event in events:
            kind = type(event)
            if kind in WINDOW_EVENTS:
                self.discards.append(event.card)
                self.window += 1
                self.window_at = now
                drop = drop or self._burn_target(event.card, None) is not None
            handler = getattr(self, "_on_" + kind.__name__.lower(), None)
            if handler is not None:
                handler(event)
            if kind is rules.Burned and event.seat == self.seat and event.owner != self.seat:
                drop = True
        return drop

    def _on_roundstarted(self, event: rules.RoundStarted) -> None:
        self.memory.clear()
        self.discards.clear()
        self.held = self.public_held = ""
        self.my_turns = 0

    def _on_looked(self, event: rules.Looked) -> None:
        if event.card:
            self.memory[(event.seat, event.slot)] = event.card

    def _on_peeked(self, event: rules.Peeked) -> None:
        if event.card:
            self.memory[(event.owner, event.slot)] = event.card

    def _on_drew(self, event: rules.Drew) -> None:
        if event.source == "discard" and self.discards:
            self.discards.pop()
        if event.seat == self.seat:
            self.held = event.card
        else:
            self.public_held = event.card if event.source == "discard" else ""

    def _on_replaced(self, event: rules.Replaced) -> None:
        key = (event.seat, event.slot)
        placed = self.held if event.seat == self.seat else self.public_held
        if placed:
            self.memory[key] = placed
        else:
            self.memory.pop(key, None)
        self.held = self.public_held = ""

    def _on_discarded(self, event: rules.Discarded) -> None:
        self.held = self.public_held = ""

    def _on_swapped(self, event: rules.Swapped) -> None:
        a, b = (event.owner_a, event.slot_a), (event.owner_b, event.slot_b)
        card_a, card_b = self.memory.pop(a, None), self.memory.pop(b, None)
        if card_a:
            self.memory[b] = card_a
        if card_b:
            self.memory[a] = card_b

    def _on_burned(self, event: rules.Burned) -> None:
        self.memory.pop((event.owner, event.slot), None)
        self.discards.append(event.card)

    def _on_burnfailed(self, event: rules.BurnFailed) -> None:
        self.memory[(event.owner, event.slot)] = event.card

    def _on_gaveback(self, event: rules.GaveBack) -> None:
        card = self.memory.pop((event.seat, event.slot), None)
        if card:
            self.memory[(event.owner, event.owner_slot)] = card

    def _on_reshuffled(self, event: rules.Reshuffled) -> None:
        self.discards = self.discards[-1:]

    def _on_turnpassed(self, event: rules.TurnPassed) -> None:
        if event.seat != self.seat:
            return
        self.my_turns += 1
        keep = self.profile.memory
        if keep < 1.0:
            faded = {}
            for key, card in self.memory.items():
                if self.rng.random() < keep:
                    faded[key] = card
                elif self.rng.random() < self.profile.misremember:
                    faded[key] = self._confused(card)
            self.memory = faded

    def _confused(self, card: str) -> str:
        """A card a fading memory turns into: another rank of nearly the same points."""
        near = [other for other in rules.CARDS
                if RANK[other] != RANK[card] and abs(POINTS[other] - POINTS[card]) <= 2]
        return self.rng.choice(near) if near else card

    # ------------------------------------------------ estimates
    def _unknown_value(self) -> float:
        seen = set(self.discards) | set(self.memory.values())
        if self.held:
            seen.add(self.held)
        rest = [POINTS[card] for card in rules.CARDS if card not in seen]
        return sum(rest) / len(rest) if rest else 0.0

    def _values(self, view: rules.View, owner: int, unknown: float) -> list[tuple[int, float, bool]]:
        """(slot, value, known) of each filled slot of `owner`."""
        found = []
        for slot, filled in enumerate(view.layouts[owner]):
            if filled:
                card = self.memory.get((owner, slot))
                found.append((slot, POINTS[card], True) if card else (slot, unknown, False))
        return found

    def _burn_target(self, top: str, view: rules.View | None) -> tuple[int, int] | None:
        """A remembered card of the top discard's rank worth burning (own first)."""
        wanted = RANK[top]
        caller = view.caller if view is not None else None
        best = None
        for (owner, slot), card in self.memory.items():
            if RANK[card] != wanted:
                continue
            if view is not None and (slot >= len(view.layouts[owner]) or not view.layouts[owner][slot]):
                continue
            if owner == self.seat and POINTS[card] > 0:
                return owner, slot
            if owner != self.seat and owner != caller and self.seat != caller:
                best = (owner, slot)
        return best

    # ------------------------------------------------ deciding
    def decide(self, view: rules.View, now: float) -> Plan | None:
        seat = self.seat
        give_back_over = view.give_back_until + SILENT_CHANGE if view.give_back else math.inf
        turn_allowed = view.turn_allowed_at if view.turn_allowed_at > now else math.inf
        self.quiet_until = min(give_back_over, turn_allowed)
        if view.phase in ("scored", "over", "closing") and not view.window_open:
            return None
        if view.give_back is not None and view.give_back[0] == seat:
            return self._give_back(view, now)
        if view.window_open and not view.window_used and self.window_done != self.window:
            self.window_done = self.window
            target = self._burn_target(view.discard_top, view) if view.discard_top else None
            if target is not None and self.rng.random() < self.profile.attention:
                presses = (1 if target[0] == seat else 3) + (view.turn == seat and view.phase == "turn")
                at = max(now, self.window_at + self.profile.reaction(self.rng, 2, presses))
                return Plan(rules.Burn(seat, target[0], target[1]), at)
        if view.phase == "look":
            if view.looks_left[seat] <= 0:
                return None
            slot = next(slot for slot in rules.LOOKABLE if (seat, slot) not in self.memory)
            return Plan(rules.Look(seat, slot), now + self.profile.think(self.rng, 4))
        if view.turn != seat:
            return None
        if view.phase == "turn":
            action = self._start_turn(view)
            presses = 2 if isinstance(action, rules.Call) else 1
            # a person weighs the move while the window runs, and presses after seeing it close
            at = max(now + self.profile.think(self.rng, 3, presses),
                     view.turn_allowed_at + self.profile.reaction(self.rng, 1, presses))
            return Plan(action, at)
        if view.phase == "drawn":
            action = self._place(view)
            return Plan(action, now + self.profile.think(self.rng, 1 + len(view.layouts[seat])))
        if view.phase == "action":
            action = self._act(view)
            return Plan(action, now + self.profile.think(self.rng, self._targets(view), self._presses(action, view)))
        return None

    def _targets(self, view: rules.View) -> int:
        """How many cards an action may point at: the size of the choice."""
        return sum(sum(layout) for layout in view.layouts)

    def _presses(self, action: Any, view: rules.View) -> int:
        """Keys an action takes: one a card on the layout the slot keys name at first, three
        on another (the players menu, the name, the card)."""
        def press(owner: int, first: int) -> int:
            return 1 if owner == first else 3

        after = (self.seat + 1) % view.players
        if isinstance(action, rules.Peek):
            return press(action.owner, self.seat if view.pending == "peek_own" else after)
        if isinstance(action, rules.Swap):
            return press(action.owner_a, self.seat) + press(action.owner_b, (action.owner_a + 1) % view.players)
        return 1

    def _give_back(self, view: rules.View, now: float) -> Plan | None:
        unknown = self._unknown_value()
        mine = self._values(view, self.seat, unknown)
        if not mine:
            return None
        slot, value, _ = max(mine, key=lambda item: item[1])
        if value <= 0:
            return None
        return Plan(rules.GiveBack(self.seat, slot), now + self.profile.reaction(self.rng, len(mine)))

    def _lead(self, view: rules.View) -> tuple[float, int, float]:
        """My estimated sum, my unknown count and the lowest opponent estimate."""
        unknown = self._unknown_value()
        mine = self._values(view, self.seat, unknown)
        others = [sum(value for _, value, _ in self._values(view, owner, unknown))
                  for owner in range(view.players) if owner != self.seat]
        return (sum(value for _, value, _ in mine), sum(1 for *_, known in mine if not known),
                min(others))

    def _should_call(self, view: rules.View) -> bool:
        """Call when clearly lowest; after `late_turns` own turns a bot settles for less,
        and after three times that many it calls anyway, so that every round ends."""
        tuning = self.tuning
        mine, unknowns, best_other = self._lead(view)
        if self.my_turns > 3 * tuning.late_turns or not any(view.layouts[self.seat]):
            return True
        late = self.my_turns > tuning.late_turns
        return (unknowns <= tuning.call_max_unknown + late
                and mine <= tuning.call_max_estimate * (1 + late)
                and mine + (0 if late else tuning.call_lead) <= best_other)

    def _start_turn(self, view: rules.View) -> Any:
        seat, tuning = self.seat, self.tuning
        if view.caller is None and self._should_call(view):
            return rules.Call(seat)
        top = view.discard_top
        self.reuse = bool(top) and self.profile.level == "hard" and self._worth_reusing(view, top)
        if self.reuse:
            return rules.Draw(seat, "discard")
        if top and POINTS[top] <= tuning.take_discard_max:
            unknown = self._unknown_value()
            worst = max((value for _, value, _ in self._values(view, seat, unknown)), default=-2)
            if worst - POINTS[top] >= tuning.replace_margin:
                return rules.Draw(seat, "discard")
        if view.deck_size == 0 and view.discard_size < 2:
            return rules.Draw(seat, "discard")
        return rules.Draw(seat, "deck")

    def _worth_reusing(self, view: rules.View, top: str) -> bool:
        """Whether the action of the discard's top card, used once more, beats a deck draw:
        a look at an own unknown card, at an opponent's unknown card while a call is near,
        or a swap that moves enough points off this bot."""
        power = POWER[top]
        unknown_own = any(not known for *_, known in self._values(view, self.seat, 0.0))
        if power == "peek_own":
            return unknown_own
        if power == "peek_other":
            return not unknown_own and self._peek_target(view) is not None
        if power in ("swap", "peek_swap"):
            swap = self._swap(view, self.tuning.swap_min_gain + 2)
            return swap is not None
        return False

    def _place(self, view: rules.View) -> Any:
        seat = self.seat
        if self.reuse and view.held_source == "discard":
            self.reuse = False
            return rules.Discard(seat)
        unknown = self._unknown_value()
        mine = self._values(view, seat, unknown)
        if self.rng.random() < self.profile.mistake and mine:
            slot = self.rng.choice(mine)[0]
            return rules.Replace(seat, slot) if self.rng.random() < 0.5 else rules.Discard(seat)
        value = POINTS[view.held]
        if mine:
            # unknown slots first among equals: replacing them also removes uncertainty
            slot, worst, _ = max(mine, key=lambda item: (item[1], not item[2]))
            if worst - value >= self.tuning.replace_margin:
                return rules.Replace(seat, slot)
        return rules.Discard(seat)

    def _act(self, view: rules.View) -> Any:
        seat = self.seat
        if view.pending == "peek_own":
            unknown = [slot for slot, _, known in self._values(view, seat, 0.0) if not known]
            return rules.Peek(seat, seat, unknown[0]) if unknown else rules.Skip(seat)
        if view.pending in ("peek_other", "peek_swap"):
            target = self._peek_target(view)
            return rules.Peek(seat, *target) if target else rules.Skip(seat)
        swap = self._swap(view)
        return rules.Swap(seat, *swap) if swap else rules.Skip(seat)

    def _peek_target(self, view: rules.View) -> tuple[int, int] | None:
        choices = [(owner, slot) for owner in range(view.players)
                   if owner != self.seat and owner != view.caller
                   for slot, filled in enumerate(view.layouts[owner])
                   if filled and (owner, slot) not in self.memory]
        if view.pending == "peek_swap":
            own = [(self.seat, slot) for slot, filled in enumerate(view.layouts[self.seat])
                   if filled and (self.seat, slot) not in self.memory]
            choices = own or choices
        return self.rng.choice(choices) if choices else None

    def _swap(self, view: rules.View, min_gain: int | None = None) -> tuple[int, int, int, int] | None:
        """Move my highest card to the opponent slot that costs me least, if it gains enough."""
        unknown = self._unknown_value()
        mine = self._values(view, self.seat, unknown)
        if not mine:
            return None
        slot, high, _ = max(mine, key=lambda item: item[1])
        best = None
        for owner in range(view.players):
            if owner == self.seat or owner == view.caller:
                continue
            for other_slot, value, _ in self._values(view, owner, unknown):
                if best is None or value < best[0]:
                    best = (value, owner, other_slot)
        if best is None or high - best[0] < (self.tuning.swap_min_gain if min_gain is None else min_gain):
            return None
        return self.seat, slot, best[1], best[2]


def make_bot(seat: int, profile: BotProfile, rng: GameRng, config: TableConfig, data: rules.Data) -> CambioBot:
    return CambioBot(seat, profile, rng, data.bots)
