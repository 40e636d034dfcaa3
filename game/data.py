"""The one validating loader for levels/ (TOML or JSON data, never code).

Every file is read through `load_checked` against the schema its reader declares
(game/schema.py); errors name the file, the entry and what was expected (`DataError`).
A path must stay inside levels/: a pack cannot reach files outside its folder.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import tomllib
from pathlib import Path
from typing import Any, Callable, Hashable, Mapping, TypeVar

from game import schema
from game.core.errors import DataError
from game.paths import levels_dir

MAX_BYTES = 4 * 1024 * 1024  # no levels file comes near this; a bigger one is a mistake
T = TypeVar("T")


def load(name: str, root: Path | None = None) -> dict[str, Any]:
    """Load levels/<name> (.toml or .json) as a dict; DataError when unreadable."""
    return _parse(*_read(name, root))


def folder(name: str, root: Path | None = None) -> Path:
    """levels/<name>, to list the files of a title that reads whatever its folder holds
    (a quiz's question packs); each is then loaded by name."""
    return (root or levels_dir()) / name


def _read(name: str, root: Path | None) -> tuple[Path, bytes]:
    base = (root or levels_dir()).resolve()
    path = (base / name).resolve()
    if base not in path.parents:
        raise DataError(name, "(path)", "a file inside levels/")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DataError(str(path), "(file)", f"a readable file ({exc.strerror})") from exc
    if len(raw) > MAX_BYTES:
        raise DataError(str(path), "(file)", f"a file of at most {MAX_BYTES // 1024} KiB")
    return path, raw


def _parse(path: Path, raw: bytes) -> dict[str, Any]:
    if path.suffix not in (".toml", ".json"):
        raise DataError(str(path), "(file)", "a .toml or .json file")
    try:
        text = raw.decode("utf-8")
        data = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    except RecursionError as exc:
        raise DataError(str(path), "(syntax)", "tables and lists nested a few levels deep, not hundreds") from exc
    except ValueError as exc:  # a syntax error, bad UTF-8, a number too long to read
        raise DataError(str(path), "(syntax)", f"valid {path.suffix[1:].upper()}: {exc}") from exc
    if not isinstance(data, dict):
        raise DataError(str(path), "(top level)", "a table of entries")
    return data


def load_checked(name: str, shape: schema.Part, root: Path | None = None) -> dict[str, Any]:
    """Load levels/<name> and check it against its declared schema."""
    return schema.check(load(name, root), shape, name)


def fingerprint(*loaded: Any) -> str:
    """A short hash of what loaded data says (dicts, lists, tuples, sets, dataclasses, numbers and
    text, as the loaders return them; not how the files say it: comments and layout do not
    count), so a save can tell whether the data it was played with has changed since."""
    content = json.dumps(loaded, sort_keys=True, default=_plain)
    return hashlib.sha256(content.encode("utf-8")).hexdigest()[:16]


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: getattr(value, field.name) for field in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return dict(value)
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    raise TypeError(f"no fingerprint of {type(value).__name__}: loaded data holds plain values")


_made: dict[tuple[Hashable, str, bytes], Any] = {}
MADE_MOST = 256


def by_content(name: str, kind: Hashable, make: Callable[[dict[str, Any]], T], root: Path | None = None) -> T:
    """`make` of levels/<name> as loaded, remembered by `kind` and the file's bytes: a file
    read again unchanged is not parsed and checked again (autosaves hash a title's files every
    few seconds; the quiz's question packs are 0.7 MB of TOML). What `make` returns is shared
    by every later call, so it must be something nobody changes."""
    path, raw = _read(name, root)
    key = (kind, name, hashlib.sha256(raw).digest())
    if key not in _made:
        made = make(_parse(path, raw))
        if len(_made) >= MADE_MOST:
            _made.clear()
        _made[key] = made
    return _made[key]
