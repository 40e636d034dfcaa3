"""Cambio's legality has one source: `refusal`. Over random games, the listed legal actions
are exactly the tried moves refusal accepts, `apply` refuses exactly what refusal refuses
(leaving the state as it was), the sampler only offers legal moves, and the public view
shows no card that some seat may not see."""
import pytest
from held import changed, held
from hypothesis import given, settings, strategies as st

from game.core.errors import RuleError
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.titles.cambio import rules as C
from game.titles.cambio.rules import Burn, Call, Discard, Draw, GiveBack, Look, Peek, Replace, Skip, Swap

DATA = C.check_data()  # the title's data, as a game is given it


def every_try(state, seat):
    """Every move of `seat` worth trying now, built here independently of the rules: each
    kind over every owner and slot in range and one past it, swaps in every phase."""
    places = [(owner, slot) for owner in range(state.players) for slot in range(len(state.layouts[owner]) + 1)]
    tries = [Look(seat, slot) for slot in range(6)]
    tries += [Draw(seat, source) for source in ("deck", "discard", "pocket")]
    tries += [Call(seat), Discard(seat), Skip(seat)]
    tries += [kind(seat, slot) for kind in (Replace, GiveBack) for slot in range(len(state.layouts[seat]) + 1)]
    tries += [kind(seat, owner, slot) for kind in (Peek, Burn) for owner, slot in places]
    tries += [Swap(seat, a, sa, b, sb) for a, sa in places for b, sb in places]
    return tries


ODD = [Look(0, True), Look(9, 0), Burn(0, -1, 0), Burn(0, 0, 99), Peek(0, "0", 0), Draw(0, 7), Swap(0, 0, 0, 0, 0),
       "Draw(seat=0)", None]


def games():
    return st.tuples(st.integers(0, 10_000), st.integers(2, 6), st.lists(st.integers(0, 10_000), min_size=20,
                                                                          max_size=120))


def played(seed, players, picks):
    """States along a game of random legal moves (time moves on when nobody acts)."""
    state = C.new_game(TableConfig(seats=(SeatSpec(),) * players), seed, data=DATA)
    rng = GameRng(seed)
    for pick in picks:
        if state.is_over():
            return
        yield state
        action = state.sample_action(pick % players, rng)
        if action is None or pick % 5 == 0:
            deadline = state.next_deadline()
            state.advance(max(state.turn_allowed_at(), deadline if deadline is not None else 0.0, state.now + 0.5))
        else:
            assert state.refusal(action) is None
            state.apply(action)


@pytest.mark.slow
@settings(max_examples=15, deadline=None)
@given(games())
def test_legal_actions_are_the_tries_refusal_accepts(game):
    """At every state of the game, for one seat in turn (every try of every seat at every state
    cost a minute of the suite for little more)."""
    for step, state in enumerate(played(*game)):
        seat = step % state.players
        accepted = {action for action in every_try(state, seat) if state.refusal(action) is None}
        assert set(state.legal_actions(seat)) == accepted


@settings(max_examples=15, deadline=None)
@given(games(), st.integers(0, 10_000))
def test_apply_refuses_exactly_what_refusal_refuses_and_leaves_the_state(game, pick):
    for step, state in enumerate(played(*game)):
        tries = every_try(state, (pick + step) % state.players) + ODD
        action = tries[(pick * 7919 + step) % len(tries)]
        refusal = state.refusal(action)
        twin = state.clone()
        before = held(twin)
        if refusal is None:
            assert twin.apply(action) == state.clone().apply_fast(action)
            continue
        assert isinstance(refusal, RuleError)
        try:
            twin.apply(action)
        except RuleError as error:
            assert (error.reason, error.params) == (refusal.reason, refusal.params)
        else:
            raise AssertionError(f"{action!r} was applied though refused: {refusal.reason}")
        assert not changed(twin, before)


@settings(max_examples=15, deadline=None)
@given(games())
def test_the_public_view_shows_no_hidden_card(game):
    for state in played(*game):
        public = state.public_view()
        views = [state.observe(seat) for seat in range(state.players)]
        for seen in public.shown:
            assert all(seen in view.shown for view in views)  # every seat sees it too
        assert public.held == "" or state.held_source == "discard"


def test_the_public_view_hides_a_look_and_a_deck_draw():
    state = C.new_game(TableConfig(seats=(SeatSpec(),) * 3), 4, data=DATA)
    state.apply(Look(0, 2))
    assert (0, 2, state.layouts[0][2]) in state.observe(0).shown and state.public_view().shown == ()
    state.advance(state.look_until)
    state.advance(state.turn_allowed_at())
    state.apply(Draw(state.turn, "deck"))
    assert state.observe(state.turn).held == state.held and state.public_view().held == ""
    assert state.public_view().seat == -1


def test_refusal_answers_odd_moves_without_raising():
    """A field of the wrong type is refused before any other rule is asked (game/core/state.py)."""
    state = C.new_game(TableConfig(seats=(SeatSpec(),) * 3), 4, data=DATA)
    reasons = [state.refusal(action).reason for action in ODD]
    assert reasons == ["cambio.refuse.no_such_slot", "cambio.refuse.no_such_seat", "cambio.refuse.no_window",
                       "cambio.refuse.no_window", "cambio.refuse.no_such_slot", "cambio.refuse.no_such_source",
                       "cambio.refuse.not_your_turn", "cambio.refuse.unknown_action", "cambio.refuse.unknown_action"]


@pytest.mark.parametrize("pending", ["peek_own", "peek_other", "peek_swap", "swap", "fassler_swap"])
@pytest.mark.parametrize("caller", [None, 1])
def test_every_pending_action_lists_what_refusal_accepts(pending, caller):
    """Moments random play rarely reaches: each card action, with and without a caller."""
    state = C.new_game(TableConfig(seats=(SeatSpec(),) * 3), 6, data=DATA)
    state.advance(state.look_until)
    state.discard.insert(0, state.layouts[2][1])  # a slot emptied by an earlier burn
    state.layouts[2][1] = None
    state.phase, state.pending, state.caller, state.turn = "action", pending, caller, 0
    for seat in range(3):
        accepted = {action for action in every_try(state, seat) if state.refusal(action) is None}
        assert set(state.legal_actions(seat)) == accepted
    assert any(type(action) in (Peek, Swap) for action in state.legal_actions(0))
