"""The yardstick for start-up: a bare pygame-ce + pymunk program that opens the game's window
the same way, draws one frame and reports the CPU seconds used by then (game/first_frame.py),
as the game does with ALPENPARTY_FIRST_FRAME_EXIT. benchmarks/startup.py builds it with
build.spec (`-- --yardstick`: the game's trimming, excludes, one-file and windowed) beside the
game and times both."""
import warnings

import pygame
import pymunk

from game import first_frame

pygame.init()
with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="no fast renderer available")
    try:
        screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE, vsync=1)
    except pygame.error:
        screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
space = pymunk.Space()
space.add(pymunk.Body(1, 1))
space.step(1 / 120)
pygame.event.get()
screen.fill((40, 90, 60))
pygame.display.flip()
first_frame.report()
pygame.quit()
