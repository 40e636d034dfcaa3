"""Playing a table by its own key hints, the way a person at a party does, and checking the
contract of game/kit/controls.py at every step: what a seat's hint shows is what its buttons
mean, a press does what its hint said (or shows why not at the seat), a menu waits however
long the player thinks, "back" is always alt, an action brings the seat back to its base
mode, and no seat's private cards show to the room unless it holds the look gesture.

Every title's table tests call `play_by_hints` with two human seats on two clusters."""
from __future__ import annotations

import random
from typing import Any

from driving import press, release, toasts
from game.kit.controls import BASE, LOOK

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


def play_by_hints(app: Any, scene: Any, seconds: float, seed: int = 1, think: bool = True) -> dict[str, int]:
    """Press, for each human seat in turn, a random button its hint shows (never the look),
    at a person's pace, for `seconds` of scene time or until the game ends; now and then wait
    THINK seconds in an open menu first. Checks the contract after every press and frame.
    Returns counts of what happened (actions taken, steps, refusals shown, menus waited in)."""
    rng = random.Random(seed)
    devices = dict(scene.session.humans)
    counts = {"actions": 0, "steps": 0, "shown": 0, "waited": 0}
    end = scene.time + seconds
    check_moment(scene, app)
    while scene.time < end and not scene.session.is_over():
        for seat, device in devices.items():
            buttons = scene.buttons(seat)
            choices = [button for button, meaning in buttons.live().items() if meaning.hold != LOOK]
            looks = scene.peek_button in buttons.live() and buttons.get(scene.peek_button).hold == LOOK
            if looks and seat not in scene.looking and (not choices or rng.random() < 0.5):
                press(app, device, scene.peek_button, frames=0, release=False, draw=False)  # a private look: the look key held first
                buttons = scene.buttons(seat)
                woken = [button for button, meaning in buttons.live().items()
                         if meaning.hold != LOOK and button not in choices]
                choices = woken or [button for button, meaning in buttons.live().items() if meaning.hold != LOOK]
            if not choices or rng.random() < 0.3:
                if seat in scene.looking:
                    release(app, device, scene.peek_button, draw=False)  # the round's last frame draws it
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
            button = rng.choice(choices)
            meaning = buttons.get(button)
            before = len(scene.session.match.log)
            shown = len(toasts(scene))
            press(app, device, button, frames=0, draw=False)  # check_moment draws the moment after it
            if seat in scene.looking:
                release(app, device, scene.peek_button, draw=False)
            if scene.session.is_over():
                break
            if meaning.kind == "action":
                took = len(scene.session.match.log) > before
                if took:
                    counts["actions"] += 1
                    assert type(scene.session.match.actions()[-1]) is type(meaning.action) or \
                        any(type(a) is type(meaning.action) for a in scene.session.match.actions()[before:])
                    assert scene.buttons(seat).mode == BASE, "after an action the seat is back in its base mode"
                else:
                    assert len(toasts(scene)) >= shown and toasts(scene), \
                        f"seat {seat}'s press of {button} ({meaning.label}) did nothing and said nothing"
                    counts["shown"] += 1
            else:
                counts["steps"] += 1
            check_moment(scene, app)
        check_moment(scene, app, PACE)  # one frame: its fixed steps play the pause out, checked as it is drawn
    return counts
