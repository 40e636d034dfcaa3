"""Älpler Stafette rules the mutation run (tools/mutation.sh, docs/BENCHMARKS.md "Mutation
testing of the rules") showed untested: every check of levels/stafette/board.toml and the
message it gives, a clone that plays on by itself, and the prepared tables' defaults.
Pure rules: no pygame, milliseconds each."""
import copy

import pytest

from game.core.errors import DataError
from game.data import load_checked
from game.titles.stafette import rules as S
from game.titles.stafette.rules import Field, Jostle, Roll, StafetteState

DATA = S.check_data()  # the title's data, as a game is given it

WHITE = DATA.dice["white"]


def field(index, event="plain", **extra):
    return {"index": index, "event": event, "x": 300 + index, "y": 40 + index, **extra}


def board(*fields):
    return {"field": list(fields)}


# start, plain, a cow giving 2, a dog sending back 2 (to the plain field), a cable car, the Käserei
GOOD = (field(0, "start"), field(1), field(2, "cow", draw=2), field(3, "dog", back=2),
        field(4, "cable_car"), field(5, "cheese"))


def refused(*fields):
    with pytest.raises(DataError) as error:
        S._check_board(board(*fields))
    assert error.value.path == S.BOARD_FILE
    return error.value.entry, error.value.expected


# ----------------------------------------------------------------------------- the board file
def test_a_good_board_is_read_field_by_field():
    assert S._check_board(board(*GOOD)) == (
        Field(0, "start", 0, 0, 300, 40), Field(1, "plain", 0, 0, 301, 41), Field(2, "cow", 0, 2, 302, 42),
        Field(3, "dog", 2, 0, 303, 43), Field(4, "cable_car", 0, 0, 304, 44), Field(5, "cheese", 0, 0, 305, 45))


def test_fields_are_numbered_in_order_from_0():
    assert refused(*GOOD[:2], field(3), *GOOD[3:]) == ("field[2].index", "2 (fields in order from 0)")


@pytest.mark.parametrize("fields, entry, owner", [
    ((field(0, "start"), field(1, back=1), field(2, "cheese")), "field[1].back", "dog"),
    ((field(0, "start"), field(1, "dog"), field(2, "cheese")), "field[1].back", "dog"),
    ((field(0, "start"), field(1, draw=1), field(2, "cheese")), "field[1].draw", "cow"),
    ((field(0, "start"), field(1, "cow"), field(2, "cheese")), "field[1].draw", "cow"),
])
def test_back_belongs_to_dogs_and_draw_to_cows(fields, entry, owner):
    assert refused(*fields) == (entry, f"a value on a {owner} field and nowhere else")


def test_a_dog_sends_back_at_most_to_the_first_field_after_the_start():
    assert refused(*GOOD[:3], field(3, "dog", back=3), *GOOD[4:]) == ("field[3].back", "a number from 1 to 2, got 3")
    assert refused(field(0, "start"), field(1, "dog", back=1), field(2, "cheese")) == \
        ("field[1].back", "a number from 1 to 0, got 1")


def test_the_start_is_field_0_and_only_field_0():
    expected = "\"start\" on field 0 and nowhere else"
    assert refused(field(0, "plain"), *GOOD[1:]) == ("field[0].event", expected)
    assert refused(GOOD[0], field(1, "start"), *GOOD[2:]) == ("field[1].event", expected)


def test_the_kaeserei_is_the_last_field_and_only_the_last():
    expected = "\"cheese\" on the last field and nowhere else"
    assert refused(*GOOD[:5], field(5)) == ("field[5].event", expected)
    assert refused(*GOOD[:4], field(4, "cheese"), GOOD[5]) == ("field[4].event", expected)


@pytest.mark.parametrize("target", ["dog", "cable_car"])
def test_a_dog_never_sends_a_kettle_to_a_field_without_a_move(target):
    """A kettle sent to a dog or a cable car would have to move again; the rules do not say how."""
    extra = {"back": 1} if target == "dog" else {}
    fields = (field(0, "start"), field(1, target, **extra), field(2, "dog", back=1), field(3, "cheese"))
    entry = "field[1].back" if target == "dog" else "field[2].back"
    if target == "dog":  # field 1's own dog sends to the start: that one is refused first, by its range
        assert refused(*fields) == (entry, "a number from 1 to 0, got 1")
        fields = (field(0, "start"), field(1), field(2, "dog", back=1), field(3, "dog", back=1), field(4, "cheese"))
        entry = "field[3].back"
    assert refused(*fields) == (entry, "a dog that sends a kettle to a field without a move")


# ----------------------------------------------------------------------------- a clone plays by itself
def test_a_clone_sees_the_same_table_and_throws_its_own_prepared_faces():
    state = StafetteState.setup([[1, 2], [3], [4]], [5, 1, 2], rolls=(WHITE.index(2), WHITE.index(1)),
                                positions=[0, 2, 2], deposits=[[1], [], []], removed=[3], data=DATA)
    twin = state.clone()
    assert twin.observe(0) == state.observe(0) and twin.public_view() == state.public_view()
    events = twin.apply(Roll(0, "white"))
    assert events[0].value == 2 and twin.phase == "jostle"  # landed among seats 1 and 2
    twin.apply(Jostle(1, 0))
    assert twin.observe(0).jostle_shouted == (1,) and state.observe(0).jostle_shouted == ()
    assert state.rolls == [WHITE.index(2), WHITE.index(1)] and state.phase == "roll"
    assert state.observe(0) != twin.observe(0) and state.pile == [5, 1, 2]


# ----------------------------------------------------------------------------- prepared tables
def test_a_prepared_table_starts_with_seat_0_and_the_same_dice_every_time():
    """The guides' prepared positions (game/kit/prepared.py) rely on these defaults."""
    hands, pile = [[1, 2], [3, 4], [5, 1]], [2, 3, 4, 5]
    first, again = StafetteState.setup(hands, pile, data=DATA), StafetteState.setup(hands, pile, seed=0, turn=0, data=DATA)
    assert first.observe(0).turn == 0
    assert first.apply(Roll(0, "white")) == again.apply(Roll(0, "white"))
    assert [first.rng.randint(0, 5) for _ in range(20)] == [again.rng.randint(0, 5) for _ in range(20)]
    other, plain = StafetteState.setup(hands, pile, seed=19, data=DATA), StafetteState.setup(hands, pile, data=DATA)
    # the seed picks the throws (positions.py prepares the guide's table with seed 19)
    assert [other.rng.randint(0, 5) for _ in range(20)] != [plain.rng.randint(0, 5) for _ in range(20)]


# ----------------------------------------------------------------------------- the rules file
def rules_data(**changes):
    data = copy.deepcopy(load_checked(S.RULES_FILE, S.RULES_SCHEMA))
    data.update(changes)
    return data


def test_the_rules_file_read_anew_is_the_data_every_game_plays_with():
    """check_data() reads both files again, and finds what it found before."""
    assert S.check_data() == DATA


def test_no_card_is_worth_0():
    cards = rules_data()["card"]
    cards[1]["values"] = [0, 1]
    with pytest.raises(DataError) as error:
        S._check_rules(rules_data(card=cards))
    assert (error.value.path, error.value.entry, error.value.expected) == \
        (S.RULES_FILE, "card[1].values", "whole numbers other than 0")


def test_the_removed_cards_leave_exactly_enough_to_deal_every_hand_or_more():
    deck = len(DATA.deck)  # 45 cards; six hands of 3 need 18
    assert S._check_rules(rules_data(removed={"3": 10, "4": 10, "5": 5, "6": deck - 18}))["removed"][6] == deck - 18
    with pytest.raises(DataError) as error:
        S._check_rules(rules_data(removed={"3": 10, "4": 10, "5": 5, "6": deck - 17}))
    assert (error.value.entry, error.value.expected) == ("removed.6", "few enough removed cards to deal every hand")


# ----------------------------------------------------------------------------- the result sheet
def test_the_result_sheet_lists_each_seats_banked_cards_or_a_dash():
    state = StafetteState.setup([[3, -2], [4], [5]], [], rolls=(WHITE.index(4),), positions=[17, 0, 0], data=DATA)
    events = state.apply(Roll(0, "white"))  # 17 + 4: the Käserei with an empty pile ends the game
    assert events[-1] == S.GameOver(0, 20, (1, 0, 0), (0,))  # who found the pile empty, where; who won
    outcome = state.outcome()
    assert state.is_over() and outcome.reason == "stafette.end.cheese"
    assert outcome.sheet == ((("stafette.sheet.banked", "+3 -2"),), (("stafette.sheet.banked", "—"),),
                             (("stafette.sheet.banked", "—"),))
    assert outcome.scores == (1.0, 0.0, 0.0) and outcome.winners == (0,)


# ----------------------------------------------------------------------------- what a seat sees
def test_the_view_shows_the_throw_the_swap_and_the_jostle_as_they_happen():
    black = DATA.dice["black"]
    state = StafetteState.setup([[5, 5, 5], [-3, -3], [1, 1, 1]], [1] * 6, rolls=(black.index(3),),
                                positions=[0, 3, 0], data=DATA)
    state.apply(Roll(0, "black"))
    view = state.observe(2)
    assert view.roll == S.RollInfo("black", black.index(3), 3, 0, 3) and view.deadline == 1.5
    assert view.turn_number == 1 and view.removed_count == 0 and view.seat == 2 and view.hand == (1, 1, 1)
    assert (state.public_view().seat, state.public_view().hand) == (-1, ())  # a spectator: nobody's cards
    state.advance(0.5)
    state.apply(S.Swap(2))
    assert state.observe(1).swapped_by == 2 and state.observe(1).now == 0.5
    state.advance(1.5)  # the kettle lands on field 3, where seat 1 stands
    view = state.observe(1)
    assert (view.phase, view.jostle_field, view.occupants) == ("jostle", 3, (1,))
    assert [type(event).__name__ for event in view.recent] == ["TurnStarted", "Rolled", "Swapped", "WindowClosed",
                                                                "KettleMoved", "JostleOpened"][-len(view.recent):]
    assert state.observe(3).hand == () and state.observe(3).my_deposit == ()  # no such seat: no cards


def test_the_movers_pick_closes_the_pick_window():
    state = StafetteState.setup([[5, 5], [1, 1], [-2, -2]], [1], rolls=(WHITE.index(2),), positions=[0, 2, 2], data=DATA)
    state.apply(Roll(0, "white"))
    state.apply(Jostle(2, 0))
    state.apply(Jostle(1, 0))
    state.advance(1.5)
    events = state.apply(S.Pick(0, 1))
    assert events[0] == S.WindowClosed("pick") and state.next_deadline() is None


# ----------------------------------------------------------------------------- what a turn tells the table
def white_turn(hands, pile, value, start):
    state = StafetteState.setup(hands, pile, rolls=(WHITE.index(value),), positions=[start, 0, 0], data=DATA)
    return state, state.apply(Roll(0, "white"))


def test_the_cow_gives_one_card_and_the_turn_passes_left():
    _, events = white_turn([[1, 2], [3], [4]], [5, 1], 2, 7)
    assert events == [S.Rolled(0, "white", WHITE.index(2), 2, 7, 9, None), S.KettleMoved(0, 7, 9, "die"),
                      S.Drew(0, 1, 1, "cow"), S.CardsDrawn(0, (5,), audience=(0,)), S.TurnStarted(1, 2)]


def test_a_dog_sends_the_kettle_three_fields_back():
    _, events = white_turn([[1, 2], [3], [4]], [5, 1], 3, 4)
    assert events[1:] == [S.KettleMoved(0, 4, 7, "die"), S.KettleMoved(0, 7, 4, "dog"), S.TurnStarted(1, 2)]


def test_the_cable_car_rides_to_the_kaeserei_which_banks_the_hand_and_deals_three():
    state, events = white_turn([[1, 2], [3], [4]], [5, 1, 2, 3], 1, 4)
    assert events[1:] == [S.KettleMoved(0, 4, 5, "die"), S.KettleMoved(0, 5, 20, "cable_car"), S.Deposited(0, 2),
                          S.KettleMoved(0, 20, 0, "home"), S.Drew(0, 3, 3, "cheese"),
                          S.CardsDrawn(0, (5, 1, 2), audience=(0,)), S.TurnStarted(1, 2)]
    assert state.observe(0).my_deposit == (1, 2) and state.observe(1).deposited_counts == (2, 0, 0)


def test_the_ibex_is_pulled_by_the_right_neighbour_and_a_kettle_without_cards_restarts():
    state, events = white_turn([[2], [3], [4]], [5, 1, 2, 3], 1, 9)
    assert events[1:] == [S.KettleMoved(0, 9, 10, "die"), S.IbexPulled(0, 2), S.CardLost(0, 2, audience=(0,)),
                          S.KettleMoved(0, 10, 0, "restart"), S.Drew(0, 3, 3, "restart"),
                          S.CardsDrawn(0, (5, 1, 2), audience=(0,)), S.TurnStarted(1, 2)]
    assert state.pile == [3, 2]  # the ibex's card went under the pile


def test_the_bull_passes_every_hand_to_the_left():
    state, events = white_turn([[2], [3], [4]], [5], 2, 14)
    assert events[1:] == [S.KettleMoved(0, 14, 16, "die"), S.BullPassed(0), S.TurnStarted(1, 2)]
    assert state.hands == [[4], [2], [3]]


def test_the_view_keeps_the_last_twelve_public_events():
    state = StafetteState.setup([[1, 2, 3, 4, 5]] * 3, [1] * 30, rolls=(WHITE.index(1),) * 12, data=DATA)
    seen = []
    for turn in range(12):
        events = state.apply(Roll(state.turn, "white"))
        while state.phase != "roll":  # nobody shouts: the jostle windows pass
            events += state.advance(state.deadline)
        seen += [event for event in events if event.audience is None]
    assert len(seen) > 12 and state.observe(0).recent == tuple(seen[-12:])


def test_a_table_of_two_or_seven_is_refused_with_the_count():
    from game.core.seats import SeatSpec, TableConfig
    for players in (2, 7):
        with pytest.raises(ValueError, match=f"Älpler Stafette seats 3 to 6 players, not {players}"):
            S.new_game(TableConfig(tuple(SeatSpec() for _ in range(players))), 1, data=DATA)


# ----------------------------------------------------------------------------- shouts, picks and trades
def crowded_field():
    """Seat 0 throws a 2 onto field 2, where seats 1, 2 and 3 stand."""
    state = StafetteState.setup([[5, 5], [1, 1], [-2, -2], [3, 3]], [1], rolls=(WHITE.index(2),),
                                positions=[0, 2, 2, 2], data=DATA)
    state.apply(Roll(0, "white"))
    return state


def test_one_shout_among_several_occupants_trades_when_the_window_closes_without_a_pick():
    state = crowded_field()
    assert state.apply(Jostle(2, 0)) == [S.JostleShouted(2, 0)]
    events = state.advance(1.5)
    assert [type(event).__name__ for event in events][:3] == ["WindowClosed", "Jostled", "CardsTraded"]
    assert events[1] == S.Jostled(0, 2) and not any(isinstance(event, S.PickOpened) for event in events)
    assert [(event.seat, event.other) for event in events if isinstance(event, S.CardsTraded)] == [(0, 2), (2, 0)]
    view = state.observe(0)
    assert (view.jostle_field, view.occupants, view.candidates, view.phase) == (None, (), (), "roll")


def test_several_shouts_open_the_movers_pick_with_a_pick_for_each_shouter():
    state = crowded_field()
    state.apply(Jostle(3, 0))
    state.apply(Jostle(1, 0))
    events = state.advance(1.5)
    assert events[-1] == S.PickOpened(0, (3, 1), 1.5 + DATA.pick_window)
    assert state.legal_actions(0) == [S.Pick(0, 1), S.Pick(0, 3)]


def test_the_movers_jostle_closes_the_window_at_once():
    state = crowded_field()
    events = state.apply(Jostle(0, 3))
    assert events[:3] == [S.JostleShouted(0, 3), S.WindowClosed("jostle"), S.Jostled(0, 3)]


def test_after_the_swap_window_the_kettle_moves_by_the_die():
    black = DATA.dice["black"]
    state = StafetteState.setup([[5], [1], [2]], [1, 2, 3], rolls=(black.index(3),), data=DATA)
    state.apply(Roll(0, "black"))
    assert state.advance(1.5)[:2] == [S.WindowClosed("swap"), S.KettleMoved(0, 0, 3, "die")]


# ----------------------------------------------------------------------------- games from given data
def test_a_new_game_deals_by_the_data_it_is_given_and_a_deck_order_keeps_its_prepared_throws():
    import dataclasses
    from game.core.seats import SeatSpec, TableConfig
    data = dataclasses.replace(DATA, hand_size=4)
    state = S.new_game(TableConfig(tuple(SeatSpec() for _ in range(3))), 1, data)
    assert [len(hand) for hand in state.hands] == [4, 4, 4]
    dealt = StafetteState.from_deck(3, list(DATA.deck), rolls=(WHITE.index(4),), data=DATA)
    assert dealt.apply(Roll(0, "white"))[0].value == 4
