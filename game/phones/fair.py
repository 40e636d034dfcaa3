"""When a phone's press counts: at the moment its player saw what it answers, not when it arrived.

Over the internet a press that counts when it arrives hands every race to whoever is nearest the
host. So each view a link carries has a version `v`, stamped as it leaves (`view_sent`), and a
press carries the version of the last view its page drew and the milliseconds since it drew it
(`ms`, game/phones/protocol.py). The host counts the press at (the time that view left + ms):
the same reaction counts the same on a 3 ms and on a 60 ms link.

A page could lie (claim a smaller `ms`). The link's round trip is measured by pings (`ping_sent`,
`pong`: the page answers at once); an honest press arrives one round trip after the moment it
claims, so a claim earlier than (arrival - the slowest recent round trip) is counted at that
floor instead: a liar gains at most its link's jitter. A link slower than MOST_CREDIT gets no more
credit than that (its presses count late rather than the races waiting long for it); a press
without a version, or of a view this link no longer remembers, counts when it arrived.

`allowance` is the same figure seen from the other side: how long after a moment a press claiming
it may still arrive. A race waits that long for each seat not yet heard (game/kit/races.py).
Every time here is the server's clock in seconds (`PhoneServer.clock`); nothing reads a clock.
"""
from __future__ import annotations

import statistics
from collections import OrderedDict, deque

VIEWS_KEPT = 64  # versions of views remembered per link (a press names one it drew lately)
TRIPS_KEPT = 16  # round trips measured per link, the latest
PINGS_KEPT = 8  # pings waiting for their answer
ROUND_TRIP_EVERY = 2.0  # seconds between two pings of a link (`PhoneServer.ping`)
MOST_CREDIT = 0.5  # seconds: the most a press may count before it arrived


class LinkTimes:
    """One link's clockwork: when its views and pings left, and the round trips measured."""

    def __init__(self) -> None:
        self.sent: OrderedDict[int, float] = OrderedDict()  # view version -> when it left
        self.pings: OrderedDict[int, float] = OrderedDict()  # ping number -> when it left
        self.trips: deque[float] = deque(maxlen=TRIPS_KEPT)

    def view_sent(self, version: int, at: float) -> None:
        self.sent[version] = at
        while len(self.sent) > VIEWS_KEPT:
            self.sent.popitem(last=False)

    def ping_sent(self, number: int, at: float) -> None:
        self.pings[number] = at
        while len(self.pings) > PINGS_KEPT:
            self.pings.popitem(last=False)

    def pong(self, number: int, at: float) -> bool:
        """The page answered ping `number` at `at`: one round trip measured (False: no such ping
        is waiting, the answer is dropped)."""
        left = self.pings.get(number)
        if left is None or at < left:
            return False
        del self.pings[number]
        self.trips.append(at - left)
        return True

    @property
    def round_trip(self) -> float | None:
        """The link's typical round trip in seconds (the median of the latest); None before one."""
        return statistics.median(self.trips) if self.trips else None

    @property
    def allowance(self) -> float:
        """Seconds by which a press may count before it arrived: the slowest recent round trip
        (0 before one is measured), at most MOST_CREDIT."""
        return min(MOST_CREDIT, max(self.trips)) if self.trips else 0.0

    def counts_at(self, at: float, version: int | None = None, ms: int | None = None) -> float:
        """When a press that arrived at `at` counts: when view `version` left plus `ms`, but no
        earlier than the link's round trip allows and never later than its arrival."""
        left = self.sent.get(version) if version is not None else None
        if left is None or ms is None:
            return at
        return min(at, max(left + ms / 1000, at - self.allowance))
