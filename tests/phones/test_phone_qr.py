"""The QR code drawn with pygame holds exactly segno's modules for the address."""
from __future__ import annotations

import pygame
import pytest

from game.phones.address import lan_address, page_url
from game.phones.qr import DARK, QUIET, matrix, qr_surface


def modules_drawn(surface: pygame.Surface, count: int) -> tuple[tuple[bool, ...], ...]:
    pixel = surface.get_width() // (count + 2 * QUIET)
    return tuple(tuple(surface.get_at(((x + QUIET) * pixel + pixel // 2, (y + QUIET) * pixel + pixel // 2))[:3] == DARK
                       for x in range(count)) for y in range(count))


@pytest.mark.parametrize("most", [120, 220, 400])
def test_the_drawn_code_is_segnos_matrix_of_the_address(most):
    url = page_url("192.168.178.24", 47800, "ACDE")
    expected = matrix(url)
    surface = qr_surface(url, most)
    assert surface.get_width() <= most and surface.get_width() == surface.get_height()
    assert modules_drawn(surface, len(expected)) == expected
    assert modules_drawn(surface, len(expected)) != matrix(page_url("192.168.178.24", 47800, "ACDF"))
    corner = surface.get_width() // (len(expected) + 2 * QUIET) * QUIET
    assert all(surface.get_at((x, 0))[:3] != DARK for x in range(surface.get_width()))  # the quiet border
    assert surface.get_at((corner, corner))[:3] == DARK  # a finder pattern's corner


def test_the_address_is_a_page_url_with_the_room_code():
    assert page_url("10.0.0.7", 47801, "K7QF") == "http://10.0.0.7:47801/?room=K7QF"
    assert lan_address().count(".") == 3
