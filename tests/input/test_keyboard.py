"""Cluster key maps: defaults, validation of saved maps, rebinding, labels."""
import pygame
import pytest
from hypothesis import given, settings, strategies as st

from game.input.intents import SEAT_BUTTONS
from game.input.keyboard import (CLUSTERS, DEFAULT_KEY_MAPS, MODIFIERS, RESERVED, Keyboard,
                                 RebindRefused, clean_key_maps)


def test_defaults_are_complete_and_disjoint():
    codes = [code for m in DEFAULT_KEY_MAPS.values() for code in m.values()]
    assert len(codes) == len(set(codes)) == 6 * len(CLUSTERS)
    assert all(set(m) == set(SEAT_BUTTONS) for m in DEFAULT_KEY_MAPS.values())
    assert not set(codes) & set(RESERVED)


def test_four_letter_clusters_use_a_modifier_or_space_for_act():
    # the fast button of each cluster must stay heard beside six held letters
    for cluster in ("kb1", "kb3", "kb4"):
        assert DEFAULT_KEY_MAPS[cluster]["act"] in MODIFIERS
    assert DEFAULT_KEY_MAPS["kb2"]["act"] == pygame.KSCAN_SPACE


def test_clean_maps_pass_unchanged():
    maps, clean = clean_key_maps(DEFAULT_KEY_MAPS)
    assert clean and maps == DEFAULT_KEY_MAPS


def test_a_broken_cluster_takes_its_default_only():
    raw = {c: dict(m) for c, m in DEFAULT_KEY_MAPS.items()}
    raw["kb1"]["slot1"] = pygame.KSCAN_Z
    raw["kb3"]["alt"] = "period"  # not a scancode
    maps, clean = clean_key_maps(raw)
    assert not clean
    assert maps["kb1"]["slot1"] == pygame.KSCAN_Z
    assert maps["kb3"] == DEFAULT_KEY_MAPS["kb3"]


def test_a_clash_between_clusters_resets_all():
    raw = {c: dict(m) for c, m in DEFAULT_KEY_MAPS.items()}
    raw["kb1"]["slot1"] = DEFAULT_KEY_MAPS["kb2"]["slot1"]
    maps, clean = clean_key_maps(raw)
    assert not clean and maps == DEFAULT_KEY_MAPS


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.none(), st.integers(), st.text(max_size=3),
                 st.dictionaries(st.sampled_from(CLUSTERS + ("kb9",)),
                                 st.dictionaries(st.sampled_from(SEAT_BUTTONS + ("jump",)),
                                                 st.one_of(st.integers(-5, 600), st.booleans()),
                                                 max_size=7),
                                 max_size=6)))
def test_any_saved_data_gives_valid_disjoint_maps(raw):
    maps, _ = clean_key_maps(raw)
    assert set(maps) == set(CLUSTERS)
    codes = [code for m in maps.values() for code in m.values()]
    assert len(codes) == len(set(codes))
    assert not set(codes) & set(RESERVED)


def test_rebind_within_a_cluster_swaps():
    keys = Keyboard(DEFAULT_KEY_MAPS)
    keys.rebind("kb1", "slot1", pygame.KSCAN_W)
    assert keys.scancode("kb1", "slot1") == pygame.KSCAN_W
    assert keys.scancode("kb1", "slot2") == pygame.KSCAN_Q
    assert keys.lookup(pygame.KSCAN_Q) == ("kb1", "slot2")


def test_rebind_refusals_change_nothing():
    keys = Keyboard(DEFAULT_KEY_MAPS)
    for args, reason in ((("kb2", "act", pygame.KSCAN_LSHIFT), "input.refuse.taken"),
                         (("kb2", "act", pygame.KSCAN_RETURN), "input.refuse.reserved"),
                         (("kb9", "act", pygame.KSCAN_Z), "input.refuse.unknown"),
                         (("kb2", "jump", pygame.KSCAN_Z), "input.refuse.unknown")):
        with pytest.raises(RebindRefused) as refused:
            keys.rebind(*args)
        assert refused.value.key == reason
    assert keys.maps() == DEFAULT_KEY_MAPS


def test_reset_refused_while_another_cluster_holds_a_default_key():
    keys = Keyboard(DEFAULT_KEY_MAPS)
    keys.rebind("kb1", "slot1", pygame.KSCAN_Z)
    keys.rebind("kb2", "alt", pygame.KSCAN_Q)
    with pytest.raises(RebindRefused):
        keys.reset("kb1")
    keys.rebind("kb2", "alt", pygame.KSCAN_B)
    keys.reset("kb1")
    assert keys.maps() == DEFAULT_KEY_MAPS


def test_labels_follow_the_layout_learnt_from_key_events():
    pygame.init()
    pygame.display.set_mode((64, 64))
    keys = Keyboard(DEFAULT_KEY_MAPS)
    keys.learn(pygame.KSCAN_Y, pygame.K_z)  # a QWERTZ keyboard said so
    assert keys.name(pygame.KSCAN_Y) == "Z"
    assert keys.name(pygame.KSCAN_KP_8).startswith("Num")
    assert keys.label(pygame.KSCAN_SPACE, lambda key: key) == "input.key.space"
    assert Keyboard(DEFAULT_KEY_MAPS).name(pygame.KSCAN_Y) == "Y"  # another keyboard learnt nothing
