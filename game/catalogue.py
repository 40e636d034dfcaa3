"""One entry per title: the menu, lobby, arena, selftest and tests all loop over it.

A title is listed only when it is complete (rules, bots, table scene, rules page). Its
modules are named by dotted path and imported on demand, so the headless arena never
loads a scene, and a title whose data in levels/ is broken stays out of the menu while
the rest of the game works (`available()` reports why).
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable

from game.core.errors import DataError


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
    extra: dict = field(default_factory=dict)
    prepare: str = ""  # "module:function" that sets a new table's options before the deal

    @property
    def counts(self) -> tuple[int, ...]:
        return self.player_counts or tuple(range(self.min_players, self.max_players + 1))

    def rules(self) -> Any:
        return importlib.import_module(self.rules_module)

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


TITLES: tuple[Title, ...] = (
    Title(
        id="gaemsh", name_key="gaemsh.name", blurb_key="gaemsh.blurb",
        min_players=4, max_players=6, default_players=4, player_counts=(4, 6),
        rules_module="game.titles.gaemsh.rules", bots_module="game.titles.gaemsh.bots",
        scene="game.titles.gaemsh.table:GaemshTable",
        options=(Option("foehn", "gaemsh.option.foehn", (False, True), False),
                 Option("target", "gaemsh.option.target", (5, 7, 9, 12, 15), 9),
                 Option("real_signals", "gaemsh.option.real_signals", (False, True), False)),
        extra={"teams": True},
    ),
    Title(
        id="cambio", name_key="cambio.name", blurb_key="cambio.blurb",
        min_players=2, max_players=6, default_players=4,
        rules_module="game.titles.cambio.rules", bots_module="game.titles.cambio.bots",
        scene="game.titles.cambio.table:CambioTable",
        options=(Option("target", "cambio.option.target", (30, 50, 75, 100), 50),
                 Option("burn_window", "cambio.option.burn_window", (1.5, 2.0, 3.0, 4.0), 2.0)),
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
        options=(Option("answer_time", "gambit7.option.answer_time", ("normal", "extended", "off"), "normal",
                        choice_keys=True),),
    ),
    Title(
        id="altitude", name_key="altitude.name", blurb_key="altitude.blurb",
        min_players=1, max_players=4, default_players=1,
        rules_module="game.titles.altitude.rules", bots_module="game.titles.altitude.bots",
        scene="game.titles.altitude.table:AltitudeTable", prepare="game.titles.altitude.best:prepare",
        options=(Option("mountain", "altitude.option.mountain", ("seeded", "daily"), "seeded", choice_keys=True),),
    ),
)


def available() -> tuple[list[Title], list[str]]:
    """Titles whose data loads, and a message for each one left out."""
    ready, problems = [], []
    for title in TITLES:
        try:
            title.rules().check_data()
        except DataError as exc:
            problems.append(f"{title.id}: {exc}")
        else:
            ready.append(title)
    return ready, problems


def by_id(title_id: str) -> Title:
    for title in TITLES:
        if title.id == title_id:
            return title
    known = ", ".join(t.id for t in TITLES) or "none"
    raise KeyError(f"unknown title {title_id!r} (known: {known})")
