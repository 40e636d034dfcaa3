"""Key to pixels: the time from a key event's arrival to the flip of the first frame that shows
its effect, for a slot press and for act (the shout, the lock, the draw: whatever act means
then) at each title's table, seat 0 a human on kb1, the other seats hard bots.

The real app runs on its real clock at 60 frames a second (headless, software rendering). A
real key event arrives at a random moment of a frame's period (posted into SDL's queue from
the clock's wait; one that falls in the previous frame's work is posted at its end and counted
from its moment), only when seat 0's buttons give that key a meaning (when the game waits for
another choice of seat 0's, such as Gämsh's signal, an unmeasured press of a live key moves it on) (so every press does something the seat sees: an action, a
step of its controls, or its refusal at the seat, all drawn in the frame that handles it). The
frame whose input handles that key flips the effect; we note the flip's time. Printed per title
and button: presses, p50 and p99 in ms and in frames (1: the very next frame shows it), wall
and CPU seconds, the load."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import argparse
import os
import random
import statistics
import time

from machine import describe, load

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FRAME_MS = 1000 / 60


class Recorder:
    """Notes every flip's time and the frame in which the posted key was dispatched."""

    def __init__(self, app) -> None:
        import pygame
        self.flips: list[float] = []
        self.handled_in: int | None = None
        flip, dispatch = pygame.display.flip, app.dispatch

        def flipping() -> None:
            flip()
            self.flips.append(time.perf_counter())

        def dispatching(intent) -> None:
            if intent.pressed and intent.device == "kb1" and self.handled_in is None and self.armed:
                self.handled_in = len(self.flips)  # this frame's flip is the next one noted
            dispatch(intent)

        self.armed = False
        pygame.display.flip = flipping
        app.dispatch = dispatching


class ArrivingClock:
    """The app's clock, which can let a key arrive at a chosen moment of the next frame's period
    (measured from the previous frame's start)."""

    def __init__(self, clock) -> None:
        self.clock = clock
        self.frame_started = time.perf_counter()
        self.pending: tuple[int, float] | None = None  # (scancode, offset into the period)
        self.arrived: float | None = None

    def tick(self) -> float:
        import pygame
        if self.pending is not None:
            scancode, offset = self.pending
            self.pending = None
            arrival = self.frame_started + offset
            wait = arrival - time.perf_counter()
            if wait > 0:
                time.sleep(wait)
            self.arrived = arrival
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(kind, scancode=scancode, key=0, mod=0, unicode=""))
        elapsed = self.clock.tick()
        self.frame_started = time.perf_counter()
        return elapsed


def nudge(app, button: str) -> None:
    """An unmeasured press of seat 0's `button` (a choice the game waits for: Gämsh's signal)."""
    import pygame
    scancode = app.input.keyboard.scancode("kb1", button)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, scancode=scancode, key=0, mod=0, unicode=""))


def measure(app, title, button: str, presses: int, rng: random.Random) -> list[tuple[float, int]]:
    """(ms, frames) from arrival to the flip that shows the press, `presses` times."""
    from game.core.seats import SeatSpec, TableConfig
    from game.kit.table import TableSession
    seats = (SeatSpec("human"),) + tuple(SeatSpec("bot", "hard") for _ in range(title.max_players - 1))
    app.input.bind("kb1", 0)
    scancode = app.input.keyboard.scancode("kb1", button)
    recorder = Recorder(app)
    clock = app.clock = ArrivingClock(app.clock)
    results: list[tuple[float, int]] = []
    seed = 3
    while len(results) < presses:
        scene = title.scene_class()(app, TableSession(title, TableConfig(seats, title.default_options()), seed, {0: "kb1"}))
        app.push(scene)
        waited = idle = 0
        while len(results) < presses and not scene.session.is_over() and waited < 60 * 120:
            app.frame(app.clock.tick())
            waited += 1
            live = scene.key_labels(0) if app.top is scene else {}
            if button not in live:
                idle += 1
                if idle % 120 == 0 and live:  # two seconds without it: move the game on, as a player would
                    nudge(app, next(iter(live)))
                continue
            idle = 0
            recorder.handled_in, recorder.armed = None, True
            clock.pending = (scancode, rng.uniform(0, FRAME_MS / 1000))
            flips_before = len(recorder.flips)
            while recorder.handled_in is None:
                app.frame(app.clock.tick())
            recorder.armed = False
            shown, arrived = recorder.flips[recorder.handled_in], clock.arrived
            frames = sum(1 for flip in recorder.flips[flips_before:recorder.handled_in + 1] if flip > arrived)
            results.append(((shown - arrived) * 1000, frames))
            for _ in range(rng.randint(10, 30)):  # a person's pace between presses
                app.frame(app.clock.tick())
                waited += 1
        while app.top is not None:
            app.pop()
        seed += 1
    app.clock = clock.clock
    return results


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=60, help="presses per title and button")
    parser.add_argument("--titles", default="", help="comma-separated ids (default: every title)")
    args = parser.parse_args()
    from game import catalogue
    from game.app import App
    app = App()
    rng = random.Random(7)
    wanted = set(filter(None, args.titles.split(",")))
    print(describe())
    print("| title | button | presses | p50 ms | p99 ms | p50 frames | p99 frames | wall s | CPU s |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for title in catalogue.TITLES:
        if wanted and title.id not in wanted:
            continue
        for button in ("slot1", "act"):
            wall, cpu = time.perf_counter(), time.process_time()
            results = measure(app, title, button, args.presses, rng)
            ms = sorted(result[0] for result in results)
            frames = sorted(result[1] for result in results)
            cut = statistics.quantiles(ms, n=100)[98]
            frame_cut = frames[min(len(frames) - 1, round(0.99 * (len(frames) - 1)))]
            print(f"| {title.id} | {button} | {len(results)} | {statistics.median(ms):.1f} | {cut:.1f} "
                  f"| {statistics.median(frames):.0f} | {frame_cut} | {time.perf_counter() - wall:.1f} "
                  f"| {time.process_time() - cpu:.1f} |", flush=True)
    print(f"load at the end: {load()}")
    app.shutdown()


if __name__ == "__main__":
    main()
