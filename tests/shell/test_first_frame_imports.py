"""The menu's first frame imports only what it draws (docs/BENCHMARKS.md, start-up): the rules'
core, a title's rules and the TOML parser come after it, with the checks of levels/; the menu's
dialogs (confirm, overlay, their key bar) when one opens."""
import json
import os
import subprocess
import sys

from game import catalogue

FIRST_FRAME = """
import json, sys
from game.__main__ import play
play()  # ALPENPARTY_FIRST_FRAME_EXIT: the menu's first frame, then out
print(json.dumps(sorted(sys.modules)))
"""


def test_the_menus_first_frame_leaves_the_rules_core_and_the_toml_parser_for_later(tmp_path):
    env = dict(os.environ, ALPENPARTY_FIRST_FRAME_EXIT="1", ALPENPARTY_HOME=str(tmp_path),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME], env=env, capture_output=True, text=True, check=True)
    assert "first frame drawn" in done.stdout
    modules = set(json.loads(done.stdout.splitlines()[-1]))
    assert "game.shell.menu" in modules and "game.ui.i18n" in modules
    later = {"game.core.driver", "game.core.match", "game.core.state", "game.data", "tomllib", "hashlib",
             "game.shell.confirm", "game.shell.overlay", "game.shell.menu_keys"}
    later |= {f"game.titles.{title.id}.rules" for title in catalogue.TITLES}
    assert modules & later == set()


AT_THE_FLIP = """
import json, sys
from game import first_frame
from game.__main__ import play
shown = []
first_frame.report = lambda: shown.extend(sorted(sys.modules))  # called at the first frame's flip
play()
print(json.dumps(shown))
"""


def test_the_menus_first_flip_comes_before_the_pads_the_phones_and_logging(tmp_path):
    """What the menu's first frame does not show starts after its flip: the pads (pygame._sdl2,
    started by the app once the frame is on the screen), anything of the phones (their protocol,
    websockets, segno, TLS) and logging (imported with the first message)."""
    env = dict(os.environ, ALPENPARTY_FIRST_FRAME_EXIT="1", ALPENPARTY_HOME=str(tmp_path),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", AT_THE_FLIP], env=env, capture_output=True, text=True, check=True)
    modules = set(json.loads(done.stdout.splitlines()[-1]))
    assert "game.shell.menu" in modules and "pygame" in modules
    later = {module for module in modules
             if module.split(".")[0] in {"websockets", "segno", "ssl", "_ssl", "logging"}
             or module.startswith(("pygame._sdl2", "game.phones"))}
    assert later == set()
