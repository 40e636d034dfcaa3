"""Gambit 7 questions: the pack loader and its checks, number formatting, the chooser.

Pure (no pygame, no clock): packs are TOML files in levels/gambit7/ (every *.toml there
but board.toml), in the format docs/rules/gambit7.md describes. A pack with any broken
question, or one that repeats an id or a question text of a pack loaded before it (files
in name order), is refused as a whole; the others still load. Every problem is a
`DataError` naming the file and the entry.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping

from game.core.errors import DataError
from game.core.rng import GameRng
from game.data import field, load
from game.paths import levels_dir

FOLDER = "gambit7"
BOARD_FILE = "board.toml"
LANGUAGES = ("de", "en", "fr", "it")
# Round n asks category n (the rulebook's card order); "misc" may stand in for any round.
ROUND_CATEGORIES = ("economy", "art", "geography", "history", "popculture", "science", "sport")
MISC = "misc"
CATEGORIES = ROUND_CATEGORIES + (MISC,)
PREFIXES = {"economy": "eco", "art": "art", "geography": "geo", "history": "his",
            "popculture": "pop", "science": "sci", "sport": "spo", MISC: "mis"}
FORMATS = ("year", "number")
REGIONS = ("ch", "alps", "europe", "world")
ANSWER_MAX = 10 ** 12  # the largest answer a player can give, so the largest true answer too
LENGTHS = {"text": 160, "unit": 40, "fact": 140}  # characters per language
ID_PATTERN = re.compile(r"[a-z]{3}-\d{3}")
AS_OF_PATTERN = re.compile(r"\d{4}(-\d{2}-\d{2})?")
# Thousands separators: Swiss German apostrophe, English comma, French narrow no-break
# space (U+202F), Italian full stop. Years are never grouped.
GROUPING = {"de": "'", "en": ",", "fr": "\u202f", "it": "."}


@dataclass(frozen=True)
class Question:
    """One question of a pack; `text`, `unit` and `fact` map each language to its words."""

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

def bank_folder() -> Path:
    return levels_dir() / FOLDER


def load_questions(folder: Path | None = None) -> tuple[list[Question], list[DataError]]:
    """Every question of the packs in `folder` (default levels/gambit7/) that load cleanly,
    and the problems of the packs refused."""
    folder = folder or bank_folder()
    accepted: list[Question] = []
    problems: list[DataError] = []
    seen_ids: dict[str, str] = {}
    seen_texts: dict[tuple[str, str], str] = {}
    for path in sorted(folder.glob("*.toml")):
        if path.name == BOARD_FILE:
            continue
        pack, found = _read_pack(folder, path.name)
        found = found or _repeats(pack, f"{folder.name}/{path.name}", seen_ids, seen_texts)
        if found:
            problems += found
            continue
        accepted += pack
    return accepted, problems


@functools.cache
def default_bank() -> dict[str, Question]:
    """The shipped packs' questions by id, loaded once (the problems: `load_questions`)."""
    questions, _ = load_questions()
    return {question.id: question for question in questions}


def _read_pack(folder: Path, name: str) -> tuple[list[Question], list[DataError]]:
    where = f"{folder.name}/{name}"
    try:
        data = load(name, root=folder)
        header = field(data, "pack", dict, where, "")
        for key in ("name", "author", "licence"):
            _words(header, key, where, "pack")
        entries = field(data, "question", list, where, "")
    except DataError as problem:
        return [], [problem]
    if not entries:
        return [], [DataError(where, "question", "at least one [[question]]")]
    questions, problems = [], []
    for index, entry in enumerate(entries):
        try:
            questions.append(_question(entry, where, index))
        except DataError as problem:
            problems.append(problem)
    return questions, problems


def _question(entry: Any, where: str, index: int) -> Question:
    if not isinstance(entry, dict):
        raise DataError(where, f"question[{index}]", "a table")
    qid = entry.get("id")
    label = qid if isinstance(qid, str) and qid else f"question[{index}]"
    qid = field(entry, "id", str, where, f"question[{index}]")
    category = _one_of(entry, "category", CATEGORIES, where, label)
    if not ID_PATTERN.fullmatch(qid) or not qid.startswith(PREFIXES[category] + "-"):
        raise DataError(where, f"{label}.id", f"'{PREFIXES[category]}-' and three digits for {category}")
    answer = field(entry, "answer", int, where, label, 0, ANSWER_MAX)
    kind = _one_of(entry, "format", FORMATS, where, label)
    region = _one_of(entry, "region", REGIONS, where, label)
    as_of = field(entry, "as_of", str, where, label)
    if not AS_OF_PATTERN.fullmatch(as_of):
        raise DataError(where, f"{label}.as_of", f"YYYY or YYYY-MM-DD, got {as_of!r}")
    source = field(entry, "source", str, where, label)
    if not source.startswith(("http://", "https://")):
        raise DataError(where, f"{label}.source", f"a web address (http...), got {source!r}")
    words = {key: _languages(entry, key, where, label) for key in LENGTHS}
    for key, table in words.items():
        if "ß" in table["de"]:
            raise DataError(where, f"{label}.{key}.de", "Swiss spelling: ss, never ß")
    return Question(id=qid, category=category, answer=answer, format=kind, region=region,
                    as_of=as_of, source=source, pack=where, **words)


def _one_of(table: dict, key: str, allowed: tuple[str, ...], where: str, label: str) -> str:
    value = field(table, key, str, where, label)
    if value not in allowed:
        raise DataError(where, f"{label}.{key}", f"one of {', '.join(allowed)}, got {value!r}")
    return value


def _words(table: dict, key: str, where: str, label: str, limit: int | None = None) -> str:
    value = field(table, key, str, where, label)
    if not value.strip():
        raise DataError(where, f"{label}.{key}", "words, not an empty string")
    if limit is not None and len(value) > limit:
        raise DataError(where, f"{label}.{key}", f"at most {limit} characters, got {len(value)}")
    return value


def _languages(entry: dict, key: str, where: str, label: str) -> dict[str, str]:
    table = field(entry, key, dict, where, label)
    return {lang: _words(table, lang, where, f"{label}.{key}", LENGTHS[key]) for lang in LANGUAGES}


def _repeats(pack: list[Question], where: str, seen_ids: dict[str, str],
             seen_texts: dict[tuple[str, str], str]) -> list[DataError]:
    """Ids and question texts (any language, case and spacing ignored) seen before, in this
    pack or an accepted one. The pack's own entries join the seen ones only if it is clean."""
    ids, texts, problems = dict(seen_ids), dict(seen_texts), []
    for question in pack:
        if question.id in ids:
            problems.append(DataError(where, question.id, f"an id not used before (also in {ids[question.id]})"))
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


# ----------------------------------------------------------------------------- choosing

def choose(bank: Mapping[str, Question], rng: GameRng, asked: Iterable[str],
           misc_chance: float) -> tuple[str, ...]:
    """The ids of a game's questions: round n from category n, or a "misc" question with
    probability `misc_chance`. Ids in `asked` (earlier games) come back only once every
    other question of their category has been asked; a category used up starts over.
    A round falls back to its own category when "misc" has nothing left for this game."""
    asked = set(asked)
    by_category: dict[str, list[str]] = {category: [] for category in CATEGORIES}
    for qid in sorted(bank):
        by_category[bank[qid].category].append(qid)
    chosen: list[str] = []
    for own in ROUND_CATEGORIES:
        wants_misc = rng.random() < misc_chance
        for category in ((MISC, own) if wants_misc else (own,)):
            fresh = [qid for qid in by_category[category] if qid not in chosen]
            unasked = [qid for qid in fresh if qid not in asked]
            pool = unasked or fresh
            if pool:
                chosen.append(rng.choice(pool))
                break
        else:
            raise ValueError(f"no question left in category {own!r}")
    return tuple(chosen)


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
