"""Gambit 7 questions: the pack loader and its checks, number formats, the chooser."""
import collections

import fuzzing
import pytest

from gambit7_bank import entry, pack_text, question, synthetic_bank
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
    assert first.text["fr"] == "Question eco-001 (fr)\u202f?" and first.unit["it"] == "unit-it"
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
    "a European body tagged Swiss": (lambda q: q.update(topics=["uefa"], region="ch"), "his-007.region"),
    "bad as_of": (lambda q: q.update(as_of="last year"), "his-007.as_of"),
    "source not a link": (lambda q: q.update(source="Wikipedia"), "his-007.source"),
    "missing source": (lambda q: q.pop("source"), "his-007.source"),
    "missing Italian text": (lambda q: q["text"].pop("it"), "his-007.text.it"),
    "empty French unit": (lambda q: q["unit"].update(fr="  "), "his-007.unit.fr"),
    "empty German fact": (lambda q: q["fact"].update(de=""), "his-007.fact.de"),
    "question too long": (lambda q: q["text"].update(en="x" * 161), "his-007.text.en"),
    "sharp s": (lambda q: q["text"].update(de="Wie gross ist die Straße?"), "his-007.text.de"),
    "French question mark without its narrow space": (lambda q: q["text"].update(fr="Quand ?"), "his-007.text.fr"),
    "English guillemets": (lambda q: q["fact"].update(en="He wrote «Tell»."), "his-007.fact.en"),
    "no topics": (lambda q: q.pop("topics"), "his-007.topics"),
    "an empty list of topics": (lambda q: q.update(topics=[]), "his-007.topics"),
    "a topic in capitals": (lambda q: q.update(topics=["Lake Depth"]), "his-007.topics[0]"),
    "a topic twice": (lambda q: q.update(topics=["gotthard", "gotthard"]), "his-007.topics"),
    "id of another category": (lambda q: q.update(id="eco-007"), "eco-007.id"),
    "id without number": (lambda q: q.update(id="his-seven"), "his-seven.id"),
    "as_of the answer's year": (lambda q: q.update(as_of="1291"), "his-007.as_of"),
    "as_of before the answer": (lambda q: q.update(as_of="1290-12-31"), "his-007.as_of"),
    "as_of_same_year on a later as_of": (lambda q: q.update(as_of_same_year=True), "his-007.as_of"),
    "as_of_same_year on a number": (lambda q: q.update(format="number", as_of_same_year=True),
                                    "his-007.as_of_same_year"),
    # pop-065 as it was: French asked for the nominations of 2024 alone, the others up to 2024
    "a count's year framed otherwise in one language": (lambda q: q.update(format="number", text={
        "de": "Wie viele Oscar-Nominierungen hatte Meryl Streep bis 2024 erhalten?",
        "en": "How many Oscar nominations had Meryl Streep received as of 2024?",
        "fr": "Combien de nominations aux Oscars Meryl Streep avait-elle reçues en 2024\u202f?",
        "it": "Quante candidature all’Oscar aveva ricevuto Meryl Streep fino al 2024?"}), "his-007.text.fr"),
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


def test_a_year_asked_in_the_year_it_was_checked_loads_only_when_marked(tmp_path):
    fresh = entry("popculture", 7, 2025, "year")
    fresh.update(as_of="2025", as_of_same_year=True)
    write(tmp_path, "pop.toml", [fresh])
    loaded, problems = Q.load_questions(tmp_path)
    assert problems == [] and [(q.id, q.as_of_year) for q in loaded] == [("pop-007", 2025)]


def test_a_shipped_question_tagged_with_the_wrong_region_is_refused_naming_its_file_and_entry(tmp_path):
    """Issue 31: the UEFA question was tagged "ch"; TOPIC_REGIONS says a UEFA question is European."""
    root = fuzzing.copy_levels(tmp_path)
    fuzzing.replace_in(root / "gambit7" / "base-sport.toml", 'id = "spo-110"\ncategory = "sport"\nanswer = 55\n'
                       'format = "number"\nregion = "europe"', 'id = "spo-110"\ncategory = "sport"\nanswer = 55\n'
                       'format = "number"\nregion = "ch"')
    with fuzzing.levels_at(root):
        loaded, problems = Q.load_questions()
    assert [(problem.path, problem.entry) for problem in problems] == [("gambit7/base-sport.toml", "spo-110.region")]
    assert "'europe'" in problems[0].expected and "uefa" in problems[0].expected
    assert "spo-110" not in {question.id for question in loaded}
    assert Q.TOPIC_REGIONS["uefa"] == "europe" and set(Q.TOPIC_REGIONS.values()) <= set(Q.REGIONS)


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


def test_the_same_question_text_twice_is_refused_whatever_case(tmp_path):
    """(Spacing is ignored too, but typography refuses a text with odd spaces first.)"""
    write(tmp_path, "a.toml", good("economy", 1, 2))
    twin = entry("popculture", 1, 5)
    twin["text"]["de"] = "question ECO-001 (DE)?"
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


@pytest.mark.parametrize("de, en, fr, it", [
    ("Wie viele Folgen wurden von 1974 bis 1998 gedreht?", "How many episodes were made between 1974 and 1998?",
     "Combien d’épisodes ont été tournés de 1974 à 1998\u202f?", "Quanti episodi furono girati dal 1974 al 1998?"),
    ("Wie viele Linien hat die U-Bahn (Stand 2024)?", "How many lines does the Underground have (as of 2024)?",
     "Combien de lignes compte le métro (état 2024)\u202f?", "Quante linee ha la metropolitana (stato 2024)?"),
])
def test_a_count_whose_years_read_alike_in_every_language_loads(tmp_path, de, en, fr, it):
    item = entry("economy", 1, 1000)
    item["text"] = {"de": de, "en": en, "fr": fr, "it": it}
    write(tmp_path, "a.toml", [item])
    assert Q.load_questions(tmp_path) == ([Q.load_questions(tmp_path)[0][0]], [])


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


@pytest.mark.parametrize("lang, words, fine", [
    ("fr", "Combien de mètres\u202f? Ils disent\u202f: «\u202fOui\u202f»\u202f; 150\u202f000 personnes\u202f!", True),
    ("fr", "Combien de mètres ?", False),                 # a breakable space before ?
    ("fr", "Combien de mètres\u00a0?", False),            # a wide no-break space
    ("fr", "Il dit «\u202fOui»", False),                  # guillemets without their inner space
    ("fr", "150 000 personnes", False),                   # thousands with a breakable space
    ("fr", "1,5 litre et «\u202fWetten, dass..?\u202f»", True),  # the decimal comma; a title's own ..?
    ("fr", "le score 3:2", True),                          # a ratio is no colon of a sentence
    ("it", "100.000 miliardi e 1,5 litri", True),
    ("it", "100 000 miliardi", False),
    ("en", "The “Messiah” and 150,000 people’s 31.1034768 grams", True),
    ("en", "The «Messiah»", False),
    ("en", "It’s 'quoted'", False),
    ("en", "It is 150000", False),                        # five digits, not grouped
    ("en", "What ?", False),
    ("de", "Bis zu 150'000 Menschen auf «Seegfrörni»", True),
    ("de", "Bis zu 150 000 Menschen", False),
    ("de", "Das „Tell“-Spiel", False),                    # one style of quotes: « »
    ("de", "Schiller's Tell", False),
    ("it", "Il  doppio spazio", False),
])
def test_each_language_has_one_typography(lang, words, fine):
    assert (Q.typography_problem(lang, words) is None) == fine


# ------------------------------------------------------------ the bank as a whole
def test_numbers_are_read_as_every_language_writes_them():
    assert Q.numbers_in("8'925'741 · 8,925,741 · 8\u202f925\u202f741 · 8.925.741") == {8925741}
    assert Q.numbers_in("1848, 7 km, 2013–2014") == {1848, 7, 2013, 2014}


def test_a_fact_line_that_writes_another_questions_answer_is_found():
    state = entry("history", 17, 1848, "year")
    council = entry("history", 25, 7)
    council["fact"]["fr"] = "Ce nombre n'a pas changé depuis 1848."
    small = entry("history", 26, 7)  # answers under 10 turn up everywhere: not looked for
    small["fact"]["en"] = "Seven, or 7."
    hits = Q.answers_in_facts([question(item) for item in (state, council, small)])
    assert hits == [("his-025", "his-017", 1848)]


def test_the_data_check_refuses_a_give_away_between_questions_of_one_topic():
    state = entry("history", 17, 1848, "year")
    council = entry("history", 25, 7)
    council["fact"]["en"] = "The number has not changed since 1848."
    apart = [question(item) for item in (state, council)]
    assert Q.bank_problems(apart) == []  # a year shared by chance
    state["topics"] = council["topics"] = ["federal-state"]
    problems = Q.bank_problems([question(item) for item in (state, council)])
    assert [(p.entry, "his-017" in p.expected, "federal-state" in p.expected) for p in problems] == \
        [("his-025.fact", True, True)]


def mix(years, numbers, pack="gambit7/base-art.toml", category="art", region="world"):
    items = [entry(category, n, 1500, "year") for n in range(1, years + 1)] + \
        [entry(category, n, 15) for n in range(years + 1, years + numbers + 1)]
    for item in items:
        item["region"] = region
    return [question(item, pack) for item in items]


def test_the_data_check_holds_the_shipped_packs_to_40_percent_of_year_questions():
    assert Q.bank_problems(mix(4, 6)) == []
    problems = Q.bank_problems(mix(5, 6))
    assert [p.entry for p in problems] == ["base-*.toml"] and "5 of 11" in problems[0].expected
    assert Q.bank_problems(mix(5, 6, pack="gambit7/my-own.toml")) == []  # a pack of one's own: free


def test_the_data_check_wants_half_the_shipped_pop_culture_from_switzerland_or_europe():
    pack = "gambit7/base-popculture.toml"
    home = mix(0, 2, pack, "popculture", "ch")
    american = [question(entry("popculture", n, 15), pack) for n in range(10, 13)]  # region "world"
    problems = Q.bank_problems(home + american)
    assert [p.entry for p in problems] == ["base-popculture"] and "2 of 5" in problems[0].expected
    assert Q.bank_problems(home + american[:2]) == []


def test_the_shipped_bank_passes_the_data_check():
    assert [str(problem) for problem in Q.bank_problems(Q.default_bank().values())] == []


def test_related_shipped_questions_share_a_topic():
    bank = Q.default_bank()
    for group in (["his-108", "his-034", "geo-050", "geo-015", "mis-069"],   # the Gotthard
                  ["his-001", "his-045", "mis-030"],                          # 1 August
                  ["pop-001", "pop-002", "pop-007"],                          # Eurovision
                  ["his-017", "his-025"]):                                    # the federal state
        shared = set.intersection(*(set(bank[qid].topics) for qid in group))
        assert shared, group
