"""The screenshot check itself (tests/pictures.py): a table's picture shows its panels and the
key hint box, and the same picture without the hint box drawn fails the check."""
import pygame
import pytest
from driving import push_table

import pictures
from game import catalogue


def picture(app, path):
    app.frame(1 / 60)
    pygame.image.save(app.screen.surface, str(path))
    return pictures.expect(app, path)


def test_a_table_shows_its_panels_and_hint_and_a_bare_hint_box_fails(app, tmp_path, monkeypatch):
    title = catalogue.by_id("cambio")
    table = push_table(app, title, title.scene_class(), 3, humans={0: "kb1"})
    for _ in range(60):
        app.frame(1 / 30)
    shown = picture(app, tmp_path / "drawn.png")
    shares = pictures.drawn(shown)
    assert set(shares) == {"panel 0", "panel 1", "panel 2", "hint 0"}
    pictures.assert_shows([shown])
    monkeypatch.setattr(table, "draw_hint_box", lambda surface, seat, back: None)
    bare = picture(app, tmp_path / "bare.png")
    assert pictures.drawn(bare)["hint 0"] < pictures.DRAWN <= shares["hint 0"]
    with pytest.raises(AssertionError, match="hint 0"):
        pictures.assert_shows([bare])
