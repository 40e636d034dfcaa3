"""Choose the quick tier by measured cost: from every test's CPU seconds in a whole-suite run
(`python benchmarks/suite_cost.py --tier all --log FILE`), list in tests/slow_by_cost.txt the
costliest tests until the rest fits the budget; tests/conftest.py marks the listed tests slow.
From a quick-tier run's log (`--tier quick`, no slow test in it) the tests listed before stay
listed: that run did not measure them. Run it on the list the log was measured under: a test
listed then is `slow` in the log, and a rewritten list would read it as marked slow by hand.

    python benchmarks/choose_quick_tier.py FILE [--budget 80] [--write]

Never listed, whatever they cost: the tests that catch rules bugs (the rules, legality, bots,
rules-mutants, choosing, plausible and questions tests of every title: the selection the mutation
runs of docs/BENCHMARKS.md kill mutants with; and the core's, tests/core: matches, replays, deadlines,
with their short fuzz runs), and tests marked slow already. Without --write
it prints what it would list."""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIST = ROOT / "tests" / "slow_by_cost.txt"
RULES_TESTS = re.compile(r"^tests/titles/[^/]+/test_[^/]+_(rules|rules_mutants|legality|bots|choosing|plausible|questions)\.py::"
                         r"|^tests/core/")
HEADER = """\
# Tests in the slow tier for their measured cost alone (tests/conftest.py marks them slow): the
# costliest of a measured run (the whole suite, or the quick tier: then what was listed before
# stays), chosen by benchmarks/choose_quick_tier.py until the quick tier (-m "not slow") fits its
# budget. Never the tests that catch rules bugs. A line: the test's node id, then " # " and its
# CPU seconds in the run that chose it. CI runs them all (the whole suite).
"""


def read_log(path: Path) -> list[tuple[str, str, float]]:
    """(nodeid, tier, CPU s) per test of a --cpu-log file."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        nodeid, tier, cpu, _wall = line.split("\t")
        rows.append((nodeid, tier, float(cpu)))
    return rows


def choose(rows: list[tuple[str, str, float]], budget: float, listed: set[str]) -> list[tuple[str, float]]:
    """The costliest movable quick tests (and those listed before, which the log shows as slow)
    until what stays quick costs at most `budget` CPU s."""
    movable = [(cpu, nodeid) for nodeid, tier, cpu in rows
               if (tier == "quick" or nodeid in listed) and not RULES_TESTS.search(nodeid)]
    quick = sum(cpu for nodeid, tier, cpu in rows if tier == "quick" or nodeid in listed)
    chosen = []
    for cpu, nodeid in sorted(movable, reverse=True):
        if quick <= budget:
            break
        chosen.append((nodeid, cpu))
        quick -= cpu
    return chosen


def listed_now() -> dict[str, str]:
    """nodeid -> its line in the list, of the tests listed now."""
    if not LIST.exists():
        return {}
    return {line.rsplit(" # ", 1)[0]: line for line in LIST.read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")}


def unmeasured(rows: list[tuple[str, str, float]], listed: dict[str, str]) -> list[str]:
    """The lines of the listed tests a quick-tier run's log leaves out (it ran no slow test):
    they stay listed. A whole-suite log measured every test: nothing is kept unmeasured."""
    if any(tier == "slow" for _, tier, _ in rows):
        return []
    measured = {nodeid for nodeid, _, _ in rows}
    return [line for nodeid, line in listed.items() if nodeid not in measured]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("log", type=Path)
    parser.add_argument("--budget", type=float, default=80.0,
                        help="CPU seconds the quick tier's tests may cost (about 10 more go to start-up, collection and xdist)")
    parser.add_argument("--write", action="store_true", help=f"write {LIST.relative_to(ROOT)}")
    options = parser.parse_args()
    rows = read_log(options.log)
    listed = listed_now()
    chosen = choose(rows, options.budget, set(listed))
    quick = sum(cpu for nodeid, tier, cpu in rows if tier == "quick" or nodeid in listed)
    moved = sum(cpu for _, cpu in chosen)
    kept = unmeasured(rows, listed)
    print(f"quick tier before: {quick:.1f} CPU s; {len(chosen)} tests to the slow tier ({moved:.1f} CPU s); "
          f"after: {quick - moved:.1f} CPU s; {len(kept)} listed before and not in this run stay listed")
    lines = sorted([f"{nodeid} # {cpu:.1f} CPU s" for nodeid, cpu in chosen] + kept)
    if options.write:
        LIST.write_text(HEADER + "".join(f"{line}\n" for line in lines), encoding="utf-8")
    else:
        print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
