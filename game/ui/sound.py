"""Sound effects, shouts and music, loaded lazily by name from assets/sounds/.

If the mixer cannot start (no audio device, a broken driver) the manager stays silent:
play() and play_music() then do nothing, and nothing is printed beyond one log line.
"""
from __future__ import annotations

import logging
import os
from pathlib import Path

import pygame

from game.paths import assets_dir

log = logging.getLogger(__name__)

SHOUTS = ("gaemsh", "double_gaemsh", "counter_gaemsh", "outgaemshed", "faessler", "tausch", "rempeln")
EFFECTS = ("card_flip", "card_slide", "card_burn", "slap", "dice_roll", "dice_hit", "kettle_hop",
           "cable_car", "dog_bark", "cow_moo", "ibex", "bull", "point", "win", "wrong", "tick",
           "ui_move", "ui_select")
EMOTE_SOUNDS = ("wink", "cough", "hattip", "scratch", "yodel", "sneeze", "whistle", "sapperlot")
MUSIC = ("music_menu",)
SOUND_NAMES = SHOUTS + EFFECTS + EMOTE_SOUNDS
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
        self.root = Path(root) if root is not None else assets_dir() / "sounds"
        self.effects_volume = effects
        self.music_volume = music
        self.muted = False
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.music_name: str | None = None
        self.available = self._start()

    def _start(self) -> bool:
        if pygame.mixer.get_init():
            return True
        try:
            _quiet_init()
        except pygame.error as error:
            log.info("no audio, playing silently: %s", error)
            return False
        return True

    def path(self, name: str) -> Path:
        """The file of a named sound or music track (raises KeyError for unknown names)."""
        if name not in SOUND_NAMES and name not in MUSIC:
            raise KeyError(f"unknown sound {name!r}: expected one of {SOUND_NAMES + MUSIC}")
        for ext in _EXTENSIONS:
            candidate = self.root / f"{name}{ext}"
            if candidate.exists():
                return candidate
        return self.root / f"{name}{_EXTENSIONS[0]}"

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            path = self.path(name)
            try:
                sound = pygame.mixer.Sound(str(path))
                sound.set_volume(self.effects_volume)
            except (pygame.error, FileNotFoundError) as error:
                log.warning("sound %s could not be loaded from %s: %s", name, path, error)
                sound = None
            self._sounds[name] = sound
        return self._sounds[name]

    def play(self, name: str) -> pygame.mixer.Channel | None:
        """Play a named effect, shout or emote sound; returns its channel, or None if silent."""
        path_known = self.path(name)  # unknown names are a programming error: KeyError
        if not self.available or self.muted or self.effects_volume <= 0:
            return None
        sound = self._load(name)
        if sound is None:
            return None
        try:
            return sound.play()
        except pygame.error as error:
            log.warning("sound %s (%s) could not be played: %s", name, path_known, error)
            return None

    def play_music(self, name: str, loops: int = -1, fade_ms: int = 600) -> None:
        """Start a music track looping (unless already playing)."""
        path = self.path(name)
        if name == self.music_name:
            return
        self.music_name = name
        if not self.available:
            return
        try:
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(0.0 if self.muted else self.music_volume)
            pygame.mixer.music.play(loops, fade_ms=fade_ms)
        except pygame.error as error:
            log.warning("music %s could not be played: %s", name, error)

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
