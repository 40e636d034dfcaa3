"""Älpler Stafette keys (issue 17, one press, one meaning): real key presses on the real table.
Swap and jostle have keys of their own (slot2 shouts "Swap!" on another player's black die,
act shouts "Jostle!"), a press just after the game changed a key is refused with the reason,
alt is the kit's look gesture, and two humans play whole games by their hints."""
import dataclasses
import pytest

from controls_probe import check_moment, play_by_hints
from driving import logged, press, push_table, release, run, toasts
from game.titles import stafette as title
from game.kit.controls import BASE
from game.titles.stafette import rules as rules
from game.titles.stafette.rules import StafetteState
from game.titles.stafette.table import StafetteTable
from game.ui import widgets
from game.ui.seating import HINT_HEIGHT

DATA = rules.check_data()  # the title's data, as a game is given it

TITLE = dataclasses.replace(title.TITLE, options=())  # without its lobby's options
HAND_LOW, HAND_HIGH, HAND_MID = [1, 1, 1], [5, 5, 5], [3, 3, 3]
PILE = [2] * 20


def table(app, players, humans, state=None, seed=5):
    return push_table(app, TITLE, StafetteTable, players, humans, state, seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed, players", [(1, 3), (2, 4), (3, 6)])
def test_two_humans_play_by_their_hints(app, seed, players):
    app.settings.privacy = "peek"
    scene = table(app, players, {0: "kb1", 1: "kb2"}, seed=seed)
    counts = play_by_hints(app, scene, 600, seed)
    kinds = {type(action) for action in scene.session.match.actions() if action.seat in (0, 1)}
    assert scene.session.is_over(), counts
    assert counts["actions"] > 20, counts  # no menu to wait in; the page turn: test_stafette_table.py
    assert {rules.Roll, rules.Swap, rules.Jostle} <= kinds, kinds  # the humans threw, swapped and jostled


def test_the_call_to_act_follows_what_the_rules_would_take(app):
    state = StafetteState.setup([[3, 3, 3]] * 4, [2] * 20, rolls=(1,), positions=[0, 2, 2, 6], data=DATA)
    scene = table(app, 4, {0: "kb1", 1: "kb2", 2: "kb3", 3: "kb4"}, state=state)
    calls = scene.controls.call
    assert [calls(seat) for seat in range(4)] == ["roll", None, None, None]
    press(app, "kb1", "slot1")  # white 2: onto field 2 with two kettles
    assert [calls(seat) for seat in range(4)] == ["pick", "jostle", "jostle", None]
    press(app, "kb2", "act")
    assert [calls(seat) for seat in range(4)] == ["pick", None, "jostle", None]
    assert "act" not in scene.key_labels(1) and scene.key_labels(2)["act"] == "Jostle!"


def test_swap_and_jostle_are_told_apart_a_late_swap_never_jostles(app):
    """The issue's case: the black die's kettle lands on seat 1's and a swap window closes as a
    jostle window opens. Seat 1's swap key (slot2) never jostles; its jostle key is act."""
    state = StafetteState.setup([HAND_LOW, HAND_HIGH, HAND_MID], PILE, rolls=(0,), positions=[0, 3, 0], data=DATA)
    scene = table(app, 3, {0: "kb1", 1: "kb2", 2: "kb3"}, state=state)
    press(app, "kb1", "slot2")  # black face 0 = 3: onto seat 1's field after the swap window
    assert scene.key_labels(1) == {"slot2": "Swap!", "alt": "hold: look"}
    run(app, 1.75)
    assert scene.session.match.state.phase == "jostle"
    assert scene.key_labels(1) == {"act": "Jostle!", "alt": "hold: look"}
    press(app, "kb2", "slot2")  # the swap, too late: refused as the swap's, never a jostle
    assert logged(scene, rules.Jostle) == [] and logged(scene, rules.Swap) == []
    assert toasts(scene)[-1] == "Too late for “Swap!”"
    press(app, "kb2", "act")
    assert [action.seat for action in logged(scene, rules.Jostle)] == [1]


def test_a_press_just_after_the_turn_passed_is_refused_with_the_reason(app):
    """Seat 1's slot2 meant "Swap!" while seat 0's kettle ran; when the window closes the turn
    passes to seat 1 and slot2 means its black die: a press within 0.3 s is not a throw."""
    state = StafetteState.setup([HAND_LOW, HAND_HIGH, HAND_MID], PILE, rolls=(0,), data=DATA)
    scene = table(app, 3, {0: "kb1", 1: "kb2"}, state=state)
    press(app, "kb1", "slot2")
    while scene.session.match.state.phase == "swap":
        app.frame(1 / 60)
    assert scene.session.match.state.turn == 1 and scene.key_labels(1)["slot2"] == "black"
    press(app, "kb2", "slot2")
    assert logged(scene, rules.Roll) == [logged(scene, rules.Roll)[0]] and logged(scene, rules.Swap) == []
    assert toasts(scene)[-1] == "Too late for “Swap!”: this key now means “black”. Press again for that."
    assert scene.session.match.state.hands[1] == HAND_HIGH  # nothing lost
    run(app, 0.5)
    press(app, "kb2", "slot2")
    assert [roll.seat for roll in logged(scene, rules.Roll)] == [0, 1]


def test_a_shout_just_after_its_window_closed_is_told_it_came_too_late(app):
    """Play-test: a "Swap!" pressed (or tapped on a phone) just after the swap window closed
    said nothing; now it says, briefly, that it came too late; a second later the rules'
    reason again."""
    state = StafetteState.setup([HAND_LOW, HAND_HIGH, HAND_MID], PILE, rolls=(0,), data=DATA)
    scene = table(app, 3, {0: "kb1", 2: "kb3"}, state=state)
    press(app, "kb1", "slot2")  # black: seat 2 may shout "Swap!" while the kettle runs
    while scene.session.match.state.phase == "swap":
        app.frame(1 / 60)
    assert scene.session.match.state.turn == 1  # a bot's turn: seat 2's slot2 is still its swap key
    press(app, "kb3", "slot2")
    assert toasts(scene)[-1] == "Too late for “Swap!”"
    assert logged(scene, rules.Swap) == []
    scene.phones.offered[2] = {"swap"}  # the phone's last view offered the swap
    scene.toasts.clear()
    scene.phones.tap(2, "swap")
    assert toasts(scene) == ["Too late for “Swap!”"]
    run(app, 1.25)
    press(app, "kb3", "slot2")
    assert toasts(scene)[-1] == "You can only shout “Swap!” while a kettle runs after the black die."


def test_look_is_alt_held_and_no_throw_or_shout_shows_a_hand(app):
    app.settings.privacy = "peek"
    state = StafetteState.setup([HAND_MID, HAND_MID, HAND_MID], PILE, rolls=(0,), positions=[0, 3, 0], data=DATA)
    scene = table(app, 3, {0: "kb1", 1: "kb2"}, state=state)
    assert scene.buttons(0).get("alt").label == "hold: look" and scene.buttons(0).mode == BASE
    press(app, "kb1", "slot2", release=False)
    check_moment(scene, app)
    assert not scene.hand_visible(0) and not scene.hand_visible(1)
    run(app, 1.75)
    press(app, "kb2", "act", release=False)  # the jostle shout
    check_moment(scene, app)
    assert logged(scene, rules.Jostle) and not scene.hand_visible(1)
    press(app, "kb2", "alt", release=False)
    assert scene.hand_visible(1) and not scene.hand_visible(0)
    release(app, "kb2", "alt")
    assert not scene.hand_visible(1)


def test_alone_or_open_no_look_key_and_the_hand_shows(app):
    scene = table(app, 3, {0: "kb1"})
    assert "alt" not in scene.key_labels(0) and scene.hand_visible(0)
    app.pop()
    app.settings.privacy = "open"
    scene = table(app, 3, {0: "kb1", 1: "kb2"})
    assert "alt" not in scene.key_labels(1) and scene.hand_visible(0) and scene.hand_visible(1)


def test_keys_in_two_rows_cover_the_call_which_moves_into_the_band(app, monkeypatch):
    app.settings.privacy, app.settings.language = "peek", "fr"
    monkeypatch.setitem(app.texts.tables["fr"], "kit.key.look", "maintenir : regarder")  # words too long for one row
    state = StafetteState.setup([HAND_MID] * 4, PILE, rolls=(1,), positions=[0, 6, 2, 2], data=DATA)
    scene = table(app, 4, {0: "kb1", 1: "kb2"}, state=state)
    press(app, "kb1", "slot1")  # white 2: onto the field of seats 2 and 3
    assert scene.key_labels(0) == {"slot1": "Bot 3", "slot2": "Bot 4", "alt": app.text("kit.key.look")}
    hint, panel = scene.hint_rect(0), scene.panel_rect(0)
    assert hint.height == 2 * HINT_HEIGHT + 6 and panel.contains(hint)
    check_moment(scene, app)  # the hint drawn is what the keys do
    drawn, fitted = [], widgets.fitted
    monkeypatch.setattr(widgets, "fitted", lambda surface, words, *args, **kw: drawn.append(words) or
                        fitted(surface, words, *args, **kw))
    scene.draw(app.screen)
    assert "Qui bousculer ?" in drawn  # in the band, where the name was
