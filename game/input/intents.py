"""What the input layer hands to scenes: who pressed which of their buttons, and when.

Every player has the same six logical buttons, whatever device they use:
`slot1`..`slot4` (four keys in a square), `act` and `alt` (two buttons, on keyboards
mostly modifier keys so that 6-key-rollover keyboards register them beside letters).
Menus also get `up/down/left/right/confirm/back` from the shared navigation keys
(arrows, Enter, Esc) and from any seat's cluster (see `MENU_EQUIVALENT`). `pause` comes
from Esc or a pad's Start.
"""
from __future__ import annotations

from typing import NamedTuple

SEAT_BUTTONS = ("slot1", "slot2", "slot3", "slot4", "act", "alt")
NAV_BUTTONS = ("up", "down", "left", "right", "confirm", "back", "pause", "fullscreen")

# How a seat's own cluster drives menus: slot1..4 as up/left/down/right, act confirms, alt goes back.
MENU_EQUIVALENT = {"slot1": "up", "slot2": "left", "slot3": "down", "slot4": "right",
                   "act": "confirm", "alt": "back"}


class Intent(NamedTuple):
    """One press or release. `seat` is None for shared navigation keys and for devices
    not yet bound to a seat (`device` then says which cluster or pad it was, so the lobby
    can bind it). `t` is the app's clock (`App.now`: fixed steps since the app started, not a
    table's game time) when the event was drained, and `order` its place in the queue since
    the app started; a table stamps an action with its own game time and `order`. `ago`: for
    a phone's press, the seconds before `t` that it counts at (the moment its player saw what
    it answers: game/phones/fair.py); 0 for every other device. A NamedTuple, not a frozen
    dataclass: it is built at every start before the menu's first frame, seven times cheaper
    (docs/BENCHMARKS.md, branch boot3)."""

    button: str
    pressed: bool
    t: float
    order: int
    seat: int | None = None
    device: str = ""
    ago: float = 0.0

    @property
    def menu_button(self) -> str:
        """What the press means in a menu. A phone's buttons play its seat and never steer
        the shell's menus: those are the host's, on the big screen."""
        if self.device.startswith("phone:"):
            return ""
        return MENU_EQUIVALENT.get(self.button, self.button)
