"""One entry per title: the menu, lobby, arena, selftest and tests all loop over it.

A title is listed only when it is complete (rules, bots, table scene, phone view, rules
page). Its modules are named by dotted path and imported on demand, so the headless arena
never loads a scene, and a title whose data in levels/ is broken stays out of the menu while
the rest of the game works (`available()` reports why). A title's modules live in one
folder (game/titles/<id>/): the phone's view is `phone.py` beside its `rules_module`.
The entry also tells the shared tests what to play: the seatings whose tables are laid out
differently (`seatings`) and the options of a game that ends soon (`short_game`).
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field
from typing import Any, Callable

from game.core.errors import DataError
from game.schema import Choice, Part


@dataclass(frozen=True)
class Option:
    """A table option shown in the lobby. `choices` are values; labels come from text keys
    `<label_key>.<value>` when `choice_keys` is true, else the value is shown as is."""

    key: str
    label_key: str
    choices: tuple[Any, ...]
    default: Any
    choice_keys: bool = False


@dataclass(frozen=True)
class Title:
    id: str
    name_key: str
    min_players: int
    max_players: int
    default_players: int
    rules_module: str
    bots_module: str
    scene: str
    options: tuple[Option, ...] = ()
    player_counts: tuple[int, ...] = ()
    blurb_key: str = ""
    teams: bool = False  # the seats opposite each other win together (core.seats.teams_opposite)
    audience: bool = False  # the room's phones without a seat play along (game/titles/<id>/audience.py)
    seatings: tuple[int, ...] = ()  # player counts laid out differently, for the layout tests (default: fewest, most)
    short_game: dict[str, Any] = field(default_factory=dict, compare=False)  # options of a game that ends soon (tests)
    prepare: str = ""  # "module:function" that sets a new table's options before the deal
    notices: str = ""  # "module:function": what the menu and lobby tell of data left out, see data_notices

    @property
    def counts(self) -> tuple[int, ...]:
        return self.player_counts or tuple(range(self.min_players, self.max_players + 1))

    @property
    def layouts(self) -> tuple[int, ...]:
        """The player counts whose tables the layout tests draw: `seatings`, or the fewest and
        the most."""
        return self.seatings or tuple(dict.fromkeys((self.counts[0], self.counts[-1])))

    def phone(self) -> Any:
        """What a seat's phone shows and what its taps do: phone.py in the title's folder
        (`seat_view(table, seat, offered)`, `taps(table, seat)`, and optionally `result(table,
        seat)`: the lines of the last round's result, game/phones/readout.py)."""
        return importlib.import_module(f"{self.rules_module.rpartition('.')[0]}.phone")

    def rules(self) -> Any:
        return importlib.import_module(self.rules_module)

    @property
    def has_guide(self) -> bool:
        """Whether the title has a guided first game (game/titles/<id>/guide.py, game/kit/guide.py);
        asked without importing it, so the menu's first frame stays light."""
        return importlib.util.find_spec(f"game.titles.{self.id}.guide") is not None

    def bots(self) -> Any:
        return importlib.import_module(self.bots_module)

    def scene_class(self) -> Callable[..., Any]:
        module, name = self.scene.split(":")
        return getattr(importlib.import_module(module), name)

    def default_options(self) -> dict[str, Any]:
        return {option.key: option.default for option in self.options}

    def prepare_options(self, options: dict[str, Any], seed: int) -> dict[str, Any]:
        """The options a new table with players plays with (Gambit 7 adds its questions)."""
        if not self.prepare:
            return options
        module, name = self.prepare.split(":")
        return getattr(importlib.import_module(module), name)(options, seed)

    def data_notices(self) -> list[tuple[str, dict[str, Any]]]:
        """(text key, values) for each part of the title's data left out while the rest plays
        (Gambit 7's refused question packs): the menu and the lobby show them."""
        if not self.notices:
            return []
        module, name = self.notices.split(":")
        return getattr(importlib.import_module(module), name)()

    def option_shapes(self) -> dict[str, Part]:
        """What a table's options may hold: each lobby option's choices, and what the
        `prepare` hook adds, as its module declares it (PREPARED)."""
        shapes: dict[str, Part] = {option.key: Choice(option.choices) for option in self.options}
        if self.prepare:
            shapes.update(importlib.import_module(self.prepare.split(":")[0]).PREPARED)
        return shapes

    def load_data(self) -> Any:
        """The title's data in levels/, read and checked (its rules' `check_data`; DataError when
        broken): the one object a game of it gives its rules (`new_game`), its bots (`make_bot`)
        and its table (`session.data`), and that a save's data digest hashes."""
        return self.rules().check_data()

    def data_files(self) -> dict[str, Part]:
        """Every levels/ file a game of this title reads, with its schema (its rules' files
        and the bots' profiles): the files `load_data` reads. The rules declare their
        files in DATA_FILES, or, when the files depend on what their folder holds (Gambit
        7's question packs), name them in a function `data_files()`."""
        from game.core.driver import PROFILE_FILE, PROFILE_SCHEMA
        rules = self.rules()
        own = rules.data_files() if hasattr(rules, "data_files") else rules.DATA_FILES
        return {**own, PROFILE_FILE: PROFILE_SCHEMA}


TITLES: tuple[Title, ...] = (
    Title(
        id="gaemsh", name_key="gaemsh.name", blurb_key="gaemsh.blurb",
        min_players=4, max_players=6, default_players=4, player_counts=(4, 6),
        rules_module="game.titles.gaemsh.rules", bots_module="game.titles.gaemsh.bots",
        scene="game.titles.gaemsh.table:GaemshTable",
        options=(Option("foehn", "gaemsh.option.foehn", (False, True), False),
                 Option("target", "gaemsh.option.target", (5, 7, 9, 12, 15), 9),
                 Option("real_signals", "gaemsh.option.real_signals", (False, True), False)),
        teams=True, short_game={"target": 3, "foehn": True},
    ),
    Title(
        id="cambio", name_key="cambio.name", blurb_key="cambio.blurb",
        min_players=2, max_players=6, default_players=4,
        rules_module="game.titles.cambio.rules", bots_module="game.titles.cambio.bots",
        scene="game.titles.cambio.table:CambioTable",
        options=(Option("target", "cambio.option.target", (30, 50, 75, 100), 50),
                 Option("burn_window", "cambio.option.burn_window", (1.5, 2.0, 3.0, 4.0), 2.0)),
        seatings=(2, 5, 6), short_game={"target": 12},
    ),
    Title(
        id="stafette", name_key="stafette.name", blurb_key="stafette.blurb",
        min_players=3, max_players=6, default_players=4,
        rules_module="game.titles.stafette.rules", bots_module="game.titles.stafette.bots",
        scene="game.titles.stafette.table:StafetteTable",
    ),
    Title(
        id="gambit7", name_key="gambit7.name", blurb_key="gambit7.blurb",
        min_players=3, max_players=7, default_players=4,
        rules_module="game.titles.gambit7.rules", bots_module="game.titles.gambit7.bots",
        scene="game.titles.gambit7.table:Gambit7Table", prepare="game.titles.gambit7.asked:prepare",
        notices="game.titles.gambit7.questions:refused_notices", audience=True,
        options=(Option("answer_time", "gambit7.option.answer_time", ("normal", "extended", "off"), "normal",
                        choice_keys=True),),
    ),
    Title(
        id="altitude", name_key="altitude.name", blurb_key="altitude.blurb",
        min_players=1, max_players=4, default_players=1,
        rules_module="game.titles.altitude.rules", bots_module="game.titles.altitude.bots",
        scene="game.titles.altitude.table:AltitudeTable", prepare="game.titles.altitude.best:prepare",
        options=(Option("mountain", "altitude.option.mountain", ("seeded", "daily"), "seeded", choice_keys=True),),
        seatings=(1, 2, 4),
    ),
)


@dataclass(frozen=True)
class LeftOut:
    """Why a title (or, with `title` None, every title) stays out of the menu."""

    title: Title | None
    problem: str

    def __str__(self) -> str:
        return f"{self.title.id if self.title else 'every title'}: {self.problem}"


def available() -> tuple[list[Title], list[LeftOut]]:
    """Titles whose data loads, and why each one left out is.

    Checks every file in levels/ against its schema: bots.toml first (every title's bots
    need it: when it is broken no title is ready), then each title's own files."""
    broken = check_profiles()
    if broken is not None:
        return [], [broken]
    ready, problems = [], []
    for title in TITLES:
        problem = check_title(title)
        if problem is None:
            ready.append(title)
        else:
            problems.append(problem)
    return ready, problems


def check_profiles() -> LeftOut | None:
    """Why no title is ready (levels/bots.toml, which every title's bots read), or None."""
    from game.core.driver import load_profiles  # the rules' core: after the menu's first frame
    try:
        load_profiles()
    except DataError as exc:
        return LeftOut(None, str(exc))
    return None


def check_title(title: Title) -> LeftOut | None:
    """Why `title` stays out of the menu (its rules' files in levels/), or None. The first
    check of a title imports its rules and reads its data: the menu does it one title per frame
    after its first frame (game/shell/menu.py), the arena and selftest all at once."""
    try:
        title.load_data()
    except DataError as exc:
        return LeftOut(title, str(exc))
    return None


def by_id(title_id: str) -> Title:
    for title in TITLES:
        if title.id == title_id:
            return title
    known = ", ".join(t.id for t in TITLES) or "none"
    raise KeyError(f"unknown title {title_id!r} (known: {known})")
