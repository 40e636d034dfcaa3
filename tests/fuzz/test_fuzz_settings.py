"""Damaged settings.json files (anything in them, or only the key maps) read as the app
reads them: defaults and a notice, never a crash or a hang."""
import random

import pytest
from hypothesis import given, settings, strategies as st

import fuzzing


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    return {kind: fuzzing.CHECKS[kind].prepare(tmp_path_factory.mktemp(kind)) for kind in ("settings", "keymaps")}


@settings(max_examples=300)
@given(rng=st.randoms(use_true_random=False))
def test_damaged_settings_give_defaults_and_a_notice(folders, rng: random.Random):
    verdict = fuzzing.bounded(lambda: fuzzing.CHECKS["settings"].run(folders["settings"], rng))
    assert verdict in ("accepted", "refused")


@settings(max_examples=300)
@given(rng=st.randoms(use_true_random=False))
def test_damaged_key_maps_give_default_keys_and_a_notice(folders, rng: random.Random):
    verdict = fuzzing.bounded(lambda: fuzzing.CHECKS["keymaps"].run(folders["keymaps"], rng))
    assert verdict in ("accepted", "refused")
