"""A link simulator on a simulated clock: messages between the host and phones over links with a
delay, jitter, loss and drops, for the race and reconnection tests (and benchmarks/fair_races.py).

`Network` is the clock and its schedule: `at(time, what)` runs `what()` at that simulated time,
`run_until(time)` runs everything due by then in order (ties in the order scheduled). A `Link`
carries messages each way (`down`: host to phone, `up`: phone to host) after `delay` plus a
uniform jitter of at most `jitter` seconds; a message is `loss`-likely to be lost once, and then
arrives after TCP would have sent it again (RESEND seconds more, as websockets over TCP never
lose a message outright); a link keeps its messages in order, as TCP does. `drop()` cuts the
link: messages in flight and sent later vanish until `restore()`. Nothing reads the wall clock:
every run with the same seed is the same on every machine.
"""
from __future__ import annotations

import heapq
import itertools
import random
from dataclasses import dataclass, field
from typing import Callable

RESEND = 0.2  # seconds: the minimum TCP retransmission timeout (RFC 6298's floor in Linux)


class Network:
    def __init__(self) -> None:
        self.now = 0.0
        self._due: list[tuple[float, int, Callable[[], None]]] = []
        self._order = itertools.count()

    def at(self, time: float, what: Callable[[], None]) -> None:
        heapq.heappush(self._due, (max(time, self.now), next(self._order), what))

    def run_until(self, time: float) -> None:
        while self._due and self._due[0][0] <= time:
            when, _, what = heapq.heappop(self._due)
            self.now = when
            what()
        self.now = max(self.now, time)

    def next_time(self) -> float | None:
        return self._due[0][0] if self._due else None


@dataclass
class Link:
    """One phone's link to the host, one way `delay` seconds (plus up to `jitter`)."""

    network: Network
    delay: float
    jitter: float = 0.0
    loss: float = 0.0
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    up_down: bool = True  # False while dropped
    _last: dict[str, float] = field(default_factory=lambda: {"up": 0.0, "down": 0.0})
    _epoch: int = 0  # a drop forgets what was in flight

    def one_way(self) -> float:
        """A message's time on the wire (a lost one's resend included)."""
        seconds = self.delay + self.rng.uniform(0.0, self.jitter)
        if self.loss and self.rng.random() < self.loss:
            seconds += RESEND + self.delay
        return seconds

    def send(self, way: str, deliver: Callable[[], None]) -> float | None:
        """Carry a message `way` ("up" or "down"): `deliver()` runs when it arrives; returns that
        time (None: the link is down, the message is gone)."""
        if not self.up_down:
            return None
        arrives = max(self.network.now + self.one_way(), self._last[way])  # in order, as TCP keeps it
        self._last[way] = arrives
        epoch = self._epoch
        self.network.at(arrives, lambda: deliver() if epoch == self._epoch and self.up_down else None)
        return arrives

    def drop(self) -> None:
        self.up_down = False
        self._epoch += 1

    def restore(self) -> None:
        self.up_down = True
        self._last = {"up": self.network.now, "down": self.network.now}
