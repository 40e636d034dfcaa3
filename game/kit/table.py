"""What every title's table scene shares: the running match, bots on the wall clock,
refusals shown at the seat, privacy of hidden cards, pause, autosave and the results; and
the drawing pieces every table uses: the animation clock with its flights, landings and
sound cues, banners in reserved regions and toasts beside the seats (game/kit/notices.py),
countdown rings, the key hint box, cached labels and the cached background, and the art a
title names (`art_to_show`) rasterised beside the frames from the table's start.

A title's scene subclasses `TableScene`, gives it its `controls` (game/titles/<id>/controls.py:
`Controls(table)`, whose `buttons(seat)` says what each of a seat's buttons and tap targets
means now, game/kit/controls.py; the kit turns presses, key hints, refusals, the guard and the
phone's taps out of that one answer, and `to_base(seat)` after an action), and fills in one `_on_<Event>` handler per event it animates,
`draw_table`, and its places (`seat_rect`, `banner_regions`). It holds no rule: it asks the
rules state (through observations) and the events what to show.

What happens around a table (pause, a phone away, the end, saves) is its host's
(game/kit/host.py), which the shell hands it: the kit imports no shell module.

Three clocks, all in seconds, all advanced only by `update(dt)` (never read from the wall):
- game time, `session.clock`: the match's time, which the rules see (`advance(now)`, each
  action's `t`, deadlines, bots' presses); it runs only while the table is the top scene,
  so it stops under the pause overlay, and a save replays it exactly;
- scene time, `TableScene.time`: how long this scene has been updated, at the true rate:
  toasts, the table log's ages, the results' delay, the late-press guard, key-hint timing;
- animation time, `TableScene.clock`: scene time scaled by the animation-speed setting:
  flights, landings (`landed`), banners and sound cues.
With reduced motion (the setting; `still`) a table starts no animation: `fly` only notes the
landing as done, banners show at once without their pop, and after each batch of events
`settle` ends whatever a title started itself (a flip, a queued move, a cue waiting for a
landing: its sound plays now, each sound once); shakes, pops and pulses read `shake`,
`grown` and `beat`, which hold still. The rules never see any of it.
The app's own `App.now` (fixed steps since the app started) only stamps input intents (`Intent.t`);
no table or rule reads it. Attribute names stay as they are (`clock` is animation time on a
scene, game time on a session): read the owner.
"""
from __future__ import annotations

import contextlib
import dataclasses
import functools
import logging
import math
import operator
from typing import Any, Callable, Hashable, Iterable, Iterator

import pygame

from game import saves
from game.arena import make_driver
from game.catalogue import Title
from game.core.actions import Stamped
from game.core.driver import load_profiles, step_match
from game.core.errors import RuleError
from game.core.match import Match
from game.core.seats import TableConfig
from game.input.intents import SEAT_BUTTONS, Intent
from game.input.keyboard import DIGITS as TYPED
from game.kit.controls import BASE, LOOK, Buttons, Guard, Meaning
from game.kit.host import TableHost
from game.kit.log import TableLog, draw_log
from game.kit.notices import Banners, Toast, toast_place, toast_size
from game.kit.phones import PhoneSeats
from game.kit.races import Races
from game.scene import Scene
from game.ui import canvas, draw, fonts, seating, tween, widgets
from game.ui.canvas import Canvas
from game.kit.reading import ReadingPause
from game.ui.captions import DEFAULT_REGION, Caption
from game.ui.palette import ALERT, GOLD, TEXT, WARNING, WOOD_DARK, seat_colour

log = logging.getLogger("alpenparty")

AUTOSAVE_EVERY = 5.0  # game seconds between saves of a game in progress
SAVE_RETRY = 1.0  # game seconds before a save that failed is tried again
RESULTS_DELAY = 2.5  # seconds the final table stays before the results appear
REFUSAL_SECONDS = 2.5
SCREEN = pygame.Rect(0, 0, 1280, 720)  # the logical screen every table is laid out on
FLIGHT = 0.4  # seconds a card flies
HINT_BOXES_KEPT = 64  # key hint boxes drawn and kept, then drawn anew
OUTLINE = tuple((dx, dy) for dx in (-2, 0, 2) for dy in (-2, 0, 2) if dx or dy)  # offsets of a text's dark outline


def once_a_frame(method: Callable[..., Any]) -> Callable[..., Any]:
    """A table's layout measure asked many times while a frame is drawn (every card's spot asks
    its panel, which measures a name): worked out once while the scene draws or places a toast
    (`TableScene.measuring`: nothing the game shows changes meanwhile), at any other time each
    time it is asked. A rect
    or a list comes back as a copy (a caller may change it)."""
    @functools.wraps(method)
    def kept(self: "TableScene", *args: Any) -> Any:
        memo = self.drawing
        if memo is None:
            return method(self, *args)
        key = (method.__name__, *args)
        if key not in memo:
            memo[key] = method(self, *args)
        value = memo[key]
        return value.copy() if isinstance(value, (pygame.Rect, list)) else value
    return kept


def seat_name(app: Any, session: "TableSession", seat: int) -> str:
    """"Player 2" or "Bot 3", or the name a phone gave: how the table, its log and the
    results name a seat."""
    device, phones = session.humans.get(seat, ""), app.input.phones
    if device.startswith("phone:") and phones is not None and phones.name(device):
        return phones.name(device)
    return app.text("seat.human" if seat in session.humans else "seat.bot", seat=seat + 1)


class TableSession:
    """A match plus its bots and human seats, on the table's own game clock."""

    saveable = True  # whether its game may be saved: only then is the data's digest taken

    def __init__(self, title: Title, config: TableConfig, seed: int, humans: dict[int, str] | None = None,
                 match: Match | None = None, phone_away: str = "pause", data: Any = None,
                 names: dict[int, str] | None = None, keys: dict[int, str] | None = None) -> None:
        """`phone_away`: while a seat's phone is away, "pause" the game or let a "bot" play it.
        `data`: the title's data (`Title.load_data`; None: loaded now), read once and given to
        the rules, the bots and the table (`data`), with bots.toml's profiles (`profiles`); the
        save's digest hashes both. `names`: the phone seats' names (a save's, or the last
        table's), shown while a seat waits for its phone; `keys`: what the save keeps of the
        phone seats' tokens, by which a phone comes back to its seat after the app restarted
        (game/kit/phones.py, `PhoneSeats.reseat`)."""
        self.title = title
        self.data = title.load_data() if data is None else data
        self.profiles = load_profiles()
        self.phone_away = phone_away
        self.names = dict(names or {})  # phone seat -> its phone's name
        self.keys = dict(keys or {})  # phone seat -> its phone's token's key (game/phones/server.py)
        self.config = config
        self.seed = seed
        self.humans = dict(humans or {})  # seat -> input device
        if match is None and self.humans:
            config = dataclasses.replace(config, options=title.prepare_options(dict(config.options), seed, self.data))
            self.config = config
        rules = title.rules()
        self.match = match or Match(title.id, functools.partial(rules.new_game, data=self.data), rules.CODEC,
                                    config, seed)
        self.driver = make_driver(title, config, seed, self.data, self.profiles)
        self.clock = self.match.now
        self.data_digest = saves.data_digest(self.data, self.profiles) if self.saveable else None
        self._instant: dict[Hashable, Any] = {}  # what was asked of the state at this instant: views, legal actions
        self._instant_of: Any = None  # the state those answers were taken of
        self._moves = 0  # how often the state changed but by its clock: a press tried, a timer fired
        self._sight: Sight | None = None  # the views `seen` compared last, kept while they hold
        # The title's races held until settled (game/kit/races.py); a table gives the seats'
        # allowances (its phones': `PhoneSeats.allowance`); none here: nothing waits.
        self.races = Races(title.races, title.deadline_race, lambda: self.humans, lambda seat: 0.0)
        self.refused: list[tuple[int, RuleError]] = []  # held actions the rules refused, for the table to tell

    def step(self, dt: float) -> list[Any]:
        """The clock moves on by `dt`: held races settled by now applied in the order they count
        at (bots pressing before each at their own times), and the match advanced as far as
        the races let it (`Races.cap`)."""
        deadline, logged = self.match.next_deadline(), len(self.match.log)
        self.clock += dt
        events: list[Any] = []
        for held in self.races.due(self.clock):
            events += step_match(self.match, self.driver, held.press.t)
            try:
                events += self.submit(held.press)
            except RuleError as refusal:
                self.refused.append((held.seat, refusal))
        events += step_match(self.match, self.driver, self.races.cap(self.clock, self.match.next_deadline()))
        if events or len(self.match.log) != logged or (deadline is not None and deadline <= self.match.now):
            self._moves += 1  # a press taken or a timer fired (a refused bot's press fires only timers due by now)
        self._instant.clear()
        return events

    def submit(self, press: Stamped) -> list[Any]:
        """A human's press; raises RuleError with the state unchanged (but for the timers due
        by the press's time, which fire first)."""
        try:
            events = self.match.submit(press)
        finally:
            self._moves += 1
            self._instant.clear()
        self.driver.see(events, self.clock)
        return events

    # --- what a table scene may see of the rules state: views, never the state itself ---
    @property
    def players(self) -> int:
        return self.match.state.players

    def view(self, seat: int) -> Any:
        """What `seat` may see (`observe(seat)`): its own hidden cards, nobody else's."""
        return self._seen(seat)

    def public_view(self) -> Any:
        """What a spectator sees: no seat's hidden cards."""
        return self._seen(None)

    def _seen(self, seat: int | None) -> Any:
        """A view taken once at this instant (a table asks for the same view many times a
        frame; views are frozen, so all may share it)."""
        return self._asked(("view", seat), lambda state: state.public_view() if seat is None else state.observe(seat))

    def _asked(self, question: Hashable, ask: Callable[[Any], Any]) -> Any:
        """The state's answer to `question` (`ask(state)`), asked once at this instant: kept
        until the clock moves or the state changes (a step, a press)."""
        state = self.match.state
        if state is not self._instant_of:
            self._instant, self._instant_of = {}, state
        if question not in self._instant:
            self._instant[question] = ask(state)
        return self._instant[question]

    def seen(self, seats: Iterable[int]) -> tuple:
        """What `seats` and a spectator see now, apart from the clock's reading: their views
        without `now` (a time equal to it reads as now), with where the views' clock stands
        against every other time they name, plus the length of the log (`sight`). Two equal
        answers: between them only time passed, and it crossed no time a view names (a window
        that opened or closed without an event changes this answer too).

        The views are taken again only when they may have changed: after a press or a timer,
        once the clock passed a time they name or one the rules say they change at
        (`State.views_change_at`), or when they named the clock itself; between those, the
        answer is the kept one, which is what taking them again would give."""
        seats, state, now = tuple(seats), self.match.state, self.match.now
        kept = self._sight
        if (kept is None or kept.state is not state or kept.moves != self._moves or kept.seats != seats
                or now >= kept.until or signs(kept.times, now) != kept.signs):
            views = [self.public_view(), *(self.view(seat) for seat in seats)]
            shape, times, tracks_now = _sight(views, now)
            until = now if tracks_now else state.views_change_at()
            kept = self._sight = Sight(state, self._moves, seats, until, shape, times, signs(times, now))
        return len(self.match.log), kept.shape, kept.signs

    def refusal(self, action: Any) -> RuleError | None:
        """Why the rules would refuse `action` now (None: they would take it); the controls
        ask this instead of deciding legality themselves."""
        return self.match.state.refusal(action)

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        """Every action the rules would take from `seat` now (titles whose actions can be
        listed), listed once an instant."""
        return self._asked(("legal", seat), lambda state: tuple(state.legal_actions(seat)))

    def is_over(self) -> bool:
        return self.match.state.is_over()

    def outcome(self) -> Any:
        return self.match.state.outcome()

    @property
    def fresh(self) -> bool:
        """No move made yet: the table may play the deal."""
        return not self.match.log

    def opening_events(self) -> list[Any]:
        """The public events of the deal that started the game (a title's state may keep them
        as `opening_events`), while no move has been made: for the table to animate."""
        events = getattr(self.match.state, "opening_events", []) if self.fresh else []
        return [event for event in events if event.audience is None]


NOW = "<now>"  # a view's time that is the clock's own reading (a turn allowed from now on)


@dataclasses.dataclass(frozen=True)
class Sight:
    """The views `TableSession.seen` compared, as `_sight` wrote them, kept while no press and
    no timer changed `state` (`moves`), the clock is before `until` and stands where it stood
    against their `times` (`signs`)."""

    state: Any
    moves: int
    seats: tuple[int, ...]
    until: float
    shape: tuple
    times: tuple[float, ...]
    signs: tuple[int, ...]


def signs(times: tuple[float, ...], now: float) -> tuple[int, ...]:
    """Where `now` stands against each of `times`: -1 before, 0 at, 1 after."""
    return tuple((now > time) - (now < time) for time in times)


def timeless(view: Any, now: float) -> Any:
    """A view's fields but `now` (nested views' too), a time equal to `now` as NOW, and where
    `now` stands against each other time among them (`signs`). A view of another shape is
    returned with `now`: it differs at every moment."""
    if not dataclasses.is_dataclass(view):
        return view, now
    shape, times, _ = _sight([view], now)
    return shape[0], signs(times, now)


def _sight(views: list[Any], now: float) -> tuple[tuple, tuple[float, ...], bool]:
    """`views` without their `now` (a view of another shape kept with `now`), a float field
    equal to `now` as NOW; the other float fields in order, and whether any was NOW."""
    times: list[float] = []
    tracks_now = False

    def fields(view: Any) -> tuple:
        nonlocal tracks_now
        if not dataclasses.is_dataclass(view):
            tracks_now = True
            return view, now
        found: list[Any] = []
        for value in _fields_but_now(type(view))(view):
            if type(value) is float:
                if value == now:
                    tracks_now = True
                    found.append(NOW)
                else:
                    times.append(value)
                    found.append(value)
            elif hasattr(type(value), "__dataclass_fields__"):
                found.append(fields(value))
            else:
                found.append(value)
        return tuple(found)

    shape = tuple(fields(view) for view in views)
    return shape, tuple(times), tracks_now


@functools.cache
def _fields_but_now(kind: type) -> Callable[[Any], tuple]:
    """A getter of a view class's fields but `now`, as a tuple."""
    names = [field.name for field in dataclasses.fields(kind) if field.name != "now"]
    return operator.attrgetter(*names) if len(names) > 1 else lambda view: tuple(getattr(view, name) for name in names)


class TableScene(Scene):
    """Base of every title's table; what surrounds it is its `host` (game/kit/host.py)."""

    drawing: dict[Hashable, Any] | None = None  # while the scene draws: its layout measures (once_a_frame)

    peek_button = "alt"  # held by a seat in "peek" privacy to see its own hidden cards
    log_region: pygame.Rect | None = None  # where the table log shows (a title's layout)
    # The room's phones without a seat here, where a title lets them play along (the quiz's
    # audience.py): `handle` their presses, `view` for each, `update`, `standings` for the results.
    audience: Any = None
    regions: dict[str, pygame.Rect] = {}  # the banner regions of a title's layout, by name
    controls: Any = None  # the title's Controls (controls.py): `buttons(seat)`, `to_base(seat)`
    caption_place: pygame.Rect = DEFAULT_REGION  # where captions stand (a title's free strip)

    def __init__(self, app: Any, session: TableSession, host: TableHost | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.reading = ReadingPause(session)  # reveals that wait for a press (game/kit/reading.py)
        self.host = host if host is not None else app.table_host()
        self.time = 0.0  # scene time, for animations
        self.clock = 0.0  # animation time (scaled by the animation-speed setting)
        self.anims = tween.Animations()
        self.cues = tween.Cues()
        self.banners = Banners()
        self.landing: dict[tuple, float] = {}  # what a flight carries there -> when it lands
        self.toasts: list[Toast] = []
        self._backdrop: tuple[tuple[str, float], Canvas] | None = None
        self.held: dict[int, set[str]] = {seat: set() for seat in session.humans}
        self.over_since: float | None = None
        self.log = TableLog()
        self.saved_at = 0.0
        self.phones = PhoneSeats(self)
        self.session.races.allowance = self.phones.allowance
        self.ago = 0.0  # seconds before now that the press being handled counts at (`handle`)
        self._to_warm: list[tuple] | None = None  # art_to_show still to rasterise (None: not yet asked)
        self._warm_scale = canvas.current_scale()  # the scale those pictures are rasterised at
        self._hint_boxes: dict[tuple, fonts.Picture] = {}  # keyed by labels and scale
        self._buttons: dict[int, Buttons] = {}  # seat -> its buttons, until an event, a press or a change seen
        self._asked: tuple[Hashable, dict[int, Buttons]] | None = None  # what the guard last saw (`buttons_moved`)
        self.guard = Guard()
        self.looking: set[int] = set()  # seats holding the look gesture (a press that began as the look)
        self.menu_moments: dict[int, tuple[Hashable, str]] = {}  # seat -> its open menu's moment and title

    # --- for subclasses -------------------------------------------------------
    def read_buttons(self, seat: int) -> Buttons:
        """What each of a human seat's buttons means now (game/kit/controls.py), from its view
        and its own controls' state: the title's `controls`; the kit adds the look gesture."""
        return self.controls.buttons(seat) if self.controls is not None else Buttons()

    def to_base(self, seat: int) -> None:
        """A seat's action was taken: its controls go back to their base mode (close its menu,
        forget its half-made choice)."""
        if self.controls is not None:
            self.controls.to_base(seat)

    def moment(self, seat: int) -> Hashable:
        """The moment a menu's choices belong to (a title's round or deal): a menu opened in
        one closes when it ends (`close_stale_menus`). None: menus outlive every moment."""
        return None

    def show_events(self, events: list[Any]) -> None:
        """Start animations and sounds for events (the state has already changed): each
        event the table `animates` goes to its handler `_on_<EventClass>`, if it has one;
        with reduced motion all they started then stands at its end (`settle`)."""
        for event in events:
            if self.animates(event):
                handler = getattr(self, f"_on_{type(event).__name__}", None)
                if handler is not None:
                    handler(event)
        if events and self.still:
            self.settle()

    @property
    def still(self) -> bool:
        """Reduced motion (the setting): outcomes show at once; nothing flies, tumbles,
        shakes, pops or pulses."""
        return self.app.settings.reduced_motion

    def settle(self) -> None:
        """Reduced motion: what the events just started stands at its end before a frame is
        drawn: no animation runs, everything in flight has landed, and the sounds waiting for
        a landing play now, each sound once (a deal's cards are one card_slide). A title
        ends its own motion too (a queued move, a thrown die), calling this."""
        self.anims.running.clear()
        self.landing = {key: min(at, self.clock) for key, at in self.landing.items()}
        played: set[str] = set()
        for cue in self.cues.due(math.inf):
            if cue.sound in played and cue.place is None:
                continue
            played.add(cue.sound)
            self.cued(dataclasses.replace(cue, at=self.clock))

    def shake(self, since: float, strength: float, duration: float) -> tween.Point:
        """The offset of a shake that began at animation time `since`; none with reduced motion."""
        return (0.0, 0.0) if self.still else tween.shake_offset(self.clock - since, strength, duration)

    def grown(self, since: float, seconds: float) -> float:
        """How far (0..1) a count-up or pop that began at animation time `since` has come in
        `seconds`; at its end at once with reduced motion."""
        if self.still or seconds <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.clock - since) / seconds))

    def beat(self, hz: float) -> float:
        """The level (0..1) of a glow pulsing `hz` times a second (at most three:
        tween.pulse); held full with reduced motion."""
        return 1.0 if self.still else tween.pulse(self.time, hz)

    def animates(self, event: Any) -> bool:
        """Public events animate; private ones are drawn from the observations."""
        return event.audience is None

    def describe(self, event: Any) -> tuple[str, int | None] | None:
        """How a public event reads in the table log (words, and whose line it is), or None
        for events not worth a line."""
        return None

    def draw_table(self, surface: Canvas) -> None:
        """Paint the table from observations; change nothing."""

    def panel_rect(self, seat: int) -> pygame.Rect:
        """A seat's panel: its name and its cards."""
        return pygame.Rect(SCREEN.centerx - 60, SCREEN.centery - 30, 120, 60)

    def hint_rect(self, seat: int) -> pygame.Rect | None:
        """Where a human seat's key hint stands (None: the seat has none now)."""
        return None

    def seat_rect(self, seat: int) -> pygame.Rect:
        """All a seat shows: its panel and its key hint (toasts stay off it)."""
        hint = self.hint_rect(seat)
        return self.panel_rect(seat).union(hint) if hint is not None else self.panel_rect(seat)

    def over_toasts(self) -> list[pygame.Rect]:
        """What is drawn over the toasts, so that a toast under it would be hidden (a guide's
        box, game/kit/guide.py); none at a plain table."""
        return []

    def toast_room(self, seat: int) -> pygame.Rect | None:
        """A free part of the seat's panel where its toast stands when no place beside the
        seat is free of the others (None: the kit's fallback beside it)."""
        return None

    def banner_regions(self) -> dict[str, pygame.Rect]:
        """The places kept free for banners, by name (a title's `regions`)."""
        return self.regions

    def caption_region(self) -> pygame.Rect:
        """Where the captions of sounds stand on this table (game/ui/captions.py) all game:
        the title's `caption_place`, a free strip that covers no seat, card, field, banner
        region or log at any seat count (tests/ui/test_captions.py)."""
        return self.caption_place

    def hint_width(self, seat: int) -> int:
        """The width of a human seat's key hint box with what its keys do now."""
        names = self.app.input.key_labels(self.session.humans[seat])
        return seating.key_hint_width(names, self.hint_labels(seat)) + 12

    def key_labels(self, seat: int) -> dict[str, str]:
        """What each of a human seat's keys does right now (only keys that do something)."""
        return self.buttons(seat).labels()

    def hint_labels(self, seat: int) -> dict[str, str]:
        """What the seat's key hint shows: its keys' labels (a title may leave out a key
        that its own prompt names beside the hint, where room is short)."""
        return self.key_labels(seat)

    def buttons(self, seat: int) -> Buttons:
        """The seat's buttons now (the title's answer plus the look gesture), asked again after
        an event, a press or a change in what they are read from (`buttons_may_have_moved`)."""
        if seat not in self._buttons:
            buttons = self.read_buttons(seat)
            if buttons.mode == BASE and self.peek_key(seat) and not self.session.is_over():  # over: nothing left to look for
                look = Meaning(self.app.text("kit.key.look"), hold=LOOK)
                buttons = dataclasses.replace(buttons, meanings={**buttons.meanings, self.peek_button: look})
            self._buttons[seat] = buttons
        return self._buttons[seat]

    def buttons_moved(self, by_seat: int | None = None, situation: Hashable = None) -> None:
        """The seats' buttons may mean something else now: ask again, and let the guard see
        the changes (`by_seat`'s own press changed its own buttons: that arms nothing).
        `situation`: `self.situation()`, when the caller has it already."""
        self._buttons.clear()
        self.close_stale_menus()
        for seat in self.session.humans:
            self.guard.note(seat, self.buttons(seat), self.time, by_seat=seat == by_seat)
        self._asked = (self.situation() if situation is None else situation, dict(self._buttons))

    def buttons_may_have_moved(self) -> None:
        """After a step: ask the seats' buttons again (`buttons_moved`) unless nothing they are
        read from changed since the guard last saw them: the same situation (`situation`),
        and every seat's answer still the one it saw (an event, a press or a release drops
        answers). Asking again then would give the same answers, note no change and close
        no menu; this spares a table's fixed steps (120 a second) re-reading every human
        seat's buttons between two moves."""
        if not self.session.humans:
            return
        situation = self.situation()
        if self._asked is not None and self._asked[0] == situation and all(
                seat in self._buttons and self._buttons[seat] is self._asked[1].get(seat) for seat in self.session.humans):
            return
        self.buttons_moved(situation=situation)

    def situation(self) -> Hashable:
        """All a human seat's buttons are read from that may change without an event, a press
        or a release: what the seats see (`TableSession.seen`: the views, and the times they
        name that the clock has passed), the privacy and the language, which seats a phone
        holds and their names, and what a subclass adds (`buttons_follow`)."""
        humans = self.session.humans
        settings = self.app.settings
        return (self.session.seen(humans), settings.privacy, settings.language,
                tuple(self.phones.holds(seat) for seat in humans), tuple(self.seat_name(seat) for seat in humans),
                self.buttons_follow())

    def buttons_follow(self) -> Hashable:
        """What else a subclass's buttons are read from that may change between two steps
        without an event, a press or a release (a guide's step)."""
        return None

    def close_stale_menus(self) -> None:
        """A menu never closes on a timer, but one opened in a moment that is over (the round
        it was opened in has ended) closes, and its seat is told why: its choices were that
        moment's, and a key in it must not act in the next."""
        for seat in self.session.humans:
            buttons, now = self.buttons(seat), self.moment(seat)
            opened = self.menu_moments.get(seat)
            if opened is not None and opened[0] != now:  # also when its answer left the menu by itself
                if buttons.mode != BASE:  # (a phase's own buttons after the moment: the typing row gone)
                    self.to_base(seat)
                    self._buttons.pop(seat, None)
                self.menu_moments.pop(seat, None)
                self.toast(seat, self.app.text("kit.menu.over", menu=opened[1]) if opened[1]
                           else self.app.text("kit.menu.over_untitled"))
            elif buttons.mode == BASE:
                self.menu_moments.pop(seat, None)
            else:  # the moment it was opened in, and the title it shows now (a menu may open another)
                self.menu_moments[seat] = (now if opened is None else opened[0], buttons.title)

    def kept_free(self) -> list[pygame.Rect]:
        """What the table keeps free of every key hint and notice (a title's piles with their
        words, its drawn cards' places, its status corner): a title's hints keep off it as
        toasts do (`toast`). None at a plain table."""
        return []

    def reserved(self) -> list[pygame.Rect]:
        """Places a toast must not cover: every seat, the banner regions, the log and what
        the table keeps free."""
        places = [self.seat_rect(seat) for seat in range(self.session.players)]
        places += list(self.banner_regions().values()) + self.kept_free()
        return places + ([self.log_region] if self.log_region is not None else [])

    backdrop_has_words = True  # False: a language change keeps the backdrop (`backdrop`)

    def build_backdrop(self) -> Canvas:
        """The table's unchanging background (built once per language and scale)."""
        return canvas.new(SCREEN.size)

    def art_to_show(self) -> list[tuple]:
        """The pictures this table may show, each as the name of an `Art` method and its
        arguments (("card_back", "jass", (60, 90)), ...): the kit has them rasterised beside the
        frames while the table is quiet (`warm_art`), so none is first drawn in the frame that
        needs it."""
        return []

    # --- shared behaviour -----------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return seat_name(self.app, self.session, seat)

    @staticmethod
    def shared(event: Any) -> bool:
        """Whether an event may go into the shared log: seen by all, or the masked copy that
        the others see of a seat's private moment (its audience leaves out the seat itself,
        so it holds no secret: "Player 1 drew from the deck" without the card)."""
        return event.audience is None or getattr(event, "seat", None) not in (None, *event.audience)

    def take(self, events: list[Any]) -> None:
        """New events from the match: public ones go to the table log, then to the title; the
        seats' buttons are asked again."""
        if events:
            self._buttons.clear()
        for event in events:
            if self.shared(event):
                line = self.describe(event)
                if line is not None:
                    self.log.add(line[0], self.time, line[1])
        self.show_events(events)

    def stamp(self) -> dict[str, Any]:
        return {"t": self.session.clock}

    def hand_visible(self, seat: int) -> bool:
        """Whether `seat`'s hidden cards may be drawn face up on the shared screen (never a
        phone's: they are on the phone)."""
        humans = self.session.humans
        if seat not in humans or self.phones.holds(seat):
            return False
        if len(humans) == 1 or self.app.settings.privacy == "open":
            return True
        return seat in self.looking

    def peek_key(self, seat: int) -> bool:
        """Whether holding the seat's peek key shows its hidden cards: several humans in "peek"
        privacy, and not a phone (its hidden cards are on its own screen)."""
        return (len(self.session.humans) > 1 and self.app.settings.privacy == "peek"
                and not self.phones.holds(seat))

    def typist(self) -> int | None:
        """The seat whose number row, keypad, Backspace and Enter type now (the kit's typing
        mode, game/kit/controls.py): the one human at the keyboard, while its answer types and
        its own cluster uses none of those keys."""
        at_keyboard = [seat for seat, device in self.session.humans.items() if device.startswith("kb")]
        if len(at_keyboard) != 1 or not self.buttons(at_keyboard[0]).typing:
            return None
        keyboard, device = self.app.input.keyboard, self.session.humans[at_keyboard[0]]
        return None if {keyboard.scancode(device, button) for button in SEAT_BUTTONS} & set(TYPED) else at_keyboard[0]

    def typing(self, on: bool) -> None:
        """The input layer's text mode (digits come as "digit:<d>"), while a typist types."""
        if self.session.humans:
            self.app.input.text_mode = on

    def pause(self) -> None:
        self.typing(False)

    def handle(self, intent: Intent) -> bool:
        self.ago = min(intent.ago, self.session.clock)  # a phone's press counts when its player saw the view
        if self.phones.handle(intent):
            return True
        typist = self.typist() if intent.pressed and (intent.device == "text" or intent.button == "confirm") else None
        if typist is not None:  # the typist's digits and Backspace, and Enter to lock
            self._buttons.pop(typist, None)
            self.press(typist, "act" if intent.button == "confirm" else intent.button, intent.order)
            return True
        if intent.button in ("pause", "pad_lost") and intent.pressed:
            self.host.pause(self)
            return True
        if intent.button == "unbound" and intent.pressed:
            self.table_toast(self.app.text("input.unbound"))
            return True
        seat = intent.seat
        if seat is None or seat not in self.session.humans:
            return False
        if intent.pressed and self.reading.wanted(self.app.settings.reveals_wait) and self.reading.holding():
            self.reading.press()  # the pause for reading ends: this press does nothing else
            self.app.sound.play("ui_select")
            return True
        held = self.held.setdefault(seat, set())
        if not intent.pressed:
            held.discard(intent.button)
            if intent.button == self.peek_button:
                self.looking.discard(seat)
            self._buttons.pop(seat, None)
            return True
        if intent.button in SEAT_BUTTONS:  # a typed digit (a phone's number pad) is never held
            held.add(intent.button)
        if self.session.is_over():
            return True
        self._buttons.pop(seat, None)  # a held key may change what the others mean
        self.press(seat, intent.button, intent.order)
        return True

    def press(self, seat: int, button: str, order: int = 0) -> None:
        """A seat's press, as its buttons say: the action submitted, the step taken, the look
        begun, or the reason it does nothing shown at the seat."""
        buttons = self.buttons(seat)
        meaning = buttons.get(button)
        if meaning is None or not meaning.live:
            if meaning is not None and meaning.refusal is not None:
                self.refuse(seat, meaning.refusal)
            elif button in SEAT_BUTTONS:
                self.toast(seat, buttons.idle or self.app.text("kit.key.idle"))
            return
        was = self.guard.late(seat, button, self.time)
        if was is not None:
            self.toast(seat, self.app.text("kit.key.late", was=was[1], now=meaning.label))
            self.app.sound.play("wrong")
            return
        if meaning.hold == LOOK:
            self.looking.add(seat)
        else:
            self.perform(seat, meaning, order)

    def perform(self, seat: int, meaning: Meaning, order: int = 0) -> None:
        """A live meaning's step taken or action submitted for `seat` (a press, or a phone's
        tap on a place: game/kit/phones.py); a refusal or nothing is shown at the seat."""
        if meaning.step is not None:
            meaning.step()
            self.app.sound.play("ui_move")
            self.buttons_moved(by_seat=seat)
        elif meaning.action is not None:
            if self.submit(seat, meaning.action, order):
                self.to_base(seat)
                self.menu_moments.pop(seat, None)  # its menu closed by its own action: nothing to tell
                self.buttons_moved(by_seat=seat)
        elif meaning.refusal is not None:
            self.refuse(seat, meaning.refusal)

    def submit(self, seat: int, action: Any, order: int = 0) -> bool:
        """The seat's action, stamped with the game time its press counts at; a race, or any
        action while one is held, waits until settled (game/kit/races.py: its refusal is told
        then). Whether it was taken (or is held)."""
        press = Stamped(action, self.session.clock - self.ago, order)
        races = self.session.races
        if races.held or (races.is_race(action) and races.waits(seat, press.t, self.session.clock)):
            races.hold(seat, press)
            return True
        try:
            events = self.session.submit(press)
        except RuleError as refusal:
            self.refuse(seat, refusal)
            return False
        self.take(events)
        return True

    def refuse(self, seat: int, refusal: RuleError) -> None:
        words = self.app.text(refusal.reason, **refusal.params)
        self.toast(seat, words)
        self.app.sound.play("wrong")

    def toast(self, seat: int, words: str, seconds: float = REFUSAL_SECONDS,
              colour: tuple[int, int, int] = WARNING) -> None:
        """A message beside the seat (a newer one replaces the seat's older one), off the
        other seats, their toasts on show, what the table keeps free and what is drawn over
        it; another seat's toast it would still lie on is placed again, off this one."""
        self.toasts = [t for t in self.toasts if t.seat != seat]
        toast = Toast(words, self.toast_place(seat, words), self.time + seconds, seat, colour)
        self.toasts.append(toast)
        for index, other in enumerate(self.toasts):
            if other.seat not in (None, seat) and other.rect.colliderect(toast.rect):
                self.toasts[index] = dataclasses.replace(other, rect=self.toast_place(other.seat, other.words),
                                                         measured_at=fonts.look())

    def toast_place(self, seat: int, words: str) -> pygame.Rect:
        """Where the seat's toast of `words` stands, off the other seats' toasts on show."""
        with self.measuring():  # the seats' rects are asked again by reserved(): measured once
            over = self.over_toasts()
            others = [self.seat_rect(other) for other in range(self.session.players) if other != seat]
            others += self.kept_free() + over
            taken = [t.rect for t in self.toasts if t.seat not in (None, seat)]
            return toast_place(words, self.seat_rect(seat), self.reserved() + over, SCREEN, others,
                               self.toast_room(seat), taken)

    def table_toast(self, words: str, seconds: float = REFUSAL_SECONDS,
                    colour: tuple[int, int, int] = widgets.WOOD) -> None:
        """A message for the whole table, at the bottom's middle (a newer one replaces it)."""
        place = pygame.Rect((0, 0), toast_size(words))
        place.midbottom = (SCREEN.centerx, SCREEN.bottom - 4)
        self.toasts = [t for t in self.toasts if t.seat is not None]
        self.toasts.append(Toast(words, place, self.time + seconds, None, colour))

    def toasts_measured_again(self) -> None:
        """Toasts measured at another window scale or text size than now (the window was
        resized, the text size changed while they show) are measured and placed again for the
        time they have left: their words no longer fit the box they had."""
        look = fonts.look()
        for toast in [toast for toast in self.toasts if toast.measured_at != look]:
            self.toast_again(toast, toast.until - self.time)

    def toast_again(self, toast: Toast, seconds: float) -> None:
        """`toast` measured and placed anew, for `seconds`: beside its seat, or at the bottom's
        middle for a table-wide one."""
        if toast.seat is None:
            self.table_toast(toast.words, seconds, toast.colour)
        else:
            self.toast(toast.seat, toast.words, seconds, toast.colour)

    def banner(self, region: str, words: str, seconds: float, back: tuple[int, int, int], size: int = 48,
               delay: float = 0.0, place: pygame.Rect | None = None, over: bool = False, lines: int = 2) -> None:
        """A banner in one of the table's regions (or at `place`, under that region's name),
        its words wrapped into at most `lines` lines."""
        self.banners.show(region, place or self.banner_regions()[region], words, seconds, back, size,
                          0.0 if self.still else delay, over=over, lines=lines, still=self.still)

    def fly(self, image: Canvas, start: tween.Point, end: tween.Point, key: tuple | None = None,
            delay: float = 0.0, duration: float = FLIGHT, spin: float = 10.0,
            ease: Callable[[float], float] = tween.ease_out_cubic) -> None:
        """An image flies; with a `key`, what it carries shows at its destination only once it
        lands (`landed`). With reduced motion nothing flies: it has landed already."""
        if self.still:
            if key is not None:
                self.landing[key] = min(self.landing.get(key, self.clock), self.clock)
            return
        self.anims.add(tween.Flight(duration, delay=delay, image=image, start=start, end=end, spin=spin, ease=ease))
        if key is not None:
            self.landing[key] = max(self.landing.get(key, 0.0), self.clock + delay + duration)

    def landed(self, key: tuple) -> bool:
        return self.landing.get(key, 0.0) <= self.clock

    @staticmethod
    def label(words: str, size: int, colour: tuple[int, int, int] = widgets.INK, bold: bool = False) -> Canvas:
        """Rendered text, cached (the tables redraw the same words every frame)."""
        return fonts.rendered(words, size, tuple(colour), bold)

    def backdrop(self) -> Canvas:
        """The backdrop, built anew for another window scale or text size, and for another
        language unless the title's backdrop holds no words (`backdrop_has_words`)."""
        key = (self.app.settings.language if self.backdrop_has_words else "", fonts.look())
        if self._backdrop is None or self._backdrop[0] != key:
            board = self.build_backdrop()
            self._backdrop = (key, board.convert() if pygame.display.get_surface() is not None else board)
        return self._backdrop[1]

    def update(self, dt: float) -> None:
        scaled = dt * self.app.settings.anim_speed
        self.time += dt
        self.ago = 0.0  # what the table submits by itself counts now
        self.animate(scaled)
        self.warm_art()
        if self.session.is_over():
            self.typing(False)
            self.finish()
            return
        held = self.reading.wanted(self.app.settings.reveals_wait)  # a pause for reading waits for a press
        self.take(self.session.step(self.reading.allowed(dt) if held else dt))
        for seat, refusal in self.session.refused:
            self.refuse(seat, refusal)
        self.session.refused.clear()
        self.buttons_may_have_moved()
        self.toasts = [t for t in self.toasts if t.until > self.time]
        self.phones.update(dt)
        self.typing(self.typist() is not None)
        if self.session.clock - self.saved_at >= AUTOSAVE_EVERY:
            self.autosave()

    def animate(self, dt: float) -> None:
        """Advance animations by `dt` (already scaled by the animation-speed setting)."""
        self.clock += dt
        self.anims.update(dt)
        self.banners.update(dt)
        for cue in self.cues.due(self.clock):
            self.cued(cue)
        if len(self.landing) > 64:
            self.landing = {key: at for key, at in self.landing.items() if at > self.clock}

    def warm_art(self) -> None:
        """Have the pictures of `art_to_show` rasterised on the art's painter thread, one at a
        time, while the table is quiet (no animation running: a deal's and a reveal's frames
        are the dearest, and the painter's CPU is the process's too); from the start again
        after the window changed its scale (the art cache holds one scale). Each step keeps
        what the painter has finished. A picture a frame needs before its turn is painted by
        that frame."""
        if self._to_warm is None or self._warm_scale != canvas.current_scale():
            self._to_warm = list(self.art_to_show())
            self._warm_scale = canvas.current_scale()
        art = self.app.art
        art.collect()
        if art.painting() or self.anims.busy():
            return
        while self._to_warm and not art.prepare(*self._to_warm.pop(0)):
            pass  # that one is in the cache already: the next

    @property
    def warming(self) -> bool:
        """Whether pictures of `art_to_show` are still to be handed to the painter."""
        return self._to_warm is None or bool(self._to_warm)

    def cued(self, cue: tween.Cue) -> None:
        """A cue's moment has come: its sound plays."""
        self.app.sound.play(cue.sound)

    def finish(self) -> None:
        if self.over_since is None:
            self.over_since = self.time
            self.host.game_over(self)
        if self.time - self.over_since >= RESULTS_DELAY:
            self.host.after_game(self)

    def exit(self) -> None:
        self.typing(False)
        self.phones.close()

    def autosave(self) -> None:
        """The host keeps the game in progress (a save, or nothing behind the menu)."""
        if self.session.is_over():
            return
        try:
            self.host.keep(self)
        except OSError as error:  # a full disk, no descriptor left: the game goes on, the save is tried again
            log.warning("the game could not be saved now (%s); trying again in %g s", error, SAVE_RETRY)
            self.saved_at = self.session.clock - AUTOSAVE_EVERY + SAVE_RETRY
            return
        self.saved_at = self.session.clock

    def draw(self, surface: Canvas) -> None:
        with self.measuring():
            self.toasts_measured_again()
            self.draw_frame(surface)

    @contextlib.contextmanager
    def measuring(self) -> Iterator[None]:
        """While nothing the game shows changes (a frame's drawing, a toast's placing): the
        layout measures (`once_a_frame`) are worked out once, then forgotten."""
        if self.drawing is not None:  # within a frame's drawing already
            yield
            return
        self.drawing = {}
        try:
            yield
        finally:
            self.drawing = None

    def draw_frame(self, surface: Canvas) -> None:
        self.draw_table(surface)
        if self.log_region is not None and self.host.shows_log:
            draw_log(surface, self.log, self.log_region, self.time, seat_colour)
        self.banners.draw(surface)
        for toast in self.toasts:
            toast.draw(surface)
        if self.reading.wanted(self.app.settings.reveals_wait) and self.reading.holding():
            region = self.caption_region()
            prompt = Caption("go_on", self.app.text("kit.go_on"), 0.0).box(region)
            surface.blit(prompt, prompt.get_rect(midtop=region.midtop))
        self.draw_overlay(surface)

    def draw_overlay(self, surface: Canvas) -> None:
        """A window over the whole table (a choice every seat must wait for), drawn last."""

    def final_picture(self, surface: Canvas, rect: pygame.Rect) -> None:
        """The results' picture of the final position, drawn into `rect`: here the whole table
        shrunk; a title shows the part that tells its end (game/kit/final_picture.py)."""
        from game.kit.final_picture import shrunk
        shrunk(self, surface, rect)

    def final_list(self) -> tuple[str, list[tuple[str, str]]] | None:
        """A list of its own the title shows on the results under the final picture: a heading
        and (name, value) entries; None: none."""
        return None

    # --- drawing pieces ---------------------------------------------------------
    def draw_ring(self, surface: Canvas, centre: tuple[int, int], deadline: float, total: float,
                  caption: str = "", radius: int = 20) -> None:
        """A countdown: an arc that shrinks to the deadline (red in its last second) round
        the seconds left, with an optional caption above. The seconds are outlined in the disc's
        dark wood, so where they reach over the arc they still read (issue 32)."""
        left = max(0.0, deadline - self.session.clock)
        share = min(1.0, left / total) if total else 0.0
        draw.circle(surface, WOOD_DARK, centre, radius)
        if share > 0:
            box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            box.center = centre
            draw.arc(surface, ALERT if left < 1.0 else GOLD, box, math.pi / 2, math.pi / 2 + math.tau * share, 6)
        number = self.label(self.seconds_words(left), 18, TEXT, True)
        outline = number.copy()  # the same strokes in dark wood: a picture, not another text
        outline.fill(WOOD_DARK, special_flags=pygame.BLEND_RGB_MIN)
        place = number.get_rect(center=centre)
        for dx, dy in OUTLINE:
            surface.blit(outline, place.move(dx, dy))
        surface.blit(number, place)
        if caption:
            tag = self.label(caption, 18, TEXT, True)
            surface.blit(tag, tag.get_rect(midbottom=(centre[0], centre[1] - radius - 2)))

    def seconds_words(self, seconds: float) -> str:
        """Seconds as a countdown shows them, to a tenth in the language's way ("1,0")."""
        return f"{seconds:.1f}".replace(".", self.app.text("kit.decimal"))

    def draw_hint_box(self, surface: Canvas, seat: int, back: pygame.Rect) -> None:
        """A human seat's key hint in `back`: its key caps with what each does now (its buttons'
        labels: the same answer the press follows), or its idle words when no key does anything
        (drawn once for each set of labels, then blitted); none when it has neither (the game
        is over: an empty frame would read as words gone missing)."""
        labels, idle = self.hint_labels(seat), self.buttons(seat).idle
        if back.width <= 0 or back.height <= 0 or not (labels or idle):
            return
        names = self.app.input.key_labels(self.session.humans[seat]) if labels else {}
        key = (seat, back.size, tuple(labels.items()), tuple(names.items()), idle, fonts.look())
        image = self._hint_boxes.get(key)
        if image is None:
            if len(self._hint_boxes) >= HINT_BOXES_KEPT:
                self._hint_boxes.clear()
            image = self._hint_boxes[key] = fonts.Picture(back.size)
            inside = image.get_rect()
            draw.rect(image, WOOD_DARK, inside, border_radius=8)
            draw.rect(image, seat_colour(seat), inside, 2, border_radius=8)
            if labels:  # in as many rows as the box's width asks (one when it fits)
                for row, chunk in enumerate(seating.key_hint_rows(names, labels, inside.width - 8)):
                    seating.draw_key_hint(image, names, chunk, (inside.centerx, hint_row_top(row)), inside.width - 8)
            elif idle:
                lines = max(2, (inside.height - 4) // fonts.font(fonts.FLOOR).get_linesize())  # a taller box: more
                widgets.fitted_lines(image, idle, inside.inflate(-12, -4), fonts.FLOOR, TEXT, max_lines=lines)
        surface.blit(image, back)

    def key_cap(self, seat: int, button: str) -> pygame.Rect | None:
        """Where `button`'s key cap stands in the seat's hint box now (None: not shown), as
        `draw_hint_box` draws it at `hint_rect`: what a guide points at."""
        back = self.hint_rect(seat)
        labels = self.hint_labels(seat)
        if back is None or button not in labels:
            return None
        names = self.app.input.key_labels(self.session.humans[seat])
        for row, chunk in enumerate(seating.key_hint_rows(names, labels, back.width - 8)):
            caps = seating.cap_rects(names, chunk, (back.x + back.width // 2, back.y + hint_row_top(row)), back.width - 8)
            if button in caps:
                return caps[button]
        return None


def hint_row_top(row: int) -> int:
    """The top of a key hint box's row of caps, inside the box."""
    return 2 + row * (seating.hint_height() + 2)
