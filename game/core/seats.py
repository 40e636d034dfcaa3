"""Who sits where: humans and bots, their level and team."""
from __future__ import annotations

from dataclasses import dataclass, field

BOT_LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class SeatSpec:
    """One seat at a table. `controller` is "human" or "bot"; `level` applies to bots."""

    controller: str = "bot"
    level: str = "normal"
    team: int | None = None

    @property
    def is_bot(self) -> bool:
        return self.controller == "bot"


@dataclass(frozen=True)
class TableConfig:
    """What a lobby hands to a rules module's `new_game`."""

    seats: tuple[SeatSpec, ...]
    options: dict = field(default_factory=dict)

    @property
    def players(self) -> int:
        return len(self.seats)


def teams_opposite(players: int) -> list[int]:
    """Team of each seat when partners sit opposite: 4 -> [0,1,0,1], 6 -> [0,1,2,0,1,2]."""
    half = players // 2
    return [seat % half for seat in range(players)]
