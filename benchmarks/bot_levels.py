"""The model human against every bot level, per title at its smallest and largest player count
with an opponent (Altitude's solo game has none).

For each cell, `--games` seeded games with the seats turned by one from game to game: the
model human at one seat, bots of one level at the others. It prints the model human's win
share with its 95 % interval against the targets of docs/BENCHMARKS.md and where that places
the level (below, near or above the model human: arena.placement), then hard against
easy, the arena speed (x real time) and the press-time distributions of every profile.

    nice -n 10 python benchmarks/bot_levels.py --games 400 --jobs 2
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from machine import describe, load

from game import arena, catalogue
from game.core import timing
from game.core.driver import LEVELS, MODEL, load_profiles
from game.core.rng import GameRng

SEED = 1
EASY_FACTOR = 1.5  # easy: the model human wins at least this times its fair share
NORMAL_BAND = 0.10  # normal: within this of the fair share
HARD_VS_EASY = 0.70
# (what, options, presses, real time?) as the bots ask their delays
PRESS_KINDS = (
    ("shout, one press (Stafette Swap!/Jostle!)", 2, 1, True),
    ("two presses (Gämsh call, Cambio own burn, slap)", 2, 2, True),
    ("three presses (Cambio burn of the next seat's card)", 2, 3, True),
    ("Gämsh drop: choose among 4 x 4 cards", 16, 1, True),
    ("turn decision among 3, one press", 3, 1, False),
)


def title_by_id(name: str) -> catalogue.Title:
    titles, _ = catalogue.available()
    return next(title for title in titles if title.id == name)


def contested_counts(title: catalogue.Title) -> list[int]:
    """The smallest and largest player count with an opponent (a solo game has none to beat)."""
    counts = [players for players in title.counts if players > 1]
    return sorted({min(counts), max(counts)})


def hard_easy_seats(title: catalogue.Title, players: int) -> list[str]:
    """Sides alternate hard and easy; with an odd number of sides the extra one is easy."""
    side_of = arena.sides(title, players)
    count = len(set(side_of))
    level_of = ["hard" if side % 2 == 0 and side < count - count % 2 else "easy" for side in range(count)]
    return [level_of[side] for side in side_of]


def hard_beats_easy(title: catalogue.Title, reports: list[arena.GameReport]) -> float:
    wins = 0.0
    for report in reports:
        if report.outcome is None:
            continue  # counted as a loss of hard; reported as stalled below
        won = {report.levels[seat] for seat in report.outcome.winners}
        wins += 1.0 if won == {"hard"} else 0.5 if "hard" in won else 0.0
    return wins / len(reports)


def cell(job: tuple[str, int, str, int]) -> tuple[str, int, str, list[arena.GameReport], float]:
    name, players, against, games = job
    title = title_by_id(name)
    levels = hard_easy_seats(title, players) if against == "hard-vs-easy" else [MODEL] + [against] * (players - 1)
    started = time.process_time()  # CPU seconds of this process: fair on a loaded machine
    reports, _ = arena.run(title, games, SEED, levels, rotate=True)
    return name, players, against, reports, time.process_time() - started


def timed_driver(log: dict[tuple[str, str], list[float]]):
    """arena.make_driver, with every bot's plans logged as (level, action) -> seconds from the
    moment the bot decided (it is asked as soon as its seat sees a change) to its press."""
    make = arena.make_driver

    def make_timed(title, config, seed, *given, **named):
        driver = make(title, config, seed, *given, **named)
        for bot in driver.bots.values():
            decide = bot.decide

            def logged(observation, now, decide=decide, level=bot.profile.level):
                plan = decide(observation, now)
                if plan is not None:
                    log.setdefault((level, type(plan.action).__name__), []).append(plan.at - now)
                return plan
            bot.decide = logged
        return driver
    return make_timed


def measured(job: tuple[str, int]) -> tuple[str, dict[tuple[str, str], list[float]]]:
    """Press delays seen in real games: every seat of one level, at the smallest count with an opponent."""
    name, games = job
    title = title_by_id(name)
    log: dict[tuple[str, str], list[float]] = {}
    arena.make_driver = timed_driver(log)
    for level in (MODEL, *LEVELS):
        arena.run(title, games, SEED, [level] * contested_counts(title)[0])
    return name, log


def verdict(level: str, share: float, low: float, high: float, fair: float) -> str:
    if level == "easy":
        ok = share >= EASY_FACTOR * fair
    elif level == "normal":
        ok = abs(share - fair) <= NORMAL_BAND
    else:
        ok = high < fair
    return "yes" if ok else "NO"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--titles", default="gaemsh,cambio,stafette,gambit7,altitude")
    parser.add_argument("--levels", default="easy,normal,hard,hard-vs-easy")
    args = parser.parse_args()
    jobs = []
    for name in args.titles.split(","):
        title = title_by_id(name)
        for players in contested_counts(title):
            jobs += [(name, players, level, args.games) for level in args.levels.split(",")]
    names = args.titles.split(",")
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(cell, jobs))
        delays = list(pool.map(measured, [(name, max(args.games // 20, 5)) for name in names]))
    print(describe() + "\n")
    print(f"Model human against each level, {args.games} seeded games a cell (seeds {SEED}.., seats rotated)\n")
    print("| title | players | bots | model human wins | 95 % interval | fair share | target | met | placed |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    speed = []
    for name, players, against, reports, seconds in results:
        title = title_by_id(name)
        game_seconds = sum(report.game_seconds for report in reports)
        speed.append((name, players, against, game_seconds / seconds, len(reports) / seconds))
        if against == "hard-vs-easy":
            continue
        won, games = arena.win_share(title, reports, MODEL)
        low, high = arena.wilson(won, games)
        fair = arena.fair_share(title, players)
        share = won / games
        target = {"easy": f">= {EASY_FACTOR * fair:.1%}", "normal": f"{fair - NORMAL_BAND:.1%}-{fair + NORMAL_BAND:.1%}",
                  "hard": f"< {fair:.1%} (interval)"}[against]
        print(f"| {name} | {players} | {against} | {share:.1%} | {low:.1%}-{high:.1%} | {fair:.1%} | {target} | "
              f"{verdict(against, share, low, high, fair)} | {arena.placement(won, games, fair)} |")
    print("\nHard against easy (sides alternate, an odd extra side is easy; a shared win counts half)\n")
    print("| title | players | hard wins | 95 % interval | met (>= 70 %) |")
    print("| --- | --- | --- | --- | --- |")
    for name, players, against, reports, _ in results:
        if against != "hard-vs-easy":
            continue
        share = hard_beats_easy(title_by_id(name), reports)
        low, high = arena.wilson(share * len(reports), len(reports))
        print(f"| {name} | {players} | {share:.1%} | {low:.1%}-{high:.1%} | {'yes' if share >= HARD_VS_EASY else 'NO'} |")
    stalled = [(name, players, against, report.seed) for name, players, against, reports, _ in results
               for report in reports if report.outcome is None]
    print(f"\nGames without a valid outcome: {len(stalled)} {stalled}")
    print(f"\nArena speed (CPU time of one process a cell; load average at the end {load()})\n")
    print("| title | players | bots | x real time (CPU) | games per CPU second |")
    print("| --- | --- | --- | --- | --- |")
    for name, players, against, factor, rate in speed:
        print(f"| {name} | {players} | model + {against} | {factor:.0f} | {rate:.1f} |")
    print("\nPress times in seconds (p10 / p50 / p90, 4000 seeded draws of each profile)\n")
    profiles = load_profiles()
    print("| action | " + " | ".join([MODEL, *LEVELS]) + " |")
    print("| --- |" + " --- |" * (len(LEVELS) + 1))
    for what, options, presses, real_time in PRESS_KINDS:
        row = []
        for level in (MODEL, *LEVELS):
            rng = GameRng(f"press-{level}")
            draw = profiles[level].reaction if real_time else profiles[level].think
            times = sorted(draw(rng, options, presses) for _ in range(timing.FLOOR_SAMPLES))
            row.append(" / ".join(f"{times[int(q * len(times))]:.2f}" for q in (0.1, 0.5, 0.9)))
        print(f"| {what} | " + " | ".join(row) + " |")
    print("\nMeasured in games (every seat one level, smallest player count with an opponent): seconds from the moment a "
          "bot decided to its press, p10 / p50 / p90 (n)\n")
    print("| title | action | " + " | ".join([MODEL, *LEVELS]) + " |")
    print("| --- | --- |" + " --- |" * (len(LEVELS) + 1))
    for name, log in delays:
        for action in sorted({action for _, action in log}):
            row = []
            for level in (MODEL, *LEVELS):
                times = sorted(log.get((level, action), []))
                row.append(" / ".join(f"{times[int(q * len(times))]:.2f}" for q in (0.1, 0.5, 0.9))
                           + f" ({len(times)})" if times else "-")
            print(f"| {name} | {action} | " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
