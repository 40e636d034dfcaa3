"""Sound effects, shouts and music, loaded lazily by name from assets/sounds/ (read through
game/paths.py, so from the folder or the executable's asset archive).

If the mixer cannot start (no audio device, a broken driver) the manager stays silent:
play() and play_music() then do nothing, and nothing is printed beyond one log line.
Whoever wants to see the sounds (the captions, game/ui/captions.py) is told of every
play() through `heard`, muted, silent or not.
"""
from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Callable

import pygame

from game.catalogue import TITLES
from game.paths import asset_exists, read_asset


def log():
    """This module's logger; logging is imported with the first message (most starts have none)."""
    import logging
    return logging.getLogger(__name__)


SHOUTS = tuple(shout for title in TITLES for shout in title.shouts)  # each title's own sounds (`Title.shouts`)
EFFECTS = ("card_flip", "card_slide", "card_burn", "slap", "dice_roll", "dice_hit", "kettle_hop",
           "cable_car", "dog_bark", "cow_moo", "ibex", "bull", "point", "win", "fanfare", "wrong", "tick",
           "ui_move", "ui_select")
MUSIC = ("music_menu",)
SOUND_NAMES = SHOUTS + EFFECTS
_EXTENSIONS = (".ogg", ".wav")


def _quiet_init() -> None:
    """pygame.mixer.init() with the C library's stderr chatter (ALSA) silenced."""
    try:
        saved = os.dup(2)
    except OSError:
        pygame.mixer.init()
        return
    try:
        with open(os.devnull, "wb") as devnull:
            os.dup2(devnull.fileno(), 2)
            pygame.mixer.init()
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Sound:
    """Plays named sounds and music; silent (never raising) when there is no audio."""

    def __init__(self, root: Path | None = None, effects: float = 0.8, music: float = 0.5) -> None:
        self.root = Path(root) if root is not None else None  # an assets folder; None: the game's own
        self.effects_volume = effects
        self.music_volume = music
        self.muted = False
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.music_name: str | None = None
        self.heard: Callable[[str], None] | None = None  # told the name of every sound played
        self._music_file: io.BytesIO | None = None  # the mixer streams from it while it plays
        self.available = self._start()

    def _start(self) -> bool:
        if pygame.mixer.get_init():
            return True
        try:
            _quiet_init()
        except pygame.error as error:
            log().info("no audio, playing silently: %s", error)
            return False
        return True

    def asset(self, name: str) -> str:
        """The asset of a named sound or music track, "sounds/<name>.ogg" (or .wav);
        KeyError for unknown names."""
        if name not in SOUND_NAMES and name not in MUSIC:
            raise KeyError(f"unknown sound {name!r}: expected one of {SOUND_NAMES + MUSIC}")
        for ext in _EXTENSIONS:
            candidate = f"sounds/{name}{ext}"
            if asset_exists(candidate, self.root):
                return candidate
        return f"sounds/{name}{_EXTENSIONS[0]}"

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            asset = self.asset(name)
            try:
                sound = pygame.mixer.Sound(file=io.BytesIO(read_asset(asset, self.root)))
                sound.set_volume(self.effects_volume)
            except (pygame.error, FileNotFoundError) as error:
                log().warning("sound %s could not be loaded from %s: %s", name, asset, error)
                sound = None
            except OSError as error:  # out of descriptors, say: silent now, tried again next time
                log().warning("sound %s could not be read from %s now: %s", name, asset, error)
                return None
            self._sounds[name] = sound
        return self._sounds[name]

    def play(self, name: str) -> pygame.mixer.Channel | None:
        """Play a named effect, shout or emote sound; returns its channel, or None if silent."""
        asset = self.asset(name)  # unknown names are a programming error: KeyError
        if self.heard is not None:
            self.heard(name)
        if not self.available or self.muted or self.effects_volume <= 0:
            return None
        sound = self._load(name)
        if sound is None:
            return None
        try:
            return sound.play()
        except pygame.error as error:
            log().warning("sound %s (%s) could not be played: %s", name, asset, error)
            return None

    def play_music(self, name: str, loops: int = -1, fade_ms: int = 600) -> None:
        """Start a music track looping (unless already playing)."""
        asset = self.asset(name)
        if name == self.music_name:
            return
        self.music_name = name
        if not self.available:
            return
        try:
            self._music_file = io.BytesIO(read_asset(asset, self.root))
            pygame.mixer.music.load(self._music_file, asset.rsplit(".", 1)[-1])
            pygame.mixer.music.set_volume(0.0 if self.muted else self.music_volume)
            pygame.mixer.music.play(loops, fade_ms=fade_ms)
        except (pygame.error, OSError) as error:
            log().warning("music %s could not be played: %s", name, error)

    def stop_music(self, fade_ms: int = 400) -> None:
        self.music_name = None
        if self.available:
            pygame.mixer.music.fadeout(fade_ms)

    def set_volumes(self, effects: float, music: float) -> None:
        """Effects and music volume, each 0.0..1.0."""
        self.effects_volume = min(1.0, max(0.0, float(effects)))
        self.music_volume = min(1.0, max(0.0, float(music)))
        for sound in self._sounds.values():
            if sound is not None:
                sound.set_volume(self.effects_volume)
        self._apply_music_volume()

    def mute(self, muted: bool = True) -> None:
        """Silence (or unsilence) everything; volumes are kept for later."""
        self.muted = muted
        if self.available and muted:
            pygame.mixer.stop()
        self._apply_music_volume()

    def _apply_music_volume(self) -> None:
        if self.available:
            pygame.mixer.music.set_volume(0.0 if self.muted else self.music_volume)
