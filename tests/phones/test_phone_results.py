"""The phone tells its player the result of each round as the big screen tells the room: a
real table whose seat 0 is a phone, played to a round's end, and the phone's view carries the
lines of that round (the points from the events the table took), never another seat's hidden
card."""
from __future__ import annotations

import pytest
from test_phone_browser import PHONE, Player, browser, shots, sit_down, start  # noqa: F401 (fixtures)
from test_phone_browser import pytestmark as browser_marks
from test_phone_tables import table_with_phone, view_until

from game.phones.readout import facts
from game.titles.cambio import rules as cambio
from game.titles.gaemsh import rules as gaemsh
from game.titles.stafette import rules as stafette
from phoning import frames_until, loopback


def heard(table) -> list:
    """Every event the table takes from now on (the same events its log and banners get)."""
    events: list = []
    take = table.take
    table.take = lambda new: (events.extend(new), take(new))[1]
    return events


def test_gaemsh_phone_tells_the_call_right_or_wrong_and_the_teams_points(app, phones):
    phone, table = table_with_phone(app, phones, "gaemsh")
    events = heard(table)
    assert table.submit(0, gaemsh.ChooseSignal(0, gaemsh.EMOTES[0]))
    frames_until(app, lambda: table.session.view(0).phase == "play", frame=0.25)
    assert table.submit(0, gaemsh.CallGaemsh(0))
    called = next(event for event in events if isinstance(event, gaemsh.Called))
    scored = next(event for event in events if isinstance(event, gaemsh.Scored))
    shown = view_until(app, phone, lambda v: v["facts"].get("result"))
    team = table.session.view(0).team
    verdict = "Right!" if called.right else "Wrong!"
    assert shown["facts"]["result"] == [f"{table.seat_name(0)}: Gämsh! {verdict}", app.text(scored.reason),
                                        f"Your points this round: {scored.gains[team]:+d}"]
    assert shown["facts"]["standing"].startswith(f"Score {scored.scores[team]} · Place ")
    hidden = {card for hand in table.session.match.state.hands for card in hand if card}
    assert not any(card in line for line in shown["facts"]["result"] for card in hidden)


def test_gaemsh_phone_in_german_says_it_in_german(app, phones):
    app.settings.language = "de"
    phone, table = table_with_phone(app, phones, "gaemsh")
    assert table.submit(0, gaemsh.ChooseSignal(0, gaemsh.EMOTES[0]))
    frames_until(app, lambda: table.session.view(0).phase == "play", frame=0.25)
    assert table.submit(0, gaemsh.CallGaemsh(0))
    shown = view_until(app, phone, lambda v: v["facts"].get("result"))
    assert shown["facts"]["result"][-1].startswith("Deine Punkte in dieser Runde: ")


def test_cambio_phone_tells_its_round_sum_and_whether_the_caller_won(app, phones):
    phone, table = table_with_phone(app, phones, "cambio")
    events = heard(table)
    for slot in (0, 1):  # the opening looks
        assert table.submit(0, cambio.Look(0, slot))

    def may_call() -> bool:
        view = table.session.view(0)
        return view.caller is not None or (view.phase, view.turn) == ("turn", 0) and view.now >= view.turn_allowed_at

    frames_until(app, may_call, frame=0.25)
    if table.session.view(0).caller is None:  # else a bot called first: its round ends as well
        assert table.submit(0, cambio.Call(0))
    frames_until(app, lambda: any(isinstance(event, cambio.RoundScored) for event in events), frame=0.25)
    scored = next(event for event in events if isinstance(event, cambio.RoundScored))
    shown = view_until(app, phone, lambda v: v["facts"].get("result"))
    caller = table.seat_name(scored.caller)
    verdict = (f"{caller} has the lowest sum and wins the round." if scored.caller_won else
               f"{caller} does not have the lowest sum and starts the next round with a penalty card.")
    assert shown["facts"]["result"] == ["Round 1", f"Your points this round: {scored.sums[0]:+d}", verdict]
    assert shown["facts"]["standing"].startswith(f"Score {scored.totals[0]} · Place ")
    assert "turn" not in shown["facts"]  # the round is over: nobody's turn while its result shows


def test_stafette_phone_tells_what_the_last_turn_came_to_from_public_events_only(app, phones):
    phone, table = table_with_phone(app, phones, "stafette")
    events = heard(table)

    def rolled_by_another() -> bool:
        view = table.session.view(0)
        if view.turn == 0 and view.phase == "roll":
            table.submit(0, stafette.Roll(0, "white"))
        return any(isinstance(event, stafette.Rolled) and event.seat != 0 for event in events)

    frames_until(app, rolled_by_another, frame=0.25)
    roll = next(event for event in events if isinstance(event, stafette.Rolled) and event.seat != 0)
    words = table.describe(roll)[0]
    shown = view_until(app, phone, lambda v: words in v["facts"].get("result", []))
    public = [table.describe(event) for event in events if event.audience is None]
    assert set(shown["facts"]["result"]) <= {line[0] for line in public if line is not None}


def test_altitude_phone_tells_at_the_end_how_its_score_came_about(app, phones):
    phone, table = table_with_phone(app, phones, "altitude", away="bot")
    view_until(app, phone, lambda v: v["rows"])
    phone.close()  # a bot plays the seat to the end
    frames_until(app, lambda: table.session.is_over(), frame=0.5)
    told = facts(table, 0)
    score = table.session.match.state.observe(0).score
    assert told["over"] and told["result"] == [f"floors {score.floors}", f"animals {score.animals}",
                                               f"empty hand {score.empty_hand}", f"St. Bernards {score.bernards}"]
    assert told["standing"].startswith(f"Score {score.total} · Place ")


@pytest.mark.parametrize("title_id", ["gaemsh", "cambio", "stafette"])
@browser_marks[0]
@browser_marks[1]
@browser_marks[2]
def test_browser_page_shows_the_round_result(app, press, monkeypatch, browser, shots, title_id):  # noqa: F811
    """The page at a phone's size draws the result lines the table sent (docs/screenshots/
    phone-<id>-result.png is this page)."""
    loopback(monkeypatch)
    anna = Player(app, browser.page(*PHONE, own_storage=True))
    table = start(app, press, sit_down(app, press, anna, title_id, "Anna", shots))
    anna.table, anna.seat = table, app.input.seat_of(anna.device())
    seat = anna.seat
    if title_id == "gaemsh":
        assert table.submit(seat, gaemsh.ChooseSignal(seat, gaemsh.EMOTES[0]))
        anna.until(lambda: table.session.view(seat).phase == "play", frame=0.25)
        assert table.submit(seat, gaemsh.CallGaemsh(seat))
    elif title_id == "stafette":

        def rolled_by_another() -> bool:
            view = table.session.view(seat)
            if (view.turn, view.phase) == (seat, "roll"):
                assert table.submit(seat, stafette.Roll(seat, "white"))
            return any(isinstance(event, stafette.Rolled) and event.seat != seat for event in view.recent)

        anna.until(rolled_by_another, frame=0.25)
    else:
        for slot in (0, 1):
            assert table.submit(seat, cambio.Look(seat, slot))

        def scored() -> bool:
            view = table.session.view(seat)
            if view.caller is None and (view.phase, view.turn) == ("turn", seat) and view.now >= view.turn_allowed_at:
                assert table.submit(seat, cambio.Call(seat))
            return view.phase == "scored"

        anna.until(scored, frame=0.25)
    lines = facts(table, seat)["result"]
    anna.until(lambda: anna.page.run("[...document.querySelectorAll('#result p')].map(p => p.textContent)") == lines
               and anna.page.run("document.querySelector('#result').textContent !== ''"))
    anna.page.screenshot(shots / f"phone-{title_id}-result.png")
