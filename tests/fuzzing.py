"""Mutants of the files the game reads from disk, and a bound on the work of loading them.

Shared by the fuzz tests (tests/fuzz/, a few hundred hypothesis examples each) and the
long profile (benchmarks/fuzz_files.py, 10^4 mutants of each kind). Every mutator takes a
`random.Random`, so hypothesis drives it through `st.randoms()` and the benchmark through
a seeded one.

A hang is work, not wall time: `bounded` arms a CPU-time alarm (ITIMER_PROF, this process's
CPU seconds, which a busy machine does not add to) and raises `Hang` when a load spends more
than CPU_LIMIT, a bound far above the heaviest load (see docs/incoming/cut5a.md). The alarm
costs nothing while the load runs, where a call-counting hook made every load ~4x slower.
`Hang` is a BaseException, so no `except Exception` in the game can swallow it.
"""
from __future__ import annotations

import contextlib
import copy
import json
import math
import random
import re
import shutil
import signal
from pathlib import Path
from typing import Any, Callable, Iterator

import game.data
from game import arena, saves
from game.catalogue import TITLES, Title
from game.core.seats import SeatSpec, TableConfig
from game.kit.table import TableSession
from game.paths import levels_dir
from game.shell.lobby import CHOICES as LOBBY_CHOICES, EMPTY as LOBBY_EMPTY
from game.shell.lobby_memory import recall
from game.titles.gambit7 import questions as gambit7_questions
from game.ui.i18n import Texts

CPU_LIMIT = 5.0  # CPU s for one load; the heaviest measured takes 0.36 s (docs/incoming/cut5a.md)
NESTING = 100_000  # deeper than any parser's recursion limit
NASTY_NUMBERS = (0, -1, 1, 2, 3, 7, 99, 1e7, 1e12, 1e30, 1e308, 2 ** 63, 10 ** 30, -10 ** 9, 0.1, 1e-9, 1.0,
                 2.5, -0.0, math.inf, -math.inf, math.nan)
NASTY_VALUES = NASTY_NUMBERS + (None, True, False, "", "kb9", "pad:x", "x" * 300, "Drop(seat=0)", [], {},
                                [1, 2, 3], {"0": "kb1"}, ["kb1"])


TEXTS = Texts()


class Hang(BaseException):
    """A load that spent more than its CPU-time limit."""


def bounded(work: Callable[[], Any], limit: float = CPU_LIMIT) -> Any:
    """Run `work` (in the main thread); Hang when it spends more than `limit` CPU seconds."""
    def stop(signum: int, frame: Any) -> None:
        raise Hang(f"more than {limit} CPU s")

    previous = signal.signal(signal.SIGPROF, stop)
    signal.setitimer(signal.ITIMER_PROF, limit)
    try:
        return work()
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


# --------------------------------------------------------------------------- data mutants
def mutate_data(data: Any, rng: random.Random, rounds: int = 3) -> str:
    """JSON text of `data` after 1..`rounds` random changes: values replaced by nasty ones,
    keys dropped or added, lists cut or repeated, types swapped, text edited, a value nested
    deeper than any parser allows."""
    data = json.loads(json.dumps(data))
    deep = None
    for _ in range(rng.randint(1, rounds)):
        parent, key = _pick(data, rng)
        if parent is None:
            data = _nasty(rng)
            continue
        value = parent[key]
        kind = rng.randrange(9)
        if isinstance(value, str) and rng.random() < 0.6:
            kind = 3
        elif isinstance(value, (int, float)) and not isinstance(value, bool) and rng.random() < 0.5:
            kind = 2
        if kind == 0:
            parent[key] = _nasty(rng)
        elif kind == 1:
            del parent[key]
        elif kind == 2 and isinstance(value, (int, float)) and not isinstance(value, bool):
            parent[key] = rng.choice([value + 1, value - 1, -value, value * 1e6, float(value), str(value)])
        elif kind == 3 and isinstance(value, str):
            parent[key] = _edit_text(value, rng)
        elif kind == 4 and isinstance(value, list) and value:
            parent[key] = rng.choice([value[:rng.randrange(len(value))], value * rng.randint(2, 5),
                                      rng.sample(value, len(value)), [value]])
        elif kind == 5 and isinstance(value, dict):
            parent[key] = rng.choice([list(value.values()), list(value), {**value, "extra": 1}])
        elif kind == 6:
            deep = key
            parent[key] = "\0deep\0"
        elif kind == 7 and isinstance(parent, dict):
            parent[rng.choice(["", "x", "9", "format", "now", "kb9"])] = _nasty(rng)
        else:
            parent[key] = [value] if rng.random() < 0.5 else {"x": value}
    text = json.dumps(data, allow_nan=True)
    if deep is not None:
        depth = rng.choice([50, 1000, NESTING])
        text = text.replace('"\\u0000deep\\u0000"', "[" * depth + "]" * depth, 1)
    return text


def _nasty(rng: random.Random) -> Any:
    """A fresh copy of one of NASTY_VALUES (later mutations may change it in place)."""
    return copy.deepcopy(rng.choice(NASTY_VALUES))


def _pick(data: Any, rng: random.Random) -> tuple[Any, Any]:
    """A random (container, key) inside `data` by a random walk from the top (so every
    top-level entry is as likely as a long list), or (None, None) for a scalar."""
    parent, key, node = None, None, data
    while isinstance(node, (dict, list)) and node and (parent is None or rng.random() < 0.6):
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
        parent, node = node, node[key]
    return parent, key


def _edit_text(text: str, rng: random.Random) -> str:
    """Change one piece of a text: a number, a name, a character, its length."""
    numbers = list(re.finditer(r"-?\d+(\.\d+)?(e[+-]?\d+)?", text))
    kind = rng.randrange(5)
    if kind == 0 and numbers:
        spot = rng.choice(numbers)
        return text[:spot.start()] + str(rng.choice(NASTY_NUMBERS)) + text[spot.end():]
    if kind == 1:
        return text[:rng.randint(0, len(text))]
    if kind == 2 and text:
        at = rng.randrange(len(text))
        return text[:at] + rng.choice("()=,'\"[]{}x9_ .\\") + text[at + 1:]
    if kind == 3:
        names = re.findall(r"[A-Za-z_]+", text)
        return text.replace(rng.choice(names), rng.choice(["x", "seat", "t", "Roll", "Dealt", "__import__"]), 1) \
            if names else text
    return text + rng.choice(["", "x", ")", ", t=1e999", ", order=-1", ", seat=99"])


def mutate_bytes(raw: bytes, rng: random.Random) -> bytes:
    """Raw damage: cut short, bytes flipped, inserted or deleted."""
    raw = bytearray(raw)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(4)
        at = rng.randrange(len(raw) + 1)
        if kind == 0:
            del raw[at:]
        elif kind == 1 and raw:
            raw[min(at, len(raw) - 1)] = rng.randrange(256)
        elif kind == 2:
            raw[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        else:
            del raw[at:at + rng.randint(1, 40)]
    return bytes(raw)


# --------------------------------------------------------------------------- TOML mutants
_ASSIGNMENT = re.compile(r"(?m)^([ \t]*[\w\"\.-]+[ \t]*=[ \t]*)(.+?)([ \t]*#.*)?$")
NOT_FINITE = ("nan", "+nan", "-nan", "inf", "-inf")
TOML_VALUES = ("0", "-1", "0.0", "0.01", "0.1", "1e7", "1e12", "1e30", "1e308", "99999999999999999999999999999999",
               "-3", "true", '"text"', "[]", "[1, 2]", "{}", "2024-01-01", '"nan"', "1_000")


def mutate_toml(text: str, rng: random.Random) -> str:
    """A person's (or a disk's) damage to a TOML file: values replaced by odd ones, lines
    dropped, repeated or renamed, headers broken, nesting deeper than any parser allows."""
    for _ in range(rng.randint(1, 3)):
        assignments = list(_ASSIGNMENT.finditer(text))
        lines = text.split("\n")
        kind = rng.randrange(8)
        if kind <= 2 and assignments:
            spot = rng.choice(assignments)
            value = rng.choice(NOT_FINITE if rng.random() < 0.4 else TOML_VALUES)
            text = text[:spot.start(2)] + value + text[spot.end(2):]
        elif kind == 3 and assignments:
            spot = rng.choice(assignments)
            depth = rng.choice([20, 1000, NESTING])
            text = text[:spot.start(2)] + "[" * depth + "1" + "]" * depth + text[spot.end(2):]
        elif kind == 4 and lines:
            del lines[rng.randrange(len(lines))]
            text = "\n".join(lines)
        elif kind == 5 and lines:
            at = rng.randrange(len(lines))
            lines.insert(at, lines[rng.randrange(len(lines))])
            text = "\n".join(lines)
        elif kind == 6 and assignments:
            spot = rng.choice(assignments)
            value = spot.group(2)
            numbers = list(re.finditer(r"-?\d+(\.\d+)?", value))
            if numbers:
                number = rng.choice(numbers)
                value = value[:number.start()] + rng.choice(NOT_FINITE + TOML_VALUES[:11]) + value[number.end():]
            text = text[:spot.start(2)] + value + text[spot.end(2):]
        else:
            text = mutate_bytes(text.encode("utf-8"), rng).decode("utf-8", errors="replace")
    return text


# --------------------------------------------------------------------------- levels/ in a copy
@contextlib.contextmanager
def levels_at(root: Path) -> Iterator[Path]:
    """Run the game on the levels/ folder at `root` (a copy the caller may damage)."""
    original = game.data.levels_dir
    game.data.levels_dir = lambda: root
    clear_caches()
    try:
        yield root
    finally:
        game.data.levels_dir = original
        clear_caches()


def clear_caches() -> None:
    """Forget what titles keep of levels/ once loaded (Gambit 7's questions)."""
    gambit7_questions.default_bank.cache_clear()


def copy_levels(folder: Path) -> Path:
    """A fresh copy of the shipped levels/ in `folder`/levels."""
    target = folder / "levels"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(levels_dir(), target)
    return target


def replace_in(path: Path, old: str, new: str) -> str:
    """Edit a file of a levels/ copy as a person would: `old` (which must be there) becomes
    `new`. Returns the text before the edit."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return text


def level_files() -> list[str]:
    """Every data file in levels/, relative to it."""
    root = levels_dir()
    return sorted(str(path.relative_to(root)) for path in root.rglob("*") if path.suffix in (".toml", ".json"))


# --------------------------------------------------------------------------- saves
def saved_game(title: Title, folder: Path, seed: int, seconds: float) -> bytes:
    """The bytes of a real save: a game of `title` played by bots for `seconds` of game time,
    then handed to a human on kb1 at seat 0 (as if they had played it: bots are not replayed)."""
    seats = tuple(SeatSpec("bot", level) for level in ("hard", "easy", "normal") * 2)[:title.default_players]
    session = TableSession(title, TableConfig(seats, title.default_options()), seed)
    while session.clock < seconds and not session.match.state.is_over():
        session.step(arena.IDLE_STEP)
    saves.store(session, folder)
    path = saves.save_path(title.id, folder)
    record = json.loads(path.read_text(encoding="utf-8"))
    record["seats"][0]["controller"] = "human"
    record["humans"] = {"0": "kb1"}
    path.write_text(json.dumps(record, indent=1), encoding="utf-8")
    return path.read_bytes()


# --------------------------------------------------------------------------- one check per kind
class SaveMutants:
    """Damaged saves of every title offered to `saves.restore` (what the menu's Continue does)."""

    def prepare(self, folder: Path) -> dict[str, Any]:
        from game.catalogue import TITLES
        bases = [(title, saved_game(title, folder, seed, seconds))
                 for title in TITLES for seed, seconds in ((5, 40.0), (8, 150.0))]
        return {"folder": folder, "bases": bases}

    def run(self, prepared: dict[str, Any], rng: random.Random) -> str:
        title, raw = rng.choice(prepared["bases"])
        roll = rng.random()
        if roll < 0.4:  # one move of the log edited: the likeliest way past every other check
            record = json.loads(raw)
            line = rng.randrange(len(record["actions"]))
            record["actions"][line] = _edit_text(record["actions"][line], rng)
            raw = json.dumps(record).encode("utf-8")
        elif roll < 0.85:
            raw = mutate_data(json.loads(raw), rng).encode("utf-8")
        else:
            raw = mutate_bytes(raw, rng)
        saves.save_path(title.id, prepared["folder"]).write_bytes(raw)
        try:
            saves.restore(title, prepared["folder"])
        except saves.SaveRefused:
            return "refused"
        return "accepted"


class SettingsMutants:
    """Damaged settings.json files (`only` the key maps, or anything) read as the app does."""

    def __init__(self, only_key_maps: bool = False) -> None:
        self.only_key_maps = only_key_maps

    def prepare(self, folder: Path) -> dict[str, Any]:
        from game.settings import Settings
        lobby = {"cambio": {"seats": ["human", "hard", "adaptive", "empty", "empty", "empty"],
                            "humans": {"0": "kb2"}, "options": {"target": 75, "burn_window": 1.5},
                            "phone_away": "bot"},
                 "gaemsh": {"seats": ["normal"] * 6, "humans": {}, "options": {"foehn": True, "target": 9}}}
        Settings(language="de", privacy="open", lobby=lobby).save(folder)
        return {"folder": folder, "base": json.loads((folder / "settings.json").read_text(encoding="utf-8"))}

    def run(self, prepared: dict[str, Any], rng: random.Random) -> str:
        from game.input.keyboard import Keyboard
        from game.settings import Settings
        folder, base = prepared["folder"], prepared["base"]
        if self.only_key_maps:
            text = mutate_data({"key_maps": base["key_maps"]}, rng)
            text = json.dumps(base)[:-1] + ", " + text[1:] if text.startswith("{") and text != "{}" else text
        elif rng.random() < 0.8:
            text = mutate_data(base, rng)
        else:
            text = mutate_bytes(json.dumps(base).encode("utf-8"), rng).decode("utf-8", errors="replace")
        (folder / "settings.json").write_text(text, encoding="utf-8")
        loaded, notice = Settings.load(folder)  # what the app's settings.load does, but for the
        Keyboard(loaded.key_maps)  # translation of the notice, which TEXTS does once for all
        for title in TITLES:  # each title's lobby takes what it remembers, as it opens
            recall(title, loaded.lobby.get(title.id, {}), ["kb1", "kb2"], LOBBY_CHOICES, LOBBY_EMPTY)
        if notice is None:
            return "accepted"
        TEXTS.get(loaded.language, notice.key, **notice.params)
        return "refused"


class LevelsMutants:
    """Damaged levels/ files checked at start (`catalogue.available`); every title that still
    starts plays a short bot game on them, at its most players."""

    seconds = 60.0  # of game time, for each title that reads the damaged file

    def prepare(self, folder: Path) -> dict[str, Any]:
        root = copy_levels(folder)
        return {"root": root, "files": {name: (root / name).read_text(encoding="utf-8") for name in level_files()}}

    def run(self, prepared: dict[str, Any], rng: random.Random) -> str:
        from game import catalogue
        root, files = prepared["root"], prepared["files"]
        name = rng.choice(sorted(files))
        (root / name).write_text(mutate_toml(files[name], rng), encoding="utf-8")
        try:
            with levels_at(root):
                ready, left_out = catalogue.available()
                for title in ready:
                    if name in title.data_files():
                        levels = (["easy", "hard"] * title.max_players)[:title.max_players]
                        arena.play(title, rng.randrange(100), levels, time_cap=self.seconds)
        finally:
            (root / name).write_text(files[name], encoding="utf-8")
        return "refused" if left_out else "accepted"


CHECKS = {"saves": SaveMutants(), "settings": SettingsMutants(), "keymaps": SettingsMutants(only_key_maps=True),
          "levels": LevelsMutants()}
