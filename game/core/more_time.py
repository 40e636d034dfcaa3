"""A relaxed game (issue 32, "time for every hand"): the table asks, in the lobby, for more
time on the waiting windows of a title's rules, those in which a seat may still act or take in
a card before the game moves on without it (an answer time, a window to burn, slap or shout;
each title's rules page lists its own). It is a table option, `options[KEY]`, which each rules
engine reads as it sets up: every waiting window is its data's seconds times the factor. A
race stays a race (the first burn, slap or shout still wins); reading pauses (a reveal, a
score pause) keep their length: the pause menu stops the clock for a reader. Bots keep their
own pace (each title's bots.py).

"off" removes the deadline altogether: only a title whose every stretched window may wait for
everyone (the round ends when all have acted) offers it (`choices(off=True)`); elsewhere an
endless window would stop the game, and its rules refuse "off" with a ValueError.
"""
from __future__ import annotations

import math
from typing import Any, Mapping

KEY = "more_time"
NORMAL = "x1"
OFF = "off"
FACTORS = {NORMAL: 1.0, "x1.5": 1.5, "x2": 2.0, OFF: math.inf}


def choices(off: bool) -> tuple[str, ...]:
    """The choices a title offers: x1, x1.5 and x2, and "off" where its rules allow it."""
    return tuple(choice for choice in FACTORS if off or choice != OFF)


def factor(options: Mapping[str, Any], off: bool) -> float:
    """The factor a table's `options` ask for (x1 without the option; infinity for "off");
    ValueError for a choice that is not one, or "off" where the title's rules forbid it (`off`
    false)."""
    choice = options.get(KEY, NORMAL)
    if choice not in choices(off):
        raise ValueError(f"{KEY} must be one of {', '.join(choices(off))}, got {choice!r}")
    return FACTORS[choice]
