"""Bot levels a person can tell apart (issue 31): over the whole bank, five bots a level, a
fixed seed, each level's distance from the truth lies within its target band, narrowed by
a margin so that a small change of the bank does not flip it. Targets: mean |ln(answer /
truth)| on quantities easy >= 0.55, normal 0.30-0.45, hard 0.18-0.28; median year error
easy >= 20, normal 8-15, hard 4-8 (benchmarks/gambit7_levels.py prints the table)."""
import pytest

from game.titles.gambit7 import level_figures
from game.titles.gambit7 import rules as G

LN_MARGIN = 0.02
YEAR_MARGIN = 1
QUANTITY_TARGETS = {"easy": (0.55, None), "normal": (0.30, 0.45), "hard": (0.18, 0.28)}
YEAR_TARGETS = {"easy": (20, None), "normal": (8, 15), "hard": (4, 8)}


def _within(value, band, margin):
    low, high = band
    return value >= low + margin and (high is None or value <= high - margin)


@pytest.mark.slow
def test_each_level_lies_in_its_band_and_none_answers_the_impossible():
    figures = level_figures.measure_levels(G.check_data(), bots_per_level=5, seed="levels")
    for level, found in figures.items():
        assert _within(found.quantity_ln_error, QUANTITY_TARGETS[level], LN_MARGIN), (level, found)
        assert _within(found.year_error, YEAR_TARGETS[level], YEAR_MARGIN), (level, found)
        assert found.impossible == (), (level, found.impossible[:5])
    assert figures["easy"].within_half < figures["normal"].within_half < figures["hard"].within_half
