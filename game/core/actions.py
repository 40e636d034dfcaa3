"""Actions and events as small frozen dataclasses with a text form that round-trips.

Every rules module declares its actions and events as `@dataclass(frozen=True)` classes
whose fields hold only literals (int, float, str, bool, None, tuples of those). Their
default `repr` is their text form: `Drop(seat=1, slot=2, t=3.5, order=7)`. A `Codec`
turns such text back into objects without `eval`: the text is parsed with `ast`, the
call's name must be a registered class and every argument a literal.

Real-time actions carry `t` (seconds of game time when the key was read) and `order`
(the place in the input queue); `stamp_key` gives the order in which races resolve.
"""
from __future__ import annotations

import ast
import dataclasses
from typing import Any, Iterable


def stamp_key(action: Any) -> tuple[float, int]:
    """Sort key that resolves races: earlier key press first, then input-queue order."""
    return (getattr(action, "t", 0.0), getattr(action, "order", 0))


class Codec:
    """Turns registered action/event dataclasses into text and back."""

    def __init__(self, classes: Iterable[type]) -> None:
        self._classes: dict[str, type] = {}
        for cls in classes:
            if not dataclasses.is_dataclass(cls):
                raise TypeError(f"{cls!r} is not a dataclass")
            self._classes[cls.__name__] = cls

    def dumps(self, obj: Any) -> str:
        if type(obj).__name__ not in self._classes:
            raise TypeError(f"{type(obj).__name__} is not registered with this codec")
        return repr(obj)

    def loads(self, text: str) -> Any:
        try:
            node = ast.parse(text.strip(), mode="eval").body
        except SyntaxError as exc:
            raise ValueError(f"not an action: {text!r}") from exc
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            raise ValueError(f"not an action: {text!r}")
        cls = self._classes.get(node.func.id)
        if cls is None:
            raise ValueError(f"unknown action {node.func.id!r} in {text!r}")
        if node.args:
            raise ValueError(f"arguments must be named in {text!r}")
        kwargs = {kw.arg: ast.literal_eval(kw.value) for kw in node.keywords}
        return cls(**kwargs)

    def dumps_log(self, items: Iterable[Any]) -> str:
        return "\n".join(self.dumps(item) for item in items)

    def loads_log(self, text: str) -> list[Any]:
        return [self.loads(line) for line in text.splitlines() if line.strip()]
