"""Issue 32, time for every reader: with "Reveals wait for a press" on (the Accessibility page), a
pause the rules make for reading (Gambit 7's 12 s reveal, Cambio's scores after a round) stands
until a player at the big screen presses a key, the table saying so; bots never wait (a table of
bots plays on), a table of phones only never holds, and short waits (Stafette's swap) never hold."""
from __future__ import annotations

import pytest
from text_probe import Probe

from driving import press, push_table, run
from game import catalogue
from game.core.seats import SeatSpec, TableConfig
from game.kit.reading import ReadingPause
from game.kit.table import TableSession
from game.shell.accessibility import AccessibilityScene
from game.ui import fonts


@pytest.fixture()
def recording():
    fonts.record()
    yield
    fonts.record(False)


def phase(table) -> str:
    return table.session.match.state.phase


def until_phase(app, table, wanted: str, seconds: float = 600.0) -> None:
    for _ in range(round(seconds / 0.25)):
        if phase(table) == wanted:
            return
        app.frame(0.25)
    raise AssertionError(f"no {wanted} phase in {seconds} s")


def shown(table) -> list[str]:
    probe = Probe()
    table.draw(probe)
    return [words for _, words in probe.boxes]


def test_a_gambit7_reveal_stands_until_a_player_at_the_keyboard_presses(app, recording):
    app.settings.reveals_wait = True
    table = push_table(app, catalogue.by_id("gambit7"), catalogue.by_id("gambit7").scene_class(), 3)
    until_phase(app, table, "reveal")
    clock = table.session.clock
    run(app, 40.0)  # three times the reveal's 12 s
    assert phase(table) == "reveal" and table.session.clock - clock < 12.0
    assert app.text("kit.go_on") in shown(table)
    press(app, "kb1", "act", frames=4)
    assert phase(table) != "reveal"
    assert app.text("kit.go_on") not in shown(table)


def test_without_the_setting_the_reveal_keeps_its_12_seconds(app):
    app.settings.reveals_wait = False
    table = push_table(app, catalogue.by_id("gambit7"), catalogue.by_id("gambit7").scene_class(), 3)
    until_phase(app, table, "reveal")
    run(app, 13.0)
    assert phase(table) != "reveal"


def test_a_table_of_bots_never_waits(app):
    app.settings.reveals_wait = True
    table = push_table(app, catalogue.by_id("gambit7"), catalogue.by_id("gambit7").scene_class(), 3, humans={})
    until_phase(app, table, "reveal")
    run(app, 13.0)
    assert phase(table) != "reveal"


def test_a_table_of_phones_only_never_waits():
    """Their pages offer no key during a reveal: a hold would stop the game for ever."""
    title = catalogue.by_id("gambit7")
    session = TableSession(title, TableConfig(tuple(SeatSpec("human") for _ in range(3)), {}), 5,
                           {seat: f"phone:{seat + 1}" for seat in range(3)})
    assert not ReadingPause(session).wanted(True)
    session.humans[0] = "kb1"
    assert ReadingPause(session).wanted(True) and not ReadingPause(session).wanted(False)


@pytest.mark.parametrize("title_id, pauses", [("gambit7", {"reveal"}), ("cambio", {"scored"}), ("stafette", set())])
def test_only_the_rules_long_quiet_waits_are_pauses_for_reading(title_id, pauses):
    """A bot game to its end: where the pause's end is named, no seat may act and the phase is a
    reveal or a round's scores; Stafette's swaps (0.6 s) are motion, never a pause for reading."""
    title = catalogue.by_id(title_id)
    session = TableSession(title, TableConfig(tuple(SeatSpec("bot", "hard") for _ in range(title.default_players)),
                                              title.default_options()), 3)
    reading = ReadingPause(session)
    seen = set()
    while not session.match.state.is_over():
        if reading.end() is not None:
            state = session.match.state
            assert not any(state.legal_actions(seat) for seat in range(state.players))
            seen.add(state.phase)
        session.step(0.1)
    assert seen == pauses


def test_the_accessibility_page_switches_it_and_saves_it(app):
    page = AccessibilityScene(app)
    app.push(page)
    page.menu.selected = page.rows.index("reveals_wait")
    assert page.value_text("reveals_wait") == app.text("common.off")
    assert page.change("reveals_wait", 1) and app.settings.reveals_wait
    assert page.value_text("reveals_wait") == app.text("common.on")
    assert app.text("accessibility.reveals_wait.hint")
