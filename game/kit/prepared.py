"""Real tables started from a prepared position: for the guided first games (game/kit/guide.py)
and for still pictures of a table (the rules help's pictures).

A title declares its positions in `game/titles/<id>/positions.py` as `POSITIONS`, a dict of
name -> `Position`:

    Position(players=3, build=lambda data: rules.RaceState.setup(hands, pile, rolls=(2, 2), data=data),
             learners=(0, 1), replay=(...), scripts={1: (Line(rules.Roll(1, "black")), ...)})

- `build(data)` makes the rules state with the rules' own constructors (an explicit deal, dice
  order or question list, as the title's tests do) on the title's data (`Title.load_data`,
  read once for the position's rules, bots and table); `replay` are actions applied to it before
  the table opens, each as soon as the rules take it (the timers before it fire), so a
  position may start mid-game (a jostle open, the fifth round); then `timers` of the rules'
  timers fire (the last reveal ends and the next question is asked).
- `learners` are the seats people may take, in order: one person takes the first, two take the
  first two. A learner seat nobody takes is played by a bot following that seat's script.
- `scripts[seat]` is what the bot of `seat` does, in order: each `Line` is pressed `after`
  seconds of game time once the rules would take it (`state.refusal` is None) and its
  `ready(state)` holds, so a script waits for the table to reach the moment it was written
  for. A seat without a script, or past its last line, plays as the title's normal bot.

Use:
- `session(title, position, humans)` -> `PreparedSession`, a `TableSession` whose match was
  built from the position and whose bots follow the scripts. `session.frozen = True` holds
  its clock (no timer fires, no bot presses) while the table keeps animating: the guide holds
  the game while it talks. A prepared game is never saved (its record would not replay
  through `new_game`), nor does it clear the title's own saved game.
- `table(app, title, name, humans)` -> the title's table scene (a subclass with
  `PreparedTable`) over that session, not yet pushed; `scene_class(title, *mixins)` is the
  class (a guide adds its own mixin).
- `picture(app, title, name, seconds=1.0, humans=None, play=False)` -> a Canvas of the
  1280x720 screen with that position's table drawn at the current scale, after `seconds` of
  its animations (with `play`, the game runs meanwhile: timers fire, scripted bots press).
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from game.catalogue import Title
from game.core.actions import Stamped
from game.core.driver import BotDriver
from game.core.match import Match
from game.core.seats import SeatSpec, TableConfig
from game.kit.table import SCREEN, TableScene, TableSession
from game.ui import canvas
from game.ui.canvas import Canvas

REPLAY_TIMERS = 50  # timers a replayed action may wait for before the position counts as broken
PICTURE_STEP = 1 / 30  # seconds a still picture's table plays per update before it is drawn


@dataclass(frozen=True)
class Line:
    """One press of a scripted bot: `action` (its t and order are stamped when pressed),
    `after` seconds of game time once the rules would take it and `ready(state)` holds (when
    given: a moment the rules do not mark, as a partner's signal in a real-time game where
    nearly every press is legal at any time)."""

    action: Any
    after: float = 1.2
    ready: Callable[[Any], bool] | None = None


@dataclass(frozen=True)
class Position:
    """A table to start from: see the module's docstring."""

    players: int
    build: Callable[[Any], Any]  # the title's data -> the rules state
    learners: tuple[int, ...] = (0,)
    replay: tuple[Any, ...] = ()
    timers: int = 0  # rules timers fired after the replay (a reveal that ends, the next round asked)
    scripts: Mapping[int, tuple[Line, ...]] = field(default_factory=dict)
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 1
    level: str = "normal"


def positions(title: Title) -> dict[str, Position]:
    """The title's prepared positions (an empty dict when it declares none)."""
    try:
        module = importlib.import_module(f"game.titles.{title.id}.positions")
    except ModuleNotFoundError:
        return {}
    return dict(module.POSITIONS)


class ScriptDriver(BotDriver):
    """The title's bots, with the seats that have a script playing it first: a line is pressed
    `after` seconds once the rules would take it; past its last line a seat's own bot plays."""

    def __init__(self, bots: BotDriver, scripts: Mapping[int, tuple[Line, ...]]) -> None:
        self.scripts = {seat: list(lines) for seat, lines in scripts.items() if lines}
        self.waiting = {seat: bot for seat, bot in bots.bots.items() if seat in self.scripts}
        super().__init__(bot for seat, bot in bots.bots.items() if seat not in self.scripts)
        self.legal_since: dict[int, float] = {}  # seat -> game time its next line became legal

    def due(self, state: Any, now: float) -> list[Stamped]:
        ready = []
        for seat, script in list(self.scripts.items()):
            line = script[0]
            if state.refusal(line.action) is not None or \
                    (line.ready is not None and not line.ready(state)):
                self.legal_since.pop(seat, None)
                continue
            at = self.legal_since.setdefault(seat, now) + line.after
            if at <= now:
                script.pop(0)
                self.legal_since.pop(seat, None)
                ready.append(Stamped(line.action, at))
                if not script:
                    del self.scripts[seat]
                    self.sit(self.waiting.pop(seat))
        ready += super().due(state, now)
        ready.sort(key=lambda press: press.t)
        return ready

    def next_due(self) -> float | None:
        times = [since + self.scripts[seat][0].after for seat, since in self.legal_since.items() if seat in self.scripts]
        later = super().next_due()
        return min(times + ([later] if later is not None else []), default=None)

    def refused(self, action: Any, reason: str) -> None:
        """A scripted press the table refused (a window closed first) is tried again when legal."""
        if action.seat in self.waiting or action.seat in self.scripts:
            line = Line(action, 0.3)
            self.scripts.setdefault(action.seat, []).insert(0, line)
            self.waiting.setdefault(action.seat, self.bots.pop(action.seat, None))
            return
        super().refused(action, reason)


class PreparedSession(TableSession):
    """A TableSession started from a `Position`, with scripted bots and a clock that can be held."""

    saveable = False  # never saved (see the module's docstring): no data digest taken

    def __init__(self, title: Title, position: Position, humans: dict[int, str], data: Any = None) -> None:
        """`data`: the title's data (`Title.load_data`; None: loaded now)."""
        seats = tuple(SeatSpec("human") if seat in humans else SeatSpec("bot", position.level)
                      for seat in range(position.players))
        config = TableConfig(seats, dict(position.options))
        rules, data = title.rules(), title.load_data() if data is None else data
        match = Match(title.id, lambda _config, _seed: position.build(data), rules.CODEC, config, position.seed)
        for action in position.replay:
            match.submit(_when_legal(match, action))
        for _ in range(position.timers):
            match.tick(match.state.next_deadline())
        super().__init__(title, config, position.seed, humans, match, data=data)
        scripts = {seat: lines for seat, lines in position.scripts.items() if seat not in humans}
        self.driver = ScriptDriver(self.driver, scripts)
        self.position = position
        self.frozen = False  # held: the clock stands still (the guide is talking)

    def step(self, dt: float) -> list[Any]:
        return super().step(0.0 if self.frozen else dt)


def _when_legal(match: Match, action: Any) -> Stamped:
    """`action` pressed at the first moment the rules take it: the match's timers fire (a
    window closes, a kettle lands) until they do."""
    for _ in range(REPLAY_TIMERS):
        if match.state.refusal(action) is None:
            return Stamped(action, match.now)
        deadline = match.state.next_deadline()
        if deadline is None:
            break
        match.tick(deadline)
    raise ValueError(f"a prepared position replays {action}, which the rules never take")


class PreparedTable(TableScene):
    """The mixin of a title's table over a prepared session: unless given another host, its
    host saves nothing and leaves the title's saved game alone."""

    def __init__(self, app: Any, session: TableSession, host: Any = None) -> None:
        super().__init__(app, session, host if host is not None else app.table_host(keeps=False))


def scene_class(title: Title, *mixins: type) -> type:
    """The title's table class with `mixins` (first wins) and `PreparedTable`."""
    base = title.scene_class()
    return type(f"Prepared{base.__name__}", (*mixins, PreparedTable, base), {})


def session(title: Title, position: Position | str, humans: dict[int, str] | None = None,
            data: Any = None) -> PreparedSession:
    """A session of `position` (or the title's position of that name); `humans` maps learner
    seats to devices (default: none, all bots); `data` as for `PreparedSession`."""
    if isinstance(position, str):
        position = positions(title)[position]
    return PreparedSession(title, position, humans or {}, data)


def table(app: Any, title: Title, name: str, humans: dict[int, str] | None = None, *mixins: type,
          host: Any = None, data: Any = None) -> TableScene:
    """The title's table scene on its prepared position `name` (not pushed); `host`: what
    surrounds it (game/kit/host.py; default: one that keeps nothing); `data`: the title's
    data when already loaded (a rules help's pages share it)."""
    return scene_class(title, *mixins)(app, session(title, name, humans, data), host)


def picture(app: Any, title: Title, name: str, seconds: float = 1.0,
            humans: dict[int, str] | None = None, play: bool = False) -> Canvas:
    """The position's table drawn on a canvas of the logical screen at the current scale,
    after `seconds` of its animations (the opening's flights land); with `play` the game
    runs meanwhile (timers, scripted bots). Humans' key hints show when `humans` names devices."""
    scene = table(app, title, name, humans)
    scene.session.frozen = not play
    played = 0.0
    while played < seconds:
        scene.update(PICTURE_STEP)
        played += PICTURE_STEP
    image = canvas.new(SCREEN.size)
    scene.draw(image)
    scene.exit()
    return image
