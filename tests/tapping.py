"""How a phone plays a title by tapping, for the browser tests: each title's plan is in its own
tests folder, tests/titles/<id>/<id>_taps.py, with `choose(player, table)` (the first of the
page's targets the player wants now; None: it waits), `done(table, seats)` (the round got
through), `SHOT_WHEN` (the prefix of a target the page offers when its screenshot is taken)
and optionally `snapshot(player, table)` (the name of one more screenshot to take now, or None)."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

TITLES_TESTS = Path(__file__).resolve().parent / "titles"


def moves(table: Any, seat: int) -> list:
    return [action for action in table.session.match.actions() if getattr(action, "seat", None) == seat]


def kinds(table: Any, seat: int) -> list[str]:
    return [type(action).__name__ for action in moves(table, seat)]


def plan(title: Any) -> ModuleType:
    """The title's tapping plan (its <id>_taps.py, loaded once)."""
    name = f"{title.id}_taps"
    if name not in sys.modules:
        path = TITLES_TESTS / title.id / f"{name}.py"
        assert path.is_file(), f"{title.id} has no tapping plan for the browser tests: write {path}"
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]
