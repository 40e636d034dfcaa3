"""Sounds you can see: every sound that carries news has a caption in the four languages and
a visible cue on the table; with `captions` on its words stand at the table's caption place,
long enough to read, and not when off."""
from __future__ import annotations

import pytest
from catalogued import layout_tables
from table_moments import seated

from game import catalogue
from game.ui.captions import NEWS, QUIET, READ_LEAST, caption_key
from game.ui.i18n import LANGUAGES, Texts
from game.ui.sound import SOUND_NAMES


def test_every_sound_is_news_or_quiet_and_news_has_words_in_four_languages():
    assert set(NEWS) | QUIET == set(SOUND_NAMES) and not set(NEWS) & QUIET
    texts = Texts()
    for sound in NEWS:
        words = {language: texts.get(language, caption_key(sound)) for language in LANGUAGES}
        assert all(word != caption_key(sound) and word.strip() for word in words.values()), (sound, words)


def test_a_caption_stands_when_a_news_sound_plays_with_captions_on(app):
    app.settings.captions = True
    app.settings.language = "de"
    app.sound.mute(True)  # someone who cannot hear may have muted the game: the words still come
    app.sound.play("faessler")
    app.sound.play("card_slide")  # quiet: the card shows it
    assert app.captions.words() == ["Ruf: Fässler!"]
    app.now += READ_LEAST - 0.1
    app.draw()
    assert app.captions.words() == ["Ruf: Fässler!"], "it stands long enough to read"
    app.now += 10
    app.draw()
    assert app.captions.words() == []


def test_no_caption_with_captions_off(app):
    app.sound.play("faessler")
    app.sound.play("wrong")
    assert app.captions.words() == []


def test_the_same_sound_again_counts_up_on_its_line(app):
    app.settings.captions = True
    for _ in range(3):
        app.sound.play("wrong")
    assert app.captions.words() == ["Buzz: not that"]
    assert app.captions.lines[0].count == 3


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_caption_is_drawn_at_the_tables_caption_place(app, recording, language):
    from text_probe import Probe
    app.settings.captions = True
    app.settings.language = language
    scene = seated(app, catalogue.by_id("cambio"), 4)
    scene.update(0.1)
    app.sound.play("card_burn")
    probe = Probe()
    scene.draw(probe)
    app.captions.draw(probe, app.caption_region())
    words = app.text(caption_key("card_burn"))
    placed = [box for box, text in probe.boxes if text == words]
    assert placed and scene.caption_place.contains(placed[0])


@pytest.mark.parametrize("title, players", layout_tables(), ids=lambda value: getattr(value, "id", value))
def test_the_caption_place_covers_no_seat_region_or_key_hint(app, title, players):
    """At every seat count the caption strip stays off the seats, their key hints, the banner
    regions and the log (or lies on the log's free end, inside it: the log's lines stand at
    its other end)."""
    scene = seated(app, title, players)
    for _ in range(20):
        scene.update(0.1)
    place = scene.caption_region()
    kept = [scene.panel_rect(seat) for seat in range(scene.session.players)]
    kept += [hint for hint in map(scene.hint_rect, range(scene.session.players)) if hint is not None]
    kept += list(scene.banner_regions().values())
    if scene.log_region is not None and not scene.log_region.contains(place):
        kept.append(scene.log_region)
    assert place.collidelist(kept) == -1, [rect for rect in kept if rect.colliderect(place)]


CUES = ("pulses", "throws", "popped", "shakes", "quakes", "revealed_at", "scored_at", "peeks", "swapped", "stones")
# what a title's table marks on its own beside banners, toasts and log lines (a field's ring,
# a die thrown, an emote's bubble, a shaken card, a count of points)
WINDOW = 10  # steps (a second) in which the cue of a sound may come before it (a burn's hiss when the card lands)


def signs(scene) -> tuple:
    """What the table shows in words and marks now: the banners on show or coming, the
    toasts, the log's newest line, whose turn the status names, and the title's own marks
    (CUES)."""
    view = scene.session.public_view()
    return (tuple(scene.banners.words()), tuple(toast.words for toast in scene.toasts), scene.log.lines[-1:],
            getattr(view, "turn", None), getattr(view, "phase", None),
            tuple(repr(getattr(scene, name, None)) for name in CUES))


@pytest.mark.parametrize("title", catalogue.TITLES, ids=[title.id for title in catalogue.TITLES])
@pytest.mark.parametrize("still", [False, True], ids=["motion", "still"])
def test_every_news_sound_comes_with_something_seen(app, title, still):
    """A bots' game: whenever a step of the table plays a sound that carries news, what the
    table shows changed in that step or the second before it (a banner, a toast, a log
    line, the status, a mark), with motion and with reduced motion."""
    app.settings.reduced_motion = still
    scene = seated(app, title, min(title.counts))
    heard: list[str] = []
    app.sound.heard = heard.append
    unseen: set[str] = set()
    past = [signs(scene)]
    while scene.time < 90 and scene.over_since is None:
        heard.clear()
        scene.update(0.1)
        past = [*past[-WINDOW:], signs(scene)]
        news = {sound for sound in heard if sound in NEWS}
        if news and all(sign == past[-1] for sign in past):
            unseen |= news
    assert not unseen


def test_captions_stand_only_where_a_table_keeps_their_place(app):
    """Seen in a real window: the menu's showcase (bots nobody plays) wrote "Signal: ...!" over
    the settings screen's keys band. Captions are drawn only where a table, also one under its
    pause, names their place; the shell's screens name none."""
    from game.shell.settings_menu import SettingsScene
    app.settings.captions = True
    app.push(SettingsScene(app))
    assert app.caption_region() is None
    scene = seated(app, catalogue.by_id("cambio"), 4)
    assert app.caption_region() == scene.caption_region()
