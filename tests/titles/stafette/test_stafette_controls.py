"""Älpler Stafette keys: a key's hint shows exactly when the rules would take its press, and
the seat's call to act follows the actions the rules would take (real key presses)."""
import random

import pytest

from game.catalogue import Title
from game.titles.stafette import rules as rules
from game.titles.stafette.table import StafetteTable
from driving import press, push_table

TITLE = Title(id="stafette", name_key="stafette.name", min_players=3, max_players=6, default_players=4,
              rules_module="game.titles.stafette.rules", bots_module="game.titles.stafette.bots",
              scene="game.titles.stafette.table:StafetteTable")
HUMANS = {0: "kb1", 1: "kb2", 2: "kb3", 3: "kb4"}
KEYS = ("slot1", "slot2", "slot3", "slot4", "act")


def taken(scene, seat):
    return sum(1 for action in scene.session.match.log if getattr(action, "seat", None) == seat)


@pytest.mark.slow
@pytest.mark.parametrize("seed, players", [(1, 4), (2, 6), (3, 5)])
def test_a_key_is_labelled_exactly_when_its_press_is_taken(app, seed, players):
    rng = random.Random(seed)
    scene = push_table(app, TITLE, StafetteTable, players, HUMANS, seed=seed)
    seen = {"labelled": 0, "unlabelled": 0, "more": 0}
    for _ in range(400):
        if scene.session.is_over():
            break
        seat = rng.choice(list(HUMANS))
        # mostly the keys the seat's hint shows, so that the game moves on
        labels = scene.key_labels(seat)
        offered = [key for key in KEYS if key in labels]
        button = rng.choice(offered) if offered and rng.random() < 0.7 else rng.choice(KEYS)
        before, page = taken(scene, seat), dict(labels)
        press(app, HUMANS[seat], button, frames=0)
        if labels.get(button) == "more":
            seen["more"] += 1
            assert taken(scene, seat) == before and scene.key_labels(seat) != page
        elif button in labels:
            seen["labelled"] += 1
            assert taken(scene, seat) == before + 1, (button, labels)
        else:
            seen["unlabelled"] += 1
            assert taken(scene, seat) == before, (button, labels)
        for _ in range(rng.randint(0, 50)):
            app.frame(1 / 60)
    assert seen["labelled"] > 30 and seen["unlabelled"] > 30


def test_the_call_to_act_follows_what_the_rules_would_take(app):
    state = rules.StafetteState.setup([[3, 3, 3]] * 4, [2] * 20, rolls=(1,), positions=[0, 2, 2, 6])
    scene = push_table(app, TITLE, StafetteTable, 4, HUMANS, state=state)
    calls = scene.controls.call
    assert [calls(seat) for seat in range(4)] == ["roll", None, None, None]
    press(app, "kb1", "slot1")  # white 2: onto field 2 with two kettles
    assert [calls(seat) for seat in range(4)] == ["pick", "jostle", "jostle", None]
    press(app, "kb2", "act")
    assert [calls(seat) for seat in range(4)] == ["pick", None, "jostle", None]
    assert scene.controls.labels(1) == {} and scene.controls.labels(2) == {"act": "Jostle!"}
