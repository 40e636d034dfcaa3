"""Actions and events as small frozen dataclasses with a text form that round-trips.

Every rules module declares its actions and events as `@dataclass(frozen=True)` classes
whose fields hold only literals (int, float, str, bool, None, tuples of those). Their
default `repr` is their text form: `Drop(seat=1, slot=2)`. A `Codec` turns such text back
into objects without `eval`: the text is parsed with `ast`, the call's name must be a
registered class and every argument a literal.

An action is only the move. The press that carries it, its time and place in the input
queue, is the envelope the match adds: `Stamped(action, t, order)`, written in a log as the
action's text with `t` and `order` last (`Drop(seat=1, slot=2, t=3.5, order=7)`, the form
saves have always had); `stamp_key` gives the order in which races resolve. Every event
carries its `audience` (game/core/state.py).
"""
from __future__ import annotations

import ast
import dataclasses
import functools
from dataclasses import dataclass
from typing import Any, Iterable


@dataclass(frozen=True)
class Stamped:
    """A press as the match takes it: the move (`action`), `t` (seconds of game time when the
    key was read) and `order` (its place in the input queue)."""

    action: Any
    t: float = 0.0
    order: int = 0


def stamp_key(press: Stamped) -> tuple[float, int]:
    """Sort key that resolves races: earlier key press first, then input-queue order."""
    return (press.t, press.order)


class Codec:
    """Turns registered action/event dataclasses into text and back."""

    def __init__(self, classes: Iterable[type]) -> None:
        self._classes: dict[str, type] = {}
        for cls in classes:
            if not dataclasses.is_dataclass(cls):
                raise TypeError(f"{cls!r} is not a dataclass")
            self._classes[cls.__name__] = cls

    def dumps(self, obj: Any) -> str:
        """The text form of a registered object, or of a `Stamped` press: its action's with
        `t` and `order` last."""
        if isinstance(obj, Stamped):
            return f"{self.dumps(obj.action)[:-1]}, t={obj.t!r}, order={obj.order!r})"
        if type(obj).__name__ not in self._classes:
            raise TypeError(f"{type(obj).__name__} is not registered with this codec")
        return repr(obj)

    def loads_stamped(self, text: str) -> Stamped:
        """The press `text` names (`dumps` of a `Stamped`; `t` and `order` may be left out:
        0.0 and 0); ValueError as for `loads`."""
        cls, kwargs = self._parse(text)
        t, order = kwargs.pop("t", 0.0), kwargs.pop("order", 0)
        if not (annotation_fits(t, "float") and annotation_fits(order, "int")):
            raise ValueError(f"a press's t is a number and its order a whole number in {text[:80]!r}")
        return Stamped(self._build(cls, kwargs, text), t, order)

    def loads(self, text: str) -> Any:
        """The object `text` names; ValueError unless it is a registered class called with
        named literal arguments that fit its fields' declared types."""
        cls, kwargs = self._parse(text)
        return self._build(cls, kwargs, text)

    def _parse(self, text: str) -> tuple[type, dict[str, Any]]:
        try:
            node = ast.parse(text.strip(), mode="eval").body
        except (SyntaxError, MemoryError, RecursionError) as exc:
            raise ValueError(f"not an action: {text[:80]!r}") from exc
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            raise ValueError(f"not an action: {text[:80]!r}")
        cls = self._classes.get(node.func.id)
        if cls is None:
            raise ValueError(f"unknown action {node.func.id!r} in {text[:80]!r}")
        if node.args or any(keyword.arg is None for keyword in node.keywords):
            raise ValueError(f"arguments must be named in {text[:80]!r}")
        try:
            kwargs = {keyword.arg: ast.literal_eval(keyword.value) for keyword in node.keywords}
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError) as exc:
            raise ValueError(f"arguments must be literals in {text[:80]!r}") from exc
        return cls, kwargs

    @staticmethod
    def _build(cls: type, kwargs: dict[str, Any], text: str) -> Any:
        kinds = {f.name: f.type.__name__ if isinstance(f.type, type) else str(f.type)
                 for f in dataclasses.fields(cls)}
        for name, value in kwargs.items():
            if name not in kinds or not annotation_fits(value, kinds[name]):
                raise ValueError(f"{cls.__name__} has no field {name} of this kind in {text[:80]!r}")
        missing = [f.name for f in dataclasses.fields(cls) if f.name not in kwargs
                   and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
        if missing:
            raise ValueError(f"{cls.__name__} needs {', '.join(missing)} in {text[:80]!r}")
        return cls(**kwargs)


_SCALARS: dict[str, tuple[type, ...]] = {"int": (int,), "float": (int, float), "str": (str,),
                                         "bool": (bool,), "None": (type(None),), "NoneType": (type(None),),
                                         "tuple": (tuple,)}


def annotation_fits(value: Any, annotation: str) -> bool:
    """Whether a literal fits a field's annotation as written in the class (`int`,
    `str | None`, `tuple`, `tuple[int, ...]`, `tuple[str, int]`); true/false never pass as numbers."""
    for option in _split(annotation, "|"):
        if option.startswith("tuple[") and option.endswith("]") and isinstance(value, tuple):
            inner = _split(option[6:-1], ",")
            if inner[-1:] == ("...",):
                if all(annotation_fits(item, inner[0]) for item in value):
                    return True
            elif len(inner) == len(value) and all(annotation_fits(item, kind) for item, kind in zip(value, inner)):
                return True
        elif option in _SCALARS:
            kinds = _SCALARS[option]
            if isinstance(value, kinds) and (bool in kinds or not isinstance(value, bool)):
                return True
        elif option == "Any":
            return True
    return False


@functools.lru_cache(maxsize=512)
def _split(annotation: str, separator: str) -> tuple[str, ...]:
    """Split at `separator` outside brackets, stripping blanks."""
    parts, depth, current = [], 0, ""
    for char in annotation:
        depth += (char == "[") - (char == "]")
        if char == separator and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    return (*parts, current.strip())
