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

from game.profile import home, write_atomic
from game.schema import Items, Part, Text
from game.titles.gambit7 import questions, rules

ASKED_FILE = "gambit7-asked.json"
# What `prepare` adds to a table's options, so a save holds it (game/saves.py checks it).
QUESTION_ID = Text(pattern=questions.ID_PATTERN.pattern, like="a question id, eco-017")
PREPARED: dict[str, Part] = {"questions": Items(QUESTION_ID, rules.ROUNDS, rules.ROUNDS)}


def load(folder: Path | None = None) -> frozenset[str]:
    try:
        data = json.loads(((folder or home()) / ASKED_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return frozenset()
    return frozenset(item for item in data if isinstance(item, str)) if isinstance(data, list) else frozenset()


def prepare(options: dict[str, Any], seed: int, data: rules.Data, folder: Path | None = None) -> dict[str, Any]:
    """Options with the 7 questions of this game, chosen from `data`'s bank (the title's loaded
    data) among those not asked yet; the file then remembers them."""
    asked = load(folder)
    chosen = rules.pick_questions(data, seed, asked)
    kept = questions.remember(data.bank, asked, chosen)
    write_atomic((folder or home()) / ASKED_FILE, json.dumps(sorted(kept)).encode("utf-8"))
    return {**options, "questions": list(chosen)}
