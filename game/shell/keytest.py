"""The key test: everyone holds their keys at once and sees which ones the computer hears.

Each keyboard cluster and each connected pad is a paper card with its six keys; a held
key lights up. A keyboard cannot tell us that it dropped a key, so the scene shows what
did register, counts the keys held at once, and warns when six ordinary (non-modifier)
keys are held, where typical keyboards stop reporting more. Esc (or a pad's Start)
leaves; every other press is part of the test and is consumed.
"""
from __future__ import annotations

import math

import pygame

from game.input.intents import Intent
from game.input.keyboard import MODIFIERS
from game.scene import Scene
from game.ui import draw, fonts, widgets
from game.ui.canvas import Canvas

FELT = (47, 93, 58)
PAPER = (244, 235, 208)
INK = (43, 33, 24)
LIT = (230, 159, 0)       # Okabe-Ito orange
SHADOW = (30, 60, 38)
ROLLOVER = 6              # ordinary keys a typical USB keyboard reports at once
GRID_TOP, GRID_BOTTOM = 104, 580  # the devices' cards
WARN_AT = 632             # the middle of the rollover warning's line

SLOTS = ("slot1", "slot2", "slot3", "slot4")


class KeyTestScene(Scene):
    def enter(self) -> None:
        self.most = self._held_count()

    def handle(self, intent: Intent) -> bool:
        if intent.button == "quit":
            return False
        if intent.button == "pause" and intent.pressed:
            self.app.pop()
            return True
        self.most = max(self.most, self._held_count())
        return True

    def _held_count(self) -> int:
        layer = self.app.input
        pads = sum(len(layer.held_buttons(d)) for d in layer.devices() if d.startswith("pad:"))
        return len(layer.held_keys()) + pads

    def draw(self, surface: Canvas) -> None:
        app = self.app
        width, height = app.size
        surface.fill(FELT)
        widgets.text(surface, app.text("keytest.title"), (width // 2, 36), 44, PAPER, bold=True, anchor="center")
        widgets.fitted(surface, app.text("keytest.leave"), (width - 20, 36), 260, 20, PAPER, anchor="midright")
        widgets.fitted(surface, app.text("keytest.intro"), (width // 2, 80), width - 80, 22, PAPER, anchor="center")

        devices = app.input.devices()
        columns = 3
        rows = max(2, math.ceil(len(devices) / columns))
        margin = 16
        panel_w = (width - margin * (columns + 1)) // columns
        panel_h = (GRID_BOTTOM - GRID_TOP - margin * (rows - 1)) // rows
        for index, device in enumerate(devices):
            x = margin + (index % columns) * (panel_w + margin)
            y = GRID_TOP + (index // columns) * (panel_h + margin)
            self._draw_device(surface, device, pygame.Rect(x, y, panel_w, panel_h))

        held = self._held_count()
        widgets.text(surface, app.text("keytest.held", count=held, most=self.most), (width // 2, GRID_BOTTOM + 22),
                     26, PAPER, bold=True, anchor="center")
        ordinary = len(app.input.held_keys() - MODIFIERS)
        if ordinary >= ROLLOVER:
            widgets.fitted(surface, app.text("keytest.warn.rollover"), (width // 2, WARN_AT), width - 60, 20, LIT,
                           bold=True, anchor="center")
        note = pygame.Rect(30, height - 62, width - 60, 2 * fonts.font(fonts.FLOOR).get_linesize())
        widgets.fitted_lines(surface, app.text("keytest.note"), note, fonts.FLOOR, PAPER)

    def _draw_device(self, surface: Canvas, device: str, rect: pygame.Rect) -> None:
        app = self.app
        layer = app.input
        draw.rect(surface, SHADOW, rect.move(4, 5), border_radius=12)
        draw.rect(surface, PAPER, rect, border_radius=12)
        header = min(34, rect.height // 5)
        seat = layer.seat_of(device)
        where = app.text("keytest.seat", number=seat + 1) if seat is not None else app.text("keytest.free")
        middle = rect.y + header // 2 + 6
        name = widgets.fitted(surface, layer.device_label(device, app.text), (rect.x + 14, middle), rect.width // 2,
                              max(fonts.FLOOR, header - 10), INK, bold=True, anchor="midleft")
        widgets.fitted(surface, where, (rect.right - 14, middle), rect.right - 28 - name.right, fonts.FLOOR, INK,
                       anchor="midright")

        labels = layer.key_labels(device, app.text)
        held = layer.held_buttons(device)
        area = pygame.Rect(rect.x + 12, rect.y + header + 10, rect.width - 24, rect.height - header - 20)
        gap = 8
        cap_h = (area.height - gap) // 2
        slot_w = (area.width * 55 // 100 - gap) // 2
        side = pygame.Rect(area.x + 2 * (slot_w + gap) + gap, area.y, area.right - area.x - 2 * (slot_w + gap) - gap, cap_h)
        for index, button in enumerate(SLOTS):
            cap = pygame.Rect(area.x + (index % 2) * (slot_w + gap), area.y + (index // 2) * (cap_h + gap),
                              slot_w, cap_h)
            _cap(surface, cap, labels[button], str(index + 1), button in held)
        for index, button in enumerate(("act", "alt")):
            cap = side.move(0, index * (cap_h + gap))
            _cap(surface, cap, labels[button], app.text(f"keytest.button.{button}"), button in held)


def _cap(surface: Canvas, rect: pygame.Rect, label: str, caption: str, lit: bool) -> None:
    """One key cap: its label large, what it does small under it, orange while held."""
    draw.rect(surface, LIT if lit else PAPER, rect, border_radius=8)
    draw.rect(surface, INK, rect, width=3 if lit else 2, border_radius=8)
    caption_at = rect.bottom - 3
    below = caption_at - fonts.font(fonts.FLOOR).get_linesize()
    size = max(fonts.FLOOR, min(rect.height * 2 // 5, (below - rect.top) * 4 // 5))
    widgets.fitted(surface, label, (rect.centerx, (rect.top + below) // 2 + 1), rect.width - 10, size, INK,
                   bold=True, anchor="center")
    widgets.fitted(surface, caption, (rect.centerx, caption_at), rect.width - 10, fonts.FLOOR, INK, anchor="midbottom")
