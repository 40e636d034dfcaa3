"""The keys of a menu screen, on a band at its bottom: for each player seated now (each
keyboard cluster or pad bound to a seat), beside their seat's symbol, which of *their* keys
move, choose and go back there (`Intent.menu_button`: slot1..4 up/left/down/right, act
confirms, alt goes back), and the shared keys everybody has (arrows, Enter, Esc). Phones are
left out: they never steer the big screen's menus. Shown by the menus a seated player can
reach (pause, the guide's menus, a question, settings, the results, the lobby) and by the Learn
menu and the guide's offer for those who chose to learn. A screen whose act and alt keys do
something else names their words (the lobby's: change seat, leave)."""
from __future__ import annotations

from typing import Any

import pygame

from game.ui import fonts, widgets
from game.ui.canvas import DESIGN, Canvas
from game.ui.palette import HINT, draw_seat_symbol

SIZE = fonts.FLOOR
GAP = 36  # between two players' keys on a line
SYMBOL = 9  # the seat symbol's radius
LINES = 2  # the band's lines a screen keeps free at its bottom (`room`)
ARROWS = {"up": "↑", "down": "↓", "left": "←", "right": "→"}
SLOTS = {"up": "slot1", "down": "slot3", "left": "slot2", "right": "slot4"}  # MENU_EQUIVALENT, read backwards


def seated(app: Any) -> list[tuple[int, str]]:
    """(seat, device) of every keyboard cluster and pad bound to a seat, in seat order."""
    return sorted((seat, device) for device, seat in app.input.bindings().items()
                  if device.startswith(("kb", "pad:")))


CHOOSE, BACK = "menukeys.choose", "menukeys.back"  # what act and alt do on most screens


def player_keys(app: Any, device: str, sideways: bool, act: str = CHOOSE, alt: str = BACK) -> str:
    """"Q ↑ · A ↓ · L Shift choose · L Ctrl back": what `device`'s keys do in a menu (with
    left and right where the screen has rows they change; `act` and `alt`: the text keys of
    what those do)."""
    labels = app.input.key_labels(device)
    moves = ("up", "down", "left", "right") if sideways else ("up", "down")
    parts = [label if label == ARROWS[move] else f"{label} {ARROWS[move]}"
             for move, label in ((move, labels[SLOTS[move]]) for move in moves)]
    parts += [app.text(act, key=labels["act"]), app.text(alt, key=labels["alt"])]
    keys = " · ".join(parts)
    return keys if device.startswith("kb") else app.text("kit.labelled", label=app.input.device_label(device), value=keys)


def shared_keys(app: Any, sideways: bool, arrows: bool) -> str:
    """Enter and Esc, and the arrows while no seated player has them."""
    moves = ("up", "down", "left", "right") if sideways else ("up", "down")
    parts = [" ".join(ARROWS[move] for move in moves)] if arrows else []
    return " · ".join((*parts, app.text("menukeys.choose", key=app.text("input.key.enter")),
                       app.text("menukeys.back", key=app.text("input.key.escape"))))


def room(app: Any, act: str = CHOOSE, alt: str = BACK) -> int:
    """The height a screen keeps free for the band: LINES lines, or more where the players
    seated now need more at the text size now (five keyboards at 150 %), whichever row is chosen."""
    width = DESIGN.width - 40
    lines = max(len(band_lines(app, sideways, seated(app), width, act, alt)) for sideways in (False, True))
    return max(LINES, lines) * fonts.font(SIZE).get_linesize() + 12


def entries(app: Any, sideways: bool, players: list[tuple[int, str]], act: str = CHOOSE,
            alt: str = BACK) -> list[tuple[int | None, str]]:
    """(seat or None for everybody's keys, its words): the players' first."""
    own: list[tuple[int | None, str]] = [(seat, player_keys(app, device, sideways, act, alt)) for seat, device in players]
    arrows_free = app.input.on_arrows() not in [device for _, device in players]
    return [*own, (None, shared_keys(app, sideways, arrows_free))]


def packed(app: Any, sideways: bool, players: list[tuple[int, str]], width: int, act: str = CHOOSE,
           alt: str = BACK) -> list[list[tuple[int | None, str, int]]]:
    """The entries in lines no wider than `width`: (seat, words, width with the symbol)."""
    face = fonts.font(SIZE)
    lines: list[list[tuple[int | None, str, int]]] = [[]]
    used = 0
    for seat, words in entries(app, sideways, players, act, alt):
        wide = face.size(words)[0] + (2 * SYMBOL + 8 if seat is not None else 0)
        if lines[-1] and used + GAP + wide > width:
            lines.append([])
            used = 0
        used += (GAP if lines[-1] else 0) + wide
        lines[-1].append((seat, words, wide))
    return lines


def band_lines(app: Any, sideways: bool, players: list[tuple[int, str]], width: int, act: str = CHOOSE,
               alt: str = BACK) -> list[list[tuple[int | None, str, int]]]:
    """The band's lines (`packed`), without left and right where naming them takes more than LINES lines."""
    lines = packed(app, sideways, players, width, act, alt)
    if sideways and len(lines) > LINES:
        lines = packed(app, False, players, width, act, alt)
    return lines


def draw(surface: Canvas, app: Any, sideways: bool = False, players: list[tuple[int, str]] | None = None,
         act: str = CHOOSE, alt: str = BACK) -> int:
    """The band of keys at the bottom of `surface`; returns its top (what is above is the
    screen's). `sideways`: the chosen row takes left and right, so those keys are named too,
    unless that would take more than LINES lines (many players: their rows show ◂ ▸).
    `players`: (seat, device) of those whose keys show (default: the seated ones); `act`,
    `alt`: the text keys of what those keys do here."""
    width = surface.get_width()
    players = seated(app) if players is None else players
    lines = band_lines(app, sideways, players, width - 40, act, alt)
    line_height = fonts.font(SIZE).get_linesize()
    band = pygame.Rect(0, 0, width, len(lines) * line_height + 12)
    band.bottom = surface.get_height()
    surface.blit(widgets.veil(band.size, (0, 0, 0, 250)), band)  # what is behind (a table's log) stays out of it
    for index, line in enumerate(lines):
        x = (width - (sum(wide for _, _, wide in line) + GAP * (len(line) - 1))) // 2
        middle = band.top + 6 + index * line_height + line_height // 2
        for seat, words, wide in line:
            left = x
            if seat is not None:
                draw_seat_symbol(surface, seat, (x + SYMBOL, middle), SYMBOL)
                left += 2 * SYMBOL + 8
            widgets.fitted(surface, words, (left, middle), width - 20 - left, SIZE, HINT, anchor="midleft")
            x += wide + GAP
    return band.top
