"""Älpler Stafette bots: choose a die by what lies ahead, shout "Tausch!" and "Rempeln!".

A bot sees only its observation and its own events. It values a position as

    w(field) * hand + tempo * field          (w grows from 0.6 at the start to 1 at 20)

because a hand is not safe until it is deposited (ibex, swaps, the bull) and a kettle
further down the path banks its cards sooner. Reaching the Käserei banks the hand at full
value, restarts at 0 and counts the whole lap as progress. A die is worth the mean of
this value over its faces after the landing field's event.

Levels differ in what they know and weigh, not only in speed:
  easy    ignores the fields; black with a good hand, white with a bad one; shouts "swap"
          with a negative hand and "jostle" with a below-average hand
  normal  the value model with the deck's mean card; shouts when the expected gain is clear
  hard    counts cards (mean of the cards it has not seen), remembers the hands it passed
          on (swap, bull), prices the risk of being swapped on the black die from what it
          has seen, weighs swaps by what the mover will deposit, and near the end (a short
          pile) values an unbanked hand less, so it hurries a good hand home
"""
from __future__ import annotations

import math
from collections import Counter
from typing import Any

from game.core.driver import Bot, BotProfile, Plan
from game.core.rng import GameRng
from game.core.seats import TableConfig
from game.titles.stafette.rules import (BullPassed, Deposited, Drew, IbexPulled, Jostle, Jostled,
                                 Observation, Pick, Roll, Rolled, Settings, Swap, Swapped)

TEMPO = {"easy": 0.0, "normal": 0.22, "hard": 0.5}  # value of one field of progress, in milk points
SWAP_PRIOR = 0.5  # chance a black-die throw gets swapped, before any evidence
SHOUTER_PENALTY = 1.5  # a hand shouted away is worse than an average one by this much


def make_bot(seat: int, profile: BotProfile, rng: GameRng, config: TableConfig, data: Settings) -> Bot:
    return StafetteBot(seat, profile, rng, config.players, data)


class StafetteBot(Bot):
    def __init__(self, seat: int, profile: BotProfile, rng: GameRng, players: int, data: Settings) -> None:
        super().__init__(seat, profile, rng)
        self.players = players
        self.level = profile.level
        self.tempo = TEMPO[profile.tactics]
        self.deck = Counter(data.deck)
        self.deck_mean = sum(data.deck) / len(data.deck)
        self.handled: tuple | None = None  # the window this bot already decided on
        self.known: dict[int, tuple[int, ...]] = {}  # seats whose hand this bot gave them
        self.last_hand: tuple[int, ...] = ()
        self.black_throws = 0
        self.black_swapped = 0

    def wake_at(self, now: float) -> float:
        return math.inf  # its choices follow the table only

    # -- what the bot takes in ---------------------------------------------------------

    def notice(self, events: list[Any], now: float) -> bool:
        for event in events:
            if isinstance(event, Rolled) and event.deadline is not None:
                self.black_throws += 1
            elif isinstance(event, Swapped):
                self.black_swapped += 1
                self._swapped(event)
            elif isinstance(event, BullPassed):
                self.known = {(s + 1) % self.players: hand for s, hand in self.known.items()}
                if self.rng.random() < self.profile.memory:
                    self.known[(self.seat + 1) % self.players] = self.last_hand
                self.known.pop(self.seat, None)
            elif isinstance(event, (Drew, IbexPulled, Deposited)):
                self.known.pop(event.seat, None)
            elif isinstance(event, Jostled):
                self.known.pop(event.mover, None)
                self.known.pop(event.other, None)
        return False

    def _swapped(self, event: Swapped) -> None:
        a, b = event.mover, event.shouter
        hand_a, hand_b = self.known.pop(a, None), self.known.pop(b, None)
        if self.seat in (a, b):
            other = b if self.seat == a else a
            if self.rng.random() < self.profile.memory:
                self.known[other] = self.last_hand
        else:
            if hand_a is not None:
                self.known[b] = hand_a
            if hand_b is not None:
                self.known[a] = hand_b

    # -- estimates ---------------------------------------------------------------------

    def card_mean(self, obs: Observation) -> float:
        """Expected value of a card this bot cannot see."""
        if self.level != "hard":
            return self.deck_mean
        unseen = self.deck - Counter(obs.hand) - Counter(obs.my_deposit)
        total = sum(unseen.values())
        return sum(v * c for v, c in unseen.items()) / total if total else 0.0

    def hand_guess(self, obs: Observation, seat: int, mean: float) -> float:
        known = self.known.get(seat) if self.level == "hard" else None
        if known is not None and len(known) == obs.hand_sizes[seat]:
            return float(sum(known))
        return obs.hand_sizes[seat] * mean

    def weight(self, spot: int, goal: int) -> float:
        return 0.6 + 0.4 * spot / goal

    def endgame(self, obs: Observation) -> float:
        """Hard: how much an unbanked hand still counts. Near the end (a short pile) a hand
        on the path may never reach the Käserei, where it would count in full."""
        if self.level != "hard":
            return 1.0
        return 0.4 + 0.6 * min(1.0, obs.pile_size / (3 * obs.players))

    def value_after(self, obs: Observation, start: int, target: int, hand: float, size: int,
                    mean: float) -> float:
        """Value of landing on `target` from `start` with a hand worth `hand` (of `size` cards)."""
        goal = obs.goal
        spot = target
        event = obs.fields[spot]
        if event == "dog":
            spot = max(0, spot - 3)
        elif event == "cable_car":
            spot = goal
        if spot == goal:
            fresh = self.weight(0, goal) * 3 * mean if obs.pile_size else 0.0
            return hand + fresh + self.tempo * (goal - start)
        if event == "cow" and obs.pile_size:
            hand += mean
        elif event == "ibex" and size:
            hand -= hand / size
        elif event == "bull":
            hand = self.hand_guess(obs, (self.seat - 1) % obs.players, mean)
        return self.weight(spot, goal) * self.endgame(obs) * hand + self.tempo * (spot - start)

    def swap_risk(self) -> float:
        if self.level != "hard":
            return 0.0
        return (self.black_swapped + SWAP_PRIOR * 4) / (self.black_throws + 4)

    def die_value(self, obs: Observation, die: str, faces: tuple[int, ...], mean: float) -> float:
        start = obs.positions[self.seat]
        hand, size = float(sum(obs.hand)), len(obs.hand)
        risk = self.swap_risk() if die == "black" else 0.0
        swapped = size * mean - SHOUTER_PENALTY
        total = 0.0
        for value in faces:
            target = min(start + value, obs.goal)
            total += (1 - risk) * self.value_after(obs, start, target, hand, size, mean)
            if risk:
                total += risk * self.value_after(obs, start, target, swapped, size, mean)
        return total / len(faces)

    # -- decisions ---------------------------------------------------------------------

    def decide(self, obs: Observation, now: float) -> Plan | None:
        self.last_hand = obs.hand
        if obs.phase == "over":
            return None
        key = (obs.turn_number, obs.phase, obs.deadline)
        if key == self.handled:
            return None
        self.handled = key
        if obs.phase == "roll" and obs.turn == self.seat:
            return Plan(Roll(self.seat, self.choose_die(obs)), now + self.profile.think(self.rng, len(obs.dice)))
        if self.rng.random() > self.profile.attention:
            return None
        if obs.phase == "swap" and obs.turn != self.seat and obs.swapped_by is None:
            return self.shout_swap(obs, now)
        if obs.phase == "jostle":
            return self.shout_jostle(obs, now)
        if obs.phase == "pick" and obs.turn == self.seat:
            mean = self.card_mean(obs)
            target = max(obs.candidates, key=lambda s: self.per_card(obs, s, mean))
            return Plan(Pick(self.seat, target), now + self.profile.think(self.rng, len(obs.candidates)))
        return None

    def refused(self, action: Any, reason: str) -> None:
        if isinstance(action, Roll):
            self.handled = None

    def mistaken(self) -> bool:
        return self.rng.random() < self.profile.mistake

    def choose_die(self, obs: Observation) -> str:
        names = [name for name, _ in obs.dice]
        if self.level == "easy":
            best = "black" if sum(obs.hand) > 0 else "white"
        else:
            mean = self.card_mean(obs)
            best = max(obs.dice, key=lambda item: self.die_value(obs, item[0], item[1], mean))[0]
        if self.mistaken():
            return next(name for name in names if name != best)
        return best

    def shout_swap(self, obs: Observation, now: float) -> Plan | None:
        mine = float(sum(obs.hand))
        if self.level == "easy":
            wanted = mine < 0
        else:
            mean = self.card_mean(obs)
            theirs = self.hand_guess(obs, obs.turn, mean)
            gain = theirs - mine
            if self.level == "hard" and obs.roll is not None:
                lands = min(obs.roll.target, obs.goal)
                if obs.fields[lands] in ("cheese", "cable_car"):
                    gain += 0.5 * (theirs - mine)  # the mover deposits my hand, not theirs
            wanted = gain > (0.5 if self.level == "hard" else 1.5)
        if wanted == self.mistaken():
            return None
        return Plan(Swap(self.seat), now + self.profile.reaction(self.rng, 2))

    def per_card(self, obs: Observation, seat: int, mean: float) -> float:
        size = obs.hand_sizes[seat]
        return self.hand_guess(obs, seat, mean) / size if size else 0.0

    def shout_jostle(self, obs: Observation, now: float) -> Plan | None:
        if self.seat != obs.turn and (self.seat not in obs.occupants or self.seat in obs.jostle_shouted):
            return None
        if not obs.hand:
            return None
        mine = sum(obs.hand) / len(obs.hand)
        mean = self.card_mean(obs)
        others = obs.occupants if self.seat == obs.turn else (obs.turn,)
        target = max(others, key=lambda s: self.per_card(obs, s, mean))
        if self.level == "easy":
            wanted = mine < self.deck_mean
        else:
            wanted = self.per_card(obs, target, mean) - mine > (0.2 if self.level == "hard" else 0.5)
        if wanted == self.mistaken():
            return None
        presses = 2 if self.seat == obs.turn and len(others) > 1 else 1  # the mover names whom
        return Plan(Jostle(self.seat, target), now + self.profile.reaction(self.rng, len(others) + 1, presses))

