"""Damaged files in levels/: checked at start, each title either left out with a clear
DataError or playable (a short bot game at its most players), never a crash or a hang."""
import random

import pytest
from hypothesis import given, settings, strategies as st

import fuzzing


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    return fuzzing.CHECKS["levels"].prepare(tmp_path_factory.mktemp("levels"))


@settings(max_examples=200)
@given(rng=st.randoms(use_true_random=False))
def test_a_damaged_levels_file_is_refused_or_playable(prepared, rng: random.Random):
    verdict = fuzzing.bounded(lambda: fuzzing.CHECKS["levels"].run(prepared, rng))
    assert verdict in ("accepted", "refused")
