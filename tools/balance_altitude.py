"""Altitude's deck balance: bot games with deck variants, and the figures docs/rules/altitude.md records.

    python tools/balance_altitude.py [--games 200] [--players 2 4] [--level normal]
                                     [--variants base,cable4,...] [--speed]

Each variant lays its changes over levels/altitude/rules.toml [deck] (the table option
"deck"). Per variant and player count it prints, over all seats of all games:

- floors: mean and the 10th / 50th / 90th percentile of final floors;
- stuck: share of seats whose mountain, when the deck ran out, could not gain a floor
  with any number cards at all (only a cable car could still help);
- dead: share of draws that fitted nowhere on the drawer's own mountain;
- animals, bernards, empty: mean high animals, St. Bernards kept, share with an empty hand;
- aval/g: avalanches laid on opponents per game; rescued: share of them a St. Bernard took off;
- aval-decided: share of games a seat lost by at most as many points as avalanches lay
  below the top of its mountain at the end (a proxy: each such avalanche blocked the cards
  above it and plausibly cost a floor; one on the top floor only added a floor);
- double: share of seats that reached 5 floors (two plays a turn) before the deck ran out;
- margin: mean points between the winner and the best other seat; ties: share of shared wins.

`--speed` times the arena once (normal bots, 1 and 4 seats) and prints `uptime`'s load.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import argparse
import dataclasses
import functools
import statistics
import subprocess
from typing import Any

from game import arena
from game.catalogue import Title
from game.core.driver import step_match
from game.core.match import Match
from game.core.seats import SeatSpec, TableConfig
from game.titles.altitude import rules
from game.titles.altitude.bots import Judge, Pool
from game.titles.altitude.mountain import AVALANCHE, height, kind, value

TITLE = Title(id="altitude", name_key="altitude.name", min_players=1, max_players=4, default_players=2,
              rules_module="game.titles.altitude.rules", bots_module="game.titles.altitude.bots",
              scene="(balancing: no table)")

VARIANTS: dict[str, dict[str, Any]] = {
    "shipped": {},
    "first_guess": {"cable_cars": 8, "avalanches": 6, "st_bernards": 6},  # RULES.md's numbers
    "cable8": {"cable_cars": 8},
    "cable16": {"cable_cars": 16},
    "aval3": {"avalanches": 3},
    "aval6": {"avalanches": 6},
    "bern3": {"st_bernards": 3},
    "bern6": {"st_bernards": 6},
    "high40": {"mountain_high": 40, "animals": {"marmot": [11, 16, 21, 26], "black_grouse": [14, 19, 24, 29],
                                                "chamois": [22, 27, 32, 37], "ibex": [26, 30, 35, 40]}},
    "high60": {"mountain_high": 60, "animals": {"marmot": [17, 24, 31, 38], "black_grouse": [22, 29, 36, 43],
                                                "chamois": [34, 41, 48, 55], "ibex": [38, 46, 53, 60]}},
    "animals_low": {"animals": {"marmot": [6, 10, 14, 18], "black_grouse": [8, 12, 16, 20],
                                "chamois": [22, 26, 30, 34], "ibex": [24, 28, 32, 36]}},
}


class Tally:
    """Figures gathered over the games of one variant and player count."""

    def __init__(self) -> None:
        self.floors: list[int] = []
        self.stuck = self.seats_at_end = 0
        self.draws = self.dead = 0
        self.animals: list[int] = []
        self.bernards: list[int] = []
        self.empty: list[int] = []
        self.avalanches = self.rescued = 0
        self.games = self.decided = self.ties = 0
        self.doubles = 0
        self.margins: list[int] = []

    def row(self, name: str, players: int) -> str:
        seats = max(1, len(self.floors))
        deciles = statistics.quantiles(self.floors, n=10) if len(self.floors) > 1 else [0] * 9
        mean = lambda items: sum(items) / max(1, len(items))  # noqa: E731
        return (f"| {name} | {players} | {self.games} | {mean(self.floors):.2f} | "
                f"{deciles[0]:.0f}/{statistics.median(self.floors):.0f}/{deciles[8]:.0f} | "
                f"{self.stuck / max(1, self.seats_at_end):.0%} | {self.dead / max(1, self.draws):.0%} | "
                f"{mean(self.animals):.2f} | {mean(self.bernards):.2f} | {mean(self.empty):.0%} | "
                f"{self.avalanches / self.games:.2f} | {self.rescued / max(1, self.avalanches):.0%} | "
                f"{self.decided / self.games:.0%} | {self.doubles / seats:.0%} | "
                f"{mean(self.margins):.2f} | {self.ties / self.games:.0%} |")


HEADER = ("| variant | players | games | floors | p10/p50/p90 | stuck | dead | animals | bernards | empty "
          "| aval/g | rescued | aval-decided | double | margin | ties |\n" + "| --- " * 16 + "|")


def can_gain_floor(mountain: dict, judge: Judge) -> bool:
    top = height(mountain)
    return top >= 10 or judge.cone_costs(mountain, top + 1)[top + 1] < 1e6


def play(deck: dict[str, Any], players: int, level: str, seed: int, tally: Tally) -> None:
    config = TableConfig(tuple(SeatSpec("bot", level) for _ in range(players)), {"deck": deck})
    data = TITLE.load_data()
    match = Match(TITLE.id, functools.partial(rules.new_game, data=data), rules.CODEC, config, seed)
    driver = arena.make_driver(TITLE, config, seed, data)
    spec = match.state.deck_spec
    numbers = [card for card in spec.cards() if (value(card) or 0) > 0]
    gaining = Judge(dataclasses.replace(data.bots, gap=0.0, base_value=1.0), data.bots.foresight(level),
                    Pool(numbers, spec.mountain_high), spec.mountain_high)
    doubled: set[int] = set()
    now = 0.0
    while not match.state.is_over():
        state = match.state
        for event in step_match(match, driver, now):
            if type(event) is rules.Drew and event.card:
                tally.draws += 1
                tally.dead += not rules.fitting_positions(state.mountains, event.seat, event.seat, event.card)
            elif type(event) is rules.Placed and kind(event.card) == AVALANCHE:
                tally.avalanches += 1
            elif type(event) is rules.Rescued:
                tally.rescued += 1
            elif type(event) is rules.TurnStarted and event.plays == 2:
                doubled.add(event.seat)
            elif type(event) is rules.DeckEmptied:
                tally.seats_at_end += players
                tally.stuck += sum(not can_gain_floor(m, gaining) for m in state.mountains)
        now = driver.next_due() if driver.next_due() is not None else now + arena.IDLE_STEP
    scores = match.state.scores()
    totals = sorted((score.total for score in scores), reverse=True)
    tally.games += 1
    tally.doubles += len(doubled)
    tally.floors += [score.floors for score in scores]
    tally.animals += [score.animals for score in scores]
    tally.bernards += [score.bernards for score in scores]
    tally.empty += [score.empty_hand for score in scores]
    if players > 1:
        tally.margins.append(totals[0] - totals[1])
        tally.ties += totals[0] == totals[1]
        hits = [sum(1 for (floor, _), card in mountain.items() if kind(card) == AVALANCHE and floor < height(mountain))
                for mountain in match.state.mountains]
        tally.decided += any(hits[seat] and 0 < totals[0] - scores[seat].total <= hits[seat]
                             for seat in range(players))


def speed() -> None:
    for players in (1, 4):
        reports, rate = arena.run(TITLE, 20, 1, ["normal"] * players)
        assert all(report.problem == "" for report in reports)
        print(f"arena: {players} seat(s), normal bots: {rate:.1f} games/s "
              f"(mean {sum(r.actions for r in reports) / len(reports):.0f} actions a game)")
    print("load:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--level", default="normal")
    parser.add_argument("--variants", default="shipped")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed", action="store_true")
    args = parser.parse_args()
    if args.speed:
        speed()
        return
    print(HEADER)
    for name in args.variants.split(","):
        for players in args.players:
            tally = Tally()
            for game in range(args.games):
                play(VARIANTS[name], players, args.level, args.seed + game, tally)
            print(tally.row(name, players), flush=True)


if __name__ == "__main__":
    main()
