"""The kit's cached seat frames: drawn once per look, with the seat's colour and symbol."""
import pygame

from game.kit.seatpanels import SHADOW, draw_seat_frame, seat_frame
from game.ui import canvas
from game.ui.palette import GOLD, PAPER, WOOD, seat_colour


def test_a_frame_is_drawn_once_per_look_and_shows_the_seat():
    frame = seat_frame((200, 120), 2, 30)
    assert seat_frame((200, 120), 2, 30) is frame
    assert seat_frame((200, 120), 3, 30) is not frame and seat_frame((200, 120), 2, 30, glow=True) is not frame
    assert frame.get_size() == (200 + SHADOW[0], 120 + SHADOW[1])
    assert frame.surface.get_at((100, 8))[:3] == seat_colour(2)  # the band
    assert frame.surface.get_at((100, 80))[:3] == PAPER and frame.surface.get_at((1, 60))[:3] == WOOD
    assert frame.surface.get_at((0, 0)).a == 0  # a rounded corner lets the table show through


def test_the_turns_seat_is_ringed_in_gold_and_the_frame_lands_on_its_rect():
    assert seat_frame((200, 120), 0, 30, glow=True).surface.get_at((3, 60))[:3] == GOLD
    surface = canvas.new((400, 300))
    surface.fill((1, 2, 3))
    draw_seat_frame(surface, pygame.Rect(50, 40, 200, 120), 1, 30)
    assert surface.surface.get_at((150, 48))[:3] == seat_colour(1) and surface.surface.get_at((150, 30))[:3] == (1, 2, 3)


def test_a_frame_is_made_at_the_current_scale(at_scale):
    small = seat_frame((200, 120), 2, 30)
    at_scale(1.5)
    large = seat_frame((200, 120), 2, 30)
    assert large is not small and large.scale == 1.5 and large.get_size() == small.get_size()
    assert large.surface.get_size() == (306, 188)  # 204x125 units at 1.5 pixels a unit
