"""No bot answer a person would call impossible (issues 21 and 31): a past event's year never
after the question's date nor before its era (levels/gambit7/plausible.toml [[era]]), an age
or a life never off by more than about a third of it (`[lives]`), a quantity never outside its
plausible range, checked over the whole bank answered by five bots of each level and the model
human; the ranges themselves are checked."""
import dataclasses

import fuzzing
import pytest

from game.core.driver import LEVELS, MODEL, load_profiles
from game.core.errors import DataError
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.titles.gambit7 import bots, plausible, questions, rules as G

BOTS_PER_LEVEL = 5


def _asking(bank, words):
    """The one question whose English text holds `words` (ids may change; the text stays)."""
    found = [question for question in bank.values() if words in question.text["en"]]
    assert len(found) == 1, (words, [question.id for question in found])
    return found[0]


def test_no_bot_answer_is_impossible_over_the_whole_bank():
    """Every question, five bots of each level (issue 31): no answer outside its plausible
    range, so no year before its era (a Nobel prize before 1901, a film before 1895), none
    after the question's date, no count below what the question says happened."""
    data = G.check_data()
    bank, ranges = data.bank, data.plausible
    profiles = load_profiles()
    config = TableConfig(seats=tuple(SeatSpec() for _ in range(4)), options={})
    kocher = _asking(bank, "Theodor Kocher receive the Nobel Prize")
    metropolis = _asking(bank, "silent film “Metropolis”")
    hosted = _asking(bank, "St. Moritz hosted the Winter Olympics")
    erni = _asking(bank, "Hans Erni when he died")
    lives = [question for question in bank.values() if ranges.is_life(question)]
    for level in (*LEVELS, MODEL):
        for index in range(BOTS_PER_LEVEL):
            me = bots.make_bot(0, profiles[level], GameRng(f"impossible-{level}-{index}"), config, data)
            for qid in sorted(bank):
                question = bank[qid]
                answer = me.answer(question)
                low, high = ranges.range(question)
                assert low <= answer <= high, (qid, level, answer, (low, high))
                if question.format == "year" and question.answer <= question.as_of_year:
                    assert answer <= question.as_of_year, (qid, answer)  # never after the question's date
            assert me.answer(kocher) >= 1901, (level, me.answer(kocher))  # no Nobel prize before 1901
            assert me.answer(metropolis) >= 1895, (level, me.answer(metropolis))  # no film before 1895
            assert me.answer(hosted) >= 1, level  # it has hosted
            assert me.answer(erni) >= 60, (level, me.answer(erni))  # he died at 106, not at 40
            for question in lives:  # an age is judged in years: never a quarter or four times a life
                answer = me.answer(question)
                assert abs(answer - question.answer) <= 0.35 * question.answer + 6 and answer <= 122, \
                    (question.id, level, answer)


def test_every_question_asking_how_old_is_judged_in_years_of_a_life():
    """The rule is the unit's sense, not a list: a new "How old ..." question is an age too."""
    bank = questions.default_bank()
    ranges = plausible.load()
    ages = [question for question in bank.values() if question.text["en"].startswith("How old ")]
    assert len(ages) >= 25 and all(ranges.is_life(question) for question in ages)
    erni = _asking(bank, "Hans Erni when he died")
    assert ranges.range(erni) == (63, 122)  # 106 +- (0.35 x 106 + 5), no one older than 122
    newcomer = dataclasses.replace(erni, id="art-999", answer=90,
                                   text={**erni.text, "en": "How old was the painter Cuno Amiet when he died?"})
    assert ranges.range(newcomer) == (53, 122)  # not 22 (a quarter) as a plain quantity's
    reign = _asking(bank, "full years did Queen Elizabeth II reign")
    assert ranges.range(reign) == (40, 100)  # a listed life: a reign
    assert not ranges.is_life(_asking(bank, "Earth years does Uranus take to orbit"))  # years, not a life


def test_the_eras_bound_the_years_named_in_the_issue():
    bank = questions.default_bank()
    ranges = plausible.load()
    for words, earliest in (("Theodor Kocher receive the Nobel Prize", 1901), ("silent film “Metropolis”", 1895),
                            ("Stockton and Darlington Railway", 1804), ("rack railway from Vitznau", 1812),
                            ("Paris host the Summer Olympics", 1894), ("Lausanne host the Eurovision", 1956)):
        assert ranges.range(_asking(bank, words))[0] >= earliest, words
    assert ranges.range(_asking(bank, "latest possible date in April for Easter"))[1] == 25


def test_the_shipped_ranges_hold_their_answers_and_name_shipped_questions():
    bank = questions.default_bank()
    ranges = plausible.load()
    plausible.check(bank, plausible.load())
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
    ('spread = 4.0', 'spread = 0.5', "number.spread"),
    ('reach = 0.6', 'reach = "far"', "year.reach"),
    ('low = 1901', 'low = 1950', "art-022"),  # Hesse's Nobel prize came in 1946
    ('low = 1\nhigh = 122', 'low = 1\nhigh = 100', "art-042"),  # [lives]: Hans Erni lived to 106
])
def test_the_data_check_refuses_ranges_that_leave_out_a_truth(tmp_path, old, new, entry):
    root = fuzzing.copy_levels(tmp_path)
    fuzzing.replace_in(root / plausible.DATA_FILE, old, new)
    with fuzzing.levels_at(root), pytest.raises(DataError) as error:
        G.check_data()
    assert error.value.path == plausible.DATA_FILE and error.value.entry == entry
