"""A statistical test that stops as soon as its answer is clear: Wald's sequential probability
ratio test (SPRT) of a share, with the error rates of the fixed-sample test it replaces.

The fixed test it replaces: play `most` seeded games and pass when the share won reaches
`least` (e.g. hard beats easy in at least 60 % of 200 games). Call p the true share of the
games a level wins. Two points frame the threshold c = `least`: p0 = c - m (clearly too weak:
the test must fail) and p1 = c + m (clearly strong enough: it must pass), m = `margin`. The
fixed test's error rates at those points are binomial tails,

    alpha = P(Bin(n, p0) >= ceil(c n))      (a too weak level passes)
    beta  = P(Bin(n, p1) <  ceil(c n))      (a strong enough level fails)

The sequential test plays the same seeded games one by one and sums the log-likelihood ratio
of p1 against p0: a game scored x (1 won, 0 lost, 0.5 a shared win) adds

    x ln(p1 / p0) + (1 - x) ln((1 - p1) / (1 - p0)).

It passes as soon as the sum reaches ln((1 - beta) / alpha) and fails as soon as it falls to
ln(beta / (1 - alpha)); by Wald's inequalities its error rates at p0 and p1 are then at most
alpha / (1 - beta) and beta / (1 - alpha): the fixed test's, to a factor 1 / (1 - beta) or
1 / (1 - alpha) that is within a few per cent of 1. It never plays more than `most` games:
undecided by then, the fixed test's verdict (share >= c) is the answer. On average it needs about ln((1 - beta) / alpha) / D games at a true share p,
with D = p ln(p1/p0) + (1 - p) ln((1 - p1)/(1 - p0)): a level far above the threshold is
clear after a few dozen games where the fixed test always played all of them. The games are
seeded, so the number played, and the verdict, is the same on every run and machine.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Verdict:
    passed: bool
    games: int  # games played before the answer was clear
    share: float  # share won in those games
    alpha: float
    beta: float

    def __str__(self) -> str:
        return (f"{'passed' if self.passed else 'failed'} after {self.games} games, share {self.share:.3f} "
                f"(error rates alpha {self.alpha:.2g}, beta {self.beta:.2g})")


def binomial_tail(n: int, p: float, at_least: int) -> float:
    """P(Bin(n, p) >= at_least)."""
    return sum(math.comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(max(at_least, 0), n + 1))


def share_at_least(game: Callable[[int], float], least: float, most: int, margin: float = 0.1) -> Verdict:
    """Whether `game(i)` (the score of game number i: 1, 0 or 0.5) wins at least a share `least`,
    decided sequentially with the error rates of `most` fixed games (module docstring)."""
    p0, p1 = max(least - margin, 1e-3), min(least + margin, 1 - 1e-3)
    needed = math.ceil(least * most - 1e-9)
    alpha = binomial_tail(most, p0, needed)
    beta = 1.0 - binomial_tail(most, p1, needed)
    upper, lower = math.log((1 - beta) / alpha), math.log(beta / (1 - alpha))
    won_step, lost_step = math.log(p1 / p0), math.log((1 - p1) / (1 - p0))
    ratio, won = 0.0, 0.0
    for played in range(1, most + 1):
        score = game(played - 1)
        won += score
        ratio += score * won_step + (1 - score) * lost_step
        if ratio >= upper or ratio <= lower:
            return Verdict(ratio >= upper, played, won / played, alpha, beta)
    return Verdict(won >= needed - 1e-9, most, won / most, alpha, beta)
