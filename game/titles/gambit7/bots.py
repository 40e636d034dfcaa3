"""Gambit 7 bots: a knowledge model per level and category, and bets reasoned from the board.

Knowledge. For each question a bot draws ONE estimate of the truth from a child stream of
its rng named after the question, so its answer and its bets agree, whatever happens at
the table. It thinks on a Scale: quantities by their size (log), years by how long before
the question's date (`as_of`) they lie (log of the years back + year_offset), so a year is
off by decades the further back it lies and never after the date. The estimate is the
truth plus N(0, sigma) on that scale (sigma per level and category in
levels/gambit7/board.toml [bots.<level>], `sigma` for quantities, `year_sigma` for years),
leaning, as much as the bot is unsure, on what quantities of the same unit usually measure
(anchoring on what it knows: every "how many countries" answer is near 8 for a newcomer),
and drawn again while it lies outside the question's plausible range (plausible.py: no bot
answer is one a person would call impossible: no year before its thing could exist). The
levels are three people (issue 31; targets over the whole bank, level_figures.py): easy a
newcomer (sigma about 1.7: mean |ln error| on quantities >= 0.55, years off by a median of 20
or more), normal a fair quiz player (about 0.45: 0.30-0.45, 8-15 years), hard a strong one
(about 0.25: 0.18-0.28, 4-8 years). The level is the profile's tactics; the arena's model
human has knowledge of its own, from published estimates (yardstick.py), and leans on no
unit. The bot looks up the truth by the question
id its view shows: that is how a level's knowledge is modelled; it never sees another
seat's hidden answer.

Answering. A bot answers `shade` of its own uncertainty below its estimate (the closest
answer *not over* the truth wins), written as a person this unsure writes it (a vague year
to 10 or 50 years, a vague quantity as a round number: `as_written`), after a right-skewed,
human-like delay: think time x answer_thinks x a log-normal factor, never sooner than
least_seconds (reading the question) nor later than answer_cap of the answer time (of the
normal time when the timer is off).

Betting. Its belief about the truth is normal (on its Scale) around its estimate, narrowed
by `self_trust` (below 1: overconfident) and, weighted by `crowd`, by the other answers on
the board (their median; their spread says how much they know). "All too high" is a
candidate only when the belief's median lies below every answer. A level that weighs payouts
ranks the slots by their chance to win times the expected payout (sole, or shared when
others' chips lie there or probably will); easy ranks them by chance alone, betting on the
answer it believes. Two chips go on the best slot or are split when the second is nearly as
good. The Gambit 7 chip replaces them when the likeliest slot at or above its own answer is
likely enough, the bot is behind or the end is near, and it gains more than the chips would.
`profile.mistake` is the chance that a chip lands one answer up or down from where the bot
meant it.
"""
from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from typing import Any, Mapping

from game.core.driver import LEVELS, MODEL, Bot, BotProfile, Plan
from game.core.rng import GameRng
from game.core.seats import TableConfig
from game.titles.gambit7 import plausible
from game.titles.gambit7 import rules as rules
from game.titles.gambit7.questions import Question

STEP_SECONDS = 0.05  # presses after the first land at least this far apart


TOO_HIGH_BELIEF = 0.5  # "all too high" only when the bot believes the truth lies below every answer
ANCHOR_LEAST = 3  # other questions of a unit before a bot leans on what such quantities usually are
TRIES = 12  # draws of an estimate before one inside the plausible range is forced in


# ----------------------------------------------------------------------------- scales

class Scale:
    """Where a value lies on the scale a bot thinks in. Quantities by their size (log);
    years by how long before the question's date they are: d = years back + `offset` (so
    that last year is not known to the day), x = -d^power / power, so that an error of one
    unit on this scale is d^(1 - power) years: about 5 years for last year, 15 for 1990 and
    100 for 1291 at power 0.3: the further back, the vaguer. (That no answer lies after the
    question's date is the plausible range's work: the scale itself ends `offset` later.)"""

    def __init__(self, question: Question, offset: float, power: float) -> None:
        self.year = question.format == "year"
        self.reference = max(question.as_of_year, question.answer) + offset
        self.power = power

    def __call__(self, value: float) -> float:
        if self.year:
            return -max(self.reference - value, 0.5) ** self.power / self.power
        return math.log(max(value, 0) + 1)

    def back(self, x: float) -> float:
        if self.year:
            return self.reference - max(-x * self.power, 0.0) ** (1 / self.power)
        return math.exp(x) - 1

    def years(self, value: float, spread: float) -> float:
        """A spread on this scale in years, near `value` (a year)."""
        return spread * max(self.reference - value, 1.0) ** (1 - self.power)


NICE = (1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0)  # mantissas people pick when unsure


def as_written(question: Question, scale: Scale, value: float, spread: float) -> int:
    """`value` as a person who is this unsure writes it: a vague year to 50, 10 or 5 years,
    a vague quantity as a round number (1, 1.5, 2, 2.5, 3, 4, 5 ... x 10^k), a fair guess to
    two significant digits, a small count or a known value exactly. Always rounded down: the
    closest answer *not over* the truth wins, and the answer card then never lies above what
    the bot believes (nor a year past the question's date). `spread` is on the bot's Scale."""
    if question.format == "year":
        years = scale.years(value, spread)
        step = 50 if years >= 60 else 10 if years >= 15 else 5 if years >= 6 else 1
        return int(math.floor(value / step) * step)
    if value < 12 or spread < 0.12:
        return math.floor(value)
    power = 10 ** math.floor(math.log10(value))
    if spread >= 0.6:
        return round(max(nice for nice in NICE if nice * power <= value) * power)
    step = power / 10 if spread >= 0.25 else max(power / 100, 1)
    return round(math.floor(value / step) * step)


def rounded_up(question: Question, low: int, spread: float) -> int:
    """The first round number from `low` on (a year to 5 years; a quantity of 100 or more as
    `as_written` rounds it at `spread`, a vague one to 1, 1.5, 2, 2.5 ... x 10^k, a fairer
    one to two significant digits): where a bot whose guess fell below the plausible range writes."""
    if question.format == "year":
        return math.ceil(low / 5) * 5
    if low < 100:
        return low
    power = 10 ** math.floor(math.log10(low))
    if spread >= 0.6:
        return round(min(nice for nice in NICE if nice * power >= low) * power)
    step = power / 10
    return math.ceil(low / step) * step


def _cdf(z: float) -> float:
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))


@dataclass(frozen=True)
class Estimate:
    """A bot's estimate of one question: the centre and spread of its belief (on its Scale)."""
    centre: float
    spread: float


class Gambit7Bot(Bot):
    def __init__(self, seat: int, profile: BotProfile, rng: GameRng, habits: rules.Habits,
                 settings: rules.Settings, bank: Mapping[str, Question], ranges: plausible.Plausible) -> None:
        super().__init__(seat, profile, rng)
        self.habits = habits
        self.settings = settings
        # the model human knows what people know (yardstick.py); Adaptive bots their nearest level's
        self.knowledge = habits.knowledge(MODEL if profile.level == MODEL else profile.tactics)
        self.leans = profile.level != MODEL  # the published spreads already hold whatever people lean on
        self.phase_key: tuple[int, str] = (0, "")
        self.phase_seen = 0.0
        self.target: tuple[tuple[rules.Slot | None, ...], rules.Slot | None] | None = None
        self.bank = bank  # every question it may be asked, by id
        self.plausible = ranges
        self._units: dict[str, list[float]] = {}  # log answers of the bank's questions by unit

    def notice(self, events: list[Any], now: float) -> bool:
        return any(isinstance(event, (rules.RoundStarted, rules.BoardShown)) for event in events)

    # ------------------------------------------------ knowing
    def scale(self, question: Question) -> Scale:
        return Scale(question, self.habits.year_offset, self.habits.year_power)

    def estimate(self, question: Question) -> Estimate:
        """Drawn from the question's own stream: the same whenever the bot asks. A noisy
        recollection of the truth (spread by level and category) that leans, as much as the
        bot is unsure, on what quantities of the unit usually are; drawn again while it lies
        outside the plausible range (a person discards a guess they know to be impossible)."""
        scale = self.scale(question)
        knowledge = self.knowledge
        spread = (knowledge.year_sigma if question.format == "year" else knowledge.sigma)[question.category]
        typical, weight = self._typical(question, spread)
        low, high = (scale(value) for value in self.plausible.range(question))
        stream = self.rng.child(f"question-{question.id}")
        truth = scale(question.answer)
        centre = truth
        for _ in range(TRIES):
            centre = (1 - weight) * (truth + spread * stream.gauss(0.0, 1.0)) + weight * typical
            if low <= centre <= high:
                break
        return Estimate(min(max(centre, low), high), spread * math.sqrt(1 - weight))

    def _typical(self, question: Question, spread: float) -> tuple[float, float]:
        """What a quantity of this unit usually is (the mean, on the log scale, of the other
        questions' answers in the same unit) and how much an estimate of `spread` leans on it:
        a Bayesian weight, spread^2 / (spread^2 + their variance). Years: no lean."""
        unit = question.unit["en"]
        if question.format == "year" or not self.leans:
            return 0.0, 0.0
        if unit not in self._units:
            values = [math.log(other.answer + 1) for other in self.bank.values()
                      if other.format == "number" and other.unit["en"] == unit]
            self._units[unit] = values
        values, own = list(self._units[unit]), math.log(question.answer + 1)
        if own in values:  # the question itself is no part of what the bot knows about its unit
            values.remove(own)
        if len(values) < ANCHOR_LEAST:
            return 0.0, 0.0
        variance = max(statistics.pvariance(values), 0.01)
        return statistics.fmean(values), spread ** 2 / (spread ** 2 + variance)

    def answer(self, question: Question) -> int:
        """A little below the estimate (the closest answer not over the truth wins), written
        as a person this unsure writes it, never outside the plausible range."""
        estimate = self.estimate(question)
        scale = self.scale(question)
        value = scale.back(estimate.centre - self.knowledge.shade * estimate.spread)
        low, high = self.plausible.range(question)
        written = as_written(question, scale, min(value, high), estimate.spread)
        return written if written >= low else min(high, rounded_up(question, low, estimate.spread))

    def belief(self, question: Question, view: rules.View) -> Estimate:
        """Own estimate (as far as the bot trusts it) combined with the other answers."""
        own = self.estimate(question)
        scale = self.scale(question)
        spread = max(own.spread * self.knowledge.self_trust, 1e-6)
        others = [scale(value) for _, value, seats in view.board
                  for seat in seats if seat != self.seat]
        if self.knowledge.crowd <= 0 or len(others) < 2:
            return Estimate(own.centre, spread)
        middle = statistics.median(others)
        each = max(statistics.median(abs(x - middle) for x in others) * 1.4826, spread / 2)
        crowd_spread = 1.25 * each / math.sqrt(len(others))
        own_weight, crowd_weight = spread ** -2, self.knowledge.crowd * crowd_spread ** -2
        centre = (own_weight * own.centre + crowd_weight * (middle + self.habits.crowd_shift * each)) \
            / (own_weight + crowd_weight)
        return Estimate(centre, (own_weight + crowd_weight) ** -0.5)

    def chances(self, question: Question, view: rules.View) -> dict[rules.Slot, float]:
        """Each open slot's chance to be the winning slot under the bot's belief."""
        belief = self.belief(question, view)
        scale = self.scale(question)

        def below(value: int) -> float:  # chance that the truth is below `value`
            return _cdf((scale(value - 0.5) - belief.centre) / belief.spread)

        chances: dict[rules.Slot, float] = {rules.TOO_HIGH: below(view.board[0][1]) if view.board else 1.0}
        for index, (slot, value, _) in enumerate(view.board):
            upper = below(view.board[index + 1][1]) if index + 1 < len(view.board) else 1.0
            chances[slot] = upper - below(value)
        return chances

    # ------------------------------------------------ betting
    def expected_payout(self, view: rules.View, slot: rules.Slot) -> float:
        if slot == rules.TOO_HIGH:
            return self.settings.too_high
        ring = self.settings.ring(slot)
        taken = any(slot in chips for seat, chips in enumerate(view.chips) if seat != self.seat)
        shared = 1.0 if taken else self.habits.share_guess
        return ring.sole * (1 - shared) + ring.shared * shared

    def choose_bet(self, view: rules.View) -> tuple[tuple[rules.Slot | None, ...], rules.Slot | None]:
        """(where the two chips go, None) or ((None, None), the Gambit 7 chip's slot).
        "All too high" is a candidate only when the bot believes the truth lies below every
        answer; a level that weighs payouts ranks the slots by chance x payout, the others by
        their chance alone (a newcomer bets on the answer they believe)."""
        question = self.bank[view.question]
        chances = self.chances(question, view)
        candidates = [slot for slot in chances if slot != rules.TOO_HIGH or chances[slot] >= TOO_HIGH_BELIEF]
        weighs = self.knowledge.weighs_payout
        worth = {slot: chances[slot] * (self.expected_payout(view, slot) if weighs else 1.0) for slot in candidates}
        ranked = sorted(worth, key=lambda slot: (-worth[slot], str(slot)))
        best = ranked[0]
        second = ranked[1] if len(ranked) > 1 and worth[ranked[1]] >= self.habits.split_margin * worth[best] else best
        chips = [best, second]
        chips_worth = sum(chances[slot] * self.expected_payout(view, slot) for slot in chips)
        likeliest = max(self._own_side(view, chances), key=lambda slot: (chances[slot], str(slot)))
        if self._gambles(view, chances[likeliest], chips_worth):
            return (None,) * rules.CHIPS, likeliest
        for index in range(rules.CHIPS):
            if self.rng.random() < self.profile.mistake:
                chips[index] = self._neighbour(view, chips[index])
        return tuple(chips), None

    @staticmethod
    def _own_side(view: rules.View, chances: dict[rules.Slot, float]) -> list[rules.Slot]:
        """The slots a Gambit 7 chip may go on: its own answer's and those above (played in a
        real window, issue 31: a hard bot that wrote 369 staked everything on 291-368, betting
        against itself because three wider answers pulled its belief down; nobody does that)."""
        own = view.my_answer
        if own is None:
            return list(chances)
        mine = [slot for slot, value, _ in view.board if value <= own]
        return [slot for slot in chances if slot != rules.TOO_HIGH and slot not in mine[:-1]] or list(chances)

    def _neighbour(self, view: rules.View, slot: rules.Slot) -> rules.Slot:
        """A misjudged chip: on the answer next to `slot` on the board, one up or one down
        ("all too high" lies below the lowest answer)."""
        order = [rules.TOO_HIGH] + [board_slot for board_slot, _, _ in view.board]
        index = order.index(slot)
        near = [order[i] for i in (index - 1, index + 1) if 0 <= i < len(order)]
        return self.rng.choice(near) if near else slot

    def _gambles(self, view: rules.View, chance: float, chips_worth: float) -> bool:
        knowledge, settings = self.knowledge, self.settings
        score = view.scores[self.seat]
        if score <= 0:
            return False
        leader = max(s for seat, s in enumerate(view.scores) if seat != self.seat)
        factor = settings.gambit_factor
        last = view.round_no == view.rounds
        if last and knowledge.gambit_last_round:
            best_chips = rules.CHIPS * max(settings.too_high, *(ring.sole for ring in settings.rings)) \
                + max(ring.star for ring in settings.rings)
            if score + best_chips < leader < score * factor:
                return True  # chips cannot catch up; the Gambit 7 chip can
        if chance < knowledge.gambit_confidence or (last and score >= leader):
            return False  # unsure, or ahead with nothing left to win: a leader keeps the lead
        if score >= leader and chance < knowledge.gambit_leading:
            return False
        gain = chance * (factor - 1) * score - (1 - chance) * score
        return gain > chips_worth and (score < leader or view.round_no >= view.rounds - 1)

    # ------------------------------------------------ pacing
    def _delay(self, thinks: float, window: float) -> float:
        seconds = self.profile.think(self.rng) * thinks * math.exp(self.rng.gauss(0.0, self.habits.pace_spread))
        return min(max(self.habits.least_seconds, seconds), self.habits.answer_cap * window)

    def _first_press(self, view: rules.View, thinks: float) -> float:
        """A bot paces itself by the x1 time: with more time or none (a relaxed game, for the
        people at the table) it takes the time it would take at x1, so it never waits longer
        to see more of the others' bets."""
        window = self.settings.answer_seconds
        if view.deadline is not None:
            window = min(window, view.deadline - self.phase_seen)
        return self.phase_seen + self._delay(thinks, window)

    def decide(self, view: rules.View, now: float) -> Plan | None:
        key = (view.round_no, view.phase)
        if key != self.phase_key:
            self.phase_key, self.phase_seen, self.target = key, now, None
        if view.phase == "answer":
            if view.my_answer is not None:
                return None
            question = self.bank[view.question]
            at = max(now, self._first_press(view, self.habits.answer_thinks))
            return Plan(rules.Answer(self.seat, self.answer(question)), at)
        if view.phase != "bet" or view.locked[self.seat]:
            return None
        return self._bet_step(view, now)

    def _bet_step(self, view: rules.View, now: float) -> Plan:
        """The next press towards the chosen bet: Gambit 7 chip, or each chip, then lock."""
        first = self.target is None
        if first:
            self.target = self.choose_bet(view)
        at = self._first_press(view, self.habits.bet_thinks) if first \
            else now + max(STEP_SECONDS, self.profile.reaction(self.rng))
        at = max(at, now)
        chips, gambit = self.target
        seat = self.seat
        if gambit is not None and view.gambits[seat] != gambit:
            return Plan(rules.Gambit(seat, gambit), at)
        for chip, slot in enumerate(chips):
            if slot is not None and view.chips[seat][chip] != slot:
                return Plan(rules.Bet(seat, chip, slot), at)
        return Plan(rules.LockBets(seat), at)

    def refused(self, action: Any, reason: str) -> None:
        self.target = None


def make_bot(seat: int, profile: BotProfile, rng: GameRng, config: TableConfig, data: rules.Data) -> Gambit7Bot:
    """`data`: the title's loaded data (`rules.check_data`)."""
    return Gambit7Bot(seat, profile, rng, data.board.bots, rules.board_settings(data), data.bank, data.plausible)
