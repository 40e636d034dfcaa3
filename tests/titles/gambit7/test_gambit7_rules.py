"""Gambit 7 rules: every rule, the rulebook's examples, the board layouts, and invariants."""
import dataclasses
import functools
import json

import fuzzing
import pytest
from hypothesis import given, settings, strategies as st

from gambit7_bank import entry, question, synthetic_bank
from game.core.actions import Stamped
from game.core.errors import DataError, RuleError
from game.core.match import Match
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.core.state import events_for
from game.data import fingerprint, load_checked
from game.titles.gambit7 import plausible, questions, rules as G
from game.titles.gambit7.rules import TOO_HIGH, Answer, Bet, Gambit, LockBets

CATEGORY_IDS = questions.ROUND_CATEGORIES
DATA = G.check_data()  # the title's data, as a game is given it
SETTINGS = G.board_settings(DATA)


def quiz(*truths):
    """Seven questions whose answers are `truths` (the rest 100)."""
    values = list(truths) + [100] * (7 - len(truths))
    return [question(entry(category, 1, value)) for category, value in zip(CATEGORY_IDS, values)]


def table(players=4, truths=(), **options):
    return G.from_questions(players, quiz(*truths), options, settings=SETTINGS)


def answer(state, *values):
    """Each seat answers its value (None: never answers; the answer time then runs out)."""
    events = []
    for seat, value in enumerate(values):
        if value is not None:
            events += state.apply(Answer(seat, value))
    if state.phase == "answer":
        events += state.advance(state.deadline)
    return events


def slot_of(state, value):
    return next(slot for slot, answer_value, _ in state.board if answer_value == value)


def lock_all(state):
    events = []
    for seat in range(state.players):
        if not state.locked[seat]:
            events += state.apply(LockBets(seat))
    return events


def scored(events):
    return {event.seat: event for event in events if isinstance(event, G.SeatScored)}


def refused(state, action, reason):
    before = (state.observe(action.seat) if 0 <= action.seat < state.players else None, state.public_view())
    assert state.refusal(action).reason == f"gambit7.refuse.{reason}"
    with pytest.raises(RuleError) as error:
        state.apply(action)
    assert error.value.reason == f"gambit7.refuse.{reason}"
    assert (state.observe(action.seat) if 0 <= action.seat < state.players else None, state.public_view()) == before


# ------------------------------------------------------------ set-up and timing
@pytest.mark.parametrize("players", [2, 8])
def test_three_to_seven_seats(players):
    with pytest.raises(ValueError):
        table(players)
    for fine in range(3, 8):
        assert table(fine).players == fine


def test_seven_rounds_ask_the_given_questions_in_order():
    state = table(3, (10, 20, 30, 40, 50, 60, 70))
    asked = []
    for _ in range(7):
        asked.append(state.observe(0).question)
        answer(state, 1, 2, 3)
        lock_all(state)
        state.advance(state.deadline)
    assert asked == [f"{questions.PREFIXES[c]}-001" for c in CATEGORY_IDS]
    assert state.is_over() and state.round_no == 7


@pytest.mark.parametrize("choice, seconds", [("x1", 30), ("x1.5", 45), ("x2", 60)])
def test_answer_and_bet_time_follow_the_more_time_option(choice, seconds):
    state = table(more_time=choice)
    assert state.next_deadline() == seconds and state.observe(0).deadline == seconds
    events = answer(state, None, None, None, None)
    assert state.now == seconds and state.phase == "bet"
    assert events[-1].deadline == 2 * seconds == state.next_deadline()
    state.advance(2 * seconds)
    assert state.phase == "reveal"
    assert state.next_deadline() == 2 * seconds + 12  # the reveal is a reading pause: never stretched


def test_more_time_stretches_only_the_waiting_all_who_locked_in_still_end_the_phase_at_once():
    state = table(3, more_time="x2")
    answer(state, 5, 6, 7)
    assert state.phase == "bet" and state.now == 0
    lock_all(state)
    assert state.phase == "reveal"


def test_without_a_time_limit_the_round_waits_for_everyone():
    state = table(3, more_time="off")
    assert state.next_deadline() is None and state.observe(0).deadline is None
    state.advance(10_000)
    assert state.phase == "answer"
    answer(state, 5, 6, 7)
    state.advance(20_000)
    assert state.phase == "bet" and state.next_deadline() is None
    lock_all(state)
    assert state.phase == "reveal" and state.next_deadline() == state.now + 12


@pytest.mark.parametrize("choice", ["fast", "x3", 2, "extended", None])
def test_a_time_choice_the_rules_do_not_know_is_refused(choice):
    with pytest.raises(ValueError, match="more_time must be one of x1, x1.5, x2, off"):
        table(more_time=choice)


# ------------------------------------------------------------ answering
def test_an_answer_is_hidden_from_the_others_until_the_board():
    state = table(3)
    events = state.apply(Answer(1, 1291))
    assert events_for(events, 1)[0].value == 1291
    assert [e.value for e in events_for(events, 0)] == [None] == [e.value for e in events_for(events, 2)]
    mine, other = state.observe(1), state.observe(0)
    assert mine.my_answer == 1291 and other.my_answer is None
    assert other.answered == (False, True, False) == state.public_view().answered
    assert "1291" not in repr(other) and "1291" not in repr(state.public_view())
    events = answer(state, 5, None, 7)
    assert any(isinstance(e, G.BoardShown) and e.audience is None for e in events)
    assert "1291" in repr(state.observe(0).board)


def test_answers_close_early_when_everyone_has_answered():
    state = table(3)
    state.apply(Answer(0, 5))
    state.apply(Answer(1, 6))
    assert state.phase == "answer"
    events = state.apply(Answer(2, 7))
    assert state.phase == "bet" and isinstance(events[-1], G.BoardShown) and state.now == 0


def test_a_seat_that_never_answers_has_no_answer_card():
    state = table(4)
    events = answer(state, 10, None, 30, None)
    shown = events[-1]
    assert shown.no_card == (1, 3)
    assert shown.board == ((-1, 10, (0,)), (1, 30, (2,)))


@pytest.mark.parametrize("value", [-1, 10 ** 12 + 1, 3.5, True, "12", None])
def test_an_answer_is_a_whole_number_from_0_to_a_million_millions(value):
    state = table(3)
    refused(state, Answer(0, value), "bad_answer")
    assert state.apply(Answer(0, 10 ** 12)) and state.apply(Answer(1, 0))


def test_an_answer_is_locked_in_and_only_taken_while_answering():
    state = table(3)
    state.apply(Answer(0, 5))
    refused(state, Answer(0, 6), "already_answered")
    refused(state, Answer(5, 6), "no_seat")
    answer(state, None, 7, 8)
    refused(state, Answer(1, 9), "not_answering")


# ------------------------------------------------------------ the board
LAYOUTS = {
    1: (0,),
    2: (-1, 1),
    3: (-1, 0, 1),
    4: (-2, -1, 1, 2),
    5: (-2, -1, 0, 1, 2),
    6: (-3, -2, -1, 1, 2, 3),
    7: (-3, -2, -1, 0, 1, 2, 3),
}


@pytest.mark.parametrize("count", LAYOUTS)
def test_distinct_answers_lie_around_the_centre(count):
    """Odd counts put the middle answer on the centre, even counts leave it empty; the lowest
    answer lies lowest."""
    answers = [100 * (count - seat) for seat in range(count)]  # seat 0 gives the highest
    board = G.lay_out(answers)
    assert tuple(slot for slot, _, _ in board) == LAYOUTS[count]
    assert [value for _, value, _ in board] == sorted(answers)
    assert [seats for _, _, seats in board] == [(seat,) for seat in reversed(range(count))]


def test_equal_answers_share_a_slot():
    board = G.lay_out([50, 20, 50, None, 20, 70, 50])
    assert board == ((-1, 20, (1, 4)), (0, 50, (0, 2, 6)), (1, 70, (5,)))
    assert G.lay_out([None, None]) == ()


def test_chips_go_on_answer_cards_or_too_high_only():
    state = table(4)
    answer(state, 10, 20, None, None)  # slots -1 and 1: the centre is empty
    state.apply(Bet(0, 0, -1))
    state.apply(Bet(0, 1, TOO_HIGH))
    for slot in (0, 2, -2, 3, "centre", True, 1.0):
        refused(state, Bet(1, 0, slot), "empty_slot")
        refused(state, Gambit(1, slot), "empty_slot")
    refused(state, Bet(1, 2, 1), "no_chip")
    refused(state, Bet(1, True, 1), "no_chip")
    assert {a.slot for a in state.legal_actions(1) if isinstance(a, Bet)} == {-1, 1, TOO_HIGH}


# ------------------------------------------------------------ betting
def test_chips_stack_split_and_move_freely_until_locked():
    state = table(3)
    answer(state, 10, 20, 30)
    state.apply(Bet(0, 0, -1))
    state.apply(Bet(0, 1, -1))
    assert state.observe(1).chips[0] == (-1, -1)
    events = state.apply(Bet(0, 1, 1))
    assert events == [G.BetPlaced(0, (-1, 1), None)]
    state.apply(LockBets(0))
    refused(state, Bet(0, 0, 0), "locked")
    refused(state, Gambit(0, 0), "locked")
    refused(state, LockBets(0), "locked")


def test_the_gambit_chip_replaces_the_two_chips_and_a_chip_takes_it_back():
    state = table(3)
    answer(state, 10, 20, 30)
    state.apply(Bet(2, 0, 0))
    state.apply(Bet(2, 1, 1))
    assert state.apply(Gambit(2, -1)) == [G.BetPlaced(2, (None, None), -1)]
    assert state.apply(Gambit(2, 0)) == [G.BetPlaced(2, (None, None), 0)]
    assert state.apply(Bet(2, 1, 1)) == [G.BetPlaced(2, (None, 1), None)]
    view = state.observe(0)
    assert view.gambits == (None, None, None) and view.chips[2] == (None, 1)


def test_bets_close_when_all_have_locked_or_time_runs_out():
    state = table(3)
    answer(state, 10, 20, 30)
    state.apply(LockBets(0))
    state.apply(LockBets(1))
    assert state.phase == "bet"
    events = state.apply(LockBets(2))
    assert state.phase == "reveal" and isinstance(events[1], G.Revealed)
    later = table(3)
    answer(later, 10, 20, 30)
    later.apply(Bet(0, 0, 0))
    events = later.advance(later.deadline)
    assert later.phase == "reveal" and any(isinstance(e, G.Revealed) for e in events)
    refused(later, Bet(1, 0, 0), "not_betting")
    refused(later, LockBets(1), "not_betting")


def test_bets_are_refused_while_answering_and_after_the_game():
    state = table(3)
    refused(state, Bet(0, 0, TOO_HIGH), "not_betting")
    refused(state, LockBets(0), "not_betting")
    state.phase = "over"
    refused(state, Answer(0, 1), "game_over")


def test_an_unknown_action_is_refused():
    state = table(3)
    assert state.refusal(G.BetsLocked(0)).reason == "gambit7.refuse.unknown_action"


# ------------------------------------------------------------ the winning slot
def test_the_closest_answer_not_over_the_truth_wins():
    state = table(4, (1291,))
    events = answer(state, 1200, 1300, 1291 - 50, 1290) + lock_all(state)
    revealed = next(e for e in events if isinstance(e, G.Revealed))
    assert (revealed.truth, revealed.answer, revealed.slot) == (1291, 1290, 1)
    assert revealed.reason == "gambit7.why.closest"


def test_an_exact_answer_wins_with_its_own_reason():
    state = table(3, (1291,))
    events = answer(state, 1291, 1292, 1) + lock_all(state)
    revealed = next(e for e in events if isinstance(e, G.Revealed))
    assert (revealed.answer, revealed.slot, revealed.reason) == (1291, 0, "gambit7.why.exact")


def test_when_all_answers_are_too_high_the_too_high_slot_wins_15_a_chip_and_no_stars():
    state = table(3, (5,))
    answer(state, 10, 20, 30)
    state.apply(Bet(0, 0, TOO_HIGH))
    state.apply(Bet(0, 1, TOO_HIGH))
    state.apply(Bet(1, 0, TOO_HIGH))
    state.apply(Bet(1, 1, -1))
    events = lock_all(state)
    revealed = next(e for e in events if isinstance(e, G.Revealed))
    assert (revealed.slot, revealed.answer, revealed.reason) == (TOO_HIGH, None, "gambit7.why.too_high")
    gains = scored(events)
    assert (gains[0].chips, gains[0].payout, gains[0].after) == (2, 15, 30)
    assert (gains[1].chips, gains[1].payout, gains[1].after) == (1, 15, 15)
    assert gains[2].after == 0 and all(g.stars == 0 for g in gains.values())


def test_nobody_answering_leaves_only_too_high():
    state = table(3, (5,))
    answer(state, None, None, None)
    assert state.observe(0).open_slots() == (TOO_HIGH,)
    state.apply(Bet(1, 0, TOO_HIGH))
    assert scored(lock_all(state))[1].after == 15


# ------------------------------------------------------------ the rulebook's examples
def ring_two_board(state):
    """Five distinct answers; the truth (850) makes 800, on ring 2 (slot 2), the winner."""
    answer(state, 200, 400, 500, 600, 800)
    assert slot_of(state, 800) == 2


def test_two_chips_alone_on_a_ring_two_answer_pay_12():
    state = table(5, (850,))
    ring_two_board(state)
    state.apply(Bet(0, 0, 2))  # red
    state.apply(Bet(0, 1, 2))
    gains = scored(lock_all(state))
    assert (gains[0].chips, gains[0].payout, gains[0].gain) == (2, 6, 12)


def test_shared_with_one_other_chip_pays_8_and_4():
    state = table(5, (850,))
    ring_two_board(state)
    state.apply(Bet(0, 0, 2))  # red, both chips
    state.apply(Bet(0, 1, 2))
    state.apply(Bet(1, 0, 2))  # yellow, one chip
    state.apply(Bet(1, 1, -2))
    gains = scored(lock_all(state))
    assert (gains[0].gain, gains[1].gain) == (8, 4)


def test_the_gambit_chip_turns_8_into_56_and_does_not_share():
    state = table(5, (850,))
    ring_two_board(state)
    state.scores[2] = 8  # green had 8 points
    state.apply(Bet(0, 0, 2))
    state.apply(Bet(0, 1, 2))
    state.apply(Bet(1, 0, 2))
    state.apply(Gambit(2, 2))
    gains = scored(lock_all(state))
    assert (gains[0].gain, gains[1].gain) == (8, 4)  # as without green's Gambit 7 chip
    assert (gains[2].before, gains[2].gambit, gains[2].after_gambit, gains[2].after) == (8, "won", 56, 56)


def test_a_wrong_gambit_chip_drops_the_score_to_0():
    state = table(5, (850,))
    ring_two_board(state)
    state.scores[3] = state.scores[4] = 40
    state.apply(Gambit(3, 1))
    state.apply(Gambit(4, -2))
    gains = scored(lock_all(state))
    assert (gains[3].gambit, gains[3].after_gambit, gains[3].after) == ("lost", 0, 0)
    # seat 4's own answer wins: its star points come after the loss
    assert (gains[4].gambit, gains[4].after_gambit, gains[4].stars, gains[4].after) == ("lost", 0, 3, 3)


def test_gambit_first_then_chips_then_stars():
    """The seat whose own answer wins puts its Gambit 7 chip on it: x7 first, stars after."""
    state = table(3, (35,))
    answer(state, 10, 30, 40)  # 30 wins: the centre, star 1
    state.scores[1] = 5
    state.apply(Gambit(1, 0))
    state.apply(Bet(0, 0, 0))
    gains = scored(lock_all(state))
    assert (gains[1].after_gambit, gains[1].stars, gains[1].after) == (35, 1, 36)
    assert (gains[0].chips, gains[0].payout, gains[0].after) == (1, 3, 3)  # alone: green's chip is no chip


@pytest.mark.parametrize("answers, ring", [((10, 30, 40), 0), ((10, 20, 30, 40), 1),
                                           ((5, 10, 20, 25, 30), 2), ((1, 2, 3, 4, 5, 6, 30), 3)])
def test_star_points_and_payouts_by_ring(answers, ring):
    """The truth 35 makes 30 the winner; every seat with that answer gets its ring's star."""
    players = max(3, len(answers))
    answers = answers + (30,) * (players - len(answers))
    state = table(players, (35,))
    answer(state, *answers)
    assert abs(slot_of(state, 30)) == ring
    state.apply(Bet(0, 0, slot_of(state, 30)))
    gains = scored(lock_all(state))
    star = {0: 1, 1: 2, 2: 3, 3: 4}[ring]
    sole = {0: 3, 1: 4, 2: 6, 3: 9}[ring]
    for seat, value in enumerate(answers):
        assert gains[seat].stars == (star if value == 30 else 0)
    assert gains[0].payout == sole


# ------------------------------------------------------------ the end
def play_round(state, values, bets=None):
    answer(state, *values)
    for seat, slot in (bets or {}).items():
        state.apply(Bet(seat, 0, slot))
    events = lock_all(state)
    return events + state.advance(state.deadline)


def test_after_round_seven_the_most_points_win_and_ties_share():
    state = table(3, (50,) * 7)
    for _ in range(7):
        events = play_round(state, (40, 45, 60))  # 45 wins: ring 0 with three distinct answers
    over = events[-1]
    assert isinstance(over, G.GameOver) and state.is_over()
    assert state.scores == [0, 7, 0] and over.winners == (1,)
    outcome = state.outcome()
    assert outcome.winners == (1,) and outcome.scores == (0.0, 7.0, 0.0)
    assert outcome.reason == "gambit7.reason.most_points" and dict(outcome.params) == {"points": 7}
    tied = table(3, (50,) * 7)
    for _ in range(7):
        play_round(tied, (45, 45, 60))
    assert tied.outcome().winners == (0, 1)


def test_the_reveal_pauses_then_asks_the_next_question():
    state = table(3)
    answer(state, 1, 2, 3)
    lock_all(state)
    start = state.now
    assert state.next_deadline() == start + 12
    assert state.advance(start + 11.9) == [] and state.phase == "reveal"
    events = state.advance(start + 12)
    assert isinstance(events[0], G.RoundStarted) and events[0].round_no == 2
    assert state.observe(0).board == () and state.observe(0).chips[0] == (None, None)


def test_observe_keeps_every_round_and_the_truth_once_revealed():
    state = table(3, (25, 7))
    answer(state, 10, 20, 30)
    assert state.observe(0).truth is None and state.observe(0).winning is None
    state.apply(Bet(2, 0, 0))
    lock_all(state)
    view = state.observe(1)
    assert (view.truth, view.winning, view.phase) == (25, 0, "reveal")
    state.advance(state.deadline)
    view = state.observe(1)
    assert view.truth is None and view.round_no == 2
    (result,) = view.results
    assert result.revealed.truth == 25 and [g.gain for g in result.gains] == [0, 1, 3]


# ------------------------------------------------------------ legality and samples
def test_legal_actions_and_samples_are_all_legal():
    state = table(4)
    rng = GameRng(3)
    assert {type(a) for a in state.legal_actions(0)} == {Answer}
    for seat in range(4):
        action = state.sample_action(seat, rng)
        assert state.refusal(action) is None
        state.apply(action)
    actions = state.legal_actions(1)
    slots = len(state.board) + 1
    assert len(actions) == 2 * slots + slots + 1
    assert all(state.refusal(action) is None for action in actions)
    for _ in range(30):
        seat = rng.randint(0, 3)
        action = state.sample_action(seat, rng)
        if action is not None:
            state.apply(action)
    lock_all(state)
    assert state.legal_actions(0) == [] and state.sample_action(0, rng) is None


# ------------------------------------------------------------ text, saves, data
def test_every_action_and_event_round_trips_through_the_codec():
    samples = [Answer(0, 10 ** 12), Bet(1, 0, TOO_HIGH), Bet(1, 1, -3), Gambit(2, 0),
               LockBets(3), G.RoundStarted(1, "eco-001", "economy", None),
               G.Answered(0, None, audience=(1, 2)), G.BoardShown(((-1, 5, (0, 2)),), (1,), 60.0),
               G.BetPlaced(0, (None, TOO_HIGH), None), G.BetsLocked(1),
               G.Revealed(3, "his-001", 1291, -2, 1290, "gambit7.why.closest"),
               G.SeatScored(0, 8, "won", 56, 0, 0, 0, 56), G.GameOver((1, 2, 3), (2,))]
    for item in samples:
        assert G.CODEC.loads(G.CODEC.dumps(item)) == item


def test_a_saved_game_replays_exactly():
    data = dataclasses.replace(DATA, bank=synthetic_bank())  # the game's data with this bank
    chosen = G.pick_questions(data, 4)
    config = TableConfig(tuple(SeatSpec("human") for _ in range(3)), {"questions": chosen, "more_time": "x1.5"})
    match = Match("gambit7", functools.partial(G.new_game, data=data), G.CODEC, config, seed=4)
    rng = GameRng(9)
    for step in range(120):
        seat = step % 3
        action = match.state.sample_action(seat, rng)
        if action is not None:
            match.submit(Stamped(action, match.now + 0.5))
        else:
            match.tick(match.now + 7)
    record = json.loads(json.dumps(match.record()))  # as a save holds it
    assert record["options"]["questions"] == list(chosen)
    replayed = Match.replay(record, G, data=data)
    assert replayed.log == match.log
    assert [replayed.state.observe(seat) for seat in range(3)] == [match.state.observe(seat) for seat in range(3)]
    assert replayed.state.public_view() == match.state.public_view() and match.state.round_no >= 2


def test_new_game_picks_from_the_seed_or_takes_the_given_questions():
    data = dataclasses.replace(DATA, bank=synthetic_bank())
    config = TableConfig(tuple(SeatSpec() for _ in range(4)))
    first = G.new_game(config, 1, data)
    assert [q.id for q in first.quiz] == list(G.pick_questions(data, 1))
    assert [q.id for q in G.new_game(config, 1, data).quiz] == [q.id for q in first.quiz]
    assert [q.category for q in first.quiz][:1] in (["economy"], ["misc"])
    given_ids = ["spo-001", "eco-002", "art-003", "his-004", "geo-005", "pop-006", "sci-007"]
    assert [q.id for q in G.new_game(TableConfig(config.seats, {"questions": given_ids}), 1, data).quiz] == given_ids
    with pytest.raises(ValueError):
        G.new_game(TableConfig(config.seats, {"questions": given_ids[:6] + ["xyz-001"]}), 1, data)
    with pytest.raises(ValueError):
        G.new_game(TableConfig(config.seats, {"questions": given_ids[:6]}), 1, data)


def test_check_data_wants_every_round_category(monkeypatch):
    bank = synthetic_bank(per_category=1)
    monkeypatch.setattr(questions, "bank", lambda: bank)
    monkeypatch.setattr(plausible, "check", lambda bank, ranges: None)  # its groups name the shipped questions
    G.check_data()
    monkeypatch.setattr(questions, "bank", lambda: {qid: q for qid, q in bank.items() if q.category != "history"})
    with pytest.raises(DataError, match="history"):
        G.check_data()


@pytest.mark.parametrize("old, new, entry", [
    ("ring1 = { sole = 4, shared = 3", "ring1 = { sole = 4, shared = 5", "payout.ring1.shared"),
    ("misc_chance = 0.15", "misc_chance = 1.5", "questions.misc_chance"),
    ("answer = 30", "answer = nan", "time.answer"),
    ("least_seconds = 4.0", "least_seconds = 0.0", "bots.least_seconds"),
    ("gambit_last_round = false", "gambit_last_round = 0", "bots.easy.gambit_last_round"),
    ("sigma = { economy = 1.7,", "sigma = { economy = -1.7,", "bots.easy.sigma.economy"),
])
def test_the_board_data_holds_the_rulebook_example_and_is_checked(tmp_path, old, new, entry):
    board = SETTINGS
    assert (board.ring(2).sole, board.ring(-2).shared) == (6, 4)
    assert (board.too_high, board.gambit_factor, board.answer_seconds) == (15, 7, 30)
    root = fuzzing.copy_levels(tmp_path)
    fuzzing.replace_in(root / G.DATA_FILE, old, new)
    with fuzzing.levels_at(root), pytest.raises(DataError) as error:
        G.check_data()
    assert error.value.path == G.DATA_FILE and error.value.entry == entry


def test_a_pack_whose_loss_breaks_the_banks_mix_is_named_with_its_entry(tmp_path):
    """Without base-geography.toml no round can ask geography: the refusal names that file and
    its broken entry, and the rule of the whole bank its loss breaks, not only the folder."""
    root = fuzzing.copy_levels(tmp_path)
    fuzzing.replace_in(root / "gambit7" / "base-geography.toml", 'id = "geo-001"', 'id = "geo-1"')
    with fuzzing.levels_at(root), pytest.raises(DataError) as error:
        G.check_data()
    assert (error.value.path, error.value.entry) == ("gambit7/base-geography.toml", "geo-1.id")
    assert "missing: geography" in error.value.expected


def test_a_rule_of_the_whole_bank_is_laid_on_the_first_shipped_pack_refused():
    share = DataError(questions.FOLDER, "base-*.toml", "at most 40% year questions, found 294 of 660")
    lost = [DataError("gambit7/my-own.toml", "x", "y"), DataError("gambit7/base-geography.toml", "geo-004.answer", "a number")]
    blamed = questions.blamed(share, lost)
    assert (blamed.path, blamed.entry) == ("gambit7/base-geography.toml", "geo-004.answer")
    assert "294 of 660" in blamed.expected
    assert questions.blamed(share, lost[:1]) is share  # only one's own pack left out: the rule as it is
    give_away = DataError("gambit7/base-art.toml", "art-001.fact", "no give-away")
    assert questions.blamed(give_away, lost) is give_away  # a file's own problem stays its own


def test_a_broken_pack_leaves_the_others_playing_and_out_of_the_save_digest(tmp_path):
    root = fuzzing.copy_levels(tmp_path)
    assert DATA.bank[G.pick_questions(DATA, 1)[0]].category == "misc"  # seed 1 asks one
    fuzzing.replace_in(root / "gambit7" / "base-misc.toml", "answer = ", "answer = -")
    with fuzzing.levels_at(root):
        data = G.check_data()
        loaded, problems = questions.load_questions()
        assert [(problem.path, problem.entry.split(".")[-1]) for problem in problems] == \
            [("gambit7/base-misc.toml", "answer")]
        assert {question.category for question in loaded} == set(questions.ROUND_CATEGORIES)
        files = G.data_files()
        assert G.DATA_FILE in files and "gambit7/base-sport.toml" in files
        assert "gambit7/base-misc.toml" not in files
        state = G.new_game(TableConfig(tuple(SeatSpec() for _ in range(3))), seed=1, data=data)
        assert [question.category for question in state.quiz] == list(questions.ROUND_CATEGORIES)


# ------------------------------------------------------------ property: random rounds
SEATS = st.integers(min_value=3, max_value=7)


def independent_scores(players, answers, truth, chips, gambits, before):
    """The rules recomputed from the rulebook and RULES.md, without the engine."""
    sole_shared_star = {0: (3, 2, 1), 1: (4, 3, 2), 2: (6, 4, 3), 3: (9, 6, 4)}
    values = sorted({a for a in answers if a is not None})
    offset = (len(values) - 1) / 2
    position = {}
    for index, value in enumerate(values):
        place = index - offset  # even counts: ... -1.5 -0.5 0.5 1.5 ... -> -2 -1 1 2
        position[value] = int(place) if len(values) % 2 else int(place + (0.5 if place > 0 else -0.5))
    under = [v for v in values if v <= truth]
    winner = position[max(under)] if under else "too_high"
    bettors = {seat for seat in range(players) if winner in chips[seat]}
    after = []
    for seat in range(players):
        score = before[seat]
        if gambits[seat] is not None:
            score = score * 7 if gambits[seat] == winner else 0
        if winner == "too_high":
            score += 15 * chips[seat].count(winner)
        else:
            sole, shared, star = sole_shared_star[abs(winner)]
            score += chips[seat].count(winner) * (sole if len(bettors) == 1 else shared)
            score += star if answers[seat] is not None and position[answers[seat]] == winner else 0
        after.append(score)
    return after


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_random_rounds_score_as_the_rules_say(data):
    players = data.draw(SEATS)
    answers = data.draw(st.lists(st.none() | st.integers(0, 12), min_size=players, max_size=players))
    truth = data.draw(st.integers(0, 12))
    before = data.draw(st.lists(st.integers(0, 60), min_size=players, max_size=players))
    state = table(players, (truth,))
    answer(state, *answers)
    state.scores = list(before)
    slots = state.observe(0).open_slots()
    moves = data.draw(st.lists(st.tuples(st.integers(0, players - 1), st.sampled_from(["bet", "gambit", "lock"]),
                                         st.integers(0, 1), st.sampled_from(slots)), max_size=25))
    for seat, kind, chip, slot in moves:
        action = {"bet": Bet(seat, chip, slot), "gambit": Gambit(seat, slot), "lock": LockBets(seat)}[kind]
        if state.refusal(action) is None:
            state.apply(action)
        # no chip is ever lost or doubled: two chips or the Gambit 7 chip, never both
        for view_chips, gambit in zip(state.chips, state.gambits):
            assert len(view_chips) == 2 and (gambit is None or view_chips == [None, None])
    chips = [list(c) for c in state.chips]
    gambits = list(state.gambits)
    if state.phase == "bet":
        state.advance(state.deadline)
    expected = independent_scores(players, answers, truth, chips, gambits, before)
    assert state.scores == expected
    gains = state.results[-1].gains
    for gain in gains:
        assert gain.after == gain.after_gambit + gain.chips * gain.payout + gain.stars
        assert gain.before == before[gain.seat]
    assert state.phase == "reveal"


def test_the_data_records_digest_is_the_digest_of_the_boards_tables():
    """A save's data digest hashes the typed board as it hashed board.toml's checked tables
    before it (beside the bank and the ranges): saves made then still load."""
    board = load_checked(G.DATA_FILE, G.BOARD_SCHEMA)
    assert fingerprint(DATA) == fingerprint({"board": board, "bank": DATA.bank, "plausible": DATA.plausible})
