"""Gambit 7's prepared positions (game/kit/prepared.py): seven chosen questions, built with the
rules' own `from_questions`, and the first four rounds replayed, so that a guided game is the
last three rounds (the rulebook's whole round three times, about a minute each).

"first_game" is the guided first game (game/titles/gambit7/guide.py): four seats, you on seat
1, no time limit (the guide waits for you). Before it, rounds 1 to 4 were played (`ROUNDS`):
you stand at 14 points, Bot 2 at 21. Then:

    round 5  How many countries sang at the first Eurovision? (7)  answers 3, 5 (you), 10, 12:
             four cards, the centre stays empty; 5 is closest without going over: you bet both
             chips on it, alone (2 x 4) and take its star (2): 24
    round 6  How long is the LHC's ring? (27 km)  answers 25 (Bot 2), 30 (you), 40, 100:
             your 30 is over; you put the Gambit 7 chip on 25: 24 x 7 = 168
    round 7  When was Mont Blanc first climbed? (1786)  every answer is too high: your two
             chips on "All too high" pay 15 each: 198, the win
"""
from __future__ import annotations

from game.core import more_time
from game.kit.prepared import Line, Position
from game.titles.gambit7.rules import (TOO_HIGH, Answer, Bet, Data, Gambit, Gambit7State, LockBets, board_settings,
                                       from_questions, lay_out)

QUIZ = ("eco-003", "art-004", "geo-002", "his-001", "pop-002", "sci-002", "spo-003")
PLAYERS = 4
# Each round: every seat's answer, and its bets as the answers it bets its two chips on
# (None: that chip stays in hand), or ("gambit", answer) for the Gambit 7 chip, or "too_high".
ROUNDS = (
    ((800, 1200, 500, 2000), ((800, 800), (1200, None), (500, 800), (2000, 1200))),      # 1040 t
    ((1900, 1870, 1850, 1700), ((1870, 1850), (1870, 1870), (1700, None), (1850, 1700))),  # 1879
    ((4200, 4500, 4478, 3900), ((4200, None), (4478, 4478), (4500, 4200), (3900, 3900))),  # 4478 m
    ((1300, 1291, 1350, 1200), ((1291, None), (1291, 1200), (1350, 1300), (1200, 1200))),  # 1291
    ((5, 10, 3, 12), ((5, 5), (10, 10), (3, 3), (12, 10))),                                # 7
    ((30, 25, 40, 100), ((("gambit", 25),), (25, 25), (30, 40), (100, 40))),               # 27 km
    ((1850, 1900, 1800, 1865), (("too_high", "too_high"), (1900, 1900), (1800, "too_high"), (1865, 1865))),  # 1786
)


def _slot(answers: tuple[int, ...], bet: object) -> object:
    """The board's slot of an answer (as the rules lay the board out), or "too_high"."""
    if bet == "too_high":
        return TOO_HIGH
    return next(slot for slot, value, _ in lay_out(answers) if value == bet)


def _round(number: int) -> tuple:
    """Every press of round `number` (1 to 7): the answers, then each seat's bets and its lock."""
    return _presses(*ROUNDS[number - 1])


def _presses(answers: tuple[int, ...], bets: tuple) -> tuple:
    """A round's presses: the answers, then each seat's bets (as in ROUNDS) and its lock."""
    moves: list = [Answer(seat, value) for seat, value in enumerate(answers)]
    for seat, chips in enumerate(bets):
        for chip, bet in enumerate(chips):
            if isinstance(bet, tuple):
                moves.append(Gambit(seat, _slot(answers, bet[1])))
            elif bet is not None:
                moves.append(Bet(seat, chip, _slot(answers, bet)))
        moves.append(LockBets(seat))
    return tuple(moves)


def quiz_game(data: Data, players: int) -> Gambit7State:
    """A game of `players` asking QUIZ, with no time limit, on the title's `data`."""
    return from_questions(players, [data.bank[qid] for qid in QUIZ], {more_time.KEY: more_time.OFF},
                          settings=board_settings(data))


def first_game(data: Data) -> Gambit7State:
    return quiz_game(data, PLAYERS)


def _from(round_no: int) -> Position:
    """The game with rounds before `round_no` played; bot seats press the rest of the rounds."""
    done = tuple(move for number in range(1, round_no) for move in _round(number))
    rest = tuple(move for number in range(round_no, len(ROUNDS) + 1) for move in _round(number))
    scripts = {seat: tuple(Line(move, 0.8 if isinstance(move, (Bet, Gambit)) else 1.5) for move in rest
                           if move.seat == seat) for seat in range(PLAYERS)}
    return Position(players=PLAYERS, build=first_game, learners=(0, 1), replay=done, timers=1 if done else 0,
                    scripts=scripts, options={more_time.KEY: more_time.OFF}, seed=7)


POSITIONS = {
    "first_game": _from(5),  # the guided game: rounds 5 to 7
    "round": _from(1),  # a game at its first question
}


# --- the rules help's pictures (help.py): five seats, seat 0 reads. The
# rulebook's examples in round 2: Bot 2 bets both chips on the winning answer two slots out,
# Bot 3 one (2 x 4 and 4), Bot 4, who won 8 points in round 1, its Gambit 7 chip (8 x 7).
HELP_PLAYERS = 5
HELP_ROUNDS = (
    ((1000, 900, 1100, 1200, 1300), ((1100, 1100), (1200, 1200), (1300, None), (900, 900), (1000, 1000))),  # 1040
    ((1870, 1900, 1950, 2000, 2100), ((1950, 1900), (1870, 1870), (1870, 1950), (2000, 2000), (("gambit", 1870),))),  # 1879
)


def _help_moves(rounds: int, answered: int | None = None) -> tuple:
    """The presses of the first `rounds` help rounds, then the answers of round `answered`;
    the last round's bets are all locked but yours: your lock (act) reveals it."""
    moves: list = [move for answers, bets in HELP_ROUNDS[:rounds] for move in _presses(answers, bets)]
    if rounds:  # your lock of the last round is left to your own press
        del moves[len(moves) - 1 - moves[::-1].index(LockBets(0))]
    if answered is not None:
        moves += [Answer(seat, value) for seat, value in enumerate(HELP_ROUNDS[answered][0])]
    return tuple(moves)


def _help_game(data: Data) -> Gambit7State:
    return quiz_game(data, HELP_PLAYERS)


def _help(moves: tuple) -> Position:
    return Position(players=HELP_PLAYERS, build=_help_game, replay=moves, options={more_time.KEY: more_time.OFF},
                    seed=7)


POSITIONS |= {
    "help_answer": _help(()),  # the first question, everyone answering
    "help_bet": _help(_help_moves(0, answered=0)),  # round 1's board: everyone betting
    "help_reveal": _help(_help_moves(2)),  # round 2 but your lock: the rulebook's examples
}
