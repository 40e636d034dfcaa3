"""The relay (relay/) under the local Workers runtime, for tests: built once with
`wrangler deploy --dry-run --outdir` into a temporary folder and served there by plain
`workerd serve` with a capnp config (no outside call; its state in the same folder), in a
process group of its own that `stop` ends. Phones through it (tests/phoning.py's `Phone`) give
their address in CF-Connecting-IP, as Cloudflare's edge does; hosts get one of their own too.
"""
from __future__ import annotations

import itertools
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from game.phones.relay_files import write as write_files

RELAY = Path(__file__).resolve().parents[2] / "relay"
BIN = RELAY / "node_modules" / ".bin"
WAIT = 30.0
GRACE = 2.0  # seconds workerd may take to stop before it is killed
_HOSTS = itertools.count(1)

CONFIG = """using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .relay), (name = "state", disk = (path = "state", writable = true))],
  sockets = [(name = "http", address = "127.0.0.1:{port}", http = (), service = "main")],
);
const relay :Workerd.Worker = (
  modules = [(name = "index.js", esModule = embed "index.js")],
  compatibilityDate = "2026-04-01",
  durableObjectNamespaces = [
    (className = "Room", uniqueKey = "alpenparty-relay-Room", enableSql = true),
    (className = "Gate", uniqueKey = "alpenparty-relay-Gate", enableSql = true),
  ],
  durableObjectStorage = (localDisk = "state"),
  bindings = [(name = "Room", durableObjectNamespace = "Room"), (name = "Gate", durableObjectNamespace = "Gate")],
);
"""


def unavailable() -> str:
    """Why the relay cannot run here ("" when it can)."""
    for tool in ("node", "npm"):
        if shutil.which(tool) is None:
            return f"no {tool} on this machine: the relay's tests need Node.js and npm"
    for tool in ("wrangler", "workerd"):
        if not (BIN / tool).exists():
            return f"the relay's packages are not installed: run `npm ci` in {RELAY}"
    return ""


def build(folder: Path) -> Path:
    """The relay's bundle (relay/src with this checkout's page files) in `folder`: its index.js."""
    files = RELAY / "build" / "files.json"
    written = folder / "files.json"
    write_files(written)
    files.parent.mkdir(exist_ok=True)
    os.replace(written, files)  # whole, even with another test process building at once
    environment = {**os.environ, "WRANGLER_SEND_METRICS": "false", "CI": "true"}
    done = subprocess.run([str(BIN / "wrangler"), "deploy", "--dry-run", "--outdir", str(folder / "out")],
                          cwd=RELAY, env=environment, capture_output=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"wrangler could not build the relay:\n{done.stdout.decode()}{done.stderr.decode()}")
    return folder / "out" / "index.js"


class LocalRelay:
    """One relay of `bundle` on 127.0.0.1 (`url`), its state and log in a folder of its own.
    `rate`: a phone's messages a second on the relay (its PHONE_RATE; its default when None)."""

    def __init__(self, bundle: Path, rate: float | None = None) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="alpenparty-relay-"))
        shutil.copy(bundle, self.folder / "index.js")
        (self.folder / "state").mkdir()
        self.rate = rate
        self.process: subprocess.Popen[bytes] | None = None
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def origin(self) -> str:
        return self.url

    def start(self) -> None:
        """Serve (again, after `stop`: the same port and state, as a relay that restarted)."""
        config = CONFIG.replace("{port}", str(self.port))
        if self.rate is not None:
            config = config.replace("bindings = [", f'bindings = [(name = "PHONE_RATE", text = "{self.rate}"), ')
        (self.folder / "relay.capnp").write_text(config, encoding="utf-8")
        with open(self.folder / "workerd.log", "ab") as log:
            self.process = subprocess.Popen([str(BIN / "workerd"), "serve", "relay.capnp"], cwd=self.folder,
                                            stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        for _ in range(int(WAIT / 0.05)):
            try:
                with urllib.request.urlopen(f"{self.url}/phone.css", timeout=WAIT):
                    return
            except OSError:
                if self.process.poll() is not None:
                    break
                time.sleep(0.05)
        raise RuntimeError(f"workerd did not serve the relay:\n{self.log()}")

    def log(self) -> str:
        return (self.folder / "workerd.log").read_text(encoding="utf-8", errors="replace")

    def stop(self) -> None:
        """End workerd (its process group); the state stays until `remove`. With links open it
        would wait for them to close: after GRACE seconds it is killed (as `kill`)."""
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(GRACE)
            except subprocess.TimeoutExpired:
                self.kill()
        self.process = None

    def kill(self) -> None:
        """Kill workerd at once (a relay that crashed or was restarted); the state stays."""
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(WAIT)
        self.process = None

    def remove(self) -> None:
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


class Online:
    """What tests/phoning.py's `Phone` needs of a room through the relay: its port, code and
    origin, and the header that gives a phone its address."""

    def __init__(self, relay: LocalRelay, server: Any) -> None:
        self.relay, self.server = relay, server

    @property
    def port(self) -> int:
        return self.relay.port

    @property
    def room(self) -> str:
        return self.server.uplink.room

    @property
    def origin(self) -> str:
        return self.relay.origin

    @staticmethod
    def phone_headers(source: str) -> dict[str, str]:
        return {"CF-Connecting-IP": source}


class Through(Online):
    """The same room as phones dial it through a simulated link (tests/phones/edge.py), which
    gives the relay each phone's own address as Cloudflare's edge does."""

    def __init__(self, link: Any, relay: LocalRelay, server: Any) -> None:
        super().__init__(relay, server)
        self.link = link

    @property
    def port(self) -> int:
        return self.link.port

    @property
    def origin(self) -> str:
        return self.link.url


def online(server: Any, relay: LocalRelay) -> Online:
    """`server`'s room opened on `relay` (its host an address of its own), once its uplink is up:
    what phones dial."""
    from phoning import wait_for
    uplink = server.go_online(relay.url, headers={"CF-Connecting-IP": host_address()})
    if not wait_for(lambda: uplink.up):
        raise AssertionError(f"the uplink is not up: {uplink.problem}")
    return Online(relay, server)


def host_address() -> str:
    """An address for a host's uplink no other host of this run had (the relay counts new rooms
    per address)."""
    number = next(_HOSTS)
    return f"10.9.{number // 250 % 250}.{number % 250 + 1}"
