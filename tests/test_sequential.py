"""The sequential test of a share (tests/sequential.py): the fixed test's error rates, an early
answer when the share is far from the threshold, the fixed verdict when it never gets clear."""
import random

from sequential import binomial_tail, share_at_least


def test_its_error_rates_are_the_fixed_tests_at_the_threshold_plus_or_minus_the_margin():
    verdict = share_at_least(lambda game: 1.0, 0.6, most=200)
    assert verdict.alpha == binomial_tail(200, 0.5, 120) and 0.001 < verdict.alpha < 0.01
    assert verdict.beta == 1 - binomial_tail(200, 0.7, 120) and verdict.beta < 0.002


def test_a_clear_share_is_decided_after_few_games_either_way():
    assert share_at_least(lambda game: 1.0, 0.6, most=200).games < 20
    losing = share_at_least(lambda game: 0.0, 0.6, most=200)
    assert not losing.passed and losing.games < 20


def test_a_share_at_the_threshold_goes_to_the_end_and_gets_the_fixed_verdict():
    """Alternating won and lost (and half wins) at exactly the threshold's likelihood never
    crosses a bound in a short run: the fixed test's verdict decides."""
    verdict = share_at_least(lambda game: 0.6, 0.6, most=50)
    assert verdict.games == 50 and verdict.passed and abs(verdict.share - 0.6) < 1e-9
    assert not share_at_least(lambda game: 0.58, 0.6, most=50).passed


def test_it_errs_no_more_often_than_the_fixed_test_on_random_games():
    """10,000 simulated levels at p0 and at p1: the share of wrong verdicts stays within the
    fixed test's error rate (plus three standard errors of the simulation)."""
    rng = random.Random(26)
    for p, want in ((0.5, False), (0.7, True)):
        runs = [share_at_least(lambda game: float(rng.random() < p), 0.6, most=200) for _ in range(2000)]
        rate = runs[0].alpha if not want else runs[0].beta
        wrong = sum(run.passed != want for run in runs) / len(runs)
        assert wrong <= rate + 3 * (rate / len(runs)) ** 0.5 + 1 / len(runs)
        assert sum(run.games for run in runs) / len(runs) < 100  # half the fixed test's games, or fewer
