"""A scripted learner for the guided games: it follows the guide's own pointers (the key the
guide rings, or act to read on) with real key presses, never the prepared script."""
from __future__ import annotations

from typing import Any

from driving import press, release, wait as waited
from game.kit.guide import Happens, Holds, Key, Press, Read
from game.shell.learn import GuideEnd

PAUSE = 0.4  # seconds the learner waits before each press (a key the game just changed ignores a press for 0.3 s)


class Stuck(AssertionError):
    """The guide waited for something the learner cannot give (or pointed at a dead key)."""


def wait(app: Any, seconds: float, drawn: bool = True) -> None:
    """The learner waits `seconds` in short frames (the last one drawn: tests/driving.py `wait`;
    none with `drawn` False, for a test that draws the moments it checks itself)."""
    if drawn:
        waited(app, seconds, 0.05)
        return
    for _ in range(max(1, round(seconds / 0.05))):
        app.advance(0.05)


def pressed_key(table: Any) -> tuple[int, str] | None:
    """The (seat, button) the guide asks a learner to press now, or None while it watches the
    bots. Fails when the step points at a button the seat does not have at this moment."""
    run = table.run
    step = run.step
    until = run.condition(step)
    if run.phase == "after" or isinstance(until, Read):
        seat = run.reader(step)
        button = "act"
    elif isinstance(until, Holds) and not isinstance(run.pointer(step), Key):
        return None  # the table gets there by itself (a bot, a card being drawn): watch
    elif isinstance(until, (Press, Holds)):
        seat, point = run.seat(step), run.pointer(step)
        if not isinstance(point, Key):
            raise Stuck(f"step {step.id} waits for {until} but points at {point}")
        button = point.button
    else:
        assert isinstance(until, Happens)
        return None
    live = table.buttons(seat).live()
    if button not in live:
        if getattr(until, "runs", False) and run.phase == "do":
            return None  # the game runs until the key comes alive (a burn window's least time)
        raise Stuck(f"step {step.id} points at {button}, which seat {seat} does not have now: {sorted(live)}")
    return seat, button


def learner_presses(app: Any, table: Any, seat: int, button: str, drawn: bool = True) -> None:
    """A learner's press as a person makes it: the look key is held (a private look at a shared
    screen happens while it is held) until the learner's next press, then let go."""
    device = table.session.humans[seat]
    if button == table.peek_button:
        press(app, device, button, release=False, draw=drawn)
        return
    press(app, device, button, draw=drawn)
    if seat in table.looking:
        release(app, device, table.peek_button, draw=drawn)


def follow(app: Any, table: Any, limit: float = 900.0, on_step: Any = None, phases: bool = False,
           drawn: bool = True) -> list[str]:
    """Play the guided game to its end menu by the guide's pointers; the ids of the steps the
    guide began, in order. `on_step(table)` is called at each step seen waiting (a layout check;
    a step met at once, its event already come, is not seen), with `phases` at its after-words too.
    `drawn` False: the learner's frames are not drawn (an `on_step` that draws what it checks;
    a guide's steps never wait for a frame drawn)."""
    met: list[Any] = []
    clock = 0.0
    while clock < limit:
        if isinstance(app.top, GuideEnd):
            return table.run.reached
        run = table.run
        moment = (run.index, run.phase) if phases else run.index
        if run.phase != "done" and (not met or met[-1] != moment):
            met.append(moment)
            if on_step is not None:
                on_step(table)
        if run.phase == "done":
            wait(app, 0.5, drawn)
            clock += 0.5
            continue
        wanted = pressed_key(table)
        wait(app, PAUSE, drawn)
        clock += PAUSE
        if wanted is not None and pressed_key(table) == wanted:
            learner_presses(app, table, *wanted, drawn=drawn)
    raise Stuck(f"the guide did not end within {limit} s; at step {table.run.step}")


def follow_until(app: Any, table: Any, step_id: str, phase: str = "do", drawn: bool = True) -> None:
    """Follow the pointers until the guide is at `step_id` (in `phase`: "do" or "after"); `drawn`
    as for `follow`."""
    while (table.run.step.id, table.run.phase) != (step_id, phase):
        wanted = pressed_key(table)
        wait(app, PAUSE, drawn)
        if wanted is not None and pressed_key(table) == wanted and (table.run.step.id, table.run.phase) != (step_id, phase):
            learner_presses(app, table, *wanted, drawn=drawn)


def covers(app: Any, table: Any, needs: Any, scales: tuple[float, ...] = (1.0, 0.75)) -> list[str]:
    """Follow the guided game to its end; at every step and its after-words, drawn as in a
    1280x720 and a 960x540 window, what the guide's box covers of `needs(table)` (name ->
    rect: what the step needs the player to see), of the learners' key hints and of the
    banners on show."""
    from game.ui import canvas
    from text_probe import Probe
    found: list[str] = []

    def look(table: Any) -> None:
        wait(app, 0.3, drawn=False)  # each scale's drawing below is the moment's picture
        for scale in scales:
            canvas.set_scale(scale)
            table.draw(Probe())
            box = table.run.drawn[0]
            seen = dict(needs(table))
            seen.update({f"keys of seat {seat}": table.hint_rect(seat) for seat in table.session.humans})
            seen.update({f"banner {banner.words!r}": banner.rect() for banner in table.banners.showing()})
            found.extend(f"step {table.run.index + 1} {table.run.step.id} ({table.run.phase}) at {scale}: "
                         f"the box {tuple(box)} covers {name} {tuple(rect)}"
                         for name, rect in seen.items() if rect is not None and box.colliderect(rect))
        canvas.set_scale(1.0)

    follow(app, table, on_step=look, phases=True, drawn=False)
    return found


def found_in_every_language(app: Any, table: Any, check: Any, phases: bool = False) -> dict[str, str]:
    """Follow the guided game to its end; at every step (with `phases`, its after-words too),
    drawn in each language onto a Probe while fonts record, `check(table, probe)`'s problems,
    each with the language and step where it was first met."""
    from game.ui import fonts
    from game.ui.i18n import LANGUAGES
    from text_probe import Probe
    found: dict[str, str] = {}

    def look(table: Any) -> None:
        wait(app, 0.3, drawn=False)  # each language's drawing below is the moment's picture
        for language in LANGUAGES:
            app.settings.language = language
            probe = Probe()
            table.draw(probe)
            for problem in check(table, probe):
                found.setdefault(problem, f"{language} {table.run.step.id} ({table.run.phase})")
        app.settings.language = "en"

    fonts.record()
    try:
        follow(app, table, on_step=look, phases=phases, drawn=False)
    finally:
        fonts.record(False)
    return found
