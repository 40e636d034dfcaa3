"""Gambit 7's guided first game (game/kit/guide.py) on the prepared "first_game"
(game/titles/gambit7/positions.py): the last three rounds of a game, about three minutes at a
calm pace. Its words are in game/titles/gambit7/guide.toml; the rules each step teaches are
listed in docs/rules/gambit7.md ("Rules the guide teaches").

The keys move: typing a number is a row of the keypad then a digit, and a chip goes where the
seat's marker stands, so the steps that ask for them point at the next key to press (`typing`,
`betting`) and wait until the table shows the number or the chips.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.kit.entry import CELLS, PAD, ROWS
from game.kit.guide import Guide, Happens, Holds, Key, Place, Press, Read, Step
from game.titles.gambit7 import rules
from game.titles.gambit7.table import COUNT_UP, FIRST_GAIN, GAIN_STEP, NAME_BAND, bands, board_rect

TYPED = (*(f"digit:{digit}" for digit in range(10)), "backspace")  # a lone learner's number row
SHOWN = FIRST_GAIN + 3 * GAIN_STEP + 0.5  # seconds into a reveal when every seat's gain is on the table
LEFT_TYPES = {5: 10, 6: 25, 7: 1900}  # what {left} answers to questions 5, 6 and 7 (a second learner types it)


def places(table: Any, name: str) -> pygame.Rect:
    """"question", "board", "winner" (the winning slot), "seat:N"."""
    kind, _, number = name.partition(":")
    if kind == "seat":
        return table.panel_rect(int(number))
    if kind == "winner":
        winning = table.session.public_view().winning
        return table.slot_rect(winning) if winning is not None else board_rect()
    return {"question": bands().question, "board": board_rect()}[kind]


def dock(table: Any) -> pygame.Rect | None:
    """The guide's own place at this table: the bodies of the panels of the seats no learner
    takes (the bots'), under their names and scores. Question, board, the reason a slot won
    and the learners' panels all matter at once, so the box has a place of its own."""
    learners = table.session.position.learners
    panels = [table.panel_rect(seat) for seat in range(table.session.players) if seat not in learners]
    if not panels:
        return None
    bodies = panels[0].unionall(panels[1:])
    return pygame.Rect(bodies.x, bodies.y + NAME_BAND, bodies.width, bodies.height - NAME_BAND)


def params(table: Any, seat: int) -> dict[str, Any]:
    """{left}: the seat on your left; {score}: your points; {played}, {to_play} and {rounds}:
    the questions behind you, still to play (this one too) and in all, counted from the table
    (the welcome is said at the prepared position's question: the words cannot drift from it);
    {typed}: the number {left} types to this question."""
    view = table.session.view(0)
    typed = LEFT_TYPES.get(view.round_no)
    return {"left": table.seat_name(1), "score": view.scores[0], "played": view.round_no - 1,
            "to_play": view.rounds - view.round_no + 1, "rounds": view.rounds,
            **({"typed": table.number(typed, view)} if typed is not None else {})}


def typed(value: int) -> Callable[[Any, int], bool]:
    """The seat's entry shows `value`."""
    def test(table: Any, seat: int) -> bool:
        entry = table.controls.entry(seat)
        return entry.touched and entry.value == value
    return test


def typing(value: int) -> Callable[[Any, int], Key]:
    """The next key that types `value`: its digit's row of the keypad, then the digit (a
    wrong digit typed: delete first). Every typed digit and delete counts too (a lone
    learner's number row, as the table offers it: "or type 0-9, ←, Enter")."""
    def point(table: Any, seat: int) -> Key:
        entry = table.controls.entry(seat)
        done, wanted = (str(entry.value) if entry.touched else ""), str(value)
        if done == wanted:
            return Key("act")  # typed: the lock is next
        cell = wanted[len(done)] if wanted.startswith(done) else "delete"
        row = next(index for index, cells in enumerate(PAD) if cell in cells)
        button = ROWS[row] if entry.row is None else CELLS[PAD[entry.row].index(cell)] \
            if cell in PAD[entry.row] else "alt"  # a wrong row: back to the rows
        return Key(button, also=TYPED)
    return point


def slot_of(view: rules.View, answer: int | str) -> rules.Slot:
    if answer == rules.TOO_HIGH:
        return rules.TOO_HIGH
    return next(slot for slot, value, _ in view.board if value == answer)


def betting(answer: int | str, gambit: bool = False) -> Callable[[Any, int], Key]:
    """The marker's way to `answer`'s slot, then the chip (or the Gambit 7 chip) there."""
    def point(table: Any, seat: int) -> Key:
        view = table.session.view(seat)
        target, cursor = slot_of(view, answer), table.controls.cursor(seat, view)
        if cursor.at == target:
            return Key("slot3" if gambit else "slot1")
        order = table.slot_order(view)
        return Key("slot4" if order.index(target) > order.index(cursor.at) else "slot2")
    return point


def chips_on(answer: int | str, count: int) -> Callable[[Any, int], bool]:
    return lambda table, seat: table.session.view(seat).chips[seat].count(
        slot_of(table.session.view(seat), answer)) >= count


def gambit_on(answer: int | str) -> Callable[[Any, int], bool]:
    return lambda table, seat: table.session.view(seat).gambits[seat] == slot_of(table.session.view(seat), answer)


def answered(seat: int) -> Holds:
    """A bot playing a learner's seat has answered (the game runs meanwhile)."""
    return Holds(lambda table, _: table.session.public_view().answered[seat], runs=True)


def locked(seat: int) -> Holds:
    return Holds(lambda table, _: table.session.public_view().locked[seat], runs=True)


def shown(table: Any, seat: int) -> bool:
    """The reveal has shown the truth and every seat's gain."""
    age = table.reveal_age()
    return age is not None and age >= max(SHOWN, COUNT_UP)


def round_of(number: str, mine: int, left: int, bets: tuple, left_bets: int, teach: dict[str, tuple]) -> tuple:
    """One guided round: your answer, {left}'s, the board, your bets, {left}'s, the reveal."""
    def step(name: str, *args: Any, **kw: Any) -> Step:
        return Step(f"{name}{number}", *args, teaches=teach.get(name, ()), **kw)

    bet_steps = tuple(step(name, Holds(test), point) for name, test, point in bets)
    asked = () if number == "5" else (step("question", Happens("RoundStarted"), Place("question"), words="question"),)
    return (
        *asked,
        step("answer", Holds(typed(mine)), typing(mine)),
        step("lock_answer", Press(), Key("act")),
        step("left_answer", Holds(typed(left)), typing(left), seat=1, bot=answered(1), words="left_answer"),
        step("left_lock", Press(), Key("act"), seat=1, bot=answered(1), words="left_lock"),
        step("board", Happens("BoardShown"), Place("board"), after=number == "5"),
        *bet_steps,
        step("lock_bets", Press(), Key("act")),
        step("left_bets", Holds(chips_on(left_bets, 2)), betting(left_bets), seat=1, bot=locked(1), words="left_bets"),
        step("left_lock_bets", Press(), Key("act"), seat=1, bot=locked(1), words="left_lock"),
        step("reveal", Holds(shown, runs=True), Place("winner"), after=True),
    )


STEPS = (
    Step("welcome", Read(), Place("question"), teaches=("goal",)),
    *round_of("5", 5, LEFT_TYPES[5], (("bet", chips_on(5, 1), betting(5)), ("second", chips_on(5, 2), betting(5))), 10,
              {"answer": ("answer",), "lock_answer": ("hidden",), "board": ("board", "even"), "bet": ("bet",),
               "second": ("chips",), "lock_bets": ("lock",), "reveal": ("closest", "payout", "stars")}),
    *round_of("6", 30, LEFT_TYPES[6], (("gambit", gambit_on(25), betting(25, gambit=True)),), 25,
              {"gambit": ("gambit",), "reveal": ("over",)}),
    *round_of("7", 1850, LEFT_TYPES[7], (("bet", chips_on(rules.TOO_HIGH, 1), betting(rules.TOO_HIGH)),
                                ("second", chips_on(rules.TOO_HIGH, 2), betting(rules.TOO_HIGH))), 1900,
              {"bet": ("too_high",)}),
    Step("end", Happens("GameOver"), Place("seat:0"), after=True, teaches=("end",)),
)

GUIDE = Guide(title="gambit7", position="first_game", steps=STEPS, places=places, params=params, dock=dock)
