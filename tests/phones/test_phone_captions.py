"""Issue 32, sounds you can see on the phone: with captions on, a seated phone gets the captions
standing on its table (a shout, a wrong call) in the game's language with its view, counted up
("×2") as the big screen counts them, and gone again when they go; with captions off, none."""
from __future__ import annotations

import pytest
from test_phone_tables import table_with_phone, view_until

from game.ui.captions import READ_LEAST, caption_key


@pytest.mark.parametrize("language", ("de", "it"))
def test_a_shout_s_caption_reaches_the_seated_phone_in_the_games_language(app, phones, language):
    app.settings.language = language
    app.settings.captions = True
    phone, table = table_with_phone(app, phones, "gaemsh")
    app.sound.play("gaemsh")
    words = app.text(caption_key("gaemsh"))
    assert words != caption_key("gaemsh")
    assert view_until(app, phone, lambda view: "captions" in view)["captions"] == [words]
    app.sound.play("gaemsh")  # the same shout again while it stands: counted, as on the big screen
    assert view_until(app, phone, lambda view: view.get("captions") != [words])["captions"] == [f"{words} ×2"]
    gone = view_until(app, phone, lambda view: "captions" not in view, frame=0.25)  # read, then gone
    assert gone["t"] == "view" and app.now > READ_LEAST


def test_without_captions_the_phone_gets_none(app, phones):
    app.settings.captions = False
    phone, table = table_with_phone(app, phones, "gaemsh")
    app.sound.play("gaemsh")
    seen = table.phones.view(0, table.seat_name(0))
    assert "captions" not in seen and not app.captions.lines
