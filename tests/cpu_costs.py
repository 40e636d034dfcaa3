"""Each test's CPU seconds (set-up, call and tear-down of the process that ran it, threads
included, and the subprocesses it started and waited for), carried to the controller under xdist on the test's reports, and
summed by tier at the end of the run: tests/conftest.py wires the hooks, `--cpu-costs=N` lists
the N costliest tests by CPU, `--cpu-log=FILE` writes every test's line (nodeid, tier, CPU s,
wall s) as tab-separated text for benchmarks/test_tiers.py."""
from __future__ import annotations

import os
import time
from collections import defaultdict
from dataclasses import dataclass, field

import pytest

KEY = "cpu_s"


def tier(keywords) -> str:
    """The tier a test is in: "slow" when marked slow, else "quick"."""
    return "slow" if "slow" in keywords else "quick"


@dataclass
class Costs:
    """CPU and wall seconds per test, summed over its phases as the reports come in."""
    cpu: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    wall: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    tiers: dict[str, str] = field(default_factory=dict)

    def add(self, nodeid: str, test_tier: str, cpu: float, wall: float) -> None:
        self.cpu[nodeid] += cpu
        self.wall[nodeid] += wall
        self.tiers[nodeid] = test_tier

    def by_tier(self) -> dict[str, tuple[int, float]]:
        """Tier -> (tests, CPU seconds)."""
        summed: dict[str, tuple[int, float]] = {}
        for nodeid, cpu in self.cpu.items():
            count, total = summed.get(self.tiers[nodeid], (0, 0.0))
            summed[self.tiers[nodeid]] = (count + 1, total + cpu)
        return summed

    def costliest(self, count: int) -> list[tuple[float, float, str, str]]:
        """(CPU s, wall s, tier, nodeid), costliest first."""
        rows = [(cpu, self.wall[nodeid], self.tiers[nodeid], nodeid) for nodeid, cpu in self.cpu.items()]
        return sorted(rows, reverse=True)[:count]

    def summary(self, count: int) -> list[str]:
        lines = [f"{tier_name}: {tests} tests, {cpu:.1f} CPU s in the tests (set-up and tear-down included)"
                 for tier_name, (tests, cpu) in sorted(self.by_tier().items())]
        lines += [f"{cpu:7.2f} CPU s {wall:7.2f} s wall  {tier_name:5s} {nodeid}"
                  for cpu, wall, tier_name, nodeid in self.costliest(count)]
        return lines

    def log_lines(self) -> list[str]:
        return [f"{nodeid}\t{tier_name}\t{cpu:.3f}\t{wall:.3f}"
                for cpu, wall, tier_name, nodeid in self.costliest(len(self.cpu))]


def cpu_seconds() -> float:
    """This process's CPU seconds (its threads included) and those of the subprocesses it has
    waited for (a test that runs the game or pytest in a child spends its CPU there)."""
    children = os.times()
    return time.process_time() + children.children_user + children.children_system


class PhaseClock:
    """Started before a phase (set-up, call, tear-down), read when its report is made."""

    def __init__(self) -> None:
        self.started: tuple[float, float] = (cpu_seconds(), time.perf_counter())

    def start(self) -> None:
        self.started = (cpu_seconds(), time.perf_counter())

    def read(self) -> tuple[float, float]:
        cpu, wall = self.started
        return cpu_seconds() - cpu, time.perf_counter() - wall


class Plugin:
    """The hooks: a worker (or the one process) times each phase and puts its CPU and wall
    seconds on the phase's report (xdist carries a report's attributes to the controller); the
    controller sums them per test and prints the tiers, and the costliest tests when asked."""

    def __init__(self, costliest: int, log_path: str | None) -> None:
        self.costliest = costliest
        self.log_path = log_path
        self.clock = PhaseClock()
        self.costs = Costs()

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item) -> None:
        self.clock.start()

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_call(self, item) -> None:
        self.clock.start()

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_teardown(self, item) -> None:
        self.clock.start()

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item, call):
        cost = self.clock.read()
        report = yield
        setattr(report, KEY, cost)
        return report

    def pytest_runtest_logreport(self, report) -> None:
        cost = getattr(report, KEY, None)
        if cost is not None:
            self.costs.add(report.nodeid, tier(report.keywords), *cost)

    def pytest_terminal_summary(self, terminalreporter) -> None:
        if not self.costs.cpu:
            return
        terminalreporter.section("CPU seconds by tier" + (f", and the {self.costliest} costliest tests"
                                                          if self.costliest else ""))
        for line in self.costs.summary(self.costliest):
            terminalreporter.line(line)
        if self.log_path:
            with open(self.log_path, "w", encoding="utf-8") as log:
                log.write("".join(f"{line}\n" for line in self.costs.log_lines()))
