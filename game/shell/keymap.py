"""Settings → Keys: move any button of a keyboard cluster to another key, or reset a cluster.

Choose a cluster (up/down) and a button (left/right), confirm, then press the new key.
The input layer refuses a key that another cluster or everyone (Esc, Enter, F11) uses,
and the reason shows here. Every change is saved at once.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.input.intents import SEAT_BUTTONS, Intent
from game.input.keyboard import RebindRefused
from game.scene import Scene
from game.ui import widgets
from game.ui.canvas import Canvas

COLUMNS = (*SEAT_BUTTONS, "reset")


class KeyMapScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.clusters = sorted(app.input.keyboard.maps())
        self.row = 0
        self.column = 0
        self.waiting = False
        self.message = app.text("keymap.hint")

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed:
            return True
        if intent.button.startswith("key:"):
            self.capture(int(intent.button[4:]))
            return True
        button = intent.menu_button
        if button in ("back", "pause"):
            self.app.input.capture_key = False
            self.app.pop()
        elif button in ("up", "down"):
            self.row = (self.row + (1 if button == "down" else -1)) % len(self.clusters)
        elif button in ("left", "right"):
            self.column = (self.column + (1 if button == "right" else -1)) % len(COLUMNS)
        elif button == "confirm":
            self.choose()
        return True

    def choose(self) -> None:
        cluster = self.clusters[self.row]
        if COLUMNS[self.column] == "reset":
            try:
                self.app.input.reset_keys(cluster)
            except RebindRefused as refusal:
                self.refused(refusal)
                return
            self.app.save_settings()
            self.message = self.app.text("keymap.reset_done", device=self.app.input.device_label(cluster))
            return
        self.waiting = True
        self.app.input.capture_key = True
        self.message = self.app.text("keymap.press", button=self.app.text(f"keymap.button.{COLUMNS[self.column]}"),
                                     device=self.app.input.device_label(cluster))

    def refused(self, refusal: RebindRefused) -> None:
        """The reason, naming a cluster as players know it ("Keys 2"), never by its id."""
        params = dict(refusal.params)
        if "device" in params:
            params["device"] = self.app.input.device_label(str(params["device"]))
        self.message = self.app.text(refusal.key, **params)
        self.app.sound.play("wrong")

    def capture(self, scancode: int) -> None:
        self.waiting = False
        if scancode == pygame.KSCAN_ESCAPE:
            self.message = self.app.text("keymap.cancelled")
            return
        cluster, button = self.clusters[self.row], COLUMNS[self.column]
        try:
            self.app.input.rebind(cluster, button, scancode)
        except RebindRefused as refusal:
            self.refused(refusal)
            return
        self.app.save_settings()
        self.app.sound.play("ui_select")
        self.message = self.app.text("keymap.done")

    def draw(self, surface: Canvas) -> None:
        widgets.backdrop(surface, self.app.art)
        width = surface.get_width()
        widgets.text(surface, self.app.text("keymap.title"), (width // 2, 30), 40, widgets.PAPER, bold=True,
                     anchor="midtop")
        cell_w, cell_h, left, top = 150, 64, 110, 150
        for column, name in enumerate(COLUMNS):
            widgets.fitted(surface, self.app.text(f"keymap.button.{name}"),
                           (left + 110 + column * cell_w + cell_w // 2, top - 12), cell_w - 8, 20, widgets.PAPER,
                           anchor="midbottom")
        for row, cluster in enumerate(self.clusters):
            y = top + row * (cell_h + 10)
            widgets.text(surface, self.app.input.device_label(cluster), (left, y + cell_h // 2), 20,
                         widgets.PAPER, bold=True, anchor="midleft")
            labels = self.app.input.key_labels(cluster)
            for column, name in enumerate(COLUMNS):
                rect = pygame.Rect(left + 110 + column * cell_w + 6, y, cell_w - 12, cell_h)
                chosen = (row, column) == (self.row, self.column)
                fill = widgets.HIGHLIGHT if chosen else widgets.PAPER
                widgets.panel(surface, rect, fill=fill, radius=8)
                label = "↺" if name == "reset" else labels.get(name, "?")
                if chosen and self.waiting:
                    label = "…"
                widgets.fitted(surface, label, rect.center, rect.width - 12, 22, widgets.INK, bold=True,
                               anchor="center")
        widgets.fitted_lines(surface, self.message, pygame.Rect(40, surface.get_height() - 90, width - 80, 60), 22)
