"""A game in progress: a rules state plus the log that replays it.

The text form of a match (for saves and replays) is the title, seed, table config and
the action log; loading replays the log through the rules module, so a saved game and a
replay are the same thing. Each logged action carries its own game time `t`; replay
advances the clock to it before applying, then to the saved `now`.
"""
from __future__ import annotations

import dataclasses
import json
from dataclasses import asdict
from typing import Any, Callable

from game.core.actions import Codec
from game.core.seats import SeatSpec, TableConfig


class Match:
    def __init__(self, title_id: str, new_game: Callable[[TableConfig, int], Any], codec: Codec,
                 config: TableConfig, seed: int) -> None:
        self.title_id = title_id
        self.codec = codec
        self.config = config
        self.seed = seed
        self.state = new_game(config, seed)
        self.log: list[Any] = []

    @property
    def now(self) -> float:
        return self.state.now

    def tick(self, now: float) -> list[Any]:
        """Advance game time; returns the events that timers fired."""
        if now <= self.state.now:
            return []
        return self.state.advance(now)

    def submit(self, action: Any, checked: bool = True) -> list[Any]:
        """Advance to the action's time, apply it, log it. RuleError leaves all unchanged.
        A press stamped before the rules' clock (it waited behind another) counts from now,
        and is logged so, which keeps the log an exact replay."""
        if hasattr(action, "t") and action.t < self.state.now:
            action = dataclasses.replace(action, t=self.state.now)
        events = self.tick(getattr(action, "t", self.state.now))
        result = self.state.apply(action) if checked else self.state.apply_fast(action)
        self.log.append(action)
        return events + result

    def to_text(self) -> str:
        return json.dumps({
            "title": self.title_id,
            "seed": self.seed,
            "seats": [asdict(seat) for seat in self.config.seats],
            "options": self.config.options,
            "actions": [self.codec.dumps(action) for action in self.log],
            "now": self.state.now,
        }, indent=1, ensure_ascii=False)

    @classmethod
    def from_text(cls, text: str, new_game: Callable[[TableConfig, int], Any], codec: Codec) -> "Match":
        data = json.loads(text)
        config = TableConfig(seats=tuple(SeatSpec(**seat) for seat in data["seats"]),
                             options=data["options"])
        match = cls(data["title"], new_game, codec, config, data["seed"])
        for line in data["actions"]:
            match.submit(codec.loads(line))
        match.tick(data["now"])
        return match
