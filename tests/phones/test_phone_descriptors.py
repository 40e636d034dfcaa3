"""Out of open files: a game in progress, in a process allowed 256 descriptors (macOS's
default), under a flood of idle TCP connections from many loopback addresses. The game keeps
playing, loading sounds and pictures and saving, and a phone with the code still joins. The
game runs in a child process, so its lowered limit stays there. One limit shows what two did
(1,024, Linux's default, was the other): the phones' places follow the limit, so the flood
fills the process to its limit at either, and 256 is the tighter; the cap of places a higher
limit reaches (gate.MOST_SOCKETS) and the places of one address are
tests/phones/test_phone_attacks.py's."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game import descriptors
from phoning import WAIT, Flood, Remote, joins, wait_for

TESTS = Path(__file__).resolve().parents[1]
LIMIT = 256  # descriptors the game's process may open
GAME = textwrap.dedent("""
    import resource, sys
    resource.setrlimit(resource.RLIMIT_NOFILE, (MOST, MOST))
    sys.path.insert(0, TESTS)
    from driving import push_table
    from game import catalogue, saves
    from game.app import App
    from game.kit import phones
    phones.lan_address = lambda: "127.0.0.1"
    app = App()
    title = catalogue.by_id("cambio")
    table = push_table(app, title, title.scene_class(), 4, humans={0: "kb1"})
    server, _ = phones.start_server(app)
    print(server.port, server.room, server.doorman.most, server.connections, flush=True)
    for line in sys.stdin:
        saved = 0
        for _ in range(30):  # every frame loads a sound and a picture anew and saves the game
            app.sound._sounds.clear()
            app.art._cache.clear()
            app.sound.play("ui_select")
            app.frame(0.1)
            table.autosave()
            saved += saves.save_path(title.id).exists()
        print(app.frames, saved, server.doorman.count(), server.doorman.dropped, flush=True)
""")


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_NOFILE is POSIX")
def test_a_game_in_progress_outlasts_a_flood_of_connections_under_a_low_limit_of_open_files(tmp_path):
    environment = {**os.environ, "ALPENPARTY_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
                   "SDL_AUDIODRIVER": "dummy"}
    script = GAME.replace("MOST", str(LIMIT)).replace("TESTS", repr(str(TESTS)))
    child = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True, env=environment)
    attack = None
    try:
        port, room, places, links = child.stdout.readline().split()
        assert int(places) * descriptors.PER_CONNECTION + descriptors.RESERVE <= LIMIT
        attack = Flood(int(port), [f"127.9.0.{n}" for n in range(1, 61)], each=LIMIT // 40)
        assert wait_for(lambda: attack.opened >= LIMIT)

        def played() -> list[int]:
            child.stdin.write("play\n")
            child.stdin.flush()
            return [int(word) for word in child.stdout.readline().split()]
        frames, saved, open_now, dropped = played()  # the frames ran, each saved, under the flood
        assert frames >= 30 and saved == 30 and 0 < open_now <= int(places)
        assert wait_for(lambda: joins(Remote(int(port), room), source="127.8.0.1"))  # a phone with the code
        assert played()[1] == 30 and child.poll() is None
    finally:
        if attack is not None:
            attack.stop()
        child.stdin.close()
        child.wait(WAIT)
