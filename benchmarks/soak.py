"""Memory soak: a bot table drawn frame after frame for --minutes of game time, at full speed
(each frame advances the simulated clock 1/60 s; nothing waits for the wall clock), headless;
or, with --real-time, paced by the app's own clock as the game's loop is (App.run: --minutes
are then wall minutes, and the frames are the real game's). With SDL_VIDEODRIVER=x11 and a
DISPLAY (an Xvfb of 1920x1080, say) the window is a real one.

By default the table is the menu's (the bot table behind the title menu, which starts a new
game whenever one ends); `--title ID` soaks that title's table alone, with the same endless
bots. Every --every game seconds it prints one row: the process's resident memory (RSS), what
C's allocator holds in use and in all (glibc's mallinfo2, where there is one), the Python heap
(tracemalloc, with --trace: it slows the frames about threefold), and the text and art caches
of game/ui (entries; the bytes of every live canvas's pixels), the art cache and the
pictures queued for its painter thread, the retained frame's operations and the count of
Python objects. At the end: the growth after
warm-up (the first --warmup minutes), which a 1-hour soak must keep near zero."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import argparse
import ctypes
import ctypes.util
import gc
import itertools
import os
import time
import tracemalloc
from typing import Any

from machine import describe, load, stopwatch

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FRAME = 1 / 60
MB = 1024 * 1024


def rss_mb() -> float:
    """Resident memory now (Linux: /proc; elsewhere the peak, which is what resource offers)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / MB
    except OSError:
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (MB if sys.platform == "darwin" else 1024)


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def _libc():
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
        libc.mallinfo2.restype = _MallInfo2
    except (OSError, AttributeError):
        return None
    return libc


LIBC = _libc()


def malloc_mb() -> tuple[float, float] | None:
    """(in use, held from the system) by C's allocator in MB: glibc only."""
    if LIBC is None:
        return None
    info = LIBC.mallinfo2()
    return (info.uordblks + info.hblkhd) / MB, (info.arena + info.hblkhd) / MB


def cached_canvases(lru: Any) -> list:
    """The canvases a functools.lru_cache holds: its cache's entries are two references away."""
    from game.ui.canvas import Canvas
    found, seen, frontier = [], set(), [lru]
    for _ in range(2):
        step = []
        for item in frontier:
            for referent in gc.get_referents(item):
                if id(referent) not in seen:
                    seen.add(id(referent))
                    step.append(referent)
                    if isinstance(referent, Canvas):
                        found.append(referent)
        frontier = step
    return found


def pixel_mb(canvases: list) -> float:
    return sum(c.surface.get_width() * c.surface.get_height() * c.surface.get_bytesize() for c in canvases) / MB


def caches(app) -> str:
    """Entries (and MB of pixels) of the game's text and art caches that hold any, and the
    MB of the pixels of every live canvas, cached or not."""
    from game.ui import canvas, fonts
    sizes = {}
    for cached in canvas.CACHES:
        lru = cached.cache_info.__self__
        pictures = cached_canvases(lru)
        name = f"{cached.__module__.rsplit('.', 1)[-1]}.{cached.__name__}"
        sizes[name] = f"{lru.cache_info().currsize}" + (f" ({pixel_mb(pictures):.1f} MB)" if pictures else "")
    art = list(app.art._cache.values())
    sizes |= {"fonts": str(fonts.pixel_font.cache_info().currsize), "art": f"{len(art)} ({pixel_mb(art):.1f} MB)"}
    listed = ", ".join(f"{name} {size}" for name, size in sizes.items() if int(size.split()[0]) > 0)
    objects = gc.get_objects()
    every = [item for item in objects if isinstance(item, canvas.Canvas)]
    return (f"{listed}, painting {len(app.art._painting)}, retained ops {len(app.retained.shown)} "
            f"| all canvases {len(every)} ({pixel_mb(every):.1f} MB), objects {len(objects)}")


def table(app, title_id: str):
    """The scene to soak: the menu (its bot table) or one title's bot table."""
    if not title_id:
        from game.shell.menu import MenuScene
        return MenuScene(app)
    from game import catalogue
    from game.shell.hosts import Showcase
    from game.shell.menu import ATTRACT_SEED
    return Showcase(app, catalogue.by_id(title_id), ATTRACT_SEED)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--minutes", type=float, default=60.0, help="game minutes to soak")
    parser.add_argument("--every", type=float, default=120.0, help="game seconds between samples")
    parser.add_argument("--warmup", type=float, default=20.0, help="game minutes before memory must be flat")
    parser.add_argument("--title", default="", help="a title's table alone (default: the menu's bot table)")
    parser.add_argument("--window", default="1280x720")
    parser.add_argument("--trace", action="store_true", help="also the Python heap (tracemalloc; slower)")
    parser.add_argument("--real-time", action="store_true",
                        help="frames paced by the app's wall clock, as in the game (minutes are wall minutes)")
    args = parser.parse_args()
    if args.trace:
        tracemalloc.start()
    from game.app import App
    app = App()
    import pygame
    pygame.display.set_mode(tuple(int(side) for side in args.window.split("x")), pygame.RESIZABLE)
    app.push(table(app, args.title))
    print(describe())
    pace = "wall minutes, paced by the app's clock" if args.real_time else "game minutes at full speed"
    print(f"soak: {args.title or 'the menu bot table'}, {args.minutes:g} {pace}, window {args.window} "
          f"({pygame.display.get_driver()} video driver)")
    print(f"| {'wall' if args.real_time else 'game'} min | RSS MB | C heap in use / held MB | Python heap MB | caches |")
    print("| --- | --- | --- | --- | --- |")
    frames = round(args.minutes * 60 / FRAME)
    samples: list[tuple[float, float]] = []
    started = time.perf_counter()
    due = 0.0  # seconds (game seconds, or wall seconds with --real-time) of the next sample
    with stopwatch() as timed:
        for frame in itertools.count():
            seconds = time.perf_counter() - started if args.real_time else frame * FRAME
            if seconds >= due - FRAME / 2:
                due += args.every
                heap = malloc_mb()
                python = f"{tracemalloc.get_traced_memory()[0] / MB:.1f}" if args.trace else "-"
                rss = rss_mb()
                samples.append((seconds / 60, rss))
                print(f"| {seconds / 60:.1f} | {rss:.1f} | {f'{heap[0]:.1f} / {heap[1]:.1f}' if heap else '-'} "
                      f"| {python} | {caches(app)} |", flush=True)
            if (seconds >= args.minutes * 60 - FRAME / 2) if args.real_time else frame >= frames:
                break
            app.frame(app.clock.tick() if args.real_time else FRAME)
    settled = [rss for minute, rss in samples if minute >= args.warmup]
    if len(settled) >= 2:
        print(f"after {args.warmup:g} min warm-up: RSS {settled[0]:.1f} -> {settled[-1]:.1f} MB "
              f"(min {min(settled):.1f}, max {max(settled):.1f})")
    print(f"{timed.wall:.0f} s wall, {timed.cpu:.0f} CPU s for {frame} frames; load average at the end: {load()}")


if __name__ == "__main__":
    main()
