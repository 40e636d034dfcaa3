"""CPU milliseconds of a rules help picture (game/shell/rules_pictures.py), per title.

    python benchmarks/rules_pictures.py [--rounds N]

Every screen of each title's help drawn as `RulesHelpScene.shot` draws it (the title's data
loaded once, as the help does) and `shoot` alone (the data read for that picture, as a test's
single picture does), headless, N rounds after one to warm the caches: CPU ms per picture.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["ALPENPARTY_HOME"] = tempfile.mkdtemp()  # settings of this run, never the user's

from machine import describe, stopwatch  # noqa: E402

from game import catalogue  # noqa: E402
from game.app import App  # noqa: E402
from game.shell import rules_pictures  # noqa: E402


def per_picture(app: App, title: catalogue.Title, rounds: int, shared: bool) -> float:
    """CPU ms per picture of the title's screens (`shared`: the data loaded once for all)."""
    data = title.load_data() if shared else None
    spent = 0.0
    for round_no in range(rounds + 1):
        started = time.process_time()
        for screen in title.screens():
            rules_pictures.shoot(app, title, screen.position, "kb1", screen.presses, screen.region, screen.marks,
                                 screen.settle, **({"data": data} if shared else {}))
        if round_no:  # the first round warms the caches
            spent += time.process_time() - started
    return 1000 * spent / (rounds * len(title.screens()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    print(describe())
    app = App()
    app.settings.language = "en"
    with stopwatch() as timed:
        for title in catalogue.TITLES:
            print(f"{title.id:10} {len(title.screens()):2} pictures: {per_picture(app, title, args.rounds, True):5.1f} CPU ms "
                  f"each in the help, {per_picture(app, title, args.rounds, False):5.1f} alone")
    app.shutdown()
    print(f"{timed.wall:.1f} s wall, {timed.cpu:.1f} CPU s")


if __name__ == "__main__":
    main()
