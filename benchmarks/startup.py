"""CPU seconds and wall seconds from starting a program to the first flip of its first frame:
the game (whose first frame shows the menu) beside a bare pygame-ce + pymunk program
(benchmarks/bare_app.py) that opens the same window and flips one frame.

    python benchmarks/startup.py --build         # builds both with build.spec in a temporary
                                                 # folder (one-file, windowed) and times them
    python benchmarks/startup.py --build --keep DIR   # the same, the executables kept in DIR
    python benchmarks/startup.py --game DIR/alpenparty --bare DIR/bare_app   # time two built ones
    python benchmarks/startup.py                 # from source: python -m game, python bare_app.py

Both executables come from build.spec (the bare app with `-- --yardstick`), so they are built
with the same options: the same trimming, excludes, one-file and windowed; the game carries its
data and modules on top, which is what its start costs beyond the yardstick. `--build` needs
PyInstaller in the Python that runs this script.

What is measured, for each start: the CPU seconds the program had used when its first frame
was flipped, as it reports them itself at that flip (game/first_frame.py: its own, its
children's and, for a one-file executable, those of the bootloader that unpacked it, which it
also reports on their own), and the wall seconds from starting the command to reading that
report. For a one-file executable it also prints what its archive unpacks at every start (files,
megabytes, and how many of them are inflated), read with PyInstaller's archive reader. One start of each, not counted,
warms the file cache; then the two programs take turns (game, bare, game, bare, ...) --runs
times each, so the machine's other load falls on both alike, and every start is counted. It
prints, per program, the median, the quartiles and the extremes, and the ratios game/bare of
the medians and of each pair of turns, with the load average before and after.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout

import argparse
import os
import shlex
import statistics
import subprocess
import tempfile
import time

from machine import describe, load, stopwatch

from game import first_frame


def start(command: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """Start `command`; return the CPU seconds it reports at its first flip, the bootloader's share of
    them (0 but for a one-file executable) and the wall seconds until then."""
    started = time.perf_counter()
    with subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                          text=True) as program:
        for line in program.stdout:
            if line.startswith(first_frame.MARK):
                wall = time.perf_counter() - started
                cpu = float(line.split("cpu=")[1].split()[0])
                boot = float(line.split("boot=")[1].split()[0])
                break
        else:
            raise RuntimeError(f"{shlex.join(command)} exited without drawing a frame")
        program.stdout.read()
    if program.returncode:
        raise RuntimeError(f"{shlex.join(command)} failed with exit code {program.returncode}")
    return cpu, boot, wall


def build(folder: Path, onedir: bool) -> tuple[list[str], list[str]]:
    """Build the game and the yardstick with build.spec into `folder`."""
    layout = "onedir" if onedir else "onefile"
    dist = folder / layout
    pyinstaller = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                   "--workpath", str(folder / "work"), "--distpath", str(dist), "build.spec", "--"]
    with stopwatch() as game_build:
        quiet([*pyinstaller, *(["--onedir"] if onedir else [])])
    quiet([*pyinstaller, "--yardstick", *(["--onedir"] if onedir else [])])
    game = dist / "alpenparty" / "alpenparty" if onedir else dist / "alpenparty"
    bare = dist / "bare_app" / "bare_app" if onedir else dist / "bare_app"
    print(f"built {layout} (the game's build {game_build.wall:.0f} s wall, {game_build.cpu:.0f} CPU s)")
    return [str(game)], [str(bare)]


def quiet(command: list[str]) -> None:
    """Run a build; show its output only when it fails."""
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode:
        print(done.stdout, done.stderr, sep="\n", file=sys.stderr)
        raise SystemExit(f"failed: {shlex.join(command)}")


def size_mb(command: list[str]) -> str:
    """The size of an executable (its folder's, for one-folder) run by itself; nothing for others."""
    path = Path(command[0])
    if len(command) > 1 or not path.is_file():
        return ""
    files = [path] if path.parent.name != path.name else [p for p in path.parent.rglob("*") if p.is_file()]
    return f", {sum(p.stat().st_size for p in files) / 1e6:.1f} MB"


def spread(values: list[float]) -> str:
    """Median [quartiles] (extremes) of every sample."""
    low, middle, high = statistics.quantiles(values, n=4, method="inclusive")
    return f"{middle:.3f} [{low:.3f}-{high:.3f}] ({min(values):.3f}-{max(values):.3f})"


EXTRACTED = {"b", "x", "Z", "n", "d"}  # the archive's typecodes the bootloader writes out (binaries, data, links)


def unpacked(command: list[str]) -> str:
    """What a one-file executable unpacks at every start (its archive's binaries and data, read
    with PyInstaller's reader); nothing for another command or without PyInstaller."""
    try:
        from PyInstaller.archive.readers import CArchiveReader
        toc = CArchiveReader(command[0]).toc
    except Exception:  # not PyInstaller's, not one-file, or no PyInstaller here
        return ""
    entries = [entry for entry in toc.values() if entry[4] in EXTRACTED]
    inflated = [entry for entry in entries if entry[3]]
    return (f"; unpacks {len(entries)} files, {sum(e[2] for e in entries) / 1e6:.2f} MB, at every start "
            f"({sum(e[2] for e in inflated) / 1e6:.2f} MB of them inflated from {sum(e[1] for e in inflated) / 1e6:.2f} MB)")


def compare(name: str, programs: dict[str, list[str]], runs: int, env: dict[str, str]) -> None:
    for command in programs.values():
        start(command, env)  # warms the file cache: not counted
    before = load()
    cpu: dict[str, list[float]] = {which: [] for which in programs}
    boot: dict[str, list[float]] = {which: [] for which in programs}
    wall: dict[str, list[float]] = {which: [] for which in programs}
    for _ in range(runs):
        for which, command in programs.items():
            seconds, unpacking, waited = start(command, env)
            cpu[which].append(seconds)
            boot[which].append(unpacking)
            wall[which].append(waited)
    print(f"\n{name}: {runs} starts each, taking turns; load average before {before}, after {load()}")
    for which, command in programs.items():
        print(f"  {which}: {shlex.join(command)}{size_mb(command)}{unpacked(command)}")
    print("| program | CPU s to the first flip: median [quartiles] (min-max) | of which the bootloader's "
          "| the program's own | wall s: median [quartiles] (min-max) |")
    print("| --- | --- | --- | --- | --- |")
    for which in programs:
        own = [total - unpacking for total, unpacking in zip(cpu[which], boot[which])]
        print(f"| {which} | {spread(cpu[which])} | {statistics.median(boot[which]):.3f} | "
              f"{statistics.median(own):.3f} | {spread(wall[which])} |")
    for what, samples in (("CPU", cpu), ("wall", wall)):
        pairs = [game / bare for game, bare in zip(samples["game"], samples["bare"])]
        print(f"ratio game/bare, {what}: {statistics.median(samples['game']) / statistics.median(samples['bare']):.2f} "
              f"(medians); each pair of turns: {spread(pairs)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", action="store_true", help="build both with build.spec and time them")
    parser.add_argument("--onedir", action="store_true", help="with --build: one-folder executables")
    parser.add_argument("--keep", type=Path, help="with --build: keep the executables in this folder")
    parser.add_argument("--game", help="the game's command (default: python -m game)")
    parser.add_argument("--bare", help="the bare app's command (default: python benchmarks/bare_app.py)")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--real-window", action="store_true",
                        help="open real windows on $DISPLAY (default: SDL's headless driver)")
    args = parser.parse_args()
    print(describe())
    with tempfile.TemporaryDirectory(prefix="alpenparty-startup-") as temp:
        home = Path(temp) / "home"
        home.mkdir()
        env = dict(os.environ, SDL_AUDIODRIVER="dummy", ALPENPARTY_HOME=str(home), PYTHONPATH=str(ROOT))
        env[first_frame.ASKING] = "1"
        if not args.real_window:
            env["SDL_VIDEODRIVER"] = "dummy"
        # An installed game starts from bytecode: a shell that forbids writing it would time
        # the compiling of every module at every start (the warm-up run writes it)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if args.build:
            folder = args.keep or Path(temp)
            game, bare = build(folder.resolve(), args.onedir)
            name = f"{'one-folder' if args.onedir else 'one-file'} executables, both from build.spec"
        else:
            game = shlex.split(args.game) if args.game else [sys.executable, "-m", "game"]
            bare = shlex.split(args.bare) if args.bare else [sys.executable, str(ROOT / "benchmarks" / "bare_app.py")]
            name = "from source" if not (args.game or args.bare) else "commands"
        compare(name, {"game": game, "bare": bare}, args.runs, env)


if __name__ == "__main__":
    main()
