"""Render every scene headless to PNG, for a person to look at.

    python tools/screenshots.py [--out docs/screenshots] [--lang en] [--size 960x540] [--shell]

Writes menu, settings, key map, key test, a yes-or-no question, and per title: lobby,
table (after some seconds of bot play), pause, rules pages and results; with --shell the
tables are not played (the pause window shows over a table just dealt) and the lobby is
also shot with phones on and every keyboard seated. --size draws as a window of that size
does (the view letterboxed in it at its real pixels).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ALPENPARTY_HOME", tempfile.mkdtemp())
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="out/screens")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--seconds", type=float, default=20.0, help="bot play before the table shot")
    parser.add_argument("--size", default="1280x720", help="the window's size, e.g. 960x540")
    parser.add_argument("--shell", action="store_true", help="the shell's screens only, no table play")
    args = parser.parse_args()
    size = tuple(int(side) for side in args.size.split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    import pygame

    from game import catalogue
    from game.app import App, display_window
    from game.core.seats import SeatSpec, TableConfig
    from game.shell.keymap import KeyMapScene
    from game.shell.keytest import KeyTestScene
    from game.shell.lobby import LobbyScene
    from game.shell.menu import MenuScene
    from game.shell.pause import PauseScene
    from game.shell.results import ResultsScene
    from game.shell.rules_help import RulesHelpScene
    from game.shell.settings_menu import SettingsScene
    from game.kit.table import TableSession
    from game.shell.confirm import ConfirmScene

    app = App()
    app.settings.language = args.lang
    display_window().size = size

    def shot(name: str, frames: int = 30) -> None:
        for _ in range(frames):
            app.frame(1 / 60)
        pygame.image.save(app.screen.surface, str(out / f"{name}.png"))
        print(out / f"{name}.png")

    app.push(MenuScene(app))
    shot("menu", 240)
    for name, scene in (("settings", SettingsScene), ("keymap", KeyMapScene), ("keytest", KeyTestScene)):
        app.push(scene(app))
        shot(name)
        app.pop()
    titles, _ = catalogue.available()
    app.push(ConfirmScene(app, app.text("confirm.replace_save", title=app.text(titles[0].name_key)),
                          "confirm.replace_save.yes", lambda: None))
    shot("confirm", 2)
    app.pop()
    for title in titles:
        lobby = LobbyScene(app, title)
        app.push(lobby)
        shot(f"{title.id}-lobby")
        if args.shell:
            lobby.change(("phones", None), 1)
            for cluster in range(1, 6):
                lobby.join(f"kb{cluster}")
            shot(f"{title.id}-lobby-phones", 2)
            lobby.change(("phones", None), 1)
        app.pop()
        players = title.default_players
        seats = (SeatSpec("human"),) + tuple(SeatSpec("bot", "normal") for _ in range(players - 1))
        config = TableConfig(seats, title.default_options())
        session = TableSession(title, config, seed=5, humans={0: "kb1"})
        app.input.bind("kb1", 0)
        table = title.scene_class()(app, session)
        app.push(table)
        shot(f"{title.id}-table", 2 if args.shell else int(args.seconds * 60))
        app.push(PauseScene(app, table))
        shot(f"{title.id}-pause", 5)
        app.pop()
        app.push(RulesHelpScene(app, title))
        for page in range(app.top.count()):
            app.top.page = page
            shot(f"{title.id}-rules-{page + 1}", 2)
        app.pop()
        app.pop()
        app.input.unbind(0)
        finished = TableSession(title, TableConfig(tuple(SeatSpec("bot") for _ in range(players)),
                                                   title.default_options()), seed=5)
        while not finished.is_over():
            finished.step(0.5)
        app.push(ResultsScene(app, finished))
        app.top.skip()  # the ranking as it stands once it has come in, the confetti flying
        shot(f"{title.id}-results", 30)
        app.pop()
    app.shutdown()


if __name__ == "__main__":
    main()
