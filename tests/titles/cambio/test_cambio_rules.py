"""Cambio rules: every card action and rule, the rulebook's examples, and invariants."""
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from game.core.actions import stamp_key
from game.core.errors import RuleError
from game.core.match import Match
from game.core.seats import SeatSpec, TableConfig
from game.core.state import events_for
from game.titles.cambio import rules as C
from game.titles.cambio.rules import (Burn, Call, Discard, Draw, GiveBack, Look, Peek, Replace, Skip,
                               Swap)


def deal(players, layouts, flip, draws=(), options=None):
    """A game whose layouts, first discard and next deck cards are given; the rest of
    the deck follows in the catalogue order."""
    chosen = [card for layout in layouts for card in layout] + [flip, *draws]
    rest = [card for card in C.CARDS if card not in chosen]
    layouts = list(layouts) + [[rest.pop(0) for _ in range(4)] for _ in range(players - len(layouts))]
    order = [card for layout in layouts for card in layout] + [flip, *draws] + rest
    return C.from_deck(players, order, options)


def opened(players, layouts, flip, draws=(), options=None):
    """Dealt, opening looks taken automatically, first discard flipped, window over and
    the looked-at cards no longer shown."""
    state = deal(players, layouts, flip, draws, options)
    state.advance(state.look_until)
    state.advance(max(state.turn_allowed_at(), state.now + state.settings.reveal_seconds))
    return state


def later(state, seconds=None):
    """Let game time pass (by default until the next turn may start)."""
    state.advance(state.turn_allowed_at() if seconds is None else state.now + seconds)


def clear(state, seat, slots):
    """Empty slots as if burned earlier: the cards go under the discard pile."""
    for slot in slots:
        state.discard.insert(0, state.layouts[seat][slot])
        state.layouts[seat][slot] = None


def refused(state, action, reason):
    before = (state.observe(action.seat), [list(l) for l in state.layouts], list(state.deck), list(state.discard))
    with pytest.raises(RuleError) as error:
        state.apply(action)
    assert error.value.reason == f"cambio.refuse.{reason}"
    assert (state.observe(action.seat), state.layouts, state.deck, state.discard) == before


def accounted(state):
    return Counter(state.all_cards()) == Counter(C.CARDS)


def seat_0_calls(state, last_move):
    """Seat 0 calls; every other seat then takes its one more turn: a deck draw, then `last_move(seat)`."""
    later(state)
    state.apply(Call(0))
    for seat in range(1, state.players):
        later(state)
        state.apply(Draw(seat, "deck"))
        state.apply(last_move(seat))


A = ["schellen-1", "schellen-2", "schellen-3", "schellen-4"]
B = ["rosen-5", "rosen-6", "rosen-ass", "rosen-koenig"]


# ------------------------------------------------------------ the deck
def test_deck_has_62_cards_with_the_rulebook_points_and_actions():
    assert len(C.CARDS) == len(set(C.CARDS)) == 62
    assert C.POINTS["eicheln-ass"] == 11
    assert [C.POINTS[f"rosen-{r}"] for r in ("koenig", "ober", "under", "faessler")] == [10, 10, 10, 0]
    assert [C.POINTS[f"schilten-{n}"] for n in range(1, 11)] == list(range(1, 11))
    assert C.POINTS["joker-tell"] == C.POINTS["joker-helvetia"] == -1
    assert {C.POWER[f"schellen-{r}"] for r in ("koenig", "ober", "under")} == {"swap"}
    assert C.POWER["schellen-faessler"] == "peek_swap"
    assert C.POWER["rosen-10"] == C.POWER["rosen-9"] == "peek_own"
    assert C.POWER["rosen-8"] == C.POWER["rosen-7"] == "peek_other"
    assert not any(C.POWER[c] for c in ("eicheln-ass", "eicheln-6", "eicheln-1", "joker-tell"))
    assert sum(C.POINTS.values()) == 382


def test_burn_matches_rank_only():
    assert C.RANK["rosen-koenig"] == C.RANK["eicheln-koenig"] != C.RANK["eicheln-ober"]
    assert C.RANK["joker-tell"] == C.RANK["joker-helvetia"]
    assert C.RANK["rosen-1"] != C.RANK["rosen-10"]


def test_codec_round_trips_actions_and_events():
    for item in (Swap(1, 0, 2, 3, 4, t=1.5, order=2), Burn(0, 1, 3),
                 C.RoundScored((("joker-tell", ""),), (-1,), (-1,), 0, False)):
        assert C.CODEC.loads(C.CODEC.dumps(item)) == item


def test_check_data_accepts_the_shipped_file():
    C.check_data()
    assert C.load_settings({"target": 30, "burn_window": 3.5}).target == 30
    assert C.load_settings({"burn_window": 3.5}).burn_window == 3.5


# ------------------------------------------------------------ opening look
def test_opening_look_shows_two_cards_to_their_owner_only():
    state = deal(2, [A, B], "eicheln-7")
    events = state.apply(Look(0, 1))
    assert state.observe(0).shown == ((0, 1, "schellen-2"),)
    assert state.observe(1).shown == ()
    assert events_for(events, 1)[0].card == ""
    refused(state, Look(0, 1), "already_looked")
    state.apply(Look(0, 3))
    refused(state, Look(0, 2), "no_looks_left")
    refused(state, Draw(0, "deck"), "not_your_turn")
    assert state.phase == "look"
    events = state.apply(Look(1, 0)) + state.apply(Look(1, 2))
    assert state.phase == "turn" and state.discard == ["eicheln-7"] and state.window_open
    assert any(isinstance(e, C.Flipped) for e in events)


def test_look_deadline_takes_the_bottom_row():
    state = deal(2, [A, B], "eicheln-7")
    state.apply(Look(1, 0))
    events = state.advance(state.look_until)
    mine = [(e.slot, e.card) for e in events_for(events, 0) if isinstance(e, C.Looked) and e.seat == 0]
    assert mine == [(2, "schellen-3"), (3, "schellen-4")]
    theirs = [e.slot for e in events_for(events, 1) if isinstance(e, C.Looked) and e.seat == 1]
    assert theirs == [2]
    assert state.phase == "turn" and state.turn == 0


# ------------------------------------------------------------ turns
def test_first_turn_waits_for_the_burn_window():
    state = deal(3, [A, B], "eicheln-7")
    state.advance(state.look_until)
    assert state.turn == 0
    refused(state, Draw(0, "deck"), "wait_burn")
    later(state)
    refused(state, Draw(1, "deck"), "not_your_turn")
    state.apply(Draw(0, "deck"))
    assert not state.window_open


def test_deck_draw_is_seen_by_the_drawer_only():
    state = opened(2, [A, B], "eicheln-7", ["rosen-2"])
    events = state.apply(Draw(0, "deck"))
    assert state.observe(0).held == "rosen-2"
    assert state.observe(1).held == "" and state.observe(1).holding
    assert [e.card for e in events_for(events, 1) if isinstance(e, C.Drew)] == [""]


def test_discard_draw_is_seen_by_all():
    state = opened(2, [A, B], "eicheln-7")
    state.apply(Draw(0, "discard"))
    assert state.observe(1).held == "eicheln-7" and state.discard == []
    refused(state, Draw(0, "deck"), "wrong_phase")


def test_replacing_puts_the_old_card_face_up_without_its_action():
    state = opened(2, [["rosen-8", *A[1:]], B], "eicheln-7", ["rosen-2"])
    state.apply(Draw(0, "deck"))
    events = state.apply(Replace(0, 0))
    assert state.layouts[0][0] == "rosen-2" and state.discard[-1] == "rosen-8"
    assert isinstance(events[0], C.Replaced) and events[0].card == "rosen-8"
    assert state.phase == "turn" and state.turn == 1 and state.pending == ""
    assert state.window_open and not state.window_used


def test_discarding_a_plain_card_ends_the_turn():
    state = opened(2, [A, B], "eicheln-7", ["eicheln-6"])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    assert state.turn == 1 and state.discard[-1] == "eicheln-6" and state.window_open


@pytest.mark.parametrize("card", ["rosen-10", "eicheln-9"])
def test_ten_and_nine_peek_at_an_own_card(card):
    state = opened(2, [A, B], "eicheln-7", [card])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    assert state.phase == "action" and state.pending == "peek_own"
    refused(state, Peek(0, 1, 0), "peek_own_only")
    refused(state, Swap(0, 0, 0, 1, 0), "wrong_action")
    events = state.apply(Peek(0, 0, 1))
    assert (0, 1, "schellen-2") in state.observe(0).shown
    assert state.observe(1).shown == ()
    assert [e.card for e in events_for(events, 1) if isinstance(e, C.Peeked)] == [""]
    assert state.turn == 1


@pytest.mark.parametrize("card", ["rosen-8", "eicheln-7"])
def test_eight_and_seven_peek_at_an_opponents_card(card):
    state = opened(3, [A, B], "schellen-ass", [card])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    refused(state, Peek(0, 0, 0), "peek_other_only")
    state.apply(Peek(0, 1, 3))
    assert state.observe(0).shown[-1] == (1, 3, "rosen-koenig")
    assert state.turn == 1


@pytest.mark.parametrize("card", ["schellen-koenig", "eicheln-ober", "schilten-under"])
def test_koenig_ober_under_swap_two_cards_of_two_layouts_keeping_slots(card):
    state = opened(3, [A, B], "schellen-ass", [card])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    assert state.pending == "swap"
    refused(state, Swap(0, 1, 0, 1, 2), "swap_same_layout")
    refused(state, Peek(0, 1, 0), "wrong_action")
    events = state.apply(Swap(0, 1, 0, 2, 3))  # a swap need not involve the actor
    third = state.layouts[2][3]
    assert state.layouts[1][0] != "rosen-5" and third == "rosen-5"
    assert events[0] == C.Swapped(0, 1, 0, 2, 3)
    assert state.observe(0).shown == () and state.turn == 1


def test_faessler_peeks_at_any_card_then_swaps_any_two():
    state = opened(2, [A, B], "schellen-ass", ["eicheln-faessler"])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    assert state.pending == "peek_swap"
    refused(state, Swap(0, 0, 0, 1, 0), "wrong_action")
    state.apply(Peek(0, 1, 2))
    assert state.observe(0).shown[-1] == (1, 2, "rosen-ass") and state.turn == 0
    state.apply(Swap(0, 0, 3, 1, 2))  # need not be the card looked at: here it is
    assert state.layouts[0][3] == "rosen-ass" and state.layouts[1][2] == "schellen-4"
    assert state.observe(0).shown == ()  # what lies there now was not shown
    assert state.turn == 1


def test_an_action_may_be_skipped():
    state = opened(2, [A, B], "schellen-ass", ["eicheln-koenig"])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    state.apply(Skip(0))
    assert state.turn == 1 and state.layouts[1] == B


# ------------------------------------------------------------ rulebook examples
def test_example_burning_a_nine():
    """I hold a nine and a six; the dealer turns up a nine; I burn mine: three cards left."""
    state = deal(2, [["eicheln-9", "schilten-6", *A[2:]], B], "rosen-9")
    state.advance(state.look_until)
    events = state.apply(Burn(0, 0, 0, t=state.now + 0.5))
    assert events == [C.Burned(0, 0, 0, "eicheln-9")]
    assert state.layouts[0] == [None, "schilten-6", "schellen-3", "schellen-4"]
    assert state.observe(1).layouts[0] == (False, True, True, True)
    assert state.discard[-2:] == ["rosen-9", "eicheln-9"] and state.give is None


def test_example_burning_an_opponents_rosen_3_and_giving_back_a_card():
    state = opened(2, [["rosen-3", *B[1:]], ["schellen-ass", "schellen-5", "schellen-6", "schellen-7"]],
                   "eicheln-ass", ["schellen-3"])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))  # schellen 3 ends the turn
    state.apply(Burn(1, 0, 0))
    assert state.layouts[0][0] is None and state.observe(1).give_back == (1, 0, 0)
    refused(state, GiveBack(0, 1), "no_give_back")
    refused(state, Draw(1, "deck"), "wait_burn")  # the next turn waits for the give-back
    events = state.apply(GiveBack(1, 0))  # my highest card, the Schellen Ass
    assert events == [C.GaveBack(1, 0, 0, 0)]
    assert state.layouts[0][0] == "schellen-ass" and state.layouts[1][0] is None
    assert accounted(state)


def test_example_the_burned_schilten_8_loses_its_action_and_the_next_player_uses_it():
    state = opened(2, [["schilten-8", *A[1:]], B], "eicheln-ass", ["rosen-faessler"])
    state.apply(Draw(0, "deck"))
    state.apply(Replace(0, 0))  # the unknown card turns out to be the Schilten 8: no action
    assert state.discard[-1] == "schilten-8" and state.phase == "turn" and state.turn == 1
    later(state)
    state.apply(Draw(1, "discard"))
    state.apply(Discard(1))
    assert state.pending == "peek_other"
    state.apply(Peek(1, 0, 0))
    assert (0, 0, "rosen-faessler") in state.observe(1).shown


def test_example_caller_tied_on_minus_one_loses_and_starts_with_a_penalty_card():
    state = opened(2, [["joker-tell", *A[1:]], ["joker-helvetia", "rosen-faessler", *B[2:]]],
                   "eicheln-ass", ["eicheln-2"])
    clear(state, 0, [1, 2, 3])
    clear(state, 1, [2, 3])
    state.apply(Call(0))
    assert state.caller == 0 and state.turn == 1
    state.apply(Draw(1, "deck"))
    state.apply(Discard(1))  # the one more turn of the other player
    assert state.phase == "closing"
    events = state.advance(state.next_deadline())
    scored = next(e for e in events if isinstance(e, C.RoundScored))
    assert scored.sums == (-1, -1) and not scored.caller_won and state.totals == [-1, -1]
    assert state.observe(1).shown == ((0, 0, "joker-tell"), (1, 0, "joker-helvetia"), (1, 1, "rosen-faessler"))
    state.advance(state.next_deadline())
    assert state.round_no == 1 and state.phase == "look"
    assert [len(layout) for layout in state.layouts] == [5, 4]
    assert state.looks_left == [2, 2] and accounted(state)


def test_a_successful_caller_looks_at_three_cards_next_round():
    state = opened(2, [["joker-tell", *A[1:]], B], "eicheln-ass", ["eicheln-2"])
    state.apply(Call(0))
    state.apply(Draw(1, "deck"))
    state.apply(Discard(1))
    state.advance(state.next_deadline())
    assert state.last_caller_won and state.totals == [8, 32]
    state.advance(state.next_deadline())
    assert state.looks_left == [3, 2] and [len(layout) for layout in state.layouts] == [4, 4]


# ------------------------------------------------------------ burning
def test_two_burns_on_one_discard_the_earlier_press_wins_the_later_is_refused_without_penalty():
    state = opened(3, [["rosen-4", *B[1:]], ["eicheln-4", *A[1:]]], "schilten-ass", ["schilten-4"])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    presses = [Burn(1, 1, 0, t=state.now + 0.4, order=9), Burn(0, 0, 0, t=state.now + 0.3, order=12)]
    first, second = sorted(presses, key=stamp_key)
    state.advance(first.t)
    assert state.apply(first)[0] == C.Burned(0, 0, 0, "rosen-4")
    state.advance(second.t)
    refused(state, second, "already_burned")
    assert len(state.layouts[1]) == 4 and state.layouts[1][0] == "eicheln-4"


def test_match_replays_burn_races_in_press_order():
    config = TableConfig(seats=(SeatSpec(),) * 2)
    match = Match("cambio", lambda _config, _seed: deal(2, [["rosen-7", *B[1:]], ["eicheln-7", *A[1:]]],
                                                         "schilten-7"), C.CODEC, config, 0)
    match.tick(match.state.look_until)
    match.submit(Burn(0, 0, 0, t=10.5, order=1))
    with pytest.raises(RuleError):
        match.submit(Burn(1, 1, 0, t=10.6, order=2))
    assert match.state.layouts[0][0] is None and match.state.layouts[1][0] == "eicheln-7"


def test_a_wrong_burn_shows_the_card_to_all_and_costs_an_unseen_penalty_card():
    state = opened(3, [A, B], "schilten-ass", ["rosen-2", "eicheln-10"])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    events = state.apply(Burn(1, 1, 0))  # Rosen 5 is not a 2
    assert events == [C.BurnFailed(1, 1, 0, "rosen-5"), C.PenaltyCard(1, 4)]
    assert state.layouts[1] == [*B, "eicheln-10"]
    for seat in range(3):
        assert (1, 0, "rosen-5") in state.observe(seat).shown
        assert all(slot != 4 for _, slot, _ in state.observe(seat).shown)
    assert state.window_open and not state.window_used  # a wrong burn is no burn
    state.apply(Burn(2, 0, 1))  # the Schellen 2
    assert state.layouts[0][1] is None
    state.advance(state.now + state.settings.reveal_seconds)
    assert state.observe(0).shown == ()


def test_a_burned_card_opens_no_new_window_and_only_one_card_burns():
    state = deal(2, [["rosen-4", "eicheln-4", *A[2:]], B], "schilten-4")
    state.advance(state.look_until)
    state.apply(Burn(0, 0, 0))
    refused(state, Burn(0, 0, 1), "already_burned")


def test_no_burn_outside_a_window():
    state = deal(2, [A, B], "schilten-4")
    refused(state, Burn(0, 0, 3), "no_window")
    state.advance(state.look_until)
    later(state)
    state.apply(Draw(0, "deck"))
    refused(state, Burn(1, 0, 3), "no_window")
    refused(state, Burn(1, 0, 7), "no_window")


def test_burning_an_empty_slot_is_refused():
    state = opened(2, [A, B], "schilten-2")
    clear(state, 0, [1])
    refused(state, Burn(1, 0, 1), "empty_slot")
    refused(state, Burn(1, 0, 9), "no_such_slot")


def test_give_back_is_optional_and_lapses():
    state = opened(2, [["rosen-3", *B[1:]], ["eicheln-1", "eicheln-2", "eicheln-5", "eicheln-6"]],
                   "eicheln-ass", ["schellen-3"])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    state.apply(Burn(1, 0, 0))
    later(state, state.settings.give_back_seconds + 0.1)
    assert state.observe(1).give_back is None
    refused(state, GiveBack(1, 1), "no_give_back")
    state.apply(Draw(1, "deck"))
    assert state.layouts[0][0] is None  # the gap stays empty and keeps its index


def test_penalty_cards_grow_the_layout_and_empty_slots_keep_their_index():
    state = opened(2, [A, B], "schilten-ass", ["rosen-2", "eicheln-6"])
    clear(state, 0, [0])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    state.apply(Burn(0, 1, 1))  # wrong
    assert state.layouts[0] == [None, *A[1:], "eicheln-6"]
    assert state.observe(1).layouts[0] == (False, True, True, True, True)
    refused(state, Replace(0, 0), "not_your_turn")


# ------------------------------------------------------------ the call
def test_after_the_call_the_callers_cards_are_taboo():
    state = opened(3, [["rosen-4", *A[1:]], ["eicheln-koenig", *B[1:]]], "schilten-ass",
                   ["schellen-koenig", "eicheln-4"])
    state.apply(Call(0))
    refused(state, Call(1), "already_called")
    state.apply(Draw(1, "deck"))
    state.apply(Discard(1))  # a König: swap
    refused(state, Swap(1, 0, 1, 2, 1), "taboo")
    refused(state, Burn(2, 0, 0), "taboo")
    assert all(a.owner != 0 for a in state.legal_actions(2) if isinstance(a, Burn))
    assert state.apply(Burn(0, 1, 0))[0] == C.Burned(0, 1, 0, "eicheln-koenig")
    assert state.give is None  # the caller's cards stay put: no give-back
    state.apply(Skip(1))
    later(state)
    state.apply(Draw(2, "deck"))
    state.apply(Discard(2))  # Eicheln 4: the caller may burn their own Rosen 4
    state.apply(Burn(0, 0, 0))
    assert state.layouts[0][0] is None


def test_every_other_player_gets_exactly_one_more_turn():
    state = opened(4, [A, B], "schilten-ass", ["eicheln-2", "eicheln-3", "eicheln-5", "eicheln-6"])
    later(state)
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    later(state)
    state.apply(Call(1))
    for seat in (2, 3, 0):
        assert state.turn == seat and state.phase == "turn"
        later(state)
        state.apply(Draw(seat, "deck"))
        state.apply(Replace(seat, 3))
    assert state.phase == "closing" and state.legal_actions(1) == [a for a in state.legal_actions(1)
                                                                     if isinstance(a, Burn)]
    events = state.advance(state.next_deadline())
    scored = events[0]
    assert isinstance(scored, C.RoundScored) and scored.caller == 1
    assert scored.sums == tuple(sum(C.POINTS[c] for c in layout) for layout in scored.cards)


def test_the_game_ends_at_the_target_and_the_lowest_total_wins():
    state = opened(3, [A, B, ["eicheln-1", "eicheln-2", "eicheln-3", "eicheln-4"]], "schilten-ass",
                   options={"target": 20})
    seat_0_calls(state, lambda seat: Replace(seat, 3))
    events = state.advance(state.next_deadline())
    assert state.is_over() and isinstance(events[-1], C.GameOver)
    low = min(state.totals)
    assert state.outcome().winners == tuple(s for s, t in enumerate(state.totals) if t == low)
    assert state.outcome().scores == tuple(float(t) for t in state.totals)
    refused(state, Draw(1, "deck"), "game_over")


def test_tied_totals_share_the_win():
    state = opened(2, [A, ["eicheln-1", "eicheln-2", "eicheln-3", "eicheln-4"]], "schilten-ass",
                   ["rosen-6"], options={"target": 5})
    state.apply(Call(0))
    state.apply(Draw(1, "deck"))
    state.apply(Discard(1))
    state.advance(state.next_deadline())
    assert state.totals == [10, 10] and state.outcome().winners == (0, 1)
    outcome = state.outcome()  # the results say why the game ended, and each round's sums
    assert outcome.reason == "cambio.reason.target"
    assert outcome.sheet == ((("cambio.sheet.rounds", "10"),), (("cambio.sheet.rounds", "10"),))


# ------------------------------------------------------------ deck
def test_an_empty_deck_reshuffles_the_discard_pile_but_its_top_card():
    state = opened(2, [A, B], "schilten-ass")
    state.discard = state.deck[:-1] + state.discard  # move all but one deck card under the pile
    state.deck = state.deck[-1:]
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    top = state.discard[-1]
    later(state)
    events = state.apply(Draw(1, "deck"))
    assert isinstance(events[0], C.Reshuffled)
    assert state.discard == [top] and len(state.deck) == events[0].deck_size - 1
    assert accounted(state)



def test_an_empty_deck_with_two_discards_deals_the_lower_one():
    """The smallest pile that can be reshuffled: the card under the top becomes the deck and is drawn."""
    state = opened(2, [A, B], "schilten-ass")
    under, top = state.deck[-1], state.discard[-1]
    state.deck, state.discard = [], [under, top]  # the other cards out of play
    events = state.apply(Draw(0, "deck"))
    assert events[0] == C.Reshuffled(1) and state.held == under
    assert state.deck == [] and state.discard == [top]

def test_same_seed_same_game():
    config = TableConfig(seats=(SeatSpec(),) * 3)
    first, second = C.new_game(config, 5), C.new_game(config, 5)
    assert first.layouts == second.layouts and first.deck == second.deck
    assert C.new_game(config, 6).deck != first.deck


# ------------------------------------------------------------ properties
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), picks=st.lists(st.integers(0, 10_000),
                                                                            min_size=60, max_size=160))
def test_random_legal_play_keeps_all_62_cards_and_a_valid_observation(seed, players, picks):
    state = C.new_game(TableConfig(seats=(SeatSpec(),) * players), seed)
    for step, pick in enumerate(picks):
        if state.is_over():
            break
        seat = pick % players
        actions = state.legal_actions(seat)
        if actions:
            action = actions[pick % len(actions)]
            twin = state.clone()
            assert twin.apply(action) == state.apply_fast(action)
        else:
            deadline = state.next_deadline()
            state.advance(max(state.turn_allowed_at(), deadline if deadline is not None else 0.0,
                              state.now + 0.5))
        assert accounted(state)
        view = state.observe(seat)
        assert [len(shape) for shape in view.layouts] == [len(layout) for layout in state.layouts]
        for owner, slot, card in view.shown:
            assert state.layouts[owner][slot] == card
        assert view.held in ("", state.held)


def test_a_table_with_a_person_has_no_look_deadline_a_table_of_bots_has_one():
    people = C.new_game(TableConfig((SeatSpec("human"), SeatSpec("bot"), SeatSpec("bot"))), 7)
    bots = C.new_game(TableConfig((SeatSpec("bot"),) * 3), 7)
    assert people.look_until == C.NO_TIME and people.next_deadline() is None
    assert bots.look_until == bots.settings.look_seconds
    people.advance(600.0)
    assert people.phase == "look" and people.looks_left == [2, 2, 2]  # nobody's look is taken for them


# ------------------------------------------------------------ rules the mutation run found untested (docs/BENCHMARKS.md)
def test_a_new_game_has_no_caller_result_and_no_card_action_pending():
    view = deal(3, [A, B], "eicheln-7").observe(0)
    assert view.last_caller_won is None and view.pending == "" and view.last_sums == ()


def test_a_look_takes_only_a_dealt_slot():
    state = deal(2, [A, B], "eicheln-7")
    refused(state, Look(0, 4), "no_such_slot")


def test_a_turn_may_draw_from_the_deck_and_the_drawer_is_told_it_came_from_the_deck():
    state = opened(2, [A, B], "eicheln-7", ["rosen-2"])
    assert any(type(action) is Draw and action.source == "deck" for action in state.legal_actions(0))
    events = state.apply(Draw(0, "deck"))
    assert [(e.source, e.card) for e in events_for(events, 0) if isinstance(e, C.Drew)] == [("deck", "rosen-2")]


def test_a_peek_at_an_opponents_card_shows_everyone_which_card_but_not_what_it_is():
    state = opened(3, [A, B], "schellen-ass", ["eicheln-8"])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    events = state.apply(Peek(0, 1, 3))
    assert [(e.owner, e.slot, e.card) for e in events_for(events, 2) if isinstance(e, C.Peeked)] == [(1, 3, "")]


def test_a_scored_round_tells_the_callers_result_and_every_sum_and_the_next_dealer_is_the_next_seat():
    state = opened(3, [["joker-tell", *A[1:]], B, ["eicheln-1", "eicheln-2", "eicheln-3", "eicheln-4"]],
                   "eicheln-ass", ["eicheln-5", "eicheln-6"])
    dealer = state.dealer
    seat_0_calls(state, Discard)
    events = state.advance(state.next_deadline())
    scored = next(e for e in events if isinstance(e, C.RoundScored))
    assert scored.caller == 0 and scored.caller_won is True and scored.sums == (8, 32, 10)
    assert state.observe(1).last_sums == (8, 32, 10) and state.observe(1).last_caller_won is True
    events = state.advance(state.next_deadline())
    started = next(e for e in events if isinstance(e, C.RoundStarted))
    assert state.dealer == started.dealer == (dealer + 1) % 3 and started.first == (dealer + 2) % 3


def test_a_turn_may_draw_from_either_pile_and_nothing_else_and_must_draw_before_discarding():
    state = opened(2, [A, B], "eicheln-7", ["rosen-2"])
    assert any(type(action) is Draw and action.source == "discard" for action in state.legal_actions(0))
    refused(state, Discard(0), "wrong_phase")
    refused(state, Draw(0, "pocket"), "no_such_source")
    assert state.legal_actions(7) == []


def test_the_deck_is_empty_only_when_no_discard_is_left_to_reshuffle():
    state = opened(2, [A, B], "eicheln-7")
    state.deck = []
    refused(state, Draw(0, "deck"), "deck_empty")


def test_the_first_turn_is_passed_to_the_seat_after_the_dealer_and_the_view_counts_the_discards():
    state = deal(3, [A, B], "eicheln-7")
    events = state.advance(state.look_until)
    first = (state.dealer + 1) % 3
    assert C.TurnPassed(first) in events and state.turn == first
    assert state.observe(0).discard_size == 1


def test_a_new_game_plays_with_the_tables_options():
    config = TableConfig(tuple(SeatSpec() for _ in range(3)), {"target": 30, "burn_window": 3.0})
    state = C.new_game(config, 5)
    assert (state.settings.target, state.settings.burn_window) == (30, 3.0)


def test_a_give_back_earned_in_the_closing_holds_the_round_open_until_it_lapses():
    state = opened(3, [A, B, ["eicheln-1", "eicheln-2", "eicheln-3", "eicheln-4"]], "eicheln-ass",
                   ["rosen-2", "schilten-3"])
    seat_0_calls(state, Discard)  # the last turns: then the closing
    assert state.phase == "closing"
    closing_end = state.next_deadline()
    state.apply(Burn(1, 2, 2))  # seat 2's eicheln-3 on the schilten-3: seat 1 may give a card back
    assert state.give is not None and state.give_until > closing_end and state.next_deadline() == state.give_until


# ------------------------------------------------------------ a relaxed game (more time)
@pytest.mark.parametrize("choice, stretch", [("x1", 1.0), ("x1.5", 1.5), ("x2", 2.0)])
def test_more_time_stretches_the_waiting_windows_and_not_the_pauses(choice, stretch):
    plain, relaxed = C.load_settings({"burn_window": 3.0}), C.load_settings({"burn_window": 3.0, "more_time": choice})
    assert relaxed.burn_window == 3.0 * stretch
    assert relaxed.give_back_seconds == plain.give_back_seconds * stretch
    assert relaxed.reveal_seconds == plain.reveal_seconds * stretch  # a peeked or wrongly burned card shows longer
    assert (relaxed.look_seconds, relaxed.round_pause, relaxed.target) == (plain.look_seconds, plain.round_pause,
                                                                            plain.target)
    state = deal(3, [A, B], "eicheln-7", options={"more_time": choice})
    state.advance(state.look_until)
    flipped = state.now
    assert state.turn_allowed_at() == flipped + 2.0 * stretch
    state.advance(flipped + 2.0 * stretch - 0.01)
    refused(state, Draw(0, "deck"), "wait_burn")
    later(state)
    state.apply(Draw(0, "deck"))


@pytest.mark.parametrize("choice, lands", [("x1", False), ("x2", True)])
def test_a_slow_burn_lands_in_a_relaxed_window_and_the_first_burn_still_wins(choice, lands):
    """Seat 1 burns its seven 3 s after the flip; seat 0 starts its turn as soon as it may."""
    state = deal(3, [A, ["rosen-7", *B[1:]], ["schilten-7", "eicheln-1", "eicheln-2", "eicheln-3"]], "eicheln-7",
                 options={"more_time": choice})
    state.advance(state.look_until)
    slow = state.now + 3.0
    later(state)
    if state.now < slow:
        state.apply(Draw(0, "deck"))
    state.advance(slow)
    burn = Burn(1, 1, 0, t=slow)
    if lands:
        state.apply(burn)
        assert state.layouts[1][0] is None
        refused(state, Burn(2, 2, 0, t=slow + 0.1), "already_burned")  # a race stays a race
    else:
        refused(state, burn, "no_window")


def test_a_relaxed_give_back_waits_longer_and_still_lapses():
    state = opened(2, [["rosen-3", *B[1:]], ["eicheln-1", "eicheln-2", "eicheln-5", "eicheln-6"]],
                   "eicheln-ass", ["schellen-3"], options={"more_time": "x2"})
    plain = C.load_settings().give_back_seconds
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))
    state.apply(Burn(1, 0, 0))
    later(state, plain + 0.1)
    assert state.observe(1).give_back == (1, 0, 0)
    later(state, plain)
    assert state.observe(1).give_back is None


def test_no_time_limit_is_refused_because_an_endless_window_would_stop_the_game():
    with pytest.raises(ValueError, match="more_time must be one of x1, x1.5, x2, got 'off'"):
        C.load_settings({"more_time": "off"})
    with pytest.raises(ValueError, match="more_time"):
        C.new_game(TableConfig(tuple(SeatSpec() for _ in range(3)), {"more_time": "off"}), 5)


@pytest.mark.parametrize("choice", ["x1", "x2"])
def test_a_persons_opening_look_waits_for_them_whatever_the_time_option(choice):
    seats = (SeatSpec("human"), SeatSpec("bot"), SeatSpec("bot"))
    state = C.new_game(TableConfig(seats, {"more_time": choice}), 5)
    assert state.phase == "look" and state.look_until == C.NO_TIME and state.next_deadline() is None


def test_a_looked_at_card_stays_shown_twice_as_long_at_x2():
    state = deal(2, [A, B], "eicheln-7", options={"more_time": "x2"})
    state.apply(Look(0, 1))
    shown = 2 * C.load_settings().reveal_seconds
    state.advance(shown - 0.1)
    assert state.observe(0).shown == ((0, 1, "schellen-2"),)
    state.advance(shown)
    assert state.observe(0).shown == ()


@pytest.mark.parametrize("burned", [(1, 1), (0, 2)], ids=["same slot of another layout", "another slot of the same layout"])
def test_a_peeked_card_stays_shown_when_another_slot_changes(burned):
    """Only the slot that changed stops being shown: seat 0's peek at its own slot 1 stays while
    a burn empties seat 1's slot 1 or seat 0's slot 2 (then given back into)."""
    state = opened(2, [["schellen-1", "schellen-2", "eicheln-10", "schellen-4"],
                       ["rosen-5", "schilten-10", "rosen-ass", "rosen-koenig"]], "eicheln-ass", ["rosen-10"])
    state.apply(Draw(0, "deck"))
    state.apply(Discard(0))  # the rosen 10: seat 0 peeks at its own card, and the 10s may burn
    state.apply(Peek(0, 0, 1))
    owner, slot = burned
    state.apply(Burn(1, owner, slot))
    if owner != 1:
        state.apply(GiveBack(1, 0))
    assert state.layouts[owner][slot] != ("schilten-10" if owner == 1 else "eicheln-10")
    assert (0, 1, "schellen-2") in state.observe(0).shown


def test_an_advance_past_the_closing_the_pause_and_the_look_keeps_every_events_in_order():
    """One advance that passes several deadlines (a frame late, a loaded machine) tells all they did."""
    state = opened(2, [A, B], "eicheln-ass", ["eicheln-5"])
    seat_0_calls(state, Discard)
    assert state.phase == "closing"
    events = state.advance(state.next_deadline() + state.settings.round_pause + state.settings.look_seconds + 1)
    kinds = [type(event) for event in events]
    assert kinds.index(C.RoundScored) < kinds.index(C.RoundStarted) < kinds.index(C.TurnPassed)
    assert state.phase == "turn" and state.round_no == 1
