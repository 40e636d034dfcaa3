"""What a rules state holds, to show that a refused move changed nothing of it."""
from __future__ import annotations

import pickle
from typing import Any


def held(state: Any) -> bytes:
    """Everything the state holds, hidden cards and its random stream's position included,
    pickled: cheaper than a deep copy taken to compare (the legality fuzz takes one after every
    refused move), and equal bytes are equal contents."""
    kept = {name: value for name, value in vars(state).items() if name != "rng"}
    return pickle.dumps((kept, state.rng._random.getstate()), pickle.HIGHEST_PROTOCOL)


def changed(state: Any, before: bytes) -> list[str]:
    """The names of what `state` holds otherwise than `held` read as `before` ("rng": its
    random stream moved on); none when the bytes are the same, or when they differ only in how
    equal values are shared."""
    now = held(state)
    if now == before:
        return []
    (kept, position), (was, was_position) = pickle.loads(now), pickle.loads(before)
    names = [name for name in sorted(kept.keys() | was.keys()) if kept.get(name) != was.get(name)]
    return names + (["rng"] if position != was_position else [])
