"""What an unexpected error leaves behind: crash.log beside the settings, with the game's
version and the traceback, and every table's game in progress saved.

`__main__.main` reports any error that escapes it, from its first line on (an error in
the first scene's `enter` included); the app's loop saves the games on its stack before
the error leaves it. A save that fails to load never reaches here: the menu refuses it and
sets it aside (game/saves.py), so a broken game is never saved again.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Iterable

from game import __version__
from game.profile import home, write_atomic

CRASH_LOG = "crash.log"


def write_log(error: BaseException) -> Path | None:
    """Write crash.log (version, platform, traceback); None when even that fails."""
    import platform  # here, not at the top: every start imports this module, few crash
    import traceback

    text = (f"Alpenparty {__version__} on {platform.platform()}, Python {platform.python_version()}\n\n"
            + "".join(traceback.format_exception(error)))
    try:
        path = home() / CRASH_LOG
        write_atomic(path, text.encode("utf-8"))
    except Exception:  # no folder, disk full: the traceback still reaches stderr
        return None
    return path


def keep_games(scenes: Iterable[Any]) -> None:
    """Save the game of every table among `scenes` (each keeps its last save if this fails)."""
    for scene in scenes:
        autosave = getattr(scene, "autosave", None)
        if autosave is None:
            continue
        try:
            autosave()
        except Exception:  # the save itself failed: the last autosave stays
            continue


def report(error: BaseException) -> Path | None:
    """Write crash.log and tell the player on stderr where it is."""
    path = write_log(error)
    where = f" Details: {path}" if path else ""
    print(f"Alpenparty stopped on an error. A game that was in progress is saved: continue it from the menu."
          f"{where}", file=sys.stderr)
    return path
