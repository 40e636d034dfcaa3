"""Frame time of each title's table at its most seats, every seat a hard bot (headless, software
rendering), in a window of --window's size (the game draws at its real size): the CPU
milliseconds of one frame (input, the fixed 120 Hz steps, drawing), mean, 95th and 99th
percentile and the worst, and the first frame apart (the scene's construction, its push and
its first frame: what a player sees as the table's first hitch). `--profile ID`
prints where one title's frames spend their time (cProfile). With --phones, each table with
its seats on phones against none (benchmarks/phone_frames.py)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import argparse
import cProfile
import os
import pstats
import statistics
import time

from machine import describe, load

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

BUDGET_MS = 16.7  # one frame at 60 Hz


def cpu_ms(work) -> float:
    """The CPU milliseconds `work()` takes (this process, every thread)."""
    started = time.process_time()
    work()
    return (time.process_time() - started) * 1000


def measure(app, title, frames: int, profile: cProfile.Profile | None = None,
            seats: int = 0) -> tuple[float, list[float]]:
    """The first frame's CPU ms (construction, push and frame) and every later frame's, with
    `seats` bots (0: the title's most); the table is pushed on its title's lobby, drawn once
    before, as when a player starts it."""
    from game.core.seats import SeatSpec, TableConfig
    from game.kit.table import TableSession
    from game.shell.lobby import LobbyScene
    app.push(LobbyScene(app, title))
    app.frame(1 / 60)
    config = TableConfig(tuple(SeatSpec("bot", "hard") for _ in range(seats or title.max_players)), title.default_options())

    def first() -> None:
        app.push(title.scene_class()(app, TableSession(title, config, seed=3)))
        app.frame(1 / 60)

    if profile is not None:
        profile.enable()
    first_ms = cpu_ms(first)
    samples = [cpu_ms(lambda: app.frame(1 / 60)) for _ in range(frames)]
    if profile is not None:
        profile.disable()
    app.pop()
    app.pop()
    return first_ms, samples


def row(title, seats: int, frames: int, first_ms: float, samples: list[float]) -> str:
    cuts = statistics.quantiles(samples, n=100)
    over = sum(sample > BUDGET_MS for sample in samples)
    return (f"| {title.id} | {seats} | {frames} | {statistics.mean(samples):.2f} | {cuts[94]:.2f} "
            f"| {cuts[98]:.2f} | {max(samples):.2f} | {over} | {first_ms:.1f} |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=1800)
    parser.add_argument("--titles", default="", help="comma-separated ids (default: every title)")
    parser.add_argument("--profile", default="", metavar="ID", help="profile one title's frames with cProfile")
    parser.add_argument("--phones", action="store_true", help="seats on pressing phones against none, paced")
    parser.add_argument("--seats", type=int, default=0, help="bots at each table (default: its most)")
    parser.add_argument("--window", default="1280x720", help="the window's size, e.g. 1920x1080: drawn at its real size")
    args = parser.parse_args()
    from game import catalogue
    from game.app import App
    app = App()
    import pygame
    pygame.display.set_mode(tuple(int(side) for side in args.window.split("x")), pygame.RESIZABLE)
    titles, _ = catalogue.available()
    print(describe())
    print(f"window {args.window}")
    if args.phones:
        from phone_frames import report
        report(app, titles, args.frames)
        print(f"load average at the end: {load()}")
        return
    if args.profile:
        profile = cProfile.Profile()
        measure(app, catalogue.by_id(args.profile), args.frames, profile, args.seats)
        pstats.Stats(profile).sort_stats("tottime").print_stats(35)
        return
    chosen = set(filter(None, args.titles.split(",")))
    print(f"| title | seats | frames | mean ms | p95 ms | p99 ms | max ms | over {BUDGET_MS} ms | first frame ms |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for title in titles:
        if not chosen or title.id in chosen:
            seats = min(args.seats, title.max_players) or title.max_players
            first_ms, samples = measure(app, title, args.frames, seats=seats)
            print(row(title, seats, args.frames, first_ms, samples), flush=True)
    print(f"load average at the end: {load()}")


if __name__ == "__main__":
    main()
