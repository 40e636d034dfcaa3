"""What an Älpler Stafette seat's phone shows: its hand of milk cards, its own deposit and
its points (others see only how many cards lie there), the call to act its panel shows, and
every seat's field and banked cards as the seats' panels show them (`scoreboard`).

Its taps are big buttons, the keys' own choices (controls.py): the two dice on its turn, the
shouts ("Swap!", "Jostle!") while their window is open, and, as the mover of a jostle or a
pick, one button a player to name (all of them at once: a phone needs no pages)."""
from __future__ import annotations

from typing import Any

from game.kit.controls import Meaning
from game.phones.views import card, row, score_line
from game.titles.stafette import milk_id, rules


def seat_view(table: Any, seat: int, offered: dict[str, Meaning]) -> dict[str, Any]:
    obs = table.session.view(seat)
    text = table.app.text
    rows = [row(text("phones.row.hand"), [card(milk_id(value)) for value in obs.hand], big=True)]
    lines = []
    if obs.my_deposit:
        rows.append(row(text("phones.row.deposit"), [card(milk_id(value)) for value in obs.my_deposit]))
        lines.append(text("stafette_table.points", points=sum(obs.my_deposit)))
    call = table.controls.call(seat)
    status = text(f"stafette_table.prompt.{call}") if call else text("phones.turn_of", player=table.seat_name(obs.turn))
    return {"status": status, "rows": rows, "lines": lines}


def scoreboard(table: Any, seat: int) -> list[dict[str, Any]]:
    """Every seat's field and how many cards it banked (their worth is its own secret)."""
    obs = table.session.view(seat)
    text = table.app.text
    return [score_line(table.seat_name(owner), f"{text('stafette_table.field', field=obs.positions[owner])} · "
                       f"{text('stafette_table.phone.banked', count=obs.deposited_counts[owner])}", owner == seat)
            for owner in range(obs.players)]


def card_words(table: Any, card_id: str) -> str:
    """A milk card by its value ("milk card +3", "milk card −2")."""
    number = card_id.rpartition("-")[2]
    value = -int(number) if "-minus-" in card_id else int(number)
    return table.app.text("stafette_table.phone.milk", value=f"{value:+d}".replace("-", "\u2212"))


def result(table: Any, seat: int) -> list[str]:
    """What the latest turn came to (the throw, a swap, a jostle, an animal, reaching the hut
    with its points), as the table log says it; once a new turn has nothing yet to tell, the
    turn before. Only public events (the view's `recent`), so no hidden card shows."""
    recent = table.session.view(seat).recent
    starts = [index for index, event in enumerate(recent) if isinstance(event, rules.TurnStarted)]
    bounds = list(zip([0, *starts], [*starts, len(recent)]))
    for start, end in reversed(bounds):
        lines = [line[0] for line in map(table.describe, recent[start:end]) if line is not None]
        if lines:
            return lines
    return []
