"""How long a person takes from seeing something to the last key press of a move.

One model for every bot level and for the arena's model human (docs/HUMAN_TIMING.md gives
the published figures and their sources):

    real-time move:  ex-Gaussian(mu, sigma, tau), where
        mu = orient                              find the cue on a busy table (attention shift)
           + reaction_mean                       a simple reaction: perceive, press one key
           + hick * log2(options)                Hick-Hyman: a choice among `options` equally
                                                 likely ones (one option: a simple reaction)
           + keystroke * (presses - 1)           keystroke-level model: every further press
        sigma = reaction_sd, tau = reaction_tau  the slow right tail real reaction times have
    turn decision:   log-normal(think_mean, think_sd) + the same Hick and keystroke terms

and never under reaction_min. Delays are right-skewed, as measured human times are, and grow
with the number of options and presses. A profile's speed is checked as data
(`quantile`, `FLOOR_TWO_PRESS`): no level may be faster than a fast, attentive person.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.core.rng import GameRng

if TYPE_CHECKING:
    from game.core.driver import BotProfile

FLOOR_TWO_PRESS = 0.45  # seconds: p10 of a two-press choice between two options, for any level
FLOOR_OPTIONS = 2
FLOOR_SAMPLES = 4000


def choice_time(profile: "BotProfile", options: int, presses: int) -> float:
    """The deterministic part a choice and its further key presses add."""
    return profile.hick * math.log2(max(options, 1)) + profile.keystroke * max(presses - 1, 0)


def reaction(profile: "BotProfile", rng: GameRng, options: int = 1, presses: int = 1) -> float:
    mu = profile.orient + profile.reaction_mean + choice_time(profile, options, presses)
    tail = rng.expovariate(1.0 / profile.reaction_tau) if profile.reaction_tau > 0 else 0.0
    return max(profile.reaction_min, rng.gauss(mu, profile.reaction_sd) + tail)


def think(profile: "BotProfile", rng: GameRng, options: int = 1, presses: int = 1) -> float:
    mean, sd = profile.think_mean, profile.think_sd
    if sd > 0 and mean > 0:
        sigma2 = math.log(1 + (sd / mean) ** 2)
        base = rng.lognormvariate(math.log(mean) - sigma2 / 2, math.sqrt(sigma2))
    else:
        base = mean
    return max(profile.reaction_min, base + choice_time(profile, options, presses))


def further_press(profile: "BotProfile", rng: GameRng) -> float:
    """The next key of a move already decided (a take after the drop): one keystroke,
    right-skewed around the profile's keystroke time."""
    return max(0.08, profile.keystroke * rng.lognormvariate(-0.045, 0.3))


def quantile(profile: "BotProfile", q: float, options: int = FLOOR_OPTIONS, presses: int = 2,
             samples: int = FLOOR_SAMPLES, seed: str = "timing-check") -> float:
    """The q-quantile of a profile's real-time delay, from seeded draws (a data check)."""
    rng = GameRng(seed)
    draws = sorted(reaction(profile, rng, options, presses) for _ in range(samples))
    return draws[min(int(q * samples), samples - 1)]


def too_fast(profile: "BotProfile") -> bool:
    """True when a profile's two-press choice is, at its p10, faster than a fast person."""
    return quantile(profile, 0.10) < FLOOR_TWO_PRESS
