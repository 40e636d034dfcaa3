"""Saves: one per title, versioned, checked against a schema and the data they were played
with, replayed within bounds; every way a save can be wrong gives SaveRefused, never a crash."""
import errno
import json
import math
import os
import stat

import pytest

import fuzzing
from game import catalogue, profile, saves
from game.catalogue import by_id
from game.core.match import Bounds, Match, ReplayError


@pytest.fixture(scope="module")
def originals(tmp_path_factory):
    """A real save of every title: bots played it, a human on kb1 sits at seat 0."""
    folder = tmp_path_factory.mktemp("originals")
    return {title.id: json.loads(fuzzing.saved_game(title, folder, seed=5, seconds=60.0))
            for title in catalogue.TITLES}


def write(folder, title_id, record):
    saves.save_path(title_id, folder).write_text(json.dumps(record), encoding="utf-8")


def refusal(folder, title_id, record=None):
    if record is not None:
        write(folder, title_id, record)
    with pytest.raises(saves.SaveRefused) as refused:
        saves.restore(by_id(title_id), folder)
    return refused.value


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda t: t.id)
def test_a_save_replays_the_same_game(tmp_path, originals, title):
    write(tmp_path, title.id, originals[title.id])
    restored = saves.restore(title, tmp_path)
    assert restored.humans == {0: "kb1"} and restored.title is title
    record = restored.match.record()
    assert record["actions"] == originals[title.id]["actions"] and record["now"] == originals[title.id]["now"]


def test_one_save_per_title(tmp_path, originals):
    for title_id in ("cambio", "stafette"):
        write(tmp_path, title_id, originals[title_id])
    assert saves.saved(list(catalogue.TITLES), tmp_path) == [by_id("cambio"), by_id("stafette")]
    saves.clear("cambio", tmp_path)
    assert saves.saved(list(catalogue.TITLES), tmp_path) == [by_id("stafette")]
    saves.clear("cambio", tmp_path)  # nothing to clear is fine


def changed(record, path, value):
    record = json.loads(json.dumps(record))
    *head, last = path
    target = record
    for key in head:
        target = target[key]
    if value is DELETE:
        del target[last]
    else:
        target[last] = value
    return record


DELETE = object()


@pytest.mark.parametrize("title_id, path, value, reason", [
    ("gaemsh", ["format"], DELETE, "save.refuse.old_format"),
    ("gaemsh", ["format"], 3, "save.refuse.format"),
    ("gaemsh", ["humans"], ["kb1"], "save.refuse.damaged"),  # a list where a mapping belongs
    ("gaemsh", ["humans", "0"], "kb9", "save.refuse.damaged"),  # no such device
    ("stafette", ["humans"], {"0": "kb1", "1": "kb1"}, "save.refuse.damaged"),  # seat 1 is a bot's
    ("cambio", ["seats"], [{"controller": "human", "level": "normal", "team": None}], "save.refuse.damaged"),
    ("gaemsh", ["seats", 3], {"controller": "bot", "level": "expert", "team": None}, "save.refuse.damaged"),
    ("gaemsh", ["seats", 3], {"controller": "bot", "level": "model", "team": None}, "save.refuse.damaged"),
    ("gaemsh", ["seats", 3], {"controller": "bot", "level": "adaptive:2.40", "team": None}, "save.refuse.damaged"),
    ("gaemsh", ["seats", 3], {"controller": "bot", "level": "adaptive:1.2", "team": None}, "save.refuse.damaged"),
    ("gaemsh", ["options", "target"], 8, "save.refuse.damaged"),
    ("cambio", ["options", "burn_window"], True, "save.refuse.damaged"),
    ("stafette", ["title"], "cambio", "save.refuse.damaged"),
    ("gaemsh", ["now"], 1e7, "save.refuse.damaged"),
    ("gaemsh", ["now"], 1e30, "save.refuse.damaged"),
    ("gaemsh", ["now"], math.nan, "save.refuse.damaged"),
    ("gaemsh", ["now"], 5.0, "save.refuse.clock"),  # earlier than the moves in the log
    ("stafette", ["actions", 0], "WindowClosed(kind='swap')", "save.refuse.not_an_action"),
    ("cambio", ["actions", 0], "Draw(seat=0, source=1)", "save.refuse.damaged"),
    ("stafette", ["actions", 0], "Roll(seat=0, die='white', t=1e300)", "save.refuse.clock"),
    ("stafette", ["actions", 0], "Roll(seat=7, die='white')", "stafette.refuse.no_seat"),
    ("cambio", ["data"], "0123456789abcdef", "save.refuse.data_changed"),
    ("gambit7", ["options", "more_time"], "quick", "save.refuse.damaged"),
    ("gambit7", ["options", "questions"], ["eco-001"] * 6, "save.refuse.damaged"),  # 7 rounds, 7 ids
    ("gambit7", ["options", "questions"], ["eco-001"] * 6 + ["eco 2"], "save.refuse.damaged"),
    ("gambit7", ["options", "questions"], ["eco-999"] * 7, "save.refuse.damaged"),  # in no pack
])
def test_a_damaged_save_is_refused_with_a_reason(tmp_path, originals, title_id, path, value, reason):
    assert refusal(tmp_path, title_id, changed(originals[title_id], path, value)).reason == reason


def test_a_save_with_adaptive_bots_continues_with_their_skill(tmp_path, originals):
    record = originals["stafette"]
    seats = [dict(seat, level="adaptive:1.20") if seat["controller"] == "bot" else seat for seat in record["seats"]]
    write(tmp_path, "stafette", changed(record, ["seats"], seats))
    restored = saves.restore(by_id("stafette"), tmp_path)
    assert [spec.level for spec in restored.match.config.seats[1:]] == ["adaptive:1.20"] * (len(seats) - 1)


def test_a_seat_count_the_title_is_not_played_with_is_refused(tmp_path, originals):
    record = originals["gaemsh"]  # 4 seats; Gämsh is played by 4 or 6
    five = changed(record, ["seats"], record["seats"] + [{"controller": "bot", "level": "easy", "team": None}])
    assert refusal(tmp_path, "gaemsh", five).params["problem"] == "5 seats"


def test_a_log_the_rules_refuse_is_refused(tmp_path, originals):
    record = changed(originals["gaemsh"], ["actions"], originals["gaemsh"]["actions"] * 2)
    record["now"] = 10_000.0
    assert refusal(tmp_path, "gaemsh", record).reason.startswith("gaemsh.refuse.")


@pytest.mark.parametrize("raw", [b"", b"{", b"\xff\xfe", b"[1, 2]", b"[" * 100_000 + b"]" * 100_000,
                                 b'{"format": ' + b"[" * 5000 + b"]" * 5000 + b"}", b"1" * 10_000])
def test_unreadable_bytes_are_refused(tmp_path, raw):
    saves.save_path("cambio", tmp_path).write_bytes(raw)
    assert refusal(tmp_path, "cambio").reason in ("save.refuse.damaged", "save.refuse.old_format")


def test_a_missing_file_is_refused(tmp_path):
    assert refusal(tmp_path, "cambio").reason == "save.refuse.unreadable"


@pytest.mark.parametrize("title_id, name, old, new", [
    ("cambio", "cambio/rules.toml", "round_pause = 5.0", "round_pause = 10.0"),
    ("gaemsh", "gaemsh/rules.toml", "reveal_pause = 2.5", "reveal_pause = 5.0"),
    ("stafette", "stafette/rules.toml", "swap = 1.5", "swap = 3.0"),
    ("stafette", "stafette/rules.toml", "hand_size = 3", "hand_size = 4"),
    ("cambio", "bots.toml", "attention = 0.80", "attention = 0.81"),
    ("gambit7", "gambit7/board.toml", "reveal = 12", "reveal = 13"),
    ("gambit7", "gambit7/base-art.toml", "answer = 1901", "answer = 1902"),  # any question it may ask
    ("gambit7", "gambit7/base-art.toml", "answer = 1901", "answer = -1901"),  # the pack is refused now
])
def test_a_game_saved_before_its_data_changed_is_refused(tmp_path, title_id, name, old, new):
    """A refused art pack leaves Gambit 7 without an art question: its data is broken now (the
    menu leaves it out), and the save says so."""
    root = fuzzing.copy_levels(tmp_path)
    with fuzzing.levels_at(root):
        fuzzing.saved_game(by_id(title_id), tmp_path, seed=4, seconds=90.0)
        text = fuzzing.replace_in(root / name, old, new)
        why = "save.refuse.data_broken" if new == "answer = -1901" else "save.refuse.data_changed"
        assert refusal(tmp_path, title_id).reason == why
        (root / name).write_text(text.replace(old, old + "  # a comment changes nothing"), encoding="utf-8")
        assert saves.restore(by_id(title_id), tmp_path).humans == {0: "kb1"}


def test_a_save_of_the_old_single_slot_is_set_aside_once(tmp_path):
    (tmp_path / saves.OLD_SAVE).write_text('{"match": "{}", "humans": {}}', encoding="utf-8")
    assert saves.set_aside_old_save(tmp_path) == tmp_path / (saves.OLD_SAVE + ".bak")
    assert saves.set_aside_old_save(tmp_path) is None


def test_replay_bounds_stop_a_clock_that_would_fire_timers_for_days(originals):
    record = originals["gaemsh"]
    gaemsh = by_id("gaemsh").rules()
    with pytest.raises(ReplayError) as refused:
        Match.replay(changed(record, ["now"], 80_000.0), gaemsh, Bounds(timers=1000), data=gaemsh.check_data())
    assert refused.value.reason == "save.refuse.timers"
    with pytest.raises(ReplayError) as refused:
        Match.replay(record, gaemsh, Bounds(actions=len(record["actions"]) - 1), data=gaemsh.check_data())
    assert refused.value.reason == "save.refuse.too_long"
    assert Match.replay(changed(record, ["now"], 3000.0), gaemsh, data=gaemsh.check_data()).now == 3000.0


def test_the_save_format_is_what_docs_decisions_describes(tmp_path, originals):
    record = originals["stafette"]
    assert set(record) == {"format", "version", "title", "data", "seed", "seats", "options", "actions", "now",
                           "humans", "names", "keys"}
    assert record["format"] == saves.FORMAT == 2


def test_a_save_carries_the_digest_of_the_data_its_game_started_with(tmp_path, monkeypatch):
    """Taken once when the session starts, of the very objects its rules and bots were given
    (not of the files at each autosave): data that turns unreadable later does not change what
    the save says it was played with."""
    from game.core.errors import DataError
    from game.core.seats import SeatSpec, TableConfig
    from game.kit.table import TableSession

    title = by_id("stafette")
    config = TableConfig((SeatSpec("human"),) + (SeatSpec("bot", "easy"),) * 2, title.default_options())
    session = TableSession(title, config, 7, {0: "kb1"})
    assert session.data_digest == saves.data_digest(title.load_data(), session.profiles)

    def unreadable(root=None):
        raise DataError("levels/stafette/rules.toml", "dice", "a table")

    monkeypatch.setattr(title.rules(), "check_data", unreadable)
    saves.store(session, tmp_path)
    record = json.loads(saves.save_path("stafette", tmp_path).read_text(encoding="utf-8"))
    assert record["data"] == session.data_digest and len(record["data"]) == 16 and record["seed"] == 7


def test_an_atomic_write_flushes_the_folder_after_the_rename(tmp_path, monkeypatch):
    """A rename lives in the folder's entries: the folder is flushed to disk after it, or a
    power cut could bring back the old save (Windows cannot open a folder: skipped there)."""
    steps = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(handle):
        steps.append("fsync folder" if stat.S_ISDIR(os.fstat(handle).st_mode) else "fsync file")
        real_fsync(handle)

    def replace(source, target):
        steps.append("rename")
        real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    profile.write_atomic(tmp_path / "save.json", b"{}")
    assert (tmp_path / "save.json").read_bytes() == b"{}"
    assert steps == (["fsync file", "rename"] if os.name == "nt" else ["fsync file", "rename", "fsync folder"])


def test_a_folder_that_refuses_its_flush_still_gets_the_file(tmp_path, monkeypatch):
    real_fsync = os.fsync

    def fsync(handle):
        if stat.S_ISDIR(os.fstat(handle).st_mode):
            raise OSError(errno.EINVAL, "Invalid argument")  # what some network file systems answer
        real_fsync(handle)

    monkeypatch.setattr(os, "fsync", fsync)
    profile.write_atomic(tmp_path / "save.json", b"{}")
    assert (tmp_path / "save.json").read_bytes() == b"{}"


def test_every_test_keeps_the_games_folder_in_its_own_temporary_folder(tmp_path):
    """tests/conftest.py points the game's folder at each test's own: a test that saves without an
    App (Gambit 7's asked questions in a fuzzed match) neither writes into the real user's folder
    nor finds what another test, or another worker, left there."""
    assert profile.home() == tmp_path
