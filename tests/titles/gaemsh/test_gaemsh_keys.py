"""Gämsh on the kit's contract (one press, one meaning), played with two humans on one
keyboard (kb1 = Q W A S, Left Shift, Left Ctrl; kb2 = T Y G H, Space, B) in "peek" privacy:
every menu reached by the hints, late presses after the game changed a key, hands that show
only under the look, menus and pop-ups beside their seats, the quartet marked."""
from __future__ import annotations

import pygame
import pytest
from controls_probe import check_moment, play_by_hints

from driving import logged, press, release, run, toasts
from game.kit.controls import BASE
from game.titles.gaemsh import layout, rules
from test_gaemsh_table import MIXED, dealt, deck, quartet, table

DATA = rules.check_data()  # the title's data, as a game is given it

TWO = {0: "kb1", 1: "kb2"}  # seats 0 and 1: one of each team, side by side
MENUS = {"call", "team", "emote", "guess", "signal", "more"}  # and "out", at six players


@pytest.fixture
def peek(app):
    app.settings.privacy = "peek"
    return app


def noting_modes(scene) -> set[str]:
    """Every mode the human seats' buttons were read in from now on."""
    seen: set[str] = set()
    read = scene.read_buttons

    def noting(seat):
        buttons = read(seat)
        seen.add(buttons.mode)
        return buttons

    scene.read_buttons = noting
    return seen


def test_two_humans_play_by_the_hints_through_every_menu(peek):
    app = peek
    totals = {"actions": 0, "steps": 0, "shown": 0, "waited": 0}
    seen: set[str] = set()
    for seed in (1, 2):
        scene = table(app, humans=TWO, seed=seed, options={"foehn": True})
        modes = noting_modes(scene)
        counts = play_by_hints(app, scene, 70.0, seed=seed)
        seen |= modes
        totals = {key: totals[key] + counts[key] for key in totals}
        app.pop()
    assert MENUS <= seen, f"menus never reached: {MENUS - seen}"
    assert totals["actions"] > 40 and totals["steps"] > 40 and totals["waited"] >= 3, totals


def test_a_press_just_after_the_snack_turned_drops_into_slaps_is_refused_and_loses_nothing(peek):
    app = peek
    hands = [MIXED[0], ["foehn-snack", *MIXED[1][1:]], MIXED[2], MIXED[3]]
    hands[1][0], spare = "foehn-snack", MIXED[1][0]
    centre = ["foehn-bull", "fondue-day-2", "gipfelkreuz-day-2", "bernhardiner-day-1"]
    state = rules.from_decks(4, [deck(hands, centre, True)], foehn=True, signals={0: "wink", 1: "cough"}, settings=DATA.table)
    scene = table(app, humans=TWO, state=state)
    run(app, 0.2)
    assert spare not in scene.session.view(1).hand and scene.key_labels(0)["slot2"] == "drop 2"
    press(app, "kb2", "slot1")  # player 2 drops the Hearty Snack: swapping stops, slot keys slap
    press(app, "kb1", "slot2", frames=0)  # player 1 meant to drop, 1/60 s later
    assert scene.session.view(0).phase == "snack" and scene.key_labels(0)["slot2"] == "slap 2"
    assert not [action for action in scene.session.match.actions() if action.seat == 0]
    assert toasts(scene)[-1] == app.text("kit.key.late", was="drop 2", now="slap 2")
    run(app, 0.5)
    press(app, "kb1", "slot2")  # now the hint has shown it: the slap is taken
    assert scene.session.match.state.snack_claims.get(1) == 0


def test_a_press_just_after_a_new_round_began_is_taken_at_once(peek):
    """A key that just gained a meaning (the new deal after a call) takes the first press."""
    app = peek
    hands = [quartet("steinbock"), ["murmeltier-day-1", "edelweiss-day-2", "edelweiss-day-3", "alphorn-day-2"],
             MIXED[0], ["edelweiss-day-1", "kuhglocke-day-2", "enzian-day-1", "murmeltier-day-2"]]
    scene = table(app, humans=TWO, state=dealt(hands=hands))
    press(app, "kb2", "act")
    press(app, "kb2", "slot3")
    press(app, "kb2", "slot1")  # a right Counter Gämsh at team A: hands shown, then a new deal
    assert scene.session.view(0).phase == "reveal" and "slot1" not in scene.key_labels(0)
    press(app, "kb1", "slot1")
    assert toasts(scene)[-1] == app.text("gaemsh.refuse.round_over")
    while scene.session.view(0).phase == "reveal":
        app.frame(1 / 60)
    press(app, "kb1", "slot1", frames=0)
    assert logged(scene, rules.Drop)[-1].seat == 0


def test_a_menu_opened_in_a_deal_closes_when_a_call_ends_the_deal_and_says_why(peek):
    """Issue 28: player 1 opened the shout menu, the other team called, a new deal started
    and the open menu's slot1 still meant "Gämsh!". Closed by the kit (game/kit/table.py)."""
    app = peek
    hands = [quartet("steinbock"), ["murmeltier-day-1", "edelweiss-day-2", "edelweiss-day-3", "alphorn-day-2"],
             MIXED[0], ["edelweiss-day-1", "kuhglocke-day-2", "enzian-day-1", "murmeltier-day-2"]]
    scene = table(app, humans=TWO, state=dealt(hands=hands))
    press(app, "kb1", "act")  # player 1 opens the shout menu
    menu = scene.buttons(0)
    assert menu.mode == "call" and menu.title
    press(app, "kb2", "act")
    press(app, "kb2", "slot3")
    press(app, "kb2", "slot1")  # a right Counter Gämsh at team A ends the deal
    assert scene.session.view(0).phase == "reveal" and scene.buttons(0).mode == BASE
    assert app.text("kit.menu.over", menu=menu.title) in toasts(scene)
    while scene.session.view(0).phase == "reveal":
        app.frame(1 / 60)
    assert scene.buttons(0).mode == BASE and scene.key_labels(0)["slot1"].startswith("drop")
    run(app, 0.5)
    press(app, "kb1", "slot1")
    assert not logged(scene, rules.CallGaemsh) and logged(scene, rules.Drop)[-1].seat == 0


def test_a_hand_mid_swap_shows_only_under_its_owners_look(peek):
    app = peek
    scene = table(app, humans=TWO, state=dealt())
    press(app, "kb1", "slot3")
    assert scene.session.view(0).mid_swap and not scene.hand_visible(0) and not scene.hand_visible(1)
    check_moment(scene, app)
    press(app, "kb1", "alt", release=False)
    assert scene.hand_visible(0) and not scene.hand_visible(1)
    release(app, "kb1", "alt")
    assert not scene.hand_visible(0)


def test_drawn_hands_are_backs_for_the_other_human(peek, monkeypatch):
    app = peek
    scene = table(app, humans=TWO, state=dealt())
    run(app, 1.5)  # the deal has landed
    faces = []
    original = app.art.card_face
    monkeypatch.setattr(app.art, "card_face", lambda card, size: faces.append((card, size)) or original(card, size))
    press(app, "kb2", "slot1")
    faces.clear()
    scene.draw(app.screen)
    hand_faces = {card for card, size in faces if size == layout.HAND_CARD}
    assert not hand_faces & (set(MIXED[0]) | set(MIXED[1]))
    press(app, "kb2", "alt", release=False)
    faces.clear()  # the table's art warms itself between frames: only what a frame draws counts
    scene.draw(app.screen)
    assert set(MIXED[1][1:]) <= {card for card, size in faces if size == layout.HAND_CARD}
    assert not {card for card, _ in faces} & set(MIXED[0])


def test_the_signal_choice_keeps_the_look_away_screen_and_alt_goes_back(peek):
    app = peek
    scene = table(app, humans=TWO)
    assert scene.session.view(0).phase == "signals" and scene.key_labels(0) == {"act": "choose…", "alt": "hold: look"}
    press(app, "kb1", "act")
    assert scene.buttons(0).mode == "signal" and scene.key_labels(0)["alt"] == "back"
    assert scene.menu_lines(0)[0] == "Your team's signal"
    press(app, "kb1", "alt")
    assert scene.buttons(0).mode == BASE and scene.session.view(0).my_signal is None
    press(app, "kb1", "act")
    press(app, "kb1", "slot3")
    assert scene.session.view(0).my_signal == "hattip" and scene.buttons(0).mode == BASE


def test_the_guess_shows_all_eight_emotes_with_their_keys(peek):
    app = peek
    scene = table(app, humans=TWO, state=dealt(signals={0: "wink", 1: "whistle"}))
    for button in ("act", "slot3", "slot2"):
        press(app, "kb1", button)
    shown = " ".join(scene.key_labels(0).values()) + " " + " ".join(scene.menu_lines(0))
    names = [app.text(f"gaemsh.emote.{emote}") for emote in rules.EMOTES]
    assert all(name in shown for name in names)
    assert scene.menu_lines(0)[1].startswith("L Shift ▸ Yodel")  # the other row, behind act
    assert "column" not in shown


@pytest.mark.parametrize("players, humans", [(4, {0: "kb1", 1: "kb2", 2: "kb3", 3: "kb4"}),
                                             (6, {0: "kb1", 3: "kb2"}), (6, {0: "kb1", 1: "kb2", 5: "kb3"})])
def test_menus_hints_and_shouts_stand_beside_their_seats(peek, players, humans):
    app = peek
    signals = {team: emote for team, emote in enumerate(("wink", "cough", "sneeze")) if team < players // 2}
    state = rules.from_decks(players, [deck([], [], players=players)], signals=signals, settings=DATA.table)
    scene = table(app, players=players, humans=humans, state=state)
    kept = [*layout.fixed_boxes(players, len(scene.session.public_view().table)), *layout.REGIONS.values()]
    for language, mode in ((language, mode) for language in ("en", "de", "fr", "it")
                           for mode in ("base", "call", "team", "out", "emote", "more")):
        app.settings.language = language
        for seat in humans:
            scene.controls.pads[seat].open(mode) if mode != "base" else scene.controls.pads[seat].close()
        scene.buttons_moved()
        for seat in humans:
            rect = scene.hint_rect(seat)
            assert layout.SCREEN.contains(rect) and rect.collidelist(kept) < 0, (language, mode, seat, rect)
            others = [scene.panels[other] for other in range(players) if other != seat]
            keys = pygame.Rect(rect.x, rect.bottom - layout.hint_h(), rect.width, layout.hint_h())  # a menu's words
            assert rect.collidelist(others) < 0 and not keys.colliderect(scene.panels[seat]), (language, mode, seat)
    for seat in range(players):  # beside the seat where there is room, else over its own place
        others = [scene.seat_rect(other) for other in range(players) if other != seat]
        scene.shout(seat, app.text("gaemsh.call.outgaemsh"))
        for place in (scene.beside_seat(seat, (300, 64)), scene.banners.by_region[f"shout{seat}"][-1].region):
            assert place.collidelist(kept + others) < 0, (seat, place)


def test_a_quartet_is_marked_only_where_its_owner_sees_the_hand(peek):
    app = peek
    hands = [quartet("steinbock"), ["murmeltier-day-1", "edelweiss-day-2", "edelweiss-day-3", "alphorn-day-2"],
             MIXED[0], ["edelweiss-day-1", "kuhglocke-day-2", "enzian-day-1", "murmeltier-day-2"]]
    scene = table(app, humans=TWO, state=dealt(hands=hands))
    assert not scene.holds_quartet(0)  # hidden from the room: no mark either
    press(app, "kb1", "alt", release=False)
    assert scene.holds_quartet(0) and not scene.holds_quartet(1)
    drawn = []
    original = scene.label
    scene.label = lambda words, *rest, **named: drawn.append(words) or original(words, *rest, **named)
    scene.draw(app.screen)
    assert app.text("gaemsh_table.quartet") in drawn
    release(app, "kb1", "alt")
    app.pop()
    solo = table(app, humans={0: "kb1"}, state=dealt(hands=hands))  # alone: the own hand is open
    assert solo.holds_quartet(0)


def test_a_menu_box_is_drawn_with_its_name_and_the_hint_the_keys_show(peek):
    app = peek
    scene = table(app, humans=TWO, state=dealt())
    press(app, "kb2", "act")
    check_moment(scene, app)
    assert scene.menu_lines(1) == ["Shout"] and scene.hint_rect(1).height == layout.hint_h() + 28


@pytest.mark.parametrize("players", [4, 6])
def test_at_150_percent_a_seats_menus_stand_beside_it_unwrapped_and_clear(peek, at_text_size, players):
    """Issue 32, seen in a real window: at 150 % text the shout menu's hint stood over its own
    seat and the log, its labels run together. Every menu wraps its keys into rows where it
    must and stands clear of the centre, the banners, the scores, the emotes, the log and
    every seat."""
    app = peek
    at_text_size(150)
    signals = {team: emote for team, emote in enumerate(("wink", "cough", "sneeze")) if team < players // 2}
    state = rules.from_decks(players, [deck([], [], players=players)], signals=signals, settings=DATA.table)
    scene = table(app, players=players, humans={0: "kb1"}, state=state)
    kept = [*layout.fixed_boxes(players, len(scene.session.public_view().table)), *layout.regions(players).values()]
    for language, mode in ((language, mode) for language in ("en", "de", "fr", "it")
                           for mode in ("base", "call", "team", "out", "emote", "more")):
        app.settings.language = language
        scene.controls.pads[0].open(mode) if mode != "base" else scene.controls.pads[0].close()
        scene.buttons_moved()
        rect = scene.hint_rect(0)
        assert layout.SCREEN.contains(rect) and rect.collidelist(kept + scene.panels) < 0, (language, mode, rect)
