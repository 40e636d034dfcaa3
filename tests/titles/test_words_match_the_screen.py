"""Words that match the screen (issue 28, item 10): what a guide, a banner, a log line or the
rules help says is what the table shows at that moment: key names and labels from the seat's
real keys, counts from the prepared position, options from the game at hand, one verb in a
language for one thing."""
from __future__ import annotations

import re
from pathlib import Path

from guiding import follow_until, wait

from game import catalogue
from game.shell import learn
from game.shell.menu import MenuScene
from game.titles import cambio

TITLES = Path(cambio.__file__).parent


def guide(app, title_id, devices=("kb1",)):
    app.push(MenuScene(app))
    return learn.start(app, catalogue.by_id(title_id), list(devices))


def test_cambio_does_not_ask_to_draw_while_the_burn_window_keeps_the_key_asleep(app):
    """Step 8 asked "Draw … with L Shift" while the burn window was still open."""
    table = guide(app, "cambio")
    follow_until(app, table, "draw")
    assert "act" not in table.buttons(0).live()  # the window after the first flip is open
    assert table.run.said() == app.text("cambio.guide.draw.wait")
    for _ in range(200):
        if "act" in table.buttons(0).live():
            break
        wait(app, 0.1)
    assert "L Shift" in table.run.said() and table.run.said() != app.text("cambio.guide.draw.wait")


def test_cambio_with_two_learners_says_hold_the_look_key_and_rings_it_first(app):
    """One instruction, the one the keys ask for: at a shared screen the look key is held first."""
    table = guide(app, "cambio", ("kb1", "kb2"))
    follow_until(app, table, "look")
    said = table.run.said()
    assert "hold L Ctrl and press A" in said and said.count("{") == 0
    assert table.run.pointer(table.run.step).button == "alt"


def test_gaemsh_names_the_counter_key_as_the_panel_labels_it(app):
    """Step 21 said "Counter Gämsh! is Q" while the panel said "Q Counter"."""
    table = guide(app, "gaemsh")
    follow_until(app, table, "counter")
    label = table.key_labels(0)["slot1"]
    assert f"Q, “{label}”" in table.run.said()


def test_gambit7_counts_the_questions_it_plays_and_names_the_ringed_key(app):
    """Step 1 said four questions and three were played; step 19 said "with A" while the
    ringed key was W ◄."""
    from game.titles.gambit7.guide import STEPS
    table = guide(app, "gambit7")
    played = sum(1 for step in STEPS if step.id.startswith("answer"))
    view = table.session.view(0)
    assert f"the last {played}." in table.run.said() and view.rounds - view.round_no + 1 == played
    follow_until(app, table, "gambit6")
    ringed = table.run.pointer(table.run.step).button
    names = app.input.key_labels("kb1")
    assert f"{names[ringed]} ◄" in table.run.said()


def test_altitude_counts_the_cards_below(app):
    """Step 1 said "four hand cards" and showed five (the hand and the drawn card)."""
    table = guide(app, "altitude")
    wait(app, 0.5)  # the first card is drawn
    view = table.session.view(0)
    assert f"your {len(view.hand)} hand cards, and the 10 you have just drawn" in table.run.said()
    assert view.drawn == "mountain-10"


def test_stafette_credits_a_jostle_to_nobody_but_both(app):
    """The log credited Bot 3 with the learner's jostle ("Bot 3 jostled Player 1")."""
    table = guide(app, "stafette")
    follow_until(app, table, "jostle", "after")
    line = next(entry for entry in reversed(table.log.lines) if "Jostle" in entry.words)
    assert line.words.startswith("Jostle: ") and " jostled " not in line.words


def test_cambio_says_whose_card_action_the_banner_tells(app):
    """"Look at one of your own cards" stood over Player 1 during Bot 3's action."""
    from driving import banners, push_table
    from game.titles.cambio import rules
    from game.titles.cambio.table import CambioTable
    scene = push_table(app, catalogue.by_id("cambio"), CambioTable, 3, {0: "kb1"})
    scene.show_events([rules.Discarded(2, "schellen-9", "peek_own")])
    assert banners(scene) == ["Bot 3 looks at one of their own cards"]


def test_the_rules_help_tells_the_target_the_lobby_set(app):
    """The help stated the default targets (9, 50) whatever the lobby had set."""
    from game.shell.lobby import LobbyScene
    from game.shell.rules_help import RulesHelpScene
    for title_id, target, default in (("gaemsh", 5, 9), ("cambio", 30, 50)):
        title = catalogue.by_id(title_id)
        lobby = LobbyScene(app, title)
        lobby.options["target"] = target
        app.push(lobby)
        help_ = RulesHelpScene(app, title)
        app.push(help_)
        goal = help_.words(next(screen for screen in help_.screens if screen.words_key.endswith(".help.goal")))
        assert f"{target}" in goal and f"{default}" not in goal, goal
        app.pop()
        app.pop()


def test_german_cambio_says_verbrennen_for_a_burn_everywhere(app):
    """The banner said "hat eine Karte gebrannt", the log "verbrennt"."""
    app.settings.language = "de"
    words = [app.text(key, name="X", card="Y", player="X") for key in
             ("cambio.event.burned", "cambio.event.burn_failed", "cambio.log.burned", "cambio.log.burn_failed")]
    assert all(re.search(r"verbr[ae]nn", line) for line in words), words
    german = [line for path in (TITLES / "text.toml", TITLES / "guide.toml")  # every German line of Cambio's tables
              for line in path.read_text(encoding="utf-8").split("[de]")[1].split("[fr]")[0].splitlines()]
    assert not [line for line in german if re.search(r"(?<![Vv]er)(brenn|brann)", line)]


def test_gaemsh_signal_choice_names_the_keys_its_hint_shows(app, recording):
    """The signal choice said "act opens the emotes … alt goes back" under a hint of L Shift
    and L Ctrl (seen in a real window, German and English)."""
    from text_probe import Probe

    table = guide(app, "gaemsh", ("kb1", "kb2"))
    wait(app, 0.5)
    probe = Probe()
    table.draw(probe)
    shown = " ".join(part.words for part in probe.texts)
    assert "L Shift opens the emotes" in shown and not re.search(r"\b(act|alt)\b", shown), shown
