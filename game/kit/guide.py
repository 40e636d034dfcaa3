"""Guided first games: a guide talks one or two learners through a real table started from a
prepared position (game/kit/prepared.py), points at what to do, waits until it is done and
says what just happened and why.

A title's guide is `GUIDE` in `game/titles/<id>/guide.py`: a `Guide` with the position's name,
its `steps`, and `places(table, name)`, the rects of the places its steps point at ("pile",
"field:9", "hand:0"; None while nothing there can be seen to ring). A `Step` has:
- words: the text keys `<id>.guide.<step>` (said while the step waits), `.after` (what just
  happened and why, when `after` is set) and `.hint` (added to a refusal met during the step);
  `.bot` replaces the words when a bot plays the addressed seat, `.wait` while the step's key
  is not alive yet and the game runs on to it (a burn window still open). Words may name `{name}` (the
  addressed seat), the addressed seat's own key names (`{slot1}` .. `{act}`, `{alt}`), what
  each of those keys does now as its hint shows it (`{slot1_does}` ..: the words cannot say
  one name while the panel shows another) and whatever the guide's `params(table, seat)` adds;
- `seat`: the learner seat it addresses (0: the first learner; 1: the second, who is a
  scripted bot when one person learns alone, then `bot` says what to wait for instead);
- `point`: a `Key` (a button of the addressed seat, the same one its key hint shows now, drawn
  ringed there) or a `Place`, or a function (table, seat) -> either (the next key of a number
  being typed, the marker's way to a slot);
- `until`, what it waits for: `Read()` (the learner presses act to go on), `Press()` (the
  learner presses the pointed key; `Press(runs=True)`: the game runs until the key comes alive), `Happens(kind, test)` (an event of the match: the bots play
  on), `Holds(test)` (the table shows it: a number typed, a chip placed);
- `teaches`: the ids of the rules it teaches (docs/rules/<id>.md lists them; a test checks
  that the guide reaches every one).

While a step waits for the learner (or talks), the game's clock is held: no window closes on
a reader. The addressed seat's buttons are its own, but only the pointed one does something
(the others say so: "follow the guide"), so a guided game always plays the prepared deal.
A refusal a learner meets is shown in the guide's box with the step's hint. Esc opens the
guide's menu: go on, skip the step (the guide presses for you), start again, rules, leave.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Hashable

import pygame

from game.catalogue import Title
from game.core.errors import RuleError
from game.kit.controls import LOOK, Buttons, Meaning, nothing
from game.kit.table import SCREEN, TableScene
from game.input.intents import SEAT_BUTTONS, Intent
from game.ui import draw, fonts, widgets
from game.ui.canvas import Canvas
from game.ui.palette import ALERT, GOLD, INK, WOOD_DARK

WORDS_SIZE = 20  # the guide's words; its notes and footer at the floor
BOX_WIDTH = 540
RING = 6  # the ring's distance around what it points at
SKIP_PRESSES = 40  # presses the guide makes at most to do a step for the learner


@dataclass(frozen=True)
class Key:
    """A button of the addressed seat; `also`: other presses that count as it (a typed digit)."""
    button: str
    also: tuple[str, ...] = ()


@dataclass(frozen=True)
class Place:
    """A place on the table, by the name the title's guide gives it."""
    name: str


@dataclass(frozen=True)
class Read:
    """Nothing to do but read: act goes on."""


@dataclass(frozen=True)
class Press:
    """The learner presses the pointed key; with `runs` the game's clock runs meanwhile (a key
    the game allows only after a moment, as a draw after a burn window's least time)."""
    runs: bool = False


@dataclass(frozen=True)
class Happens:
    """An event of class `kind` (and `test`) comes from the match; the bots play meanwhile."""
    kind: str
    test: Callable[[Any], bool] | None = None

    def met(self, event: Any) -> bool:
        return type(event).__name__ == self.kind and (self.test is None or self.test(event))


@dataclass(frozen=True)
class Holds:
    """The table shows `test(table, seat)`; the game waits meanwhile unless `runs`."""
    test: Callable[[Any, int], bool]
    runs: bool = False


Pointer = Key | Place
Condition = Read | Press | Happens | Holds


@dataclass(frozen=True)
class Step:
    id: str
    until: Condition
    point: Pointer | Callable[[Any, int], Pointer | None] | None = None
    seat: int = 0
    after: bool = False
    teaches: tuple[str, ...] = ()
    bot: Condition | None = None
    words: str = ""  # the step whose words it says (default: its own id)
    private: bool = False  # its after-words name what only its seat may see (a card it looked at)


@dataclass(frozen=True)
class Guide:
    title: str
    position: str
    steps: tuple[Step, ...]
    places: Callable[[Any, str], pygame.Rect | None]  # None: nothing to ring now
    params: Callable[[Any, int], dict[str, Any]] = field(default=lambda table, seat: {})
    keep_clear: Callable[[Any], list[pygame.Rect]] = field(default=lambda table: [])  # the box rather stays off these
    dock: Callable[[Any], pygame.Rect | None] = field(default=lambda table: None)  # a place the table leaves the box

    def teaches(self) -> set[str]:
        return {rule for step in self.steps for rule in step.teaches}


def guide_of(title: Title) -> Guide | None:
    """The title's guide, or None when it has none."""
    return importlib.import_module(f"game.titles.{title.id}.guide").GUIDE if title.has_guide else None


class Run:
    """A guide going through its steps over one guided table."""

    def __init__(self, guide: Guide, table: "GuidedTable") -> None:
        self.guide = guide
        self.table = table
        self.index = 0
        self.phase = "do"  # "do": waiting for the step's condition; "after": its after-words; "done"
        self.note = ""  # a refusal met during the step, with the step's hint
        self.seen: list[Any] = []  # events since the last step was done
        self.reached: list[str] = [guide.steps[0].id]  # the steps begun, in order
        self.drawn: tuple[pygame.Rect, pygame.Rect | None] | None = None  # the box and what it pointed at, last drawn
        self.placed: tuple[tuple, pygame.Rect] | None = None  # what the box's place was last found for, and that place
        self.line: list[pygame.Vector2] | None = None  # the pointer's way as last drawn (None: the ring alone)
        self.way: tuple[tuple, list[pygame.Vector2] | None] | None = None  # what the pointer's way was found for, and it

    # --- which step, whose ----------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.guide.steps[self.index] if self.index < len(self.guide.steps) else None

    def learners(self) -> list[int]:
        return sorted(self.table.session.humans)

    def seat(self, step: Step) -> int:
        """The real seat a step addresses (its learner seat among the position's learners)."""
        return self.table.session.position.learners[step.seat]

    def human(self, step: Step) -> bool:
        return self.seat(step) in self.table.session.humans

    def condition(self, step: Step) -> Condition:
        """What the step waits for: its own condition, or `bot` when a bot plays its seat."""
        return step.until if self.human(step) or step.bot is None else step.bot

    def reader(self, step: Step) -> int:
        """The seat that goes on after reading: the addressed one, else the first learner."""
        return self.seat(step) if self.human(step) else self.learners()[0]

    def pointer(self, step: Step) -> Pointer | None:
        if not self.human(step) and (callable(step.point) or isinstance(step.point, Key)):
            return Place(f"seat:{self.seat(step)}")  # a bot plays the seat: the guide points at it
        return step.point(self.table, self.seat(step)) if callable(step.point) else step.point

    # --- the game's clock ---------------------------------------------------------
    def holds_game(self) -> bool:
        step = self.step
        if step is None or self.phase == "done":
            return False
        if self.phase == "after":
            return True
        until = self.condition(step)
        return isinstance(until, Read) or (isinstance(until, (Press, Holds)) and not until.runs)

    # --- the seats' buttons ---------------------------------------------------------
    def buttons(self, seat: int, base: Buttons) -> Buttons:
        """The seat's own buttons as the guide lets them act now."""
        step, text = self.step, self.table.app.text
        if step is None or self.phase == "done":
            return base
        until = self.condition(step)
        if self.phase == "after" or isinstance(until, Read):
            if seat != self.reader(step):
                return Buttons(idle=text("guide.idle.reading", name=self.table.seat_name(self.reader(step))))
            return Buttons({"act": Meaning(text("guide.key.next"), step=self.proceed)})
        point = self.pointer(step)
        keep = {point.button, *point.also} if isinstance(point, Key) and seat == self.seat(step) \
            and isinstance(until, (Press, Holds)) else set()
        reason = self.refusal(step, point, seat)
        meanings = {button: meaning if button in keep or not meaning.live or meaning.hold == LOOK
                    else nothing(reason) for button, meaning in base.meanings.items()}
        return replace(base, meanings=meanings, more={})  # a phone taps what the keys may

    def refusal(self, step: Step, point: Pointer | None, seat: int) -> RuleError:
        """Why a key the guide did not point at does nothing now."""
        if seat != self.seat(step) or not isinstance(point, Key):
            return RuleError("guide.refuse.watch")
        names = self.table.app.input.key_labels(self.table.session.humans[seat])
        return RuleError("guide.refuse.follow", key=names.get(point.button, point.button))

    # --- progress --------------------------------------------------------------------
    def pressed(self, seat: int, button: str, events: list[Any]) -> None:
        """A live press of `seat` was made (`events`: what it brought about): the step's
        pointed key done; those events count for the next step."""
        step = self.step
        if step is None or self.phase != "do" or seat != self.seat(step):
            return
        point = self.pointer(step)
        if isinstance(self.condition(step), Press) and isinstance(point, Key) and button in (point.button, *point.also):
            self.done(events)

    def saw(self, events: list[Any]) -> None:
        self.seen += events
        self.check(events)

    def check(self, batch: list[Any] = ()) -> None:
        """Go on when the step's event came (the events after it count for the next step) or
        what it waits for shows (the events that came with it count)."""
        step = self.step
        if step is None or self.phase != "do":
            return
        until = self.condition(step)
        if isinstance(until, Happens):
            met = next((index for index, event in enumerate(self.seen) if until.met(event)), None)
            if met is not None:
                self.done(self.seen[met + 1:])
        elif isinstance(until, Holds) and until.test(self.table, self.seat(step)):
            self.done(batch)

    def done(self, events: list[Any] = ()) -> None:
        """The step's condition is met; only `events` (what came with or after what met it)
        count for the next step."""
        self.seen = list(events)
        self.note = ""
        step = self.step
        if step is not None and step.after:
            self.phase = "after"
        else:
            self.next()

    def proceed(self) -> None:
        """The reader pressed act: after a step's after-words, or a step that is only read."""
        step = self.step
        if step is None:
            return
        if self.phase == "after":
            self.next()
        elif isinstance(self.condition(step), Read):
            self.done()

    def next(self) -> None:
        self.index += 1
        self.note = ""
        self.phase = "do" if self.index < len(self.guide.steps) else "done"
        if self.phase == "do":
            self.reached.append(self.guide.steps[self.index].id)
        self.check(self.seen)
        self.table.buttons_moved()

    def refused(self, seat: int, refusal: RuleError) -> None:
        step = self.step
        if step is None:
            return
        text = self.table.app.text
        hint = self.words(step, "hint")
        self.note = f"{text(refusal.reason, **refusal.params)} {hint}".strip()

    def skip(self) -> None:
        """Do the step for the learner: press what it points at (until its condition holds;
        its after-words then tell what happened), or read on."""
        for _ in range(SKIP_PRESSES):
            step = self.step
            if step is None or self.phase == "done":
                return
            start = self.index
            until = self.condition(step)
            point = self.pointer(step)
            if self.phase == "after" or isinstance(until, Read):
                self.proceed()
                return
            if not isinstance(until, (Press, Holds)) or not isinstance(point, Key):
                self.note = self.table.app.text("guide.skip_watch")
                return
            self.table.press(self.seat(step), point.button)
            self.check()
            if self.index != start or self.phase != "do":  # done: its after-words tell what happened
                return

    # --- words -------------------------------------------------------------------------
    def words(self, step: Step, part: str = "") -> str:
        """A step's words (`part`: "", "after", "hint"), its seat's name and keys filled in."""
        text, seat = self.table.app.text, self.seat(step)
        key = f"{self.guide.title}.guide.{step.words or step.id}"
        if part:
            key += f".{part}"
        elif not self.human(step) and step.bot is not None:
            key += ".bot"
        elif self.waits_for_key(step) and self.table.app.texts.has(f"{key}.wait"):
            key += ".wait"
        if part == "hint" and not self.table.app.texts.has(key):
            return ""
        reader = self.reader(step)
        names = self.table.app.input.key_labels(self.table.session.humans[reader])
        keys = {button: names.get(button, button) for button in SEAT_BUTTONS}
        labels = self.table.buttons(reader).labels() if reader in self.table.session.humans else {}
        does = {f"{button}_does": labels.get(button, "") for button in SEAT_BUTTONS}
        return text(key, name=self.table.seat_name(seat), **keys, **does, **self.guide.params(self.table, seat))

    def waits_for_key(self, step: Step) -> bool:
        """Whether the step's key is not alive yet while the game runs on to it (a window of
        the game still open): its `.wait` words, if it has them, say what comes first."""
        until, point = self.condition(step), self.pointer(step)
        return (self.phase == "do" and self.human(step) and isinstance(until, (Press, Holds)) and until.runs
                and isinstance(point, Key)
                and point.button not in self.table.buttons(self.seat(step)).live())

    def said(self) -> str:
        """What the guide says now."""
        step = self.step
        if step is None:
            return ""
        return self.words(step, "after" if self.phase == "after" else "")


class GuidedTable(TableScene):
    """The mixin of a title's table with a guide (`start_guide`); without one it is the table."""

    run: Run | None = None
    ended = False

    def start_guide(self, guide: Guide) -> None:
        self.run = Run(guide, self)
        self.buttons_moved()

    def buttons_follow(self) -> Hashable:
        """The guide's step and its phase: the seats' buttons follow them."""
        return None if self.run is None else (self.run.index, self.run.phase)

    def read_buttons(self, seat: int) -> Buttons:
        base = super().read_buttons(seat)
        return base if self.run is None else self.run.buttons(seat, base)

    def press(self, seat: int, button: str, order: int = 0) -> None:
        """The press as the seat's buttons say; a live one may be what the step waits for."""
        meaning = self.buttons(seat).get(button)
        live = meaning is not None and meaning.live and meaning.hold != LOOK \
            and self.guard.late(seat, button, self.time) is None
        since = len(self.run.seen) if self.run is not None else 0
        moment = (self.run.index, self.run.phase) if self.run is not None else None
        if self.run is not None and live:  # the key the guide asked for: an earlier refusal is behind (a new one is told)
            self.run.note = ""
        super().press(seat, button, order)
        if self.run is not None and live and (self.run.index, self.run.phase) == moment:  # not a read-on
            self.run.pressed(seat, button, self.run.seen[since:])
            self.run.check()

    def take(self, events: list[Any]) -> None:
        super().take(events)
        if self.run is not None:
            self.run.saw(events)

    def refuse(self, seat: int, refusal: RuleError) -> None:
        super().refuse(seat, refusal)
        if self.run is not None:
            self.run.refused(seat, refusal)

    def update(self, dt: float) -> None:
        if self.run is not None:
            self.session.frozen = self.run.holds_game()
            self.run.check()
        super().update(dt)
        self.toasts_off_the_box()

    def guide_rect(self) -> pygame.Rect | None:
        """The guide's box as last drawn (None before its first frame and once it is done)."""
        run = self.run
        return run.drawn[0] if run is not None and run.phase != "done" and run.drawn is not None else None

    def over_toasts(self) -> list[pygame.Rect]:
        box = self.guide_rect()
        return [box] if box is not None else []

    def toasts_off_the_box(self) -> None:
        """A seat's toast the box has come over since (it grew with a refusal's note, or moved
        with the step) is placed again, off it."""
        box = self.guide_rect()
        for toast in [toast for toast in self.toasts if box is not None and toast.seat is not None
                      and toast.rect.colliderect(box)]:
            self.toast(toast.seat, toast.words, toast.until - self.time, toast.colour)

    def handle(self, intent: Intent) -> bool:
        if self.run is not None and self.session.is_over() and intent.pressed and intent.seat in self.session.humans:
            self.press(intent.seat, intent.button, intent.order)  # the last after-words are read on
            return True
        return super().handle(intent)

    def draw(self, surface: Canvas) -> None:
        if self.run is None or self.run.phase == "done":
            super().draw(surface)
            return
        words = surface if isinstance(surface, fonts.Words) else fonts.Words(surface)  # where the table's words land:
        super().draw(words)  # the pointer keeps off them
        draw_guide(surface, self, [part.box for part in words.texts])


def pointed(table: GuidedTable) -> pygame.Rect | None:
    """The rect the current step points at (a key cap, a place), or None."""
    run = table.run
    step = run.step if run is not None else None
    if step is None:
        return None
    point = run.pointer(step)
    if (run.phase == "after" or isinstance(run.condition(step), Read)) and not isinstance(point, Place):
        return table.key_cap(run.reader(step), "act")
    if isinstance(point, Key):
        return table.key_cap(run.seat(step), point.button)
    if isinstance(point, Place):
        return run.guide.places(table, point.name)
    return None


SPOTS = (("midtop", (SCREEN.centerx, 52)), ("center", SCREEN.center), ("midbottom", (SCREEN.centerx, SCREEN.bottom - 8)),
         ("midtop", (SCREEN.centerx, 4)), ("topleft", (8, 8)), ("topright", (SCREEN.right - 8, 8)),
         ("bottomleft", (8, SCREEN.bottom - 8)), ("bottomright", (SCREEN.right - 8, SCREEN.bottom - 8)))
WIDTHS = (BOX_WIDTH, 480, 430, 390, 350)  # the box narrows (and grows taller) rather than cover what must show
MARGIN = 4  # the least gap between the box and what it stays off
EDGE = 4  # ... and the screen's edge


def box_place(height: Callable[[int], int], avoid: list[pygame.Rect], rather: list[pygame.Rect] = (),
              near: tuple[int, int] | None = None, widths: tuple[int, ...] = WIDTHS) -> pygame.Rect:
    """Where the guide's box stands: `height(width)` is its height at a width. The first of
    the fixed spots (top, middle, bottom, the corners) that covers none of `avoid` nor
    `rather`, else the free place nearest `near` (the pointed thing) beside them, the box as
    wide as it can be; narrower, then, and failing all, off `avoid` alone. Each first where
    the pointer from the box to `near` crosses none of them (no words under the line), then
    wherever. The box takes only the `widths` given (those its footer fits)."""
    crossed = [rect for rect in [*avoid, *rather] if near is None or not rect.collidepoint(near)]
    for keep, straight in ((list(avoid) + list(rather), True), (list(avoid) + list(rather), False), (list(avoid), False)):
        grown = [rect.inflate(2 * MARGIN, 2 * MARGIN) for rect in keep]
        for width in widths:
            box = pygame.Rect((0, 0), (width, height(width)))
            for anchor, spot in SPOTS:
                setattr(box, anchor, spot)
                if SCREEN.contains(box) and box.collidelist(grown) < 0 and (not straight or not _crosses(box, near, crossed)):
                    return box
            free = [spot for spot in _beside(box.size, grown)
                    if spot.collidelist(grown) < 0 and (not straight or not _crosses(spot, near, crossed))]
            if free:
                goal = pygame.Vector2(near or SCREEN.center)
                return min(free, key=lambda spot: (goal.distance_to(spot.center), spot.top, spot.left))
    box = pygame.Rect((0, 0), (BOX_WIDTH, height(BOX_WIDTH)))
    setattr(box, *SPOTS[0])
    return box


def _crosses(box: pygame.Rect, near: tuple[int, int] | None, rects: list[pygame.Rect]) -> bool:
    """Whether the pointer from `box` to `near` would cross one of `rects` (a seat, a banner,
    the words the title keeps clear): a fixed spot whose line crosses none is taken first."""
    if near is None or box.collidepoint(near):
        return False
    return any(rect.clipline(box.center, near) for rect in rects)


def _beside(size: tuple[int, int], keep: list[pygame.Rect]) -> list[pygame.Rect]:
    """Boxes of `size` inside the screen, each against an edge of the screen or of one of `keep`."""
    width, height = size
    xs = {EDGE, SCREEN.right - EDGE - width, SCREEN.centerx - width // 2}
    ys = {EDGE, SCREEN.bottom - EDGE - height, SCREEN.centery - height // 2}
    for rect in keep:
        xs |= {rect.right, rect.left - width}
        ys |= {rect.bottom, rect.top - height}
    inside = SCREEN.inflate(-2 * EDGE, -2 * EDGE)
    return [box for box in (pygame.Rect(x, y, width, height) for x in sorted(xs) for y in sorted(ys))
            if inside.contains(box)]


def shown_words(table: GuidedTable) -> str:
    """What the guide's box says now: its words, but with several learners on one screen the
    after-words of a private step (a card only its reader saw) only while that reader holds
    the look; meanwhile the box asks them to."""
    run = table.run
    step, reader = run.step, run.reader(run.step)
    if step.private and run.phase == "after" and not table.hand_visible(reader):
        look = table.app.input.key_labels(table.session.humans[reader]).get("alt", "alt")
        return table.app.text("guide.private", name=table.seat_name(reader), look=look)
    return run.said()


def guide_box(table: GuidedTable, target: pygame.Rect | None, height: Callable[[int], int],
              least: int = 0) -> pygame.Rect:
    """Where the box stands: in the place the guide's table leaves it (its `dock`), growing
    upwards when its words need more; else off what it points at, the reader's keys and the
    banners on show, and rather off what the title keeps clear and every learner's keys; at
    least `least` wide inside (its footer's one line, never cut)."""
    run = table.run
    dock = run.guide.dock(table)
    if dock is not None:
        box = pygame.Rect(dock.left, dock.top, dock.width, max(dock.height, height(dock.width)))
        box.bottom = dock.bottom
        return box
    avoid = [target.inflate(2 * RING + 8, 2 * RING + 8)] if target is not None else []
    reader = run.reader(run.step)
    hints = {seat: table.hint_rect(seat) for seat in table.session.humans}
    avoid += [hints[reader]] if hints.get(reader) is not None else []
    avoid += [banner.rect() for banner in table.banners.showing()]
    rather = run.guide.keep_clear(table) + [hint for seat, hint in hints.items() if hint is not None and seat != reader]
    widths = tuple(width for width in WIDTHS if width - 28 >= least) or WIDTHS[:1]
    heights = {width: height(width) for width in widths}
    asked = (tuple(heights.items()), *(tuple(map(tuple, rects)) for rects in (avoid, rather)),
             target.center if target is not None else None)
    if run.placed is None or run.placed[0] != asked:  # the same question as the last frame's: the same answer
        run.placed = (asked, box_place(heights.__getitem__, avoid, rather, asked[-1], widths))
    return run.placed[1]


def draw_guide(surface: Canvas, table: GuidedTable, texts: list[pygame.Rect] = ()) -> None:
    """The guide's box (its words, a refusal's note, the way to its menu) and a ring with an
    arrow round what it points at; the box never covers that, the arrow crosses none of the
    table's `texts` (where its words lie)."""
    run = table.run
    step = run.step
    text = table.app.text
    target = pointed(table)
    words = shown_words(table)
    reading = run.phase == "after" or isinstance(run.condition(step), Read)
    names = table.app.input.key_labels(table.session.humans[run.reader(step)])
    footer = text("guide.footer.read" if reading else "guide.footer", step=run.index + 1,
                  steps=len(run.guide.steps), act=names.get("act", "act"))

    def wrapped(width: int) -> tuple[list[str], list[str]]:
        inner = width - 28
        return (widgets.wrap_lines(words, inner, WORDS_SIZE),
                widgets.wrap_lines(run.note, inner, fonts.FLOOR) if run.note else [])

    def height(width: int) -> int:
        lines, note = wrapped(width)
        return (len(lines) * fonts.font(WORDS_SIZE).get_linesize() + len(note) * fonts.font(fonts.FLOOR).get_linesize()
                + fonts.font(fonts.FLOOR).get_linesize() + 30)

    box = guide_box(table, target, height, fonts.font(fonts.FLOOR).size(footer)[0])
    lines, note = wrapped(box.width)
    inner = box.width - 28
    run.drawn = (box, target)
    run.line = None
    if target is not None:
        ring = target.inflate(2 * RING, 2 * RING).clip(SCREEN)  # whole round a seat at the screen's edge
        pulse = 2 + round(3 * table.beat(0.8))
        texts = [rect for rect in texts if not box.contains(rect)]
        asked = (tuple(box), tuple(ring), tuple(map(tuple, texts)))
        if run.way is None or run.way[0][:2] != asked[:2] or not _clear(run.way[1], box, ring, texts, _padded(texts)) \
                and run.way[0] != asked:  # found anew when the way is blocked or, none found, the words moved
            run.way = (asked, pointer_way(box, ring, texts))
        way = run.line = run.way[1]
        if way is not None:
            for start, end in zip(way, way[1:]):
                draw.line(surface, GOLD, start, end, 4)
            draw.polygon(surface, GOLD, _head(way[-2], way[-1]))
        draw.rect(surface, GOLD, ring, pulse, border_radius=8)
    widgets.panel(surface, box, fill=widgets.PAPER, border=GOLD, radius=12)
    y = box.top + 12
    for line in lines:
        widgets.text(surface, line, (box.left + 14, y), WORDS_SIZE, INK, anchor="topleft")
        y += fonts.font(WORDS_SIZE).get_linesize()
    for line in note:
        widgets.text(surface, line, (box.left + 14, y), fonts.FLOOR, ALERT, anchor="topleft")
        y += fonts.font(fonts.FLOOR).get_linesize()
    widgets.fitted(surface, footer, (box.right - 14, box.bottom - 8), inner, fonts.FLOOR, WOOD_DARK, anchor="bottomright")


LINE_ROOM = 3  # the pointer's line (4 wide) stays this far off words
SHORTEST = 12  # a pointer shorter than this is not drawn (the box stands at the ring)


def pointer_way(box: pygame.Rect, ring: pygame.Rect, words: list[pygame.Rect]) -> list[pygame.Vector2] | None:
    """The pointer from the box to the ring: the shortest straight line from a point of the
    box's edge to one of the ring's, else the shortest with one bend (across, then up or down,
    or the other way), that crosses none of `words` (a key's label under its cap, a seat's
    name, the question); None when every way would (the ring alone points, the words stay
    readable) or the box stands at the ring."""
    ways = sorted(([start, end] for start in _rim(box) for end in _rim(ring)), key=_length)
    if ways and _length(ways[0]) < SHORTEST:
        return None
    padded = _padded(words)
    clear = next((way for way in ways if _clear(way, box, ring, words, padded)), None)
    if clear is not None:
        return clear
    bent = sorted(([start, pygame.Vector2(corner), end] for start, end in ways
                   for corner in ((start.x, end.y), (end.x, start.y))), key=_length)
    return next((way for way in bent if _clear(way, box, ring, words, padded)), None)


def _rim(rect: pygame.Rect) -> list[pygame.Vector2]:
    """Points of a rect's edge a pointer starts or ends at: each side's middle and quarters."""
    xs = [rect.left + rect.width * part // 4 for part in (1, 2, 3)]
    ys = [rect.top + rect.height * part // 4 for part in (1, 2, 3)]
    return ([pygame.Vector2(x, y) for x in xs for y in (rect.top, rect.bottom - 1)]
            + [pygame.Vector2(x, y) for y in ys for x in (rect.left, rect.right - 1)])


def _length(way: list[pygame.Vector2]) -> float:
    return sum((end - start).length() for start, end in zip(way, way[1:]))


def _padded(words: list[pygame.Rect]) -> list[pygame.Rect]:
    """The room round each of `words` the pointer's line keeps out of."""
    return [rect.inflate(2 * LINE_ROOM, 2 * LINE_ROOM) for rect in words]


def _clear(way: list[pygame.Vector2] | None, box: pygame.Rect, ring: pygame.Rect, words: list[pygame.Rect],
           padded: list[pygame.Rect]) -> bool:
    """Whether the pointer `way` (and its head) crosses no words (`padded`: `_padded(words)`),
    runs through neither the box nor the ring, and stays on the screen."""
    if way is None:
        return False
    lengths = [start.distance_to(end) for start, end in zip(way, way[1:])]
    if min(lengths) < 1 or sum(lengths) < SHORTEST:
        return False
    inside = (box.inflate(-2, -2), ring.inflate(-2, -2))
    for start, end in zip(way, way[1:]):
        line = (tuple(map(round, start)), tuple(map(round, end)))
        if any(rect.clipline(*line) for rect in inside) or not all(SCREEN.collidepoint(point) for point in line):
            return False
        (x1, y1), (x2, y2) = line  # only the words round the segment's bounds can meet it
        bounds = pygame.Rect(min(x1, x2), min(y1, y2), abs(x2 - x1) + 1, abs(y2 - y1) + 1)
        if any(padded[index].clipline(*line) for index in bounds.collidelistall(padded)):
            return False
    head = pygame.Rect(0, 0, 0, 0).unionall([pygame.Rect(point, (1, 1)) for point in _head(way[-2], way[-1])])
    return head.collidelist(words) < 0


def _head(start: pygame.Vector2, tip: pygame.Vector2) -> list[pygame.Vector2]:
    """The arrow's head at `tip`, coming from `start`."""
    way = (tip - start).normalize()
    side = pygame.Vector2(-way.y, way.x)
    return [tip, tip - 14 * way + 8 * side, tip - 14 * way - 8 * side]


# --- starting a guided game, its menu and its end -----------------------------------------
