"""Altitude bots: they see only their seat, play sensibly, finish every game, and hard beats easy."""
import copy
import dataclasses
import functools

import pytest
from sequential import share_at_least
from strength import only_hard_won

from game import arena
from game.titles import altitude as title
from game.core import adaptive
from game.core.driver import MODEL, load_profiles, step_match
from game.core.match import Match
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.titles.altitude import bots as B
from game.titles.altitude import rules as R
from game.titles.altitude.rules import Discard, Keep, Pass, Place, Rescue

TITLE = dataclasses.replace(title.TITLE, options=(), default_players=2, prepare="")  # without its lobby's options
PROFILES = load_profiles()
DATA = R.check_data()  # the title's data, as a game is given it


def M(number):
    return f"mountain-{number}"


def row(floor, start, *cards):
    return {(floor, start + step): card for step, card in enumerate(cards)}


def config(players):
    return TableConfig(tuple(SeatSpec() for _ in range(players)))


def bot(seat=0, level="hard", players=2, **changes):
    profile = dataclasses.replace(PROFILES[level], **changes)
    return B.make_bot(seat, profile, GameRng(f"test-{seat}"), config(players), DATA)


def choice(state, seat=0, level="hard"):
    return bot(seat, level, state.players, mistake=0.0).decide(state.observe(seat), state.now).action


def drawn(hands, draws, mountains=(), turn=0, last=False):
    state = R.from_table(hands, draws, mountains, turn=turn, last=last, data=DATA)
    state.apply(R.Draw(turn))
    return state


# ------------------------------------------------------------ sensible play
def test_a_bot_keeps_no_avalanche_when_it_can_return_them():
    state = R.new_game(config(2), 1, DATA)
    state.dealt[0] = ("avalanche-1", "avalanche-2", M(3), M(30), "cablecar-1", "bernard-1")
    action = choice(state)
    assert isinstance(action, Keep) and not any(card.startswith("avalanche") for card in action.cards)


def test_low_cards_under_high_ones_are_worth_more_than_the_reverse():
    judge = B.Judge(DATA.bots, DATA.bots.foresight("hard"), B.Pool(DATA.deck.cards(), 50), 50)
    low_under_high = {**row(1, 0, M(3), M(5)), **row(2, 0, M(40))}
    high_under_high = {**row(1, 0, M(38), M(39)), **row(2, 0, M(40))}
    assert judge.worth(low_under_high, [], 20, False) > judge.worth(high_under_high, [], 20, False)
    assert judge.worth({}, ["bernard-1"], 20, True) > judge.worth({}, ["bernard-1"], 20, False) > \
        judge.worth({}, ["avalanche-1"], 20, False)


def test_a_bot_keeps_a_drawn_st_bernard_in_its_hand():
    hands = [[M(44), M(45), M(46), M(3)], [M(25), M(26), M(27), M(28)]]
    state = drawn(hands, ["bernard-1"], [row(1, 0, M(10), M(12)), row(1, 0, M(11))])
    action = choice(state)
    assert isinstance(action, Place) and action.card != "bernard-1" and action.owner == 0


def test_an_avalanche_goes_to_the_leader():
    tall = {**row(1, 0, M(2), M(4), M(6), M(8)), **row(2, 0, M(10), M(12), M(14)), **row(3, 0, M(16), M(18))}
    state = drawn([[M(44), M(45), M(46), M(47)], [M(25), M(26), M(27), M(28)], [M(31), M(32), M(33), M(34)]],
                  ["avalanche-1"], [row(1, 0, M(11)), tall, row(1, 0, M(9), M(13))])
    action = choice(state)
    assert isinstance(action, Place) and action.owner == 1


def finish(state, seat=0):
    """Let the bot at `seat` play out the final phase; every other seat passes."""
    while not state.is_over():
        state.apply(choice(state, state.turn) if state.turn == seat else Pass(state.turn))


def test_with_the_deck_empty_a_bot_reaches_the_best_score_its_hand_allows():
    state = drawn([[M(20), M(40), "avalanche-1", "bernard-1"], [M(25), M(26), M(27), M(28)]], [M(30)],
                  [row(1, 0, M(9), M(10)), row(1, 0, M(11))], last=True)
    state.apply(Discard(0, M(30)))
    finish(state)
    assert state.scores()[0] == R.Score(0, 2, 0, 1)  # both numbers placed, the St. Bernard kept


def test_with_the_deck_empty_a_bot_rescues_when_that_empties_its_hand():
    base = row(1, 0, M(41), M(42), M(43), M(44), M(30), "avalanche-1", M(31), M(46), M(47), M(48))
    state = drawn([["bernard-1", M(39), M(40), M(2)], [M(25), M(26), M(27), M(28)]], [M(3)],
                  [base, row(1, 0, M(11))], last=True)
    state.apply(Discard(0, M(3)))
    state.apply(Pass(1))
    assert choice(state) == Rescue(0, "bernard-1", 1, 5)
    finish(state)
    assert state.scores()[0] == R.Score(1, 2, 0, 0) and state.hands[0] == []  # 2 in the gap, 39 and 40 above


def test_a_bot_takes_a_persons_time_for_its_keep_and_longer_than_for_a_single_choice():
    state = R.new_game(config(2), 4, DATA)
    view = state.observe(0)
    me = bot(level="normal")
    delays = sorted(me.decide(view, 10.0).at - 10.0 for _ in range(400))
    profile = PROFILES["normal"]
    single = sorted(profile.think(GameRng(5), 1, 1) for _ in range(400))
    assert delays[0] >= profile.reaction_min
    assert delays[200] > single[200] + profile.hick * 3 + profile.keystroke * 4  # 15 ways, 6 presses


def test_the_model_human_and_adaptive_bots_look_ahead_as_far_as_their_tactics_level():
    for profile, level in [(PROFILES[MODEL], "normal"), (adaptive.profile(PROFILES, 0.2), "easy"),
                           (adaptive.profile(PROFILES, 1.9), "hard")]:
        player = B.make_bot(0, profile, GameRng("tactics"), config(2), DATA)
        assert (player.valuation, player.foresight) == (DATA.bots, DATA.bots.foresight(level))
    report = arena.play(TITLE, 1, [MODEL, "adaptive:1.40"])
    assert report.problem == "" and len(report.outcome.scores) == 2


# ------------------------------------------------------------ what a bot may know
def hidden_shuffled(state, seat, rng):
    """A copy of `state` whose cards `seat` cannot see are permuted among their places:
    the deck, the other hands, the others' dealt cards and another seat's drawn card."""
    twin = state.clone()
    others = [s for s in range(state.players) if s != seat]
    cards = twin.deck + [c for s in others for c in twin.hands[s]] + [c for s in others for c in twin.dealt[s]]
    foreign_drawn = twin.drawn is not None and twin.turn != seat
    if foreign_drawn:
        cards.append(twin.drawn)
    shuffled = list(cards)
    while len(set(cards)) > 1 and shuffled == cards:
        rng.shuffle(shuffled)
    pile = iter(shuffled)
    twin.deck = [next(pile) for _ in twin.deck]
    for s in others:
        twin.hands[s] = [next(pile) for _ in twin.hands[s]]
        twin.dealt[s] = tuple(next(pile) for _ in twin.dealt[s])
    if foreign_drawn:
        twin.drawn = next(pile)
    return twin


@pytest.mark.parametrize("seed", [3, 8])
def test_a_bot_cannot_see_cards_it_never_saw(seed):
    match = Match("altitude", functools.partial(R.new_game, data=DATA), R.CODEC, config(3), seed)
    driver = arena.make_driver(TITLE, match.config, seed)
    now, checked, rng = 0.0, 0, GameRng(seed)
    while not match.state.is_over():
        for seat, player in driver.bots.items():
            if seat in driver._plans:
                continue
            twin = hidden_shuffled(match.state, seat, rng)
            assert twin.observe(seat) == match.state.observe(seat)
            first, second = copy.deepcopy(player), copy.deepcopy(player)
            assert first.decide(match.state.observe(seat), now) == second.decide(twin.observe(seat), now)
            checked += 1
        step_match(match, driver, now)
        now = driver.next_due() if driver.next_due() is not None else now + arena.IDLE_STEP
    assert checked >= 100


# ------------------------------------------------------------ whole games
@pytest.mark.parametrize("players", [1, 2, 4])
def test_bot_only_games_end_validly(players):
    for seed in range(3):
        report = arena.play(TITLE, seed, [("easy", "normal", "hard")[(seat + seed) % 3] for seat in range(players)])
        assert report.problem == ""
        outcome = report.outcome
        assert len(outcome.scores) == players and min(outcome.scores) >= 1  # everyone built a floor
        assert outcome.winners == tuple(s for s, v in enumerate(outcome.scores) if v == max(outcome.scores))
        parts = dict(outcome.params)
        assert all(sum(parts[name][s] for name in ("empty_hand", "floors", "animals", "bernards")) == outcome.scores[s]
                   for s in range(players))


@pytest.mark.slow
@pytest.mark.parametrize("players, games", [(2, 100), (4, 80)])
def test_hard_beats_easy(players, games):
    """Hard wins at least 70 % of seeded games (at most `games`, tests/sequential.py stops
    when it is clear), hard and easy seats alternating (and swapped every other seed, so no
    level keeps a seat). Hard wins when a hard seat is among the winners and no easy seat is."""
    verdict = share_at_least(only_hard_won(TITLE, 7000, players), 0.7, most=games)
    assert verdict.passed, verdict
