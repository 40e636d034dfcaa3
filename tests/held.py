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


def unchanged(state: Any, before: bytes) -> bool:
    """Whether `state` holds what `held` read as `before`: the same bytes, or, if pickling
    differs only in how equal values are shared, equal contents."""
    now = held(state)
    return now == before or pickle.loads(now) == pickle.loads(before)
