"""The window, the clock and the main loop with its scene stack.

This is the only module that reads the wall clock. Each frame: the input layer drains
the event queue (stamping intents with the app's time), the intents go to the scenes,
the top scene advances in fixed 1/120 s steps, and the visible scenes are drawn.

Game time equals wall time at any display rate: `FixedSteps` turns each frame's wall
seconds into whole steps and keeps the remainder for the next frame, so a 144 Hz frame
may run one step or none, and a 50 Hz frame two or three. A slow frame only means more
fixed steps; it never changes what happens in a game. One frame counts for at most
MAX_FRAME seconds: after a longer stall (the window dragged, a laptop lid closed) the
game goes on where it stopped instead of racing through the missed seconds at once.
Frames are drawn at the display's refresh rate (vsync where the driver has it).

The window is a plain resizable one (or desktop fullscreen) of any size from MIN_WINDOW up.
Scenes draw in design units (1280x720) on `screen`, a canvas (game/ui/canvas.py) over the
largest 16:9 part of the window that fits, centred, with black bars outside it; text and art
are rendered at that real size, so they stay sharp. The canvas is rebuilt whenever the
window's size changes (checked before each frame is drawn). A frame is recorded and drawn on
the window only where it differs from the last (game/ui/retained.py).
"""
from __future__ import annotations

import io
import time
import warnings
from typing import Any, Protocol

import pygame

from game import crash, first_frame
from game import settings as settings_store
from game.descriptors import raise_limit
from game.profile import clean_temp_files
from game.input.intents import Intent
from game.input.layer import InputLayer, start_controllers
from game.scene import Scene
from game.ui import canvas, fonts
from game.ui.art import Art
from game.ui.canvas import Canvas
from game.ui.i18n import Texts
from game.ui.retained import Retained
from game.ui.captions import NEWS, Captions, caption_key
from game.ui.sound import Sound
from game.paths import read_asset

SIZE = canvas.DESIGN.size  # the window's first size, and the design units scenes draw in
MIN_WINDOW = (800, 450)
BARS = (0, 0, 0)  # the letterbox outside the 16:9 view
STEP = 1 / 120
DEFAULT_REFRESH_RATE = 60  # when the display does not say
MAX_FRAME = 0.25  # seconds of game time one frame may run at most (30 steps)
STEP_TOLERANCE = 1e-6  # of a step: 1/60 s is two steps even when the float says 1.9999999


class FixedSteps:
    """Wall seconds in, whole fixed steps out; what is not yet a whole step waits for the next frame."""

    def __init__(self, step: float = STEP, max_frame: float = MAX_FRAME) -> None:
        self.step = step
        self.max_frame = max_frame
        self.owed = 0.0  # in steps

    def take(self, elapsed: float) -> int:
        """How many steps a frame of `elapsed` wall seconds runs."""
        self.owed += min(max(elapsed, 0.0), self.max_frame) / self.step
        steps = int(self.owed + STEP_TOLERANCE)
        self.owed -= steps
        return steps


class FrameClock(Protocol):
    def tick(self) -> float:
        """Wait until the next frame is due; return the wall seconds since the previous tick."""


class WallClock:
    """The real clock: paces frames at the display's rate and measures them with perf_counter.

    With vsync the flip itself waits for the display and the cap (twice the refresh rate)
    only guards against a driver that claims vsync but does not wait; without vsync the
    cap is the refresh rate. The pacing may be coarse; the measured seconds are exact."""

    def __init__(self, refresh_rate: int, vsync: bool) -> None:
        self.pacer = pygame.time.Clock()
        self.cap = refresh_rate * 2 if vsync else refresh_rate
        self.last: float | None = None

    def tick(self) -> float:
        self.pacer.tick(self.cap)
        now = time.perf_counter()
        elapsed = 0.0 if self.last is None else now - self.last
        self.last = now
        return elapsed


def display_window() -> pygame.Window | None:
    """The display module's window as a pygame.Window (None where pygame-ce has none)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None


def allow_small_windows() -> None:
    """Let the window shrink down to MIN_WINDOW (a laptop with less than 720 usable pixels of
    height shows the whole table, scaled down) and no further."""
    window = display_window()
    if window is not None:
        window.minimum_size = MIN_WINDOW


class App:
    size = SIZE

    def __init__(self, clock: FrameClock | None = None) -> None:
        raise_limit()  # before anything opens files: room for phones beside the game's own (game/descriptors.py)
        pygame.init()
        clean_temp_files()  # left by writes a kill or power cut stopped before their rename
        self.settings, notice = settings_store.load()
        self.notices: list[str] = [notice] if notice else []
        self.texts = Texts()
        pygame.display.set_caption("Alpenparty")
        try:
            pygame.display.set_icon(pygame.image.load(io.BytesIO(read_asset("icon.png")), "icon.png"))
        except (pygame.error, FileNotFoundError):
            pass
        self.retained = Retained()
        self._open_window()
        self._fit()
        allow_small_windows()
        self.clock = clock or WallClock(self._refresh_rate(), pygame.display.is_vsync())
        self.steps = FixedSteps()
        if self.settings.fullscreen:
            self.set_fullscreen(True)
        self.input = InputLayer(self.settings)
        self.sound = Sound()
        self.captions = Captions()
        self.sound.heard = self.hear
        self.art = Art()
        self.apply_settings()
        self.stack: list[Scene] = []
        self.now = 0.0
        self.running = True
        self.frames = 0

    # --- services for scenes -------------------------------------------------
    def text(self, key: str, /, **params: object) -> str:
        return self.texts.get(self.settings.language, key, **params)

    def hear(self, sound: str) -> None:
        """A sound was played: with captions on, one that carries news is written too."""
        if self.settings.captions and sound in NEWS:
            self.captions.add(sound, self.text(caption_key(sound)), self.now)

    def caption_region(self) -> pygame.Rect | None:
        """Where captions stand: the place the topmost scene that keeps one names (a table,
        also under its pause). None: no scene does (the menu, whose showcase is played by
        nobody, and the shell's screens, where the bottom holds the keys band): none is drawn."""
        for scene in reversed(self.stack):
            region = getattr(scene, "caption_region", None)
            if region is not None:
                return region()
        return None

    def apply_settings(self) -> None:
        """Push sound settings to the mixer and the text size to the fonts (after the settings
        scene changed them): the next frame draws with them."""
        self.sound.set_volumes(self.settings.effects_volume, self.settings.music_volume)
        self.sound.mute(self.settings.mute)
        fonts.set_text_size(self.settings.text_size)

    def save_settings(self) -> None:
        settings_store.save(self.settings)
        self.apply_settings()

    def table_host(self, keeps: bool = True) -> Any:
        """The host of a table people sit at (game/shell/hosts.py `Seated`): what a table built
        without one asks on pause, on a phone away and at its end (game/kit/host.py); `keeps`:
        whether it saves the game (not a prepared table's: game/kit/prepared.py)."""
        from game.shell.hosts import Seated
        return Seated(self, keeps)

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
            self.settings.fullscreen = not self.settings.fullscreen
            self.set_fullscreen(self.settings.fullscreen)
            settings_store.save(self.settings)
            return
        for scene in reversed(list(self.stack)):
            if scene.handle(intent) or not scene.transparent:
                return

    def frame(self, elapsed: float) -> None:
        """One frame: input, fixed steps, drawing. `elapsed` is wall seconds since the last."""
        self.advance(elapsed)
        self.draw()
        self.frames += 1

    def advance(self, elapsed: float) -> None:
        """A frame's input and fixed steps, without its drawing (tests that play seconds out
        draw only the frames they look at: tests/driving.py `run`)."""
        for intent in self.input.poll(self.now):
            self.dispatch(self.input.current(intent))
        for _ in range(self.steps.take(elapsed)):
            if self.top is None:
                break
            self.top.update(STEP)
            self.now += STEP

    def draw(self) -> None:
        window = pygame.display.get_surface()
        if window is not self.window or window.get_size() != self.window_size:
            self._fit()
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].transparent:
            first -= 1
        tape = self.retained.tape(self.screen)  # drawn where it changed (game/ui/retained.py)
        for scene in self.stack[max(first, 0):]:
            scene.draw(tape)
        self.captions.update(self.now)
        region = self.caption_region() if self.captions.lines else None
        if region is not None:
            self.captions.draw(tape, region)
        self.retained.show(tape, self.screen)
        pygame.display.flip()

    def _fit(self) -> None:
        """`screen`: the canvas over the window's letterboxed view, at the scale that fits the
        window now; new text, art and canvases are made at that scale from here on."""
        self.window = pygame.display.get_surface()
        self.window_size = self.window.get_size()
        scale, view = canvas.letterbox(self.window_size)
        canvas.set_scale(scale)
        self.window.fill(BARS)
        self.screen = Canvas(self.window.subsurface(view), scale, SIZE)
        self.retained.forget()

    def run(self, frames: int | None = None) -> None:
        """Run until quit, or for `frames` frames, on the app's clock."""
        if first_frame.asked():  # benchmarks/startup.py: one frame, its CPU seconds, and out
            frames = 1
        try:
            while self.running and self.stack and (frames is None or frames > 0):
                self.frame(self.clock.tick())
                if self.frames == 1:
                    self.after_first_frame()
                if frames is not None:
                    frames -= 1
        except Exception:
            self.rescue()
            raise
        finally:
            self.shutdown()

    def after_first_frame(self) -> None:
        """What the first frame does not show, started once it is on the screen: the pads
        (SDL's controller subsystem). With ALPENPARTY_FIRST_FRAME_EXIT (benchmarks/startup.py),
        the CPU seconds to that frame are reported first."""
        if first_frame.asked():
            first_frame.report()
        start_controllers()

    def rescue(self) -> None:
        """After an unexpected error: save every game in progress on the stack before the
        stack is emptied (`__main__.main` then writes crash.log)."""
        crash.keep_games(self.stack)

    def shutdown(self) -> None:
        while self.stack:
            self.stack.pop().exit()
        if self.input.phones is not None:  # the phones' room ends with the app: pages say the table closed
            self.input.phones.stop()
            self.input.phones = None
        self.sound.stop_music(0)

    @staticmethod
    def _open_window() -> pygame.Surface:
        """A plain resizable window (no SCALED: the game draws at the window's real size),
        with vsync when the driver has it. Not on SDL's headless driver (tests, benchmarks):
        there is no display to wait for, and its software renderer would make every flip
        wait some milliseconds."""
        if pygame.display.get_driver() == "dummy":
            return pygame.display.set_mode(SIZE, pygame.RESIZABLE)
        with warnings.catch_warnings():  # a driver without an accelerated renderer says so
            warnings.filterwarnings("ignore", message="no fast renderer available")
            try:
                return pygame.display.set_mode(SIZE, pygame.RESIZABLE, vsync=1)
            except pygame.error:  # no vsync here: WallClock caps the rate instead
                return pygame.display.set_mode(SIZE, pygame.RESIZABLE)

    @staticmethod
    def _refresh_rate() -> int:
        try:
            rate = pygame.display.get_current_refresh_rate()
        except pygame.error:
            rate = 0
        return rate if rate > 0 else DEFAULT_REFRESH_RATE

    def set_fullscreen(self, on: bool) -> None:
        """Desktop fullscreen (the screen's own resolution, the view letterboxed in it) or back
        to the window; the canvas follows at the next frame."""
        window = display_window()
        try:
            if window is not None and on:
                window.set_fullscreen(desktop=True)
            elif window is not None:
                window.set_windowed()
        except pygame.error:
            pass  # the dummy video driver has no fullscreen
        # SDL lets go of the window's surface when it enters or leaves fullscreen, even at an
        # unchanged size; pygame-ce renews its display surface as its event pump sees that.
        # Drawing on the old one crashes, so the canvas is fitted anew before the next frame.
        pygame.event.pump()
        self.window = None
