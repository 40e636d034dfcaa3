"""The Cambio table, driven by real key events through the real input layer.

kb1 = Q W A S (slot1..4), Left Shift (act), Left Ctrl (alt); kb2 = T Y G H, Space, B;
kb3 = O P L ;, Right Alt, ".".
Run as a script to save the screenshots to docs/screenshots/.
"""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pygame
import pytest

from game.ui.i18n import LANGUAGES
from game.app import App
from game.titles import cambio as title
from game.titles.cambio import rules as rules
from game.titles.cambio.layout import DISCARD_AT, NEWS_REGION as NEWS, PILE_CARD, piles_area
from game.titles.cambio.table import TEXT_SIZE, CambioTable
from game.kit.table import SCREEN
from game.ui import fonts, tween
import pictures
from driving import push_table, press, pressed, release, run, logged, banners, toasts
from game.core.actions import Stamped

DATA = rules.check_data()  # the title's data, as a game is given it

TITLE = dataclasses.replace(title.TITLE, options=())  # without its lobby's options

THREE = {0: "kb1", 1: "kb2", 2: "kb3"}

LAYOUTS = [["rosen-3", "eicheln-9", "schellen-ass", "joker-tell"],
           ["rosen-7", "schilten-koenig", "eicheln-2", "rosen-5"],
           ["schilten-4", "eicheln-ober", "schellen-6", "rosen-1"]]


def order(layouts=LAYOUTS, first="schellen-9", deck=("schilten-7", "rosen-faessler", "eicheln-under")):
    """A deal order: the layouts, the first discard, the deck's top cards, then the rest."""
    used = [card for layout in layouts for card in layout] + [first] + list(deck)
    return used + [card for card in rules.CARDS if card not in used]


def playing(layouts=LAYOUTS, **kwargs):
    """A game past the opening look (each seat looked at its bottom row): seat 0 to play,
    the first discard's burn window open."""
    state = rules.from_deck(len(layouts), order(layouts, **kwargs), data=DATA)
    for seat in range(len(layouts)):
        state.apply(rules.Look(seat, 2))
        state.apply(rules.Look(seat, 3))
    assert state.phase == "turn" and state.turn == 0 and state.window_open
    return state


@pytest.fixture()
def app(app):
    """The shared app, with all hands open (the peek-privacy tests switch it back)."""
    app.settings.privacy = "open"
    return app


def table(app, players=3, humans=None, state=None, seed=5, host=None, level="normal", options=None):
    return push_table(app, TITLE, CambioTable, players, humans, state, seed, host, level, options)


def faces(scene):
    return scene.faces()


@pytest.fixture()
def sounds(app, monkeypatch):
    played = []
    monkeypatch.setattr(app.sound, "play", played.append)
    return played


# ---------------------------------------------------------------------------- the opening look

def test_the_opening_look_is_one_press_a_card_and_only_the_looker_sees_it(app):
    state = rules.from_deck(3, order(), data=DATA)
    scene = table(app, state=state, level="hard")
    assert scene.key_labels(0) == {"slot1": "look", "slot2": "look", "slot3": "look", "slot4": "look"}
    assert scene.prompt(0) == "Look at 2 cards: press their keys"
    press(app, "kb1", "slot1")
    assert scene.key_labels(0) == {"slot2": "look", "slot3": "look", "slot4": "look"}
    assert scene.prompt(0) == "Look at 1 more card: press its key"
    press(app, "kb1", "slot4")
    assert [(a.seat, a.slot) for a in logged(scene, rules.Look)] == [(0, 0), (0, 3)]
    shown = faces(scene)
    assert shown[(0, 0)] == "rosen-3" and shown[(0, 3)] == "joker-tell"
    run(app, 1.0)  # the bots look too; their cards are never drawn face up
    assert all(owner == 0 for owner, _ in faces(scene))
    assert "slot1" not in scene.key_labels(0)


# ---------------------------------------------------------------------------- a turn

def test_draw_then_keep_puts_the_card_into_the_layout(app, sounds):
    scene = table(app, humans=THREE, state=playing())
    press(app, "kb1", "act")  # too early: the burn window's least time has not passed
    assert "Wait: the others may still burn." in toasts(scene) and "wrong" in sounds
    run(app, 2.0)
    assert scene.key_labels(0) == {"act": "draw", "slot1": "take discard", "slot2": "burn a card", "slot4": "Fässler?"}
    press(app, "kb1", "act")
    assert scene.session.match.state.phase == "drawn" and scene.session.match.state.held == "schilten-7"
    assert scene.key_labels(0) == {"slot1": "keep", "slot2": "keep", "slot3": "keep", "slot4": "keep",
                                   "act": "discard"}
    assert scene.controls.cards(0) == {(0, 0): "slot1", (0, 1): "slot2", (0, 2): "slot3", (0, 3): "slot4"}
    press(app, "kb1", "slot2")
    assert pressed(scene, rules.Replace) == [Stamped(rules.Replace(0, 1), t=pytest.approx(scene.session.clock, abs=0.1),
                                                     order=pressed(scene, rules.Replace)[0].order)]
    assert scene.session.match.state.layouts[0][1] == "schilten-7" and scene.session.match.state.discard[-1] == "eicheln-9"
    assert scene.session.match.state.turn == 1 and scene.landing[("discard",)] > scene.clock
    assert any(isinstance(a, tween.Flight) for a in scene.anims.running)


def test_a_seven_peeks_at_a_card_of_a_player_chosen_by_name(app):
    scene = table(app, humans=THREE, state=playing())
    run(app, 2.3)
    press(app, "kb1", "act")
    press(app, "kb1", "act")  # discard the Schilten 7: look at another player's card
    assert scene.session.match.state.phase == "action" and scene.session.match.state.pending == "peek_other"
    labels = scene.key_labels(0)
    assert labels["slot1"] == "peek" and labels["act"] == "player or skip" and "alt" not in labels
    assert scene.controls.cards(0)[(1, 0)] == "slot1"  # the pointer starts at the next player
    press(app, "kb1", "act")  # the players menu names them
    assert scene.buttons(0).mode == "players"
    assert scene.key_labels(0) == {"slot1": "Player 2", "slot2": "Player 3", "act": "skip", "alt": "back"}
    press(app, "kb1", "slot2")
    assert scene.buttons(0).mode == "base" and scene.controls.cards(0)[(2, 3)] == "slot4"
    press(app, "kb1", "slot4")
    assert logged(scene, rules.Peek)[0].owner == 2 and logged(scene, rules.Peek)[0].slot == 3
    assert (2, 3, "rosen-1") in scene.session.match.state.observe(0).shown
    assert (2, 3, "rosen-1") not in scene.session.match.state.observe(1).shown
    assert scene.peeks and scene.peeks[0][:3] == (0, 2, 3)
    assert scene.session.match.state.turn == 1
    assert scene.log.lines[-1].words == "Player 1 peeks at Player 3's bottom-right card"


def test_skip_ends_the_turn_from_the_players_menu(app):
    scene = table(app, humans=THREE, state=playing())
    run(app, 2.3)
    press(app, "kb1", "act")
    press(app, "kb1", "act")
    press(app, "kb1", "act")
    press(app, "kb1", "act")
    assert logged(scene, rules.Skip) and scene.session.match.state.turn == 1


def test_a_koenig_swaps_an_own_card_with_the_next_players_in_two_presses(app, sounds):
    scene = table(app, humans=THREE, state=playing(deck=("eicheln-koenig",)))
    run(app, 2.3)
    press(app, "kb1", "act")
    press(app, "kb1", "act")
    assert scene.session.match.state.pending == "swap" and scene.key_labels(0)["slot1"] == "pick"
    press(app, "kb1", "slot1")
    assert scene.controls.pads[0].first == (0, 0) and scene.key_labels(0)["slot4"] == "swap"
    assert scene.buttons(0).mode == "swap" and scene.key_labels(0)["alt"] == "back"
    press(app, "kb1", "slot4")
    swap = logged(scene, rules.Swap)[0]
    assert (swap.owner_a, swap.slot_a, swap.owner_b, swap.slot_b) == (0, 0, 1, 3)
    assert scene.session.match.state.layouts[0][0] == "rosen-5" and scene.session.match.state.layouts[1][3] == "rosen-3"
    crossing = [a for a in scene.anims.running if isinstance(a, tween.Flight) and a.duration == 0.6]
    assert len(crossing) == 2 and crossing[0].start == crossing[1].end
    assert "card_slide" in sounds


def test_the_fassler_swap_peeks_first_then_swaps(app):
    scene = table(app, humans=THREE, state=playing(deck=("rosen-faessler",)))
    run(app, 2.3)
    press(app, "kb1", "act")
    press(app, "kb1", "act")
    assert scene.session.match.state.pending == "peek_swap"
    press(app, "kb1", "slot2")  # peek at Player 2's König
    assert scene.session.match.state.pending == "fassler_swap" and scene.key_labels(0)["slot1"] == "pick"
    press(app, "kb1", "slot3")  # own Schellen Ass ...
    press(app, "kb1", "slot2")  # ... for Player 2's König
    assert scene.session.match.state.layouts[0][2] == "schilten-koenig" and scene.session.match.state.layouts[1][1] == "schellen-ass"


# ---------------------------------------------------------------------------- burning

def test_out_of_turn_a_slot_key_burns_the_moment_a_card_lands(app, sounds):
    scene = table(app, humans=THREE, state=playing())
    assert scene.key_labels(1) == {"slot1": "burn", "slot2": "burn", "slot3": "burn", "slot4": "burn",
                                   "act": "pick a player"}
    press(app, "kb1", "slot2")  # Player 1, whose turn it is, readies a burn first ...
    assert scene.buttons(0).mode == "burn" and scene.key_labels(0)["slot2"] == "burn"
    assert scene.key_labels(0)["act"] == "pick a player" and scene.key_labels(0)["alt"] == "back"
    press(app, "kb1", "slot2")  # ... and burns its own Eicheln 9 on the Schellen 9
    assert logged(scene, rules.Burn)[0].owner == 0 and scene.session.match.state.layouts[0][1] is None
    assert scene.session.match.state.discard[-1] == "eicheln-9" and "Player 1 burned a card!" in banners(scene)
    assert scene.buttons(0).mode == "base"
    run(app, 0.5)
    assert "card_burn" in sounds and ("discard",) in scene.shakes
    press(app, "kb2", "slot1")  # too late: the window has had its burn
    assert scene.session.match.state.layouts[1][0] == "rosen-7"
    assert "Too late: someone already burned on this card." in toasts(scene)


def test_burning_another_players_card_then_giving_one_back(app):
    scene = table(app, humans=THREE, state=playing(first="schellen-7"))
    press(app, "kb1", "slot2")  # ready a burn
    press(app, "kb1", "act")  # the players menu
    assert scene.key_labels(0) == {"slot1": "mine", "slot2": "Player 2", "slot3": "Player 3", "alt": "back"}
    press(app, "kb1", "slot2")  # point at Player 2
    assert scene.buttons(0).mode == "burn" and scene.controls.cards(0)[(1, 0)] == "slot1"
    press(app, "kb1", "slot1")
    assert pressed(scene, rules.Burn)[0] == Stamped(rules.Burn(0, 1, 0), t=pytest.approx(scene.session.clock, abs=0.1),
                                                    order=pressed(scene, rules.Burn)[0].order)
    assert scene.key_labels(0)["slot3"] == "give"
    press(app, "kb1", "slot3")  # the Schellen Ass goes into Player 2's gap
    assert scene.session.match.state.layouts[1][0] == "schellen-ass" and scene.session.match.state.layouts[0][2] is None


def test_pointing_ahead_out_of_turn_then_one_slot_key(app):
    scene = table(app, humans=THREE, state=playing(first="rosen-6"))
    press(app, "kb2", "act")  # Player 2 opens the players menu ...
    assert scene.key_labels(1) == {"slot1": "mine", "slot2": "Player 3", "slot3": "Player 1", "alt": "back"}
    press(app, "kb2", "slot2")  # ... and points at Player 3's layout
    assert scene.controls.cards(1)[(2, 2)] == "slot3" and scene.buttons(1).mode == "base"
    press(app, "kb2", "slot3")
    burn = logged(scene, rules.Burn)[0]
    assert (burn.seat, burn.owner, burn.slot) == (1, 2, 2) and scene.session.match.state.layouts[2][2] is None


def test_a_wrong_burn_shows_the_card_to_all_and_a_penalty_card_flies_in(app, sounds):
    app.settings.privacy = "peek"
    scene = table(app, humans=THREE, state=playing())
    press(app, "kb1", "slot2")
    press(app, "kb1", "slot1")  # the Rosen 3 on a nine
    assert isinstance(scene.session.match.actions()[-1], rules.Burn) and len(scene.session.match.state.layouts[0]) == 5
    assert faces(scene)[(0, 0)] == "rosen-3"  # shown to everyone, whatever the privacy
    assert ("slot", 0, 0) in scene.shakes and "wrong" in sounds
    assert "Wrong burn! Player 1 takes a penalty card." in banners(scene)
    assert scene.landing[("slot", 0, 4)] > scene.clock
    run(app, 2.3)
    press(app, "kb1", "act")
    assert scene.key_labels(0)["slot4"] == "keep in 4+"
    press(app, "kb1", "slot4")  # the slots from 4 on
    assert scene.buttons(0).mode == "keep"
    assert scene.key_labels(0) == {"slot1": "keep", "slot2": "keep", "alt": "back"}
    assert scene.controls.cards(0) == {(0, 3): "slot1", (0, 4): "slot2"}
    press(app, "kb1", "slot2")
    assert logged(scene, rules.Replace)[0].slot == 4


# ---------------------------------------------------------------------------- Fässler

def test_faessler_is_asked_then_called_with_a_banner_its_sound_and_taboo(app, sounds):
    two = LAYOUTS[:2]
    scene = table(app, players=2, humans={0: "kb1", 1: "kb2"}, state=playing(two))
    run(app, 2.3)
    press(app, "kb1", "slot4")
    assert scene.buttons(0).mode == "call" and scene.key_labels(0) == {"slot4": "Fässler!", "alt": "back"}
    assert scene.session.match.state.caller is None
    press(app, "kb1", "slot4")
    assert scene.session.match.state.caller == 0 and "faessler" in sounds
    assert "Player 1: Fässler!" in banners(scene)
    run(app, 2.3)
    press(app, "kb2", "act")
    press(app, "kb2", "act")  # Player 2 discards the Schilten 7: the only other layout is taboo
    assert scene.session.match.state.pending == "peek_other" and scene.controls.cards(1)[(0, 0)] == "slot1"
    assert scene.key_labels(1)["act"] == "skip"  # nowhere else to point: act skips
    press(app, "kb2", "act")
    run(app, 0.1)
    assert scene.session.match.state.phase == "closing"
    assert all(owner == 1 for owner, _ in scene.controls.cards(1))  # burns: never the caller's cards
    run(app, 3.0)
    assert scene.session.match.state.phase == "scored" and scene.clock - scene.scored_at < 3.0
    sums = scene.session.match.state.last_sums
    assert sums == (3 + 9 + 11 - 1, 7 + 10 + 2 + 5)
    assert any("has the lowest sum" in words for words in banners(scene))


def test_back_leaves_the_faessler_question(app):
    scene = table(app, humans=THREE, state=playing())
    run(app, 2.3)
    press(app, "kb1", "slot4")
    press(app, "kb1", "alt")
    assert scene.buttons(0).mode == "base" and scene.key_labels(0)["slot4"] == "Fässler?"
    assert scene.session.match.state.caller is None


# ---------------------------------------------------------------------------- whole games

def save_screenshots(folder: Path, shots: list | None = None) -> list[Path]:
    """Two people (kb1 at the bottom, kb2 at the top) and two bots: the opening look seat by
    seat (1280x720, English); a drawn card seen under the look, with both key hints
    (960x540, German); a König's swap marked and logged, the other seat's players menu open
    (1280x720, English)."""
    folder.mkdir(parents=True, exist_ok=True)
    saved = []

    def shot(app: App, name: str) -> None:
        app.frame(1 / 60)
        pygame.image.save(app.screen.surface, str(folder / name))
        saved.append(folder / name)
        if shots is not None:  # what the picture must show (tests/pictures.py)
            shots.append(pictures.expect(app, folder / name))

    layouts = LAYOUTS + [["eicheln-5", "rosen-ass", "schellen-3", "schilten-8"]]
    for size, language, names in (((1280, 720), "en", ("cambio.png", "", "cambio-3.png")),
                                  ((960, 540), "de", ("", "cambio-2.png", ""))):
        app = App()
        pygame.display.set_mode(size)
        app.settings.language, app.settings.privacy = language, "peek"
        state = rules.from_deck(4, order(layouts, deck=("eicheln-koenig",)), timed_look=False, data=DATA)
        table(app, players=4, humans={0: "kb1", 2: "kb2"}, state=state, level="hard")
        run(app, 0.5)
        press(app, "kb1", "alt", release=False)
        press(app, "kb1", "slot1")
        run(app, 0.3)
        if names[0]:
            shot(app, names[0])
        release(app, "kb1", "alt")
        press(app, "kb1", "slot2")
        run(app, 3.0)
        press(app, "kb2", "slot3")
        press(app, "kb2", "slot4")
        run(app, 2.5)
        press(app, "kb1", "act")
        run(app, 0.6)
        press(app, "kb1", "alt", release=False)
        if names[1]:
            shot(app, names[1])
        release(app, "kb1", "alt")
        for button in ("act", "slot1", "slot4"):  # discard the König, swap the top-left card with Bot 2's
            press(app, "kb1", button)
        press(app, "kb2", "act")
        run(app, 1.0)
        if names[2]:
            shot(app, names[2])
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


def test_the_table_log_names_public_moves_but_never_a_drawn_card(app):
    scene = table(app, humans={}, players=2, level="normal")
    run(app, 30.0)
    words = [line.words for line in scene.log.lines]
    assert any(line.endswith("draws from the deck") for line in words)
    assert not any("draws from the deck" in line and "Rosen" in line for line in words)


# ---------------------------------------------------------------------------- places

def test_a_seat_header_keeps_name_dealer_chip_and_total_apart(app):
    app.settings.language = "de"
    for players in range(2, 7):
        scene = table(app, players=players, humans={0: "kb1"})
        obs = scene.session.match.state.observe(0)
        for seat in range(players):
            parts = list(scene.header_parts(seat, dataclasses.replace(obs, dealer=seat)).values())
            head = scene.panel_rect(seat)
            assert len(parts) == 3 and all(head.contains(part) for part in parts)
            assert all(a.collidelist([b for b in parts if b is not a]) < 0 for a in parts)
            assert parts[-1].width >= 40  # the name keeps room for "Spieler 1" or a cut of it
            chip = scene.header_parts(seat, dataclasses.replace(obs, dealer=seat))["dealer"]
            for language in LANGUAGES:  # the chip as drawn (its word, padding and rim) stays in its part
                word = scene.label(app.texts.get(language, "cambio_table.dealer"), TEXT_SIZE, bold=True)
                assert word.get_width() + 10 + 4 <= chip.width
        app.pop()


def test_penalty_numbers_stay_below_the_header(app):
    state = playing()
    for _ in range(3):
        state._penalty(0)  # three penalty cards: slots 5, 6 and 7
    scene = table(app, humans={0: "kb1"}, state=state)
    block = scene.layout.panel(0, (7, 4, 4))
    header = pygame.Rect(block.x, block.y, block.width, 26)
    for slot in range(4, 7):
        x, y = scene.layout.penalty_number(0, slot, (7, 4, 4))
        tag = pygame.Rect(0, 0, 20, 16)
        tag.center = (round(x), round(y))
        assert not tag.colliderect(header) and block.contains(tag)


def test_the_drawn_card_waits_clear_of_the_piles_their_labels_and_every_seat(app):
    from game.titles.cambio.layout import DECK_AT, DISCARD_AT, PILE_CARD

    app.settings.language = "de"
    for players in range(2, 7):
        scene = table(app, players=players, humans={0: "kb1"})
        labels = []
        for centre, words in ((DECK_AT, "Nachziehstapel 45"), (DISCARD_AT, "Ablage 12")):
            label = fonts.font(15, True).size(words)
            box = pygame.Rect((0, 0), label)
            box.midtop = (centre[0], centre[1] + PILE_CARD[1] // 2 + 8)
            pile = pygame.Rect((0, 0), PILE_CARD)
            pile.center = centre
            labels += [box, pile]
        for seat in range(players):
            card = pygame.Rect((0, 0), scene.layout.card).inflate(8, 8)
            card.center = scene.held_point(seat)
            others = [scene.panel_rect(other) for other in range(players)]
            assert card.collidelist(labels + others + [NEWS]) < 0, (players, seat)
            assert pygame.Rect(0, 0, 1280, 720).contains(card)
        app.pop()


def test_a_peeked_card_shows_its_middle_the_marker_sits_on_its_corner(app):
    scene = table(app, state=playing())
    scene.peeks.append((1, 0, 2, scene.clock + 5.0))  # seat 2 peeks at seat 1's bottom-left card
    app.frame(1 / 60)
    face = app.art.card_face("schellen-ass", scene.layout.card)
    x, y = scene.slot_point(0, 2)
    assert faces(scene)[(0, 2)] == "schellen-ass"
    centre = face.surface.get_at((face.surface.get_width() // 2, face.surface.get_height() // 2))
    assert app.screen.surface.get_at((round(x), round(y))) == centre


# ---------------------------------------------------------------------------- two people, four seats

FOUR = LAYOUTS + [["eicheln-5", "rosen-ass", "schellen-3", "schilten-8"]]


def hint_trouble(scene) -> list[str]:
    """What is wrong with the human seats' key hints now, in every language: a hint box that
    leaves the screen or covers a seat's panel or its own drawn card, and a key's label that
    ends in "…" (only a name may be cut; a label is a word or a short sentence)."""
    found = []
    app = scene.app
    players = scene.session.players
    panels = [scene.panel_rect(seat) for seat in range(players)]
    for language in LANGUAGES:
        app.settings.language = language
        app.frame(1 / 60)  # the labels asked anew in this language
        for seat in scene.session.humans:
            hint = scene.hint_rect(seat)
            if hint is None:
                continue
            where = f"{language}, {scene.seat_name(seat)}"
            if not pygame.Rect(0, 0, 1280, 720).contains(hint):
                found.append(f"{where}: the hint leaves the screen")
            found += [f"{where}: the hint covers {scene.seat_name(other)}'s panel"
                      for other, panel in enumerate(panels) if hint.colliderect(panel)]
            if scene.session.public_view().turn == seat and hint.colliderect(scene.held_box()):
                found.append(f"{where}: the hint covers its drawn card")
            found += [f"{where}: {label!r} ends in …" for label in scene.key_labels(seat).values()
                      if label.endswith("…")]
    app.settings.language = "en"
    app.frame(1 / 60)
    return found


@pytest.fixture()
def laptop_window():
    """The app's window at 960x540 (text measured at that scale), set back after the test."""
    import warnings

    from game.ui import canvas
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    window.size = (960, 540)
    yield window
    window.size = (1280, 720)
    canvas.set_scale(1.0)


def test_two_people_at_four_seats_keep_their_key_hints_in_their_own_room(app, laptop_window):
    """kb1 at the bottom, kb2 at the left, in a 960x540 window, in four languages: each one's turn, its
    burn menu, its drawn card and its players menu. A hint too wide for the room beside (or
    under) its panel wraps into rows rather than cover a card; no label ends in "…"."""
    app.settings.privacy = "peek"  # one screen for both: the look on alt widens each hint
    scene = table(app, players=4, humans={0: "kb1", 1: "kb2"}, state=playing(FOUR), level="hard")
    found = []

    def look(moment: str) -> None:
        found.extend(f"{moment}: {trouble}" for trouble in hint_trouble(scene))
        run(app, 1.0)  # the labels' new words arm no late-press guard for the next press

    run(app, 3.0)  # the first discard's burn window closes
    assert app.window_size == (960, 540)
    for seat, device in ((0, "kb1"), (1, "kb2")):
        assert scene.session.public_view().turn == seat
        look(f"{device}'s turn")
        press(app, device, "slot2")
        look(f"{device}'s burn menu")
        press(app, device, "act")
        look(f"{device}'s players menu")
        press(app, device, "alt")
        press(app, device, "alt")
        press(app, device, "act")
        look(f"{device}'s drawn card")
        press(app, device, "slot1")  # kept: the next seat's turn once the burn window closes
        run(app, 3.0)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("text_size", [100, 150])
def test_the_piles_labels_stay_two_labels_in_german(app, recording, at_text_size, text_size):
    """Play-test: "Nachziehstapel 54 Ablage 0" read as one line under the two piles. The deck's
    label ends at its card's right edge, the discard's begins at its card's left edge: a
    pile card's width apart at every text size."""
    from text_probe import Probe
    at_text_size(text_size)
    app.settings.language = "de"
    scene = table(app, state=playing())
    probe = Probe()
    scene.draw(probe)
    deck = next(part.box for part in probe.texts if part.words.startswith("Nachziehstapel"))
    discard = next(part.box for part in probe.texts if part.words.startswith("Ablage"))
    assert discard.left - deck.right >= 60 and abs(deck.top - discard.top) <= 1


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_failed_calls_penalty_card_is_explained_when_it_is_dealt(app, language):
    """Play-test: the caller who lost began the next round with a fifth card and nothing on the
    table said why. After the round's banner, the news says whose fifth card it is and why, in
    words that fit its region uncut."""
    from text_probe import Probe, cut_short
    app.settings.language = language
    scene = table(app, state=playing())
    fonts.record()
    try:
        scene.take([rules.RoundStarted(1, 1, 2, (5, 4, 4), (2, 2, 2), 0)])
        words = app.text("cambio.event.call_penalty", name=scene.seat_name(0))
        assert banners(scene)[-1] == words and scene.seat_name(0) in words
        run(app, 2.0)  # the round's banner has gone, the penalty's shows
        probe = Probe()
        scene.draw(probe)
        shown = " ".join(part.words for part in probe.texts if len(part.words) > 12 and part.words in words)
        assert shown == words and cut_short(probe) == []
    finally:
        fonts.record(False)


def test_a_failed_call_that_ends_the_game_promises_no_next_round(app):
    """Play-test: a call that lost in the game's last round said "... starts the next round with
    a penalty card" under "Bot 3 wins!": there is no next round. The news says only that the
    caller did not have the lowest sum then."""
    two = [LAYOUTS[1], LAYOUTS[0]]  # the caller's layout sums 24, the other's 22
    state = playing(two)
    state.totals = [45, 0]  # the game ends with this round (to 50)
    scene = table(app, players=2, humans={0: "kb1", 1: "kb2"}, state=state)
    run(app, 2.3)
    press(app, "kb1", "slot4")
    press(app, "kb1", "slot4")  # Player 1 calls with 24 against Player 2's 22
    run(app, 2.3)
    press(app, "kb2", "act")
    press(app, "kb2", "act")
    press(app, "kb2", "act")
    run(app, 4.0)
    assert scene.session.is_over() and scene.session.match.state.last_sums == (24, 22)
    news = [words for words in banners(scene) if "lowest sum" in words]
    assert news and not any("next round" in words for words in news), news


def test_a_key_hint_narrower_than_the_narrowest_wrap_takes_its_best_place(app):
    """Play-test: a one-key hint ("B hold: look") is narrower than a wrapped hint may get; it
    was put in its last place, above a top-left side seat, over the status corner's words.
    It stands in its best clear place, below that seat."""
    from game.titles.cambio.layout import HINT_MIN_W, Layout
    layout = Layout(3)
    lengths = (4, 4, 4)
    side = next(seat for seat in range(3) if not layout.top_or_bottom(seat) and layout.points[seat][0] < 640)
    hint = layout.hint(side, HINT_MIN_W - 40, lengths)
    assert hint.top >= layout.panel(side, lengths).bottom


@pytest.mark.parametrize("players", range(2, 7))
def test_the_turns_frame_stays_whole_inside_the_screen(app, monkeypatch, players):
    """Play-test (960x540 and 1280x720): the bottom seat's glowing frame was cut by the
    window's bottom edge. At its widest glow the frame of seat 0 (at the bottom) to play is
    inside the screen, round its panel."""
    from game.titles.cambio import table as cambio_table
    from game.ui import canvas
    from game.ui.palette import GOLD
    cards = list(rules.CARDS)
    layouts = [cards[4 * seat:4 * seat + 4] for seat in range(players)]
    scene = table(app, players=players, humans={0: "kb1"}, state=playing(layouts, first=cards[-1], deck=cards[-4:-1]))
    monkeypatch.setattr(scene, "beat", lambda *_: 1.0)
    frames = []
    drawn = cambio_table.draw.rect
    monkeypatch.setattr(cambio_table.draw, "rect", lambda surface, colour, rect, *rest, **kw: (
        frames.append(pygame.Rect(rect)) if colour == GOLD and rest[:1] == (4,) else None, drawn(surface, colour, rect, *rest, **kw))[1])
    scene.draw(canvas.new(app.size))
    panel = scene.panel_rect(0)
    assert panel.bottom > SCREEN.height - 20  # the bottom seat
    frame = next(rect for rect in frames if rect.contains(panel.inflate(-8, -8)))
    assert SCREEN.contains(frame) and frame.bottom > panel.bottom - 4, frame


SIX = FOUR + [["schilten-9", "rosen-2", "eicheln-6", "schellen-koenig"], ["rosen-9", "eicheln-ass", "schilten-2", "rosen-4"]]


def crowded_trouble(scene) -> list[str]:
    """At the crowded table (six seats, larger text), in every language: besides `hint_trouble`,
    a prompt over a panel or a key hint, and the deck's long label under a panel."""
    from game.titles.cambio.layout import LABEL_SIZE, pile_labels

    found = hint_trouble(scene)
    app = scene.app
    panels = [scene.panel_rect(seat) for seat in range(scene.session.players)]
    for language in LANGUAGES:
        app.settings.language = language
        app.frame(1 / 60)
        hints = [hint for hint in map(scene.hint_rect, scene.session.humans) if hint is not None]
        for seat in scene.session.humans:
            prompt = scene.prompt_rect(seat)
            if prompt is not None and prompt.collidelist(panels + hints) >= 0:
                found.append(f"{language}, {scene.seat_name(seat)}: the prompt covers a panel or a key hint")
        obs = scene.session.public_view()
        words = [fonts.font(LABEL_SIZE, True).size(f"{app.text(f'cambio.label.{name}')} {count}")
                 for name, count in (("deck", obs.deck_size), ("discard", obs.discard_size))]
        if any(label.collidelist(panels) >= 0 for label in pile_labels(*words)):
            found.append(f"{language}: a pile's label lies under a panel")
    app.settings.language = "en"
    app.frame(1 / 60)
    return found


def test_two_people_at_six_seats_in_large_text_keep_hints_prompts_and_labels_clear(app, laptop_window, at_text_size):
    """Issue 32: kb1 at the bottom and kb2 at the lower left of six seats, at 150 % text in a
    960x540 window, each with penalty cards (a panel one column wider): each one's turn, its
    drawn card (the prompt names the look key) and its players menu, in four languages. The
    hints keep to the band along the bottom, the prompts stand clear of every panel and hint,
    and the left seat's penalty column grows away from the deck's long German label."""
    at_text_size(150)
    app.settings.privacy = "peek"
    state = playing(SIX)
    for seat in (0, 0, 1):
        state._penalty(seat)  # the bottom seat's two penalty cards, the left seat's one
    scene = table(app, players=6, humans={0: "kb1", 1: "kb2"}, state=state, level="hard")
    assert scene.layout.crowded()
    found = []

    def look(moment: str) -> None:
        found.extend(f"{moment}: {trouble}" for trouble in crowded_trouble(scene))
        run(app, 1.0)

    run(app, 3.0)
    for seat, device in ((0, "kb1"), (1, "kb2")):
        assert scene.session.public_view().turn == seat
        look(f"{device}'s turn")
        press(app, device, "act")
        assert scene.prompt(seat)  # hold the look key to see the drawn card
        look(f"{device}'s drawn card")
        press(app, device, "slot1")
        run(app, 4.0)
    assert not found, "\n".join(found)


def two_people_in_large_text(app, at_text_size, monkeypatch, request, players, window):
    """A table of `players` seats at 150 % in `window`, kb1 at the bottom and kb2 beside it
    (one screen for both), panels noted on a Probe, past the first discard's burn window: the
    bottom seat's turn, its widest hint. Returns the scene and its game's state."""
    from text_probe import noting_panels
    if window == (960, 540):
        request.getfixturevalue("laptop_window")
    at_text_size(150)
    noting_panels(monkeypatch)
    app.settings.privacy = "peek"
    cards = list(rules.CARDS)
    state = playing([cards[4 * seat:4 * seat + 4] for seat in range(players)], first=cards[-1], deck=cards[-4:-1])
    scene = table(app, players=players, humans={0: "kb1", 1: "kb2"}, state=state, level="hard")
    run(app, 3.0)
    return scene, state


PENALTIES = (3, 4, 5, 8, 12, 20)  # the rules cap nothing but the deck; at 21 the bottom panel reaches the screen's edge


@pytest.mark.parametrize("window", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("players", range(2, 7))
def test_the_bottom_seats_key_hint_keeps_beside_its_penalty_cards_in_large_text(app, at_text_size, monkeypatch,
                                                                               request, players, window):
    """Play-test (issue 32): with three or more penalty cards the bottom seat's panel grew to
    the right and its key hint, German and French at 150 %, found no room beside it and fell
    back over the panel. kb1 at the bottom and kb2 beside it, 2 to 6 seats, each window, four
    languages, 3 to 20 penalty cards: on the bottom seat's turn its hint stands inside the
    screen, clear of every panel, of the other person's hint and of both people's drawn
    cards; the other hint keeps off the bottom panel; no text hangs out of its panel or is
    cut short."""
    from game.titles.cambio.layout import EDGE
    from text_probe import Probe, cut_short, out_of_panels
    scene, state = two_people_in_large_text(app, at_text_size, monkeypatch, request, players, window)
    assert scene.session.public_view().turn == 0
    found = []
    for count in PENALTIES:
        while len(state.layouts[0]) < 4 + count:
            state._penalty(0)
        app.frame(1 / 60)  # the table's view of the state taken anew
        for language in LANGUAGES:
            app.settings.language = language
            scene.buttons_may_have_moved()
            panels = [scene.panel_rect(seat) for seat in range(players)]
            hints = {seat: scene.hint_rect(seat) for seat in (0, 1)}
            held = [scene.layout.held_box(seat, scene.lengths()) for seat in (0, 1)]
            where = f"{count} penalty cards, {language}"
            if not EDGE.contains(panels[0]):
                found.append(f"{where}: the bottom panel leaves the screen")
            if not EDGE.contains(hints[0]) or hints[0].collidelist(panels + held + [hints[1]]) >= 0:
                found.append(f"{where}: the bottom seat's hint {tuple(hints[0])} covers a panel, a drawn card or a hint")
            if hints[1].colliderect(panels[0]):
                found.append(f"{where}: {scene.seat_name(1)}'s hint {tuple(hints[1])} covers the bottom panel")
            probe = Probe()
            scene.draw(probe)
            found += [f"{where}: {trouble}" for trouble in out_of_panels(probe) + cut_short(probe)]
    assert not found, "\n".join(found)


def test_the_second_persons_hint_keeps_off_the_status_corner_beside_a_grown_bottom_panel(app, at_text_size):
    """Seen in the real window (4 seats, German, 150 %): with the bottom seat's panel grown left
    by three penalty cards, kb2's hint on its turn found its widest clear place above its panel,
    over the status corner's "Spieler 2: Ziehen oder ansagen". It narrows below its panel."""
    from game.titles.cambio.layout import STATUS
    at_text_size(150)
    app.settings.privacy = "peek"
    app.settings.language = "de"
    cards = list(rules.CARDS)
    state = playing([cards[4 * seat:4 * seat + 4] for seat in range(4)], first=cards[-1], deck=cards[-4:-1])
    for _ in range(3):
        state._penalty(0)
    scene = table(app, players=4, humans={0: "kb1", 1: "kb2"}, state=state, level="hard")
    run(app, 3.0)
    press(app, "kb1", "act")  # draw
    press(app, "kb1", "act")  # discard it
    if scene.session.public_view().turn != 1:
        press(app, "kb1", "act")  # its action skipped
    run(app, 3.0)
    assert scene.session.public_view().turn == 1
    hint, panels = scene.hint_rect(1), [scene.panel_rect(seat) for seat in range(4)]
    assert not hint.colliderect(STATUS) and hint.collidelist(panels) < 0, tuple(hint)


def two_people_trouble(scene) -> list[str]:
    """What is wrong now with the two people's key hints in four languages: a hint over the
    piles or their labels, a panel, the other hint or the drawn card of the seat whose turn
    it is; and any text on the drawn table over another, out of its panel or cut short."""
    from text_probe import Probe, cut_short, out_of_panels, problems
    found = []
    app = scene.app
    for language in LANGUAGES:
        app.settings.language = language
        scene.buttons_may_have_moved()
        app.frame(1 / 60)
        panels = [scene.panel_rect(seat) for seat in range(scene.session.players)]
        hints = {seat: scene.hint_rect(seat) for seat in scene.session.humans}
        for seat, hint in hints.items():
            if hint is None:
                continue
            others = [other for other_seat, other in hints.items() if other_seat != seat and other is not None]
            covered = hint.collidelist(panels + others + [piles_area(), scene.held_box()])
            if covered >= 0:
                found.append(f"{language}, {scene.seat_name(seat)}'s hint {tuple(hint)} covers "
                             f"{(panels + others + [piles_area(), scene.held_box()])[covered]}")
        probe = Probe()
        scene.draw(probe)
        found += [f"{language}: {trouble}" for trouble in problems(probe) + out_of_panels(probe) + cut_short(probe)]
    return found


@pytest.mark.parametrize("window", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("players", [3, 4])
def test_two_peoples_hints_keep_off_the_piles_and_the_drawn_card_in_large_text(app, at_text_size, monkeypatch,
                                                                              request, players, window):
    """Play-test (issue 32, 150 %): at three seats the second person's hint under the top-left
    seat reached over the deck's long label ("Nachziehstapel"); at four seats it could lie
    over the bottom seat's drawn card. kb1 at the bottom and kb2 beside it, each window, four
    languages, through each one's turn and drawn card: no hint covers the piles and their
    labels, a panel, the other hint or the drawn card; no text lies over another, out of its
    panel or cut short."""
    scene, _ = two_people_in_large_text(app, at_text_size, monkeypatch, request, players, window)
    found = []
    for seat, device in ((0, "kb1"), (1, "kb2")):
        assert scene.session.public_view().turn == seat
        found += [f"{device}'s turn: {trouble}" for trouble in two_people_trouble(scene)]
        run(app, 1.0)
        press(app, device, "act")  # draw
        found += [f"{device}'s drawn card: {trouble}" for trouble in two_people_trouble(scene)]
        run(app, 1.0)
        press(app, device, "slot1")  # kept
        run(app, 3.0)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("window", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_peoples_names_stay_whole_without_penalty_cards_in_large_text(app, at_text_size, request, players, window):
    """Play-test (issue 32): at four seats, 150 %, German, both people's names read "Spiele…"
    in their headers while their seats had no penalty card (a penalty column widened the
    header). Two to four seats, each window, four languages, each seat the dealer in turn:
    every seat's name stands whole on the table (a name's cut is not noted as a sentence's
    is: `cut_short` alone misses it), the Italian dealer's "Giocatore 1" too, whose chip then
    lies under the header beside the cards; no other text is cut short or over another."""
    from text_probe import Probe, cut_short, problems
    if window == (960, 540):
        request.getfixturevalue("laptop_window")
    at_text_size(150)
    scene = table(app, players=players, humans={0: "kb1", 1: "kb2"}, state=playing(FOUR[:players]), level="hard")
    run(app, 3.0)
    found = []
    for dealer in range(players):
        scene.session.match.state.dealer = dealer
        for language in LANGUAGES:
            app.settings.language = language
            scene.buttons_may_have_moved()
            app.frame(1 / 60)
            probe = Probe()
            scene.draw(probe)
            drawn = {part.words for part in probe.texts}
            found += [f"{language}, dealer {dealer}: {scene.seat_name(seat)!r} cut"
                      for seat in range(players) if scene.seat_name(seat) not in drawn]
            found += [f"{language}, dealer {dealer}: {trouble}" for trouble in cut_short(probe) + problems(probe)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_burn_tag_lies_clear_of_every_seat(app, at_text_size, language, text_size):
    """Seen in a real window (German, 150 %, four seats, 960x540): the open burn window's
    "Verbrennen!" tag, too wide for the room right of the ring, took its place above the
    ring's right side and lay under Bot 3's panel ("erbrennen!"). The tag now takes the first
    of its places clear of every panel, at two to six seats."""
    at_text_size(text_size)
    app.settings.language = language
    radius = PILE_CARD[1] // 2 + 16
    ring = pygame.Rect(DISCARD_AT[0] - radius, DISCARD_AT[1] - radius, 2 * radius, 2 * radius)
    for players in range(2, 7):
        scene = table(app, players, humans={0: "kb1", 1: "kb2"})
        words = scene.label(app.text("cambio_table.burn_open"), 18, (0, 0, 0), True).get_rect()
        tag = words.inflate(14, 4)
        tag.center = scene.burn_tag_at(ring, words.size)
        panels = [scene.panel_rect(seat) for seat in range(players)]
        assert SCREEN.contains(tag) and tag.collidelist(panels) < 0, (players, tuple(tag))
        app.pop()


def notice_trouble(scene, moment: str) -> list[str]:
    """Where the notices on show now (`scene.toasts`) and each seat's notices of whose turn
    it is and of a refused burn, in four languages, stand over a seat's drawn card (the place
    where it waits, drawn or not: a notice shown before the draw stays after it), over the
    piles with their labels, or out of the screen."""
    app, lengths = scene.app, scene.lengths()
    kept = {f"seat {seat + 1}'s drawn card": scene.layout.held_box(seat, lengths)
            for seat in range(scene.session.players)} | {"the piles": piles_area()}
    screen = pygame.Rect(0, 0, 1280, 720)

    def trouble(toast, language: str) -> list[str]:
        where = f"{moment}, {language}, seat {toast.seat + 1}'s {toast.words!r} {tuple(toast.rect)}"
        found = [f"{where} covers {name}" for name, box in kept.items() if toast.rect.colliderect(box)]
        return found + ([] if screen.contains(toast.rect) else [f"{where} leaves the screen"])

    shown = list(scene.toasts)  # the notices a press showed
    found = [line for toast in shown for line in trouble(toast, "en")]
    for language in LANGUAGES:
        app.settings.language = language
        for seat in range(scene.session.players):
            for words in (app.text("cambio_table.idle.playing", player=scene.seat_name(scene.session.public_view().turn)),
                          app.text("cambio.refuse.no_window")):
                scene.toast(seat, words)
                found += trouble(scene.toasts[-1], language)
    app.settings.language = "en"
    scene.toasts = shown
    return found


@pytest.mark.parametrize("window", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("text_size", [100, 125, 150])
def test_notices_keep_off_every_seats_drawn_card_and_the_piles(app, at_text_size, request, text_size, window):
    """Play-test (issue 32, 150 %, German, three and four seats, a real window): the notice
    "Spieler 1 ist am Zug." stood over the bottom seat's drawn card, left of its panel. Two
    to four seats, kb1 at the bottom and kb2 beside it, each text size and window: a press
    that does nothing on kb1's turn shows whose turn it is beside kb1's seat; on that turn
    and with the card drawn, that notice and every seat's notices in four languages stand
    inside the screen, off every seat's drawn card and off the piles with their labels."""
    if window == (960, 540):
        request.getfixturevalue("laptop_window")
    at_text_size(text_size)
    app.settings.privacy = "peek"
    cards = list(rules.CARDS)
    found = []
    for players in (2, 3, 4):
        state = playing([cards[4 * seat:4 * seat + 4] for seat in range(players)], first=cards[-1], deck=cards[-4:-1])
        scene = table(app, players=players, humans={0: "kb1", 1: "kb2"}, state=state, level="hard")
        run(app, 3.0)
        press(app, "kb1", "slot3")  # nothing to do with the third card on its own turn
        assert toasts(scene) == ["Player 1 is playing."]
        found += notice_trouble(scene, f"{players} seats, kb1's turn")
        press(app, "kb1", "act")  # draw
        run(app, 1.0)
        assert scene.session.public_view().phase == "drawn"
        found += notice_trouble(scene, f"{players} seats, kb1's drawn card")
        app.pop()
    assert not found, "\n".join(found)
