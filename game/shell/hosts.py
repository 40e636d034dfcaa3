"""The shell's hosts of a table (game/kit/host.py): what happens around it.

`Seated`: people sit at the table. A pause opens the pause overlay, a phone away the away
window (both save first), the end clears the save and plays the win, then the results; a
prepared table's (a guided game, a rules picture) saves nothing and leaves the title's save alone.
`Showcase`: the bots' table behind the menu. Nobody presses anything there, nothing is saved,
no log is drawn, and when a game ends the next one (seed + 1) is dealt into a new table; the
menu updates and draws whatever table the showcase holds now.
"""
from __future__ import annotations

import gc
from typing import Any

from game import saves
from game.catalogue import Title
from game.core.seats import SeatSpec, TableConfig
from game.scene import Scene
from game.ui.canvas import Canvas


class Seated:
    shows_log = True
    people = True

    def __init__(self, app: Any, keeps: bool = True) -> None:
        self.app = app
        self.keeps = keeps  # whether the game is saved (a prepared table's never is)

    def keep(self, table: Any) -> None:
        if self.keeps:
            saves.store(table.session)

    def pause(self, table: Any) -> None:
        from game.shell.pause import PauseScene
        table.autosave()
        self.app.push(PauseScene(self.app, table))

    def phone_away(self, table: Any) -> None:
        from game.shell.phone_away import PhoneAwayScene
        table.autosave()
        self.app.push(PhoneAwayScene(self.app, table))

    def game_over(self, table: Any) -> None:
        if self.keeps:
            saves.clear(table.session.title.id)
        self.app.sound.play("win")

    def after_game(self, table: Any) -> None:
        from game.shell.results import ResultsScene
        self.app.replace(ResultsScene(self.app, table.session, table))


class Showcase(Scene):
    """Bots playing `title` at its default seats and options, one game after another: a scene
    of its own (the menu draws it behind its rows; a benchmark may push it alone)."""

    shows_log = False
    people = False
    keeps = False

    def __init__(self, app: Any, title: Title, seed: int, options: dict[str, Any] | None = None,
                 level: str = "normal") -> None:
        super().__init__(app)
        self.title = title
        self.config = TableConfig(seats=tuple(SeatSpec("bot", level) for _ in range(title.default_players)),
                                  options=options if options is not None else title.default_options())
        self.table = self.deal(seed)
        self.finished = False  # a game ended: its table is let go at the next update

    def deal(self, seed: int) -> Any:
        from game.kit.table import TableSession
        return self.title.scene_class()(self.app, TableSession(self.title, self.config, seed), self)

    def update(self, dt: float) -> None:
        if self.finished:
            # The finished table is garbage in reference cycles (its parts point back at it),
            # which only Python's full collection frees, minutes and games later: until then
            # each one held its canvases (a window-sized backdrop: 8 MB at 1920x1080), 30 MB
            # more at the menu at 1080p (docs/BENCHMARKS.md, memory, issue 26). Collected
            # here, once its last frame has returned, at most once a game.
            self.finished = False
            gc.collect()
        self.table.update(dt)

    def draw(self, surface: Canvas) -> None:
        self.table.draw(surface)

    def keep(self, table: Any) -> None:
        """Nothing of the showcase is saved."""

    def pause(self, table: Any = None) -> None:
        """Nobody sits at the showcase (and as a scene, nothing stops when one is pushed on it)."""

    def phone_away(self, table: Any) -> None:
        """No phone sits at the showcase."""

    def game_over(self, table: Any) -> None:
        """No win is played behind the menu."""

    def after_game(self, table: Any) -> None:
        self.table = self.deal(table.session.seed + 1)
        self.finished = True
