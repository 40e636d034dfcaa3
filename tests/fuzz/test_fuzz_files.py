"""Damaged files the game reads from disk, loaded as the game loads them: saves offered to
Continue, settings.json (anything in it, or only its key maps) and every file in levels/.
Each is accepted or refused with a clear reason, never an uncaught exception or a hang
(more work than tests/fuzzing.py's bound). benchmarks/fuzz_files.py runs 10^4 of each."""
import random

import pytest
from hypothesis import given, settings, strategies as st

import fuzzing

KINDS = ("saves", "settings", "keymaps", "levels")
pytestmark = pytest.mark.slow  # 1,000 loads of damaged files: the long fuzz run


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    return {kind: fuzzing.CHECKS[kind].prepare(tmp_path_factory.mktemp(kind)) for kind in KINDS}


def loads(prepared, kind: str, rng: random.Random) -> None:
    verdict = fuzzing.bounded(lambda: fuzzing.CHECKS[kind].run(prepared[kind], rng))
    assert verdict in ("accepted", "refused")


@pytest.mark.parametrize("kind", KINDS[:3])
@settings(max_examples=300)
@given(rng=st.randoms(use_true_random=False))
def test_a_damaged_file_is_accepted_or_refused(prepared, kind, rng: random.Random):
    loads(prepared, kind, rng)


@settings(max_examples=100)  # each also plays a bot game of every title that reads the file
@given(rng=st.randoms(use_true_random=False))
def test_a_damaged_levels_file_is_accepted_or_refused(prepared, rng: random.Random):
    loads(prepared, "levels", rng)
