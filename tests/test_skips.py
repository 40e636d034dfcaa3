"""The summary's count of skipped tests by reason (tests/skips.py, printed by tests/conftest.py)."""
from types import SimpleNamespace

from skips import by_reason


def skipped(why, where=("tests/phones/test_phone_browser.py", 30)):
    return SimpleNamespace(skipped=True, longrepr=(*where, f"Skipped: {why}"))


def test_skips_are_counted_by_reason_most_first():
    reports = [skipped("no Chromium here"), skipped("no Chromium here", ("tests/x.py", 3)), skipped("Windows only"),
               SimpleNamespace(skipped=False, longrepr=None)]
    assert by_reason(reports) == ["   2  no Chromium here", "   1  Windows only"]


def test_a_skip_without_a_place_still_names_its_reason():
    assert by_reason([SimpleNamespace(skipped=True, longrepr="Skipped: by hand")]) == ["   1  by hand"]
