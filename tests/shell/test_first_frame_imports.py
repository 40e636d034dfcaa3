"""The menu's first frame imports only what it draws (docs/BENCHMARKS.md, start-up): the rules'
core, a title's rules and the TOML parser come after it, with the checks of levels/."""
import json
import os
import subprocess
import sys

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
    later = {"game.core.driver", "game.core.match", "game.core.state", "game.data", "tomllib", "hashlib"}
    later |= {f"game.titles.{title}.rules" for title in ("gaemsh", "cambio", "stafette", "gambit7", "altitude")}
    assert modules & later == set()
