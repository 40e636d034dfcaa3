"""The phone page's files for the relay (relay/): the same page, style, script and card pictures
the LAN server serves (game/phones/server.py), written into one JSON file the relay's bundle holds.

    python -m game.phones.relay_files relay/build/files.json

The relay's page has no words of the game's language written in (the LAN server writes them in):
it asks for the room code in English, and takes the game's words from the "hello" message.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from game.paths import read_asset
from game.phones import cards
from game.phones.server import PAGE_FILES
from game.ui.art import DECKS


def card_ids() -> list[str]:
    """Every card a phone's view may show: each card of every title's deck (a numbered card
    has its number in its tabs, so one picture per card) and each deck's back."""
    return sorted({card for deck in DECKS.values() for card in deck.cards()} | {f"back-{name}" for name in DECKS})


def page_files() -> dict[str, dict[str, str]]:
    """Path -> {"type": its content type, "body": its text}."""
    files = {"/": {"type": "text/html; charset=utf-8", "body": read_asset("phone/index.html").decode("utf-8")}}
    for path, (name, kind) in PAGE_FILES.items():
        files[path] = {"type": kind, "body": read_asset(name).decode("utf-8")}
    for card in card_ids():
        files[f"/card/{card}.svg"] = {"type": "image/svg+xml", "body": cards.card_svg(card).decode("utf-8")}
    return files


def write(target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(page_files(), ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m game.phones.relay_files <relay/build/files.json>")
    write(Path(sys.argv[1]))
