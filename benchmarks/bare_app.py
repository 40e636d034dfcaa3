"""The yardstick for start-up: a bare pygame-ce + pymunk program that opens the game's window
the same way, draws one frame and says so, as the game does with ALPENPARTY_FIRST_FRAME_EXIT.
benchmarks/startup.py builds it with PyInstaller beside the game and times both."""
import warnings

import pygame
import pymunk

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
print("alpenparty: first frame drawn", flush=True)
pygame.quit()
