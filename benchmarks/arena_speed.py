"""Bot-only games per second, CPU seconds per game and how many times faster than real time
(by CPU time, so a loaded machine does not distort it) for every title at each player count,
and the tests' long bot-strength runs timed (their speed is measured here, never asserted in
a test)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import argparse

from machine import describe, load, stopwatch

from game import arena, catalogue

# The 200-game runs of tests/titles/*/test_*_bots.py: title, first seed, seat levels.
STRENGTH_RUNS = (
    ("gaemsh", 1000, ["hard", "easy", "hard", "easy"]),
    ("cambio", 1000, ["hard", "easy", "hard", "easy"]),
    ("stafette", 1000, ["hard", "easy", "hard", "easy"]),
)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--strength-games", type=int, default=200)
    args = parser.parse_args()
    print(describe())
    titles, _ = catalogue.available()
    print("\n| title | players | games | games/s | CPU s per game | x real time (CPU) | mean actions "
          "| mean game seconds |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for title in titles:
        for players in title.counts:
            with stopwatch() as timed:
                reports, rate = arena.run(title, args.games, 1, ["normal"] * players)
            actions = sum(r.actions for r in reports) / len(reports)
            seconds = sum(r.game_seconds for r in reports) / len(reports)
            cpu = max(timed.cpu / args.games, 1e-9)
            print(f"| {title.id} | {players} | {args.games} | {rate:.1f} | {cpu:.4f} | {seconds / cpu:.0f} "
                  f"| {actions:.0f} | {seconds:.0f} |")
    print("\n| bot-strength run | games | wall s | CPU s |")
    print("| --- | --- | --- | --- |")
    for title_id, seed, levels in STRENGTH_RUNS:
        with stopwatch() as timed:
            arena.run(catalogue.by_id(title_id), args.strength_games, seed, levels)
        print(f"| {title_id} {','.join(levels)} | {args.strength_games} | {timed.wall:.1f} | {timed.cpu:.1f} |")
    print(f"\nload average at the end: {load()}")


if __name__ == "__main__":
    main()
