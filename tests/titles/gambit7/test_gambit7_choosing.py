"""Gambit 7's question mix: at most 3 of a game's 7 questions ask for a year, no two share a
topic, and the choice stays a function of the seed (saves replay it)."""
import collections
import dataclasses

import pytest

from gambit7_bank import entry, pack_text, synthetic_bank
from game.core.errors import DataError
from game.core.rng import GameRng
from game.titles.gambit7 import questions as Q, rules as G

MOST_YEARS = 3
DATA = G.check_data()  # the title's data, as a game is given it


def year_heavy_bank():
    """Two thirds of every category asks for a year (the shipped packs had 64 %)."""
    bank = synthetic_bank(per_category=9)
    return {qid: dataclasses.replace(q, format="year", answer=1200 + int(qid[-3:])) if int(qid[-3:]) % 3
            else dataclasses.replace(q, format="number", answer=5000) for qid, q in bank.items()}


def test_a_game_asks_at_most_three_years_even_from_a_bank_of_years():
    bank = year_heavy_bank()
    years = collections.Counter()
    for seed in range(300):
        chosen = Q.choose(bank, GameRng(seed), set(), 0.15, MOST_YEARS)
        count = sum(bank[qid].format == "year" for qid in chosen)
        assert count <= MOST_YEARS
        years[count] += 1
    assert years[MOST_YEARS] > 200  # the limit binds, it does not remove the years


def test_the_years_are_not_always_the_first_rounds():
    """The rounds are filled in a shuffled order, so the limit does not always fall on the
    last rounds (science and sport would never ask a year)."""
    bank = year_heavy_bank()
    rounds_with_years = collections.Counter()
    for seed in range(300):
        chosen = Q.choose(bank, GameRng(seed), set(), 0.0, MOST_YEARS)
        for index, qid in enumerate(chosen):
            rounds_with_years[index] += bank[qid].format == "year"
    assert min(rounds_with_years[index] for index in range(G.ROUNDS)) > 60


def test_no_two_questions_of_a_game_share_a_topic():
    bank = synthetic_bank(per_category=6)
    topics = ("gotthard", "lakes", "eurovision")
    bank = {qid: dataclasses.replace(q, topics=(topics[int(qid[-3:]) % 3],)) if int(qid[-3:]) <= 3 else q
            for qid, q in bank.items()}
    for seed in range(200):
        chosen = Q.choose(bank, GameRng(seed), set(), 0.15, MOST_YEARS)
        tags = [tag for qid in chosen for tag in bank[qid].topics]
        assert len(tags) == len(set(tags)), chosen


def test_the_limits_come_before_the_asked_ids_but_a_game_is_always_dealt():
    bank = synthetic_bank(per_category=3)
    economy = sorted(qid for qid in bank if bank[qid].category == "economy")
    tagged = {qid: dataclasses.replace(q, topics=("gold",)) if qid in (economy[0], "art-001") else q
              for qid, q in bank.items()}
    asked = set(economy[1:])  # only the tagged economy question is unasked
    repeats = 0
    for seed in range(50):
        chosen = Q.choose(tagged, GameRng(seed), asked, 0.0, MOST_YEARS)
        assert not {economy[0], "art-001"} <= set(chosen)
        if chosen[1] == "art-001":  # art took the topic first: economy repeats an asked question
            assert chosen[0] in economy[1:]
            repeats += 1
        else:
            assert chosen[0] == economy[0]
    assert 0 < repeats < 50
    only_years = {qid: dataclasses.replace(q, format="year", answer=1500) for qid, q in bank.items()}
    chosen = Q.choose(only_years, GameRng(1), set(), 0.0, MOST_YEARS)
    assert len(set(chosen)) == 7  # nothing fits: the limit gives way rather than the game


def test_the_same_seed_picks_the_same_questions():
    assert G.pick_questions(DATA, 42) == G.pick_questions(DATA, 42)
    assert G.pick_questions(DATA, 42, {"eco-001"}) == G.pick_questions(DATA, 42, {"eco-001"})
    assert len({G.pick_questions(DATA, seed) for seed in range(10)}) == 10


def test_shipped_games_respect_the_limits():
    bank = DATA.bank
    settings = G.board_settings(DATA)
    assert settings.most_years == MOST_YEARS
    for seed in range(200):
        chosen = G.pick_questions(DATA, seed)
        assert sum(bank[qid].format == "year" for qid in chosen) <= MOST_YEARS
        tags = [tag for qid in chosen for tag in bank[qid].topics]
        assert len(tags) == len(set(tags))


@pytest.mark.parametrize("topics, fine", [
    (["gotthard"], True), (["lake-depth", "ch-lakes"], True),
    ([], False), (["Gotthard"], False), (["a b"], False), (["lake_depth"], False), ("gotthard", False),
    (["x" * 25], False), (["t"] * 5, False),
])
def test_topics_are_a_list_of_short_ids(tmp_path, topics, fine):
    item = entry("geography", 1, 57)
    item.pop("topics", None)
    item["topics"] = topics
    (tmp_path / "a.toml").write_text(pack_text([item, entry("geography", 2, 100)]), encoding="utf-8")
    loaded, problems = Q.load_questions(tmp_path)
    if fine:
        assert problems == [] and loaded[0].topics == tuple(topics)
    else:
        assert loaded == [] and isinstance(problems[0], DataError)
        assert problems[0].entry.startswith("geo-001.topics")
