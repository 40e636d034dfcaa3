"""The bundled fonts are a subset (tools/subset_fonts.py): they must still draw every
character that the game's code, text tables and data use, in regular and bold."""
from pathlib import Path

import pytest

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


@pytest.mark.parametrize("scale", [0.625, 0.75, 1.0, 1.5, 2.0, 3.0])
def test_every_key_name_fits_its_key_cap_whole_at_every_scale(at_scale, scale):
    """A key cap shrinks a long name down to its smallest font and cuts it only beyond that
    (seating.CAP_MAX); text measures a little differently at each real size, so every key
    name of every language must fit whole at every window scale ("Umschalt L" did not)."""
    at_scale(scale)
    texts = Texts()
    names = {(language, key): texts.get(language, key) for language in LANGUAGES
             for key in texts.tables["en"] if key.startswith("input.key.")}
    assert len(names) > 40
    too_long = {where: name for where, name in names.items()
                if fonts.font(seating.CAP_MIN, True).size(name)[0] > seating.CAP_MAX - 10}
    assert not too_long
