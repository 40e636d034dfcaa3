"""What a Cambio seat's phone shows: its own layout with the cards the seat sees now (its
opening look and its peeks: `observe(seat).shown`), the card it has drawn, the discard pile,
and every other layout (the cards it sees face up). A card turned back is a back again:
remembering it is the game, and a phone shows no more than the seat's own eyes would.

Its taps, whatever the moment asks of a card: the opening look, keeping the drawn card in
a place of its own, a peek, a swap's two cards (the first is kept by its controls: `Pad.first`),
giving a card into a gap, and a burn while a window is open: "burn a card" first (on its own turn
the key's menu, out of it the phone's own step, `PhoneSeats.chosen`), then the card, so a
tap meant to look at a card never burns it. All places at once, so no pointing at layouts nor pages. The draw,
taking the discard, discarding the drawn card, skipping the card's action and the Fässler
call are big buttons. Each place says for a screen reader whose card it is and where
("Bea, top-left card"), so the four backs of the opening look differ."""
from __future__ import annotations

from typing import Any, Callable

from game.kit.controls import Meaning
from game.kit.phones import key_taps, live, tap_of
from game.phones.views import card, row
from game.titles.cambio import rules
from game.titles.cambio.controls import Moment
from game.titles.cambio.table import card_name

BACK = "back-jass"
BURN = "burn"  # the phone's own step out of its turn: its next card tap burns


def taps(table: Any, seat: int) -> dict[str, Meaning]:
    moment = Moment(table.controls, seat)
    obs, pad, word = moment.obs, moment.pad, moment.word
    found: dict[str, Meaning] = {}

    def cards(make: Callable[[int, int], Meaning | None], owners: range | tuple[int, ...] = ()) -> None:
        for owner in owners or range(obs.players):
            for slot, present in enumerate(obs.layouts[owner]):
                meaning = make(owner, slot) if present else None
                if meaning is not None:
                    found[f"card:{owner}:{slot}"] = meaning

    def does(key: str, make: Callable[[int, int], Any]) -> Callable[[int, int], Meaning]:
        return lambda owner, slot: moment.action(word(key, n=slot + 1), make(owner, slot))

    mine = seat == obs.turn and obs.phase in ("turn", "drawn", "action")
    if obs.phase in ("scored", "over"):
        return key_taps(table, seat, "alt")  # a menu left open waits to be backed out of
    if obs.phase == "look":
        cards(does("look", lambda owner, slot: rules.Look(seat, slot)), (seat,))
    elif obs.give_back is not None and obs.give_back[0] == seat:
        cards(does("give", lambda owner, slot: rules.GiveBack(seat, slot)), (seat,))
    elif mine and obs.phase == "drawn":
        cards(does("replace", lambda owner, slot: rules.Replace(seat, slot)), (seat,))
        found["discard"] = moment.action(word("discard"), rules.Discard(seat))
    elif mine and obs.phase == "turn":
        if pad.menu == "call":
            return key_taps(table, seat, "slot4", "alt")
        if pad.menu == "burn":
            cards(does("burn", lambda owner, slot: rules.Burn(seat, owner, slot)))
            return {**live(found), **key_taps(table, seat, "alt")}
        found["draw"] = moment.action(word("draw"), rules.Draw(seat, "deck"))
        found["take"] = moment.action(word("take"), rules.Draw(seat, "discard"))
        return {**live(found), **key_taps(table, seat, "slot2", "slot4")}
    elif mine and obs.phase == "action":
        if obs.pending in ("peek_own", "peek_other", "peek_swap"):
            cards(does("peek", lambda owner, slot: rules.Peek(seat, owner, slot)))
        elif pad.first is None:
            cards(lambda owner, slot: Meaning(word("pick", n=slot + 1), step=lambda: moment.pick((owner, slot)))
                  if moment.second(owner, slot) is not None else None)
        else:
            first = pad.first
            cards(does("swap", lambda owner, slot: rules.Swap(seat, *first, owner, slot)))
            found.update(key_taps(table, seat, "alt"))
        found["skip"] = moment.action(word("skip"), rules.Skip(seat))
    else:  # out of its turn: "burn a card" first, so a card is never burnt by a tap meant to look
        cards(does("burn", lambda owner, slot: rules.Burn(seat, owner, slot)))
        burns = live(found)
        if not burns:
            return {}
        if table.phones.chosen.get(seat) != BURN:
            return {BURN: Meaning(word("ready"), step=lambda: table.phones.choose(seat, BURN))}
        return {**burns, "back": Meaning(word("back"), step=lambda: table.phones.chosen.pop(seat, None))}
    return live(found)


def seat_view(table: Any, seat: int, offered: dict[str, Meaning]) -> dict[str, Any]:
    obs = table.session.view(seat)
    text = table.app.text
    shown = {(owner, slot): face for owner, slot, face in obs.shown}
    first = table.controls.pad(seat).first

    def layout(owner: int) -> list[dict[str, Any]]:
        whose = text("phones.row.layout") if owner == seat else table.seat_name(owner)
        return [card(shown.get((owner, slot), BACK), lit=(owner, slot) == first,
                     where=f"{whose}, {table.slot_name(slot)}", tap=tap_of(offered, f"card:{owner}:{slot}"))
                if present else card()
                for slot, present in enumerate(obs.layouts[owner])]

    rows = [row(text("phones.row.layout"), layout(seat), big=True)]
    if obs.turn == seat and obs.holding:
        rows.append(row(text("phones.row.drawn"), [card(obs.held or BACK)]))
    rows.append(row(text("cambio.label.discard"), [card(obs.discard_top) if obs.discard_top else card()]))
    rows += [row(table.seat_name(owner), layout(owner)) for owner in range(obs.players) if owner != seat]
    return {"status": table.status_words(obs), "rows": rows}


def card_words(table: Any, card_id: str) -> str:
    """A Jass card by the names printed on the deck ("Schilten Fässler"), as the table's log says it."""
    return card_name(card_id)


def result(table: Any, seat: int) -> list[str]:
    """Once a round's cards are turned up: the seat's own sum (what its total grew by) and,
    after a Fässler call, whether the caller won the round (the big screen's words)."""
    obs = table.session.view(seat)
    if obs.phase != "scored" or not obs.last_sums:
        return []
    text = table.app.text
    lines = [text("cambio.label.round", number=obs.round_no + 1),
             text("phones.result_points", points=f"{obs.last_sums[seat]:+d}")]
    if obs.caller is not None and obs.last_caller_won is not None:
        lines.append(text(f"cambio.event.caller_{'won' if obs.last_caller_won else 'lost'}",
                          name=table.seat_name(obs.caller)))
    return lines
