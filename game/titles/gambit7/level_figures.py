"""How far each bot level's answers lie from the truth over the whole bank (issue 31): the
figures that tell the levels apart, and a count of answers a person would call impossible.

Every question of the bank answered by `bots_per_level` bots of each level (seeded): the mean
|ln(answer / truth)| over quantities, the share within x1.5 of the truth, the median |error|
in years over year questions, and the answers outside the plausible range or before a year
question's floor (plausible.toml [[era]]). Used by the slow test of the targets and by
benchmarks/gambit7_levels.py, which prints the table.
"""
from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

from game.core.driver import LEVELS, BotProfile, load_profiles
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.titles.gambit7 import bots
from game.titles.gambit7 import rules as G


@dataclass(frozen=True)
class Figures:
    """One level's (or the model human's) answers over the bank."""
    quantity_ln_error: float  # mean |ln((answer + 1) / (truth + 1))| over quantity questions
    within_half: float  # share of quantity answers within x1.5 of the truth
    year_error: float  # median |answer - truth| in years over year questions
    impossible: tuple[tuple[str, int], ...]  # (question id, answer) outside the plausible range


def measure(profile: BotProfile, data: G.Data, bots_per_level: int = 5, seed: str = "levels") -> Figures:
    """Every question of `data`'s bank (the title's loaded data, or one with another bank)
    answered by `bots_per_level` bots of `profile`'s level."""
    bank = data.bank
    config = TableConfig(seats=tuple(SeatSpec() for _ in range(2)), options={})
    ln_errors: list[float] = []
    year_errors: list[int] = []
    impossible: list[tuple[str, int]] = []
    for index in range(bots_per_level):
        bot = bots.make_bot(0, profile, GameRng(f"{seed}-{profile.level}-{index}"), config, data)
        for qid in sorted(bank):
            question = bank[qid]
            answer = bot.answer(question)
            low, high = data.plausible.range(question)
            if not low <= answer <= high:
                impossible.append((qid, answer))
            if question.format == "year":
                year_errors.append(abs(answer - question.answer))
            else:
                ln_errors.append(abs(math.log((answer + 1) / (question.answer + 1))))
    return Figures(statistics.fmean(ln_errors), sum(e <= math.log(1.5) for e in ln_errors) / len(ln_errors),
                   statistics.median(year_errors), tuple(impossible))


def measure_levels(data: G.Data, bots_per_level: int = 5, seed: str = "levels") -> dict[str, Figures]:
    """`measure` of `data` for every level, by level name."""
    profiles = load_profiles()
    return {level: measure(profiles[level], data, bots_per_level, seed) for level in LEVELS}
