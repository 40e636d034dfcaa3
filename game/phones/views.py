"""What the game sends a phone, built once for the lobby and every table.

A view is one JSON object: the envelope here (the game's title, the seat, its phone's name
and colour, a status line, the buttons the seat's keys have now with the words of its key
hint, the seat's toast, and its facts: the timer's seconds, whose turn, score and place, the
result at a reveal: game/phones/readout.py) and the parts a title adds from its seat's observation (rows of
cards by the art's ids, lines of text, a number being typed: game/titles/<id>/phone.py).

Tappable places: a card (or a place of a grid) may carry "tap": a target name (TARGET_PATTERN
of game/phones/protocol.py) and "says": the words of what a tap does (a screen reader's label).
"choices" are big buttons, each a "label" and a "tap". The page sends {"t": "tap", "target": ...}
for a tap; the table takes only a target its last view offered (`offered`).
"""
from __future__ import annotations

from typing import Any, Callable

from game.ui.palette import SEAT_HEX, seat_symbol, symbol_points

PAGE_WORDS = ("name", "sit", "bad_name", "waiting", "reconnecting", "full", "freed", "closed", "replaced",
              "taken", "too_many", "code", "enter", "wrong_code", "wait_code", "timer", "delete",
              "seconds_left", "scores", "empty", "chip")


def page_words(text: Callable[[str], str], language: str) -> dict[str, str]:
    """The page's own words (phones.page.*) in the game's language."""
    return {"lang": language, **{word: text(f"phones.page.{word}") for word in PAGE_WORDS}}


def view(title: str, seat: int, name: str, buttons: dict[str, str], status: str = "", toast: str = "",
         facts: dict[str, Any] | None = None, captions: list[str] | None = None, **parts: Any) -> dict[str, Any]:
    """A view message: the envelope and a title's `parts` (rows, lines, entry). `facts`:
    "timer" (whole seconds left) and "timer_for" (what it counts down to, in words), "phase"
    (words), "turn" (words) and "mine" (the seat's own turn), "standing" (score and place, in
    words), "scoreboard" (every seat's running score: `score_line`), "result" (lines of the last
    reveal), "over" (the game ended). `captions`: the captions of sounds standing on the table now
    (the Accessibility page's captions; none: the view has no "captions")."""
    message = {"t": "view", "title": title, "seat": seat, "name": name, "colour": SEAT_HEX[seat % len(SEAT_HEX)],
               "status": status, "buttons": buttons, "toast": toast, "facts": facts or {}, **parts}
    if captions:
        message["captions"] = list(captions)
    return message


def score_line(name: str, score: str, mine: bool) -> dict[str, Any]:
    """One seat's line of a scoreboard: its name, its score in words, whether it is the phone's own."""
    return {"name": name, "score": score, "mine": mine}


def card(card_id: str = "", key: str = "", lit: bool = False, tag: str = "", word: str = "",
         tap: tuple[str, str] | None = None, chips: list[dict[str, Any]] | None = None,
         where: str = "") -> dict[str, Any]:
    """One place in a row of cards: a card by its id (a back: "back-<deck>"), or an empty place
    (no id, no word); `key` the button whose cap it carries, `lit` a gold frame, `tag` a line
    over its foot, `word` text instead of a picture, `tap` (target, what a tap does) when a tap
    on it does something now, `chips` coins on it (`chip`), `where` which place it is, in words
    (a screen reader's: "Bea, top-left card"). A card's picture gets its words ("alt") from the
    title's `card_words` (game/kit/phones.py, `PhoneSeats.view`)."""
    place: dict[str, Any] = {"id": card_id} if card_id else ({"word": word} if word else {"gap": True})
    if where:
        place["where"] = where
    if key:
        place["key"] = key
    if lit:
        place["lit"] = True
    if tag:
        place["tag"] = tag
    if tap is not None:
        place["tap"], place["says"] = tap
    if chips:
        place["chips"] = chips
    return place


def chip(seat: int, player: str = "", face: str = "", words: str = "") -> dict[str, Any]:
    """A coin in `seat`'s colour with the seat's symbol on it (`mark`: its outline as SVG points
    in a 16x16 box, so a colour is never all that tells whose it is); `player` the seat's name,
    for a screen reader ("Bea's chip"). A title's special chip is a gold coin showing `face` (a
    few characters) and read out as `words`, both in the title's own text."""
    mark = " ".join(f"{x:.1f},{y:.1f}" for x, y in symbol_points(seat_symbol(seat), (8, 8), 5))
    return {"colour": SEAT_HEX[seat % len(SEAT_HEX)], "mark": mark, **({"face": face} if face else {}),
            **({"words": words} if words else {}), **({"player": player} if player else {})}


def row(label: str, cards: list[dict[str, Any]], big: bool = False) -> dict[str, Any]:
    """A labelled row of cards (`big`: four to a line instead of six)."""
    return {"label": label, "cards": cards, "big": big}


def grid(label: str, places: list[tuple[int, int, dict[str, Any]]]) -> dict[str, Any]:
    """A labelled picture of places that overlap by half a card (a mountain of cards): each
    (column in half-cards from the left, floor from the bottom, 1 up, the place)."""
    if not places:
        return row(label, [])
    left = min(column for column, _, _ in places)
    return {"label": label, "grid": {"columns": max(column for column, _, _ in places) - left + 2,
                                     "floors": max(floor for _, floor, _ in places)},
            "cards": [{**place, "col": column - left, "floor": floor} for column, floor, place in places]}


def choice(target: str, label: str) -> dict[str, Any]:
    """A big button: `label` on it, `target` sent when it is tapped."""
    return {"label": label, "tap": target}


def offered(message: dict[str, Any]) -> set[str]:
    """Every target a view offers to tap."""
    places = [place for part in message.get("rows", ()) for place in part["cards"]]
    return {item["tap"] for item in [*places, *message.get("choices", ())] if "tap" in item}
