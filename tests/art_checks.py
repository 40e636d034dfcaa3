"""What a picture of the art must be: the asked size, not one flat colour nor transparent, and
unlike the others of its kind (tests/ui/test_art.py, each title's test_<id>_art.py)."""
from __future__ import annotations

import pygame

from game.ui.canvas import Canvas

CARD = (100, 140)


def pixels(image: Canvas) -> bytes:
    return pygame.image.tobytes(image.surface, "RGBA")


def assert_visible(surface: Canvas, size) -> None:
    assert surface.get_size() == tuple(size)
    data = pixels(surface)
    colours = {data[i:i + 4] for i in range(0, len(data), 4)}
    opaque = sum(1 for i in range(3, len(data), 4) if data[i] > 200)
    assert len(colours) > 8, "picture is (nearly) a single colour"
    assert opaque > len(data) // 4 // 10, "picture is (nearly) transparent"


def assert_all_differ(surfaces: dict) -> None:
    seen: dict[bytes, object] = {}
    for key, surface in surfaces.items():
        data = pixels(surface)
        assert data not in seen, f"{key} looks exactly like {seen.get(data)}"
        seen[data] = key
