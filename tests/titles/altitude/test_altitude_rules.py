"""Altitude rules: every rule and refusal of the rulebook, the decisions of docs/rules/altitude.md,
scoring, the final phase, replays and random legal games."""
import functools
import json
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from game.core.actions import Stamped
from game.core.errors import DataError, RuleError
from game.core.match import Match
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.core.state import events_for
from game.data import fingerprint, load_checked
from game.titles.altitude import mountain as shape
from game.titles.altitude import rules as R
from game.titles.altitude.rules import Discard, Draw, Keep, Pass, Place, Replace, Rescue

DATA = R.check_data()  # the title's data, as a game is given it
DECK = DATA.deck
ALL = DECK.cards()


def M(number):
    return f"mountain-{number}"


def row(floor, start, *cards):
    """Cards side by side on one floor, from slot `start` on."""
    return {(floor, start + step): card for step, card in enumerate(cards)}


def config(players, options=None):
    return TableConfig(tuple(SeatSpec() for _ in range(players)), options or {})


def table(hands, draws=(), mountains=(), discard=(), turn=0, last=False):
    """A game after the keep phase, `turn` to draw (with `last`, `draws` end the deck)."""
    return R.from_table(hands, draws, mountains, discard, turn, last, data=DATA)


def refused(state, action, reason, **params):
    before = [state.observe(seat) for seat in range(state.players)], list(state.all_cards())
    error = state.refusal(action)
    assert error is not None and error.reason == f"altitude.refuse.{reason}", error
    for name, value in params.items():
        assert error.params[name] == value
    with pytest.raises(RuleError):
        state.apply(action)
    assert ([state.observe(seat) for seat in range(state.players)], list(state.all_cards())) == before
    assert action not in state.legal_actions(action.seat)


def drawn(state):
    state.apply(Draw(state.turn))
    return state


def accounted(state):
    return Counter(state.all_cards()) == Counter(ALL)


def valid(mountain):
    """The mountain obeys every rule of its shape."""
    base = shape.base_slots(mountain)
    if base and base[-1] - base[0] + 1 > shape.BASE_MAX:
        return False
    for (floor, x), card in mountain.items():
        if floor == 1:
            continue
        below = [mountain.get(p) for p in shape.supports((floor, x))]
        if None in below:
            return False
        if shape.kind(card) == shape.CABLECAR:
            continue
        if any(shape.kind(c) == shape.AVALANCHE for c in below):
            return False
        if shape.kind(card) != shape.AVALANCHE and shape.value(card) <= max(shape.value(c) for c in below):
            return False
    return not any(shape.kind(card) == shape.BERNARD for card in mountain.values())


H0 = [M(21), M(22), M(23), M(24)]
H1 = [M(25), M(26), M(27), M(28)]


# ------------------------------------------------------------ the deck and the data
def test_the_deck_holds_the_cards_of_the_data_file():
    kinds = Counter(shape.kind(card) for card in ALL)
    assert len(ALL) == len(set(ALL))
    assert kinds[shape.MOUNTAIN] == DECK.mountain_high - DECK.mountain_low + 1
    assert sum(kinds[animal] for animal in shape.ANIMALS) == 16 and all(kinds[a] == 4 for a in shape.ANIMALS)
    assert (kinds[shape.CABLECAR], kinds[shape.AVALANCHE], kinds[shape.BERNARD]) == (12, 4, 4)
    assert all(DECK.mountain_low <= shape.value(c) <= DECK.mountain_high for c in ALL if shape.is_animal(c))
    R.check_data()


def test_card_values_and_kinds():
    assert shape.value(M(17)) == 17 and shape.value("ibex-44") == 44 and shape.value("cablecar-3") == 0
    assert shape.value("avalanche-1") is None and shape.value("bernard-2") is None
    assert shape.kind("black_grouse-24") == "black_grouse" and shape.is_animal("black_grouse-24")
    assert not shape.is_animal(M(24))


def test_a_deck_option_changes_the_deck_and_a_broken_one_is_named():
    state = R.new_game(config(2, {"deck": {"avalanches": 2, "st_bernards": 1}}), 1, DATA)
    assert Counter(shape.kind(c) for c in state.all_cards())[shape.AVALANCHE] == 2
    with pytest.raises(DataError) as error:
        R.deck_of(DATA, {"animals": {"marmot": [0, 99], "chamois": [], "ibex": [], "black_grouse": []}})
    assert error.value.entry == "deck.animals.marmot[0]"  # the schema: numbers the art can draw
    with pytest.raises(DataError) as error:
        R.deck_of(DATA, {"animals": {"marmot": [14, 14], "chamois": [], "ibex": [], "black_grouse": []}})
    assert error.value.entry == "deck.animals.marmot"  # the rule beyond it: different numbers
    with pytest.raises(DataError):
        R.deck_of(DATA, {"cable_cars": "many"})


def test_codec_round_trips_actions_and_events():
    for item in (Keep(1, (M(1), M(2), "cablecar-1", "bernard-2")), Place(0, M(9), 1, 2, -3),
                 Rescue(0, "bernard-1", 1, 0), R.GameOver(((1, 5, 2, 0),), (8,), (0,), ((),))):
        assert R.CODEC.loads(R.CODEC.dumps(item)) == item


# ------------------------------------------------------------ dealing and keeping
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_seat_is_dealt_six_and_keeps_four_all_at_once(players):
    state = R.new_game(config(players), 7, DATA)
    assert state.phase == "keep" and 0 <= state.start_seat < players
    assert all(len(state.observe(seat).dealt) == 6 for seat in range(players))
    assert len(state.deck) == len(ALL) - 6 * players and accounted(state)
    for seat in reversed(range(players)):
        assert len(state.legal_actions(seat)) == 15  # 4 of 6
        events = state.apply(state.legal_actions(seat)[0])
        assert accounted(state)
    assert state.phase == "draw" and state.turn == state.start_seat
    assert len(state.deck) == len(ALL) - 4 * players
    assert all(len(hand) == 4 for hand in state.hands)
    assert isinstance(events[-1], R.TurnStarted) and any(isinstance(e, R.Shuffled) for e in events)


def test_keep_refusals_and_the_returned_cards_stay_private():
    state = R.new_game(config(2), 3, DATA)
    dealt = state.observe(0).dealt
    refused(state, Keep(0, dealt[:3]), "keep_four")
    refused(state, Keep(0, (dealt[0],) * 4), "keep_four")
    stranger = next(c for c in ALL if c not in dealt)
    refused(state, Keep(0, dealt[:3] + (stranger,)), "not_dealt")
    refused(state, Draw(0), "keep_first")
    events = state.apply(Keep(0, dealt[2:]))
    assert [e.returned for e in events_for(events, 0)] == [dealt[:2]]
    assert [e.returned for e in events_for(events, 1)] == [()]
    refused(state, Keep(0, dealt[2:]), "already_kept")
    assert state.public_view().kept == (True, False)
    state.apply(state.legal_actions(1)[0])
    refused(state, Keep(1, state.observe(1).hand), "wrong_phase")


def test_the_start_seat_comes_from_the_seed():
    starts = {R.new_game(config(4), seed, DATA).start_seat for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert R.new_game(config(4), 5, DATA).start_seat == R.new_game(config(4), 5, DATA).start_seat


@pytest.mark.parametrize("players", [0, 5])
def test_one_to_four_players(players):
    with pytest.raises(ValueError):
        R.new_game(config(players), 1, DATA)


# ------------------------------------------------------------ drawing
def test_a_turn_starts_with_a_draw_only_the_drawer_sees():
    state = table([H0, H1], draws=[M(30)])
    refused(state, Place(0, H0[0], 0, 1, 0), "must_draw")
    refused(state, Draw(1), "not_your_turn")
    refused(state, Draw(0, "discard"), "take_discard")
    refused(state, Pass(0), "no_passing")
    events = state.apply(Draw(0))
    assert [e.card for e in events_for(events, 0)] == [M(30)]
    assert [e.card for e in events_for(events, 1)] == [""]
    assert state.observe(0).drawn == M(30) and state.observe(1).drawn == ""
    assert state.public_view().holding
    refused(state, Draw(0), "already_drawn")


# ------------------------------------------------------------ the shape of a mountain
def test_a_mountain_starts_in_the_middle_and_its_base_grows_either_way():
    state = drawn(table([H0, H1], draws=[M(30), M(20), M(40)]))
    refused(state, Place(0, M(30), 0, 1, 3), "start_in_middle")
    state.apply(Place(0, M(30), 0, 1, 0))
    drawn(state).apply(Discard(1, M(20)))
    drawn(state)
    assert state.open_positions(0, M(40), 0) == [(1, -1), (1, 1)]
    state.apply(Place(0, M(40), 0, 1, -1))
    assert shape.base_slots(state.mountains[0]) == [-1, 0]


def test_a_new_card_must_touch_the_mountain_and_rest_on_two_cards():
    state = drawn(table([H0, H1], draws=[M(30)], mountains=[row(1, 0, M(10), M(20))]))
    refused(state, Place(0, M(30), 0, 1, 3), "no_touch")
    refused(state, Place(0, M(30), 0, 3, 0), "no_touch")
    refused(state, Place(0, M(30), 0, 2, 1), "needs_two_below")
    refused(state, Place(0, M(30), 0, 1, 0), "occupied")
    refused(state, Place(0, M(30), 0, 0, 0), "no_such_position")
    state.apply(Place(0, M(30), 0, 2, 0))


def test_the_base_row_holds_at_most_ten_cards():
    base = row(1, -4, *[M(n) for n in range(11, 21)])
    state = drawn(table([H0, H1], draws=[M(30)], mountains=[base]))
    refused(state, Place(0, M(30), 0, 1, 6), "base_full")
    refused(state, Place(0, M(30), 0, 1, -5), "base_full")
    assert all(floor == 2 for floor, _ in state.open_positions(0, M(30), 0))


@pytest.mark.parametrize("number, fits", [(35, True), (20, False), (15, False), (5, False)])
def test_a_card_must_be_higher_than_both_cards_below(number, fits):
    state = drawn(table([H0, H1], draws=[M(number)], mountains=[row(1, 0, M(10), "marmot-20")]))
    if fits:
        state.apply(Place(0, M(number), 0, 2, 0))
    else:
        refused(state, Place(0, M(number), 0, 2, 0), "not_higher", card=str(number), left="10", right="20")


def test_equal_is_not_higher_also_for_an_animal():
    state = drawn(table([H0, H1], draws=[M(30)], mountains=[row(1, 0, M(12), "black_grouse-30")]))
    refused(state, Place(0, M(30), 0, 2, 0), "not_higher", card="30", left="12", right="30")


def test_the_rulebook_example_nine_on_eight_and_five_and_thirteen_on_nine_and_a_cable_car():
    state = table([H0, H1], draws=[M(9), M(31), "cablecar-2", M(32), M(13)],
                  mountains=[row(1, 0, M(8), M(5), "cablecar-1")])
    drawn(state).apply(Place(0, M(9), 0, 2, 0))
    drawn(state).apply(Discard(1, M(31)))
    drawn(state).apply(Place(0, "cablecar-2", 0, 2, 1))
    drawn(state).apply(Discard(1, M(32)))
    drawn(state).apply(Place(0, M(13), 0, 3, 0))
    assert shape.height(state.mountains[0]) == 3


def test_a_cable_car_goes_on_anything_and_anything_higher_than_zero_rests_on_it():
    mountain = {**row(1, 0, M(49), M(50), "avalanche-1"), **row(2, 0, "cablecar-1")}
    state = drawn(table([H0, H1], draws=["cablecar-2", M(2), M(9)], mountains=[mountain]))
    assert state.open_positions(0, "cablecar-2", 0) == [(1, -1), (1, 3), (2, 1)]
    state.apply(Place(0, "cablecar-2", 0, 2, 1))  # on 50 and an avalanche
    drawn(state).apply(Discard(1, M(2)))
    state.apply(Draw(0))
    state.apply(Place(0, H0[0], 0, 3, 0))  # 21 rests on two cable cars
    assert state.mountains[0][(3, 0)] == H0[0] and M(9) in state.hands[0]


def test_a_cable_car_may_lie_in_the_base_row():
    state = drawn(table([H0, H1], draws=["cablecar-1"]))
    state.apply(Place(0, "cablecar-1", 0, 1, 0))
    assert state.mountains[0] == {(1, 0): "cablecar-1"}


def test_only_a_cable_car_rests_on_an_avalanche():
    mountain = row(1, 0, M(3), "avalanche-1", M(4))
    state = drawn(table([H0, H1], draws=[M(40)], mountains=[mountain, row(1, 0, M(9))]))
    refused(state, Place(0, M(40), 0, 2, 0), "on_avalanche")
    state = drawn(table([H0, H1], draws=["avalanche-2"], mountains=[row(1, 0, M(9)), mountain], turn=0))
    refused(state, Place(0, "avalanche-2", 1, 2, 0), "on_avalanche")
    assert (2, 0) not in state.open_positions(1, "avalanche-2", 0)


# ------------------------------------------------------------ avalanches
def test_an_avalanche_goes_on_an_opponents_open_place_whatever_the_values_and_counts_for_height():
    state = drawn(table([H0, H1], draws=["avalanche-1"], mountains=[row(1, 0, M(9)), row(1, 0, M(49), M(50))]))
    refused(state, Place(0, "avalanche-1", 0, 1, 1), "avalanche_own")
    assert state.open_positions(0, "avalanche-1", 0) == []
    assert state.open_positions(1, "avalanche-1", 0) == [(1, -1), (1, 2), (2, 0)]
    events = state.apply(Place(0, "avalanche-1", 1, 2, 0))
    assert events[0] == R.Placed(0, "avalanche-1", 1, 2, 0, "drawn")
    assert state.public_view().points == (1, 2)


def test_no_card_on_a_mountain_that_has_not_been_started():
    state = drawn(table([H0, H1], draws=["avalanche-1"], mountains=[row(1, 0, M(9))]))
    refused(state, Place(0, "avalanche-1", 1, 1, 0), "not_started")
    refused(state, Place(0, "avalanche-1", 2, 1, 0), "no_such_player")
    assert state.open_positions(1, "avalanche-1", 0) == []


def test_the_drawn_card_may_go_on_an_opponents_mountain_a_hand_card_may_not():
    state = drawn(table([H0, H1], draws=[M(45)], mountains=[row(1, 0, M(9)), row(1, 0, M(10))]))
    refused(state, Place(0, H0[0], 1, 1, 1), "hand_to_own")
    state.apply(Place(0, M(45), 1, 1, 1))
    assert state.mountains[1][(1, 1)] == M(45)


def test_a_st_bernard_is_never_placed():
    state = drawn(table([H0, H1], draws=["bernard-1"], mountains=[row(1, 0, M(9)), row(1, 0, M(10))]))
    refused(state, Place(0, "bernard-1", 0, 1, 1), "bernard_not_placed")
    refused(state, Place(0, "bernard-1", 1, 1, 1), "bernard_not_placed")


# ------------------------------------------------------------ the five options
def test_discard_the_drawn_card_never_a_hand_card():
    state = drawn(table([H0, H1], draws=[M(30)]))
    refused(state, Discard(0, H0[0]), "discard_hand")
    refused(state, Discard(0, M(31)), "not_your_card")
    events = state.apply(Discard(0, M(30)))
    assert events[0] == R.Discarded(0, M(30)) and state.public_view().discard_top == M(30)
    assert state.turn == 1 and state.phase == "draw"


def test_take_the_drawn_card_into_the_hand_and_place_a_hand_card_on_your_own_mountain():
    state = drawn(table([H0, H1], draws=[M(30)]))
    events = state.apply(Place(0, H0[1], 0, 1, 0))
    assert state.hands[0] == [H0[0], H0[2], H0[3], M(30)]
    assert [e.card for e in events_for(events, 0) if isinstance(e, R.Took)] == [M(30)]
    assert [e.card for e in events_for(events, 1) if isinstance(e, R.Took)] == [""]
    assert state.mountains[0] == {(1, 0): H0[1]}


def test_replace_an_uncovered_card_the_old_one_is_discarded():
    mountain = {**row(1, 0, M(5), M(40), M(6)), **row(2, 0, M(41))}
    state = drawn(table([H0, H1], draws=[M(8)], mountains=[mountain]))
    refused(state, Replace(0, M(8), 1, 0), "covered")
    refused(state, Replace(0, M(8), 1, 1), "covered")  # half covered is covered
    refused(state, Replace(0, M(8), 2, 0), "not_higher", card="8", left="5", right="40")
    refused(state, Replace(0, M(8), 2, 5), "nothing_to_replace")
    refused(state, Replace(0, H0[0], 1, 2), "replace_from_hand")
    events = state.apply(Replace(0, M(8), 1, 2))
    assert events[0] == R.Replaced(0, M(8), 1, 2, M(6))
    assert state.mountains[0][(1, 2)] == M(8) and state.discard[-1] == M(6)


def test_replacing_keeps_the_rules_of_the_place():
    mountain = {**row(1, 0, M(5), M(40)), **row(2, 0, M(41))}
    state = drawn(table([H0, H1], draws=["cablecar-4"], mountains=[mountain]))
    state.apply(Replace(0, "cablecar-4", 2, 0))
    assert state.mountains[0][(2, 0)] == "cablecar-4"
    state = drawn(table([H0, H1], draws=["avalanche-3"], mountains=[mountain]))
    refused(state, Replace(0, "avalanche-3", 2, 0), "avalanche_own")


def test_an_avalanche_is_not_replaced_only_rescued():
    mountain = row(1, 0, M(5), "avalanche-1")
    state = drawn(table([H0, H1], draws=[M(8)], mountains=[mountain]))
    refused(state, Replace(0, M(8), 1, 1), "replace_avalanche")


def test_a_drawn_st_bernard_takes_an_uncovered_avalanche_off_your_mountain():
    mountain = {**row(1, 0, M(5), "avalanche-1", M(9), "avalanche-2"), **row(2, 1, "cablecar-1")}
    state = drawn(table([H0, H1], draws=["bernard-1"], mountains=[mountain]))
    refused(state, Rescue(0, "bernard-1", 1, 1), "covered")
    refused(state, Rescue(0, "bernard-1", 1, 0), "no_avalanche")
    refused(state, Rescue(0, H0[0], 1, 3), "not_bernard")
    events = state.apply(Rescue(0, "bernard-1", 1, 3))
    assert events[0] == R.Rescued(0, "bernard-1", 1, 3, "avalanche-2", "drawn")
    assert state.discard[-2:] == ["avalanche-2", "bernard-1"] and (1, 3) not in state.mountains[0]
    assert len(state.hands[0]) == 4


def test_a_gap_left_by_a_rescue_in_the_base_row_may_be_filled_again():
    mountain = row(1, -4, M(5), M(6), "avalanche-1", *[M(n) for n in range(10, 17)])
    state = drawn(table([H0, H1], draws=["bernard-1", M(31), M(40)], mountains=[mountain]))
    state.apply(Rescue(0, "bernard-1", 1, -2))
    assert (1, -2) in shape.open_positions(state.mountains[0])
    drawn(state).apply(Discard(1, M(31)))
    drawn(state)
    refused(state, Place(0, M(40), 0, 1, 6), "base_full")  # the row still spans 10 slots
    state.apply(Place(0, M(40), 0, 1, -2))


def test_a_hand_st_bernard_rescues_and_the_drawn_card_goes_into_the_hand():
    mountain = row(1, 0, M(5), "avalanche-1")
    state = drawn(table([[*H0[:3], "bernard-2"], H1], draws=[M(30)], mountains=[mountain]))
    events = state.apply(Rescue(0, "bernard-2", 1, 1))
    assert [type(e) for e in events_for(events, 0)][:2] == [R.Took, R.Rescued]
    assert events_for(events, 0)[1].source == "hand"
    assert state.hands[0] == [*H0[:3], M(30)] and state.discard[-2:] == ["avalanche-1", "bernard-2"]


def test_the_hand_stays_four_while_the_deck_lasts():
    state = drawn(table([H0, H1], draws=[M(30), M(31)]))
    state.apply(Place(0, H0[0], 0, 1, 0))
    assert len(state.hands[0]) == 4
    drawn(state).apply(Place(1, M(31), 1, 1, 0))
    assert len(state.hands[1]) == 4


# ------------------------------------------------------------ two plays from 5 floors
def five_floors():
    """Floors of 5, 4, 3, 2 and 1 cards, numbered 30 to 44 from the bottom."""
    cards = iter(range(30, 45))
    mountain = {}
    for floor in range(1, 6):
        mountain.update(row(floor, 0, *[M(next(cards)) for _ in range(6 - floor)]))
    return mountain


def test_a_mountain_of_five_floors_plays_twice_each_turn():
    state = table([H0, H1], draws=[M(50), "cablecar-1", "cablecar-2", "cablecar-3"], mountains=[five_floors()])
    assert (state.play, state.plays) == (1, 2) and state.public_view().plays_left == 2
    events = drawn(state).apply(Discard(0, M(50)))
    assert events[-1] == R.TurnStarted(0, 2, 2) and state.turn == 0 and state.phase == "draw"
    assert state.public_view().plays_left == 1
    drawn(state).apply(Discard(0, "cablecar-1"))
    assert state.turn == 1 and state.plays == 1
    drawn(state).apply(Discard(1, "cablecar-2"))
    assert state.turn == 0 and state.plays == 2


def test_reaching_five_floors_doubles_from_the_next_turn():
    mountain = {k: v for k, v in five_floors().items() if k[0] < 5}
    state = table([[M(50), *H0[1:]], H1], draws=["cablecar-1", "cablecar-2"], mountains=[mountain])
    assert state.plays == 1
    drawn(state).apply(Place(0, M(50), 0, 5, 0))
    assert state.turn == 1
    drawn(state).apply(Discard(1, "cablecar-2"))
    assert state.plays == 2


def test_avalanches_count_toward_the_five_floors():
    mountain = {k: v for k, v in five_floors().items() if k[0] < 5}
    state = table([H0, H1], draws=["avalanche-1", M(1)], mountains=[row(1, 0, M(5)), mountain])
    drawn(state).apply(Place(0, "avalanche-1", 1, 5, 0))
    assert state.turn == 1 and state.plays == 2


# ------------------------------------------------------------ the end
def test_when_the_deck_is_empty_seats_place_or_pass_until_all_pass():
    state = table([[M(20), M(29), M(45), "avalanche-1"], [M(30), "bernard-1", M(2), M(3)]],
                  draws=[M(40)], mountains=[row(1, 0, M(9), M(10)), row(1, 0, M(12))], last=True)
    events = drawn(state).apply(Discard(0, M(40)))
    assert R.DeckEmptied() in events and state.phase == "final" and state.turn == 1
    refused(state, Draw(1), "deck_empty")
    refused(state, Discard(1, M(30)), "discard_hand")
    refused(state, Replace(1, M(30), 1, 0), "replace_from_hand")
    state.apply(Place(1, M(30), 1, 1, 1))
    assert state.turn == 0
    state.apply(Place(0, M(20), 0, 2, 0))
    state.apply(Pass(1))
    assert state.turn == 0  # seat 1 passed for good
    state.apply(Place(0, M(29), 0, 1, 2))
    events = state.apply(Place(0, M(45), 0, 2, 1))  # only the avalanche is left: a forced pass
    assert R.Passed(0, True) in events and state.is_over()
    assert events[-1].hands == (("avalanche-1",), ("bernard-1", M(2), M(3)))


def play_out(state, placing):
    """Finish a game: seats in `placing` place their first legal card each turn, others pass."""
    while not state.is_over():
        seat = state.turn
        places = [a for a in state.legal_actions(seat) if isinstance(a, Place)]
        state.apply(places[0] if places and seat in placing else Pass(seat))


def test_the_scores_empty_hand_floors_high_animals_and_st_bernards():
    mountain = {**row(1, 0, M(1), M(2), M(3), M(4), M(5)), **row(2, 0, M(6), M(7), M(8), M(9)),
                **row(3, 0, "marmot-14", M(15), M(16)), **row(4, 0, "chamois-28", M(29))}
    state = table([["bernard-1", "bernard-2", M(50), M(10)], [M(40), M(41), M(42), M(43)]], draws=[M(30)],
                  mountains=[mountain, row(1, 0, M(33))], last=True)
    drawn(state).apply(Place(0, M(50), 0, 5, 0))  # the drawn 30 goes into the hand
    assert state.phase == "final" and state.turn == 1
    play_out(state, placing={0})
    scores = state.scores()
    assert scores[0] == R.Score(empty_hand=1, floors=5, animals=1, bernards=2)  # the marmot on floor 3 does not count
    assert scores[0].total == 9 and state.hands[0] == ["bernard-1", "bernard-2"]
    assert scores[1] == R.Score(empty_hand=0, floors=1, animals=0, bernards=0)
    outcome = state.outcome()
    assert outcome.scores == (9.0, 1.0) and outcome.winners == (0,) and outcome.reason == "altitude.reason.highest"
    assert dict(outcome.params) == {"empty_hand": (1, 0), "floors": (5, 1), "animals": (1, 0), "bernards": (2, 0)}
    assert state.public_view().scores == scores and state.public_view().hands[0] == ("bernard-1", "bernard-2")


def test_a_card_left_in_the_hand_costs_the_empty_hand_point_and_ties_share_the_win():
    state = table([[M(50), "avalanche-1", M(2), M(3)], [M(49), M(48), M(4), M(5)]], draws=[M(30)],
                  mountains=[row(1, 0, M(10)), row(1, 0, M(11))], last=True)
    drawn(state).apply(Discard(0, M(30)))
    play_out(state, placing={0})
    assert state.hands[0] == ["avalanche-1"] and state.scores()[0] == R.Score(0, 1, 0, 0)
    assert state.scores()[1] == R.Score(0, 1, 0, 0)
    assert state.outcome().winners == (0, 1)


def test_nothing_goes_after_the_game_and_strangers_are_refused():
    state = table([[M(50), M(49), M(48), M(47)], H1], draws=[M(30)], mountains=[row(1, 0, M(10)), row(1, 0, M(11))],
                  last=True)
    refused(state, Draw(2), "no_such_seat")
    refused(state, R.Kept(0, ()), "unknown_action")  # an event is no move
    drawn(state).apply(Discard(0, M(30)))
    play_out(state, placing=set())
    assert state.is_over() and state.legal_actions(0) == []
    refused(state, Pass(0), "game_over")


def test_the_solo_patience_plays_with_the_same_rules():
    state = R.new_game(config(1), 4, DATA)
    rng = GameRng(4)
    while not state.is_over():
        action = state.sample_action(0, rng)
        assert not (isinstance(action, Place) and action.owner != 0)
        state.apply(action)
    outcome = state.outcome()
    assert outcome.reason == "altitude.reason.solo" and outcome.winners == (0,)
    assert dict(outcome.params)["points"] == outcome.scores[0] == state.scores()[0].total


# ------------------------------------------------------------ views
def test_views_hide_hands_and_the_drawn_card():
    state = drawn(table([H0, H1], draws=[M(30)], mountains=[row(1, 0, M(9))]))
    mine, theirs, public = state.observe(0), state.observe(1), state.public_view()
    assert mine.hand == tuple(H0) and theirs.hand == tuple(H1)
    assert mine.drawn == M(30) and theirs.drawn == "" and public.holding
    assert public.hand_sizes == (4, 4) and public.hands == () and public.scores == ()
    assert public.mountains[0] == ((1, 0, M(9)),) and public.points == (1, 0)
    assert mine.score == R.Score(0, 1, 0, 0) and mine.public == public
    assert M(30) not in repr(public) and M(30) not in repr(theirs)


def test_legal_actions_are_exactly_the_unrefused_ones():
    mountain = {**row(1, 0, M(5), "avalanche-1", M(9)), **row(2, 1, "cablecar-1")}
    state = drawn(table([["bernard-1", M(2), M(40), "cablecar-2"], H1], draws=["bernard-3"],
                        mountains=[mountain, row(1, 0, M(12))]))
    legal = state.legal_actions(0)
    assert Discard(0, "bernard-3") in legal and Rescue(0, "bernard-3", 2, 1) not in legal
    assert Place(0, M(40), 0, 2, 0) not in legal  # 40 over 5 and an avalanche
    assert Place(0, "cablecar-2", 0, 2, 0) in legal and Place(0, M(2), 0, 1, 3) in legal
    assert all(state.refusal(action) is None for action in legal)
    assert state.legal_actions(1) == []


# ------------------------------------------------------------ replays and random games
def test_a_match_replays_from_its_record_as_a_save_holds_it():
    match = Match("altitude", functools.partial(R.new_game, data=DATA), R.CODEC, config(3, {"mountain": "daily", "deal": "2026-11-22"}), 11)
    rng = GameRng(11)
    while not match.state.is_over():
        seat = next(s for s in range(3) if match.state.legal_actions(s))
        match.submit(Stamped(match.state.sample_action(seat, rng), match.now))
    again = Match.replay(json.loads(json.dumps(match.record())), R, data=R.check_data())
    assert again.log == match.log and again.state.outcome() == match.state.outcome()
    assert [again.state.observe(s) for s in range(3)] == [match.state.observe(s) for s in range(3)]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(1, 4), picks=st.lists(st.integers(0, 10_000),
                                                                            min_size=40, max_size=250))
def test_random_legal_play_keeps_every_card_once_and_every_mountain_valid(seed, players, picks):
    state = R.new_game(config(players), seed, DATA)
    for pick in picks:
        if state.is_over():
            break
        seat = next(s for s in range(players) if state.legal_actions(s))
        actions = state.legal_actions(seat)
        action = actions[pick % len(actions)]
        twin = state.clone()
        assert twin.apply(action) == state.apply_fast(action)
        assert accounted(state)
        assert all(valid(m) for m in state.mountains)
        if state.phase in ("draw", "play"):
            assert all(len(hand) == 4 for hand in state.hands)
        view = state.observe(seat)
        assert view.hand == tuple(state.hands[seat]) and view.public.deck_size == len(state.deck)


def test_every_refusal_reason_and_card_kind_has_words_in_every_language():
    import re
    from pathlib import Path

    from game.ui.i18n import LANGUAGES, Texts
    folder = Path(R.__file__).parent
    source = (folder / "rules.py").read_text(encoding="utf-8") + (folder / "mountain.py").read_text(encoding="utf-8")
    reasons = set(re.findall(r'REFUSE \+ "(\w+)"', source)) | set(re.findall(r'return "(\w+)"', source))
    reasons |= set(re.findall(r'else "(\w+)"', source))
    assert {"not_higher", "avalanche_own", "on_avalanche", "base_full", "no_touch", "covered", "not_started",
            "discard_hand", "hand_to_own", "take_discard", "replace_from_hand"} <= reasons
    texts = Texts()
    keys = [f"altitude.refuse.{reason}" for reason in reasons] + [f"altitude.card.{k}" for k in shape.KINDS]
    keys += [f"altitude.phase.{phase}" for phase in ("keep", "draw", "play", "final", "over")]
    keys += [f"altitude.score.{part}" for part in ("empty_hand", "floors", "animals", "bernards", "total")]
    keys += ["altitude.name", "altitude.blurb", "altitude.reason.highest", "altitude.reason.solo", "altitude.help.mountain"]
    for lang in LANGUAGES:
        missing = [key for key in keys if key not in texts.tables[lang]]
        assert missing == [], (lang, missing)


# ------------------------------------------------------------ rules the mutation run found untested (docs/BENCHMARKS.md)
def test_a_deck_whose_highest_number_is_not_above_its_lowest_is_refused_naming_both():
    with pytest.raises(DataError) as error:
        R.deck_of(DATA, {"mountain_low": 20, "mountain_high": 20})
    assert error.value.entry == "deck.mountain_high"
    assert error.value.expected == "a number above mountain_low (20), got 20"
    assert error.value.path == f"{R.DATA_FILE} with the table option deck={{'mountain_low': 20, 'mountain_high': 20}}"


def test_a_broken_deck_option_is_named_as_the_option_laid_over_the_file():
    with pytest.raises(DataError) as error:
        R.deck_of(DATA, {"cable_cars": "many"})
    assert error.value.path == f"{R.DATA_FILE} with the table option deck={{'cable_cars': 'many'}}"


def test_an_animal_may_carry_the_lowest_or_the_highest_mountain_number():
    deck = R.deck_of(DATA, {"mountain_low": 14})
    assert "marmot-14" in deck.cards() and "ibex-50" in deck.cards()


def test_a_deck_too_small_to_deal_four_seats_is_refused_with_its_count():
    nothing = {"marmot": [], "black_grouse": [], "chamois": [], "ibex": []}
    with pytest.raises(DataError) as error:
        R.deck_of(DATA, {"mountain_high": 10, "animals": nothing, "cable_cars": 0, "avalanches": 0, "st_bernards": 0})
    assert error.value.entry == "deck"
    assert error.value.expected == f"at least {R.MAX_PLAYERS * R.DEALT + 1} cards, got 10"


def test_a_st_bernard_on_an_empty_place_finds_no_avalanche():
    state = drawn(table([H0, H1], draws=["bernard-1"], mountains=[row(1, 0, M(5), "avalanche-1")]))
    refused(state, Rescue(0, "bernard-1", 1, 2), "no_avalanche")


def test_the_drawn_card_may_go_on_your_own_mountain_replace_a_card_or_rescue():
    state = drawn(table([H0, H1], draws=[M(30)], mountains=[row(1, 0, M(5))]))
    legal = state.legal_actions(0)
    assert Place(0, M(30), 0, 1, 1) in legal and Replace(0, M(30), 1, 0) in legal
    state = drawn(table([H0, H1], draws=["bernard-1"], mountains=[row(1, 0, M(5), "avalanche-1")]))
    assert Rescue(0, "bernard-1", 1, 1) in state.legal_actions(0)


def test_a_draw_tells_the_phase_to_play_and_the_deck_left_to_everyone():
    state = table([H0, H1], draws=[M(30), M(31)])
    assert state.public_view().winners == ()  # nobody has won yet
    events = state.apply(Draw(0))
    assert [event.deck_size for event in events] == [len(state.deck)] * 2 and len(state.deck) > 0
    assert state.public_view().phase == "play"


def test_a_turn_starts_naming_its_seat_and_how_many_plays_it_has():
    state = table([H0, H1], draws=[M(50), "cablecar-1"], mountains=[{}, five_floors()])
    events = drawn(state).apply(Discard(0, M(50)))
    assert events[-1] == R.TurnStarted(1, 1, 2)


def test_the_final_round_tells_who_passed_and_at_the_end_shows_every_whole_score():
    state = table([[M(20), M(29), M(45), "avalanche-1"], [M(30), "bernard-1", M(2), M(3)]],
                  draws=[M(40)], mountains=[row(1, 0, M(9), M(10)), row(1, 0, M(12))], last=True)
    drawn(state).apply(Discard(0, M(40)))
    events = state.apply(Place(1, M(30), 1, 1, 1))
    assert R.DeckEmptied() not in events  # the deck ran out once
    state.apply(Place(0, M(20), 0, 2, 0))
    assert state.apply(Pass(1))[0] == R.Passed(1, False)
    assert state.public_view().passed == (False, True)
    state.apply(Place(0, M(29), 0, 1, 2))
    state.apply(Place(0, M(45), 0, 2, 1))
    view = state.public_view()
    assert state.is_over() and view.whole == (True, True)
    assert view.points == tuple(score.total for score in state.scores())


def test_the_places_lit_for_a_hand_card_are_on_your_own_mountain_only():
    state = drawn(table([H0, H1], draws=[M(30)], mountains=[row(1, 0, M(5)), row(1, 0, M(12))]))
    assert state.open_positions(1, H0[0], 0) == []  # a hand card never goes on an opponent's mountain
    assert state.open_positions(1, M(30), 0) != []  # the drawn card may
    assert state.open_positions(0, H0[0], 0) != []


def test_the_data_records_digest_is_the_digest_of_the_files_tables():
    """A save's data digest hashes the typed record as it hashed the checked tables before it:
    saves made then still load (game/saves.py refuses a save whose digest differs)."""
    assert fingerprint(DATA) == fingerprint(load_checked(R.DATA_FILE, R.RULES_SCHEMA))
