"""The "Adaptive" bot level: bots that move towards the strength at which the humans at the
table win about half of their games.

A skill between 0 (easy) and 2 (hard), 1 being normal, is kept per title in the settings.
A seat's level text carries the skill it was dealt with ("adaptive:1.25"), so a saved game
and "play again" know their bots. The profile's numbers are interpolated between the two
neighbouring levels; the title's tactics are those of the nearest level (`BotProfile.level`).
After each game the skill steps up when a human was among the winners and down otherwise:
it settles where the humans win half of their games.
"""
from __future__ import annotations

import dataclasses
from typing import Iterable

from game.core.driver import LEVELS, BotProfile
from game.core.seats import SeatSpec, TableConfig

ADAPTIVE = "adaptive"
START = 1.0  # normal
LOW, HIGH = 0.0, float(len(LEVELS) - 1)
STEP = 0.2  # skill moved by one game
# A seat's level as the lobby stores it (and a save holds it): a named level or an adaptive
# one at a skill as `level_text` writes it.
SEAT_LEVEL = "|".join(LEVELS) + f"|{ADAPTIVE}:(?:[01]\\.[0-9]{{2}}|2\\.00)"


def level_text(skill: float) -> str:
    return f"{ADAPTIVE}:{clamp(skill):.2f}"


def skill_of(level: str) -> float | None:
    """The skill an adaptive level text carries, or None for any other level."""
    name, _, number = level.partition(":")
    if name != ADAPTIVE:
        return None
    try:
        return clamp(float(number)) if number else START
    except ValueError:
        return START


def clamp(skill: float) -> float:
    return min(HIGH, max(LOW, skill))


def profile(profiles: dict[str, BotProfile], skill: float) -> BotProfile:
    """The numbers of the two neighbouring levels, mixed by where `skill` lies between them."""
    skill = clamp(skill)
    low = min(int(skill), len(LEVELS) - 2)
    share = skill - low
    below, above = profiles[LEVELS[low]], profiles[LEVELS[low + 1]]
    mixed = {spec.name: (1 - share) * getattr(below, spec.name) + share * getattr(above, spec.name)
             for spec in dataclasses.fields(BotProfile) if spec.name != "level"}
    return BotProfile(level=LEVELS[round(skill)], **mixed)


def resolve(level: str, profiles: dict[str, BotProfile]) -> BotProfile:
    """The profile a seat's level text stands for (a named level or an adaptive one)."""
    skill = skill_of(level)
    return profiles[level] if skill is None else profile(profiles, skill)


def next_skill(skill: float, humans_won: bool) -> float:
    return clamp(skill + (STEP if humans_won else -STEP))


def after_game(skills: dict[str, float], title_id: str, config: TableConfig,
               winners: Iterable[int]) -> TableConfig:
    """Record a finished game in `skills` (title -> skill) when it had adaptive bots and a
    human; return the config for the next game, its adaptive seats at the new skill."""
    seats = config.seats
    adaptive = [spec for spec in seats if spec.is_bot and skill_of(spec.level) is not None]
    if not adaptive or all(spec.is_bot for spec in seats):
        return config
    humans_won = any(not seats[seat].is_bot for seat in winners)
    skill = next_skill(skills.get(title_id, START), humans_won)
    skills[title_id] = skill
    fresh = tuple(SeatSpec(spec.controller, level_text(skill), spec.team)
                  if spec in adaptive else spec for spec in seats)
    return dataclasses.replace(config, seats=fresh)
