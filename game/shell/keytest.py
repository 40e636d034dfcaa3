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
NAME_SIZE = 24            # a card's device name
INTRO_SIZE = 22
LABEL_MOST = 30           # a key cap's label at most (it shrinks to the cap's height)
NOTE_LINES = 3            # the intro, the note and the warning wrap onto this many lines at most

SLOTS = ("slot1", "slot2", "slot3", "slot4")


class KeyTestScene(Scene):
    def enter(self) -> None:
        self.most = self._held_count()
        self.caps: dict[tuple[str, str], pygame.Rect] = {}  # (device, button) -> where its cap was drawn last
        self.bottom = pygame.Rect(0, 0, 0, 0)  # where the note (or the rollover warning) was drawn last

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
        """Top down: the title and the way out, the intro (up to three lines), the devices'
        cards, the count of keys held, and at the bottom the note (or, while six ordinary keys
        are held, the rollover warning in its place); every height measured at the text size now."""
        app = self.app
        width, height = app.size
        surface.fill(FELT)
        title = widgets.text(surface, app.text("keytest.title"), (width // 2, 8), 44, PAPER, bold=True, anchor="midtop")
        widgets.fitted(surface, app.text("keytest.leave"), (width - 20, title.centery), width - 40 - title.right,
                       20, PAPER, anchor="midright")
        intro = pygame.Rect(40, title.bottom + 2, width - 80, 0)
        intro.height = self.lines(app.text("keytest.intro"), intro.width) * fonts.font(INTRO_SIZE).get_linesize()
        widgets.fitted_lines(surface, app.text("keytest.intro"), intro, INTRO_SIZE, PAPER, max_lines=NOTE_LINES)

        ordinary = len(app.input.held_keys() - MODIFIERS)
        warning, note = app.text("keytest.warn.rollover"), app.text("keytest.note")
        line = fonts.font(fonts.FLOOR, True).get_linesize()
        bottom = pygame.Rect(30, 0, width - 60, max(self.lines(words, width - 60) for words in (warning, note)) * line)
        bottom.bottom = height - 6
        self.bottom = bottom
        if ordinary >= ROLLOVER:
            widgets.fitted_lines(surface, warning, bottom, fonts.FLOOR, LIT, bold=True, max_lines=NOTE_LINES)
        else:
            widgets.fitted_lines(surface, note, bottom, fonts.FLOOR, PAPER, max_lines=NOTE_LINES)
        held_at = bottom.top - 4 - fonts.font(26, True).get_linesize() // 2
        widgets.text(surface, app.text("keytest.held", count=self._held_count(), most=self.most), (width // 2, held_at),
                     26, PAPER, bold=True, anchor="center")

        devices = app.input.devices()
        columns = 3
        rows = max(2, math.ceil(len(devices) / columns))
        margin = 16
        grid_top, grid_bottom = intro.bottom + 8, held_at - fonts.font(26, True).get_linesize() // 2 - 6
        panel_w = (width - margin * (columns + 1)) // columns
        panel_h = (grid_bottom - grid_top - margin * (rows - 1)) // rows
        for index, device in enumerate(devices):
            x = margin + (index % columns) * (panel_w + margin)
            y = grid_top + (index // columns) * (panel_h + margin)
            self._draw_device(surface, device, pygame.Rect(x, y, panel_w, panel_h))

    @staticmethod
    def lines(words: str, width: int) -> int:
        """The lines `words` take at the floor (bold: the warning's), NOTE_LINES at most."""
        return min(NOTE_LINES, len(widgets.lines_of(words, width, fonts.FLOOR, True)))

    def _draw_device(self, surface: Canvas, device: str, rect: pygame.Rect) -> None:
        app = self.app
        layer = app.input
        draw.rect(surface, SHADOW, rect.move(4, 5), border_radius=12)
        draw.rect(surface, PAPER, rect, border_radius=12)
        header = max(min(34, rect.height // 5), fonts.font(fonts.FLOOR, True).get_linesize() + 4)
        seat = layer.seat_of(device)
        where = app.text("keytest.seat", number=seat + 1) if seat is not None else app.text("keytest.free")
        middle = rect.y + header // 2 + 6
        name = widgets.fitted(surface, layer.device_label(device, app.text), (rect.x + 14, middle), rect.width // 2,
                              NAME_SIZE, INK, bold=True, anchor="midleft", name=True)
        widgets.fitted(surface, where, (rect.right - 14, middle), rect.right - 28 - name.right, fonts.FLOOR, INK,
                       anchor="midright")

        labels = layer.key_labels(device, app.text)
        held = layer.held_buttons(device)
        area = pygame.Rect(rect.x + 12, rect.y + header + 8, rect.width - 24, rect.height - header - 16)
        gap = 8
        cap_h = (area.height - gap) // 2
        widest = max(fonts.font(fonts.FLOOR, True).size(labels[button])[0] for button in SLOTS) + 12
        slot_w = max((area.width * 55 // 100 - gap) // 2, min(widest, (area.width - 3 * gap) // 3))  # "Num 8" whole
        side = pygame.Rect(area.x + 2 * (slot_w + gap) + gap, area.y, area.right - area.x - 2 * (slot_w + gap) - gap, cap_h)
        for index, button in enumerate(SLOTS):
            cap = pygame.Rect(area.x + (index % 2) * (slot_w + gap), area.y + (index // 2) * (cap_h + gap),
                              slot_w, cap_h)
            _cap(surface, cap, labels[button], str(index + 1), button in held)
            self.caps[device, button] = cap
        for index, button in enumerate(("act", "alt")):
            cap = side.move(0, index * (cap_h + gap))
            self.caps[device, button] = cap
            _cap(surface, cap, labels[button], app.text(f"keytest.button.{button}"), button in held)


def _cap(surface: Canvas, rect: pygame.Rect, label: str, caption: str, lit: bool) -> None:
    """One key cap: its label large, what it does small under it, orange while held."""
    draw.rect(surface, LIT if lit else PAPER, rect, border_radius=8)
    draw.rect(surface, INK, rect, width=3 if lit else 2, border_radius=8)
    caption_at = rect.bottom - 2
    below = caption_at - fonts.font(fonts.FLOOR).get_linesize()
    size = fonts.FLOOR  # the label's largest size that fits over the caption (sizes are asked before growing)
    while fonts.font(size + 1, True).get_linesize() <= below - rect.top - 2 and size + 1 <= LABEL_MOST:
        size += 1
    widgets.fitted(surface, label, (rect.centerx, (rect.top + below) // 2 + 1), rect.width - 10, size, INK,
                   bold=True, anchor="center", name=True)
    widgets.fitted(surface, caption, (rect.centerx, caption_at), rect.width - 10, fonts.FLOOR, INK, anchor="midbottom")
