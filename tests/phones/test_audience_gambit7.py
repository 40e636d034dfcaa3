"""Gambit 7's audience, with real phones against the real server: phones without a seat bet on
the board's slots by tapping them, one bet a round, and score the winning slot's payout outside
the rules; their scores show on their phones, on the table and on the results."""
from __future__ import annotations

import pytest
from driving import push_table

from game import catalogue
from game.kit.phones import start_server
from game.shell.results import ResultsScene
from game.titles.gambit7 import rules
from game.titles.gambit7.audience import slot_of
from game.ui import widgets
from phoning import FRAMES, WAIT, Phone, frames_until, inbound, loopback


@pytest.fixture
def room(app, monkeypatch):
    loopback(monkeypatch)
    server, _ = start_server(app)
    yield server
    while app.stack:
        app.pop()
    app.input.phones = None
    server.stop(wait=True)


@pytest.fixture
def sent(room, monkeypatch) -> dict[str, dict]:
    """The last view the game queued for each phone of the room, by the phone's name
    (`PhoneServer.send`): what the game has sent, whether or not it has arrived yet."""
    last: dict[str, dict] = {}
    queue = room.send

    def send(device: str, message: dict) -> None:
        if message.get("t") == "view":
            last[room.name(device)] = message
        queue(device, message)
    monkeypatch.setattr(room, "send", send)
    return last


def audience_view(app, sent: dict[str, dict], phone: Phone, wanted, frame: float = 1 / 60) -> dict:
    """The first view `phone` receives that is `wanted`, waited for on the game's state, not the
    machine's speed: frames of `frame` seconds run (undrawn: views are sent from the updates) until
    the game has queued such a view for the phone (a table sends its views every PUBLISH_EVERY of
    its seconds: game/kit/phones.py), and then none while it travels (a game run on meanwhile
    would send a later state in its place)."""
    for _ in range(FRAMES):
        if phone.name in sent and wanted(sent[phone.name]):
            break
        app.advance(frame)
    else:
        raise AssertionError(f"the game sent {phone.name} no such view within {FRAMES} frames")
    while (message := phone.receive())["t"] != "view" or not wanted(message):
        pass
    return message


def arrived(room, monkeypatch, count: int) -> None:
    """Wait, without a frame (the game stands still), until the room has taken in `count` things
    its phones sent; the app's next frame takes them, as it would have (its input drains the
    room: `PhoneServer.drain`). A game run on meanwhile could close the bets before a tap came."""
    taken = inbound(room, count)
    assert len(taken) >= count, f"the room took in {len(taken)} of {count} messages within {WAIT} s"
    drain = room.drain

    def held() -> list:
        monkeypatch.setattr(room, "drain", drain)
        return taken + drain()
    monkeypatch.setattr(room, "drain", held)


def drawn_words(app, monkeypatch) -> list[str]:
    """The words the next frame draws in one line (`widgets.fitted`)."""
    written: list[str] = []
    real = widgets.fitted
    monkeypatch.setattr(widgets, "fitted", lambda surface, words, *rest, **named: (
        written.append(words), real(surface, words, *rest, **named))[1])
    app.frame(1 / 60)
    monkeypatch.setattr(widgets, "fitted", real)
    return written


def winning(table) -> rules.Slot:
    """The slot that will win this round (the test looks into the state; a phone cannot)."""
    state = table.session.match.state
    return rules.winning_slot(state.board, state.question.answer)[0]


def test_tap_targets_name_the_boards_slots_only():
    assert [slot_of(f"slot:{slot}") for slot in (-3, 0, 3, "too_high")] == [-3, 0, 3, "too_high"]
    assert [slot_of(target) for target in ("slot:4", "slot:x", "seat:1", "slot:", "slot:too_low")] == [None] * 5


def test_the_audience_bets_by_tapping_and_scores_the_winning_slots_payout(app, room, sent, monkeypatch):
    eve, max_ = Phone(room), Phone(room)
    eve.join("Eve")
    max_.join("Max")
    title = catalogue.by_id("gambit7")
    table = push_table(app, title, title.scene_class(), 3, humans={})  # three bots: the game is running
    waiting = audience_view(app, sent, eve, lambda v: v.get("waiting") and v["status"])
    assert waiting["status"] == app.text("gambit7_audience.answer") and "rows" not in waiting
    assert waiting["facts"]["standing"] == "Audience: 0 points · place 1 of 2" and waiting["buttons"] == {}
    betting = audience_view(app, sent, eve, lambda v: v.get("rows"), frame=0.1)
    board = betting["rows"][0]["cards"]
    public = table.session.public_view()
    assert [place["tap"] for place in board] == [f"slot:{slot}" for slot in table.slot_order(public)]
    assert [place["word"] for place in board] == [table.slot_words(slot) for slot in table.slot_order(public)]
    assert betting["status"] == app.text("gambit7_audience.bet")
    won = winning(table)
    lost = next(slot for slot in table.slot_order(public) if slot != won)
    for phone, slot in ((eve, lost), (eve, won), (max_, lost)):  # Eve changes her mind: her bet moves
        phone.counter += 1
        phone.send({"t": "tap", "target": f"slot:{slot}", "n": phone.counter})
    arrived(room, monkeypatch, 3)
    frames_until(app, lambda: [m.bet for m in table.audience.members.values()] == [won, lost])
    placed = audience_view(app, sent, eve, lambda v: v["status"] == app.text("gambit7_audience.bet_on",
                                                                            slot=table.slot_words(won)))
    assert [place.get("lit", False) for place in placed["rows"][0]["cards"]] == [
        slot == won for slot in table.slot_order(public)]
    log = len(table.session.match.log)
    revealed = audience_view(app, sent, eve, lambda v: v["facts"].get("result"), frame=0.1)
    result = table.session.public_view().results[-1]
    assert all(type(action).__name__ != "Bet" or action.seat in range(3) for action in table.session.match.actions()[log:])
    pays = next((gain.payout for gain in result.gains if gain.chips), 0) or (
        table.settings.too_high if won == rules.TOO_HIGH else table.settings.ring(won).sole)
    assert pays > 0 and table.audience.standings() == [("Eve", pays), ("Max", 0)]
    assert revealed["facts"]["result"][1] == f"Your bet won {pays} points!"
    assert revealed["facts"]["standing"] == f"Audience: {pays} points · place 1 of 2"
    assert audience_view(app, sent, max_, lambda v: v["facts"].get("result"))["facts"]["result"][1] == \
        app.text("gambit7_audience.lost")
    seat_scores = table.session.public_view().scores  # the rules never heard of the audience
    assert all(gain.after == seat_scores[gain.seat] for gain in result.gains)
    assert f"Audience: Eve {pays} · Max 0" in drawn_words(app, monkeypatch)


def test_a_tap_outside_the_betting_or_on_no_open_slot_is_no_bet(app, room, sent, monkeypatch):
    eve = Phone(room)
    eve.join("Eve")
    title = catalogue.by_id("gambit7")
    table = push_table(app, title, title.scene_class(), 3, humans={})
    audience_view(app, sent, eve, lambda v: v["status"] == app.text("gambit7_audience.answer"))
    eve.counter += 1
    eve.send({"t": "tap", "target": "slot:too_high", "n": eve.counter})  # the board is not out yet
    arrived(room, monkeypatch, 1)
    app.frame(1 / 60)  # the table takes the tap while the answers are still open
    assert table.public.phase == "answer" and all(member.bet is None for member in table.audience.members.values())
    audience_view(app, sent, eve, lambda v: v.get("rows"), frame=0.1)
    public = table.session.public_view()
    closed = next(slot for slot in rules.SLOTS if slot not in public.open_slots())
    eve.counter += 1
    eve.send({"t": "tap", "target": f"slot:{closed}", "n": eve.counter})
    eve.counter += 1
    eve.send({"t": "tap", "target": "slot:too_high", "n": eve.counter})
    arrived(room, monkeypatch, 2)
    frames_until(app, lambda: [m.bet for m in table.audience.members.values()] == ["too_high"])


def test_the_results_list_the_audience_and_its_phones_hear_their_score(app, room, sent, monkeypatch):
    eve = Phone(room)
    eve.join("Eve")
    title = catalogue.by_id("gambit7")
    table = push_table(app, title, title.scene_class(), 3, humans={})
    audience_view(app, sent, eve, lambda v: v.get("rows"), frame=0.1)
    eve.counter += 1
    eve.send({"t": "tap", "target": f"slot:{winning(table)}", "n": eve.counter})
    arrived(room, monkeypatch, 1)
    frames_until(app, lambda: isinstance(app.top, ResultsScene), frame=0.25)  # seven rounds of bots, stepped
    results = app.top
    score = table.audience.members[room.devices()[0]].score
    assert score > 0 and results.table.final_list() == ("Audience", [("1. Eve", str(score))])
    final = audience_view(app, sent, eve, lambda v: v["status"] == app.text("phones.after_game"))
    assert final["facts"]["standing"] == f"Audience: {score} points · place 1 of 1"
    shown = drawn_words(app, monkeypatch)
    assert {"Audience", "1. Eve"} <= set(shown)  # the score beside it: widgets.text


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda title: title.id)
def test_the_catalogue_says_which_tables_have_an_audience(app, title):
    """The lobby tells a phone without a seat that it will be the audience by the catalogue's
    word; the table is what has one."""
    players = max(2, title.min_players) if title.id != "gaemsh" else 4
    table = push_table(app, title, title.scene_class(), players, humans={0: "kb1"})
    assert (table.audience is not None) == title.audience == (title.id == "gambit7")
