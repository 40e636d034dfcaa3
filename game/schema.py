"""Declared shapes of data: every file in levels/ and every save is checked against one schema.

A schema is built from a few parts and declared once per file, beside the code that reads it:

    RULES = Table({"table": Table({"target": Whole(1, 99), "reveal_pause": Number(0.5, 30)})})

`check(value, schema, path)` returns the value when it fits and raises `DataError` naming the
file, the entry and what was expected at the first thing that does not. Numbers must be
finite (TOML and JSON both spell nan and inf) and inside their declared range; a table must
hold exactly its declared keys (an unknown key is a typo, not a comment); text may be
limited to choices or a pattern. Data nested deeper than its schema is refused before the
schema is walked, and error messages never print a nested value, so a hostile file cannot
exhaust the stack.
"""
from __future__ import annotations

import math
import re
from abc import ABC, abstractmethod
from typing import Any

from game.core.errors import DataError


class Part(ABC):
    """One node of a schema. The parts are plain classes with slots, not frozen dataclasses:
    the menu's first frame imports this module (saved settings are checked with it), and
    building nine dataclasses took ~5 ms of CPU at every start (docs/BENCHMARKS.md, branch boot3).
    A part is not changed after it is built."""

    __slots__ = ()

    @abstractmethod
    def check(self, value: Any, path: str, where: str) -> None:
        """Raise DataError (naming `path` and `where`) when `value` does not fit."""

    def depth(self) -> int:
        """How deeply data of this shape nests (a scalar is 0)."""
        return 0


def _refuse(path: str, where: str, expected: str, value: Any) -> DataError:
    return DataError(path, where or "(top level)", f"{expected}, got {describe(value)}")


def describe(value: Any) -> str:
    """A short, safe description of any parsed value (never a deep repr)."""
    if isinstance(value, (dict, list)):
        return f"a {'table' if isinstance(value, dict) else 'list'} of {len(value)}"
    if isinstance(value, str):
        return repr(value[:40] + ("..." if len(value) > 40 else ""))
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** 15:
        return f"a whole number of {value.bit_length()} bits"
    return repr(value)


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


class Number(Part):
    """A finite number (whole or not) from `low` to `high`."""

    __slots__ = ("low", "high")

    def __init__(self, low: float, high: float) -> None:
        self.low, self.high = low, high

    def check(self, value: Any, path: str, where: str) -> None:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise _refuse(path, where, f"a number from {self.low} to {self.high}", value)
        if not (isinstance(value, int) or math.isfinite(value)) or not self.low <= value <= self.high:
            raise _refuse(path, where, f"a finite number from {self.low} to {self.high}", value)


class Whole(Part):
    """A whole number from `low` to `high`."""

    __slots__ = ("low", "high")

    def __init__(self, low: int, high: int) -> None:
        self.low, self.high = low, high

    def check(self, value: Any, path: str, where: str) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:
            raise _refuse(path, where, f"a whole number from {self.low} to {self.high}", value)


class Flag(Part):
    """true or false."""

    __slots__ = ()

    def check(self, value: Any, path: str, where: str) -> None:
        if not isinstance(value, bool):
            raise _refuse(path, where, "true or false", value)


class Text(Part):
    """A string: one of `choices` when given, else matching `pattern` (described to people
    as `like`), at most `longest` long."""

    __slots__ = ("choices", "pattern", "like", "longest")

    def __init__(self, choices: tuple[str, ...] = (), pattern: str = "", like: str = "", longest: int = 200) -> None:
        self.choices, self.pattern, self.like, self.longest = choices, pattern, like, longest

    def check(self, value: Any, path: str, where: str) -> None:
        if self.choices:
            if not isinstance(value, str) or value not in self.choices:
                raise _refuse(path, where, "one of " + ", ".join(self.choices), value)
            return
        if not isinstance(value, str) or len(value) > self.longest:
            raise _refuse(path, where, f"a text of at most {self.longest} characters", value)
        if self.pattern and not re.fullmatch(self.pattern, value):
            raise _refuse(path, where, f"a text like {self.like or self.pattern}", value)


class Choice(Part):
    """One of `values` (numbers or flags), of the same type: true never passes for 1."""

    __slots__ = ("values",)

    def __init__(self, values: tuple[Any, ...]) -> None:
        self.values = values

    def check(self, value: Any, path: str, where: str) -> None:
        if not any(type(value) is type(choice) and value == choice for choice in self.values):
            raise _refuse(path, where, "one of " + ", ".join(map(str, self.values)), value)


class Maybe(Part):
    """`part` or null (JSON only: TOML has no null)."""

    __slots__ = ("part",)

    def __init__(self, part: Part) -> None:
        self.part = part

    def check(self, value: Any, path: str, where: str) -> None:
        if value is not None:
            self.part.check(value, path, where)

    def depth(self) -> int:
        return self.part.depth()


class Items(Part):
    """A list of `fewest` to `most` items, each of shape `part`."""

    __slots__ = ("part", "fewest", "most")

    def __init__(self, part: Part, fewest: int = 0, most: int = 1000) -> None:
        self.part, self.fewest, self.most = part, fewest, most

    def check(self, value: Any, path: str, where: str) -> None:
        if not isinstance(value, list) or not self.fewest <= len(value) <= self.most:
            raise _refuse(path, where, f"a list of {self.fewest} to {self.most} items", value)
        for index, item in enumerate(value):
            self.part.check(item, path, f"{where}[{index}]")

    def depth(self) -> int:
        return 1 + self.part.depth()


class Table(Part):
    """A table with exactly the keys of `required`, and maybe those of `optional`."""

    __slots__ = ("required", "optional")

    def __init__(self, required: dict[str, Part], optional: dict[str, Part] | None = None) -> None:
        self.required, self.optional = required, optional or {}

    def check(self, value: Any, path: str, where: str) -> None:
        if not isinstance(value, dict):
            raise _refuse(path, where, "a table", value)
        for key, part in self.required.items():
            if key not in value:
                raise DataError(path, _join(where, key), "a value (it is missing)")
            part.check(value[key], path, _join(where, key))
        for key, item in value.items():
            if key in self.optional:
                self.optional[key].check(item, path, _join(where, key))
            elif key not in self.required:
                known = ", ".join([*self.required, *self.optional])
                raise DataError(path, _join(where, str(key)[:40]), f"no such entry (known: {known})")

    def depth(self) -> int:
        return 1 + max((part.depth() for part in [*self.required.values(), *self.optional.values()]), default=0)


class Entries(Part):
    """A table of `fewest` to `most` entries whose keys match `key` and values `part`."""

    __slots__ = ("key", "part", "fewest", "most")

    def __init__(self, key: Text, part: Part, fewest: int = 0, most: int = 100) -> None:
        self.key, self.part, self.fewest, self.most = key, part, fewest, most

    def check(self, value: Any, path: str, where: str) -> None:
        if not isinstance(value, dict) or not self.fewest <= len(value) <= self.most:
            raise _refuse(path, where, f"a table of {self.fewest} to {self.most} entries", value)
        for name, item in value.items():
            self.key.check(name, path, _join(where, "(key)"))
            self.part.check(item, path, _join(where, name))

    def depth(self) -> int:
        return 1 + self.part.depth()


def nesting(value: Any, limit: int) -> int:
    """How deeply `value` nests, counting no further than `limit` + 1 (no recursion)."""
    deepest = 0
    stack = [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, (dict, list)):
            level += 1
            deepest = max(deepest, level)
            if level > limit:
                return level
            stack.extend((child, level) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def check(value: Any, schema: Part, path: str) -> Any:
    """`value` when it has the shape of `schema`; else DataError naming path, entry and expectation."""
    limit = schema.depth()
    if nesting(value, limit) > limit:
        raise DataError(path, "(nesting)", f"at most {limit} levels of tables and lists")
    schema.check(value, path, "")
    return value
