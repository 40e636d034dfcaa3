"""Damaged saves offered to Continue: each is continued or refused, never a crash or a hang.

The mutants (tests/fuzzing.py) start from real saves of every title; benchmarks/fuzz_files.py
runs 10^4 of them, this test a few hundred.
"""
import random

import pytest
from hypothesis import given, settings, strategies as st

import fuzzing


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    return fuzzing.CHECKS["saves"].prepare(tmp_path_factory.mktemp("saves"))


@settings(max_examples=300)
@given(rng=st.randoms(use_true_random=False))
def test_a_damaged_save_is_continued_or_refused(prepared, rng: random.Random):
    verdict = fuzzing.bounded(lambda: fuzzing.CHECKS["saves"].run(prepared, rng))
    assert verdict in ("accepted", "refused")
