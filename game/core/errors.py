"""Typed errors a rules module raises when a move is refused.

`reason` is a key in the text tables (game/ui/text/, game/titles/<id>/text.toml), so a seat can show the refusal in
the player's language; `params` fill its named `{fields}`.
"""
from __future__ import annotations


class RuleError(Exception):
    """A move the rules refuse. The state is unchanged when this is raised."""

    def __init__(self, reason: str, **params: object) -> None:
        super().__init__(f"{reason} {params}" if params else reason)
        self.reason = reason
        self.params = params


class DataError(Exception):
    """A data file in levels/ is broken: names the file, the entry and what was expected."""

    def __init__(self, path: str, entry: str, expected: str) -> None:
        super().__init__(f"{path}: entry {entry!r}: expected {expected}")
        self.path = path
        self.entry = entry
        self.expected = expected
