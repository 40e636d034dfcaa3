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
from game.ui import fonts, widgets
from game.ui.canvas import Canvas

COLUMNS = (*SEAT_BUTTONS, "reset")
NAME_SIZE, HEADING_SIZE, KEY_SIZE, MESSAGE_SIZE = 20, 20, 22, 22
MARGIN = 30  # left and right of the grid and the message
CELL_GAP, CELL_PAD = 12, 12  # between two cells; inside a cell, either side of its key
MIN_CELL, CELL_WIDE = 100, 150  # a cell's width at least; the width cells grow to where there is room


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

    def columns(self, width: int) -> tuple[int, list[int]]:
        """The clusters' names' column and each button's column, in units, across `width`:
        each as wide as its heading or its widest key needs at the floor of the text size now
        (a larger text size widens them), the room left shared out evenly up to CELL_WIDE (the
        keys grow back to KEY_SIZE in it)."""
        names = max(fonts.font(NAME_SIZE, True).size(self.app.input.device_label(cluster))[0]
                    for cluster in self.clusters) + CELL_GAP
        labels = [self.app.input.key_labels(cluster) for cluster in self.clusters]
        needed = []
        for name in COLUMNS:
            heading = fonts.font(fonts.FLOOR).size(self.app.text(f"keymap.button.{name}"))[0]
            keys = max(fonts.font(fonts.FLOOR, True).size(keys.get(name, "↺"))[0] for keys in labels)
            needed.append(max(MIN_CELL, heading, keys + 2 * CELL_PAD) + CELL_GAP)
        spare = max(0, min(width - names - sum(needed), (CELL_WIDE - min(needed)) * len(COLUMNS)))
        return names, [cell + spare // len(COLUMNS) for cell in needed]

    def draw(self, surface: Canvas) -> None:
        widgets.backdrop(surface, self.app.art)
        width = surface.get_width()
        title = widgets.text(surface, self.app.text("keymap.title"), (width // 2, 30), 40, widgets.PAPER, bold=True,
                             anchor="midtop")
        names, cells = self.columns(width - 2 * MARGIN)
        left = (width - names - sum(cells)) // 2
        heading_line = fonts.font(HEADING_SIZE).get_linesize()
        top = max(150, title.bottom + heading_line + 12)
        cell_h = max(64, fonts.font(KEY_SIZE, True).get_linesize() + 16)
        starts = [left + names + sum(cells[:column]) for column in range(len(COLUMNS))]
        for column, name in enumerate(COLUMNS):
            widgets.fitted(surface, self.app.text(f"keymap.button.{name}"),
                           (starts[column] + cells[column] // 2, top - 12), cells[column], HEADING_SIZE,
                           widgets.PAPER, anchor="midbottom")
        for row, cluster in enumerate(self.clusters):
            y = top + row * (cell_h + 10)
            widgets.text(surface, self.app.input.device_label(cluster), (left, y + cell_h // 2), NAME_SIZE,
                         widgets.PAPER, bold=True, anchor="midleft")
            labels = self.app.input.key_labels(cluster)
            for column, name in enumerate(COLUMNS):
                rect = pygame.Rect(starts[column] + CELL_GAP // 2, y, cells[column] - CELL_GAP, cell_h)
                chosen = (row, column) == (self.row, self.column)
                fill = widgets.HIGHLIGHT if chosen else widgets.PAPER
                widgets.panel(surface, rect, fill=fill, radius=8)
                label = "↺" if name == "reset" else labels.get(name, "?")
                if chosen and self.waiting:
                    label = "…"
                widgets.fitted(surface, label, rect.center, rect.width - CELL_PAD, KEY_SIZE, widgets.INK, bold=True,
                               anchor="center", name=True)
        grid_bottom = top + len(self.clusters) * (cell_h + 10)
        message = pygame.Rect(MARGIN, 0, width - 2 * MARGIN, 2 * fonts.font(MESSAGE_SIZE).get_linesize())
        message.bottom = max(surface.get_height() - 30, grid_bottom + message.height)
        widgets.fitted_lines(surface, self.message, message, MESSAGE_SIZE)
