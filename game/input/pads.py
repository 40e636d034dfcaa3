"""Gamepads through SDL's game-controller API (pygame._sdl2.controller), with hot-plug.

Every pad is mapped to the same six seat buttons (docs/CONTROLS.md):
the d-pad gives slot1..slot4 as up, left, down, right; Y and X repeat slot1 and slot2
where they sit on the diamond (top, left); A is `act`, B is `alt`; Start is `pause`.
Two physical buttons on one logical button count once: it is pressed when the first goes
down and released when the last comes up. A pad is named "pad:<instance id>".
"""
from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pygame

PAD_BUTTONS = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: "slot1", pygame.CONTROLLER_BUTTON_DPAD_LEFT: "slot2",
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: "slot3", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "slot4",
    pygame.CONTROLLER_BUTTON_Y: "slot1", pygame.CONTROLLER_BUTTON_X: "slot2",
    pygame.CONTROLLER_BUTTON_A: "act", pygame.CONTROLLER_BUTTON_B: "alt",
    pygame.CONTROLLER_BUTTON_START: "pause",
}

# Labels of a pad's buttons for hints: text keys input.pad.<button>.
PAD_LABEL_KEYS = {"slot1": "input.pad.slot1", "slot2": "input.pad.slot2",
                  "slot3": "input.pad.slot3", "slot4": "input.pad.slot4",
                  "act": "input.pad.act", "alt": "input.pad.alt"}


class Opened(NamedTuple):
    """What the layer needs of an opened controller: its handle (kept open), its
    instance id (as in button events), a GUID (the model, to rebind a re-plugged pad)
    and its name."""

    handle: object
    instance_id: int
    guid: str
    name: str


def open_controller(device_index: int) -> Opened | None:
    """Open the controller at `device_index` (from CONTROLLERDEVICEADDED)."""
    from pygame._sdl2 import controller

    try:
        pad = controller.Controller(device_index)
        joystick = pad.as_joystick()
        return Opened(pad, joystick.get_instance_id(), joystick.get_guid(), pad.name)
    except pygame.error:  # gone again before we could open it
        return None


def device_name(instance_id: int) -> str:
    return f"pad:{instance_id}"


class _Pad:
    """A connected pad and its physical buttons held. Opened and _Pad are built at every start
    before the menu's first frame, so they are a NamedTuple and a plain class: a dataclass costs
    ~0.5 ms CPU apiece there (docs/BENCHMARKS.md, branch boot3)."""

    def __init__(self, guid: str, name: str, handle: object = None) -> None:
        self.guid, self.name, self.handle = guid, name, handle
        self.down: set[int] = set()  # physical buttons held


class Pads:
    """Connected pads and their held buttons. `opener` opens a device index (tests pass
    their own, since the dummy video driver has no controllers)."""

    def __init__(self, opener: Callable[[int], Opened | None] = open_controller) -> None:
        self._opener = opener
        self._pads: dict[str, _Pad] = {}

    def connected(self) -> list[str]:
        return list(self._pads)

    def name(self, device: str) -> str:
        pad = self._pads.get(device)
        return pad.name if pad else device

    def guid(self, device: str) -> str:
        pad = self._pads.get(device)
        return pad.guid if pad else ""

    def added(self, device_index: int) -> str | None:
        """A pad was plugged in: its device name, or None if it was already known or
        could not be opened."""
        opened = self._opener(device_index)
        if opened is None:
            return None
        device = device_name(opened.instance_id)
        if device in self._pads:
            return None
        self._pads[device] = _Pad(opened.guid, opened.name, opened.handle)
        return device

    def removed(self, instance_id: int) -> tuple[str, list[str]]:
        """A pad was unplugged: its device name and the logical buttons it still held."""
        device = device_name(instance_id)
        pad = self._pads.pop(device, None)
        held = sorted(self._logical(pad.down)) if pad else []
        return device, held

    def button(self, instance_id: int, button: int, pressed: bool) -> tuple[str, str | None]:
        """A button event: (device, logical button) when the logical button changed,
        (device, None) when it did not (an unmapped button, or a second physical button
        on an already held logical one)."""
        device = device_name(instance_id)
        pad = self._pads.setdefault(device, _Pad("", device))
        logical = PAD_BUTTONS.get(button)
        before = self._logical(pad.down)
        (pad.down.add if pressed else pad.down.discard)(button)
        after = self._logical(pad.down)
        if logical is None or (logical in before) == (logical in after):
            return device, None
        return device, logical

    def held(self, device: str) -> frozenset[str]:
        pad = self._pads.get(device)
        return frozenset(self._logical(pad.down)) if pad else frozenset()

    def release_all(self) -> list[tuple[str, str]]:
        """Forget every held button (the window lost focus): (device, logical) released."""
        released = []
        for device, pad in self._pads.items():
            released += [(device, logical) for logical in sorted(self._logical(pad.down))]
            pad.down.clear()
        return released

    @staticmethod
    def _logical(down: set[int]) -> set[str]:
        return {PAD_BUTTONS[b] for b in down if b in PAD_BUTTONS}
