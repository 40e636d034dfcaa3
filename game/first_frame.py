"""What benchmarks/startup.py reads from a program it starts: the CPU seconds the program had
used when its first frame was flipped onto the screen.

With ALPENPARTY_FIRST_FRAME_EXIT set, the game (and the bare yardstick, benchmarks/bare_app.py)
prints MARK with those seconds right after its first flip and exits. The seconds are the
process's own (all its threads) and its children's, plus, in a one-file executable, those of
PyInstaller's bootloader: the parent process that unpacked the program into a temporary folder
and started this one from it. Standard library only, so the bare app can report the same way.
The bootloader's share is printed too (`boot=`), so the benchmark can tell unpacking from the
program's own start.
"""
from __future__ import annotations

import os
import sys

MARK = "alpenparty: first frame drawn"
ASKING = "ALPENPARTY_FIRST_FRAME_EXIT"


def asked() -> bool:
    return bool(os.environ.get(ASKING))


def bootloader_seconds() -> float:
    """CPU seconds of a one-file executable's bootloader (Linux: read from /proc); 0 when this
    process was not started by one: not frozen, or its parent is another program. Read from
    schedstat, in nanoseconds, where the kernel has it; else from stat, in whole clock ticks
    (10 ms: too coarse to tell a few milliseconds of unpacking apart)."""
    if not getattr(sys, "frozen", False):
        return 0.0
    try:
        parent = os.getppid()
        if os.path.realpath(f"/proc/{parent}/exe") != os.path.realpath("/proc/self/exe"):
            return 0.0  # a one-folder executable, started by the benchmark itself
        try:
            with open(f"/proc/{parent}/schedstat") as schedstat:
                return int(schedstat.read().split()[0]) / 1e9  # its time on a CPU
        except (OSError, ValueError, IndexError):
            pass
        with open(f"/proc/{parent}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    user, system = int(fields[11]), int(fields[12])  # fields 14 and 15 of proc(5), in clock ticks
    return (user + system) / os.sysconf("SC_CLK_TCK")


def own_seconds() -> float:
    """CPU seconds of this process and its children so far."""
    try:
        import resource
    except ImportError:  # Windows: this process's own
        import time
        return time.process_time()
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def report() -> None:
    """Print MARK, the CPU seconds so far and the bootloader's share of them (benchmarks/startup.py
    parses `cpu=` and `boot=`)."""
    own, boot = own_seconds(), bootloader_seconds()
    print(f"{MARK} cpu={own + boot:.4f} boot={boot:.4f}", flush=True)
