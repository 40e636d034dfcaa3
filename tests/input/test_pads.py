"""Pads: logical buttons, hot-plug bookkeeping."""
import pygame

from game.input.pads import Opened, Pads


def opener(index):
    return None if index == 99 else Opened(object(), 10 + index, f"guid-{index}", f"Pad {index}")


def test_added_removed_and_names():
    pads = Pads(opener)
    assert pads.added(1) == "pad:11"
    assert pads.added(1) is None            # already known
    assert pads.added(99) is None           # could not be opened
    assert pads.connected() == ["pad:11"]
    assert (pads.name("pad:11"), pads.guid("pad:11")) == ("Pad 1", "guid-1")
    pads.button(11, pygame.CONTROLLER_BUTTON_A, True)
    assert pads.removed(11) == ("pad:11", ["act"])
    assert pads.connected() == []


def test_mapping_of_buttons():
    pads = Pads(opener)
    expect = {pygame.CONTROLLER_BUTTON_DPAD_UP: "slot1", pygame.CONTROLLER_BUTTON_DPAD_LEFT: "slot2",
              pygame.CONTROLLER_BUTTON_DPAD_DOWN: "slot3", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "slot4",
              pygame.CONTROLLER_BUTTON_Y: "slot1", pygame.CONTROLLER_BUTTON_X: "slot2",
              pygame.CONTROLLER_BUTTON_A: "act", pygame.CONTROLLER_BUTTON_B: "alt",
              pygame.CONTROLLER_BUTTON_START: "pause"}
    for button, logical in expect.items():
        assert pads.button(1, button, True) == ("pad:1", logical)
        assert pads.button(1, button, False) == ("pad:1", logical)
    assert pads.button(1, pygame.CONTROLLER_BUTTON_GUIDE, True) == ("pad:1", None)


def test_two_physical_buttons_on_one_logical_count_once():
    pads = Pads(opener)
    assert pads.button(1, pygame.CONTROLLER_BUTTON_Y, True) == ("pad:1", "slot1")
    assert pads.button(1, pygame.CONTROLLER_BUTTON_DPAD_UP, True) == ("pad:1", None)
    assert pads.button(1, pygame.CONTROLLER_BUTTON_Y, False) == ("pad:1", None)
    assert pads.held("pad:1") == {"slot1"}
    assert pads.button(1, pygame.CONTROLLER_BUTTON_DPAD_UP, False) == ("pad:1", "slot1")


def test_release_all():
    pads = Pads(opener)
    pads.button(1, pygame.CONTROLLER_BUTTON_A, True)
    pads.button(2, pygame.CONTROLLER_BUTTON_B, True)
    assert pads.release_all() == [("pad:1", "act"), ("pad:2", "alt")]
    assert pads.held("pad:1") == frozenset()
