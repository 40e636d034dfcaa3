"""Gambit 7's bot levels over the whole bank (issue 31): every question answered by five bots
of each level (and the arena's model human, built from published estimates), the mean |ln(answer / truth)| on quantities, the
share within x1.5, the median year error and the impossible answers, against the targets of
docs/rules/gambit7.md, with the CPU seconds it took and the machine's load.

    nice -n 10 python benchmarks/gambit7_levels.py [--bots 5] [--seed levels]
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import argparse
import os
import time

from game.core.driver import LEVELS, MODEL, load_profiles
from game.titles.gambit7 import level_figures, rules, yardstick

TARGETS = {"easy": ">= 0.55 | >= 20", "normal": "0.30-0.45 | 8-15", "hard": "0.18-0.28 | 4-8",
           MODEL: f"published spread {yardstick.spread()} (yardstick.py); years: normal's"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", type=int, default=5, help="bots of each level (default 5)")
    parser.add_argument("--seed", default="levels")
    args = parser.parse_args()
    wall, cpu = time.perf_counter(), time.process_time()
    profiles, data = load_profiles(), rules.check_data()
    bank = data.bank
    print(f"{'level':8} {'mean |ln err|':>14} {'within x1.5':>12} {'median year err':>16} {'impossible':>11}  target")
    for level in (*LEVELS, MODEL):
        found = level_figures.measure(profiles[level], data, args.bots, args.seed)
        print(f"{level:8} {found.quantity_ln_error:14.3f} {found.within_half:12.0%} {found.year_error:16.1f} "
              f"{len(found.impossible):11d}  {TARGETS[level]}")
    print(f"{len(bank)} questions; wall {time.perf_counter() - wall:.1f} s, CPU {time.process_time() - cpu:.1f} s, "
          f"load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
