"""Seconds from starting a program to its first drawn frame: the game beside a bare
pygame-ce + pymunk program (benchmarks/bare_app.py) that opens the same window and draws once.

    python benchmarks/startup.py                 # from source: python -m game, python bare_app.py
    python benchmarks/startup.py --build         # builds both with PyInstaller, one-file and
                                                 # one-folder, in a temporary folder, and times all
    python benchmarks/startup.py --game CMD --bare CMD   # any two commands (quoted)

`--build` needs PyInstaller in the Python that runs this script. The programs take turns, so
load from other work on the machine hits both alike. Prints medians, min-max and the ratio
game/bare, the machine's load, and (with --build) the sizes. The game draws one frame, says
so on stdout and exits when ALPENPARTY_FIRST_FRAME_EXIT is set.
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

from game.app import FIRST_FRAME_MARK


def first_frame_seconds(command: list[str], env: dict[str, str]) -> float:
    """Start `command` and return the seconds until it prints the first-frame line."""
    started = time.perf_counter()
    with subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                          text=True) as program:
        for line in program.stdout:
            if FIRST_FRAME_MARK in line:
                seconds = time.perf_counter() - started
                break
        else:
            raise RuntimeError(f"{shlex.join(command)} exited without drawing a frame")
        program.stdout.read()
    if program.returncode:
        raise RuntimeError(f"{shlex.join(command)} failed with exit code {program.returncode}")
    return seconds


def build(folder: Path, onedir: bool) -> tuple[list[str], list[str], str]:
    """Build the game (build.spec) and the bare app with PyInstaller into `folder`."""
    layout = "onedir" if onedir else "onefile"
    pyinstaller = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                   "--workpath", str(folder / "work"), "--distpath", str(folder / layout)]
    with stopwatch() as game_build:
        quiet([*pyinstaller, "build.spec", *(["--", "--onedir"] if onedir else [])])
    quiet([*pyinstaller, f"--{layout}", "--windowed", "--name", "bare_app",
           "--specpath", str(folder), str(ROOT / "benchmarks" / "bare_app.py")])
    dist = folder / layout
    game = dist / "alpenparty" / "alpenparty" if onedir else dist / "alpenparty"
    bare = dist / "bare_app" / "bare_app" if onedir else dist / "bare_app"
    sizes = f"game {size_mb(game.parent if onedir else game):.1f} MB, bare {size_mb(bare.parent if onedir else bare):.1f} MB"
    print(f"built {layout} (game build {game_build.wall:.0f} s wall, {game_build.cpu:.0f} CPU s): {sizes}")
    return [str(game)], [str(bare)], sizes


def quiet(command: list[str]) -> None:
    """Run a build; show its output only when it fails."""
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode:
        print(done.stdout, done.stderr, sep="\n", file=sys.stderr)
        raise SystemExit(f"failed: {shlex.join(command)}")


def size_mb(path: Path) -> float:
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files) / 1e6


def compare(name: str, game: list[str], bare: list[str], runs: int, env: dict[str, str]) -> None:
    programs = {"game": game, "bare": bare}
    for command in programs.values():
        first_frame_seconds(command, env)  # warm the file cache
    samples: dict[str, list[float]] = {which: [] for which in programs}
    cpu: dict[str, list[float]] = {which: [] for which in programs}
    for _ in range(runs):
        for which, command in programs.items():
            with stopwatch() as timed:
                samples[which].append(first_frame_seconds(command, env))
            cpu[which].append(timed.cpu)
    medians = {which: statistics.median(values) for which, values in samples.items()}
    print(f"\n{name}: {shlex.join(game)} vs {shlex.join(bare)}, {runs} runs each, load now {load()}")
    print("| program | first frame, median s | min s | max s | CPU s per start, median |")
    print("| --- | --- | --- | --- | --- |")
    for which, values in samples.items():
        print(f"| {which} | {medians[which]:.2f} | {min(values):.2f} | {max(values):.2f} "
              f"| {statistics.median(cpu[which]):.2f} |")
    print(f"ratio game/bare (medians): {medians['game'] / medians['bare']:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", action="store_true", help="build and time one-file and one-folder executables")
    parser.add_argument("--game", help="the game's command (default: python -m game)")
    parser.add_argument("--bare", help="the bare app's command (default: python benchmarks/bare_app.py)")
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    print(describe())
    with tempfile.TemporaryDirectory(prefix="alpenparty-startup-") as temp:
        home = Path(temp) / "home"
        home.mkdir()
        env = dict(os.environ, ALPENPARTY_FIRST_FRAME_EXIT="1", SDL_VIDEODRIVER="dummy",
                   SDL_AUDIODRIVER="dummy", ALPENPARTY_HOME=str(home))
        # An installed game starts from bytecode: a shell that forbids writing it would time
        # the compiling of every module at every start (the warm-up run writes it)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if args.build:
            for onedir in (False, True):
                game, bare, sizes = build(Path(temp), onedir)
                compare(f"{'one-folder' if onedir else 'one-file'} executables ({sizes})", game, bare, args.runs, env)
        else:
            game = shlex.split(args.game) if args.game else [sys.executable, "-m", "game"]
            bare = shlex.split(args.bare) if args.bare else [sys.executable, str(ROOT / "benchmarks" / "bare_app.py")]
            compare("from source" if not (args.game or args.bare) else "commands", game, bare, args.runs,
                    dict(env, PYTHONPATH=str(ROOT)))


if __name__ == "__main__":
    main()
