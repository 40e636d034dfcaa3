"""What every benchmark prints beside its numbers: the machine's load, and wall and CPU seconds.

Wall seconds on a shared machine say as much about the neighbours as about the game, so each
result is given with the load average (as `uptime` shows it) at the start and the end, and
with the CPU seconds the measured work used (this process and the programs it started)."""
from __future__ import annotations

import datetime
import os
import platform
import time
from dataclasses import dataclass

try:
    import resource
except ImportError:  # Windows: the CPU seconds of this process only
    resource = None


def load() -> str:
    if not hasattr(os, "getloadavg"):
        return "unknown"
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


def describe() -> str:
    """One line for the top of a benchmark's output."""
    return (f"{datetime.date.today().isoformat()}, {os.cpu_count()} CPUs, {platform.machine()}, "
            f"Python {platform.python_version()}, load average (1, 5, 15 min) {load()}")


def _cpu_seconds() -> float:
    if resource is None:
        return time.process_time()
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


@dataclass
class Timed:
    wall: float = 0.0
    cpu: float = 0.0


class stopwatch:
    """with stopwatch() as timed: ...  then timed.wall and timed.cpu are seconds."""

    def __enter__(self) -> Timed:
        self.timed = Timed()
        self.wall, self.cpu = time.perf_counter(), _cpu_seconds()
        return self.timed

    def __exit__(self, *exc: object) -> None:
        self.timed.wall = time.perf_counter() - self.wall
        self.timed.cpu = _cpu_seconds() - self.cpu
