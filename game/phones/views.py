"""What the game sends a phone, built once for the lobby and every table.

A view is one JSON object: the envelope here (the game's title, the seat, its phone's name
and colour, a status line, the buttons the seat's keys have now with the words of its key
hint, the seat's toast, and its facts: the timer's seconds, whose turn, score and place, the
result at a reveal: game/phones/readout.py) and the parts a title adds from its seat's observation (rows of
cards by the art's ids, lines of text, a number being typed: game/titles/<id>/phone.py).
"""
from __future__ import annotations

from typing import Any, Callable

from game.ui.palette import SEAT_HEX

PAGE_WORDS = ("name", "sit", "bad_name", "waiting", "reconnecting", "full", "freed", "closed", "replaced",
              "taken", "too_many", "code", "enter", "wrong_code", "wait_code", "timer", "delete")


def page_words(text: Callable[[str], str], language: str) -> dict[str, str]:
    """The page's own words (phones.page.*) in the game's language."""
    return {"lang": language, **{word: text(f"phones.page.{word}") for word in PAGE_WORDS}}


def view(title: str, seat: int, name: str, buttons: dict[str, str], status: str = "", toast: str = "",
         facts: dict[str, Any] | None = None, **parts: Any) -> dict[str, Any]:
    """A view message: the envelope and a title's `parts` (rows, lines, entry). `facts`:
    "timer" (whole seconds left), "phase" (words), "turn" (words) and "mine" (the seat's own turn), "standing"
    (score and place, in words), "result" (lines of the last reveal), "over" (the game ended)."""
    return {"t": "view", "title": title, "seat": seat, "name": name, "colour": SEAT_HEX[seat % len(SEAT_HEX)],
            "status": status, "buttons": buttons, "toast": toast, "facts": facts or {}, **parts}


def card(card_id: str = "", key: str = "", lit: bool = False, tag: str = "", word: str = "") -> dict[str, Any]:
    """One place in a row of cards: a card by its id (a back: "back-<deck>"), or an empty place
    (no id, no word); `key` the button whose cap it carries, `lit` a gold frame, `tag` a line
    over its foot, `word` text instead of a picture."""
    place: dict[str, Any] = {"id": card_id} if card_id else ({"word": word} if word else {"gap": True})
    if key:
        place["key"] = key
    if lit:
        place["lit"] = True
    if tag:
        place["tag"] = tag
    return place


def row(label: str, cards: list[dict[str, Any]], big: bool = False) -> dict[str, Any]:
    """A labelled row of cards (`big`: four to a line instead of six)."""
    return {"label": label, "cards": cards, "big": big}
