"""The skipped tests of a run counted by reason, for the end of every run's summary (a skipped
browser test, or a title's test skipped while it is missing, must be seen, not just counted
as "s" among the dots): tests/conftest.py prints `by_reason` of pytest's skipped reports."""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable


def reason(report: Any) -> str:
    """Why a test was skipped: pytest's (path, line, "Skipped: why") or the report's words."""
    found = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
    return found.removeprefix("Skipped: ")


def by_reason(reports: Iterable[Any]) -> list[str]:
    """One line per reason, most skipped first: "  12  why"."""
    counted = Counter(reason(report) for report in reports if report.skipped)
    return [f"{count:4d}  {why}" for why, count in sorted(counted.items(), key=lambda item: (-item[1], item[0]))]
