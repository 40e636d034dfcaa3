"""What a Gämsh seat's phone shows: its hand of four (the caps of the buttons that drop its
cards), the centre cards (the caps of the buttons that take or slap them), its team's secret
signal, and the emote grid while one is open (an emote, choosing the team's signal, naming
another team's)."""
from __future__ import annotations

from typing import Any

from game.kit.controls import BASE
from game.phones.views import card, row
from game.titles.gaemsh import rules
from game.titles.gaemsh.controls import GRIDS, ROW, SLOTS


def seat_view(table: Any, seat: int) -> dict[str, Any]:
    obs = table.session.view(seat)
    text = table.app.text
    labels = table.key_labels(seat)
    pad = table.pads.get(seat)
    mode = pad.mode if pad is not None else BASE
    on_centre = obs.mid_swap or obs.phase == "snack"  # the slot keys take or slap centre cards

    def key(index: int, centre: bool) -> str:
        """The button on a card: a slot key that drops, takes or slaps it now (in the base mode)."""
        return SLOTS[index] if (mode == BASE and index < len(SLOTS) and centre == on_centre
                                and SLOTS[index] in labels) else ""

    rows = [row(text("phones.row.hand"), [card(face, key(index, False)) if face else card()
                                         for index, face in enumerate(obs.hand)], big=True),
            row(text("phones.row.centre"), [card(face, key(index, True)) if face else card()
                                            for index, face in enumerate(obs.table)])]
    if pad is not None and mode in GRIDS:  # the emote grid, the shown row on the slot keys
        lit = [index // ROW == pad.row for index in range(len(rules.EMOTES))]
        rows.insert(0, row(table.menu_title(pad),
                           [card(word=text(f"gaemsh.emote.{emote}"), lit=lit[index],
                                 key=SLOTS[index % ROW] if lit[index] and SLOTS[index % ROW] in labels else "")
                            for index, emote in enumerate(rules.EMOTES)]))
    lines = [text("phones.signal", emote=table.signal_words(obs.my_signal))] if obs.my_signal else []
    if obs.gamekeeper_until is not None:
        lines.append(text("gaemsh_table.keeper", player=table.seat_name(obs.gamekeeper_offender)))
    return {"status": text(f"gaemsh.phase.{obs.phase}"), "rows": rows, "lines": lines}
