"""Älpler Stafette: legality is stated once, in `refusal`; `legal_actions`, `sample_action` and
the checked `apply` agree with it in every reachable moment, and the public view holds no card."""
import dataclasses

from hypothesis import given, settings as hsettings, strategies as st

from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.titles.stafette import rules as S
from game.titles.stafette.rules import Jostle, Pick, Roll, Swap

DATA = S.check_data()  # the title's data, as a game is given it

SEATS = range(-1, 7)  # one seat below and beyond the largest table


def reached(seed, players, steps, partial):
    """A table after `steps` random moves; `partial` advances the clock into an open window
    instead of past it, so shout windows are open as often as not."""
    state = S.new_game(TableConfig(tuple(SeatSpec() for _ in range(players))), seed, data=DATA)
    rng = GameRng(seed)
    for step in range(steps):
        if state.is_over():
            break
        actions = [action for seat in range(players) for action in state.legal_actions(seat)]
        if actions and (step % 3 or state.next_deadline() is None):
            state.apply(rng.choice(actions))
        else:
            state.advance(state.next_deadline())
    if state.next_deadline() is not None and partial:
        state.advance(state.now + partial * (state.next_deadline() - state.now))
    return state


def universe(players):
    """Every action worth trying at a table of `players`, legal or not, and a stranger."""
    return ([Roll(seat, die) for seat in SEATS for die in ("white", "black", "green")]
            + [Swap(seat) for seat in SEATS]
            + [kind(seat, target) for kind in (Jostle, Pick) for seat in SEATS for target in SEATS]
            + ["Roll(seat=0)", Roll("0", "white")])


def snapshot(state):
    """Everything a move could change, hidden cards and the rng's next draws included."""
    twin = state.rng.clone()
    return (vars(state) | {"rng": None}).__repr__(), [twin.randint(0, 10 ** 9) for _ in range(3)]


TABLES = dict(seed=st.integers(0, 10_000), players=st.integers(3, 6), steps=st.integers(0, 120),
              partial=st.sampled_from([0.0, 0.3, 0.9]))


@hsettings(max_examples=60, deadline=None)
@given(**TABLES)
def test_legal_actions_are_exactly_the_actions_refusal_accepts(seed, players, steps, partial):
    state = reached(seed, players, steps, partial)
    accepted = [action for action in universe(players) if state.refusal(action) is None]
    for seat in range(players):
        listed = state.legal_actions(seat)
        assert sorted(map(repr, listed)) == sorted(repr(a) for a in accepted if a.seat == seat)
    assert all(0 <= action.seat < players for action in accepted)


@hsettings(max_examples=60, deadline=None)
@given(**TABLES, pick=st.integers(0, 10 ** 6))
def test_apply_refuses_exactly_what_refusal_refuses_and_changes_nothing_then(seed, players, steps, partial, pick):
    state = reached(seed, players, steps, partial)
    actions = universe(players)
    action = actions[pick % len(actions)]
    refusal = state.refusal(action)
    before = snapshot(state)
    try:
        events = state.apply(action)
    except S.RuleError as raised:
        assert refusal is not None and raised.reason == refusal.reason
        assert raised.reason.startswith("stafette.refuse.")
        assert snapshot(state) == before
    else:
        assert refusal is None and events


@hsettings(max_examples=40, deadline=None)
@given(**TABLES, draw=st.integers(0, 10_000))
def test_sample_action_is_a_legal_action_or_none_when_there_is_none(seed, players, steps, partial, draw):
    state = reached(seed, players, steps, partial)
    for seat in range(players):
        sample = state.sample_action(seat, GameRng(draw))
        if state.legal_actions(seat):
            assert sample in state.legal_actions(seat) and state.refusal(sample) is None
        else:
            assert sample is None


@hsettings(max_examples=40, deadline=None)
@given(**TABLES)
def test_public_view_shows_no_hidden_card_and_only_what_every_seat_sees(seed, players, steps, partial):
    state = reached(seed, players, steps, partial)
    view = state.public_view()
    assert view.hand == () and view.my_deposit == () and view.seat == -1
    assert all(event.audience is None for event in view.recent)
    for seat in range(players):  # all else in the view is the same for every seat
        assert dataclasses.replace(state.observe(seat), seat=-1, hand=(), my_deposit=()) == view
    assert view.hand_sizes == tuple(len(hand) for hand in state.hands)
