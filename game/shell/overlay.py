"""The shape of a menu overlay (pause, a yes-or-no question): rows over the scene below."""
from __future__ import annotations

from typing import Any

from game.input.intents import Intent
from game.scene import Scene
from game.ui import widgets


class MenuOverlay(Scene):
    """Arrows choose one of `rows`, Enter takes it (`choose`), Esc or back closes the
    overlay. The scene below stays drawn and hears nothing."""

    transparent = True
    rows: tuple[str, ...] = ()

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.menu = widgets.MenuList(len(self.rows))

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed:
            return True
        button = intent.menu_button
        if button in ("pause", "back"):
            self.app.pop()
        elif self.menu.move(button):
            self.app.sound.play("ui_move")
        elif button == "confirm":
            self.app.sound.play("ui_select")
            self.choose(self.rows[self.menu.selected])
        return True

    def choose(self, row: str) -> None:
        """Do what `row` says."""
