"""Altitude, the mountain builder (1 to 4 players; one player: the solo patience): the pure rules.

docs/rules/altitude.md tells the rules in plain words and records every decision the
rulebook leaves open. Cards and positions are explained in `mountain.py`: a position is
``(floor, x)``; the base row is floor 1 with slots ..., -1, 0, 1, ...; a card at
``(floor, x)`` rests on ``(floor - 1, x)`` and ``(floor - 1, x + 1)``.

Phases:

    keep   every seat was dealt 6 cards and keeps 4 (`Keep`, all seats at once, in any
           order); when all have chosen, the returned cards are shuffled into the deck
    draw   the seat whose turn it is draws the top card (`Draw`; only it sees the card)
    play   it plays the drawn card, one of the rulebook's five options: `Place` it on any
           mountain, `Discard` it, `Place` a hand card on its own mountain (the drawn card
           goes into the hand), `Replace` an uncovered card of its own mountain, or `Rescue`
           (a St. Bernard, drawn or from the hand, takes an avalanche off its own mountain).
           A seat whose mountain has 5 floors when its turn begins plays twice (draw and
           play, two times) before the turn passes on.
    final  the deck is empty: in turn, each seat places one hand card on its own mountain
           (`Place`), uses a hand St. Bernard (`Rescue`) or passes (`Pass`, for good); a seat
           with nothing it could do passes by itself; when all have passed the game is over
    over   scored: 1 for a hand empty apart from St. Bernards, + floors, + animals on
           floor 4 or higher, + St. Bernards in hand; the highest total wins, ties share

Legality lives in `refuse`; the placement checks are also module functions
(`place_refusal`, `replace_refusal`, `rescue_refusal`) that take mountains as plain data,
so that bots and the table ask exactly the rules' question about what they can see.
No timers: `advance` only moves the clock.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Mapping, Sequence

from game.core.actions import Codec
from game.core.driver import LEVELS
from game.core.errors import DataError, RuleError
from game.core.rng import GameRng
from game.core.seats import TableConfig
from game.core.state import Action, Event, Facts, Outcome, SeatView, State
from game.data import load_checked
from game.schema import Items, Number, Table, Whole, check
from game.titles.altitude.mountain import (ANIMALS, AVALANCHE, BERNARD, Mountain, Position, height,
                                           high_animals, is_covered, kind, misfit, open_positions, value)

DATA_FILE = "altitude/rules.toml"
MIN_PLAYERS, MAX_PLAYERS = 1, 4
DEALT, HAND = 6, 4  # rulebook: deal 6, keep 4
DOUBLE_TURN_FLOORS = 5  # rulebook: from 5 floors on, a seat plays twice each turn
REFUSE = "altitude.refuse."


# ---------------------------------------------------------------- actions
@dataclass(frozen=True)
class Keep(Action):
    """Keep these 4 of your 6 dealt cards; the other two go back into the deck."""
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Draw(Action):
    """Draw the top card of the deck (`source` "deck"; the discard pile may not be taken)."""
    seat: int
    source: str = "deck"


@dataclass(frozen=True)
class Place(Action):
    """Lay `card` at (floor, x) of `owner`'s mountain. The drawn card may go on any started
    mountain; a hand card only on your own (while you hold a drawn card, it goes into your
    hand in exchange)."""
    seat: int
    card: str
    owner: int
    floor: int
    x: int


@dataclass(frozen=True)
class Discard(Action):
    """Discard the drawn card (never a hand card)."""
    seat: int
    card: str


@dataclass(frozen=True)
class Replace(Action):
    """Put the drawn card in place of the uncovered card at (floor, x) of your own mountain;
    that card is discarded."""
    seat: int
    card: str
    floor: int
    x: int


@dataclass(frozen=True)
class Rescue(Action):
    """A St. Bernard (`card`, drawn or from your hand) takes the uncovered avalanche at
    (floor, x) off your own mountain; both are discarded. With a hand St. Bernard the drawn
    card goes into your hand."""
    seat: int
    card: str
    floor: int
    x: int


@dataclass(frozen=True)
class Pass(Action):
    """Once the deck is empty: place nothing more."""
    seat: int


# ---------------------------------------------------------------- events
@dataclass(frozen=True)
class Kept(Event):
    """`returned` (the two cards back into the deck) only in the keeper's own copy."""
    seat: int
    returned: tuple[str, ...]


@dataclass(frozen=True)
class Shuffled(Event):
    deck_size: int


@dataclass(frozen=True)
class TurnStarted(Event):
    """`seat` now plays its `play`-th of `plays` plays (2 on a double turn; 1 in the final phase)."""
    seat: int
    play: int
    plays: int


@dataclass(frozen=True)
class Drew(Event):
    """`card` is "" in the copy the other seats get."""
    seat: int
    card: str
    deck_size: int


@dataclass(frozen=True)
class Took(Event):
    """The drawn card went into the hand; `card` is "" in the other seats' copy."""
    seat: int
    card: str


@dataclass(frozen=True)
class Placed(Event):
    """`card` now lies at (floor, x) of `owner`'s mountain; `source` is "drawn" or "hand".
    The card's kind (`mountain.kind`) tells an avalanche or a cable car."""
    seat: int
    card: str
    owner: int
    floor: int
    x: int
    source: str


@dataclass(frozen=True)
class Discarded(Event):
    seat: int
    card: str


@dataclass(frozen=True)
class Replaced(Event):
    """`card` took the place of `old`, which went onto the discard pile."""
    seat: int
    card: str
    floor: int
    x: int
    old: str


@dataclass(frozen=True)
class Rescued(Event):
    """The St. Bernard `card` (from `source` "drawn" or "hand") took `avalanche` off
    (floor, x) of the seat's mountain; both lie on the discard pile, the St. Bernard on top."""
    seat: int
    card: str
    floor: int
    x: int
    avalanche: str
    source: str


@dataclass(frozen=True)
class DeckEmptied(Event):
    """The last card is played: from now on seats place hand cards or pass."""


@dataclass(frozen=True)
class Passed(Event):
    """`forced`: the seat had nothing it could do."""
    seat: int
    forced: bool


@dataclass(frozen=True)
class GameOver(Event):
    """Scores as (empty hand, floors, animals, St. Bernards) a seat; hands are shown."""
    scores: tuple[tuple[int, int, int, int], ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]


ACTIONS = (Keep, Draw, Place, Discard, Replace, Rescue, Pass)
EVENTS = (Kept, Shuffled, TurnStarted, Drew, Took, Placed, Discarded, Replaced, Rescued, DeckEmptied,
          Passed, GameOver)
CODEC = Codec(ACTIONS + EVENTS)


# ---------------------------------------------------------------- data
@dataclass(frozen=True)
class Deck:
    """The deck's make-up (levels/altitude/rules.toml [deck]; ours, balanced by
    tools/balance_altitude.py). `animals`: each animal's numbers, in ANIMALS' order."""

    mountain_low: int
    mountain_high: int
    cable_cars: int
    avalanches: int
    st_bernards: int
    animals: Mapping[str, tuple[int, ...]]

    def cards(self) -> tuple[str, ...]:
        cards = [f"mountain-{n}" for n in range(self.mountain_low, self.mountain_high + 1)]
        cards += [f"{animal}-{n}" for animal, numbers in self.animals.items() for n in numbers]
        cards += [f"cablecar-{n}" for n in range(1, self.cable_cars + 1)]
        cards += [f"avalanche-{n}" for n in range(1, self.avalanches + 1)]
        cards += [f"bernard-{n}" for n in range(1, self.st_bernards + 1)]
        return tuple(cards)

    def table(self) -> dict[str, Any]:
        """The [deck] table as the file writes it (lists for numbers)."""
        return {"mountain_low": self.mountain_low, "mountain_high": self.mountain_high,
                "cable_cars": self.cable_cars, "avalanches": self.avalanches, "st_bernards": self.st_bernards,
                "animals": {animal: list(numbers) for animal, numbers in self.animals.items()}}


@dataclass(frozen=True)
class Foresight:
    """What one bot level looks ahead (levels/altitude/rules.toml [bots.<level>])."""

    lookahead: int
    finish_draws: int


@dataclass(frozen=True)
class Valuation:
    """How bots value a position (levels/altitude/rules.toml [bots]; bots.py explains the
    model), and each level's foresight."""

    gap: float
    base_value: float
    place_rate: float
    hand_low: float
    hand_high: float
    softness: float
    bernard_insurance: float
    animal_floor_chance: float
    misjudge: float
    easy: Foresight
    normal: Foresight
    hard: Foresight

    def foresight(self, level: str) -> Foresight:
        """The foresight of `level` (one of game.core.driver.LEVELS)."""
        return getattr(self, level)


@dataclass(frozen=True)
class Data:
    """Altitude's data (levels/altitude/rules.toml), loaded and checked once (`check_data`) and
    given to its rules, bots and table. Its fields are the file's tables and hold the numbers
    as the file writes them, so a save's digest of it is the digest of what the file says."""

    deck: Deck
    bots: Valuation


# levels/altitude/rules.toml. Ranges keep the game playable: card numbers the art can draw
# (1 to 50), a deck that deals every hand (checked after the schema), bots whose valuation
# stays finite (softness above 0); tests/test_data_bounds.py plays games at 1 and 4 seats with
# every real number at the ends of its range.
DECK_SCHEMA = Table({
    "mountain_low": Whole(1, 50), "mountain_high": Whole(1, 50),
    "cable_cars": Whole(0, 30), "avalanches": Whole(0, 12), "st_bernards": Whole(0, 12),
    "animals": Table({animal: Items(Whole(1, 50), 0, 10) for animal in ANIMALS}),
})
LEVEL_SCHEMA = Table({"lookahead": Whole(1, 9), "finish_draws": Whole(0, 20)})
BOTS_SCHEMA = Table({
    "gap": Number(0, 20), "base_value": Number(0, 50), "place_rate": Number(0, 1),
    "hand_low": Number(0, 1), "hand_high": Number(0, 1), "softness": Number(0.05, 2),
    "bernard_insurance": Number(0, 5), "animal_floor_chance": Number(0, 1), "misjudge": Number(0, 20),
    **{level: LEVEL_SCHEMA for level in LEVELS},
})
RULES_SCHEMA = Table({"deck": DECK_SCHEMA, "bots": BOTS_SCHEMA})
DATA_FILES = {DATA_FILE: RULES_SCHEMA}


def check_data() -> Data:
    """The title's data, loaded and checked once (the deck's rules beyond the schema too): what
    its rules, bots and table are given."""
    loaded = load_checked(DATA_FILE, RULES_SCHEMA)
    bots = loaded["bots"]
    valuation = Valuation(**{name: value for name, value in bots.items() if name not in LEVELS},
                          **{level: Foresight(**bots[level]) for level in LEVELS})
    return Data(_deck(loaded["deck"], DATA_FILE), valuation)


def deck_of(data: Data, changes: dict | None = None) -> Deck:
    """The deck of `data`, or with `changes` (the table option "deck", used by balancing runs)
    laid over its [deck] table and checked the way the file is."""
    if not changes:
        return data.deck
    path = f"{DATA_FILE} with the table option deck={changes!r}"
    laid = check({"deck": {**data.deck.table(), **changes}}, Table({"deck": DECK_SCHEMA}), path)
    return _deck(laid["deck"], path)


def _deck(table: dict[str, Any], path: str) -> Deck:
    """A [deck] table the schema passed, held to the rules beyond it (`path` names it)."""
    low, high = table["mountain_low"], table["mountain_high"]
    if high <= low:
        raise DataError(path, "deck.mountain_high", f"a number above mountain_low ({low}), got {high}")
    for animal in ANIMALS:
        numbers = table["animals"][animal]
        if not all(low <= n <= high for n in numbers) or len(set(numbers)) != len(numbers):
            raise DataError(path, f"deck.animals.{animal}",
                            f"different whole numbers from {low} to {high}, got {numbers!r}")
    animals = {animal: tuple(table["animals"][animal]) for animal in ANIMALS}
    deck = Deck(low, high, table["cable_cars"], table["avalanches"], table["st_bernards"], animals)
    if len(deck.cards()) < MAX_PLAYERS * DEALT + 1:
        raise DataError(path, "deck", f"at least {MAX_PLAYERS * DEALT + 1} cards, got {len(deck.cards())}")
    return deck


def place_refusal(mountains: Sequence[Mountain], seat: int, owner: int, card: str, position: Position,
                  from_hand: bool) -> str | None:
    """Why `seat` may not lay `card` at `position` of `owner`'s mountain (a reason suffix),
    or None. Mountains as plain data, so bots and the table ask the rules' own question."""
    if not 0 <= owner < len(mountains):
        return "no_such_player"
    if owner != seat:
        if from_hand:
            return "hand_to_own"
        if not mountains[owner]:
            return "not_started"
    elif kind(card) == AVALANCHE:
        return "avalanche_own"
    return misfit(mountains[owner], card, position)


def replace_refusal(mountain: Mountain, card: str, position: Position) -> str | None:
    """Why `card` may not take the place of the card at `position` of one's own mountain."""
    if position not in mountain:
        return "nothing_to_replace"
    if is_covered(mountain, position):
        return "covered"
    if kind(mountain[position]) == AVALANCHE:
        return "replace_avalanche"
    if kind(card) == AVALANCHE:
        return "avalanche_own"
    return misfit(mountain, card, position, replacing=True)


def rescue_refusal(mountain: Mountain, card: str, position: Position) -> str | None:
    if kind(card) != BERNARD:
        return "not_bernard"
    if kind(mountain.get(position, "")) != AVALANCHE:
        return "no_avalanche"
    if is_covered(mountain, position):
        return "covered"
    return None


def fitting_positions(mountains: Sequence[Mountain], seat: int, owner: int, card: str,
                      from_hand: bool = False) -> list[Position]:
    """Every place of `owner`'s mountain where `seat` may lay `card` now (the places a
    table lights up)."""
    if not 0 <= owner < len(mountains):
        return []
    return [position for position in open_positions(mountains[owner])
            if place_refusal(mountains, seat, owner, card, position, from_hand) is None]


# ---------------------------------------------------------------- observation
@dataclass(frozen=True)
class Score:
    empty_hand: int
    floors: int
    animals: int
    bernards: int

    @property
    def total(self) -> int:
        return self.empty_hand + self.floors + self.animals + self.bernards

    def parts(self) -> tuple[int, int, int, int]:
        return self.empty_hand, self.floors, self.animals, self.bernards

    def known(self, hand_size: int, over: bool) -> tuple[int, bool]:
        """What everyone may know of this score: the whole total once the game is over or the
        hand is empty (nothing hidden can add to it), else the mountain's part (floors and
        animals); and whether that is the whole score."""
        whole = over or hand_size == 0
        return (self.total if whole else self.floors + self.animals), whole


def score_of(mountain: Mountain, hand: Sequence[str]) -> Score:
    bernards = sum(1 for card in hand if kind(card) == BERNARD)
    return Score(empty_hand=int(len(hand) == bernards), floors=height(mountain),
                 animals=high_animals(mountain), bernards=bernards)


@dataclass(frozen=True)
class PublicView(SeatView):
    """What everyone sees. `mountains` hold (floor, x, card) a seat, sorted; `points` are what
    everyone may know of each score (`Score.known`: the whole score where `whole`, else floors
    + animals from floor 4, which a hidden hand may add to); `kept` tells who has chosen
    in the keep phase; `holding` whether the seat at turn holds a drawn card; `plays` and
    `play`: a double turn has plays=2 and play 1 then 2. After the game, `scores` and
    `hands` show everything."""

    players: int
    now: float
    phase: str
    turn: int
    start_seat: int
    play: int
    plays: int
    mountains: tuple[tuple[tuple[int, int, str], ...], ...]
    hand_sizes: tuple[int, ...]
    kept: tuple[bool, ...]
    deck_size: int
    discard: tuple[str, ...]
    holding: bool
    passed: tuple[bool, ...]
    points: tuple[int, ...]
    whole: tuple[bool, ...]
    scores: tuple[Score, ...]
    winners: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]

    def facts(self) -> Facts:
        return Facts(self.now, self.phase, self.turn)

    @property
    def plays_left(self) -> int:
        """Plays the seat at turn still has this turn, the current one included."""
        return self.plays - self.play + 1 if self.phase in ("draw", "play") else 0

    @property
    def discard_top(self) -> str:
        return self.discard[-1] if self.discard else ""

    def mountain(self, owner: int) -> dict[Position, str]:
        return {(floor, x): card for floor, x, card in self.mountains[owner]}


@dataclass(frozen=True)
class View(SeatView):
    """What one seat sees: the public view, its own hand, its dealt cards (keep phase), the card
    it has drawn ("" when none) and its own score so far, hidden parts included."""

    seat: int
    public: PublicView
    hand: tuple[str, ...]
    dealt: tuple[str, ...]
    drawn: str
    score: Score

    def facts(self) -> Facts:
        return self.public.facts()


# ---------------------------------------------------------------- state
class AltitudeState(State):
    """The whole table. Build with `new_game` or, for tests, `from_table`."""

    actions = ACTIONS
    unknown = REFUSE + "unknown_action"
    wrong_type = {"seat": REFUSE + "no_such_seat"}

    def __init__(self, players: int, deck: Deck, rng: GameRng, start_seat: int) -> None:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Altitude seats 1 to 4 players, not {players}")
        self.players = players
        self.deck_spec = deck
        self.rng = rng
        self.now = 0.0
        self.phase = "keep"
        self.start_seat = start_seat
        self.turn = start_seat
        self.play = 0
        self.plays = 0
        self.deck: list[str] = []  # top card at the end
        self.dealt: list[tuple[str, ...]] = [() for _ in range(players)]
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.mountains: list[dict[Position, str]] = [{} for _ in range(players)]
        self.discard: list[str] = []  # top card at the end
        self.drawn: str | None = None
        self.passed = [False] * players
        self.winners: tuple[int, ...] = ()

    def deal(self, order: Sequence[str]) -> None:
        """Deal 6 cards a seat from `order` (top card first, seat by seat); the rest is the deck."""
        cards = list(order)
        self.dealt = [tuple(cards[DEALT * seat:DEALT * (seat + 1)]) for seat in range(self.players)]
        self.deck = cards[DEALT * self.players:][::-1]

    def all_cards(self) -> list[str]:
        """Every card of the game wherever it lies (deck, dealt, hands, drawn, mountains, discard)."""
        cards = self.deck + self.discard + [c for dealt in self.dealt for c in dealt]
        cards += [c for hand in self.hands for c in hand]
        cards += [c for mountain in self.mountains for c in mountain.values()]
        return cards + ([self.drawn] if self.drawn is not None else [])

    # ------------------------------------------------ protocol
    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> tuple[Score, ...]:
        return tuple(score_of(mountain, hand) for mountain, hand in zip(self.mountains, self.hands))

    def outcome(self) -> Outcome:
        """Scores a seat; `params` hold the breakdown as one tuple a part (a value per seat)
        and, for the solo patience, the `points`."""
        scores = self.scores()
        params: tuple[tuple[str, object], ...] = tuple(
            (name, tuple(getattr(score, name) for score in scores))
            for name in ("empty_hand", "floors", "animals", "bernards"))
        reason = "altitude.reason.highest"
        if self.players == 1:
            reason = "altitude.reason.solo"
            params += (("points", scores[0].total),)
        sheet = tuple(tuple((f"altitude.sheet.{name}", getattr(score, name))
                            for name in ("floors", "animals", "empty_hand", "bernards")) for score in scores)
        return Outcome(scores=tuple(float(score.total) for score in scores), winners=self.winners,
                       reason=reason, params=params, sheet=sheet)

    def next_deadline(self) -> float | None:
        return None

    def advance(self, now: float) -> list[Any]:
        self.now = max(self.now, now)
        return []

    def open_positions(self, mountain_owner: int, card: str, by_seat: int) -> list[Position]:
        """Where `by_seat` may lay `card` on `mountain_owner`'s mountain (as a drawn card,
        or as a hand card when it is not the seat's drawn card)."""
        return fitting_positions(self.mountains, by_seat, mountain_owner, card,
                                 from_hand=card != self.drawn)

    # ------------------------------------------------ checks
    def refuse(self, action: Any) -> RuleError | None:
        if self.phase == "over":
            return RuleError(REFUSE + "game_over")
        seat = action.seat
        if not 0 <= seat < self.players:
            return RuleError(REFUSE + "no_such_seat")
        if type(action) is Keep:
            return self._check_keep(action)
        if self.phase == "keep":
            return RuleError(REFUSE + "keep_first")
        if seat != self.turn:
            return RuleError(REFUSE + "not_your_turn")
        if type(action) is Draw:
            if self.phase == "final":
                return RuleError(REFUSE + "deck_empty")
            if self.phase != "draw":
                return RuleError(REFUSE + "already_drawn")
            if action.source != "deck":
                return RuleError(REFUSE + "take_discard")
            return None
        if type(action) is Pass:
            if self.phase != "final":
                return RuleError(REFUSE + "no_passing")
            return None
        if self.phase == "draw":
            return RuleError(REFUSE + "must_draw")
        card = action.card
        drawn = card == self.drawn
        if not drawn and card not in self.hands[seat]:
            return RuleError(REFUSE + "not_your_card")
        reason = self._card_refusal(action, drawn)
        if reason == "not_higher":
            floor, x = action.floor, action.x
            owner = action.owner if type(action) is Place else seat
            left, right = (self.mountains[owner][(floor - 1, x + step)] for step in (0, 1))
            return RuleError(REFUSE + reason, card=card_value_text(card), left=card_value_text(left),
                             right=card_value_text(right))
        if reason is not None:
            return RuleError(REFUSE + reason)
        return None

    def _check_keep(self, action: Keep) -> RuleError | None:
        if self.phase != "keep":
            return RuleError(REFUSE + "wrong_phase")
        if self.dealt[action.seat] == ():
            return RuleError(REFUSE + "already_kept")
        if len(action.cards) != HAND or len(set(action.cards)) != HAND:
            return RuleError(REFUSE + "keep_four")
        if not set(action.cards) <= set(self.dealt[action.seat]):
            return RuleError(REFUSE + "not_dealt")
        return None

    def _card_refusal(self, action: Any, drawn: bool) -> str | None:
        mountain = self.mountains[action.seat]
        position = (action.floor, action.x) if type(action) in (Place, Replace, Rescue) else None
        if type(action) is Discard:
            return None if drawn else "discard_hand"
        if type(action) is Replace:
            return replace_refusal(mountain, action.card, position) if drawn else "replace_from_hand"
        if type(action) is Rescue:
            return rescue_refusal(mountain, action.card, position)
        return place_refusal(self.mountains, action.seat, action.owner, action.card, position,
                             from_hand=not drawn)

    # ------------------------------------------------ legal actions
    def candidates(self, seat: int) -> list[Any]:
        if self.phase == "over" or not 0 <= seat < self.players:
            return []
        if self.phase == "keep":
            return [Keep(seat, cards) for cards in combinations(self.dealt[seat], HAND)] if self.dealt[seat] else []
        if seat != self.turn:
            return []
        if self.phase == "draw":
            return [Draw(seat)]
        candidates: list[Any] = []
        own = self.mountains[seat]
        cards = list(self.hands[seat])
        if self.drawn is not None:
            cards.append(self.drawn)
            candidates.append(Discard(seat, self.drawn))
            candidates += [Replace(seat, self.drawn, floor, x) for floor, x in own]
            candidates += [Place(seat, self.drawn, owner, floor, x) for owner in range(self.players)
                           if owner != seat for floor, x in open_positions(self.mountains[owner])]
        else:
            candidates.append(Pass(seat))
        for card in cards:
            candidates += [Place(seat, card, seat, floor, x) for floor, x in open_positions(own)]
            candidates += [Rescue(seat, card, floor, x) for floor, x in own]
        return candidates

    # ------------------------------------------------ doing
    def _do_keep(self, action: Keep) -> list[Any]:
        seat = action.seat
        returned = tuple(card for card in self.dealt[seat] if card not in action.cards)
        self.hands[seat] = list(action.cards)
        self.dealt[seat] = ()
        self.deck[:0] = returned
        events: list[Any] = [Kept(seat, returned, audience=(seat,)), Kept(seat, (), audience=self._others(seat))]
        if any(self.dealt):
            return events
        self.rng.shuffle(self.deck)
        return events + [Shuffled(len(self.deck))] + self._start_turn(self.start_seat)

    def _do_draw(self, action: Draw) -> list[Any]:
        seat = action.seat
        self.drawn = self.deck.pop()
        self.phase = "play"
        return [Drew(seat, self.drawn, len(self.deck), audience=(seat,)),
                Drew(seat, "", len(self.deck), audience=self._others(seat))]

    def _do_place(self, action: Place) -> list[Any]:
        seat, card = action.seat, action.card
        events: list[Any] = []
        if card == self.drawn:
            self.drawn = None
            source = "drawn"
        else:
            events += self._take_drawn(seat)
            self.hands[seat].remove(card)
            source = "hand"
        self.mountains[action.owner][(action.floor, action.x)] = card
        events.append(Placed(seat, card, action.owner, action.floor, action.x, source))
        return events + self._played()

    def _do_discard(self, action: Discard) -> list[Any]:
        self.discard.append(action.card)
        self.drawn = None
        return [Discarded(action.seat, action.card)] + self._played()

    def _do_replace(self, action: Replace) -> list[Any]:
        mountain = self.mountains[action.seat]
        position = (action.floor, action.x)
        old = mountain[position]
        mountain[position] = action.card
        self.discard.append(old)
        self.drawn = None
        return [Replaced(action.seat, action.card, action.floor, action.x, old)] + self._played()

    def _do_rescue(self, action: Rescue) -> list[Any]:
        seat, card = action.seat, action.card
        events: list[Any] = []
        if card == self.drawn:
            self.drawn = None
            source = "drawn"
        else:
            events += self._take_drawn(seat)
            self.hands[seat].remove(card)
            source = "hand"
        avalanche = self.mountains[seat].pop((action.floor, action.x))
        self.discard += [avalanche, card]
        events.append(Rescued(seat, card, action.floor, action.x, avalanche, source))
        return events + self._played()

    def _do_pass(self, action: Pass) -> list[Any]:
        self.passed[action.seat] = True
        return [Passed(action.seat, False)] + self._final_turn(action.seat + 1)

    def _take_drawn(self, seat: int) -> list[Any]:
        """A hand card is played during a turn: the drawn card joins the hand first."""
        card, self.drawn = self.drawn, None
        if card is None:
            return []
        self.hands[seat].append(card)
        return [Took(seat, card, audience=(seat,)), Took(seat, "", audience=self._others(seat))]

    # ------------------------------------------------ turns
    def _start_turn(self, seat: int) -> list[Any]:
        self.turn = seat
        self.plays = 2 if height(self.mountains[seat]) >= DOUBLE_TURN_FLOORS else 1
        self.play = 1
        self.phase = "draw"
        return [TurnStarted(seat, 1, self.plays)]

    def _played(self) -> list[Any]:
        if self.phase == "final":
            return self._final_turn(self.turn + 1)
        if not self.deck:
            self.phase = "final"
            return [DeckEmptied()] + self._final_turn(self.turn + 1)
        if self.play < self.plays:
            self.play += 1
            self.phase = "draw"
            return [TurnStarted(self.turn, self.play, self.plays)]
        return self._start_turn((self.turn + 1) % self.players)

    def _final_turn(self, first: int) -> list[Any]:
        """The next seat from `first` on that has not passed gets a turn; seats that could
        do nothing pass by themselves; when all have passed, the game is scored."""
        events: list[Any] = []
        for step in range(self.players):
            seat = (first + step) % self.players
            if self.passed[seat]:
                continue
            self.turn, self.play, self.plays = seat, 1, 1
            if any(type(action) is not Pass for action in self.legal_actions(seat)):
                return events + [TurnStarted(seat, 1, 1)]
            self.passed[seat] = True
            events.append(Passed(seat, True))
        return events + self._finish()

    def _finish(self) -> list[Any]:
        self.phase = "over"
        scores = self.scores()
        best = max(score.total for score in scores)
        self.winners = tuple(seat for seat, score in enumerate(scores) if score.total == best)
        return [GameOver(tuple(score.parts() for score in scores), tuple(score.total for score in scores),
                         self.winners, tuple(tuple(hand) for hand in self.hands))]

    def _others(self, seat: int) -> tuple[int, ...]:
        return tuple(other for other in range(self.players) if other != seat)

    # ------------------------------------------------ observing
    def public_view(self) -> PublicView:
        over = self.phase == "over"
        scores = self.scores()
        known = [score.known(len(hand) + len(dealt), over)  # cards still to choose join the hand
                 for score, hand, dealt in zip(scores, self.hands, self.dealt)]
        return PublicView(
            players=self.players, now=self.now, phase=self.phase, turn=self.turn,
            start_seat=self.start_seat, play=self.play, plays=self.plays,
            mountains=tuple(tuple(sorted((floor, x, card) for (floor, x), card in mountain.items()))
                            for mountain in self.mountains),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            kept=tuple(not dealt for dealt in self.dealt),
            deck_size=len(self.deck), discard=tuple(self.discard), holding=self.drawn is not None,
            passed=tuple(self.passed), points=tuple(points for points, _ in known),
            whole=tuple(whole for _, whole in known),
            scores=scores if over else (), winners=self.winners,
            hands=tuple(tuple(hand) for hand in self.hands) if over else ())

    def observe(self, seat: int) -> View:
        mine = seat == self.turn and self.drawn is not None
        return View(seat=seat, public=self.public_view(), hand=tuple(self.hands[seat]),
                    dealt=self.dealt[seat], drawn=self.drawn if mine else "",
                    score=score_of(self.mountains[seat], self.hands[seat]))

    def views_change_at(self) -> float:
        """Never with the clock alone: the views change by actions."""
        return math.inf


State = AltitudeState


def card_value_text(card: str) -> str:
    """A card's value for a refusal message: its number, 0 for a cable car."""
    number = value(card)
    return "" if number is None else str(number)


def new_game(config: TableConfig, seed: int, data: Data) -> AltitudeState:
    """Shuffle, deal 6 a seat; the start seat is drawn from the seed (the rulebook's
    youngest player is unknown to the game). options["deal"] (a daily mountain's date)
    replaces the seed, so that everyone plays the same deal that day. `data`: the title's
    loaded data (`check_data`)."""
    rng = GameRng(config.options.get("deal") or seed)  # a daily mountain deals from its date
    deck = deck_of(data, config.options.get("deck"))
    state = AltitudeState(config.players, deck, rng, rng.randint(0, config.players - 1))
    order = list(deck.cards())
    rng.shuffle(order)
    state.deal(order)
    return state


def from_table(hands: Sequence[Sequence[str]], draws: Sequence[str] = (),
               mountains: Sequence[dict[Position, str]] = (), discard: Sequence[str] = (),
               turn: int = 0, last: bool = False, options: dict | None = None, seed: int = 0, *,
               data: Data) -> AltitudeState:
    """A game past the keep phase, `turn`'s turn to draw: `hands` a seat, `draws` the next
    cards of the deck (top first), `mountains` and `discard` as given. Every card not named
    lies in the deck under `draws` in the deck's own order, or with `last` (the draws are
    the last cards) on the discard pile under `discard`. `data`: the title's loaded data
    (`check_data`). For tests and worked examples."""
    deck = deck_of(data, (options or {}).get("deck"))
    named = [c for hand in hands for c in hand] + list(draws) + list(discard) \
        + [c for mountain in mountains for c in mountain.values()]
    if len(set(named)) != len(named) or not set(named) <= set(deck.cards()):
        raise ValueError("every named card must be a card of the deck, named once")
    state = AltitudeState(len(hands), deck, GameRng(seed), turn)
    state.hands = [list(hand) for hand in hands]
    state.mountains = [dict(m) for m in mountains] + [{} for _ in range(len(hands) - len(mountains))]
    rest = [card for card in deck.cards() if card not in set(named)]
    state.discard = rest + list(discard) if last else list(discard)
    state.deck = (list(draws) + ([] if last else rest))[::-1]
    state._start_turn(turn)
    return state
