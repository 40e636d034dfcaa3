"""The Gämsh Alpin table, driven by real key events through the real input layer.

kb1 = Q W A S (slot1..4), Left Shift (act), Left Ctrl (alt); kb2 = T Y G H, Space, B;
kb3 = O P L ;, Right Alt, "."; kb4 = arrows, Right Shift, Right Ctrl.
Run as a script to save the screenshots to docs/screenshots/.
"""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.titles import gaemsh as title
from game.titles.gaemsh import rules as rules
from game.titles.gaemsh import layout
from game.titles.gaemsh.table import SEAT_LINE_MARGIN, TEXT_SIZE, GaemshTable
from game.ui import widgets
from game.ui.i18n import LANGUAGES
import pictures
from driving import push_table, press, release, run, logged, banners, toasts

DATA = rules.check_data()  # the title's data, as a game is given it

TITLE = dataclasses.replace(title.TITLE, options=())  # without its lobby's options

ALL_HUMANS = {0: "kb1", 1: "kb2", 2: "kb3", 3: "kb4"}


def deck(hands: list[list[str]], centre: list[str], foehn: bool = False, players: int | None = None) -> list[str]:
    """A deal order: the given hands, then seats without a given hand, the centre (given
    or not) and the draw pile, from the other cards with their motifs spread out."""
    used = {card for hand in hands for card in hand} | set(centre)
    rest = sorted((c for c in rules.full_deck(foehn) if c not in used), key=lambda c: (c.rsplit("-", 1)[-1], c))
    order = [card for hand in hands for card in hand]
    for _ in range((players or len(hands)) - len(hands)):
        order, rest = order + rest[:4], rest[4:]
    return order + (centre or rest[:4]) + (rest if centre else rest[4:])


def quartet(motif: str) -> list[str]:
    return list(rules.motif_cards(motif))


MIXED = [["alphorn-day-1", "fondue-day-1", "enzian-day-2", "kuhglocke-night"],
         ["murmeltier-day-1", "steinbock-day-2", "edelweiss-day-3", "alphorn-day-2"],
         ["gipfelkreuz-day-1", "bernhardiner-day-2", "fondue-day-3", "murmeltier-day-2"],
         ["steinbock-day-1", "edelweiss-day-1", "kuhglocke-day-2", "enzian-day-1"]]
CENTRE = ["alphorn-day-3", "fondue-day-2", "gipfelkreuz-day-2", "bernhardiner-day-1"]


def table(app, players=4, humans=None, state=None, seed=5, host=None, level="normal", options=None):
    return push_table(app, TITLE, GaemshTable, players, humans, state, seed, host, level, options)


def dealt(hands=MIXED, centre=CENTRE, foehn=False, signals=None, **kwargs):
    """A game in play with these hands and centre; team signals preset (wink, cough, sneeze)."""
    signals = signals if signals is not None else {0: "wink", 1: "cough", 2: "sneeze"}
    teams = len(hands) // 2
    return rules.from_decks(len(hands), [deck(hands, centre, foehn)], foehn=foehn,
                            signals={t: e for t, e in signals.items() if t < teams}, **kwargs, settings=DATA.table)


# ---------------------------------------------------------------------------- the secret signal


@pytest.mark.parametrize("scale", [0.75, 0.625], ids=["960x540", "800x450"])
def test_the_seats_signal_line_is_never_cut_short(app, at_scale, scale):
    """The line under a human's hand names the team's signal whole, in every language, for
    every emote and a real-world signal, in the narrowest panel ("euer Zeichen: Zwinke…")."""
    at_scale(scale)
    scene = table(app, humans={0: "kb1"})
    width = min(panel.width for players in (4, 6) for panel in layout.panels(players)) - SEAT_LINE_MARGIN
    cut = []
    for language in LANGUAGES:
        app.settings.language = language
        for signal in (*rules.EMOTES, rules.REAL_SIGNAL):
            words = scene.signal_line(signal)
            if widgets.ellipsized(words, width, TEXT_SIZE, True, name=True) != words:
                cut.append(f"{language}: {words}")
    assert not cut

def test_a_scores_reason_is_never_cut_short(app, at_scale):
    """Every reason points are given for, in every language, stands whole in its banner
    ("Falsches Gämsh: +1 für jedes and…" at 960x540): each banner settles once, at the app's
    own scale, and is read as the 960x540 and the 800x450 windows show it."""
    import tomllib
    scene = table(app, humans={0: "kb1"})
    words = tomllib.loads((Path(__file__).parents[3] / "game/titles/gaemsh/text.toml").read_text(encoding="utf-8"))
    cut = []
    for language in LANGUAGES:
        app.settings.language = language
        for key in sorted(key for key in words["en"] if key.startswith("gaemsh.score.")):
            at_scale(1.0)  # the app's own frames
            scene.banners.clear()
            scene.reason_banner(app.text(key))
            scene.banners.update(2.5)  # the banner pops up and settles (its box is all that is read: the table need not play on)
            for scale in (0.75, 0.625):  # drawn as in the small windows
                at_scale(scale)
                shown = [" ".join(banner.box()[2]) for banner in scene.banners.showing() if banner.words == app.text(key)]
                if shown != [app.text(key)]:
                    cut.append(f"{scale} {language}: {shown}")
    assert not cut, "\n".join(cut)


def test_the_human_picks_the_team_signal_in_two_presses_and_bots_pick_their_own(app):
    scene = table(app, humans={0: "kb1"})
    run(app, 3.0)  # the bot partner leaves the choice to the human; the other team has chosen
    assert scene.session.match.state.phase == "signals" and scene.session.match.state.choosing() == (0,)
    assert scene.key_labels(0) == {"act": "choose…"}
    press(app, "kb1", "act")
    assert scene.key_labels(0) == {"slot1": "Wink", "slot2": "Cough", "slot3": "Hat tip", "slot4": "Scratch ear",
                                   "act": "▸ 5–8", "alt": "back"}
    press(app, "kb1", "act")  # the other row: emotes 5-8 on the slot keys
    assert scene.key_labels(0)["slot2"] == "Sneeze" and scene.key_labels(0)["act"] == "▸ 1–4"
    press(app, "kb1", "slot2")
    assert logged(scene, rules.ChooseSignal)[-1].emote == "sneeze" and scene.controls.pads[0].mode == "base"
    assert scene.session.match.state.signals[0] == "sneeze" and scene.session.match.state.phase == "play"


def on_top(scene) -> list[str]:
    """The words a player reads on the screen now: what lies on top, after the window's shade
    (while the fonts record: the `recording` fixture)."""
    from text_probe import Probe

    probe = Probe()
    scene.draw(probe)
    return [words for _, words in probe.boxes]


@pytest.mark.parametrize("humans", [{0: "kb1"}, {0: "kb1", 2: "kb2"}], ids=["one person", "partners"])
def test_the_other_teams_ready_news_waits_for_the_signal_choice_to_close(app, recording, humans):
    """Play-test (French, two partners at the keyboard): while team A chose its signal, "Équipe
    B a son signe" stood beside Bot 2 under the choice's window, "Équipe B a" showing at its
    edge. No toast lies under the window now: the news waits, and once team A has chosen it
    stands beside a seat of team B, whole and on top."""
    app.settings.language = "fr"
    scene = table(app, humans=humans)
    run(app, 3.0)  # team B (bots) has chosen; team A still chooses
    ready = app.text("gaemsh_table.ready", team=scene.team_name(1))
    assert scene.session.match.state.phase == "signals" and scene.session.match.state.choosing() == (0,)
    window = scene.signal_window()
    assert window is not None and [toast.words for toast in scene.toasts if toast.rect.colliderect(window)] == []
    assert ready not in on_top(scene)
    press(app, "kb1", "act")
    press(app, "kb1", "slot1")  # team A has its signal: the window closes
    assert scene.signal_window() is None and scene.session.match.state.phase == "play"
    said = [toast for toast in scene.toasts if toast.words == ready]
    assert said and scene.teams[said[0].seat] == 1 and layout.SCREEN.contains(said[0].rect)
    assert ready in on_top(scene)


def test_a_toast_while_the_signal_choice_shows_stands_in_its_window(app, recording):
    """A person of the other team presses a key while team A chooses: "wait" stands in the
    window under the choosers' keys, drawn over it, not beside the seat under the window."""
    scene = table(app, humans={0: "kb1", 1: "kb2"})
    press(app, "kb2", "slot1")
    wait = app.text("gaemsh_table.choose.wait", team=scene.team_name(0))
    placed = [toast.rect for toast in scene.toasts if toast.words == wait]
    assert placed and scene.window_toast_room().contains(placed[0]) and wait in on_top(scene)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_choosers_keys_stay_in_the_signal_choice_at_150_percent(app, at_text_size, language):
    """Seen in a real window at 150 % (six seats, kb1 and kb2): with the emote grid open, the
    chooser's key hint kept its seat's two-row size and its second row of keys left the screen.
    Every key cap of the hint now stands inside the choice's window, on the screen."""
    at_text_size(150)
    app.settings.language = language
    scene = table(app, players=6, humans={0: "kb1", 1: "kb2"})
    press(app, "kb1", "act")  # the emote grid
    hint = scene.hint_rect(0)
    caps = [scene.key_cap(0, button) for button in scene.key_labels(0)]
    assert scene.controls.pads[0].mode == "signal" and layout.SCREEN.contains(hint)
    assert None not in caps and all(hint.contains(cap) for cap in caps) and scene.signal_window().contains(hint)


def test_other_humans_wait_while_a_team_chooses(app):
    scene = table(app, humans={0: "kb1", 1: "kb2"})
    assert scene.controls.choosing_team(scene.session.match.state.observe(0)) == 0
    press(app, "kb2", "slot1")
    assert toasts(scene) == ["Wait: Team A is choosing its signal."]
    press(app, "kb1", "act")
    press(app, "kb1", "slot1")
    assert scene.session.match.state.signals[0] == "wink" and scene.controls.choosing_team(scene.session.match.state.observe(0)) == 1
    press(app, "kb2", "act")
    press(app, "kb2", "slot4")
    assert scene.session.match.state.signals[1] == "scratch" and scene.session.match.state.phase == "play"


# ---------------------------------------------------------------------------- swapping

def test_drop_then_take_swaps_a_card_and_the_seat_shows_it_holds_three(app):
    scene = table(app, humans=ALL_HUMANS, state=dealt())
    assert scene.key_labels(0)["slot1"] == "drop 1" and scene.key_labels(0)["act"] == "shout…"
    press(app, "kb1", "slot4")  # kuhglocke-night goes to the centre, a new position 5
    assert scene.session.match.state.table[4] == "kuhglocke-night" and scene.session.match.state.gap[0] == 3
    assert scene.key_labels(0)["slot1"] == "take 1" and scene.key_labels(0)["act"] == "cards 5+"
    assert scene.session.match.state.observe(1).hand_sizes[0] == 3
    press(app, "kb1", "slot1")
    assert scene.session.match.state.hands[0] == ["alphorn-day-1", "fondue-day-1", "enzian-day-2", "alphorn-day-3"]
    assert scene.session.match.state.table[0] is None and scene.session.match.state.gap[0] is None


def test_take_from_the_second_page_of_centre_positions(app):
    scene = table(app, humans=ALL_HUMANS, state=dealt())
    press(app, "kb2", "slot1")
    press(app, "kb3", "slot1")
    press(app, "kb4", "slot1")
    press(app, "kb1", "slot2")  # positions 5..8 hold the four dropped cards
    assert len(scene.session.match.state.table) == 8
    press(app, "kb1", "act")
    assert scene.key_labels(0) == {"slot1": "take 5", "slot2": "take 6", "slot3": "take 7", "slot4": "take 8",
                                   "alt": "back"}
    press(app, "kb1", "slot3")  # position 7: seat 3's steinbock-day-1
    assert scene.session.match.state.hands[0][1] == "steinbock-day-1" and scene.session.match.state.table[6] is None


def test_a_refused_take_shows_the_reason_at_the_seat(app):
    scene = table(app, humans=ALL_HUMANS, state=dealt())
    press(app, "kb1", "slot1")
    press(app, "kb2", "slot1")
    press(app, "kb2", "slot1")  # seat 1 takes position 1 first
    press(app, "kb1", "slot1")
    assert "Too slow: that card is gone." in toasts(scene)
    assert scene.toasts[-1].seat == 0 and not scene.toasts[-1].rect.colliderect(scene.seat_rect(0))


# ---------------------------------------------------------------------------- shouts

def test_a_right_gaemsh_is_two_presses_shows_hands_and_flies_a_stone(app):
    hands = [MIXED[0], MIXED[1], quartet("steinbock"), MIXED[3]]
    hands[1] = ["murmeltier-day-1", "edelweiss-day-2", "edelweiss-day-3", "alphorn-day-2"]
    hands[3] = ["edelweiss-day-1", "kuhglocke-day-2", "enzian-day-1", "murmeltier-day-2"]
    scene = table(app, humans=ALL_HUMANS, state=dealt(hands=hands))
    press(app, "kb1", "act")
    assert scene.key_labels(0)["slot1"] == "Gämsh!" and scene.key_labels(0)["alt"] == "back"
    press(app, "kb1", "slot1")
    assert logged(scene, rules.CallGaemsh)[0].farmer is False
    assert scene.session.match.state.scores == [1, 0] and scene.session.match.state.phase == "reveal"
    assert "Gämsh!" in banners(scene) and scene.banners.by_region["shout0"]
    assert scene.stones and scene.stones[0][0] == 0
    assert scene.revealing and scene.session.match.state.observe(1).last_reveal[2] == tuple(quartet("steinbock"))
    run(app, 1.5)
    assert scene.stones == [] and "✓ Right!" in banners(scene)


def test_a_wrong_counter_gaemsh_at_six_names_the_team_and_pays_the_others(app, monkeypatch):
    played = []
    monkeypatch.setattr(app.sound, "play", played.append)
    state = rules.from_decks(6, [deck([], [], players=6)], signals={0: "wink", 1: "cough", 2: "sneeze"}, settings=DATA.table)
    scene = table(app, players=6, humans={0: "kb1"}, state=state, level="easy")
    press(app, "kb1", "act")
    press(app, "kb1", "slot3")
    assert scene.key_labels(0) == {"slot1": "Counter B", "slot2": "Counter C", "slot3": "Outgämsh…", "alt": "back"}
    press(app, "kb1", "slot2")
    call = logged(scene, rules.CallCounter)[0]
    assert scene.session.match.state.teams[call.target] == 2
    assert scene.session.match.state.scores == [0, 1, 1] and "counter_gaemsh" in played
    run(app, 2.0)
    assert "wrong" in played and "point" in played


def test_outgaemshed_names_the_team_signal_from_the_emote_grid(app):
    scene = table(app, humans=ALL_HUMANS, state=dealt(signals={0: "wink", 1: "whistle"}))
    press(app, "kb1", "act")
    press(app, "kb1", "slot3")  # another team: four players, one to point at
    assert scene.key_labels(0) == {"slot1": "Counter B", "slot2": "Outgämsh B…", "alt": "back"}
    press(app, "kb1", "slot2")
    assert scene.controls.pads[0].mode == "guess"
    press(app, "kb1", "act")
    assert scene.key_labels(0)["slot3"] == "Whistle"
    press(app, "kb1", "slot3")
    guess = logged(scene, rules.Outgaemsh)[0]
    assert guess.emote == "whistle" and scene.session.match.state.teams[guess.target] == 1
    assert scene.session.match.state.scores == [3, 0] and scene.session.match.state.signals[1] is None
    assert "Outgämshed! Team B: Whistle" in banners(scene) and scene.controls.pads[0].mode == "base"


def test_a_real_world_signal_team_judges_the_guess_on_its_keys(app):
    state = dealt(signals={0: "wink"}, real_signal_teams=(1,))
    scene = table(app, humans=ALL_HUMANS, state=state, options={"real_signals": True})
    press(app, "kb1", "act")
    press(app, "kb1", "slot3")
    assert scene.key_labels(0)["slot2"] == "Outgämsh B"  # said aloud: no emote to name
    press(app, "kb1", "slot2")
    assert scene.session.match.state.phase == "verdict" and "Say your guess aloud!" in toasts(scene)
    assert scene.key_labels(1) == {"slot1": "right", "slot2": "wrong", "act": "shout…", "alt": "hold: look"}
    assert "slot1" not in scene.key_labels(0)
    press(app, "kb2", "slot1")  # at once: a moment ago this key dropped a card
    assert not logged(scene, rules.Verdict) and not logged(scene, rules.Drop) and "Too late" in toasts(scene)[-1]
    run(app, 0.5)
    press(app, "kb2", "slot1")
    assert logged(scene, rules.Verdict)[0].right is True and scene.session.match.state.scores == [3, 0]


# ---------------------------------------------------------------------------- emotes

def test_emotes_are_in_the_shout_menu_four_a_row(app, monkeypatch):
    played = []
    monkeypatch.setattr(app.sound, "play", played.append)
    scene = table(app, humans=ALL_HUMANS, state=dealt())
    press(app, "kb1", "act")
    assert scene.key_labels(0)["act"] == "emotes…"
    press(app, "kb1", "act")
    assert scene.key_labels(0)["slot2"] == "Cough"
    press(app, "kb1", "slot2")
    assert scene.controls.pads[0].mode == "base"
    for button in ("act", "act", "act"):
        press(app, "kb1", button)
    assert scene.key_labels(0)["slot1"] == "Yodel"
    press(app, "kb1", "slot1")
    assert [a.emote for a in logged(scene, rules.Emote)] == ["cough", "yodel"]
    assert scene.poses[0] == "yodel" and "cough" in played and "yodel" in played
    assert [entry[1] for entry in scene.session.match.state.observe(2).recent_emotes] == ["cough", "yodel"]


def test_an_open_menu_stays_until_the_player_chooses_and_a_shout_never_becomes_a_drop(app):
    hands = [MIXED[0], MIXED[1], quartet("steinbock"), MIXED[3]]
    hands[1] = ["murmeltier-day-1", "edelweiss-day-2", "edelweiss-day-3", "alphorn-day-2"]
    hands[3] = ["edelweiss-day-1", "kuhglocke-day-2", "enzian-day-1", "murmeltier-day-2"]
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=dealt(hands=hands))
    press(app, "kb1", "act")
    run(app, 30.0)  # thinking a long while, the centre replaced meanwhile
    assert scene.controls.pads[0].mode == "call" and scene.key_labels(0)["slot1"] == "Gämsh!"
    press(app, "kb1", "slot1")
    assert logged(scene, rules.CallGaemsh) and not [drop for drop in logged(scene, rules.Drop) if drop.seat == 0]


def test_the_guess_waits_in_its_grid_and_never_becomes_a_drop(app):
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=dealt(signals={0: "wink", 1: "whistle"}))
    for button in ("act", "slot3", "slot2"):
        press(app, "kb1", button)
    run(app, 20.0)
    assert scene.controls.pads[0].mode == "guess"
    press(app, "kb1", "slot1")
    assert logged(scene, rules.Outgaemsh)[0].emote == "wink"
    assert not [drop for drop in logged(scene, rules.Drop) if drop.seat == 0]


def test_back_twice_never_reopens_a_menu(app):
    for humans in ({0: "kb1", 1: "kb2"}, {0: "kb1"}):  # alt in the base mode: the look, or nothing alone
        scene = table(app, humans=humans, state=dealt())
        press(app, "kb1", "act")
        press(app, "kb1", "alt")
        press(app, "kb1", "alt")
        assert scene.controls.pads[0].mode == "base" and scene.buttons(0).mode == "base"
        press(app, "kb1", "slot1")  # the next key does what the base mode shows: a drop
        assert logged(scene, rules.Drop) and not logged(scene, rules.CallGaemsh)
        app.pop()


def test_holding_alt_to_look_opens_nothing_else(app):
    app.settings.privacy = "peek"
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=dealt())
    before = scene.key_labels(0)
    assert before["alt"] == "hold: look"
    press(app, "kb1", "alt", release=False)
    run(app, 1.0)
    assert scene.hand_visible(0) and scene.controls.pads[0].mode == "base" and scene.key_labels(0) == before
    press(app, "kb1", "slot2")  # a slot key while looking still drops: no emote menu in between
    release(app, "kb1", "alt")
    assert logged(scene, rules.Drop)[0].slot == 1 and not logged(scene, rules.Emote)
    assert not scene.hand_visible(0)


# ---------------------------------------------------------------------------- Föhn cards

def test_act_then_slot_4_slaps_the_gamekeeper_after_an_offence(app):
    hands = [MIXED[0], MIXED[1], MIXED[2], MIXED[3]]
    centre = ["foehn-gamekeeper", "fondue-day-2", "gipfelkreuz-day-2", "bernhardiner-day-1"]
    scene = table(app, humans=ALL_HUMANS, state=dealt(hands=hands, centre=centre, foehn=True))
    press(app, "kb1", "slot4")  # kuhglocke-night dropped beside the Gamekeeper: an offence
    assert scene.session.match.state.offence is not None
    press(app, "kb2", "act")
    assert scene.key_labels(1)["slot4"] == "slap 1"
    press(app, "kb2", "slot4")
    assert scene.session.match.state.scores == [0, 1] and scene.session.match.state.hands[0][3] == "kuhglocke-night"
    assert 0 in scene.shakes and "Caught by Player 2!" in banners(scene)


def test_the_hearty_snack_turns_slot_keys_into_slaps(app):
    centre = ["foehn-snack", "fondue-day-2", "gipfelkreuz-day-2", "bernhardiner-day-1"]
    scene = table(app, humans=ALL_HUMANS, state=dealt(centre=centre, foehn=True))
    assert scene.session.match.state.phase == "snack" and scene.key_labels(0)["slot2"] == "slap 2"
    press(app, "kb1", "slot2")
    press(app, "kb3", "slot3")
    assert scene.session.match.state.snack_claims == {1: 0, 2: 2}
    press(app, "kb2", "act")
    press(app, "kb2", "slot4")  # the shout menu's slap takes the first free card
    assert scene.session.match.state.scores == [1, 0] and scene.session.match.state.phase == "play"


def test_the_farmer_goes_with_the_call_and_the_bull_is_slapped_from_the_shout_menu(app):
    hands = [MIXED[0], ["murmeltier-day-1", "edelweiss-day-2", "edelweiss-day-3", "alphorn-day-2"],
             ["steinbock-day-1", "steinbock-day-2", "steinbock-day-3", "fondue-day-3"],
             ["murmeltier-day-2", "edelweiss-day-1", "kuhglocke-day-2", "enzian-day-1"]]
    centre = ["foehn-farmer", "foehn-bull", "gipfelkreuz-day-2", "bernhardiner-day-1"]
    scene = table(app, humans=ALL_HUMANS, state=dealt(hands=hands, centre=centre, foehn=True))
    press(app, "kb2", "act")
    assert scene.key_labels(1)["slot4"] == "slap 2"
    press(app, "kb2", "slot4")
    assert logged(scene, rules.Slap)[0].pos == 1 and "Raging Bull! New cards" in banners(scene)
    state = dealt(hands=hands, centre=centre, foehn=True)
    scene = table(app, humans=ALL_HUMANS, state=state)
    press(app, "kb1", "act")
    assert scene.key_labels(0)["slot1"] == "Gämsh! + Farmer"
    press(app, "kb1", "slot1")
    assert logged(scene, rules.CallGaemsh)[0].farmer is True and scene.session.match.state.scores == [1, 0]


# ---------------------------------------------------------------------------- privacy, help

def test_hands_are_hidden_from_the_shared_screen_in_peek_privacy(app):
    app.settings.privacy = "peek"
    scene = table(app, humans={0: "kb1", 1: "kb2"}, state=dealt())
    run(app, 2.0)
    assert not scene.hand_visible(0) and not scene.hand_visible(1)
    press(app, "kb2", "alt", release=False)
    assert scene.hand_visible(1) and not scene.hand_visible(0)
    assert not scene.signal_shown(1)


# ---------------------------------------------------------------------------- whole games

def save_screenshots(folder: Path, language: str = "en", shots: list | None = None) -> list[Path]:
    """Two humans on one keyboard in peek privacy: the signal choice (others look away), the
    shout menu beside its seat while the other looks at a quartet, and an Outgämshed guess
    in its emote grid; six seats: the hands shown after a call."""
    folder.mkdir(parents=True, exist_ok=True)
    app = App()
    app.settings.language = language
    app.settings.privacy = "peek"
    saved = []

    def shot(name: str) -> None:
        pygame.image.save(app.screen.surface, str(folder / name))
        saved.append(folder / name)
        if shots is not None:  # what the picture must show (tests/pictures.py)
            shots.append(pictures.expect(app, folder / name))

    table(app, humans={0: "kb1", 1: "kb2"}, seed=3, options={"foehn": True})
    press(app, "kb1", "act", frames=10)
    shot(f"gaemsh-signal-{language}.png")
    app.pop()
    hands = [MIXED[0], ["murmeltier-day-1", "edelweiss-day-2", "edelweiss-day-3", "alphorn-day-2"],
             quartet("steinbock"), ["edelweiss-day-1", "kuhglocke-day-2", "enzian-day-1", "murmeltier-day-2"]]
    hands[0], hands[2] = hands[2], hands[0]
    table(app, humans={0: "kb1", 1: "kb2"}, state=dealt(hands=hands, signals={0: "wink", 1: "whistle"}))
    run(app, 1.0)
    press(app, "kb1", "alt", release=False)  # player 1 looks: a quartet, marked
    press(app, "kb2", "act")
    press(app, "kb2", "slot3")
    press(app, "kb2", "slot2", frames=10)  # player 2 names team A's signal: the emote grid
    shot(f"gaemsh-guess-{language}.png")
    release(app, "kb1", "alt")
    app.pop()
    hands = [MIXED[0], [], [], quartet("steinbock")]
    hands[1:3] = [["murmeltier-day-1", "edelweiss-day-2", "fondue-day-2", "alphorn-day-2"],
                  ["gipfelkreuz-day-1", "bernhardiner-day-2", "fondue-day-3", "murmeltier-day-2"]]
    centre = ["foehn-gamekeeper", "enzian-day-3", "gipfelkreuz-day-2", "bernhardiner-day-1"]
    state = rules.from_decks(6, [deck(hands, centre, True, players=6)], foehn=True,
                             signals={0: "wink", 1: "cough", 2: "sneeze"}, settings=DATA.table)
    table(app, players=6, humans={0: "kb1", 3: "kb2"}, state=state)
    for button in ("act", "act", "slot3"):
        press(app, "kb2", button)
    press(app, "kb1", "act")
    press(app, "kb1", "slot1", frames=70)
    shot(f"gaemsh-reveal-{language}.png")
    app.shutdown()
    return saved


def test_screenshots_render(tmp_path, monkeypatch):
    monkeypatch.setenv("ALPENPARTY_HOME", str(tmp_path))
    shots: list = []
    saved = save_screenshots(tmp_path / "shots", shots=shots)
    assert [shot.path for shot in shots] == saved
    pictures.assert_shows(shots)


if __name__ == "__main__":
    print(*save_screenshots(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"),
                            sys.argv[2] if len(sys.argv) > 2 else "en"), sep="\n")


def test_the_table_log_reads_a_swap_as_one_line(app):
    scene = table(app, humans={})
    run(app, 20.0)
    swaps = [line.words for line in scene.log.lines if " swaps " in line.words]
    assert swaps and all(line.startswith("Bot ") and " for " in line for line in swaps)


def test_an_emote_face_lasts_its_animation_then_the_avatar_rests(app, monkeypatch):
    scene = table(app, humans={0: "kb1"})
    drawn = []
    original = app.art.emote
    monkeypatch.setattr(app.art, "emote", lambda pose, seat, size: drawn.append((seat, pose)) or original(pose, seat, size))
    scene.take([rules.Emoted(1, "whistle", scene.session.clock)])
    app.frame(1 / 60)
    assert (1, "whistle") in drawn
    run(app, 2.5)
    drawn.clear()
    app.frame(1 / 60)
    assert (1, "neutral") in drawn and (1, "whistle") not in drawn


# ---------------------------------------------------------------------------- keys ask the rules

def offered_actions(scene, seat):
    """Every action a key of `seat` would submit now."""
    return [meaning.action for meaning in scene.buttons(seat).meanings.values() if meaning.action is not None]


def test_every_key_offers_only_what_the_rules_take_through_a_whole_game(app):
    from table_moments import moments, seated

    scene = seated(app, TITLE, 6)
    looked = 0
    for _ in moments(scene, repeats=3):
        for action in offered_actions(scene, 0):
            assert scene.session.refusal(action) is None, action
        looked += 1
    assert looked > 10 and scene.over_since is not None


def test_no_drop_is_offered_while_a_team_chooses_its_signal(app):
    scene = table(app, humans={0: "kb1", 1: "kb2"})
    assert scene.session.public_view().phase == "signals" and scene.controls.choosing_team(scene.session.view(1)) == 0
    assert scene.key_labels(1) == {"alt": "hold: look"}  # team B waits: its drop keys would be refused
    press(app, "kb2", "slot1")
    assert toasts(scene) == ["Wait: Team A is choosing its signal."]
    press(app, "kb1", "act")
    press(app, "kb1", "slot1")  # team A has its signal; team B chooses next
    assert not [label for label in scene.key_labels(0).values() if label.startswith("drop")]


def test_an_outgaemshed_signal_is_not_offered_again(app):
    state = dealt(signals={0: "wink", 1: "whistle"})
    state.outed[0] = "cough"  # team A's signal was outgämshed: a new one must differ
    state.signals[0] = None
    state.phase = "signals"
    scene = table(app, humans={0: "kb1"}, state=state)
    press(app, "kb1", "act")
    assert "slot2" not in scene.key_labels(0) and scene.key_labels(0)["slot3"] == "Hat tip"
    press(app, "kb1", "slot2")
    assert toasts(scene) == [app.text("gaemsh.refuse.signal_outed")] and scene.session.match.state.signals[0] is None


def test_a_key_that_offers_nothing_tells_the_rules_reason(app):
    centre = ["foehn-snack", "fondue-day-2", "gipfelkreuz-day-2", "bernhardiner-day-1"]
    scene = table(app, humans=ALL_HUMANS, state=dealt(centre=centre, foehn=True))
    press(app, "kb1", "slot2")  # the Hearty Snack: one slap a player
    assert "slot3" not in scene.key_labels(0)
    press(app, "kb1", "slot3")
    assert toasts(scene) == [app.text("gaemsh.refuse.one_slap")]


def test_a_phone_seats_menu_is_not_drawn_on_the_big_screen(app, monkeypatch):
    scene = table(app, humans={0: "kb1", 2: "phone:1"}, state=dealt())
    monkeypatch.setattr(scene.phones, "holds", lambda seat: seat == 2)
    for seat in (0, 2):
        scene.controls.pads[seat].open("emote")
    drawn = []
    monkeypatch.setattr(scene, "draw_hint_box", lambda surface, seat, rect, *rest: drawn.append(seat))
    scene.draw(app.screen)
    assert drawn == [0] and scene.hint_rect(2) is None


def test_the_table_reads_the_rules_only_through_the_session_views():
    for name in ("table", "controls", "menus", "layout", "phone"):
        source = (Path(__file__).resolve().parents[3] / f"game/titles/gaemsh/{name}.py").read_text(encoding="utf-8")
        assert ".match" not in source and ".state" not in source, name


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_log_says_nothing_for_a_card_taken_back_and_one_for_another_of_its_motif(app, language):
    """Play-test: "Player 1 swaps Gentian for Gentian" when a card was put down and taken back.
    The same card back changed nothing (no line); another card of the same motif reads so."""
    app.settings.language = language
    centre = ["enzian-day-3", *CENTRE[1:]]
    scene = table(app, humans=ALL_HUMANS, state=dealt(centre=centre))
    press(app, "kb1", "slot4")  # kuhglocke-night to position 5 ...
    press(app, "kb1", "act")
    press(app, "kb1", "slot1")  # ... and back
    assert scene.session.match.state.hands[0][3] == "kuhglocke-night"
    assert not [line.words for line in scene.log.lines if scene.seat_name(0) in line.words]
    press(app, "kb1", "slot3")  # enzian-day-2 down, enzian-day-3 (position 1) up
    press(app, "kb1", "slot1")
    assert scene.session.match.state.hands[0][2] == "enzian-day-3"
    gentian = scene.card_name("enzian-day-3")
    assert [line.words for line in scene.log.lines if scene.seat_name(0) in line.words] == [
        app.text("gaemsh.log.swap_alike", name=scene.seat_name(0), card=gentian)]
    assert scene.log.lines[-1].words.count(gentian) == 1
