"""Seconds from starting the program to its first drawn menu frame.

Usage: python benchmarks/startup.py [dist/alpenparty]   (default: python -m game)
The program draws one frame and exits when ALPENPARTY_FIRST_FRAME_EXIT is set.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time


def main() -> None:
    command = sys.argv[1:] or [sys.executable, "-m", "game"]
    samples = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, ALPENPARTY_FIRST_FRAME_EXIT="1", SDL_VIDEODRIVER="dummy",
                   SDL_AUDIODRIVER="dummy", ALPENPARTY_HOME=home)
        for _ in range(5):
            started = time.perf_counter()
            subprocess.run(command, env=env, check=True, capture_output=True)
            samples.append(time.perf_counter() - started)
    print(f"{' '.join(command)}: start to first menu frame, median of 5: {statistics.median(samples):.2f} s "
          f"(min {min(samples):.2f}, max {max(samples):.2f})")


if __name__ == "__main__":
    main()
