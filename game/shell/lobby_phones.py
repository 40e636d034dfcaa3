"""The lobby's phones: the "Phones" switch (off by default), the "Online" switch beside it and what
a table does with a phone that is away, the panel with the QR code, the room code and the address
(and, online, the relay's link, its QR code and its code under them), phones taking a free seat,
changing seats and leaving, and the host freeing a phone's seat (Enter on it).

"Online" opens the same room to friends elsewhere through the relay of the settings
(`Settings.relay_url`; game/phones/uplink.py): their phones sit like any other, marked "online".
Without a relay, or without TLS for an https one, the panel says why and what to do. When the
link to the relay drops the panel says so; the room comes back on the same code by itself.

The phones' server (the room: its code, names and phones) runs from the moment the host
switches phones on until they are switched off in a lobby or the app ends: closing a lobby
leaves the room open, and the next lobby seats its phones again (game/kit/phones.py). A phone
with no free seat here waits in the room for the next table.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.kit.phones import draw_join_panel, is_phone, start_server, tell_room, waiting_view
from game.phones.views import view
from game.shell.confirm import ConfirmScene
from game.ui import fonts, widgets
from game.ui.canvas import Canvas

if TYPE_CHECKING:
    from game.phones.server import PhoneServer
    from game.phones.uplink import Uplink

AWAY_CHOICES = ("pause", "bot")  # what a table does while a seat's phone is away (game/kit/phones.py)
KINDS = ("phones", "online", "phone_away")
PANEL = pygame.Rect(956, 150, 312, 528)  # right of the lobby's rows, which move left while it shows (at 100 % text)


def panel_place() -> pygame.Rect:
    """Where the join panel stands at the text size now: PANEL, wider by the text size (its
    address and heading on a line as at 100 %), its right edge kept."""
    rect = PANEL.copy()
    rect.width = PANEL.width * fonts.text_size() // 100
    rect.right = PANEL.right
    return rect
PUBLISH_EVERY = 0.1  # seconds between views sent to the seated phones (equal ones are not sent)
LAN_SHARE = 0.5  # of the panel's height the LAN's half takes while online


def can_go_online(relay: str) -> bool:
    """Whether this Python has what an uplink to `relay` needs: websockets' client and, for an
    https relay, TLS (the executable carries both: build.spec; a Python built without OpenSSL
    has no `ssl`)."""
    try:
        from game.phones.uplink import Uplink  # noqa: F401
    except ImportError:
        return False
    try:
        import ssl  # noqa: F401
    except ImportError:
        return not relay.startswith("https://")
    return True


class OnlineDoor:
    """The room's door on the relay, as the join panel draws a door (game/kit/phones.py): the
    page's address with the code, the code; wrong codes are the relay's to count."""

    guessing = wrong_codes = 0

    def __init__(self, uplink: Uplink) -> None:
        self.url, self.room = uplink.url, uplink.room


class LobbyPhones:
    def __init__(self, lobby: Any) -> None:
        self.lobby = lobby
        self.app = lobby.app
        self.away = AWAY_CHOICES[0]
        self.problem = ""
        self.online_problem = ""  # why the room could not go online ("" when it could)
        self.waited = 0.0
        self.unseated: set[str] = set()  # room phones told that no seat is free here
        self.handed_over = False  # a table started from this lobby: its phones hear from the table
        self.asked_about = ""  # the room code the host was last asked to change (someone guessing)
        self.sit_as_remembered(self.app.settings.lobby.get(lobby.title.id, {}).get("humans", {}))

    def sit_as_remembered(self, remembered: dict[str, str]) -> None:
        """Phones of the room sit where they sat when this title's lobby last closed (device
        names last the whole run; the lobby's memory keeps only keyboards and pads itself)."""
        server = self.server
        if server is None:
            return
        room = server.devices()
        for text, device in remembered.items():
            row = int(text)
            if (row < self.lobby.title.max_players and device in room and row not in self.lobby.humans
                    and device not in self.lobby.humans.values()):
                self.lobby.humans[row] = device
                self.lobby.seats[row] = "human"

    @property
    def server(self) -> PhoneServer | None:
        return self.app.input.phones

    def rows(self) -> list[tuple[str, None]]:
        return [(kind, None) for kind in KINDS]

    def holds(self, seat: int) -> bool:
        """Whether a phone sits at lobby seat `seat`."""
        return is_phone(self.lobby.humans.get(seat, ""))

    # --- the switch ------------------------------------------------------------------------
    def change(self, kind: str, step: int) -> None:
        if kind == "phone_away":
            self.away = AWAY_CHOICES[(AWAY_CHOICES.index(self.away) + step) % len(AWAY_CHOICES)]
        elif kind == "online":
            self.switch_online()
        elif self.server is None:
            self.start()
        else:
            self.stop()

    def start(self) -> None:
        _, self.problem = start_server(self.app)

    def switch_online(self) -> None:
        """Open the room on the relay (starting phones first when they are off), or close it there:
        the seats of phones online are bots again."""
        server = self.server
        if server is not None and server.uplink is not None:
            server.go_offline()  # the online phones are lost at once: no update seats them again
            for seat in [seat for seat, device in self.lobby.humans.items() if is_phone(device) and server.remote(device)]:
                self.lobby.leave(seat)
            return
        relay = self.app.settings.relay_url
        if not relay:
            self.online_problem = self.app.text("phones.online.no_relay")
        elif not can_go_online(relay):
            self.online_problem = self.app.text("phones.online.no_tls")
        else:
            self.online_problem = ""
            if server is None:
                self.start()
            if self.server is not None:
                self.server.go_online(relay)

    def close(self) -> None:
        """The lobby closes: the room stays open; its phones hear that the host is choosing
        (unless a table started from here: it told them how the game ended or that it was saved,
        and the lobby under it closes with it)."""
        if not self.handed_over:
            tell_room(self.app, self.app.text("phones.between"))

    def stop(self) -> None:
        """Switch phones off: their seats are bots again, the room closes and the server stops."""
        server = self.server
        if server is None:
            return
        for seat in [seat for seat in self.lobby.humans if self.holds(seat)]:
            self.lobby.leave(seat)
        self.app.input.phones = None
        server.stop()

    def row_text(self, kind: str) -> tuple[str, str]:
        if kind == "phones":
            return self.app.text("phones.row"), f"◂ {self.app.text('common.on' if self.server else 'common.off')} ▸"
        if kind == "online":
            online = self.server is not None and self.server.uplink is not None
            return self.app.text("phones.online"), f"◂ {self.app.text('common.on' if online else 'common.off')} ▸"
        return self.app.text("phones.away"), f"◂ {self.app.text(f'phones.away.{self.away}')} ▸"

    # --- phones at the lobby ---------------------------------------------------------------------
    def handle(self, intent: Any) -> bool:
        """A phone's intent: act changes seats, alt leaves (a phone that joined takes a seat at
        the next update: `update`). Phones never steer the lobby's rows (they are the host's)."""
        if not is_phone(intent.device):
            return False
        if intent.pressed and intent.seat is not None and intent.button == "act":
            self.lobby.move(intent.seat)
        elif intent.pressed and intent.seat is not None and intent.button == "alt":
            self.free(intent.seat)
        return True

    def sit(self, device: str) -> None:
        """A phone of the room takes a free seat, or waits in the room (told once: as the
        audience of the game, where the title has one, `Title.audience`)."""
        if len(self.lobby.humans) < self.lobby.title.max_players:
            self.lobby.join(device)
            self.unseated.discard(device)
        elif device not in self.unseated and self.server is not None:
            self.unseated.add(device)
            audience = self.lobby.title.audience
            status = self.app.text("phones.audience_next" if audience else "phones.page.full")
            self.server.send(device, waiting_view(self.app, self.server, device, status))
            self.lobby.message = self.app.text("phones.full")

    def free(self, seat: int) -> None:
        """The phone at `seat` goes: the seat is a bot again, the phone may join anew."""
        device = self.lobby.humans[seat]
        self.lobby.leave(seat)
        if self.server is not None:
            self.server.free(device)
        self.lobby.message = self.app.text("phones.freed", seat=seat + 1)

    def update(self, dt: float) -> None:
        """Seat each phone that joined (whatever scene was on top when it did), and tell each
        seated phone where it sits and what its buttons do here."""
        server = self.server
        if server is None:
            return
        seated = set(self.lobby.humans.values())
        for device in server.devices():
            if device not in seated and server.connected(device):
                self.sit(device)
        self.ask_new_code(server)
        self.waited += dt
        if self.waited < PUBLISH_EVERY:
            return
        self.waited = 0.0
        buttons = {"act": self.app.text("phones.key.move"), "alt": self.app.text("phones.key.leave")}
        title = self.app.text(self.lobby.title.name_key)
        for seat, device in self.lobby.humans.items():
            if is_phone(device):
                server.send(device, view(title, seat, server.name(device), buttons,
                                         status=self.app.text("phones.lobby", seat=seat + 1)))

    def ask_new_code(self, server: PhoneServer) -> None:
        """Someone is guessing the room code: the host is asked, once for each code, whether to
        make a new one. Enter alone keeps the code, and the question takes no press in its first
        moment: an Enter meant for Start then neither changes the code nor answers it unread."""
        if not server.guessing or self.asked_about == server.room or self.app.top is not self.lobby:
            return
        self.asked_about = server.room

        def renew() -> None:
            self.lobby.message = self.app.text("phones.new_code_done", code=server.new_code())
        self.app.push(ConfirmScene(self.app, self.app.text("phones.guessing_ask", count=server.guessing),
                                   "phones.new_code", renew, no_key="phones.keep_code", unasked=True))

    # --- the panel ---------------------------------------------------------------------------------
    def showing(self) -> bool:
        """Whether the panel takes the lobby's right side (phones on, or why they could not start)."""
        return self.server is not None or bool(self.problem or self.online_problem)

    def draw(self, surface: Canvas, bottom: int = PANEL.bottom, top: int = PANEL.top) -> None:
        """The join panel right of the rows, from `top` (under the lobby's heading) down to
        `bottom` at most (the keys band's top)."""
        server = self.server
        place = panel_place()
        panel = pygame.Rect(place.x, top, place.width, min(place.bottom, bottom) - top)
        problems = [problem for problem in (self.problem, self.online_problem) if problem]
        if server is None:
            if problems:
                widgets.wrapped(surface, "\n".join(problems), panel.inflate(-12, 0), fonts.FLOOR, widgets.PAPER)
            return
        phones = sum(server.connected(device) for device in server.devices())
        notes = [self.app.text("phones.same_network"), self.app.text("phones.joined", count=phones),
                 self.app.text("phones.free_hint")]  # the last ones give way first where the panel has no room
        uplink = server.uplink
        if uplink is None:
            draw_join_panel(surface, self.app, server, panel, problems + notes)
            return
        lan, online = panel.copy(), panel.copy()
        lan.height = round(panel.height * LAN_SHARE) - 4
        online.top, online.height = lan.bottom + 8, panel.bottom - lan.bottom - 8
        draw_join_panel(surface, self.app, server, lan, problems + notes[:2])
        draw_join_panel(surface, self.app, OnlineDoor(uplink), online, [self.online_note(server, uplink)])

    def online_note(self, server: PhoneServer, uplink: Uplink) -> str:
        """How the room's door on the relay stands: open (with the phones come through it),
        being reached, or dropped and being reached again."""
        if uplink.up:
            remote = sum(server.connected(device) and server.remote(device) for device in server.devices())
            return self.app.text("phones.online.up", count=remote)
        if uplink.state == "down":
            return self.app.text("phones.online.down", problem=uplink.problem)
        return self.app.text("phones.online.connecting")
