"""Gambit 7: the pure rules engine (docs/rules/gambit7.md tells the rules in plain words).

3 to 7 seats, 7 rounds, one question a round. Phases of a round:

    answer  every seat locks in one whole number (`Answer`), hidden from the others; ends
            when all have answered or the answer time runs out (no answer: no answer card)
    bet     the board is shown: the distinct answers sorted around the centre slot 0
            (slots -3..3, lowest answer at the bottom) plus "too_high". Each seat moves its
            2 chips freely (`Bet`) or puts its Gambit 7 chip as its only bet (`Gambit`),
            then `LockBets`; ends when all have locked or the bet time runs out
    reveal  the truth and the winning slot; Gambit 7 chips, then chips, then star points
            are scored; after a pause the next round starts
    over    after round 7: the most points win, ties share

Numbers the rulebook leaves open (payouts, stars, times, the "misc" chance) live in
levels/gambit7/board.toml. A slot is an int (-3..3) or the string "too_high".
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from game.core import more_time
from game.core.actions import Codec
from game.core.errors import DataError, RuleError
from game.core.rng import GameRng
from game.core.seats import TableConfig
from game.core.state import Action, Event, Facts, Outcome, SeatView, State
from game.data import load_checked
from game.schema import Flag, Number, Part, Table, Whole
from game.titles.gambit7 import plausible, questions
from game.titles.gambit7.questions import ANSWER_MAX, CATEGORIES, ROUND_CATEGORIES, Question

DATA_FILE = "gambit7/board.toml"
MIN_PLAYERS, MAX_PLAYERS = 3, 7
ROUNDS = len(ROUND_CATEGORIES)
CHIPS = 2
TOO_HIGH = "too_high"
RING_NAMES = ("centre", "ring1", "ring2", "ring3")
SLOTS = tuple(range(1 - len(RING_NAMES), len(RING_NAMES)))  # -3 .. 3
NO_TIME = float("inf")
SAMPLE_ANSWERS = (0, 7, 42, 365, 1291, 1848, 8_925_741, ANSWER_MAX)

Slot = int | str  # -3..3 or TOO_HIGH; actions and events spell it out (the codec reads annotations as written)


# ----------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class Answer(Action):
    """Lock in a whole number 0..10**12 as this round's answer."""
    seat: int
    value: int


@dataclass(frozen=True)
class Bet(Action):
    """Put chip 0 or 1 on `slot` (or move it there); takes a placed Gambit 7 chip back."""
    seat: int
    chip: int
    slot: int | str  # a Slot


@dataclass(frozen=True)
class Gambit(Action):
    """Put the Gambit 7 chip on `slot` as the only bet: both chips come back."""
    seat: int
    slot: int | str  # a Slot


@dataclass(frozen=True)
class LockBets(Action):
    seat: int


# ----------------------------------------------------------------------------- events

@dataclass(frozen=True)
class RoundStarted(Event):
    """`deadline`: game time the answers close (None: the time limit is off)."""
    round_no: int
    question: str
    category: str
    deadline: float | None


@dataclass(frozen=True)
class Answered(Event):
    """`value` is None in the copy the other seats get."""
    seat: int
    value: int | None


@dataclass(frozen=True)
class BoardShown(Event):
    """The answer cards laid out: (slot, answer, seats with that answer), lowest first;
    `no_card` lists the seats that gave no answer. Betting is open until `deadline`."""
    board: tuple[tuple[int, int, tuple[int, ...]], ...]
    no_card: tuple[int, ...]
    deadline: float | None


@dataclass(frozen=True)
class BetPlaced(Event):
    """A seat's whole bet after a change: where its two chips and its Gambit 7 chip lie."""
    seat: int
    chips: tuple[int | str | None, ...]  # Slots
    gambit: int | str | None


@dataclass(frozen=True)
class BetsLocked(Event):
    seat: int


@dataclass(frozen=True)
class Revealed(Event):
    """The truth and the winning slot. `answer` is the winning answer (None when all were too
    high); `reason` is gambit7.why.exact / .closest (params answer, truth) / .too_high."""
    round_no: int
    question: str
    truth: int
    slot: int | str  # a Slot
    answer: int | None
    reason: str


@dataclass(frozen=True)
class SeatScored(Event):
    """One seat's round, in scoring order: the Gambit 7 chip ("won": before x factor,
    "lost": to 0, "": none) gives `after_gambit`; then `chips` on the winning slot at
    `payout` each; then `stars` for an answer card in the winning slot; `after` the total."""
    seat: int
    before: int
    gambit: str
    after_gambit: int
    chips: int
    payout: int
    stars: int
    after: int

    @property
    def gain(self) -> int:
        return self.after - self.before


@dataclass(frozen=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


ACTIONS = (Answer, Bet, Gambit, LockBets)
EVENTS = (RoundStarted, Answered, BoardShown, BetPlaced, BetsLocked, Revealed, SeatScored, GameOver)
CODEC = Codec(ACTIONS + EVENTS)


# ----------------------------------------------------------------------------- data

@dataclass(frozen=True)
class Ring:
    """Payout per chip when one seat alone / several seats bet on a slot, and star points."""
    sole: int
    shared: int
    star: int


@dataclass(frozen=True)
class Settings:
    rings: tuple[Ring, ...]  # centre first
    too_high: int
    gambit_factor: int
    answer_seconds: float  # the answer time and, again, the bet time at x1 (the table's more time stretches both)
    reveal_seconds: float
    misc_chance: float
    most_years: int  # of a game's questions, at most this many ask for a year

    def ring(self, slot: int) -> Ring:
        return self.rings[abs(slot)]


# levels/gambit7/board.toml. Ranges keep the game playable: answer times people can read and
# type in, a reveal long enough for the table's staged count-up (about 7 s), bots that read
# before they press and press before the time is up; tests/test_data_bounds.py plays games
# with every real number at the ends of its range.
KNOWLEDGE_LEVELS = ("easy", "normal", "hard", "model")  # the levels players choose and the arena's model human
KNOWLEDGE_SCHEMA = Table({
    "sigma": Table({category: Number(0, 3) for category in CATEGORIES}),
    "year_sigma": Table({category: Number(0, 5) for category in CATEGORIES}),
    "shade": Number(0, 3), "self_trust": Number(0, 10), "crowd": Number(0, 10), "weighs_payout": Flag(),
    "gambit_confidence": Number(0, 1), "gambit_leading": Number(0, 1), "gambit_last_round": Flag(),
})
RING_SCHEMA = Table({"sole": Whole(0, 1000), "shared": Whole(0, 1000), "star": Whole(0, 1000)})
BOARD_SCHEMA = Table({
    "payout": Table({**{name: RING_SCHEMA for name in RING_NAMES},
                     "too_high": Whole(0, 1000), "gambit_factor": Whole(1, 100)}),
    "time": Table({"answer": Number(10, 120), "reveal": Number(8, 60)}),
    "questions": Table({"misc_chance": Number(0, 1), "most_years": Whole(0, ROUNDS)}),
    "bots": Table({
        "answer_thinks": Number(1, 30), "bet_thinks": Number(1, 30), "pace_spread": Number(0, 1.5),
        "least_seconds": Number(1, 15), "answer_cap": Number(0.3, 0.95), "share_guess": Number(0, 1),
        "split_margin": Number(0, 1), "crowd_shift": Number(0, 2), "year_offset": Number(1, 50),
        "year_power": Number(0.1, 1),
        **{level: KNOWLEDGE_SCHEMA for level in KNOWLEDGE_LEVELS},
    }),
})


def data_files() -> dict[str, Part]:
    """board.toml, plausible.toml (the bots' answers), retired.toml (ids never used again) and
    every question pack that loads, with their schemas: what a save's digest covers. A
    refused pack plays no part in any game, so it is left out."""
    return {DATA_FILE: BOARD_SCHEMA, plausible.DATA_FILE: plausible.SCHEMA,
            f"{questions.FOLDER}/{questions.RETIRED_FILE}": questions.RETIRED_SCHEMA,
            **{pack: questions.PACK_SCHEMA for pack in questions.accepted_packs()}}


# The data records: board.toml's tables as the file names them, holding its numbers as the file
# writes them (30, not 30.0), so that a save's digest of the record is the digest of the file.
@dataclass(frozen=True)
class Payout:
    """[payout]: each ring's payouts and star points, all too high's and the Gambit 7 factor."""
    centre: Ring
    ring1: Ring
    ring2: Ring
    ring3: Ring
    too_high: int
    gambit_factor: int


@dataclass(frozen=True)
class Times:
    """[time]: seconds to answer (and again to bet) at x1, and of the reveal."""
    answer: float
    reveal: float


@dataclass(frozen=True)
class Mix:
    """[questions]: the chance of a "misc" round and at most how many questions ask for a year."""
    misc_chance: float
    most_years: int


@dataclass(frozen=True)
class Knowledge:
    """One bot level's knowledge and judgement ([bots.<level>]; bots.py tells the model)."""
    sigma: Mapping[str, float]
    year_sigma: Mapping[str, float]
    shade: float
    self_trust: float
    crowd: float
    weighs_payout: bool
    gambit_confidence: float
    gambit_leading: float
    gambit_last_round: bool


@dataclass(frozen=True)
class Habits:
    """[bots]: pace and habits every level shares, and each level's and the model human's
    knowledge."""
    answer_thinks: float
    bet_thinks: float
    pace_spread: float
    least_seconds: float
    answer_cap: float
    share_guess: float
    split_margin: float
    crowd_shift: float
    year_offset: float
    year_power: float
    easy: Knowledge
    normal: Knowledge
    hard: Knowledge
    model: Knowledge

    def knowledge(self, level: str) -> Knowledge:
        """The knowledge of `level` (one of KNOWLEDGE_LEVELS)."""
        return getattr(self, level)


@dataclass(frozen=True)
class Board:
    """levels/gambit7/board.toml."""
    payout: Payout
    time: Times
    questions: Mix
    bots: Habits


@dataclass(frozen=True)
class Data:
    """Gambit 7's data, loaded and checked once (`check_data`) and given to its rules, bots,
    table and lobby hook: board.toml, the questions of every pack that loads, and the bots'
    plausible ranges."""
    board: Board
    bank: Mapping[str, Question]
    plausible: plausible.Plausible


def _board(table: dict[str, Any]) -> Board:
    """board.toml, as BOARD_SCHEMA passed it, as its record."""
    payout, bots = table["payout"], table["bots"]
    rings = {name: Ring(**payout[name]) for name in RING_NAMES}
    knowledge = {level: Knowledge(**bots[level]) for level in KNOWLEDGE_LEVELS}
    shared = {name: value for name, value in bots.items() if name not in KNOWLEDGE_LEVELS}
    return Board(Payout(**{**payout, **rings}), Times(**table["time"]), Mix(**table["questions"]),
                 Habits(**shared, **knowledge))


def board_settings(data: Data) -> Settings:
    """The rules' numbers of `data`'s board (DataError when a shared payout is above its
    ring's sole one)."""
    payout = data.board.payout
    rings = []
    for name in RING_NAMES:
        ring = getattr(payout, name)
        if ring.shared > ring.sole:
            raise DataError(DATA_FILE, f"payout.{name}.shared", "at most the sole payout")
        rings.append(ring)
    timing, mix = data.board.time, data.board.questions
    return Settings(rings=tuple(rings), too_high=payout.too_high, gambit_factor=payout.gambit_factor,
                    answer_seconds=float(timing.answer), reveal_seconds=float(timing.reveal),
                    misc_chance=float(mix.misc_chance), most_years=mix.most_years)


def check_data() -> Data:
    """The title's data, loaded and checked once: board.toml is valid, the packs hold at least
    one usable question of every round's category (refused packs are left out;
    `questions.load_questions` lists why) and the bank as a whole passes
    `questions.bank_problems` (walked again only when a pack changed); a rule of the whole
    bank broken because a shipped pack was refused names that pack's file and entry
    (`questions.blamed`). Packs are read anew (parsed again only when they changed)."""
    data = Data(_board(load_checked(DATA_FILE, BOARD_SCHEMA)), questions.bank(), plausible.load())
    board_settings(data)
    bank = data.bank
    plausible.check(bank, data.plausible)  # and the bots' plausible ranges hold their questions' answers
    missing = [category for category in ROUND_CATEGORIES
               if not any(question.category == category for question in bank.values())]
    if len(bank) < ROUNDS or missing:
        raise questions.blamed(DataError(questions.FOLDER, "(packs)", f"at least {ROUNDS} usable questions "
                               f"with every round's category; missing: {', '.join(missing) or 'none'}"))
    for problem in questions.checked_bank_problems(bank.values()):
        raise questions.blamed(problem)
    return data


def answer_seconds(settings: Settings, options: Mapping[str, Any]) -> float:
    """The answer (and bet) time the table's options ask for: board.toml's time times the
    "more time" factor (game/core/more_time.py); NO_TIME when it is "off", which the rules
    allow because a phase also ends as soon as everyone has locked in (the round waits for
    the last one). The reveal is a reading pause and keeps its length."""
    return settings.answer_seconds * more_time.factor(options, off=True)


# ----------------------------------------------------------------------------- the board

def lay_out(answers: Sequence[int | None]) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """(slot, answer, seats) for each distinct answer, lowest first: an odd count puts the
    middle answer on the centre slot 0, an even count leaves the centre empty."""
    values = sorted({value for value in answers if value is not None})
    half = len(values) // 2
    slots = [slot for slot in range(-half, half + 1) if len(values) % 2 or slot != 0]
    return tuple((slot, value, tuple(seat for seat, answer in enumerate(answers) if answer == value))
                 for slot, value in zip(slots, values))


def open_slots(board: Sequence[tuple[int, int, tuple[int, ...]]]) -> tuple[Slot, ...]:
    """Where a chip may go: every slot with an answer card, and "too_high"."""
    return tuple(slot for slot, _, _ in board) + (TOO_HIGH,)


def winning_slot(board: Sequence[tuple[int, int, tuple[int, ...]]], truth: int) -> tuple[Slot, int | None]:
    """The slot of the closest answer not over the truth, and that answer; TOO_HIGH and None
    when every answer is over it."""
    under = [(value, slot) for slot, value, _ in board if value <= truth]
    if not under:
        return TOO_HIGH, None
    value, slot = max(under)
    return slot, value


# ----------------------------------------------------------------------------- views

@dataclass(frozen=True)
class RoundResult:
    revealed: Revealed
    gains: tuple[SeatScored, ...]  # one per seat


@dataclass(frozen=True)
class View(SeatView):
    """All one seat may see (`public_view`: seat -1, no own answer). `deadline` is when the
    current phase ends (None: no time limit). `board` is empty until the answers close;
    `truth` and `winning` are None until the reveal. `results` holds every revealed round."""

    seat: int
    players: int
    now: float
    round_no: int
    rounds: int
    question: str
    category: str
    phase: str
    deadline: float | None
    my_answer: int | None
    answered: tuple[bool, ...]
    board: tuple[tuple[int, int, tuple[int, ...]], ...]
    chips: tuple[tuple[Slot | None, ...], ...]
    gambits: tuple[Slot | None, ...]
    locked: tuple[bool, ...]
    scores: tuple[int, ...]
    truth: int | None
    winning: Slot | None
    results: tuple[RoundResult, ...]

    def facts(self) -> Facts:
        return Facts(self.now, self.phase, timers=(("deadline", self.deadline),), scores=self.scores, own=self.seat)

    def open_slots(self) -> tuple[Slot, ...]:
        return open_slots(self.board)


# ----------------------------------------------------------------------------- state

class Gambit7State(State):
    actions = ACTIONS
    unknown = "gambit7.refuse.unknown_action"
    wrong_type = {"seat": "gambit7.refuse.no_seat", "value": "gambit7.refuse.bad_answer",
                  "chip": "gambit7.refuse.no_chip", "slot": "gambit7.refuse.empty_slot"}

    def __init__(self, players: int, settings: Settings, quiz: Sequence[Question], seconds: float) -> None:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Gambit 7 needs {MIN_PLAYERS} to {MAX_PLAYERS} players")
        if len(quiz) != ROUNDS:
            raise ValueError(f"Gambit 7 asks {ROUNDS} questions, got {len(quiz)}")
        self.players = players
        self.settings = settings
        self.quiz = tuple(quiz)  # the game's questions, round 1 first
        self.seconds = seconds
        self.now = 0.0
        self.round_no = 0
        self.phase = "answer"
        self.deadline = NO_TIME
        self.answers: list[int | None] = [None] * players
        self.board: tuple[tuple[int, int, tuple[int, ...]], ...] = ()
        self.chips: list[list[Slot | None]] = [[None] * CHIPS for _ in range(players)]
        self.gambits: list[Slot | None] = [None] * players
        self.locked = [False] * players
        self.scores = [0] * players
        self.results: list[RoundResult] = []
        self.winners: tuple[int, ...] = ()

    @property
    def question(self) -> Question:
        return self.quiz[max(self.round_no, 1) - 1]

    def start(self) -> list[Any]:
        """Ask the first question."""
        return self._next_round()

    # ------------------------------------------------ protocol
    def is_over(self) -> bool:
        return self.phase == "over"

    def outcome(self) -> Outcome:
        gains = [[f"{result.gains[seat].gain:+d}".replace("+0", "0") for result in self.results]
                 for seat in range(self.players)]
        sheet = tuple((("gambit7.sheet.rounds", " · ".join(row)),) for row in gains)
        return Outcome(scores=tuple(float(score) for score in self.scores), winners=self.winners,
                       reason="gambit7.reason.most_points", params=(("points", max(self.scores)),), sheet=sheet)

    def next_deadline(self) -> float | None:
        return None if self.deadline == NO_TIME else self.deadline

    def advance(self, now: float) -> list[Any]:
        events: list[Any] = []
        while self.deadline <= now and self.deadline != NO_TIME:
            self.now = max(self.now, self.deadline)
            self.deadline = NO_TIME
            if self.phase == "answer":
                events += self._close_answers()
            elif self.phase == "bet":
                events += self._reveal()
            elif self.phase == "reveal":
                events += self._next_round()
        self.now = max(self.now, now)
        return events

    def refuse(self, action: Any) -> RuleError | None:
        kind = type(action)
        if self.phase == "over":
            return RuleError("gambit7.refuse.game_over")
        seat = action.seat
        if not 0 <= seat < self.players:
            return RuleError("gambit7.refuse.no_seat")
        if kind is Answer:
            if self.phase != "answer":
                return RuleError("gambit7.refuse.not_answering")
            if self.answers[seat] is not None:
                return RuleError("gambit7.refuse.already_answered")
            if not 0 <= action.value <= ANSWER_MAX:
                return RuleError("gambit7.refuse.bad_answer")
            return None
        if self.phase != "bet":
            return RuleError("gambit7.refuse.not_betting")
        if self.locked[seat]:
            return RuleError("gambit7.refuse.locked")
        if kind is LockBets:
            return None
        if kind is Bet and not 0 <= action.chip < CHIPS:
            return RuleError("gambit7.refuse.no_chip")
        if action.slot not in open_slots(self.board):
            return RuleError("gambit7.refuse.empty_slot")
        return None

    def candidates(self, seat: int) -> list[Any]:
        """Every bet move; for answers only a sample (any whole number is one)."""
        candidates: list[Any] = [Answer(seat, value) for value in SAMPLE_ANSWERS]
        if self.phase == "bet":
            slots = open_slots(self.board)
            candidates = [Bet(seat, chip, slot) for chip in range(CHIPS) for slot in slots]
            candidates += [Gambit(seat, slot) for slot in slots] + [LockBets(seat)]
        return candidates

    def sample_action(self, seat: int, rng: GameRng) -> Any | None:
        """A random legal action of `seat` (answers spread over every order of magnitude)."""
        if self.phase == "answer":
            action = Answer(seat, min(ANSWER_MAX, int(10 ** rng.uniform(0, 12.5)) - 1))
            return action if self.refuse(action) is None else None
        return super().sample_action(seat, rng)

    # ------------------------------------------------ doing
    def _do_answer(self, action: Answer) -> list[Any]:
        seat = action.seat
        self.answers[seat] = action.value
        events: list[Any] = [Answered(seat, action.value, audience=(seat,)),
                             Answered(seat, None, audience=self._others(seat))]
        if all(answer is not None for answer in self.answers):
            events += self._close_answers()
        return events

    def _do_bet(self, action: Bet) -> list[Any]:
        seat = action.seat
        self.gambits[seat] = None
        self.chips[seat][action.chip] = action.slot
        return [self._bet_placed(seat)]

    def _do_gambit(self, action: Gambit) -> list[Any]:
        seat = action.seat
        self.chips[seat] = [None] * CHIPS
        self.gambits[seat] = action.slot
        return [self._bet_placed(seat)]

    def _do_lockbets(self, action: LockBets) -> list[Any]:
        self.locked[action.seat] = True
        events: list[Any] = [BetsLocked(action.seat)]
        if all(self.locked):
            events += self._reveal()
        return events

    def _bet_placed(self, seat: int) -> BetPlaced:
        return BetPlaced(seat, tuple(self.chips[seat]), self.gambits[seat])

    def _next_round(self) -> list[Any]:
        if self.round_no == ROUNDS:
            return self._finish()
        self.round_no += 1
        self.phase = "answer"
        self.answers = [None] * self.players
        self.board = ()
        self.chips = [[None] * CHIPS for _ in range(self.players)]
        self.gambits = [None] * self.players
        self.locked = [False] * self.players
        self.deadline = self.now + self.seconds
        question = self.question
        return [RoundStarted(self.round_no, question.id, question.category, self.next_deadline())]

    def _close_answers(self) -> list[Any]:
        self.phase = "bet"
        self.board = lay_out(self.answers)
        self.deadline = self.now + self.seconds
        no_card = tuple(seat for seat, answer in enumerate(self.answers) if answer is None)
        return [BoardShown(self.board, no_card, self.next_deadline())]

    def _reveal(self) -> list[Any]:
        """Score the round in the rulebook's order: Gambit 7 chips, chips, star points."""
        self.phase = "reveal"
        truth = self.question.answer
        slot, answer = winning_slot(self.board, truth)
        reason = ("gambit7.why.too_high" if answer is None else
                  "gambit7.why.exact" if answer == truth else "gambit7.why.closest")
        revealed = Revealed(self.round_no, self.question.id, truth, slot, answer, reason)
        payout = self._payout(slot)
        stars = 0 if slot == TOO_HIGH else self.settings.ring(slot).star
        starred = next((seats for board_slot, _, seats in self.board if board_slot == slot), ())
        gains = []
        for seat in range(self.players):
            before = self.scores[seat]
            gambit, after_gambit = "", before
            if self.gambits[seat] is not None:
                won = self.gambits[seat] == slot
                gambit, after_gambit = ("won", before * self.settings.gambit_factor) if won else ("lost", 0)
            chips = self.chips[seat].count(slot)
            seat_stars = stars if seat in starred else 0
            after = after_gambit + chips * payout + seat_stars
            self.scores[seat] = after
            gains.append(SeatScored(seat, before, gambit, after_gambit, chips, payout if chips else 0,
                                    seat_stars, after))
        self.results.append(RoundResult(revealed, tuple(gains)))
        self.deadline = self.now + self.settings.reveal_seconds
        return [revealed, *gains]

    def _payout(self, slot: Slot) -> int:
        """Per chip on the winning slot: "too_high" pays the same to all; a ring pays more
        when the chips on it belong to one seat only (Gambit 7 chips do not count)."""
        if slot == TOO_HIGH:
            return self.settings.too_high
        ring = self.settings.ring(slot)
        bettors = sum(1 for chips in self.chips if slot in chips)
        return ring.sole if bettors == 1 else ring.shared

    def _finish(self) -> list[Any]:
        self.phase = "over"
        self.deadline = NO_TIME
        best = max(self.scores)
        self.winners = tuple(seat for seat, score in enumerate(self.scores) if score == best)
        return [GameOver(tuple(self.scores), self.winners)]

    # ------------------------------------------------ helpers
    def _others(self, seat: int) -> tuple[int, ...]:
        return tuple(other for other in range(self.players) if other != seat)

    # ------------------------------------------------ observing
    def observe(self, seat: int) -> View:
        revealed = self.phase in ("reveal", "over") and self.results
        last = self.results[-1].revealed if revealed else None
        question = self.question
        return View(
            seat=seat, players=self.players, now=self.now, round_no=self.round_no, rounds=ROUNDS,
            question=question.id, category=question.category, phase=self.phase,
            deadline=self.next_deadline(),
            my_answer=self.answers[seat] if 0 <= seat < self.players else None,
            answered=tuple(answer is not None for answer in self.answers),
            board=self.board, chips=tuple(tuple(chips) for chips in self.chips),
            gambits=tuple(self.gambits), locked=tuple(self.locked), scores=tuple(self.scores),
            truth=last.truth if last else None, winning=last.slot if last else None,
            results=tuple(self.results))

    def public_view(self) -> View:
        return self.observe(-1)

    def views_change_at(self) -> float:
        """Never with the clock alone: the views change by actions and timers."""
        return math.inf


State = Gambit7State


def pick_questions(data: Data, seed: int, asked: Iterable[str] = ()) -> tuple[str, ...]:
    """The question ids of `data`'s bank a game with `seed` asks, avoiding `asked` (the shell
    keeps that set across games with `questions.remember`)."""
    settings = board_settings(data)
    return questions.choose(data.bank, GameRng(seed).child("questions"), asked, settings.misc_chance,
                            settings.most_years)


def from_questions(players: int, quiz: Sequence[Question], options: Mapping[str, Any] | None = None, *,
                   settings: Settings) -> Gambit7State:
    """A game with `settings` (`board_settings` of the title's data, maybe changed) asking
    exactly `quiz` (round 1 first), started at round 1."""
    state = Gambit7State(players, settings, quiz, answer_seconds(settings, options or {}))
    state.start()
    return state


def new_game(config: TableConfig, seed: int, data: Data) -> Gambit7State:
    """options["questions"] (7 ids, as the table passes them so saves replay exactly) or,
    without it, the questions the seed picks from the packs. `data`: the title's loaded data
    (`check_data`)."""
    ids = config.options.get("questions") or pick_questions(data, seed)
    unknown = [qid for qid in ids if qid not in data.bank]
    if unknown:
        raise ValueError(f"unknown question {unknown[0]!r}")
    return from_questions(config.players, [data.bank[qid] for qid in ids], config.options,
                          settings=board_settings(data))
