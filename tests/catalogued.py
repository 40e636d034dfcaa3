"""What the shared tests play of each title, read from the catalogue alone: a title's folder
(its descriptor, game/titles/<id>/__init__.py) puts it in every one of these parametrisations,
with the seatings and the short game it names (docs/ARCHITECTURE.md, "Adding a title")."""
from __future__ import annotations

from typing import Iterable

from game import catalogue
from game.catalogue import Title

PHONE_TABLE = 3  # a phone and bots: the seat count nearest this that a title plays


def layout_tables(titles: Iterable[Title] = catalogue.TITLES) -> list[tuple[Title, int]]:
    """Every title at each of its seatings laid out differently (`Title.layouts`)."""
    return [(title, players) for title in titles for players in title.layouts]


def sheet_tables(titles: Iterable[Title] = catalogue.TITLES) -> list[tuple[Title, int]]:
    """Titles of single players (team titles have their own sheet test), at their fewest seats
    of two or more."""
    return [(title, min(n for n in title.counts if n >= 2)) for title in titles if not title.teams]


def phone_seats(title: Title) -> int:
    """How many seats a table with one phone seat has in the phone tests."""
    return min(title.counts, key=lambda n: (abs(n - PHONE_TABLE), n))


def short_options(title: Title) -> dict:
    """The default options with the title's short game (`Title.short_game`) laid over them."""
    return {**title.default_options(), **title.short_game}


def ids(tables: list[tuple[Title, int]]) -> list[str]:
    return [f"{title.id}-{players}" for title, players in tables]
