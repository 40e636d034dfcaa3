"""Gambit 7 question ids name one question forever (issue 31): the ledger of what each id
asks (question_ids.tsv) against the packs, and retired ids (levels/gambit7/retired.toml)
never used again."""
import difflib
from pathlib import Path

import pytest

from gambit7_bank import entry, pack_text
from game import data
from game.core.errors import DataError
from game.titles.gambit7 import questions as Q

LEDGER = Path(__file__).with_name("question_ids.tsv")
SAME_QUESTION = 0.6  # English texts at least this alike (difflib's ratio) ask the same question


def ledger() -> dict[str, tuple[str, str]]:
    rows = [line.split("\t") for line in LEDGER.read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")]
    return {qid: (kind, text) for qid, kind, text in rows}


def test_every_question_of_the_packs_is_in_the_ledger_and_still_asks_what_its_id_named():
    known, changed = ledger(), []
    for question in Q.load_questions()[0]:
        assert question.id in known, f"{question.id} is new: add its line to {LEDGER.name}"
        kind, text = known[question.id]
        alike = difflib.SequenceMatcher(None, text, question.text["en"]).ratio()
        if kind != question.format or alike < SAME_QUESTION:
            changed.append(question.id)
    assert changed == [], "a rewritten question takes a new id (and its old one is retired)"


def test_no_retired_id_is_in_the_ledger_or_the_packs():
    retired = Q.retired_ids()
    assert len(retired) >= 188
    assert not set(retired) & set(ledger())
    assert not set(retired) & set(Q.bank())


def test_each_retired_id_points_at_the_question_it_named_last():
    table = data.load("gambit7/retired.toml")["retired"]
    bank = Q.bank()
    assert all(item["now"] in bank for item in table)


def test_a_pack_that_uses_a_retired_id_is_refused_naming_the_file_and_the_id(tmp_path):
    (tmp_path / "retired.toml").write_text('[[retired]]\nid = "eco-002"\nasked = "In which year?"\n'
                                           'now = "eco-009"\n', encoding="utf-8")
    (tmp_path / "a.toml").write_text(pack_text([entry("economy", n, 1000 + n) for n in (1, 2)]),
                                     encoding="utf-8")
    (tmp_path / "b.toml").write_text(pack_text([entry("economy", 3, 1003)]), encoding="utf-8")
    loaded, problems = Q.load_questions(tmp_path)
    assert [q.id for q in loaded] == ["eco-003"]
    assert problems[0].path.endswith("a.toml") and problems[0].entry == "eco-002"
    assert "retired.toml, retired" in problems[0].expected


@pytest.mark.parametrize("text, entry_named", [
    ('[[retired]]\nid = "eco-2"\nasked = "Q?"\nnow = "eco-009"\n', "retired[0].id"),
    ('[[retired]]\nid = "eco-002"\nasked = "Q?"\nnow = "eco-009"\n' * 2, "retired[1].id"),
])
def test_a_broken_retired_file_names_itself_and_its_entry(tmp_path, text, entry_named):
    (tmp_path / "retired.toml").write_text(text, encoding="utf-8")
    (tmp_path / "a.toml").write_text(pack_text([entry("economy", 1, 1001)]), encoding="utf-8")
    loaded, problems = Q.load_questions(tmp_path)
    assert loaded == [] and isinstance(problems[0], DataError)
    assert problems[0].path.endswith("retired.toml") and problems[0].entry == entry_named
