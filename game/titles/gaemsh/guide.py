"""Gämsh Alpin's guided first game (game/kit/guide.py) on the prepared "first_game"
(game/titles/gaemsh/positions.py): three rounds to 3 points, about three minutes at a calm
pace. You and your partner opposite against two bots; a second learner takes the
partner's seat. Its words are in game/titles/gaemsh/guide.toml; the rules each step teaches are
listed in docs/rules/gaemsh.md ("Rules the guide teaches").
"""
from __future__ import annotations

from typing import Any

import pygame

from game.kit.controls import BASE
from game.kit.guide import Guide, Happens, Holds, Key, Place, Press, Read, Step
from game.titles.gaemsh import layout, rules
from game.titles.gaemsh.positions import SIGNAL

OPPONENTS = (1, 3)


def places(table: Any, name: str) -> pygame.Rect | None:
    """The places the steps point at: "seat:N" (a seat's panel), "hand:N" (its cards), "centre";
    None while the team's signal choice covers them all (a ring would stand on its words)."""
    if table.signal_choice_rects():
        return None
    kind, _, number = name.partition(":")
    if kind == "seat":
        return table.panel_rect(int(number))
    if kind == "hand":
        cards = []
        for slot in range(rules.HAND_SIZE):
            box = pygame.Rect((0, 0), layout.hand_card())
            box.center = tuple(map(round, table.hand_point(int(number), slot)))
            cards.append(box)
        return cards[0].unionall(cards[1:])
    if kind == "centre":
        count = len(table.session.public_view().table)
        boxes = []
        for pos in range(count):
            box = pygame.Rect((0, 0), layout.card_size(pos))
            box.center = tuple(map(round, layout.table_point(pos, count)))
            boxes.append(box)
        return boxes[0].unionall(boxes[1:])
    raise KeyError(name)


def params(table: Any, seat: int) -> dict[str, Any]:
    """Your partner and the two opponents by name."""
    return {"partner": table.seat_name(2), "left": table.seat_name(OPPONENTS[0]),
            "right": table.seat_name(OPPONENTS[1])}


def keep_clear(table: Any) -> list[pygame.Rect]:
    """Where the cards and the signals are (every seat's panel, the centre), the points, the
    emotes just made, the phase's words and the piles' (with the new cards' countdown); or while
    the team's signal choice covers the table, its words and keys."""
    players = table.session.players
    return table.signal_choice_rects() or [table.panel_rect(seat) for seat in range(players)] + [
        places(table, "centre"), layout.score_box(players // 2), layout.recent_box(layout.recent_rows(players)),
        layout.status_box(), *table.pile_words]


def by(kind: str, seat: int) -> Happens:
    """An event of `kind` made by `seat`."""
    return Happens(kind, lambda event: event.seat == seat)


def menu(table: Any, seat: int) -> str:
    """The menu open at the seat (BASE at a bot's seat)."""
    pad = table.controls.pads.get(seat)
    return BASE if pad is None else pad.mode


def shout_gaemsh(table: Any, seat: int) -> Key:
    """The way to "Gämsh!": the shout menu, then its first key."""
    return Key("act" if menu(table, seat) == BASE else "slot1")


def give_signal(table: Any, seat: int) -> Key:
    """The way to the team's signal: the shout menu, its gestures, the wink (first row)."""
    return Key("slot1" if menu(table, seat) == "emote" else "act")


def swap_in(table: Any, seat: int) -> Key:
    """The partner's swap: drop its odd card (slot 4), take the Steinbock night card (position 2)."""
    return Key("slot2" if table.session.view(seat).mid_swap else "slot4")


def scored(table: Any, seat: int) -> bool:
    return table.session.view(seat).scores[0] >= 1


def quartet(table: Any, seat: int) -> bool:
    return rules.has_quartet(table.session.view(seat).hand)


def signalled(table: Any, seat: int) -> bool:
    view = table.session.view(seat)
    return view.round == 2 and any(who == seat and emote == SIGNAL for who, emote, _ in view.recent_emotes)


STEPS = (
    Step("welcome", Read(), Place("seat:2"), teaches=("goal", "teams")),
    Step("choose", Press(), Key("act"), teaches=("signal_choose",)),
    Step("choose_wink", Press(), Key("slot1"), after=True),
    Step("hand", Read(), Place("hand:0"), teaches=("quartet",)),
    Step("others_swap", by("Taken", 3), Place("seat:3"), after=True, teaches=("swap",)),
    Step("drop", Press(), Key("slot4")),
    Step("take", Press(), Key("slot2"), after=True, teaches=("race",)),
    Step("signal_menu", Press(), Key("act"), teaches=("signal",)),
    Step("signal_gestures", Press(), Key("act")),
    Step("signal", Press(), Key("slot1"), after=True),
    Step("partner_call", Holds(scored), shout_gaemsh, seat=1, bot=Happens("Called"), after=True,
         teaches=("gaemsh", "reveal")),
    Step("deal2", Happens("Dealt"), Place("centre")),
    Step("partner_swap", Holds(quartet), swap_in, seat=1, bot=by("Taken", 2)),
    Step("partner_signal", Holds(signalled), give_signal, seat=1, bot=by("Emoted", 2)),
    Step("call_menu", Press(), Key("act"), teaches=("call",)),
    Step("call", Press(), Key("slot1"), after=True),
    Step("deal3", Happens("Dealt"), Place("centre")),
    Step("their_signal", by("Emoted", 3), Place("seat:3"), after=True, teaches=("counter",)),
    Step("counter_menu", Press(), Key("act")),
    Step("counter_team", Press(), Key("slot3")),
    Step("counter", Press(), Key("slot1"), after=True, teaches=("score",)),
    Step("end", Read(), Place("seat:0"), teaches=("wrong_call",)),
    Step("end_calls", Read(), teaches=("double", "outgaemsh", "fakes")),
)

GUIDE = Guide(title="gaemsh", position="first_game", steps=STEPS, places=places, params=params,
              keep_clear=keep_clear)
