"""Human speed as data: no bot level presses faster than a fast, attentive person, delays are
right-skewed and grow with the choice and the keys, and the model human sits in the published
ranges (docs/HUMAN_TIMING.md). These check the profiles' numbers by seeded draws, not a clock."""
import dataclasses

import pytest

from game.core import adaptive, timing
from game.core.driver import LEVELS, MODEL, PROFILE_SCHEMA, load_profiles
from game.core.rng import GameRng

PROFILES = load_profiles()


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_presses_two_keys_faster_than_a_fast_person(level):
    assert timing.quantile(PROFILES[level], 0.10) >= timing.FLOOR_TWO_PRESS
    assert not timing.too_fast(PROFILES[level])


@pytest.mark.parametrize("skill", [0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0])
def test_no_adaptive_blend_is_faster_either(skill):
    assert not timing.too_fast(adaptive.profile(PROFILES, skill))


def test_the_check_catches_a_profile_faster_than_people():
    quick = dataclasses.replace(PROFILES["hard"], orient=0.0, reaction_mean=0.15, hick=0.05, keystroke=0.1)
    assert timing.too_fast(quick)


def test_the_fastest_profile_the_data_may_hold_is_still_human():
    """bots.toml's ranges (driver.PROFILE_SCHEMA): every timing term at its fastest end, the
    spread at its widest (which makes the fast tail faster), the slow tail gone."""
    ranges = PROFILE_SCHEMA.required[MODEL].required
    fastest = {name: part.low for name, part in ranges.items()}
    fastest["reaction_sd"] = ranges["reaction_sd"].high
    assert not timing.too_fast(dataclasses.replace(PROFILES["hard"], **fastest))
    wider = dict(fastest, reaction_sd=0.2)
    assert timing.too_fast(dataclasses.replace(PROFILES["hard"], **wider))  # the check is not idle


def test_the_model_human_is_in_the_published_ranges():
    model = PROFILES[MODEL]
    assert 0.2 <= model.reaction_mean + model.reaction_tau <= 0.32  # simple visual reaction, about 0.25 s
    one_press_choice = timing.quantile(model, 0.5, options=2, presses=1)
    assert 0.6 <= one_press_choice <= 1.2  # find the cue, decide, press: about 0.8 s
    assert timing.quantile(model, 0.5, options=2, presses=2) > one_press_choice + 0.15
    assert 0.15 <= model.keystroke <= 0.3 and 0.1 <= model.hick <= 0.2


def test_delays_are_right_skewed_and_grow_with_options_and_presses():
    for level in (MODEL, *LEVELS):
        profile = PROFILES[level]
        p10, p50, p90 = (timing.quantile(profile, q) for q in (0.1, 0.5, 0.9))
        assert p90 - p50 > p50 - p10  # a longer slow tail than fast one
        assert timing.quantile(profile, 0.5, options=8) > timing.quantile(profile, 0.5, options=2)
        assert timing.quantile(profile, 0.5, presses=3) > timing.quantile(profile, 0.5, presses=2)
        rng = GameRng("think")
        thoughts = sorted(profile.think(rng, 3) for _ in range(2000))
        assert thoughts[1800] - thoughts[1000] > thoughts[1000] - thoughts[200]


def test_levels_differ_more_in_attention_than_in_speed():
    speed = timing.quantile(PROFILES["easy"], 0.5) / timing.quantile(PROFILES["hard"], 0.5)
    attention = PROFILES["hard"].attention / PROFILES["easy"].attention
    assert speed < attention
    assert timing.quantile(PROFILES[MODEL], 0.5) / timing.quantile(PROFILES["hard"], 0.5) < 1.25
