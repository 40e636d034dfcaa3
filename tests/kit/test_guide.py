"""The guided first games (game/kit/guide.py): every guide is played to its end by a learner
who follows only the guide's pointers, with real key presses; the guide holds the game while
it talks, explains refusals, can be left, skipped and replayed, and is offered once."""
from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from guiding import Stuck, follow, follow_until, pressed_key, wait
from text_probe import Probe, cut_short, too_small

from driving import press
from game import catalogue, saves
from game import settings as settings_store
from game.kit import guide, prepared
from game.kit.guide import Key, Press, Step
from game.shell import learn
from game.shell.learn import GuideEnd, GuideMenu
from game.shell.learn import LearnScene, OfferScene
from game.shell.menu import MenuScene
from game.ui import fonts
from game.ui.i18n import LANGUAGES

GUIDED = [title.id for title in catalogue.TITLES if guide.guide_of(title) is not None]
DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


def start(app, title_id, devices=("kb1",)):
    app.push(MenuScene(app))
    return learn.start(app, catalogue.by_id(title_id), list(devices))


def at_first_time_offer(app, title_id):
    """The menu with `title_id` chosen for the first time: its guide's offer on top; the menu."""
    app.settings.guides_seen = []
    menu = MenuScene(app)
    app.push(menu)
    menu.finish_checks()
    menu.choose("title", catalogue.by_id(title_id))
    return menu


def listed_rules(title_id: str) -> set[str]:
    """The ids in docs/rules/<id>.md's "Rules the guide teaches" list (`- **id**: ...`)."""
    page = (DOCS / f"{title_id}.md").read_text(encoding="utf-8")
    section = page.split("## Rules the guide teaches", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^- \*\*([a-z_0-9]+)\*\*", section, re.MULTILINE))


@pytest.mark.parametrize("title_id", GUIDED)
def test_a_learner_following_the_pointers_finishes_the_guided_game(app, title_id, at_scale):
    """Every step, in order; and on the way (one walk for both) the guide's words keep the
    floor and fit their box in four languages (`guide_words_problems`)."""
    table = start(app, title_id)
    found: dict[str, str] = {}
    fonts.record()
    try:
        met = follow(app, table, on_step=lambda table: guide_words_problems(app, table, at_scale, found))
    finally:
        fonts.record(False)
    assert not found, "\n".join(f"{where}: {problem}" for problem, where in found.items())
    assert met == [step.id for step in table.run.guide.steps]  # every step, in order, none skipped
    assert table.session.is_over() and 0 in table.session.outcome().winners  # with a partner in a team game
    assert isinstance(app.top, GuideEnd)
    assert not saves.save_path(title_id).exists()  # a guided game is never saved


@pytest.mark.parametrize("title_id", GUIDED)
def test_two_learners_on_one_keyboard_finish_it_and_the_guide_names_whom_it_asks(app, title_id):
    title = catalogue.by_id(title_id)
    if len(prepared.positions(title)[guide.guide_of(title).position].learners) < 2:
        pytest.skip("this guide's position seats one learner")
    table = start(app, title_id, ("kb1", "kb2"))
    asked: list[str] = []
    follow(app, table, on_step=lambda t: asked.append(t.run.said()) if t.run.step.seat == 1 else None, drawn=False)
    second = table.seat_name(table.session.position.learners[1])  # "Player 2", or a partner opposite
    assert asked and all(second in words for words in asked)
    learners = table.session.position.learners
    assert table.session.humans == {learners[0]: "kb1", learners[1]: "kb2"} and isinstance(app.top, GuideEnd)


@pytest.mark.parametrize("title_id", GUIDED)
def test_the_guide_reaches_every_rule_its_page_lists(title_id):
    taught = guide.guide_of(catalogue.by_id(title_id)).teaches()
    listed = listed_rules(title_id)
    assert listed, f"docs/rules/{title_id}.md lists no rules the guide teaches"
    assert taught == listed, f"taught but not listed: {taught - listed}; listed but not taught: {listed - taught}"


def test_a_step_pointing_at_a_key_the_seat_does_not_have_fails_the_learner(app):
    table = start(app, "stafette")
    table.run.guide = guide.Guide("stafette", "first_game", (Step("white", Press(), Key("alt")),),
                                  table.run.guide.places)
    with pytest.raises(Stuck, match="alt"):
        pressed_key(table)


def test_the_guide_holds_the_game_while_it_talks_and_the_window_stays_open(app):
    table = start(app, "stafette")
    follow_until(app, table, "swap")
    deadline = table.session.view(0).deadline
    wait(app, 5.0)  # three times the swap window: the guide waits for the learner
    assert table.session.view(0).phase == "swap" and table.session.view(0).deadline == deadline
    press(app, "kb1", "slot2")
    assert table.session.view(0).swapped_by == 0 and table.run.phase == "after"


def test_a_key_the_guide_did_not_point_at_is_refused_with_the_steps_hint(app):
    table = start(app, "stafette")
    follow_until(app, table, "white")
    wait(app, 0.4)
    press(app, "kb1", "slot2")  # the black die: legal, but the guide asked for the white one
    assert table.session.fresh and table.run.step.id == "white"
    assert table.run.note == "The guide waits for Q. Press Q."


def test_a_refusal_of_the_rules_is_explained_by_the_guide(app):
    table = start(app, "stafette")
    follow_until(app, table, "swap")
    wait(app, 0.4)
    press(app, "kb1", "slot1")  # the white die, on the mover's turn
    assert table.run.note == "It is not your turn. Press W to shout “Swap!”."
    assert any(toast.words == "It is not your turn." for toast in table.toasts)


def test_esc_opens_the_guides_menu_to_skip_a_step_start_again_or_leave(app):
    table = start(app, "stafette")
    follow_until(app, table, "white")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=pygame.KSCAN_ESCAPE, key=0, mod=0, unicode=""))
    app.frame(1 / 60)
    assert isinstance(app.top, GuideMenu)
    app.top.choose("guide.menu.skip")  # the guide throws the white die for the learner
    assert app.top is table and table.session.view(0).positions[0] == 3 and table.run.phase == "after"
    app.push(GuideMenu(app, table))
    app.top.choose("guide.menu.again")
    again = app.top
    assert again is not table and again.run.index == 0 and again.session.fresh
    assert again.session.humans == {0: "kb1"}
    app.push(GuideMenu(app, again))
    app.top.choose("guide.menu.leave")
    assert isinstance(app.top, MenuScene)


def test_a_title_opened_the_first_time_offers_its_guide_once_and_remembers_it(app, tmp_path):
    app.settings.guides_seen = []  # a first start
    menu = MenuScene(app)
    app.push(menu)
    menu.finish_checks()
    title = catalogue.by_id("stafette")
    menu.choose("title", title)
    assert isinstance(app.top, OfferScene)
    assert "stafette" in settings_store.Settings.load(tmp_path)[0].guides_seen  # written at once
    press(app, "kb1", "slot1")  # who learns
    app.top.choose("guide.offer.learn")
    assert isinstance(app.top, guide.GuidedTable) and app.top.session.title is title
    app.pop()
    menu.choose("title", title)
    assert not isinstance(app.top, OfferScene)  # the second time, straight to the lobby


def test_esc_at_the_first_time_offer_goes_back_to_the_menu(app):
    """Play-test: the offer's keys say "Esc back", but Esc opened the title's lobby (the
    offer's "no" row fell through to "Go to the table")."""
    menu = at_first_time_offer(app, "cambio")
    assert isinstance(app.top, OfferScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=pygame.KSCAN_ESCAPE, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.frame(1 / 60)
    assert app.top is menu


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_offers_help_tells_each_learner_their_own_keys_and_the_arrow_keys_apart(app, language):
    """Play-test: "(R Shift or R Ctrl on the arrow keys)" read as if every learner had to use
    the arrow cluster. The help shows a cluster's own keys (kb1's Q W A S) as the example and
    names R Shift and R Ctrl for the arrow keys' player alone, outside that example."""
    app.settings.language = language
    menu = at_first_time_offer(app, "cambio")
    words = app.top.learners.hint()
    arrows = app.input.key_labels(app.input.on_arrows())
    example = re.search(r"\(([^)]*)\)", words).group(1)  # the bracket: one's own keys
    assert "Q W A S" in example and arrows["act"] not in example and arrows["alt"] not in example
    assert words.index(arrows["act"]) > words.index(example) and arrows["alt"] in words


def test_a_second_learner_at_a_one_learner_guide_is_told_the_others_watch(app):
    """Play-test: at Altitude's offer two people pressed their keys and read "Learning: Q W A S
    ..., T Y G H ...", then the guide seated one ("Welcome to Altitude, on your own") and the
    second was gone without a word. The second press is told that one learns and the others watch."""
    menu = at_first_time_offer(app, "altitude")
    offer = app.top
    press(app, "kb1", "slot1")
    press(app, "kb2", "slot1")
    assert isinstance(app.top, OfferScene) and offer.learners.devices == ["kb1"]
    assert offer.learners.message == app.text("learn.one", title="Altitude")
    assert offer.question == app.text("guide.offer.solo", title="Altitude")  # no "learning together?"


def test_the_menus_learn_row_lists_the_guided_titles_and_a_second_cluster_joins(app):
    menu = MenuScene(app)
    app.push(menu)
    menu.choose("learn", None)
    learn = app.top
    assert isinstance(learn, LearnScene) and [t.id for t in learn.titles] == GUIDED
    press(app, "kb2", "slot3")  # someone presses a key of their own: they learn (the press does nothing else)
    press(app, "kb1", "slot1")  # a second cluster: two learn together
    assert learn.learners.devices == ["kb2", "kb1"] and learn.menu.selected == 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=pygame.KSCAN_RETURN, key=0, mod=0, unicode=""))
    app.frame(1 / 60)
    learners = app.top.session.position.learners
    assert isinstance(app.top, guide.GuidedTable) and app.top.session.humans == {learners[0]: "kb2", learners[1]: "kb1"}


def guide_words_problems(app, table, at_scale, found: dict[str, str]) -> None:
    """At 960x540 (0.75), this step in every language: the guide's words at 18 units or more,
    none cut short, the box inside the screen and off what it points at, each problem noted
    in `found` with where it was first met. The box is drawn alone (`draw_guide`, the last
    thing a guided table draws): the same box, pointer and words as over the whole table,
    without the table's words it covers (the layout tests' job)."""
    wait(app, 0.3)
    at_scale(0.75)  # drawn as in a 960x540 window; the app's own frames stay at its window's scale
    for language in LANGUAGES:
        app.settings.language = language
        probe = Probe()
        guide.draw_guide(probe, table)
        box, target = table.run.drawn
        inside = [part for part in probe.texts if box.contains(part.box)]
        assert inside, f"no words in the guide's box at {table.run.step.id}"
        shown = Probe()
        shown.texts = inside
        for problem in too_small(shown) + cut_short(shown):
            found.setdefault(problem, f"{language} {table.run.step.id}")
        if not shown.get_rect().contains(box) or (target is not None and box.colliderect(target)):
            found.setdefault(f"box {tuple(box)} over {target}", f"{language} {table.run.step.id}")
    app.settings.language = "en"
    at_scale(1.0)


@pytest.mark.parametrize("text_size", [100, 150])
def test_the_guides_menus_fit_in_four_languages(app, at_scale, text_size):
    """At 960x540 and at each text size every row stands whole inside the menu's panel."""
    app.settings.text_size = text_size
    app.apply_settings()
    table = start(app, "stafette")
    at_scale(0.75)
    fonts.record()
    found = []
    try:
        for menu in (GuideMenu(app, table), GuideEnd(app, table)):
            for language in LANGUAGES:
                app.settings.language = language
                probe = Probe()
                menu.draw(probe)
                box = menu.box(probe)
                found += [f"{language} {type(menu).__name__}: {problem}"
                          for problem in too_small(probe) + cut_short(probe)]
                rows = {app.text(row) for row in menu.rows}
                found += [f"{language} {type(menu).__name__}: {words!r} outside its panel"
                          for rect, words in probe.boxes if words in rows and not box.contains(rect)]
    finally:
        fonts.record(False)
    assert not found, "\n".join(found)


def test_two_people_who_press_their_own_keys_at_the_first_time_offer_learn_together(app):
    menu = at_first_time_offer(app, "cambio")
    offer = app.top
    press(app, "kb2", "slot1")  # the second person says "me too" with a key of their own
    press(app, "kb1", "slot3")
    press(app, "kb2", "slot3")  # a learner pressing again is not a third
    assert isinstance(app.top, OfferScene) and offer.learners.devices == ["kb2", "kb1"]
    offer.choose("guide.offer.learn")
    learners = app.top.session.position.learners
    assert isinstance(app.top, guide.GuidedTable) and app.top.session.humans == {learners[0]: "kb2", learners[1]: "kb1"}


@pytest.mark.parametrize("devices", [("kb1",), ("kb1", "kb2")], ids=["one", "two"])
def test_gaemshs_guide_box_leaves_the_signal_choices_words_readable(app, at_scale, devices):
    """Gämsh's first step shows the team's signal grid over the table: at 960x540, in four
    languages, the guide's box covers none of its words (the emotes, how to choose, the keys)."""
    table = start(app, "gaemsh", devices)
    wait(app, 0.3)
    assert table.controls.choosing_team(table.session.public_view()) is not None
    fonts.record()
    try:
        at_scale(0.75)
        for language in LANGUAGES:
            app.settings.language = language
            probe = Probe()
            table.draw(probe)
            box = table.run.drawn[0]
            covered = [part.words for part in probe.texts if box.colliderect(part.box) and not box.contains(part.box)]
            assert not covered, f"{language}: the guide's box {tuple(box)} covers {covered}"
    finally:
        fonts.record(False)


def test_gaemshs_guide_points_at_the_key_cap_under_the_open_menus_words(app, at_scale):
    """Step 3 (choose the wink with Q) points at the Q cap the signal choice shows, below the
    menu's words, not at those words."""
    table = start(app, "gaemsh")
    fonts.record()
    try:
        for _ in range(10):  # step by step, as the pointers say, until a menu is open
            if table.menu_lines(table.run.seat(table.run.step)):
                break
            seat, button = pressed_key(table)
            press(app, table.session.humans[seat], button)
            wait(app, 0.3)
        seat = table.run.seat(table.run.step)
        assert table.menu_lines(seat)
        probe = Probe()
        table.draw(probe)
        point = table.run.pointer(table.run.step)
        cap = table.key_cap(seat, point.button)
        words = [part.words for part in probe.texts if cap.collidepoint(part.box.center)]
        assert words and all(len(word) <= 8 for word in words), words  # a key's name, no menu line
    finally:
        fonts.record(False)


def test_a_toast_beside_a_learners_seat_stays_off_the_guides_box(app):
    """Play-test (Cambio): "This key does nothing right now." stood half under the guide's
    box. At every step a toast for each learner stands clear of the box drawn."""
    from game.ui import canvas
    table = start(app, "cambio", ("kb1", "kb2"))
    under: list[tuple[str, pygame.Rect, pygame.Rect]] = []

    def toast_each(t):
        t.draw(canvas.new(app.size))
        box = t.run.drawn[0]
        for seat in t.session.humans:
            t.toast(seat, app.text("kit.key.idle"))
            toast = next(toast for toast in t.toasts if toast.seat == seat)
            if toast.rect.colliderect(box):
                under.append((t.run.step.id, toast.rect, box))
        t.toasts.clear()

    follow(app, table, on_step=toast_each, drawn=False)
    assert under == []


def test_the_guides_ring_round_the_bottom_seat_stays_inside_the_screen(app, monkeypatch):
    """Play-test (Cambio, 960x540 and 1280x720): the welcome's ring round the learner's seat
    at the bottom ran off the window's bottom edge (its sides showed, not its bottom)."""
    from game.kit.table import SCREEN
    from game.ui import canvas
    table = start(app, "cambio")
    rings = []
    drawn = guide.draw.rect
    monkeypatch.setattr(guide.draw, "rect", lambda surface, colour, rect, *rest, **kw: (
        rings.append(pygame.Rect(rect)) if colour == guide.GOLD else None, drawn(surface, colour, rect, *rest, **kw))[1])
    table.draw(canvas.new(app.size))
    seat = table.panel_rect(0)
    assert seat.bottom > SCREEN.bottom - 20 and guide.pointed(table) == seat  # the welcome points at the bottom seat
    ring = next(rect for rect in rings if rect.contains(seat.inflate(-2 * guide.RING, -2 * guide.RING)))
    assert SCREEN.contains(ring), ring
