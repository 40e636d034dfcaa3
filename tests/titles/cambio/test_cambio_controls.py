"""Cambio on the kit's contract (game/kit/controls.py), with two people on one keyboard
(kb1: Q W A S, Left Shift, Left Ctrl; kb2: T Y G H, Space, B) in "peek" privacy: the
table played by its own hints through every mode, late presses, the opening look seat by
seat, private cards only under the owner's look, and the issue's fixes (swaps named and
marked, the look's count, plain pointer words, burns off alt)."""
from __future__ import annotations

import pytest

from controls_probe import check_moment, play_by_hints
from driving import press, release, run, logged, toasts
from game.kit.controls import BASE
from game.titles.cambio import rules
from game.titles.cambio.table import CambioTable
from test_cambio_table import TITLE, LAYOUTS, order, playing

DATA = rules.check_data()  # the title's data, as a game is given it

TWO = {0: "kb1", 1: "kb2"}
FOUR = LAYOUTS + [["eicheln-5", "rosen-ass", "schellen-3", "schilten-8"]]


@pytest.fixture()
def app(app):
    app.settings.privacy = "peek"
    return app


def table(app, players=3, humans=TWO, state=None, seed=5, level="normal", options=None):
    from driving import push_table
    return push_table(app, TITLE, CambioTable, players, humans, state, seed, None, level, options)


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


def look_away_words(scene):
    """The words of the look-away card drawn now (none: no card)."""
    drawn = []
    original = scene.label

    def noting(words, *args, **kwargs):
        drawn.append(words)
        return original(words, *args, **kwargs)

    scene.label = noting
    try:
        scene.draw_away(scene.app.screen)
    finally:
        del scene.label
    return drawn


def private_faces(scene):
    """(owner, slot) of every card drawn face up on the table now that is not public."""
    public = {(owner, slot) for owner, slot, _ in scene.session.public_view().shown}
    return {place for place in scene.faces() if place not in public}


# ---------------------------------------------------------------------------- the whole contract

def test_two_people_play_by_the_hints_through_every_mode(app):
    """kb1 and kb2 press what their hints show, at a person's pace, waiting in menus; the
    contract holds at every step (tests/controls_probe.py), and every mode is reached."""
    seen: set[str] = set()
    totals = {"actions": 0, "steps": 0, "waited": 0}
    every = {BASE, "call", "burn", "keep", "swap", "players"}

    def clear() -> bool:
        return seen == every and totals["actions"] > 100 and totals["steps"] > 100 and totals["waited"] > 10

    # random presses: a swap's first pick needs a king, ober or under drawn and discarded, which
    # seed 4's game reaches (seeds 1, 2, 3 and 5 do not). Played in stretches of 30 s: play stops
    # at the first stretch after which every mode was reached and the counts below were met,
    # at most 300 s a game, four games
    for seed in (4, 1, 2, 3):
        scene = table(app, seed=seed, options={"target": 100})
        for stretch in range(10):
            counts, modes = modes_seen(app, scene, 30, seed * 10 + stretch)
            seen |= modes
            for key in totals:
                totals[key] += counts[key]
            if clear() or scene.session.is_over():
                break
        app.pop()
        if clear():
            break
    assert seen == every, seen
    assert totals["actions"] > 100 and totals["steps"] > 100 and totals["waited"] > 10, totals


def test_a_late_press_keeps_its_old_meaning_when_a_turn_begins(app):
    """Player 2 means to burn (slot1) just as Player 1's skip hands it the turn, where
    slot1 takes the discard: the press is refused with the reason, nothing is taken, and
    the next press does what the hint shows."""
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=playing(deck=("eicheln-10",)))
    run(app, 2.3)
    press(app, "kb1", "act")
    press(app, "kb1", "act")  # the Eicheln 10: look at an own card
    run(app, 2.3)  # the window's least time passes during the action
    assert scene.key_labels(1)["slot1"] == "burn" and scene.key_labels(1)["act"] == "pick a player"
    assert scene.key_labels(0)["act"] == "skip"
    press(app, "kb1", "act", frames=0)  # skip: Player 2's turn
    assert scene.key_labels(1)["slot1"] == "take discard" and scene.key_labels(1)["act"] == "draw"
    before = len(scene.session.match.log)
    press(app, "kb2", "slot1", frames=0)
    assert "Too late for “burn”: this key now means “take discard”. Press again for that." in toasts(scene)
    assert len(scene.session.match.log) == before and scene.session.match.state.phase == "turn"
    press(app, "kb2", "act", frames=0)
    assert len(scene.session.match.log) == before
    run(app, 0.5)
    press(app, "kb2", "slot1")
    assert logged(scene, rules.Draw)[-1].source == "discard" and scene.session.match.state.turn == 1


def test_a_burn_takes_the_first_press_the_moment_the_window_opens(app):
    """Out of turn the slot keys gain the burn when a card lands: no guard holds them."""
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=playing(deck=("schellen-7",)))
    run(app, 2.3)
    press(app, "kb1", "act")  # Player 1 draws the Schellen 7: the window closes
    assert "slot1" not in scene.key_labels(1) and scene.key_labels(1)["alt"] == "hold: look"
    press(app, "kb1", "act", frames=0)  # ... and discards it: a window opens
    press(app, "kb2", "slot1", frames=0)  # Player 2's Rosen 7, at once
    burn = logged(scene, rules.Burn)[0]
    assert (burn.seat, burn.owner, burn.slot) == (1, 1, 0) and scene.session.match.state.layouts[1][0] is None


def test_nothing_forgets_a_pointer_or_closes_a_menu_by_itself(app):
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=playing(first="rosen-6"))
    run(app, 2.3)
    press(app, "kb2", "act")
    press(app, "kb2", "slot2")  # Player 2 points at Player 3
    press(app, "kb1", "slot4")  # Player 1 asks "Fässler?"
    press(app, "kb2", "act")  # and Player 2 opens the players menu again
    run(app, 30.0)
    assert scene.buttons(0).mode == "call" and scene.buttons(1).mode == "players"
    press(app, "kb2", "alt")
    assert scene.controls.cards(1) == {(2, slot): f"slot{slot + 1}" for slot in range(4)}


def test_pointer_words_are_plain_names(app):
    scene = table(app, players=4, humans={0: "kb1", 2: "kb2"}, state=playing(FOUR))
    press(app, "kb2", "act")
    labels = scene.key_labels(2)
    assert labels == {"slot1": "mine", "slot2": "Bot 4", "slot3": "Player 1", "slot4": "Bot 2", "alt": "back"}
    assert not any("→" in words or "Shift" in words for words in labels.values())


# ---------------------------------------------------------------------------- privacy

@pytest.mark.parametrize("scale", [0.75, 0.625], ids=["960x540", "800x450"])
def test_the_look_away_card_keeps_its_words_inside_in_every_language(app, at_scale, scale):
    """German at 960x540: "Spieler 1: Halte Strg L, dann drück die Taste einer Karte" ran
    past the card's edges; each line wraps inside its band of the card instead."""
    from game.titles.cambio.layout import AWAY
    from game.ui import fonts
    from game.ui.i18n import LANGUAGES
    from text_probe import Probe
    scene = table(app, humans={0: "kb1", 1: "kb2"}, seed=4)
    run(app, 1.0)
    assert scene.look_turn() == 0
    at_scale(scale)
    fonts.record()
    try:
        outside = []
        for language in LANGUAGES:
            app.settings.language = language
            probe = Probe()
            scene.draw_away(probe)
            words = [part for part in probe.texts if part.box.colliderect(AWAY)]
            assert len(words) >= 3
            outside += [f"{language}: {part.words}" for part in words if not AWAY.contains(part.box)]
    finally:
        fonts.record(False)
    assert not outside

def test_the_opening_look_goes_seat_by_seat_and_nothing_picks_for_a_person(app):
    scene = table(app, humans={0: "kb1", 1: "kb2"}, seed=4)
    run(app, 60.0)  # no look deadline at a table with people: nothing is picked for them
    assert scene.session.match.state.phase == "look" and scene.session.match.state.looks_left[:2] == [2, 2]
    assert scene.session.match.state.looks_left[2] == 0  # the bot looked at once
    assert scene.look_turn() == 0
    assert look_away_words(scene) == ["Player 1 looks at 2 cards", "Everyone else: look away!",
                                      "Player 1: hold L Ctrl, then press a card's key"]
    assert scene.prompt(0) == scene.prompt(1) == ""  # the card over the table says it
    assert scene.key_labels(1) == {"alt": "hold: look"}
    press(app, "kb2", "slot1")
    assert "Player 1 is looking: look away!" in toasts(scene)
    assert not [look for look in logged(scene, rules.Look) if look.seat < 2]
    press(app, "kb1", "slot1")  # without the look held: nothing is spent, the seat hears how
    assert private_faces(scene) == set() and scene.session.match.state.looks_left[0] == 2
    press(app, "kb1", "alt", release=False)
    press(app, "kb1", "slot1")
    assert private_faces(scene) == {(0, 0)}
    press(app, "kb1", "slot3")
    assert private_faces(scene) == {(0, 0), (0, 2)}
    assert look_away_words(scene)[:2] == ["Player 1 is looking at their cards", "Everyone else: look away!"]
    release(app, "kb1", "alt")
    assert private_faces(scene) == set() and scene.look_turn() == 1  # let go, its cards hide: the next one's turn
    assert look_away_words(scene)[0] == "Player 2 looks at 2 cards"
    press(app, "kb2", "alt", release=False)
    press(app, "kb2", "slot2")
    assert private_faces(scene) == {(1, 1)}
    press(app, "kb2", "slot4")
    release(app, "kb2", "alt")
    assert scene.session.match.state.phase == "turn" and look_away_words(scene) == []


def test_a_look_is_spent_only_while_the_look_key_is_held(app):
    """Issue 28: Q alone used up the look and showed nothing; holding the look key later
    showed nothing either. Now the slot key looks only under the held look key."""
    scene = table(app, humans={0: "kb1", 1: "kb2"}, seed=4)
    run(app, 1.0)
    press(app, "kb1", "slot3")
    assert scene.session.match.state.looks_left[0] == 2 and not [look for look in logged(scene, rules.Look) if look.seat == 0]
    assert toasts(scene) == ["Hold L Ctrl first, then press a card's key: the card shows while you hold it."]
    assert scene.key_labels(0) == {"alt": "hold: look"}  # the hint says the same: the look key first
    run(app, 3.0)
    press(app, "kb1", "alt", release=False)
    assert "slot3" in scene.key_labels(0) and private_faces(scene) == set()
    press(app, "kb1", "slot3")
    assert scene.session.match.state.looks_left[0] == 1 and private_faces(scene) == {(0, 2)}
    release(app, "kb1", "alt")
    assert private_faces(scene) == set()  # nobody else sees it


def test_no_look_away_card_while_only_a_bot_still_looks(app):
    """Play-test: both people had looked and let go, their cards hidden again, yet the card
    still said "Player 2 is looking at their cards" while the bot looked."""
    state = rules.from_deck(3, order(), data=DATA)
    for seat in (0, 1):
        state.apply(rules.Look(seat, 2))
        state.apply(rules.Look(seat, 3))
    assert state.phase == "look" and state.looks_left == [0, 0, 2]  # the bot has still to look
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=state)
    assert scene.session.view(1).shown  # the rules still show the people their cards a moment
    assert scene.look_turn() is None and look_away_words(scene) == []
    press(app, "kb2", "alt", release=False)  # a person who looks again at what it saw: its turn again
    assert scene.look_turn() == 1


def test_after_a_won_call_the_look_says_three_cards(app):
    state = rules.from_deck(3, order(), data=DATA)
    state.bonus_seat = 0
    state.start_round(order())
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=state)
    assert look_away_words(scene)[0] == "Player 1 looks at 3 cards"
    app.settings.privacy = "open"
    assert scene.prompt(0) == "Look at 3 cards: press their keys"


def test_a_drawn_card_and_a_peek_show_only_under_their_owners_look(app):
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=playing(deck=("eicheln-10",)))
    drawn = []
    picture = scene.picture
    scene.picture = lambda card: (drawn.append(card), picture(card))[1]
    run(app, 2.3)
    press(app, "kb1", "act")
    run(app, 0.5)  # the card lands beside the seat
    assert scene.prompt(0) == "Hold L Ctrl to look at the card you drew"
    drawn.clear()
    app.frame(1 / 60)
    assert "eicheln-10" not in drawn
    press(app, "kb1", "alt", release=False)
    drawn.clear()
    app.frame(1 / 60)
    assert "eicheln-10" in drawn and scene.prompt(0) == ""
    release(app, "kb1", "alt")
    press(app, "kb1", "act")  # discard: peek at an own card
    assert scene.prompt(0) == "Hold L Ctrl, then a card's key: peek"
    press(app, "kb1", "slot1")  # without the look held: the peek is not spent
    assert scene.prompt(0) == "Hold L Ctrl, then a card's key: peek" and private_faces(scene) == set()
    press(app, "kb1", "alt", release=False)
    press(app, "kb1", "slot1")
    assert private_faces(scene) == {(0, 0)} and not scene.hand_visible(1)
    check_moment(scene, app)


# ---------------------------------------------------------------------------- swaps

def test_a_swap_names_the_slots_in_the_log_and_marks_them_for_their_owners(app):
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=playing(deck=("eicheln-koenig",)))
    run(app, 2.3)
    press(app, "kb1", "act")
    press(app, "kb1", "act")
    press(app, "kb1", "slot1")  # Player 1's top-left card ...
    press(app, "kb1", "slot4")  # ... for Player 2's bottom-right card
    assert scene.log.lines[-1].words == "Player 1: Player 1's top-left card ⇄ Player 2's bottom-right card"
    run(app, 0.5)  # Player 2's opening look has faded: its prompt tells of the swap
    assert scene.prompt(1) == "Player 1 swapped your bottom-right card!" and scene.prompt(0) == ""
    assert set(scene.swapped) == {(0, 0), (1, 3)}
    marks = []
    scene.draw_swap_mark = lambda surface, box, swapper: marks.append((box.center, swapper))
    run(app, 10.0)
    app.frame(1 / 60)
    centres = {tuple(map(round, scene.slot_point(owner, slot))) for owner, slot in ((0, 0), (1, 3))}
    assert {centre for centre, _ in marks} == centres and {swapper for _, swapper in marks} == {0}
    run(app, 15.0)
    marks.clear()
    app.frame(1 / 60)
    assert marks == []


def test_a_swap_log_line_in_german(app):
    app.settings.language = "de"
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=playing(deck=("eicheln-koenig",)))
    run(app, 2.3)
    for button in ("act", "act", "slot1", "slot4"):
        press(app, "kb1", button)
    assert scene.log.lines[-1].words == \
        "Spieler 1: Spieler 1, oben links ⇄ Spieler 2, unten rechts"


# ---------------------------------------------------------------------------- legible from the sofa

def shared_moments(app, scene):
    """Two people's moments at one screen, by their keys: each yields a name once reached.
    Nothing between them is drawn (the caller draws each moment it checks)."""
    def on(device, button, **kwargs):
        press(app, device, button, draw=False, **kwargs)

    def let_go(device, button):
        release(app, device, button, draw=False)

    def wait(seconds):
        for _ in range(round(seconds / 0.25)):
            app.advance(0.25)

    yield "start"
    on("kb1", "alt", release=False)
    on("kb1", "slot1")
    yield "look held"
    on("kb1", "slot2")
    let_go("kb1", "alt")
    wait(3.0)
    yield "second looks"
    on("kb2", "alt", release=False)  # a look happens only under the held look key
    on("kb2", "slot3")
    on("kb2", "slot4")
    let_go("kb2", "alt")
    wait(2.5)
    yield "turn"
    assert scene.session.match.state.turn == 0
    on("kb1", "slot4")
    yield "call menu"
    on("kb1", "alt")
    on("kb1", "slot2")
    on("kb1", "act")
    on("kb2", "act")
    yield "players menus"
    on("kb1", "alt")
    on("kb2", "alt")
    yield "burn menu"
    on("kb1", "alt")
    on("kb1", "act")
    wait(0.5)
    yield "drawn"
    on("kb1", "act")
    wait(0.5)
    yield "action"
    on("kb1", "slot1")
    yield "picked"
    on("kb1", "slot4")
    wait(0.5)
    yield "swapped"


@pytest.mark.parametrize("players, humans", [(2, {0: "kb1", 1: "kb2"}), (3, {0: "kb1", 1: "kb2"}),
                                             (4, {0: "kb1", 2: "kb2"}), (5, {0: "kb1", 3: "kb2"}),
                                             (6, {0: "kb1", 3: "kb2"})])
def test_two_peoples_texts_fit_and_never_overlap(app, at_scale, players, humans):
    from game.ui import fonts
    from game.ui.i18n import LANGUAGES
    from text_probe import Probe, problems

    layouts = (FOUR + [["schellen-5", "schilten-ass", "rosen-2", "eicheln-8"],
                       ["rosen-4", "eicheln-ass", "schilten-2", "schellen-10"]])[:players]
    found: dict[str, str] = {}
    state = rules.from_deck(players, order(layouts, deck=("eicheln-koenig",)), data=DATA)
    scene = table(app, players=players, humans=humans, state=state, level="hard")
    app.input.bind("kb2", list(humans)[1])
    fonts.record()
    try:
        for moment in shared_moments(app, scene):
            for scale in (1.0, 0.75, 0.625):  # drawn as at 1280x720, 960x540 and 800x450
                at_scale(scale)
                for language in LANGUAGES:
                    app.settings.language = language
                    probe = Probe()
                    scene.draw(probe)
                    for problem in problems(probe):
                        found.setdefault(problem, f"{scale} {language} {moment}")
                at_scale(1.0)
                app.settings.language = "en"
    finally:
        fonts.record(False)
    assert not found, "\n".join(f"{where}: {problem}" for problem, where in found.items())


def test_once_the_game_is_over_no_key_offers_a_look(app, monkeypatch):
    """Play-tested: "hold: look" stood in both key hints after the final reveal, when every card
    lies face up and there is nothing left to look at (the kit's look gesture, game/kit/table.py)."""
    scene = table(app)
    assert scene.buttons(0).meanings[scene.peek_button].hold  # during the game alt is the look
    monkeypatch.setattr(scene.session, "is_over", lambda: True)
    scene.buttons_moved()
    for seat in (0, 1):
        assert scene.peek_button not in scene.buttons(seat).meanings
        assert "look" not in " ".join(scene.key_labels(seat).values())
