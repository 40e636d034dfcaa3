"""The Älpler Stafette table, driven by real key events through the real input layer.

kb1 = Q W A S (slot1..4), Left Shift (act), Left Ctrl (alt);
kb2 = T Y G H, Space (act), B (alt); kb3 = O P L ;, Right Alt (act), . (alt).
Run as a script to save the screenshots to docs/screenshots/.
"""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.ui import canvas
from game.titles import stafette as title
from game.titles.stafette import rules as rules
from game.titles.stafette.rules import StafetteState
from game.titles.stafette.kettles import GAP as KETTLE_GAP
from game.titles.stafette.table import TRAY, StafetteTable
import pictures
from text_probe import Probe
from driving import banners, logged, press, pressed, push_table, run, toasts
from game.core.actions import Stamped

DATA = rules.check_data()  # the title's data, as a game is given it

TITLE = dataclasses.replace(title.TITLE, options=())  # without its lobby's options

HAND_LOW, HAND_HIGH, HAND_MID = [1, 1, 1], [5, 5, 5], [3, 3, 3]
PILE = [2] * 20


def table(app, players=3, humans=None, state=None, seed=5, host=None, level="normal"):
    return push_table(app, TITLE, StafetteTable, players, humans, state, seed, host, level)


def slots(labels):
    return {button: words for button, words in labels.items() if button.startswith("slot")}


# ---------------------------------------------------------------------------- turns and dice

def test_slot1_throws_the_white_die_and_the_kettle_hops_along(app):
    state = StafetteState.setup([HAND_MID, HAND_MID, HAND_MID], PILE, rolls=(3,), data=DATA)  # white face 3 = 4
    scene = table(app, humans={0: "kb1", 1: "kb2", 2: "kb3"}, state=state)
    assert scene.key_labels(0)["slot1"] == "white" and scene.key_labels(0)["slot2"] == "black"
    press(app, "kb1", "slot1")
    assert pressed(scene, rules.Roll) == [Stamped(rules.Roll(0, "white"), t=pytest.approx(scene.session.clock, abs=0.1),
                                                  order=pressed(scene, rules.Roll)[0].order)]
    assert scene.session.match.state.positions[0] == 4 and scene.session.match.state.turn == 1
    assert scene.tray.dice and scene.tray.dice[0].colour == "white" and scene.tray.dice[0].value == 4
    (x, y), lift, _ = scene.kettles.places(scene.session.match.state.positions, scene.clock)[0]
    assert (x, y) != (scene.board[4].x, scene.board[4].y - 10)  # still on its way, one hop at a time
    run(app, 1.5)
    (x, y), lift, _ = scene.kettles.places(scene.session.match.state.positions, scene.clock)[0]
    assert (round(x), round(y)) == (scene.board[4].x, scene.board[4].y - 10) and lift == 0
    run(app, 1.25)  # the die has come to rest (at most 2.5 s) on the rolled face
    assert scene.tray.settled and scene.tray.dice[0].shown_face(scene.dice_faces["white"]) == 4


def test_refused_throw_shows_a_toast_at_the_seat(app):
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=StafetteState.setup([HAND_MID] * 3, PILE, data=DATA))
    press(app, "kb2", "slot1")
    assert logged(scene, rules.Roll) == []
    assert [toast.words for toast in scene.toasts] == ["It is not your turn."]
    toast = scene.toasts[0]
    assert toast.seat == 1 and not toast.rect.colliderect(scene.seat_rect(1))


# ---------------------------------------------------------------------------- shouts

def test_black_die_opens_the_swap_window_and_the_black_key_swaps_hands(app):
    state = StafetteState.setup([HAND_LOW, HAND_HIGH, HAND_MID], PILE, rolls=(0,), data=DATA)  # black face 0 = 3
    scene = table(app, humans={0: "kb1", 1: "kb2", 2: "kb3"}, state=state)
    press(app, "kb1", "slot2")
    assert scene.session.match.state.phase == "swap"
    assert scene.key_labels(1) == {"slot2": "Swap!", "alt": "hold: look"} and "slot2" not in scene.key_labels(0)
    assert scene.controls.call(1) == "swap" and scene.controls.call(0) is None
    press(app, "kb2", "slot2")
    assert scene.session.match.state.swapped_by == 1
    assert scene.session.match.state.hands[0] == HAND_HIGH and scene.session.match.state.hands[1] == HAND_LOW
    assert any("Swap!" in words for words in banners(scene))
    press(app, "kb3", "slot2")  # too late: the first shout won
    assert "Someone else shouted “Swap!” first." in [toast.words for toast in scene.toasts]
    run(app, 2.0)
    assert scene.session.match.state.positions[0] == 3 and scene.session.match.state.turn == 1


def test_one_occupant_jostles_with_the_first_shout(app):
    state = StafetteState.setup([HAND_LOW, HAND_HIGH, HAND_MID], PILE, rolls=(1,), positions=[0, 2, 0], data=DATA)
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=state)
    press(app, "kb1", "slot1")  # white face 1 = 2: onto seat 1's kettle
    assert scene.session.match.state.phase == "jostle" and scene.session.match.state.occupants == (1,)
    assert scene.key_labels(1)["act"] == "Jostle!" and scene.key_labels(0)["act"] == "Jostle!"
    press(app, "kb2", "act")
    assert logged(scene, rules.Jostle)[0].target == 0
    assert sorted(scene.session.match.state.hands[0]) == [1, 1, 5] and sorted(scene.session.match.state.hands[1]) == [1, 5, 5]
    assert scene.session.match.state.turn == 1


def test_several_occupants_shout_and_the_mover_picks_with_a_slot_key(app):
    hands = [HAND_MID, HAND_LOW, HAND_HIGH, HAND_MID]
    state = StafetteState.setup(hands, PILE, rolls=(1,), positions=[0, 2, 2, 6], data=DATA)
    scene = table(app, players=4, humans={0: "kb1", 1: "kb2", 2: "kb3"}, state=state)
    press(app, "kb1", "slot1")
    assert scene.session.match.state.occupants == (1, 2)
    assert slots(scene.key_labels(0)) == {"slot1": "Player 2", "slot2": "Player 3"}
    assert "act" not in scene.key_labels(0) and scene.key_labels(0)["alt"] == "hold: look"
    press(app, "kb1", "act")  # several on the field: act alone names nobody
    assert "Name whom to jostle with your slot keys." in [toast.words for toast in scene.toasts]
    press(app, "kb2", "act")
    press(app, "kb3", "act")
    assert scene.session.match.state.observe(0).jostle_shouted == (1, 2)
    run(app, 1.75)  # the jostle window closes: the mover picks
    assert scene.session.match.state.phase == "pick" and scene.controls.call(0) == "pick"
    press(app, "kb1", "slot2")
    assert logged(scene, rules.Pick) and logged(scene, rules.Pick)[0].target == 2
    assert sorted(scene.session.match.state.hands[0]) == [3, 3, 5] and sorted(scene.session.match.state.hands[2]) == [3, 5, 5]


def test_mover_names_an_occupant_directly_during_the_jostle_window(app):
    state = StafetteState.setup([HAND_MID, HAND_LOW, HAND_HIGH], PILE, rolls=(1,), positions=[0, 2, 2], data=DATA)
    scene = table(app, humans={0: "kb1"}, state=state)
    press(app, "kb1", "slot1")
    press(app, "kb1", "slot1")  # names seat 1, the first occupant
    assert logged(scene, rules.Jostle)[0] == rules.Jostle(0, 1)
    assert sorted(scene.session.match.state.hands[0]) == [1, 3, 3]


def test_five_occupants_page_with_slot4(app):
    hands = [HAND_MID] * 6
    state = StafetteState.setup(hands, PILE, rolls=(1,), positions=[0, 2, 2, 2, 2, 2], data=DATA)
    scene = table(app, players=6, humans={0: "kb1"}, state=state)
    press(app, "kb1", "slot1")
    assert scene.key_labels(0) == {"slot1": "Bot 2", "slot2": "Bot 3", "slot3": "Bot 4", "slot4": "more"}
    press(app, "kb1", "slot4")
    assert scene.key_labels(0) == {"slot1": "Bot 5", "slot2": "Bot 6", "slot4": "more"}
    press(app, "kb1", "slot2")
    assert logged(scene, rules.Jostle)[0].target == 5


@pytest.mark.parametrize("start, face, sound, styles, banner", [
    (2, 2, "cable_car", ["hop", "glide", "fly"], "Cable car!"),
    (4, 2, "dog_bark", ["hop", "hop"], "Woof! 3 back"),
    (6, 2, "cow_moo", ["hop"], "Moo! +1 card"),
    (8, 1, "ibex", ["hop"], "Ibex!"),
    (13, 2, "bull", ["hop"], "Bull! Hands to the left"),
])
def test_event_fields_animate_with_their_sound(app, monkeypatch, start, face, sound, styles, banner):
    played = []
    monkeypatch.setattr(app.sound, "play", played.append)
    state = StafetteState.setup([HAND_MID, HAND_LOW, HAND_HIGH], PILE, rolls=(face,), positions=[start, 0, 0], data=DATA)
    scene = table(app, humans={0: "kb1", 1: "kb2", 2: "kb3"}, state=state)
    press(app, "kb1", "slot1")
    assert [run.style for run in scene.kettles.runs[0]] == styles
    assert banner in banners(scene)
    assert sound not in played  # the field's event waits until the kettle is there
    run(app, 4.0)
    assert sound in played and "kettle_hop" in played
    (x, y), lift, _ = scene.kettles.places(scene.session.match.state.positions, scene.clock)[0]
    field = scene.board[scene.session.match.state.positions[0]]  # side by side with the kettles already there
    assert round(y) == field.y - 10 and abs(x - field.x) <= KETTLE_GAP and scene.kettles.runs[0] == []


def test_losing_the_last_card_restarts_with_a_toast_beside_the_seat(app):
    state = StafetteState.setup([[4], HAND_LOW, HAND_HIGH], PILE, rolls=(1,), positions=[8, 0, 0], data=DATA)
    scene = table(app, humans={0: "kb1", 1: "kb2", 2: "kb3"}, state=state)
    press(app, "kb1", "slot1")  # onto the ibex (10): it takes the only card
    assert scene.session.match.state.positions[0] == 0 and len(scene.session.match.state.hands[0]) == 3
    assert [run.style for run in scene.kettles.runs[0]] == ["hop", "fly"]
    assert "Player 1 starts again" in toasts(scene)
    assert not scene.toasts[-1].rect.colliderect(scene.seat_rect(0))


def test_act_after_the_jostle_window_is_a_late_jostle_shout(app):
    state = StafetteState.setup([HAND_MID, HAND_LOW, HAND_HIGH, HAND_MID], PILE, rolls=(1,), positions=[0, 2, 2, 2], data=DATA)
    scene = table(app, players=4, humans={0: "kb1", 1: "kb2", 2: "kb3", 3: "kb4"}, state=state)
    press(app, "kb1", "slot1")  # white 2: onto field 2, where three kettles stand
    run(app, 0.5)
    press(app, "kb2", "act")
    press(app, "kb3", "act")
    run(app, 2.0)
    assert scene.session.match.state.phase == "pick"
    press(app, "kb4", "act")  # too late: the mover picks among the first two
    assert "Too late: the first shouts are in, and the mover is choosing among them." in toasts(scene)
    assert not any("Swap" in words for words in toasts(scene))


LONG_TOAST = "Too late: the first shouts are in, and the mover is choosing among them."


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_no_panel_and_no_toast_covers_another_seat_and_the_log_stays_clear(app, players):
    screen = pygame.Rect(0, 0, 1280, 720)
    for humans in range(1, 6):  # one human up to five: the columns fill, the log moves to the corner
        scene = table(app, players=players, humans={seat: f"kb{seat + 1}" for seat in range(min(humans, players))})
        rects = [scene.panel_rect(seat) for seat in range(players)]
        for seat, rect in enumerate(rects):
            assert screen.contains(rect) and rect.collidelist(rects[:seat] + rects[seat + 1:]) < 0
            assert not rect.colliderect(scene.log_region)
            for words in ("It is not your turn.", LONG_TOAST):
                scene.toast(seat, words)
                place = scene.toasts[-1].rect
                assert screen.contains(place) and place.collidelist(scene.reserved()) < 0, (humans, seat, words)
        app.pop()


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_two_people_get_a_column_each_where_their_calls_would_be_cut(app, at_text_size, players, text_size):
    """At 100 % two people share the left column (a call covered by two rows of keys takes
    the name's band). At 150 % that band cuts the calls ("Würfel wähl…") and at five or six
    seats the column is taller than the screen: the ring turns, a person at the top of each
    column, each panel with room for its call over three rows of keys; no panel off the screen
    or over another."""
    from game.titles.stafette.table import below_hand, hint_h, prompt_h
    from game.ui import seating
    at_text_size(text_size)
    scene = table(app, players=players, humans={0: "kb1", 1: "kb2"})
    place = scene.seating()
    assert place.crowded == (text_size == 150 or text_size == 125 and players >= 5)
    if not place.crowded:
        assert place.left == tuple(range((players + 1) // 2 - 1, -1, -1))
        return
    assert place.left[0] == 0 and place.right[0] == 1  # kb1's person on the left, kb2's on the right
    ring = tuple(reversed(place.left)) + place.right
    assert all(ring[(ring.index(seat) + 1) % players] == (seat + 1) % players for seat in range(players))  # clockwise
    three_rows = hint_h() + 2 * (seating.hint_height() + 2)
    assert all(scene.panel_rect(seat).height >= below_hand() + prompt_h() + 4 + three_rows + 4 for seat in (0, 1))
    rects = [scene.panel_rect(seat) for seat in range(players)]
    assert all(pygame.Rect(0, 0, 1280, 720).contains(rect) and rect.collidelist(rects[:seat] + rects[seat + 1:]) < 0
               for seat, rect in enumerate(rects))


@pytest.mark.parametrize("players", [5, 6])
def test_at_a_crowded_table_toasts_keep_off_the_phase_line_and_the_seats(app, at_text_size, players):
    """Play-test, two people at six seats at 150 %: their panels stand at the top of the
    columns, and "Du bist nicht am Zug." stood over the phase line ("Zug 6"). Each seat's
    toast, short or long, keeps off the phase line and every other seat."""
    at_text_size(150)
    scene = table(app, players=players, humans={0: "kb1", 1: "kb2"})
    assert scene.seating().crowded
    screen = pygame.Rect(0, 0, 1280, 720)
    for seat in range(players):
        others = [scene.panel_rect(other) for other in range(players) if other != seat]
        for words in ("It is not your turn.", LONG_TOAST):
            scene.toast(seat, words)
            place = scene.toasts[-1].rect
            assert screen.contains(place) and place.collidelist([scene.phase_line_box(), *others]) < 0, (seat, words)


@pytest.mark.parametrize("text_size", [100, 150])
def test_the_throws_tag_stays_in_the_tray_and_the_cups_numbers_off_the_panels(app, recording, at_scale, at_text_size,
                                                                                text_size):
    """Play-test: in German "Spieler 1: schwarzer Würfel, 4" ran into the dice cups, and at
    150 % the cups' numbers lay under Bot 4's panel."""
    at_scale(0.75)
    at_text_size(text_size)
    app.settings.language = "de"
    tray = pygame.Rect(TRAY)
    for players in (3, 4, 5, 6):
        scene = table(app, players=players)
        probe = Probe()
        scene.draw_rolled(probe, rules.Rolled(0, "black", 0, 4, 0, 4, None))
        assert [words for _, words in probe.boxes] == ["Spieler 1: 4"]  # the black die lies in the tray
        assert all(tray.contains(box) for box, _ in probe.boxes)
        for colour in ("white", "black"):
            label = scene.cup_label(colour)[0]
            assert label.collidelist([scene.panel_rect(seat) for seat in range(players)]) < 0
            assert not label.colliderect(tray.inflate(16, 16))
        app.pop()
    app.settings.language = "en"
    probe = Probe()
    table(app, players=3, humans={1: "kb1"}).draw_rolled(probe, rules.Rolled(1, "white", 0, 1, 0, 1, None))
    assert [words for _, words in probe.boxes] == ["Player 2: white die, 1" if text_size == 100 else "Player 2: 1"]


def test_presses_just_before_the_results_do_not_move_their_menu(app):
    """Play-test: keys pressed for the table as the game ends (here drained in the results'
    first frame, with reduced motion: the rows stand at once, a press skips the short wait
    for the menu and the next moves it) moved the results' menu."""
    from game.shell.menu import MenuScene
    from game.shell.results import ResultsScene
    app.settings.reduced_motion = True
    app.push(MenuScene(app))
    scene = table(app, humans={0: "kb1"}, state=StafetteState.setup([HAND_MID] * 3, [], rolls=(3,), positions=[16, 0, 0],
                                                                     data=DATA))
    press(app, "kb1", "slot1")  # white 4: onto the Käserei with the pile empty, the game ends
    assert scene.session.is_over()
    while not isinstance(app.top, ResultsScene):
        app.frame(1 / 60)
    results = app.top
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=pygame.KSCAN_DOWN, key=0, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=pygame.KSCAN_DOWN, key=0, mod=0, unicode=""))
    app.frame(1 / 60)
    assert results.menu.selected == 0 and not results.entrance.done  # the first skipped nothing, the second moved nothing
    run(app, 0.5)
    assert results.entrance.done
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=pygame.KSCAN_DOWN, key=0, mod=0, unicode=""))
    app.frame(1 / 60)
    assert results.menu.selected == 1  # a press after the first moment is the results' own


# ---------------------------------------------------------------------------- privacy, help

def test_peek_key_shows_only_its_owners_hand(app):
    app.settings.privacy = "peek"
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=StafetteState.setup([HAND_MID] * 3, PILE, data=DATA))
    run(app, 2.0)
    assert not scene.hand_visible(0) and not scene.hand_visible(1) and not scene.hand_visible(2)
    assert scene.key_labels(1) == {"alt": "hold: look"}
    press(app, "kb2", "alt", release=False)
    assert scene.hand_visible(1) and not scene.hand_visible(0)


# ---------------------------------------------------------------------------- whole games

def save_screenshots(folder: Path, shots: list | None = None) -> list[Path]:
    """Mid-game tables: solo human with a swap window open, and six seats in a jostle."""
    folder.mkdir(parents=True, exist_ok=True)
    app = App()
    app.settings.language = "en"
    saved = []

    def shot(name: str) -> None:
        pygame.image.save(app.screen.surface, str(folder / name))
        saved.append(folder / name)
        if shots is not None:  # what the picture must show (tests/pictures.py)
            shots.append(pictures.expect(app, folder / name))
    scene = table(app, players=4, humans={0: "kb1"}, seed=3)
    while scene.session.match.state.turn_number < 9 or not (scene.session.match.state.phase == "swap" and scene.session.match.state.turn != 0):
        if scene.session.match.state.turn == 0 and scene.session.match.state.phase == "roll":
            press(app, "kb1", "slot2" if scene.session.match.state.turn_number % 3 else "slot1")
        app.frame(1 / 20)
    for _ in range(24):
        app.frame(1 / 60)
    shot("stafette.png")
    app.pop()
    hands = [[5, -1, 2], [1, 3], [4, 4, -3], [2, 2, 5], [3, -2, 1], [5, 1, 4]]
    state = StafetteState.setup(hands, PILE * 2, rolls=(2,), positions=[9, 12, 12, 3, 16, 0],
                                deposits=[[3, 4, -1], [], [5, 2], [], [1], []], data=DATA)
    scene = table(app, players=6, humans={0: "kb1", 3: "kb2"}, state=state)
    press(app, "kb1", "slot1", frames=40)
    shot("stafette-2.png")
    app.shutdown()
    return saved


def test_screenshots_render(tmp_path, monkeypatch):
    monkeypatch.setenv("ALPENPARTY_HOME", str(tmp_path))
    shots: list = []
    saved = save_screenshots(tmp_path / "shots", shots)
    assert [shot.path for shot in shots] == saved
    pictures.assert_shows(shots)


if __name__ == "__main__":
    print(*save_screenshots(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")), sep="\n")


def test_peek_privacy_a_throw_does_not_show_the_throwers_hand(app):
    app.settings.privacy = "peek"
    state = StafetteState.setup([HAND_MID, HAND_MID, HAND_MID], PILE, rolls=(3,), data=DATA)
    scene = table(app, humans={0: "kb1", 1: "kb2", 2: "kb3"}, state=state)
    press(app, "kb1", "slot1", release=False)
    assert logged(scene, rules.Roll) and not scene.hand_visible(0)
    press(app, "kb1", "alt", release=False)
    assert scene.hand_visible(0) and not scene.hand_visible(1)


def test_the_table_log_says_who_threw_what_and_who_swapped(app):
    state = StafetteState.setup([HAND_MID, HAND_MID, HAND_MID], PILE, rolls=(3,), data=DATA)
    scene = table(app, humans={0: "kb1", 1: "kb2", 2: "kb3"}, state=state)
    press(app, "kb1", "slot1")
    assert [line.words for line in scene.log.lines] == ["Player 1: White die (slow) → 4"]
    assert scene.log.lines[0].seat == 0


@pytest.mark.parametrize("scale", [1.0, 0.75])
def test_two_peoples_call_to_roll_is_read_whole_in_four_languages(app, at_scale, scale):
    """Play-test (German, 960x540): with two people at four seats kb1's keys take two rows, so
    the call to act takes the name's place in the band: it read "Würfel wähl…". In four
    languages, at 1280x720 and 960x540, it stands whole."""
    from game.ui import fonts
    from game.ui.i18n import LANGUAGES
    from text_probe import cut_short
    state = StafetteState.setup([HAND_MID] * 4, PILE, rolls=(3,), data=DATA)
    scene = table(app, players=4, humans={0: "kb1", 1: "kb2"}, state=state)
    at_scale(scale)
    fonts.record()
    found = []
    try:
        for language in LANGUAGES:
            app.settings.language = language
            probe = Probe()
            scene.draw(probe)
            found += [f"{language}: {problem}" for problem in cut_short(probe)]
    finally:
        fonts.record(False)
    assert not found, found


@pytest.mark.parametrize("scale", [1.0, 0.75])
def test_two_people_at_six_seats_in_large_text_sit_in_a_column_each(app, recording, at_scale, at_text_size, scale):
    """Issue 32: two people (kb1, kb2) at six seats at 150 % text: both people and a bot in the
    left column stood 761 units high (the first person's keys left the window, a two-row hint
    cut the call to act). The ring turns, clockwise still: kb1's person at the top of the left
    column, kb2's at the top of the right, the bots compact under them; the mover naming five
    occupants has three rows of keys (three names, "more", the look), under its call to act and
    inside its panel; in four languages nothing is cut, overlaps or leaves the window, and every
    name stands whole ("Spieler…" beside "Feld 2"), the fields on tags as the board marks them."""
    from game.ui.i18n import LANGUAGES
    from text_probe import cut_short, problems
    state = StafetteState.setup([HAND_MID] * 6, PILE, rolls=(1,), positions=[0, 2, 2, 2, 2, 2], data=DATA)
    scene = table(app, players=6, humans={0: "kb1", 1: "kb2"}, state=state)
    assert scene.seating()[1:4] == ((2, 1, 0), (3, 4, 5), False)  # at 100 %: up the left from seat 0, down the right
    at_text_size(150)
    app.settings.language = "de"  # before the throw: "Spieler…" beside "Feld 2" no more
    probe = Probe()
    scene.draw(probe)
    said = [words for _, words in probe.boxes]
    assert {"Spieler 1", "Spieler 2", "Bot 6"} <= set(said) and not any(words.startswith("Feld") for words in said)
    press(app, "kb1", "slot1")  # onto field 2, where the five others stand
    assert len(scene.key_labels(0)) == 5 and scene.controls.call(0) == "pick"
    at_scale(scale)  # the probe's drawing at a 960x540 window's scale (the presses drew the window's)
    assert scene.seating()[1:4] == ((0, 5, 4), (1, 2, 3), True)
    screen = pygame.Rect(0, 0, 1280, 720)
    rects = [scene.panel_rect(seat) for seat in range(6)]
    assert all(screen.contains(rect) and rect.collidelist(rects[:seat] + rects[seat + 1:]) < 0
               for seat, rect in enumerate(rects))
    assert all(rects[bot].height < rects[0].height // 3 for bot in range(2, 6))  # compact: a band over small cards
    found = []
    for language in LANGUAGES:
        app.settings.language = language
        scene.buttons_moved()
        call, keys = scene.prompt_band(0, False), scene.hint_rect(0)
        assert keys.height > 2 * call.height and rects[0].contains(keys) and keys.top > call.bottom, language
        probe = Probe()
        scene.draw(probe)
        found += [f"{language}: {problem}" for problem in problems(probe) + cut_short(probe)]
        said = {words for _, words in probe.boxes}
        found += [f"{language}: {scene.seat_name(seat)} cut" for seat in range(6) if scene.seat_name(seat) not in said]
    assert not found, found


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("scale", [1.0, 0.75])
def test_the_piles_words_keep_off_every_fields_number_its_icon_and_the_pile(app, at_scale, at_text_size, text_size, scale):
    """Issue 32's play-tests: at 150 % in German "10 aus dem Spiel" under the pile covered field 8's
    number; raised, it covered the pile's card backs, and in French, moved left, field 9's cow.
    With ten cards out of play (three seats), in every language, the pile's box stays off each
    field's number disc and icon, off the pile's cards, and on the board; its words are whole."""
    from game.titles.stafette.table import BOARD, ICON, ICONS, number_disc, pile_cards
    from game.ui.i18n import LANGUAGES
    from text_probe import Probe, cut_short
    at_scale(scale)
    at_text_size(text_size)
    scene = table(app)
    view = scene.session.public_view()
    assert view.removed_count == 10
    found = []
    for language in LANGUAGES:
        app.settings.language = language
        box = scene.pile_box(view)
        for field in scene.board:
            (x, y), radius, _ = number_disc(field)
            disc = pygame.Rect(x - radius - 3, y - radius - 3, 2 * radius + 6, 2 * radius + 6)
            icon = pygame.Rect(field.x - ICON // 2, field.y - ICON // 2, ICON, ICON) if field.event in ICONS else disc
            if box.colliderect(disc) or box.colliderect(icon):
                found.append(f"{language}: over field {field.index} {tuple(box)}")
        cards = pygame.Rect(0, 0, 54, 81)
        cards.center = (405, 196)  # the pile's lowest card back
        if box.colliderect(cards) or box.colliderect(pile_cards(view.pile_size)) or not BOARD.contains(box):
            found.append(f"{language}: over the pile's cards or off the board {tuple(box)}")
        probe = Probe()
        scene.draw(probe)
        found += [f"{language}: {trouble}" for trouble in cut_short(probe)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", ["en", "de", "fr", "it"])
@pytest.mark.parametrize("scale", [0.75, 0.625])
@pytest.mark.parametrize("text_size", [100, 125, 150])
def test_the_late_swap_notice_shows_whole_at_every_text_size(app, at_scale, at_text_size, language, scale, text_size):
    """Issue 32's play-test: at 150 % "Zu spät für „Tausch!“: … Drück noch…" was cut."""
    from kit.test_notices import late_notice_whole
    at_scale(scale)
    at_text_size(text_size)
    app.settings.language = language
    late_notice_whole(app.text("kit.key.late", was=app.text("stafette.shout.swap"),
                               now=app.text("stafette_table.key.white")))


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("scale", [1.0, 0.75])
def test_the_buildings_names_stand_whole_in_the_window(app, at_scale, at_text_size, text_size, scale):
    """Play-test (issue 32): at 150 % (French) the "Fromagerie" label under the Käserei ran off
    the window's bottom edge. Three seats (two people), four languages, each window: the hut's and the
    Käserei's names lie inside the window, clear of every field's number disc and icon, of
    the panels and of the table log."""
    from game.kit.table import SCREEN
    from game.titles.stafette.table import field_marks
    from game.ui.i18n import LANGUAGES
    at_scale(scale)
    at_text_size(text_size)
    scene = table(app, humans={0: "kb1", 1: "kb2"})
    found = []
    for language in LANGUAGES:
        app.settings.language = language
        keep_off = [*field_marks(scene.board), scene.log_region] + [scene.panel_rect(seat) for seat in range(3)]
        for name, (_, _, _, box) in scene.buildings().items():
            if not SCREEN.contains(box) or box.collidelist(keep_off) >= 0:
                found.append(f"{language}: the {name}'s name at {tuple(box)}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("scale", [1.0, 0.75])
def test_an_empty_table_log_draws_no_dark_box(app, at_scale, at_text_size, scale):
    """Play-test (issue 32): at 150 % (French, three seats) an empty dark box stood left of the
    Käserei: the table log in its corner (two people at the right column) before any line. Until a line is logged the board
    shows through there; once one is, the log's shade stands there."""
    from game.ui import canvas
    at_scale(scale)
    at_text_size(150)
    app.settings.language = "fr"
    scene = table(app, humans={0: "kb1", 1: "kb2"})
    assert scene.log_region == pygame.Rect(300, 624, 172, 90) and not scene.log.lines  # the corner log, empty
    pixel = canvas.to_pixels(pygame.Rect(scene.log_region.center, (1, 1)), scale).topleft
    probe = Probe()
    scene.draw(probe)
    assert probe.surface.get_at(pixel) == scene.backdrop().surface.get_at(pixel)
    scene.log.add("Joueur 1 lance 3.", scene.time)
    probe = Probe()
    scene.draw(probe)
    assert probe.surface.get_at(pixel) != scene.backdrop().surface.get_at(pixel)


@pytest.mark.parametrize("scale", [1.0, 0.75], ids=["1280x720", "960x540"])
def test_a_shout_windows_seconds_stay_on_their_dark_chip_beside_the_field_at_150(app, recording, at_scale,
                                                                                at_text_size, scale):
    """Play-test (150 %, German): a bot's countdown "1,0" spilled out of its small ring over the
    field number in the seat's band, and beside a person's call it reached past the panel.
    Every seat's seconds now lie whole on their dark chip in the band, clear of every other
    text, the field number beside them where the name leaves it room, no name cut."""
    import re
    from text_probe import cut_short, problems
    from game.ui.palette import WOOD_DARK
    at_scale(scale)
    at_text_size(150)
    app.settings.language = "de"
    state = StafetteState.setup([HAND_LOW, HAND_HIGH, HAND_MID, HAND_MID], PILE, rolls=(0,), data=DATA)
    scene = table(app, players=4, humans={0: "kb1", 1: "kb2"}, state=state)
    press(app, "kb1", "slot2", frames=20, draw=False)  # the black die: the swap window is open
    assert scene.session.match.state.phase == "swap"
    for seat in (1, 2, 3):  # every seat but the mover's may shout
        probe = Probe()
        scene.draw_panel(probe, seat)
        rect = scene.panel_rect(seat)
        seconds = [part.box for part in probe.texts if re.fullmatch(r"\d+,\d", part.words)]  # tenths: room enough
        assert len(seconds) == 1, (seat, [part.words for part in probe.texts])
        box = seconds[0]
        assert rect.contains(box) and box.bottom <= rect.y + 36 + 2, (seat, box)  # in the seat's band
        assert not problems(probe) and not cut_short(probe), (seat, problems(probe), cut_short(probe))
        px = canvas.current_scale()
        for x in (box.left, box.right - 1):  # the dark chip reaches past both ends of the seconds
            assert probe.surface.get_at((round(x * px), round(box.centery * px)))[:3] == WOOD_DARK, (seat, x)
    for seat in (1, 2, 3):  # the bands keep their field number
        probe = Probe()
        scene.draw_panel(probe, seat)
        assert str(scene.session.match.state.positions[seat]) in [part.words for part in probe.texts]


def test_the_results_picture_shows_no_words_of_the_last_throw(app, recording):
    """Play-test: the results' picture of the board showed the dice box's "Spieler 2: 3"
    under the die, small print of a moment gone. Once the race is over the tray keeps its
    die but drops the throw's line (the table's and so the picture's)."""
    scene = table(app, humans={0: "kb1"}, state=StafetteState.setup([HAND_MID] * 3, [], rolls=(3,), positions=[16, 0, 0],
                                                                     data=DATA))
    press(app, "kb1", "slot1")  # white 4: onto the Käserei with the pile empty, the game ends
    assert scene.session.is_over()
    run(app, 3.0)  # the die settles
    assert scene.tray.settled and scene.tray.dice and scene.last_roll is not None
    probe = Probe()
    scene.draw_table(probe)
    assert not [words for _, words in probe.boxes if words.startswith("Player 1:")]


@pytest.mark.parametrize("players", [3, 4, 6])
def test_toasts_of_every_seat_at_once_keep_off_the_turn_banner_at_150(app, at_text_size, players):
    """Play-test (150 %, German): Spieler 2's "Du bist nicht am Zug." above its seat at the top
    right lay over the turn banner's end ("…wählt einen Würfe"). However many seats' toasts
    show at once, each keeps off the phase line."""
    at_text_size(150)
    app.settings.language = "de"
    humans = {0: "kb1", 1: "kb2"}
    scene = table(app, players=players, humans=humans, state=StafetteState.setup([HAND_MID] * players, PILE, data=DATA))
    banner = scene.phase_line_box()
    for words in ("Du bist nicht am Zug.", "In diesem Zug wurde schon gewürfelt.", LONG_TOAST):
        for seat in range(players):
            scene.toast(seat, words)
        over = [(toast.seat, toast.words, tuple(toast.rect)) for toast in scene.toasts if toast.rect.colliderect(banner)]
        assert not over, over
