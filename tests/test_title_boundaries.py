"""A title is one unit: its id and name appear in game/ only inside its own folder
(game/titles/<id>/), and no shared test keeps a list of titles (docs/ARCHITECTURE.md, "Where a
title may be named"). The titles are found by their folders, not listed here.

- game/: no title's id or display name anywhere outside game/titles/<id>/, comments included
  (levels/<id>/, docs/rules/ and assets/ lie outside game/).
- tests/: a shared test (outside tests/titles/<id>/) may name one title where it tests that
  title's behaviour in a shared place (a save of one title, one title's phone), but no literal
  in it (a list, tuple, set or dict: a parametrisation, a table by title) names two titles or
  more, unless it is a reviewed table of such cases (CASES): a list meant to hold every title
  loops over the catalogue instead.
- sounds: a title's own sounds (its descriptor's `shouts`) and their captions are named only in
  its folder; game/ui/sound.py and game/ui/text/ hold the shared effects'.
"""
import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TITLE_DIR = ROOT / "game" / "titles"
IDS = sorted(path.parent.name for path in TITLE_DIR.glob("*/__init__.py"))


def names_of(title_id: str) -> list[str]:
    """A title's id (also as spelt with an umlaut) and its display names in every language (its
    text.toml's `<id>.name`)."""
    text = (TITLE_DIR / title_id / "text.toml").read_text(encoding="utf-8")
    return [title_id, title_id.replace("ae", "ä"),
            *re.findall(rf'^"{re.escape(title_id)}\.name"\s*=\s*"([^"]+)"', text, re.MULTILINE)]


def pattern(names: list[str]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(name) for name in sorted(set(names), key=len, reverse=True)), re.IGNORECASE)


def named_outside(root: Path, names: dict[str, list[str]], own_folders: Path) -> list[str]:
    """`path: name` for every title named (`names`: by id) in a .py file under `root` outside
    that title's own folder (own_folders/<id>/)."""
    found = []
    for title_id, its_names in names.items():
        for path in sorted(root.rglob("*.py")):
            if (own_folders / title_id) not in path.parents:
                found += [f"{path.relative_to(root.parent).as_posix()}: {hit.group(0)}"
                          for hit in pattern(its_names).finditer(path.read_text(encoding="utf-8"))]
    return found


def title_lists(path: Path, ids: list[str]) -> list[str]:
    """"<line>: <ids>" of every literal collection in `path` naming two titles or more (a string
    that is a title's id, or starts with an id and a dot, dash or underscore)."""
    words = re.compile(rf"({'|'.join(map(re.escape, ids))})([.\-_].*)?$", re.IGNORECASE | re.DOTALL)
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.List, ast.Tuple, ast.Set, ast.Dict)):
            named = set()
            for child in ast.walk(node):
                if isinstance(child, ast.Constant) and isinstance(child.value, str):
                    match = words.match(child.value)
                    if match:
                        named.add(match.group(1).lower())
            if len(named) >= 2:
                found.append(f"{node.lineno}: {' '.join(sorted(named))}")
    return sorted(set(found), key=lambda hit: int(hit.split(":")[0]))


def test_the_titles_are_found():
    assert len(IDS) >= 5 and all(len(names_of(title_id)) > 1 for title_id in IDS)


def test_no_title_is_named_in_game_outside_its_folder():
    assert named_outside(ROOT / "game", {title_id: names_of(title_id) for title_id in IDS}, TITLE_DIR) == []


OWN_TESTS = ROOT / "tests" / "titles"  # tests/titles/<id>/: a title's own tests
SHARED_TESTS = sorted(path for path in (ROOT / "tests").rglob("*.py")
                      if not path.is_relative_to(OWN_TESTS) or path.parent == OWN_TESTS)


# Tables of cases in shared tests, each case about one title's own behaviour there (its save,
# its lobby, its example screen): reviewed, by the titles they name (a change asks for a new look).
CASES = """
tests/fuzzing.py: cambio gaemsh
tests/kit/test_kit_caches.py: altitude gambit7
tests/kit/test_layout.py: cambio gambit7
tests/kit/test_layout_shell.py: altitude gambit7
tests/kit/test_prepared.py: gambit7 stafette
tests/kit/test_reading_pause.py: cambio gambit7 stafette
tests/phones/test_phone_facts.py: altitude cambio gaemsh stafette
tests/phones/test_phone_facts_browser.py: altitude gaemsh gambit7 stafette
tests/phones/test_phone_results.py: cambio gaemsh stafette
tests/shell/test_lobby_memory.py: cambio stafette
tests/shell/test_results.py: altitude gaemsh gambit7
tests/shell/test_results_layout.py: altitude gambit7
tests/shell/test_rules_help.py: altitude cambio gaemsh
tests/test_cli.py: gaemsh stafette
tests/test_saves.py: cambio gaemsh gambit7 stafette
tests/test_saves.py: cambio stafette
tests/titles/test_words_match_the_screen.py: cambio gaemsh
tests/ui/test_retained_cache.py: altitude cambio
"""
def reviewed(path: str) -> set[str]:
    return {line.partition(": ")[2] for line in CASES.strip().splitlines() if line.partition(": ")[0] == path}


@pytest.mark.parametrize("path", SHARED_TESTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_shared_test_keeps_a_list_of_titles(path):
    name = path.relative_to(ROOT).as_posix()
    assert [hit for hit in title_lists(path, IDS) if hit.partition(": ")[2] not in reviewed(name)] == []


def test_the_checks_see_a_name_and_a_list(tmp_path):
    (tmp_path / "game" / "titles" / "one").mkdir(parents=True)
    (tmp_path / "game" / "shell").mkdir()
    (tmp_path / "game" / "titles" / "one" / "x.py").write_text("ONE = 1  # one's own, not Zwei's\n")
    (tmp_path / "game" / "shell" / "y.py").write_text("# as Uno does\n")
    names = {"one": ["one", "Uno"], "two": ["two", "Zwei"]}
    assert named_outside(tmp_path / "game", names, tmp_path / "game" / "titles") == [
        "game/shell/y.py: Uno", "game/titles/one/x.py: Zwei"]
    bad = tmp_path / "game" / "shell" / "z.py"
    bad.write_text('PLAYERS = {"one": 4, "two.name": 2}\nFINE = ["one", "other"]\n')
    assert title_lists(bad, ["one", "two"]) == ["1: one two"]


def test_a_titles_sounds_are_named_and_captioned_in_its_folder():
    """The shared sounds (game/ui/sound.py's EFFECTS) are captioned in game/ui/text/; a title's
    own sounds (its descriptor's `shouts`: its shouts, Gämsh's emotes) only in its text.toml."""
    import tomllib

    from game.catalogue import TITLES
    from game.ui.sound import EFFECTS, SOUND_NAMES

    def caption_keys(path: Path) -> set[str]:
        tables = tomllib.loads(path.read_text(encoding="utf-8"))
        return {key for table in tables.values() for key in table if key.startswith("caption.")}

    shared = set().union(*(caption_keys(path) for path in (ROOT / "game" / "ui" / "text").glob("*.toml")))
    assert {key.removeprefix("caption.") for key in shared} <= set(EFFECTS)
    assert set(SOUND_NAMES) == set(EFFECTS) | {sound for title in TITLES for sound in title.shouts}
    for title in TITLES:
        own = {f"caption.{sound}" for sound in title.shouts}
        assert own <= caption_keys(TITLE_DIR / title.id / "text.toml"), title.id


def test_the_phone_page_names_no_title():
    """The phone page (assets/phone/) is every title's: what a title shows on it (a special chip's
    face and words) comes in the title's view, in its own text. Display names are matched as
    written ("cambio" is also an Italian word), ids as whole words."""
    found = []
    for path in sorted((ROOT / "assets" / "phone").iterdir()):
        text = path.read_text(encoding="utf-8")
        for title_id in IDS:
            names = names_of(title_id)
            hits = re.findall(rf"\b({'|'.join(map(re.escape, names[:2]))})\b", text, re.IGNORECASE)
            hits += [name for name in names[2:] if name in text]
            found += [f"{path.name}: {hit}" for hit in hits]
    assert found == []
