"""A title's rules and bots never load their data themselves: the catalogue entry loads it once
(`Title.load_data`, which calls the rules' `check_data`) and every game, bot and table is given
that one typed record. So no function of a title's rules.py or bots.py but `check_data` (and
`data_files`, the list of files a save's digest covers) calls a loader, and no parameter named
`data` falls back to None ("None: read now")."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TITLES = ROOT / "game" / "titles"
TOY = ROOT / "tests" / "sixth"  # the sixth-title toy (tests/test_sixth_title.py), a title's example
CHECKED = sorted(TITLES.glob("*/rules.py")) + sorted(TITLES.glob("*/bots.py")) + [TOY / "rules.py", TOY / "bots.py"]
# What reads levels/ (game/data.py's loaders, a title's own: Gambit 7's packs and ranges, the
# bots' profiles) or any file.
LOADERS = {"load", "load_checked", "by_content", "load_data", "check_data", "bank", "default_bank",
           "load_questions", "accepted_packs", "retired_ids", "load_profiles", "read_text", "read_bytes", "open"}
MAY_LOAD = {"check_data", "data_files"}


def called_name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def calls(node: ast.AST) -> set[str]:
    return {called_name(call) for call in ast.walk(node) if isinstance(call, ast.Call)}


def loaders_of(tree: ast.Module) -> set[str]:
    """LOADERS and the module's own functions that call one, however indirectly."""
    functions = {node.name: calls(node) for node in ast.walk(tree)
                 if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name not in MAY_LOAD}
    loaders = set(LOADERS)
    while grown := {name for name, called in functions.items() if called & loaders} - loaders:
        loaders |= grown
    return loaders


def loading_outside_check_data(source: str) -> list[str]:
    """'function: loader' for each loader called outside `check_data`/`data_files` (at the
    module's top level too), and 'function: data=None' for each `data` parameter defaulting
    to None."""
    tree = ast.parse(source)
    loaders = loaders_of(tree)
    found = []

    def visit(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                arguments = child.args
                positional = arguments.posonlyargs + arguments.args
                defaults = dict(zip([a.arg for a in positional][::-1], arguments.defaults[::-1]))
                defaults |= {a.arg: d for a, d in zip(arguments.kwonlyargs, arguments.kw_defaults) if d is not None}
                default = defaults.get("data")
                if isinstance(default, ast.Constant) and default.value is None:
                    found.append(f"{child.name}: data=None")
                if child.name not in MAY_LOAD:
                    visit(child, child.name)
            else:
                if isinstance(child, ast.Call) and called_name(child) in loaders:
                    found.append(f"{where}: {called_name(child)}")
                visit(child, where)

    visit(tree, "(module)")
    return found


@pytest.mark.parametrize("path", CHECKED, ids=lambda p: str(p.relative_to(ROOT)))
def test_a_titles_rules_and_bots_load_no_data_themselves(path):
    assert loading_outside_check_data(path.read_text(encoding="utf-8")) == []


def test_the_check_itself_catches_a_loading_fallback():
    """The shapes this test was written against (Altitude's and Gambit 7's before their records)."""
    fallback = ("def new_game(config, seed, data: dict | None = None):\n"
                "    data = load_data() if data is None else data\n"
                "def make_bot(seat, profile, rng, config, data=None):\n"
                "    return rules.Data(rules.load_data(), questions.default_bank(), plausible.load())\n"
                "def pick_questions(seed, *, data=None):\n    pass\n"
                "def settings_of(data):\n    return load_data()['x']\n"
                "def from_questions(quiz, settings=None):\n    return settings or settings_of(None)\n"
                "def check_data():\n    return load_checked('x', None)\n")
    assert loading_outside_check_data(fallback) == [
        "new_game: data=None", "new_game: load_data", "make_bot: data=None", "make_bot: load_data",
        "make_bot: default_bank", "make_bot: load", "pick_questions: data=None", "settings_of: load_data",
        "from_questions: settings_of"]
