"""Back in the seat after a drop, through the relay (relay/ under workerd on 127.0.0.1): how long
from the moment the link returns to the phone's seat being its own again (its "welcome").

Three kinds of drop, each `--rounds` times, the outage lasting a random 0.5 to 2.5 s (so the
dials fall anywhere against the return):
- player: the phone's link (tests/phones/edge.py: 30 ms one way, 10 ms jitter, 1 % loss) is reset
  and refuses connections; the phone dials again on the page's schedule (game/phones/uplink.py's
  `retry_after`, which assets/phone/phone.js's `retryDelay` repeats) and comes back by its token;
- uplink: the host's link to the relay (the same simulated link) drops; the phone waits on the
  relay, the uplink dials again on its schedule, the relay announces the phone, it says back;
- relay: workerd is killed and started again on the same port and state; the uplink and the phone
  both dial again. Here "the link returns" is workerd serving again.
Printed: each kind's p50 and the most of the rounds in ms, wall and CPU seconds (this process; the
relay's workerd is not in it), the load before and after.

`python benchmarks/reconnect.py [--rounds 10]`
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "phones"))

import argparse
import random
import statistics
import threading
import time

from machine import describe, load, stopwatch
from phone_latency import local_relay

from edge import SimulatedLink
from game.phones.uplink import retry_after
from phoning import Phone, started
from relaying import Through, host_address
from websockets.exceptions import ConnectionClosed, InvalidHandshake

FAR = dict(delay=0.03, jitter=0.01, loss=0.01)


def redial(target, token: str, done: list[float]) -> None:
    """Dial on the page's schedule until a link opens, then come back by `token`; note the time."""
    tries = 0
    while True:
        tries += 1
        time.sleep(retry_after(tries))
        try:
            phone = Phone(target)
        except (OSError, InvalidHandshake, ConnectionClosed, TimeoutError):
            continue
        assert phone.back(token)["t"] == "welcome"
        done.append(time.perf_counter())
        phone.close()
        return


def outage(rng: random.Random) -> float:
    return rng.uniform(0.5, 2.5)


def redialled(target, rng, cut, mend) -> float:
    """A phone sits, `cut()` takes its link away for an outage, `mend()` gives it back; the phone
    dials again on the page's schedule meanwhile: seconds from the mend to its seat again."""
    phone = Phone(target)
    token = phone.join(f"P{rng.randrange(10 ** 6)}")
    done: list[float] = []
    cut()
    thread = threading.Thread(target=redial, args=(target, token, done))
    thread.start()
    time.sleep(outage(rng))
    mend()
    back = time.perf_counter()
    thread.join()
    phone.close()
    return done[0] - back


def player_round(relay, server, rng) -> float:
    link = SimulatedLink(relay.port, seed=rng.randrange(1000), **FAR)
    try:
        return redialled(Through(link, relay, server), rng, link.drop, link.restore)
    finally:
        link.close()


def uplink_round(relay, _server, rng) -> float:
    link = SimulatedLink(relay.port, address=host_address(), seed=rng.randrange(1000), **FAR)
    phones_link = SimulatedLink(relay.port, **FAR)
    server = started()
    try:
        uplink = server.go_online(link.url)
        while not uplink.up:
            time.sleep(0.01)
        target = Through(phones_link, relay, server)
        phone = Phone(target)
        token = phone.join("Host")
        link.drop()
        while phone.receive()["t"] != "away":
            pass
        time.sleep(outage(rng))
        link.restore()
        back = time.perf_counter()
        while phone.receive()["t"] != "hello":
            pass
        assert phone.back(token)["t"] == "welcome"
        return time.perf_counter() - back
    finally:
        server.stop(wait=True)
        link.close()
        phones_link.close()


def relay_round(relay, server, rng) -> float:
    link = SimulatedLink(relay.port, **FAR)
    try:
        return redialled(Through(link, relay, server), rng, relay.kill, relay.start)
    finally:
        link.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    print(describe())
    relay = local_relay()
    server = started()
    uplink = server.go_online(relay.url, headers={"CF-Connecting-IP": host_address()})
    while not uplink.up:
        time.sleep(0.01)
    rng = random.Random(30)
    try:
        for kind, round_of in (("player", player_round), ("uplink", uplink_round), ("relay", relay_round)):
            with stopwatch() as timed:
                times = [round_of(relay, server, rng) * 1000 for _ in range(args.rounds)]
            print(f"{kind}: back {statistics.median(times):.0f} ms p50, {max(times):.0f} ms most of {args.rounds}"
                  f" after the link returned; {timed.wall:.1f} s wall, {timed.cpu:.2f} s CPU; load {load()}")
    finally:
        server.stop(wait=True)
        relay.remove()


if __name__ == "__main__":
    main()
