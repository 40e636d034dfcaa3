"""Key-based text tables in four languages: game/ui/text/*.toml (the shell's) and each
title's game/titles/<id>/text.toml.

Each file holds the tables [en], [de], [fr], [it] with the same keys. A missing key
falls back to English, then to the key itself, so a gap shows as a visible key rather
than a crash; tests/ui/test_i18n.py keeps all four languages complete.
"""
from __future__ import annotations

import tomllib
from pathlib import Path

from game.core.errors import DataError

LANGUAGES = ("de", "en", "fr", "it")
TEXT_DIR = Path(__file__).resolve().parent / "text"
TITLES_DIR = Path(__file__).resolve().parent.parent / "titles"


def text_files(folder: Path = TEXT_DIR, titles: Path = TITLES_DIR) -> list[Path]:
    """The shell's tables, then per title folder its table and its guide's words."""
    return sorted(folder.glob("*.toml")) + sorted(titles.glob("*/text.toml")) + sorted(titles.glob("*/guide.toml"))


class Texts:
    def __init__(self, files: list[Path] | None = None) -> None:
        self.tables: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
        self.sources: dict[str, str] = {}
        for path in text_files() if files is None else files:
            try:
                data = tomllib.loads(path.read_text(encoding="utf-8"))
            except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
                raise DataError(str(path), "(syntax)", f"valid TOML: {exc}") from exc
            for lang in LANGUAGES:
                table = data.get(lang, {})
                for key, value in table.items():
                    if not isinstance(value, str):
                        raise DataError(str(path), f"{lang}.{key}", "a string")
                    self.tables[lang][key] = value
                    self.sources[key] = path.parent.name + "/" + path.name

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
