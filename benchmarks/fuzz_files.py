"""The long fuzz profile: mutants of saves, settings, key maps and levels/ files.

    python benchmarks/fuzz_files.py [--mutants 10000] [--seed 1] [--kinds saves,settings,keymaps,levels]

For each kind, `--mutants` damaged files (tests/fuzzing.py makes them) are loaded the way
the game loads them, each under a bound of work (tests/fuzzing.py `bounded`: the load's
own CPU seconds, not wall seconds). A load must end in a clear verdict: accepted or refused
(SaveRefused, a settings notice, DataError). Anything else raised is an uncaught exception;
going over the bound is a hang. Levels mutants that pass the checks also play a short bot
game of every title that reads them. Prints one table row per kind and the first few
failures; exits 1 if there were any. The suite runs the same checks with a few hundred
examples (tests/fuzz/).
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout
sys.path.insert(0, str(ROOT / "tests"))  # the mutators the fuzz tests use

import argparse  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
import traceback  # noqa: E402
from collections import Counter  # noqa: E402

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ALPENPARTY_HOME", tempfile.mkdtemp())  # never the player's own folder

import fuzzing  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mutants", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kinds", default=",".join(fuzzing.CHECKS))
    args = parser.parse_args()
    failed = False
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("| kind | mutants | accepted | refused | uncaught exceptions | hangs | seconds |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for kind in args.kinds.split(","):
        check = fuzzing.CHECKS[kind]
        rng = random.Random(f"{args.seed}-{kind}")
        verdicts: Counter[str] = Counter()
        failures: list[str] = []
        started = time.perf_counter()
        with tempfile.TemporaryDirectory() as scratch:
            prepared = check.prepare(Path(scratch))
            for number in range(args.mutants):
                try:
                    verdicts[fuzzing.bounded(lambda: check.run(prepared, rng))] += 1
                except fuzzing.Hang:
                    verdicts["hang"] += 1
                    failures.append(f"{kind} #{number}: hang")
                except Exception:
                    verdicts["uncaught"] += 1
                    failures.append(f"{kind} #{number}: {traceback.format_exc(limit=-3)}")
        seconds = time.perf_counter() - started
        print(f"| {kind} | {args.mutants} | {verdicts['accepted']} | {verdicts['refused']} | "
              f"{verdicts['uncaught']} | {verdicts['hang']} | {seconds:.0f} |", flush=True)
        for failure in failures[:5]:
            print(failure, file=sys.stderr)
        failed = failed or bool(failures)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
