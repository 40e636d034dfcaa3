"""The contract every rules module keeps (see docs/ARCHITECTURE.md).

A rules module (game/rules/<title>.py) is pure Python: no pygame, no wall clock, no
global randomness. It exposes `new_game(config, seed) -> State` and a `CODEC` that knows
all its action and event classes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Protocol

if TYPE_CHECKING:
    from game.core.errors import RuleError


@dataclass(frozen=True)
class Outcome:
    """How a game ended, as data. `scores` has one entry per seat (a team's score is
    repeated for each of its seats); `winners` lists seats; `reason` is a text key whose
    named `{fields}` `params` fill, as (name, value) pairs. `sheet` tells how each seat's
    score came about, as (text key, value) lines whose key fills `{n}` with the value
    ("3 × right Gämsh", "rounds: 12 · 4 · 20"); the results show them under the names."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str
    params: tuple[tuple[str, object], ...] = ()
    sheet: tuple[tuple[tuple[str, object], ...], ...] = ()


def visible_to(event: Any, seat: int) -> bool:
    """Events carry `audience`: None for everyone, else a tuple of the seats that see it."""
    audience = getattr(event, "audience", None)
    return audience is None or seat in audience


def events_for(events: Iterable[Any], seat: int) -> list[Any]:
    return [event for event in events if visible_to(event, seat)]


class State(Protocol):
    """Legality is stated once, in `refusal`: the checked `apply`, `legal_actions` (where a
    title's actions can be listed) and the controls that decide what a key would do all ask
    it. A title whose actions cannot be listed (a number answer, a chip on any slot, a card at
    any open position) answers `legal_actions` with a representative sample and offers
    `sample_action(seat, rng)` for bots and property tests."""

    players: int
    now: float

    def refusal(self, action: Any) -> "RuleError | None":
        """None when `action` is legal now, else the RuleError that `apply` raises for it."""

    def legal_actions(self, seat: int) -> list[Any]:
        """Actions `seat` may take now (real-time titles: stamped t=self.now, order=0)."""

    def apply(self, action: Any) -> list[Any]:
        """Checked: raises `refusal(action)` (state unchanged) for a refused move; returns events."""

    def apply_fast(self, action: Any) -> list[Any]:
        """Unchecked path for bots and the arena; only legal actions may be passed."""

    def advance(self, now: float) -> list[Any]:
        """Moves game time forward to `now`, firing the timers that fell due."""

    def next_deadline(self) -> float | None:
        """Game time of the next timer, or None; lets the arena jump its clock."""

    def observe(self, seat: int) -> Any:
        """All that `seat` may see, nothing more (a frozen dataclass)."""

    def public_view(self) -> Any:
        """What a spectator sees: no seat's hidden cards (a frozen dataclass)."""

    def is_over(self) -> bool: ...

    def outcome(self) -> Outcome: ...

    def clone(self) -> "State": ...
