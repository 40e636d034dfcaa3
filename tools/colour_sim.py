"""A screenshot as people with protanopia, deuteranopia and tritanopia see it (issue 32).

    python tools/colour_sim.py docs/screenshots/gambit7-seven.png [--out DIR]

Writes NAME-protanopia.png, NAME-deuteranopia.png, NAME-tritanopia.png and NAME-colour-vision.png
(the four views in a 2x2 grid, labelled) beside the picture or into DIR. The simulation is
Machado, Oliveira and Fernandes 2009 at severity 1.0 (game/ui/colour_vision.py), pixel by pixel
in linear light; tests/ui/test_colour_vision.py checks the palette's colours the same way.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.ui.colour_vision import DEFICIENCIES, VISIONS, simulate_pixels  # noqa: E402

LABEL = 28  # pixels: the label's font size on the grid


def simulated(picture: pygame.Surface, vision: str) -> pygame.Surface:
    """`picture` as seen with `vision`."""
    pixels = simulate_pixels(pygame.image.tobytes(picture, "RGB"), vision)
    return pygame.image.frombytes(pixels, picture.get_size(), "RGB")


def grid(views: dict[str, pygame.Surface]) -> pygame.Surface:
    """The views two by two, each labelled with its name in its top-left corner."""
    pygame.font.init()
    font = pygame.font.Font(None, LABEL)
    width, height = next(iter(views.values())).get_size()
    sheet = pygame.Surface((width * 2, height * 2))
    for index, (name, view) in enumerate(views.items()):
        corner = ((index % 2) * width, (index // 2) * height)
        sheet.blit(view, corner)
        words = font.render(name, True, (255, 255, 255))
        box = words.get_rect(topleft=(corner[0] + 8, corner[1] + 8)).inflate(12, 8)
        sheet.fill((0, 0, 0), box)
        sheet.blit(words, (box.x + 6, box.y + 4))
    return sheet


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("picture", type=Path)
    parser.add_argument("--out", type=Path, default=None, help="the folder to write into (default: the picture's)")
    args = parser.parse_args()
    picture = pygame.image.load(str(args.picture))
    out = args.out or args.picture.parent
    out.mkdir(parents=True, exist_ok=True)
    views = {"typical": picture}
    for vision in DEFICIENCIES:
        views[vision] = simulated(picture, vision)
        pygame.image.save(views[vision], str(out / f"{args.picture.stem}-{vision}.png"))
    assert tuple(views) == VISIONS
    pygame.image.save(grid(views), str(out / f"{args.picture.stem}-colour-vision.png"))
    print(out / f"{args.picture.stem}-colour-vision.png")


if __name__ == "__main__":
    main()
