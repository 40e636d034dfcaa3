"""What a human seat's six keys mean at the Älpler Stafette table, moment by moment.

`meanings` turns each button into the action it stands for now, whether or not the rules would
take it (a refused press shows the rules' reason at the seat: a shout just after its window
closed is a late shout of that window and is refused as late). `labels` names a key only
when the rules would take its action (`session.refusal`), and `call` (the seat's call to act)
reads the actions the rules would take, so no rule is decided here.

Keys: slot1/slot2 throw the white/black die on your turn; act shouts "Swap!" or "Jostle!"
(whichever window is open); as the mover of a jostle or a pick the slot keys name the player
(slot4 turns the page when there are more than four); alt held shows your hand in "peek"
privacy (the kit's peek key).
"""
from __future__ import annotations

from typing import Any

from game.titles.stafette import rules as rules

MORE, NAME = "more", "name"  # meanings that change the scene: turn the page, say "use the slots"
PAGE = 3  # names per page once slot4 turns pages
CALLS = ((rules.Jostle, "jostle"), (rules.Swap, "swap"), (rules.Roll, "roll"))


class Controls:
    """The keys of the human seats at one table; `pages` remembers each mover's page."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.session = table.session
        self.pages: dict[int, tuple[tuple, int]] = {}  # seat -> ((turn, names), page)

    def named(self, seat: int) -> tuple[type, tuple[int, ...]]:
        """The action kind and the players `seat` may name with its slot keys now (as the mover
        of a jostle or a pick), as the rules would take them."""
        if seat == self.session.public_view().turn:
            for kind in (rules.Jostle, rules.Pick):
                names = tuple(other for other in range(self.session.players)
                              if self.session.refusal(kind(seat, other)) is None)
                if names:
                    return kind, names
        return rules.Jostle, ()

    def slots(self, seat: int) -> dict[str, Any]:
        """slot -> the naming action on the mover's page, or MORE on slot4 (over four names)."""
        kind, names = self.named(seat)
        if len(names) <= 4:
            return {f"slot{i + 1}": kind(seat, other) for i, other in enumerate(names)}
        pages = [names[i:i + PAGE] for i in range(0, len(names), PAGE)]
        page = pages[self.page(seat, names) % len(pages)]
        return {**{f"slot{i + 1}": kind(seat, other) for i, other in enumerate(page)}, "slot4": MORE}

    def page(self, seat: int, names: tuple[int, ...], turn: int = 0) -> int:
        """The mover's page of `names` (page 0 again for other names or another turn)."""
        key = (self.session.public_view().turn_number, names)
        stored, page = self.pages.get(seat, (None, 0))
        page = page + turn if stored == key else 0
        self.pages[seat] = (key, page)
        return page

    def meanings(self, seat: int) -> dict[str, Any]:
        """button -> the action (or MORE, NAME) a press stands for now; missing: nothing."""
        slots = self.slots(seat)
        if slots:
            alone = len(slots) == 1 and isinstance(slots["slot1"], rules.Jostle)
            return {**slots, "act": slots["slot1"] if alone else NAME}
        view = self.session.public_view()
        shout = rules.Jostle(seat, view.turn) if self.window(view) == "jostle" else rules.Swap(seat)
        return {"slot1": rules.Roll(seat, "white"), "slot2": rules.Roll(seat, "black"), "act": shout}

    @staticmethod
    def window(view: rules.Observation) -> str:
        """The shout window open now, or the one that closed last (a late shout belongs to it)."""
        if view.phase in ("swap", "jostle", "pick"):
            return "swap" if view.phase == "swap" else "jostle"
        closed = [event.kind for event in view.recent if isinstance(event, rules.WindowClosed)]
        return "swap" if not closed or closed[-1] == "swap" else "jostle"

    def press(self, seat: int, button: str) -> Any | None:
        """The action to submit for a press (None: the press only changed the scene)."""
        meaning = self.meanings(seat).get(button)
        if meaning == MORE:
            self.page(seat, self.named(seat)[1], turn=1)
            self.table.app.sound.play("ui_move")
        elif meaning == NAME:
            self.table.toast(seat, self.table.app.text("stafette_table.name_with_slots"))
        else:
            return meaning
        return None

    def labels(self, seat: int) -> dict[str, str]:
        """What each key does now, only for keys whose press the rules would take."""
        text, labels = self.table.app.text, {}
        for button, meaning in self.meanings(seat).items():
            if meaning == MORE:
                labels[button] = text("stafette_table.key.more")
            elif meaning != NAME and self.session.refusal(meaning) is None:
                labels[button] = (text(f"stafette_table.key.{meaning.die}") if isinstance(meaning, rules.Roll)
                                  else text("stafette.shout.swap") if isinstance(meaning, rules.Swap)
                                  else text("stafette.shout.jostle") if button == "act"
                                  else self.table.seat_name(meaning.target))
        return labels

    def call(self, seat: int) -> str | None:
        """The seat's call to act now ("roll", "swap", "jostle" or "pick", the end of its text
        key stafette_table.prompt.<call>), from the actions the rules would take; None: none."""
        kinds = [type(action) for action in self.session.legal_actions(seat)]
        if rules.Pick in kinds or kinds.count(rules.Jostle) > 1:
            return "pick"
        return next((call for kind, call in CALLS if kind in kinds), None)
