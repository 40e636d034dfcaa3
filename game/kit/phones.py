"""A table's phone seats: what each phone is sent, and what happens while one is away.

Every table has one `PhoneSeats` (`TableScene.phones`). On the table's updates it
- sends each phone seat its view (at most every PUBLISH_EVERY seconds, and only when it
  changed): the envelope of game/phones/views.py with the seat's key labels (`key_labels`,
  the words of its key hint), its toast, and the title's parts from `seat_view(table, seat)`
  in game/titles/<id>/phone.py, which reads only what `observe(seat)` and the table's own
  view of that seat show;
- offers taps: the seat's one answer (`table.buttons(seat)`, game/kit/controls.py) names what a
  tap on each target does now (`Buttons.taps`: each choice at the place it carries, the same
  meanings, refusals and menus as the keys'); `seat_view` puts those targets on its cards and
  places, and every target it placed nowhere becomes a big button ("choices"), its words a
  meaning's `says` or its label. A target "key:<button>" is the seat's own button, pressed as
  a key would be (the late-press guard too). A phone's tap (`tap`) is taken only
  when the last view sent to that seat offered it (`offered`), and then does what that
  meaning does now (a target the moment has left does nothing; the rules' refusal shows as
  the seat's toast, as for a key);
- notices a phone seat whose phone is away (asleep, out of Wi-Fi, reloading): with the
  table's choice "pause" its host opens the away window (game/shell/phone_away.py), which
  stops the game until it is back; with "bot" a bot of level STAND_IN plays the seat;
- never gives a seat whose phone is away to another phone: the seat waits for its own
  token. A phone that joins during a game waits in the room (it is told the game is running);
  the host may give an away seat to it in the away window (`give`).
The room (the server, its code, its phones) lives as long as the app once the host switched
phones on: a table continued from a save with phone seats starts it when no lobby did, and
gives each phone seat the room's phone of its saved name, or holds it for that name (`reseat`:
a phone's token belongs to one room code, and a restarted app has a new one); when
a table closes, its phones are told where the host is going (`close`: the result, or the
menu) and stay in the room, to take their seats in the next lobby or at Play again.
"""
from __future__ import annotations

import logging
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pygame

from game.core.rng import GameRng
from game.phones.address import LOOPBACK, lan_address
from game.kit.controls import KEY, Meaning
from game.phones.protocol import BACK, JOINED, LOST, TAP
from game.phones.readout import facts
from game.phones.views import choice, offered, page_words, view
from game.ui import canvas, fonts, widgets
from game.ui.canvas import Canvas

if TYPE_CHECKING:  # the server (websockets) and the QR code (segno) load when phones are switched on
    from game.phones.server import PhoneServer

PUBLISH_EVERY = 0.05  # seconds of table time between views (a press is answered within this)
STAND_IN = "normal"  # the level of a bot playing a seat while its phone is away
CONTROLS = (JOINED, LOST, BACK)
QR_MOST = 216

log = logging.getLogger(__name__)


def is_phone(device: str) -> bool:
    return device.startswith("phone:")


def tap_of(offered: dict[str, Meaning], target: str) -> tuple[str, str] | None:
    """A place's `tap` (views.card): the target and what a tap does, when the seat's taps offer it."""
    return (target, says(offered[target])) if target in offered else None


def says(meaning: Meaning) -> str:
    """The words at a meaning's tap target."""
    return meaning.says or meaning.label


def start_server(app: Any) -> tuple[PhoneServer | None, str]:
    """Start the phones' server (the room) on the LAN address and hand it to the input layer;
    returns it (None when it could not start) and a problem to show ("" when none)."""
    from game.phones.server import PhoneServer
    host = lan_address()
    server = PhoneServer(host, words=page_words(app.text, app.settings.language),
                         seated=lambda device: app.input.seat_of(device) is not None)
    try:
        server.start()
    except OSError as error:
        return None, app.text("phones.failed", problem=error.strerror or str(error))
    app.input.phones = server
    return server, app.text("phones.no_network") if host == LOOPBACK else ""


def join_code(server: PhoneServer, most: int = QR_MOST) -> Canvas:
    """The QR code of the page's address, as the lobby and the away window show it: in whole
    pixels a module at the window's real size, at most `most` units wide (made once per
    address, size and scale)."""
    return _join_code(server.url, most)


@canvas.per_scale(maxsize=8)
def _join_code(url: str, most: int) -> Canvas:
    from game.phones.qr import qr_surface
    scale = canvas.current_scale()
    return Canvas(qr_surface(url, round(most * scale)), scale)


def waiting_view(app: Any, server: PhoneServer, device: str, status: str) -> dict[str, Any]:
    """What a phone in the room without a seat here shows: its name, `status`, no buttons."""
    return view(app.text("phones.room", code=server.room), 0, server.name(device), {}, status=status, waiting=True)


def tell_room(app: Any, status: str, but: set[str] | frozenset[str] = frozenset()) -> None:
    """Every phone of the room except those in `but` hears `status` (the host went elsewhere)."""
    server = app.input.phones
    if server is None:
        return
    for device in server.devices():
        if device not in but:
            server.send(device, waiting_view(app, server, device, status))


PANEL_SIZE, ROOM_SIZE = fonts.FLOOR, 26  # the panel's words; its room code
QR_LEAST = 96  # units: the code's least size before the panel's last notes give way (a large text size)


def draw_join_panel(surface: Canvas, app: Any, server: PhoneServer, rect: pygame.Rect, notes: list[str]) -> None:
    """The QR code of the page's address with the room code, the address and `notes` under
    it, on a panel at the top of `rect` as tall as they need; the code takes the height the
    words leave (at most QR_MOST)."""
    if server.guessing:
        notes = [app.text("phones.guessing", count=server.guessing), *notes]
    elif server.wrong_codes:  # someone mistyped, or guessed before the code was new
        notes = [app.text("phones.wrong_codes", count=server.wrong_codes), *notes]
    line = fonts.font(PANEL_SIZE).get_linesize()
    scan = app.text("phones.scan")
    _, heading_lines = widgets.fit(scan, (rect.width - 16, 2 * line), PANEL_SIZE, True)
    words = rect.inflate(-20, 0)
    address = widgets.wrap_lines(server.url.split("?")[0], rect.width - 16, PANEL_SIZE)  # whole, on two lines if need be
    room_line = fonts.font(ROOM_SIZE, True).get_linesize()
    while True:  # the notes last in the list give way where even the least code leaves them no room
        noted = len(widgets.wrap_lines("\n".join(notes), words.width, PANEL_SIZE)) * (line + 2)
        around = (6 + len(heading_lines) * line + 4 + 4 + room_line + 2 + len(address) * line + 8 + noted
                  + 8)  # all but the code
        if len(notes) <= 1 or rect.height - around >= QR_LEAST:
            break
        notes = notes[:-1]
    code = join_code(server, max(1, min(QR_MOST, rect.height - around, rect.width - 16)))
    panel = pygame.Rect(rect.topleft, (rect.width, min(rect.height, around + code.get_height())))
    widgets.panel(surface, panel, radius=10)
    heading = pygame.Rect(rect.x + 8, rect.top + 6, rect.width - 16, len(heading_lines) * line)
    widgets.fitted_lines(surface, scan, heading, PANEL_SIZE, widgets.INK, True)
    place = code.get_rect(midtop=(rect.centerx, heading.bottom + 4))
    surface.blit(code, place)
    room_code = widgets.text(surface, app.text("phones.room", code=server.room), (rect.centerx, place.bottom + 4),
                             ROOM_SIZE, widgets.INK, bold=True, anchor="midtop")
    y = room_code.bottom + 2
    for part in address:
        y = widgets.text(surface, part, (rect.centerx, y), PANEL_SIZE, widgets.INK, anchor="midtop").bottom
    words.top, words.height = y + 8, noted
    widgets.wrapped(surface, "\n".join(notes), words, PANEL_SIZE, widgets.INK, line_gap=2)


class PhoneSeats:
    def __init__(self, table: Any) -> None:
        self.table = table
        self.waited = PUBLISH_EVERY  # the first update sends
        self.stand_ins: set[int] = set()  # seats a bot plays while their phones are away
        self.started = False  # whether it tried to start the room (once: a port that fails stays failed)
        self.reseated = False  # whether the phone seats were matched with the room's phones by name
        self.problem = ""  # why phones cannot reach a room this table started
        self._module: ModuleType | None = None
        self.offered: dict[int, set[str]] = {}  # seat -> the targets its phone's last view offered
        self.chosen: dict[int, str] = {}  # seat -> a phone's first tap of two, where its controls keep none
        # (kept while the seat has something to tap, dropped after an action)

    @property
    def server(self) -> PhoneServer | None:
        return self.table.app.input.phones

    def devices(self) -> dict[int, str]:
        """Phone seats -> their devices."""
        return {seat: device for seat, device in self.table.session.humans.items() if is_phone(device)}

    def allowance(self, seat: int) -> float:
        """Seconds after a moment that the seat's phone's press claiming it may still arrive
        (0 for a seat without a phone here): how long its races wait for it (game/kit/races.py)."""
        device, server = self.table.session.humans.get(seat, ""), self.server
        return server.allowance(device) if is_phone(device) and server is not None else 0.0

    def holds(self, seat: int) -> bool:
        return is_phone(self.table.session.humans.get(seat, ""))

    def away(self) -> list[int]:
        server = self.server
        return [seat for seat, device in self.devices().items() if server is None or not server.connected(device)]

    def names(self, seats: list[int]) -> str:
        return ", ".join(self.table.seat_name(seat) for seat in seats)

    # --- intents ------------------------------------------------------------------------------
    def handle(self, intent: Any) -> bool:
        """Phones' comings and goings are the table's own business (see `update`), and a seat
        a bot plays for its phone hears nothing else; a phone without a seat here is the
        table's audience, where the title has one (`TableScene.audience`); a phone seat's tap
        goes to `tap`; other phone presses are the seat's. The phone's next view goes out in
        this frame's update (not up to PUBLISH_EVERY later)."""
        if not is_phone(intent.device):
            return False
        if intent.button in CONTROLS or intent.seat in self.stand_ins:
            return True
        self.waited = PUBLISH_EVERY
        if intent.seat is None:  # a phone without a seat here: the table's audience, where it has one
            if self.table.audience is not None:
                self.table.audience.handle(intent)
            return True
        if intent.button.startswith(TAP):
            if intent.seat not in self.devices():  # a phone whose seat is not at this table
                return False
            self.tap(intent.seat, intent.button[len(TAP):], intent.order)
            return True
        return False

    def tap(self, seat: int, target: str, order: int = 0) -> None:
        """A phone's tap on `target`: taken when the seat's last view offered it, then done
        as its meaning now says (a key target: that button's press)."""
        if target not in self.offered.get(seat, ()):
            log.warning("phones: seat %d tapped %r, which its view did not offer", seat, target)
            return
        if self.table.session.is_over():
            return
        if target.startswith(KEY):
            self.table.press(seat, target[len(KEY):], order)
            return
        meaning = self.taps(seat).get(target)
        if meaning is None:  # the moment has passed: the next view shows what there is now
            return
        if meaning.action is not None:
            self.chosen.pop(seat, None)
        self.table.perform(seat, meaning, order)

    def taps(self, seat: int) -> dict[str, Meaning]:
        """What a tap on each target of the seat's phone does now (none for a seat a bot
        plays, nor once the game is over)."""
        if seat in self.stand_ins or self.table.session.is_over() or not self.holds(seat):
            return {}
        return self.table.buttons(seat).taps()

    def choose(self, seat: int, what: str) -> None:
        """A step of a phone's own that a title's controls offer: its first tap of two (a chip
        before its slot, "burn…" before the card)."""
        self.chosen[seat] = what

    # --- who is where --------------------------------------------------------------------------
    def waiting(self) -> list[str]:
        """The room's phones without a seat at this table that are there now, first come first."""
        server = self.server
        if server is None:
            return []
        seated = set(self.devices().values())
        return [device for device in server.devices() if device not in seated and server.connected(device)]

    # --- every update ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Phone seats: the room started and their phones found (once), away ones covered; the
        views of the phone seats and of the room's other phones (the audience's, or "running")
        sent. A table without phone seats sends only its audience's views, in a room already open."""
        if self.devices():
            if self.server is None and not self.started:
                self.start()
            if self.server is not None and not self.reseated:
                self.reseat()
            self.cover()
        elif self.table.audience is None:
            return
        if self.server is not None:
            self.publish(dt)

    def start(self) -> None:
        """A continued game's phone seats need the room; it stays when the table closes."""
        self.started = True
        _, self.problem = start_server(self.table.app)

    def reseat(self) -> None:
        """Each phone seat gets its device in this room (game/phones/server.py, `reseat`: the
        same device, the phone that came with the seat's token, or a place held for it), and
        the session learns the seats' names, which its saves keep."""
        self.reseated = True
        session, server = self.table.session, self.server
        found = server.reseat({seat: (device, session.names.get(seat, "")) for seat, device in self.devices().items()},
                              session.keys)
        for seat, device in found.items():
            if session.humans[seat] != device:
                session.humans[seat] = device
                self.table.app.input.bind(device, seat)
            session.names[seat] = server.name(device) or session.names.get(seat, "")

    def claims(self) -> list[tuple[int, str]]:
        """(seat, device): a phone waiting in the room under the name of a seat whose saved
        phone has not come back by its token. Only the host may give it the seat."""
        server = self.server
        if server is None:
            return []
        held = {seat: self.table.seat_name(seat).casefold() for seat, device in self.devices().items()
                if server.holding(device)}
        return [(seat, device) for device in self.waiting() for seat, name in held.items()
                if server.name(device).casefold() == name]

    def close(self) -> None:
        """The table closes: its phones hear how the game ended for them, or that it was put
        aside, and wait in the room for the host's next choice."""
        server, app = self.server, self.table.app
        if server is None:
            return
        over = self.table.session.is_over()
        status = app.text("phones.after_game" if over else "phones.put_aside")
        for seat, device in self.devices().items():
            server.send(device, {**self.view(seat, server.name(device), live=False), "buttons": {}, "status": status})
        audience = self.waiting() if self.table.audience is not None else []
        for device in audience:  # the audience sees its score
            server.send(device, {**self.table.audience.view(device), "rows": [], "status": status})
        tell_room(app, app.text("phones.between"), but={*self.devices().values(), *audience})

    def give(self, seat: int, device: str) -> None:
        """The host gives `seat`, whose phone is away, to the waiting phone `device`."""
        if self.server is not None:
            self.server.let_go(self.table.session.humans[seat])
        self.table.session.humans[seat] = device
        self.table.session.names[seat] = self.server.name(device) if self.server is not None else ""
        self.table.app.input.bind(device, seat)
        self.table.held[seat] = set()
        self.publish(0.0, force=True)

    def cover(self) -> None:
        """Seats whose phones are away: a bot plays them, or the away window pauses the game."""
        away = set(self.away())
        session = self.table.session
        for seat in sorted(self.stand_ins - away):
            session.driver.stand(seat)
            self.stand_ins.discard(seat)
        if not away or self.table.session.is_over():
            return
        if session.phone_away == "bot" and self.claims() and self.table.app.top is self.table:
            self.table.host.phone_away(self.table)  # a claim of a seat is the host's to answer
        elif session.phone_away == "bot":
            profile = session.profiles[STAND_IN]
            bots = session.title.bots()
            for seat in sorted(away - self.stand_ins):
                rng = GameRng(session.seed).child(f"stand-in-{seat}-{len(session.match.log)}")
                session.driver.sit(bots.make_bot(seat, profile, rng, session.config, session.data))
                self.stand_ins.add(seat)
        elif self.table.app.top is self.table:
            self.table.host.phone_away(self.table)

    def publish(self, dt: float, force: bool = False) -> None:
        self.waited += dt
        server = self.server
        if server is None or (self.waited < PUBLISH_EVERY and not force):
            return
        self.waited = 0.0
        for seat, device in self.devices().items():
            key = server.key(device)
            if key:  # what the next save keeps, for the phone to come back after a restart
                self.table.session.keys[seat] = key
            if server.connected(device):
                server.send(device, self.view(seat, server.name(device)))
        running, audience = self.table.app.text("phones.page.running"), self.table.audience
        for device in self.waiting():
            server.send(device, audience.view(device) if audience is not None
                        else waiting_view(self.table.app, server, device, running))

    def view(self, seat: int, name: str, live: bool = True) -> dict[str, Any]:
        """What the phone of `seat` shows now (with `live`, its taps; their targets are kept
        in `offered`)."""
        table = self.table
        found = self.taps(seat) if live else {}
        if not found:  # nothing to tap: a half-made choice is over (the round, the window ended)
            self.chosen.pop(seat, None)
        parts = self.module().seat_view(table, seat, found)
        placed = offered(parts)
        more = [choice(target, says(meaning)) for target, meaning in found.items() if target not in placed]
        if more:
            parts["choices"] = more
        toast = next((toast.words for toast in table.toasts if toast.seat == seat), "")
        buttons = {} if seat in self.stand_ins or table.session.is_over() else table.key_labels(seat)
        if seat in self.stand_ins:
            parts["status"] = table.app.text("phones.bot_playing")
        told = facts(table, seat)
        if "phase" in parts:  # the title says the phase its own way for this seat now ("" says none)
            told["phase"] = parts.pop("phase")
        for fact in ("phase", "turn"):
            if told.get(fact) and told[fact] in parts.get("status", ""):  # the title's status line says it already
                del told[fact]
        self.name_cards(parts)
        message = view(table.app.text(table.session.title.name_key), seat, name, buttons, toast=toast,
                       facts={fact: value for fact, value in told.items() if value != ""},
                       captions=table.app.captions.said(), **parts)
        self.offered[seat] = offered(message) if live else set()
        return message

    def name_cards(self, parts: dict[str, Any]) -> None:
        """Every card picture of `parts` gets its words ("alt"): a back is a face-down card, a
        face is named by the title's `card_words(table, card_id)` (a title that shows no card
        pictures needs none), in the player's language."""
        for row in parts.get("rows", ()):
            for place in row["cards"]:
                if "id" in place:
                    place["alt"] = (self.table.app.text("phones.card.back") if place["id"].startswith("back-")
                                    else self.module().card_words(self.table, place["id"]))

    def module(self) -> ModuleType:
        """The title's phone module (game/titles/<id>/phone.py: `seat_view`, `card_words`)."""
        return self.table.session.title.phone()

    def seat_view(self) -> Any:
        """The title's `seat_view` for a seat, with the taps it offers now."""
        return lambda table, seat: self.module().seat_view(table, seat, self.taps(seat))
