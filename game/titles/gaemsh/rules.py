"""Gämsh Alpin: everyone swaps cards with the centre at once, signals a partner with a
secret emote, and shouts Gämsh. Pure rules: no clock, no pygame (docs/rules/gaemsh.md).

The table centre is a row of positions holding a card or None. A Drop puts the card into
the first empty position (or a new one at the end); a Take empties its position. So a
position never changes its card while nobody touches it, and a Take of an empty position
is refused as "gone". Moves are judged at the rules' time (the match advances to a press's
time first): a press that comes after its card went takes what lies there now.
"""
from __future__ import annotations

import dataclasses
import math
from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping

from game.core import more_time
from game.core.actions import Codec
from game.core.driver import LEVELS, MODEL
from game.core.errors import RuleError
from game.core.rng import GameRng
from game.core.seats import TableConfig, teams_opposite
from game.core.state import Action, Event, Facts, Outcome, SeatView, State
from game.data import load_checked
from game.schema import Number, Table, Whole
from game.titles.gaemsh import EMOTES

DATA_FILE = "gaemsh/rules.toml"

MOTIFS = ("alphorn", "murmeltier", "gipfelkreuz", "bernhardiner", "edelweiss",
          "kuhglocke", "steinbock", "fondue", "enzian")
GAMEKEEPER, FARMER, SNACK, BULL = "foehn-gamekeeper", "foehn-farmer", "foehn-snack", "foehn-bull"
FOEHN = (GAMEKEEPER, FARMER, SNACK, BULL)
REAL_SIGNAL = "real"  # the signal of a team that plays with a signal of its own, off screen

HAND_SIZE = 4
CENTRE_SIZE = 4
POINTS = {"gaemsh": 1, "double": 2, "counter": 1}
OUTGAEMSH_POINTS = 3
GAMEKEEPER_POINTS = 1
SNACK_POINTS = 1

PHASES = ("signals", "play", "snack", "verdict", "reveal", "over")


def motif_cards(motif: str) -> tuple[str, ...]:
    return tuple(f"{motif}-day-{n}" for n in (1, 2, 3)) + (f"{motif}-night",)


def full_deck(foehn: bool) -> list[str]:
    """36 motif cards, plus the 4 Föhn cards when they are in play (40)."""
    cards = [card for motif in MOTIFS for card in motif_cards(motif)]
    return cards + list(FOEHN) if foehn else cards


_MOTIF_OF = {card: motif for motif in MOTIFS for card in motif_cards(motif)}


def motif_of(card: str) -> str | None:
    """The motif of a card, None for a Föhn card."""
    return _MOTIF_OF.get(card)


def is_night(card: str) -> bool:
    return card.endswith("-night")


def best_motif(hand: tuple[str | None, ...] | list[str | None]) -> tuple[str | None, int]:
    """The motif held most often in a hand and how many cards of it."""
    counts: dict[str, int] = {}
    for card in hand:
        motif = _MOTIF_OF.get(card)
        if motif is not None:
            counts[motif] = counts.get(motif, 0) + 1
    best, most = None, 0
    for motif in MOTIFS:
        if counts.get(motif, 0) > most:
            best, most = motif, counts[motif]
    return best, most


def has_quartet(hand: tuple[str | None, ...] | list[str | None], farmer: bool = False) -> bool:
    """Four cards of one motif; with the Smart Farmer slapped, three are enough."""
    return best_motif(hand)[1] >= (3 if farmer else 4)


@dataclass(frozen=True)
class Settings:
    target: int
    idle_refresh: float
    gamekeeper_window: float
    snack_window: float
    reveal_pause: float
    emote_memory: float


WINDOWS = ("idle_refresh", "gamekeeper_window", "snack_window")  # what a relaxed game stretches

# levels/gaemsh/rules.toml. Ranges keep the game playable: a centre replaced faster than
# people (or the slowest bots of levels/bots.toml) can swap stalls the game, so idle_refresh
# has a floor; tests/test_data_bounds.py plays games with every number at its bounds.
HABITS_SCHEMA = Table({
    "swap_pause": Number(0, 2), "fake_emote": Number(0, 1), "signal_window": Number(0.5, 30),
    "learn_min": Whole(1, 9), "counter_known": Whole(1, 9), "bluff_counter": Number(0, 1),
    "bull_slap": Number(0, 1), "keeper_care": Number(0, 1), "resignal": Number(0.5, 60),
    "fresh": Number(1, 30)})
DATA_SCHEMA = Table({
    "table": Table({"target": Whole(1, 99), "idle_refresh": Number(3, 60),
                    "gamekeeper_window": Number(0.5, 10), "snack_window": Number(0.5, 10),
                    "reveal_pause": Number(0.5, 30), "emote_memory": Number(1, 60)}),
    "bots": Table({level: HABITS_SCHEMA for level in (*LEVELS, MODEL)}),
})
DATA_FILES = {DATA_FILE: DATA_SCHEMA}


@dataclass(frozen=True)
class Habits:
    """The Gämsh-specific habits of one bot level (levels/gaemsh/rules.toml [bots.<level>])."""

    swap_pause: float
    fake_emote: float
    signal_window: float
    learn_min: int
    counter_known: int
    bluff_counter: float
    bull_slap: float
    keeper_care: float
    resignal: float
    fresh: float


@dataclass(frozen=True)
class Data:
    """Gämsh's data (levels/gaemsh/rules.toml), loaded and checked once (`check_data`) and given
    to its rules, bots and table: the table's numbers and each bot level's habits. Its fields
    are the file's tables, so a save's digest of it is the digest of what the file says."""

    table: Settings
    bots: Mapping[str, Habits]


def check_data() -> Data:
    """The title's data, loaded and checked once: what its rules, bots and table are given."""
    loaded = load_checked(DATA_FILE, DATA_SCHEMA)
    table = loaded["table"]
    settings = Settings(target=table["target"], **{name: float(table[name]) for name in (
        "idle_refresh", "gamekeeper_window", "snack_window", "reveal_pause", "emote_memory")})
    return Data(settings, {level: Habits(**habits) for level, habits in loaded["bots"].items()})


def table_settings(data: Data, options: Mapping[str, Any] | None = None) -> Settings:
    """The table's numbers of `data`, its waiting windows (the centre's idle time before new
    cards, the Gamekeeper's and the Snack's slap windows) stretched by the table's "more time"
    in `options` (game/core/more_time.py). "off" is refused: nobody has to swap or slap, so an
    endless window would stop the game. The reveal is a reading pause and keeps its length."""
    stretch = more_time.factor(options or {}, off=False)
    return dataclasses.replace(data.table, **{name: getattr(data.table, name) * stretch for name in WINDOWS})


# ---------------------------------------------------------------- actions
@dataclass(frozen=True)
class ChooseSignal(Action):
    """A team member picks the team's secret emote (phase "signals")."""
    seat: int
    emote: str


@dataclass(frozen=True)
class Emote(Action):
    """Any player, any time: an emote everyone sees (a signal or a fake)."""
    seat: int
    emote: str


@dataclass(frozen=True)
class Drop(Action):
    """First press of a swap: the hand card in `slot` goes face up into the centre."""
    seat: int
    slot: int


@dataclass(frozen=True)
class Take(Action):
    """Second press of a swap: take the centre card at `pos` into the empty hand slot."""
    seat: int
    pos: int


@dataclass(frozen=True)
class CallGaemsh(Action):
    """"Gämsh!": my partner holds a quartet. `farmer`: the Smart Farmer is slapped with it."""
    seat: int
    farmer: bool = False


@dataclass(frozen=True)
class CallDouble(Action):
    """"Double Gämsh!": my partner and I both hold a quartet."""
    seat: int
    farmer: bool = False


@dataclass(frozen=True)
class CallCounter(Action):
    """"Counter Gämsh!" pointing at `target`: someone of that team holds a quartet."""
    seat: int
    target: int


@dataclass(frozen=True)
class Outgaemsh(Action):
    """"Outgämshed!": the team of `target` signals with `emote` ("" for a spoken guess at a
    team that plays with a real-world signal)."""
    seat: int
    target: int
    emote: str


@dataclass(frozen=True)
class Verdict(Action):
    """A member of a real-world-signal team says whether an Outgämsh guess was right."""
    seat: int
    right: bool


@dataclass(frozen=True)
class Slap(Action):
    """Slap the centre card at `pos` (Gamekeeper, Raging Bull, or a card of the Hearty Snack)."""
    seat: int
    pos: int


# ---------------------------------------------------------------- events
@dataclass(frozen=True)
class Dealt(Event):
    """A new round: every hand and the centre were dealt from a fresh shuffle."""
    round: int
    table: tuple[str | None, ...]


@dataclass(frozen=True)
class HandDealt(Event):
    seat: int
    hand: tuple[str | None, ...]


@dataclass(frozen=True)
class PhaseChanged(Event):
    phase: str


@dataclass(frozen=True)
class SignalChosen(Event):
    """Seen only by the team: its secret emote."""
    seat: int
    team: int
    emote: str


@dataclass(frozen=True)
class TeamReady(Event):
    """Seen by all: a team has chosen its signal (not which)."""
    team: int


@dataclass(frozen=True)
class Emoted(Event):
    seat: int
    emote: str
    t: float


@dataclass(frozen=True)
class Dropped(Event):
    seat: int
    slot: int
    card: str
    pos: int
    offence: bool = False


@dataclass(frozen=True)
class Taken(Event):
    seat: int
    pos: int
    card: str
    slot: int
    offence: bool = False


@dataclass(frozen=True)
class TableReplaced(Event):
    """The centre was discarded and four new cards dealt; cause: idle, bull or snack."""
    cause: str
    table: tuple[str | None, ...]


@dataclass(frozen=True)
class Slapped(Event):
    """effect: caught (a Gamekeeper offence reverted), nothing, bull, snack (a claim)."""
    seat: int
    pos: int
    card: str
    effect: str


@dataclass(frozen=True)
class Reverted(Event):
    """A caught Gamekeeper offence: `card` went back where it came from."""
    seat: int
    card: str
    slot: int
    pos: int


@dataclass(frozen=True)
class SnackStarted(Event):
    until: float


@dataclass(frozen=True)
class Called(Event):
    """A Gämsh, Double Gämsh or Counter Gämsh: all hands are shown (`hands`, per seat)."""
    seat: int
    kind: str
    target: int
    farmer: bool
    right: bool
    hands: tuple[tuple[str | None, ...], ...]


@dataclass(frozen=True)
class OutgaemshAsked(Event):
    """A guess at a real-world signal: the accused team must confirm or deny it."""
    seat: int
    team: int


@dataclass(frozen=True)
class Outgaemshed(Event):
    seat: int
    team: int
    emote: str
    right: bool


@dataclass(frozen=True)
class Scored(Event):
    """Points per team gained by one rule (`reason`), and the scores after it."""
    gains: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str


@dataclass(frozen=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


ACTIONS = (ChooseSignal, Emote, Drop, Take, CallGaemsh, CallDouble, CallCounter, Outgaemsh,
           Verdict, Slap)
EVENTS = (Dealt, HandDealt, PhaseChanged, SignalChosen, TeamReady, Emoted, Dropped, Taken,
          TableReplaced, Slapped, Reverted, SnackStarted, Called, OutgaemshAsked, Outgaemshed,
          Scored, GameOver)
CODEC = Codec(ACTIONS + EVENTS)


# ---------------------------------------------------------------- what a seat sees
@dataclass(frozen=True)
class GaemshView(SeatView):
    """All that one seat may see; a table scene and the bots draw only from this and events.
    The public view (a spectator's) is one with seat and team -1, no hand and no signal.

    seat, team, teams        this seat, its team, and the team of every seat
    phase                    "signals" (teams choosing secret emotes), "play", "snack" (Hearty
                             Snack: slapping instead of swapping), "verdict" (a real-world
                             team must judge an Outgämsh guess), "reveal" (hands shown after a
                             round-ending call, a new deal follows at reveal_until), "over"
    now, round               game time; rounds counted from 1
    hand                     own hand as 4 slots; the slot of a dropped card is None mid-swap
    mid_swap                 True between Drop and Take (only a Take is possible then)
    table                    centre positions: a card id, or None for an empty position
    hand_sizes               cards in every seat's hand (3 while that seat is mid-swap)
    mid_swaps                which seats are mid-swap
    scores, target           points per team; the score that ends the game
    my_signal                own team's secret emote, REAL_SIGNAL, or None while unchosen
    choosing                 teams that still have to choose a signal
    outed_signal             own team's last outgämshed emote (a new one must differ)
    real_signal_teams        teams playing with a real-world signal
    refresh_at               when the centre is replaced if nobody swaps (None outside play)
    gamekeeper_until         end of the slap window of an open Gamekeeper offence, else None
    gamekeeper_offender      the seat whose swap broke the Gamekeeper rule, else None
    snack_until              end of the Hearty Snack, else None
    snack_claims             (position, seat) of every card slapped during the Hearty Snack
    reveal_until             when the next deal comes during "reveal"
    last_call                (seat, kind, target, right) of the last Gämsh-type call, or None
    last_reveal              the hands shown by the last such call, per seat (or ())
    recent_emotes            (seat, emote, t) of the emotes of the last emote_memory seconds
    verdict                  (guessing seat, accused team) while a verdict is awaited, else None
    foehn                    whether the Föhn cards are in the deck
    draw_size, discard_size  cards in the draw pile and among the discarded centre cards
    winners                  winning seats once the game is over
    """

    seat: int
    team: int
    teams: tuple[int, ...]
    phase: str
    now: float
    round: int
    hand: tuple[str | None, ...]
    mid_swap: bool
    table: tuple[str | None, ...]
    hand_sizes: tuple[int, ...]
    mid_swaps: tuple[bool, ...]
    scores: tuple[int, ...]
    target: int
    my_signal: str | None
    choosing: tuple[int, ...]
    outed_signal: str | None
    real_signal_teams: tuple[int, ...]
    refresh_at: float | None
    gamekeeper_until: float | None
    gamekeeper_offender: int | None
    snack_until: float | None
    snack_claims: tuple[tuple[int, int], ...]
    reveal_until: float | None
    last_call: tuple[int, str, int, bool] | None
    last_reveal: tuple[tuple[str | None, ...], ...]
    recent_emotes: tuple[tuple[int, str, float], ...]
    verdict: tuple[int, int] | None
    foehn: bool
    draw_size: int
    discard_size: int
    winners: tuple[int, ...]

    def facts(self) -> Facts:
        return Facts(self.now, self.phase, timers=(("refresh_at", self.refresh_at),), scores=self.scores, own=self.team)


# ---------------------------------------------------------------- the state
class GaemshState(State):
    """A game of Gämsh Alpin. Build with `new_game` or `from_decks` (explicit deal orders).
    `opening_events` holds the events of the first deal, for a table scene to animate."""

    actions = ACTIONS
    unknown = "gaemsh.refuse.unknown"
    wrong_type = {"seat": "gaemsh.refuse.no_seat", "emote": "gaemsh.refuse.unknown_emote",
                  "slot": "gaemsh.refuse.bad_slot", "pos": "gaemsh.refuse.bad_pos",
                  "target": "gaemsh.refuse.not_opponent"}

    def __init__(self, players: int, settings: Settings, rng: GameRng, foehn: bool = False,
                 real_signal_teams: tuple[int, ...] = (), decks: list[list[str]] | None = None,
                 signals: dict[int, str] | None = None) -> None:
        if players not in (4, 6):
            raise ValueError("Gämsh Alpin is played by 4 or 6 players")
        self.players = players
        self.settings = settings
        self.rng = rng
        self.foehn = foehn
        self.teams = teams_opposite(players)
        self.team_count = players // 2
        self.real_teams = tuple(sorted(real_signal_teams))
        self._decks = [list(deck) for deck in decks or []]
        self.now = 0.0
        self.phase = "signals"
        self.scores = [0] * self.team_count
        self.sheets: list[Counter] = [Counter() for _ in range(self.team_count)]  # team -> scoring reasons
        self.signals: list[str | None] = [REAL_SIGNAL if team in self.real_teams else None
                                          for team in range(self.team_count)]
        self.outed: list[str | None] = [None] * self.team_count
        for team, emote in (signals or {}).items():
            self.signals[team] = emote
        self.hands: list[list[str | None]] = [[None] * HAND_SIZE for _ in range(players)]
        self.gap: list[int | None] = [None] * players
        self.table: list[str | None] = []
        self.draw: list[str] = []
        self.discard: list[str] = []
        self.round = 0
        self.round_start = 0.0
        self.idle_from = 0.0
        self.reveal_until: float | None = None
        self.offence: dict[str, Any] | None = None
        self.snack_until: float | None = None
        self.snack_claims: dict[int, int] = {}
        self.verdict: tuple[int, int] | None = None
        self.paused_from = 0.0
        self.resume_phase = "play"
        self.last_call: tuple[int, str, int, bool] | None = None
        self.last_reveal: tuple[tuple[str | None, ...], ...] = ()
        self.emotes: list[tuple[int, str, float]] = []
        self.winners: tuple[int, ...] = ()
        self.opening_events = self._deal_round()

    # ------------------------------------------------------------ helpers
    def team_seats(self, team: int) -> tuple[int, ...]:
        return tuple(seat for seat in range(self.players) if self.teams[seat] == team)

    def partner(self, seat: int) -> int:
        return (seat + self.players // 2) % self.players

    def cards_in_play(self) -> list[str]:
        """Every card of the game wherever it is (hands, centre, draw pile, discards)."""
        held = [card for hand in self.hands for card in hand if card is not None]
        return held + [card for card in self.table if card is not None] + self.draw + self.discard

    def _shuffled_deck(self) -> list[str]:
        if self._decks:
            return self._decks.pop(0)
        deck = full_deck(self.foehn)
        self.rng.shuffle(deck)
        return deck

    def _deal_round(self) -> list[Any]:
        """Gather all cards, shuffle, deal 4 to every hand and 4 face up to the centre."""
        deck = self._shuffled_deck()
        if sorted(deck) != sorted(full_deck(self.foehn)):
            raise ValueError("a deck must hold every card of the game exactly once")
        self.round += 1
        self.round_start = self.now
        self.idle_from = self.now
        for seat in range(self.players):
            self.hands[seat] = deck[seat * HAND_SIZE:(seat + 1) * HAND_SIZE]
            self.gap[seat] = None
        rest = deck[self.players * HAND_SIZE:]
        self.table = rest[:CENTRE_SIZE]
        self.draw = rest[CENTRE_SIZE:]
        self.discard = []
        self.offence = None
        self.snack_claims = {}
        self.snack_until = None
        self.reveal_until = None
        events: list[Any] = [Dealt(self.round, tuple(self.table))]
        events += [HandDealt(seat, tuple(self.hands[seat]), audience=(seat,))
                   for seat in range(self.players)]
        self.phase = "signals" if self.choosing() else "play"
        events.append(PhaseChanged(self.phase))
        return events + self._check_snack()

    def choosing(self) -> tuple[int, ...]:
        return tuple(team for team in range(self.team_count) if self.signals[team] is None)

    def _replace_centre(self, cause: str) -> list[Any]:
        """Discard every centre card and deal four new ones (draw pile rebuilt if short)."""
        self.discard += [card for card in self.table if card is not None]
        if len(self.draw) < CENTRE_SIZE:
            pile = self.discard
            self.rng.shuffle(pile)
            self.draw += pile
            self.discard = []
        self.table = self.draw[:CENTRE_SIZE]
        self.draw = self.draw[CENTRE_SIZE:]
        self.idle_from = self.now
        self.offence = None
        events: list[Any] = [TableReplaced(cause, tuple(self.table))]
        return events + self._check_snack()

    def _check_snack(self) -> list[Any]:
        if self.phase == "play" and self.foehn and SNACK in self.table:
            self.phase = "snack"
            self.offence = None
            self.snack_claims = {}
            self.snack_until = self.now + self.settings.snack_window
            return [SnackStarted(self.snack_until), PhaseChanged("snack")]
        return []

    def _score(self, gains: list[int], reason: str, by: int | None = None) -> list[Any]:
        """Add `gains` (a team each); `by` made it happen (a caller's team, also when its
        wrong call scores for the others), else every team that gains."""
        for team, gain in enumerate(gains):
            self.scores[team] += gain
            if team == by or by is None and gain > 0:
                self.sheets[team][reason] += 1
        events: list[Any] = [Scored(tuple(gains), tuple(self.scores), reason)]
        if max(self.scores) >= self.settings.target:
            best = max(self.scores)
            self.winners = tuple(seat for seat in range(self.players)
                                 if self.scores[self.teams[seat]] == best)
            self.phase = "over"
            events += [GameOver(tuple(self.scores), self.winners), PhaseChanged("over")]
        return events

    def _others(self, team: int, points: int) -> list[int]:
        return [0 if other == team else points for other in range(self.team_count)]

    def _only(self, team: int, points: int) -> list[int]:
        return [points if other == team else 0 for other in range(self.team_count)]

    def _end_round(self) -> list[Any]:
        if self.phase == "over":
            return []
        self.phase = "reveal"
        self.offence = None
        self.snack_until = None
        self.reveal_until = self.now + self.settings.reveal_pause
        return [PhaseChanged("reveal")]

    # ------------------------------------------------------------ time
    def next_deadline(self) -> float | None:
        if self.phase == "play":
            times = [self.idle_from + self.settings.idle_refresh]
            if self.offence:
                times.append(self.offence["until"])
            return min(times)
        if self.phase == "snack":
            return self.snack_until
        if self.phase == "reveal":
            return self.reveal_until
        return None

    def advance(self, now: float) -> list[Any]:
        events: list[Any] = []
        while True:
            deadline = self.next_deadline()
            if deadline is None or deadline > now:
                break
            self.now = max(self.now, deadline)
            events += self._fire()
        self.now = max(self.now, now)
        return events

    def _fire(self) -> list[Any]:
        if self.phase == "reveal":
            return self._deal_round()
        if self.phase == "snack":
            return self._end_snack()
        if self.offence and self.offence["until"] <= self.now:
            self.offence = None
            return []
        return self._replace_centre("idle")

    def _end_snack(self) -> list[Any]:
        slappers = Counter(self.teams[seat] for seat in self.snack_claims.values())
        gains = [SNACK_POINTS if slappers[team] == 2 else 0 for team in range(self.team_count)]
        if self.team_count == 3 and all(slappers[team] == 1 for team in range(3)):
            gains = [SNACK_POINTS] * 3
        self.phase = "play"
        self.snack_until = None
        self.snack_claims = {}
        events: list[Any] = [PhaseChanged("play")]
        if any(gains):
            events += self._score(gains, "gaemsh.score.snack")
            if self.phase == "over":
                return events
        return events + self._replace_centre("snack")

    # ------------------------------------------------------------ moves
    def candidates(self, seat: int) -> list[Any]:
        """Every action of `seat` worth asking the rules about now: each
        kind with every slot, position, opponent and emote (`refuse` sorts them). Calls are
        listed whether right or wrong: a wrong call is allowed and punished."""
        acts: list[Any] = [kind(seat, emote) for kind in (Emote, ChooseSignal) for emote in EMOTES]
        acts += [Verdict(seat, right) for right in (True, False)]
        acts += [Drop(seat, slot) for slot in range(HAND_SIZE)]
        acts += [kind(seat, pos) for kind in (Take, Slap) for pos in range(len(self.table))]
        acts += [kind(seat, farmer) for kind in (CallGaemsh, CallDouble) for farmer in (False, True)]
        for other in range(self.players):
            acts += [CallCounter(seat, other)] + [Outgaemsh(seat, other, emote) for emote in ("", *EMOTES)]
        return acts

    def _own_offence(self, card: str, seat: int) -> bool:
        """The open Gamekeeper offence is by `seat`'s own team (they may not slap it)."""
        return card == GAMEKEEPER and bool(self.offence) and self.teams[self.offence["seat"]] == self.teams[seat]

    def refuse(self, action: Any) -> RuleError | None:
        """None when `action` is legal now, else the RuleError `apply` raises: the one
        statement of what is legal."""
        seat = action.seat
        if not 0 <= seat < self.players:
            return RuleError("gaemsh.refuse.no_seat")
        if self.phase == "over":
            return RuleError("gaemsh.refuse.game_over")
        team = self.teams[seat]
        if isinstance(action, (Emote, ChooseSignal)) and action.emote not in EMOTES:
            return RuleError("gaemsh.refuse.unknown_emote")
        if isinstance(action, Emote):
            return None
        if isinstance(action, ChooseSignal):
            if self.phase != "signals" or self.signals[team] is not None:
                return RuleError("gaemsh.refuse.signal_chosen")
            return RuleError("gaemsh.refuse.signal_outed") if action.emote == self.outed[team] else None
        if isinstance(action, Verdict):
            if self.phase != "verdict" or self.verdict is None:
                return RuleError("gaemsh.refuse.no_verdict")
            return RuleError("gaemsh.refuse.not_accused") if self.verdict[1] != team else None
        if self.phase == "verdict":
            return RuleError("gaemsh.refuse.verdict_pending")
        if self.phase == "signals":
            return RuleError("gaemsh.refuse.choosing")
        if self.phase == "reveal":
            return RuleError("gaemsh.refuse.round_over")
        if isinstance(action, Take):
            return self._take_refusal(action)
        if self.gap[seat] is not None:
            return RuleError("gaemsh.refuse.mid_swap")
        if isinstance(action, Drop):
            if self.phase == "snack":
                return RuleError("gaemsh.refuse.snack")
            return None if 0 <= action.slot < HAND_SIZE else RuleError("gaemsh.refuse.bad_slot")
        if isinstance(action, (CallGaemsh, CallDouble)):
            return RuleError("gaemsh.refuse.farmer_absent") if action.farmer and FARMER not in self.table else None
        if isinstance(action, (CallCounter, Outgaemsh)):
            if not 0 <= action.target < self.players or self.teams[action.target] == team:
                return RuleError("gaemsh.refuse.not_opponent")
            if isinstance(action, Outgaemsh):
                real = self.teams[action.target] in self.real_teams
                if real and action.emote != "":
                    return RuleError("gaemsh.refuse.spoken_guess")
                if not real and action.emote not in EMOTES:
                    return RuleError("gaemsh.refuse.unknown_emote")
            return None
        return self._slap_refusal(action)

    def _take_refusal(self, action: Take) -> RuleError | None:
        if self.gap[action.seat] is None:
            return RuleError("gaemsh.refuse.not_mid_swap")
        if not 0 <= action.pos < len(self.table):
            return RuleError("gaemsh.refuse.bad_pos")
        card = self.table[action.pos]
        if card == SNACK:
            return RuleError("gaemsh.refuse.snack_not_takeable")
        if self.phase == "snack":
            return RuleError("gaemsh.refuse.snack")
        return RuleError("gaemsh.refuse.gone") if card is None else None

    def _slap_refusal(self, action: Slap) -> RuleError | None:
        if not 0 <= action.pos < len(self.table) or self.table[action.pos] is None:
            return RuleError("gaemsh.refuse.bad_pos")
        card = self.table[action.pos]
        if self.phase == "snack":
            if card == SNACK:
                return RuleError("gaemsh.refuse.snack_itself")
            if action.seat in self.snack_claims.values():
                return RuleError("gaemsh.refuse.one_slap")
            return RuleError("gaemsh.refuse.gone") if action.pos in self.snack_claims else None
        if card == FARMER:
            return RuleError("gaemsh.refuse.farmer_with_call")
        if card == GAMEKEEPER:
            return RuleError("gaemsh.refuse.own_offence") if self._own_offence(card, action.seat) else None
        return None if card == BULL else RuleError("gaemsh.refuse.no_slap")

    # ------------------------------------------------------------ handlers
    def _do_emote(self, action: Emote) -> list[Any]:
        self.emotes.append((action.seat, action.emote, self.now))
        horizon = self.now - self.settings.emote_memory
        if self.emotes[0][2] < horizon:
            self.emotes = [entry for entry in self.emotes if entry[2] >= horizon]
        return [Emoted(action.seat, action.emote, self.now)]

    def _do_choosesignal(self, action: ChooseSignal) -> list[Any]:
        team = self.teams[action.seat]
        self.signals[team] = action.emote
        events: list[Any] = [SignalChosen(action.seat, team, action.emote, audience=self.team_seats(team)),
                             TeamReady(team)]
        if not self.choosing():
            self.phase = "play"
            self.idle_from = self.now
            events.append(PhaseChanged("play"))
            events += self._check_snack()
        return events

    def _swap_press(self) -> None:
        """A Drop or a Take: the idle timer restarts and an open Gamekeeper offence closes."""
        self.idle_from = self.now
        self.offence = None

    def _do_drop(self, action: Drop) -> list[Any]:
        seat, slot = action.seat, action.slot
        card = self.hands[seat][slot]
        self._swap_press()
        self.hands[seat][slot] = None
        self.gap[seat] = slot
        if None in self.table:
            pos = self.table.index(None)
            self.table[pos] = card
        else:
            pos = len(self.table)
            self.table.append(card)
        offence = self._offence(seat, card, "drop", slot, pos)
        return [Dropped(seat, slot, card, pos, offence)] + self._check_snack()

    def _do_take(self, action: Take) -> list[Any]:
        seat, pos = action.seat, action.pos
        card = self.table[pos]
        slot = self.gap[seat]
        self._swap_press()
        self.table[pos] = None
        self.hands[seat][slot] = card
        self.gap[seat] = None
        offence = self._offence(seat, card, "take", slot, pos)
        return [Taken(seat, pos, card, slot, offence)]

    def _offence(self, seat: int, card: str, kind: str, slot: int, pos: int) -> bool:
        """Record a night card swapped while the Gamekeeper lies in the centre."""
        if not (self.foehn and GAMEKEEPER in self.table and is_night(card)):
            return False
        self.offence = {"seat": seat, "card": card, "kind": kind, "slot": slot, "pos": pos,
                        "until": self.now + self.settings.gamekeeper_window}
        return True

    def _reveal(self) -> tuple[tuple[str | None, ...], ...]:
        self.last_reveal = tuple(tuple(hand) for hand in self.hands)
        return self.last_reveal

    def _do_callgaemsh(self, action: CallGaemsh) -> list[Any]:
        right = has_quartet(self.hands[self.partner(action.seat)], action.farmer)
        return self._call(action.seat, "gaemsh", action.seat, action.farmer, right)

    def _do_calldouble(self, action: CallDouble) -> list[Any]:
        right = (has_quartet(self.hands[self.partner(action.seat)], action.farmer)
                 and has_quartet(self.hands[action.seat], action.farmer))
        return self._call(action.seat, "double", action.seat, action.farmer, right)

    def _do_callcounter(self, action: CallCounter) -> list[Any]:
        team = self.teams[action.target]
        right = any(has_quartet(self.hands[seat]) for seat in self.team_seats(team))
        return self._call(action.seat, "counter", action.target, False, right)

    def _call(self, seat: int, kind: str, target: int, farmer: bool, right: bool) -> list[Any]:
        team = self.teams[seat]
        points = POINTS[kind]
        self.last_call = (seat, kind, target, right)
        events: list[Any] = [Called(seat, kind, target, farmer, right, self._reveal())]
        gains = self._only(team, points) if right else self._others(team, points)
        events += self._score(gains, f"gaemsh.score.{kind}" + ("" if right else "_wrong"), by=team)
        return events + self._end_round()

    def _do_outgaemsh(self, action: Outgaemsh) -> list[Any]:
        team = self.teams[action.target]
        if team in self.real_teams:
            self.verdict = (action.seat, team)
            self.resume_phase = self.phase
            self.paused_from = self.now
            self.phase = "verdict"
            return [OutgaemshAsked(action.seat, team), PhaseChanged("verdict")]
        return self._outgaemsh(action.seat, team, action.emote, self.signals[team] == action.emote)

    def _do_verdict(self, action: Verdict) -> list[Any]:
        seat, team = self.verdict
        self.verdict = None
        paused = self.now - self.paused_from
        self.phase = self.resume_phase
        self.idle_from += paused
        if self.snack_until is not None:
            self.snack_until += paused
        if self.offence:
            self.offence["until"] += paused
        return [PhaseChanged(self.phase)] + self._outgaemsh(seat, team, "", action.right)

    def _outgaemsh(self, seat: int, team: int, emote: str, right: bool) -> list[Any]:
        own = self.teams[seat]
        events: list[Any] = [Outgaemshed(seat, team, emote, right)]
        if not right:
            return events + self._score(self._others(own, OUTGAEMSH_POINTS), "gaemsh.score.outgaemsh_wrong", by=own)
        if team not in self.real_teams:
            self.outed[team] = self.signals[team]
            self.signals[team] = None
        events += self._score(self._only(own, OUTGAEMSH_POINTS), "gaemsh.score.outgaemsh")
        return events + self._end_round()

    def _do_slap(self, action: Slap) -> list[Any]:
        seat, pos = action.seat, action.pos
        card = self.table[pos]
        if self.phase == "snack":
            self.snack_claims[pos] = seat
            events: list[Any] = [Slapped(seat, pos, card, "snack")]
            open_cards = [p for p, c in enumerate(self.table)
                          if c not in (None, SNACK) and p not in self.snack_claims]
            if not open_cards:
                events += self._end_snack()
            return events
        if card == BULL:
            return [Slapped(seat, pos, card, "bull")] + self._replace_centre("bull")
        if not self.offence:
            return [Slapped(seat, pos, card, "nothing")]
        offence, self.offence = self.offence, None
        offender, moved = offence["seat"], offence["card"]
        if offence["kind"] == "drop":
            self.table[offence["pos"]] = None
            self.hands[offender][offence["slot"]] = moved
            self.gap[offender] = None
        else:
            self.hands[offender][offence["slot"]] = None
            self.gap[offender] = offence["slot"]
            self.table[offence["pos"]] = moved
        events = [Slapped(seat, pos, card, "caught"),
                  Reverted(offender, moved, offence["slot"], offence["pos"])]
        return events + self._score(self._only(self.teams[seat], GAMEKEEPER_POINTS), "gaemsh.score.gamekeeper")

    # ------------------------------------------------------------ views and results
    def observe(self, seat: int) -> GaemshView:
        return self._view(seat)

    def public_view(self) -> GaemshView:
        """What a spectator sees: seat and team -1, no hand, no team's signal."""
        return self._view(None)

    def views_change_at(self) -> float:
        """An emote leaves the views `emote_memory` seconds after it was made, a time they do
        not name; nothing else in them changes with the clock alone."""
        horizon = self.now - self.settings.emote_memory
        return min((entry[2] + self.settings.emote_memory for entry in self.emotes if entry[2] >= horizon),
                   default=math.inf)

    def _view(self, seat: int | None) -> GaemshView:
        team = -1 if seat is None else self.teams[seat]
        signal, outed = (None, None) if seat is None else (self.signals[team], self.outed[team])
        horizon = self.now - self.settings.emote_memory
        return GaemshView(
            seat=-1 if seat is None else seat, team=team, teams=tuple(self.teams), phase=self.phase, now=self.now,
            round=self.round, hand=() if seat is None else tuple(self.hands[seat]),
            mid_swap=seat is not None and self.gap[seat] is not None,
            table=tuple(self.table),
            hand_sizes=tuple(sum(card is not None for card in hand) for hand in self.hands),
            mid_swaps=tuple(gap is not None for gap in self.gap),
            scores=tuple(self.scores), target=self.settings.target,
            my_signal=signal, choosing=self.choosing(), outed_signal=outed,
            real_signal_teams=self.real_teams,
            refresh_at=self.idle_from + self.settings.idle_refresh if self.phase == "play" else None,
            gamekeeper_until=self.offence["until"] if self.offence else None,
            gamekeeper_offender=self.offence["seat"] if self.offence else None,
            snack_until=self.snack_until,
            snack_claims=tuple(sorted(self.snack_claims.items())),
            reveal_until=self.reveal_until, last_call=self.last_call, last_reveal=self.last_reveal,
            recent_emotes=tuple(entry for entry in self.emotes if entry[2] >= horizon),
            verdict=self.verdict, foehn=self.foehn, draw_size=len(self.draw),
            discard_size=len(self.discard), winners=self.winners)

    def is_over(self) -> bool:
        return self.phase == "over"

    def outcome(self) -> Outcome:
        sheets = tuple(tuple((reason.replace(".score.", ".sheet."), count) for reason, count in
                             sorted(self.sheets[self.teams[seat]].items())) for seat in range(self.players))
        return Outcome(scores=tuple(float(self.scores[self.teams[seat]]) for seat in range(self.players)),
                       winners=self.winners, reason="gaemsh.end.target",
                       params=(("target", self.settings.target),), sheet=sheets)

def _options(config: TableConfig) -> tuple[bool, int | None, tuple[int, ...]]:
    options = config.options
    foehn = bool(options.get("foehn", False))
    target = options.get("target")
    teams = teams_opposite(config.players)
    real = ()
    if options.get("real_signals", False):
        real = tuple(sorted({teams[seat] for seat in range(config.players)
                             if all(not config.seats[s].is_bot for s in range(config.players)
                                    if teams[s] == teams[seat])}))
    return foehn, target, real


def new_game(config: TableConfig, seed: int, data: Data) -> GaemshState:
    """Options: "foehn" (bool, default off), "target" (points, default from levels/gaemsh/rules.toml),
    "real_signals" (bool: all-human teams play with a signal of their own, off screen).
    `data`: the title's loaded data (`check_data`)."""
    foehn, target, real = _options(config)
    settings = table_settings(data, config.options)
    if target:
        settings = dataclasses.replace(settings, target=int(target))
    return GaemshState(config.players, settings, GameRng(seed), foehn, real)


def from_decks(players: int, decks: list[list[str]], settings: Settings, foehn: bool = False, seed: int = 0,
               signals: dict[int, str] | None = None, real_signal_teams: tuple[int, ...] = ()) -> GaemshState:
    """A game with `settings` (`check_data().table`, maybe changed) whose first deals follow
    `decks` (seat 0 gets the first 4 cards, seat 1 the next 4, ..., then 4 to the centre, the
    rest is the draw pile, first card drawn first); later shuffles come from the seed.
    `signals` pre-chooses team signals (skips phase "signals")."""
    return GaemshState(players, settings, GameRng(seed), foehn, real_signal_teams, decks, signals)
