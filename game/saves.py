"""Games in progress: one save per title in the player's preference folder.

A save is data from disk, so it is checked before anything trusts it (docs/DECISIONS.md,
"Saves", describes the format):
1. its size, its encoding and JSON syntax (nesting too deep for the parser included);
2. its format version: FORMAT; a save without one is from before versions were written;
3. its shape against SAVE_SCHEMA (types, finite numbers, known options and devices, a seat
   count the title allows, a log of bounded length);
4. the digest of the data it was played with (the title's loaded data and bots.toml's profiles):
   a game saved before those numbers changed no longer replays the same, so it is refused;
5. the replay itself, within `Match.replay`'s bounds, through the rules' own refusals.
A save refused at any step raises `SaveRefused` (a text key and its values); the menu then
sets the file aside as `<name>.bak` and says so in one line.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from game import __version__
from game.catalogue import Title
from game.core.errors import DataError, RuleError
from game.input.keyboard import CLUSTERS
from game.profile import home, set_aside, write_atomic
from game.schema import Entries, Items, Maybe, Number, Part, Table, Text, Whole, check, describe

if TYPE_CHECKING:  # the menu's first frame asks only which saves exist: the rules' core comes with the first check or restore
    from game.core.match import Match

FORMAT = 2
OLD_SAVE = "game-in-progress.txt"  # the one slot of format 1 (no version, no data digest)
MAX_BYTES = 8 * 1024 * 1024
DEVICE = "|".join(CLUSTERS) + "|pad:[0-9]{1,9}|phone:[0-9]{1,9}"  # a keyboard cluster, a pad or a phone (game/input)


class SaveRefused(Exception):
    """A save that cannot be continued. `reason` is a text key, `params` fill it."""

    def __init__(self, reason: str, **params: object) -> None:
        super().__init__(f"{reason} {params}" if params else reason)
        self.reason = reason
        self.params = params


class Restored(NamedTuple):
    """A saved game, replayed: its match, which input device played which seat, the phone
    seats' names and their tokens' keys (a phone takes its seat back by its token after a
    restart; game/phones/server.py). A NamedTuple, as the first frame's other records: this
    module is imported before it (docs/incoming/boot3.md)."""

    title: Title
    match: Match
    humans: dict[int, str]
    names: dict[int, str]
    data: Any  # the title's data, loaded once to check the digest and replay (Title.load_data)
    keys: dict[int, str]


def save_name(title_id: str) -> str:
    return f"save-{title_id}.json"


def save_path(title_id: str, folder: Path | None = None) -> Path:
    return (folder or home()) / save_name(title_id)


def save_schema(title: Title) -> Part:
    """The shape of a save of `title` (format FORMAT)."""
    from game.core import adaptive
    from game.core.match import Bounds
    from game.phones.protocol import NAME_LONGEST, NAME_PATTERN
    bounds = Bounds()
    return Table({
        "format": Whole(FORMAT, FORMAT),
        "version": Text(longest=40),
        "title": Text((title.id,)),
        "data": Text(pattern="[0-9a-f]{16}", like="16 hexadecimal digits"),
        "seed": Whole(0, 2 ** 53),
        "seats": Items(Table({"controller": Text(("human", "bot")),
                              "level": Text(pattern=adaptive.SEAT_LEVEL, like="easy, normal, hard or adaptive:1.20"),
                              "team": Maybe(Whole(0, 5))}), title.min_players, title.max_players),
        "options": Table({}, optional=title.option_shapes()),
        "actions": Items(Text(longest=200), 0, bounds.actions),
        "now": Number(0, bounds.seconds),
        "humans": Entries(Text(pattern="[0-9]", like="a seat number"),
                          Text(pattern=DEVICE, like="kb1 to kb5, pad:<number> or phone:<number>"), 0,
                          title.max_players),
    }, optional={"names": Entries(Text(pattern="[0-9]", like="a seat number"),
                                  Text(pattern=NAME_PATTERN, like="a phone's name", longest=NAME_LONGEST), 0,
                                  title.max_players),
                "keys": Entries(Text(pattern="[0-9]", like="a seat number"),
                                Text(pattern="[0-9a-f]{64}", like="a seat token's key", longest=64), 0,
                                title.max_players)})


def data_digest(data: Any, profiles: Any) -> str:
    """The digest of the data a game is played with: its title's loaded data (`Title.load_data`)
    and the bots' profiles, the very objects its rules and bots were given (so comments and
    layout in the files do not count). A session takes it once, as it starts."""
    from game.data import fingerprint
    return fingerprint(data, profiles)


def store(session: Any, folder: Path | None = None) -> None:
    """Save a table session's game (its title, match, humans and the digest of the data it
    was started with)."""
    record = {"format": FORMAT, "version": __version__, "data": session.data_digest, **session.match.record(),
              "humans": {str(seat): device for seat, device in session.humans.items()},
              "names": {str(seat): name for seat, name in session.names.items() if name and seat in session.humans},
              "keys": {str(seat): key for seat, key in session.keys.items() if key and seat in session.humans}}
    write_atomic(save_path(session.title.id, folder), json.dumps(record, indent=1).encode("utf-8"))


def clear(title_id: str, folder: Path | None = None) -> None:
    save_path(title_id, folder).unlink(missing_ok=True)


def saved(titles: list[Title], folder: Path | None = None) -> list[Title]:
    """The titles that have a saved game."""
    return [title for title in titles if save_path(title.id, folder).exists()]


def set_aside_save(title_id: str, folder: Path | None = None) -> Path:
    return set_aside(save_path(title_id, folder))


def set_aside_old_save(folder: Path | None = None) -> Path | None:
    """A format-1 save (one slot, no version) cannot be checked: set it aside, once."""
    old = (folder or home()) / OLD_SAVE
    return set_aside(old) if old.exists() else None


def restore(title: Title, folder: Path | None = None) -> Restored:
    """The saved game of `title`, replayed; SaveRefused when it cannot be continued."""
    record = _read(save_path(title.id, folder))
    if "format" not in record:
        raise SaveRefused("save.refuse.old_format")
    if record["format"] != FORMAT:
        raise SaveRefused("save.refuse.format", found=describe(record["format"]), expected=FORMAT)
    try:
        check(record, save_schema(title), save_name(title.id))
    except DataError as exc:
        raise SaveRefused("save.refuse.damaged", problem=f"{exc.entry}: {exc.expected}") from exc
    humans = {int(seat): device for seat, device in record["humans"].items()}
    names = {int(seat): name for seat, name in record.get("names", {}).items() if int(seat) in humans}
    keys = {int(seat): key for seat, key in record.get("keys", {}).items() if int(seat) in humans}
    _check_seats(title, record["seats"], humans)
    from game.core.driver import load_profiles
    from game.core.match import Bounds, Match, ReplayError
    try:
        data = title.load_data()
        if record["data"] != data_digest(data, load_profiles()):
            raise SaveRefused("save.refuse.data_changed")
        match = Match.replay(record, title.rules(), Bounds(), data=data)
    except (ReplayError, RuleError) as exc:
        raise SaveRefused(exc.reason, **exc.params) from exc
    except ValueError as exc:  # an action the codec cannot read
        raise SaveRefused("save.refuse.damaged", problem=str(exc)[:80]) from exc
    except DataError as exc:
        raise SaveRefused("save.refuse.data_broken", problem=str(exc)) from exc
    return Restored(title, match, humans, names, data, keys)


def _read(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SaveRefused("save.refuse.unreadable", problem=exc.strerror or str(exc)) from exc
    if len(raw) > MAX_BYTES:
        raise SaveRefused("save.refuse.damaged", problem=f"more than {MAX_BYTES // 2 ** 20} MiB")
    try:
        record = json.loads(raw.decode("utf-8"))
    except RecursionError as exc:
        raise SaveRefused("save.refuse.damaged", problem="nested hundreds of levels deep") from exc
    except ValueError as exc:  # not UTF-8, not JSON, a number too long to read
        raise SaveRefused("save.refuse.damaged", problem=str(exc)[:80]) from exc
    if not isinstance(record, dict):
        raise SaveRefused("save.refuse.damaged", problem="not a JSON object")
    return record


def _check_seats(title: Title, seats: list[dict[str, Any]], humans: dict[int, str]) -> None:
    """A seat count the title is played with, and one device for each human seat."""
    if len(seats) not in title.counts:
        raise SaveRefused("save.refuse.damaged", problem=f"{len(seats)} seats")
    human_seats = {seat for seat, spec in enumerate(seats) if spec["controller"] == "human"}
    if set(humans) != human_seats or len(set(humans.values())) != len(humans):
        raise SaveRefused("save.refuse.damaged", problem="the players' devices do not match their seats")
