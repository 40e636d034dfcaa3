"""Gambit 7 bots: a knowledge model per level and category, and bets reasoned from the board.

Knowledge. For each question a bot draws ONE estimate of the truth from a child stream of
its rng named after the question, so its answer and its bets agree, whatever happens at
the table. Quantities are guessed as truth x exp(N(0, sigma)) (a log-normal factor);
years as truth + N(0, sd) with sd = year_sd + year_growth x (years between the event and
the question's as_of), so the further back, the vaguer. sigma, year_sd and year_growth are
per level and category in levels/gambit7/board.toml [bots.<level>] (the level of the
profile's tactics: the arena's model human knows what normal bots know). The bot looks up the
truth by the question id its view shows: that is how a level's knowledge is modelled; it
never sees another seat's hidden answer.

Answering. A bot answers `shade` of its own uncertainty below its estimate (the closest
answer *not over* the truth wins), rounded as people write numbers, after a right-skewed,
human-like delay: think time x answer_thinks x a log-normal factor, never sooner than
least_seconds (reading the question) nor later than answer_cap of the answer time.

Betting. Its belief about the truth is normal (in log space for quantities) around its
estimate, narrowed by `self_trust` (below 1: overconfident) and, weighted by `crowd`, by the
other answers on the board (their median; their spread says how much they know). Each slot's
chance to be the winning slot times its expected payout (sole, or shared when others' chips
lie there or probably will) ranks the slots; two chips go on the best slot or are split when
the second is nearly as good. The Gambit 7 chip replaces them when the best slot is likely
enough, the bot is behind or the end is near, and it gains more than the chips would.
`profile.mistake` is the chance that a chip lands on a random slot instead.
"""
from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from typing import Any, Mapping

from game.core.driver import LEVELS, Bot, BotProfile, Plan
from game.core.rng import GameRng
from game.core.seats import TableConfig
from game.titles.gambit7 import questions
from game.titles.gambit7 import rules as rules
from game.titles.gambit7.questions import ANSWER_MAX, Question

STEP_SECONDS = 0.05  # presses after the first land at least this far apart


@dataclass(frozen=True)
class Knowledge:
    """One level's knowledge and judgement (levels/gambit7/board.toml [bots.<level>])."""
    sigma: Mapping[str, float]
    year_sd: Mapping[str, float]
    year_growth: float
    shade: float
    self_trust: float
    crowd: float
    gambit_confidence: float
    gambit_leading: float
    gambit_last_round: bool


@dataclass(frozen=True)
class Tuning:
    """Pace and betting habits every level shares (levels/gambit7/board.toml [bots])."""
    answer_thinks: float
    bet_thinks: float
    pace_spread: float
    least_seconds: float
    answer_cap: float
    share_guess: float
    split_margin: float
    crowd_shift: float
    levels: Mapping[str, Knowledge]


SHARED = ("answer_thinks", "bet_thinks", "pace_spread", "least_seconds", "answer_cap", "share_guess",
          "split_margin", "crowd_shift")
JUDGEMENT = ("year_growth", "shade", "self_trust", "crowd", "gambit_confidence", "gambit_leading")


def load_tuning() -> Tuning:
    """levels/gambit7/board.toml [bots] (checked against rules.BOARD_SCHEMA)."""
    table = rules.load_data()["bots"]
    return Tuning(**{name: float(table[name]) for name in SHARED},
                  levels={level: _knowledge(table[level]) for level in LEVELS})


def _knowledge(table: dict[str, Any]) -> Knowledge:
    def per_category(name: str) -> dict[str, float]:
        return {category: float(value) for category, value in table[name].items()}

    return Knowledge(sigma=per_category("sigma"), year_sd=per_category("year_sd"),
                     gambit_last_round=table["gambit_last_round"],
                     **{name: float(table[name]) for name in JUDGEMENT})


# ----------------------------------------------------------------------------- belief

def _scale(question: Question, value: float) -> float:
    """Where a value lies on the scale the bot thinks in: years plainly, quantities by size."""
    return value if question.format == "year" else math.log(value + 1)


def _unscale(question: Question, x: float) -> int:
    value = x if question.format == "year" else math.exp(x) - 1
    return max(0, min(ANSWER_MAX, _as_written(question, value)))


def _as_written(question: Question, value: float) -> int:
    """A year exactly; a quantity of 100 or more to two significant digits, rounded down."""
    if question.format == "year" or value < 100:
        return round(value)
    step = 10 ** (int(math.log10(value)) - 1)
    return int(value // step * step)


def _cdf(z: float) -> float:
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))


@dataclass(frozen=True)
class Estimate:
    """A bot's estimate of one question: the centre and spread of its belief (on `_scale`)."""
    centre: float
    spread: float


class Gambit7Bot(Bot):
    def __init__(self, seat: int, profile: BotProfile, rng: GameRng, tuning: Tuning,
                 settings: rules.Settings) -> None:
        super().__init__(seat, profile, rng)
        self.tuning = tuning
        self.settings = settings
        self.knowledge = tuning.levels[profile.tactics]  # the model human and Adaptive bots: their nearest level's
        self.phase_key: tuple[int, str] = (0, "")
        self.phase_seen = 0.0
        self.target: tuple[tuple[rules.Slot | None, ...], rules.Slot | None] | None = None

    def notice(self, events: list[Any], now: float) -> bool:
        return any(isinstance(event, (rules.RoundStarted, rules.BoardShown)) for event in events)

    # ------------------------------------------------ knowing
    def estimate(self, question: Question) -> Estimate:
        """Drawn from the question's own stream: the same whenever the bot asks."""
        knowledge = self.knowledge
        if question.format == "year":
            age = max(0, question.as_of_year - question.answer)
            spread = knowledge.year_sd[question.category] + knowledge.year_growth * age
        else:
            spread = knowledge.sigma[question.category]
        error = self.rng.child(f"question-{question.id}").gauss(0.0, 1.0)
        return Estimate(_scale(question, question.answer) + spread * error, spread)

    def answer(self, question: Question) -> int:
        estimate = self.estimate(question)
        return _unscale(question, estimate.centre - self.knowledge.shade * estimate.spread)

    def belief(self, question: Question, view: rules.View) -> Estimate:
        """Own estimate (as far as the bot trusts it) combined with the other answers."""
        own = self.estimate(question)
        spread = max(own.spread * self.knowledge.self_trust, 1e-6)
        others = [_scale(question, value) for _, value, seats in view.board
                  for seat in seats if seat != self.seat]
        if self.knowledge.crowd <= 0 or len(others) < 2:
            return Estimate(own.centre, spread)
        middle = statistics.median(others)
        each = max(statistics.median(abs(x - middle) for x in others) * 1.4826, spread / 2)
        crowd_spread = 1.25 * each / math.sqrt(len(others))
        own_weight, crowd_weight = spread ** -2, self.knowledge.crowd * crowd_spread ** -2
        centre = (own_weight * own.centre + crowd_weight * (middle + self.tuning.crowd_shift * each)) \
            / (own_weight + crowd_weight)
        return Estimate(centre, (own_weight + crowd_weight) ** -0.5)

    def chances(self, question: Question, view: rules.View) -> dict[rules.Slot, float]:
        """Each open slot's chance to be the winning slot under the bot's belief."""
        belief = self.belief(question, view)

        def below(value: int) -> float:  # chance that the truth is below `value`
            edge = value - 0.5 if question.format == "year" else math.log(value + 0.5)
            return _cdf((edge - belief.centre) / belief.spread)

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
        shared = 1.0 if taken else self.tuning.share_guess
        return ring.sole * (1 - shared) + ring.shared * shared

    def choose_bet(self, view: rules.View) -> tuple[tuple[rules.Slot | None, ...], rules.Slot | None]:
        """(where the two chips go, None) or ((None, None), the Gambit 7 chip's slot)."""
        question = questions.default_bank()[view.question]
        chances = self.chances(question, view)
        worth = {slot: chance * self.expected_payout(view, slot) for slot, chance in chances.items()}
        ranked = sorted(worth, key=lambda slot: (-worth[slot], str(slot)))
        best = ranked[0]
        second = ranked[1] if len(ranked) > 1 and worth[ranked[1]] >= self.tuning.split_margin * worth[best] else best
        chips = [best, second]
        chips_worth = worth[best] + worth[second]
        likeliest = max(chances, key=lambda slot: (chances[slot], str(slot)))
        if self._gambles(view, chances[likeliest], chips_worth):
            return (None,) * rules.CHIPS, likeliest
        for index in range(rules.CHIPS):
            if self.rng.random() < self.profile.mistake:
                chips[index] = self.rng.choice(view.open_slots())
        return tuple(chips), None

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
        if chance < knowledge.gambit_confidence:
            return False
        if score >= leader and chance < knowledge.gambit_leading:
            return False
        gain = chance * (factor - 1) * score - (1 - chance) * score
        return gain > chips_worth and (score < leader or view.round_no >= view.rounds - 1)

    # ------------------------------------------------ pacing
    def _delay(self, thinks: float, window: float | None) -> float:
        seconds = self.profile.think(self.rng) * thinks * math.exp(self.rng.gauss(0.0, self.tuning.pace_spread))
        seconds = max(self.tuning.least_seconds, seconds)
        return seconds if window is None else min(seconds, self.tuning.answer_cap * window)

    def _first_press(self, view: rules.View, thinks: float) -> float:
        window = None if view.deadline is None else view.deadline - self.phase_seen
        return self.phase_seen + self._delay(thinks, window)

    def decide(self, view: rules.View, now: float) -> Plan | None:
        key = (view.round_no, view.phase)
        if key != self.phase_key:
            self.phase_key, self.phase_seen, self.target = key, now, None
        if view.phase == "answer":
            if view.my_answer is not None:
                return None
            question = questions.default_bank()[view.question]
            at = max(now, self._first_press(view, self.tuning.answer_thinks))
            return Plan(rules.Answer(self.seat, self.answer(question)), at)
        if view.phase != "bet" or view.locked[self.seat]:
            return None
        return self._bet_step(view, now)

    def _bet_step(self, view: rules.View, now: float) -> Plan:
        """The next press towards the chosen bet: Gambit 7 chip, or each chip, then lock."""
        first = self.target is None
        if first:
            self.target = self.choose_bet(view)
        at = self._first_press(view, self.tuning.bet_thinks) if first \
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


def make_bot(seat: int, profile: BotProfile, rng: GameRng, config: TableConfig) -> Gambit7Bot:
    return Gambit7Bot(seat, profile, rng, load_tuning(), rules.load_settings())
