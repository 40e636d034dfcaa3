"""No bot answer a person would call impossible (issue 21): a past event's year never after
the question's date, a quantity never outside its plausible range (levels/gambit7/plausible.toml),
checked over 10,000 seeded answers on the shipped questions; the ranges themselves are checked."""
import itertools

import fuzzing
import pytest

from game.core.driver import LEVELS, load_profiles
from game.core.errors import DataError
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.titles.gambit7 import bots, plausible, questions, rules as G

ANSWERS = 10_000


def test_no_bot_answer_is_impossible():
    bank = questions.default_bank()
    ranges = plausible.load()
    profiles = load_profiles()
    config = TableConfig(seats=tuple(SeatSpec() for _ in range(4)), options={})
    ids = sorted(bank)
    per_bot = len(ids)
    seated = [bots.make_bot(seat % 4, profiles[level], GameRng(f"impossible-{level}-{seat}"), config)
              for seat, level in zip(range(-(-ANSWERS // per_bot)), itertools.cycle(LEVELS))]
    checked = 0
    for me in seated:
        for qid in ids[:ANSWERS - checked]:
            question = bank[qid]
            answer = me.answer(question)
            low, high = ranges.range(question)
            assert low <= answer <= high, (qid, me.profile.level, answer, (low, high))
            if question.format == "year" and question.answer <= question.as_of_year:
                assert answer <= question.as_of_year, (qid, answer)  # never after the question's date
            else:
                assert question.answer / 3 - 2 <= answer <= question.answer * 3 + 2 or question.format == "year"
            checked += 1
    assert checked == ANSWERS


def test_the_shipped_ranges_hold_their_answers_and_name_shipped_questions():
    bank = questions.default_bank()
    ranges = plausible.load()
    plausible.check(bank)
    assert set(ranges.groups) <= set(bank)
    assert set(ranges.units) <= {question.unit["en"] for question in bank.values()}
    for question in bank.values():
        low, high = ranges.range(question)
        assert low <= question.answer <= high


def test_a_year_range_narrows_towards_the_date_and_a_unit_caps_its_quantities():
    bank = questions.default_bank()
    ranges = plausible.load()
    years = [q for q in bank.values() if q.format == "year" and q.answer < q.as_of_year]
    old = min(years, key=lambda q: q.answer)
    recent = max(years, key=lambda q: q.answer)
    assert ranges.range(old)[1] - ranges.range(old)[0] > 10 * (ranges.range(recent)[1] - ranges.range(recent)[0])
    assert all(ranges.range(q)[1] <= q.as_of_year for q in years)
    percent = [q for q in bank.values() if q.unit["en"] == "percent"]
    assert percent and all(ranges.range(q)[1] <= 100 for q in percent)


@pytest.mark.parametrize("old, new, entry", [
    ('low = 10\nhigh = 1642', 'low = 10\nhigh = 200', "geo-025"),  # Lake Geneva is 310 m deep
    ('name = "percent", low = 0, high = 100', 'name = "percent", low = 0, high = 50', "eco-024"),
    ('spread = 3.0', 'spread = 0.5', "number.spread"),
    ('reach = 0.6', 'reach = "far"', "year.reach"),
])
def test_the_data_check_refuses_ranges_that_leave_out_a_truth(tmp_path, old, new, entry):
    root = fuzzing.copy_levels(tmp_path)
    fuzzing.replace_in(root / plausible.DATA_FILE, old, new)
    with fuzzing.levels_at(root), pytest.raises(DataError) as error:
        G.check_data()
    assert error.value.path == plausible.DATA_FILE and error.value.entry == entry
