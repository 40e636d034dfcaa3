"""Nothing flashes more than three times a second, in any mode (photosensitivity: WCAG 2.3.1,
the Game Accessibility Guidelines). Whatever pulses or blinks beats through tween.pulse,
which refuses more; the frames of every title's table, drawn while its glows beat (a mover's
glow, an open burn window, a jostle's ring, a guide's ring), are measured: no spot of the
screen gets lighter and darker again more than three times a second."""
from __future__ import annotations

import ast
import math
from pathlib import Path

import pygame
import pytest
from table_moments import moments, seated

import game
from game import catalogue
from game.ui import tween

FPS = 30  # frames a second the probe draws (it sees beats up to 15 a second)
PROBE = 2.0  # seconds of frames a probe draws
GRID = (160, 90)  # the screen averaged down to this many spots
STEP_LEVEL = 3  # a spot's grey must change by this much (of 255) to count as a change
PROBES = 3  # moments probed per title


def test_a_pulse_beats_as_often_as_it_says_and_never_more_than_three_times_a_second():
    for hz in (0.5, 1.25, 3.0):
        levels = [tween.pulse(i / 240, hz) for i in range(240 * 4)]
        peaks = sum(1 for a, b, c in zip(levels, levels[1:], levels[2:]) if b > a and b >= c)
        assert peaks == round(4 * hz)
        assert min(levels) >= 0.0 and max(levels) <= 1.0
    for hz in (3.01, 6.0, 0.0, -1.0):
        with pytest.raises(ValueError):
            tween.pulse(0.0, hz)


def flashes_per_second(app, scene, seconds: float = PROBE) -> float:
    """The most flashes a second any spot of the screen shows while only the scene's own
    time runs (its beats; the game and its animations stand): a flash is a pair of opposite
    changes of a spot's grey, the way WCAG counts them."""
    frames = []
    for _ in range(round(seconds * FPS)):
        scene.time += 1 / FPS
        app.retained.forget()
        app.draw()
        small = pygame.transform.smoothscale(pygame.display.get_surface(), GRID)
        frames.append(pygame.image.tobytes(pygame.transform.grayscale(small), "RGB")[::3])
    most = 0
    for spot in range(GRID[0] * GRID[1]):
        turns, last_way, level = 0, 0, frames[0][spot]
        for frame in frames[1:]:
            change = frame[spot] - level
            if abs(change) < STEP_LEVEL:
                continue
            way = 1 if change > 0 else -1
            if last_way and way != last_way:
                turns += 1
            last_way, level = way, frame[spot]
        most = max(most, turns)
    return most / 2 / seconds


def probed(app, title, players: int):
    """The flash rate at up to PROBES moments where the table's glows beat."""
    scene = seated(app, title, players)
    beats: list[float] = []
    beat = scene.beat
    scene.beat = lambda hz: beats.append(hz) or beat(hz)
    rates = []
    for _ in moments(scene, repeats=1):
        beats.clear()
        app.draw()
        if beats and scene.over_since is None:
            rates.append(flashes_per_second(app, scene))
            if len(rates) == PROBES:
                break
    return rates


@pytest.mark.slow
@pytest.mark.parametrize("title", catalogue.TITLES, ids=[title.id for title in catalogue.TITLES])
def test_no_table_flashes_more_than_three_times_a_second(app, title):
    rates = probed(app, title, min(title.counts))
    assert all(rate <= tween.MAX_FLASH_HZ for rate in rates), rates


def test_the_probe_sees_a_fast_flash(app):
    """The probe is not blind: a mover's glow beating six times a second is caught."""
    scene = seated(app, catalogue.by_id("cambio"), 2)
    scene.beat = lambda hz: 0.5 - 0.5 * math.cos(math.tau * 6 * scene.time)
    for _ in moments(scene, repeats=1):
        if scene.session.public_view().phase == "turn":
            break
    assert flashes_per_second(app, scene, 1.0) > tween.MAX_FLASH_HZ


def test_every_beat_goes_through_pulse():
    """No module draws a sine or a blink of a clock of its own (time, clock, now, age): the
    one beat is tween.pulse (its shake and the confetti's flutter are motion, off with
    reduced motion)."""
    root = Path(game.__file__).parent
    clocks = {"time", "clock", "now"}
    found = []
    for path in root.rglob("*.py"):
        if path.name == "tween.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            timed = isinstance(node, ast.Call) and getattr(node.func, "attr", None) in ("sin", "cos") or (
                isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod))
            if timed and any(isinstance(inner, ast.Attribute) and inner.attr in clocks for inner in ast.walk(node)):
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    assert not found
