"""What a phone tells its player that the big screen tells the room: the seconds left on the
current timer (with the big screen's caption where it has one: `Title.timer_words`), the
phase (where the title's texts name it: `<title>.phase.<phase>`), whose turn it is, the seat's
score and place, every seat's running score where the big screen shows it beside each seat
(`scoreboard(table, seat)` in the title's phone.py: its public part), a quiz's reveal (the
answer and the seat's points), the result of a round the other titles tell (`result(table,
seat)` in the title's phone.py: lines from the seat's own observation, in the words the table
uses for its banners and log), and at the end its place by the results' own ranking with how
its score came about (the outcome's sheet, as the results screen shows it).

It reads what every seat view declares (`SeatView.facts()`, game/core/state.py: phase, turn,
timers, running scores): a view without a turn or a timer shows none. Whether more points are
better is the descriptor's (`Title.more_wins`); at the end every title's `outcome()` ranks, as
the results screen does. The page draws these "facts" above the seat's own view
(assets/phone/phone.js).
"""
from __future__ import annotations

import math
from typing import Any

from game.core.ranking import placings
from game.core.seats import teams_opposite


def facts(table: Any, seat: int) -> dict[str, Any]:
    """The facts of `seat` at `table` now, with their words in the game's language."""
    session, text = table.session, table.app.text
    if session.is_over():
        return _final(table, seat)
    seen = session.view(seat).facts()
    found: dict[str, Any] = {}
    for name, deadline in seen.timers:  # the first running one; its caption is the title's (`Title.timer_words`)
        if deadline is not None and seen.now < deadline < math.inf:
            found["timer"] = math.ceil(deadline - seen.now)
            if name in session.title.timer_words:
                found["timer_for"] = text(session.title.timer_words[name])
            break
    phase, turn = f"{session.title.id}.phase.{seen.phase}", seen.turn
    if table.app.texts.has(phase):  # a title that names its phases for the table names them here
        mover = table.seat_name(turn) if turn is not None else ""
        words = text(phase, player=mover)  # "{player} chooses a die."
        if turn != seat or words == text(phase, player=""):  # on its own turn "Your turn" says it
            found["phase"] = words
    if turn is not None:
        found["mine"] = turn == seat
        found["turn"] = (text("phones.your_turn") if turn == seat
                         else text("phones.turn_of", player=table.seat_name(turn)))
    if seen.scores:
        own, more_wins = seen.scores[seen.own], session.title.more_wins
        place = 1 + sum((other > own) if more_wins else (other < own) for other in seen.scores)
        found["standing"] = _standing(text, own, place, len(seen.scores))
    board = getattr(session.title.phone(), "scoreboard", None)
    if board is not None:
        found["scoreboard"] = board(table, seat)
    told = getattr(session.title.phone(), "result", None)
    lines = told(table, seat) if told is not None else []
    if lines:  # a round's reveal: nobody's turn while it shows
        found["result"] = lines
        found.pop("turn", None)
        found.pop("mine", None)
    return found


def _final(table: Any, seat: int) -> dict[str, Any]:
    session = table.session
    outcome = session.outcome()
    teams = teams_opposite(session.players) if session.title.teams else None
    rows = placings(outcome, teams)
    placing = next(row for row in rows if seat in row.seats)
    text = table.app.text
    found: dict[str, Any] = {"standing": _standing(text, placing.score, placing.rank, len(rows)), "over": True}
    if seat < len(outcome.sheet) and outcome.sheet[seat]:  # how the seat's score came about, as the results say it
        found["result"] = [text(key, n=value) for key, value in outcome.sheet[seat]]
    return found


def _standing(text: Any, score: float, place: int, players: int) -> str:
    return f"{text('phones.score', score=f'{score:g}')} · {text('phones.place', place=place, players=players)}"
