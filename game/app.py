"""The window, the clock and the main loop with its scene stack.

This is the only module that reads the wall clock. Each frame: the input layer drains
the event queue (stamping intents with the app's time), the intents go to the scenes,
the top scene advances in fixed 1/120 s steps, and the visible scenes are drawn.
A slow frame only means more fixed steps; it never changes what happens in a game.
"""
from __future__ import annotations

import os
import sys
import traceback
import warnings

import pygame

from game import settings as settings_store
from game.input.intents import Intent
from game.input.layer import InputLayer
from game.scene import Scene
from game.ui import fonts
from game.ui.i18n import Texts
from game.ui.art import Art
from game.ui.sound import Sound
from game.paths import assets_dir

SIZE = (1280, 720)
MIN_WINDOW = (800, 450)
STEP = 1 / 120
CRASH_LOG = "crash.log"
MAX_FRAME = 0.25  # seconds; a longer stall (debugger, suspend) is not caught up


def allow_any_scale() -> None:
    """pygame-ce's SCALED mode scales by whole multiples only (a 1500x700 window shows the
    table at 1x with bars, a 960x540 one a crop): pygame-ce reads the first variable to allow
    any scale, SDL the second to smooth it. Set before the window opens; a user's own values
    win. Not on SDL's headless driver, where a second window (tests) then aborts."""
    if pygame.display.get_driver() != "dummy":
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")


def allow_small_windows() -> None:
    """SCALED mode also makes the window at least 1280x720: lower that to MIN_WINDOW, so a
    laptop with less than 720 usable pixels of height shows the whole table, scaled down."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            pygame.Window.from_display_module().minimum_size = MIN_WINDOW
        except (AttributeError, pygame.error):
            pass  # an older or newer pygame-ce: the window keeps SCALED's minimum


class App:
    size = SIZE

    def __init__(self) -> None:
        pygame.init()
        self.settings, notice = settings_store.load()
        self.notices: list[str] = [notice] if notice else []
        self.texts = Texts()
        pygame.display.set_caption("Alpenparty")
        try:
            pygame.display.set_icon(pygame.image.load(str(assets_dir() / "icon.png")))
        except (pygame.error, FileNotFoundError):
            pass
        allow_any_scale()
        with warnings.catch_warnings():  # SDL's dummy driver (headless) has no accelerated renderer
            warnings.filterwarnings("ignore", message="no fast renderer available")
            self.screen = pygame.display.set_mode(SIZE, pygame.SCALED | pygame.RESIZABLE)
        allow_small_windows()
        if self.settings.fullscreen:
            self._toggle_fullscreen()
        self.input = InputLayer(self.settings)
        self.sound = Sound()
        self.art = Art()
        self.apply_settings()
        self.stack: list[Scene] = []
        self.now = 0.0
        self.running = True
        self.frames = 0

    # --- services for scenes -------------------------------------------------
    def text(self, key: str, /, **params: object) -> str:
        return self.texts.get(self.settings.language, key, **params)

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        return fonts.font(size, bold)

    def apply_settings(self) -> None:
        """Push sound settings to the mixer (after the settings scene changed them)."""
        self.sound.set_volumes(self.settings.effects_volume, self.settings.music_volume)
        self.sound.mute(self.settings.mute)

    def save_settings(self) -> None:
        settings_store.save(self.settings)
        self.apply_settings()

    # --- the scene stack -----------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()

    def pop_to(self, scene_type: type) -> None:
        """Pop scenes until one of `scene_type` is on top (the menu, usually)."""
        while self.stack and not isinstance(self.stack[-1], scene_type):
            self.pop()

    # --- the loop ------------------------------------------------------------
    def dispatch(self, intent: Intent) -> None:
        if intent.button == "quit":
            self.running = False
            return
        if intent.button == "fullscreen" and intent.pressed:
            self._toggle_fullscreen()
            self.settings.fullscreen = not self.settings.fullscreen
            settings_store.save(self.settings)
            return
        for scene in reversed(list(self.stack)):
            if scene.handle(intent) or not scene.transparent:
                return

    def frame(self, elapsed: float) -> None:
        """One frame: input, fixed steps, drawing. `elapsed` is wall seconds since the last."""
        for intent in self.input.poll(self.now):
            self.dispatch(intent)
        steps = int(min(elapsed, MAX_FRAME) / STEP + 0.5)
        for _ in range(max(steps, 1)):
            if self.top is None:
                break
            self.top.update(STEP)
            self.now += STEP
        self.draw()
        self.frames += 1

    def draw(self) -> None:
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].transparent:
            first -= 1
        for scene in self.stack[max(first, 0):]:
            scene.draw(self.screen)
        pygame.display.flip()

    def run(self, frames: int | None = None, fixed_dt: float | None = None) -> None:
        """Run until quit, or for `frames` frames; `fixed_dt` replaces the wall clock (tests)."""
        clock = pygame.time.Clock()
        if os.environ.get("ALPENPARTY_FIRST_FRAME_EXIT"):  # benchmarks/startup.py
            frames = 1
        try:
            while self.running and self.stack and (frames is None or frames > 0):
                elapsed = fixed_dt if fixed_dt is not None else clock.tick(120) / 1000
                self.frame(elapsed)
                if frames is not None:
                    frames -= 1
        except Exception:
            self.rescue()
            raise
        finally:
            self.shutdown()

    def rescue(self) -> None:
        """After an unexpected error: save the game in progress and write the error to
        crash.log beside the settings, so that neither the game nor the clue is lost."""
        for scene in self.stack:
            autosave = getattr(scene, "autosave", None)
            if autosave is not None:
                try:
                    autosave()
                except Exception:  # the save itself failed: the last autosave stays
                    pass
        log = settings_store.home() / CRASH_LOG
        settings_store.write_atomic(log, traceback.format_exc().encode("utf-8"))
        print(f"Alpenparty stopped on an error; your game is saved. Details: {log}", file=sys.stderr)

    def shutdown(self) -> None:
        while self.stack:
            self.stack.pop().exit()
        self.sound.stop_music(0)

    def _toggle_fullscreen(self) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            pass  # the dummy video driver has no fullscreen
