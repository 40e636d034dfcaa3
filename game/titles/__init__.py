"""The titles: one package each (game/titles/<id>/), which describes itself in its
`__init__.py` as `TITLE`, a `Title` (see docs/ARCHITECTURE.md, "Adding a title").

A descriptor holds plain facts and names its title's modules by convention (rules.py, bots.py,
phone.py, guide.py, help.py, positions.py beside it; the table scene as "module:Class"), so
listing the titles imports no rules, bots or scene: the menu's first frame stays light, and
the headless arena never loads a scene. `discover()` finds every title folder here (the
catalogue, game/catalogue.py, lists them; shell, ui, phones and tests only loop over that list).

The menu's first frame builds these classes: the small records (Option, Face, Deck) are
NamedTuples, which Python builds about seven times faster than frozen dataclasses (each of those
compiles six methods at import: ~0.5 ms apiece at every start, docs/BENCHMARKS.md, branch boot3).
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, NamedTuple

from game.core import more_time as relaxed
from game.schema import Choice, Part


class Option(NamedTuple):
    """A table option shown in the lobby. `choices` are values; labels come from text keys
    `<label_key>.<value>` when `choice_keys` is true, else the value is shown as is."""

    key: str
    label_key: str
    choices: tuple[Any, ...]
    default: Any
    choice_keys: bool = False


def more_time(off: bool) -> Option:
    """The lobby's "more time" option of a title whose rules have waiting windows
    (game/core/more_time.py): x1, x1.5, x2, and "off" where its rules allow it. The title's
    text `<id>.more_time` says in one line what a relaxed game changes (the lobby shows it)."""
    return Option(relaxed.KEY, "lobby.more_time", relaxed.choices(off), relaxed.NORMAL, choice_keys=True)


class Face(NamedTuple):
    """A card's picture: its SVG under assets/, and the number written into its tabs at run
    time (None: none), placed by its deck's `tab`."""

    path: str
    number: str | None = None


class Deck(NamedTuple):
    """A deck a title's cards come from: its name (a phone shows its back as "back-<name>"),
    the SVG of its back, and what picture each card id has (`faces`: KeyError for an id not in
    this deck). `tab` is where a face's number goes, as fractions of the card (x, y, width,
    height) of the top-left tab; the bottom-right tab is its point reflection."""

    name: str
    back: str
    faces: Callable[[str], Face]
    tab: tuple[float, float, float, float] | None = None
    cards: Callable[[], Iterable[str]] = tuple  # every card id of the deck (the relay's page holds each picture)

    @classmethod
    def of_files(cls, name: str, back: str, folder: str, ids: Iterable[str]) -> Deck:
        """A deck whose every card id has its own SVG, `<folder>/<id>.svg`."""
        ids = tuple(ids)
        return cls(name, back, faces_in(folder, ids), cards=lambda: ids)


def faces_in(folder: str, ids: Iterable[str]) -> Callable[[str], Face]:
    """A deck's `faces` where each card id has its own SVG, `<folder>/<id>.svg`."""
    known = frozenset(ids)

    def face(card_id: str) -> Face:
        if card_id not in known:
            raise KeyError(card_id)
        return Face(f"{folder}/{card_id}.svg")
    return face


@dataclass(frozen=True)
class Title:
    """One title: what the menu, lobby, arena, selftest, rules help, phones and shared tests
    know of it. A title is listed only when it is complete (rules, bots, table scene, phone
    view, rules help screens, text)."""

    id: str
    place: int  # its place in the menu (the shared tests' order too)
    min_players: int
    max_players: int
    default_players: int
    table: str  # its table scene, "module:Class" in its package
    options: tuple[Option, ...] = ()
    player_counts: tuple[int, ...] = ()
    teams: bool = False  # the seats opposite each other win together (core.seats.teams_opposite)
    audience: bool = False  # the room's phones without a seat play along (its audience.py)
    prepare: str = ""  # "module:function" that sets a new table's options before the deal
    notices: str = ""  # "module:function": what the menu and lobby tell of data left out, see data_notices
    decks: tuple[Deck, ...] = ()  # the decks its cards come from (game/ui/art.py, game/phones/cards.py)
    shouts: tuple[str, ...] = ()  # its sounds beside the shared effects (assets/sounds/, game/ui/sound.py)
    more_wins: bool = True  # more points are better (the phone's place from its view's running scores)
    timer_words: dict[str, str] = field(default_factory=dict, compare=False)  # a view's deadline -> the text key its ring shows
    seatings: tuple[int, ...] = ()  # player counts laid out differently, for the layout tests (default: fewest, most)
    short_game: dict[str, Any] = field(default_factory=dict, compare=False)  # options of a game that ends soon (tests)
    # Its races (game/kit/races.py): the names of the actions that go to the first to press, held
    # until every phone seat's press could have arrived; `deadline_race`: presses race a deadline,
    # which waits for the phones' links.
    races: tuple[str, ...] = ()
    deadline_race: bool = False
    # Its table makes room for text at 125 and 150 % (the Accessibility page's text size); the
    # layout test holds a title to it unless it says False (then it must still show a problem at
    # 150 %, so one that comes to fit says so). A new title is held to it from the start.
    fits_large_text: bool = True

    @property
    def package(self) -> str:
        return f"{__name__}.{self.id}"

    @property
    def name_key(self) -> str:
        return f"{self.id}.name"

    @property
    def blurb_key(self) -> str:
        return f"{self.id}.blurb"

    @property
    def relaxed_key(self) -> str | None:
        """The text key of the lobby's line on what a relaxed game changes; None for a title
        without waiting windows (no "more time" option): its lobby says nothing of it."""
        return f"{self.id}.more_time" if any(option.key == relaxed.KEY for option in self.options) else None

    @property
    def rules_module(self) -> str:
        return f"{self.package}.rules"

    @property
    def counts(self) -> tuple[int, ...]:
        return self.player_counts or tuple(range(self.min_players, self.max_players + 1))

    @property
    def layouts(self) -> tuple[int, ...]:
        """The player counts whose tables the layout tests draw: `seatings`, or the fewest and
        the most."""
        return self.seatings or tuple(dict.fromkeys((self.counts[0], self.counts[-1])))

    def module(self, name: str) -> Any:
        """The title's module `name` (rules, bots, phone, guide, help, positions...)."""
        return importlib.import_module(f"{self.package}.{name}")

    def _named(self, where: str) -> Any:
        module, name = where.split(":")
        return getattr(self.module(module), name)

    def phone(self) -> Any:
        """What a seat's phone shows and what its taps do: its phone.py (`seat_view(table, seat,
        offered)`, `taps(table, seat)`, and optionally `result(table, seat)`: the lines of the
        last round's result, game/phones/readout.py)."""
        return self.module("phone")

    def rules(self) -> Any:
        return self.module("rules")

    def bots(self) -> Any:
        return self.module("bots")

    def screens(self) -> tuple[Any, ...]:
        """Its rules help's screens in order (its help.py's SCREENS, game/shell/rules_screens.py)."""
        return self.module("help").SCREENS

    @property
    def has_guide(self) -> bool:
        """Whether the title has a guided first game (its guide.py, game/kit/guide.py); asked
        without importing it, so the menu's first frame stays light."""
        return importlib.util.find_spec(f"{self.package}.guide") is not None

    def scene_class(self) -> Callable[..., Any]:
        return self._named(self.table)

    def default_options(self) -> dict[str, Any]:
        return {option.key: option.default for option in self.options}

    def prepare_options(self, options: dict[str, Any], seed: int, data: Any) -> dict[str, Any]:
        """The options a new table with players plays with (a title's prepared questions or
        mountain); `data`: the title's loaded data (`load_data`), which the hook is given."""
        return self._named(self.prepare)(options, seed, data) if self.prepare else options

    def data_notices(self) -> list[tuple[str, dict[str, Any]]]:
        """(text key, values) for each part of the title's data left out while the rest plays
        (refused question packs): the menu and the lobby show them."""
        return self._named(self.notices)() if self.notices else []

    def option_shapes(self) -> dict[str, Part]:
        """What a table's options may hold: each lobby option's choices, and what the
        `prepare` hook adds, as its module declares it (PREPARED)."""
        shapes: dict[str, Part] = {option.key: Choice(option.choices) for option in self.options}
        if self.prepare:
            shapes.update(self.module(self.prepare.split(":")[0]).PREPARED)
        return shapes

    def load_data(self) -> Any:
        """The title's data in levels/, read and checked (its rules' `check_data`; DataError when
        broken): the one object a game of it gives its rules (`new_game`), its bots (`make_bot`)
        and its table (`session.data`), and that a save's data digest hashes."""
        return self.rules().check_data()

    def data_files(self) -> dict[str, Part]:
        """Every levels/ file a game of this title reads, with its schema (its rules' files
        and the bots' profiles): the files `load_data` reads. The rules declare their
        files in DATA_FILES, or, when the files depend on what their folder holds (question
        packs), name them in a function `data_files()`."""
        from game.core.driver import PROFILE_FILE, PROFILE_SCHEMA  # the rules' core: after the menu's first frame
        rules = self.rules()
        own = rules.data_files() if hasattr(rules, "data_files") else rules.DATA_FILES
        return {**own, PROFILE_FILE: PROFILE_SCHEMA}


def discover() -> tuple[Title, ...]:
    """Every title here, by its `place`: each folder of this package's `__path__` that holds
    a text.toml (every title has its texts; the executable carries them as files beside its
    frozen modules, build.spec, so the folders are found the same way there). Importing a
    descriptor imports nothing else of its title."""
    found = []
    for place in __path__:
        for folder in sorted(Path(place).iterdir()) if Path(place).is_dir() else ():
            if (folder / "text.toml").is_file():
                title = importlib.import_module(f"{__name__}.{folder.name}").TITLE
                if title.id != folder.name:
                    raise ValueError(f"{folder}: its descriptor's id is {title.id!r}, not its folder's name")
                found.append(title)
    return tuple(sorted(found, key=lambda title: (title.place, title.id)))
