"""`alpenparty --selftest`: start the app headless and open every registered scene."""
from __future__ import annotations

import importlib
import traceback
from typing import Any, Callable

from game.core.seats import SeatSpec, TableConfig

FRAMES = 240
DT = 1 / 60
# Compiled modules the game loads only after the menu's first frame (key names, the art painter,
# the phones' server, the pads; TLS: game/phones/selfcheck.py): the one-file executable unpacks
# them at their first import (tools/late_runtime_hook.py), and some fall back quietly without them.
LOADED_LATE = ("_ctypes", "_queue", "websockets.speedups", "pygame._sdl2.controller")


def scene_factories(app: Any) -> list[tuple[str, Callable[[], Any]]]:
    from game import catalogue
    from game.shell.keymap import KeyMapScene
    from game.shell.keytest import KeyTestScene
    from game.shell.lobby import LobbyScene
    from game.shell.menu import MenuScene
    from game.shell.pause import PauseScene
    from game.shell.rules_help import RulesHelpScene
    from game.shell.settings_menu import SettingsScene
    from game.kit.table import TableSession
    from game.shell.learn import LearnScene, OfferScene

    factories: list[tuple[str, Callable[[], Any]]] = [
        ("menu", lambda: MenuScene(app)),
        ("settings", lambda: SettingsScene(app)),
        ("keytest", lambda: KeyTestScene(app)),
        ("keymap", lambda: KeyMapScene(app)),
        ("learn", lambda: LearnScene(app)),
    ]
    titles, _ = catalogue.available()
    for title in titles:
        def table(title=title) -> Any:
            config = TableConfig(tuple(SeatSpec("bot", "hard") for _ in range(title.max_players)),
                                 title.default_options())
            return title.scene_class()(app, TableSession(title, config, seed=7))
        factories += [
            (f"{title.id} lobby", lambda title=title: LobbyScene(app, title)),
            (f"{title.id} table", table),
            (f"{title.id} rules", lambda title=title: RulesHelpScene(app, title)),
            (f"{title.id} pause", lambda table=table: PauseScene(app, table())),
        ]
        if title.has_guide:
            factories.append((f"{title.id} guide offer", lambda title=title: OfferScene(app, title, lambda: None)))
    return factories


def run_all() -> list[str]:
    from game.app import App
    from game.shell.menu import MenuScene
    app = App()
    app.push(MenuScene(app))
    problems = []
    for name, factory in scene_factories(app):
        try:
            scene = factory()
            app.push(scene)
            for _ in range(FRAMES):
                app.frame(DT)
            if app.top is scene:
                app.pop()
            else:
                app.pop_to(MenuScene)
        except Exception:  # the selftest reports every failure instead of stopping at the first
            problems.append(f"{name}: {traceback.format_exc(limit=4)}")
            app.pop_to(MenuScene)
    unnamed = [f"{device}.{button}" for device in app.input.keyboard.maps()
               for button, label in app.input.key_labels(device).items() if label.startswith("#")]
    if unnamed:
        problems.append(f"keys without a name in the seat hints: {', '.join(unnamed)}")
    app.shutdown()
    from game.phones import selfcheck
    return problems + late_modules() + selfcheck.problems()


def late_modules(names: tuple[str, ...] = LOADED_LATE) -> list[str]:
    """A problem for each of `names` that does not load in this build."""
    found = []
    for name in names:
        try:
            importlib.import_module(name)
        except ImportError as error:
            found.append(f"{name} does not load: {error}")
    return found
