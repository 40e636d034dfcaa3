"""What a screenshot of a table must show, checked on the saved PNG itself: every seat's panel
and every human seat's key hint box are drawn over the table's bare backdrop (not left as
felt or wood), and at least one seat has a hint box. `expect` notes, as the picture is taken,
where those regions are (in the picture's pixels) and the bare backdrop at that scale;
`drawn` measures each region's share of pixels that differ from the backdrop."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.kit.table import TableScene
from game.ui import canvas

SAME = 24  # per channel: a pixel this close to the backdrop counts as not drawn
DRAWN = 0.25  # the share of a region's pixels that must differ from the backdrop


@dataclass
class Expected:
    path: Path
    regions: dict[str, pygame.Rect]  # by name ("panel 2", "hint 0"), in the picture's pixels
    backdrop: pygame.Surface  # the table's bare background at the picture's scale


def expect(app: Any, path: Path) -> Expected:
    """What the picture of the topmost table, saved at `path`, must show."""
    table = next(scene for scene in reversed(app.stack) if isinstance(scene, TableScene))
    named = {f"panel {seat}": table.panel_rect(seat) for seat in range(table.session.players)}
    named |= {f"hint {seat}": rect for seat in table.session.humans
              if (rect := table.hint_rect(seat)) is not None and rect.width > 0}
    scale = canvas.current_scale()
    pixels = {name: pygame.Rect(round(rect.x * scale), round(rect.y * scale), round(rect.width * scale),
                                round(rect.height * scale)) for name, rect in named.items()}
    return Expected(path, pixels, table.backdrop().surface.copy())


def drawn(expected: Expected) -> dict[str, float]:
    """Each region's share of pixels that differ from the bare backdrop, in the saved PNG."""
    picture = pygame.image.load(str(expected.path))
    assert picture.get_size() == expected.backdrop.get_size(), (expected.path, picture.get_size())
    return {name: _share(picture, expected.backdrop, rect.clip(picture.get_rect()))
            for name, rect in expected.regions.items()}


def _share(picture: pygame.Surface, backdrop: pygame.Surface, rect: pygame.Rect) -> float:
    if rect.width * rect.height == 0:
        return 0.0
    shot = pygame.Surface(rect.size)
    shot.blit(picture, (0, 0), rect)
    bare = pygame.Surface(rect.size)
    bare.blit(backdrop, (0, 0), rect)
    above, below = shot.copy(), bare.copy()
    above.blit(bare, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # where the picture is brighter
    below.blit(shot, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # where it is darker
    above.blit(below, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # how far each pixel is from the backdrop
    same = pygame.mask.from_threshold(above, (0, 0, 0), (SAME, SAME, SAME, 255)).count()
    return 1 - same / (rect.width * rect.height)


def assert_shows(shots: list[Expected]) -> None:
    """Every picture shows every seat's panel and every human's hint box, and has a hint box."""
    assert shots
    for expected in shots:
        shares = drawn(expected)
        assert any(name.startswith("hint") for name in shares), expected.path
        bare = {name: round(share, 2) for name, share in shares.items() if share < DRAWN}
        assert not bare, f"{expected.path.name}: regions left bare {bare}"
