"""Gambit 7 questions: the pack loader and its checks, number formats, the chooser."""
import collections

import pytest

from gambit7_bank import entry, pack_text, synthetic_bank
from game.core.rng import GameRng
from game.titles.gambit7 import questions as Q


def write(folder, name, entries, **header):
    (folder / name).write_text(pack_text(entries, **header), encoding="utf-8")


def good(category="economy", start=1, count=3):
    return [entry(category, number, 1000 + number) for number in range(start, start + count)]


# ------------------------------------------------------------ loading
def test_clean_packs_load_and_board_toml_is_not_a_pack(tmp_path):
    write(tmp_path, "a.toml", good("economy"))
    write(tmp_path, "b.toml", good("sport"))
    (tmp_path / "board.toml").write_text("[payout]\n", encoding="utf-8")
    loaded, problems = Q.load_questions(tmp_path)
    assert problems == []
    assert [q.id for q in loaded] == ["eco-001", "eco-002", "eco-003", "spo-001", "spo-002", "spo-003"]
    first = loaded[0]
    assert (first.category, first.answer, first.format, first.region, first.as_of) == \
        ("economy", 1001, "number", "world", "2024")
    assert first.text["fr"] == "Question eco-001 (fr)?" and first.unit["it"] == "unit-it"
    assert first.pack.endswith("a.toml") and first.as_of_year == 2024


def broken(change):
    item = entry("history", 7, 1291, "year")
    change(item)
    return item


BROKEN = {
    "negative answer": (lambda q: q.update(answer=-1), "his-007.answer"),
    "true/false answer": (lambda q: q.update(answer=True), "his-007.answer"),
    "quoted answer": (lambda q: q.update(answer="1291"), "his-007.answer"),
    "answer too large": (lambda q: q.update(answer=10 ** 13), "his-007.answer"),
    "unknown category": (lambda q: q.update(category="cooking"), "his-007.category"),
    "unknown format": (lambda q: q.update(format="date"), "his-007.format"),
    "unknown region": (lambda q: q.update(region="mars"), "his-007.region"),
    "bad as_of": (lambda q: q.update(as_of="last year"), "his-007.as_of"),
    "source not a link": (lambda q: q.update(source="Wikipedia"), "his-007.source"),
    "missing source": (lambda q: q.pop("source"), "his-007.source"),
    "missing Italian text": (lambda q: q["text"].pop("it"), "his-007.text.it"),
    "empty French unit": (lambda q: q["unit"].update(fr="  "), "his-007.unit.fr"),
    "empty German fact": (lambda q: q["fact"].update(de=""), "his-007.fact.de"),
    "question too long": (lambda q: q["text"].update(en="x" * 161), "his-007.text.en"),
    "sharp s": (lambda q: q["text"].update(de="Wie gross ist die Straße?"), "his-007.text.de"),
    "id of another category": (lambda q: q.update(id="eco-007"), "eco-007.id"),
    "id without number": (lambda q: q.update(id="his-seven"), "his-seven.id"),
}


@pytest.mark.parametrize("name", BROKEN)
def test_a_broken_pack_names_file_and_entry_and_the_others_load(tmp_path, name):
    change, where = BROKEN[name]
    write(tmp_path, "base-economy.toml", good("economy"))
    write(tmp_path, "base-history.toml", good("history", 1, 3) + [broken(change)])
    write(tmp_path, "base-sport.toml", good("sport"))
    loaded, problems = Q.load_questions(tmp_path)
    assert {q.category for q in loaded} == {"economy", "sport"}  # the whole broken pack is refused
    assert len(problems) == 1
    assert problems[0].path.endswith("base-history.toml") and problems[0].entry == where
    assert "base-history.toml" in str(problems[0]) and where in str(problems[0])


def test_every_broken_question_of_a_pack_is_reported(tmp_path):
    items = good("art", 1, 4)
    items[1]["answer"] = -5
    items[3]["region"] = "moon"
    write(tmp_path, "art.toml", items)
    loaded, problems = Q.load_questions(tmp_path)
    assert loaded == [] and [p.entry for p in problems] == ["art-002.answer", "art-004.region"]


@pytest.mark.parametrize("text, where", [
    ("[pack]\nname = 'x'\nauthor = 'y'\n", "pack.licence"),
    ("[[question]]\nid = 'eco-001'\n", "pack"),
    ("question = []\n[pack]\nname = 'x'\nauthor = 'y'\nlicence = 'z'\n", "question"),
    ("[pack]\nname = 'x'\nauthor = 'y'\nlicence = 'z'\nquestion = []\n", "pack.question"),  # a typo: in [pack]
    ("[pack\nname = ", "(syntax)"),
])
def test_a_pack_without_header_or_questions_or_valid_toml_is_refused(tmp_path, text, where):
    (tmp_path / "odd.toml").write_text(text, encoding="utf-8")
    write(tmp_path, "fine.toml", good("science"))
    loaded, problems = Q.load_questions(tmp_path)
    assert {q.category for q in loaded} == {"science"}
    assert [p.entry for p in problems] == [where]


def test_an_id_used_twice_refuses_the_later_pack(tmp_path):
    write(tmp_path, "a.toml", good("economy", 1, 3))
    write(tmp_path, "b.toml", good("economy", 3, 3))  # eco-003 again
    loaded, problems = Q.load_questions(tmp_path)
    assert [q.id for q in loaded] == ["eco-001", "eco-002", "eco-003"]
    assert problems[0].path.endswith("b.toml") and problems[0].entry == "eco-003"
    assert "a.toml" in problems[0].expected


def test_an_id_used_twice_within_one_pack_refuses_it(tmp_path):
    write(tmp_path, "a.toml", good("economy", 1, 2) + good("economy", 2, 1))
    loaded, problems = Q.load_questions(tmp_path)
    assert loaded == [] and problems[0].entry == "eco-002"


def test_the_same_question_text_twice_is_refused_whatever_case_and_spacing(tmp_path):
    write(tmp_path, "a.toml", good("economy", 1, 2))
    twin = entry("popculture", 1, 5)
    twin["text"]["de"] = "  question ECO-001   (de)? "
    write(tmp_path, "b.toml", [twin])
    loaded, problems = Q.load_questions(tmp_path)
    assert [q.id for q in loaded] == ["eco-001", "eco-002"]
    assert problems[0].entry == "pop-001.text.de" and "eco-001" in problems[0].expected


def test_a_refused_pack_does_not_block_its_ids_for_later_packs(tmp_path):
    bad = good("economy", 1, 2)
    bad[1]["answer"] = -1
    write(tmp_path, "a.toml", bad)
    write(tmp_path, "b.toml", good("economy", 1, 2))
    loaded, problems = Q.load_questions(tmp_path)
    assert [q.pack.split("/")[-1] for q in loaded] == ["b.toml", "b.toml"] and len(problems) == 1


def test_the_shipped_packs_load_without_problems():
    loaded, problems = Q.load_questions()
    assert [str(problem) for problem in problems] == []
    assert len({q.id for q in loaded}) == len(loaded)


# ------------------------------------------------------------ numbers
@pytest.mark.parametrize("lang, shown", [("de", "8'925'741"), ("en", "8,925,741"),
                                         ("fr", "8\u202f925\u202f741"), ("it", "8.925.741")])
def test_numbers_are_grouped_as_each_language_writes_them(lang, shown):
    assert Q.format_answer(8925741, "number", lang) == shown
    separator = shown[1]
    assert Q.format_answer(1000, "number", lang) == f"1{separator}000"
    assert Q.format_answer(999, "number", lang) == "999"
    assert Q.format_answer(0, "number", lang) == "0"
    assert Q.format_answer(1_000_000_000_000, "number", lang) == separator.join(["1"] + ["000"] * 4)


@pytest.mark.parametrize("lang", Q.LANGUAGES)
def test_years_are_never_grouped(lang):
    assert Q.format_answer(1291, "year", lang) == "1291"
    assert Q.format_answer(2024, "year", lang) == "2024"


# ------------------------------------------------------------ choosing
BANK = synthetic_bank(per_category=5)


def test_round_n_asks_category_n_without_misc():
    chosen = Q.choose(BANK, GameRng(1), set(), misc_chance=0.0)
    assert [BANK[qid].category for qid in chosen] == list(Q.ROUND_CATEGORIES)


def test_any_round_may_ask_misc_instead_and_never_the_same_twice():
    chosen = Q.choose(BANK, GameRng(1), set(), misc_chance=1.0)
    categories = [BANK[qid].category for qid in chosen]
    # five misc questions exist: five rounds take them, the other two ask their own category
    assert categories.count("misc") == 5
    assert all(category in ("misc", own) for category, own in zip(categories, Q.ROUND_CATEGORIES))
    assert len(set(chosen)) == 7
    mixed = [Q.choose(BANK, GameRng(seed), set(), misc_chance=0.15) for seed in range(200)]
    share = sum(BANK[qid].category == "misc" for ids in mixed for qid in ids) / (200 * 7)
    assert 0.10 < share < 0.20


def test_the_chooser_is_seeded():
    assert Q.choose(BANK, GameRng(5), set(), 0.15) == Q.choose(BANK, GameRng(5), set(), 0.15)
    assert len({Q.choose(BANK, GameRng(seed), set(), 0.15) for seed in range(20)}) > 15


def test_no_question_repeats_until_its_category_is_used_up():
    """Played game after game (the asked ids kept with `remember`), a category's questions
    are asked in turn: the first five askings are all different, and at any moment no
    question has been asked twice more than another of its category."""
    asked: frozenset[str] = frozenset()
    counts = collections.Counter()
    firsts = collections.defaultdict(list)
    for game in range(40):
        chosen = Q.choose(BANK, GameRng(game), asked, misc_chance=0.3)
        for qid in chosen:
            counts[qid] += 1
            firsts[BANK[qid].category].append(qid)
            category = [counts[other] for other in BANK if BANK[other].category == BANK[qid].category]
            assert max(category) - min(category) <= 1
        asked = Q.remember(BANK, asked, chosen)
    for category, history in firsts.items():
        assert len(set(history[:5])) == 5
    assert sum(counts.values()) == 40 * 7 and max(counts.values()) >= 4


def test_remember_starts_a_used_up_category_over():
    economy = sorted(q for q in BANK if BANK[q].category == "economy")
    asked = frozenset(economy[:4]) | {"art-001"}
    assert Q.remember(BANK, asked, ["eco-005", "art-002"]) == {"art-001", "art-002"}
    assert Q.remember(BANK, asked, ["art-002"]) == asked | {"art-002"}
    # started over within the game: what it took again opens the new round of the category
    assert Q.remember(BANK, frozenset(economy), ["eco-002"]) == {"eco-002"}
    assert Q.remember(BANK, {"gone-001"}, []) == frozenset()  # ids no longer in any pack are dropped


def test_an_empty_category_cannot_be_chosen():
    bank = {qid: q for qid, q in BANK.items() if q.category != "sport"}
    with pytest.raises(ValueError, match="sport"):
        Q.choose(bank, GameRng(1), set(), 0.0)
