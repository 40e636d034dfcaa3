"""Tap to act: a phone's tap on a place or a big button of its view does what the seat's keys
would (the same rules action, or a step of the seat's own controls), at a real table with a
phone seat through the real server; a target its last view did not offer, or one the rules
would refuse now, does nothing; a bad tap message is dropped."""
from __future__ import annotations

import re

import pytest
from table_moments import moments, seated

from game import catalogue
from game.phones.protocol import TARGET_PATTERN, Dropped, parse
from phoning import Phone, frames_until, inbound, started
from test_phone_tables import moves, table_with_phone, view_until

# Frames of a quarter second (the longest the app runs) while the bots answer, up to 25 s of game
# time: the betting's first view still comes from its first frame, and no bot bets within 4 s.
BOTS_ANSWER = 0.25


def targets(view: dict) -> set[str]:
    """Every target a view offers."""
    places = [card for part in view.get("rows", ()) for card in part["cards"]]
    return {item["tap"] for item in [*places, *view.get("choices", ())] if "tap" in item}


def offered(app, phone, target: str) -> dict:
    """The first view that offers `target`."""
    return view_until(app, phone, lambda v: target in targets(v))


def tapped(app, phone, table, target: str, seat: int = 0) -> object:
    """Tap `target` and wait until the seat has moved; that move."""
    before = len(moves(table, seat))
    phone.tap(target)
    frames_until(app, lambda: len(moves(table, seat)) > before)
    return moves(table, seat)[-1]


def nothing_happens(app, table, phone, target: str) -> None:
    """A tap on `target` moves nothing and changes no button of the seat."""
    before, buttons = len(table.session.match.log), table.key_labels(0)
    phone.tap(target)
    for _ in range(20):
        app.frame(1 / 60)
    assert len(table.session.match.log) == before and table.key_labels(0) == buttons


@pytest.mark.parametrize("message", [
    {"t": "tap", "target": "Card:0", "n": 1}, {"t": "tap", "target": "", "n": 1},
    {"t": "tap", "target": "a" * 41, "n": 1}, {"t": "tap", "target": "card 1", "n": 1},
    {"t": "tap", "target": "card:1\n", "n": 1}, {"t": "tap", "target": "card:1", "n": 0},
    {"t": "tap", "target": "card:1"}, {"t": "tap", "target": 7, "n": 1},
    {"t": "tap", "target": "card:1", "n": 1, "b": "act"}, {"t": "tap", "target": "karte:ä", "n": 1},
])
def test_a_bad_tap_message_is_dropped(message):
    import json
    with pytest.raises(Dropped):
        parse(json.dumps(message))


def test_a_good_tap_message_passes_and_reaches_the_game_as_its_devices_tap():
    assert parse('{"t": "tap", "target": "at:place:1:2:-3", "n": 5}')["target"] == "at:place:1:2:-3"
    server = started()
    try:
        phone = Phone(server)
        phone.tap("card:0:1")  # before a seat: dropped
        phone.join("Anna")
        phone.tap("card:0:1")
        phone.tap("card:0:2")
        phone.counter = 1
        phone.tap("card:0:3")  # a replayed counter: dropped
        phone.counter = 9
        phone.tap("card:0:4")  # taken after the replay was read: one connection's messages keep their order
        taken = inbound(server, 4)
        device = server.devices()[0]
        assert [(item.device, item.button) for item in taken[1:]] == [(device, "tap:card:0:1"),
                                                                      (device, "tap:card:0:2"),
                                                                      (device, "tap:card:0:4")]
        assert server.dropped == 2
    finally:
        server.stop(wait=True)


def test_stafette_the_dice_are_big_buttons_that_roll_as_the_keys(app, phones):
    phone, table = table_with_phone(app, phones, "stafette")
    view = offered(app, phone, "die:white")
    assert {"die:white", "die:black"} <= {choice["tap"] for choice in view["choices"]}
    assert all(not card.get("tap") for card in view["rows"][0]["cards"])
    key = table.buttons(0).get("slot1").action  # what the white die's key would do
    assert tapped(app, phone, table, "die:white") == key
    nothing_happens(app, table, phone, "die:white")  # no longer offered: not its turn to roll now


def test_gambit7_lock_in_then_chips_on_the_boards_slots(app, phones):
    phone, table = table_with_phone(app, phones, "gambit7")
    view = view_until(app, phone, lambda v: v.get("entry"))
    assert "key:act" not in targets(view)  # nothing typed: "lock in" is not offered
    nothing_happens(app, table, phone, "key:act")
    for digit in "42":
        phone.press(f"digit:{digit}")
    view_until(app, phone, lambda v: v.get("entry", {}).get("digits") == "42")  # both digits in: "4" alone
    offered(app, phone, "key:act")  # already offers "lock in"
    key = table.buttons(0).get("act").action
    assert tapped(app, phone, table, "key:act") == key and key.value == 42
    view = view_until(app, phone, lambda v: any(t.startswith("slot:") for t in targets(v)), frame=BOTS_ANSWER)
    board = next(part for part in view["rows"] if part["label"] == app.text("phones.row.board"))
    slot = board["cards"][-1]["tap"]
    assert board["cards"][0]["tag"] == table.payout_words("too_high")
    bet = tapped(app, phone, table, slot)
    assert type(bet).__name__ == "Bet" and bet.chip == 0 and str(bet.slot) == slot[len("slot:"):]
    view = view_until(app, phone, lambda v: any(c.get("chips") for part in v["rows"] for c in part["cards"]
                                                if c.get("tap") == slot))
    phone.tap("pick:seven")  # the Gambit 7 chip, then a slot: the only bet
    frames_until(app, lambda: table.phones.chosen.get(0) == "seven")
    offered(app, phone, slot)
    gambit = tapped(app, phone, table, slot)
    assert type(gambit).__name__ == "Gambit" and table.view(0).chips[0] == (None, None)
    phone.tap("pick:seven")  # chosen, then the bets are locked: the choice goes with them
    frames_until(app, lambda: table.phones.chosen.get(0) == "seven")
    lock = table.buttons(0).get("act").action
    assert type(lock).__name__ == "LockBets" and tapped(app, phone, table, "key:act") == lock
    frames_until(app, lambda: 0 not in table.phones.chosen)


def test_a_target_offered_but_gone_by_the_tap_does_nothing(app, phones):
    """The seat's last view offered a slot, but the seat locked its bets meanwhile (its key):
    the tap on that slot, taken or dropped, bets nothing."""
    phone, table = table_with_phone(app, phones, "gambit7")
    view_until(app, phone, lambda v: v.get("entry"))
    phone.press("digit:7")
    offered(app, phone, "key:act")
    tapped(app, phone, table, "key:act")
    view = view_until(app, phone, lambda v: any(t.startswith("slot:") for t in targets(v)), frame=BOTS_ANSWER)
    slot = next(t for t in targets(view) if t.startswith("slot:"))
    from game.titles.gambit7.rules import LockBets
    assert table.submit(0, LockBets(0))  # locked without a bet, before the next view goes out
    assert slot in table.phones.offered[0] and slot not in table.phones.taps(0)
    nothing_happens(app, table, phone, slot)
    assert table.view(0).chips[0] == (None, None) and table.view(0).locked[0]


def test_gaemsh_a_hand_card_then_a_centre_card_swap_and_the_emote_grid_chooses(app, phones):
    phone, table = table_with_phone(app, phones, "gaemsh")
    offered(app, phone, "key:act")
    phone.tap("key:act")  # the team's signal: the emote grid opens ...
    view = view_until(app, phone, lambda v: any(t.startswith("emote:") for t in targets(v)))
    grid = view["rows"][0]["cards"]
    assert len(grid) == 8 and all(card["tap"].startswith("emote:") for card in grid)
    emote = grid[5]["tap"]  # ... its second row, no turning of rows
    chosen = tapped(app, phone, table, emote)
    assert type(chosen).__name__ == "ChooseSignal" and chosen.emote == emote[len("emote:"):]
    frames_until(app, lambda: table.session.view(0).phase == "play", frame=0.1)
    offered(app, phone, "hand:1")
    nothing_happens(app, table, phone, "centre:0")  # not mid-swap: the centre is no place to tap
    key = table.buttons(0).get("slot2").action
    assert tapped(app, phone, table, "hand:1") == key
    offered(app, phone, "centre:0")
    key = table.buttons(0).get("slot1").action
    assert tapped(app, phone, table, "centre:0") == key


def test_cambio_taps_its_cards_for_the_look_and_not_anothers(app, phones):
    phone, table = table_with_phone(app, phones, "cambio")
    view = offered(app, phone, "card:0:0")
    assert not [t for t in targets(view) if t.startswith("card:1:")]  # the look is at its own cards
    nothing_happens(app, table, phone, "card:1:0")
    key = table.buttons(0).get("slot1").action
    assert tapped(app, phone, table, "card:0:0") == key
    face = next(card for owner, slot, card in table.session.view(0).shown if (owner, slot) == (0, 0))
    view_until(app, phone, lambda v: v["rows"][0]["cards"][0].get("id") == face)
    nothing_happens(app, table, phone, "card:0:0")  # looked at: no longer offered


def test_altitude_marks_two_keeps_four_then_a_card_and_a_lit_place(app, phones):
    phone, table = table_with_phone(app, phones, "altitude")
    offered(app, phone, "dealt:0")
    nothing_happens(app, table, phone, "key:act")  # nothing marked yet: "keep 4" is not offered
    phone.tap("dealt:0")
    phone.tap("dealt:1")
    frames_until(app, lambda: table.controls.marked.get(0) == {0, 1})
    offered(app, phone, "key:act")
    dealt = table.view(0).dealt
    kept = tapped(app, phone, table, "key:act")
    assert type(kept).__name__ == "Keep" and kept.cards == dealt[2:]
    view = view_until(app, phone, lambda v: any(t.startswith("card:") for t in targets(v)))
    card = sorted(t for t in targets(view) if t.startswith("card:"))[0]
    nothing_happens(app, table, phone, "at:place:0:1:0")  # no card picked: no place lit yet
    phone.tap(card)
    frames_until(app, lambda: 0 in table.controls.aims)
    aim = table.controls.aims[0]
    view = view_until(app, phone, lambda v: any(t.startswith("at:") or t == "discard" for t in targets(v)))
    mountain = next(part for part in view["rows"] if part["label"] == app.text("altitude_table.phone.mine"))
    lit = [place for place in mountain["cards"] if place.get("tap")]
    assert lit and all(place["lit"] for place in lit)
    place = lit[0]["tap"]
    key = next(action for key, action in aim.targets.items() if place == "at:" + ":".join(map(str, key)))
    assert tapped(app, phone, table, place) == key


def test_cambio_out_of_its_turn_a_burn_takes_burn_first_then_the_card(app, phones):
    """A tap meant to look at a card never burns it: out of its turn, while a window is open,
    the phone offers "burn a card" (its own step) and only then its cards, each a burn."""
    phone, table = table_with_phone(app, phones, "cambio")
    for slot in range(2):  # the opening look
        tapped(app, phone, table, offered(app, phone, f"card:0:{slot}") and f"card:0:{slot}")
    for _ in range(200):  # its own turns: draw, then discard (or skip the card's action)
        frames_until(app, lambda: table.phones.offered.get(0), frame=0.1)
        offer = table.phones.offered[0]
        if "burn" in offer:
            break
        move = next((t for t in ("draw", "discard", "skip") if t in offer), None)
        if move is not None:
            tapped(app, phone, table, move)
        else:
            app.frame(0.1)
    view = offered(app, phone, "burn")
    assert not [t for t in targets(view) if t.startswith("card:")]
    nothing_happens(app, table, phone, "card:0:0")
    phone.tap("burn")
    view = view_until(app, phone, lambda v: "card:0:0" in targets(v) or "burn" not in targets(v))
    assert "card:0:0" in targets(view)
    assert "back" in targets(view) and table.phones.chosen[0] == "burn"
    burn = table.phones.taps(0)["card:0:0"].action
    assert type(burn).__name__ == "Burn" and (burn.owner, burn.slot) == (0, 0)
    assert tapped(app, phone, table, "card:0:0") == burn
    assert 0 not in table.phones.chosen  # an action: its half-made choice is gone


@pytest.mark.parametrize("title_id", [title.id for title in catalogue.TITLES])
def test_every_moment_of_a_game_offers_only_live_well_named_targets(app, title_id):
    """A whole game (seat 0 a bot too): at every moment worth a look, each target of the
    seat's taps (its one answer's) is well named and would do something, and the seat's view puts
    on its places only targets its taps offer."""
    title = catalogue.by_id(title_id)
    scene = seated(app, title, title.max_players)
    phone = scene.phones.module()
    looked = offers = 0
    for _ in moments(scene, repeats=1):
        looked += 1
        found = scene.read_buttons(0).taps()
        offers += len(found)
        assert all(re.fullmatch(TARGET_PATTERN, target) and meaning.live for target, meaning in found.items())
        placed = {card["tap"] for part in phone.seat_view(scene, 0, found).get("rows", ()) for card in part["cards"]
                  if "tap" in card}
        assert placed <= set(found)
    assert looked > 5 and offers > 0
