"""The titles the game has: the menu, lobby, arena, selftest and tests all loop over TITLES.

Each title describes itself in its own package (game/titles/<id>/__init__.py, a `Title`);
the catalogue finds them there (game.titles.discover) and checks their data: a title whose
data in levels/ is broken stays out of the menu while the rest of the game works
(`available()` reports why, naming the file and the entry). Listing the titles imports no
title's rules, bots or scene; checking one imports its rules.
"""
from __future__ import annotations

from typing import NamedTuple

from game.core.errors import DataError
from game.titles import Option, Title, discover

__all__ = ["TITLES", "LeftOut", "Option", "Title", "available", "by_id", "check_profiles", "check_title"]


TITLES: tuple[Title, ...] = discover()


class LeftOut(NamedTuple):
    """Why a title (or, with `title` None, every title) stays out of the menu. A NamedTuple, as the
    first frame's other records: a dataclass costs ~0.5 ms CPU a start to build (docs/incoming/boot3.md)."""

    title: Title | None
    problem: str

    def __str__(self) -> str:
        return f"{self.title.id if self.title else 'every title'}: {self.problem}"


def available() -> tuple[list[Title], list[LeftOut]]:
    """Titles whose data loads, and why each one left out is.

    Checks every file in levels/ against its schema: bots.toml first (every title's bots
    need it: when it is broken no title is ready), then each title's own files."""
    broken = check_profiles()
    if broken is not None:
        return [], [broken]
    ready, problems = [], []
    for title in TITLES:
        problem = check_title(title)
        if problem is None:
            ready.append(title)
        else:
            problems.append(problem)
    return ready, problems


def check_profiles() -> LeftOut | None:
    """Why no title is ready (levels/bots.toml, which every title's bots read), or None."""
    from game.core.driver import load_profiles  # the rules' core: after the menu's first frame
    try:
        load_profiles()
    except DataError as exc:
        return LeftOut(None, str(exc))
    return None


def check_title(title: Title) -> LeftOut | None:
    """Why `title` stays out of the menu (its rules' files in levels/), or None. The first
    check of a title imports its rules and reads its data: the menu does it one title per frame
    after its first frame (game/shell/menu.py), the arena and selftest all at once."""
    try:
        title.load_data()
    except DataError as exc:
        return LeftOut(title, str(exc))
    return None


def by_id(title_id: str) -> Title:
    for title in TITLES:
        if title.id == title_id:
            return title
    known = ", ".join(t.id for t in TITLES) or "none"
    raise KeyError(f"unknown title {title_id!r} (known: {known})")
