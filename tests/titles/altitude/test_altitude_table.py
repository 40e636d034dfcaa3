"""The Altitude table, driven by real key events through the real input layer.

kb1 = Q W / A S (slot1 up, slot2 left, slot3 down, slot4 right), Left Shift (act), Left Ctrl (alt).
"""
from __future__ import annotations

import json
from collections import deque

import pygame
import pytest

from game import catalogue
from game.kit.controls import BASE
from game.core.seats import SeatSpec, TableConfig
from game.titles.altitude import best, rules, side
from game.titles.altitude import table as table_module
from game.titles.altitude.controls import AIM, DISCARD, Aim
from game.titles.altitude.table import AltitudeTable
from game.ui import draw
from game.ui.palette import seat_colour
from driving import logged, press, push_table, run

TITLE = catalogue.by_id("altitude")
DATA = rules.check_data()  # the title's data, as a game is given it
HANDS = [["mountain-30", "mountain-31", "mountain-32", "bernard-1"], ["mountain-40", "mountain-41", "mountain-42", "mountain-43"]]


def table(app, state=None, players=2, humans=None):
    return push_table(app, TITLE, AltitudeTable, players, humans, state=state, options={"mountain": "seeded"})


def test_keep_four_give_back_two_with_the_keys(app):
    scene = table(app, players=1)
    dealt = scene.view(0).dealt
    assert len(dealt) == 6
    press(app, "kb1", "slot1")  # give back the first
    press(app, "kb1", "act")
    assert not logged(scene, rules.Keep)  # one marked: not yet
    press(app, "kb1", "slot4")
    press(app, "kb1", "slot1")
    press(app, "kb1", "act")
    assert [keep.cards for keep in logged(scene, rules.Keep)] == [tuple(dealt[2:])]


def aim_path(aim, rank, target):
    """The slot presses that mark `target` in the aim menu (fewest first), found by trying them."""
    start = ([list(part) for part in aim.lit], aim.at)
    seen, queue = set(), deque([(start, [])])
    while queue:
        (lit, at), path = queue.popleft()
        if at == target:
            return path
        key = (tuple(map(tuple, lit)), at)
        if key in seen or len(path) > 5:
            continue
        seen.add(key)
        trial = Aim(aim.card, aim.targets, aim.points, at, [list(part) for part in lit])
        for slot in trial.parts() if len(lit[-1]) > 1 else ():
            step = Aim(aim.card, aim.targets, aim.points, at, [list(part) for part in lit])
            step.choose(slot, rank)
            queue.append((([list(part) for part in step.lit], step.at), path + [slot]))
    return None


def aim_at(app, scene, device, seat, target):
    """Press the seat's slot keys until `target` is marked; returns how many presses it took."""
    path = aim_path(scene.controls.aims[seat], scene.controls.rank, target)
    for slot in path:
        press(app, device, slot)
    assert scene.controls.aims[seat].at == target
    return len(path)


def test_the_draw_needs_no_press_and_the_drawn_card_goes_where_the_keys_mark(app):
    state = rules.from_table(HANDS, draws=["mountain-5"], data=DATA)
    scene = table(app, state)
    run(app, 0.5)
    assert logged(scene, rules.Draw) and scene.view(0).drawn == "mountain-5"
    assert scene.buttons(0).mode == BASE and scene.controls.picked[0] == 0  # the draw left the seat in its base mode
    press(app, "kb1", "act")  # the drawn card (first in the row) is picked: its places light up
    aim = scene.controls.aims[0]
    assert scene.buttons(0).mode == AIM and aim.at == ("place", 0, 1, 0)  # building on one's own mountain first
    assert DISCARD in aim.targets and ("place", 1, 1, 0) not in aim.targets  # the opponent has not started
    aim_at(app, scene, "kb1", 0, DISCARD)
    while len(scene.controls.aims[0].lit) > 1:  # alt widens the lit places again, step by step
        press(app, "kb1", "alt")
    assert 0 in scene.controls.aims
    aim_at(app, scene, "kb1", 0, ("place", 0, 1, 0))
    press(app, "kb1", "act")
    placed = logged(scene, rules.Place)[-1]
    assert (placed.card, placed.owner, placed.floor, placed.x) == ("mountain-5", 0, 1, 0)
    assert scene.table().mountain(0) == {(1, 0): "mountain-5"}
    assert 0 not in scene.controls.aims and scene.buttons(0).mode == BASE


def test_alt_goes_back_to_the_cards_and_a_hand_card_only_fits_the_own_mountain(app):
    mountains = [{(1, 0): "mountain-10"}, {(1, 0): "mountain-20"}]
    state = rules.from_table(HANDS, draws=["mountain-6"], mountains=mountains, data=DATA)
    scene = table(app, state)
    run(app, 0.5)
    press(app, "kb1", "act")
    assert any(key[1] == 1 for key in scene.controls.aims[0].targets if key != DISCARD)  # it may go to Bot 2
    press(app, "kb1", "alt")
    assert 0 not in scene.controls.aims and scene.buttons(0).mode == BASE
    press(app, "kb1", "slot4")  # the first hand card
    press(app, "kb1", "act")
    places = scene.controls.aims[0].targets
    assert places and all(key[1] == 0 for key in places) and DISCARD not in places


def test_the_picked_card_is_lifted_and_framed_and_its_ghost_stands_at_the_marked_place(app):
    mountains = [{(1, 0): "mountain-10", (1, 1): "mountain-12"}, {(1, 0): "mountain-20"}]
    state = rules.from_table(HANDS, draws=["mountain-15"], mountains=mountains, data=DATA)
    scene = table(app, state, players=2, humans={0: "kb1"})
    run(app, 0.5)
    press(app, "kb1", "slot4")  # the first hand card, not the drawn one
    frames = []
    original = draw.rect
    monkey = lambda surface, colour, rect, *rest, **named: frames.append((tuple(colour), tuple(rect), rest)) or \
        original(surface, colour, rect, *rest, **named)
    table_module.draw.rect = monkey
    try:
        scene.draw(app.screen)
    finally:
        table_module.draw.rect = original
    framed = [rect for colour, rect, rest in frames if colour == tuple(seat_colour(0)) and rest[:1] == (5,)]
    drawn, first = scene.hand_spot(0, 0), scene.hand_spot(0, 1)
    assert len(framed) == 1 and pygame.Rect(framed[0]).collidepoint(first)
    assert not pygame.Rect(framed[0]).collidepoint(drawn)  # the drawn card has no frame of the seat's colour
    press(app, "kb1", "act")
    ghosts = []
    scene.draw_target = lambda surface, seat, box, here, card, size: ghosts.append((here, card, box.center))
    scene.draw(app.screen)
    del scene.draw_target
    marked = [entry for entry in ghosts if entry[0]]
    assert marked == [(True, "mountain-30", scene.target_point(scene.controls.aims[0].at))]
    assert {center for _, _, center in ghosts} == {scene.target_point(key) for key in scene.controls.aims[0].lit[-1]}


def test_an_avalanche_rolls_onto_the_opponent_and_the_log_says_so(app):
    mountains = [{(1, 0): "mountain-10"}, {(1, 0): "mountain-20"}]
    state = rules.from_table(HANDS, draws=["avalanche-1"], mountains=mountains, data=DATA)
    scene = table(app, state)
    run(app, 0.5)
    press(app, "kb1", "act")
    target = next(key for key in scene.controls.aims[0].targets if key != DISCARD and key[1] == 1)
    aim_at(app, scene, "kb1", 0, target)
    press(app, "kb1", "act")
    assert scene.table().mountain(1)[(target[2], target[3])] == "avalanche-1"
    assert any("avalanche" in line.words for line in scene.log.lines)
    assert 1 in scene.quakes


def test_a_solo_best_is_kept_per_mountain_and_a_daily_mountain_deals_from_the_date(tmp_path):
    class Session:
        seed = 7
        class config:
            options = {}
    assert best.record_for(Session, tmp_path) == 0
    assert best.record(Session, 12, tmp_path) and not best.record(Session, 9, tmp_path)
    assert best.record_for(Session, tmp_path) == 12
    assert json.loads((tmp_path / best.BEST_FILE).read_text()) == {"seed:7": 12}
    daily = best.prepare({"mountain": "daily"}, 3, DATA)
    assert len(daily["deal"]) == 10 and "deal" not in best.prepare({"mountain": "seeded", "deal": "x"}, 3, DATA)
    same = [rules.new_game(TableConfig((SeatSpec(),), daily), seed, DATA).deck for seed in (1, 2)]
    assert same[0] == same[1]  # the date deals, not the seed


def test_the_side_banners_and_the_pass_slot_are_not_cut_at_960x540_in_any_language(app, at_scale):
    """The "turn" region beside the mountains is narrow: its banners (a double turn, the
    empty deck, a new best) wrap into three lines and the Pass slot's word fits its card,
    all at the table's text size or above, none cut with an ellipsis."""
    from game.ui import fonts
    from game.ui.i18n import LANGUAGES
    scene = table(app, players=2, humans={0: "kb1", 1: "kb2"})
    width = table_module.HAND_CARD[0] + 16  # the Pass slot's words may reach 8 units past its card
    for scale in (0.75, 1.0):
        at_scale(scale)
        for language in LANGUAGES:
            app.settings.language = language
            scene.banners.clear()
            scene._on_TurnStarted(rules.TurnStarted(seat=1, play=1, plays=2))
            scene._on_DeckEmptied(rules.DeckEmptied())
            scene.banner("turn", app.text("altitude_table.new_best", points=120), 3.0, (0, 0, 0), size=22,
                         lines=scene.turn_lines)
            for banner in scene.banners.by_region["turn"]:
                _, size, lines = banner.box()
                assert size >= fonts.FLOOR and not lines[-1].endswith("…"), (language, scale, lines)
            assert len(scene.banners.by_region["turn"]) == 3
            assert fonts.font(table_module.TEXT_SIZE, False).size(app.text("altitude_table.pass"))[0] <= width, language


def test_the_headers_tell_the_scores_the_result_gives_and_hidden_hands_are_marked(app):
    """Issue 28: a header said "7 floors · 12 points" where the result gave 14 (hand bonuses)."""
    from table_moments import moments, seated
    from test_altitude_guide import headers

    app.settings.privacy = "peek"
    scene = seated(app, TITLE, 2)
    hidden = False
    for moment in moments(scene, repeats=1):
        public = scene.session.public_view()
        if public.phase != "over" and public.hand_sizes[1]:
            hidden = hidden or any(words.endswith("+ hand") for words in headers(scene))
        if moment == "over":
            break
    totals = [int(score) for score in scene.session.outcome().scores]
    shown = [int(words.split(" · ")[1].split()[0]) for words in headers(scene)]
    assert sorted(shown) == sorted(totals) and hidden


def test_while_seats_choose_their_cards_every_header_counts_the_hand_alike(app):
    """Two people and a bot: the bot has kept its four cards, the people still choose. Each
    header tells its mountain's points "+ hand" (a hand is or will be held: the result counts
    it), none the empty hand's point; while a person looks at their cards, their header tells
    the whole score only once they hold their hand."""
    from test_altitude_guide import headers

    app.settings.privacy = "peek"
    scene = table(app, players=3, humans={0: "kb1", 1: "kb2"})
    for _ in range(40):  # the bot chooses at its own pace
        if scene.session.public_view().kept[2]:
            break
        run(app, 0.5)
    public = scene.session.public_view()
    assert public.phase == "keep" and public.kept == (False, False, True)
    shown = headers(scene)
    assert len(shown) == 3 and all(words.endswith("points + hand") for words in shown), shown
    press(app, "kb1", "alt", release=False)  # Player 1 looks at the six cards dealt
    assert scene.hand_visible(0) and headers(scene)[0].endswith("+ hand")


def test_a_refusal_stands_at_the_seat_that_pressed_never_on_another_seat(app):
    """Issue 28 play-test: kb2's refusal stood on Player 1's panel (two seats fill the screen
    but for the side column). At every seating, the toast of kb2's press while Player 1
    chooses first stands beside kb2's seat, off every other."""
    for players in (2, 3, 4):
        scene = table(app, players=players, humans={0: "kb1", 1: "kb2"})
        run(app, 0.5)
        press(app, "kb2", "act")
        toast = next(toast for toast in scene.toasts if toast.seat == 1)
        others = [scene.seat_rect(other) for other in range(players) if other != 1]
        assert toast.rect.collidelist(others) < 0, (players, toast.words, toast.rect, others)
        app.pop()


def test_the_marked_discard_pile_leaves_its_label_readable(app, at_scale, recording):
    """Issue 28 play-test at 960x540: the frame round the marked discard pile covered its
    label ("Ablage 75" wraps onto two lines there), in every language."""
    from text_probe import Probe

    from game.ui.i18n import LANGUAGES
    scene = table(app, rules.from_table(HANDS, draws=["mountain-5"], last=True, data=DATA))  # a full discard pile
    run(app, 0.5)
    press(app, "kb1", "act")
    aim_at(app, scene, "kb1", 0, DISCARD)
    at_scale(0.75)
    pile = side.layout().discard
    frame = pile.inflate(14, 14)  # the marked place's outer frame
    for language in LANGUAGES:
        app.settings.language = language
        probe = Probe()
        scene.draw(probe)
        count = str(len(scene.table().discard))
        label = [part.box for part in probe.texts if part.box.colliderect(pile.inflate(40, 120))
                 and part.box.top >= pile.centery and not part.words.startswith("mountain")]
        assert label and not any(box.colliderect(frame) for box in label), (language, count, label, frame)



def test_the_results_picture_shows_the_mountains_and_no_key_hint(app):
    """Play-test of issue 28: the results' small picture of the final table showed key hints
    (two people in "peek" privacy: the look gesture's). It shows the mountains and the hands
    left, no control."""
    from table_moments import moments, seated

    from game.ui import canvas

    app.settings.privacy = "peek"
    scene = seated(app, TITLE, 2, humans={0: "kb1", 1: "kb2"})
    assert list(moments(scene, repeats=1))[-1] == "over"
    hints = []
    scene.draw_hint_box = lambda surface, seat, back: hints.append(seat)
    scene.final_picture(canvas.new((1280, 720)), pygame.Rect(660, 110, 580, 420))
    assert hints == []


def test_the_frame_of_the_picked_pass_slot_stays_off_its_word(app, at_scale, at_text_size, recording):
    """Play-test of issue 28: the frame round the picked Pass slot touched "Passe" (the word
    reached past its card). The slot is as wide as its word with a margin, at every text size
    and in every language, and its word lies inside the frame's inner edge."""
    from text_probe import Probe

    from game.ui.i18n import LANGUAGES
    scene = table(app, rules.from_table(HANDS[:1], draws=["mountain-5"], last=True, data=DATA), players=1)
    run(app, 0.5)
    press(app, "kb1", "act")  # the last card drawn is discarded: the deck is empty, a seat may pass
    aim_at(app, scene, "kb1", 0, DISCARD)
    press(app, "kb1", "act")
    run(app, 0.5)
    press(app, "kb1", "slot2")  # left from the first card: round to the last, Pass
    assert scene.table().phase == "final" and scene.controls.picked_card(0) == "pass"
    at_scale(0.75)
    for size in (100, 150):
        at_text_size(size)
        for language in LANGUAGES:
            app.settings.language = language
            frames = []
            original = draw.rect
            table_module.draw.rect = lambda surface, colour, rect, *rest, **named: frames.append(
                (tuple(colour), pygame.Rect(rect), rest)) or original(surface, colour, rect, *rest, **named)
            try:
                probe = Probe()
                scene.draw(probe)
            finally:
                table_module.draw.rect = original
            frame = next(rect for colour, rect, rest in frames if colour == tuple(seat_colour(0)) and rest[:1] == (5,))
            word = [part.box for part in probe.texts if part.words == app.text("altitude_table.pass")]
            assert len(word) == 1 and frame.inflate(-2 * 5, -2 * 5).contains(word[0]), (size, language, frame, word)


def test_the_results_marks_of_a_daily_best_wrap_at_150_percent(app, at_scale, at_text_size, recording):
    """Played at 960x540 and 150 % text: the results' picture of a daily patience cut its marks
    ("★ Neuer Bestwert au…", "Berg des Tages vom…"). They wrap over the picture, in every
    language, each word in sight and none overlapping another."""
    from text_probe import Probe, cut_short, problems

    from game.core.seats import SeatSpec, TableConfig
    from game.kit.table import TableSession
    from game.shell.menu import MenuScene
    from game.shell.results import ResultsScene
    from game.ui.i18n import LANGUAGES

    session = TableSession(TITLE, TableConfig((SeatSpec("bot", "hard"),), {"mountain": "daily", "deal": "2026-11-26"}), 3)
    while not session.is_over():
        session.step(0.5)
    app.push(MenuScene(app))
    scene = ResultsScene(app, session)
    scene.table.best = 0  # nobody climbed it before: the new best's mark shows too
    app.push(scene)
    scene.skip()
    at_scale(0.75)
    at_text_size(150)
    points = session.outcome().scores[0]
    for language in LANGUAGES:
        app.settings.language = language
        probe = Probe()
        scene.draw(probe)
        shown = " ".join(words for _, words in probe.boxes)
        marks = ["★ " + app.text("altitude_table.new_best", points=int(points)),
                 app.text("altitude_table.daily", day=26, month=11, year="2026")]
        assert all(" ".join(mark.split()) in shown for mark in marks), (language, shown)
        marked = [problem for problem in problems(probe) + cut_short(probe)
                  if any(word in problem for mark in marks for word in mark.split()[:2])]
        assert marked == [], (language, marked)


def test_while_keeping_four_no_two_keys_say_the_same_word(app):
    """Play-test (Italian): keeping four read "Q tieni · ⇧ sx tieni 4 · Ctrl sx tieni: guarda",
    "keep" and "hold" being one word there. In four languages, the look key's word ("hold")
    begins no other key's label."""
    from game.ui.i18n import LANGUAGES
    scene = table(app, players=2, humans={0: "kb1", 1: "kb2"})
    press(app, "kb1", "slot1")  # one card marked: its key says "keep it", act "keep 4"
    press(app, "kb1", "slot4")
    press(app, "kb1", "slot1")
    press(app, "kb1", "slot2")  # back on a marked card
    for language in LANGUAGES:
        app.settings.language = language
        scene.buttons_moved()
        labels = scene.key_labels(0)
        hold = labels.pop(scene.peek_button).split()[0].rstrip(":")
        assert not [words for words in labels.values() if words.split()[0].rstrip(":") == hold], (language, hold, labels)


@pytest.fixture()
def at_window(window):
    """The app's window at `window` (the test's parameter) for this test, 1280x720 after it."""
    import warnings

    from game.ui import canvas
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        screen = pygame.Window.from_display_module()
    screen.size = window
    yield screen
    screen.size = (1280, 720)
    canvas.set_scale(1.0)


def hint_trouble(scene, seat, where) -> list[str]:
    """What is wrong with the seat's key hint now: a box less tall than the rows its keys
    wrap into, or a box out of its panel or over its mountain area."""
    from game.kit.table import hint_row_top
    from game.ui import seating
    hint, labels = scene.hint_rect(seat), scene.hint_labels(seat)
    if hint is None or not labels:
        return []
    found = []
    rows = seating.key_hint_rows(scene.app.input.key_labels(scene.session.humans[seat]), labels, hint.width - 8)
    if hint_row_top(len(rows) - 1) + seating.hint_height() > hint.height:
        found.append(f"{where}: {len(rows)} rows in a box {hint.height} tall")
    if not scene.panel_rect(seat).contains(hint) or hint.colliderect(scene.mountain_area(seat)):
        found.append(f"{where}: the hint {tuple(hint)} leaves its panel or covers its mountain")
    return found


def table_trouble(scene, where) -> list[str]:
    """Texts on the drawn table over another, out of their panel or cut short."""
    from text_probe import Probe, cut_short, out_of_panels, problems
    probe = Probe()
    scene.draw(probe)
    return [f"{where}: {trouble}" for trouble in problems(probe) + out_of_panels(probe) + cut_short(probe)]


@pytest.mark.parametrize("window", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_keepers_key_hint_at_150_percent_shows_every_key_it_holds(app, at_text_size, monkeypatch, at_window,
                                                                      players, window):
    """Play-test (issue 32): two people choosing their keep in turn on one screen ("peek"): at
    150 % the keeper's key hint kept one row's height where its keys took two, so the second
    row (the look key) was cut off (German, three and four seats). In four languages, each
    window: each hint box is tall enough for the rows its keys wrap into (the keeper's leaves
    out the look key that the call to look away names) and stays inside its panel; no text
    on the table lies over another, out of its panel or cut short."""
    from game.ui.i18n import LANGUAGES
    from text_probe import noting_panels
    at_text_size(150)
    noting_panels(monkeypatch)
    app.settings.privacy = "peek"
    scene = table(app, players=players, humans={0: "kb1", 1: "kb2"})
    run(app, 0.5)
    assert scene.controls.keeper() == 0
    found = []
    for language in LANGUAGES:
        app.settings.language = language
        scene.buttons_may_have_moved()
        app.frame(1 / 60)
        for seat in (0, 1):
            found += hint_trouble(scene, seat, f"{language}, seat {seat}")
        found += table_trouble(scene, language)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("window", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("players", [3, 4])
def test_a_persons_key_hint_on_its_own_turn_at_150_percent_shows_every_key(app, at_text_size, monkeypatch, at_window,
                                                                           players, window):
    """Play-test (issue 32): at 150 % (German, three and four seats) on a person's own turn the
    key hint's keys took two rows in a one-row box, so the second row was cut (a taller box
    squeezed the floors' numbers over each other). kb1 and kb2, each on its turn (its drawn
    card, then the card chosen and its places lit), each window, four languages: the hint box
    is as tall as the rows its keys wrap into and lies in its panel, clear of the mountain
    area; no text on the table lies over another, out of its panel or cut short."""
    from game.ui.i18n import LANGUAGES
    from text_probe import noting_panels
    at_text_size(150)
    noting_panels(monkeypatch)
    found = []
    for turn in (0, 1):
        hands = [[f"mountain-{10 * seat + n}" for n in range(4)] for seat in range(1, players + 1)]
        state = rules.from_table(hands, draws=["mountain-5"], turn=turn, data=DATA)
        scene = table(app, state, players=players, humans={0: "kb1", 1: "kb2"})
        run(app, 0.5)
        assert scene.view(turn).drawn == "mountain-5"
        for moment in ("the drawn card", "its place"):
            if moment == "its place":
                app.settings.language = "en"
                scene.buttons_may_have_moved()
                run(app, 1.0)  # the labels' new words arm no late-press guard for the press
                press(app, scene.session.humans[turn], "act")  # the card chosen: its places lit
                run(app, 0.5)
            for language in LANGUAGES:
                app.settings.language = language
                scene.buttons_may_have_moved()
                app.frame(1 / 60)
                where = f"seat {turn}'s turn, {moment}, {language}"
                found += hint_trouble(scene, turn, where) + table_trouble(scene, where)
        app.pop()
    assert not found, "\n".join(found)


def mountain_rows(cards, rows):
    """A mountain of `cards` (in order) in rows of the given lengths, floor 1 first, each
    row's first card at x = 0 (a floor's card rests on the two under it)."""
    cards = iter(cards)
    return {(floor, x): next(cards) for floor, length in enumerate(rows, start=1) for x in range(length)}


NUMBER_GAP = 4  # design units at least between the drawn numbers of two cards side by side
SHAPES = ([10, 9], [5, 4, 3, 2, 1], [7, 5], [9])  # the widest base row, a tall mountain, the play-test's, a row
TWO_DIGITS = [f"mountain-{n}" for n in range(10, 51)] + [f"{kind}-{n}" for kind, numbers in (
    ("marmot", (14, 20, 26, 32)), ("chamois", (28, 34, 40, 46)), ("ibex", (32, 38, 44, 50)),
    ("black_grouse", (18, 24, 30, 36))) for n in numbers]


def numbers_drawn(scene, monkeypatch) -> dict[int, list[tuple[pygame.Rect, pygame.Rect]]]:
    """The table drawn now: each seat's mountain cards that show a number, as (the card's
    box, its number's drawn box)."""
    from text_probe import Probe
    drawn, owner = {}, []
    mountain, badge = scene.draw_mountain, scene.draw_badge

    def draw_mountain(surface, seat, public):
        owner[:] = [seat]
        mountain(surface, seat, public)

    def draw_badge(surface, card, box):
        before = len(surface.texts)
        badge(surface, card, box)
        drawn.setdefault(owner[0], []).extend((pygame.Rect(box), part.box) for part in surface.texts[before:])

    monkeypatch.setattr(scene, "draw_mountain", draw_mountain)
    monkeypatch.setattr(scene, "draw_badge", draw_badge)
    scene.draw(Probe())
    monkeypatch.undo()
    return drawn


def numbers_trouble(scene, drawn, where) -> list[str]:
    """Numbers of a mountain out of its seat's mountain area or drawn over one another, and
    numbers of two cards side by side on a floor less than NUMBER_GAP apart (read as one:
    "040343249")."""
    found = []
    for seat, numbers in drawn.items():
        area = scene.mountain_area(seat)
        found += [f"{where}, seat {seat}: a number at {tuple(number)} out of the mountain's area {tuple(area)}"
                  for _, number in numbers if not area.contains(number)]
        for index, (card, number) in enumerate(numbers):
            for other_card, other in numbers[index + 1:]:
                if number.clip(other).width > 0 and number.clip(other).height > 0:
                    found.append(f"{where}, seat {seat}: numbers over each other at {tuple(number)} and {tuple(other)}")
        rows = {}
        for card, number in numbers:
            rows.setdefault(card.centery, []).append(number)
        for row in rows.values():
            row.sort(key=lambda box: box.x)
            found += [f"{where}, seat {seat}: numbers {tuple(left)} and {tuple(right)} {right.left - left.right} units apart"
                      for left, right in zip(row, row[1:]) if right.left - left.right < NUMBER_GAP]
    return found


@pytest.mark.parametrize("window", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("text_size", [100, 125, 150])
def test_the_numbers_of_a_mountains_cards_stand_apart(app, at_text_size, monkeypatch, at_window, text_size, window):
    """Play-test (issue 32, a real window, Italian, 150 %): the numbers of the top seat's
    mountain ran into one another ("040343249…"); the layout sweep, which flags only texts
    overlapping by more than two units, let them pass. Two to four seats, each text size and
    window, four languages, each seat's mountain in turn the widest base row (ten cards and
    nine over them), a tall one, the play-test's and a single row, all of two-digit numbers:
    every number stands in its mountain's area, no two numbers of a mountain lie over each
    other, and the numbers of two cards side by side on a floor stand at least NUMBER_GAP
    units apart. A language changes only the mountains' areas (their headers' rows): one
    whose areas another language drew is not drawn again."""
    from game.ui.i18n import LANGUAGES
    at_text_size(text_size)
    found = []
    for players in (2, 3, 4):
        for turn in range(players):
            cards = iter(TWO_DIGITS)
            shapes = [SHAPES[(seat + turn) % len(SHAPES)] for seat in range(players)]
            mountains = [mountain_rows([next(cards) for _ in range(sum(rows))], rows) for rows in shapes]
            hands = [[f"cablecar-{3 * seat + n}" for n in (1, 2, 3)] for seat in range(players)]
            state = rules.from_table(hands, draws=["avalanche-1"], mountains=mountains, turn=turn, data=DATA)
            scene = table(app, state, players=players, humans={0: "kb1", 1: "kb2"})
            run(app, 0.5)
            areas = set()  # the mountains' areas of the languages drawn
            for language in LANGUAGES:
                app.settings.language = language
                scene.buttons_may_have_moved()
                area = tuple(tuple(scene.mountain_area(seat)) for seat in range(players))  # its headers' rows
                if area in areas:  # the numbers stand where another language's stood
                    continue
                areas.add(area)
                app.frame(1 / 60)
                found += numbers_trouble(scene, numbers_drawn(scene, monkeypatch), f"{players} seats, turn {turn}, {language}")
            app.pop()
    assert not found, f"{len(found)} found:\n" + "\n".join(found[:40])
