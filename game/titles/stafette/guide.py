"""Älpler Stafette's guided first game (game/kit/guide.py) on the prepared "first_game"
(game/titles/stafette/positions.py): 13 turns, about three minutes at a calm pace (reading at 180 words a minute, a second a press). Its words are
in game/titles/stafette/guide.toml; the rules each step teaches are listed in
docs/rules/stafette.md ("Rules the guide teaches").
"""
from __future__ import annotations

from typing import Any

import pygame

from game.kit.guide import Guide, Happens, Key, Place, Press, Read, Step
from game.titles.stafette.table import BAND, CARD, CUPS, FIELD_R, HAND_W, PILE


def places(table: Any, name: str) -> pygame.Rect:
    """The places the steps point at: "seat:N", "hand:N", "field:N", "pile", "dice"."""
    kind, _, number = name.partition(":")
    if kind == "seat":
        return table.panel_rect(int(number))
    if kind == "hand":
        panel = table.panel_rect(int(number))
        return pygame.Rect(panel.x + 8, panel.y + BAND + 4, HAND_W + 10, CARD[1] + 8)
    if kind == "field":
        spot = table.board[int(number)]
        return pygame.Rect(spot.x - FIELD_R - 4, spot.y - FIELD_R - 4, 2 * FIELD_R + 8, 2 * FIELD_R + 8)
    if kind == "pile":
        return pygame.Rect(PILE[0] - 90, PILE[1] + 4, 180, 80)
    if kind == "dice":
        (x, top), (_, bottom) = CUPS["white"], CUPS["black"]
        return pygame.Rect(x - 30, top - 30, 140, bottom - top + 60)
    raise KeyError(name)


def params(table: Any, seat: int) -> dict[str, Any]:
    """Your left and right neighbours by name, and your hand as its cards (where two learn
    with hidden hands, how to look instead: the box is seen by both)."""
    hand = " ".join(f"{card:+d}" for card in table.session.view(0).hand) or "—"
    if not table.hand_visible(0):
        names = table.app.input.key_labels(table.session.humans[0])
        hand = table.app.text("stafette.guide.hidden_hand", alt=names.get("alt", "alt"))
    return {"left": table.seat_name(1), "right": table.seat_name(2), "hand": hand}


def keep_clear(table: Any) -> list[pygame.Rect]:
    """Where the action is: every kettle's field and the dice tray."""
    fields = {position for position in table.session.public_view().positions} | set(table.spots)
    return [places(table, f"field:{field}").inflate(30, 40) for field in fields] + [places(table, "dice")]


def rolled(seat: int, die: str):
    """A bot playing a learner's seat threw `die`."""
    return Happens("Rolled", lambda event: event.seat == seat and event.die == die)


def turn_of(seat: int) -> Happens:
    return Happens("TurnStarted", lambda event: event.seat == seat)


STEPS = (
    Step("welcome", Read(), Place("hand:0"), teaches=("goal",)),
    Step("dice", Read(), Place("dice"), teaches=("dice",)),
    Step("white", Press(), Key("slot1"), after=True, teaches=("move", "turns")),
    Step("left_black", Press(), Key("slot2"), seat=1, bot=rolled(1, "black")),
    Step("swap", Press(), Key("slot2"), after=True, teaches=("swap",)),
    Step("cable_car", Happens("KettleMoved", lambda event: event.how == "cable_car"), Place("field:5"),
         after=True, teaches=("cable_car", "cheese", "order")),
    Step("right_lands", Happens("JostleOpened"), Place("seat:2")),
    Step("jostle", Press(), Key("act"), after=True, teaches=("jostle",)),
    Step("black", Press(), Key("slot2")),
    Step("dog", Happens("KettleMoved", lambda event: event.how == "dog"), Place("field:7"), after=True,
         teaches=("dog",)),
    Step("left_white", Press(), Key("slot1"), seat=1, bot=rolled(1, "white")),
    Step("right_black", turn_of(0), Place("seat:2")),
    Step("black2", Press(), Key("slot2")),
    Step("ibex", Happens("IbexPulled"), Place("field:10"), after=True, teaches=("ibex",)),
    Step("left_white2", Press(), Key("slot1"), seat=1, bot=rolled(1, "white"), words="left_white"),
    Step("cow", Happens("Drew", lambda event: event.why == "cow"), Place("field:9"), after=True,
         teaches=("cow", "end")),
    Step("black3", Press(), Key("slot2")),
    Step("bull", Happens("BullPassed"), Place("field:16"), after=True, teaches=("bull",)),
    Step("left_white3", Press(), Key("slot1"), seat=1, bot=rolled(1, "white"), words="left_white"),
    Step("right_white", turn_of(0), Place("seat:2")),
    Step("home", Press(), Key("slot1"), after=True, teaches=("cheese", "score")),
    Step("restart", Read(), Place("pile"), teaches=("restart",)),
)

GUIDE = Guide(title="stafette", position="first_game", steps=STEPS, places=places, params=params,
              keep_clear=keep_clear)
