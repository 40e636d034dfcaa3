"""Älpler Stafette's prepared positions (game/kit/prepared.py): explicit hands, pile and dice
order, built with the rules' own `StafetteState.setup`.

"first_game" is the guided first game (game/titles/stafette/guide.py): three seats, you on
seat 1, Bot 2 on your left, Bot 3 on your right, a pile of three cards so that the game ends
after 13 turns, when you bring your hand to the Käserei and find the pile empty. Its turns:

     1 you    white 3 -> field 3                  8 Bot 2  white 3 -> 4
     2 Bot 2  black 5 -> 5, you swap hands;       9 Bot 3  white 3 -> 9 cow, draws the last card
              cable car, deposits your old hand  10 you    black 6 -> 16 bull, hands pass left
     3 Bot 3  white 3 -> 3, you jostle           11 Bot 2  white 2 -> 6
     4 you    black 4 -> 7 dog, back to 4        12 Bot 3  white 2 -> 11
     5 Bot 2  white 1 -> 1                       13 you    white 4 -> 20 Käserei, the pile is
     6 Bot 3  black 3 -> 6                                 empty: the game ends
     7 you    black 6 -> 10 ibex, Bot 3 pulls a card under the pile
"""
from __future__ import annotations

from game.kit.prepared import Line, Position
from game.titles.stafette.rules import Jostle, Roll, Settings, StafetteState, Swap

WHITE = {1: 0, 2: 1, 3: 2, 4: 3}  # value -> face index of the white die (faces 1 2 3 4 2 3)
BLACK = {3: 0, 4: 1, 5: 2, 6: 3}  # value -> face index of the black die (faces 3 4 5 6 4 5)
THROWS = (("white", 3), ("black", 5), ("white", 3), ("black", 4), ("white", 1), ("black", 3), ("black", 6),
          ("white", 3), ("white", 3), ("black", 6), ("white", 2), ("white", 2), ("white", 4))
HANDS = ([-2, 1, -3], [5, 4, 5], [2, 3, -1])  # you hold poor milk, Bot 2 good milk
PILE = [3, 4, 2]


def _moves() -> tuple:
    """Every press of the first game in order: the throws, your swap on Bot 2's black die
    (the 2nd throw) and your jostle when Bot 3 lands on your field (the 3rd)."""
    moves: list = []
    for turn, (die, _) in enumerate(THROWS):
        moves.append(Roll(turn % 3, die))
        moves += {1: [Swap(0)], 2: [Jostle(0, 2)]}.get(turn, [])
    return tuple(moves)


MOVES = _moves()


def _faces() -> tuple[int, ...]:
    return tuple((WHITE if die == "white" else BLACK)[value] for die, value in THROWS)


def first_game(data: Settings) -> StafetteState:
    return StafetteState.setup([list(hand) for hand in HANDS], list(PILE), rolls=_faces(), seed=19, data=data)


def _from(done: int) -> Position:
    """The first game after its first `done` presses; every seat a bot plays follows the rest."""
    rest = MOVES[done:]
    scripts = {seat: tuple(Line(move) for move in rest if move.seat == seat) for seat in range(3)}
    return Position(players=3, build=first_game, learners=(0, 1), replay=MOVES[:done], scripts=scripts, seed=19)


POSITIONS = {
    "first_game": _from(0),  # the guided game
    "swap": _from(2),  # Bot 2's black kettle runs: you may shout "Swap!"
    "jostle": _from(4),  # Bot 3 landed on your field: "Jostle!"
    "bull": _from(12),  # you reached the bull: every hand passed left
}


# --- the rules help's pictures (help.py): three seats, seat 0 reads ---
HELP_HANDS = ([4, -1, 2], [5, 3, 5], [1, -2, 3])
HELP_PILE = [2, 4, 1, 5, 3, -1, 2]


def _help_table(data: Settings, turn: int, positions: list[int], rolls: tuple[int, ...] = (), moves: tuple = ()) -> StafetteState:
    """The three hands on the path at `positions`, `turn`'s throw; then `moves` played, each
    with the timers it waits for (a kettle's run) fired, so a shout window stands open."""
    state = StafetteState.setup([list(hand) for hand in HELP_HANDS], list(HELP_PILE), rolls=rolls,
                                positions=list(positions), deposits=[[3, 2], [], [4]], turn=turn, seed=7, data=data)
    for move in moves:
        while state.refusal(move) is not None and state.next_deadline() is not None:
            state.advance(state.next_deadline())
        state.apply(move)
    return state


POSITIONS |= {
    "help_turn": Position(players=3, build=lambda data: _help_table(data, 0, [6, 3, 11])),  # your throw
    "help_swap": Position(players=3, build=lambda data: _help_table(data, 1, [6, 3, 11], rolls=(BLACK[5],),
                                                                moves=(Roll(1, "black"),))),  # Bot 2's kettle runs
    "help_jostle": Position(players=3, build=lambda data: _help_table(data, 1, [6, 3, 11], rolls=(WHITE[3],),
                                                                  moves=(Roll(1, "white"),))),  # Bot 2 lands on you
}
