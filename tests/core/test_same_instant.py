"""Live play and the replay of its log order a rules timer and a move at the same instant
alike: a timer due at or before a move's time fires first (docs/DECISIONS.md, "Same instant").

A save is its log replayed, so any game live play accepts must replay to the same table.
The fuzzed games stamp moves exactly on the rules' next deadline and on the current instant
(a deadline an action has just set to now, as Cambio's closing does); the bot games run on
the arena's clock, which lands exactly on every deadline and press.
"""
import functools
import json
import random

import pytest

from game import arena, catalogue
from game.core.actions import Stamped
from game.core.errors import RuleError
from game.core.match import Match
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.titles.cambio import rules as cambio

TITLES = catalogue.TITLES


def fuzzed_match(title: catalogue.Title, players: int, seed: int, moves: int) -> Match:
    """A match of random legal moves by random seats, stamped now, on the next deadline or a
    little later, with the clock sometimes stopped exactly on a deadline."""
    data = title.load_data()
    config = TableConfig(tuple(SeatSpec("bot", "normal") for _ in range(players)),
                         title.prepare_options(title.default_options(), seed, data))
    rules = title.rules()
    match = Match(title.id, functools.partial(rules.new_game, data=data), rules.CODEC, config, seed)
    rng, pick = random.Random(seed), GameRng(seed)
    for _ in range(moves):
        if match.state.is_over():
            break
        deadline = match.state.next_deadline()
        roll = rng.random()
        if roll < 0.15 and deadline is not None:
            match.tick(deadline)
            assert_due_timers_fired(match, deadline)
            continue
        action = match.state.sample_action(rng.randrange(players), pick)
        if action is None:
            match.tick(deadline if deadline is not None else match.now + rng.choice((0.05, 1.0)))
            continue
        at = match.now if roll < 0.6 or deadline is None else deadline if roll < 0.85 else match.now + 0.01
        try:
            match.submit(Stamped(action, at))
        except RuleError:
            pass
    match.tick(match.now)
    return match


def assert_due_timers_fired(match: Match, now: float) -> None:
    """The clock stopped on a deadline: every timer due by then has fired (a move stamped at
    that instant comes after it); none waits at or before `now` (a game that ended keeps its last)."""
    left = match.state.next_deadline()
    assert match.state.is_over() or left is None or left > now, f"a timer due at {left} still waits at {now}"


def assert_replays(match: Match, rules) -> None:
    replayed = Match.replay(json.loads(json.dumps(match.record())), rules, data=rules.check_data())
    assert replayed.log == match.log and replayed.now == match.now
    assert replayed.state.is_over() == match.state.is_over()
    for seat in range(match.state.players):
        assert replayed.state.observe(seat) == match.state.observe(seat)


def test_cambio_burn_at_the_instant_the_closing_timer_is_set_replays():
    """The last turn ends after the burn window's least time, so the closing timer is set to
    the current instant; a burn stamped at that instant comes after the timer, live as in
    the replay (the round is scored and the burn refused), so the save continues."""
    title = catalogue.by_id("cambio")
    for seed in range(200):
        match = fuzzed_match(title, 2, seed, 0)
        state = match.state
        for _ in range(400):
            if state.phase == "closing" and state.next_deadline() == state.now:
                break
            moves = [a for seat in range(2) for a in state.legal_actions(seat) if type(a) is not cambio.Burn]
            if not moves:
                match.tick(state.next_deadline() if state.next_deadline() is not None else state.now + 1)
                continue
            first = [a for kind in (cambio.Call, cambio.Draw, cambio.Discard, cambio.Skip)
                     for a in moves if type(a) is kind]
            action = (first or moves)[0]
            late = 5.0 if state.phase == "action" else 0.0  # the turn ends after the burn window's least time
            try:
                match.submit(Stamped(action, max(state.now, state.turn_allowed_at()) + late))
            except RuleError:
                match.tick(state.now + 0.5)
        else:
            continue
        burns = [a for seat in range(2) for a in state.candidates(seat) if type(a) is cambio.Burn]
        for burn in burns:
            try:
                match.submit(Stamped(burn, state.now))
            except RuleError:
                continue
            break
        assert_replays(match, title.rules())
        assert state.phase != "closing", "the closing timer waited behind a move at its own instant"
        return
    pytest.fail("no seed reached a closing timer set to the current instant")


@pytest.mark.parametrize("title", TITLES, ids=lambda t: t.id)
def test_fuzzed_games_replay_with_moves_on_the_deadlines(title):
    for players in title.counts:
        for seed in range(4):
            assert_replays(fuzzed_match(title, players, seed, 250), title.rules())


# Sized by what finds bugs (docs/BENCHMARKS.md, branches cost and costshell): a live tick that
# skips a timer due at the clock's own instant first fails a replay at seed 15 (Cambio, 5
# players) of seeds 0-29, and never in another title; 1.4 times the 16 seeds that took. A
# title's advance firing only deadlines before now fails at the first seed of every title
# (assert_due_timers_fired); the other titles play five seeds.
MANY_SEEDS = {"cambio": range(4, 23)}
FEW_SEEDS = range(4, 9)


@pytest.mark.slow
@pytest.mark.parametrize("title", TITLES, ids=lambda t: t.id)
def test_many_fuzzed_games_replay_with_moves_on_the_deadlines(title):
    for players in title.counts:
        for seed in MANY_SEEDS.get(title.id, FEW_SEEDS):
            assert_replays(fuzzed_match(title, players, seed, 400), title.rules())


@pytest.mark.slow
@pytest.mark.parametrize("title", TITLES, ids=lambda t: t.id)
def test_whole_bot_games_replay(title):
    for players in title.counts:
        for seed in range(3):
            levels = [("easy", "normal", "hard")[seat % 3] for seat in range(players)]
            match, driver = arena.bot_match(title, seed, levels)
            assert arena.run_to_end(match, driver)
            assert_replays(match, title.rules())
