"""Gambit 7 questions: the pack loader and its checks, number formatting, the chooser.

Pure (no pygame, no clock): packs are TOML files in levels/gambit7/ (every *.toml there
but board.toml and plausible.toml, the title's other data), in the format
docs/rules/gambit7.md describes and PACK_SCHEMA declares. A pack with any broken question,
or one that repeats an id or a question text of a pack loaded before it (files in name
order), is refused as a whole; the others still load.
Every problem is a `DataError` naming the file and the entry.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping

from game import data
from game.core.errors import DataError
from game.core.rng import GameRng
from game.schema import Flag, Items, Table, Text, Whole
from game.schema import check as check_schema

FOLDER = "gambit7"
BOARD_FILE = "board.toml"
RETIRED_FILE = "retired.toml"  # ids that once named another question: never used again
NOT_PACKS = (BOARD_FILE, "plausible.toml", RETIRED_FILE)  # the title's other data in the packs' folder
LANGUAGES = ("de", "en", "fr", "it")
# Round n asks category n (the rulebook's card order); "misc" may stand in for any round.
ROUND_CATEGORIES = ("economy", "art", "geography", "history", "popculture", "science", "sport")
MISC = "misc"
CATEGORIES = ROUND_CATEGORIES + (MISC,)
PREFIXES = {"economy": "eco", "art": "art", "geography": "geo", "history": "his",
            "popculture": "pop", "science": "sci", "sport": "spo", MISC: "mis"}
FORMATS = ("year", "number")
REGIONS = ("ch", "alps", "europe", "world")
# Topics whose questions lie in one region whatever their setting: the bodies and things of a
# continent or of the world (issue 31: a UEFA question was tagged "ch" for being founded in Basel).
# A question of such a topic tagged otherwise is refused, naming its file and entry.
TOPIC_REGIONS = {"uefa": "europe", "eu": "europe", "euro-currency": "europe", "berlin-wall": "europe",
                 "eight-thousanders": "world", "space-race": "world", "bretton-woods": "world",
                 "dow-jones": "world"}
ANSWER_MAX = 10 ** 12  # the largest answer a player can give, so the largest true answer too
LENGTHS = {"text": 160, "unit": 40, "fact": 140}  # characters per language
ID_PATTERN = re.compile(r"[a-z]{3}-\d{3}")
AS_OF_PATTERN = re.compile(r"\d{4}(-\d{2}-\d{2})?")
TOPIC_PATTERN = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
MOST_TOPICS = 4  # per question
# Thousands separators: Swiss German apostrophe, English comma, French narrow no-break
# space (U+202F), Italian full stop. Years are never grouped.
GROUPING = {"de": "'", "en": ",", "fr": "\u202f", "it": "."}
MOST_QUESTIONS = 1000  # in one pack
# The shipped packs' mix (docs/rules/gambit7.md): at most this share of year questions, and at
# least this share of pop culture from Switzerland, the Alps or Europe. Packs others add are
# left out of these shares (a pack of one kind of question is theirs to make).
SHIPPED = "base-"  # file names of the shipped packs
YEAR_SHARE_MOST = 0.4
HOME_POP_SHARE_LEAST = 0.5
# Typography, one per language (docs/rules/gambit7.md): each language's own quotation marks,
# the typographic apostrophe, and no separator of another language between a digit and a
# group of three (those left are a language's own grouping or decimal mark).
QUOTES = {"de": "«»", "en": "“”", "fr": "«»", "it": "«»"}
FOREIGN_SEPARATORS = {"de": " \u00a0\u202f", "en": "' \u00a0\u202f", "fr": "'. \u00a0", "it": "' \u00a0\u202f"}
NARROW = "\u202f"  # French: before ? ! : ; and inside « », also the thousands separator
# A year that closes a count ("as of 2024") in each language: a number question frames each
# year it names alike in all four (French "reçues en 2024" asks for one year's count, where
# the others ask "as of 2024"). German "bis" ends a range after a year ("1974 bis 1998").
AS_OF = {"de": r"(?:(?<!\d{4} )bis|Stand)", "en": r"(?:as of|by|until|up to)", "fr": r"(?:jusqu’en|jusqu’à|état)",
         "it": r"(?:fino al|stato|dato|entro il)"}


def _words(longest: int) -> Text:
    return Text(pattern=r"(?s).*\S.*", like="words, not an empty string", longest=longest)


QUESTION_SCHEMA = Table({
    "id": Text(pattern=ID_PATTERN.pattern, like="a category's prefix and three digits, eco-017"),
    "category": Text(CATEGORIES),
    "answer": Whole(0, ANSWER_MAX),
    "format": Text(FORMATS),
    "region": Text(REGIONS),
    "as_of": Text(pattern=AS_OF_PATTERN.pattern, like="YYYY or YYYY-MM-DD"),
    "source": Text(pattern=r"https?://\S+", like="a web address (http...)", longest=500),
    "topics": Items(Text(pattern=TOPIC_PATTERN.pattern, like="a short lowercase id, lake-depth", longest=24),
                    1, MOST_TOPICS),
    **{key: Table({lang: _words(longest) for lang in LANGUAGES}) for key, longest in LENGTHS.items()},
}, optional={"as_of_same_year": Flag()})
HEADER_SCHEMA = Table({key: _words(200) for key in ("name", "author", "licence")})
RETIRED_SCHEMA = Table({"retired": Items(Table({
    "id": QUESTION_SCHEMA.required["id"], "asked": _words(LENGTHS["text"]),
    "now": QUESTION_SCHEMA.required["id"]}), 0, 10 * MOST_QUESTIONS)})
PACK_SCHEMA = Table({"pack": HEADER_SCHEMA, "question": Items(QUESTION_SCHEMA, 1, MOST_QUESTIONS)})


@dataclass(frozen=True)
class Question:
    """One question of a pack; `text`, `unit` and `fact` map each language to its words;
    `topics` are short ids that related questions share (a game asks one question a topic)."""

    id: str
    category: str
    answer: int
    format: str
    region: str
    as_of: str
    source: str
    text: Mapping[str, str]
    unit: Mapping[str, str]
    fact: Mapping[str, str]
    pack: str
    topics: tuple[str, ...] = ()

    @property
    def as_of_year(self) -> int:
        return int(self.as_of[:4])


def format_answer(value: int, kind: str, lang: str) -> str:
    """`value` as a player of `lang` writes it: years plain, numbers grouped by thousands."""
    digits = str(value)
    if kind == "year":
        return digits
    groups = []
    while len(digits) > 3:
        digits, tail = digits[:-3], digits[-3:]
        groups.insert(0, tail)
    return GROUPING.get(lang, ",").join([digits] + groups)


# ----------------------------------------------------------------------------- loading

def load_questions(folder: Path | None = None) -> tuple[list[Question], list[DataError]]:
    """Every question of the packs in `folder` (default levels/gambit7/) that load cleanly,
    and the problems of the packs refused."""
    root, where = (folder.parent, folder.name) if folder else (None, FOLDER)
    accepted: list[Question] = []
    problems: list[DataError] = []
    try:
        seen_ids = retired_ids(where, root)
    except DataError as problem:
        return [], [problem]
    seen_texts: dict[tuple[str, str], str] = {}
    for path in sorted(data.folder(where, root).glob("*.toml")):
        if path.name in NOT_PACKS:
            continue
        name = f"{where}/{path.name}"
        pack, found = _read_pack(name, root)
        found = found or _repeats(pack, name, seen_ids, seen_texts)
        if found:
            problems += found
            continue
        accepted += pack
    return accepted, problems


def retired_ids(where: str = FOLDER, root: Path | None = None) -> dict[str, str]:
    """The retired ids of `where`/retired.toml (none without the file), each with where it is
    listed, so that `_repeats` refuses a pack that uses one again."""
    name = f"{where}/{RETIRED_FILE}"
    if not (data.folder(where, root) / RETIRED_FILE).is_file():
        return {}
    entries = data.by_content(name, "gambit7 retired", functools.partial(_check_retired, name=name), root)
    return {qid: f"{name}, retired" for qid in entries}


def _check_retired(table: dict[str, Any], name: str) -> tuple[str, ...]:
    entries = check_schema(table, RETIRED_SCHEMA, name)["retired"]
    ids = tuple(entry["id"] for entry in entries)
    for index, qid in enumerate(ids):
        if qid in ids[:index]:
            raise DataError(name, f"retired[{index}].id", f"each id once ({qid} is listed before)")
    return ids


def bank() -> dict[str, Question]:
    """The questions of the packs in levels/gambit7/ that load now, by id (read anew; a pack is
    parsed again only when it changed; the problems: `load_questions`)."""
    questions, _ = load_questions()
    return {question.id: question for question in questions}


@functools.cache
def default_bank() -> dict[str, Question]:
    """`bank()`, loaded once a process, for tests (a game is given its bank in the title's data)."""
    return bank()


def accepted_packs() -> list[str]:
    """The packs in levels/gambit7/ that load now, as names in levels/ ("gambit7/base-art.toml").
    Not cached like `default_bank`: a save asks at every autosave (unchanged packs are not
    parsed again, see `data.by_content`)."""
    questions, _ = load_questions()
    return sorted({question.pack for question in questions})


def refused_notices() -> list[tuple[str, dict[str, Any]]]:
    """What the menu and the lobby tell a player of the packs in levels/gambit7/ left out: a
    text key and its values per refused pack, naming the file, its first broken entry and
    what that entry should hold, and how many more problems the pack has (the loader's
    DataErrors list them all)."""
    _, problems = load_questions()
    by_file: dict[str, list[DataError]] = {}
    for problem in problems:
        by_file.setdefault(problem.path, []).append(problem)
    return [("gambit7.pack_left_out_more" if len(found) > 1 else "gambit7.pack_left_out",
             {"file": file, "entry": found[0].entry, "expected": found[0].expected, "more": len(found) - 1})
            for file, found in by_file.items()]


def _read_pack(name: str, root: Path | None) -> tuple[tuple[Question, ...], tuple[DataError, ...]]:
    """A pack's questions, or what refuses it (checked once for each content of the file)."""
    try:
        return data.by_content(name, "gambit7 pack", functools.partial(_check_pack, name=name), root)
    except DataError as problem:
        return (), (problem,)


def _check_pack(pack: dict[str, Any], name: str) -> tuple[tuple[Question, ...], tuple[DataError, ...]]:
    """The pack's outline first, then every question, each checked on its own so that all
    broken ones are reported, by id."""
    try:
        entries = _outline(pack, name)
    except DataError as problem:
        return (), (problem,)
    questions, problems = [], []
    for index, entry in enumerate(entries):
        qid = entry.get("id") if isinstance(entry, dict) else None
        label = qid[:40] if isinstance(qid, str) and qid else f"question[{index}]"
        try:
            questions.append(_question(entry, name, label))
        except DataError as problem:
            problems.append(problem)
    return tuple(questions), tuple(problems)


def _outline(pack: dict[str, Any], name: str) -> list[Any]:
    """The [[question]] entries of a pack whose [pack] header and list of questions have the
    shape of PACK_SCHEMA (the questions themselves are checked next, one by one)."""
    for key in pack:
        if key not in PACK_SCHEMA.required:
            raise DataError(name, str(key)[:40], "no such entry (known: pack, question)")
    HEADER_SCHEMA.check(pack.get("pack"), name, "pack")
    entries = pack.get("question")
    if not isinstance(entries, list) or not 1 <= len(entries) <= MOST_QUESTIONS:
        raise DataError(name, "question", f"1 to {MOST_QUESTIONS} [[question]] entries")
    return entries


def _question(entry: Any, name: str, label: str) -> Question:
    """One [[question]] checked against QUESTION_SCHEMA, then what a schema cannot say: the id's
    prefix is its category's, German is in Swiss spelling, and a topic of one region
    (TOPIC_REGIONS) carries that region."""
    QUESTION_SCHEMA.check(entry, name, label)
    category = entry["category"]
    if not entry["id"].startswith(PREFIXES[category] + "-"):
        raise DataError(name, f"{label}.id", f"'{PREFIXES[category]}-' and three digits for {category}")
    for key in LENGTHS:
        if "ß" in entry[key]["de"]:
            raise DataError(name, f"{label}.{key}.de", "Swiss spelling: ss, never ß")
        for lang in LANGUAGES:
            wrong = typography_problem(lang, entry[key][lang])
            if wrong:
                raise DataError(name, f"{label}.{key}.{lang}", wrong)
    _check_as_of(entry, name, label)
    if entry["format"] == "number":
        _check_years_framed_alike(entry["text"], name, label)
    if len(set(entry["topics"])) < len(entry["topics"]):
        raise DataError(name, f"{label}.topics", "each topic once")
    for topic in entry["topics"]:
        region = TOPIC_REGIONS.get(topic, entry["region"])
        if region != entry["region"]:
            raise DataError(name, f"{label}.region", f"{region!r} for a question of topic {topic!r} "
                            f"(questions.TOPIC_REGIONS), not {entry['region']!r}")
    return Question(id=entry["id"], category=category, answer=entry["answer"], format=entry["format"],
                    region=entry["region"], as_of=entry["as_of"], source=entry["source"], pack=name,
                    topics=tuple(entry["topics"]),
                    **{key: dict(entry[key]) for key in LENGTHS})


def typography_problem(lang: str, words: str) -> str | None:
    """What breaks `lang`'s typography in `words`, or None."""
    if words != words.strip() or re.search(r"\s\s", words):
        return "no space at either end and never two spaces in a row"
    apostrophes = re.sub(r"(?<=\d)'(?=\d{3})", "", words) if lang == "de" else words  # 8'925
    if '"' in words or "'" in apostrophes:
        return "the typographic apostrophe ’ and the language's quotation marks, never ' or \""
    foreign = set("«»“”„") - set(QUOTES[lang])
    if foreign & set(words):
        return f"quotation marks {QUOTES[lang][0]} {QUOTES[lang][1]}, not {''.join(sorted(foreign & set(words)))}"
    if re.search(r"\d{5}", re.sub(r"\d[.,]\d+", "", words)):
        return "a number of five digits or more grouped by thousands"
    separators = re.escape(FOREIGN_SEPARATORS[lang])
    if re.search(rf"\d[{separators}]\d{{3}}(?!\d)", words):
        return f"thousands grouped with {GROUPING[lang]!r}"
    if lang != "fr":
        if re.search(r"\s[?!:;]|«\s|\s»", words):
            return "no space before ? ! : ; nor inside « »"
        return None
    if re.search(rf"(?<![{NARROW}.?!])[?!;]|(?<![{NARROW}\d]):|(?<=\d):(?!\d)", words):
        return "a narrow no-break space (U+202F) before ? ! : ;"
    if re.search(rf"«(?!{NARROW})|(?<!{NARROW})»", words):
        return "narrow no-break spaces (U+202F) inside « »"
    return None


def _check_as_of(entry: Mapping[str, Any], name: str, label: str) -> None:
    """A year question asks for a past event, so its `as_of` (the year the fact was checked)
    is not before the answer, and equals it only when marked `as_of_same_year = true` (an
    event of the year it was checked): the bots' spread for a year grows with as_of - answer."""
    same = entry.get("as_of_same_year", False)
    if entry["format"] != "year":
        if same:
            raise DataError(name, f"{label}.as_of_same_year", "only on a year question")
        return
    checked, answer = int(entry["as_of"][:4]), entry["answer"]
    if checked < answer:
        raise DataError(name, f"{label}.as_of", f"the year the fact was checked, not before the answer {answer}")
    if (checked == answer) != same:
        raise DataError(name, f"{label}.as_of", "the year the fact was checked, after the answer's year"
                        if not same else "as_of_same_year only when as_of is the answer's year")


def _check_years_framed_alike(text: Mapping[str, str], name: str, label: str) -> None:
    """Each year that every language's text names closes a count ("as of") in all of them or
    in none (`AS_OF`)."""
    shared = set.intersection(*(set(re.findall(r"\b1[5-9]\d\d\b|\b20\d\d\b", text[lang])) for lang in LANGUAGES))
    for year in sorted(shared):
        closing = {lang: bool(re.search(rf"\b{AS_OF[lang]}\s+{year}\b", text[lang], re.IGNORECASE))
                   for lang in LANGUAGES}
        if len(set(closing.values())) > 1:
            odd = min(closing, key=lambda lang: list(closing.values()).count(closing[lang]))
            raise DataError(name, f"{label}.text.{odd}", f"{year} framed as in the other languages: "
                            f"{'as of' if not closing[odd] else 'within'} {year}, as "
                            f"{', '.join(lang for lang in LANGUAGES if closing[lang] != closing[odd])} say")


def _repeats(pack: Iterable[Question], where: str, seen_ids: dict[str, str],
             seen_texts: dict[tuple[str, str], str]) -> list[DataError]:
    """Ids and question texts (any language, case and spacing ignored) seen before, in this
    pack or an accepted one. The pack's own entries join the seen ones only if it is clean."""
    ids, texts, problems = dict(seen_ids), dict(seen_texts), []
    for question in pack:
        if question.id in ids:
            problems.append(DataError(where, question.id, f"an id not used before (also in {ids[question.id]}): "
                                      "a new question takes the next free number"))
        ids[question.id] = where
        for lang, words in question.text.items():
            key = (lang, " ".join(words.casefold().split()))
            if key in texts:
                problems.append(DataError(where, f"{question.id}.text.{lang}",
                                          f"a question not asked before (same as {texts[key]})"))
            texts[key] = question.id
    if not problems:
        seen_ids.update(ids)
        seen_texts.update(texts)
    return problems


# ----------------------------------------------------------------------------- the bank as a whole

# A whole number as any of the four languages writes it: grouped by thousands (', comma, point,
# narrow or plain space) or plain digits.
NUMBER = re.compile(r"\d{1,3}(?:['.,\u202f\u00a0 ]\d{3})+(?!\d)|\d+")


def numbers_in(words: str) -> set[int]:
    """Every whole number written in `words`, separators removed ("8'925", "1,936.27": 1936, 27)."""
    return {int(re.sub(r"\D", "", match)) for match in NUMBER.findall(words)}


def answers_in_facts(questions: Iterable[Question], least: int = 10) -> list[tuple[str, str, int]]:
    """(fact's question, answer's question, number) wherever one question's "did you know" line,
    in any language, writes the answer of another question (answers from `least` up: a 2 or a 7
    turns up everywhere). Most hits are chance (a year shared by two unrelated events): the data
    check refuses the ones between questions of one topic, the others are for reading."""
    questions = list(questions)
    written = {question.id: set().union(*(numbers_in(line) for line in question.fact.values()))
               for question in questions}
    return [(fact.id, other.id, other.answer) for fact in questions for other in questions
            if fact.id != other.id and other.answer >= least and other.answer in written[fact.id]]


def bank_problems(questions: Iterable[Question]) -> list[DataError]:
    """What the data check refuses in a bank as a whole: a fact line that writes the answer of
    a question of the same topic (`answers_in_facts`), and a mix of the shipped packs outside
    YEAR_SHARE_MOST and HOME_POP_SHARE_LEAST."""
    questions = list(questions)
    by_id = {question.id: question for question in questions}
    problems = [DataError(by_id[fact].pack, f"{fact}.fact", f"no give-away of {other}'s answer {number} "
                          f"(both are about {', '.join(sorted(set(by_id[fact].topics) & set(by_id[other].topics)))})")
                for fact, other, number in answers_in_facts(questions)
                if set(by_id[fact].topics) & set(by_id[other].topics)]
    shipped = [question for question in questions if Path(question.pack).name.startswith(SHIPPED)]
    years = sum(question.format == "year" for question in shipped)
    if years > YEAR_SHARE_MOST * len(shipped):
        problems.append(DataError(FOLDER, f"{SHIPPED}*.toml", f"at most {YEAR_SHARE_MOST:.0%} year questions, "
                                  f"found {years} of {len(shipped)}"))
    pop = [question for question in shipped if question.category == "popculture"]
    home = sum(question.region != "world" for question in pop)
    if home < HOME_POP_SHARE_LEAST * len(pop):
        problems.append(DataError(FOLDER, f"{SHIPPED}popculture", f"at least {HOME_POP_SHARE_LEAST:.0%} pop culture "
                                  f"from Switzerland, the Alps or Europe, found {home} of {len(pop)}"))
    return problems


def blamed(problem: DataError, refused: Iterable[DataError] | None = None) -> DataError:
    """A problem of the bank as a whole (named by the folder, not a file) laid at the door of
    the first shipped pack that was refused, or the retired ids' file that refused them all
    (`refused`: the packs' problems, by default those of levels/gambit7/ now), when one was: its file and its broken entry, and the bank-wide
    rule its loss breaks. Otherwise the problem as it is."""
    refused = load_questions()[1] if refused is None else refused
    lost = [item for item in refused if Path(item.path).name.startswith(SHIPPED) or item.path.endswith(RETIRED_FILE)]
    if problem.path != FOLDER or not lost:
        return problem
    return DataError(lost[0].path, lost[0].entry, f"{lost[0].expected} (without this pack, "
                     f"the packs break a rule of the whole bank: {problem.entry}: {problem.expected})")


_last_checked: list[tuple[tuple[Question, ...], list[DataError]]] = []  # one bank and its problems


def checked_bank_problems(questions: Iterable[Question]) -> list[DataError]:
    """`bank_problems`, remembered for the very same question objects: packs unchanged on disk
    give the same objects (`data.by_content`), so a game's start, which checks its data, does
    not walk the whole bank again (75 ms). The remembered bank is held, so no object of it is
    another one later."""
    questions = tuple(questions)
    for known, problems in _last_checked:
        if len(known) == len(questions) and all(a is b for a, b in zip(known, questions)):
            return problems
    problems = bank_problems(questions)
    _last_checked[:] = [(questions, problems)]
    return problems


# ----------------------------------------------------------------------------- choosing

def choose(bank: Mapping[str, Question], rng: GameRng, asked: Iterable[str],
           misc_chance: float, most_years: int = len(ROUND_CATEGORIES)) -> tuple[str, ...]:
    """The ids of a game's questions: round n from category n, or a "misc" question with
    probability `misc_chance`; at most `most_years` of them ask for a year, and no two share
    a topic. The rounds are filled in an order the rng shuffles, so the year limit and the
    topics taken do not always fall on the last rounds.

    Ids in `asked` (earlier games) come back only once every other question of their
    category has been asked; a category used up starts over. The limits come before the
    asked ids: a round takes an unasked question that fits, else an asked one that fits,
    else an unasked one, else any (only a pack without enough fitting questions gets there).
    A round falls back to its own category when "misc" has nothing fitting left."""
    asked = set(asked)
    by_category: dict[str, list[str]] = {category: [] for category in CATEGORIES}
    for qid in sorted(bank):
        by_category[bank[qid].category].append(qid)
    wants_misc = [rng.random() < misc_chance for _ in ROUND_CATEGORIES]
    order = list(range(len(ROUND_CATEGORIES)))
    rng.shuffle(order)
    chosen: dict[int, str] = {}
    for index in order:
        own = ROUND_CATEGORIES[index]
        categories = (MISC, own) if wants_misc[index] else (own,)
        qid = _pick(bank, [by_category[category] for category in categories], list(chosen.values()),
                    asked, most_years, rng)
        if qid is None:
            raise ValueError(f"no question left in category {own!r}")
        chosen[index] = qid
    return tuple(chosen[index] for index in range(len(ROUND_CATEGORIES)))


def _pick(bank: Mapping[str, Question], categories: list[list[str]], taken: list[str],
          asked: set[str], most_years: int, rng: GameRng) -> str | None:
    """One id from the first category (in order) that has any, in the order of preference
    `choose` describes; None when every category is used up for this game."""
    topics = {topic for qid in taken for topic in bank[qid].topics}
    years = sum(bank[qid].format == "year" for qid in taken)

    def fits(qid: str) -> bool:
        question = bank[qid]
        return topics.isdisjoint(question.topics) and (question.format != "year" or years < most_years)

    tiers = (lambda qid: fits(qid) and qid not in asked, fits, lambda qid: qid not in asked, lambda qid: True)
    for tier in tiers:
        for ids in categories:
            pool = [qid for qid in ids if qid not in taken and tier(qid)]
            if pool:
                return rng.choice(pool)
    return None


def remember(bank: Mapping[str, Question], asked: Iterable[str], chosen: Iterable[str]) -> frozenset[str]:
    """The asked ids to keep after a game that asked `chosen`. A category whose every question
    has now been asked starts a new round of it: only the questions this game took after
    starting it over (those already asked before) stay asked. So every question of a category
    is asked once before any is asked again."""
    before, chosen = set(asked) & set(bank), set(chosen)
    now_asked = before | chosen
    for category in CATEGORIES:
        ids = {qid for qid, question in bank.items() if question.category == category}
        if ids and ids <= now_asked:
            now_asked = (now_asked - ids) | (ids & chosen & before)
    return frozenset(now_asked)
