"""What a human seat's buttons mean at the Älpler Stafette table, moment by moment (the kit's
`Buttons`, game/kit/controls.py).

Each shout has a key of its own, so a late press can never become the other shout:
- slot1 / slot2 throw the white / black die on your turn;
- slot2 shouts "Swap!" while a kettle runs after another player's black die (the black die's
  key: only the black die opens a swap);
- act shouts "Jostle!" (an occupant of the field, or the mover when one kettle stands there);
- as the mover of a jostle with several occupants, or of a pick, the slot keys name the player
  (slot4 turns the page when there are more than four).
A button whose action the rules would refuse means nothing and carries the rules' reason
(`session.refusal`); a shout within LATE_SHOUT seconds after its window closed says, briefly,
that it came too late (a phone's tap on it too: game/kit/phones.py). The seat's
call to act (`call`) reads the actions the rules would take. No rule is decided here. There is
no menu: every seat stays in the base mode, and alt is left to the kit's look gesture.

A phone taps the same choices as big buttons: the dice ("die:white", "die:black"), "swap",
"jostle", and as the mover every player to name at once ("name:<seat>", no pages).
"""
from __future__ import annotations

from typing import Any

from game.core.errors import RuleError
from game.kit.controls import KEYS_ONLY, Buttons, Meaning, at, nothing
from game.titles.stafette import rules as rules

PAGE = 3  # names per page once slot4 turns pages
LATE_SHOUT = 1.0  # seconds after a shout window closed in which a shout is told it came too late
CLOSED = {"stafette.refuse.swap_closed": ("swap",), "stafette.refuse.jostle_closed": ("jostle", "pick")}
CALLS = ((rules.Jostle, "jostle"), (rules.Swap, "swap"), (rules.Roll, "roll"))


class Controls:
    """The buttons of the human seats at one table; `pages` remembers each mover's page."""

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

    def page(self, seat: int, names: tuple[int, ...]) -> int:
        """The mover's page of `names` (page 0 again for other names or another turn)."""
        stored, page = self.pages.get(seat, (None, 0))
        return page if stored == (self.session.public_view().turn_number, names) else 0

    def turn_page(self, seat: int, names: tuple[int, ...]) -> None:
        self.pages[seat] = ((self.session.public_view().turn_number, names), self.page(seat, names) + 1)

    def to_base(self, seat: int) -> None:
        """An action was taken: the mover's page starts from the first again."""
        self.pages.pop(seat, None)

    def buttons(self, seat: int) -> Buttons:
        """Each button's meaning now for `seat`."""
        text = self.table.app.text
        idle = text("stafette_table.keys_idle")
        kind, names = self.named(seat)
        if names:
            return self.naming(seat, kind, names)
        white, black, swap = rules.Roll(seat, "white"), rules.Roll(seat, "black"), rules.Swap(seat)
        mine = seat == self.session.public_view().turn
        return Buttons({
            "slot1": at("die:white", self.meaning(white, text("stafette_table.key.white")),
                        text("stafette_table.phone.white")),
            "slot2": at("die:black", self.meaning(black, text("stafette_table.key.black")),
                        text("stafette_table.phone.black")) if mine
            else at("swap", self.meaning(swap, text("stafette.shout.swap"))),
            "act": at("jostle", self.meaning(rules.Jostle(seat, self.session.public_view().turn),
                                             text("stafette.shout.jostle"))),
        }, idle=idle)

    def naming(self, seat: int, kind: type, names: tuple[int, ...]) -> Buttons:
        """The mover's slot keys name the players (a page of three and "more" on slot4 over
        four names); act jostles the only one, or says to name with the slot keys."""
        text, idle = self.table.app.text, self.table.app.text("stafette_table.keys_idle")
        verb = text("stafette.shout.jostle") if kind is rules.Jostle else ""
        choices = {other: Meaning(self.table.seat_name(other), action=kind(seat, other), target=f"name:{other}",
                                  says=f"{verb} {self.table.seat_name(other)}".strip()) for other in names}
        if len(names) <= 4:
            shown, more = names, {}
        else:
            pages = [names[i:i + PAGE] for i in range(0, len(names), PAGE)]
            shown = pages[self.page(seat, names) % len(pages)]
            more = {"slot4": Meaning(text("stafette_table.key.more"), step=lambda: self.turn_page(seat, names),
                                     target=KEYS_ONLY)}
        meanings = {f"slot{i + 1}": choices[other] for i, other in enumerate(shown)}
        if len(names) == 1 and kind is rules.Jostle:
            meanings["act"] = at(f"name:{names[0]}", Meaning(text("stafette.shout.jostle"), action=kind(seat, names[0])))
        else:
            meanings["act"] = nothing(RuleError("stafette_table.name_with_slots"))
        return Buttons({**meanings, **more}, idle=idle,
                       more={choice.target: choice for other, choice in choices.items() if other not in shown})

    def meaning(self, action: Any, label: str) -> Meaning:
        """The action when the rules would take it now, else nothing with their reason."""
        refusal = self.session.refusal(action)
        return Meaning(label, action=action) if refusal is None else nothing(refusal)

    def told(self, refusal: RuleError, closed_at: dict[str, float], now: float) -> RuleError:
        """What a refused press is told: a shout whose window closed less than LATE_SHOUT
        seconds ago (`closed_at`: kind -> scene time) came too late; else the rules' reason."""
        shout = {"stafette.refuse.swap_closed": "swap", "stafette.refuse.jostle_closed": "jostle"}.get(refusal.reason)
        if shout is None or all(now - closed_at.get(kind, -LATE_SHOUT) >= LATE_SHOUT for kind in CLOSED[refusal.reason]):
            return refusal
        return RuleError("stafette_table.too_late", shout=self.table.app.text(f"stafette.shout.{shout}"))

    def call(self, seat: int) -> str | None:
        """The seat's call to act now ("roll", "swap", "jostle" or "pick", the end of its text
        key stafette_table.prompt.<call>), from the actions the rules would take; None: none."""
        kinds = [type(action) for action in self.session.legal_actions(seat)]
        if rules.Pick in kinds or kinds.count(rules.Jostle) > 1:
            return "pick"
        return next((call for kind, call in CALLS if kind in kinds), None)
