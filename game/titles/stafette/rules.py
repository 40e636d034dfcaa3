"""Älpler Stafette: a race of milk kettles down an alpine path (3 to 6 players).

Pure rules (docs/rules/stafette.md tells them in plain words). A turn runs in phases:

    roll    the mover picks the white or the black die (`Roll`)
    swap    black die only: the kettle is moving; every other player may shout `Swap`;
            the first shout swaps whole hands with the mover (timed: windows.swap)
    jostle  the kettle landed on a field with other kettles (not the start): the mover and
            the occupants may shout `Jostle` (timed: windows.jostle)
    pick    several occupants shouted: the mover picks one (`Pick`, timed: windows.pick;
            when time runs out the first of them to shout is taken)
    over    the game has ended

then the landing field's event. Seats sit clockwise in seat order: play passes from seat s
to s + 1, which is the player to s's left; the player to s's right is s - 1.

Cards are plain ints (the milk values). A hand is held face down and shuffled, so any
card taken from it unseen (ibex, jostle) is a uniform draw from the game's rng.
"""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Any, Mapping

from game.core import more_time
from game.core.actions import Codec
from game.core.errors import DataError, RuleError
from game.core.rng import GameRng
from game.core.seats import TableConfig
from game.core.state import Action, Event, Facts, Outcome, SeatView, State
from game.data import load_checked
from game.schema import Flag, Items, Number, Table, Text, Whole

RULES_FILE = "stafette/rules.toml"
BOARD_FILE = "stafette/board.toml"
EVENTS = ("start", "plain", "cable_car", "dog", "cow", "ibex", "bull", "cheese")
SCREEN = (1280, 720)
MIN_PLAYERS, MAX_PLAYERS = 3, 6
RECENT = 12  # public events kept in the observation


# ----------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class Roll(Action):
    """The mover throws `die` ("white" or "black")."""
    seat: int
    die: str


@dataclass(frozen=True)
class Swap(Action):
    """Shout "Tausch!" while a black-die kettle is moving."""
    seat: int


@dataclass(frozen=True)
class Jostle(Action):
    """Shout "Rempeln!": the mover names the occupant `target`; an occupant names the mover."""
    seat: int
    target: int


@dataclass(frozen=True)
class Pick(Action):
    """The mover picks which shouting occupant to jostle."""
    seat: int
    target: int


# ----------------------------------------------------------------------------- events

@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    turn: int


@dataclass(frozen=True)
class Rolled(Event):
    """`face` is the index into the die's face list; `target` is where the kettle will land."""
    seat: int
    die: str
    face: int
    value: int
    start: int
    target: int
    deadline: float | None


@dataclass(frozen=True)
class Swapped(Event):
    mover: int
    shouter: int


@dataclass(frozen=True)
class KettleMoved(Event):
    """`how`: "die", "dog", "cable_car", "home" (after the Käserei) or "restart"."""
    seat: int
    start: int
    end: int
    how: str


@dataclass(frozen=True)
class JostleOpened(Event):
    field: int
    mover: int
    occupants: tuple[int, ...]
    deadline: float


@dataclass(frozen=True)
class JostleShouted(Event):
    seat: int
    target: int


@dataclass(frozen=True)
class PickOpened(Event):
    mover: int
    candidates: tuple[int, ...]
    deadline: float


@dataclass(frozen=True)
class Jostled(Event):
    mover: int
    other: int


@dataclass(frozen=True)
class CardsTraded(Event):
    """Private to `seat`: in a jostle it drew `got` from `other`, who drew `gave` from it."""
    seat: int
    other: int
    got: int
    gave: int


@dataclass(frozen=True)
class IbexPulled(Event):
    """`puller` (right of `seat`) put one of seat's cards under the pile."""
    seat: int
    puller: int


@dataclass(frozen=True)
class CardLost(Event):
    """Private to `seat`: the card the ibex took."""
    seat: int
    card: int


@dataclass(frozen=True)
class BullPassed(Event):
    """Every hand went to the player on its left (seat s to s + 1)."""
    seat: int


@dataclass(frozen=True)
class Drew(Event):
    """`why`: "cheese", "cow", "restart". `count` may fall short of `wanted` on a thin pile."""
    seat: int
    count: int
    wanted: int
    why: str


@dataclass(frozen=True)
class CardsDrawn(Event):
    """Private to `seat`: the cards it drew."""
    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class Deposited(Event):
    seat: int
    count: int


@dataclass(frozen=True)
class WindowClosed(Event):
    """`kind`: "swap", "jostle" or "pick"."""
    kind: str


@dataclass(frozen=True)
class GameOver(Event):
    """`seat` reached `field` (20 or 9) and found the pile empty."""
    seat: int
    field: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]


ACTIONS = (Roll, Swap, Jostle, Pick)
EVENT_CLASSES = (TurnStarted, Rolled, Swapped, KettleMoved, JostleOpened, JostleShouted, PickOpened,
                 Jostled, CardsTraded, IbexPulled, CardLost, BullPassed, Drew, CardsDrawn, Deposited,
                 WindowClosed, GameOver)
CODEC = Codec(ACTIONS + EVENT_CLASSES)


# ----------------------------------------------------------------------------- data

@dataclass(frozen=True)
class Field:
    index: int
    event: str
    back: int
    draw: int
    x: int
    y: int


@dataclass(frozen=True)
class Settings:
    """Everything the two data files say, validated."""
    hand_size: int
    deck: tuple[int, ...]
    removed: dict[int, int]
    dice: dict[str, tuple[int, ...]]
    swap_dice: frozenset[str]
    swap_window: float
    jostle_window: float
    pick_window: float
    board: tuple[Field, ...]

    @property
    def goal(self) -> int:
        return len(self.board) - 1


DIE = Table({"faces": Items(Whole(1, 20), 1, 20), "swap": Flag()})
# levels/stafette/rules.toml. Windows have floors a person can use; tests/test_data_bounds.py
# plays games with every number at its bounds. Cross-entry rules (enough cards to deal every
# hand, no zero cards) are checked in _check_rules.
RULES_SCHEMA = Table({
    "hand_size": Whole(1, 10),
    "card": Items(Table({"values": Items(Whole(-20, 20), 1, 20), "copies": Whole(1, 50)}), 1, 20),
    "removed": Table({str(players): Whole(0, 500) for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)}),
    "dice": Table({"white": DIE, "black": DIE}),
    "windows": Table({"swap": Number(0.5, 10), "jostle": Number(0.5, 10), "pick": Number(1, 30)}),
})
# levels/stafette/board.toml: the fields in order; `back` only on a dog, `draw` only on a cow.
BOARD_SCHEMA = Table({"field": Items(Table(
    {"index": Whole(0, 99), "event": Text(EVENTS), "x": Whole(0, SCREEN[0]), "y": Whole(0, SCREEN[1])},
    optional={"back": Whole(1, 99), "draw": Whole(1, 10)}), 3, 100)})
DATA_FILES = {RULES_FILE: RULES_SCHEMA, BOARD_FILE: BOARD_SCHEMA}


def check_data(root: Any = None) -> Settings:
    """Load and validate levels/stafette/rules.toml and levels/stafette/board.toml: the title's
    data, what its rules, bots and table are given."""
    return Settings(**_check_rules(load_checked(RULES_FILE, RULES_SCHEMA, root)),
                    board=_check_board(load_checked(BOARD_FILE, BOARD_SCHEMA, root)))


def _check_rules(data: dict) -> dict:
    path = RULES_FILE
    deck = [value for entry in data["card"] for value in entry["values"] for _ in range(entry["copies"])]
    for number, entry in enumerate(data["card"]):
        if 0 in entry["values"]:
            raise DataError(path, f"card[{number}].values", "whole numbers other than 0")
    hand_size = data["hand_size"]
    removed = {int(players): count for players, count in data["removed"].items()}
    for players, count in removed.items():
        if len(deck) - count < players * hand_size:
            raise DataError(path, f"removed.{players}", "few enough removed cards to deal every hand")
    dice = {name: tuple(die["faces"]) for name, die in data["dice"].items()}
    windows = data["windows"]
    return dict(hand_size=hand_size, deck=tuple(deck), removed=removed, dice=dice,
                swap_dice=frozenset(name for name, die in data["dice"].items() if die["swap"]),
                swap_window=float(windows["swap"]), jostle_window=float(windows["jostle"]),
                pick_window=float(windows["pick"]))


def _check_board(data: dict) -> tuple[Field, ...]:
    path = BOARD_FILE
    board = []
    for number, entry in enumerate(data["field"]):
        where = f"field[{number}]"
        if entry["index"] != number:
            raise DataError(path, f"{where}.index", f"{number} (fields in order from 0)")
        event = entry["event"]
        for key, owner in (("back", "dog"), ("draw", "cow")):
            if (key in entry) != (event == owner):
                raise DataError(path, f"{where}.{key}", f"a value on a {owner} field and nowhere else")
        back = entry.get("back", 0)
        if back >= max(number, 1):
            raise DataError(path, f"{where}.back", f"a number from 1 to {number - 1}, got {back}")
        board.append(Field(number, event, back, entry.get("draw", 0), entry["x"], entry["y"]))
    for spot in board:
        where = f"field[{spot.index}].event"
        if (spot.index == 0) != (spot.event == "start"):
            raise DataError(path, where, "\"start\" on field 0 and nowhere else")
        if (spot.index == len(board) - 1) != (spot.event == "cheese"):
            raise DataError(path, where, "\"cheese\" on the last field and nowhere else")
        if spot.event == "dog" and board[spot.index - spot.back].event in ("dog", "cable_car"):
            raise DataError(path, f"field[{spot.index}].back", "a dog that sends a kettle to a field without a move")
    return tuple(board)


# ----------------------------------------------------------------------------- observation

@dataclass(frozen=True)
class RollInfo:
    die: str
    face: int
    value: int
    start: int
    target: int


@dataclass(frozen=True)
class Observation(SeatView):
    """All one seat may see. Deposits lie face down: others' are counts, one's own are known.

    phase: "roll", "swap", "jostle", "pick" or "over"; `deadline` closes the current window.
    roll: this turn's throw (None before the throw). swapped_by: who won the swap shout.
    jostle_field / occupants: the occupied landing field and who may jostle there;
    jostle_shouted: who has shouted so far; candidates: whom the mover may pick.
    recent: the last public events, oldest first. scores: final scores once over.
    """
    seat: int
    players: int
    now: float
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    positions: tuple[int, ...]
    deposited_counts: tuple[int, ...]
    my_deposit: tuple[int, ...]
    pile_size: int
    removed_count: int
    turn: int
    turn_number: int
    phase: str
    deadline: float | None
    roll: RollInfo | None
    swapped_by: int | None
    jostle_field: int | None
    occupants: tuple[int, ...]
    jostle_shouted: tuple[int, ...]
    candidates: tuple[int, ...]
    recent: tuple[Any, ...]
    goal: int
    fields: tuple[str, ...]
    dice: tuple[tuple[str, tuple[int, ...]], ...]
    scores: tuple[int, ...] | None

    def facts(self) -> Facts:
        return Facts(self.now, self.phase, self.turn, (("deadline", self.deadline),))


# ----------------------------------------------------------------------------- state

def timed(data: Settings, options: Mapping[str, Any]) -> Settings:
    """`data` with its shout and pick windows stretched by the table's "more time"
    (game/core/more_time.py). "off" is refused: nobody has to shout, so an endless swap or
    jostle window would stop the game; the first shout still wins."""
    stretch = more_time.factor(options, off=False)
    return dataclasses.replace(data, swap_window=data.swap_window * stretch,
                               jostle_window=data.jostle_window * stretch, pick_window=data.pick_window * stretch)


def new_game(config: TableConfig, seed: int, data: Settings) -> "StafetteState":
    """`data`: the title's loaded data (`check_data`); options: "more_time"."""
    players = config.players
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Älpler Stafette seats 3 to 6 players, not {players}")
    rng = GameRng(seed)
    data = timed(data, config.options)
    deck = list(data.deck)
    rng.shuffle(deck)
    return StafetteState.from_deck(players, deck, rng=rng, data=data)


class StafetteState(State):
    """The whole table. Build with `new_game`, `from_deck` (a deck order) or `setup`."""

    actions = ACTIONS
    unknown = "stafette.refuse.unknown_action"
    wrong_type = {"seat": "stafette.refuse.no_seat", "die": "stafette.refuse.unknown_die",
                  "target": "stafette.refuse.jostle_target"}

    def __init__(self, players: int, hands: list[list[int]], pile: list[int], removed: list[int],
                 rng: GameRng, data: Settings, rolls: tuple[int, ...] = (),
                 positions: list[int] | None = None, deposits: list[list[int]] | None = None,
                 turn: int = 0) -> None:
        self.players = players
        self.now = 0.0
        self.data = data
        self.rng = rng
        self.hands = [list(hand) for hand in hands]
        self.pile = list(pile)  # index 0 is the top
        self.removed = list(removed)
        self.rolls = list(rolls)  # face indices to use before the rng (tests)
        self.positions = list(positions) if positions else [0] * players
        self.deposits = [list(d) for d in deposits] if deposits else [[] for _ in range(players)]
        self.turn = turn
        self.turn_number = 1
        self.phase = "roll"
        self.deadline: float | None = None
        self.roll: RollInfo | None = None
        self.swapped_by: int | None = None
        self.jostle_field: int | None = None
        self.occupants: tuple[int, ...] = ()
        self.shouted: list[int] = []
        self.pickable: tuple[int, ...] = ()
        self.had_cards: tuple[bool, ...] = tuple(bool(h) for h in self.hands)
        self.recent: list[Any] = []
        self.ended: GameOver | None = None

    # -- construction ---------------------------------------------------------------

    @classmethod
    def from_deck(cls, players: int, deck: list[int], rolls: tuple[int, ...] = (), seed: int = 0,
                  rng: GameRng | None = None, *, data: Settings) -> "StafetteState":
        """Deal from `deck` in order: the removed cards first, then each seat's hand in seat
        order, the rest is the pile (top first). `rolls` are face indices used before the rng."""
        cut = data.removed[players]
        size = data.hand_size
        hands = [deck[cut + seat * size: cut + (seat + 1) * size] for seat in range(players)]
        pile = deck[cut + players * size:]
        return cls(players, hands, pile, deck[:cut], rng or GameRng(seed), data, rolls)

    @classmethod
    def setup(cls, hands: list[list[int]], pile: list[int], rolls: tuple[int, ...] = (),
              positions: list[int] | None = None, deposits: list[list[int]] | None = None,
              removed: list[int] | None = None, turn: int = 0, seed: int = 0, *, data: Settings) -> "StafetteState":
        """Any table at the start of `turn`'s throw, with `data` (`check_data`; tests, prepared positions)."""
        return cls(len(hands), hands, pile, removed or [], GameRng(seed), data, rolls,
                   positions, deposits, turn)

    # -- queries ----------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.ended is not None

    def scores(self) -> tuple[int, ...]:
        return tuple(sum(d) for d in self.deposits)

    def outcome(self) -> Outcome:
        scores = self.scores()
        best = max(scores)
        winners = tuple(seat for seat, score in enumerate(scores) if score == best)
        reason = "stafette.end.cow" if self.ended and self.ended.field != self.data.goal else "stafette.end.cheese"
        sheet = tuple((("stafette.sheet.banked", " ".join(f"{card:+d}" for card in deposit) or "—"),)
                      for deposit in self.deposits)
        return Outcome(tuple(float(s) for s in scores), winners, reason, sheet=sheet)

    def next_deadline(self) -> float | None:
        return self.deadline

    def observe(self, seat: int) -> Observation:
        """All `seat` may see; seat -1 is a spectator (`public_view`): no hand, no own deposit."""
        data = self.data
        own = 0 <= seat < self.players
        return Observation(
            seat=seat, players=self.players, now=self.now, hand=tuple(self.hands[seat]) if own else (),
            hand_sizes=tuple(len(h) for h in self.hands), positions=tuple(self.positions),
            deposited_counts=tuple(len(d) for d in self.deposits),
            my_deposit=tuple(self.deposits[seat]) if own else (),
            pile_size=len(self.pile), removed_count=len(self.removed), turn=self.turn,
            turn_number=self.turn_number, phase=self.phase, deadline=self.deadline, roll=self.roll,
            swapped_by=self.swapped_by, jostle_field=self.jostle_field, occupants=self.occupants,
            jostle_shouted=tuple(self.shouted), candidates=self.pickable, recent=tuple(self.recent),
            goal=data.goal, fields=tuple(f.event for f in data.board),
            dice=tuple(data.dice.items()), scores=self.scores() if self.ended else None)

    def public_view(self) -> Observation:
        """What a spectator sees: every count and position, nobody's cards."""
        return self.observe(-1)

    def views_change_at(self) -> float:
        """Never with the clock alone: the views change by actions and timers."""
        return math.inf

    def candidates(self, seat: int) -> list[Any]:
        """Every action `seat` could try now, legal or not."""
        return [Roll(seat, "white"), Roll(seat, "black"), Swap(seat),
                *(Jostle(seat, other) for other in range(self.players)),
                *(Pick(seat, other) for other in range(self.players))]

    # -- moves ------------------------------------------------------------------------

    def advance(self, now: float) -> list[Any]:
        events: list[Any] = []
        while self.deadline is not None and self.deadline <= now and not self.ended:
            self.now = self.deadline  # what follows a window starts when it closed
            kind = self.phase
            self.deadline = None
            events.append(WindowClosed(kind))
            if kind == "swap":
                self._land(self.roll.target, "die", events)
            elif kind == "jostle":
                self._close_jostle(events)
            else:
                self._trade(self.turn, self.shouted[0], events)
                self._after_jostle(events)
        self.now = max(self.now, now)
        return self._publish(events)

    def refuse(self, action: Any) -> RuleError | None:
        """Why `action` is refused now (the RuleError `apply` raises), or None when it is legal:
        the one statement of legality, which `legal_actions` and the table's keys ask."""
        seat = action.seat
        if self.ended:
            return RuleError("stafette.refuse.game_over")
        if not 0 <= seat < self.players:
            return RuleError("stafette.refuse.no_seat")
        mover = self.turn
        if isinstance(action, Roll):
            if seat != mover:
                return RuleError("stafette.refuse.not_your_turn")
            if self.phase != "roll":
                return RuleError("stafette.refuse.already_rolled")
            if action.die not in self.data.dice:
                return RuleError("stafette.refuse.unknown_die")
            return None
        if isinstance(action, Swap):
            if self.phase != "swap":
                return RuleError("stafette.refuse.swap_closed")
            if seat == mover:
                return RuleError("stafette.refuse.swap_own")
            if self.swapped_by is not None:
                mine = self.swapped_by == seat
                return RuleError("stafette.refuse.already_shouted" if mine else "stafette.refuse.swap_taken")
            return None
        if isinstance(action, Jostle):
            if self.phase != "jostle":
                return RuleError("stafette.refuse.jostle_late") if self.phase == "pick" else RuleError("stafette.refuse.jostle_closed")
            if seat != mover and seat not in self.occupants:
                return RuleError("stafette.refuse.not_on_field")
            if seat == mover:
                return None if action.target in self.occupants else RuleError("stafette.refuse.jostle_target")
            if action.target != mover:
                return RuleError("stafette.refuse.jostle_target")
            return RuleError("stafette.refuse.already_shouted") if seat in self.shouted else None
        if self.phase != "pick":
            return RuleError("stafette.refuse.pick_closed")
        if seat != mover:
            return RuleError("stafette.refuse.not_mover")
        return None if action.target in self.pickable else RuleError("stafette.refuse.not_candidate")

    # -- the turn ---------------------------------------------------------------------

    def _do_roll(self, action: Roll) -> list[Any]:
        events: list[Any] = []
        die = action.die
        faces = self.data.dice[die]
        face = self.rolls.pop(0) if self.rolls else self.rng.randint(0, len(faces) - 1)
        value = faces[face]
        start = self.positions[self.turn]
        target = min(start + value, self.data.goal)
        self.roll = RollInfo(die, face, value, start, target)
        if die in self.data.swap_dice:
            self.phase = "swap"
            self.deadline = self.now + self.data.swap_window
            events.append(Rolled(self.turn, die, face, value, start, target, self.deadline))
        else:
            events.append(Rolled(self.turn, die, face, value, start, target, None))
            self._land(target, "die", events)
        return self._publish(events)

    def _do_swap(self, action: Swap) -> list[Any]:
        mover, shouter = self.turn, action.seat
        self.swapped_by = shouter
        self.hands[mover], self.hands[shouter] = self.hands[shouter], self.hands[mover]
        return self._publish([Swapped(mover, shouter)])

    def _move(self, seat: int, end: int, how: str, events: list[Any]) -> None:
        events.append(KettleMoved(seat, self.positions[seat], end, how))
        self.positions[seat] = end

    def _land(self, spot: int, how: str, events: list[Any]) -> None:
        """The mover's kettle comes to rest on `spot`: jostle first, then the field's event."""
        mover = self.turn
        self._move(mover, spot, how, events)
        occupants = tuple(seat for seat in range(self.players)
                          if seat != mover and self.positions[seat] == spot and self.hands[seat])
        if spot != 0 and self.hands[mover] and occupants:
            self.phase = "jostle"
            self.jostle_field = spot
            self.occupants = occupants
            self.shouted = []
            self.deadline = self.now + self.data.jostle_window
            events.append(JostleOpened(spot, mover, occupants, self.deadline))
            return
        self._field_event(events)

    def _do_jostle(self, action: Jostle) -> list[Any]:
        mover, seat, target = self.turn, action.seat, action.target
        events: list[Any] = [JostleShouted(seat, target)]
        if seat == mover or len(self.occupants) == 1:
            self.deadline = None
            events.append(WindowClosed("jostle"))
            self._trade(mover, seat if seat != mover else target, events)
            self._after_jostle(events)
        else:
            self.shouted.append(seat)
        return self._publish(events)

    def _close_jostle(self, events: list[Any]) -> None:
        if len(self.shouted) > 1:
            self.phase = "pick"
            self.pickable = tuple(self.shouted)
            self.deadline = self.now + self.data.pick_window
            events.append(PickOpened(self.turn, self.pickable, self.deadline))
            return
        if self.shouted:
            self._trade(self.turn, self.shouted[0], events)
        self._after_jostle(events)

    def _do_pick(self, action: Pick) -> list[Any]:
        self.deadline = None
        events: list[Any] = [WindowClosed("pick")]
        self._trade(self.turn, action.target, events)
        self._after_jostle(events)
        return self._publish(events)

    def _trade(self, mover: int, other: int, events: list[Any]) -> None:
        """Each of the two draws one unseen card from the other's original hand."""
        mine, theirs = self.hands[mover], self.hands[other]
        i = self.rng.randint(0, len(mine) - 1)
        j = self.rng.randint(0, len(theirs) - 1)
        mine[i], theirs[j] = theirs[j], mine[i]
        events.append(Jostled(mover, other))
        events.append(CardsTraded(mover, other, mine[i], theirs[j], audience=(mover,)))
        events.append(CardsTraded(other, mover, theirs[j], mine[i], audience=(other,)))

    def _after_jostle(self, events: list[Any]) -> None:
        self.jostle_field = None
        self.occupants = ()
        self.shouted = []
        self.pickable = ()
        self._field_event(events)

    def _field_event(self, events: list[Any]) -> None:
        mover = self.turn
        spot = self.data.board[self.positions[mover]]
        if spot.event == "cable_car":
            self._move(mover, self.data.goal, "cable_car", events)
            self._cheese(events)
        elif spot.event == "cheese":
            self._cheese(events)
        elif spot.event == "dog":
            self._land(spot.index - spot.back, "dog", events)
            return
        elif spot.event == "cow":
            if not self.pile:
                self._end(spot.index, events)
                return
            self._draw(mover, spot.draw, "cow", events)
        elif spot.event == "ibex":
            self._ibex(events)
        elif spot.event == "bull":
            self.hands = [self.hands[(seat - 1) % self.players] for seat in range(self.players)]
            events.append(BullPassed(mover))
        if not self.ended:
            self._end_turn(events)

    def _cheese(self, events: list[Any]) -> None:
        mover = self.turn
        hand = self.hands[mover]
        self.deposits[mover].extend(hand)
        events.append(Deposited(mover, len(hand)))
        self.hands[mover] = []
        self._move(mover, 0, "home", events)
        if not self.pile:
            self._end(self.data.goal, events)
            return
        self._draw(mover, self.data.hand_size, "cheese", events)

    def _ibex(self, events: list[Any]) -> None:
        mover = self.turn
        hand = self.hands[mover]
        if not hand:
            return
        card = hand.pop(self.rng.randint(0, len(hand) - 1))
        self.pile.append(card)  # under the pile
        events.append(IbexPulled(mover, (mover - 1) % self.players))
        events.append(CardLost(mover, card, audience=(mover,)))

    def _draw(self, seat: int, wanted: int, why: str, events: list[Any]) -> None:
        cards = self.pile[:wanted]
        del self.pile[:wanted]
        self.hands[seat].extend(cards)
        events.append(Drew(seat, len(cards), wanted, why))
        events.append(CardsDrawn(seat, tuple(cards), audience=(seat,)))

    def _end_turn(self, events: list[Any]) -> None:
        """Restart whoever lost their last card this turn, then pass the turn to the left."""
        for step in range(self.players):
            seat = (self.turn + step) % self.players
            if self.had_cards[seat] and not self.hands[seat]:
                if self.positions[seat] != 0:
                    self._move(seat, 0, "restart", events)
                self._draw(seat, self.data.hand_size, "restart", events)
        self.turn = (self.turn + 1) % self.players
        self.turn_number += 1
        self.phase = "roll"
        self.deadline = None
        self.roll = None
        self.swapped_by = None
        self.had_cards = tuple(bool(h) for h in self.hands)
        events.append(TurnStarted(self.turn, self.turn_number))

    def _end(self, spot: int, events: list[Any]) -> None:
        scores = self.scores()
        best = max(scores)
        self.ended = GameOver(self.turn, spot, scores, tuple(s for s, v in enumerate(scores) if v == best))
        self.phase = "over"
        self.deadline = None
        events.append(self.ended)

    def _publish(self, events: list[Any]) -> list[Any]:
        public = [event for event in events if event.audience is None]
        if public:
            self.recent = (self.recent + public)[-RECENT:]
        return events
