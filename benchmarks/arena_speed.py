"""Bot-only games per second for every title at each player count."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import argparse

from game import arena, catalogue


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=50)
    args = parser.parse_args()
    titles, _ = catalogue.available()
    print("| title | players | games | games/s | mean actions | mean game seconds |")
    print("| --- | --- | --- | --- | --- | --- |")
    for title in titles:
        for players in title.counts:
            reports, rate = arena.run(title, args.games, 1, ["normal"] * players)
            actions = sum(r.actions for r in reports) / len(reports)
            seconds = sum(r.game_seconds for r in reports) / len(reports)
            print(f"| {title.id} | {players} | {args.games} | {rate:.1f} | {actions:.0f} | {seconds:.0f} |")


if __name__ == "__main__":
    main()
