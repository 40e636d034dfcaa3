"""The command line: play (default), arena (headless bot games), selftest."""
from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import crash  # noqa: E402  (standard library only, so it works when nothing else does)


def main(argv: list[str] | None = None) -> int:
    """Every error that escapes, from the first line on, leaves crash.log beside the settings."""
    try:
        return run_command(argv)
    except Exception as error:
        crash.report(error)
        raise


def run_command(argv: list[str] | None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:  # a double-click: straight to the menu, without the command line's parser
        return play()
    import argparse
    parser = argparse.ArgumentParser(prog="alpenparty", description="Alpine tabletop party games for one computer.")
    parser.add_argument("--selftest", action="store_true", help="run every scene headless and exit")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("play", help="start the game (the default)")
    arena = commands.add_parser("arena", help="headless bot-only games on a simulated clock")
    arena.add_argument("title")
    arena.add_argument("--games", type=int, default=10)
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--players", type=int, default=None)
    arena.add_argument("--bots", default="normal",
                       help="a level for every seat, or one per seat: model,easy,... (model: the model human)")
    arena.add_argument("--rotate", action="store_true", help="turn the seats by one from game to game")
    commands.add_parser("selftest", help="run every scene headless and exit")
    args = parser.parse_args(argv)
    if args.selftest or args.command == "selftest":
        return selftest()
    if args.command == "arena":
        return run_arena(args)
    return play()


def play() -> int:
    from game.app import App
    from game.shell.menu import MenuScene
    app = App()
    app.push(MenuScene(app))
    app.run()
    return 0


def run_arena(args: argparse.Namespace) -> int:
    from game import arena, catalogue
    from game.core.driver import LEVELS, MODEL
    titles, problems = catalogue.available()
    title = next((t for t in titles if t.id == args.title), None)
    if title is None:
        known = ", ".join(t.id for t in titles) or "none"
        detail = "".join(f"\n  left out: {p}" for p in problems)
        print(f"alpenparty arena: unknown title {args.title!r} (known: {known}){detail}", file=sys.stderr)
        return 2
    if args.games < 1:
        print("alpenparty arena: --games must be 1 or more", file=sys.stderr)
        return 2
    players = args.players or title.default_players
    if players not in title.counts:
        counts = ", ".join(str(n) for n in title.counts)
        print(f"alpenparty arena: {title.id} is played by {counts} players, not {players}", file=sys.stderr)
        return 2
    levels = [level.strip() for level in args.bots.split(",")]
    bad = [level for level in levels if level not in (*LEVELS, MODEL)]
    if bad or len(levels) not in (1, players):
        print(f"alpenparty arena: --bots takes one level or {players} levels from {', '.join(LEVELS)}; "
              f"or {MODEL}; got {args.bots!r}", file=sys.stderr)
        return 2
    seat_levels = levels * players if len(levels) == 1 else levels
    reports, rate = arena.run(title, args.games, args.seed, seat_levels, rotate=args.rotate)
    wins = [0.0] * players
    totals = [0.0] * players
    failed = 0
    for report in reports:
        if report.outcome is None:
            failed += 1
            print(f"game seed={report.seed}: {report.problem}")
            continue
        for seat in report.outcome.winners:
            wins[seat] += 1 / len(report.outcome.winners)
        for seat, score in enumerate(report.outcome.scores):
            totals[seat] += score
        print(f"game seed={report.seed}: {report.outcome.reason}; winners {list(report.outcome.winners)}; "
              f"scores {list(report.outcome.scores)}; {report.actions} actions, {report.game_seconds:.0f} s game time")
    done = max(len(reports) - failed, 1)
    print(f"\n{title.id}: {len(reports)} games, {players} players, seed {args.seed}")
    for seat in range(players):
        print(f"seat {seat + 1} ({seat_levels[seat] if not args.rotate else 'rotated'}): wins {wins[seat]:.1f}, "
              f"mean score {totals[seat] / done:.2f}")
    for level in dict.fromkeys(seat_levels):
        won, games = arena.win_share(title, reports, level)
        low, high = arena.wilson(won, games)
        print(f"{level}: win share {won / max(games, 1):.1%} (95 % {low:.1%}-{high:.1%}), "
              f"fair share of a seat {arena.fair_share(title, players):.1%}")
    print(f"{rate:.1f} games per second; {failed} games without a valid outcome")
    return 1 if failed else 0


def selftest() -> int:
    """Open every scene headless for a few hundred frames; 0 when all ran."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.selftest import run_all
    problems = run_all()
    for problem in problems:
        print(f"selftest: FAILED {problem}", file=sys.stderr)
    if not problems:
        print("selftest: all scenes ran")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
