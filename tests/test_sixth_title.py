"""A sixth title is its folder and nothing else (docs/ARCHITECTURE.md, "Adding a title"): a toy
title, Stones (tests/sixth/: take 1 to 3 stones, two players; descriptor, rules, bots, text,
table, phone, guide, help screens, positions), written into a temporary package folder that
game.titles also reads, is found by the catalogue, checked, named in the game's texts, played
to its end by the arena for fixed seeds, opened by the selftest, and played by every shared
test of the titles, with no file of the game or of the tests changed."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from catalogued import ids, layout_tables, phone_seats, sheet_tables, short_options

from game import catalogue

ROOT = Path(__file__).resolve().parent.parent
TOY = Path(__file__).resolve().parent / "sixth"
# The shared tests that play every title (each parametrised over the catalogue), run for the toy alone.
PLAYED = ["tests/kit/test_layout.py", "tests/kit/test_views_only.py", "tests/shell/test_tables.py",
          "tests/shell/test_score_sheets.py", "tests/test_data_once.py", "tests/core/test_replay.py",
          "tests/core/test_same_instant.py", "tests/core/test_rules_base.py", "tests/test_data_bounds.py", "tests/phones/test_phone_room_hints.py",
          "tests/phones/test_phone_taps.py", "tests/kit/test_guide.py", "tests/shell/test_rules_help.py",
          "tests/ui/test_retained_cache.py"]
# The guide's rules are listed on the title's rulebook page, docs/rules/<id>.md (the one place
# outside its folder a title is written about), which a temporary title does not have.
NOT_PLAYED = "not test_the_guide_reaches_every_rule_its_page_lists"
# Loaded first in each process (`-p sixth_plugin`, or imported): game.titles reads the folder too.
PLUGIN = '''
import game.titles
game.titles.__path__.append({folder!r})
'''
PLAY = '''
import sixth_plugin
from game import arena, catalogue
from game.ui.i18n import Texts

ready, left_out = catalogue.available()
title = catalogue.by_id("stones")
print([t.id for t in catalogue.TITLES][-1], title in ready, left_out)
print(Texts().get("en", "stones.name"), Texts().get("de", "stones.name"))
reports, _ = arena.run(title, 6, seed=11, levels=["easy", "hard"])
print([(r.outcome.winners, r.actions) for r in reports])
'''
# One child: the selftest opens the toy's scenes (the shell's own and the phones' check are
# tests/shell/test_app.py's), then the shared tests run for the toy alone in the same process.
OPEN_AND_PLAY = '''
import sys
import pytest
import sixth_plugin
from game import catalogue, selftest

catalogue.TITLES = (catalogue.by_id("stones"),)  # the shared tests collect the toy's cases alone
every = selftest.scene_factories
selftest.scene_factories = lambda app: [(name, make) for name, make in every(app) if name.startswith("stones ")]
print([name for name, _ in selftest.scene_factories(None)])
print(selftest.run_all(), flush=True)
sys.exit(pytest.main(sys.argv[1:]))
'''


def toy_package(folder: Path) -> Path:
    """The toy's package in `folder`/stones and the plugin that shows game.titles the folder."""
    package = folder / "titles" / "stones"
    package.mkdir(parents=True)
    shutil.copy(TOY / "title_init.py", package / "__init__.py")
    for name in ("rules.py", "bots.py", "controls.py", "table.py", "phone.py", "positions.py", "help.py", "guide.py", "text.toml",
                 "guide.toml"):
        shutil.copy(TOY / name, package / name)
    (folder / "sixth_plugin.py").write_text(PLUGIN.format(folder=str(folder / "titles")), encoding="utf-8")
    return folder


def run(folder: Path, *command: str) -> subprocess.CompletedProcess:
    found = subprocess.run([sys.executable, *command], cwd=ROOT, capture_output=True, text=True, timeout=600,
                           env={**os.environ, "PYTHONPATH": str(folder)})
    assert found.returncode == 0, found.stdout[-2000:] + found.stderr[-2000:]
    return found


def test_a_title_in_its_own_folder_is_listed_checked_named_and_played(tmp_path):
    lines = run(toy_package(tmp_path), "-c", PLAY).stdout.splitlines()
    assert lines[:2] == ["stones True []", "Stones Steine"]
    played = eval(lines[2])  # (winners, actions) of each game
    assert len(played) == 6 and all(len(winners) == 1 and 10 <= actions <= 31 for winners, actions in played)


@pytest.mark.slow
def test_a_title_in_its_own_folder_is_opened_by_the_selftest_and_played_by_every_shared_test(tmp_path):
    """The selftest opens its lobby, table, rules, pause and guide offer with no problem; the
    layout, views-only, tables, score sheets, data, replay, rules base, phone, guide, rules help
    and retained-drawing tests, run for the toy alone, each have a test of it, all passing."""
    toy_package(tmp_path)
    found = run(tmp_path, "-c", OPEN_AND_PLAY, "-o", "addopts=", "-rA", "-p", "no:cacheprovider", "-p", "no:randomly",
                "-p", "sixth_plugin", "-k", f"stones and {NOT_PLAYED}", *PLAYED)
    opened, problems = found.stdout.splitlines()[:2]
    assert opened == str([f"stones {scene}" for scene in ("lobby", "table", "rules", "pause", "guide offer")])
    assert problems == "[]"
    passed = [line for line in found.stdout.splitlines() if line.startswith("PASSED ")]
    for path in PLAYED:
        assert any(line.startswith(f"PASSED {path}::") and "stones" in line for line in passed), path
    assert "failed" not in found.stdout.splitlines()[-1]


def test_the_shared_seatings_come_from_the_descriptor():
    sixth = catalogue.by_id("stafette").__class__(
        id="sixth", place=6, min_players=2, max_players=8, default_players=3, table="table:Table",
        seatings=(2, 8), short_game={"laps": 1})
    assert layout_tables([sixth]) == [(sixth, 2), (sixth, 8)] and ids(layout_tables([sixth])) == ["sixth-2", "sixth-8"]
    assert sheet_tables([sixth]) == [(sixth, 2)] and phone_seats(sixth) == 3
    assert short_options(sixth) == {"laps": 1} and sixth.rules_module == "game.titles.sixth.rules"
