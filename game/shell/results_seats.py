"""Where the players sit when the party goes on from the results.

"Play again" deals the same title to the same seats: the new table takes the finished
session's seats as they are (which keyboard, pad or phone plays which seat), and the input
bindings the lobby made stay, so every key still plays its seat. Phones stay in the room
between the two tables (game/kit/phones.py) and the new table sends each seated phone its view.

"Another title" carries the seated players into the other title's lobby: they are written into
that title's lobby memory (game/shell/lobby_memory.py), which the lobby opens with; keyboards
and pads come back through `recall`, phones of the room through the lobby's phones
(`LobbyPhones.sit_as_remembered`). The memory's bots, options and phone choice stay as they were.
"""
from __future__ import annotations

from typing import Any

from game.catalogue import Title
from game.shell import lobby_memory


def carried(title: Title, memory: dict[str, Any], humans: dict[int, str], choices: tuple[str, ...],
            empty: str) -> dict[str, Any]:
    """`title`'s lobby memory with the players of `humans` (seat -> device) seated: each at
    its own seat where the title has it, else at the first free one (players beyond the
    title's most seats stay out); then bots join in the first empty rows, or leave from the
    last, until the title can be played with that many."""
    base = lobby_memory.recall(title, memory, [], choices, empty)  # the remembered bots, nobody seated
    seats = list(base.seats)
    seated: dict[int, str] = {}
    for seat, device in sorted(humans.items()):
        free = [row for row in range(title.max_players) if row not in seated]
        if not free:
            break
        row = seat if seat in free else free[0]
        seated[row] = device
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
    return {"seats": seats, "humans": {str(row): device for row, device in seated.items()},
            "options": dict(base.options), "phone_away": base.phone_away}


def carry(app: Any, session: Any, title: Title) -> None:
    """Seat `session`'s players in `title`'s lobby memory (kept in the settings, saved)."""
    from game import settings as settings_store
    from game.shell.lobby import CHOICES, EMPTY
    app.settings.lobby[title.id] = carried(title, app.settings.lobby.get(title.id, {}), session.humans, CHOICES, EMPTY)
    settings_store.save(app.settings)
