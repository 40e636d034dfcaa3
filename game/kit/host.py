"""What surrounds a table: its host, handed to it by the shell.

A table knows nothing of the scenes around it (the kit imports no shell module). What
happens when a seat pauses, when a phone seat's phone is away and the table waits for it, and
when the game has ended is the host's to decide; so is whether the game is kept (autosaved)
and whether the table log shows. The shell has two hosts (game/shell/hosts.py): `Seated`,
for a table people sit at (the pause overlay, the away window, the results, a save), and
`Showcase`, the bots' table behind the menu (nothing is saved or shown around it, and at its
end the next game is dealt). A table built without one gets the app's (`App.table_host`:
`Seated`).
"""
from __future__ import annotations

from typing import Any, Protocol


class TableHost(Protocol):
    shows_log: bool  # whether the table log is drawn
    people: bool  # whether people may take part (seats, the room's phones as an audience)
    keeps: bool  # whether the game is kept: saved as it goes, its save cleared at the end, records (a best) written

    def keep(self, table: Any) -> None:
        """Keep the game in progress (an autosave): a save of the session, or nothing;
        OSError when it cannot be written now (the table goes on and tries again)."""

    def pause(self, table: Any) -> None:
        """A seat pressed pause, or its pad was lost."""

    def phone_away(self, table: Any) -> None:
        """A phone seat's phone is away and the table waits for it (its choice "pause")."""

    def game_over(self, table: Any) -> None:
        """The game has just ended (called once)."""

    def after_game(self, table: Any) -> None:
        """The final table has stood RESULTS_DELAY seconds: what comes next."""
