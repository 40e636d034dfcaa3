"""Gämsh Alpin's prepared positions (game/kit/prepared.py): an explicit deal for each round,
built with the rules' own `from_decks`.

"first_game" is the guided first game (game/titles/gaemsh/guide.py): four seats, you on seat 1
with your partner Bot 3 opposite (team A), against Bot 2 and Bot 4 (team B, whose secret signal
is the cough); three rounds to a target of 3 points:

    round 1  you hold three Alphorns and the Alphorn night card lies in the centre: Bot 4
             swaps first, then you drop your Fondue, take the night card, wink (the signal your
             team chose) and Bot 3 shouts "Gämsh!" (+1)
    round 2  Bot 3 holds three Steinbock and takes the fourth from the centre, winks, and you
             shout "Gämsh!" (+1)
    round 3  Bot 4 takes the Kuhglocke night card to three Kuhglocken and coughs: you shout
             "Counter Gämsh!" at team B (+1), and team A wins 3 to 0

The bots' lines wait for their round (`ready`), the partner's call for your wink; a last line
that never comes keeps every bot idle (past its script a bot would play as the normal bot, and
take the cards the guide is about).
"""
from __future__ import annotations

from typing import Any

import dataclasses

from game.kit.prepared import Line, Position
from game.titles.gaemsh import rules
from game.titles.gaemsh.rules import CallGaemsh, Drop, Emote, Take

TARGET = 3
SIGNAL, THEIR_SIGNAL = "wink", "cough"  # your team's signal (chosen in the guide), team B's


def card(motif: str, which: int | str) -> str:
    """A card by motif and day number (1-3) or "night"."""
    return f"{motif}-night" if which == "night" else f"{motif}-day-{which}"


def deck(hands: list[list[str]], centre: list[str]) -> list[str]:
    """A round's deck: the four hands in seat order, the centre, then every other card."""
    dealt = [c for hand in hands for c in hand] + centre
    return dealt + [c for c in rules.full_deck(False) if c not in dealt]


ROUNDS = [
    deck([[card("alphorn", 1), card("alphorn", 2), card("alphorn", 3), card("fondue", 1)],
          [card("enzian", 1), card("kuhglocke", 1), card("steinbock", 1), card("edelweiss", 1)],
          [card("gipfelkreuz", 1), card("bernhardiner", 1), card("murmeltier", 1), card("enzian", 2)],
          [card("gipfelkreuz", 2), card("bernhardiner", 2), card("murmeltier", 2), card("fondue", 2)]],
         [card("edelweiss", 2), card("alphorn", "night"), card("kuhglocke", 2), card("steinbock", 2)]),
    deck([[card("edelweiss", 1), card("enzian", 1), card("fondue", 1), card("gipfelkreuz", 1)],
          [card("alphorn", 1), card("kuhglocke", 2), card("murmeltier", 2), card("bernhardiner", 1)],
          [card("steinbock", 1), card("steinbock", 2), card("steinbock", 3), card("murmeltier", 1)],
          [card("alphorn", 2), card("edelweiss", 2), card("fondue", 2), card("gipfelkreuz", 2)]],
         [card("alphorn", 3), card("steinbock", "night"), card("kuhglocke", 1), card("enzian", 2)]),
    deck([[card("alphorn", 1), card("steinbock", 1), card("bernhardiner", 1), card("gipfelkreuz", 1)],
          [card("alphorn", 2), card("steinbock", 2), card("enzian", 1), card("edelweiss", 2)],
          [card("alphorn", 3), card("fondue", 2), card("bernhardiner", 2), card("gipfelkreuz", 2)],
          [card("kuhglocke", 1), card("kuhglocke", 2), card("kuhglocke", 3), card("enzian", 2)]],
         [card("fondue", 1), card("murmeltier", 1), card("kuhglocke", "night"), card("edelweiss", 1)]),
]


def first_game(data: rules.Data) -> rules.GaemshState:
    settings = dataclasses.replace(data.table, target=TARGET)
    return rules.from_decks(4, [list(round_deck) for round_deck in ROUNDS], settings, seed=19,
                            signals={1: THEIR_SIGNAL})


def in_round(number: int):
    return lambda state: state.round == number


def signalled(seat: int, number: int):
    """`seat` made its team's signal in round `number`."""
    return lambda state: state.round == number and any(
        who == seat and emote == SIGNAL and t >= state.round_start for who, emote, t in state.emotes)


def idle(seat: int) -> Line:
    """A last line that never comes: the bot does nothing more."""
    return Line(Emote(seat, SIGNAL), ready=lambda state: False)


SCRIPTS = {
    1: (idle(1),),
    2: (Line(CallGaemsh(2), 1.2, signalled(0, 1)),
        Line(Drop(2, 3), 1.0, in_round(2)), Line(Take(2, 1), 0.8), Line(Emote(2, SIGNAL), 1.0), idle(2)),
    3: (Line(Drop(3, 3), 1.0, in_round(1)), Line(Take(3, 0), 0.8),
        Line(Drop(3, 3), 1.0, in_round(3)), Line(Take(3, 2), 0.8), Line(Emote(3, THEIR_SIGNAL), 1.0), idle(3)),
}

POSITIONS: dict[str, Position] = {
    "first_game": Position(players=4, build=first_game, learners=(0, 2), scripts=SCRIPTS, options={"target": TARGET},
                           seed=19),
}


# --- the rules help's pictures (help.py): seat 0 reads, signals chosen ---
def _help_deal(data: rules.Data, hand: tuple[str, ...], centre: tuple[str, ...], foehn: bool = False) -> Any:
    """Four seats, seat 0 holding `hand`, `centre` on the table, the rest of the deck in its
    own order; the teams' signals already chosen."""
    named = [*hand, *centre]
    rest = [card for card in rules.full_deck(foehn) if card not in named]
    deck = [*hand, *rest[:12], *centre, *rest[12:]]
    return rules.from_decks(4, [deck], data.table, foehn=foehn, signals={0: "wink", 1: "yodel"})


HELP_HAND = ("alphorn-day-1", "alphorn-day-2", "alphorn-night", "fondue-day-1")
HELP_CENTRE = ("enzian-day-1", "alphorn-day-3", "steinbock-night", "kuhglocke-day-2")
QUARTET = ("alphorn-day-1", "alphorn-day-2", "alphorn-day-3", "alphorn-night")

POSITIONS |= {
    "help_swap": Position(players=4, build=lambda data: _help_deal(data, HELP_HAND, HELP_CENTRE)),  # three Alphorns, one in the centre
    "help_quartet": Position(players=4, build=lambda data: _help_deal(data, QUARTET, ("fondue-day-1", *HELP_CENTRE[2:], "enzian-day-2"))),
    "help_foehn": Position(players=4, options={"foehn": True},
                           build=lambda data: _help_deal(data, HELP_HAND, ("enzian-day-1", rules.GAMEKEEPER, "steinbock-night",
                                                                "kuhglocke-day-2"), foehn=True)),
    "help_bull": Position(players=4, options={"foehn": True},
                          build=lambda data: _help_deal(data, HELP_HAND, ("enzian-day-1", rules.BULL, "steinbock-night",
                                                               "kuhglocke-day-2"), foehn=True)),
}
