"""Gambit 7 bots: knowledge by level, human pace, bets from the board only, and hard beats easy."""
import copy
import dataclasses
import functools
import math
import re
import statistics

import pytest
from sequential import share_at_least
from strength import only_hard_won

from gambit7_bank import TITLE, synthetic_bank
from game import arena
from game.core import adaptive, more_time
from game.core.driver import MODEL, load_profiles, step_match
from game.core.match import Match
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.titles.gambit7 import bots, rules as G

BANK = synthetic_bank()
PROFILES = load_profiles()
DATA = dataclasses.replace(G.check_data(), bank=BANK)  # the title's data with made-up questions
SETTINGS = G.board_settings(DATA)


def config(players, **options):
    return TableConfig(seats=tuple(SeatSpec() for _ in range(players)), options=options)


def bot(seat=0, level="hard", players=4, data=DATA, **changes):
    profile = dataclasses.replace(PROFILES[level], **changes)
    return bots.make_bot(seat, profile, GameRng(f"test-{seat}"), config(players), data)


def ids(*names):
    return [BANK[name] for name in names]


SEVEN = ("eco-001", "art-002", "geo-003", "his-004", "pop-005", "sci-006", "spo-007")


def skip_rounds(state, count):
    """Let `count` rounds pass with nobody answering or betting."""
    for _ in range(count):
        for _ in range(3):
            state.advance(state.deadline)


# ------------------------------------------------------------ knowledge
def test_a_bot_draws_its_estimate_once_per_question():
    me = bot()
    question = BANK["his-003"]
    first = me.estimate(question)
    for _ in range(5):
        me.rng.random()
    assert me.estimate(question) == first and me.answer(question) == me.answer(question)
    other_seat = bot(seat=1)
    assert other_seat.estimate(question) != first


def test_easy_knows_least_and_hard_most():
    def error(level):
        seat_errors = []
        for seat in range(6):
            me = bot(seat=seat, level=level)
            for question in BANK.values():
                seat_errors.append(abs(me.estimate(question).centre - me.scale(question)(question.answer)))
        return statistics.mean(seat_errors)
    assert error("hard") < error("normal") < error("easy")


def test_old_years_are_vaguer_than_recent_ones_and_never_after_the_date():
    old = dataclasses.replace(BANK["his-003"], answer=1291, format="year", as_of="2024")
    recent = dataclasses.replace(old, answer=2010)
    for level in ("easy", "normal", "hard"):
        olds = [bot(seat, level).answer(old) for seat in range(40)]
        recents = [bot(seat, level).answer(recent) for seat in range(40)]
        assert statistics.pstdev(olds) > 3 * statistics.pstdev(recents)
        assert max(recents) <= 2024 and max(olds) <= 2024
        assert any(answer % 10 == 0 for answer in olds)  # a vague year is a round one


def test_answers_are_written_like_people_write_them():
    me = bot(level="hard")
    year = dataclasses.replace(BANK["his-003"], answer=1515, format="year")
    assert 1300 < me.answer(year) < 1700
    big = dataclasses.replace(BANK["eco-001"], answer=8_925_741, format="number")
    written = me.answer(big)
    assert written % 10 ** (len(str(written)) - 3) == 0  # three significant digits at most
    vague = [bot(seat, "easy").answer(big) for seat in range(20)]
    assert all(str(answer).rstrip("0") in ("1", "15", "2", "25", "3", "4", "5", "6", "7", "8", "9")
               for answer in vague)  # unsure: a round number
    small = dataclasses.replace(big, answer=7)
    assert all(0 < bot(seat, "easy").answer(small) <= 28 for seat in range(20))  # x4: plausible.toml's spread


def test_harder_bots_answer_under_the_truth_more_often():
    """They shade their answers down: the closest answer *not over* the truth wins."""
    def under(level):
        return sum(bot(seat, level).answer(q) <= q.answer for seat in range(4) for q in BANK.values())
    assert under("hard") > under("easy")


def test_a_bot_leans_on_what_the_unit_usually_measures():
    """Anchoring: with six other questions of "countries" between 4 and 16, an unsure bot's
    guess of a seventh (30) stays nearer to them than a sure one's."""
    bank = dict(BANK)
    for number, answer in enumerate((4, 6, 8, 9, 12, 16), start=1):
        qid = f"geo-{90 + number:03d}"
        bank[qid] = dataclasses.replace(BANK["geo-001"], id=qid, answer=answer, unit={"en": "countries"})
    asked = dataclasses.replace(BANK["geo-001"], id="geo-099", answer=30, unit={"en": "countries"})
    bank[asked.id] = asked
    data = dataclasses.replace(DATA, bank=bank)

    def guess(level):
        return math.exp(statistics.median(bot(seat, level, data=data).estimate(asked).centre
                                          for seat in range(30))) - 1
    assert guess("easy") <= guess("normal") < guess("hard") < 30 and guess("easy") < 20


# ------------------------------------------------------------ pace
def test_a_bot_answers_after_a_human_like_delay_within_the_time():
    delays = {}
    for level in ("easy", "hard"):
        delays[level] = []
        for index in range(60):
            me = bots.make_bot(index % 4, PROFILES[level], GameRng(index), config(4), DATA)
            state = G.from_questions(4, ids(*SEVEN), settings=SETTINGS)
            plan = me.decide(state.observe(index % 4), 0.0)
            assert isinstance(plan.action, G.Answer)
            delays[level].append(plan.at)
        assert 4.0 <= min(delays[level]) and max(delays[level]) <= 0.85 * 30
    assert statistics.mean(delays["easy"]) > statistics.median(delays["easy"])  # right-skewed
    assert statistics.median(delays["hard"]) < statistics.median(delays["easy"])


def test_without_a_time_limit_bots_still_answer_and_bet():
    report = arena.play(TITLE, 3, ["easy", "normal", "hard"], {"more_time": "off"})
    assert report.problem == "" and len(report.outcome.scores) == 3


@pytest.mark.parametrize("choice", ["off", "x2"])
def test_with_more_time_or_none_a_bot_takes_a_persons_time_at_x1(choice):
    """Not a minute and more (issue 21: an easy bot took about 70 s): the x1 timer's cap, also in
    a relaxed game (issue 32: a bot does not wait longer to see more of the others' bets)."""
    for index in range(200):
        me = bots.make_bot(index % 4, PROFILES["easy"], GameRng(index), config(4), DATA)
        state = G.from_questions(4, ids(*SEVEN), {"more_time": choice}, settings=SETTINGS)
        plan = me.decide(state.observe(index % 4), 0.0)
        assert 4.0 <= plan.at <= 0.85 * 30


def test_a_relaxed_game_changes_no_bots_press_nor_the_result():
    """Bots never gain from more time: a table of bots plays the same presses at the same times
    with every choice (the windows stretch, the bots keep their x1 pace), so the same seats win.
    (Times to the millisecond: the arena's clock steps to each deadline, which a factor moves, so
    when a bot first sees a phase may differ by its smallest step, a microsecond.)"""
    played = {}
    for choice in more_time.choices(off=True):
        match, driver = arena.bot_match(TITLE, 21, ["easy", "normal", "hard", "hard"], {"more_time": choice})
        assert arena.run_to_end(match, driver)
        presses = [re.sub(r"\bt=([^,)]+)", lambda t: f"t={float(t.group(1)):.3f}", press)
                   for press in match.record()["actions"]]
        played[choice] = (presses, match.state.outcome())
    assert len(played) == 4 and len({repr(game) for game in played.values()}) == 1


# ------------------------------------------------------------ bets
def answered_round(players, values, round_no=1, truths=SEVEN):
    state = G.from_questions(players, ids(*truths), settings=SETTINGS)
    skip_rounds(state, round_no - 1)
    for seat, value in enumerate(values):
        state.apply(G.Answer(seat, value))
    return state


def plan_bet(me, state, now=None):
    """The bot's whole bet, pressed through the rules, until it locks."""
    now = state.now if now is None else now
    for _ in range(6):
        plan = me.decide(state.observe(me.seat), now)
        state.apply(plan.action)
        if isinstance(plan.action, G.LockBets):
            return state.observe(me.seat)
        now = plan.at
    raise AssertionError("the bot never locked its bets")


def test_a_bot_bets_on_the_answer_that_brackets_the_truth():
    truth = BANK["eco-001"].answer
    values = [truth // 100, truth - truth // 20, truth * 100, truth * 10_000]
    state = answered_round(4, values)
    me = bot(seat=3, level="hard", mistake=0.0)
    view = plan_bet(me, state)
    assert view.chips[3] == (-1, -1) or view.gambits[3] == -1


def test_too_high_when_every_answer_is_far_over():
    truth = BANK["eco-001"].answer
    state = answered_round(3, [truth * 1000, truth * 2000, truth * 5000])
    view = plan_bet(bot(seat=0, level="hard", mistake=0.0), state)
    assert view.chips[0] == (G.TOO_HIGH, G.TOO_HIGH)


def test_a_hard_bot_far_behind_at_the_end_plays_its_gambit_chip():
    truth = BANK["spo-007"].answer
    state = answered_round(3, [truth // 2, truth * 3, truth * 9], round_no=7)
    state.scores = [20, 100, 0]  # chips cannot close 80 points; x7 can
    view = plan_bet(bot(seat=0, level="hard", mistake=0.0), state)
    assert view.gambits[0] is not None and view.chips[0] == (None, None)
    leading = answered_round(3, [truth // 2, truth * 3, truth * 9], round_no=7)
    leading.scores = [100, 20, 0]
    view = plan_bet(bot(seat=0, level="hard", mistake=0.0), leading)
    assert view.gambits[0] is None


def test_no_gambit_chip_goes_below_the_bots_own_answer():
    """Played in a real window (issue 31): a hard bot that wrote 369 (truth 372) staked its
    score on 291-368, its belief pulled down by three lower answers. A Gambit 7 chip goes on
    the bot's own answer or above, whatever the crowd says."""
    truth = BANK["eco-001"].answer
    below = 0
    for seed in range(60):
        state = answered_round(4, [truth - 2, truth * 7 // 10, truth * 3 // 4, truth * 4 // 5])
        state.scores = [10, 60, 40, 30]  # far behind: a gamble is worth it
        view = state.observe(0)
        _, gambit = bots.make_bot(0, dataclasses.replace(PROFILES["hard"], mistake=0.0), GameRng(seed),
                                  config(4), DATA).choose_bet(view)
        if gambit is not None:
            value = dict((slot, value) for slot, value, _ in view.board).get(gambit, -1)
            below += value < truth - 2
    assert below == 0


def test_a_misjudged_chip_lands_next_to_the_meant_one():
    """profile.mistake: a chip one answer up or down, never a random slot across the board."""
    truth = BANK["eco-001"].answer
    values = [truth // 100, truth - truth // 20, truth * 100, truth * 10_000]  # slots -2, -1, 1, 2
    order = [G.TOO_HIGH, -2, -1, 1, 2]
    moved = 0
    for seat in range(40):
        view = answered_round(4, values).observe(0)
        meant, _ = bots.make_bot(0, dataclasses.replace(PROFILES["easy"], mistake=0.0), GameRng(seat),
                                 config(4), DATA).choose_bet(view)
        chips, gambit = bots.make_bot(0, dataclasses.replace(PROFILES["easy"], mistake=1.0), GameRng(seat),
                                      config(4), DATA).choose_bet(view)
        if gambit is None:
            for want, got in zip(meant, chips):
                assert abs(order.index(want) - order.index(got)) == 1
                moved += 1
    assert moved >= 40


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_all_too_high_only_when_the_bot_believes_the_truth_is_below_every_answer(level):
    """Boards far over the truth and boards around it: the bot's chips go on "all too high"
    only when its belief puts the truth below every answer, and then they mostly do."""
    too_high = {True: 0, False: 0}
    for seed in range(40):
        truth = BANK["eco-001"].answer
        far_over = seed % 2 == 0
        values = [truth * 8, truth * 20, truth * 50] if far_over else [truth // 3, truth, truth * 3]
        state = answered_round(3, values)
        me = bots.make_bot(0, dataclasses.replace(PROFILES[level], mistake=0.0), GameRng(seed), config(3), DATA)
        view = state.observe(0)
        chances = me.chances(BANK["eco-001"], view)
        chips, gambit = me.choose_bet(view)
        if G.TOO_HIGH in chips or gambit == G.TOO_HIGH:
            too_high[far_over] += 1
            assert chances[G.TOO_HIGH] >= bots.TOO_HIGH_BELIEF
    assert too_high[True] >= 10 and too_high[False] <= 2


def test_easy_bets_on_the_answer_it_believes_the_others_weigh_the_payout():
    truth = BANK["eco-001"].answer
    values = [truth // 3, truth - truth // 20, truth * 2, truth * 10]
    for seed in range(30):
        state = answered_round(4, values)
        for level in ("easy", "hard"):
            me = bots.make_bot(0, dataclasses.replace(PROFILES[level], mistake=0.0), GameRng(seed), config(4), DATA)
            view = state.observe(0)
            chances = me.chances(BANK["eco-001"], view)
            chips, gambit = me.choose_bet(view)
            if level == "easy" and gambit is None:  # "all too high" only when believed more likely than not
                believed = [slot for slot in chances if slot != G.TOO_HIGH or chances[slot] >= bots.TOO_HIGH_BELIEF]
                assert chips[0] == max(believed, key=lambda slot: (chances[slot], str(slot)))


# ------------------------------------------------------------ fairness
def hidden_changed(state, seat, rng):
    """A copy of `state` where the answers `seat` may not see yet are different."""
    twin = state.clone()
    for other in range(state.players):
        if other != seat and twin.answers[other] is not None and not twin.board:
            twin.answers[other] = rng.randint(0, 10 ** 9)
    twin.quiz = tuple(dataclasses.replace(q, answer=q.answer + 1) for q in twin.quiz)
    return twin


@pytest.mark.parametrize("seed", [3, 11])
def test_a_bot_cannot_see_hidden_answers(seed):
    """Other seats' hidden answers (and the truth, until revealed) can change without
    changing the bot's view or its choice."""
    data = TITLE.load_data()
    match = Match("gambit7", functools.partial(G.new_game, data=data), G.CODEC, config(5), seed)
    driver = arena.make_driver(TITLE, match.config, seed, data)
    now, checked, changed, rng = 0.0, 0, 0, GameRng(seed)
    while match.state.round_no < 3 and not match.state.is_over():
        for seat, player in driver.bots.items():
            if seat in driver._plans or match.state.phase == "reveal":
                continue
            twin = hidden_changed(match.state, seat, rng)
            assert twin.observe(seat) == match.state.observe(seat)
            changed += twin.answers != match.state.answers
            # two copies of the bot's own state; the question bank, read-only data the bot only
            # looks up, is shared (copying it was 96 % of this test's CPU)
            first, second = (copy.deepcopy(player, {id(player.bank): player.bank}) for _ in range(2))
            assert first.decide(match.state.observe(seat), now) == second.decide(twin.observe(seat), now)
            checked += 1
        fired = step_match(match, driver, now)
        upcoming = [t for t in (match.state.next_deadline(), driver.next_due()) if t is not None]
        now = now if fired else max(min(upcoming), now + 1e-6)
    assert checked >= 40 and changed >= 10


# ------------------------------------------------------------ whole games
@pytest.mark.parametrize("players", [3, 7])
def test_bot_only_games_end_validly(players):
    for seed in range(4):
        report = arena.play(TITLE, seed, [("easy", "normal", "hard")[seat % 3] for seat in range(players)])
        assert report.problem == ""
        outcome = report.outcome
        assert len(outcome.scores) == players and all(score >= 0 for score in outcome.scores)
        assert outcome.winners == tuple(s for s, v in enumerate(outcome.scores) if v == max(outcome.scores))
        assert report.actions >= 7 * players  # every bot answered every question at least


def test_adaptive_bots_know_what_their_tactics_level_knows_and_the_model_human_its_own():
    habits = DATA.board.bots
    seated = [(PROFILES[MODEL], MODEL), (adaptive.profile(PROFILES, 0.3), "easy"),
              (adaptive.profile(PROFILES, 1.8), "hard")]
    for profile, level in seated:
        me = bots.make_bot(0, profile, GameRng("tactics"), config(3), DATA)
        assert me.knowledge == habits.knowledge(level)
    assert habits.knowledge(MODEL) != habits.knowledge("normal")  # the yardstick is not a level (issue 31)


def test_games_with_the_model_human_and_adaptive_seats_end_validly():
    for seed in range(3):
        report = arena.play(TITLE, seed, [MODEL, "adaptive:0.40", "easy"])
        assert report.problem == "" and len(report.outcome.scores) == 3


@pytest.mark.slow
def test_hard_beats_easy():
    """Hard wins at least 70 % of seeded games (at most 100, tests/sequential.py stops when it
    is clear), two hard and two easy seats, seating alternated by seed. Hard wins a game when
    only hard seats are among the winners."""
    verdict = share_at_least(only_hard_won(TITLE, 7000), 0.7, most=100)
    assert verdict.passed, verdict
