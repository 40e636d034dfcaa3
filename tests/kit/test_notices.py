"""Banners and toasts keep to the places reserved for them."""
import pygame
import pytest
from driving import push_table

from game import catalogue
from game.kit.notices import Banners, toast_place, toast_size

SCREEN = pygame.Rect(0, 0, 1280, 720)
REGION = pygame.Rect(380, 410, 520, 62)


def test_a_region_shows_one_banner_a_newer_one_replaces_it_when_it_starts():
    banners = Banners()
    banners.show("news", REGION, "Look at one of your own cards", 2.0, (90, 60, 30))
    banners.show("news", REGION, "Bot 3 burned a card!", 1.4, (0, 114, 178), delay=0.5)
    banners.update(0.1)
    assert [b.words for b in banners.showing()] == ["Look at one of your own cards"]
    banners.update(0.5)
    assert [b.words for b in banners.showing()] == ["Bot 3 burned a card!"]
    assert banners.words() == ["Bot 3 burned a card!"]  # the older one is gone, not underneath


def test_a_long_banner_wraps_and_shrinks_into_its_region():
    banners = Banners()
    words = "Bot 2 hat nicht die tiefste Summe und startet die nächste Runde mit einer Strafkarte."
    banner = banners.show("news", REGION, words, 3.0, (190, 50, 40), size=24)
    box, size, lines = banner.box()
    assert len(lines) == 2 and box.get_width() <= REGION.width and box.get_height() <= REGION.height


def test_a_toast_stands_beside_its_seat_never_on_it():
    seat = pygame.Rect(480, 554, 320, 158)  # a bottom seat with its key hint
    reserved = [pygame.Rect(376, 486, 528, 64), pygame.Rect(8, 606, 464, 106)]
    place = toast_place("It is not your turn.", seat, reserved, SCREEN)
    assert SCREEN.contains(place) and not place.colliderect(seat) and place.collidelist(reserved) < 0


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda t: t.id)
def test_every_seat_of_every_table_gets_its_toasts_off_its_name_and_cards(app, title):
    """Beside the seat and off every other seat; where the panels leave no such place, in
    the seat's own free room (`toast_room`: Altitude's two seats fill the screen). While a
    window covers the table (`over_toasts`: a signal choice the game opens with), a toast
    stands wholly inside it, or waits for it to close: never partly under it."""
    for players in (title.counts[0], title.counts[-1]):
        humans = {seat: f"kb{seat + 1}" for seat in range(min(players, 5))}
        scene = push_table(app, title, title.scene_class(), players, humans=humans)
        for seat in range(players):
            scene.toast(seat, app.text(f"{title.id}.refuse.game_over"))
            windows = scene.over_toasts()
            if windows:
                assert all(any(window.contains(toast.rect) for window in windows) or toast.rect.collidelist(windows) < 0
                           for toast in scene.toasts), (players, seat)
                continue
            toast = scene.toasts[-1]
            others = [scene.seat_rect(other) for other in range(players) if other != seat]
            room = scene.toast_room(seat)
            assert SCREEN.contains(toast.rect) and toast.rect.collidelist(others) < 0, (players, seat)
            assert not toast.rect.colliderect(scene.seat_rect(seat)) or room.contains(toast.rect), (players, seat)
        app.pop()


def late_notice_whole(words: str) -> None:
    """The toast of `words` shows every word, uncut, inside the screen."""
    from text_probe import Probe, cut_short

    from game.kit.notices import Toast
    from game.ui import fonts
    fonts.record()
    try:
        probe = Probe()
        place = pygame.Rect((10, 10), toast_size(words))
        Toast(words, place, 1.0).draw(probe)
        assert not cut_short(probe) and " ".join(part.words for part in probe.texts) == words
        assert SCREEN.contains(place) and all(place.contains(part.box) for part in probe.texts)
    finally:
        fonts.record(False)


@pytest.mark.parametrize("language", ["en", "de", "fr", "it"])
@pytest.mark.parametrize("scale", [0.75, 0.625])
@pytest.mark.parametrize("text_size", [100, 125, 150])
def test_the_late_press_notice_is_never_cut(app, at_scale, at_text_size, language, scale, text_size):
    """Issue 28: "Too late for “…”: this key now means “…”. Press again fo…" at 960x540; issue
    32: at every text size (Stafette's own: tests/titles/stafette/test_stafette_table.py)."""
    at_scale(scale)
    at_text_size(text_size)
    app.settings.language = language
    late_notice_whole(app.text("kit.key.late", was=app.text("gambit7_table.key.lock_empty"),
                               now=app.text("gambit7_table.key.gambit")))


def toasts_drawn_whole(scene) -> list[str]:
    """What is wrong with the scene's toasts as drawn now: a word cut, or a word out of its toast."""
    from text_probe import Probe, cut_short
    probe = Probe()
    scene.draw(probe)
    found = cut_short(probe)
    for toast in scene.toasts:
        parts = [part for part in probe.texts if toast.rect.colliderect(part.box) and part.words in toast.words]
        if " ".join(part.words for part in parts) != toast.words:
            found.append(f"{toast.words!r} drawn as {[part.words for part in parts]!r}")
        found += [f"out of its toast {tuple(toast.rect)}: {part.words!r} {tuple(part.box)}" for part in parts
                  if not toast.rect.contains(part.box)]
    return found


@pytest.mark.parametrize("change", ["960x540", "1920x1080", "text 150 %", "text 125 % at 960x540"])
@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda t: t.id)
def test_a_toast_on_show_is_measured_again_when_the_window_or_the_text_size_changes(app, recording, at_scale,
                                                                                     at_text_size, title, change):
    """Issue 32 (branch lay's play-test: "Team A has its sig…" after a resize): a seat's toast
    and the table-wide one, made at 1280x720 and 100 %, are drawn whole once the window or the
    text size changes while they show."""
    from game.input.intents import Intent
    app.settings.language = "de"
    scene = push_table(app, title, title.scene_class(), title.counts[-1], humans={})  # bots: no signal choice over it
    scene.toast(0, app.text("kit.key.late", was=app.text("gambit7_table.key.lock_empty"),
                            now=app.text("gambit7_table.key.gambit")))
    scene.handle(Intent("unbound", True, 0.0, 0, device="kb1"))
    assert {toast.seat for toast in scene.toasts} == {0, None}
    assert not toasts_drawn_whole(scene)
    scale, text_size = {"960x540": (0.75, 100), "1920x1080": (1.5, 100), "text 150 %": (1.0, 150),
                        "text 125 % at 960x540": (0.75, 125)}[change]
    at_scale(scale)
    at_text_size(text_size)
    assert not toasts_drawn_whole(scene)
    assert {toast.seat for toast in scene.toasts} == {0, None}


def test_a_toast_in_its_seats_room_wraps_to_the_rooms_width():
    """Where no place beside the seat is free, the toast stands in the seat's own room, its
    words wrapped to that room (Altitude at 150 %: a late-key notice 542 units wide centred on
    a 491-unit room left the window on the left)."""
    seat, room = pygame.Rect(0, 0, 500, 720), pygame.Rect(8, 200, 300, 300)
    others = [pygame.Rect(500, 0, 780, 720)]
    words = "Too late for “take this card”: this key now means “look at your cards”. Press again for that."
    place = toast_place(words, seat, others, SCREEN, others, room)
    assert room.contains(place)


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda t: t.id)
def test_seats_toasts_on_show_at_once_never_lie_on_each_other_nor_on_another_seat(app, at_text_size, title,
                                                                                     text_size):
    """Two people told something at once read two whole notices, each beside its own seat:
    a seat's toast keeps off the other seats' toasts on show (a toast it would lie on is placed
    again), and off the other seats. Seen in a real window: Gambit 7's "Your answer is in: the
    others are still answering." of Player 2 over Player 1's; then, at 150 % in German,
    Stafette's "In diesem Zug wurde schon gewürfelt." of Spieler 1 moved off Spieler 2's
    notice onto Bot 4's seat."""
    at_text_size(text_size)
    words = app.text(f"{title.id}.refuse.game_over")
    for players in (title.counts[0], title.counts[-1]):
        humans = {seat: f"kb{seat + 1}" for seat in range(min(players, 2))}
        scene = push_table(app, title, title.scene_class(), players, humans=humans)
        if scene.over_toasts():  # a window over the table (Gämsh's signal choice): toasts wait inside it
            app.pop()
            continue
        for seat in humans:
            scene.toast(seat, words)
        assert [toast.seat for toast in scene.toasts] == list(humans), players
        for toast in scene.toasts:
            others = [t.rect for t in scene.toasts if t is not toast]
            seats = [scene.seat_rect(other) for other in range(players) if other != toast.seat]
            assert SCREEN.contains(toast.rect) and toast.rect.collidelist(others) < 0, (players, toast.seat)
            assert toast.rect.collidelist(seats) < 0, (players, toast.seat)
        app.pop()


def test_a_second_persons_notice_beside_a_first_ones_stays_off_the_bots_seats(app, at_text_size):
    """Seen in a real window (Stafette, four seats, German, 150 %): Spieler 2's "Jemand anderes
    hat zuerst „Tausch!“ gerufen." stood left of its seat, over the board; Spieler 1's "In
    diesem Zug wurde schon gewürfelt." then found no place clear of it and fell back onto Bot
    4's seat. It now stands beside its seat, above or below the other notice."""
    app.settings.language = "de"
    at_text_size(150)
    title = catalogue.by_id("stafette")
    scene = push_table(app, title, title.scene_class(), 4, humans={0: "kb1", 1: "kb2"})
    scene.toast(1, app.text("stafette.refuse.swap_taken"))
    scene.toast(0, app.text("stafette.refuse.already_rolled"))
    first, second = (toast.rect for toast in scene.toasts)
    bots = [scene.seat_rect(seat) for seat in (2, 3)]
    assert not first.colliderect(second) and first.collidelist(bots) < 0 and second.collidelist(bots) < 0


def test_a_toast_with_no_clear_place_centred_beside_its_seat_slides_along_it():
    """Cambio at 150 % (branch fix32a): where the four places centred beside the seat are
    taken (the piles above, the drawn card on the left, the window's edges), the toast takes
    the nearest clear place slid along a side, still beside the seat; where no place fits its
    words on their lines, they wrap narrower."""
    seat = pygame.Rect(440, 449, 832, 264)  # the bottom seat with its drawn card and key hint
    piles, drawn = pygame.Rect(322, 230, 628, 192), pygame.Rect(8, 560, 400, 60)
    words = "Verbrennen geht nur gleich nachdem eine Karte offen abgelegt wurde."
    place = toast_place(words, seat, [piles, drawn], SCREEN)
    assert SCREEN.contains(place) and place.collidelist([seat, piles, drawn]) < 0
    assert place.right <= seat.left and place.bottom > seat.top + 48  # left of the seat, facing it
    narrow = pygame.Rect(0, 0, 300, 720)  # room left of the seat for a toast of narrower lines only
    seat = pygame.Rect(300, 0, 980, 720)
    place = toast_place(words, seat, [], narrow)
    assert narrow.contains(place) and place.width < toast_size(words)[0]
