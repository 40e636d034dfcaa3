"""Cambio's prepared positions (game/kit/prepared.py): an explicit deck for `rules.from_deck`.

"first_game" is the guided first game (game/titles/cambio/guide.py): three seats, you on seat 1
(Bot 3 deals, so you begin), Bot 2 after you, Bot 3 after Bot 2; one round to a target of 10,
so the first scoring ends the game. Layouts (top left, top right, bottom left, bottom right):

    you    Rosen 5   Joker      Rosen 7 *     Eicheln König *     (* looked at)
    Bot 2  Schellen Ass  Rosen Ass  Schilten Ober *  Eicheln Ober *
    Bot 3  Schilten König  Schilten Ass *  Eicheln 9 *  Eicheln Under

The first discard is the Schilten 4. The turns:

     1 you    draw Schellen 2, keep it for your König
     2 Bot 2  draw Schellen 6, keep it for its Schilten Ober
     3 Bot 3  draw Schilten 8, discard: peeks at your Rosen 7
     4 you    draw Schellen 9, discard: look at your top left, the Rosen 5
     5 Bot 2  draw Eicheln 5, discard: you burn your Rosen 5 on it
     6 Bot 3  draw Schellen 7, discard: burns your Rosen 7, gives you its Schilten Ass
     7 you    draw Rosen Ober, discard: swap the Ass for Bot 2's Schellen 6
     8 Bot 2  draw Rosen 3, discard
     9 Bot 3  draw Schellen 3, keep it for its König; burns its unseen Under on the König:
              wrong, a penalty card (Schilten 10)
    10 you    call "Fässler!" (Joker, Schellen 6, Schellen 2: 7 points)
    11 Bot 2  draw Eicheln 1, discard     12 Bot 3  draw Rosen 4, discard
    The reveal: you 7, Bot 2 43, Bot 3 32; you win.

The bots' scripts wait on each other through the rules (a line is pressed once the rules take
it): Bot 3's first look waits 2.7 s so that your looked cards are hidden again before a second
learner on Bot 2's seat looks (one look at a time at a shared screen).
"""
from __future__ import annotations

from typing import Any

from game.kit.prepared import Line, Position
from game.titles.cambio import rules
from game.titles.cambio.rules import Burn, Discard, Draw, GiveBack, Look, Peek, Replace, Skip

LAYOUTS = (("rosen-5", "joker-tell", "rosen-7", "eicheln-koenig"),
           ("schellen-ass", "rosen-ass", "schilten-ober", "eicheln-ober"),
           ("schilten-koenig", "schilten-ass", "eicheln-9", "eicheln-under"))
FIRST = "schilten-4"
DECK = ("schellen-2", "schellen-6", "schilten-8", "schellen-9", "eicheln-5", "schellen-7", "rosen-ober",
        "rosen-3", "schellen-3", "schilten-10", "eicheln-1", "rosen-4")  # top first; the 10 is the penalty
OPTIONS = {"target": 10}


def order() -> list[str]:
    """The whole deck in deal order: the layouts, the first discard, the deck, the rest."""
    dealt = [card for layout in LAYOUTS for card in layout] + [FIRST, *DECK]
    return dealt + [card for card in rules.CARDS if card not in dealt]


def first_game(data: rules.Data) -> rules.CambioState:
    return rules.from_deck(3, order(), OPTIONS, seed=19, timed_look=False, data=data)


def turn(seat: int, *actions) -> tuple[Line, ...]:
    return tuple(Line(action) for action in actions)


SCRIPTS = {
    1: (Line(Look(1, 2), 3.5), Line(Look(1, 3), 0.5),
        *turn(1, Draw(1, "deck"), Replace(1, 2)),
        *turn(1, Draw(1, "deck"), Discard(1)),
        *turn(1, Draw(1, "deck"), Discard(1)),
        *turn(1, Draw(1, "deck"), Discard(1))),
    2: (Line(Look(2, 1), 2.7), Line(Look(2, 2), 0.3),
        *turn(2, Draw(2, "deck"), Discard(2)), Line(Peek(2, 0, 2), 1.5),
        *turn(2, Draw(2, "deck"), Discard(2), Burn(2, 0, 2)), Line(GiveBack(2, 1), 1.0), Line(Skip(2), 0.8),
        *turn(2, Draw(2, "deck"), Replace(2, 0)), Line(Burn(2, 2, 3), 1.5),
        *turn(2, Draw(2, "deck"), Discard(2))),
}

POSITIONS: dict[str, Position] = {
    "first_game": Position(players=3, build=first_game, learners=(0, 1), scripts=SCRIPTS, options=OPTIONS, seed=19),
}


# --- the rules help's pictures (help.py): three seats, seat 0 reads ---
HELP_LAYOUTS = (("schellen-9", "joker-tell", "rosen-6", "schilten-ober"),  # seat 0: you
                ("rosen-3", "eicheln-7", "schilten-5", "eicheln-koenig"),
                ("eicheln-2", "rosen-ass", "schellen-10", "rosen-1"))
BURN_WAIT = 3.0  # seconds: the first discard's burn window has had its time, you may draw
HELP_LOOKS = (Look(0, 0), Look(0, 2), Look(1, 2), Look(1, 3), Look(2, 2), Look(2, 3))  # you know your 9 and 6


def _help_deal(data: rules.Data, flipped: str, drawn: str = "eicheln-1", looked: bool = True, waited: float = 0.0) -> Any:
    """The three layouts, `flipped` as the first discard, `drawn` the deck's top card; with
    `looked`, after everyone's opening look and `waited` seconds of the burn window."""
    named = [card for layout in HELP_LAYOUTS for card in layout] + [flipped, drawn]
    rest = [card for card in rules.CARDS if card not in named]
    state = rules.from_deck(3, [*named, *rest], timed_look=False, data=data)
    for look in HELP_LOOKS if looked else ():
        state.apply(look)
    state.advance(state.now + waited)
    return state


POSITIONS |= {
    "help_look": Position(players=3, build=lambda data: _help_deal(data, "rosen-9", looked=False)),
    "help_burn": Position(players=3, build=lambda data: _help_deal(data, "rosen-9")),  # a 9 flipped: burn yours
    "help_other": Position(players=3, build=lambda data: _help_deal(data, "schellen-3")),  # Bot 2's Rosen 3 top left
    "help_turn": Position(players=3, build=lambda data: _help_deal(data, "rosen-9", waited=BURN_WAIT)),  # your turn, nothing drawn
    "help_drawn": Position(players=3, build=lambda data: _help_deal(data, "rosen-9", waited=BURN_WAIT), replay=(Draw(0, "deck"),)),
    "help_action": Position(players=3, build=lambda data: _help_deal(data, "rosen-9", "schilten-8", waited=BURN_WAIT),
                            replay=(Draw(0, "deck"), Discard(0))),
}
