"""The bundled fonts are a subset (tools/subset_fonts.py): they must still draw every
character that the game's code, text tables and data use, in regular and bold."""
from pathlib import Path

import pytest

from game.ui import fonts

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
