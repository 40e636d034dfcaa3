"""Altitude bots: build a mountain that can still grow, keep what fits later, bury the leader.

A bot sees its View and nothing else. The cards it has not seen (the deck and the other
hands) form one pool; the share of that pool that fits a place is the place's chance.

It values a mountain by the floors it could still reach. For every apex a few floors above
the top, the cone of cards below it is priced: a card already there costs nothing, a missing
one costs the draws it takes to find a fitting card (1 / its chance), assuming it will hold
a card a little (`gap`) above what it rests on; a cone resting on an avalanche needs cable
cars. A floor whose cheapest cone fits the seat's budget (its expected placements: its share
of the deck and its useful hand cards) counts almost fully, a dearer one less. So low cards
belong low, a wide base pays, high cards wait in the hand for the top, and an avalanche
hurts most where the cheapest cone of a mountain runs.

A move's worth is the bot's own value minus the strongest opponent's; the bot tries every
legal move of its View. Levels differ by how many floors ahead they price (`lookahead` in
levels/altitude/rules.toml [bots.<level>], the level of `profile.tactics`: the arena's model
human prices as far as normal bots, an Adaptive bot as its nearest level) and by
`profile.mistake` (then it takes one of its few best moves at random). Once the deck is
empty a bot places its hand greedily by the final score. Turn times follow the human timing
model (`profile.think`: a right-skewed decision time that grows with the legal moves weighed
and the presses the move takes).
"""
from __future__ import annotations

import functools
import math
from itertools import combinations
from typing import Any, Sequence

from game.core.driver import Bot, BotProfile, Plan
from game.core.rng import GameRng
from game.core.seats import TableConfig
from game.titles.altitude import rules
from game.titles.altitude.mountain import (ANIMAL_FLOOR, AVALANCHE, BASE_MAX, BERNARD, CABLECAR, Mountain, Position,
                                           base_slots, height, high_animals, is_animal, kind,
                                           open_positions, value)
from game.titles.altitude.rules import Discard, Draw, Keep, Pass, Place, Replace, Rescue, View

AVALANCHE_MARK = -1.0  # in a row of values: an avalanche lies here
# What a decision takes at the table (game/core/timing.py prices choices and presses): the
# keep is one of 15 ways to keep 4 of 6, about six presses (moves, two marks, act); a play
# picks a card and a lit place, about three.
KEEP_CHOICES, KEEP_PRESSES = 15, 6
PLAY_PRESSES = 3


class Pool:
    """The cards a seat has not seen, as the chance that one of them fits a place."""

    def __init__(self, unseen: Sequence[str], high: int) -> None:
        self.size = max(1, len(unseen))
        self.high = high
        numbers = [value(card) for card in unseen if value(card)]
        self.cables = sum(1 for card in unseen if kind(card) == CABLECAR)
        counts = [0] * (high + 2)
        for number in numbers:
            counts[number] += 1
        at_least = [0] * (high + 3)
        for number in range(high + 1, -1, -1):
            at_least[number] = at_least[number + 1] + counts[number]
        self.at_least = at_least

    def chance(self, threshold: int | None) -> float:
        """Chance that one unseen card fits a place needing `threshold` (None: a cable car)."""
        fitting = self.cables
        if threshold is not None and threshold <= self.high:
            fitting += self.at_least[max(threshold, 0)]
        return fitting / self.size


class Judge:
    """Values positions from one seat's view with one pool (built afresh for each decision)."""

    def __init__(self, valuation: rules.Valuation, foresight: rules.Foresight, pool: Pool, high: int) -> None:
        self.valuation = valuation
        self.foresight = foresight
        self.pool = pool
        self.high = high
        # cost of a missing card by the number it must reach: index high + 1 means a cable car
        self.costs = [self._cost(threshold) for threshold in range(high + 1)] + [self._cost(None)]
        self._cones: dict[frozenset, dict[int, float]] = {}

    def _cost(self, threshold: int | None) -> float:
        chance = self.pool.chance(threshold)
        return 1.0 / chance if chance > 0 else 1e6

    def reach(self, mountain: Mountain, budget: float) -> float:
        """Expected floors to gain: each floor up to `lookahead` above the top, counted by how
        well its cheapest cone fits `budget` (a soft step)."""
        top = height(mountain)
        last = min(top + self.foresight.lookahead, BASE_MAX)
        if last <= top:
            return 0.0
        key = frozenset(mountain.items())
        costs = self._cones.get(key)
        if costs is None:
            costs = self._cones[key] = self.cone_costs(mountain, last)
        softness = self.valuation.softness * (1.0 + budget)
        gained = 0.0
        for floor in range(top + 1, last + 1):
            step = (costs[floor] - budget) / softness
            gained += 1.0 / (1.0 + math.exp(min(step, 50.0)))
        return gained

    def cone_costs(self, mountain: Mountain, last: int) -> dict[int, float]:
        """floor -> the least cost of a complete cone with its apex on that floor (above the
        top). Rows run over every slot the base row could still reach; a cone's cost is its
        own cell plus the cones of its two supports minus their shared cone."""
        base = base_slots(mountain)
        first, end = (base[0], base[-1]) if base else (0, 0)
        low = end - (BASE_MAX - 1)
        width = first + BASE_MAX - low
        top = height(mountain)
        gap, high, costs = self.valuation.gap, self.high, self.costs
        cable = costs[high + 1]
        lying = {position: worth_of(card) for position, card in mountain.items()}
        best: dict[int, float] = {}
        values: list[float] = []  # the row below: a card's (estimated) value, AVALANCHE_MARK for an avalanche
        sums: list[float] = []
        sums_below: list[float] = []
        for floor in range(1, last + 1):
            row_values, row_sums = [], []
            cheapest = 1e9
            for i in range(width - floor + 1):
                x = low + i
                number = lying.get((floor, x))
                if number is not None:
                    cost = 0.0
                    row_values.append(number)
                elif floor == 1:
                    cost = costs[1]
                    row_values.append(self.valuation.base_value)
                else:
                    left, right = values[i], values[i + 1]
                    below = left if left > right else right
                    if left == AVALANCHE_MARK or right == AVALANCHE_MARK or below >= high:
                        cost = cable
                        row_values.append(0.0)
                    else:
                        threshold = int(below) + 1
                        cost = costs[threshold]
                        row_values.append(min(threshold + gap, high))
                if floor >= 2:
                    cost += sums[i] + sums[i + 1] - (sums_below[i + 1] if floor >= 3 else 0.0)
                row_sums.append(cost)
                if floor <= top:
                    continue
                right_end = x + floor - 1
                if not base:  # an empty mountain starts at 0: only cones over it
                    if x <= 0 <= right_end and cost < cheapest:
                        cheapest = cost
                    continue
                if max(end, right_end) - min(first, x) + 1 > BASE_MAX:
                    continue
                cost += (max(0, x - end - 1) + max(0, first - right_end - 1)) * costs[1]
                if cost < cheapest:
                    cheapest = cost
            best[floor] = cheapest
            values, sums_below, sums = row_values, sums, row_sums
        return best

    def hand_worth(self, hand: Sequence[str], avalanches_out: bool) -> tuple[float, float]:
        """(points the hand itself brings, placements it adds to the budget)."""
        valuation = self.valuation
        points, placements, all_placeable = 0.0, 0.0, 1.0
        for card in hand:
            card_kind = kind(card)
            if card_kind == BERNARD:
                points += 1.0 + (valuation.bernard_insurance if avalanches_out else 0.0)
                continue
            if card_kind == AVALANCHE:
                all_placeable = 0.0
                continue
            if card_kind == CABLECAR:
                placements += 1.0
                continue
            usefulness = valuation.hand_low + (valuation.hand_high - valuation.hand_low) * value(card) / self.high
            placements += usefulness
            all_placeable *= usefulness
            if is_animal(card):
                points += valuation.animal_floor_chance * value(card) / self.high
        return points + all_placeable, placements

    def worth(self, mountain: Mountain, hand: Sequence[str] | None, draws: float, avalanches_out: bool) -> float:
        """A seat's expected final points: floors and high animals now, the floors its budget
        may still reach, and its hand (None: a hand this seat cannot see, valued as average)."""
        if hand is None:
            hand_points, hand_placements = 0.5, rules.HAND * 0.5
        else:
            hand_points, hand_placements = self.hand_worth(hand, avalanches_out)
        budget = draws * self.valuation.place_rate + hand_placements
        estimate = height(mountain) + high_animals(mountain) + hand_points + self.reach(mountain, budget)
        if hand is None or draws >= self.foresight.finish_draws:
            return estimate
        late = 1.0 - draws / self.foresight.finish_draws  # near the end, the hand's own finish counts
        return late * finish_greedily(mountain, hand) + (1.0 - late) * estimate


@functools.lru_cache(maxsize=None)
def worth_of(card: str) -> float:
    """A lying card's number for the cone prices: AVALANCHE_MARK for an avalanche."""
    return AVALANCHE_MARK if kind(card) == AVALANCHE else float(value(card))


class AltitudeBot(Bot):
    def __init__(self, seat: int, profile: BotProfile, rng: GameRng, valuation: rules.Valuation,
                 foresight: rules.Foresight, deck: rules.Deck) -> None:
        super().__init__(seat, profile, rng)
        self.valuation = valuation
        self.foresight = foresight
        self.cards = deck.cards()
        self.high = deck.mountain_high
        self.avalanches = deck.avalanches

    def wake_at(self, now: float) -> float:
        return math.inf  # its choices follow the table only (Altitude has no timers)

    # ------------------------------------------------ deciding
    def decide(self, view: View, now: float) -> Plan | None:
        public = view.public
        if public.phase == "keep":
            if not view.dealt:
                return None
            delay = self.profile.think(self.rng, KEEP_CHOICES, KEEP_PRESSES)
            return Plan(self._keep(view), now + delay)
        if public.phase == "over" or public.turn != self.seat:
            return None
        if public.phase == "draw":
            return Plan(Draw(self.seat), now + self.profile.reaction(self.rng))
        moves = self._ranked(view)
        if not moves:
            return None
        spread = self.profile.mistake * self.valuation.misjudge
        choice = max(moves, key=lambda item: item[0] + self.rng.gauss(0.0, spread))[1]
        return Plan(choice, now + self.profile.think(self.rng, len(moves), PLAY_PRESSES))

    def _judge(self, view: View) -> Judge:
        public = view.public
        seen = set(view.hand) | set(public.discard) | {card for m in public.mountains for _, _, card in m}
        seen |= set(view.dealt)
        if view.drawn:
            seen.add(view.drawn)
        unseen = [card for card in self.cards if card not in seen]
        return Judge(self.valuation, self.foresight, Pool(unseen, self.high), self.high)

    def _avalanches_out(self, view: View) -> bool:
        public = view.public
        shown = sum(1 for card in public.discard if kind(card) == AVALANCHE)
        shown += sum(1 for m in public.mountains for _, _, card in m if kind(card) == AVALANCHE)
        return shown + sum(1 for card in view.hand if kind(card) == AVALANCHE) < self.avalanches

    def _keep(self, view: View) -> Keep:
        judge = self._judge(view)
        draws = self._draws_left(view, self.seat, 0)
        scored = [(judge.worth({}, cards, draws, True), cards) for cards in combinations(view.dealt, rules.HAND)]
        return Keep(self.seat, max(scored, key=lambda item: item[0])[1])

    def _draws_left(self, view: View, seat: int, height_now: int) -> float:
        public = view.public
        share = public.deck_size / public.players
        return share * (2 if height_now >= rules.DOUBLE_TURN_FLOORS else 1)

    def _ranked(self, view: View) -> list[tuple[float, Any]]:
        """Every legal move of this view with its worth, best first."""
        public = view.public
        mountains = [public.mountain(owner) for owner in range(public.players)]
        if public.phase == "final":
            return self._final_moves(view, mountains)
        judge = self._judge(view)
        out = self._avalanches_out(view)
        draws = [self._draws_left(view, seat, height(m)) for seat, m in enumerate(mountains)]
        hand = list(view.hand)
        others = {owner: judge.worth(mountains[owner], None, draws[owner], out)
                  for owner in range(public.players) if owner != self.seat}

        def rate(mine: Mountain, my_hand: Sequence[str], owner: int | None = None,
                 theirs: Mountain | None = None) -> float:
            rivals = dict(others)
            if owner is not None:
                rivals[owner] = judge.worth(theirs, None, draws[owner], out)
            strongest = max(rivals.values(), default=0.0)
            return judge.worth(mine, my_hand, draws[self.seat], out) - strongest

        seat, drawn = self.seat, view.drawn
        own = mountains[seat]
        moves: list[tuple[float, Any]] = [(rate(own, hand), Discard(seat, drawn))]
        for owner in range(public.players):
            for position in rules.fitting_positions(mountains, seat, owner, drawn):
                changed = {**mountains[owner], position: drawn}
                move = Place(seat, drawn, owner, *position)
                moves.append((rate(changed, hand) if owner == seat else rate(own, hand, owner, changed), move))
        for card in hand:
            rest = [c for c in hand if c != card] + [drawn]
            for position in rules.fitting_positions(mountains, seat, seat, card, from_hand=True):
                moves.append((rate({**own, position: card}, rest), Place(seat, card, seat, *position)))
        for position in own:
            if rules.replace_refusal(own, drawn, position) is None:
                moves.append((rate({**own, position: drawn}, hand), Replace(seat, drawn, *position)))
        for bernard, position, cleared in rescues(own, [drawn, *hand]):
            rest = hand if bernard == drawn else [c for c in hand if c != bernard] + [drawn]
            moves.append((rate(cleared, rest), Rescue(seat, bernard, *position)))
        moves.sort(key=lambda item: -item[0])
        return moves

    def _final_moves(self, view: View, mountains: list[dict[Position, str]]) -> list[tuple[float, Any]]:
        """Deck empty: each move is worth the final score it leads to when the rest of the
        hand is then placed greedily."""
        seat = self.seat
        own, hand = mountains[seat], list(view.hand)
        moves: list[tuple[float, Any]] = [(final_points(own, hand), Pass(seat))]
        for card in hand:
            rest = [c for c in hand if c != card]
            for position in rules.fitting_positions(mountains, seat, seat, card, from_hand=True):
                moves.append((finish_greedily({**own, position: card}, rest), Place(seat, card, seat, *position)))
        for bernard, position, cleared in rescues(own, hand):
            rest = [c for c in hand if c != bernard]
            moves.append((finish_greedily(cleared, rest), Rescue(seat, bernard, *position)))
        moves.sort(key=lambda item: -item[0])
        return moves


def rescues(own: Mountain, cards: Sequence[str]) -> list[tuple[str, Position, dict[Position, str]]]:
    """(St. Bernard, avalanche place, the mountain without it) for every rescue these cards allow."""
    found = []
    for bernard in dict.fromkeys(card for card in cards if kind(card) == BERNARD):
        for position in own:
            if rules.rescue_refusal(own, bernard, position) is None:
                found.append((bernard, position, {p: c for p, c in own.items() if p != position}))
    return found


def final_points(mountain: Mountain, hand: Sequence[str]) -> float:
    return float(rules.score_of(mountain, hand).total)


def finish_greedily(mountain: Mountain, hand: Sequence[str]) -> float:
    """The final score after placing hand cards one by one, each time the card and place
    that score most now (lowest card first among equals), until none fits."""
    mountain, hand = dict(mountain), list(hand)
    mountains, top = [mountain], height(mountain)
    while True:
        best = None
        places = open_positions(mountain)
        for card in hand:
            if kind(card) in (AVALANCHE, BERNARD):
                continue
            for position in places:
                if rules.place_refusal(mountains, 0, 0, card, position, True) is not None:
                    continue
                floor = position[0]
                gain = (floor > top) + (floor >= ANIMAL_FLOOR and is_animal(card))
                key = (gain, -value(card), -floor)
                if best is None or key > best[0]:
                    best = (key, card, position)
        if best is None:
            return final_points(mountain, hand)
        _, card, position = best
        mountain[position] = card
        hand.remove(card)
        top = max(top, position[0])


def make_bot(seat: int, profile: BotProfile, rng: GameRng, config: TableConfig, data: rules.Data) -> AltitudeBot:
    """`data`: the title's loaded data (`rules.check_data`)."""
    return AltitudeBot(seat, profile, rng, data.bots, data.bots.foresight(profile.tactics),
                       rules.deck_of(data, config.options.get("deck")))
