"""The rules engines and bots stay pure: no pygame, no wall clock."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# A title's rules and bots (and Gambit 7's question packs), and the engine-free core (with the
# bot driver), stay pure.
TITLES = ROOT / "game" / "titles"
PURE = sorted(TITLES.glob("*/rules.py")) + sorted(TITLES.glob("*/bots.py")) + sorted(TITLES.glob("*/questions.py")) \
    + sorted((ROOT / "game" / "core").glob("*.py"))
FORBIDDEN = {"pygame", "pymunk", "time", "datetime"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(ROOT)))
def test_pure_modules_import_no_engine_and_no_clock(path):
    assert not imported_modules(path) & FORBIDDEN


def test_the_check_itself_catches_an_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from pygame import display\n")
    assert imported_modules(bad) & FORBIDDEN == {"pygame"}


def test_only_the_input_layer_reads_the_event_queue():
    readers = [path for path in (ROOT / "game").rglob("*.py")
               if "event.get(" in path.read_text(encoding="utf-8")]
    assert [p.relative_to(ROOT).as_posix() for p in readers] == ["game/input/layer.py"]


WALL_CLOCKS = ("time.Clock(", "get_ticks(", "perf_counter(", "monotonic", "time.time(", "time.sleep(")


def wall_clock_readers() -> dict[str, list[str]]:
    found = {}
    for path in sorted((ROOT / "game").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        hits = [clock for clock in WALL_CLOCKS if clock in text]
        if hits:
            found[path.relative_to(ROOT).as_posix()] = hits
    return found


def test_only_the_app_reads_the_wall_clock():
    """Game time comes from game/app.py alone. The arena's stopwatch only times the arena
    itself for its games-per-second line, and the phones' server its rate limit (in its own
    threads, beside the frame loop); no game ever sees either."""
    readers = wall_clock_readers()
    assert readers.pop("game/arena.py") == ["perf_counter("]
    assert readers.pop("game/phones/server.py") == ["monotonic"]
    assert list(readers) == ["game/app.py"]


# What sits under the shell never imports it: the shell hands a table its host
# (game/kit/host.py), so the kit, the core and a title's rules and bots reach no scene.
UNDER_THE_SHELL = sorted((ROOT / "game" / "kit").glob("*.py")) + sorted((ROOT / "game" / "core").glob("*.py")) \
    + sorted(TITLES.glob("*/rules.py")) + sorted(TITLES.glob("*/bots.py"))


def shell_imports(path: Path) -> list[str]:
    """Every import of game.shell in `path`, at the top or inside a function."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else \
            [node.module or ""] if isinstance(node, ast.ImportFrom) else []
        found += [name for name in names if name == "game.shell" or name.startswith("game.shell.")]
        if isinstance(node, ast.ImportFrom) and node.module == "game":
            found += [f"game.{alias.name}" for alias in node.names if alias.name == "shell"]
    return found


@pytest.mark.parametrize("path", UNDER_THE_SHELL, ids=lambda p: str(p.relative_to(ROOT)))
def test_nothing_under_the_shell_imports_it(path):
    assert shell_imports(path) == []


def test_the_shell_check_sees_a_lazy_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from game.shell.pause import PauseScene\n    from game import shell\n")
    assert shell_imports(bad) == ["game.shell.pause", "game.shell"]
