"""Cut the bundled DejaVu Sans fonts down to the characters the game can show.

Run from the repository root:
    python tools/subset_fonts.py --source FOLDER
FOLDER holds the full DejaVuSans.ttf and DejaVuSans-Bold.ttf of DejaVu 2.37 (Debian's
fonts-dejavu-core installs them in /usr/share/fonts/truetype/dejavu/; they are also in this
repository's history before the subset). Needs fontTools (pip install fonttools), a tool for
this script only: the game reads the result with pygame.

The full fonts hold about 6000 glyphs each (1.4 MB together), unpacked by the executable at
every start. The game writes four Latin-script languages and a handful of symbols, so the
subset keeps the blocks below (room for names, places, units and numbers in new text, such
as Gambit 7's questions: the cut was checked against its 760 questions) plus every character that game/ and levels/ use today; a test
(tests/ui/test_fonts.py) fails when new text needs a glyph the subset lacks. Hinting,
kerning and the name table (with the Bitstream Vera copyright) are kept.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
BLOCKS = {
    "Basic Latin": (0x0020, 0x007E),
    "Latin-1 Supplement": (0x00A0, 0x00FF),
    "Latin Extended-A": (0x0100, 0x017F),
    "Spacing Modifier Letters (ʻ as in Hawaiʻi)": (0x02B0, 0x02FF),
    "Greek letters (Σ, π, µ-like units)": (0x0391, 0x03C9),
    "General Punctuation": (0x2000, 0x206F),
    "Superscripts and Subscripts": (0x2070, 0x209F),
    "Currency Symbols": (0x20A0, 0x20CF),
    "Arrows": (0x2190, 0x21FF),
    "Geometric Shapes (▸ ► ● ■ as markers)": (0x25A0, 0x25FF),
}
SYMBOLS = "−±×÷≈≠≤≥√∞∑°‰№™℃★☆✓✗"  # numbers and units, and the game's own marks


def used_characters() -> set[str]:
    """Every character outside ASCII in game/ (code and text tables) and levels/ (data)."""
    files = [*(ROOT / "game").rglob("*.py"), *(ROOT / "game").rglob("*.toml"),
             *(path for path in (ROOT / "levels").rglob("*") if path.is_file())]
    return {char for path in files for char in path.read_text(encoding="utf-8") if ord(char) > 0x7E}


def wanted() -> set[int]:
    codes = {code for low, high in BLOCKS.values() for code in range(low, high + 1)}
    return codes | {ord(char) for char in SYMBOLS} | {ord(char) for char in used_characters()}


def cut(source: Path, target: Path, codes: set[int]) -> list[str]:
    """Write the subset of `source` to `target`; returns the used characters `source` lacks."""
    font = TTFont(source)
    present = set(font.getBestCmap())
    lacking = sorted(chr(code) for code in {ord(char) for char in used_characters()} - present)
    options = subset.Options()
    options.name_IDs = ["*"]  # the copyright and licence notices stay in the font
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.layout_features = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codes & present)
    subsetter.subset(font)
    font.save(target)
    return lacking


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", type=Path, required=True, help="folder with the full DejaVu 2.37 fonts")
    args = parser.parse_args()
    codes = wanted()
    problems = 0
    for name in FONTS:
        source, target = args.source / name, ROOT / "assets" / "fonts" / name
        before = source.stat().st_size
        lacking = cut(source, target, codes)
        print(f"{name}: {before / 1000:.0f} kB -> {target.stat().st_size / 1000:.0f} kB")
        if lacking:
            problems += 1
            print(f"  {source} has no glyph for: {' '.join(lacking)}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
