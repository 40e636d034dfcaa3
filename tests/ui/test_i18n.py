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


def test_a_language_is_parsed_when_first_asked_for():
    texts = Texts()
    assert texts.get("en", "menu.quit") == "Quit"
    assert set(texts.tables.parsed) == {"en"}  # the menu's first frame in English parses English alone
    assert texts.get("de", "menu.quit") == TEXTS.tables["de"]["menu.quit"]
    assert set(texts.tables.parsed) == {"en", "de"}


LAID_OUT = '# a comment\n\n[en]\n"a.b" = "one"\n\n[de]  # German\n"a.b" = "eins"\n\n[fr]\n"a.b" = "un"\n\n[it]\n"a.b" = "uno"\n'


def test_each_table_parsed_alone_gives_what_the_whole_file_gives(tmp_path):
    import tomllib
    sectioned, other = tmp_path / "sectioned.toml", tmp_path / "other.toml"
    sectioned.write_text(LAID_OUT, encoding="utf-8")
    other.write_text('en = { "a.b" = "one" }\n' + LAID_OUT.replace('[en]\n"a.b" = "one"\n', ""), encoding="utf-8")
    whole = tomllib.loads(LAID_OUT)
    for path in (sectioned, other):  # the second is laid out otherwise: parsed whole
        texts = Texts([path])
        assert {lang: dict(texts.tables[lang]) for lang in LANGUAGES} == whole


def test_only_a_line_that_is_a_header_starts_a_table(tmp_path):
    """A value that holds "[fr]", or a line that ends with "[it]" without beginning with it, starts no table."""
    import tomllib
    path = tmp_path / "brackets.toml"
    laid_out = LAID_OUT.replace('"a.b" = "one"', '"a.b" = "one"\n"c" = "[fr] is French"\n"d" = "x"  # as in [it]')
    path.write_text(laid_out, encoding="utf-8")
    texts = Texts([path])
    assert {lang: dict(texts.tables[lang]) for lang in LANGUAGES} == tomllib.loads(laid_out)
    assert texts.get("en", "c") == "[fr] is French" and texts.get("fr", "a.b") == "un"


def test_a_broken_table_names_its_file_and_line_when_its_language_is_asked_for(tmp_path):
    from game.core.errors import DataError
    path = tmp_path / "broken.toml"
    path.write_text(LAID_OUT.replace('"a.b" = "un"', '"a.b" = un'), encoding="utf-8")
    texts = Texts([path])
    assert texts.get("en", "a.b") == "one"
    with pytest.raises(DataError, match=r"broken\.toml.*line 10,"):
        texts.get("fr", "a.b")


def test_plain_pairs_read_without_tomllib_mean_what_tomllib_reads():
    """Every shipped table, read by the plain reader where it can, is what tomllib reads."""
    import tomllib
    from game.ui.i18n import _read
    for path, parts in Texts().files:
        whole = tomllib.loads(path.read_text(encoding="utf-8"))
        for lang in LANGUAGES:
            assert _read(path, parts[lang]) == {lang: whole[lang]}, (path.name, lang)


@pytest.mark.parametrize("line, meaning", [
    ('"a.b" = "one"  # a comment', {"a.b": "one"}),
    ('"a.b" = "Joker\\u00a0−1"', {"a.b": "Joker\u00a0−1"}),
    ('"a\\u0041" = "tab\there"', {"aA": "tab\there"}),
    ('"a.b" = "one\\ntwo"', None), ('a = "bare key"', None), ('"a.b" = """three"""', None),
    ('"a.b" = "one"\n"a.b" = "twice"', None), ('"a.b" = "\\ud800"', None), ('"a.b" = "bell\x07"', None),
])
def test_a_table_written_otherwise_than_plain_pairs_is_left_to_tomllib(line, meaning):
    import tomllib
    from game.ui.i18n import _plain
    assert _plain(line) == meaning
    if meaning is not None:
        assert tomllib.loads(line) == meaning


def test_texts_written_otherwise_read_as_toml_reads_them(tmp_path):
    path = tmp_path / "escaped.toml"
    path.write_text(LAID_OUT.replace('"a.b" = "one"', '"a.b" = "one\\ttab"\n"c" = """two\nlines"""'), encoding="utf-8")
    texts = Texts([path])
    assert texts.get("en", "a.b") == "one\ttab" and texts.get("en", "c") == "two\nlines"
    assert texts.get("de", "a.b") == "eins"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_clusters_key_name_never_ends_with_a_full_stop(lang):
    """Play-test (French): the guide's "Ouvre les gestes avec Maj g.." read two full stops:
    a sentence that ends with a key's name ends with its own full stop. So the names of the
    cluster keys (the modifiers and Space, those sentences name) carry none."""
    names = {key: TEXTS.tables[lang][f"input.key.{key}"] for key in ("lshift", "rshift", "lctrl", "rctrl", "ralt", "space")}
    assert not [name for name in names.values() if name.endswith(".")], names


FRENCH_MARK_GLUED = re.compile(r"\S[:;!?]")  # a word (or a placeholder, read as one) right before the mark
NOT_PUNCTUATION = re.compile(r"\w+://\S*"  # an address ("https://…")
                             r"|\d[:]\d"  # a time (12:30)
                             r"|\{[^}]*\}"  # a placeholder, with its format (`{seconds:.1f}`)
                             r"|\"\w+\":")  # a settings key, quoted as in settings.json ("relay":)


def test_french_sets_a_space_before_colons_semicolons_and_exclamation_and_question_marks():
    """Play-test: the lobby's "Place 1: Joueur" beside the guide's "Étape 3 : …". French
    sets a space before ":", ";", "!" and "?" (a space the wrapping keeps with the mark,
    game/ui/widgets.py); every French text does, but in addresses, times, placeholders'
    formats and quoted settings keys."""
    glued = {key: words for key, words in TEXTS.tables["fr"].items()
             if FRENCH_MARK_GLUED.search(NOT_PUNCTUATION.sub(lambda found: "x" if found.group().startswith("{") else " ", words))}
    assert glued == {}


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_french_and_italian_write_the_typographic_apostrophe(lang):
    """Play-test: French showed "Coup d'œil" beside "l’équipe" (Italian "Di' la tua" beside
    "all’Oscar"). Both write ’ everywhere (the fonts draw it: test_every_string_renders_with_the_
    bundled_font; Gambit 7's questions: its data check, questions.typography_problem). German
    keeps ' only as the Swiss thousands' mark (1'000'000), not an apostrophe."""
    straight = {key: words for key, words in TEXTS.tables[lang].items() if "'" in words}
    assert straight == {}
