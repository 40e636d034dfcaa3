"""A per_scale cache of pictures with a budget in megabytes keeps no more pixels than that,
at any scale (entries alone would let a 4K window keep nine times a 720p one's pixels)."""
import pygame

from game.ui import canvas


def test_a_picture_cache_empties_itself_past_its_budget():
    made = []

    @canvas.per_scale(maxsize=1000, megabytes=1)
    def picture(number: int) -> canvas.Canvas:
        made.append(number)
        return canvas.Canvas(pygame.Surface((256, 256), pygame.SRCALPHA))  # 256 KB

    canvas.CACHES.remove(picture)
    for number in range(12):
        picture(number)
        assert picture.cache_info().currsize <= 4  # never more than 1 MB of pictures kept
    assert picture(11) is picture(11) and made.count(11) == 1  # still a cache
    picture.cache_clear()
    picture(11)
    assert made.count(11) == 2
