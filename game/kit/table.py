"""What every title's table scene shares: the running match, bots on the wall clock,
refusals shown at the seat, privacy of hidden cards, pause, autosave and the results.

A title's scene subclasses `TableScene` and fills in `seat_action` (intent -> action),
`show_events` (events -> animations and sounds) and `draw_table`. It holds no rule: it
asks the rules state (through observations) and the events what to show.
"""
from __future__ import annotations

import dataclasses
import json
from typing import Any

import pygame

from game import settings as settings_store
from game.arena import make_driver, step_match
from game.catalogue import Title
from game.core.errors import RuleError
from game.core.match import Match
from game.core.seats import TableConfig
from game.input.intents import Intent
from game.kit.log import TableLog, draw_log
from game.scene import Scene
from game.ui import widgets
from game.ui.palette import seat_colour

AUTOSAVE_EVERY = 5.0  # game seconds between saves of a game in progress
MOMENT_SECONDS = 1.5  # a seat's own look or peek shows its card this long in "peek" privacy
RESULTS_DELAY = 2.5  # seconds the final table stays before the results appear
REFUSAL_SECONDS = 2.5


def seat_name(app: Any, session: "TableSession", seat: int) -> str:
    """"Player 2" or "Bot 3": how the table, its log and the results name a seat."""
    return app.text("seat.human" if seat in session.humans else "seat.bot", seat=seat + 1)


class TableSession:
    """A match plus its bots and human seats, on the table's own game clock."""

    def __init__(self, title: Title, config: TableConfig, seed: int,
                 humans: dict[int, str] | None = None, match: Match | None = None) -> None:
        self.title = title
        self.config = config
        self.seed = seed
        self.humans = dict(humans or {})  # seat -> input device
        if match is None and self.humans:
            config = dataclasses.replace(config, options=title.prepare_options(dict(config.options), seed))
            self.config = config
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

    def to_text(self) -> str:
        return json.dumps({"match": self.match.to_text(),
                           "humans": {str(seat): device for seat, device in self.humans.items()}})

    @classmethod
    def from_text(cls, text: str, titles: list[Title]) -> "TableSession":
        data = json.loads(text)
        match_data = json.loads(data["match"])
        title = next(t for t in titles if t.id == match_data["title"])
        rules = title.rules()
        match = Match.from_text(data["match"], rules.new_game, rules.CODEC)
        humans = {int(seat): device for seat, device in data["humans"].items()}
        return cls(title, match.config, match.seed, humans, match)


class TableScene(Scene):
    """Base of every title's table. `attract` tables (behind the menu) ignore input."""

    peek_button = "alt"  # held by a seat in "peek" privacy to see its own hidden cards
    log_region: pygame.Rect | None = None  # where the table log shows (a title's layout)

    def __init__(self, app: Any, session: TableSession, attract: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.attract = attract
        self.time = 0.0  # scene time, for animations
        self.toasts: list[widgets.Toast] = []
        self.held: dict[int, set[str]] = {seat: set() for seat in session.humans}
        self.moments: dict[int, float] = {}  # seat -> scene time its private moment ends
        self.over_since: float | None = None
        self.log = TableLog()
        self.saved_at = 0.0

    # --- for subclasses -------------------------------------------------------
    def seat_action(self, seat: int, intent: Intent) -> Any | None:
        """Turn a seat's press into an action (or None when it only changes the scene)."""
        return None

    def show_events(self, events: list[Any]) -> None:
        """Start animations and sounds for events (the state has already changed)."""

    def describe(self, event: Any) -> tuple[str, int | None] | None:
        """How a public event reads in the table log (words, and whose line it is), or None
        for events not worth a line."""
        return None

    def draw_table(self, surface: pygame.Surface) -> None:
        """Paint the table from observations; change nothing."""

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat sits on screen (toasts and hints appear there)."""
        return (self.app.size[0] // 2, self.app.size[1] // 2)

    # --- shared behaviour -----------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return seat_name(self.app, self.session, seat)

    @staticmethod
    def shared(event: Any) -> bool:
        """Whether an event may go into the shared log: seen by all, or the masked copy that
        the others see of a seat's private moment (its audience leaves out the seat itself,
        so it holds no secret: "Player 1 drew from the deck" without the card)."""
        audience = getattr(event, "audience", None)
        return audience is None or getattr(event, "seat", None) not in (None, *audience)

    def take(self, events: list[Any]) -> None:
        """New events from the match: public ones go to the table log, then to the title."""
        for event in events:
            if self.shared(event):
                line = self.describe(event)
                if line is not None:
                    self.log.add(line[0], self.time, line[1])
        self.show_events(events)

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
        return self.peek_button in self.held.get(seat, set()) or self.private_moment(seat)

    def private_moment(self, seat: int) -> bool:
        """`seat` is in a moment of its own (its opening look, its peek: `open_moment`; a title
        may add more, such as its drawn card), when its hidden cards show without the peek
        key. A shout, a die or a slap is never one: pressing a key does not show a hand."""
        return self.moments.get(seat, -1.0) > self.time

    def open_moment(self, seat: int, seconds: float = MOMENT_SECONDS) -> None:
        self.moments[seat] = max(self.moments.get(seat, -1.0), self.time + seconds)

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
        self.take(events)
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
        self.take(self.session.step(dt))
        self.toasts = [t for t in self.toasts if t.until > self.time]
        if not self.attract and self.session.clock - self.saved_at >= AUTOSAVE_EVERY:
            self.autosave()

    def animate(self, dt: float) -> None:
        """Advance animations by `dt` (already scaled by the animation-speed setting)."""

    def finish(self) -> None:
        if self.over_since is None:
            self.over_since = self.time
            if not self.attract:
                settings_store.clear_game()
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
        settings_store.save_game(self.session.to_text())

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        if self.log_region is not None and not self.attract:
            draw_log(surface, self.log, self.log_region, self.time, seat_colour)
        for toast in self.toasts:
            widgets.draw_toast(surface, toast)
