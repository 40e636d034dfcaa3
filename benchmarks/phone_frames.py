"""Frame time of each title's table with its seats played from phones (at most 7, all pressing)
against the same table with no phones (every seat a bot), headless, frames paced at 60 Hz:
`python benchmarks/frame_time.py --phones`.

The phones are real websocket clients of the real server on 127.0.0.1, in a process of their
own (a phone is another device: its work is not the game's): each joins, then presses one of
its seat's buttons and lets go 0.1 s later, about four times a second, and reads every view the
game sends. The game's process measures each frame (input with the phones' queue, the fixed
steps, the views sent, drawing) with perf_counter, and its CPU seconds."""
from __future__ import annotations

import statistics
import subprocess
import sys
import threading
import time

from machine import stopwatch

PHONES_MOST = 7
FRAME = 1 / 60
PRESSER = r'''
import json, random, socket as sockets, sys, threading, time
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect
port, room, count, seconds = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
def phone(number):
    try:
        press(number)
    except ConnectionClosed:  # the table closed
        pass
def press(number):
    rng = random.Random(number)
    link = sockets.create_connection(("127.0.0.1", port), source_address=(f"127.2.0.{number + 1}", 0))  # a device each
    with connect(f"ws://127.0.0.1:{port}/ws?room={room}", origin=f"http://127.0.0.1:{port}", sock=link) as socket:
        threading.Thread(target=lambda: [None for _ in socket], daemon=True).start()  # read every view
        socket.send(json.dumps({"t": "join", "name": f"Phone {number + 1}"}))
        counter, end = 0, time.monotonic() + seconds
        while time.monotonic() < end:
            button = rng.choice(["slot1", "slot2", "slot3", "slot4", "act"])
            for kind in ("press", "release"):
                counter += 1
                socket.send(json.dumps({"t": kind, "b": button, "n": counter}))
                time.sleep(0.1 if kind == "press" else 0.15)
threads = [threading.Thread(target=phone, args=(n,)) for n in range(count)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
'''


def paced_frames(app, frames: int) -> list[float]:
    """Run `frames` frames 1/60 s apart (as vsync would); each frame's own milliseconds."""
    samples = []
    due = time.perf_counter()
    pause = threading.Event()
    for _ in range(frames):
        started = time.perf_counter()
        app.frame(FRAME)
        samples.append((time.perf_counter() - started) * 1000)
        due += FRAME
        pause.wait(max(0.0, due - time.perf_counter()))
    return samples


def measure(app, title, phones: int, frames: int) -> tuple[list[float], float, int]:
    """Frame times, the game process's CPU seconds, and the phones' messages dropped."""
    from game.core.seats import SeatSpec, TableConfig
    from game.kit import phones as kit_phones
    from game.kit.phones import start_server
    from game.kit.table import TableSession
    players = title.max_players
    humans: dict[int, str] = {}
    presser = None
    if phones:
        kit_phones.lan_address = lambda: "127.0.0.1"  # the phones' process reaches it there
        server, _ = start_server(app)
        seconds = (frames + 120) * FRAME + 5
        presser = subprocess.Popen([sys.executable, "-c", PRESSER, str(server.port), server.room, str(phones),
                                    str(seconds)])
        while len(server.devices()) < phones:
            time.sleep(0.01)
        humans = {seat: device for seat, device in enumerate(sorted(server.devices(), key=lambda d: int(d[6:])))}
        server.drain()
        for seat, device in humans.items():
            app.input.bind(device, seat)
    seats = tuple(SeatSpec("human") if seat in humans else SeatSpec("bot", "hard") for seat in range(players))
    session = TableSession(title, TableConfig(seats, title.default_options()), 3, humans, phone_away="bot")
    app.push(title.scene_class()(app, session))
    paced_frames(app, 60)  # warm up: first pictures, first views
    with stopwatch() as timed:
        samples = paced_frames(app, frames)
    app.pop()
    dropped = app.input.phones.dropped if phones else 0
    if phones:
        app.input.phones.stop(wait=True)
        app.input.phones = None
        presser.wait()
        for seat in humans:
            app.input.unbind(seat)
    return samples, timed.cpu, dropped


def report(app, titles, frames: int) -> None:
    """One row per title and phone count: 0, then its seats on phones (at most PHONES_MOST)."""
    import game.kit.phones as kit_phones
    kit_phones.lan_address = lambda: "127.0.0.1"  # benchmarks, like tests, stay on this computer
    print("| title | seats | phones | frames | mean ms | p95 ms | max ms | CPU s | dropped |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for title in titles:
        for count in (0, min(PHONES_MOST, title.max_players)):
            samples, cpu, dropped = measure(app, title, count, frames)
            p95 = statistics.quantiles(samples, n=20)[18]
            print(f"| {title.id} | {title.max_players} | {count} | {frames} | {statistics.mean(samples):.2f} "
                  f"| {p95:.2f} | {max(samples):.2f} | {cpu:.1f} | {dropped} |", flush=True)
