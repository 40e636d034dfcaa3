"""What a Stones seat's buttons mean now: slot1..slot3 take that many stones (a phone taps
them as the big buttons "take:1".."take:3")."""
from __future__ import annotations

from typing import Any

from game.kit.controls import Buttons, Meaning, at, nothing
from game.titles.stones.rules import Take


class Controls:
    def __init__(self, table: Any) -> None:
        self.table = table

    def buttons(self, seat: int) -> Buttons:
        text, session, meanings = self.table.app.text, self.table.session, {}
        for count in (1, 2, 3):
            action = Take(seat, count)
            refusal = session.refusal(action)
            meanings[f"slot{count}"] = (at(f"take:{count}", Meaning(text("stones.key.take", count=count), action=action))
                                        if refusal is None else nothing(refusal))
        return Buttons(meanings, idle=text("stones.idle"))

    def to_base(self, seat: int) -> None:
        """No menus: nothing to close."""
