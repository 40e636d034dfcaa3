"""Keyboard clusters: six seat buttons a player, bound by scancode (a key's place, not its letter).

Binding by scancode keeps every cluster in the same place on QWERTY, QWERTZ and AZERTY
keyboards; only the labels differ, and those are read from the user's layout. The default
clusters (docs/CONTROLS.md explains the choice):

    kb1  Q W / A S      act Left Shift   alt Left Ctrl    (far left)
    kb2  T Y / G H      act Space        alt B            (middle; Y is Z on QWERTZ)
    kb3  O P / L ;      act Right Alt    alt .            (right of the letters)
    kb4  Up / Left Down Right   act Right Shift   alt Right Ctrl
    kb5  numpad 8 / 4 5 6       act numpad 0      alt numpad +

slot1..slot4 are in reading order (top row left to right, then the bottom row), so the
arrow keys read up, left, down, right, the same as `MENU_EQUIVALENT`.
"""
from __future__ import annotations

import functools
import os
from collections.abc import Callable, Mapping

import pygame

from game.input.intents import SEAT_BUTTONS

CLUSTERS = ("kb1", "kb2", "kb3", "kb4", "kb5")

DEFAULT_KEY_MAPS: dict[str, dict[str, int]] = {
    "kb1": {"slot1": pygame.KSCAN_Q, "slot2": pygame.KSCAN_W, "slot3": pygame.KSCAN_A,
            "slot4": pygame.KSCAN_S, "act": pygame.KSCAN_LSHIFT, "alt": pygame.KSCAN_LCTRL},
    "kb2": {"slot1": pygame.KSCAN_T, "slot2": pygame.KSCAN_Y, "slot3": pygame.KSCAN_G,
            "slot4": pygame.KSCAN_H, "act": pygame.KSCAN_SPACE, "alt": pygame.KSCAN_B},
    "kb3": {"slot1": pygame.KSCAN_O, "slot2": pygame.KSCAN_P, "slot3": pygame.KSCAN_L,
            "slot4": pygame.KSCAN_SEMICOLON, "act": pygame.KSCAN_RALT, "alt": pygame.KSCAN_PERIOD},
    "kb4": {"slot1": pygame.KSCAN_UP, "slot2": pygame.KSCAN_LEFT, "slot3": pygame.KSCAN_DOWN,
            "slot4": pygame.KSCAN_RIGHT, "act": pygame.KSCAN_RSHIFT, "alt": pygame.KSCAN_RCTRL},
    "kb5": {"slot1": pygame.KSCAN_KP_8, "slot2": pygame.KSCAN_KP_4, "slot3": pygame.KSCAN_KP_5,
            "slot4": pygame.KSCAN_KP_6, "act": pygame.KSCAN_KP_0, "alt": pygame.KSCAN_KP_PLUS},
}

# Shared navigation. RESERVED keys can never join a cluster (everyone must be able to
# pause, confirm and leave fullscreen); the arrows navigate only while no cluster uses them.
RESERVED = {pygame.KSCAN_ESCAPE: "pause", pygame.KSCAN_RETURN: "confirm",
            pygame.KSCAN_KP_ENTER: "confirm", pygame.KSCAN_F11: "fullscreen"}
ARROWS = {pygame.KSCAN_UP: "up", pygame.KSCAN_DOWN: "down",
          pygame.KSCAN_LEFT: "left", pygame.KSCAN_RIGHT: "right"}

# Text mode (the lobby's seed field): the digit row by position, so AZERTY needs no Shift.
DIGITS = {getattr(pygame, f"KSCAN_{d}"): str(d) for d in range(10)}
DIGITS.update({getattr(pygame, f"KSCAN_KP_{d}"): str(d) for d in range(10)})

# Modifier keys: USB keyboards report them apart from the six-key rollover.
MODIFIERS = frozenset({pygame.KSCAN_LSHIFT, pygame.KSCAN_RSHIFT, pygame.KSCAN_LCTRL,
                       pygame.KSCAN_RCTRL, pygame.KSCAN_LALT, pygame.KSCAN_RALT,
                       pygame.KSCAN_LGUI, pygame.KSCAN_RGUI})

# Keys whose label is a translated word or a symbol (text keys input.key.<name>).
NAMED_KEYS = {pygame.KSCAN_LSHIFT: "lshift", pygame.KSCAN_RSHIFT: "rshift",
              pygame.KSCAN_LCTRL: "lctrl", pygame.KSCAN_RCTRL: "rctrl",
              pygame.KSCAN_LALT: "lalt", pygame.KSCAN_RALT: "ralt",
              pygame.KSCAN_SPACE: "space", pygame.KSCAN_UP: "up", pygame.KSCAN_DOWN: "down",
              pygame.KSCAN_LEFT: "left", pygame.KSCAN_RIGHT: "right",
              pygame.KSCAN_BACKSPACE: "backspace", pygame.KSCAN_TAB: "tab",
              pygame.KSCAN_ESCAPE: "escape", pygame.KSCAN_RETURN: "enter",
              pygame.KSCAN_KP_ENTER: "enter"}

SCANCODE_LIMIT = 512  # SDL_NUM_SCANCODES


class RebindRefused(ValueError):
    """A rebind that would break the key maps; `key` and `params` form the reason's text."""

    def __init__(self, text_key: str, /, **params: object) -> None:
        super().__init__(text_key, params)
        self.key = text_key
        self.params = params


def clean_key_maps(raw: object) -> tuple[dict[str, dict[str, int]], bool]:
    """Valid key maps from saved data: a cluster whose map is broken (a missing button, a
    reserved or doubled key, a key another cluster already uses) takes its default map;
    if that default then clashes, all clusters take their defaults. Returns (maps, clean)."""
    clean = isinstance(raw, Mapping)
    source = raw if isinstance(raw, Mapping) else {}
    clean = clean and set(source) <= set(CLUSTERS)
    maps: dict[str, dict[str, int]] = {}
    for cluster in CLUSTERS:
        entry = source.get(cluster, DEFAULT_KEY_MAPS[cluster])
        if _valid_map(entry):
            maps[cluster] = {button: entry[button] for button in SEAT_BUTTONS}
        else:
            clean = False
            maps[cluster] = dict(DEFAULT_KEY_MAPS[cluster])
    used = [code for m in maps.values() for code in m.values()]
    if len(used) != len(set(used)):
        return {c: dict(m) for c, m in DEFAULT_KEY_MAPS.items()}, False
    return maps, clean


def _valid_map(entry: object) -> bool:
    if not isinstance(entry, Mapping) or set(entry) != set(SEAT_BUTTONS):
        return False
    codes = list(entry.values())
    return (all(type(c) is int and 0 < c < SCANCODE_LIMIT and c not in RESERVED for c in codes)
            and len(set(codes)) == len(codes))


class Keyboard:
    """The clusters' key maps, the lookup scancode -> (cluster, button) and the layout
    learnt from this keyboard's own key events (scancode -> keycode), which names the keys.
    The app's input layer owns the one Keyboard: what it learns lives as long as that app."""

    def __init__(self, key_maps: Mapping[str, Mapping[str, int]]) -> None:
        maps, _ = clean_key_maps(key_maps)
        self._maps = maps
        self._lookup: dict[int, tuple[str, str]] = {}
        self._learned: dict[int, int] = {}
        self._reindex()

    def _reindex(self) -> None:
        self._lookup = {code: (cluster, button)
                        for cluster, m in self._maps.items() for button, code in m.items()}

    def maps(self) -> dict[str, dict[str, int]]:
        return {cluster: dict(m) for cluster, m in self._maps.items()}

    def lookup(self, scancode: int) -> tuple[str, str] | None:
        return self._lookup.get(scancode)

    def scancode(self, cluster: str, button: str) -> int:
        return self._maps[cluster][button]

    def rebind(self, cluster: str, button: str, scancode: int) -> None:
        """Put `button` of `cluster` on `scancode`. A key of the same cluster swaps places;
        a reserved key or one of another cluster is refused (RebindRefused)."""
        if cluster not in self._maps or button not in SEAT_BUTTONS:
            raise RebindRefused("input.refuse.unknown", device=cluster, button=button)
        if scancode in RESERVED or not 0 < scancode < SCANCODE_LIMIT:
            raise RebindRefused("input.refuse.reserved", key=self.name(scancode))
        owner = self._lookup.get(scancode)
        if owner is not None and owner[0] != cluster:
            raise RebindRefused("input.refuse.taken", key=self.name(scancode), device=owner[0])
        mine = self._maps[cluster]
        if owner is not None:
            mine[owner[1]] = mine[button]
        mine[button] = scancode
        self._reindex()

    def reset(self, cluster: str) -> None:
        """Back to the default map; refused (and nothing changed) while another cluster
        uses one of the default keys."""
        for code in DEFAULT_KEY_MAPS[cluster].values():
            owner = self._lookup.get(code)
            if owner is not None and owner[0] != cluster:
                raise RebindRefused("input.refuse.taken", key=self.name(code), device=owner[0])
        self._maps[cluster] = dict(DEFAULT_KEY_MAPS[cluster])
        self._reindex()

    def learn(self, scancode: int, keycode: int) -> None:
        """Remember which key a scancode gave on this keyboard (the most reliable label)."""
        if keycode:
            self._learned[scancode] = keycode

    def name(self, scancode: int) -> str:
        """The label printed on that key in this keyboard's layout: "Z" for KSCAN_Y on QWERTZ."""
        return key_name(scancode, self._learned)

    def label(self, scancode: int, text: Callable[..., str]) -> str:
        """Short label for a key cap or a seat hint; `text` is the app's translation lookup."""
        named = NAMED_KEYS.get(scancode)
        return text(f"input.key.{named}") if named else self.name(scancode)


# --- key names in the user's own layout -------------------------------------------------

@functools.cache
def _sdl_key_from_scancode() -> Callable[[int], int] | None:
    """SDL_GetKeyFromScancode from the SDL library pygame loaded (pygame-ce does not
    expose it); None where that library cannot be found. Looked up once: it is a fact
    of the installation, not of a game."""
    import ctypes  # here, not at the top: the game's start does not pay for them
    import glob

    base = os.path.dirname(pygame.__file__)
    patterns = (os.path.join(base, "..", "pygame_ce.libs", "libSDL2-2*"),  # Linux wheels
                os.path.join(base, "SDL2.dll"),                             # Windows
                os.path.join(base, ".dylibs", "libSDL2*"),                  # macOS wheels
                os.path.join(base, "libSDL2*"))
    for pattern in patterns:
        for path in sorted(glob.glob(pattern)):
            try:
                function = ctypes.CDLL(path).SDL_GetKeyFromScancode
            except (OSError, AttributeError):
                continue
            function.restype = ctypes.c_int32
            function.argtypes = [ctypes.c_int]
            return function
    return None


def key_name(scancode: int, learned: Mapping[int, int]) -> str:
    """The label printed on that key: the keycode `learned` from a key event (scancode ->
    keycode), else what SDL says the system's layout puts there, else its US name."""
    keycode = learned.get(scancode)
    if keycode is None:
        lookup = _sdl_key_from_scancode()
        keycode = lookup(scancode) if lookup else 0
    name = ""
    if keycode:
        try:
            name = pygame.key.name(keycode, use_compat=False)
        except pygame.error:  # video not initialised: pygame's own table
            name = pygame.key.name(keycode)
    if not name:
        return US_NAMES.get(scancode, f"#{scancode}")
    return name.upper() if len(name) == 1 else name.replace("Keypad ", "Num ")


# Where SDL cannot be asked (its library not found), the US names of the keys the default
# clusters use are better than a number.
US_NAMES = {getattr(pygame, f"KSCAN_{char}"): char for char in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"}
US_NAMES.update({pygame.KSCAN_SEMICOLON: ";", pygame.KSCAN_PERIOD: ".", pygame.KSCAN_COMMA: ",",
                 pygame.KSCAN_SLASH: "/", **{getattr(pygame, f"KSCAN_KP_{d}"): f"Num {d}" for d in range(10)},
                 pygame.KSCAN_KP_PLUS: "Num +", pygame.KSCAN_KP_MINUS: "Num -"})
