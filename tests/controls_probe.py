"""Playing a table by its own key hints, the way a person at a party does, and checking the
contract of game/kit/controls.py at every step: what a seat's hint shows is what its buttons
mean, a press does what its hint said (or shows why not at the seat), a menu waits however
long the player thinks, "back" is always alt, an action brings the seat back to its base
mode, and no seat's private cards show to the room unless it holds the look gesture.

A press is made as a person makes it: on the key whose printed name the hint's key cap shows
(not on the button's key from the key map), and it must do exactly what the hint named, read
from the game: the scene performs that very meaning for that seat, an action is logged (or
held in a race) as that very action, or a refusal is told by a toast this press made. So a
hint naming the wrong key, a key that does nothing and a seat's keys swapped all fail.

Every title's table tests call `play_by_hints` with two human seats on two clusters."""
from __future__ import annotations

import random
from typing import Any

import pygame

from game.kit.controls import BASE, LOOK, Meaning

PACE = 0.25  # seconds between two presses of one seat: a quick person's pace
THINK = 10.0  # seconds a seat waits in an open menu before it presses again


def hint_drawn(scene: Any, app: Any, frame: float = 0.0) -> dict[int, dict[str, str]]:
    """Draw the table once and return what each human seat's key hint box showed (the kit's
    box draws the seat's buttons' labels: this notes which seats got one drawn). It is drawn
    as a frame is, on a tape that records it (game/ui/retained.py), not onto the window;
    with `frame` seconds, by the app's own frame of that length instead."""
    drawn: dict[int, dict[str, str]] = {}
    original = scene.draw_hint_box

    def noting(surface: Any, seat: int, back: Any) -> None:
        drawn[seat] = dict(scene.key_labels(seat))
        original(surface, seat, back)

    scene.draw_hint_box = noting
    try:
        if frame:
            app.frame(frame)
        else:
            scene.draw(app.retained.tape(app.screen))
    finally:
        del scene.draw_hint_box
    return drawn


def check_moment(scene: Any, app: Any, frame: float = 0.0) -> None:
    """The contract at this moment, for every human seat; with `frame` seconds, at the moment
    after a frame of that length, checked on that frame's own drawing (no second drawing)."""
    drawn = hint_drawn(scene, app, frame)
    if frame and scene.session.is_over():
        return  # the game ended during the frame: play is over, as its last moment was checked
    others = [seat for seat in scene.session.humans if not scene.phones.holds(seat)]
    for seat in scene.session.humans:
        buttons = scene.buttons(seat)
        assert buttons is not None, "the title answers with read_buttons"
        labels = buttons.labels()
        if seat in drawn:
            assert drawn[seat] == labels, f"seat {seat}'s hint {drawn[seat]} is not what its keys do {labels}"
        if buttons.mode != BASE:
            back = buttons.get("alt")
            assert back is not None and back.kind == "step", f"in menu {buttons.mode!r}, alt is back"
        elif scene.peek_key(seat):
            look = buttons.get(scene.peek_button)
            assert look is not None and look.hold == LOOK, "in the base mode, alt is the look gesture"
        if len(others) > 1 and app.settings.privacy == "peek" and seat in others:
            assert not scene.hand_visible(seat) or seat in scene.looking, \
                f"seat {seat}'s private cards show without its look gesture"


def keys_the_hints_name(app: Any, device: str) -> dict[str, tuple[str, int]]:
    """button -> (the key cap the seat's hint shows for it, the scancode of the key that bears
    that name on this keyboard): the key a person looks for, found by every mapped key's own
    printed name (Keyboard.label), not by the button's place in the key map."""
    keyboard = app.input.keyboard
    printed: dict[str, list[int]] = {}
    for codes in keyboard.maps().values():
        for code in codes.values():
            printed.setdefault(keyboard.label(code, app.text), []).append(code)
    keys = {}
    for button, cap in app.input.key_labels(device).items():  # what draw_hint_box draws on the caps
        assert len(printed.get(cap, ())) == 1, f"{device}'s hint names {cap!r} for {button}: no one key bears that name"
        keys[button] = (cap, printed[cap][0])
    return keys


def said_of(meaning: Meaning) -> str:
    """A meaning in a failure's words: its label, and its action when it has one."""
    return f"{meaning.label!r} {meaning.action}" if meaning.action is not None else repr(meaning.label)


def _key(app: Any, kind: int, code: int) -> None:
    pygame.event.post(pygame.event.Event(kind, scancode=code, key=0, mod=0, unicode=""))


class Presses:
    """The seats' presses on the keys their hints name, each checked for the effect the hint
    named (`press`). Notes what the scene performs for each seat (its `perform`, wrapped while
    the play lasts: `close` puts it back)."""

    def __init__(self, app: Any, scene: Any) -> None:
        self.app, self.scene = app, scene
        self.keys = {seat: keys_the_hints_name(app, device) for seat, device in scene.session.humans.items()}
        self.performed: list[tuple[int, Meaning]] = []
        self.held: dict[int, str] = {}  # seat -> the button whose key it holds down
        original = scene.perform

        def noting(seat: int, meaning: Meaning, order: int = 0) -> None:
            self.performed.append((seat, meaning))
            original(seat, meaning, order)

        scene.perform = noting

    def close(self) -> None:
        del self.scene.perform

    def press(self, seat: int, button: str, hold: bool = False) -> str:
        """Press (and unless `hold`, let go of) the key the seat's hint names for `button`, one
        frame on; assert it did what the hint said. Returns what it did: "action" (taken or
        held in a race), "refused" (told at the seat), "step", "look", "late" (the kit's guard:
        the meaning changed a moment ago, told at the seat) or "read" (it ended a pause for
        reading, which a press does and nothing else)."""
        app, scene = self.app, self.scene
        meaning = scene.buttons(seat).get(button)
        cap, code = self.keys[seat][button]
        said = f"seat {seat}'s press of {cap}, the key its hint names for {button} ({said_of(meaning)}),"
        late = scene.guard.late(seat, button, scene.time)
        reading = scene.reading.wanted(app.settings.reveals_wait) and scene.reading.holding()
        logged, performed, toasts = len(scene.session.match.log), len(self.performed), list(scene.toasts)
        _key(app, pygame.KEYDOWN, code)
        app.advance(1 / 60)
        if hold:
            self.held[seat] = button
        else:
            _key(app, pygame.KEYUP, code)
        mine = [done for who, done in self.performed[performed:] if who == seat]
        told = [toast.words for toast in scene.toasts if toast.seat == seat and all(toast is not old for old in toasts)]
        if reading:
            assert not mine and not scene.reading.holding(), f"{said} in a pause for reading, did more than end it"
            return "read"
        if late is not None:
            words = app.text("kit.key.late", was=late[1], now=meaning.label)
            assert not mine and words in told, f"{said} a moment after its meaning changed, was not told so: {told}"
            return "late"
        if meaning.hold == LOOK:
            assert seat in scene.looking, f"{said} did not begin the look"
            return "look"
        assert mine == [meaning], f"{said} did {[said_of(done) for done in mine] or 'nothing'}, toasts {told}"
        if meaning.kind != "action":
            return "step"
        taken = [press.action for press in scene.session.match.log[logged:]]
        taken += [held.press.action for held in scene.session.races.held]
        if meaning.action in taken:
            assert scene.session.is_over() or scene.buttons(seat).mode == BASE, "after an action the seat is back in its base mode"
            return "action"
        assert told, f"{said} was neither taken ({meaning.action}) nor refused at the seat"
        return "refused"

    def let_go(self, seat: int) -> None:
        """The key the seat holds down (if any) let go of, one frame on."""
        if seat in self.held:
            _key(self.app, pygame.KEYUP, self.keys[seat][self.held.pop(seat)][1])
            self.app.advance(1 / 60)


def play_by_hints(app: Any, scene: Any, seconds: float, seed: int = 1, think: bool = True) -> dict[str, int]:
    """Press, for each human seat in turn, a random button its hint shows (never the look),
    on the key its hint names, at a person's pace, for `seconds` of scene time or until the game
    ends; now and then wait THINK seconds in an open menu first. Checks the contract after every
    press and frame, and that each press did what its hint said (`Presses`). Returns counts of
    what happened (actions taken, steps, refusals shown, menus waited in)."""
    presses = Presses(app, scene)
    try:
        return _play(app, scene, presses, seconds, random.Random(seed), think)
    finally:
        presses.close()


def _play(app: Any, scene: Any, presses: Presses, seconds: float, rng: random.Random, think: bool) -> dict[str, int]:
    counts = {"actions": 0, "steps": 0, "shown": 0, "waited": 0}
    end = scene.time + seconds
    check_moment(scene, app)
    while scene.time < end and not scene.session.is_over():
        for seat in scene.session.humans:
            buttons = scene.buttons(seat)
            choices = [button for button, meaning in buttons.live().items() if meaning.hold != LOOK]
            looks = scene.peek_button in buttons.live() and buttons.get(scene.peek_button).hold == LOOK
            if looks and seat not in scene.looking and (not choices or rng.random() < 0.5):
                presses.press(seat, scene.peek_button, hold=True)  # a private look: the look key held first
                buttons = scene.buttons(seat)
                woken = [button for button, meaning in buttons.live().items()
                         if meaning.hold != LOOK and button not in choices]
                choices = woken or [button for button, meaning in buttons.live().items() if meaning.hold != LOOK]
            if not choices or rng.random() < 0.3:
                presses.let_go(seat)  # the round's last frame draws it
                continue
            if think and buttons.mode != BASE and rng.random() < 0.15:
                mode, closed = buttons.mode, False
                notice = app.text("kit.menu.over", menu=buttons.title) if buttons.title else app.text("kit.menu.over_untitled")
                for frame in range(round(THINK / 0.25), 0, -1):
                    (app.frame if frame == 1 else app.advance)(0.25)  # the last frame of the wait drawn
                    closed = closed or any(toast.seat == seat and toast.words == notice for toast in scene.toasts)
                counts["waited"] += 1
                buttons = scene.buttons(seat)
                if scene.session.is_over():
                    break
                assert buttons.mode == mode or not buttons.live() or closed, \
                    f"seat {seat}'s menu {mode!r} changed to {buttons.mode!r} while it waited, and nobody said why"
                choices = [button for button, meaning in buttons.live().items() if meaning.hold != LOOK]
                if not choices:
                    continue
            did = presses.press(seat, rng.choice(choices))  # check_moment draws the moment after it
            presses.let_go(seat)
            if scene.session.is_over():
                break
            if did in ("action", "step"):
                counts[f"{did}s"] += 1
            elif did != "read":
                counts["shown"] += 1
            check_moment(scene, app)
        check_moment(scene, app, PACE)  # one frame: its fixed steps play the pause out, checked as it is drawn
    return counts
