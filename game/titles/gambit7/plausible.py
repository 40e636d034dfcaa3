"""Gambit 7's plausible ranges: what a person at the table knows without knowing the answer.

No bot answers outside its question's range (levels/gambit7/plausible.toml): a year of a past
event never after the question's `as_of` (the year the fact holds) and never further from the
truth than `reach` x (years since + `floor`), so the further back the wider; a quantity from
truth / `spread` to truth x `spread` (at least `least` either side), narrowed by the limits of
its unit (a percentage is at most 100) and by groups of quantity questions that common
knowledge bounds (no lake is deeper than Baikal's 1,642 m, no Alpine summit higher than Mont
Blanc). Ages, lifespans and reigns (`[lives]`: every question asking "How old ...", and those
listed) are judged in years as a person judges them, not by factors: within `reach` x the
truth + `floor` years of it and never past 122 (Jeanne Calment), so that nobody answers that
Hans Erni, who died at 106, died at 40. A year question may belong to an era (`[[era]]`): the years
in which the thing it asks about could exist at all (no Nobel prize before 1901, no film
before 1895, no powered flight before 1903), so that no level answers with a year a person
would call impossible.

Pure. A unit or group range that leaves out its question's truth is a data error
(`check`, called by the title's data check); ids of questions not loaded are ignored, so a
refused pack does not stop the title.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping

from game.core.errors import DataError
from game import data
from game.schema import Items, Number, Table, Text, Whole
from game.schema import check as check_schema
from game.titles.gambit7.questions import ANSWER_MAX, ID_PATTERN, LENGTHS, Question

DATA_FILE = "gambit7/plausible.toml"
BOUNDS = {"low": Whole(0, ANSWER_MAX), "high": Whole(0, ANSWER_MAX)}
UNIT = Text(pattern=r"(?s).*\S.*", like="a unit as the packs write it in English", longest=LENGTHS["unit"])
QUESTION_ID = Text(pattern=ID_PATTERN.pattern, like="a question id, geo-017")
# Whole numbers only, so that tests/test_data_bounds.py (which moves every real number to the
# ends of its range) keeps them as they are; the real numbers' ranges keep a range that
# holds the truth and some room around it.
SCHEMA = Table({
    "year": Table({"reach": Number(0.1, 3), "floor": Number(1, 100)}),
    "number": Table({"spread": Number(1.5, 20), "least": Whole(1, 1000)}),
    "unit": Items(Table({"name": UNIT}, optional=BOUNDS), 0, 300),
    "group": Items(Table({"why": Text(longest=200), "questions": Items(QUESTION_ID, 1, 500)}, optional=BOUNDS),
                   0, 300),
    "era": Items(Table({"why": Text(longest=200), "questions": Items(QUESTION_ID, 1, 500)}, optional=BOUNDS),
                 0, 300),
    "lives": Table({"why": Text(longest=300), "reach": Number(0.1, 1), "floor": Number(1, 20),
                    "questions": Items(QUESTION_ID, 0, 500), **BOUNDS}),
})
AGE_WORDING = "how old "  # a quantity question whose English text begins so asks for an age: [lives]


@dataclass(frozen=True)
class Plausible:
    """The rules of plausible.toml; `range(question)` applies them."""
    reach: float
    floor: float
    spread: float
    least: int
    units: Mapping[str, tuple[int, int]]
    groups: Mapping[str, tuple[int, int]]  # question id -> its group's (low, high)
    eras: Mapping[str, tuple[int, int]]  # year question id -> its era's (earliest, latest)
    lives: frozenset[str]  # quantity question ids judged in years of a life besides the ages (`is_life`)
    life_reach: float
    life_floor: float
    life_bounds: tuple[int, int]

    def is_life(self, question: Question) -> bool:
        """An age, a lifespan or a reign: asked "How old ..." or listed in [lives]."""
        return question.format == "number" and (
            question.id in self.lives or question.text["en"].lower().startswith(AGE_WORDING))

    def range(self, question: Question) -> tuple[int, int]:
        """The whole numbers from `low` to `high` a person could give as the answer."""
        truth = question.answer
        if question.format == "year":
            reach = int(self.reach * (max(0, question.as_of_year - truth) + self.floor))
            low, high = truth - reach, truth + reach
            if truth <= question.as_of_year:  # a past event: not after the date of the fact
                high = min(high, question.as_of_year)
        elif self.is_life(question):  # judged in years, not by factors: 40 for a life of 106 is absurd
            reach = math.ceil(self.life_reach * truth + self.life_floor)
            low, high = truth - reach, truth + reach
        else:
            low = min(truth - self.least, math.floor(truth / self.spread))
            high = max(truth + self.least, math.ceil(truth * self.spread))
        for limit_low, limit_high in self.limits(question):
            if limit_low <= truth <= limit_high:  # one that does not hold it: `check` reports it
                low, high = max(low, limit_low), min(high, limit_high)
        return max(0, low), min(ANSWER_MAX, high)

    def limits(self, question: Question) -> list[tuple[int, int]]:
        """The unit's and the group's (low, high) that apply to a quantity, the era's to a
        year (a group may name a question that asks for a year in another version of the
        packs, and an era one that asks for a quantity: each applies to its own kind)."""
        if question.format == "year":
            era = self.eras.get(question.id)
            return [] if era is None else [era]
        found = [self.units.get(question.unit["en"]), self.groups.get(question.id),
                 self.life_bounds if self.is_life(question) else None]
        return [limit for limit in found if limit is not None]


def _bounds(table: Mapping[str, Any]) -> tuple[int, int]:
    return table.get("low", 0), table.get("high", ANSWER_MAX)


def load() -> Plausible:
    """levels/gambit7/plausible.toml, checked against SCHEMA (read again only when it changes)."""
    return data.by_content(DATA_FILE, "gambit7 plausible", _make)


def _make(table: dict[str, Any]) -> Plausible:
    table = check_schema(table, SCHEMA, DATA_FILE)
    year, number, lives = table["year"], table["number"], table["lives"]
    return Plausible(reach=float(year["reach"]), floor=float(year["floor"]), spread=float(number["spread"]),
                     least=number["least"], units={unit["name"]: _bounds(unit) for unit in table["unit"]},
                     groups=_by_question(table, "group"), eras=_by_question(table, "era"),
                     lives=frozenset(lives["questions"]), life_reach=float(lives["reach"]),
                     life_floor=float(lives["floor"]), life_bounds=_bounds(lives))


def _by_question(table: Mapping[str, Any], kind: str) -> dict[str, tuple[int, int]]:
    """question id -> the (low, high) of the one `kind` entry ("group" or "era") naming it."""
    found: dict[str, tuple[int, int]] = {}
    for index, entry in enumerate(table[kind]):
        for qid in entry["questions"]:
            if qid in found:
                raise DataError(DATA_FILE, f"{kind}[{index}].questions", f"{qid} in one {kind} only")
            found[qid] = _bounds(entry)
    return found


def check(bank: Mapping[str, Question], rules: Plausible) -> None:
    """Every question's truth lies within its unit's and its group's limits (of `rules`)."""
    for qid in sorted(bank):
        question = bank[qid]
        for low, high in rules.limits(question):
            if not low <= question.answer <= high:
                raise DataError(DATA_FILE, qid, f"a range holding its answer {question.answer} "
                                f"(unit {question.unit['en']!r}, its group or its era: {low} to {high})")
