"""What every title's table scene shares: the running match, bots on the wall clock,
refusals shown at the seat, privacy of hidden cards, pause, autosave and the results.

A title's scene subclasses `TableScene` and fills in `seat_action` (intent -> action),
`show_events` (events -> animations and sounds) and `draw_table`. It holds no rule: it
asks the rules state (through observations) and the events what to show.
"""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game import saves
from game.arena import make_driver, step_match
from game.catalogue import Title
from game.core.errors import RuleError
from game.core.match import Match
from game.core.seats import TableConfig
from game.input.intents import Intent
from game.scene import Scene
from game.ui import widgets

AUTOSAVE_EVERY = 5.0  # game seconds between saves of a game in progress
PEEK_SECONDS = 1.5  # in "peek" privacy a hand shows this long after its owner's last press
RESULTS_DELAY = 2.5  # seconds the final table stays before the results appear
REFUSAL_SECONDS = 2.5


class TableSession:
    """A match plus its bots and human seats, on the table's own game clock."""

    def __init__(self, title: Title, config: TableConfig, seed: int,
                 humans: dict[int, str] | None = None, match: Match | None = None) -> None:
        self.title = title
        self.config = config
        self.seed = seed
        self.humans = dict(humans or {})  # seat -> input device
        rules = title.rules()
        self.match = match or Match(title.id, rules.new_game, rules.CODEC, config, seed)
        self.driver = make_driver(title, config, seed)
        self.clock = self.match.now

    def step(self, dt: float) -> list[Any]:
        self.clock += dt
        return step_match(self.match, self.driver, self.clock)

    def submit(self, action: Any) -> list[Any]:
        """A human's action; raises RuleError with the state unchanged."""
        events = self.match.submit(action)
        self.driver.see(events, self.clock)
        return events

    @property
    def state(self) -> Any:
        return self.match.state


class TableScene(Scene):
    """Base of every title's table. `attract` tables (behind the menu) ignore input."""

    peek_button = "alt"  # held by a seat in "peek" privacy to see its own hidden cards

    def __init__(self, app: Any, session: TableSession, attract: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.attract = attract
        self.time = 0.0  # scene time, for animations
        self.toasts: list[widgets.Toast] = []
        self.last_press: dict[int, float] = {}
        self.held: dict[int, set[str]] = {seat: set() for seat in session.humans}
        self.over_since: float | None = None
        self.saved_at = 0.0

    # --- for subclasses -------------------------------------------------------
    def seat_action(self, seat: int, intent: Intent) -> Any | None:
        """Turn a seat's press into an action (or None when it only changes the scene)."""
        return None

    def show_events(self, events: list[Any]) -> None:
        """Start animations and sounds for events (the state has already changed)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Paint the table from observations; change nothing."""

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat sits on screen (toasts and hints appear there)."""
        return (self.app.size[0] // 2, self.app.size[1] // 2)

    # --- shared behaviour -----------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    def stamp(self) -> dict[str, Any]:
        return {"t": self.session.clock}

    def hand_visible(self, seat: int) -> bool:
        """Whether `seat`'s hidden cards may be drawn face up on the shared screen."""
        humans = self.session.humans
        if seat not in humans:
            return False
        if len(humans) == 1 or self.app.settings.privacy == "open":
            return True
        recent = self.time - self.last_press.get(seat, -99.0) < PEEK_SECONDS
        return recent or self.peek_button in self.held.get(seat, set())

    def handle(self, intent: Intent) -> bool:
        if self.attract:
            return False
        if intent.button in ("pause", "pad_lost") and intent.pressed:
            from game.shell.pause import PauseScene
            self.autosave()
            self.app.push(PauseScene(self.app, self))
            return True
        if intent.button == "unbound" and intent.pressed:
            self.toasts.append(widgets.Toast(self.app.text("input.unbound"), (self.app.size[0] // 2, self.app.size[1] - 30),
                                             self.time + REFUSAL_SECONDS, widgets.WOOD))
            return True
        seat = intent.seat
        if seat is None or seat not in self.session.humans:
            return False
        held = self.held.setdefault(seat, set())
        if not intent.pressed:
            held.discard(intent.button)
            return True
        held.add(intent.button)
        self.last_press[seat] = self.time
        if self.state.is_over():
            return True
        action = self.seat_action(seat, intent)
        if action is not None:
            self.submit(seat, action, intent.order)
        return True

    def submit(self, seat: int, action: Any, order: int = 0) -> bool:
        if hasattr(action, "order"):
            action = dataclasses.replace(action, t=self.session.clock, order=order)
        try:
            events = self.session.submit(action)
        except RuleError as refusal:
            self.refuse(seat, refusal)
            return False
        self.show_events(events)
        return True

    def refuse(self, seat: int, refusal: RuleError) -> None:
        words = self.app.text(refusal.reason, **refusal.params)
        self.toast(seat, words)
        self.app.sound.play("wrong")

    def toast(self, seat: int, words: str, seconds: float = REFUSAL_SECONDS) -> None:
        self.toasts = [t for t in self.toasts if t.pos != self.seat_anchor(seat)]
        self.toasts.append(widgets.Toast(words, self.seat_anchor(seat), self.time + seconds))

    def update(self, dt: float) -> None:
        scaled = dt * self.app.settings.anim_speed
        self.time += dt
        self.animate(scaled)
        if self.state.is_over():
            self.finish()
            return
        self.show_events(self.session.step(dt))
        self.toasts = [t for t in self.toasts if t.until > self.time]
        if not self.attract and self.session.clock - self.saved_at >= AUTOSAVE_EVERY:
            self.autosave()

    def animate(self, dt: float) -> None:
        """Advance animations by `dt` (already scaled by the animation-speed setting)."""

    def finish(self) -> None:
        if self.over_since is None:
            self.over_since = self.time
            if not self.attract:
                saves.clear(self.session.title.id)
                self.app.sound.play("win")
        if self.time - self.over_since < RESULTS_DELAY:
            return
        if self.attract:
            self.restart_attract()
        else:
            from game.shell.results import ResultsScene
            self.app.replace(ResultsScene(self.app, self.session))

    def restart_attract(self) -> None:
        """Behind the menu: deal the next game (seed + 1) into this same scene object, so the
        menu keeps drawing it; re-running __init__ resets the subclass's scene state too."""
        session = self.session
        self.__init__(self.app, TableSession(session.title, session.config, session.seed + 1), attract=True)

    def autosave(self) -> None:
        if self.attract or self.state.is_over():
            return
        self.saved_at = self.session.clock
        saves.store(self.session)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        for toast in self.toasts:
            widgets.draw_toast(surface, toast)
