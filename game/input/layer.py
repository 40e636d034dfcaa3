"""The input layer: the only code that drains the pygame event queue.

Once a frame, before anything else runs, the app calls `poll(now)`; every key and pad
event becomes an `Intent` stamped with that game time and a strictly increasing `order`,
in queue order, so the rules can settle races by (t, order). What each press becomes:

- a key of a cluster: that cluster's seat button (device "kb1".."kb5"), carrying the seat
  the cluster is bound to, or seat None (the lobby joins it). Its menu meaning comes from
  `Intent.menu_button`, so a cluster on the arrow keys navigates menus as arrows do;
- Esc: "pause" (menus take it as back), Enter and keypad Enter: "confirm", F11:
  "fullscreen", an arrow key no cluster uses: "up"/"down"/"left"/"right" (device "nav");
- in `text_mode`, a digit (number row or keypad) gives "digit:<d>" and Backspace
  "backspace" (device "text"), and is no cluster press;
- any other key: one Intent("unbound") on press (device "keyboard"), so a scene can say
  that key is not used; nothing on release;
- a pad: see pads.py; unplugging one gives "pad_lost" (with the seat it had), plugging a
  pad back in gives "pad_back" and binds it to the seat the lost pad left, if any;
- a phone (while `phones`, the phones' server, runs: game/phones/): after the event queue,
  what the phones sent since the last frame, in arrival order, as its seat's buttons (device
  "phone:<n>"), typed digits ("digit:<d>", "backspace") and "phone_join", "phone_lost",
  "phone_back". A phone keeps its binding while it is away: it comes back as the same device;
- the window's close button: "quit".

Each press yields exactly one intent (a key repeat none), so no menu moves twice.
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.input import keyboard
from game.input.intents import SEAT_BUTTONS, Intent
from game.input.pads import PAD_LABEL_KEYS, Opened, Pads, open_controller

if TYPE_CHECKING:
    from game.phones.server import PhoneServer
    from game.settings import Settings
    from game.ui.i18n import Texts


class InputLayer:
    def __init__(self, settings: "Settings",
                 opener: Callable[[int], Opened | None] = open_controller,
                 altgr_guard: bool = sys.platform == "win32") -> None:
        """`altgr_guard`: drop the left Ctrl press that Windows sends with AltGr (on
        German, French and Italian layouts), so AltGr (kb3's act) does not also press kb1's alt."""
        self.settings = settings
        self.keyboard = keyboard.Keyboard(settings.key_maps)
        self.settings.key_maps = self.keyboard.maps()
        self.pads = Pads(opener)
        self.phones: PhoneServer | None = None  # set while the lobby's "Phones" is on
        self.text_mode = False
        self.capture_key = False  # the next key press becomes "key:<scancode>" (key map editing)
        self._altgr_guard = altgr_guard
        self._order = 0
        self._seats: dict[str, int] = {}
        self._moved: set[str] = set()  # devices whose seat changed since the last poll (`current`)
        self._lost: dict[int, str] = {}  # seat -> GUID of the pad that was unplugged
        self._held: dict[int, tuple[str, str]] = {}  # scancode -> (device, button) emitted
        self._fake_lctrl = False
        self._texts: Texts | None = None

    # --- binding devices to seats ------------------------------------------------------

    def bind(self, device: str, seat: int) -> None:
        """Bind `device` to `seat`; a device has one seat and a seat one device."""
        self._moved.update(d for d, s in self._seats.items() if s == seat)
        self._moved.add(device)
        self._seats = {d: s for d, s in self._seats.items() if d != device and s != seat}
        self._seats[device] = seat
        self._lost.pop(seat, None)

    def unbind(self, seat: int) -> None:
        self._moved.update(d for d, s in self._seats.items() if s == seat)
        self._seats = {d: s for d, s in self._seats.items() if s != seat}
        self._lost.pop(seat, None)

    def current(self, intent: Intent) -> Intent:
        """`intent` with the seat its device holds now: a frame's intents are stamped when
        polled, and one handled before may have moved, freed or given that seat."""
        if intent.device not in self._moved:
            return intent
        return intent._replace(seat=self._seats.get(intent.device))

    def seat_of(self, device: str) -> int | None:
        return self._seats.get(device)

    def bindings(self) -> dict[str, int]:
        return dict(self._seats)

    def lost_seats(self) -> list[int]:
        """Seats whose pad was unplugged and has not come back."""
        return list(self._lost)

    def claims(self, intent: Intent) -> bool:
        """Whether a press says "I am here" (to take a seat in a lobby, or to learn): any key of
        a cluster or pad, except keys that also steer menus (the arrow block): those keep
        navigating, and the cluster on the arrows claims with its act or alt."""
        if intent.button not in SEAT_BUTTONS or not intent.device.startswith(("kb", "pad:")):
            return False
        if intent.device.startswith("kb") and intent.button.startswith("slot"):
            return self.keyboard.scancode(intent.device, intent.button) not in keyboard.ARROWS
        return True

    def on_arrows(self) -> str | None:
        """The cluster whose four slot keys are the arrow keys (kb4 unless rebound), if any."""
        return next((device for device in keyboard.CLUSTERS
                     if self.keyboard.scancode(device, "slot1") in keyboard.ARROWS), None)

    # --- what is there and what is held ------------------------------------------------

    def devices(self) -> list[str]:
        """Every keyboard cluster, then every connected pad."""
        return list(keyboard.CLUSTERS) + self.pads.connected()

    def held_buttons(self, device: str) -> frozenset[str]:
        if device.startswith("pad:"):
            return self.pads.held(device)
        return frozenset(b for d, b in self._held.values() if d == device)

    def held_keys(self) -> frozenset[int]:
        """Scancodes of the cluster and navigation keys held now."""
        return frozenset(self._held)

    def key_labels(self, device: str, text: Callable[..., str] | None = None) -> dict[str, str]:
        """button -> label of its key or pad button, for the seat's hint and the key test.
        `text` translates (default: the text tables in the settings' language)."""
        text = text or self._text
        if device.startswith("pad:"):
            return {button: text(key) for button, key in PAD_LABEL_KEYS.items()}
        if device.startswith("phone:"):
            from game.phones.protocol import PHONE_CAPS  # the phones' module: not at the menu's first frame
            return dict(PHONE_CAPS)
        return {button: self.keyboard.label(self.keyboard.scancode(device, button), text)
                for button in PAD_LABEL_KEYS}

    def device_hint(self, device: str) -> str:
        """One line naming a device's six keys, slots first: "Q W A S · L Shift L Ctrl"
        (a phone's name instead: its buttons are on its screen)."""
        if device.startswith("phone:"):
            return self.device_label(device)
        labels = self.key_labels(device)
        return " ".join(labels[f"slot{i}"] for i in range(1, 5)) + f" · {labels['act']} {labels['alt']}"

    def device_label(self, device: str, text: Callable[..., str] | None = None) -> str:
        text = text or self._text
        if device.startswith("pad:"):
            return text("input.device.pad", name=self.pads.name(device))
        if device.startswith("phone:"):
            phones = self.phones
            name = phones.name(device) if phones is not None else ""
            online = "_online" if phones is not None and phones.remote(device) else ""  # through the relay
            here = phones is not None and phones.connected(device)
            return text(f"phones.device{online}" if here else f"phones.device{online}_away", name=name)
        return text("input.device.keys", number=device[2:])

    def _text(self, key: str, **params: object) -> str:
        if self._texts is None:
            from game.ui.i18n import Texts

            self._texts = Texts()
        return self._texts.get(self.settings.language, key, **params)

    # --- editing key maps ----------------------------------------------------------------

    def rebind(self, device: str, button: str, scancode: int) -> None:
        """Move a cluster's button to another key and keep it in the settings (the caller
        saves them); raises keyboard.RebindRefused with the reason's text key."""
        self.keyboard.rebind(device, button, scancode)
        self.settings.key_maps = self.keyboard.maps()

    def reset_keys(self, device: str) -> None:
        self.keyboard.reset(device)
        self.settings.key_maps = self.keyboard.maps()

    # --- the queue ---------------------------------------------------------------------

    def poll(self, now: float) -> list[Intent]:
        """Drain the event queue into intents stamped with game time `now`."""
        out: list[Intent] = []
        self._moved.clear()

        def emit(button: str, pressed: bool, device: str, seat: int | None = None, ago: float = 0.0) -> None:
            self._order += 1
            out.append(Intent(button, pressed, now, self._order, seat, device, ago))

        events = pygame.event.get()
        for index, event in enumerate(events):
            if event.type == pygame.KEYDOWN:
                self._key_down(event, events[index + 1:index + 2], emit)
            elif event.type == pygame.KEYUP:
                self._key_up(event, emit)
            elif event.type == pygame.CONTROLLERBUTTONDOWN or event.type == pygame.CONTROLLERBUTTONUP:
                device, button = self.pads.button(event.instance_id, event.button,
                                                  event.type == pygame.CONTROLLERBUTTONDOWN)
                if button is not None:
                    emit(button, event.type == pygame.CONTROLLERBUTTONDOWN, device,
                         self._seats.get(device))
            elif event.type == pygame.CONTROLLERDEVICEADDED:
                self._pad_added(event.device_index, emit)
            elif event.type == pygame.CONTROLLERDEVICEREMOVED:
                self._pad_removed(event.instance_id, emit)
            elif event.type == pygame.WINDOWFOCUSLOST:
                self._release_all(emit)
            elif event.type == pygame.QUIT:
                emit("quit", True, "window")
        if self.phones is not None:
            for item in self.phones.drain():
                emit(item.button, item.pressed, item.device, self._seats.get(item.device), item.ago)
        return out

    def _key_down(self, event: pygame.event.Event, following: list[pygame.event.Event],
                  emit: Callable[..., None]) -> None:
        code = event.scancode
        self.keyboard.learn(code, getattr(event, "key", 0))
        if code == pygame.KSCAN_LCTRL and self._altgr_guard and following \
                and following[0].type == pygame.KEYDOWN and following[0].scancode == pygame.KSCAN_RALT:
            self._fake_lctrl = True
            return
        if self.capture_key:
            self.capture_key = False
            emit(f"key:{code}", True, "capture")
            return
        if self.text_mode and (code in keyboard.DIGITS or code == pygame.KSCAN_BACKSPACE):
            emit(f"digit:{keyboard.DIGITS[code]}" if code in keyboard.DIGITS else "backspace",
                 True, "text")
            return
        if code in self._held:  # key repeat
            return
        bound = self.keyboard.lookup(code)
        if bound is not None:
            device, button = bound
            seat = self._seats.get(device)
        elif code in keyboard.RESERVED or code in keyboard.ARROWS:
            device, seat = "nav", None
            button = keyboard.RESERVED.get(code) or keyboard.ARROWS[code]
        else:
            emit("unbound", True, "keyboard")
            return
        self._held[code] = (device, button)
        emit(button, True, device, seat)

    def _key_up(self, event: pygame.event.Event, emit: Callable[..., None]) -> None:
        code = event.scancode
        if code == pygame.KSCAN_LCTRL and self._fake_lctrl and code not in self._held:
            self._fake_lctrl = False
            return
        pressed = self._held.pop(code, None)
        if pressed is not None:
            device, button = pressed
            emit(button, False, device, self._seats.get(device))

    def _release_all(self, emit: Callable[..., None]) -> None:
        for device, button in sorted(self._held.values()):
            emit(button, False, device, self._seats.get(device))
        self._held.clear()
        for device, button in self.pads.release_all():
            emit(button, False, device, self._seats.get(device))

    def _pad_added(self, device_index: int, emit: Callable[..., None]) -> None:
        device = self.pads.added(device_index)
        if device is None or not self._lost:
            return
        guid = self.pads.guid(device)
        same_model = [seat for seat, lost in self._lost.items() if lost == guid]
        seat = same_model[0] if same_model else next(iter(self._lost))
        self.bind(device, seat)
        emit("pad_back", True, device, seat)

    def _pad_removed(self, instance_id: int, emit: Callable[..., None]) -> None:
        guid = self.pads.guid(f"pad:{instance_id}")
        device, held = self.pads.removed(instance_id)
        seat = self._seats.pop(device, None)
        for button in held:
            emit(button, False, device, seat)
        if seat is not None:
            self._lost[seat] = guid
        emit("pad_lost", True, device, seat)


def start_controllers() -> None:
    """Start SDL's game-controller subsystem, so pads report CONTROLLERDEVICEADDED (also
    for pads already plugged in) and their buttons. The app starts it once its first frame is
    on the screen (game/app.py): pygame._sdl2 and SDL's controller start are no part of what
    that frame shows, and a pad plugged in before then is reported a frame later."""
    from pygame._sdl2 import controller

    try:
        if not controller.get_init():
            controller.init()
    except pygame.error:  # a system without joystick support still plays by keyboard
        pass
