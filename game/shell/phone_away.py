"""The window over a table while a seat's phone is away (the table's choice "pause"): the
game waits for it, with the QR code for a phone whose page was lost. It closes by itself
when every phone seat has its phone again (only its own phone, with its token); the host may
give the seat to a phone waiting in the room, let a bot play instead, or quit. A phone that
joins under the name of a seat of a continued game is asked about: the host says whether it
is that player's (`ask`)."""
from __future__ import annotations

from typing import Any

import pygame

from game.kit.phones import draw_join_panel
from game.shell.confirm import ConfirmScene
from game.shell.overlay import MenuOverlay
from game.ui import fonts, widgets
from game.ui.canvas import Canvas

JOIN_PANEL = pygame.Rect(940, 150, 312, 420)  # beside the box; its QR code shrinks when notes need room
BOX = pygame.Rect(30, 150, 884, 420)
MENU_WIDTH = 560
HEADING_SIZE, HINT_SIZE, MENU_SIZE = 34, 20, 26
GROW = 2  # units the box and the panel grow up and down for each per cent of text size past 100


def places() -> tuple[pygame.Rect, pygame.Rect]:
    """The box and the join panel at the text size now: BOX and JOIN_PANEL at 100 %; for larger
    text both start higher, the panel taller and wider (its right edge kept, the box giving way)."""
    grow = GROW * (fonts.text_size() - 100)
    join = JOIN_PANEL.inflate(0, 2 * grow)
    join.width = JOIN_PANEL.width * fonts.text_size() // 100
    join.right = JOIN_PANEL.right
    box = pygame.Rect(BOX.left, join.top, join.left - 26 - BOX.left, BOX.height)  # the draw makes it as tall as it needs
    return box, join


class PhoneAwayScene(MenuOverlay):
    rows = ("phones.away_bot", "phones.away_give", "phones.away_quit")

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.asked: set[tuple[int, str]] = set()  # claims of seats the host was asked about

    def update(self, dt: float) -> None:
        phones = self.table.phones
        if phones.server is not None:
            phones.publish(dt)
        if not phones.away():
            self.app.pop()
            return
        claim = next((claim for claim in phones.claims() if claim not in self.asked), None)
        if claim is not None:
            self.ask(*claim)

    def ask(self, seat: int, device: str) -> None:
        """A phone under the name of a seat whose saved phone has not come back by its token:
        is it that player's? (Enter alone says no.) No sends it back to choose a name."""
        self.asked.add((seat, device))
        phones, server = self.table.phones, self.table.phones.server
        question = self.app.text("phones.claim_ask", name=server.name(device), seat=self.table.seat_name(seat))
        self.app.push(ConfirmScene(self.app, question, "phones.claim_yes", lambda: phones.give(seat, device),
                                   no_key="phones.claim_no", on_no=lambda: server.free(device)))

    def choose(self, row: str) -> None:
        phones = self.table.phones
        if row == "phones.away_give":
            if phones.waiting() and phones.away():
                phones.give(phones.away()[0], phones.waiting()[0])
            else:
                self.app.sound.play("wrong")
        elif row == "phones.away_bot":
            self.table.session.phone_away = "bot"
            self.app.pop()
        else:
            from game.shell.menu import MenuScene
            self.table.autosave()
            self.app.pop_to(MenuScene)

    def draw(self, surface: Canvas) -> None:
        widgets.shade(surface, 170)
        box, join = places()
        hint_words = self.app.text("phones.away_hint")
        heading_line = fonts.font(HEADING_SIZE, True).get_linesize()
        hint_height = len(widgets.wrap_lines(hint_words, box.width - 60, HINT_SIZE)) * (fonts.font(HINT_SIZE).get_linesize() + 4)
        menu_top = box.top + 24 + heading_line + 16 + hint_height + 16
        box.height = max(BOX.height, self.menu.bottom(menu_top, MENU_SIZE) + 16 - box.top)  # as tall as it needs
        widgets.panel(surface, box, fill=widgets.FELT_DARK, border=widgets.WOOD)
        phones = self.table.phones
        title = self.app.text("phones.away_title", names=phones.names(phones.away()))
        widgets.fitted(surface, title, (box.centerx, box.top + 24), box.width - 40, HEADING_SIZE, widgets.PAPER, True,
                       name=True)  # what may be cut is the list of names at its end
        hint = pygame.Rect(box.x + 30, box.top + 24 + heading_line + 16, box.width - 60, hint_height)
        widgets.wrapped(surface, hint_words, hint, HINT_SIZE, widgets.PAPER)
        self.menu.draw(surface, [self.row_text(row) for row in self.rows], (box.centerx, menu_top),
                       size=MENU_SIZE, width=min(MENU_WIDTH * fonts.text_size() // 100, box.width - 60))
        notes = self.notes()
        if phones.server is not None:
            draw_join_panel(surface, self.app, phones.server, join, notes)
        else:
            widgets.wrapped(surface, "\n".join(notes), join, fonts.FLOOR, widgets.PAPER)

    def notes(self) -> list[str]:
        """Under the join code: why phones cannot reach the room, that the room's link to the relay
        dropped (its online phones come back once it is up again), and where phones must be."""
        phones = self.table.phones
        uplink = phones.server.uplink if phones.server is not None else None
        down = [self.app.text("phones.online.down", problem=uplink.problem)] if uplink and not uplink.up else []
        return ([phones.problem] if phones.problem else []) + down + [self.app.text("phones.same_network")]

    def row_text(self, row: str) -> str:
        phones = self.table.phones
        if row != "phones.away_give":
            return self.app.text(row)
        waiting, away = phones.waiting(), phones.away()
        if not waiting or not away or phones.server is None:
            return self.app.text("phones.away_none_waiting")
        return self.app.text(row, seat=self.table.seat_name(away[0]), name=phones.server.name(waiting[0]))
