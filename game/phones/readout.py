"""What a phone tells its player that the big screen tells the room: the seconds left on the
current timer (with the big screen's caption where it has one: `Title.timer_words`), the
phase (where the title's texts name it: `<title>.phase.<phase>`), whose turn it is, the seat's
score and place, every seat's running score where the big screen shows it beside each seat
(`scoreboard(table, seat)` in the title's phone.py: its public part), a quiz's reveal (the
answer and the seat's points), the result of a round the other titles tell (`result(table,
seat)` in the title's phone.py: lines from the seat's own observation, in the words the table
uses for its banners and log), and at the end its place by the results' own ranking with how
its score came about (the outcome's sheet, as the results screen shows it).

It reads the seat's observation by the names the titles' views share (`now`, a deadline of
TIMERS, `turn`, `phase`; a view may keep its public part in `public`): a title whose view has
no such field shows none. Running scores are where the title's descriptor says
(`Title.scores`: the field, whether more is better); at the end every title's `outcome()`
ranks, as the results screen does. The page draws these "facts" above the seat's own view
(assets/phone/phone.js).
"""
from __future__ import annotations

import math
from typing import Any

from game.core.ranking import placings
from game.core.seats import teams_opposite

# A view's deadlines the phone counts down, first found first; the words the big screen writes
# over a ring are the title's (`Title.timer_words`).
TIMERS = ("deadline", "look_until", "give_back_until", "refresh_at")


def facts(table: Any, seat: int) -> dict[str, Any]:
    """The facts of `seat` at `table` now, with their words in the game's language."""
    session, text = table.session, table.app.text
    if session.is_over():
        return _final(table, seat)
    seen = session.view(seat)
    public = getattr(seen, "public", seen)
    found: dict[str, Any] = {}
    now = getattr(public, "now", None)
    for name in TIMERS:
        deadline = getattr(seen, name, None) or getattr(public, name, None)
        if isinstance(deadline, (int, float)) and isinstance(now, (int, float)) and now < deadline < math.inf:
            found["timer"] = math.ceil(deadline - now)
            if name in session.title.timer_words:
                found["timer_for"] = text(session.title.timer_words[name])
            break
    phase = f"{session.title.id}.phase.{getattr(public, 'phase', '')}"
    turn = getattr(public, "turn", None)
    if table.app.texts.has(phase):  # a title that names its phases for the table names them here
        mover = table.seat_name(turn) if isinstance(turn, int) and 0 <= turn < session.players else ""
        words = text(phase, player=mover)  # "{player} chooses a die."
        if turn != seat or words == text(phase, player=""):  # on its own turn "Your turn" says it
            found["phase"] = words
    if isinstance(turn, int) and not isinstance(turn, bool) and 0 <= turn < session.players:
        found["mine"] = turn == seat
        found["turn"] = (text("phones.your_turn") if turn == seat
                         else text("phones.turn_of", player=table.seat_name(turn)))
    kept = session.title.scores
    scores = getattr(seen, kept.field, None) if kept else None
    if scores:
        own = scores[getattr(seen, "team", seat)]  # a team title keeps a score a team
        place = 1 + sum((other > own) if kept.more_wins else (other < own) for other in scores)
        found["standing"] = _standing(text, own, place, len(scores))
    results = getattr(seen, "results", ())
    if getattr(seen, "phase", "") == "reveal" and results and hasattr(results[-1], "gains"):
        last = results[-1]
        gain = last.gains[seat]
        found["result"] = [text("phones.result_answer", truth=last.revealed.truth),
                           text("phones.result_points", points=f"{gain.after - gain.before:+d}")]
        if hasattr(table, "why"):  # why that slot won, as the big screen says it
            found["result"].append(table.why(last.revealed))
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
