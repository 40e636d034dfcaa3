"""Motion: easing curves, tweens, a list of running animations and the one beat of every
pulsing thing.

Animations only ever show what the rules already decided: a card that flies to a hand is
already in that hand in the state. Scenes advance them in `update` (scaled by the
animation-speed setting) and draw them in `draw`. With reduced motion (the setting) a
table starts none of them (game/kit/table.py, `TableScene.still`).

Whatever pulses or blinks (a glowing field, a ring that breathes) beats through `pulse`,
which refuses more than MAX_FLASH_HZ beats a second: nothing flashes more than three times
a second (photosensitivity: the Game Accessibility Guidelines, WCAG 2.3.1).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

from game.ui import canvas
from game.ui.canvas import Canvas

Point = tuple[float, float]


def ease_out_cubic(x: float) -> float:
    return 1 - (1 - x) ** 3


def ease_in_out(x: float) -> float:
    return 4 * x ** 3 if x < 0.5 else 1 - (-2 * x + 2) ** 3 / 2


def ease_out_back(x: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (x - 1) ** 3 + c1 * (x - 1) ** 2


MAX_FLASH_HZ = 3.0  # the most beats a second anything on screen may pulse or blink


def pulse(time: float, hz: float) -> float:
    """0..1..0 once per beat, `hz` beats a second (at most MAX_FLASH_HZ): the level of a
    glow or blink at `time` (seconds)."""
    if not 0 < hz <= MAX_FLASH_HZ:
        raise ValueError(f"a pulse beats 0 < hz <= {MAX_FLASH_HZ} times a second, not {hz}")
    return 0.5 - 0.5 * math.cos(math.tau * hz * time)


def lerp(a: Point, b: Point, x: float) -> Point:
    return (a[0] + (b[0] - a[0]) * x, a[1] + (b[1] - a[1]) * x)


@dataclass
class Animation:
    """Something drawn for `duration` seconds after `delay`; `progress` runs 0..1."""

    duration: float
    delay: float = 0.0
    age: float = 0.0

    @property
    def progress(self) -> float:
        if self.age < self.delay:
            return 0.0
        return min(1.0, (self.age - self.delay) / self.duration) if self.duration > 0 else 1.0

    @property
    def started(self) -> bool:
        return self.age >= self.delay

    @property
    def done(self) -> bool:
        return self.age >= self.delay + self.duration

    def draw(self, surface: Canvas) -> None:
        """Paint this animation at its current progress."""


@dataclass
class Flight(Animation):
    """An image flying from `start` to `end` (centres), with easing and an optional spin."""

    image: Canvas | None = None
    start: Point = (0, 0)
    end: Point = (0, 0)
    spin: float = 0.0
    ease: Callable[[float], float] = ease_out_cubic

    def position(self) -> Point:
        return lerp(self.start, self.end, self.ease(self.progress))

    def draw(self, surface: Canvas) -> None:
        if self.image is None or not self.started:
            return
        image = canvas.at_scale(self.image, surface.scale)
        if self.spin:
            image = canvas.rotate(image, self.spin * (1 - self.progress))
        x, y = self.position()
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


def shake_offset(age: float, strength: float = 6.0, duration: float = 0.35) -> Point:
    """A damped wobble for slapped or burned cards (none before it begins, `age` < 0)."""
    if not 0 <= age < duration:
        return (0.0, 0.0)
    fade = 1 - age / duration
    return (math.sin(age * 70) * strength * fade, math.cos(age * 53) * strength * 0.5 * fade)


@dataclass
class Animations:
    running: list[Animation] = field(default_factory=list)

    def add(self, animation: Animation) -> Animation:
        self.running.append(animation)
        return animation

    def update(self, dt: float) -> None:
        for animation in self.running:
            animation.age += dt
        self.running = [a for a in self.running if not a.done]

    def busy(self) -> bool:
        return bool(self.running)

    def draw(self, surface: Canvas) -> None:
        for animation in self.running:
            animation.draw(surface)


@dataclass(frozen=True)
class Cue:
    """A sound due at a moment of animation time; `place` says where it happens, for a
    scene that marks the spot (a field that pulses)."""

    at: float
    sound: str
    place: object = None


@dataclass
class Cues:
    """Sounds waiting for a moment of animation time (a card landing, a stone arriving)."""

    waiting: list[Cue] = field(default_factory=list)

    def add(self, at: float, sound: str, place: object = None) -> None:
        self.waiting.append(Cue(at, sound, place))

    def due(self, now: float) -> list[Cue]:
        """The cues whose moment has come, in the order they were added; they are dropped."""
        ready = [cue for cue in self.waiting if cue.at <= now]
        if ready:
            self.waiting = [cue for cue in self.waiting if cue.at > now]
        return ready
