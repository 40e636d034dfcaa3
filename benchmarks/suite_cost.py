"""The test suite's cost: one tier (or the whole suite) run as CI runs it, timed whole (wall and
CPU seconds of pytest and its workers, the load at start and end) and per test (tests/cpu_costs.py:
each test's CPU seconds in the process that ran it).

    python benchmarks/suite_cost.py [--tier quick|slow|all] [--workers 2] [--top 30] [--log FILE]

`--tier quick` is the inner loop (`-m "not slow"`), `all` the README's whole suite. Browser tests are
left to .ci/run's browser step, as in CI's tests step. On a shared machine give the CPU seconds:
the load stretches the wall seconds far more than the CPU seconds."""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from machine import describe, load, stopwatch  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MARKS = {"quick": ["-m", "not slow"], "slow": ["-m", "slow"], "all": []}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tier", choices=sorted(MARKS), default="quick")
    parser.add_argument("--workers", default="2", help="pytest-xdist's -n (0: one process)")
    parser.add_argument("--top", type=int, default=30, help="list the costliest tests by CPU")
    parser.add_argument("--log", help="keep every test's line (nodeid, tier, CPU s, wall s) in this file")
    parser.add_argument("pytest_args", nargs="*", help="more arguments for pytest (after --)")
    options = parser.parse_args()
    log = options.log or os.path.join(tempfile.mkdtemp(prefix="suite-cost-"), "tests.tsv")
    command = [sys.executable, "-m", "pytest", "-n", options.workers, "-p", "no:cacheprovider",
               *MARKS[options.tier], f"--cpu-costs={options.top}", f"--cpu-log={log}", *options.pytest_args]
    environment = {**os.environ, "CI": "true", "ALPENPARTY_BROWSER_TEST": "own-step"}
    print(describe())
    print("$", " ".join(command))
    started_load = load()
    with stopwatch() as timed:
        status = subprocess.call(command, cwd=ROOT, env=environment)
    print(f"\n{options.tier}: {timed.wall:.0f} s wall, {timed.cpu:.0f} CPU s (pytest and its workers, "
          f"collection and start-up included); load average {started_load} at the start, {load()} at the end")
    print(f"every test's CPU and wall seconds: {log}")
    return status


if __name__ == "__main__":
    sys.exit(main())
