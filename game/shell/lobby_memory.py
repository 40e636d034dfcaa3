"""What a title's lobby remembers between games and runs of the program: who sits where (a
bot of which level, a player on which keys or pad, nobody), what a player's seat was before
they sat down (the bot it gets back when they leave), the table options and what a table does
with a phone that is away. Kept in the settings (`Settings.lobby`, by title id,
shape-checked when the settings load), written when a game starts and when the lobby closes.

Restoring takes only what still fits the title: an option's value it no longer offers, a seat
choice it does not know, or seats it no longer allows (more than its most, an occupied count it
cannot play) fall back to the lobby's defaults. A player's seat comes back only with a device
that is there now (a keyboard cluster, a connected pad); a phone's seat never does (phones join
anew when switched on), so that seat is the bot it was before, or of level normal, as when a
player leaves.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.catalogue import Title
from game.shell.lobby_phones import AWAY_CHOICES

HUMAN = "human"
FALLBACK_BOT = "normal"  # the level a seat whose player cannot come back is played at


def default_seats(title: Title, empty: str) -> list[str]:
    return [FALLBACK_BOT if row < title.default_players else empty for row in range(title.max_players)]


def remember(lobby: Any) -> None:
    """Keep the lobby's choices in the settings and save them."""
    from game import settings as settings_store
    lobby.app.settings.lobby[lobby.title.id] = {
        "seats": list(lobby.seats),
        "humans": {str(row): device for row, device in lobby.humans.items()},
        "before": {str(row): lobby.before[device] for row, device in lobby.humans.items() if device in lobby.before},
        "options": dict(lobby.options),
        "phone_away": lobby.phones.away,
    }
    settings_store.save(lobby.app.settings)


@dataclass
class Choices:
    """What a lobby opens with: seat rows, players' devices by row, options, the phone choice,
    and what each player's seat was before they sat down (row -> a bot's level)."""

    seats: list[str]
    humans: dict[int, str]
    options: dict[str, Any]
    phone_away: str
    before: dict[int, str] = field(default_factory=dict)


def recall(title: Title, memory: dict[str, Any], present: list[str], choices: tuple[str, ...],
           empty: str) -> Choices:
    """The lobby's choices from what it remembers of `title` (`memory`, shape-checked by the
    settings), keeping only what still fits; `present` are the devices there now."""
    options = restored_options(title, memory.get("options", {}))
    away = memory.get("phone_away") if memory.get("phone_away") in AWAY_CHOICES else AWAY_CHOICES[0]
    defaults = Choices(default_seats(title, empty), {}, options, away)
    seats = list(memory.get("seats", ()))
    if not seats or len(seats) > title.max_players:
        return defaults
    seats += [empty] * (title.max_players - len(seats))
    before = {int(text): choice for text, choice in memory.get("before", {}).items()
              if choice in choices and choice != empty}
    humans: dict[int, str] = {}
    for text, device in memory.get("humans", {}).items():
        row = int(text)
        if row < len(seats) and seats[row] == HUMAN and device in present and device not in humans.values():
            humans[row] = device
    for row, choice in enumerate(seats):
        if choice == HUMAN and row not in humans:
            seats[row] = before.get(row, FALLBACK_BOT)
        elif choice != HUMAN and choice not in choices:
            seats[row] = defaults.seats[row]
    if sum(choice != empty for choice in seats) not in title.counts:
        return defaults
    return Choices(seats, humans, options, away, {row: before[row] for row in humans if row in before})


def restored_options(title: Title, remembered: dict[str, Any]) -> dict[str, Any]:
    """The title's options, each as remembered when the title still offers that value (of
    the same type: true never passes for 1), else its default."""
    options = title.default_options()
    for option in title.options:
        value = remembered.get(option.key)
        if any(type(value) is type(choice) and value == choice for choice in option.choices):
            options[option.key] = value
    return options
