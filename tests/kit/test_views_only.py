"""Table scenes see the rules only through views (`observe(seat)`, the public view, a refusal
check): a guard around the rules state lets the match, the arena and the bots at it as
before, and fails the test the moment a table, its phone view, its controls, the kit or the
shell reads anything else of it."""
from __future__ import annotations

import re
import sys
from typing import Any

import pytest
from table_moments import moments, seated

from game import catalogue
from game.input.intents import SEAT_BUTTONS, Intent
from game.ui import canvas

# What the kit's TableSession passes on to a scene, and nothing more.
VIEWS = {"observe", "public_view", "views_change_at", "refusal", "legal_actions", "players", "is_over", "outcome",
         "opening_events"}
SCENE_CODE = re.compile(r"game\.(kit|shell|ui)\.|game\.titles\.\w+\.(table|phone|controls|menus)$")


class Guard:
    """Stands in for a rules state; refuses what scene code may not read."""

    def __init__(self, state: Any) -> None:
        object.__setattr__(self, "_state", state)
        object.__setattr__(self, "caught", [])

    def __getattr__(self, name: str) -> Any:
        caller = sys._getframe(1).f_globals.get("__name__", "")
        if SCENE_CODE.match(caller) and name not in VIEWS:
            self.caught.append(f"{caller} read state.{name}")
            raise AssertionError(f"{caller} read the rules state's `{name}`")
        return getattr(self._state, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._state, name, value)


def guarded(scene: Any) -> Guard:
    match = scene.session.match
    guard = Guard(match.state)
    match.state = guard
    return guard


def test_the_guard_catches_a_scene_that_reads_the_state(app):
    scene = seated(app, catalogue.by_id("stafette"), 3)
    guard = guarded(scene)
    table_code: dict[str, Any] = {"__name__": "game.titles.stafette.table"}
    exec("def peek(session):\n    return session.match.state.pile", table_code)
    with pytest.raises(AssertionError):
        table_code["peek"](scene.session)
    assert guard.caught == ["game.titles.stafette.table read state.pile"]
    assert scene.session.view(1).seat == 1  # a view passes


@pytest.mark.parametrize("title_id, players", [(title.id, title.max_players) for title in catalogue.TITLES])
def test_a_table_scene_sees_only_views(app, title_id, players):
    """A whole game with seat 0 a human's: every key moment is drawn, every seat button of
    seat 0 pressed, the phone view of seat 0 built; the guard catches any other read."""
    scene = seated(app, catalogue.by_id(title_id), players)
    guard = guarded(scene)
    surface = canvas.new(canvas.DESIGN.size)
    looked = 0
    for _ in moments(scene, repeats=1):
        looked += 1
        scene.draw(surface)
        scene.phones.seat_view()(scene, 0)
        for button in SEAT_BUTTONS:
            scene.handle(Intent(button, True, scene.session.clock, looked, seat=0, device="kb1"))
            scene.handle(Intent(button, False, scene.session.clock, looked, seat=0, device="kb1"))
        scene.draw(surface)
    assert looked > 5 and scene.over_since is not None  # played to its end
    assert scene.session.match.state is guard and not guard.caught
