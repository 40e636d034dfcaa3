"""What a Gämsh seat's phone shows: its hand of four (the caps of the buttons that drop its
cards), the centre cards (the caps of the buttons that take or slap them), its team's secret
signal, and the emote grid while its team chooses the signal or it names another team's."""
from __future__ import annotations

from typing import Any

from game.phones.views import card, row
from game.titles.gaemsh import rules
from game.titles.gaemsh.controls import SLOTS


def seat_view(table: Any, seat: int) -> dict[str, Any]:
    obs = table.session.view(seat)
    text = table.app.text
    labels = table.key_labels(seat)
    on_centre = obs.mid_swap or obs.phase == "snack"  # the slot keys take or slap centre cards

    def key(index: int, centre: bool) -> str:
        return SLOTS[index] if index < len(SLOTS) and centre == on_centre and SLOTS[index] in labels else ""

    rows = [row(text("phones.row.hand"), [card(face, key(index, False)) if face else card()
                                         for index, face in enumerate(obs.hand)], big=True),
            row(text("phones.row.centre"), [card(face, key(index, True)) if face else card()
                                            for index, face in enumerate(obs.table)])]
    pad = table.pads.get(seat)
    choosing = obs.phase == "signals" and obs.team in obs.choosing
    if pad is not None and (choosing or pad.mode == "guess"):
        column = pad.signal_column if choosing else pad.column
        label = (text("gaemsh_table.choose.own") if choosing else
                 text("gaemsh_table.menu.guess", team=table.team_name(table.teams[pad.target])))
        rows.insert(0, row(label,
                           [card(word=text(f"gaemsh.emote.{emote}"), lit=index % 4 == column,
                                 key=SLOTS[index] if index < 4 else "")
                            for index, emote in enumerate(rules.EMOTES)]))
    lines = [text("phones.signal", emote=table.signal_words(obs.my_signal))] if obs.my_signal else []
    if obs.gamekeeper_until is not None:
        lines.append(text("gaemsh_table.keeper", player=table.seat_name(obs.gamekeeper_offender)))
    return {"status": text(f"gaemsh.phase.{obs.phase}"), "rows": rows, "lines": lines}
