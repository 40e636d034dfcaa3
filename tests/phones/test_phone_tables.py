"""Phones at every title's table: the seat's private view and buttons reach its phone, the
phone's presses play the seat, its hidden cards stay face down on the big screen, and a phone
that goes away pauses the game or hands its seat to a bot until it comes back."""
from __future__ import annotations

import itertools
import random

import pytest
from catalogued import phone_seats
from driving import push_table

from game import catalogue
from game.shell.phone_away import PhoneAwayScene
from phoning import Phone, frames_until, loopback



def table_with_phone(app, server, title_id: str, name: str = "Anna", away: str = "pause"):
    """A table of `title_id` whose seat 0 is a phone (the others bots); the phone and the table."""
    phone = Phone(server)
    phone.join(name)
    device = server.devices()[-1]
    title = catalogue.by_id(title_id)
    table = push_table(app, title, title.scene_class(), phone_seats(title), humans={0: device})
    table.session.phone_away = away
    return phone, table


def moves(table, seat: int = 0) -> list:
    return [action for action in table.session.match.log if getattr(action, "seat", None) == seat]


def play(app, phone, table, *buttons: str) -> None:
    """Press and release `buttons` on the phone, one after the other, until seat 0 has moved."""
    before = len(moves(table))
    for button in buttons:
        phone.press(button)
        if not button.startswith("digit:"):
            phone.release(button)
    frames_until(app, lambda: len(moves(table)) > before)


def view_until(app, phone, wanted, frame: float = 1 / 60) -> dict:
    """The first view the phone gets for which `wanted(view)` holds (frames of `frame` game
    seconds run while it waits)."""
    for _ in range(2000):
        view = phone.expect("view", app, frame)
        if wanted(view):
            return view
    raise AssertionError("no such view")


def test_every_catalogued_title_has_a_phone_view():
    for title in catalogue.TITLES:
        assert callable(title.phone().seat_view), title.id  # its taps come from its controls' answer


def test_cambio_phone_shows_the_seats_own_looks_and_plays_them(app, phones):
    app.settings.privacy = "open"  # even open: a phone's cards are on the phone only
    phone, table = table_with_phone(app, phones, "cambio")
    view = view_until(app, phone, lambda v: v["buttons"])
    assert view["buttons"] == table.key_labels(0) and view["name"] == "Anna" and view["seat"] == 0
    assert [c.get("id") for c in view["rows"][0]["cards"]] == ["back-jass"] * 4
    button = next(b for b in ("slot1", "slot2", "slot3", "slot4") if b in view["buttons"])
    play(app, phone, table, button)
    looked = moves(table)[0]
    seen = table.session.match.state.observe(0).shown
    face = next(card for owner, slot, card in seen if (owner, slot) == (0, looked.slot))
    view_until(app, phone, lambda v: face in [c.get("id") for c in v["rows"][0]["cards"]])
    faces = table.faces()
    assert not table.hand_visible(0) and (0, looked.slot) not in faces  # face down on the big screen
    assert table.seat_name(0) == "Anna"


def test_gaemsh_phone_chooses_the_signal_on_its_own_screen_and_shows_the_hand(app, phones):
    phone, table = table_with_phone(app, phones, "gaemsh")
    obs = table.session.match.state.observe(0)
    assert table.controls.choosing_team(obs) is None  # the big screen shows no grid for a phone's team
    view = view_until(app, phone, lambda v: "act" in v["buttons"])  # act opens the emote grid
    assert [c.get("id") for c in view["rows"][0]["cards"]] == list(obs.hand)  # the hand, face up
    phone.press("act")
    phone.release("act")
    view = view_until(app, phone, lambda v: "slot1" in v["buttons"])
    assert len(view["rows"][0]["cards"]) == 8 and [c.get("id") for c in view["rows"][1]["cards"]] == list(obs.hand)
    play(app, phone, table, "slot2")
    signal = table.session.match.state.observe(0).my_signal
    assert signal and not table.signal_shown(0)
    view_until(app, phone, lambda v: any(table.signal_words(signal) in line for line in v["lines"]))


def test_stafette_phone_shows_the_milk_hand_and_rolls(app, phones):
    phone, table = table_with_phone(app, phones, "stafette")
    hand = table.session.match.state.observe(0).hand
    view = view_until(app, phone, lambda v: "slot1" in v["buttons"])  # its turn to roll
    assert [c["id"] for c in view["rows"][0]["cards"]] == [f"milk-{v}" if v > 0 else f"milk-minus-{-v}" for v in hand]
    assert view["buttons"] == table.key_labels(0) and view["status"] == "Choose a die!"
    play(app, phone, table, "slot1")
    assert type(moves(table)[-1]).__name__ == "Roll"


def test_gambit7_phone_types_its_answer_on_a_number_pad(app, phones):
    phone, table = table_with_phone(app, phones, "gambit7")
    view = view_until(app, phone, lambda v: v.get("entry"))
    assert view["entry"] == {"digits": "0", "pad": True} and view["lines"]
    for digit in "42":
        phone.press(f"digit:{digit}")
    view = view_until(app, phone, lambda v: v.get("entry", {}).get("digits") == "42")
    assert table.controls.entry(0).shown(table.hand_visible(0)) == "••"  # the big screen shows dots
    play(app, phone, table, "act")
    assert moves(table)[-1].value == 42
    view_until(app, phone, lambda v: any("42" in line for line in v["lines"]) and "entry" not in v)


@pytest.mark.skipif("altitude" not in [title.id for title in catalogue.TITLES],
                    reason="Altitude reaches the catalogue from its own branch")
def test_altitude_phone_keeps_four_of_the_dealt_cards_and_shows_its_hand(app, phones):
    phone, table = table_with_phone(app, phones, "altitude")
    view = view_until(app, phone, lambda v: "slot1" in v["buttons"])  # "keep 4" shows once two are marked
    dealt = table.view(0).dealt
    assert [c["id"] for c in view["rows"][0]["cards"]] == list(dealt)
    assert [c["tap"] for c in view["rows"][0]["cards"]] == [f"dealt:{index}" for index in range(len(dealt))]
    play(app, phone, table, "slot1", "slot4", "slot1", "act")  # give back the first two, keep four
    kept = moves(table)[-1]
    assert type(kept).__name__ == "Keep" and kept.cards == dealt[2:]
    hand = table.view(0).hand
    view_until(app, phone, lambda v: any(r["label"] == "Your hand" and [c.get("id") for c in r["cards"]][-len(hand):]
                                         == list(hand) for r in v["rows"])
               and any(r["label"] == "Your mountain" for r in v["rows"]))
    assert not table.hand_visible(0)


def test_a_phone_away_pauses_the_table_until_it_comes_back(app, phones):
    phone, table = table_with_phone(app, phones, "cambio")
    token = phone.token
    view_until(app, phone, lambda v: v["buttons"])
    phone.close()
    frames_until(app, lambda: isinstance(app.top, PhoneAwayScene))
    clock = table.session.clock
    for _ in range(30):
        app.frame(0.1)
    assert table.session.clock == clock  # the game waits
    again = Phone(phones)
    assert again.back(token)["t"] == "welcome"
    frames_until(app, lambda: app.top is table)
    frames_until(app, lambda: table.session.clock > clock)


def test_a_phone_away_is_played_by_a_bot_until_it_comes_back(app, phones):
    phone, table = table_with_phone(app, phones, "stafette", away="bot")
    token = phone.token
    view_until(app, phone, lambda v: v["rows"])
    phone.close()
    frames_until(app, lambda: 0 in table.phones.stand_ins)
    frames_until(app, lambda: len(moves(table)) >= 2, frame=0.25)  # the bot plays the seat
    assert app.top is table
    again = Phone(phones)
    again.back(token)
    frames_until(app, lambda: not table.phones.stand_ins)
    assert 0 not in table.session.driver.bots
    assert view_until(app, again, lambda v: v["status"] != app.text("phones.bot_playing"))


def test_a_dropped_seat_waits_for_its_own_token_and_the_host_may_give_it(app, phones):
    """Attack: a phone with the room code joins while a seat's phone is away (a reload, a
    locked screen). It waits in the room; the seat and its hidden cards wait for their token."""
    phone, table = table_with_phone(app, phones, "cambio")
    device, token = table.session.humans[0], phone.token
    latecomer = Phone(phones, source="127.0.0.2")
    latecomer.join("Bea")
    assert view_until(app, latecomer, lambda v: v["status"])["status"] == app.text("phones.page.running")
    phone.close()
    frames_until(app, lambda: isinstance(app.top, PhoneAwayScene))
    thief = Phone(phones, source="127.0.0.3")
    thief.join("Cleo")
    for _ in range(30):
        app.frame(1 / 60)
    assert table.session.humans[0] == device and isinstance(app.top, PhoneAwayScene)
    assert all(v["seat"] != 0 or not v.get("rows") for v in _views(thief))  # nothing of seat 0 reached it
    owner = Phone(phones)
    assert owner.back(token)["t"] == "welcome"
    frames_until(app, lambda: app.top is table)
    assert table.session.humans[0] == device and app.input.seat_of(device) == 0
    view_until(app, owner, lambda v: v["seat"] == 0 and v["buttons"])
    owner.close()  # away again: now the host gives the seat to a phone waiting in the room
    frames_until(app, lambda: isinstance(app.top, PhoneAwayScene))
    away = app.top
    assert away.row_text("phones.away_give") == f"Give Anna's seat to {phones.name(away.table.phones.waiting()[0])}"
    away.choose("phones.away_give")
    frames_until(app, lambda: app.top is table)
    given = table.session.humans[0]
    assert given != device and phones.name(given) in ("Bea", "Cleo") and table.seat_name(0) == phones.name(given)
    assert Phone(phones).back(token)["t"] == "welcome"  # the old owner is still in the room, without the seat
    for _ in range(10):
        app.frame(1 / 60)
    assert table.session.humans[0] == given


def _views(phone) -> list[dict]:
    """The views `phone` has received so far."""
    found = []
    while True:
        try:
            message = phone.receive(0.05)
        except TimeoutError:
            return found
        if message["t"] == "view":
            found.append(message)


def test_bad_messages_from_a_phone_move_no_seat(app, phones):
    phone, table = table_with_phone(app, phones, "gambit7")
    view_until(app, phone, lambda v: v.get("entry"))
    ticks = itertools.count()
    phones.clock = lambda: float(next(ticks))  # a second a message: the rate limit does not bite here
    rng = random.Random(7)
    junk = ['{"t": "press", "b": "act", "n": 0}', '{"t": "release", "b": "act", "n": 99999}', "[]",
            '{"t": "press", "b": "pause", "n": 5}', '{"t": "press", "b": "act"}', "x" * 300,
            '{"t": "join", "name": "Eve"}', '{"t": "press", "b": "quit", "n": 7}',
            '{"t": "press", "b": "act", "n": 1.5}', '{"t": "press", "b": "digit:12", "n": 8}']
    for _ in range(500):
        phone.send(rng.choice(junk))
    phone.counter = 0
    phone.press("slot1")  # good presses after them all: the keypad's first row, its first cell
    phone.release("slot1")
    phone.press("slot1")
    frames_until(app, lambda: table.controls.entry(0).digits == [1])
    for _ in range(10):
        app.frame(1 / 60)
    assert moves(table) == [] and table.controls.entry(0).digits == [1] and app.top is table
    assert phones.dropped == 500


def test_a_continued_game_with_phone_seats_opens_the_room_which_stays(app, monkeypatch):
    """A save of an earlier run names a phone no phone of this run is: the seat waits for the
    host to give it to a phone that joined; the room stays open when the table closes."""
    loopback(monkeypatch)
    title = catalogue.by_id("cambio")
    table = push_table(app, title, title.scene_class(), 3, humans={1: "phone:5"})  # as the menu's Continue does
    frames_until(app, lambda: isinstance(app.top, PhoneAwayScene))
    server = app.input.phones
    assert server is not None and server.running
    try:
        phone = Phone(server)
        phone.join("Dora")
        device = next(device for device in server.devices() if server.name(device) == "Dora")
        assert device != "phone:5" and server.devices() == ["phone:5", device]  # the seat's place, held
        frames_until(app, lambda: table.phones.waiting() == [device])
        app.top.choose("phones.away_give")
        frames_until(app, lambda: app.top is table)
        assert table.session.humans == {1: device} and app.input.seat_of(device) == 1
        assert server.devices() == [device]  # the place held for the seat is given up with it
        view_until(app, phone, lambda v: v["seat"] == 1)
        app.pop()
        assert app.input.phones is server and server.running
        assert view_until(app, phone, lambda v: not v["buttons"])["status"] == app.text("phones.put_aside")
    finally:
        app.input.phones = None
        server.stop(wait=True)


def test_a_continued_game_whose_server_cannot_start_says_why_and_a_bot_may_play(app, monkeypatch):
    from game.phones.server import PhoneServer

    def refuse(server) -> None:
        raise OSError(98, "Address already in use")
    loopback(monkeypatch)
    monkeypatch.setattr(PhoneServer, "start", refuse)
    title = catalogue.by_id("stafette")
    table = push_table(app, title, title.scene_class(), 3, humans={1: "phone:2"})
    frames_until(app, lambda: isinstance(app.top, PhoneAwayScene))
    assert table.phones.problem == "Phones could not start: Address already in use"
    assert app.input.phones is None
    app.frame(1 / 60)  # the window says why
    app.top.choose("phones.away_bot")
    frames_until(app, lambda: table.phones.stand_ins == {1})
    frames_until(app, lambda: any(getattr(action, "seat", None) == 1 for action in table.session.match.log),
                 frame=0.25)


def test_the_phone_tells_its_timer_turn_and_at_the_reveal_the_answer_and_its_points(app, phones):
    phone, table = table_with_phone(app, phones, "gambit7")
    answering = view_until(app, phone, lambda v: v["facts"].get("timer"))
    deadline = table.session.view(0).deadline - table.session.view(0).now
    assert 0 < answering["facts"]["timer"] <= deadline + 1
    # a minute of answering and betting with no press from the phone: frames of a quarter
    # second (the longest the app runs, 30 fixed steps) play it out with a fifteenth of the drawing
    revealed = view_until(app, phone, lambda v: v["facts"].get("result"), frame=0.25)
    obs = table.session.view(0)
    gain = obs.results[-1].gains[0]
    assert revealed["facts"]["result"] == [f"The answer: {obs.results[-1].revealed.truth}",
                                           f"Your points this round: {gain.after - gain.before:+d}",
                                           table.why(obs.results[-1].revealed)]  # why that slot won
    assert revealed["facts"]["standing"].startswith(f"Score {obs.scores[0]} · Place ")


def test_the_phone_tells_whose_turn_it_is(app, phones):
    phone, table = table_with_phone(app, phones, "altitude")
    seen = view_until(app, phone, lambda v: v["facts"].get("turn"))
    turn = table.session.public_view().turn
    assert seen["facts"]["mine"] == (turn == 0)
    assert seen["facts"]["turn"] == ("Your turn" if turn == 0 else f"{table.seat_name(turn)}'s turn")
    phase = app.text(f"altitude.phase.{table.session.public_view().phase}")
    assert seen["facts"].get("phase", seen["status"]) == phase  # once: in the facts, or as the status line


def test_play_again_and_continue_give_every_phone_its_seat_back(app, phones):
    from game import saves
    from game.core.seats import SeatSpec, TableConfig
    from game.kit.table import TableSession
    from game.shell.menu import MenuScene
    from game.shell.results import ResultsScene
    anna, bea = Phone(phones), Phone(phones)
    anna.join("Anna")
    bea.join("Bea")
    first, second = phones.devices()
    title = catalogue.by_id("cambio")
    config = TableConfig((SeatSpec("human"), SeatSpec("human"), SeatSpec("bot", "hard")), title.default_options())
    app.push(MenuScene(app))
    app.push(ResultsScene(app, TableSession(title, config, 7, humans={0: second, 1: first})))
    app.top.play_again()
    table = app.top
    assert table.session.humans == {0: second, 1: first}
    assert view_until(app, bea, lambda v: v["buttons"])["seat"] == 0
    assert view_until(app, anna, lambda v: v["buttons"])["seat"] == 1
    table.autosave()
    app.pop_to(MenuScene)  # quit to the menu: the game is saved, the room stays
    assert view_until(app, anna, lambda v: not v["buttons"])["status"] == app.text("phones.put_aside")
    assert saves.save_path("cambio").exists()
    app.top.continue_saved(title)
    table = app.top
    assert table.session.humans == {0: second, 1: first} and app.input.seat_of(first) == 1
    assert view_until(app, anna, lambda v: v["buttons"])["name"] == "Anna"
    assert view_until(app, bea, lambda v: v["buttons"])["seat"] == 0


def test_the_phase_names_the_mover_and_on_its_own_turn_your_turn_says_it(app, phones):
    from game.phones.readout import facts
    phone, table = table_with_phone(app, phones, "stafette")
    view_until(app, phone, lambda v: v["rows"])
    turn = table.session.public_view().turn
    other = (turn + 1) % table.session.players
    assert facts(table, other)["phase"] == f"{table.seat_name(turn)} chooses a die."
    assert "phase" not in facts(table, turn) and facts(table, turn)["turn"] == "Your turn"
