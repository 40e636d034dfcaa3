"""Frame time of each title's table with every seat a bot (headless, software rendering), in a
window of --window's size (the game draws at its real size); with --phones, each table with
its seats on phones against none (benchmarks/phone_frames.py)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import argparse
import os
import statistics
import time

from machine import describe, load

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--phones", action="store_true", help="seats on pressing phones against none, paced")
    parser.add_argument("--window", default="1280x720", help="the window's size, e.g. 1920x1080: drawn at its real size")
    args = parser.parse_args()
    from game import catalogue
    from game.app import App
    from game.core.seats import SeatSpec, TableConfig
    from game.kit.table import TableSession
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
    print("| title | seats | frames | mean ms | p95 ms | p99 ms | max ms |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for title in titles:
        players = title.max_players
        config = TableConfig(tuple(SeatSpec("bot", "hard") for _ in range(players)), title.default_options())
        app.push(title.scene_class()(app, TableSession(title, config, seed=3)))
        samples = []
        for _ in range(args.frames):
            started = time.perf_counter()
            app.frame(1 / 60)
            samples.append((time.perf_counter() - started) * 1000)
        app.pop()
        cuts = statistics.quantiles(samples, n=100, method="inclusive")
        print(f"| {title.id} | {players} | {args.frames} | {statistics.mean(samples):.2f} | {cuts[94]:.2f} "
              f"| {cuts[98]:.2f} | {max(samples):.2f} |")
    print(f"load average at the end: {load()}")


if __name__ == "__main__":
    main()
