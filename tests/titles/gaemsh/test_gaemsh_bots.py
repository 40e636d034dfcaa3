"""Gämsh Alpin bots: what they do on a signal, a quartet, the Föhn cards; that they see only
their seat; full bot-only games; and that hard bots beat easy ones."""
from __future__ import annotations

import dataclasses
import pytest
from sequential import share_at_least

from game.core.driver import load_profiles
from game.titles.gaemsh import bots as bots_module
from game.titles.gaemsh.bots import make_bot
from game.arena import play
from game.titles import gaemsh as title
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.titles.gaemsh import rules as g

DATA = g.check_data()  # the title's data, as a game is given it

TITLE = dataclasses.replace(title.TITLE, options=())  # without its lobby's options
SIGNALS = {0: "wink", 1: "cough", 2: "yodel"}


def bot(seat: int, level: str = "hard", players: int = 4, seed: int = 5):
    config = TableConfig((SeatSpec("bot", level),) * players)
    return make_bot(seat, load_profiles()[level], GameRng(seed).child(f"seat-{seat}"), config, data=DATA)


def state_with(hands: dict[int, list[str]], table: list[str], foehn: bool = False, players: int = 4):
    used = {c for hand in hands.values() for c in hand} | set(table)
    pool = sorted((c for c in g.full_deck(foehn) if c not in used),
                  key=lambda c: (c.split("-", 1)[1], c))
    order = []
    for seat in range(players):
        order += hands.get(seat) or [pool.pop(0) for _ in range(4)]
    deck = order + table + pool
    return g.from_decks(players, [deck], foehn=foehn,
                        signals={team: SIGNALS[team] for team in range(players // 2)}, settings=DATA.table)


def test_a_bot_with_a_quartet_gives_its_team_signal():
    state = state_with({0: list(g.motif_cards("fondue"))}, ["enzian-day-1", "alphorn-day-1",
                                                           "kuhglocke-day-1", "steinbock-day-1"])
    me = bot(0)
    plan = None
    for _ in range(3):  # a fake emote may come first
        plan = me.decide(state.observe(0), 0.0)
        if plan.action == g.Emote(0, "wink"):
            break
    assert plan.action == g.Emote(0, "wink") and plan.at >= 0.15


def test_a_signal_plan_dropped_by_a_busy_table_keeps_its_press_time():
    state = state_with({0: list(g.motif_cards("fondue"))}, ["enzian-day-1", "alphorn-day-1",
                                                           "kuhglocke-day-1", "steinbock-day-1"])
    me = bot(0)
    me.next_fake = 1e9
    plan = me.decide(state.observe(0), 0.0)
    assert plan.action == g.Emote(0, "wink")
    now = 0.0
    for seat in (1, 3, 1):  # others swap faster than the signal's two presses: each drops the plan
        now += 0.2
        state.advance(now)
        pos = next(pos for pos, card in enumerate(state.observe(seat).table) if card)
        state.apply(g.Drop(seat, 0))
        events = state.apply(g.Take(seat, pos))
        assert me.notice(events, now)
        again = me.decide(state.observe(0), now)
        assert again.action == plan.action and again.at == max(plan.at, now)  # not pushed back
    assert now < plan.at  # so a fresh reaction at each drop would never have landed


def test_a_bot_answers_its_partners_signal_with_gaemsh_after_a_human_reaction():
    state = state_with({2: list(g.motif_cards("fondue"))}, ["enzian-day-1", "alphorn-day-1",
                                                           "kuhglocke-day-1", "steinbock-day-1"])
    me = bot(0)
    me.next_fake = 1e9
    assert me.decide(state.observe(0), 0.5) is None  # nothing worth a swap: it watches
    state.advance(1.0)
    events = state.apply(g.Emote(2, "wink"))
    assert me.notice(events, 1.0)
    plan = me.decide(state.observe(0), 1.0)
    assert plan.action == g.CallGaemsh(0) and 1.0 + 0.45 <= plan.at <= 1.0 + 1.5  # two presses
    state.advance(plan.at)
    assert state.apply(plan.action)[0].right


def test_a_signal_seen_while_busy_is_no_signal_seconds_later():
    state = state_with({2: list(g.motif_cards("fondue"))}, ["enzian-day-1", "alphorn-day-1",
                                                           "kuhglocke-day-1", "steinbock-day-1"])
    me = bot(0)
    me.next_fake = 1e9
    assert me.decide(state.observe(0), 0.5) is None  # it learns its team's signal
    state.advance(1.0)
    assert me.notice(state.apply(g.Emote(2, "wink")), 1.0)
    late = 1.0 + me.habits.fresh + 0.5  # e.g. it was mid-swap meanwhile
    plan = me.decide(state.observe(0), late)
    assert plan is None or not isinstance(plan.action, (g.CallGaemsh, g.CallDouble))


def test_the_swap_choice_matches_trying_every_swap():
    rng = GameRng(3)
    deck = list(g.full_deck(False))
    for _ in range(300):
        rng.shuffle(deck)
        hand, offered = tuple(deck[:4]), list(enumerate(deck[4:8]))
        found = bots_module._best_swap(hand, offered, keeper=False)
        current = bots_module._shape(hand)
        shapes = [bots_module._shape(hand[:slot] + hand[slot + 1:] + (card,))
                  for slot in range(4) for _, card in offered]
        best = max(shapes)
        if best <= current:
            assert found is None
        else:
            slot, options = found
            assert options == 16
            assert max(bots_module._shape(hand[:slot] + hand[slot + 1:] + (card,)) for _, card in offered) == best


def test_a_bot_swaps_toward_its_best_motif():
    hand = ["fondue-day-1", "fondue-day-2", "alphorn-day-1", "enzian-night"]
    state = state_with({0: hand}, ["fondue-night", "kuhglocke-day-1", "steinbock-day-1", "edelweiss-day-1"])
    me = bot(0)
    me.next_fake = 1e9
    drop = me.decide(state.observe(0), 0.0).action
    assert isinstance(drop, g.Drop) and hand[drop.slot] in ("alphorn-day-1", "enzian-night")
    state.apply(drop)
    take = me.decide(state.observe(0), 0.5).action
    assert take == g.Take(0, 0)


def test_a_bot_counters_an_opponent_seen_collecting_a_quartet():
    hand = ["alphorn-day-1", "alphorn-day-2", "alphorn-night", "fondue-day-1"]
    state = state_with({1: hand}, ["alphorn-day-3", "kuhglocke-day-1", "steinbock-day-1", "edelweiss-day-1"])
    me = bot(0, players=4)
    me.next_fake = 1e9
    me.known[1].update({"alphorn": 3})  # it saw seat 1 pick up three alphorns earlier
    events = state.apply(g.Drop(1, 3)) + state.apply(g.Take(1, 0))
    me.notice(events, 0.0)
    plan = me.decide(state.observe(0), 0.0)
    assert plan.action == g.CallCounter(0, 1)


def test_a_bot_learns_an_opponent_signal_and_outgaemshes():
    me = bot(0)
    me.next_fake = 1e9
    state = state_with({1: list(g.motif_cards("enzian"))}, ["fondue-day-1", "kuhglocke-day-1",
                                                           "steinbock-day-1", "edelweiss-day-1"])
    for round_start in (0.0, 30.0):
        me.notice([g.Emoted(1, "cough", round_start + 1.0)], round_start + 1.0)
        hands = tuple(tuple(hand) for hand in state.hands)
        me.notice([g.Called(3, "gaemsh", 3, False, True, hands)], round_start + 2.0)
    assert me._belief(1) == "cough"
    plan = me._outgaemsh(state.observe(0), 40.0)
    assert plan.action == g.Outgaemsh(0, 1, "cough")


def test_bots_slap_during_the_hearty_snack_and_catch_the_gamekeeper():
    state = state_with({}, [g.SNACK, "kuhglocke-day-1", "steinbock-day-1", "edelweiss-day-1"], foehn=True)
    assert state.phase == "snack"
    plans = [bot(1, seed=seed).decide(state.observe(1), 0.0) for seed in range(20)]
    slaps = [plan.action for plan in plans if plan is not None]
    assert len(slaps) >= 17 and all(isinstance(a, g.Slap) and a.pos in (1, 2, 3) for a in slaps)
    hand = ["alphorn-night", "fondue-day-1", "enzian-day-1", "steinbock-day-2"]
    state = state_with({0: hand}, [g.GAMEKEEPER, "kuhglocke-day-1", "steinbock-day-1", "edelweiss-day-1"],
                       foehn=True)
    state.apply(g.Drop(0, 0))
    slaps = 0
    for seed in range(20):  # a hard bot notices nearly every offence (attention 0.97)
        catcher = bot(1, seed=seed)
        catcher.next_fake = 1e9
        plan = catcher.decide(state.observe(1), 0.0)
        slaps += plan is not None and plan.action == g.Slap(1, 0)
    assert slaps >= 17


def test_a_bot_decides_from_its_own_view_only():
    """Two games that look the same from seat 0 but differ in hidden hands: same plans."""
    seen = {0: ["fondue-day-1", "fondue-day-2", "alphorn-day-1", "enzian-night"]}
    table = ["fondue-night", "kuhglocke-day-1", "steinbock-day-1", "edelweiss-day-1"]
    one = state_with(seen, table)
    other = state_with({**seen, 1: one.hands[2], 2: one.hands[1]}, table)
    assert one.hands[1] != other.hands[1] and one.observe(0) == other.observe(0)
    plans = [bot(0).decide(state.observe(0), 0.0) for state in (one, other)]
    assert plans[0] == plans[1]


def _winner_teams(report, players: int) -> set[int]:
    return {seat % (players // 2) for seat in report.outcome.winners}


def test_bot_games_at_four_and_six_players_end_with_a_valid_winner():
    for players, options in ((4, {}), (6, {}), (4, {"foehn": True}), (6, {"foehn": True})):
        report = play(TITLE, 11, ["normal"] * players, options)
        assert report.problem == "" and report.outcome is not None
        scores = report.outcome.scores
        best = max(scores)
        assert best >= 9 and report.outcome.winners == tuple(s for s in range(players) if scores[s] == best)


@pytest.mark.slow
def test_hard_bots_beat_easy_bots_in_most_games():
    """The hard team wins at least 60 % of seeded games (at most 200, tests/sequential.py
    stops when it is clear)."""
    def hard_won(game):
        report = play(TITLE, 1000 + game, ["hard", "easy", "hard", "easy"])
        assert report.outcome, report.problem
        return float(_winner_teams(report, 4) == {0})

    verdict = share_at_least(hard_won, 0.6, most=200)
    assert verdict.passed, verdict
