"""What each title's rules help shows: its screens in order, one idea each.

A `Screen` names its words (text keys `<id>.help.<name>.head` and `<id>.help.<name>`), the
prepared position its picture starts from (a `help_*` position of the title's
game/titles/<id>/positions.py), the reader's presses on that table before it is drawn (a
menu opened), the part of the table the picture shows and what it points at (functions of
the table scene, so they follow the title's own layout), and whether it is one of the
rulebook's worked examples.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import pygame

from game.kit.table import TableScene
from game.shell.rules_pictures import SEAT, Marks, Region, around
from game.titles.cambio import layout as cambio_layout
from game.titles.gaemsh import layout as gaemsh_layout
from game.titles.gambit7 import table as gambit7_table
from game.titles.stafette import table as stafette_table


def nothing(scene: TableScene) -> Iterable[pygame.Rect | None]:
    return ()


@dataclass(frozen=True)
class Screen:
    title_id: str
    name: str
    position: str
    region: Region
    marks: Marks = nothing
    presses: tuple[str, ...] = ()
    example: bool = False
    settle: float = 0.0  # seconds more after the presses: what they started (a reveal) plays out

    @property
    def head_key(self) -> str:
        return f"{self.title_id}.help.{self.name}.head"

    @property
    def words_key(self) -> str:
        return f"{self.title_id}.help.{self.name}"


def seat_and_hint(scene: TableScene) -> pygame.Rect:
    """The reader's seat with its key hint box."""
    return around(scene.panel_rect(SEAT), scene.hint_rect(SEAT))


def hint(scene: TableScene) -> list[pygame.Rect | None]:
    return [scene.hint_rect(SEAT)]


# --- Gämsh Alpin ---------------------------------------------------------------------------
GAEMSH_CENTRE = gaemsh_layout.CENTRE.clip(gaemsh_layout.CENTRE.move(24, 0))  # its empty left edge left out


def gaemsh_centre(scene: TableScene) -> pygame.Rect:
    """The centre's cards and the reader's seat below them."""
    return around(GAEMSH_CENTRE, scene.panel_rect(SEAT), scene.hint_rect(SEAT), margin=4)


def gaemsh_hand(scene: TableScene) -> list[pygame.Rect]:
    return [scene.panel_rect(SEAT)]


def gaemsh_centre_cards(scene: TableScene) -> list[pygame.Rect]:
    return [pygame.Rect(gaemsh_layout.CENTRE.x + 100, gaemsh_layout.CENTRE.y + 90, gaemsh_layout.CENTRE.width - 200, 110)]


GAEMSH = (
    Screen("gaemsh", "goal", "help_quartet", gaemsh_centre, gaemsh_hand),
    Screen("gaemsh", "swap", "help_swap", gaemsh_centre, lambda scene: [*gaemsh_centre_cards(scene), *hint(scene)],
           presses=("slot4",)),
    Screen("gaemsh", "signal", "help_swap", seat_and_hint, hint, presses=("act", "act")),
    Screen("gaemsh", "shout", "help_quartet", seat_and_hint, hint, presses=("act",)),
    Screen("gaemsh", "example_a", "help_quartet", gaemsh_centre, gaemsh_hand, example=True),
    Screen("gaemsh", "example_b", "help_swap", gaemsh_centre, gaemsh_centre_cards, example=True),
    Screen("gaemsh", "outgaemsh", "help_swap", seat_and_hint, hint, presses=("act", "slot3")),
    Screen("gaemsh", "foehn", "help_foehn", gaemsh_centre, gaemsh_centre_cards),
)


# --- Cambio --------------------------------------------------------------------------------
def cambio_seat(scene: TableScene) -> pygame.Rect:
    """The piles and the reader's seat with its prompt and key hint below them."""
    return around(cambio_layout.PILES_AREA, scene.panel_rect(SEAT), scene.hint_rect(SEAT), scene.prompt_rect(SEAT))


def cambio_card(scene: TableScene, seat: int, slot: int) -> pygame.Rect:
    card = pygame.Rect((0, 0), cambio_layout.CARD_BIG)
    card.center = scene.slot_point(seat, slot)
    return card


def cambio_discard(scene: TableScene) -> pygame.Rect:
    pile = pygame.Rect((0, 0), cambio_layout.PILE_CARD)
    pile.center = cambio_layout.DISCARD_AT
    return pile


CAMBIO = (
    Screen("cambio", "goal", "help_look", cambio_seat, lambda scene: [cambio_card(scene, SEAT, 0), cambio_card(scene, SEAT, 2)],
           presses=("slot1", "slot3")),
    Screen("cambio", "turn", "help_drawn", cambio_seat, hint),
    Screen("cambio", "actions", "help_action", cambio_seat, hint),
    Screen("cambio", "burn", "help_burn", cambio_seat, lambda scene: [cambio_discard(scene), *hint(scene)],
           presses=("slot2",)),
    Screen("cambio", "example_own", "help_burn", cambio_seat,
           lambda scene: [cambio_discard(scene), cambio_card(scene, SEAT, 0)], example=True),
    Screen("cambio", "example_other", "help_other", lambda scene: around(cambio_layout.PILES_AREA, scene.panel_rect(1)),
           lambda scene: [cambio_discard(scene), cambio_card(scene, 1, 0)], presses=("slot2", "act"), example=True),
    Screen("cambio", "faessler", "help_turn", cambio_seat, hint, presses=("slot4",)),
    Screen("cambio", "example_faessler", "help_burn", cambio_seat, lambda scene: [cambio_card(scene, SEAT, 1)],
           example=True),
)


# --- Älpler Stafette -----------------------------------------------------------------------
STAFETTE_PATH_TOP = pygame.Rect(284, 30, 704, 582)  # the Maiensäss and the path down to field 17
STAFETTE_PATH_FOOT = pygame.Rect(284, 200, 704, 520)  # the path's event fields down to the Käserei
STAFETTE_FIELD_6 = pygame.Rect(660, 222, 90, 64)  # where Bot 2 lands on your kettle
STAFETTE_DICE = pygame.Rect(*stafette_table.TRAY).union(pygame.Rect(stafette_table.CUPS["black"], (110, 40)))


def stafette_seat(scene: TableScene) -> pygame.Rect:
    """The reader's panel with its key hint, the dice and the fields about them."""
    return around(scene.panel_rect(SEAT), STAFETTE_DICE)


STAFETTE = (
    Screen("stafette", "goal", "help_turn", lambda scene: STAFETTE_PATH_TOP),
    Screen("stafette", "dice", "help_turn", stafette_seat, lambda scene: [STAFETTE_DICE, *hint(scene)]),
    Screen("stafette", "swap", "help_swap", stafette_seat, hint),
    Screen("stafette", "jostle", "help_jostle", lambda scene: around(stafette_seat(scene), STAFETTE_FIELD_6), hint),
    Screen("stafette", "fields", "help_turn", lambda scene: STAFETTE_PATH_FOOT),
)


# --- Gambit 7 ------------------------------------------------------------------------------
REVEAL = 6.0  # seconds of the reveal: the truth, the winning slot lit, every gain counted up


def gambit7_seat(scene: TableScene) -> pygame.Rect:
    return around(scene.panel_rect(SEAT), margin=4)


GAMBIT7 = (
    Screen("gambit7", "answer", "help_answer", gambit7_seat, hint),
    Screen("gambit7", "board", "help_bet", lambda scene: gambit7_table.BOARD),
    Screen("gambit7", "bet", "help_bet", gambit7_seat, hint),
    Screen("gambit7", "win", "help_reveal", lambda scene: gambit7_table.BOARD.union(gambit7_table.WHY),
           presses=("act",), settle=REVEAL),
    Screen("gambit7", "example_chips", "help_reveal", lambda scene: gambit7_table.SEATS,
           lambda scene: [scene.panel_rect(1), scene.panel_rect(2)], presses=("act",), settle=REVEAL, example=True),
    Screen("gambit7", "gambit", "help_bet", gambit7_seat, hint),
    Screen("gambit7", "example_gambit", "help_reveal", lambda scene: gambit7_table.SEATS,
           lambda scene: [scene.panel_rect(4)], presses=("act",), settle=REVEAL, example=True),
)


# --- Altitude ------------------------------------------------------------------------------
def altitude_cards(*places: tuple[int, int], owner: int = SEAT) -> Marks:
    """Marks on the cards of `owner`'s mountain at these (floor, x) places."""
    def marks(scene: TableScene) -> list[pygame.Rect]:
        found = []
        for floor, x in places:
            card = pygame.Rect((0, 0), scene.card_size(owner))
            card.center = scene.spot(owner, floor, x)
            found.append(card)
        return found
    return marks


def altitude_mine(scene: TableScene) -> pygame.Rect:
    return scene.panel_rect(SEAT)


def altitude_both(scene: TableScene) -> pygame.Rect:
    """The reader's hand row and key hint, and the opponent's mountain below them."""
    return around(scene.hint_rect(SEAT), scene.hand_row(SEAT), scene.panel_rect(1), margin=4)


ALTITUDE = (
    Screen("altitude", "mountain", "help_nine", altitude_mine, altitude_cards((2, 0), (1, 0), (1, 1))),
    Screen("altitude", "example_nine", "help_nine", altitude_mine, altitude_cards((2, 0), (1, 0), (1, 1)), example=True),
    Screen("altitude", "turn", "help_nine", altitude_mine, lambda scene: [scene.hand_row(SEAT), *hint(scene)]),
    Screen("altitude", "aim", "help_nine", altitude_mine, hint, presses=("act",)),
    Screen("altitude", "special", "help_avalanche", altitude_both, hint, presses=("act",)),
    Screen("altitude", "example_cable", "help_cable", altitude_mine, altitude_cards((2, 1), (1, 1), (1, 2)),
           example=True),
    Screen("altitude", "end", "help_high", altitude_mine, altitude_cards((4, 0), (5, 0))),
)

SCREENS: dict[str, tuple[Screen, ...]] = {"gaemsh": GAEMSH, "cambio": CAMBIO, "stafette": STAFETTE,
                                          "gambit7": GAMBIT7, "altitude": ALTITUDE}
