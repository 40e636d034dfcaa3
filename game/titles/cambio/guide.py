"""Cambio's guided first game (game/kit/guide.py) on the prepared "first_game"
(game/titles/cambio/positions.py): one round of 12 turns, about four and a half minutes at a calm
pace.
Its words are in game/titles/cambio/guide.toml; the rules each step teaches are listed in
docs/rules/cambio.md ("Rules the guide teaches").
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.kit.guide import Guide, Happens, Holds, Key, Place, Press, Read, Step
from game.titles.cambio.layout import DECK_AT, DISCARD_AT, PILE_CARD, piles_area


def places(table: Any, name: str) -> pygame.Rect:
    """The places the steps point at: "seat:N" (a seat's layout), "card:N:S" (seat N's card in
    slot S), "deck", "discard"."""
    kind, _, rest = name.partition(":")
    if kind == "seat":
        return table.panel_rect(int(rest))
    if kind == "card":
        owner, slot = map(int, rest.split(":"))
        return table.layout.slot_box(owner, slot, table.lengths())
    if kind in ("deck", "discard"):
        pile = pygame.Rect((0, 0), PILE_CARD)
        pile.center = DECK_AT if kind == "deck" else DISCARD_AT
        return pile
    raise KeyError(name)


def params(table: Any, seat: int) -> dict[str, Any]:
    """The players after you by name: {second} plays after you, {third} after {second}; {press}:
    how the addressed seat looks at a card of its own ("press", or at a shared screen "hold
    L Ctrl and press": a private look happens only while its look key is held); {target}: the
    points that end a real game, as the lobby has them (its default when it has none)."""
    held = seat in table.session.humans and table.peek_key(seat)
    press = table.app.text("cambio.guide.press_held", key=table.look_key(seat)) if held \
        else table.app.text("cambio.guide.press")
    return {"second": table.seat_name(1), "third": table.seat_name(2), "press": press, "target": lobby_target(table)}


def lobby_target(table: Any) -> int:
    """The target the lobby remembers for this title (game/shell/lobby_memory.py), else its default."""
    from game.shell.lobby_memory import restored_options
    title = table.session.title
    return restored_options(title, table.app.settings.lobby.get(title.id, {}).get("options", {}))["target"]


def keep_clear(table: Any) -> list[pygame.Rect]:
    """Where the cards and the words are: every layout, the piles with their labels, the status
    corner, the log and the learners' prompts (a pointer's line crosses none where it can:
    game/kit/guide.py)."""
    status = table.status_rect(table.session.public_view())[0]
    prompts = [prompt for prompt in map(table.prompt_rect, table.session.humans) if prompt is not None]
    return [table.panel_rect(seat) for seat in range(table.session.players)] + [piles_area(), status, table.log_region,
                                                                                *prompts]


def by(kind: str, seat: int) -> Happens:
    """An event of `kind` done by `seat`."""
    return Happens(kind, lambda event: event.seat == seat)


def held(button: str) -> Callable[[Any, int], Key]:
    """A private look's key: at a shared screen the look key first (held), then `button`."""
    def point(table: Any, seat: int) -> Key:
        if table.peek_key(seat) and seat not in table.looking:
            return Key(table.peek_button)
        return Key(button)
    return point


def next_look(table: Any, seat: int) -> Key:
    """The bottom-row card the seat has not looked at yet: left first, then right (its look
    key held first at a shared screen)."""
    return held("slot3" if table.session.view(seat).looks_left[seat] == 2 else "slot4")(table, seat)


def looked_all(table: Any, seat: int) -> bool:
    return table.session.view(seat).looks_left[seat] == 0


STEPS = (
    Step("welcome", Read(), Place("seat:0"), teaches=("goal",)),
    Step("points", Read(), Place("seat:0"), teaches=("points",)),  # two learners: the look-away card hides the piles
    Step("look", Press(), held("slot3"), after=True, teaches=("look",), private=True),
    Step("look2", Press(), held("slot4"), after=True, private=True),
    Step("others_look", by("Looked", 2), Place("seat:2")),
    Step("second_look", Holds(looked_all), next_look, seat=1, bot=by("Looked", 1)),
    Step("flip", Happens("Flipped"), Place("discard"), after=True, teaches=("first_discard",)),
    Step("draw", Press(runs=True), Key("act"), after=True, teaches=("draw",), private=True),
    Step("keep", Press(), Key("slot4"), after=True, teaches=("replace",)),
    Step("second_draw", Press(runs=True), Key("act"), seat=1, bot=by("Drew", 1)),
    Step("second_keep", Press(), Key("slot3"), seat=1, bot=by("Replaced", 1)),
    Step("peek_other", by("Peeked", 2), Place("seat:2"), after=True, teaches=("peek_other",)),
    Step("draw_nine", Press(runs=True), Key("act")),
    Step("discard_nine", Press(), Key("act"), after=True, teaches=("discard",)),
    Step("peek_own", Press(), held("slot1"), after=True, teaches=("peek_own",)),
    Step("second_draw2", Press(runs=True), Key("act"), seat=1, bot=by("Drew", 1), words="second_draw"),
    Step("second_discard", Press(), Key("act"), seat=1, bot=by("Discarded", 1)),
    Step("burn", Press(), Key("slot1"), after=True, teaches=("burn",)),
    Step("burn_other", by("Burned", 2), Place("card:0:2"), after=True, teaches=("burn_other",)),
    Step("give_back", by("Skipped", 2), Place("card:0:2"), after=True, teaches=("give_back",)),  # its turn ends after its give-back
    Step("draw_ober", Press(runs=True), Key("act")),
    Step("discard_ober", Press(), Key("act"), after=True, teaches=("swap",)),
    Step("pick", Press(), Key("slot3")),
    Step("swap", Press(), Key("slot3"), after=True),
    Step("second_draw3", Press(runs=True), Key("act"), seat=1, bot=by("Drew", 1), words="second_draw"),
    Step("second_discard2", Press(), Key("act"), seat=1, bot=by("Discarded", 1), words="second_discard"),
    Step("wrong_burn", Happens("BurnFailed"), Place("seat:2"), after=True, teaches=("wrong_burn",)),
    Step("call_menu", Press(runs=True), Key("slot4")),
    Step("call", Press(), Key("slot4"), after=True, teaches=("call", "taboo")),
    Step("second_draw4", Press(runs=True), Key("act"), seat=1, bot=by("Drew", 1), words="second_last"),
    Step("second_discard3", Press(), Key("act"), seat=1, bot=by("Discarded", 1), words="second_discard"),
    Step("reveal", Happens("RoundScored"), Place("seat:0"), after=True, teaches=("score",)),
    Step("end", Read(), Place("seat:0"), teaches=("rounds",)),
)

GUIDE = Guide(title="cambio", position="first_game", steps=STEPS, places=places, params=params,
              keep_clear=keep_clear)
