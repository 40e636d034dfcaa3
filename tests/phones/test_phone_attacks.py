"""Someone else on the same Wi-Fi, against the real server on loopback with real clients:
guessing the room code, joining from another web page or a renamed address, holding every
connection or seat from one device, and running the game out of descriptors. Another device
is another address of 127.0.0.0/8 (all of it is this machine on Linux)."""
from __future__ import annotations

import http.client
import socket
import subprocess
import sys
import textwrap
import threading

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

from game.paths import read_asset
from game.phones import gate
from game.phones import server as server_module
from game.phones.gate import Doorman
from game.phones.protocol import JOINED
from game.phones.server import LINKS_PER_ADDRESS, MAX_PHONES, PHONES_PER_ADDRESS, ROOM_LENGTH, ROOM_LETTERS
from phoning import WAIT, Flood, Phone, Remote, inbound, joins, started, wait_for

OTHER = "127.0.0.2"  # another device


@pytest.fixture
def server():
    running = started(clock=lambda: 100.0)  # a clock that stands still: no bucket refills
    yield running
    running.stop(wait=True)


def request(server, path: str, host: str | None = None, source: str = "127.0.0.1") -> tuple[int, dict[str, str]]:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=WAIT, source_address=(source, 0))
    try:
        connection.request("GET", path, headers={"Host": host or f"127.0.0.1:{server.port}"})
        answer = connection.getresponse()
        answer.read()
        return answer.status, dict(answer.headers)
    finally:
        connection.close()


def refused_with(status: int, **phone) -> bool:
    try:
        Phone(**phone).close()
    except InvalidStatus as refusal:
        return refusal.response.status_code == status
    return False


# --- guessing the room code ----------------------------------------------------------------
def test_a_room_code_takes_years_to_guess_at_the_rate_allowed():
    """From one address, or from every address of a /24 network: each address's first tries,
    then one code every ROOM_TRY_EVERY seconds for all of them together."""
    codes = len(ROOM_LETTERS) ** ROOM_LENGTH
    one_address = (codes / 2 - gate.FREE_TRIES) * gate.TRY_EVERY
    every_address = (codes / 2 - 254 * gate.FREE_TRIES) * gate.ROOM_TRY_EVERY
    year = 365 * 24 * 3600
    assert one_address / year > 100 and every_address / year > 5


def test_wrong_codes_cost_tries_and_then_no_code_is_even_compared(server):
    wrong = "".join("A" if letter != "A" else "C" for letter in server.room)
    answers = [request(server, f"/check?room={wrong}")[0] for _ in range(gate.TRIES_AT_ONCE)]
    assert answers == [403] * gate.TRIES_AT_ONCE
    status, headers = request(server, f"/check?room={server.room}")  # even the right code waits now
    assert status == 429 and int(headers["Retry-After"]) >= 1
    assert refused_with(429, server=server, source="127.0.0.1")
    assert server.wrong_codes == gate.TRIES_AT_ONCE  # for the host's panel
    assert request(server, f"/check?room={server.room}", source=OTHER)[0] == 200  # another device is not held up
    assert request(server, f"/check?room={wrong}", source=OTHER)[0] == 403  # ... and knowing it, may err freely
    assert request(server, f"/check?room={server.room}", source=OTHER)[0] == 200


def test_guessing_from_many_addresses_drains_one_budget_for_the_room_but_never_a_new_phones_try():
    now = [100.0]
    server = started(clock=lambda: now[0])
    wrong = "".join("A" if letter != "A" else "C" for letter in server.room)
    guessers = [f"127.0.1.{n}" for n in range(1, 41)]
    try:
        first = [request(server, f"/check?room={wrong}", source=address)[0]
                 for address in guessers for _ in range(gate.FREE_TRIES)]
        assert first == [403] * len(first)  # each address's first tries are its own
        now[0] += gate.TRY_EVERY  # each address has one try again, and all of them share the room's
        later = [request(server, f"/check?room={wrong}", source=address)[0] for address in guessers]
        assert later.count(403) == gate.ROOM_TRIES_AT_ONCE and set(later) == {403, 429}
        assert request(server, f"/check?room={server.room}", source="127.0.2.1")[0] == 200  # a phone with the code
        assert request(server, f"/check?room={wrong}", source="127.0.2.2")[0] == 403  # a person mistyping
        assert request(server, f"/check?room={server.room}", source="127.0.2.2")[0] == 200
    finally:
        server.stop(wait=True)


def test_a_phone_with_the_right_code_joins_at_once_beside_a_guessing_run():
    """Forty addresses guess as fast as they are answered (the real clock); phones with the
    code, each from its own address, join at the first try."""
    server = started()
    wrong = "".join("A" if letter != "A" else "C" for letter in server.room)
    waited = []
    stop = threading.Event()

    def guess(address: str) -> None:
        while not stop.is_set():
            status = request(server, f"/check?room={wrong}", source=address)[0]
            if status == 429:
                waited.append(address)
    guessing = [threading.Thread(target=guess, args=(f"127.0.3.{n}",)) for n in range(1, 41)]
    for thread in guessing:
        thread.start()
    try:
        assert wait_for(lambda: len(waited) > 40 and server.wrong_codes >= gate.ROOM_TRIES_AT_ONCE)
        for n in range(5):
            Phone(server, source=f"127.0.4.{n + 1}").join(f"Phone{n}")  # no 429: joined at once
        assert server.guessing
    finally:
        stop.set()
        for thread in guessing:
            thread.join(WAIT)
        server.stop(wait=True)


def test_a_new_room_code_keeps_guessers_out_and_the_room_s_phones_in(server):
    anna = Phone(server, source=OTHER)
    token = anna.join("Anna")
    old = server.room
    assert server.new_code() != old and f"?room={server.room}" in server.url
    assert Phone(server, room=old, source=OTHER).back(token)["t"] == "welcome"  # a reload, with the old code
    assert request(server, f"/check?room={old}", source="127.0.2.9")[0] == 403  # anyone else needs the new one
    assert request(server, f"/check?room={server.room}", source="127.0.2.9")[0] == 200


def test_a_brute_force_from_one_address_is_compared_five_times(server):
    tried = [request(server, f"/check?room={n:06d}")[0] for n in range(60)]
    assert tried.count(403) == gate.TRIES_AT_ONCE and tried.count(429) == 60 - gate.TRIES_AT_ONCE


# --- another page, another name for this address --------------------------------------------
def test_a_page_elsewhere_cannot_join(server):
    assert refused_with(403, server=server, origin="http://evil.example")
    assert refused_with(403, server=server, origin=f"http://localhost:{server.port}")
    assert server.wrong_codes == 0  # refused before the code is looked at
    assert Phone(server).join()


def test_a_request_by_another_name_for_the_address_is_refused(server):
    """DNS rebinding: a page of evil.example whose name now points here."""
    assert request(server, f"/?room={server.room}", host=f"evil.example:{server.port}")[0] == 421
    assert request(server, f"/check?room={server.room}", host="evil.example")[0] == 421
    assert request(server, f"/?room={server.room}")[0] == 200


# --- one device holding the room -----------------------------------------------------------------
def test_one_device_cannot_hold_every_connection_or_seat(server):
    held = [Phone(server, source="127.0.0.1") for _ in range(LINKS_PER_ADDRESS)]
    assert refused_with(503, server=server, source="127.0.0.1")
    tokens = [phone.join(f"Bot{n}") for n, phone in enumerate(held[:PHONES_PER_ADDRESS])]
    assert all(tokens)
    held[PHONES_PER_ADDRESS].send({"t": "join", "name": "Another"})
    assert held[PHONES_PER_ADDRESS].expect("too_many")
    anna = Phone(server, source=OTHER)
    token = anna.join("Anna")
    assert len(server.devices()) == PHONES_PER_ADDRESS + 1
    anna.close()  # a reload ...
    assert wait_for(lambda: sum(server.connected(d) for d in server.devices()) == PHONES_PER_ADDRESS)
    assert Phone(server, source=OTHER).back(token)["t"] == "welcome"  # ... gets its seat, no 503
    assert refused_with(503, server=server, source="127.0.0.1")  # while that one device still may not


def test_a_seated_phone_that_reloads_gets_back_in_while_every_websocket_is_taken(server):
    anna = Phone(server, source=OTHER)
    token = anna.join("Anna")
    anna.close()  # a reload: the old page goes ...
    assert wait_for(lambda: not server.connected(server.devices()[0]))
    holders = [Phone(server, source=f"127.0.12.{n // LINKS_PER_ADDRESS + 1}") for n in range(server.connections)]
    assert Phone(server, source=OTHER).back(token)["t"] == "welcome"  # ... the new one comes back: no 503
    with pytest.raises(ConnectionClosed):  # the oldest page without a phone made room
        holders[0].receive()


def test_plain_connections_from_one_address_are_turned_away_at_the_door(monkeypatch):
    """Six served, six waiting in line; the other 28 are closed at once."""
    monkeypatch.setattr(server_module, "REQUEST_SECONDS", WAIT)  # the idle ones hold their places meanwhile
    server = started(doorman=Doorman(per_address=6, most=20))
    idle = []
    try:
        idle = [socket.create_connection(("127.0.0.1", server.port), timeout=WAIT) for _ in range(40)]
        assert wait_for(lambda: server.doorman.turned_away == 28)
        assert server.doorman.count("127.0.0.1") == 12 and server.doorman.waited == 6
        anna = Phone(server, source=OTHER)  # another device still comes in
        anna.join("Anna")
        assert [item.button for item in inbound(server, 1)] == [JOINED]
    finally:
        for connection in idle:
            connection.close()
        server.stop(wait=True)


def held_back(server, count: int) -> list[socket.socket]:
    """`count` connections of 127.0.0.1 whose requests have not come yet (a page slow to send
    them), once the door counts them all."""
    held = [socket.create_connection(("127.0.0.1", server.port), timeout=WAIT) for _ in range(count)]
    assert wait_for(lambda: server.doorman.count("127.0.0.1") == count)
    return held


def ask(connection: socket.socket, server, path: str) -> None:
    connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode("ascii"))


def answer(connection: socket.socket) -> bytes:
    """Everything the server sent before it closed the connection (b"" for a connection closed at the door)."""
    parts = []
    try:
        while part := connection.recv(65536):
            parts.append(part)
    except ConnectionResetError:
        pass
    return b"".join(parts)


def test_a_page_s_connection_beyond_its_address_s_places_waits_its_turn_and_gets_its_file(monkeypatch):
    """A browser opens its next connection as soon as it read an answer, before the server's
    thread for that one has ended: on a busy host the door still counts it. Held-back requests
    stand for those here; the connection beyond them waits (unread) and is served after them,
    not closed at the door (where the page lost its script: issue 26's "page without code")."""
    monkeypatch.setattr(server_module, "REQUEST_SECONDS", WAIT)
    server = started(doorman=Doorman(per_address=2, most=20))
    held = held_back(server, 2)
    late = socket.create_connection(("127.0.0.1", server.port), timeout=WAIT)
    try:
        ask(late, server, "/phone.js")
        # the door counts a connection when it enters, and its thread starts waiting later: wait for that
        assert wait_for(lambda: server.doorman.waited == 1 or server.doorman.turned_away > 0)
        assert server.doorman.turned_away == 0 and server.doorman.waited == 1
        for connection in held:
            ask(connection, server, "/phone.css")
            assert answer(connection).startswith(b"HTTP/1.1 200")
        got = answer(late)
        assert got.startswith(b"HTTP/1.1 200") and read_asset("phone/phone.js") in got
    finally:
        for connection in [*held, late]:
            connection.close()
        server.stop(wait=True)


def test_a_server_stops_while_connections_wait_their_turn(monkeypatch):
    monkeypatch.setattr(server_module, "REQUEST_SECONDS", WAIT)
    server = started(doorman=Doorman(per_address=2, most=20))
    held = held_back(server, 2)
    waiting = socket.create_connection(("127.0.0.1", server.port), timeout=WAIT)
    try:
        assert wait_for(lambda: server.doorman.waited == 1)
        stopping = threading.Thread(target=server.stop, kwargs={"wait": True})
        stopping.start()
        assert answer(waiting) == b""  # closed, not left waiting for a turn that never comes
        for connection in held:  # their requests come: the server ends them too (a thread waits for each)
            ask(connection, server, "/phone.css")
        stopping.join(WAIT)
        assert not stopping.is_alive() and server.doorman.count() == 0
    finally:
        for connection in [*held, waiting]:
            connection.close()


def test_slow_connections_from_eight_addresses_keep_no_new_phone_out():
    """Eight devices each hold all the connections they may, sending requests that never end
    (and open new ones as soon as theirs are closed); as many phones as the room takes load the
    page and join."""
    server = started()
    attack = Flood(server.port, [f"127.0.5.{n}" for n in range(1, 9)], each=16, slow=True)
    try:
        assert wait_for(lambda: server.doorman.count() >= min(8 * gate.SOCKETS_PER_ADDRESS, server.doorman.most))
        joined = 0
        for n in range(MAX_PHONES):
            source = f"127.0.6.{n + 1}"
            if request(server, f"/?room={server.room}", source=source)[0] == 200:
                phone = Phone(server, source=source)
                phone.join(f"Phone{n}")
                joined += 1
        assert joined == MAX_PHONES
    finally:
        attack.stop()
        server.stop(wait=True)


def test_when_every_place_is_taken_the_oldest_connection_without_a_phone_makes_room():
    server = started(doorman=Doorman(per_address=4, most=12))
    attack = Flood(server.port, [f"127.0.7.{n}" for n in range(1, 5)], each=4, slow=True)
    try:
        anna = Phone(server, source=OTHER)  # a phone's websocket is never dropped for room
        anna.join("Anna")
        assert wait_for(lambda: server.doorman.count() == 12 and attack.opened > 20)  # full, and churning
        assert request(server, f"/?room={server.room}", source="127.0.8.1")[0] == 200
        bea = Phone(server, source="127.0.8.1")
        bea.join("Bea")
        anna.press("act")
        assert [item.button for item in inbound(server, 3)][-1] == "act"
        assert server.doorman.dropped > 0
    finally:
        attack.stop()
        server.stop(wait=True)


def test_devices_that_joined_and_left_make_room_for_new_phones_but_a_seat_s_phone_is_kept():
    seated: set[str] = set()
    server = started(seated=seated.__contains__)
    try:
        anna = Phone(server, source=OTHER)
        token = anna.join("Anna")
        seated.add(inbound(server, 1)[0].device)  # the game gave Anna a seat
        anna.close()
        for n in range(3 * MAX_PHONES):  # devices that join and leave, from a few addresses
            churn = Phone(server, source=f"127.0.10.{n % 4 + 1}")
            churn.join(f"Churn{n}")
            churn.close()
        late = Phone(server, source="127.0.11.1")
        late.send({"t": "join", "name": "Late"})
        assert late.receive()["t"] == "welcome"  # not "full"
        assert Phone(server, source=OTHER).back(token)["t"] == "welcome"  # the seat's phone was kept
        again = Phone(server, source="127.0.10.1")  # an address whose devices left may join again
        again.send({"t": "join", "name": "Again"})
        assert again.receive()["t"] == "welcome"  # not "too_many"
    finally:
        server.stop(wait=True)


def test_names_are_unique_in_the_room(server):
    Phone(server, source="127.0.0.1").join("Anna")
    other = Phone(server, source=OTHER)
    other.send({"t": "join", "name": "aNNA"})
    assert other.expect("taken")
    assert other.join("Bea")


# --- out of descriptors ------------------------------------------------------------------------------
SERVE = textwrap.dedent("""
    import resource, sys
    resource.setrlimit(resource.RLIMIT_NOFILE, (MOST, MOST))
    from game.phones.gate import Doorman
    from game.phones.server import PhoneServer
    server = PhoneServer("127.0.0.1", port=0, words={"name": "x"}, doorman=Doorman(10 ** 6, 10 ** 6))
    server.start()
    print(server.port, server.room, flush=True)
    for line in sys.stdin:
        refusals = server.listener.refusals
        print(refusals, len(server.drain()), flush=True)
""")


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_NOFILE is POSIX")
def test_the_server_outlasts_running_out_of_descriptors_and_takes_phones_again():
    """Idle TCP connections, more than the server may open descriptors (lowered to 64 in its
    own process), are accepted until accept fails; once they close, a phone joins again."""
    limit, connections = 64, 150
    child = subprocess.Popen([sys.executable, "-c", SERVE.replace("MOST", str(limit))], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    idle: list[socket.socket] = []
    try:
        port, room = child.stdout.readline().split()

        remote = Remote(int(port), room)
        for _ in range(connections):
            try:
                idle.append(socket.create_connection(("127.0.0.1", remote.port), timeout=WAIT))
            except OSError:
                break

        def refusals() -> int:
            child.stdin.write("report\n")
            child.stdin.flush()
            return int(child.stdout.readline().split()[0])
        assert wait_for(lambda: refusals() > 0)  # accept failed: out of descriptors
        for connection in idle:
            connection.close()
        idle.clear()
        assert wait_for(lambda: joins(remote))
    finally:
        for connection in idle:
            connection.close()
        child.stdin.close()
        child.wait(WAIT)


def test_a_closed_listener_stops_its_accept_at_once():
    doorman = Doorman()
    listener = gate.Listener.bound("127.0.0.1", 0, doorman)
    failed = []

    def accept() -> None:
        try:
            listener.accept()
        except OSError as error:
            failed.append(error)
    waiter = threading.Thread(target=accept)
    waiter.start()
    listener.close()
    waiter.join(WAIT)
    assert not waiter.is_alive() and failed
