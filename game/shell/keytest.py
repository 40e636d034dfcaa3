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
from game.ui import canvas, draw, fonts
from game.ui.canvas import Canvas
from game.ui.fonts import Face

FELT = (47, 93, 58)
PAPER = (244, 235, 208)
INK = (43, 33, 24)
LIT = (230, 159, 0)       # Okabe-Ito orange
WARN = (213, 94, 0)       # Okabe-Ito vermillion
SHADOW = (30, 60, 38)
ROLLOVER = 6              # ordinary keys a typical USB keyboard reports at once

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
        _text(surface, app.font(44, bold=True), app.text("keytest.title"), PAPER, (width // 2, 38))
        _text(surface, app.font(22), app.text("keytest.intro"), PAPER, (width // 2, 84), width - 80)
        _text(surface, app.font(20), app.text("keytest.leave"), PAPER, (width - 130, 38))

        devices = app.input.devices()
        columns = 3
        rows = max(2, math.ceil(len(devices) / columns))
        top, bottom, margin = 112, 600, 16
        panel_w = (width - margin * (columns + 1)) // columns
        panel_h = (bottom - top - margin * (rows - 1)) // rows
        for index, device in enumerate(devices):
            x = margin + (index % columns) * (panel_w + margin)
            y = top + (index // columns) * (panel_h + margin)
            self._draw_device(surface, device, pygame.Rect(x, y, panel_w, panel_h))

        held = self._held_count()
        _text(surface, app.font(26, bold=True), app.text("keytest.held", count=held, most=self.most),
              PAPER, (width // 2, 624))
        ordinary = len(app.input.held_keys() - MODIFIERS)
        if ordinary >= ROLLOVER:
            _text(surface, app.font(20, bold=True), app.text("keytest.warn.rollover"), LIT,
                  (width // 2, 656), width - 60)
        _text(surface, app.font(18), app.text("keytest.note"), PAPER, (width // 2, 690), width - 60)

    def _draw_device(self, surface: Canvas, device: str, rect: pygame.Rect) -> None:
        app = self.app
        layer = app.input
        draw.rect(surface, SHADOW, rect.move(4, 5), border_radius=12)
        draw.rect(surface, PAPER, rect, border_radius=12)
        header = min(34, rect.height // 5)
        seat = layer.seat_of(device)
        where = app.text("keytest.seat", number=seat + 1) if seat is not None else app.text("keytest.free")
        _text(surface, app.font(max(14, header - 10), bold=True), layer.device_label(device, app.text),
              INK, (rect.x + 14, rect.y + header // 2 + 6), rect.width // 2, anchor="midleft")
        _text(surface, app.font(max(12, header - 14)), where, INK,
              (rect.right - 14, rect.y + header // 2 + 6), rect.width // 2, anchor="midright")

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
            _cap(surface, app, cap, labels[button], str(index + 1), button in held)
        for index, button in enumerate(("act", "alt")):
            cap = side.move(0, index * (cap_h + gap))
            _cap(surface, app, cap, labels[button], app.text(f"keytest.button.{button}"), button in held)


def _cap(surface: Canvas, app, rect: pygame.Rect, label: str, caption: str, lit: bool) -> None:
    """One key cap: its label large, what it does small, orange while held."""
    draw.rect(surface, LIT if lit else PAPER, rect, border_radius=8)
    draw.rect(surface, INK, rect, width=3 if lit else 2, border_radius=8)
    size = max(14, rect.height * 2 // 5)
    _text(surface, app.font(size, bold=True), label, INK, (rect.centerx, rect.centery - rect.height // 10),
          rect.width - 10)
    _text(surface, app.font(max(12, rect.height // 4)), caption, INK,
          (rect.centerx, rect.bottom - max(8, rect.height // 8)), rect.width - 10)


def _text(surface: Canvas, font: Face, text: str, colour: tuple[int, int, int],
          at: tuple[int, int], max_width: int | None = None, anchor: str = "center") -> None:
    """Draw `text` with its `anchor` at `at`, squeezed to `max_width` if it is wider."""
    image = font.render(text, True, colour)
    size = font.font.get_point_size() / font.scale
    if max_width is not None and image.get_width() > max_width:
        scale = max_width / image.get_width()
        size *= scale
        image = canvas.smoothscale(image, (max_width, max(1, int(image.get_height() * scale))))
    fonts.carries(image, text, size)  # for the layout test's probe: this picture is text
    surface.blit(image, image.get_rect(**{anchor: at}))
