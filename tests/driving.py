"""Driving a table scene in tests the way players do: real key events through the real
input layer, on the default key clusters (docs/CONTROLS.md)."""
from __future__ import annotations

from typing import Any, Iterable

import pygame

from game.catalogue import Title
from game.core.seats import SeatSpec, TableConfig
from game.kit.table import TableSession


def push_table(app: Any, title: Title, scene_class: type, players: int, humans: dict[int, str] | None = None,
               state: Any = None, seed: int = 5, host: Any = None, level: str = "normal",
               options: dict | None = None) -> Any:
    """Push a table; `humans` maps seat -> cluster (default seat 0 on kb1); `state`
    replaces the dealt game; `host` what surrounds it (default: the app's, people seated)."""
    humans = humans if humans is not None else {0: "kb1"}
    for seat, device in humans.items():
        app.input.bind(device, seat)
    seats = tuple(SeatSpec("human") if seat in humans else SeatSpec("bot", level) for seat in range(players))
    session = TableSession(title, TableConfig(seats, options or {}), seed, humans)
    if state is not None:
        session.match.state = state
    scene = scene_class(app, session, host)
    app.push(scene)
    return scene


def _key_event(app: Any, kind: int, device: str, button: str) -> None:
    scancode = app.input.keyboard.scancode(device, button)
    pygame.event.post(pygame.event.Event(kind, scancode=scancode, key=0, mod=0, unicode=""))


def _frame(app: Any, elapsed: float, draw: bool) -> None:
    (app.frame if draw else app.advance)(elapsed)


def press(app: Any, device: str, button: str, frames: int = 1, release: bool = True, draw: bool = True) -> None:
    """Press (and by default release) a cluster's button, then run `frames` more frames;
    `draw=False`: the frames are not drawn (the caller draws the moment it checks)."""
    _key_event(app, pygame.KEYDOWN, device, button)
    _frame(app, 1 / 60, draw)
    if release:
        _key_event(app, pygame.KEYUP, device, button)
    for _ in range(frames):
        _frame(app, 1 / 60, draw)


def release(app: Any, device: str, button: str, draw: bool = True) -> None:
    _key_event(app, pygame.KEYUP, device, button)
    _frame(app, 1 / 60, draw)


def wait(app: Any, seconds: float, frame: float) -> None:
    """Play `seconds` out in frames of `frame` seconds, nothing pressed. Only the last frame is
    drawn: the steps of every frame run, and a picture nobody looks at between two of them is
    not made (a test that reads a moment's picture draws that moment)."""
    for _ in range(max(1, round(seconds / frame)) - 1):
        app.advance(frame)
    app.frame(frame)


def run(app: Any, seconds: float) -> None:
    """Let the table play on for `seconds` (in long frames, the last one drawn)."""
    wait(app, seconds, 0.25)


def logged(scene: Any, kind: type) -> list[Any]:
    """The actions of `kind` the match took, in order."""
    return [action for action in scene.session.match.actions() if isinstance(action, kind)]


def pressed(scene: Any, kind: type) -> list[Any]:
    """The presses (`Stamped`) of actions of `kind` the match took, in order."""
    return [press for press in scene.session.match.log if isinstance(press.action, kind)]


def banners(scene: Any) -> list[str]:
    return scene.banners.words()


def toasts(scene: Any) -> list[str]:
    return [toast.words for toast in scene.toasts]


class FakeClock:
    """A frame clock for App(clock=...): each tick returns the next of the given frame times."""

    def __init__(self, frame_times: Iterable[float]) -> None:
        self.frame_times = iter(frame_times)
        self.ticks = 0

    def tick(self) -> float:
        self.ticks += 1
        return next(self.frame_times)
