"""Made-up Gambit 7 questions for the tests, so they do not hang on the shipped packs.

`pack_text` writes a pack in the real format (for the loader's tests); `synthetic_bank`
builds Question objects directly: years from 1200 to 2020 and quantities from 10 to a
billion, as the real packs have."""
from __future__ import annotations

import dataclasses
import json
import random

from game.titles import gambit7 as title
from game.titles.gambit7.questions import CATEGORIES, LANGUAGES, PREFIXES, Question

TITLE = dataclasses.replace(title.TITLE, options=(), default_players=5, prepare="", notices="", audience=False)  # without its lobby's options


QUESTION_MARK = {"de": "?", "en": "?", "fr": "\u202f?", "it": "?"}  # French typography


def entry(category: str, number: int, answer: int, kind: str = "number") -> dict:
    """One question as a pack holds it; every text differs by its id."""
    qid = f"{PREFIXES[category]}-{number:03d}"
    return {"id": qid, "category": category, "answer": answer, "format": kind, "region": "world",
            "as_of": "2024", "source": f"https://example.org/{qid}", "topics": [qid],
            "text": {lang: f"Question {qid} ({lang}){QUESTION_MARK[lang]}" for lang in LANGUAGES},
            "unit": {lang: f"unit-{lang}" for lang in LANGUAGES},
            "fact": {lang: f"Fact {qid} ({lang})." for lang in LANGUAGES}}


def pack_text(entries: list[dict], name: str = "Test pack") -> str:
    """TOML of a pack (JSON strings are valid TOML basic strings)."""
    lines = ["[pack]", f"name = {json.dumps(name)}", 'author = "Tests"', 'licence = "CC0-1.0"']
    for item in entries:
        lines += ["", "[[question]]"]
        for key, value in item.items():
            if isinstance(value, dict):
                lines += [f"{key}.{lang} = {json.dumps(words, ensure_ascii=False)}" for lang, words in value.items()]
            else:
                lines.append(f"{key} = {json.dumps(value)}")
    return "\n".join(lines) + "\n"


def question(item: dict, pack: str = "tests") -> Question:
    return Question(pack=pack, **{**item, "topics": tuple(item["topics"])})


def synthetic_bank(per_category: int = 12, seed: int = 7) -> dict[str, Question]:
    rng = random.Random(seed)
    bank = {}
    for category in CATEGORIES:
        for number in range(1, per_category + 1):
            if number % 3 == 0:
                item = entry(category, number, rng.randint(1200, 2020), "year")
            else:
                item = entry(category, number, int(10 ** rng.uniform(1, 9)))
            bank[item["id"]] = question(item)
    return bank
