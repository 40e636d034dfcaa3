"""The bundled fonts are a subset (tools/subset_fonts.py): they must still draw every
character that the game's code, text tables and data use, in regular and bold."""
from pathlib import Path

import pytest

from text_probe import Probe, cut_short

from game.input.keyboard import US_NAMES
from game.settings import TEXT_SIZES
from game.ui import fonts, seating
from game.ui.i18n import LANGUAGES, Texts

ROOT = Path(__file__).resolve().parents[2]


def characters_in_use() -> str:
    files = [*(ROOT / "game").rglob("*.py"), *(ROOT / "game").rglob("*.toml"),
             *(path for path in (ROOT / "levels").rglob("*") if path.is_file())]
    return "".join(sorted({char for path in files for char in path.read_text(encoding="utf-8") if ord(char) > 0x7E}))


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
def test_the_bundled_fonts_draw_every_character_in_use(bold):
    used = characters_in_use()
    assert "Ä" in used and "→" in used  # the scan sees the text tables
    assert fonts.missing_glyphs(used, bold) == []


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
def test_the_subset_keeps_latin_punctuation_and_arrows_for_new_text(bold):
    sample = "ÀÿĀžŒœ€–—‘’‚“”„…‰←↑→↓×÷±°²³½"
    assert fonts.missing_glyphs(sample, bold) == []


def test_a_character_outside_the_subset_is_reported():
    assert fonts.missing_glyphs("中") == ["中"]


def key_names() -> dict[tuple[str, str], str]:
    """Every key name a cap may show: each language's named keys (input.key.*) and the US
    names of the other keys the default clusters use (the system's layout names them alike)."""
    texts = Texts()
    names = {(language, key): texts.get(language, key) for language in LANGUAGES
             for key in texts.tables["en"] if key.startswith("input.key.")}
    names.update({("any", f"scancode {code}"): name for code, name in US_NAMES.items()})
    return names


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("scale", [0.625, 0.75, 1.0, 1.5, 2.0, 3.0])
def test_every_key_cap_shows_its_whole_key_name(recording, at_scale, at_text_size, scale, text_size):
    """Issue 32: a cap is as wide as its key's name at every text size and window scale ("Strg L"
    read "Str…" at 150 %, a cap being at most 88 units wide): drawn in a hint, each name of each
    language stands whole inside its cap."""
    at_scale(scale)
    at_text_size(text_size)
    names = key_names()
    assert len(names) > 40 and ("de", "input.key.lctrl") in names
    wrong = {}
    for where, name in names.items():
        probe = Probe()
        cap = seating.cap_rects({"act": name}, {"act": "ok"}, (640, 100))["act"]
        seating.draw_key_hint(probe, {"act": name}, {"act": "ok"}, (640, 100))
        drawn = [box for box, words in probe.boxes if words == name]
        if not drawn or not cap.contains(drawn[0]):
            wrong[where] = (name, [words for _, words in probe.boxes])
    assert not wrong


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_cap_wider_than_its_room_shows_a_shorter_whole_name(recording, at_text_size, text_size, language):
    """Where a cap alone is wider than its hint's room, its key's name is written shorter but
    whole ("Strg L": "StrgL"), never cut with "…"; with room, the name as it is."""
    at_text_size(text_size)
    name = Texts().get(language, "input.key.lctrl")
    roomy = seating.key_hint_width({"alt": name}, {"alt": "x"})
    for width, shown in ((roomy, name), (roomy - 4, seating.short_name(name))):
        probe = Probe()
        assert len(seating.key_hint_rows({"alt": name}, {"alt": "x"}, width)) == 1
        seating.draw_key_hint(probe, {"alt": name}, {"alt": "x"}, (640, 100), width)
        assert shown in [words for _, words in probe.boxes] and not cut_short(probe)
    assert len(seating.short_name(name)) < len(name) and "…" not in seating.short_name(name)
