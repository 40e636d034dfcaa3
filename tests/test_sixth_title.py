"""A sixth title needs one catalogue entry to be in the shared tests: collected with a made-up
title appended to the catalogue (a copy of Stafette's entry under another id and seatings),
every shared parametrisation holds it (docs/ARCHITECTURE.md, "Adding a sixth title")."""
import os
import subprocess
import sys
from pathlib import Path

from catalogued import ids, layout_tables, phone_seats, sheet_tables, short_options

from game import catalogue

ROOT = Path(__file__).resolve().parent.parent
SHARED = ["tests/kit/test_layout.py", "tests/shell/test_tables.py", "tests/shell/test_score_sheets.py",
          "tests/test_data_once.py", "tests/kit/test_views_only.py", "tests/core/test_replay.py",
          "tests/core/test_rules_base.py", "tests/test_data_bounds.py"]
PLUGIN = '''
import dataclasses
from game import catalogue

def pytest_configure(config):
    sixth = dataclasses.replace(catalogue.by_id("stafette"), id="sixth", seatings=(3, 5), short_game={"x": 1})
    catalogue.TITLES = catalogue.TITLES + (sixth,)
'''


def test_a_title_only_in_the_catalogue_is_in_every_shared_parametrisation(tmp_path):
    (tmp_path / "sixth_plugin.py").write_text(PLUGIN, encoding="utf-8")
    found = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-p", "no:cacheprovider",
                            "-p", "sixth_plugin", *SHARED], cwd=ROOT, capture_output=True, text=True, timeout=600,
                           env={**os.environ, "PYTHONPATH": str(tmp_path)})
    assert found.returncode == 0, found.stdout[-2000:] + found.stderr[-2000:]
    collected = found.stdout.splitlines()
    for path in SHARED:
        assert any(line.startswith(path) and "sixth" in line for line in collected), path
    assert "tests/kit/test_layout.py::test_no_text_leaves_the_window_or_overlaps[sixth-5-1280x720]" in collected


def test_the_shared_seatings_come_from_the_entry():
    sixth = catalogue.by_id("stafette").__class__(
        id="sixth", name_key="stafette.name", min_players=2, max_players=8, default_players=3,
        rules_module="game.titles.stafette.rules", bots_module="game.titles.stafette.bots",
        scene="game.titles.stafette.table:StafetteTable", seatings=(2, 8), short_game={"laps": 1})
    assert layout_tables([sixth]) == [(sixth, 2), (sixth, 8)] and ids(layout_tables([sixth])) == ["sixth-2", "sixth-8"]
    assert sheet_tables([sixth]) == [(sixth, 2)] and phone_seats(sixth) == 3
    assert short_options(sixth) == {"laps": 1} and sixth.phone() is catalogue.by_id("stafette").phone()
