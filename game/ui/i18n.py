"""Key-based text tables in four languages: game/ui/text/*.toml (the shell's) and each
title's game/titles/<id>/text.toml.

Each file holds the tables [en], [de], [fr], [it] with the same keys. A missing key
falls back to English, then to the key itself, so a gap shows as a visible key rather
than a crash; tests/ui/test_i18n.py keeps all four languages complete.

The files are read at once, but a language's tables are parsed only when that language is
first asked for: the menu's first frame needs English and the player's language, and parsing
all four would cost the start more than a third of the CPU the game adds to a bare pygame
program (docs/BENCHMARKS.md, start-up). Each [xx] table is parsed on its own, from where its
header line stands in the file; a file laid out otherwise (keys outside the four tables,
a header written another way) is parsed whole at once, as before. A table whose every line is
`"key" = "text"` (or blank, or a comment), with no escape but `\\u` and four hex digits, as all are, is read by
one regular expression, which TOML gives the same meaning: tomllib, pure Python, took ~9 ms of the
first frame for English alone, and is imported only for a table written otherwise.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from game.core.errors import DataError

LANGUAGES = ("de", "en", "fr", "it")
TEXT_DIR = Path(__file__).resolve().parent / "text"


def text_files(folder: Path = TEXT_DIR, titles: Iterable[str | Path] | None = None) -> list[Path]:
    """The shell's tables, then per title folder its table and its guide's words (`titles`:
    the folders holding the title packages; None: game.titles'), listed without pathlib's glob,
    whose patterns cost the first frame a few milliseconds."""
    import game.titles  # here: the tables' module stays free of the titles until they are read

    places = [Path(place) for place in (game.titles.__path__ if titles is None else titles)]
    shell = sorted(folder / name for name in os.listdir(folder) if name.endswith(".toml"))
    kinds = [sorted(place / title / name for place in places for title in os.listdir(place)
                    if not title.startswith(".") and (place / title / name).is_file())
             for name in ("text.toml", "guide.toml")]
    return shell + kinds[0] + kinds[1]


# A table's header line. Written without a leading ^, so that the search jumps from "[" to "[" (with ^
# it tried every character of the 0.35 MB of tables: 1.8 ms of the start); `_sections` keeps the
# matches that begin a line.
_HEADER = re.compile(r"\[(de|en|fr|it)\][ \t]*(?:#[^\n]*)?$", re.MULTILINE)
# TOML's basic string with no escape but \u and four hex digits (not a surrogate, which TOML refuses), and a
# comment: any character but a control character (tab allowed)
_CHARS, _UNICODE = r'[^"\\\x00-\x08\x0a-\x1f\x7f]*', r'\\u(?![dD][89a-fA-F])[0-9A-Fa-f]{4}'
_PLAIN, _COMMENT = rf'{_CHARS}(?:{_UNICODE}{_CHARS})*', r'(?:#[^\x00-\x08\x0a-\x1f\x7f]*)?'
_PAIR = re.compile(rf'^[ \t]*"({_PLAIN})"[ \t]*=[ \t]*"({_PLAIN})"[ \t]*{_COMMENT}$', re.MULTILINE)
_NOTHING = re.compile(rf"^[ \t]*{_COMMENT}$", re.MULTILINE)  # a blank line or a comment
_ESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})")


def _parse(path: Path, source: str) -> dict[str, Any]:
    import tomllib  # only for a table not written as plain pairs (see _plain)

    try:
        return tomllib.loads(source)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(str(path), "(syntax)", f"valid TOML: {exc}") from exc


def _plain(source: str) -> dict[str, str] | None:
    """The pairs of `source` when each of its lines is a plain pair, blank or a comment and no key
    comes twice (what tomllib reads from it); None when any line is written otherwise."""
    pairs = _PAIR.findall(source)
    lines = source.count("\n") + 1
    if len(pairs) + len(_NOTHING.findall(source)) != lines:
        return None
    table = dict(pairs) if "\\" not in source else {_unescaped(key): _unescaped(text) for key, text in pairs}
    return table if len(table) == len(pairs) else None  # a key twice: tomllib says where


def _unescaped(text: str) -> str:
    return _ESCAPE.sub(lambda escape: chr(int(escape[1], 16)), text)


def _read(path: Path, source: str) -> dict[str, Any]:
    """`source` as TOML: by `_plain` when it can, else by tomllib."""
    header, _, body = source.lstrip("\n").partition("\n")
    found = _HEADER.fullmatch(header)
    table = _plain(body) if found else None
    return {found[1]: table} if table is not None else _parse(path, source)


def _sections(path: Path, text: str) -> dict[str, str] | None:
    """Each language's table of a file as TOML of its own (padded with blank lines, so an error
    names the file's own line), or None when the file is not simply the four tables."""
    headers = [found for found in _HEADER.finditer(text) if found.start() == 0 or text[found.start() - 1] == "\n"]
    if sorted(header[1] for header in headers) != sorted(LANGUAGES):
        return None
    preamble = text[:headers[0].start()]  # comments only, or keys outside the four tables
    if _plain(preamble) != {} and _parse(path, preamble):
        return None
    ends = [header.start() for header in headers[1:]] + [len(text)]
    return {header[1]: "\n" * text.count("\n", 0, header.start()) + text[header.start():end]
            for header, end in zip(headers, ends)}


class _Tables(Mapping):
    """Language -> its table, each parsed when first asked for."""

    def __init__(self, parse: Callable[[str], dict[str, str]]) -> None:
        self.parse = parse
        self.parsed: dict[str, dict[str, str]] = {}

    def __getitem__(self, lang: str) -> dict[str, str]:
        if lang not in self.parsed:
            if lang not in LANGUAGES:
                raise KeyError(lang)
            self.parsed[lang] = self.parse(lang)
        return self.parsed[lang]

    def get(self, lang: str, default: Any = None) -> Any:
        """Mapping.get, without its exception for a table parsed already (asked every frame)."""
        table = self.parsed.get(lang)
        if table is not None:
            return table
        return self[lang] if lang in LANGUAGES else default

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


class Texts:
    def __init__(self, files: list[Path] | None = None) -> None:
        # per file, in order: each language's TOML source, or the whole file parsed
        self.files: list[tuple[Path, dict[str, str] | dict[str, Any]]] = []
        for path in text_files() if files is None else files:
            try:
                text = path.read_text(encoding="utf-8")
            except UnicodeDecodeError as exc:
                raise DataError(str(path), "(syntax)", f"valid TOML: {exc}") from exc
            sections = _sections(path, text)
            self.files.append((path, sections) if sections is not None else (path, {"": _parse(path, text)}))
        self.tables: Mapping[str, dict[str, str]] = _Tables(self._table)

    def _table(self, lang: str) -> dict[str, str]:
        table: dict[str, str] = {}
        for path, parts in self.files:
            data = parts[""] if "" in parts else _read(path, parts[lang])
            for key, value in data.get(lang, {}).items():
                if not isinstance(value, str):
                    raise DataError(str(path), f"{lang}.{key}", "a string")
                table[key] = value
        return table

    def get(self, lang: str, key: str, /, **params: object) -> str:
        text = self.tables.get(lang, {}).get(key) or self.tables["en"].get(key) or key
        if params:
            try:
                return text.format(**params)
            except (KeyError, IndexError, ValueError):
                return text
        return text

    def has(self, key: str) -> bool:
        return key in self.tables["en"]
