"""The key test scene, driven by real key events through the real input layer."""
import tomllib
from pathlib import Path

import pygame
import pytest

from game.input.layer import InputLayer
from game.shell.keytest import GRID_BOTTOM, GRID_TOP, LIT, WARN_AT, KeyTestScene
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


def cap_centre(scene, app, device_index, slot_index):
    """Where the scene draws a slot cap (mirrors its grid: 3 columns, 2 rows)."""
    margin, top, bottom = 16, GRID_TOP, GRID_BOTTOM
    panel_w = (1280 - margin * 4) // 3
    panel_h = (bottom - top - margin) // 2
    x = margin + (device_index % 3) * (panel_w + margin)
    y = top + (device_index // 3) * (panel_h + margin)
    header = min(34, panel_h // 5)
    area = pygame.Rect(x + 12, y + header + 10, panel_w - 24, panel_h - header - 20)
    cap_h = (area.height - 8) // 2
    slot_w = (area.width * 55 // 100 - 8) // 2
    return (area.x + (slot_index % 2) * (slot_w + 8) + 6, area.y + (slot_index // 2) * (cap_h + 8) + 6)


def test_renders_and_lights_a_held_key(app):
    scene = KeyTestScene(app)
    scene.enter()
    app.input.bind("kb1", 0)
    scene.draw(app.screen)
    where = cap_centre(scene, app, 0, 0)  # kb1 slot1 (Q), top-left corner inside the cap
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
    warn_row = [app.screen.surface.get_at((x, WARN_AT))[:3] for x in range(0, 1280, 2)]
    assert LIT in warn_row  # the rollover warning is drawn in orange
    app.feed(scene, [(pygame.KEYUP, c) for c in letters])
    assert scene._held_count() == 1 and scene.most == 7
    scene.draw(app.screen)
    assert LIT not in [app.screen.surface.get_at((x, WARN_AT))[:3] for x in range(0, 1280, 2)]


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
