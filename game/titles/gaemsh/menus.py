"""How the Gämsh table draws what the seats' keys open (the keys themselves: controls.py): an
open menu at its seat, as its name over the seat's key hint (in an emote grid, with the other
row's emotes behind act), the secret signal choice over the whole table while the others look
away, and the accused team's question after a guess said aloud. A seat's hint and menu stand
beside its panel, never on the centre cards, the banners, the scores, the emote list or the log."""
from __future__ import annotations

from typing import Any

import pygame

from game.kit.controls import BASE
from game.kit.notices import TOAST_PAD, TOAST_SIZE, toast_size
from game.kit.table import once_a_frame
from game.titles.gaemsh import layout, rules
from game.titles.gaemsh.controls import GRIDS, ROW, SLOTS
from game.ui import draw, fonts, seating, widgets
from game.ui.canvas import Canvas
from game.ui.palette import ALERT, GOLD, INK, INK_SOFT, PAPER, PAPER_SHADE, WOOD, WOOD_DARK, ink_on, seat_colour

LINE_H = 28  # a line of the menu's words above the key hint: its name, then the emote grid's other row
BIG_CELL = (200, 132)  # an emote of the signal choice
SIGNAL_BOX = pygame.Rect(170, 30, 940, 660)  # the signal choice's window over the table (at 100 %: `signal_box`)
SIGNAL_TITLE = 40  # the height of its title, the call to choose (and to look away) at 100 %
TITLE_SIZE = 26
SIGNAL_WORDS = 50  # the height of each of its two texts under the grid (how to signal, how to choose) at 100 %


def signal_box() -> pygame.Rect:
    """The signal choice's window: at a larger text as tall as the screen leaves (its title
    takes two lines)."""
    return SIGNAL_BOX if not layout.larger() else SIGNAL_BOX.inflate(0, 2 * (SIGNAL_BOX.y - 8))


def signal_title() -> pygame.Rect:
    """The call to choose, and to look away, whole: on one line at 100 %, on up to two at a
    larger text (German, French and Italian need them at 150 %)."""
    box = signal_box()
    height = SIGNAL_TITLE if not layout.larger() else 2 * fonts.font(TITLE_SIZE, True).get_linesize()
    return pygame.Rect(box.x + 20, box.y + 10, box.width - 40, height)


def signal_title_lines() -> int:
    return 1 if not layout.larger() else 2


def signal_grid_top() -> int:
    """The top of the signal choice's emote grid, under its title."""
    return signal_title().bottom + 14


def signal_cell() -> tuple[int, int]:
    """An emote of the signal choice: a little lower at a larger text, for its words' room."""
    return BIG_CELL if not layout.larger() else (BIG_CELL[0], BIG_CELL[1] - 24)


def signal_words() -> list[pygame.Rect]:
    """The signal choice's two texts under its grid, each `signal_lines` lines of its words' size."""
    box = signal_box()
    height = max(SIGNAL_WORDS, signal_lines() * fonts.font(18).get_linesize() + 6)
    top = signal_grid_top() + 2 * signal_cell()[1] + 12
    return [pygame.Rect(box.x + 30, top + index * (height + 2), box.width - 60, height) for index in range(2)]


def signal_lines() -> int:
    """The most lines each of the signal choice's texts wraps into (three at a larger text)."""
    return 3 if layout.larger() else 2


def signal_hints_top() -> int:
    """Where the choosers' key hints stand: under the choice's words."""
    return signal_words()[-1].bottom + 6


class SeatMenus:
    """Drawing of the seats' menus (a mixin of GaemshTable; the keys are its `controls`)."""

    @staticmethod
    def line_h() -> int:
        """A line of an open menu's words over the key hint (LINE_H at 100 %)."""
        return max(LINE_H, fonts.font(18, True).get_linesize() + 6)

    def menu_lines(self, seat: int) -> list[str]:
        """The words over the seat's key hint: none in the base mode; a menu's name, and in an
        emote grid the other row's emotes behind act ("L Shift ▸ Yodel · Sneeze · …")."""
        pad = self.controls.pads.get(seat)
        if pad is None or pad.mode == BASE:
            return []
        lines = [self.controls.menu_title(pad)]
        if pad.mode in GRIDS:
            other = rules.EMOTES[(1 - pad.row) * ROW:(2 - pad.row) * ROW]
            act = self.app.input.key_labels(self.session.humans[seat]).get("act", "act")
            lines.append(f"{act} ▸ " + " · ".join(self.app.text(f"gaemsh.emote.{emote}") for emote in other))
        return lines

    def hint_rect(self, seat: int) -> pygame.Rect | None:
        """A human seat's key hint, with its menu's words on top while one is open
        (game/titles/gaemsh/layout.py: `hint_box`); while the signal choice covers the table,
        a chooser's under its words, and none for the others (they look away: it would lie
        under the window)."""
        if seat not in self.session.humans or self.phones.holds(seat):
            return None
        if self.signal_window() is not None:
            return self.signal_hints().get(seat)
        return self.seat_hint_rect(seat)

    def seat_hint_rect(self, seat: int) -> pygame.Rect:
        """A human seat's key hint at its seat."""
        return self.seat_hint(seat)[0].copy()

    @once_a_frame
    def seat_hint(self, seat: int) -> tuple[pygame.Rect, list[str]]:
        """A human seat's key hint at its seat, and the menu's words shown on it: all of them,
        or at a larger text, where with them no place beside the seat is clear (six seats),
        those past the menu's name (its keys' labels say what it offers), else none (act
        shows an emote grid's other row). Asked for the hint, its words and the seat's room
        many times a frame: worked out once a frame (give out copies)."""
        keep_out = self.kept_free() + [panel for other, panel in enumerate(self.panels) if other != seat]
        names, labels = self.app.input.key_labels(self.session.humans[seat]), self.key_labels(seat)
        lines = self.menu_lines(seat)
        for shown in ([lines, lines[1:], []] if layout.larger() and lines else [lines]):
            rect = layout.hint_box(self.panels[seat], self.hint_width(seat), keep_out, self.line_h() * len(shown),
                                   lambda width: len(seating.key_hint_rows(names, labels, width)))
            if layout.SCREEN.contains(rect) and rect.collidelist(keep_out + [self.panels[seat]]) < 0:
                break
        return rect, shown

    def shown_menu_lines(self, seat: int) -> list[str]:
        """The menu's words over the seat's key hint as drawn (`seat_hint`, `signal_layout`)."""
        chooser = self.signal_layout().get(seat)
        if chooser is not None:
            return list(chooser[1])
        return self.seat_hint(seat)[1]

    def signal_window(self) -> pygame.Rect | None:
        """The signal choice's window while it covers the table (`draw_overlay`), else None."""
        public = self.session.public_view()
        return signal_box() if public.phase == "signals" and self.controls.choosing_team(public) is not None else None

    def window_toast_place(self, words: str, seat: int) -> pygame.Rect | None:
        """Where a seat's toast stands while the signal choice shows (a refusal, "wait"): in its
        window under the choosers' key hints, on one line where it fits so, in the middle or at
        either end, off the other toasts there; None where it does not fit (it waits:
        `hold_hidden_toasts`)."""
        room = self.window_toast_room()
        if room is None:
            return None
        face = fonts.font(TOAST_SIZE, True)
        others = [toast.rect for toast in self.toasts if toast.seat != seat and room.contains(toast.rect)]
        for size in ((face.size(words)[0] + 20, face.get_linesize() + TOAST_PAD), toast_size(words)):
            for align in ("midtop", "topleft", "topright"):
                place = pygame.Rect((0, 0), size)
                setattr(place, align, getattr(room, align))
                if room.contains(place) and place.collidelist(others) < 0:
                    return place
        return None

    def window_toast_room(self) -> pygame.Rect | None:
        """The signal choice's window under its words and the choosers' key hints (None while
        the choice is not shown)."""
        window = self.signal_window()
        if window is None:
            return None
        top = max([signal_words()[-1].bottom, *(hint.bottom for hint in self.signal_hints().values())]) + 8
        return pygame.Rect(window.x + 20, top, window.width - 40, window.bottom - 8 - top)

    def signal_choosers(self, obs: Any) -> list[int]:
        """The human seats at the keyboard whose team's signal choice the screen shows now."""
        team = self.controls.choosing_team(obs)
        if team is None:
            return []
        return [seat for seat in self.session.humans if obs.teams[seat] == team and not self.phones.holds(seat)]

    def signal_hints(self) -> dict[int, pygame.Rect]:
        """Where the choosing seats' key hints stand while the signal choice shows (none
        otherwise): side by side right under the window's words, so that a guide's box
        finds room below them."""
        return {seat: rect.copy() for seat, (rect, _) in self.signal_layout().items()}

    @once_a_frame
    def signal_layout(self) -> dict[int, tuple[pygame.Rect, list[str]]]:
        """The choosing seats' key hints in the signal choice's window and the menu's words on
        each: every hint in one row where all fit side by side, else sharing the window's
        width in rows; the menu's words where they fit above the keys inside the window, else
        its name alone, else none (the grid above shows both rows of emotes)."""
        choosers = self.signal_choosers(self.session.public_view())
        box, gap = signal_box(), 10
        widths = {seat: self.hint_width(seat) for seat in choosers}
        room = box.width - 40 - gap * (len(choosers) - 1)
        if sum(widths.values()) > room:
            widths = {seat: min(width, room // len(choosers)) for seat, width in widths.items()}
        top = signal_hints_top()
        x = box.centerx - (sum(widths.values()) + gap * (len(choosers) - 1)) // 2
        placed = {}
        for seat, width in widths.items():
            names, labels = self.app.input.key_labels(self.session.humans[seat]), self.key_labels(seat)
            keys = layout.keys_h(len(seating.key_hint_rows(names, labels, width - 8)))
            lines = self.menu_lines(seat)
            shown = next(shown for shown in (lines, lines[:1], []) if top + keys + self.line_h() * len(shown) <= box.bottom - 6)
            placed[seat] = (pygame.Rect(x, top, width, keys + self.line_h() * len(shown)), shown)
            x += width + gap
        return placed

    def signal_choice_rects(self) -> list[pygame.Rect]:
        """What the signal choice shows (its title, grid and words, the choosers' key hints),
        or nothing while it is not shown: what a guide's box leaves clear."""
        hints = list(self.signal_hints().values())
        title = signal_title()
        return [title.union(signal_words()[-1])] + hints if hints else []

    def key_cap(self, seat: int, button: str) -> pygame.Rect | None:
        """Where `button`'s key cap stands: under the open menu's words, as `draw_hint` draws it."""
        cap = super().key_cap(seat, button)  # type: ignore[misc]
        return cap.move(0, self.line_h() * len(self.shown_menu_lines(seat))) if cap is not None else None

    def draw_hint(self, surface: Canvas, seat: int, rect: pygame.Rect | None = None) -> None:
        """The seat's key hint (at its seat, or in `rect`); in a menu, in a box of the seat's
        colour under the menu's words."""
        rect = rect or self.hint_rect(seat)
        if rect is None:
            return
        lines = self.shown_menu_lines(seat)
        if not lines:
            self.draw_hint_box(surface, seat, rect)
            return
        colour = seat_colour(seat)
        draw.rect(surface, colour, rect, border_radius=10)
        for index, words in enumerate(lines):
            shown = widgets.ellipsized(words, rect.width - 24, 18, index == 0)
            image = self.label(shown, 18, ink_on(colour), index == 0)
            step = self.line_h()
            surface.blit(image, image.get_rect(midleft=(rect.x + 12, rect.y + step // 2 + index * step)))
        top = rect.y + self.line_h() * len(lines)
        self.draw_hint_box(surface, seat, pygame.Rect(rect.x, top, rect.width, rect.bottom - top))

    def draw_grid(self, surface: Canvas, area: pygame.Rect, seat: int, row: int, cell: tuple[int, int]) -> None:
        """The 8 emotes, 4 a row: the row the seat's slot keys take now lit, with their key
        caps; an emote its keys would not take (a team's outgämshed signal) crossed out."""
        buttons = self.buttons(seat)
        names = self.app.input.key_labels(self.session.humans[seat])
        face = min(cell[1] - max(34, fonts.font(18, True).get_height() + 13), cell[0] - 20)  # clear of its name
        for index, emote in enumerate(rules.EMOTES):
            col, line = index % ROW, index // ROW
            rect = pygame.Rect(area.x + col * cell[0], area.y + line * cell[1], cell[0] - 6, cell[1] - 6)
            lit = line == row
            draw.rect(surface, GOLD if lit else PAPER_SHADE, rect, border_radius=10)
            draw.rect(surface, WOOD, rect, 2, border_radius=10)
            surface.blit(self.app.art.emote(emote, seat, (face, face)), (rect.centerx - face // 2, rect.y + 4))
            words = widgets.ellipsized(self.app.text(f"gaemsh.emote.{emote}"), rect.width - 8, 18, True)
            name = self.label(words, 18, INK if lit else INK_SOFT, True)
            surface.blit(name, name.get_rect(midbottom=(rect.centerx, rect.bottom - 3)))
            meaning = buttons.get(SLOTS[col]) if buttons is not None else None
            if lit and meaning is not None and meaning.live:
                self.draw_key_cap(surface, names.get(SLOTS[col], "?"), (rect.x + 4, rect.y + 4))
            elif lit and meaning is not None and meaning.refusal is not None:
                draw.line(surface, ALERT, rect.topleft, rect.bottomright, 4)

    def draw_key_cap(self, surface: Canvas, key: str, at: tuple[int, int]) -> pygame.Rect:
        cap = self.label(key, 18, INK, True)
        box = cap.get_rect(topleft=at).inflate(10, 4)
        box.topleft = at
        draw.rect(surface, PAPER, box, border_radius=5)
        draw.rect(surface, WOOD_DARK, box, 1, border_radius=5)
        surface.blit(cap, cap.get_rect(center=box.center))
        return box

    def draw_verdict(self, surface: Canvas, guesser: int, team: int, border: tuple[int, int, int]) -> None:
        """The question to the accused team (its slot keys 1 and 2 answer): was the guess right?"""
        box = pygame.Rect(360, 292, 560, 116)  # over the paused centre, clear of the seats' keys
        widgets.panel(surface, box, fill=PAPER, border=border)
        words = self.app.text("gaemsh_table.verdict", player=self.seat_name(guesser), team=self.team_name(team))
        widgets.wrapped(surface, words, box.inflate(-30, -20), 20)

    def draw_signal_choice(self, surface: Canvas, obs: Any) -> None:
        """The emote grid of the team choosing its signal on the big screen (others look away),
        with the choosing seats' key hints: act opens the grid, a slot key takes an emote."""
        team = self.controls.choosing_team(obs)
        if team is None:
            return
        widgets.shade(surface, 200)
        box = signal_box()
        widgets.panel(surface, box)
        choosers = self.signal_choosers(obs)
        others = len(choosers) < len(self.session.humans)
        title = self.app.text("gaemsh_table.choose.look_away" if others else "gaemsh_table.choose.own",
                              team=self.team_name(team))
        widgets.fitted_lines(surface, title, signal_title(), TITLE_SIZE, INK, True, max_lines=signal_title_lines())
        shown = next((seat for seat in choosers if self.controls.pads[seat].mode == "signal"), choosers[0])  # its keys
        cell = signal_cell()
        self.draw_grid(surface, pygame.Rect(box.x + 70, signal_grid_top(), cell[0] * ROW, cell[1] * 2), shown,
                       self.controls.pads[shown].row if self.controls.pads[shown].mode == "signal" else -1, cell)
        keys = self.app.input.key_labels(self.session.humans[shown])  # the words name the keys the hint shows
        for place, key, colour in zip(signal_words(), ("how", "hint"), (INK, INK_SOFT)):
            widgets.fitted_lines(surface, self.app.text(f"gaemsh_table.choose.{key}", act=keys["act"], alt=keys["alt"]),
                                 place, 18, colour, max_lines=signal_lines())
        for seat, rect in self.signal_hints().items():
            self.draw_hint(surface, seat, rect)
