"""Where seats sit around the shared screen, and the key hint drawn at each seat."""
from __future__ import annotations

import math

import pygame

from game.ui import canvas, draw, fonts, widgets
from game.ui.canvas import Canvas
from game.ui.palette import WOOD_LIGHT

SCREEN = (1280, 720)


def seat_positions(count: int, centre: tuple[int, int] = (640, 350),
                   radii: tuple[int, int] = (520, 265)) -> list[tuple[int, int]]:
    """Seats evenly around an ellipse, seat 0 at the bottom, then clockwise on screen
    (bottom, left, top, right for four), so seat i and i + count/2 sit opposite."""
    positions = []
    for seat in range(count):
        angle = math.radians(90 + seat * 360 / count)
        positions.append((round(centre[0] + radii[0] * math.cos(angle)),
                          round(centre[1] + radii[1] * math.sin(angle))))
    return positions


CAP_SIZE, LABEL_SIZE = 18, 18  # design units: 13.5 px at a 960x540 window, the smallest text read from a sofa
CAP_PADDING = 10  # a key cap is as wide as its key's name and this (never cut: "Strg L" whole at 150 %)
CAP_HEIGHT = 26
CAP_GAP = 3  # between the caps of buttons that share a label
CAP_MARGIN = 6  # beside a column's caps
LABEL_GAP = 8  # beside a column's label: wider than a word space, so "Next" and "hold: look" stay two
HINT_HEIGHT = CAP_HEIGHT + 1 + 22  # a key hint's cap and its label below (at the text size of 100 %: `hint_height`)


def cap_height() -> int:
    """A key cap's height at the text size now: CAP_HEIGHT grown as its text is."""
    return round(CAP_HEIGHT * fonts.grown(CAP_SIZE) / CAP_SIZE)


def hint_height() -> int:
    """A key hint's height, its cap and its label below, at the text size now: HINT_HEIGHT
    grown as its text is."""
    return cap_height() + 1 + round((HINT_HEIGHT - CAP_HEIGHT - 1) * fonts.grown(LABEL_SIZE) / LABEL_SIZE)


def _columns(names: dict[str, str], labels: dict[str, str]) -> tuple[tuple[tuple[str, ...], str, int], ...]:
    """The hint's columns: neighbouring buttons with the same label share one column (its
    caps side by side over the label once: "Q W A S / burn")."""
    caps: list[tuple[tuple[str, ...], str]] = []
    for button, label in labels.items():
        key = names.get(button, "?")
        if caps and caps[-1][1] == label:
            caps[-1] = (caps[-1][0] + (key,), label)
        else:
            caps.append(((key,), label))
    return _measured(tuple(caps))


def _cap_width(key: str) -> int:
    return fonts.font(CAP_SIZE, True).size(key)[0] + CAP_PADDING


def short_name(key: str) -> str:
    """A key's name written shorter but whole, for a cap wider than its hint's room: its
    words joined, without their dots ("Strg L": "StrgL", "Ctrl g.": "Ctrlg")."""
    return "".join(key.replace(".", "").split())


def fitting(names: dict[str, str], width: int | None) -> dict[str, str]:
    """`names`, each whose cap alone is wider than `width` written shorter (`short_name`);
    all as they are when no width is given."""
    if width is None:
        return names
    return {button: key if _cap_width(key) + CAP_MARGIN <= width else short_name(key) for button, key in names.items()}


@canvas.per_scale(maxsize=256)
def _measured(caps: tuple[tuple[tuple[str, ...], str], ...]) -> tuple[tuple[tuple[str, ...], str, int], ...]:
    """Each (key names, label) with the width of its column (measured once)."""
    return tuple((keys, label, max(sum(map(_cap_width, keys)) + CAP_GAP * (len(keys) - 1) + CAP_MARGIN,
                                   fonts.font(LABEL_SIZE).size(label)[0] + LABEL_GAP)) for keys, label in caps)


def key_hint_width(names: dict[str, str], labels: dict[str, str]) -> int:
    return sum(width for _, _, width in _columns(names, labels))


def key_hint_rows(names: dict[str, str], labels: dict[str, str], width: int) -> list[dict[str, str]]:
    """`labels` split, in their order, into rows no wider than `width` (a key hint too wide
    for one row of its box wraps; one row when it fits; a cap wider than a row by itself
    shows its key's shorter name: draw it with the same `width`)."""
    names = fitting(names, width)
    rows: list[dict[str, str]] = [{}]
    for button, label in labels.items():
        if rows[-1] and key_hint_width(names, {**rows[-1], button: label}) > width:
            rows.append({})
        rows[-1][button] = label
    return rows


def key_hint_fit(names: dict[str, str], labels: dict[str, str], rows: int) -> int:
    """The least width in which `labels` wrap into at most `rows` rows (`key_hint_rows`)."""
    return _fit(tuple(names.items()), tuple(labels.items()), rows)


@canvas.per_scale(maxsize=256)
def _fit(names_items: tuple[tuple[str, str], ...], labels_items: tuple[tuple[str, str], ...], rows: int) -> int:
    """key_hint_fit, searched once for each hint at each scale and text size (a table at a
    larger text asks it for every seat at every frame)."""
    names, labels = dict(names_items), dict(labels_items)
    low, high = max(width for _, _, width in _columns(names, labels)), key_hint_width(names, labels)
    while low < high:  # more width never takes more rows
        middle = (low + high) // 2
        low, high = (low, middle) if len(key_hint_rows(names, labels, middle)) <= rows else (middle + 1, high)
    return low


def _placed(names: dict[str, str], labels: dict[str, str],
            midtop: tuple[int, int]) -> list[tuple[str, int, list[tuple[str, str, pygame.Rect]]]]:
    """The hint's columns as drawn at `midtop`: each label, its centre x and its caps
    (button, key name, rect), in the labels' order."""
    columns = _columns(names, labels)
    buttons = iter(labels)
    x = midtop[0] - sum(width for _, _, width in columns) // 2
    placed = []
    for keys, label, width in columns:
        left = x + (width - sum(map(_cap_width, keys)) - CAP_GAP * (len(keys) - 1)) // 2
        caps = []
        for key in keys:
            cap = pygame.Rect(left, midtop[1], _cap_width(key), cap_height())
            caps.append((next(buttons), key, cap))
            left = cap.right + CAP_GAP
        placed.append((label, x + width // 2, caps))
        x += width
    return placed


def cap_rects(names: dict[str, str], labels: dict[str, str], midtop: tuple[int, int],
              width: int | None = None) -> dict[str, pygame.Rect]:
    """Where each button's key cap lands in a hint drawn at `midtop` (a guide points at it)."""
    return {button: cap for _, _, caps in _placed(fitting(names, width), labels, midtop) for button, _, cap in caps}


def draw_key_hint(surface: Canvas, names: dict[str, str], labels: dict[str, str],
                  midtop: tuple[int, int], width: int | None = None) -> None:
    """Small key caps: `names` maps a button to its key name, `labels` a button to what it
    does here. Only buttons with a label are drawn; a thin rule parts two columns, so that
    neighbouring labels never read as one ("Weiter | halten: ansehen"). Each cap shows its
    key's whole name (its shorter one where a cap alone is wider than `width`, the row's room)."""
    names = fitting(names, width)
    columns = _columns(names, labels)
    x = midtop[0] - sum(width for _, _, width in columns) // 2
    for _, _, width in columns[:-1]:
        x += width
        draw.line(surface, WOOD_LIGHT, (x, midtop[1] + 4), (x, midtop[1] + hint_height() - 4), 1)
    for label, centre, caps in _placed(names, labels, midtop):
        for _, key, cap in caps:
            key_image = fonts.rendered(key, CAP_SIZE, widgets.INK, True)
            draw.rect(surface, widgets.PAPER, cap, border_radius=4)
            draw.rect(surface, widgets.WOOD, cap, width=1, border_radius=4)
            surface.blit(key_image, key_image.get_rect(center=cap.center))
        text = fonts.rendered(label, LABEL_SIZE, widgets.PAPER)
        surface.blit(text, text.get_rect(midtop=(centre, midtop[1] + cap_height() + 1)))
