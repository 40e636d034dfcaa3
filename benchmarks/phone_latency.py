"""Phone to pixels: a phone's press through the real server into the real app on loopback.

Gambit 7's answer phase, seat 0 played from a phone, the other seats hard bots; the app runs on
its real clock at 60 frames a second (headless, software rendering). The phone is a real
websocket client in a process of its own (a phone is another device); at a person's pace it
types a digit or takes it back (the number it types is the seat's own: the phone shows it), and
waits for the view that shows a changed number. Measured, with one clock for both processes
(perf_counter: the system's monotonic clock):
- arrival to flip: from the message's arrival at the server (its connection's thread) to the
  flip of the frame whose input took it (that frame also queues the seat's new view);
- round trip: from the phone sending the press to the phone holding the view with its effect.
Both come from the same presses: each carries its number, the server notes its arrival and
the flip that took it, the phone its round trip. The phone presses only while its last view
shows the answer phase open (a person does not type during the bets or the reveal), and every
press counts: one whose view with its effect has not come within WAIT seconds changed nothing
and is a failure, counted and printed (it then counts as endless in the p99 of all presses).
Printed: presses, failures, p50 and p99 in ms of both, wall and CPU seconds, the load.

With --tap the phone taps instead of pressing: Altitude's keep phase (seat 0 a phone, one
hard bot), where a tap on the first dealt card marks it to give back and the next takes the
mark off (the title's `taps`, routed by game/kit/phones.py, a step of the seat's controls);
it waits for the view whose first card is lit as it should be now (every tap counts the same way).

With --relay the phone goes through the relay (relay/, built with wrangler and served by workerd on
127.0.0.1: tests/phones/relaying.py) and the host's uplink instead of the LAN server: the same
presses, one more hop each way; it also prints the frames the relay took in from the phone and
from the host (what Cloudflare bills: incoming WebSocket messages) per press and per minute.
With --relay --delay MS the phone's link to the relay is a simulated one (tests/phones/edge.py, in
a process of its own) MS milliseconds one way plus a jitter of up to a fifth of that: a friend
that far away."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

import argparse
import json
import math
import os
import statistics
import subprocess
import time

from machine import describe, load, stopwatch

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

WAIT = 2.0  # seconds a phone waits for a press's effect before it counts the press as lost

PHONE = r'''
import json, random, sys, time
from websockets.sync.client import connect
port, room, presses, wait = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
rng = random.Random(5)
with connect(f"ws://127.0.0.1:{port}/ws?room={room}", origin=f"http://127.0.0.1:{port}",
             additional_headers={"CF-Connecting-IP": "127.0.0.2"}) as socket:
    socket.send(json.dumps({"t": "join", "name": "Bench"}))
    view = {}
    while not view.get("entry"):  # the table is dealt: its answer phase is open
        view = json.loads(socket.recv())
    counter = done = 0
    while done < presses:
        time.sleep(rng.uniform(0.15, 0.35))
        while True:  # the newest view first
            try:
                message = json.loads(socket.recv(timeout=0))
            except TimeoutError:
                break
            if message.get("t") == "view":
                view = message
        if not view.get("entry"):  # the answer phase is closed: wait for the next one
            view = json.loads(socket.recv())
            continue
        typed = view["entry"]["digits"]
        button = "digit:3" if len(typed) < 3 else "backspace"
        counter += 1
        sent = time.perf_counter()
        socket.send(json.dumps({"t": "press", "b": button, "n": counter}))
        end, trip = sent + wait, "lost"
        while time.perf_counter() < end:
            try:
                message = json.loads(socket.recv(timeout=max(0.0, end - time.perf_counter())))
            except TimeoutError:
                break
            if message.get("t") == "view":
                view = message
            entry = message.get("entry") if message.get("t") == "view" else None
            if entry and entry["digits"] != typed:  # its effect: the number it shows has changed
                trip = f"{(time.perf_counter() - sent) * 1000:.3f}"
                break
        print(counter, trip, flush=True)
        done += 1
    print("done", flush=True)
'''

TAPPING = r'''
import json, random, sys, time
from websockets.sync.client import connect
port, room, presses, wait = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
rng = random.Random(5)

def first(message):
    """The first dealt card of a view of the keep phase, or None."""
    rows = message.get("rows") or [{}]
    cards = rows[0].get("cards") or [{}]
    return cards[0] if message.get("t") == "view" and cards[0].get("tap") == "dealt:0" else None

with connect(f"ws://127.0.0.1:{port}/ws?room={room}", origin=f"http://127.0.0.1:{port}",
             additional_headers={"CF-Connecting-IP": "127.0.0.2"}) as socket:
    socket.send(json.dumps({"t": "join", "name": "Bench"}))
    while first(json.loads(socket.recv())) is None:  # the table is dealt: its keep phase is open
        pass
    lit, counter, done = False, 0, 0
    while done < presses:
        time.sleep(rng.uniform(0.15, 0.35))
        counter += 1
        sent = time.perf_counter()
        socket.send(json.dumps({"t": "tap", "target": "dealt:0", "n": counter}))
        end, trip = sent + wait, "lost"
        while time.perf_counter() < end:
            try:
                card = first(json.loads(socket.recv(timeout=max(0.0, end - time.perf_counter()))))
            except TimeoutError:
                break
            if card is not None and bool(card.get("lit")) != lit:
                trip = f"{(time.perf_counter() - sent) * 1000:.3f}"
                lit = not lit
                break
        print(counter, trip, flush=True)
        done += 1
    print("done", flush=True)
'''


def quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


LINK = r'''
import sys
sys.path.insert(0, sys.argv[1])
from edge import SimulatedLink
delay = float(sys.argv[3]) / 1000
link = SimulatedLink(int(sys.argv[2]), delay=delay, jitter=delay / 5)
print(link.port, flush=True)
sys.stdin.read()  # until the benchmark ends
'''


def relaying_folder() -> Path:
    return Path(__file__).resolve().parent.parent / "tests" / "phones"


def local_relay():
    """The relay under workerd on 127.0.0.1, built from this checkout (tests/phones/relaying.py)."""
    import tempfile
    sys.path.insert(0, str(relaying_folder()))
    import relaying
    reason = relaying.unavailable()
    if reason:
        sys.exit(reason)
    relay = relaying.LocalRelay(relaying.build(Path(tempfile.mkdtemp(prefix="alpenparty-bench-"))))
    relay.start()
    return relay


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--tap", action="store_true", help="tap Altitude's dealt cards instead of typing")
    parser.add_argument("--relay", action="store_true", help="through the relay under local workerd")
    parser.add_argument("--delay", type=float, default=0.0, help="with --relay: the phone's link, ms one way")
    args = parser.parse_args()
    import pygame

    from game import catalogue
    from game.app import App
    from game.core.seats import SeatSpec, TableConfig
    from game.kit.table import TableSession
    from game.phones.server import PhoneServer
    from game.phones.views import page_words

    app = App()
    server = PhoneServer("127.0.0.1", port=0, words=page_words(app.text, app.settings.language))
    server.start()
    app.input.phones = server
    arrivals: list[tuple[int, float]] = []  # (the press's number, its arrival) of presses not yet drained
    taken: list[tuple[int, float]] = []  # those drained in this frame
    shown: dict[int, float] = {}  # the press's number: ms from its arrival to the flip of the frame that took it
    receive, drain, flip = server.receive, server.drain, pygame.display.flip

    def receiving(link, raw) -> None:
        arrived, dropped = time.perf_counter(), server.dropped
        receive(link, raw)
        if server.dropped == dropped:  # taken in: one item for the input layer
            arrivals.append((json.loads(raw).get("n", 0), arrived))

    def draining():
        items = drain()
        taken.extend(arrivals[:len(items)])
        del arrivals[:len(items)]
        return items

    def flipping() -> None:
        flip()
        now = time.perf_counter()
        shown.update((number, (now - arrived) * 1000) for number, arrived in taken)
        taken.clear()

    server.receive, server.drain, pygame.display.flip = receiving, draining, flipping
    print(describe())
    port, room, relay, uplink, link = server.port, server.room, None, None, None
    if args.relay:
        relay = local_relay()
        uplink = server.go_online(relay.url)
        while not uplink.up:
            time.sleep(0.01)
        port, room = relay.port, uplink.room
        if args.delay:  # in a process of its own, as the phone: not in the game's
            link = subprocess.Popen([sys.executable, "-c", LINK, str(relaying_folder()), str(relay.port),
                                     str(args.delay)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
            port = int(link.stdout.readline())
            print(f"the phone's link to the relay: {args.delay:g} ms one way, jitter up to {args.delay / 5:g} ms")
    with stopwatch() as timed:
        script = TAPPING if args.tap else PHONE
        phone = subprocess.Popen([sys.executable, "-c", script, str(port), room, str(args.presses),
                                  str(WAIT)],
                                 stdout=subprocess.PIPE, text=True)
        while not server.devices():
            app.frame(app.clock.tick())
        device = server.devices()[0]
        title = catalogue.by_id("altitude" if args.tap else "gambit7")
        seats = (SeatSpec("human"),) + tuple(SeatSpec("bot", "hard") for _ in range(1 if args.tap else 3))
        app.input.bind(device, 0)
        seed = 3
        trips: dict[int, float] = {}  # the press's number: its round trip in ms (inf: lost)
        os.set_blocking(phone.stdout.fileno(), False)
        finished = False
        while not finished:
            table = title.scene_class()(app, TableSession(title, TableConfig(seats, title.default_options()), seed,
                                                          {0: device}))
            app.push(table)
            while not finished and not table.session.is_over():
                app.frame(app.clock.tick())
                for line in iter(phone.stdout.readline, ""):
                    if line.strip() == "done":
                        finished = True
                    else:
                        number, trip = line.split()
                        trips[int(number)] = math.inf if trip == "lost" else float(trip)
            while app.top is not None:
                app.pop()
            seed += 1
        phone.wait()
    kind = "taps" if args.tap else "presses"
    lost = [number for number, trip in trips.items() if math.isinf(trip)]
    print(f"{len(trips)} {kind}, {len(lost)} changed nothing within {WAIT:g} s (failures)"
          + (f": numbers {lost[:20]}" if lost else ""))
    for name, samples in (("arrival to flip", [shown.get(number, math.inf) for number in trips]),
                          ("round trip", list(trips.values()))):
        print(f"{name}: p50 {statistics.median(samples):.1f} ms, p95 {quantile(samples, 0.95):.1f} ms, "
              f"p99 {quantile(samples, 0.99):.1f} ms, "
              f"max {max(samples):.1f} ms (a failure counts as endless)")
    if uplink is not None:
        minutes = timed.wall / 60
        print(f"relay took in {uplink.frames_in} frames from the phone and {uplink.frames_out} from the host: "
              f"{(uplink.frames_in + uplink.frames_out) / len(trips):.2f} a press, "
              f"{(uplink.frames_in + uplink.frames_out) / minutes:.0f} a minute")
    print(f"wall {timed.wall:.1f} s, CPU {timed.cpu:.1f} s (game and phone; workerd not counted), "
          f"load at the end: {load()}")
    if link is not None:
        link.stdin.close()
        link.wait()
    if relay is not None:
        server.go_offline(wait=True)
        relay.remove()
    app.input.phones = None
    server.stop(wait=True)
    app.shutdown()


if __name__ == "__main__":
    main()
