"""The one validating loader for levels/ (TOML or JSON data, never code).

Errors name the file, the entry and what was expected (`DataError`). A path must stay
inside levels/: a pack cannot reach files outside its folder.
"""
from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

from game.core.errors import DataError
from game.paths import levels_dir


def load(name: str, root: Path | None = None) -> dict[str, Any]:
    """Load levels/<name> (.toml or .json) as a dict; DataError when unreadable."""
    base = (root or levels_dir()).resolve()
    path = (base / name).resolve()
    if base not in path.parents:
        raise DataError(name, "(path)", "a file inside levels/")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DataError(str(path), "(file)", f"a readable file ({exc.strerror})") from exc
    try:
        if path.suffix == ".toml":
            return tomllib.loads(raw.decode("utf-8"))
        if path.suffix == ".json":
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict):
                raise DataError(str(path), "(top level)", "a table of entries")
            return data
    except (tomllib.TOMLDecodeError, json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise DataError(str(path), "(syntax)", f"valid {path.suffix[1:].upper()}: {exc}") from exc
    raise DataError(str(path), "(file)", "a .toml or .json file")


def field(table: dict[str, Any], key: str, kind: type | tuple[type, ...], path: str, entry: str,
          low: float | None = None, high: float | None = None) -> Any:
    """Fetch table[key], checking its type (and range for numbers)."""
    where = f"{entry}.{key}" if entry else key
    if key not in table:
        raise DataError(path, where, f"a value of type {_kind_name(kind)}")
    value = table[key]
    if isinstance(value, bool) and kind is not bool and bool not in (kind if isinstance(kind, tuple) else (kind,)):
        raise DataError(path, where, f"{_kind_name(kind)}, not true/false")
    if not isinstance(value, kind):
        raise DataError(path, where, f"{_kind_name(kind)}, got {type(value).__name__} {value!r}")
    if low is not None and value < low or high is not None and value > high:
        raise DataError(path, where, f"a number from {low} to {high}, got {value!r}")
    return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join(k.__name__ for k in kinds)
