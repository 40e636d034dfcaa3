"""Headless bot-only games on a simulated clock (`alpenparty arena`, tests, attract mode).

The clock jumps straight to the next thing that can happen: a rules timer or a bot's key
press, so a game of minutes runs in milliseconds. It steps the match with the same
`step_match` (game/core/driver.py) that the table scenes run on their game clock, so bots
behave alike in both.
"""
from __future__ import annotations

import functools
import math
import time
from dataclasses import dataclass
from typing import Any

from game.catalogue import Title
from game.core import adaptive
from game.core.driver import BotDriver, BotProfile, load_profiles, step_match
from game.core.match import Match
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig, teams_opposite
from game.core.state import Outcome

IDLE_STEP = 0.05  # seconds of game time to wait when nobody has anything planned
TIME_CAP = 4 * 3600.0  # game seconds after which a bot game counts as stalled


@dataclass(frozen=True)
class GameReport:
    seed: int
    outcome: Outcome | None
    game_seconds: float
    actions: int
    problem: str = ""
    levels: tuple[str, ...] = ()


def make_driver(title: Title, config: TableConfig, seed: int, data: Any = None,
                profiles: dict[str, BotProfile] | None = None) -> BotDriver:
    """The bots of a match's bot seats. `data`: the title's loaded data (`Title.load_data`)
    and `profiles` bots.toml's, as the table or arena loaded them once (None: each bot reads
    its own, as tests that swap the data in do)."""
    profiles = load_profiles() if profiles is None else profiles
    rng = GameRng(seed).child("bots")
    bots_module = title.bots()
    return BotDriver(
        bots_module.make_bot(seat, adaptive.resolve(spec.level, profiles), rng.child(f"seat-{seat}"), config, data)
        for seat, spec in enumerate(config.seats) if spec.is_bot
    )


def bot_match(title: Title, seed: int, levels: list[str], options: dict | None = None,
              data: Any = None) -> tuple[Match, BotDriver]:
    """A new match of bots at `levels` (one a seat) and the driver that plays it, both given
    `data` (the title's loaded data; None: the rules and each bot read their own)."""
    config = TableConfig(seats=tuple(SeatSpec("bot", level) for level in levels),
                         options={**title.default_options(), **(options or {})})
    rules = title.rules()
    match = Match(title.id, functools.partial(rules.new_game, data=data), rules.CODEC, config, seed)
    return match, make_driver(title, config, seed, data)


def run_to_end(match: Match, driver: BotDriver, time_cap: float = TIME_CAP) -> bool:
    """Plays `match` on the simulated clock until it is over (True) or passes `time_cap` game
    seconds (False, stalled). The clock lands exactly on every rules deadline and bot press."""
    now = match.now
    while not match.state.is_over():
        fired = step_match(match, driver, now)
        if match.state.is_over():
            break
        upcoming = [t for t in (match.state.next_deadline(), driver.next_due()) if t is not None]
        if fired:  # bots see the new table on the next step, before any timer closes it
            upcoming.append(now)
        now = max(min(upcoming), now + 1e-6) if upcoming else now + IDLE_STEP
        if now > time_cap:
            return False
    return True


def play(title: Title, seed: int, levels: list[str], options: dict | None = None,
         time_cap: float = TIME_CAP, data: Any = None) -> GameReport:
    """One bot-only game; `levels` gives each seat's bot level. A game still running after
    `time_cap` game seconds is reported as stalled."""
    match, driver = bot_match(title, seed, levels, options, data)
    if not run_to_end(match, driver, time_cap):
        return GameReport(seed, None, match.now, len(match.log), "stalled: no end within the time cap",
                          tuple(levels))
    return GameReport(seed, match.state.outcome(), match.now, len(match.log), levels=tuple(levels))


def seating(levels: list[str], game: int, rotate: bool) -> list[str]:
    """The seats' levels in game number `game`: turned by one seat a game when rotating, so
    that no level keeps the first turn or one place at the table."""
    if not rotate:
        return list(levels)
    shift = game % len(levels)
    return list(levels[-shift:] + levels[:-shift]) if shift else list(levels)


def run(title: Title, games: int, seed: int, levels: list[str],
        options: dict | None = None, rotate: bool = False) -> tuple[list[GameReport], float]:
    """Play `games` games with seeds seed, seed+1, ...; returns reports and games per second.
    Each report's `levels` tells who sat where (`rotate` turns the seats from game to game)."""
    started = time.perf_counter()
    data = title.load_data()  # read and checked once for all the games
    reports = [play(title, seed + index, seating(levels, index, rotate), options, data=data) for index in range(games)]
    elapsed = max(time.perf_counter() - started, 1e-9)
    return reports, games / elapsed


def sides(title: Title, players: int) -> list[int]:
    """Who wins together: each seat's team in a team title, else each seat alone."""
    return teams_opposite(players) if title.teams else list(range(players))


def fair_share(title: Title, players: int) -> float:
    return 1.0 / len(set(sides(title, players)))


def win_share(title: Title, reports: list[GameReport], level: str) -> tuple[float, int]:
    """The wins of the seats of `level` (a shared win split between the winning sides, a
    side counted once) summed over the reports, and the number of games with an outcome."""
    wins, games = 0.0, 0
    for report in reports:
        if report.outcome is None:
            continue
        games += 1
        side_of = sides(title, len(report.levels))
        winning = {side_of[seat] for seat in report.outcome.winners}
        mine = {side_of[seat] for seat, name in enumerate(report.levels) if name == level}
        wins += len(winning & mine) / len(winning) if winning else 0.0
    return wins, games


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % (Wilson score) interval of a share of `games`."""
    if games == 0:
        return 0.0, 1.0
    share = wins / games
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


BELOW, NEAR, ABOVE = "below", "near", "above"


def placement(won: float, games: int, fair: float) -> str:
    """Where a level stands against the model human, from the model human's wins against it
    (`won` of `games`, seats turned) and a seat's fair share: BELOW the model human when the
    95 % interval of its share lies above the fair share, ABOVE when it lies below, else NEAR."""
    low, high = wilson(won, games)
    return BELOW if low > fair else ABOVE if high < fair else NEAR
