"""Cambio on the kit's contract (game/kit/controls.py), with two people on one keyboard
(kb1: Q W A S, Left Shift, Left Ctrl; kb2: T Y G H, Space, B) in "peek" privacy: the
table played by its own hints through every mode, late presses, the opening look seat by
seat, private cards only under the owner's look, and the issue's fixes (swaps named and
marked, the look's count, plain pointer words, burns off alt)."""
from __future__ import annotations

import pytest

from controls_probe import check_moment, play_by_hints
from driving import press, release, run, logged, toasts
from game.kit.controls import BASE, LOOK
from game.titles.cambio import rules
from game.titles.cambio.table import CambioTable
from test_cambio_table import TITLE, LAYOUTS, order, playing

TWO = {0: "kb1", 1: "kb2"}


@pytest.fixture()
def app(app):
    app.settings.privacy = "peek"
    return app


def table(app, players=3, humans=TWO, state=None, seed=5, level="normal", options=None):
    from driving import push_table
    return push_table(app, TITLE, CambioTable, players, humans, state, seed, False, level, options)


def modes_seen(app, scene, seconds, seed):
    """Play by the hints, noting every mode each human seat was in."""
    seen: set[str] = set()
    original = scene.read_buttons

    def noting(seat):
        buttons = original(seat)
        seen.add(buttons.mode)
        return buttons

    scene.read_buttons = noting
    try:
        counts = play_by_hints(app, scene, seconds, seed)
    finally:
        del scene.read_buttons
    return counts, seen
