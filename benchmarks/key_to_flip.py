"""Key to pixels: from a key event's arrival to the flip of the first frame whose pixels show its
effect, for a slot press and for act (the shout, the lock, the draw: whatever act means then)
at each title's table, seat 0 a human on kb1, the other seats hard bots.

The real app runs paced at 60 frames a second (headless, software rendering); each frame runs
exactly 1/60 s of game time, so the game is deterministic frame by frame. A key arrives at a
uniformly random moment of a frame's period, counted from the poll of the frame before: while
the loop waits for the next frame, or during that frame's work after its poll (then it is
posted when the work ends, and timed from its moment of arrival). Only keys that seat 0's
buttons give a meaning are pressed (when the game waits for another choice of seat 0's, such
as Gämsh's signal, an unmeasured press of a live key moves it on).

Whether a frame shows the key: right before the key is posted the process forks; the twin runs
the same frames without the key, and the window's pixels of each frame are compared with the
twin's. The first frame that differs is the one that shows the key; its flip is timed from the
arrival, in ms and in flips after the arrival (1: the very next flip shows it). A key whose
effect no frame shows within LOOK frames is a failure, counted and printed. Every so often a
control: a twin with no key on either side, whose frames must all match (a difference would
mean the comparison sees something else than the key; they are printed too).

The floor this loop allows: the loop reads input once per frame, at its start, and flips at its
end. A key that arrives while the loop waits is shown by the next flip (1 flip, after the rest
of the wait plus one frame's work); one that arrives just after a poll waits for the next poll
and is shown by the second flip after it (2 flips, up to one period plus one frame's work).
So the best this loop can do is at most 2 flips, at most 16.7 ms plus a frame's work; the goal
is that: every key shown by the first frame that reads it."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import argparse
import os
import random
import statistics
import struct
import time
import zlib

from machine import describe, load, stopwatch

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FRAME = 1 / 60
LOOK = 20  # frames compared after a key
CONTROL_EVERY = 8  # one control twin per this many presses


def pixels(pygame) -> int:
    """A checksum of the window's pixels now."""
    window = pygame.display.get_surface()
    return zlib.crc32(pygame.image.tobytes(window, "RGB"))


class Loop:
    """The app's frames, paced at 60 Hz by its own clock, each flip and each poll timed."""

    def __init__(self, app) -> None:
        import pygame
        self.app, self.pygame = app, pygame
        self.flips: list[float] = []
        self.polled = time.perf_counter()
        flip, poll = pygame.display.flip, app.input.poll

        def flipping() -> None:
            flip()
            self.flips.append(time.perf_counter())

        def polling(now):
            self.polled = time.perf_counter()
            return poll(now)

        pygame.display.flip = flipping
        app.input.poll = polling

    def frame(self, paced: bool = True) -> None:
        if paced:
            self.app.clock.tick()
        self.app.frame(FRAME)

    def twin(self) -> int:
        """Fork: the child runs LOOK frames unpaced and writes their checksums to a pipe, whose
        end for reading is returned. The painter thread does not live on in the child: pictures
        it has not finished are painted by the frames that ask for them (the same pixels)."""
        read, write = os.pipe()
        if os.fork() == 0:
            os.close(read)
            art = self.app.art
            art._painting = {key: job for key, job in art._painting.items() if job[0].done()}
            from game.ui import art as art_module
            art_module._painter.cache_clear()
            sums = []
            for _ in range(LOOK):
                self.frame(paced=False)
                sums.append(pixels(self.pygame))
            os.write(write, struct.pack(f"{LOOK}I", *sums))
            os._exit(0)
        os.close(write)
        return read

    def press(self, scancode: int | None, offset: float) -> tuple[float, int] | None:
        """A key (None: no key, a control) arriving `offset` seconds after the last poll; the ms
        and flips from its arrival to the first flip whose pixels differ from the twin's, or
        None when none of LOOK frames differs."""
        pygame = self.pygame
        arrival = self.polled + offset
        earlier = [flip for flip in self.flips[-1:] if flip > arrival]  # it arrived during that frame's work
        child = self.twin()
        wait = arrival - time.perf_counter()
        if wait > 0:
            time.sleep(wait)
        if scancode is not None:
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(kind, scancode=scancode, key=0, mod=0, unicode=""))
        start = len(self.flips)
        sums = []
        for _ in range(LOOK):
            self.frame()
            sums.append(pixels(pygame))
        with os.fdopen(child, "rb") as pipe:
            twin = struct.unpack(f"{LOOK}I", pipe.read(4 * LOOK))
        os.wait()
        differs = next((i for i, (mine, its) in enumerate(zip(sums, twin)) if mine != its), None)
        if differs is None:
            return None
        return (self.flips[start + differs] - arrival) * 1000, len(earlier) + differs + 1


def nudge(app, button: str) -> None:
    """An unmeasured press of seat 0's `button` (a choice the game waits for: Gämsh's signal)."""
    import pygame
    scancode = app.input.keyboard.scancode("kb1", button)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, scancode=scancode, key=0, mod=0, unicode=""))


def measure(app, loop: Loop, title, button: str, presses: int, rng: random.Random) -> dict[str, list]:
    """`presses` presses of seat 0's `button`: their (ms, flips), the failures, the controls."""
    from game.core.seats import SeatSpec, TableConfig
    from game.kit.table import TableSession
    seats = (SeatSpec("human"),) + tuple(SeatSpec("bot", "hard") for _ in range(title.max_players - 1))
    app.input.bind("kb1", 0)
    scancode = app.input.keyboard.scancode("kb1", button)
    found: dict[str, list] = {"shown": [], "failed": [], "controls": [], "control_differed": []}
    seed, attempts = 3, 0
    while len(found["shown"]) + len(found["failed"]) < presses:
        scene = title.scene_class()(app, TableSession(title, TableConfig(seats, title.default_options()), seed, {0: "kb1"}))
        app.push(scene)
        waited = idle = 0
        while len(found["shown"]) + len(found["failed"]) < presses and not scene.session.is_over() and waited < 60 * 120:
            loop.frame()
            waited += 1
            live = scene.key_labels(0) if app.top is scene else {}
            if button not in live:
                idle += 1
                if idle % 120 == 0 and live:  # two seconds without it: move the game on, as a player would
                    nudge(app, next(iter(live)))
                continue
            idle = 0
            attempts += 1
            if attempts % CONTROL_EVERY == 0:
                differed = loop.press(None, rng.uniform(0, FRAME))
                found["controls"].append(differed)
                if differed is not None:
                    found["control_differed"].append(differed)
                continue
            result = loop.press(scancode, rng.uniform(0, FRAME))
            found["shown" if result else "failed"].append(result)
            for _ in range(rng.randint(10, 30)):  # a person's pace between presses
                loop.frame()
                waited += 1
        while app.top is not None:
            app.pop()
        seed += 1
    return found


def quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=60, help="presses per title and button")
    parser.add_argument("--titles", default="", help="comma-separated ids (default: every title)")
    args = parser.parse_args()
    from game import catalogue
    from game.app import App
    app = App()
    loop = Loop(app)
    rng = random.Random(7)
    wanted = set(filter(None, args.titles.split(",")))
    print(describe())
    print(f"| title | button | presses | not shown in {LOOK} frames | p50 ms | p99 ms | max ms "
          f"| flips p50 | p99 | max | controls (differed) | wall s | CPU s |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for title in catalogue.TITLES:
        if wanted and title.id not in wanted:
            continue
        for button in ("slot1", "act"):
            with stopwatch() as timed:
                found = measure(app, loop, title, button, args.presses, rng)
            ms = [shown[0] for shown in found["shown"]] or [float("nan")]
            flips = [shown[1] for shown in found["shown"]] or [0]
            count = len(found["shown"]) + len(found["failed"])
            print(f"| {title.id} | {button} | {count} | {len(found['failed'])} | {statistics.median(ms):.1f} "
                  f"| {quantile(ms, 0.99):.1f} | {max(ms):.1f} | {statistics.median(flips):.0f} | {quantile(flips, 0.99)} "
                  f"| {max(flips)} | {len(found['controls'])} ({len(found['control_differed'])}) "
                  f"| {timed.wall:.1f} | {timed.cpu:.1f} |", flush=True)
    print(f"load at the end: {load()} (CPU s: this process and its twins)")
    app.shutdown()


if __name__ == "__main__":
    main()
