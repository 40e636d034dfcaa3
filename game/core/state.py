"""The contract every rules module keeps (docs/ARCHITECTURE.md, "The contract of a rules
module").

A rules module (game/titles/<id>/rules.py) is pure Python: no pygame, no wall clock, no
global randomness. It exposes `check_data()` (its data, loaded and checked),
`new_game(config, seed, data) -> State`, its `ACTIONS` and a `CODEC` (game/core/actions.py)
that knows all its action and event classes.

Its actions subclass `Action` and its events `Event` (frozen dataclasses, both below); its
state subclasses `State`, which derives, once for every title,
the checked `apply`, the unchecked `apply_fast`, `legal_actions` and `sample_action` from
the title's `refuse` (legality, stated once) and its handlers `_do_<action name>`.
"""
from __future__ import annotations

import copy
import dataclasses
import math
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Iterable

from game.core.actions import annotation_fits
from game.core.errors import RuleError
from game.core.rng import GameRng


class Action:
    """Base of every title's actions: frozen dataclasses whose fields begin with `seat`: the
    move and nothing else (when it was pressed travels beside it, in the match's `Stamped`
    envelope: game/core/actions.py). `State.__init_subclass__` checks the shape once, at import."""

    seat: int


@dataclass(frozen=True, kw_only=True)
class Event:
    """Base of every title's events: frozen dataclasses of what happened, and who sees it:
    `audience` (None: everyone; else those seats), named when given, checked by
    tests/core/test_rules_base.py."""

    audience: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Outcome:
    """How a game ended, as data. `scores` has one entry per seat (a team's score is
    repeated for each of its seats); `winners` lists seats; `reason` is a text key whose
    named `{fields}` `params` fill, as (name, value) pairs. `sheet` tells how each seat's
    score came about, as (text key, value) lines whose key fills `{n}` with the value
    ("3 × right call", "rounds: 12 · 4 · 20"); the results show them under the names."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str
    params: tuple[tuple[str, object], ...] = ()
    sheet: tuple[tuple[tuple[str, object], ...], ...] = ()


@dataclass(frozen=True)
class Facts:
    """What every seat view tells of the game as a whole, whatever the title: the phone's
    readout (game/phones/readout.py) tells its player these beside the seat's own view.
    `timers` are the view's running deadlines by name, the one to count down first (a name
    the descriptor's `timer_words` may caption; None or a past time: not running); `turn`
    is whose turn it is (None: nobody's, or a title without turns); `scores` are the running
    scores the table shows beside the seats (empty: none), `own` the index of this seat's
    (its team's in a team title)."""

    now: float
    phase: str
    turn: int | None = None
    timers: tuple[tuple[str, float | None], ...] = ()
    scores: tuple[float, ...] = ()
    own: int = 0


class SeatView(ABC):
    """Base of every title's seat view (`observe`, `public_view`): each provides its `Facts`."""

    @abstractmethod
    def facts(self) -> Facts:
        """Phase, turn, timers and running scores, as this view shows them."""


def visible_to(event: Event, seat: int) -> bool:
    """Whether `seat` sees `event` (its `audience` is None, or names the seat)."""
    return event.audience is None or seat in event.audience


def events_for(events: Iterable[Event], seat: int) -> list[Event]:
    return [event for event in events if visible_to(event, seat)]


class State(ABC):
    """Base of every title's rules state. A title sets `actions` (its ACTIONS), `unknown`
    (its refusal key for what is not one of its actions), maybe `wrong_type` (a field's
    name -> the refusal key for a value of the wrong type in it; `unknown` for the rest),
    and writes:

    - `refuse(action)`: None when the well-typed `action` is legal now, else the RuleError
      (returned, never raised): the one statement of legality;
    - a handler `_do_<name>` (the action class's name in lower case) for each action, which
      changes the state and returns the events;
    - `candidates(seat)`: actions of `seat` worth asking `refuse` about now, a superset of
      the legal ones; a title whose actions cannot be listed (a number answer) lists a
      representative sample and overrides `sample_action`;
    - `advance`, `next_deadline`, `observe` and `public_view` (views: `SeatView`s),
      `is_over`, `outcome`; maybe `views_change_at` (when the views change with the clock
      alone, beyond the times they name); `clone` is derived (a title whose state holds other mutable
      objects than lists, dicts and sets writes its own).

    An action is judged and applied at the rules' own time, `now`: the match advances to a
    press's time before it applies the press's action (game/core/match.py).

    What comes from outside (a key, a phone, a save) passes `refusal`, which first checks
    that it is one of the title's actions with every field of its declared type (no bool
    for a number, no NaN or infinity, no float for a whole number): a wrong type is a
    refusal (`wrong_type`'s key for the field, else `unknown`), never a TypeError."""

    actions: ClassVar[tuple[type, ...]] = ()
    unknown: ClassVar[str] = ""
    wrong_type: ClassVar[dict[str, str]] = {}
    _handlers: ClassVar[dict[type, Callable[[Any, Any], list[Any]]]] = {}
    _fields: ClassVar[dict[type, tuple[tuple[str, str], ...]]] = {}

    players: int
    now: float

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not cls.actions:
            return
        cls._handlers, cls._fields = {}, {}
        for kind in cls.actions:
            fields = dataclasses.fields(kind) if dataclasses.is_dataclass(kind) else ()
            names = tuple(field.name for field in fields)
            if not (issubclass(kind, Action) and kind.__dataclass_params__.frozen  # type: ignore[attr-defined]
                    and names[:1] == ("seat",) and not {"t", "order"} & set(names)):
                raise TypeError(f"{kind.__name__}: an Action is a frozen dataclass (seat, ...) without the press's t and order")
            handler = getattr(cls, "_do_" + kind.__name__.lower(), None)
            if handler is None:
                raise TypeError(f"{cls.__name__} has no handler _do_{kind.__name__.lower()}")
            cls._handlers[kind] = handler
            cls._fields[kind] = tuple((field.name, str(field.type)) for field in fields)

    # ------------------------------------------------ what a title writes
    @abstractmethod
    def refuse(self, action: Any) -> RuleError | None:
        """None when `action` (one of the title's actions, well typed) is legal now."""

    @abstractmethod
    def candidates(self, seat: int) -> list[Any]:
        """Actions of `seat` worth asking `refuse` about now (a superset of the legal ones)."""

    # ------------------------------------------------ derived, the same for every title
    def refusal(self, action: Any) -> RuleError | None:
        """None when `action` is legal now, else the RuleError that `apply` raises for it."""
        fields = self._fields.get(type(action))
        if fields is None:
            return RuleError(self.unknown)
        for name, kind in fields:
            if not well_typed(getattr(action, name), kind):
                return RuleError(self.wrong_type.get(name, self.unknown))
        return self.refuse(action)

    def apply(self, action: Any) -> list[Any]:
        """Checked: raises `refusal(action)` (state unchanged) for a refused move; returns events."""
        refused = self.refusal(action)
        if refused is not None:
            raise refused
        return self._handlers[type(action)](self, action)

    def apply_fast(self, action: Any) -> list[Any]:
        """Unchecked path for bots and the arena; only legal actions may be passed."""
        return self._handlers[type(action)](self, action)

    def legal_actions(self, seat: int) -> list[Any]:
        """Actions `seat` may take now."""
        return [action for action in self.candidates(seat) if self.refuse(action) is None]

    def sample_action(self, seat: int, rng: GameRng) -> Any | None:
        """A random legal action of `seat` (bots, property tests), or None."""
        actions = self.legal_actions(seat)
        return rng.choice(actions) if actions else None

    # ------------------------------------------------ what every title has besides
    @abstractmethod
    def advance(self, now: float) -> list[Any]:
        """Moves game time forward to `now`, firing the timers that fell due (also at
        now=infinity: the game runs to its last timer)."""

    @abstractmethod
    def next_deadline(self) -> float | None:
        """Game time of the next timer, or None; lets the arena jump its clock."""

    @abstractmethod
    def observe(self, seat: int) -> Any:
        """All that `seat` may see, nothing more (a frozen dataclass, a `SeatView`)."""

    @abstractmethod
    def public_view(self) -> Any:
        """What a spectator sees: no seat's hidden cards (a frozen dataclass, a `SeatView`)."""

    def views_change_at(self) -> float:
        """The earliest game time at which `observe` or `public_view` may answer otherwise with
        no action and no timer in between, for a reason the views do not show: apart from
        their `now` and the clock passing a time they name (a card shown until a time no view
        holds). A table keeps the views it compared until then (game/kit/table.py,
        `TableSession.seen`). The default, `now`: at any moment."""
        return self.now

    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def outcome(self) -> Outcome:
        """Scores, winners and the reason the game ended, as data."""

    def clone(self) -> "State":
        """An independent copy to try moves on: every list, dict and set copied all the way
        down, the random stream split off; what is frozen (settings, data, tuples) shared."""
        twin = copy.copy(self)
        for name, value in vars(self).items():
            if isinstance(value, (list, dict, set)):
                setattr(twin, name, copy.deepcopy(value))
            elif isinstance(value, GameRng):
                setattr(twin, name, value.clone())
        return twin


_PLAIN = {"int": int, "str": str, "bool": bool, "float": float}  # annotation -> the type that fits it as it is


def well_typed(value: Any, annotation: str) -> bool:
    """Whether a field's value fits its declared type (game/core/actions.py's rules: no bool
    as a number) and holds no NaN or infinity. A value of exactly the annotation's plain type
    is answered at once (every refusal asks this of every field: the tables ask it of every
    button's action at every step); anything else is parsed out."""
    plain = _PLAIN.get(annotation)
    if plain is not None and type(value) is plain:
        return plain is not float or math.isfinite(value)
    return annotation_fits(value, annotation) and _finite(value)


def _finite(value: Any) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, tuple):
        return all(_finite(item) for item in value)
    return True
