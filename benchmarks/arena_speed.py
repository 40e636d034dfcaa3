"""Bot-only games per CPU second, and how many times faster than real time (CPU time of this
process, so a loaded machine does not distort it), for every title at each player count."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import argparse
import os
import time

from game import arena, catalogue


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=50)
    args = parser.parse_args()
    titles, _ = catalogue.available()
    print("| title | players | games | games per CPU s | x real time (CPU) | mean actions | mean game seconds |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for title in titles:
        for players in title.counts:
            started = time.process_time()
            reports, _ = arena.run(title, args.games, 1, ["normal"] * players)
            rate = len(reports) / max(time.process_time() - started, 1e-9)
            actions = sum(r.actions for r in reports) / len(reports)
            seconds = sum(r.game_seconds for r in reports) / len(reports)
            print(f"| {title.id} | {players} | {args.games} | {rate:.1f} | {rate * seconds:.0f} | {actions:.0f} "
                  f"| {seconds:.0f} |")
    print("load average at the end: " + ", ".join(f"{value:.1f}" for value in os.getloadavg()))


if __name__ == "__main__":
    main()
