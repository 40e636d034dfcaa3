"""Races of scripted players behind simulated links (tests/linksim.py), refereed by the game's own
clockwork: each link's `LinkTimes` (game/phones/fair.py: versions, pings, when a press counts)
and the table's `Races` (game/kit/races.py: the hold until settled), on a simulated clock.

Every second the host pings each phone (the page answers at once) and, half a second later,
starts a race: it sends every phone a view (the moment its version leaves is noted). A phone
draws it as it arrives; its player presses after a reaction time drawn from one ex-Gaussian
for everyone, in whole milliseconds (what a page measures), and the page sends the press with
the view's version and the milliseconds since it drew it (a liar subtracts its `lie`). The host
holds each press as the race action it is and, on each frame (60 a second), applies what
`Races.due` hands it: the first in that order wins. A press arriving after its race was
settled lost it. Figures per race: the winner, the true quickest (None for a tie in whole
milliseconds), the hold (first arrival to the frame that settled it), and per press its round
trip to the view showing the result, and how much earlier it counted than its honest moment.
`arrival=True` referees by arrival order instead (the way before fair races).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from game.core.actions import Stamped
from game.kit.races import Races
from game.phones.fair import LinkTimes
from linksim import Link, Network

FRAME = 1 / 60
# A simple reaction (seconds): ex-Gaussian, as game/core/timing.py models people (mu, sigma, tau).
REACTION = (0.200, 0.025, 0.060)


@dataclass(frozen=True)
class Press:
    """A race action as the rules would get it (stamped with the time it counts at: `Stamped`)."""

    seat: int


@dataclass
class Results:
    seats: int
    winners: list[int] = field(default_factory=list)
    quickest: list[int | None] = field(default_factory=list)
    holds: list[float] = field(default_factory=list)
    round_trips: dict[int, list[float]] = field(default_factory=dict)
    gains: dict[int, list[float]] = field(default_factory=dict)  # seconds counted before the honest moment

    def share(self, seat: int) -> float:
        return self.winners.count(seat) / len(self.winners)

    @property
    def wrong(self) -> float:
        """The share of races won by another than the quickest reaction (ties are no race)."""
        decided = [(won, quick) for won, quick in zip(self.winners, self.quickest) if quick is not None]
        return sum(won != quick for won, quick in decided) / len(decided)


def reaction(rng: random.Random) -> int:
    mu, sigma, tau = REACTION
    return max(100, round(1000 * (rng.gauss(mu, sigma) + rng.expovariate(1 / tau))))


def run(delays: list[float], jitters: list[float], races: int, seed: int = 1, lies: dict[int, float] | None = None,
        loss: float = 0.0, arrival: bool = False) -> Results:
    """`races` races of len(delays) identical players, seat i behind a link of one-way delay
    delays[i] with up to jitters[i] more; seat s claims lies[s] seconds less than it waited."""
    rng = random.Random(seed)
    network = Network()
    links = [Link(network, delay, jitter, loss, random.Random(rng.random())) for delay, jitter in zip(delays, jitters)]
    times = [LinkTimes() for _ in links]
    seats = range(len(links))
    referee = Races(("Press",), False, lambda: seats, lambda seat: times[seat].allowance)
    results = Results(len(links), round_trips={seat: [] for seat in seats}, gains={seat: [] for seat in seats})
    lies = lies or {}
    counter = iter(range(1, 10 ** 9))
    race = {"version": 0, "settled": True, "first": 0.0, "sent": {}, "reactions": {}}

    def ping(seat: int) -> None:
        number = next(counter)
        times[seat].ping_sent(number, network.now)
        links[seat].send("down", lambda: links[seat].send("up", lambda: times[seat].pong(number, network.now)))

    def start() -> None:
        race.update(version=next(counter), settled=False, first=math.inf, sent={}, reactions={})
        version = race["version"]
        for seat in seats:
            times[seat].view_sent(version, network.now)
            links[seat].send("down", lambda seat=seat: drawn(seat, version))

    def drawn(seat: int, version: int) -> None:
        waited = reaction(rng)
        race["reactions"][seat] = waited
        claimed = max(0, waited - round(1000 * lies.get(seat, 0.0)))
        network.at(network.now + waited / 1000, lambda: pressed(seat, version, claimed))

    def pressed(seat: int, version: int, claimed: int) -> None:
        race["sent"][seat] = network.now
        honest = network.now  # where the true moment is measured from: the press leaving the phone
        drawn_at = honest - race["reactions"][seat] / 1000
        links[seat].send("up", lambda: arrived(seat, version, claimed, drawn_at))

    def arrived(seat: int, version: int, claimed: int, drawn_at: float) -> None:
        if version != race["version"] or race["settled"]:
            return  # too late: the race is over
        counts = network.now if arrival else times[seat].counts_at(network.now, version, claimed)
        honest = times[seat].sent[version] + race["reactions"][seat] / 1000
        results.gains[seat].append(honest - counts)
        race["first"] = min(race["first"], network.now)
        referee.hold(seat, Stamped(Press(seat), counts, next(counter)))

    def frame() -> None:
        due = referee.due(network.now) if not arrival else _by_arrival(referee, network.now)
        if due and not race["settled"]:
            race["settled"] = True
            results.winners.append(due[0].seat)
            reactions = race["reactions"]
            best = min(reactions.values())
            quickest = [seat for seat, waited in reactions.items() if waited == best]
            results.quickest.append(quickest[0] if len(quickest) == 1 and len(reactions) == len(links) else None)
            results.holds.append(network.now - race["first"])
            for held in due:  # the view showing who won goes out now
                sent = race["sent"][held.seat]
                links[held.seat].send("down", lambda seat=held.seat, sent=sent:
                                      results.round_trips[seat].append(network.now - sent))
        network.at(network.now + FRAME, frame)

    network.at(0.0, frame)
    for number in range(races + 3):  # three seconds of pings first: the links' round trips are known
        for seat in seats:
            network.at(number + 0.0, lambda seat=seat: ping(seat))
        if number >= 3:
            network.at(number + 0.5, start)
    network.run_until(races + 3 + 1.0)
    return results


def _by_arrival(referee: Races, now: float) -> list:
    """The old way: a press counts as it arrives, first come first served."""
    due = sorted(referee.held, key=lambda held: held.press.order)
    referee.held = []
    return due


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]
