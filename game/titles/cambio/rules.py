"""Cambio with the Fässler Jass deck: the pure rules engine.

A round: every seat gets four face-down cards in a 2x2 layout (slots 0 top left, 1 top
right, 2 bottom left, 3 bottom right; penalty cards get slots 4, 5, ... and slots never
move). Phases of a round:

- ``look``: each seat looks at 2 of its first four slots (3 for the previous round's
  successful caller) with `Look`; when all are done the first discard is flipped. At a
  table of bots only there is a look deadline (the rest are taken from the bottom row,
  then the top row); a person's look is never taken for them, so a table with a human
  seat has none.
- ``turn``: the seat whose turn it is draws (`Draw` from "deck" or "discard") or calls
  "Fässler" (`Call`); refused until the burn window has lasted its least time.
- ``drawn``: `Replace` a layout card (it goes face up onto the discard, no action) or
  `Discard` the drawn card.
- ``action``: the discarded card's action: `Peek` and/or `Swap`, or `Skip`.
- ``closing``: after the last turn following a call, the final burn window runs out.
- ``scored``: all cards are shown and added up; the next round is dealt after a pause.
- ``over``: a total reached the target.

Burns (`Burn`) and give-backs (`GiveBack`) are real-time and may come from any seat
while a burn window is open, whatever the phase.
"""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Any, Iterable

from game.core import more_time
from game.core.actions import Codec
from game.core.errors import RuleError
from game.core.rng import GameRng
from game.core.seats import TableConfig
from game.core.state import Action, Event, Facts, Outcome, SeatView, State
from game.data import load_checked
from game.schema import Number, Table, Whole

DATA_FILE = "cambio/rules.toml"

SUITS = ("schellen", "rosen", "schilten", "eicheln")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "faessler", "under", "ober", "koenig", "ass")
JOKERS = ("joker-tell", "joker-helvetia")
CARDS = tuple(f"{suit}-{rank}" for suit in SUITS for rank in RANKS) + JOKERS

# The rulebook's table: points and the action a card has when discarded from the hand.
RANK_POINTS = {**{str(n): n for n in range(1, 11)}, "faessler": 0, "under": 10, "ober": 10,
               "koenig": 10, "ass": 11, "joker": -1}
RANK_POWER = {"10": "peek_own", "9": "peek_own", "8": "peek_other", "7": "peek_other",
              "under": "swap", "ober": "swap", "koenig": "swap", "faessler": "peek_swap"}


def rank(card: str) -> str:
    """Burning matches ranks: "9", "koenig", ...; both jokers have rank "joker"."""
    return "joker" if card.startswith("joker") else card.split("-", 1)[1]


RANK = {card: rank(card) for card in CARDS}
POINTS = {card: RANK_POINTS[RANK[card]] for card in CARDS}
POWER = {card: RANK_POWER.get(RANK[card], "") for card in CARDS}
SWAP_POWERS = ("swap", "fassler_swap")  # the pending actions a Swap answers (after the Fässler's peek)

LOOKABLE = (2, 3, 0, 1)  # the dealt slots; automatic looks take them in this order
NO_TIME = float("inf")


# ---------------------------------------------------------------- actions
@dataclass(frozen=True)
class Look(Action):
    """Opening look at one of your first four slots."""
    seat: int
    slot: int


@dataclass(frozen=True)
class Draw(Action):
    seat: int
    source: str  # "deck" or "discard"


@dataclass(frozen=True)
class Replace(Action):
    """Put the drawn card into `slot`; the card there goes face up onto the discard."""
    seat: int
    slot: int


@dataclass(frozen=True)
class Discard(Action):
    """Discard the drawn card; its action (if any) may follow."""
    seat: int


@dataclass(frozen=True)
class Peek(Action):
    seat: int
    owner: int
    slot: int


@dataclass(frozen=True)
class Swap(Action):
    seat: int
    owner_a: int
    slot_a: int
    owner_b: int
    slot_b: int


@dataclass(frozen=True)
class Skip(Action):
    """Forgo the rest of the discarded card's action; ends the turn."""
    seat: int


@dataclass(frozen=True)
class Call(Action):
    """Say "Fässler" instead of a turn."""
    seat: int


@dataclass(frozen=True)
class Burn(Action):
    seat: int
    owner: int
    slot: int


@dataclass(frozen=True)
class GiveBack(Action):
    """After burning an opponent's card: move your card at `slot` into their empty slot."""
    seat: int
    slot: int


# ---------------------------------------------------------------- events
@dataclass(frozen=True)
class RoundStarted(Event):
    round_no: int
    dealer: int
    first: int
    sizes: tuple[int, ...]
    looks: tuple[int, ...]
    penalty_seat: int | None


@dataclass(frozen=True)
class Looked(Event):
    """Opening look; `card` is "" in the copy the other seats get."""
    seat: int
    slot: int
    card: str


@dataclass(frozen=True)
class Flipped(Event):
    """The first discard of a round, turned up by the dealer."""
    card: str


@dataclass(frozen=True)
class Drew(Event):
    """`card` is "" for seats that may not see it (a deck draw seen by others)."""
    seat: int
    source: str
    card: str


@dataclass(frozen=True)
class Replaced(Event):
    """The drawn card went into `slot`; `card` (the old one) lies face up on the discard."""
    seat: int
    slot: int
    card: str


@dataclass(frozen=True)
class Discarded(Event):
    seat: int
    card: str
    power: str


@dataclass(frozen=True)
class Peeked(Event):
    """`card` is "" in the copy the other seats get."""
    seat: int
    owner: int
    slot: int
    card: str


@dataclass(frozen=True)
class Swapped(Event):
    seat: int
    owner_a: int
    slot_a: int
    owner_b: int
    slot_b: int


@dataclass(frozen=True)
class Skipped(Event):
    seat: int


@dataclass(frozen=True)
class Burned(Event):
    seat: int
    owner: int
    slot: int
    card: str


@dataclass(frozen=True)
class BurnFailed(Event):
    """A wrong burn: `card` is shown to all and goes back face down."""
    seat: int
    owner: int
    slot: int
    card: str


@dataclass(frozen=True)
class PenaltyCard(Event):
    seat: int
    slot: int


@dataclass(frozen=True)
class GaveBack(Event):
    seat: int
    slot: int
    owner: int
    owner_slot: int


@dataclass(frozen=True)
class Called(Event):
    seat: int


@dataclass(frozen=True)
class TurnPassed(Event):
    """It is now `seat`'s turn (it may draw once the burn window allows)."""
    seat: int


@dataclass(frozen=True)
class Reshuffled(Event):
    deck_size: int


@dataclass(frozen=True)
class RoundScored(Event):
    """`cards` holds every layout face up ("" for an empty slot)."""
    cards: tuple[tuple[str, ...], ...]
    sums: tuple[int, ...]
    totals: tuple[int, ...]
    caller: int | None
    caller_won: bool


@dataclass(frozen=True)
class GameOver(Event):
    totals: tuple[int, ...]
    winners: tuple[int, ...]


ACTIONS = (Look, Draw, Replace, Discard, Peek, Swap, Skip, Call, Burn, GiveBack)
EVENTS = (RoundStarted, Looked, Flipped, Drew, Replaced, Discarded, Peeked, Swapped, Skipped,
          Burned, BurnFailed, PenaltyCard, GaveBack, Called, TurnPassed, Reshuffled, RoundScored,
          GameOver)
CODEC = Codec(ACTIONS + EVENTS)


# ---------------------------------------------------------------- data
@dataclass(frozen=True)
class Settings:
    target: int
    burn_window: float
    give_back_seconds: float
    look_seconds: float
    reveal_seconds: float
    round_pause: float


BOT_TUNING = ("take_discard_max", "replace_margin", "call_max_estimate", "call_max_unknown",
              "call_lead", "swap_min_gain", "late_turns")
# levels/cambio/rules.toml. Ranges keep the game playable for people (a window shorter than a
# second cannot be used) and for bots (tests/test_data_bounds.py plays games at the bounds).
DATA_SCHEMA = Table({
    "table": Table({"target": Whole(10, 200), "burn_window": Number(1, 10),
                    "give_back_seconds": Number(1, 15), "look_seconds": Number(2, 60),
                    "reveal_seconds": Number(0.5, 15), "round_pause": Number(1, 60)}),
    "bots": Table({name: Whole(-5, 30) for name in BOT_TUNING}),
})
DATA_FILES = {DATA_FILE: DATA_SCHEMA}


@dataclass(frozen=True)
class Tuning:
    """The bots' numbers (levels/cambio/rules.toml [bots])."""

    take_discard_max: int
    replace_margin: int
    call_max_estimate: int
    call_max_unknown: int
    call_lead: int
    swap_min_gain: int
    late_turns: int


@dataclass(frozen=True)
class Data:
    """Cambio's data (levels/cambio/rules.toml), loaded and checked once (`check_data`) and given
    to its rules, bots and table. Its fields are the file's tables, so a save's digest of it is
    the digest of what the file says."""

    table: Settings
    bots: Tuning


def check_data() -> Data:
    """The title's data, loaded and checked once: what its rules, bots and table are given."""
    loaded = load_checked(DATA_FILE, DATA_SCHEMA)
    table = loaded["table"]
    settings = Settings(target=int(table["target"]), **{name: float(table[name]) for name in (
        "burn_window", "give_back_seconds", "look_seconds", "reveal_seconds", "round_pause")})
    return Data(settings, Tuning(**loaded["bots"]))


def table_settings(data: Data, options: dict | None = None) -> Settings:
    """The table's numbers of `data` with the lobby's `target` and `burn_window` laid over, and
    the waiting windows (the burn window's least time, the give-back, a peeked or wrongly
    burned card shown) stretched by the table's "more time" (game/core/more_time.py). "off" is
    refused: the burn window holds the next turn and the give-back holds the game, so without
    an end they would stop it. The opening look waits for every person already (a table with
    people has no look deadline); the score pause is a reading pause and keeps its length."""
    options, table = options or {}, data.table
    stretch = more_time.factor(options, off=False)
    return dataclasses.replace(table, target=int(options.get("target", table.target)),
                               burn_window=float(options.get("burn_window", table.burn_window)) * stretch,
                               give_back_seconds=table.give_back_seconds * stretch,
                               reveal_seconds=table.reveal_seconds * stretch)


# ---------------------------------------------------------------- observation
@dataclass(frozen=True)
class View(SeatView):
    """All one seat may see (`seat` -1: a spectator, see `public_view`). `shown` lists (owner, slot, card) face up for this seat now:
    its opening looks and peeks, wrongly burned cards, and every card once a round is
    scored. `held` is the drawn card if this seat may see it ("" otherwise, also when
    nobody holds a card: see `holding`). Times are game seconds."""

    seat: int
    players: int
    now: float
    round_no: int
    phase: str
    turn: int
    dealer: int
    layouts: tuple[tuple[bool, ...], ...]
    shown: tuple[tuple[int, int, str], ...]
    holding: bool
    held: str
    held_source: str
    pending: str
    discard_top: str
    discard_size: int
    deck_size: int
    window_open: bool
    window_used: bool
    turn_allowed_at: float
    give_back: tuple[int, int, int] | None
    give_back_until: float
    caller: int | None
    looks_left: tuple[int, ...]
    look_until: float
    totals: tuple[int, ...]
    last_sums: tuple[int, ...]
    last_caller_won: bool | None
    next_round_at: float
    target: int

    def facts(self) -> Facts:
        return Facts(self.now, self.phase, self.turn if self.turn >= 0 else None, (("look_until", self.look_until), ("give_back_until", self.give_back_until)),
                     self.totals, self.seat)


# ---------------------------------------------------------------- state
class CambioState(State):
    actions = ACTIONS
    unknown = "cambio.refuse.unknown_action"
    wrong_type = {"seat": "cambio.refuse.no_such_seat", "slot": "cambio.refuse.no_such_slot",
                  "owner": "cambio.refuse.no_such_slot", "owner_a": "cambio.refuse.no_such_slot",
                  "slot_a": "cambio.refuse.no_such_slot", "owner_b": "cambio.refuse.no_such_slot",
                  "slot_b": "cambio.refuse.no_such_slot", "source": "cambio.refuse.no_such_source"}

    def __init__(self, players: int, settings: Settings, rng: GameRng, timed_look: bool = True) -> None:
        if not 2 <= players <= 6:
            raise ValueError("Cambio needs 2 to 6 players")
        self.players = players
        self.settings = settings
        self.rng = rng
        self.now = 0.0
        self.round_no = 0
        self.dealer = players - 1
        self.totals = [0] * players
        self.last_sums: tuple[int, ...] = ()
        self.round_sums: list[tuple[int, ...]] = []  # every scored round's sums, for the results
        self.last_caller_won: bool | None = None
        self.next_looks = 2
        self.bonus_seat: int | None = None  # previous round's successful caller: 3 looks
        self.penalty_seat: int | None = None  # previous round's failed caller: 5th card
        self.phase = "look"
        self.turn = -1
        self.layouts: list[list[str | None]] = [[] for _ in range(players)]
        self.deck: list[str] = []  # top card at the end
        self.discard: list[str] = []  # top card at the end
        self.held: str | None = None
        self.held_source = ""
        self.pending = ""
        self.caller: int | None = None
        self.looks_left = [0] * players
        self.looked: set[tuple[int, int]] = set()
        self.look_until = NO_TIME
        self.timed_look = timed_look  # the look has a deadline (no human seat at the table)
        self.window_open = False
        self.window_used = False
        self.window_min = 0.0
        self.give: tuple[int, int, int] | None = None  # (burner, victim, victim's slot)
        self.give_until = 0.0
        self.deadline = NO_TIME  # the one timer: end of look, closing or the score pause
        self.shown: list[tuple[int | None, int, int, str, float]] = []  # viewer, owner, slot, card, until
        self.winners: tuple[int, ...] = ()

    # ------------------------------------------------ building
    def start_round(self, order: list[str]) -> list[Any]:
        """Deal from `order` (top card first): four cards a seat in seat order, then the
        failed caller's penalty card; the next card is the first discard, the rest the deck."""
        cards = list(order)
        self.layouts = [cards[4 * seat:4 * seat + 4] for seat in range(self.players)]
        rest = cards[4 * self.players:]
        if self.penalty_seat is not None:
            self.layouts[self.penalty_seat].append(rest.pop(0))
        self.deck = rest[::-1]
        self.discard = []
        self.held, self.held_source, self.pending, self.caller = None, "", "", None
        self.looked = set()
        self.looks_left = [3 if seat == self.bonus_seat else 2 for seat in range(self.players)]
        self.phase = "look"
        self.turn = -1
        self.window_open = self.window_used = False
        self.give = None
        self.shown = []
        self.look_until = self.deadline = self.now + self.settings.look_seconds if self.timed_look else NO_TIME
        return [RoundStarted(self.round_no, self.dealer, (self.dealer + 1) % self.players,
                             tuple(len(layout) for layout in self.layouts), tuple(self.looks_left),
                             self.penalty_seat)]

    # ------------------------------------------------ protocol
    def is_over(self) -> bool:
        return self.phase == "over"

    def outcome(self) -> Outcome:
        sheet = tuple((("cambio.sheet.rounds", " · ".join(str(sums[seat]) for sums in self.round_sums)),)
                      for seat in range(self.players))
        return Outcome(scores=tuple(float(total) for total in self.totals), winners=self.winners,
                       reason="cambio.reason.target", sheet=sheet)

    def next_deadline(self) -> float | None:
        return None if self.deadline == NO_TIME else self.deadline

    def advance(self, now: float) -> list[Any]:
        events: list[Any] = []
        while self.deadline <= now and self.deadline != NO_TIME:
            self.now = max(self.now, self.deadline)
            self.deadline = NO_TIME
            if self.phase == "look":
                events += self._finish_looks()
            elif self.phase == "closing":
                events += self._score()
            elif self.phase == "scored":
                events += self._next_round()
        self.now = max(self.now, now)
        return events

    def turn_allowed_at(self) -> float:
        """Earliest time the next turn may start: the burn window's least time and a
        pending give-back both hold it."""
        allowed = self.window_min if self.window_open else self.now
        if self.give is not None:
            allowed = max(allowed, self.give_until)
        return allowed

    # ------------------------------------------------ legality, stated once
    def refuse(self, action: Any) -> RuleError | None:
        kind = type(action)
        if self.phase == "over":
            return RuleError("cambio.refuse.game_over")
        seat = action.seat
        if not 0 <= seat < self.players:
            return RuleError("cambio.refuse.no_such_seat")
        if kind is Burn:
            if not self.window_open:
                return RuleError("cambio.refuse.no_window")
            if self.window_used:
                return RuleError("cambio.refuse.already_burned")
            missing = self._missing(action.owner, action.slot)
            if missing is None and action.owner == self.caller and seat != self.caller:
                return RuleError("cambio.refuse.taboo")
            return missing
        if kind is GiveBack:
            if self.give is None or self.give[0] != seat or self.now > self.give_until:
                return RuleError("cambio.refuse.no_give_back")
            return self._missing(seat, action.slot)
        if kind is Look:
            if self.phase != "look":
                return RuleError("cambio.refuse.wrong_phase")
            if self.looks_left[seat] <= 0:
                return RuleError("cambio.refuse.no_looks_left")
            if action.slot not in LOOKABLE:
                return RuleError("cambio.refuse.no_such_slot")
            if (seat, action.slot) in self.looked:
                return RuleError("cambio.refuse.already_looked")
            return None
        if seat != self.turn or self.phase not in ("turn", "drawn", "action"):
            return RuleError("cambio.refuse.not_your_turn")
        if kind in (Draw, Call):
            return self._turn_refusal(action)
        if kind in (Replace, Discard):
            if self.phase != "drawn":
                return RuleError("cambio.refuse.wrong_phase")
            return self._missing(seat, action.slot) if kind is Replace else None
        if self.phase != "action":
            return RuleError("cambio.refuse.wrong_phase")
        if kind is Peek:
            if self.pending not in ("peek_own", "peek_other", "peek_swap"):
                return RuleError("cambio.refuse.wrong_action")
            if self.pending == "peek_own" and action.owner != seat:
                return RuleError("cambio.refuse.peek_own_only")
            if self.pending == "peek_other" and action.owner == seat:
                return RuleError("cambio.refuse.peek_other_only")
            return self._missing(action.owner, action.slot)
        if kind is Swap:
            if self.pending not in SWAP_POWERS:
                return RuleError("cambio.refuse.wrong_action")
            if action.owner_a == action.owner_b:
                return RuleError("cambio.refuse.swap_same_layout")
            if self.caller in (action.owner_a, action.owner_b):
                return RuleError("cambio.refuse.taboo")
            return self._missing(action.owner_a, action.slot_a) or self._missing(action.owner_b, action.slot_b)
        return None  # Skip

    def _turn_refusal(self, action: Draw | Call) -> RuleError | None:
        """Drawing or calling: the turn's start, once the burn window allows it."""
        if self.phase != "turn":
            return RuleError("cambio.refuse.wrong_phase")
        if self.now < self.turn_allowed_at():
            return RuleError("cambio.refuse.wait_burn")
        if type(action) is Call:
            return RuleError("cambio.refuse.already_called") if self.caller is not None else None
        if action.source == "discard":
            return RuleError("cambio.refuse.discard_empty") if not self.discard else None
        if action.source == "deck":
            return RuleError("cambio.refuse.deck_empty") if not self.deck and len(self.discard) < 2 else None
        return RuleError("cambio.refuse.no_such_source")

    def _missing(self, owner: Any, slot: Any) -> RuleError | None:
        """Why (owner, slot) holds no card to act on, or None."""
        if not 0 <= owner < self.players or not 0 <= slot < len(self.layouts[owner]):
            return RuleError("cambio.refuse.no_such_slot")
        return RuleError("cambio.refuse.empty_slot") if self.layouts[owner][slot] is None else None

    def candidates(self, seat: int) -> list[Any]:
        """Every action `seat` could try now, legal or not: a superset of the legal ones,
        each kind only in the phase it needs (a 6-seat table has 576 swaps, asked about only
        while a swap is pending: `legal_actions` is asked at every step of a table)."""
        cards = [(owner, slot) for owner in range(self.players) for slot in self._filled(owner)]
        own = self._filled(seat) if 0 <= seat < self.players else []
        found: list[Any] = [Look(seat, slot) for slot in LOOKABLE] if self.phase == "look" else []
        found += [Draw(seat, "discard"), Draw(seat, "deck"), Call(seat), Skip(seat)]
        if self.phase == "drawn":
            found += [Discard(seat)] + [Replace(seat, slot) for slot in own]
        if self.give is not None:
            found += [GiveBack(seat, slot) for slot in own]
        if self.phase == "action":
            found += [Peek(seat, owner, slot) for owner, slot in cards]
        if self.window_open:
            found += [Burn(seat, owner, slot) for owner, slot in cards]
        if self.phase == "action" and self.pending in SWAP_POWERS:
            found += [Swap(seat, a, sa, b, sb) for a, sa in cards for b, sb in cards]
        return found

    def _filled(self, seat: int) -> list[int]:
        return [slot for slot, card in enumerate(self.layouts[seat]) if card is not None]

    # ------------------------------------------------ doing
    def _do_look(self, action: Look) -> list[Any]:
        seat = action.seat
        card = self.layouts[seat][action.slot]
        self.looks_left[seat] -= 1
        self.looked.add((seat, action.slot))
        self.shown.append((seat, seat, action.slot, card, self.now + self.settings.reveal_seconds))
        events = [Looked(seat, action.slot, card, audience=(seat,)),
                  Looked(seat, action.slot, "", audience=self._others(seat))]
        if not any(self.looks_left):
            events += self._flip_first()
        return events

    def _finish_looks(self) -> list[Any]:
        events: list[Any] = []
        for seat in range(self.players):
            for slot in [slot for slot in LOOKABLE if (seat, slot) not in self.looked][:self.looks_left[seat]]:
                events += self._do_look(Look(seat, slot))
        return events if self.phase != "look" else events + self._flip_first()

    def _flip_first(self) -> list[Any]:
        self.look_until = NO_TIME
        self.deadline = NO_TIME
        self.phase = "turn"
        self.turn = (self.dealer + 1) % self.players
        card, events = self._take_from_deck()
        if card is not None:
            self.discard.append(card)
            self._open_window()
            events.append(Flipped(card))
        return events + [TurnPassed(self.turn)]

    def _do_draw(self, action: Draw) -> list[Any]:
        seat = action.seat
        self._close_window()
        events: list[Any] = []
        if action.source == "discard":
            self.held = self.discard.pop()
            events.append(Drew(seat, "discard", self.held))
        else:
            self.held, events = self._take_from_deck()
            events += [Drew(seat, "deck", self.held, audience=(seat,)),
                       Drew(seat, "deck", "", audience=self._others(seat))]
        self.held_source = action.source
        self.phase = "drawn"
        return events

    def _do_call(self, action: Call) -> list[Any]:
        self._close_window()
        self.caller = action.seat
        return [Called(action.seat)] + self._end_turn()

    def _do_replace(self, action: Replace) -> list[Any]:
        seat = action.seat
        old = self.layouts[seat][action.slot]
        self._set(seat, action.slot, self.held)
        self.held, self.held_source = None, ""
        self.discard.append(old)
        self._open_window()
        return [Replaced(seat, action.slot, old)] + self._end_turn()

    def _do_discard(self, action: Discard) -> list[Any]:
        card = self.held
        self.held, self.held_source = None, ""
        self.discard.append(card)
        self._open_window()
        power = POWER[card]
        events: list[Any] = [Discarded(action.seat, card, power)]
        if not power:
            return events + self._end_turn()
        self.pending = power
        self.phase = "action"
        return events

    def _do_peek(self, action: Peek) -> list[Any]:
        seat = action.seat
        card = self.layouts[action.owner][action.slot]
        self.shown.append((seat, action.owner, action.slot, card, self.now + self.settings.reveal_seconds))
        events = [Peeked(seat, action.owner, action.slot, card, audience=(seat,)),
                  Peeked(seat, action.owner, action.slot, "", audience=self._others(seat))]
        if self.pending == "peek_swap":
            self.pending = "fassler_swap"
            return events
        return events + self._end_turn()

    def _do_swap(self, action: Swap) -> list[Any]:
        card_a = self.layouts[action.owner_a][action.slot_a]
        card_b = self.layouts[action.owner_b][action.slot_b]
        self._set(action.owner_a, action.slot_a, card_b)
        self._set(action.owner_b, action.slot_b, card_a)
        return [Swapped(action.seat, action.owner_a, action.slot_a, action.owner_b, action.slot_b)] \
            + self._end_turn()

    def _do_skip(self, action: Skip) -> list[Any]:
        return [Skipped(action.seat)] + self._end_turn()

    def _do_burn(self, action: Burn) -> list[Any]:
        seat, owner, slot = action.seat, action.owner, action.slot
        card = self.layouts[owner][slot]
        if RANK[card] == RANK[self.discard[-1]]:
            self.window_used = True
            self._set(owner, slot, None)
            self.discard.append(card)
            if owner != seat and seat != self.caller and any(c is not None for c in self.layouts[seat]):
                self.give = (seat, owner, slot)
                self.give_until = self.now + self.settings.give_back_seconds
                if self.phase == "closing":
                    self.deadline = max(self.deadline, self.give_until)
            return [Burned(seat, owner, slot, card)]
        self.shown.append((None, owner, slot, card, self.now + self.settings.reveal_seconds))
        events: list[Any] = [BurnFailed(seat, owner, slot, card)]
        return events + self._penalty(seat)

    def _do_giveback(self, action: GiveBack) -> list[Any]:
        burner, victim, victim_slot = self.give
        self.give = None
        card = self.layouts[burner][action.slot]
        self._set(burner, action.slot, None)
        self._set(victim, victim_slot, card)
        return [GaveBack(burner, action.slot, victim, victim_slot)]

    # ------------------------------------------------ helpers
    def _others(self, seat: int) -> tuple[int, ...]:
        return tuple(other for other in range(self.players) if other != seat)

    def _set(self, owner: int, slot: int, card: str | None) -> None:
        """Change a slot; whatever was shown there is no longer what lies there."""
        self.layouts[owner][slot] = card
        if self.shown:
            self.shown = [entry for entry in self.shown if entry[1] != owner or entry[2] != slot]

    def _open_window(self) -> None:
        self.window_open = True
        self.window_used = False
        self.window_min = self.now + self.settings.burn_window

    def _close_window(self) -> None:
        self.window_open = False
        self.give = None

    def _penalty(self, seat: int) -> list[Any]:
        """A face-down, unseen card into a new slot (none when no card is left to draw)."""
        card, events = self._take_from_deck()
        if card is None:
            return events
        self.layouts[seat].append(card)
        return events + [PenaltyCard(seat, len(self.layouts[seat]) - 1)]

    def _take_from_deck(self) -> tuple[str | None, list[Any]]:
        events: list[Any] = []
        if not self.deck:
            if len(self.discard) < 2:
                return None, events
            events = self._reshuffle()
        return self.deck.pop(), events

    def _reshuffle(self) -> list[Any]:
        """Empty deck: the discard pile but its top card is shuffled into a new deck."""
        top = self.discard.pop()
        self.deck = self.discard
        self.rng.shuffle(self.deck)
        self.discard = [top]
        return [Reshuffled(len(self.deck))]

    def _end_turn(self) -> list[Any]:
        self.pending = ""
        self.turn = (self.turn + 1) % self.players
        if self.turn == self.caller:
            self.phase = "closing"
            self.deadline = max(self.turn_allowed_at(), self.now)
            return []
        self.phase = "turn"
        return [TurnPassed(self.turn)]

    def _score(self) -> list[Any]:
        self._close_window()
        sums = tuple(sum(POINTS[c] for c in layout if c is not None) for layout in self.layouts)
        caller = self.caller
        won = caller is not None and all(sums[caller] < s for seat, s in enumerate(sums) if seat != caller)
        for seat, value in enumerate(sums):
            self.totals[seat] += value
        self.last_sums, self.last_caller_won = sums, (won if caller is not None else None)
        self.round_sums.append(sums)
        self.bonus_seat = caller if won else None
        self.penalty_seat = caller if caller is not None and not won else None
        cards = tuple(tuple(c or "" for c in layout) for layout in self.layouts)
        events: list[Any] = [RoundScored(cards, sums, tuple(self.totals), caller, won)]
        self.phase = "scored"
        if max(self.totals) >= self.settings.target:
            low = min(self.totals)
            self.winners = tuple(seat for seat, total in enumerate(self.totals) if total == low)
            self.phase = "over"
            return events + [GameOver(tuple(self.totals), self.winners)]
        self.deadline = self.now + self.settings.round_pause
        return events

    def _next_round(self) -> list[Any]:
        self.round_no += 1
        self.dealer = (self.dealer + 1) % self.players
        order = list(CARDS)
        self.rng.shuffle(order)
        return self.start_round(order)

    # ------------------------------------------------ observing
    def observe(self, seat: int) -> View:
        now = self.now
        if self.phase in ("scored", "over"):
            shown = tuple((owner, slot, card) for owner, layout in enumerate(self.layouts)
                          for slot, card in enumerate(layout) if card is not None)
        else:
            shown = tuple((owner, slot, card) for viewer, owner, slot, card, until in self.shown
                          if (viewer is None or viewer == seat) and until > now)
        holding = self.held is not None
        visible = holding and (self.held_source == "discard" or seat == self.turn)
        give = self.give if self.give is not None and now <= self.give_until else None
        return View(
            seat=seat, players=self.players, now=now, round_no=self.round_no, phase=self.phase,
            turn=self.turn, dealer=self.dealer,
            layouts=tuple(tuple(card is not None for card in layout) for layout in self.layouts),
            shown=shown, holding=holding, held=self.held if visible else "",
            held_source=self.held_source, pending=self.pending,
            discard_top=self.discard[-1] if self.discard else "", discard_size=len(self.discard),
            deck_size=len(self.deck), window_open=self.window_open,
            window_used=self.window_used, turn_allowed_at=self.turn_allowed_at(),
            give_back=give, give_back_until=self.give_until if give else 0.0,
            caller=self.caller, looks_left=tuple(self.looks_left), look_until=self.look_until,
            totals=tuple(self.totals), last_sums=self.last_sums,
            last_caller_won=self.last_caller_won,
            next_round_at=self.deadline if self.phase == "scored" else NO_TIME,
            target=self.settings.target)

    def public_view(self) -> View:
        """What a spectator sees: the view of no seat (`seat` -1), so only the cards shown
        to everyone (a taken discard, a wrong burn, the final reveal) are in `shown` and `held`."""
        return self.observe(-1)

    def views_change_at(self) -> float:
        """A card shown for a while (a peek, a wrong burn) leaves the views when its time ends,
        which they do not name; nothing else in them changes with the clock alone."""
        return min((until for *_, until in self.shown if until > self.now), default=math.inf)

    def all_cards(self) -> list[str]:
        """Every card of the game wherever it lies (deck, discard, layouts, hand)."""
        cards = self.deck + self.discard + [c for layout in self.layouts for c in layout if c is not None]
        return cards + ([self.held] if self.held is not None else [])


State = CambioState


def from_deck(players: int, order: Iterable[str], options: dict | None = None, seed: int = 0,
              timed_look: bool = True, *, data: Data) -> CambioState:
    """A game with `data` whose first round is dealt from `order` (top card first; see
    `start_round`). Later rounds are shuffled by the seeded rng. `timed_look` False: a table
    with people."""
    order = list(order)
    if sorted(order) != sorted(CARDS):
        raise ValueError("the order must hold each of the 62 cards once")
    state = CambioState(players, table_settings(data, options), GameRng(seed), timed_look)
    state.start_round(order)
    return state


def new_game(config: TableConfig, seed: int, data: Data) -> CambioState:
    """`data`: the title's loaded data (`check_data`)."""
    rng = GameRng(seed)
    order = list(CARDS)
    rng.shuffle(order)
    timed = all(seat.is_bot for seat in config.seats)
    state = CambioState(config.players, table_settings(data, config.options), rng, timed_look=timed)
    state.start_round(order)
    return state

