"""Gämsh Alpin legality has one source: `refusal`. Over random games (every phase, Föhn
cards, real-world signals): `legal_actions` is exactly what refusal accepts among every
action of every kind, `apply` refuses exactly that with refusal's error and leaves the state
as it was, `sample_action` picks a legal move, and the public view holds no hidden card."""
from __future__ import annotations

import dataclasses

import pytest
from held import changed, held
from hypothesis import HealthCheck, given, settings, strategies as st

from game.core.errors import RuleError
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.titles.gaemsh import rules as g

DATA = g.check_data()  # the title's data, as a game is given it

GAMES = dict(seed=st.integers(0, 10_000), players=st.sampled_from([4, 6]), foehn=st.booleans(),
             real=st.booleans(), steps=st.integers(0, 120))
SLOW = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def played(seed: int, players: int, foehn: bool, real: bool, steps: int) -> g.GaemshState:
    """A game after `steps` random legal moves (mostly swaps and slaps) with time passing."""
    seats = (SeatSpec(),) * players  # all human: real-world signals apply when asked for
    state = g.new_game(TableConfig(seats, {"foehn": foehn, "real_signals": real}), seed, data=DATA)
    rng = GameRng(seed)
    for _ in range(steps):
        if state.is_over():
            break
        state.advance(state.now + rng.uniform(0, 1.5))
        seat = rng.randint(0, players - 1)
        action = state.sample_action(seat, rng)
        if action is not None and (rng.random() < 0.04 or isinstance(
                action, (g.Drop, g.Take, g.Slap, g.ChooseSignal, g.Verdict))):
            state.apply(action)
    return state


def every_action(state: g.GaemshState, seat: int) -> list:
    """Every action of `seat` with each field over its whole range and one step past it."""
    emotes = ("", "bogus", *g.EMOTES)
    acts: list = [kind(seat, emote) for kind in (g.Emote, g.ChooseSignal) for emote in emotes]
    acts += [g.Verdict(seat, right) for right in (True, False)]
    acts += [g.Drop(seat, slot) for slot in range(-1, g.HAND_SIZE + 1)]
    acts += [kind(seat, pos) for kind in (g.Take, g.Slap) for pos in range(-1, len(state.table) + 1)]
    acts += [kind(seat, farmer) for kind in (g.CallGaemsh, g.CallDouble) for farmer in (False, True)]
    for target in range(-1, state.players + 1):
        acts += [g.CallCounter(seat, target)] + [g.Outgaemsh(seat, target, emote) for emote in emotes]
    return acts


def check_legal_actions(state: g.GaemshState) -> None:
    for seat in range(state.players):
        legal = state.legal_actions(seat)
        assert len(set(legal)) == len(legal)
        assert set(legal) == {action for action in every_action(state, seat) if state.refusal(action) is None}


def check_apply(state: g.GaemshState) -> None:
    before = held(state)
    for seat in range(state.players):
        for action in every_action(state, seat):
            refused = state.refusal(action)
            if refused is None:
                state.clone().apply(action)  # taken: no error
                continue
            with pytest.raises(RuleError) as raised:
                state.apply(action)
            assert (raised.value.reason, raised.value.params) == (refused.reason, refused.params)
            assert refused.reason.startswith("gaemsh.refuse.")
            assert not changed(state, before)


def check_sample_action(state: g.GaemshState) -> None:
    rng = GameRng(state.players)
    for seat in range(state.players):
        action = state.sample_action(seat, rng)
        assert (action is None) == (not state.legal_actions(seat))
        assert action is None or state.refusal(action) is None


def check_public_view(state: g.GaemshState) -> None:
    public = state.public_view()
    assert public.hand == () and public.my_signal is None and public.outed_signal is None
    assert (public.seat, public.team, public.mid_swap) == (-1, -1, False)
    twin = state.clone()  # the same game with other hidden cards in the hands and other signals
    a, b = 0, state.players // 2 + 1
    slot_a = next(slot for slot, card in enumerate(twin.hands[a]) if card is not None)
    slot_b = next(slot for slot, card in enumerate(twin.hands[b]) if card is not None)
    twin.hands[a][slot_a], twin.hands[b][slot_b] = twin.hands[b][slot_b], twin.hands[a][slot_a]
    twin.signals = [g.EMOTES[(g.EMOTES.index(signal) + 1) % 8] if signal in g.EMOTES else signal
                    for signal in twin.signals]
    assert twin.hands != state.hands
    assert twin.public_view() == public
    assert dataclasses.replace(state.observe(a), hand=(), my_signal=None, outed_signal=None, seat=-1, team=-1,
                               mid_swap=False) == public


CHECKS = (check_legal_actions, check_apply, check_sample_action, check_public_view)


@pytest.mark.parametrize("check", CHECKS)
@SLOW
@given(**GAMES)
def test_random_games(check, seed, players, foehn, real, steps):
    check(played(seed, players, foehn, real, steps))


def crafted(moment: str) -> g.GaemshState:
    """Moments random play seldom reaches: the Hearty Snack with a card claimed, a Gamekeeper
    offence open, a verdict awaited, the reveal after a call, a seat mid-swap."""
    table = {"snack": [g.SNACK, "enzian-day-2", "kuhglocke-day-2", "fondue-day-2"],
             "keeper": [g.GAMEKEEPER, "edelweiss-night", g.BULL, g.FARMER]}.get(moment)
    state = g.from_decks(4, [deck(table)], foehn=True, signals={0: "wink", 1: "cough"},
                         real_signal_teams=(0,) if moment == "verdict" else (), settings=DATA.table)
    state.advance(0.5)
    first = {"snack": g.Slap(1, 1), "keeper": g.Drop(0, 0), "verdict": g.Outgaemsh(1, 0, ""),
             "reveal": g.CallGaemsh(0, False), "mid_swap": g.Drop(2, 1)}[moment]
    state.apply(first)
    return state


def deck(table: list[str] | None) -> list[str]:
    """Seat 0 first holds a night card; `table` (if given) is the centre."""
    rest = [card for card in g.full_deck(True) if card not in (table or []) and card != "alphorn-night"]
    hands = ["alphorn-night"] + rest[:15]
    return hands + (table or rest[15:19]) + rest[15 if table else 19:]


@pytest.mark.parametrize("moment", ["snack", "keeper", "verdict", "reveal", "mid_swap"])
@pytest.mark.parametrize("check", CHECKS)
def test_crafted_moments(check, moment):
    state = crafted(moment)
    assert state.phase == {"snack": "snack", "verdict": "verdict", "reveal": "reveal"}.get(moment, "play")
    assert (state.offence is not None) == (moment == "keeper")
    check(state)


def test_the_old_menu_offer_is_refused_while_teams_choose_their_signals():
    """Drop is not legal while a team still chooses its signal (the menu offered it once)."""
    state = g.new_game(TableConfig((SeatSpec(),) * 4), 3, data=DATA)
    assert state.phase == "signals"
    assert state.refusal(g.Drop(0, 0)).reason == "gaemsh.refuse.choosing"
    assert not [action for action in state.legal_actions(0) if isinstance(action, g.Drop)]
