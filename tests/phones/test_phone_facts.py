"""Facts the big screen shows that the phone shows too (issue 27, items 8 and 9): Gämsh's
"new cards" countdown, Stafette's and Altitude's running score (its public part), Gambit 7's
locked answer and bets; and words a screen reader says: every card picture in the player's
language, every tappable place saying which card or place it is."""
from __future__ import annotations

import math

import pytest
from test_phone_tables import table_with_phone

from game import catalogue
from game.titles.gambit7 import rules as gambit7
from game.titles.gaemsh import rules as gaemsh
from driving import wait
from phoning import frames_until

LANGUAGES = ("en", "de", "fr", "it")


def seen(table, seat: int = 0) -> dict:
    """The view the phone of `seat` gets now (its taps offered)."""
    return table.phones.view(seat, table.seat_name(seat))


def places(message: dict) -> list[dict]:
    return [place for row in message.get("rows", ()) for place in row["cards"]]


def spoken(place: dict) -> str:
    """What a screen reader says of a tappable place (assets/phone/phone.js, `cardImage`)."""
    name = ", ".join(part for part in (place.get("where"), place.get("alt") or place.get("word"), place.get("tag"))
                     if part)
    return f"{place['says']}: {name}" if name else place["says"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_gaemsh_phone_counts_down_to_new_cards_as_the_big_screen_does(app, phones, language):
    app.settings.language = language
    phone, table = table_with_phone(app, phones, "gaemsh")
    assert table.submit(0, gaemsh.ChooseSignal(0, gaemsh.EMOTES[0]))
    frames_until(app, lambda: table.session.view(0).phase == "play", frame=0.25)
    obs = table.session.view(0)
    told = seen(table)["facts"]
    assert told["timer"] == math.ceil(obs.refresh_at - obs.now)
    assert told["timer_for"] == app.text("gaemsh_table.refresh")  # "new cards", the ring's caption


def test_a_timer_without_a_caption_has_none(app, phones):
    phone, table = table_with_phone(app, phones, "gambit7")
    told = seen(table)["facts"]
    assert told["timer"] > 0 and "timer_for" not in told


@pytest.mark.parametrize("language", ("en", "de"))
def test_stafette_phone_shows_every_seats_field_and_banked_cards_never_their_worth(app, phones, language):
    app.settings.language = language
    phone, table = table_with_phone(app, phones, "stafette")
    state = table.session.match.state
    obs = table.session.view(0)
    board = seen(table)["facts"]["scoreboard"]
    assert [entry["name"] for entry in board] == [table.seat_name(seat) for seat in range(obs.players)]
    assert [entry["mine"] for entry in board] == [seat == 0 for seat in range(obs.players)]
    for seat, entry in enumerate(board):
        assert entry["score"] == (app.text("stafette_table.field", field=obs.positions[seat]) + " · "
                                  + app.text("stafette_table.phone.banked", count=obs.deposited_counts[seat]))
    assert obs.deposited_counts == tuple(len(deposit) for deposit in state.deposits)


def test_altitude_phone_shows_every_seats_floors_and_points_as_the_panels_do(app, phones):
    app.settings.language = "fr"
    phone, table = table_with_phone(app, phones, "altitude")
    public = table.session.public_view()
    board = seen(table)["facts"]["scoreboard"]
    assert [entry["name"] for entry in board] == [table.seat_name(seat) for seat in range(public.players)]
    assert board[0]["mine"] and not any(entry["mine"] for entry in board[1:])
    assert [entry["score"] for entry in board] == [f"0 étage · {points} point{'s' if points > 1 else ''}"
                                                   for points in public.points]  # before anyone builds


@pytest.mark.parametrize("language", LANGUAGES)
def test_gambit7_phone_says_the_answer_is_locked_in_and_what_comes_next(app, phones, language):
    app.settings.language = language
    phone, table = table_with_phone(app, phones, "gambit7")
    before = seen(table)
    assert before["status"] == app.text("gambit7.phase.answer")  # write your answer, on the pad
    assert table.submit(0, gambit7.Answer(0, 42))
    after = seen(table)
    assert table.session.view(0).phase == "answer"  # the bots have not all answered
    assert after["status"] == app.text("gambit7_table.phone.answered")
    assert after["lines"][0] == app.text("gambit7_table.phone.answered.next")  # what comes next
    assert app.text("gambit7.phase.answer") not in (after["facts"].get("phase", ""), after["status"])
    assert "entry" not in after and not after.get("choices")


def test_gambit7_phone_says_the_bets_are_locked_in(app, phones):
    phone, table = table_with_phone(app, phones, "gambit7")
    assert table.submit(0, gambit7.Answer(0, 42))
    frames_until(app, lambda: table.session.view(0).phase == "bet", frame=0.25)
    assert table.submit(0, gambit7.LockBets(0))
    if table.session.view(0).phase == "bet":  # a bot still bets
        after = seen(table)
        assert after["status"] == app.text("gambit7_table.phone.locked")
        assert after["lines"][0] == app.text("gambit7_table.phone.locked.next")
        assert app.text("gambit7.phase.bet") != after["facts"].get("phase")


@pytest.mark.parametrize("language", LANGUAGES)
def test_cambios_opening_look_names_each_card_by_its_place(app, phones, language):
    app.settings.language = language
    phone, table = table_with_phone(app, phones, "cambio")
    tappable = [place for place in places(seen(table)) if "tap" in place]
    assert len(tappable) == 4
    names = [spoken(place) for place in tappable]
    assert len(set(names)) == 4, names
    for slot, name in enumerate(names):
        assert app.text(f"cambio.slot.{slot}") in name and "back" not in name.split(": ")[-1].split(", ")[-1]
    assert all(place["alt"] == app.text("phones.card.back") for place in tappable)


GERMAN_WORDS = {
    "cambio": {"schilten-faessler": "Schilten Fässler", "rosen-koenig": "Rosen König"},
    "gaemsh": {"murmeltier-night": "Murmeltier (Nacht)", "steinbock-day-2": "Steinbock",
               "foehn-bull": "Wilder Stier"},
    "stafette": {"milk-3": "Milchkarte +3", "milk-minus-2": "Milchkarte \u22122"},
    "altitude": {"mountain-27": "Bergkarte 27", "ibex-32": "Steinbock 32", "cablecar-2": "Seilbahn"},
}


@pytest.mark.parametrize("title_id", GERMAN_WORDS)
def test_every_card_picture_has_words_in_the_players_language(app, phones, title_id):
    app.settings.language = "de"
    _, table = table_with_phone(app, phones, title_id)
    words = table.session.title.phone().card_words
    assert {card: words(table, card) for card in GERMAN_WORDS[title_id]} == GERMAN_WORDS[title_id]


@pytest.mark.parametrize("title_id", [title.id for title in catalogue.TITLES if title.decks])
def test_every_picture_a_phone_is_sent_has_words_and_tappable_places_differ(app, phones, title_id):
    """For a few dozen views of a round played by bots and the phone's seat: every card id has
    its words (never the id), every tappable place is spoken differently from the others."""
    app.settings.language = "it"
    phone, table = table_with_phone(app, phones, title_id, away="bot")
    phone.close()  # away: a bot plays the seat, and its views are built as the phone's would be
    frames_until(app, lambda: 0 in table.phones.stand_ins)
    checked = 0
    for _ in range(40):
        table.phones.stand_ins.discard(0)
        message = seen(table)
        table.phones.stand_ins.add(0)
        for place in places(message):
            if "id" in place:
                assert place["alt"] and place["alt"] != place["id"].replace("-", " "), place
                checked += 1
        names = [spoken(place) for place in places(message) if "tap" in place]
        assert len(names) == len(set(names)), names
        wait(app, 2.0, 0.1)  # the round plays on; only the last frame is drawn (the views are read, not drawn)
    assert checked
