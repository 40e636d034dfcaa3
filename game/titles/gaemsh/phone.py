"""What a Gämsh seat's phone shows: its hand of four, the centre cards, its team's secret
signal, and the emote grid while one is open (an emote, choosing the team's signal, naming
another team's).

Its taps are the keys' own choices (controls.py): a hand card drops it, then (mid-swap) a
centre card takes it: the swap; in the Hearty Snack a centre card slaps it; the emote grid's
eight emotes at once (no rows to turn); the shouts and their menus (Gämsh!, Double!, another
team…, slap, emote), choosing the signal and judging a spoken guess are big buttons: the
seat's own keys, pressed."""
from __future__ import annotations

from typing import Any

from game.kit.controls import BASE, Meaning
from game.kit.phones import tap_of
from game.phones.views import card, row
from game.titles.gaemsh import rules
from game.titles.gaemsh.controls import GRIDS


def seat_view(table: Any, seat: int, offered: dict[str, Meaning]) -> dict[str, Any]:
    obs = table.session.view(seat)
    text = table.app.text
    pad = table.controls.pads.get(seat)
    mode = pad.mode if pad is not None else BASE

    def place(target: str, face: str | None) -> dict[str, Any]:
        return card(face, tap=tap_of(offered, target)) if face else card()

    rows = [row(text("phones.row.hand"), [place(f"hand:{slot}", face) for slot, face in enumerate(obs.hand)],
                big=True),
            row(text("phones.row.centre"), [place(f"centre:{pos}", face) for pos, face in enumerate(obs.table)])]
    if pad is not None and mode in GRIDS:  # the emote grid
        grid = [card(word=text(f"gaemsh.emote.{emote}"),
                     tap=tap_of(offered, f"emote:{emote}"))
                for emote in rules.EMOTES]
        rows.insert(0, row(table.controls.menu_title(pad), grid, big=True))
    lines = [text("phones.signal", emote=table.signal_words(obs.my_signal))] if obs.my_signal else []
    if obs.gamekeeper_until is not None:
        lines.append(text("gaemsh_table.keeper", player=table.seat_name(obs.gamekeeper_offender)))
    return {"status": text(f"gaemsh.phase.{obs.phase}"), "rows": rows, "lines": lines}


def card_words(table: Any, card_id: str) -> str:
    """A card by its motif ("Marmot", "Marmot (night)") or its Föhn name, as the table's log says it."""
    return table.card_name(card_id)


def result(table: Any, seat: int) -> list[str]:
    """While a call's hands lie open: who called what, right or wrong (the log's line), the
    rule that scored (the banner's words) and the points the seat's team got from it."""
    obs = table.session.view(seat)
    if obs.phase != "reveal" or obs.last_call is None:
        return []
    caller, kind, _target, right = obs.last_call
    text = table.app.text
    gained = right == (obs.teams[caller] == obs.team)  # right: the caller's team scores; wrong: every other
    return [text(f"gaemsh.log.call_{'right' if right else 'wrong'}", name=table.seat_name(caller),
                 call=text(f"gaemsh.call.{kind}")),
            text(f"gaemsh.score.{kind}" + ("" if right else "_wrong")),
            text("phones.result_points", points=f"{rules.POINTS[kind] if gained else 0:+d}")]
