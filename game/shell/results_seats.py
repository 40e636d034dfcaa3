"""Where the players sit when the party goes on from the results.

"Play again" deals the same title to the same seats: the new table takes the finished
session's seats as they are (which keyboard, pad or phone plays which seat), and the input
bindings the lobby made stay, so every key still plays its seat. Phones stay in the room
between the two tables (game/kit/phones.py) and the new table sends each seated phone its view.

"Another title" carries the table into the other title's lobby: its players and its bots (at
their levels), each at the seat it had, are written into that title's lobby memory
(game/shell/lobby_memory.py), which the lobby opens with; keyboards and pads come back through
`recall`, phones of the room through the lobby's phones (`LobbyPhones.sit_as_remembered`). The
memory's options and phone choice stay as they were. The guide's "Play a real game" carries its
learners (and those who watched) the same way, with the bots that lobby remembers (the guide's
bots are the lesson's); where it remembers none (a title whose lobby opens as a solo game),
bots join until PARTY sit, as at the other titles.
"""
from __future__ import annotations

from typing import Any

from game.catalogue import Title
from game.core.seats import TableConfig
from game.shell import lobby_memory

PARTY = 4  # at least this many sit at a real game after a guide (the other titles' lobbies open with four)


def carried(title: Title, memory: dict[str, Any], humans: dict[int, str], choices: tuple[str, ...],
            empty: str, bots: dict[int, str] | None = None, party: int = 0) -> dict[str, Any]:
    """`title`'s lobby memory with the players of `humans` (seat -> device) seated: each at
    its own seat where the title has it, else at the first free one (players beyond the
    title's most seats stay out); the other seats are `bots` (seat -> lobby choice: the table
    the players come from), or when not given the bots `title`'s lobby remembers. Then bots
    join in the first empty rows, or leave from the last, until the title can be played with
    that many; where no bot is left (a title whose lobby opens as a solo game), bots join
    until `party` sit at the table (or as many as the title seats)."""
    base = lobby_memory.recall(title, memory, [], choices, empty)  # the remembered bots, nobody seated
    seats = list(base.seats) if bots is None else [bots.get(row, empty) for row in range(title.max_players)]
    seated: dict[int, str] = {}
    before: dict[int, str] = {}
    for seat, device in sorted(humans.items()):
        free = [row for row in range(title.max_players) if row not in seated]
        if not free:
            break
        row = seat if seat in free else free[0]
        seated[row] = device
        if seats[row] not in (empty, lobby_memory.HUMAN):  # the bot the player sits down on comes back when they leave
            before[row] = seats[row]
        seats[row] = lobby_memory.HUMAN

    def occupied() -> int:
        return sum(choice != empty for choice in seats)

    for row in range(title.max_players):  # too few: bots join in the empty rows
        if occupied() >= min(title.counts):
            break
        if seats[row] == empty:
            seats[row] = lobby_memory.FALLBACK_BOT
    for row in reversed(range(title.max_players)):  # too many: bots leave from the last row
        if occupied() <= max(title.counts):
            break
        if seats[row] != empty and row not in seated:
            seats[row] = empty
    while occupied() not in title.counts and occupied() < title.max_players:  # a gap in the counts
        seats[seats.index(empty)] = lobby_memory.FALLBACK_BOT
    if all(choice in (empty, lobby_memory.HUMAN) for choice in seats):  # people alone: a party's bots join
        while occupied() < min(party, title.max_players) or occupied() not in title.counts:
            seats[seats.index(empty)] = lobby_memory.FALLBACK_BOT
    return {"seats": seats, "humans": {str(row): device for row, device in seated.items()},
            "before": {str(row): choice for row, choice in before.items()},
            "options": dict(base.options), "phone_away": base.phone_away}


def bots_of(config: TableConfig) -> dict[int, str]:
    """seat -> the lobby choice of each bot of a table (an adaptive bot's skill is the title's own)."""
    return {seat: spec.level.partition(":")[0] for seat, spec in enumerate(config.seats) if spec.is_bot}


def carry(app: Any, title: Title, humans: dict[int, str], bots: dict[int, str] | None = None, party: int = 0) -> None:
    """Seat `humans` (and `bots`, `party`: see `carried`) in `title`'s lobby memory (kept in
    the settings, saved)."""
    from game import settings as settings_store
    from game.shell.lobby import CHOICES, EMPTY
    app.settings.lobby[title.id] = carried(title, app.settings.lobby.get(title.id, {}), humans, CHOICES, EMPTY,
                                           bots, party)
    settings_store.save(app.settings)
