"""The questions this computer has asked already, so that a game repeats none of them until
its category's questions are used up (gambit7-asked.json beside the settings).

A new table with players at it calls `prepare` (the catalogue's hook) before the game is
dealt; the chosen ids go into the table options, so a saved game replays the same questions
whatever the file says later. An unreadable file counts as "nothing asked yet".
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game import settings as settings_store
from game.titles.gambit7 import questions, rules

ASKED_FILE = "gambit7-asked.json"


def load(folder: Path | None = None) -> frozenset[str]:
    try:
        data = json.loads(((folder or settings_store.home()) / ASKED_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return frozenset()
    return frozenset(item for item in data if isinstance(item, str)) if isinstance(data, list) else frozenset()


def prepare(options: dict[str, Any], seed: int, folder: Path | None = None) -> dict[str, Any]:
    """Options with the 7 questions of this game, chosen among those not asked yet; the file
    then remembers them."""
    bank = questions.default_bank()
    asked = load(folder)
    chosen = rules.pick_questions(seed, asked, bank)
    kept = questions.remember(bank, asked, chosen)
    settings_store.write_atomic((folder or settings_store.home()) / ASKED_FILE,
                                json.dumps(sorted(kept)).encode("utf-8"))
    return {**options, "questions": list(chosen)}
