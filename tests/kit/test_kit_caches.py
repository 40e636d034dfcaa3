"""What the kit draws once and blits after (toasts, banners, the log, key hint boxes, panels),
the views a table takes once between two moves, and the art a table names rasterised beside
the frames before it is needed: the same pictures, less work, never a stale view."""
import threading

import pygame
import pytest
from driving import push_table
from text_probe import Probe

from game import catalogue
from game.kit.controls import Buttons, Meaning
from game.kit.table import once_a_frame
from game.kit.log import TableLog, draw_log
from game.kit.notices import Banners, Toast, toast_size
from game.ui import art as art_module, canvas, draw, fonts, widgets

REGION = pygame.Rect(380, 410, 520, 62)


@pytest.fixture()
def renders(monkeypatch):
    """How many lines of text were rendered (the render cache emptied first)."""
    count = {"lines": 0}
    render = fonts.render

    def counting(*args, **kwargs):
        count["lines"] += 1
        return render(*args, **kwargs)

    monkeypatch.setattr(fonts, "render", counting)
    fonts.rendered.cache_clear()
    yield count
    fonts.rendered.cache_clear()


def drawn_twice(draw):
    """Draw on two fresh screens; the pixels of each."""
    shots = []
    for _ in range(2):
        screen = canvas.new((1280, 720))
        draw(screen)
        shots.append(pygame.image.tobytes(screen.surface, "RGB"))
    return shots


def notices():
    """A function drawing a toast, a banner on show and a log of two lines (one wraps)."""
    pygame.font.init()
    toast = Toast("It is not your turn.", pygame.Rect(500, 300, 260, 40), 5.0)
    banners = Banners()
    banners.show("news", REGION, "Bot 3 burned a card!", 2.0, (0, 114, 178))
    banners.update(1.0)
    log = TableLog()
    log.add("Bot 3 swapped hands with Player 1, who had just drawn a card from the deck", 0.0, 2)
    log.add("Player 2 burned a König", 0.5, 1)

    def draw(screen):
        toast.draw(screen)
        banners.draw(screen)
        draw_log(screen, log, pygame.Rect(8, 500, 300, 200), 10.0)
    return draw


def test_toasts_banners_and_the_log_render_their_words_once(renders):
    draw = notices()
    first, second = drawn_twice(draw)
    assert renders["lines"] > 0 and first == second
    before = renders["lines"]
    drawn_twice(draw)
    assert renders["lines"] == before  # nothing rendered anew


def test_the_kit_draws_its_pictures_anew_at_a_new_scale(app, at_scale):
    """canvas.strict (tests/conftest.py) fails a blit of a picture kept from another scale."""
    title = catalogue.by_id("altitude")
    scene = push_table(app, title, title.scene_class(), 2)
    draw_notices = notices()

    def draw_all(screen):
        draw_notices(screen)
        widgets.panel(screen, pygame.Rect(100, 80, 300, 120))
        widgets.shade(screen)
        scene.draw_hint_box(screen, 0, pygame.Rect(600, 600, 300, 40))

    for scale in (1.0, 0.75, 1.5):
        at_scale(scale)
        screen = canvas.new((1280, 720))
        draw_all(screen)
        assert screen.surface.get_size() == canvas.pixels_of((1280, 720), scale)


def test_a_cached_picture_still_shows_the_layout_test_each_text_where_it_lies():
    fonts.record()
    try:
        words = "It is not your turn, wait for Bot 3 to finish"
        toast = Toast(words, pygame.Rect((500, 300), toast_size(words)), 5.0)
        probe = Probe()
        toast.draw(probe)
        toast.draw(probe)
    finally:
        fonts.record(False)
    words = [words for _, words in probe.boxes]
    assert len(words) == 4 and " ".join(words[:2]).split() == toast.words.split()  # two lines, each twice
    assert all(toast.rect.contains(box) for box, _ in probe.boxes)


def test_a_panel_looks_the_same_drawn_once_and_blitted():
    rect = pygame.Rect(100, 80, 300, 120)

    def direct(screen):
        draw.rect(screen, (0, 0, 0), rect.move(4, 5), border_radius=12)
        draw.rect(screen, widgets.PAPER, rect, border_radius=12)
        draw.rect(screen, widgets.WOOD, rect, width=3, border_radius=12)

    assert drawn_twice(direct)[0] == drawn_twice(lambda screen: widgets.panel(screen, rect, radius=12))[1]


def test_a_key_hint_box_is_drawn_once_for_its_labels(app, renders, monkeypatch):
    title = catalogue.by_id("altitude")
    scene = push_table(app, title, title.scene_class(), 2)
    back = pygame.Rect(600, 600, 300, 40)
    labels = {"slot2": "left", "slot4": "right", "act": "pick"}
    meanings = {button: Meaning(words, step=lambda: None) for button, words in labels.items()}
    monkeypatch.setattr(scene, "read_buttons", lambda seat: Buttons(meanings))
    scene.buttons_moved()
    first, second = drawn_twice(lambda screen: scene.draw_hint_box(screen, 0, back))
    assert first == second and renders["lines"] > 0
    before = renders["lines"]
    drawn_twice(lambda screen: scene.draw_hint_box(screen, 0, back))
    assert renders["lines"] == before
    meanings["alt"] = Meaning("back", step=lambda: None)
    scene.buttons_moved()
    drawn_twice(lambda screen: scene.draw_hint_box(screen, 0, back))
    assert renders["lines"] > before  # other labels: a new box


def test_a_view_is_taken_once_between_two_moves_and_never_stale(app):
    title = catalogue.by_id("altitude")
    session = push_table(app, title, title.scene_class(), 2).session
    assert session.public_view() is session.public_view() and session.view(0) is session.view(0)
    before = session.view(0)
    session.step(0.01)
    assert session.view(0) is not before and session.view(0) == session.match.state.observe(0)
    replaced = title.rules().new_game(session.config, 99, session.data)
    session.match.state = replaced  # a test's own deal
    assert session.view(0) == replaced.observe(0) and session.view(0) != before


def panels_kept_once_a_frame() -> list:
    """The titles whose table keeps its panels' places once a frame (`once_a_frame`)."""
    return [title for title in catalogue.TITLES if hasattr(getattr(title.scene_class(), "panel_rect", None), "__wrapped__")]


@pytest.mark.parametrize("title", panels_kept_once_a_frame(), ids=lambda title: title.id)
def test_a_tables_layout_is_worked_out_once_a_frame_and_never_stale(app, monkeypatch, title):
    """A layout measure marked once_a_frame (game/kit/table.py) is worked out once while the
    scene draws and gives what it gives outside a drawing (a copy: a caller may change it);
    outside a drawing it is worked out each time it is asked (nothing kept between frames)."""
    scene = push_table(app, title, title.scene_class(), 4, humans={0: "kb1"})
    raw = type(scene).panel_rect.__wrapped__
    asked = []
    monkeypatch.setattr(type(scene), "panel_rect", once_a_frame(lambda self, seat: asked.append(seat) or raw(self, seat)))
    outside = [scene.panel_rect(seat) for seat in range(4)]
    assert sorted(asked) == [0, 1, 2, 3]
    asked.clear()
    scene.draw(app.retained.tape(app.screen))
    assert asked and sorted(asked) == sorted(set(asked)), "each seat's panel worked out once in a frame"
    scene.drawing = {}
    try:
        inside = [scene.panel_rect(seat) for seat in range(4)]
        inside[0].width = 1  # a caller changing what it was given changes no later answer
        assert [scene.panel_rect(seat) for seat in range(4)] == outside
    finally:
        scene.drawing = None
    asked.clear()
    scene.panel_rect(0)
    scene.panel_rect(0)
    assert asked == [0, 0], "outside a drawing nothing is kept"


def warm(app, scene):
    """Step the table until the painter has had every named picture (one at a time, while
    no animation runs) and has finished them."""
    for _ in range(12000):
        scene.update(1 / 120)
        app.art.settle()
        if not scene.warming:
            return
    pytest.fail("the table's pictures were not all handed to the painter in 100 s of play")


@pytest.mark.parametrize("title_id", ["altitude", "gambit7"])
def test_the_art_a_table_names_is_rasterised_beside_the_frames_before_it_is_needed(app, monkeypatch, title_id):
    """The table hands its named pictures to the art's painter thread, each rasterised once,
    there; the frames then find them in the cache."""
    title = catalogue.by_id(title_id)
    scene = push_table(app, title, title.scene_class(), title.max_players)
    named = scene.art_to_show()
    assert named
    rasterised = []
    render = art_module._render

    def noting(*args, **kwargs):
        rasterised.append((args[1], threading.current_thread().name))
        return render(*args, **kwargs)

    monkeypatch.setattr(art_module, "_render", noting)
    warm(app, scene)
    assert rasterised and {thread for _, thread in rasterised} == {"art painter"}
    assert len(rasterised) == len({tuple(entry) for entry in named})  # each once
    monkeypatch.setattr(art_module, "_render", lambda *args, **kwargs: pytest.fail(f"rasterised late: {args[1]}"))
    for name, *args in named:
        getattr(app.art, name)(*args)  # each one is in the cache now


def test_a_picture_asked_for_while_it_is_painted_is_awaited_not_painted_again(app, monkeypatch):
    rasterised = []
    render = art_module._render

    def noting(*args, **kwargs):
        rasterised.append(args[1])
        return render(*args, **kwargs)

    monkeypatch.setattr(art_module, "_render", noting)
    for value in range(1, 7):
        app.art.prepare("die_face", "white", value, (40, 40))
    faces = [app.art.die_face("white", value, (40, 40)) for value in range(6, 0, -1)]
    assert len(rasterised) == 6 and all(face.get_size() == (40, 40) for face in faces)
    app.art.settle()
    assert app.art.die_face("white", 3, (40, 40)) is faces[3]


def test_after_a_change_of_scale_the_art_is_warmed_again(app, monkeypatch):
    """A window resized mid-game empties the art cache (it holds one scale): the table hands
    its named art to the painter again, at the new size, before a frame needs it."""
    title = catalogue.by_id("cambio")
    scene = push_table(app, title, title.scene_class(), 4)
    named = scene.art_to_show()
    warm(app, scene)
    monkeypatch.setattr(canvas, "_scale", 1.5)
    warm(app, scene)
    monkeypatch.setattr(art_module, "_render", lambda *args, **kwargs: pytest.fail(f"rasterised late: {args[1]}"))
    for name, *args in named:
        assert getattr(app.art, name)(*args).scale == 1.5
