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
        box = BOX
        widgets.panel(surface, box, fill=widgets.FELT_DARK, border=widgets.WOOD)
        phones = self.table.phones
        title = self.app.text("phones.away_title", names=phones.names(phones.away()))
        widgets.fitted(surface, title, (box.centerx, box.top + 24), box.width - 40, 34, widgets.PAPER, True,
                       name=True)  # what may be cut is the list of names at its end
        hint = pygame.Rect(box.x + 30, box.y + 84, box.width - 60, 80)
        widgets.wrapped(surface, self.app.text("phones.away_hint"), hint, 20, widgets.PAPER)
        self.menu.draw(surface, [self.row_text(row) for row in self.rows], (box.centerx, box.y + 220), size=26,
                       width=560)
        notes = self.notes()
        if phones.server is not None:
            draw_join_panel(surface, self.app, phones.server, JOIN_PANEL, notes)
        else:
            widgets.wrapped(surface, "\n".join(notes), JOIN_PANEL, fonts.FLOOR, widgets.PAPER)

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
