"""The table's log: the newest lines that fit, whole, on a veil; nothing where none fits."""
import pygame

from game.kit.log import TableLog, draw_log
from game.ui import canvas

CORNER = pygame.Rect(300, 624, 172, 90)  # Stafette's corner log when its right column is full


def test_a_log_whose_newest_line_does_not_fit_draws_no_empty_box(at_text_size):
    """Seen in a real window (Stafette, four seats, German, 150 %): the corner log's newest
    line wrapped to more rows than the corner holds, so no line was drawn, but its dark veil
    was: an empty box beside the Käserei all game. Where no line fits, nothing is drawn."""
    at_text_size(150)
    log = TableLog()
    log.add("Jostle: Spieler 2 und Bot 3 tauschen je eine Karte mit dem anderen Kessel", 0.0, 1)
    screen = canvas.new((1280, 720))
    screen.surface.fill((1, 2, 3))
    assert draw_log(screen, log, CORNER, 1.0) == []
    assert pygame.transform.average_color(screen.surface, CORNER)[:3] == (1, 2, 3)


def test_the_veil_lies_only_behind_the_lines_drawn():
    log = TableLog()
    log.add("Bot 3 rolls the black die", 0.0, 2)
    screen = canvas.new((1280, 720))
    screen.surface.fill((200, 200, 200))
    assert draw_log(screen, log, CORNER, 1.0)
    assert pygame.transform.average_color(screen.surface, CORNER)[:3] != (200, 200, 200)  # on its veil
