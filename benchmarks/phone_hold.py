"""Phones that hold (issue 27): the phones' server on loopback under each attack of issue 27,
with real clients, each attacker and each phone on its own address of 127.0.0.0/8 (Linux: all
of it is this machine). Printed:
- open descriptors of the server's process per connection: a TCP connection whose request is
  being read, and a phone's open websocket;
- guessing the room code from 200 addresses as fast as they are answered, on the real clock for
  --seconds: codes compared (wrong) and refused unread ("wait"), the steady rate (codes compared
  a second beyond each address's first tries and the room's first ROOM_TRIES_AT_ONCE), and the
  expected time to find the code at that rate;
- honest joins under each attack: --phones phones, each from its own address, load nothing but
  the websocket and join once (no retry); how many got their welcome at the first try.
Run from a checkout: python benchmarks/phone_hold.py [--seconds 20] [--phones 10]."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the tests' real websocket phones (tests/phoning.py)

import argparse
import collections
import os
import threading
import time
import http.client

from machine import describe, load, stopwatch

from game.phones import gate
from game.phones.gate import Doorman
from game.phones.server import LINKS_PER_ADDRESS, MAX_PHONES, ROOM_LENGTH, ROOM_LETTERS
from phoning import Flood, Phone, started, wait_for

YEAR = 365 * 24 * 3600


def descriptors() -> int:
    return len(os.listdir("/proc/self/fd" if os.path.isdir("/proc/self/fd") else "/dev/fd"))


def check(port: int, code: str, source: str) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=(source, 0))
    try:
        connection.request("GET", f"/check?room={code}", headers={"Host": f"127.0.0.1:{port}"})
        answer = connection.getresponse()
        answer.read()
        return answer.status
    finally:
        connection.close()


def honest(server, phones: int, first: int) -> int:
    """Phones (from 127.0.20+first.x) that joined at the first try."""
    joined = 0
    for n in range(phones):
        try:
            phone = Phone(server, source=f"127.0.{20 + first}.{n + 1}")
            phone.send({"t": "join", "name": f"Honest{first}x{n}"})
            joined += phone.expect("welcome") is not None
        except Exception:  # noqa: BLE001 - a refusal of any kind is a phone kept out
            pass
    return joined


def per_connection() -> tuple[float, float]:
    server = started()
    try:
        import socket
        base, count = descriptors(), 20
        held = [socket.create_connection(("127.0.0.1", server.port), source_address=(f"127.0.30.{n + 1}", 0))
                for n in range(count)]
        wait_for(lambda: server.doorman.count() == count)
        time.sleep(0.3)
        tcp = (descriptors() - base - count) / count  # less the clients' own sockets
        for connection in held:
            connection.close()
        wait_for(lambda: server.doorman.count() == 0)
        time.sleep(0.3)
        base = descriptors()
        phones = [Phone(server, source=f"127.0.31.{n + 1}") for n in range(count // 2)]
        for n, phone in enumerate(phones):
            phone.join(f"Fd{n}")
        time.sleep(0.3)
        socket_count = (descriptors() - base - len(phones)) / len(phones)
        return tcp, socket_count
    finally:
        server.stop(wait=True)


def guessing(seconds: float, phones: int) -> tuple[int, int, float, int]:
    server = started()
    wrong = "".join("A" if letter != "A" else "C" for letter in server.room)
    answers: list[tuple[str, int]] = []
    stop = threading.Event()

    def guess(address: str) -> None:
        while not stop.is_set():
            try:
                answers.append((address, check(server.port, wrong, address)))
            except OSError:  # closed for a newer connection (the door's places): try again
                pass
    threads = [threading.Thread(target=guess, args=(f"127.1.{n // 200}.{n % 200 + 1}",)) for n in range(200)]
    for thread in threads:
        thread.start()
    start = time.perf_counter()
    stop.wait(seconds / 2)
    joined = honest(server, phones, 0)
    stop.wait(seconds / 2)
    stop.set()
    duration = time.perf_counter() - start
    for thread in threads:
        thread.join(30)
    server.stop(wait=True)
    compared = sum(status == 403 for _, status in answers)
    waited = sum(status == 429 for _, status in answers)
    per_address = collections.Counter(address for address, status in answers if status == 403)
    beyond = sum(max(0, count - gate.FREE_TRIES) for count in per_address.values())  # the room's budget
    steady = max(0, beyond - gate.ROOM_TRIES_AT_ONCE) / duration
    return compared, waited, steady, joined


def slow_connections(phones: int) -> int:
    server = started()
    attack = Flood(server.port, [f"127.0.40.{n}" for n in range(1, 9)], each=16, slow=True)
    try:
        wait_for(lambda: server.doorman.count() >= 8 * gate.SOCKETS_PER_ADDRESS)
        return honest(server, phones, 1)
    finally:
        attack.stop()
        server.stop(wait=True)


def few_descriptors(phones: int) -> int:
    """The places a process allowed 256 descriptors has (game/descriptors.py), flooded from 60 addresses."""
    server = started(doorman=Doorman(most=(256 - 64) // 8))
    attack = Flood(server.port, [f"127.0.41.{n}" for n in range(1, 61)], each=6)
    try:
        wait_for(lambda: attack.opened > 256)
        return honest(server, phones, 2)
    finally:
        attack.stop()
        server.stop(wait=True)


def websockets_taken(phones: int) -> int:
    server = started()
    try:
        seated = [Phone(server, source=f"127.0.42.{n + 1}") for n in range(phones)]
        tokens = [phone.join(f"Seated{n}") for n, phone in enumerate(seated)]
        for phone in seated:
            phone.close()
        holders = [Phone(server, source=f"127.0.43.{n // LINKS_PER_ADDRESS + 1}") for n in range(server.connections)]
        back = 0
        for n, token in enumerate(tokens):
            try:
                back += Phone(server, source=f"127.0.42.{n + 1}").back(token)["t"] == "welcome"
            except Exception:  # noqa: BLE001
                pass
        del holders
        return back
    finally:
        server.stop(wait=True)


def churn(phones: int) -> int:
    server = started()
    try:
        for n in range(3 * MAX_PHONES):
            leaving = Phone(server, source=f"127.0.44.{n % 8 + 1}")
            leaving.join(f"Churn{n}")
            leaving.close()
        return honest(server, phones, 5)
    finally:
        server.stop(wait=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--phones", type=int, default=10)
    args = parser.parse_args()
    print(describe())
    with stopwatch() as timed:
        tcp, websocket = per_connection()
        print(f"descriptors per connection: {tcp:.1f} (a request being read), {websocket:.1f} (a phone's websocket)")
        compared, waited, steady, joined = guessing(args.seconds, args.phones)
        codes = len(ROOM_LETTERS) ** ROOM_LENGTH
        expected = codes / 2 / steady / YEAR if steady else float("inf")
        print(f"guessing from 200 addresses for {args.seconds:.0f} s: {compared} codes compared, {waited} refused "
              f"unread; steady {steady:.2f} guesses/s after each address's first {gate.FREE_TRIES}: "
              f"{expected:.1f} years on average to find the code; honest joins {joined}/{args.phones}")
        print(f"slow connections from 8 addresses: honest joins {slow_connections(args.phones)}/{args.phones}")
        print(f"256 open files, flood from 60 addresses: honest joins {few_descriptors(args.phones)}/{args.phones}")
        print(f"every websocket taken: seated phones back {websockets_taken(args.phones)}/{args.phones}")
        print(f"{3 * MAX_PHONES} devices joined and left: honest joins {churn(args.phones)}/{args.phones}")
    print(f"wall {timed.wall:.1f} s, CPU {timed.cpu:.1f} s, load average at the end {load()}")


if __name__ == "__main__":
    main()
