"""Dice that tumble in a tray with pymunk (seen from above).

The rules state owns every roll: it has already drawn the face from the game's seeded RNG
before the dice are thrown. The physics only shows a throw: the dice fly in, bounce off
the tray and each other, spin down and settle, and the face drawn on each die while it
tumbles changes with its rotation; once it rests it shows the rolled value. The throw
itself is seeded from the roll number, so a replay looks the same.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pymunk

STEP = 1 / 120
SIZE = 46.0  # edge of a die, in screen pixels
SETTLE_SPEED = 12.0  # px/s under which a die counts as resting
SETTLE_SPIN = 0.4  # rad/s
MAX_TUMBLE = 2.5  # seconds; a die still moving then is stopped where it is


@dataclass
class DieView:
    colour: str  # "white" or "black"
    value: int  # the rolled face (from the rules)
    body: pymunk.Body

    @property
    def resting(self) -> bool:
        return self.body.velocity.length < SETTLE_SPEED and abs(self.body.angular_velocity) < SETTLE_SPIN

    def shown_face(self, faces: tuple[int, ...]) -> int:
        """While tumbling, the face turns with every quarter turn; at rest, the roll."""
        if self.resting:
            return self.value
        quarter = int(abs(self.body.angle) / (math.pi / 2))
        return faces[quarter % len(faces)]


class DiceTray:
    """A walled tray of `rect` (x, y, w, h) in screen pixels where dice are thrown."""

    def __init__(self, rect: tuple[int, int, int, int]) -> None:
        self.rect = rect
        self.space = pymunk.Space()
        self.space.damping = 0.25  # felt: dice lose 75% of their speed per second
        x, y, w, h = rect
        corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
        for a, b in zip(corners, corners[1:] + corners[:1]):
            wall = pymunk.Segment(self.space.static_body, a, b, 4)
            wall.elasticity = 0.7
            wall.friction = 0.6
            self.space.add(wall)
        self.dice: list[DieView] = []
        self.age = 0.0

    def throw(self, rolls: list[tuple[str, int]], seed: int) -> None:
        """Throw one die per (colour, value) from the tray's left edge."""
        for die in self.dice:
            self.space.remove(die.body, *die.body.shapes)
        self.dice = []
        self.age = 0.0
        rng = random.Random(seed)
        x, y, w, h = self.rect
        for index, (colour, value) in enumerate(rolls):
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (SIZE, SIZE)))
            body.position = (x + SIZE, y + h * (index + 1) / (len(rolls) + 1))
            body.angle = rng.uniform(0, math.tau)
            body.velocity = (rng.uniform(700, 950), rng.uniform(-260, 260))
            body.angular_velocity = rng.uniform(-18, 18)
            shape = pymunk.Poly.create_box(body, (SIZE, SIZE), radius=4)
            shape.elasticity = 0.6
            shape.friction = 0.8
            self.space.add(body, shape)
            self.dice.append(DieView(colour, value, body))

    def rest(self) -> None:
        """The thrown dice lie still at once, side by side across the tray's middle, upright
        on their rolled faces (reduced motion: no tumble)."""
        x, y, w, h = self.rect
        for index, die in enumerate(self.dice):
            die.body.position = (x + w * (index + 1) / (len(self.dice) + 1), y + h / 2 + SIZE / 6)
            die.body.angle = 0.0
            die.body.velocity = (0, 0)
            die.body.angular_velocity = 0
        self.age = MAX_TUMBLE

    def step(self, dt: float) -> None:
        """Advance the physics in fixed steps; a slow frame only means more steps."""
        steps = max(1, round(dt / STEP))
        for _ in range(steps):
            if self.settled:
                return
            for die in self.dice:  # rolling friction of the felt
                die.body.angular_velocity *= 0.985
            self.space.step(STEP)
            self.age += STEP
        if self.age >= MAX_TUMBLE:
            for die in self.dice:
                die.body.velocity = (0, 0)
                die.body.angular_velocity = 0

    @property
    def settled(self) -> bool:
        return all(die.resting for die in self.dice)
