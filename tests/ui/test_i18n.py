"""Every text key exists in all four languages, fills its placeholders, and renders."""
import re
import string

import pytest

from game.ui import fonts
from game.ui.i18n import LANGUAGES, Texts

TEXTS = Texts()


def placeholders(words: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(words) if name}


def test_every_key_is_in_every_language():
    keys = {lang: set(table) for lang, table in TEXTS.tables.items()}
    for lang in LANGUAGES:
        assert keys[lang] == keys["en"], f"{lang}: missing {sorted(keys['en'] - keys[lang])[:5]}, " \
                                         f"extra {sorted(keys[lang] - keys['en'])[:5]}"


def test_placeholders_match_across_languages():
    for key, english in TEXTS.tables["en"].items():
        for lang in LANGUAGES:
            assert placeholders(TEXTS.tables[lang][key]) == placeholders(english), (lang, key)


def test_translations_are_not_copies_of_english():
    def has_words(text: str) -> bool:  # more than placeholders and symbols ("{name}: {die} → {value}")
        return any(char.isalpha() for char in re.sub(r"\{\w+\}", "", text))

    same = [key for key, english in TEXTS.tables["en"].items()
            if len(english) > 12 and has_words(english)
            and all(TEXTS.tables[lang][key] == english for lang in ("de", "fr", "it"))]
    assert same == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_string_renders_with_the_bundled_font(lang):
    missing = {key: fonts.missing_glyphs(words) for key, words in TEXTS.tables[lang].items()}
    assert {key: chars for key, chars in missing.items() if chars} == {}


def test_missing_key_falls_back_to_english_then_the_key():
    assert TEXTS.get("xx", "menu.quit") == TEXTS.get("en", "menu.quit")
    assert TEXTS.get("de", "no.such.key") == "no.such.key"
    assert TEXTS.get("en", "lobby.seat", seat=3) == "Seat 3"
