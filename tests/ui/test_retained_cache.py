"""Retained drawing (game/ui/retained.py): the window, redrawn only where a frame differs
from the last, shows exactly what a fresh full drawing of the same frame shows, for every
table at its most seats, over seconds of play, at scales other than 1 (0.75, 1.5) and at 1
(the menu, a pause, a resize); and the tape answers as the surface it stands in for."""
import pygame
import pytest
from table_moments import seated

from game import catalogue
from game.shell.menu import MenuScene
from game.shell.pause import PauseScene
from game.ui import canvas, draw
from game.ui.retained import Retained, Tape, changed_places

TITLES = [title.id for title in catalogue.TITLES]


def resize(app, size):
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.frame(1 / 60)


def fresh(app) -> pygame.Surface:
    """The visible scenes drawn in full on a new canvas of the screen's size and scale."""
    image = canvas.new(app.screen.get_size())
    first = len(app.stack) - 1
    while first > 0 and app.stack[first].transparent:
        first -= 1
    for scene in app.stack[max(first, 0):]:
        scene.draw(image)
    return image.surface


def first_difference(a, b, width):
    index = next(i for i in range(len(a)) if a[i] != b[i]) // 3
    return (index % width, index // width)


def assert_same(app, moment):
    window, drawn = app.screen.surface, fresh(app)
    if window.get_buffer().raw == drawn.get_buffer().raw:
        return  # the same bytes in the same format: the same pixels (a quarter of the RGB copies' cost)
    screen, full = pygame.image.tobytes(window, "RGB"), pygame.image.tobytes(drawn, "RGB")
    if screen != full:  # (the raw bytes may differ in a byte no colour is read from)
        where = first_difference(screen, full, app.screen.surface.get_width())
        pytest.fail(f"{moment}: the window differs from a full drawing, first at pixel {where} "
                    f"(redrawn this frame: {app.retained.redrawn})")


def played(app, title_id, window, frames, compared):
    """A table at its most seats played by bots for `frames` frames of 1/60 s, each frame
    `compared(frame)` names compared with a full drawing; how many frames were redrawn only in part."""
    resize(app, window)
    title = catalogue.by_id(title_id)
    seated(app, title, title.max_players)
    redrawn_less = 0
    for frame in range(frames):
        app.frame(1 / 60)
        redrawn_less += app.retained.redrawn != [app.screen.surface.get_rect()]
        if compared(frame):
            assert_same(app, f"{title_id} at {window[0]}x{window[1]}, frame {frame}")
    return redrawn_less


# Sized by what finds bugs (docs/BENCHMARKS.md, branch cost): each planted bug of retained
# drawing this play caught showed first by frame 384 (Gambit 7), at the same frame in a
# 960x540 and a 1280x720 window; 1.4 times that. (A shorter play for each title by its own
# first catches would list the titles here, which a shared test does not:
# tests/test_title_boundaries.py.)
LONG_FRAMES = 540
DEAL_FRAMES = 150  # the deal and the first moves (2.5 s), where most changes come at once


def deal_and_play_compared(frame: int) -> bool:
    """The first eight frames, every third of the deal and every fourth frame throughout."""
    return frame < 8 or frame % 4 == 0 or (frame < DEAL_FRAMES and frame % 3 == 0)


@pytest.mark.slow
@pytest.mark.parametrize("title_id", TITLES)
def test_a_table_shown_through_retained_drawing_equals_a_full_drawing(app, at_scale, title_id):
    """9 s of bot play at 960x540 (s = 0.75: the deal, flights, countdowns, banners, toasts
    beside seat 0's key hint, round ends), the frames `deal_and_play_compared` names
    pixel-equal to the same frame drawn in full. (One play: it was the deal at 960x540 and
    9 s at 1280x720 played apart; each planted bug shows at the same frame in both windows.)"""
    redrawn_less = played(app, title_id, (960, 540), LONG_FRAMES, deal_and_play_compared)
    assert redrawn_less > LONG_FRAMES // 2  # most frames redraw only some places


@pytest.mark.slow
@pytest.mark.parametrize("title_id", ["cambio", "altitude"])
def test_a_table_at_1920x1080_equals_a_full_drawing(app, at_scale, title_id):
    played(app, title_id, (1920, 1080), 240, lambda frame: frame % 20 == 0 or frame < 8)


def test_the_menu_and_a_pause_over_a_table_equal_a_full_drawing(app):
    """The menu over its attract table, then a pause window's veil over a table: a veil on
    a retained window must not darken it a little more every frame."""
    app.push(MenuScene(app))
    for frame in range(120):
        app.frame(1 / 60)
        if frame % 10 == 0:
            assert_same(app, f"menu frame {frame}")
    title = catalogue.by_id("cambio")
    table = seated(app, title, 4)
    for _ in range(30):
        app.frame(1 / 60)
    app.push(PauseScene(app, table))
    for frame in range(30):
        app.frame(1 / 60)
        assert_same(app, f"pause frame {frame}")


def test_a_resized_window_is_drawn_in_full(app, at_scale):
    title = catalogue.by_id("stafette")
    seated(app, title, 4)
    app.frame(1 / 60)
    app.frame(1 / 60)
    resize(app, (960, 540))
    assert app.retained.redrawn == [app.screen.surface.get_rect()]
    assert_same(app, "after the resize")


# --- the tape and the comparison ------------------------------------------------------------
def test_the_tape_answers_blits_and_fills_as_a_surface_does():
    pygame.init()
    real, tape = pygame.Surface((100, 80)), Tape((100, 80))
    image = pygame.Surface((20, 10))
    for target in (real, tape):
        target.set_clip((0, 0, 60, 60))
    for dest, area in [((5, 5), None), ((55, 55), None), ((70, 70), None), ((-5, -3), None),
                       ((10, 10), (5, 5, 50, 50)), ((10, 10), (-5, -5, 10, 10)), (pygame.Rect(3, 4, 1, 1), None)]:
        assert tape.blit(image, dest, area) == real.blit(image, dest, area), (dest, area)
    assert tape.get_clip() == real.get_clip()
    assert tape.subsurface((10, 10, 30, 30)).blit(image, (25, 25)) == real.subsurface((10, 10, 30, 30)).blit(image, (25, 25))


def test_only_what_changed_is_redrawn_and_order_counts():
    pygame.init()
    screen = canvas.Canvas(pygame.Surface((200, 100)))
    back, card = pygame.Surface((200, 100)), pygame.Surface((10, 10))
    back.fill((0, 90, 0))
    card.fill((200, 0, 0))
    retained = Retained()

    def frame(*spots, circle=None):
        tape = retained.tape(screen)
        tape.blit(canvas.Canvas(back), (0, 0))
        for spot in spots:
            tape.blit(canvas.Canvas(card), spot)
        if circle is not None:
            draw.circle(tape, (0, 0, 200), circle, 6)
        retained.show(tape, screen)
        return retained.redrawn

    assert frame((10, 10)) == [screen.surface.get_rect()]  # the first frame: in full
    assert frame((10, 10)) == []  # nothing changed
    places = frame((150, 50))  # the card moved: its old place and its new one
    assert len(places) == 2 and all(place.width * place.height < 400 for place in places)
    assert screen.surface.get_at((12, 12))[:3] == (0, 90, 0) and screen.surface.get_at((152, 52))[:3] == (200, 0, 0)
    frame((150, 50), circle=(100, 50))
    assert screen.surface.get_at((100, 50))[:3] == (0, 0, 200)
    frame((150, 50))
    assert screen.surface.get_at((100, 50))[:3] == (0, 90, 0)  # the circle's place drawn again

    a, b = (("blit", 1), pygame.Rect(0, 0, 10, 10)), (("blit", 2), pygame.Rect(5, 5, 10, 10))
    assert changed_places([a, b], [a, b]) == []
    assert changed_places([a, b], [b, a]) != []  # the same pictures, stacked the other way


def test_shapes_through_vectors_are_taped_and_compared_by_where_they_go():
    """A line or polygon through pygame.Vector2 points (the Altitude guide's pointer) is taped
    as a surface draws it, and the same points as tuples are the same drawing."""
    pygame.init()
    tape = Tape((100, 80))
    for points in ([pygame.Vector2(5, 5), pygame.Vector2(40, 30)], [(5, 5), (40, 30)]):
        tape.shape(pygame.draw.lines, ((255, 0, 0), False, points, 3), {})
        tape.shape(pygame.draw.line, ((255, 0, 0), *points, 3), {})
    lines, line, lines_again, line_again = (key for key, _ in tape.ops)
    assert lines == lines_again and line == line_again and lines != line
    assert hash(lines) == hash(lines_again)  # a changed frame looks operations up by their key


def kept_frames():
    """A 200x100 window shown through retained drawing, and `frame(*blits)`: draws a frame of
    (picture, alpha, spot) blits over a dark back through the tape, and returns the window's
    pixels beside the same frame drawn in full on a plain surface."""
    pygame.init()
    screen, retained = canvas.Canvas(pygame.Surface((200, 100))), Retained()
    back = pygame.Surface((200, 100))
    back.fill((0, 40, 0))

    def frame(*blits):
        tape, full = retained.tape(screen), pygame.Surface((200, 100))
        for target in (tape, canvas.Canvas(full)):
            target.blit(canvas.Canvas(back), (0, 0))
            for picture, alpha, spot in blits:
                picture.set_alpha(alpha)
                target.blit(canvas.Canvas(picture), spot)
        retained.show(tape, screen)
        return pygame.image.tobytes(screen.surface, "RGB"), pygame.image.tobytes(full, "RGB")

    return screen, frame


def test_two_kept_pictures_stacked_the_other_way_show_the_other_one_on_top():
    """Where two pictures overlap, the one drawn last is seen: when a frame draws the same two
    in the other order (a card lifted over its neighbour), the window shows the new top."""
    red, blue = pygame.Surface((30, 30)), pygame.Surface((30, 30))
    red.fill((220, 0, 0))
    blue.fill((0, 0, 220))
    red_blit, blue_blit = (red, 255, (20, 20)), (blue, 255, (35, 35))  # they overlap at (35, 35)-(50, 50)
    screen, frame = kept_frames()
    for stack, top in [((red_blit, blue_blit), (0, 0, 220)), ((blue_blit, red_blit), (220, 0, 0)),
                       ((red_blit, blue_blit), (0, 0, 220))]:
        shown, full = frame(*stack)
        assert screen.surface.get_at((40, 40))[:3] == top
        assert shown == full


def test_a_kept_picture_is_shown_at_the_alpha_each_blit_gave_it():
    """A picture blitted twice in a frame at two alphas (a glow and its echo), then faded: each
    blit shows at its own alpha, on the frame it is first drawn and on every later one."""
    ghost = pygame.Surface((20, 20))
    ghost.fill((255, 255, 255))
    screen, frame = kept_frames()
    for echo in (64, 160, 64):
        shown, full = frame((ghost, 255, (10, 10)), (ghost, echo, (100, 10)))
        assert screen.surface.get_at((15, 15))[:3] == (255, 255, 255)
        assert screen.surface.get_at((105, 15))[0] == pytest.approx(echo, abs=3)
        assert shown == full
