"""Real pygame events through the real input layer to stamped intents."""
import pygame
import pytest

from game.input.keyboard import RebindRefused
from game.input.layer import InputLayer
from game.input.pads import Opened
from game.settings import Settings


@pytest.fixture()
def layer():
    pygame.init()
    pygame.display.set_mode((320, 180))
    pygame.event.clear()
    yield InputLayer(Settings(language="en"), opener=_fake_opener, altgr_guard=False)
    pygame.event.clear()


def _fake_opener(device_index):
    """Plugging in device index i gives instance id 100 + i, all of one model."""
    return Opened(object(), 100 + device_index, "model-a", f"Pad {device_index}")


def key(down, scancode, keycode=0):
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    pygame.event.post(pygame.event.Event(kind, key=keycode, scancode=scancode, mod=0))


def pad_button(down, instance_id, button):
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    pygame.event.post(pygame.event.Event(kind, instance_id=instance_id, button=button))


def test_cluster_key_gives_seat_button_with_time_and_order(layer):
    layer.bind("kb1", 0)
    key(True, pygame.KSCAN_LSHIFT)
    key(False, pygame.KSCAN_LSHIFT)
    first, second = layer.poll(2.5)
    assert (first.button, first.pressed, first.seat, first.device, first.t) == ("act", True, 0, "kb1", 2.5)
    assert (second.button, second.pressed, second.seat) == ("act", False, 0)
    assert second.order > first.order


def test_binding_follows_the_scancode_not_the_keycode(layer):
    # QWERTZ: the key in the Y place of QWERTY prints Z; it is still kb2's slot2.
    key(True, pygame.KSCAN_Y, keycode=pygame.K_z)
    key(True, pygame.KSCAN_Z, keycode=pygame.K_y)  # bottom-left letter: no cluster
    a, b = layer.poll(0.0)
    assert (a.button, a.device, a.seat) == ("slot2", "kb2", None)
    assert b.button == "unbound" and b.device == "keyboard"


def test_a_learnt_layout_names_keys_of_its_own_layer_only(layer):
    """The layout learnt from key events belongs to the app's input layer, not to the
    process: a QWERTZ press in one app (or test) must not rename the keys of the next
    (it once made the Stafette guide say "Z" to a QWERTY player, depending on test order)."""
    fresh = InputLayer(Settings(language="en"), opener=_fake_opener, altgr_guard=False)
    key(True, pygame.KSCAN_Y, keycode=pygame.K_z)
    layer.poll(0.0)
    assert layer.key_labels("kb2")["slot2"] == "Z"
    assert fresh.key_labels("kb2")["slot2"] == "Y"  # SDL's layout under the dummy driver: US
    later = InputLayer(Settings(language="en"), opener=_fake_opener, altgr_guard=False)
    assert later.key_labels("kb2")["slot2"] == "Y"


def test_two_seats_in_one_frame_keep_queue_order(layer):
    layer.bind("kb1", 0)
    layer.bind("kb3", 1)
    key(True, pygame.KSCAN_RALT)
    key(True, pygame.KSCAN_LSHIFT)
    first, second = layer.poll(1.0)
    assert (first.seat, second.seat) == (1, 0)
    assert first.t == second.t == 1.0 and first.order < second.order


def test_order_grows_across_frames(layer):
    key(True, pygame.KSCAN_Q)
    (a,) = layer.poll(0.1)
    key(False, pygame.KSCAN_Q)
    (b,) = layer.poll(0.2)
    assert b.order > a.order and b.t == 0.2


def test_navigation_keys(layer):
    for code in (pygame.KSCAN_ESCAPE, pygame.KSCAN_RETURN, pygame.KSCAN_KP_ENTER, pygame.KSCAN_F11):
        key(True, code)
    assert [(i.button, i.device, i.seat) for i in layer.poll(0)] == [
        ("pause", "nav", None), ("confirm", "nav", None), ("confirm", "nav", None), ("fullscreen", "nav", None)]


def test_arrows_are_a_cluster_that_navigates_once_per_press(layer):
    key(True, pygame.KSCAN_UP)
    (unseated,) = layer.poll(0)
    assert (unseated.button, unseated.device, unseated.menu_button) == ("slot1", "kb4", "up")
    layer.bind("kb4", 3)
    key(True, pygame.KSCAN_LEFT)
    (seated,) = layer.poll(0)
    assert (seated.seat, seated.menu_button) == (3, "left")


def test_arrows_turn_to_plain_navigation_when_no_cluster_uses_them(layer):
    layer.rebind("kb4", "slot1", pygame.KSCAN_I)
    key(True, pygame.KSCAN_UP)
    (nav,) = layer.poll(0)
    assert (nav.button, nav.device) == ("up", "nav")


def test_key_repeat_gives_nothing(layer):
    key(True, pygame.KSCAN_W)
    key(True, pygame.KSCAN_W)
    assert len(layer.poll(0)) == 1


def test_text_mode_turns_digits_and_backspace_into_text(layer):
    layer.text_mode = True
    key(True, pygame.KSCAN_4)
    key(True, pygame.KSCAN_KP_7)  # a kb5 key, but text first while typing
    key(True, pygame.KSCAN_BACKSPACE)
    key(False, pygame.KSCAN_4)
    key(True, pygame.KSCAN_Q)     # letters still play
    got = [(i.button, i.pressed, i.device) for i in layer.poll(0)]
    assert got == [("digit:4", True, "text"), ("digit:7", True, "text"), ("backspace", True, "text"),
                   ("slot1", True, "kb1")]
    layer.text_mode = False
    key(True, pygame.KSCAN_KP_8)
    assert layer.poll(0)[0].device == "kb5"


def test_held_buttons_and_focus_loss_releases_them(layer):
    layer.bind("kb2", 1)
    key(True, pygame.KSCAN_SPACE)
    key(True, pygame.KSCAN_G)
    layer.poll(0)
    assert layer.held_buttons("kb2") == {"act", "slot3"}
    assert layer.held_keys() == {pygame.KSCAN_SPACE, pygame.KSCAN_G}
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    released = layer.poll(1)
    assert {(i.button, i.pressed, i.seat) for i in released} == {("act", False, 1), ("slot3", False, 1)}
    assert layer.held_buttons("kb2") == frozenset()


def test_quit(layer):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert [i.button for i in layer.poll(0)] == ["quit"]


def test_bind_is_one_device_per_seat(layer):
    layer.bind("kb1", 0)
    layer.bind("kb2", 0)
    assert layer.bindings() == {"kb2": 0}
    layer.bind("kb2", 1)
    assert layer.seat_of("kb2") == 1 and layer.seat_of("kb1") is None
    layer.unbind(1)
    assert layer.bindings() == {}


def test_rebind_saves_into_settings_and_refuses_a_clash(layer):
    layer.rebind("kb1", "alt", pygame.KSCAN_Z)
    assert layer.settings.key_maps["kb1"]["alt"] == pygame.KSCAN_Z
    key(True, pygame.KSCAN_Z)
    (pressed,) = layer.poll(0)
    assert (pressed.button, pressed.device) == ("alt", "kb1")
    with pytest.raises(RebindRefused) as refused:
        layer.rebind("kb1", "act", pygame.KSCAN_SPACE)
    assert refused.value.key == "input.refuse.taken" and refused.value.params["device"] == "kb2"
    with pytest.raises(RebindRefused) as reserved:
        layer.rebind("kb1", "act", pygame.KSCAN_ESCAPE)
    assert reserved.value.key == "input.refuse.reserved"
    assert layer.settings.key_maps["kb1"]["act"] == pygame.KSCAN_LSHIFT
    layer.reset_keys("kb1")
    assert layer.settings.key_maps["kb1"]["alt"] == pygame.KSCAN_LCTRL


def test_altgr_guard_drops_the_fake_left_ctrl():
    pygame.init()
    pygame.display.set_mode((320, 180))
    pygame.event.clear()
    layer = InputLayer(Settings(language="en"), opener=_fake_opener, altgr_guard=True)
    key(True, pygame.KSCAN_LCTRL)
    key(True, pygame.KSCAN_RALT)
    key(False, pygame.KSCAN_LCTRL)
    key(False, pygame.KSCAN_RALT)
    got = [(i.button, i.pressed, i.device) for i in layer.poll(0)]
    assert got == [("act", True, "kb3"), ("act", False, "kb3")]
    key(True, pygame.KSCAN_LCTRL)  # a real press on its own still counts
    assert [(i.button, i.device) for i in layer.poll(0)] == [("alt", "kb1")]


def test_pad_buttons_carry_the_seat(layer):
    pad_button(True, 7, pygame.CONTROLLER_BUTTON_A)
    (unseated,) = layer.poll(0)
    assert (unseated.button, unseated.device, unseated.seat) == ("act", "pad:7", None)
    layer.bind("pad:7", 2)
    pad_button(True, 7, pygame.CONTROLLER_BUTTON_DPAD_UP)
    pad_button(True, 7, pygame.CONTROLLER_BUTTON_Y)     # same logical button: counted once
    pad_button(False, 7, pygame.CONTROLLER_BUTTON_DPAD_UP)
    pad_button(False, 7, pygame.CONTROLLER_BUTTON_Y)
    pad_button(True, 7, pygame.CONTROLLER_BUTTON_START)
    got = [(i.button, i.pressed, i.seat) for i in layer.poll(0)]
    assert got == [("slot1", True, 2), ("slot1", False, 2), ("pause", True, 2)]
    assert layer.held_buttons("pad:7") == {"act", "pause"}


def test_unplugged_pad_loses_its_seat_and_a_new_one_takes_it_back(layer):
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=3))
    assert layer.poll(0) == []
    assert "pad:103" in layer.devices()
    layer.bind("pad:103", 4)
    pad_button(True, 103, pygame.CONTROLLER_BUTTON_B)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=103))
    got = [(i.button, i.pressed, i.seat, i.device) for i in layer.poll(5.0)]
    assert got == [("alt", True, 4, "pad:103"), ("alt", False, 4, "pad:103"), ("pad_lost", True, 4, "pad:103")]
    assert layer.lost_seats() == [4] and "pad:103" not in layer.devices()
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=5))
    (back,) = layer.poll(9.0)
    assert (back.button, back.seat, back.device) == ("pad_back", 4, "pad:105")
    assert layer.seat_of("pad:105") == 4 and layer.lost_seats() == []


def test_unplugging_an_unseated_pad(layer):
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=9))
    (lost,) = layer.poll(0)
    assert (lost.button, lost.seat) == ("pad_lost", None)
    assert layer.lost_seats() == []


def test_hints_name_the_keys(layer):
    labels = layer.key_labels("kb1", lambda key, **p: key)
    assert labels["slot1"] == "Q" and labels["act"] == "input.key.lshift"
    assert layer.key_labels("pad:1", lambda key, **p: key)["act"] == "input.pad.act"


def test_device_hint_is_in_the_settings_language(layer):
    layer.settings.language = "de"
    assert layer.device_hint("kb1") == "Q W A S · ⇧ L Strg L"
    assert layer.device_label("kb2") == "Tasten 2"
