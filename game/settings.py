"""Saved settings and key maps, in the player's preference folder (game/profile.py).

A settings file that cannot be read (not UTF-8, not JSON, not an object, nested too deep
for the parser) is kept beside as settings.json.bak and the defaults are used; a single
unknown or invalid value takes its default. Either way `Settings.load`
returns a `Notice` (text key and values) for the menu to show; the app calls `load()`,
which gives the same notice as text in the player's language.

The lobby's memory (`lobby`: per title its seats, bot levels and options) is checked here for
its shape only (game/schema.py), one title's entry at a time: a broken entry is dropped and
the other titles' entries kept. Whether a remembered choice still fits the title (an option
that still exists, a seat count it allows) is the lobby's question (game/shell/lobby_memory.py).
"""
from __future__ import annotations

import json
import math
import os
import re
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, NamedTuple

import pygame

from game.core.errors import DataError
from game.input.keyboard import DEFAULT_KEY_MAPS, clean_key_maps
from game.profile import home, set_aside, write_atomic
from game.schema import Entries, Items, Part, Table, Text, check

LANGUAGES = ("de", "en", "fr", "it")
PRIVACY_MODES = ("peek", "open")
ANIM_SPEEDS = (0.5, 1.0, 1.5, 2.0)
TEXT_SIZES = (100, 125, 150)  # per cent of the normal text size (the Accessibility page)
SETTINGS_FILE = "settings.json"
FORMAT = 1
LOBBY_TITLES = 64
# The relay that takes a host's room online (relay/): the release workflow writes its own relay's
# address here; a build without one has none, and the setting `relay` names one.
BUILT_IN_RELAY = ""
RELAY_URL = re.compile(r"https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/?")  # at most this many titles' lobbies are remembered
_LANGUAGE_NAMES = {"german": "de", "deutsch": "de", "english": "en", "french": "fr",
                   "français": "fr", "italian": "it", "italiano": "it"}


def system_language() -> str:
    """The first of de/en/fr/it named by the environment (LANGUAGE, LC_ALL, LC_MESSAGES,
    LANG), the system's preferred locales, or Python's locale; else "en"."""
    candidates: list[str] = []
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        candidates += os.environ.get(variable, "").split(":")
    try:
        candidates += [entry["language"] for entry in pygame.system.get_pref_locales()]
    except pygame.error:
        pass
    for candidate in candidates:
        code = _language_code(candidate)
        if code:
            return code
    import locale  # here: only a first start that found no language above asks Python's locale

    return _language_code(locale.getlocale()[0] or "") or "en"


def _language_code(name: str) -> str | None:
    """"de_CH.UTF-8" -> "de", "German_Germany" (Windows) -> "de"; None if not ours."""
    head = name.strip().lower().replace("-", "_").split(".")[0].split("_")[0]
    if head in LANGUAGES:
        return head
    return _LANGUAGE_NAMES.get(head)


def _default_key_maps() -> dict[str, dict[str, int]]:
    return {cluster: dict(m) for cluster, m in DEFAULT_KEY_MAPS.items()}


class Notice(NamedTuple):
    """Something the menu tells the player about their settings: a text key and its values. A
    NamedTuple, as the first frame's other records (docs/incoming/boot3.md)."""

    key: str
    params: dict[str, str]


@dataclass
class Settings:
    language: str = field(default_factory=system_language)
    effects_volume: float = 0.8
    music_volume: float = 0.6
    mute: bool = False
    fullscreen: bool = False
    privacy: str = "peek"
    anim_speed: float = 1.0
    key_maps: dict[str, dict[str, int]] = field(default_factory=_default_key_maps)
    adaptive: dict[str, float] = field(default_factory=dict)  # title -> skill of its Adaptive bots
    lobby: dict[str, dict[str, Any]] = field(default_factory=dict)  # title -> its lobby's last choices
    guides_seen: list[str] = field(default_factory=list)  # titles whose guided game was offered (game/kit/guide.py)
    relay: str = ""  # the relay's address ("https://host[:port]"); "" for BUILT_IN_RELAY
    text_size: int = 100  # one of TEXT_SIZES
    reduced_motion: bool = False  # outcomes appear at once: no flights, tumbles, shakes or flashes
    captions: bool = False  # shouts and other sounds that carry news are also written on the table
    reveals_wait: bool = False  # a reveal or a round's scores stay until a player at the big screen presses

    @classmethod
    def load(cls, folder: Path | None = None) -> tuple["Settings", Notice | None]:
        """The saved settings, or the defaults; and a notice when something was wrong."""
        path = (folder or home()) / SETTINGS_FILE
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(raw, dict):
                raise ValueError("not a JSON object")
        except FileNotFoundError:
            return cls(), None
        except (OSError, ValueError, RecursionError):  # unreadable, not UTF-8, not JSON, not an object
            return cls(), Notice("settings.notice.corrupt", {"file": str(set_aside(path))})
        settings, bad = cls._from_dict(raw)
        if bad:
            return settings, Notice("settings.notice.invalid",
                                    {"names": ", ".join(sorted(bad)), "file": str(path)})
        return settings, None

    @classmethod
    def _from_dict(cls, raw: dict[str, Any]) -> tuple["Settings", list[str]]:
        settings = cls()
        bad = sorted(name for name in raw if name not in {f.name for f in fields(cls)} | {"format"})
        checks = {
            "language": lambda v: v in LANGUAGES,
            "effects_volume": lambda v: _number(v) and 0.0 <= v <= 1.0,
            "music_volume": lambda v: _number(v) and 0.0 <= v <= 1.0,
            "mute": lambda v: isinstance(v, bool),
            "fullscreen": lambda v: isinstance(v, bool),
            "privacy": lambda v: v in PRIVACY_MODES,
            "anim_speed": lambda v: _number(v) and v in ANIM_SPEEDS,
            "text_size": lambda v: isinstance(v, int) and not isinstance(v, bool) and v in TEXT_SIZES,
            "reduced_motion": lambda v: isinstance(v, bool),
            "captions": lambda v: isinstance(v, bool),
            "reveals_wait": lambda v: isinstance(v, bool),
            "relay": lambda v: isinstance(v, str) and (v == "" or RELAY_URL.fullmatch(v) is not None),
            "guides_seen": lambda v: isinstance(v, list) and all(isinstance(item, str) for item in v),
        }
        for name, valid in checks.items():
            if name not in raw:
                continue
            value = raw[name]
            if valid(value):
                setattr(settings, name, type(getattr(settings, name))(value))  # 1 -> 1.0 for a volume
            else:
                bad.append(name)
        if "adaptive" in raw:
            settings.adaptive, clean = clean_skills(raw["adaptive"])
            if not clean:
                bad.append("adaptive")
        if "lobby" in raw:
            settings.lobby, clean = clean_lobby(raw["lobby"])
            if not clean:
                bad.append("lobby")
        if "key_maps" in raw:
            settings.key_maps, clean = clean_key_maps(raw["key_maps"])
            if not clean:
                bad.append("key_maps")
        return settings, bad

    @property
    def relay_url(self) -> str:
        """The relay the Online switch uses: the setting, else the built-in one; "" for none."""
        return (self.relay or BUILT_IN_RELAY).rstrip("/")

    def save(self, folder: Path | None = None) -> Path:
        path = (folder or home()) / SETTINGS_FILE
        data = {"format": FORMAT, **asdict(self)}
        write_atomic(path, json.dumps(data, indent=2, sort_keys=True).encode("utf-8"))
        return path


def load(folder: Path | None = None) -> tuple[Settings, str | None]:
    """For the app: the settings, and their notice already put in the player's language."""
    settings, notice = Settings.load(folder)
    if notice is None:
        return settings, None
    from game.ui.i18n import Texts

    return settings, Texts().get(settings.language, notice.key, **notice.params)


def save(settings: Settings, folder: Path | None = None) -> Path:
    return settings.save(folder)


def clean_skills(raw: object) -> tuple[dict[str, float], bool]:
    """The Adaptive bots' skill per title (0 easy .. 2 hard); False when anything was dropped."""
    if not isinstance(raw, dict):
        return {}, False
    kept = {title: float(skill) for title, skill in raw.items()
            if isinstance(title, str) and _number(skill) and 0.0 <= skill <= 2.0}
    return kept, len(kept) == len(raw)


class _OptionValue(Part):
    """A table option's value as the lobby offers it: on/off, a finite number or a short name."""

    def check(self, value: Any, path: str, where: str) -> None:
        if isinstance(value, bool) or (isinstance(value, int) and abs(value) < 2 ** 53):
            return
        if isinstance(value, float) and math.isfinite(value):
            return
        if isinstance(value, str) and len(value) <= 40:
            return
        raise DataError(path, where, "on/off, a finite number or a short text")


_NAME = Text(pattern=r"[a-z0-9_]{1,40}", like="title_7")
LOBBY_ENTRY = Table({}, optional={
    "seats": Items(Text(pattern=r"[a-z]{1,12}", like="normal"), 1, 16),  # a bot level, "human" or "empty"
    "humans": Entries(Text(pattern=r"[0-9]{1,2}", like="0"), Text(pattern=r"[a-z0-9:]{1,40}", like="kb1"), 0, 16),
    "before": Entries(Text(pattern=r"[0-9]{1,2}", like="0"), Text(pattern=r"[a-z]{1,12}", like="hard"), 0, 16),
    "options": Entries(_NAME, _OptionValue(), 0, 32),
    "phone_away": Text(pattern=r"[a-z]{1,12}", like="pause"),
})


def clean_lobby(raw: object) -> tuple[dict[str, dict[str, Any]], bool]:
    """Each title's remembered lobby that has the right shape; False when anything was dropped."""
    if not isinstance(raw, dict) or len(raw) > LOBBY_TITLES:
        return {}, False
    kept = {}
    for title, entry in raw.items():
        try:
            check(title, _NAME, SETTINGS_FILE)
            kept[title] = check(entry, LOBBY_ENTRY, SETTINGS_FILE)
        except DataError:
            continue
    return kept, len(kept) == len(raw)


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)
