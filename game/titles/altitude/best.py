"""The solo patience's personal bests and the daily mountain.

A best is kept per mountain: the seed of the deal, or the day of a daily mountain (whose deal
comes from the date, so two people on different computers play the same cards that day).
They live in altitude-best.json beside the settings; an unreadable file counts as "no best
yet" and is replaced on the next record.
"""
from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import Any

from game.profile import home, write_atomic
from game.schema import Part, Text

BEST_FILE = "altitude-best.json"
# What `prepare` adds to a table's options, so a save holds it (game/saves.py checks it): a
# daily mountain's date, as date.isoformat() writes it. "mountain" is a lobby option.
PREPARED: dict[str, Part] = {
    "deal": Text(pattern="[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])", like="a date, 2026-11-22")}


def prepare(options: dict[str, Any], seed: int, data: Any) -> dict[str, Any]:
    """A daily mountain deals from today's date (the catalogue's hook for a new table; the
    deal needs neither the seed nor the title's data)."""
    if options.get("mountain") == "daily":
        return {**options, "deal": datetime.date.today().isoformat()}
    return {key: value for key, value in options.items() if key != "deal"}


def mountain_key(session: Any) -> str:
    deal = session.config.options.get("deal")
    return f"daily:{deal}" if deal else f"seed:{session.seed}"


def _load(folder: Path | None) -> dict[str, int]:
    try:
        data = json.loads(((folder or home()) / BEST_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {key: value for key, value in data.items()
            if isinstance(key, str) and isinstance(value, int) and not isinstance(value, bool)}


def record_for(session: Any, folder: Path | None = None) -> int:
    """The best score on this mountain so far (0: none yet)."""
    return _load(folder).get(mountain_key(session), 0)


def record(session: Any, points: int, folder: Path | None = None) -> bool:
    """Keep `points` when it beats this mountain's best; True when it did."""
    bests = _load(folder)
    key = mountain_key(session)
    if points <= bests.get(key, 0):
        return False
    bests[key] = points
    write_atomic((folder or home()) / BEST_FILE,
                                json.dumps(bests, indent=1, sort_keys=True).encode("utf-8"))
    return True
