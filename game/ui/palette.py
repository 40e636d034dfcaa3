"""The one palette of Alpenparty: table, wood, paper and text colours, the seat colours and the
other colours a table asks a player to tell apart (`TELL_APART`).

Seat colours are the Okabe-Ito palette, its vermillion darkened so that light text reads on it
(4.5:1); every seat also has its own symbol, every team its letter, every verdict its word and
mark, so nothing is told apart by colour alone. tests/ui/test_colour_vision.py checks that the
colours of each group stay apart under protanopia, deuteranopia and tritanopia
(game/ui/colour_vision.py) and that text reads on each of them.
"""
from __future__ import annotations

import math

import pygame

from game.ui import canvas, draw
from game.ui.colour_vision import contrast
from game.ui.canvas import Canvas

Colour = tuple[int, int, int]


def hex_colour(text: str) -> Colour:
    """'#E69F00' -> (230, 159, 0)."""
    text = text.lstrip("#")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


SEAT_HEX = ("#E69F00", "#56B4E9", "#00A478", "#F0E442", "#0072B2", "#C04A00", "#CC79A7")
SEAT_NAMES = ("orange", "sky blue", "green", "yellow", "blue", "vermillion", "purple")
SEAT_COLOURS: tuple[Colour, ...] = tuple(hex_colour(h) for h in SEAT_HEX)
SEAT_SYMBOLS = ("circle", "triangle", "square", "diamond", "star", "cross", "hexagon")

# Table, wood, paper and ink (hex for the SVG tools, tuples for pygame).
HEX = {
    "felt": "#2F6B45",
    "felt_dark": "#214F33",
    "felt_light": "#3E8257",
    "wood": "#8A5A33",
    "wood_dark": "#5C3A1E",
    "wood_light": "#B07C4F",
    "paper": "#F6EEDC",
    "paper_shade": "#E6D8BA",
    "ink": "#2B2118",
    "ink_soft": "#6B5A48",
    "text": "#FBF6EC",
    "text_dim": "#C9BFA9",
    "red": "#C23B2E",
    "gold": "#E2A72E",
    "snow": "#FFFFFF",
    "sky": "#BFE0F2",
    "night": "#1D2B53",
    "night_deep": "#111A36",
    "meadow": "#7DB35B",
    "stone": "#9A9A94",
    "skin": "#F2C8A0",
    "foehn": "#E8872A",
    "sour": "#B8432F",
    "milk": "#FFFDF6",
}
TABLE_FELT = hex_colour(HEX["felt"])
TABLE_FELT_DARK = hex_colour(HEX["felt_dark"])
TABLE_FELT_LIGHT = hex_colour(HEX["felt_light"])
WOOD = hex_colour(HEX["wood"])
WOOD_DARK = hex_colour(HEX["wood_dark"])
WOOD_LIGHT = hex_colour(HEX["wood_light"])
PAPER = hex_colour(HEX["paper"])
PAPER_SHADE = hex_colour(HEX["paper_shade"])
INK = hex_colour(HEX["ink"])
INK_SOFT = hex_colour(HEX["ink_soft"])
TEXT = hex_colour(HEX["text"])
TEXT_DIM = hex_colour(HEX["text_dim"])
ALERT = (190, 50, 40)  # the art's red a shade darker: words in it read on paper (4.5:1)
GOLD = hex_colour(HEX["gold"])
NIGHT = hex_colour(HEX["night"])
HINT = (246, 238, 120)  # a hint's or a notice's pale yellow on the shell's dark backdrop (4.5:1 on its lightest)

# Colours a table asks a player to tell apart besides the seats' (each with its own word or mark too).
TEAM_COLOURS: tuple[Colour, ...] = (SEAT_COLOURS[4], SEAT_COLOURS[5], SEAT_COLOURS[6])  # teams A, B, C
RIGHT, WRONG = (0, 124, 86), ALERT  # a verdict: a right call (✓) and a wrong one (✗)
WARNING = SEAT_COLOURS[5]  # a refusal, a warning banner (vermillion: light text reads on it)
WON = (250, 204, 80)  # a winning answer's card (framed in gold, named in words beside it)

# Colours shown side by side that mean different things: every two of a group must look apart.
TELL_APART: dict[str, tuple[Colour, ...]] = {
    "seats on the felt": (*SEAT_COLOURS, TABLE_FELT),
    "teams on paper": (*TEAM_COLOURS, PAPER),
    "a right and a wrong call": (RIGHT, WRONG),
    "a winning answer's card and an open one": (WON, PAPER),
    "a winning answer's card and an empty or fallen one": (WON, PAPER_SHADE),
}


def seat_colour(seat: int) -> Colour:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_symbol(seat: int) -> str:
    return SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)]


def _regular(sides: int, cx: float, cy: float, r: float, start: float) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(start + 2 * math.pi * i / sides),
             cy + r * math.sin(start + 2 * math.pi * i / sides)) for i in range(sides)]


def symbol_points(symbol: str, center: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """Outline of a seat symbol as a polygon (a circle is approximated by 32 points).

    Shared by the SVG tools and by draw_seat_symbol, so both draw the same shapes.
    """
    cx, cy = center
    r = radius
    up = -math.pi / 2
    if symbol == "circle":
        return _regular(32, cx, cy, r, 0.0)
    if symbol == "triangle":
        return [(x, y + r * 0.15) for x, y in _regular(3, cx, cy, r * 1.1, up)]
    if symbol == "square":
        return _regular(4, cx, cy, r * 1.2, math.pi / 4)
    if symbol == "diamond":
        return [(cx, cy - r * 1.1), (cx + r * 0.8, cy), (cx, cy + r * 1.1), (cx - r * 0.8, cy)]
    if symbol == "star":
        points = []
        for i in range(10):
            rr = r * 1.1 if i % 2 == 0 else r * 0.48
            a = up + math.pi * i / 5
            points.append((cx + rr * math.cos(a), cy + rr * math.sin(a) + r * 0.08))
        return points
    if symbol == "cross":
        a, b = r * 0.36, r
        return [(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a),
                (cx + b, cy + a), (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b),
                (cx - a, cy + a), (cx - b, cy + a), (cx - b, cy - a), (cx - a, cy - a)]
    if symbol == "hexagon":
        return _regular(6, cx, cy, r * 1.05, 0.0)
    raise KeyError(f"unknown seat symbol {symbol!r}; expected one of {SEAT_SYMBOLS}")


def draw_seat_symbol(surface: Canvas | pygame.Surface, seat: int, center: tuple[float, float], radius: float,
                     outline: Colour | None = INK) -> pygame.Rect:
    """Draw the seat's symbol filled with the seat's colour, with a dark outline."""
    points = symbol_points(seat_symbol(seat), center, radius)
    rect = draw.polygon(surface, seat_colour(seat), points)
    if outline is not None:
        draw.polygon(surface, outline, points, max(1, round(radius / 8)))
    return rect


def felt_table(size: tuple[int, int], felt: pygame.Rect) -> Canvas:
    """The card tables' background: planks of wood and an oval of felt with a wooden rim."""
    board = canvas.new(size)
    board.fill(WOOD_DARK)
    for y in range(0, size[1], 24):
        draw.line(board, WOOD if (y // 24) % 2 else WOOD_LIGHT, (0, y), (size[0], y), 1)
    draw.ellipse(board, (40, 28, 16), felt.inflate(30, 30))
    draw.ellipse(board, WOOD, felt.inflate(22, 22))
    draw.ellipse(board, TABLE_FELT_DARK, felt)
    draw.ellipse(board, TABLE_FELT, felt.inflate(-26, -26))
    draw.ellipse(board, TABLE_FELT_LIGHT, felt.inflate(-60, -60), 2)
    return board


def ink_on(back: tuple[int, int, int]) -> tuple[int, int, int]:
    """Ink or light text on `back`, whichever has the more contrast (WCAG's relative luminance)."""
    return INK if contrast(INK, back) >= contrast(TEXT, back) else TEXT
