"""Altitude's right column (game/titles/altitude/side.py) at every text size and window scale:
each part stands inside the panel that frames it (issue 32: at 100 % the turn banners' region
reached 2 units below the top panel, and its last line with it)."""
from __future__ import annotations

import pytest

from game.titles.altitude import side


@pytest.mark.parametrize("scale", [0.75, 1.0])
@pytest.mark.parametrize("text_size", [100, 125, 150])
def test_the_columns_parts_stand_inside_their_panels(at_scale, at_text_size, scale, text_size):
    at_scale(scale)
    at_text_size(text_size)
    layout = side.layout()
    framed = [layout.status, layout.deck, layout.discard, layout.deck_label, layout.discard_label]
    if text_size == 100:  # the banners stand in the top panel under the piles' labels; larger, in a band of their own
        framed.append(layout.turn)
    assert all(layout.panel.contains(part) for part in framed), (layout.panel, framed)
    assert layout.side.contains(layout.panel) and layout.side.contains(layout.log)
    assert layout.log.top > max(layout.panel.bottom, layout.turn.bottom) and layout.log.contains(layout.caption)
