"""Gambit 7 rules the mutation run (tools/mutation.sh, docs/BENCHMARKS.md "Mutation testing of
the rules") showed untested: the result sheet, timers that fall due together, what the reveal
and the game's end tell the table, a bank that is just big enough, and a game played by the
data it is given. Pure rules: no pygame, milliseconds each."""
import dataclasses

import pytest

from gambit7_bank import entry, question, synthetic_bank
from game.core.errors import DataError
from game.core.seats import SeatSpec, TableConfig
from game.core.state import events_for
from game.titles.gambit7 import plausible, questions, rules as G
from game.titles.gambit7.rules import Answer, Bet, LockBets

CATEGORY_IDS = questions.ROUND_CATEGORIES
DATA = G.check_data()  # the title's data, as a game is given it
SETTINGS = G.board_settings(DATA)


def quiz(*truths):
    values = list(truths) + [100] * (7 - len(truths))
    return [question(entry(category, 1, value)) for category, value in zip(CATEGORY_IDS, values)]


def play_round(state, answers, bets):
    """Every seat answers, `bets` (seat -> slot of both chips) are placed, all lock."""
    for seat, value in enumerate(answers):
        state.apply(Answer(seat, value))
    for seat, slot in bets.items():
        state.apply(Bet(seat, 0, slot))
        state.apply(Bet(seat, 1, slot))
    events = []
    for seat in range(state.players):
        events += state.apply(LockBets(seat))
    return events + state.advance(state.deadline)  # the reveal's pause: the next question


# ------------------------------------------------------------ the result sheet
def test_the_result_sheet_lists_every_rounds_gain_and_a_plain_0():
    state = G.from_questions(3, quiz(10, 10, 10, 10, 10, 10, 10), settings=SETTINGS)
    for _ in range(7):  # seat 0 alone on its exact answer in the centre (3 a chip, 1 star); seat 1 wrong
        play_round(state, (10, 20, 5), {0: 0, 1: 1})
    assert state.is_over()
    outcome = state.outcome()
    assert outcome.sheet == (
        (("gambit7.sheet.rounds", " · ".join(["+7"] * 7)),),
        (("gambit7.sheet.rounds", " · ".join(["0"] * 7)),),
        (("gambit7.sheet.rounds", " · ".join(["0"] * 7)),),
    )
    assert outcome.reason == "gambit7.reason.most_points" and outcome.params == (("points", 49),)
    assert outcome.winners == (0,) and outcome.scores == (49.0, 0.0, 0.0)


# ------------------------------------------------------------ timers
def test_timers_that_fall_due_together_each_tell_their_step():
    """A table that catches up on a long stretch (a slow frame, a loaded save) still shows
    every board, reveal and question in between, to the end of the game."""
    state = G.from_questions(3, quiz(), settings=SETTINGS)
    events = state.advance(float("inf"))
    kinds = [type(event).__name__ for event in events]
    assert kinds.count("BoardShown") == 7 and kinds.count("Revealed") == 7
    assert kinds.count("RoundStarted") == 6 and kinds[-1] == "GameOver"
    assert [event.round_no for event in events if isinstance(event, G.Revealed)] == list(range(1, 8))
    started = [event for event in events if isinstance(event, G.RoundStarted)]
    assert started[0] == G.RoundStarted(2, state.quiz[1].id, "art", 30 + 30 + 12 + 30)


# ------------------------------------------------------------ what the reveal and the end tell
def test_the_reveal_names_its_round_and_question_and_the_end_its_scores():
    state = G.from_questions(3, quiz(10, 10, 10, 10, 10, 10, 10), settings=SETTINGS)
    first = play_round(state, (10, 20, 5), {0: 0})
    revealed = next(event for event in first if isinstance(event, G.Revealed))
    assert (revealed.round_no, revealed.question) == (1, state.quiz[0].id)
    for _ in range(6):
        last = play_round(state, (10, 20, 5), {1: 0})
    over = next(event for event in last if isinstance(event, G.GameOver))
    assert over.scores == tuple(state.scores) == (7 + 6 * 1, 6 * 6, 0)
    assert over.winners == (1,)


def test_the_public_view_is_no_seats_view():
    state = G.from_questions(3, quiz(), settings=SETTINGS)
    state.apply(Answer(0, 42))
    view = state.public_view()
    assert view.seat == -1 and view.my_answer is None and view.answered == (True, False, False)


# ------------------------------------------------------------ the question bank's check
def test_a_bank_of_exactly_one_question_a_round_is_enough(monkeypatch):
    bank = {q.id: q for q in (question(entry(category, 1, 100)) for category in CATEGORY_IDS)}
    monkeypatch.setattr(questions, "bank", lambda: bank)
    monkeypatch.setattr(plausible, "check", lambda bank, ranges: None)  # its groups name the shipped questions
    data = G.check_data()
    assert data.bank == bank and data.plausible is not None


def test_a_missing_category_is_named_in_the_message(monkeypatch):
    bank = synthetic_bank(per_category=1)
    monkeypatch.setattr(plausible, "check", lambda bank, ranges: None)
    monkeypatch.setattr(questions, "bank", lambda: {qid: q for qid, q in bank.items()
                                                    if q.category not in ("history", "science")})
    with pytest.raises(DataError) as error:
        G.check_data()
    assert (error.value.path, error.value.entry) == (questions.FOLDER, "(packs)")
    assert error.value.expected == ("at least 7 usable questions with every round's category; "
                                    "missing: history, science")


# ------------------------------------------------------------ a game plays by the data it is given
def given_data(**changes):
    """The title's data with the board's answer time and misc chance changed, on a made-up bank."""
    board = DATA.board
    board = dataclasses.replace(board, time=dataclasses.replace(board.time, answer=changes.get("answer", 45)),
                                questions=dataclasses.replace(board.questions,
                                                              misc_chance=changes.get("misc_chance", 1.0)))
    return G.Data(board, synthetic_bank(), DATA.plausible)


def test_a_new_game_asks_from_its_data_and_times_by_it():
    data = given_data()
    config = TableConfig(tuple(SeatSpec() for _ in range(3)))
    state = G.new_game(config, 5, data)
    assert [q.category for q in state.quiz] == ["misc"] * 7  # misc_chance 1: every round asks "misc"
    assert all(data.bank[q.id] is q for q in state.quiz)
    assert state.next_deadline() == 45
    stretched = G.new_game(TableConfig(config.seats, {"more_time": "x1.5"}), 5, data)
    assert stretched.next_deadline() == 67.5  # the data's time, stretched
    assert G.pick_questions(data, 5) == tuple(q.id for q in state.quiz)


def test_a_new_game_keeps_its_time_option_and_names_an_unknown_question():
    data = given_data()
    seats = tuple(SeatSpec() for _ in range(3))
    ids = ["mis-001", "mis-002", "mis-003", "mis-004", "mis-005", "mis-006", "mis-007"]
    state = G.new_game(TableConfig(seats, {"questions": ids, "more_time": "off"}), 1, data)
    assert state.next_deadline() is None and [q.id for q in state.quiz] == ids
    with pytest.raises(ValueError, match="unknown question 'xyz-001'"):
        G.new_game(TableConfig(seats, {"questions": ids[:6] + ["xyz-001"]}), 1, data)


# ------------------------------------------------------------ answering, seen by each seat
def test_each_seat_hears_of_an_answer_once_and_only_its_own_value():
    state = G.from_questions(3, quiz(), settings=SETTINGS)
    events = state.apply(Answer(1, 1291))
    assert events_for(events, 1) == [G.Answered(1, 1291, audience=(1,))]
    assert events_for(events, 0) == [G.Answered(1, None, audience=(0, 2))] == events_for(events, 2)
    assert events_for(events, -1) == []  # the shared screen shows the ticks of observe(), no event
    state.apply(Answer(0, 5))
    last = state.apply(Answer(2, 7))  # the last answer closes the answers at once
    assert [type(event).__name__ for event in events_for(last, 2)] == ["Answered", "BoardShown"]
    assert events_for(last, 2)[0] == G.Answered(2, 7, audience=(2,))


def test_a_seat_number_one_past_the_last_is_no_seat():
    state = G.from_questions(3, quiz(), settings=SETTINGS)
    assert state.refusal(Answer(3, 5)).reason == "gambit7.refuse.no_seat"
    assert state.refusal(Answer(2, 5)) is None


def test_the_player_count_and_the_question_count_are_told_when_wrong():
    settings = SETTINGS
    with pytest.raises(ValueError, match="Gambit 7 needs 3 to 7 players"):
        G.Gambit7State(8, settings, quiz(), 30.0)
    with pytest.raises(ValueError, match="Gambit 7 asks 7 questions, got 6"):
        G.Gambit7State(3, settings, quiz()[:6], 30.0)


# ------------------------------------------------------------ what the reveal scores, seat by seat
def test_every_seats_score_line_names_its_chips_payout_and_stars():
    state = G.from_questions(3, quiz(10), settings=SETTINGS)
    for seat, value in enumerate((10, 20, 5)):
        state.apply(Answer(seat, value))
    state.apply(Bet(0, 0, 0))  # seat 0: one chip alone on the winning centre (3), seat 1 on 20 (wrong)
    state.apply(Bet(1, 0, 1))
    events = [event for seat in range(3) for event in state.apply(LockBets(seat))]
    assert [event for event in events if isinstance(event, G.BetsLocked)] == [G.BetsLocked(0), G.BetsLocked(1), G.BetsLocked(2)]
    lines = {event.seat: event for event in events if isinstance(event, G.SeatScored)}
    assert lines[0] == G.SeatScored(0, 0, "", 0, 1, 3, 1, 4)
    assert lines[1] == G.SeatScored(1, 0, "", 0, 0, 0, 0, 0)  # no chip on the winner: no payout shown
    assert lines[2] == G.SeatScored(2, 0, "", 0, 0, 0, 0, 0)


# ------------------------------------------------------------ what each seat sees
def test_a_view_holds_the_round_the_clock_and_only_its_own_answer():
    state = G.from_questions(3, quiz(10), settings=SETTINGS)
    state.advance(12.5)
    state.apply(Answer(0, 10))
    state.apply(Answer(2, 99))
    view = state.observe(0)
    assert (view.seat, view.players, view.now, view.round_no, view.rounds) == (0, 3, 12.5, 1, 7)
    assert (view.question, view.category, view.phase, view.deadline) == (state.quiz[0].id, "economy", "answer", 30)
    assert view.my_answer == 10 and state.observe(1).my_answer is None
    assert state.public_view().my_answer is None  # not the last seat's answer
    assert state.observe(3).my_answer is None  # one past the last seat: no seat, no answer


def test_after_the_last_round_the_view_keeps_its_truth_and_winning_slot():
    state = G.from_questions(3, quiz(10, 10, 10, 10, 10, 10, 10), settings=SETTINGS)
    for _ in range(7):
        play_round(state, (10, 20, 5), {})
    view = state.observe(0)
    assert view.phase == "over" and (view.truth, view.winning) == (10, 0)


# ------------------------------------------------------------ the board's numbers
def test_a_shared_payout_may_equal_the_sole_one_but_not_exceed_it():
    def shared(payout):
        board = dataclasses.replace(DATA.board, payout=dataclasses.replace(
            DATA.board.payout, ring1=dataclasses.replace(DATA.board.payout.ring1, shared=payout)))
        return G.board_settings(dataclasses.replace(DATA, board=board))

    assert shared(DATA.board.payout.ring1.sole).ring(1).shared == 4
    with pytest.raises(DataError) as error:
        shared(5)
    assert (error.value.entry, error.value.expected) == ("payout.ring1.shared", "at most the sole payout")


def test_a_game_from_questions_times_by_the_settings_it_is_given():
    settings = G.board_settings(given_data(answer=50))
    assert G.from_questions(3, quiz(), settings=settings).next_deadline() == 50
    assert G.from_questions(3, quiz(), {"more_time": "x2"}, settings=settings).next_deadline() == 100
    with pytest.raises(ValueError, match="more_time must be one of x1, x1.5, x2, off, got 'fast'"):
        G.from_questions(3, quiz(), {"more_time": "fast"}, settings=SETTINGS)


# ------------------------------------------------------------ random play (fuzz and property tests)
def test_random_answers_are_legal_and_span_every_order_of_magnitude():
    state = G.from_questions(3, quiz(), settings=SETTINGS)
    state.advance(3.0)
    rng = G.GameRng(1)
    values = []
    for _ in range(2000):
        action = state.sample_action(0, rng)
        assert action is not None
        values.append(action.value)
    assert 0 in values and 1 in values and max(values) == G.ANSWER_MAX
    assert all(any(10 ** k <= value < 10 ** (k + 1) for value in values) for k in range(12))


def test_random_play_bets_once_the_board_is_shown_and_a_seat_that_answered_has_no_answer_left():
    state = G.from_questions(3, quiz(), settings=SETTINGS)
    rng = G.GameRng(2)
    state.apply(Answer(0, 5))
    assert state.sample_action(0, rng) is None
    state.apply(Answer(1, 6))
    state.apply(Answer(2, 7))
    bets = [state.sample_action(0, rng) for _ in range(20)]
    assert all(state.refusal(action) is None for action in bets)
    assert {type(action).__name__ for action in bets} >= {"Bet", "Gambit"}
