"""The results' motion: the ranking's rows come in one by one from the last place to the
first (the winners last, together, after a breath), each with a sound and its score counting
up; then the winners get a fanfare and confetti shot over the screen from its lower corners.

Everything here runs on animation time: the results scene advances it by the frame's seconds
times the animation-speed setting, so "slow" and "fast" animations stretch or shrink it all.
A press during the entrance ends it at once (`Entrance.skip`): the rows stand, the confetti
that is already flying keeps falling.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from game.ui import draw, tween
from game.ui.canvas import Canvas
from game.ui.palette import GOLD, PAPER, SEAT_COLOURS

PICTURE_IN = 0.5  # seconds the final picture takes to rise in
FIRST_ROW = 0.35  # when the last place starts to come in
ROW_EVERY = 0.4  # seconds between two rows starting
WINNER_BREATH = 0.5  # extra wait before the winners
ROW_FLIGHT = 0.55  # seconds a row takes to slide into its place
MENU_AFTER = 0.35  # seconds after the winners land until the menu takes presses
SLIDE_FROM = -720  # units left of its place a row starts
GRAVITY = 620.0  # units per second squared, pulling the confetti down
DRAG = 0.8  # of the confetti's speed lost per second (paper in air)
FALL_MOST = 240.0  # units per second: paper flutters down, it does not drop
PIECES = 150  # confetti pieces of the winners' cheer
CONFETTI_COLOURS = (*SEAT_COLOURS, GOLD, PAPER)


def schedule(won: list[bool]) -> list[float]:
    """When each row starts to come in (rows best first, as the ranking lists them): the
    worst first, every ROW_EVERY seconds; the winners together, WINNER_BREATH later."""
    starts = [0.0] * len(won)
    at = FIRST_ROW
    losers = [row for row in range(len(won)) if not won[row]]
    for row in reversed(losers):
        starts[row] = at
        at += ROW_EVERY
    if losers:
        at += WINNER_BREATH - ROW_EVERY + ROW_FLIGHT
    for row in range(len(won)):
        if won[row]:
            starts[row] = at
    return starts


@dataclass
class Entrance:
    """The rows' arrival over time; `age` is animation seconds since the results appeared."""

    starts: list[float]
    age: float = 0.0

    @property
    def landed_at(self) -> float:
        """When the last row stands in its place."""
        return max(self.starts, default=0.0) + ROW_FLIGHT

    @property
    def done(self) -> bool:
        """The entrance is over: the menu takes presses."""
        return self.age >= self.landed_at + MENU_AFTER

    def skip(self) -> None:
        self.age = max(self.age, self.landed_at + MENU_AFTER)

    def progress(self, row: int) -> float:
        """0 before the row starts, 1 once it stands."""
        return min(1.0, max(0.0, (self.age - self.starts[row]) / ROW_FLIGHT))

    def offset(self, row: int) -> int:
        """How far left of its place the row is drawn now (overshooting a little as it lands)."""
        return round(SLIDE_FROM * (1 - tween.ease_out_back(self.progress(row))))

    def shown(self, row: int) -> bool:
        return self.age >= self.starts[row]

    def picture(self) -> float:
        """The final picture's rise, 0..1."""
        return tween.ease_out_cubic(min(1.0, self.age / PICTURE_IN))


@dataclass
class Piece:
    x: float
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    size: float
    colour: tuple[int, int, int]


@dataclass
class Confetti:
    """Paper pieces shot up over the screen, fluttering down off it."""

    bottom: float = 720.0
    pieces: list[Piece] = field(default_factory=list)
    rng: random.Random = field(default_factory=lambda: random.Random(7))

    def burst(self, x: float, y: float, count: int, heading: tuple[float, float], speed: tuple[float, float]) -> None:
        """Throw `count` pieces from (x, y), their directions between the two `heading`s
        (radians; -pi/2 is straight up) and their speeds in `speed` (units per second)."""
        rng = self.rng
        for _ in range(count):
            angle, pace = rng.uniform(*heading), rng.uniform(*speed)
            self.pieces.append(Piece(x, y, math.cos(angle) * pace, math.sin(angle) * pace, rng.uniform(0, 360),
                                     rng.uniform(-540, 540), rng.uniform(5, 10), rng.choice(CONFETTI_COLOURS)))

    def cannons(self, width: float, count: int = PIECES) -> None:
        """Two confetti cannons in the lower corners of the screen, fired up and inwards."""
        up = -math.pi / 2
        self.burst(0, self.bottom, count // 2, (up + 0.12, up + 0.6), (900, 1400))
        self.burst(width, self.bottom, count - count // 2, (up - 0.6, up - 0.12), (900, 1400))

    def update(self, dt: float) -> None:
        keep = []
        slow = math.exp(-DRAG * dt)
        for piece in self.pieces:
            piece.vx *= slow
            piece.vy = min(FALL_MOST, piece.vy * slow + GRAVITY * dt)
            piece.x += piece.vx * dt
            piece.y += piece.vy * dt
            piece.angle += piece.spin * dt
            if piece.y < self.bottom + 20:
                keep.append(piece)
        self.pieces = keep

    def draw(self, surface: Canvas) -> None:
        for piece in self.pieces:
            turn = math.radians(piece.angle)
            flutter = abs(math.cos(turn * 1.7)) * 0.8 + 0.2  # a piece turning edge-on looks thin
            along = (math.cos(turn) * piece.size, math.sin(turn) * piece.size)
            across = (-math.sin(turn) * piece.size * 0.5 * flutter, math.cos(turn) * piece.size * 0.5 * flutter)
            draw.polygon(surface, piece.colour, [
                (piece.x - along[0] - across[0], piece.y - along[1] - across[1]),
                (piece.x + along[0] - across[0], piece.y + along[1] - across[1]),
                (piece.x + along[0] + across[0], piece.y + along[1] + across[1]),
                (piece.x - along[0] + across[0], piece.y - along[1] + across[1])])
