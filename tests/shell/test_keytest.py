"""The key test scene, driven by real key events through the real input layer."""
import tomllib
from pathlib import Path

import pygame
import pytest

from game.input.layer import InputLayer
from game.shell.keytest import LIT, KeyTestScene
from game.settings import Settings
from game.ui.canvas import Canvas

TEXT = Path(__file__).resolve().parents[2] / "game" / "ui" / "text" / "input.toml"


class FakeApp:
    size = (1280, 720)
    now = 0.0

    def __init__(self):
        pygame.init()
        self.screen = Canvas(pygame.display.set_mode(self.size))
        pygame.event.clear()
        self.settings = Settings(language="en")
        self.input = InputLayer(self.settings, altgr_guard=False)
        self.table = tomllib.loads(TEXT.read_text(encoding="utf-8"))["en"]
        self.popped = 0
        self.sound = self

    def play(self, name):
        pass

    def text(self, key, **params):
        return self.table[key].format(**params)

    def pop(self):
        self.popped += 1

    def feed(self, scene, events):
        for kind, code in events:
            pygame.event.post(pygame.event.Event(kind, key=0, scancode=code, mod=0))
        for intent in self.input.poll(self.now):
            scene.handle(intent)


@pytest.fixture()
def app():
    yield FakeApp()
    pygame.event.clear()


def inside_cap(scene, device, button):
    """A point inside the cap the scene drew last for `device`'s `button` (its top-left corner)."""
    return scene.caps[device, button].move(6, 6).topleft


def lit_at_bottom(app, scene):
    """Whether orange (the rollover warning's colour) stands where the note's lines go."""
    box = scene.bottom
    return any(app.screen.surface.get_at((x, y))[:3] == LIT for y in range(box.top, box.bottom, 3)
               for x in range(box.left, box.right, 2))


def test_renders_and_lights_a_held_key(app):
    scene = KeyTestScene(app)
    scene.enter()
    app.input.bind("kb1", 0)
    scene.draw(app.screen)
    where = inside_cap(scene, "kb1", "slot1")  # kb1 slot1 (Q), top-left corner inside the cap
    assert app.screen.surface.get_at(where)[:3] != LIT
    app.feed(scene, [(pygame.KEYDOWN, pygame.KSCAN_Q)])
    scene.draw(app.screen)
    assert app.screen.surface.get_at(where)[:3] == LIT
    app.feed(scene, [(pygame.KEYUP, pygame.KSCAN_Q)])
    scene.draw(app.screen)
    assert app.screen.surface.get_at(where)[:3] != LIT


def test_counts_keys_held_at_once_and_warns_at_six(app):
    scene = KeyTestScene(app)
    scene.enter()
    letters = [pygame.KSCAN_Q, pygame.KSCAN_W, pygame.KSCAN_T, pygame.KSCAN_Y, pygame.KSCAN_O, pygame.KSCAN_P]
    app.feed(scene, [(pygame.KEYDOWN, pygame.KSCAN_LSHIFT)] + [(pygame.KEYDOWN, c) for c in letters])
    assert scene.most == 7 and scene._held_count() == 7
    scene.draw(app.screen)
    assert lit_at_bottom(app, scene)  # the rollover warning is drawn in orange, in the note's place
    app.feed(scene, [(pygame.KEYUP, c) for c in letters])
    assert scene._held_count() == 1 and scene.most == 7
    scene.draw(app.screen)
    assert not lit_at_bottom(app, scene)


def test_every_key_is_consumed_and_only_esc_leaves(app):
    scene = KeyTestScene(app)
    scene.enter()
    app.feed(scene, [(pygame.KEYDOWN, pygame.KSCAN_LCTRL), (pygame.KEYDOWN, pygame.KSCAN_RETURN)])
    assert app.popped == 0  # alt (menu back) and Enter are part of the test
    app.feed(scene, [(pygame.KEYDOWN, pygame.KSCAN_ESCAPE)])
    assert app.popped == 1


def test_renders_with_pads_connected(app, tmp_path):
    scene = KeyTestScene(app)
    scene.enter()
    for instance in (1, 2):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance,
                                             button=pygame.CONTROLLER_BUTTON_A))
    for intent in app.input.poll(0):
        scene.handle(intent)
    app.feed(scene, [(pygame.KEYDOWN, pygame.KSCAN_LSHIFT), (pygame.KEYDOWN, pygame.KSCAN_H),
                     (pygame.KEYDOWN, pygame.KSCAN_UP)])
    app.input.bind("kb2", 1)
    scene.draw(app.screen)
    assert scene.most == 5
    shot = tmp_path / "keytest.png"  # a person looks at it via tools/screenshots.py, not the suite
    pygame.image.save(app.screen.surface, str(shot))
    assert pygame.image.load(str(shot)).get_size() == app.screen.surface.get_size()
