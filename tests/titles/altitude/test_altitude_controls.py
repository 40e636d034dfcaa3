"""Altitude's controls on the kit's contract (game/kit/controls.py), driven by real key
events: two human seats on kb1 and kb2 play by their hints; the aim reaches every place in at
most three presses; the keep goes seat by seat where several share the screen; private cards
show only under the owner's look; late presses; plural forms; mountains that stay readable."""
from __future__ import annotations

import random

import pygame
import pytest
from controls_probe import check_moment, play_by_hints

from driving import logged, press, push_table, release, run, toasts
from game import catalogue
from game.core.seats import SeatSpec, TableConfig
from game.kit.controls import BASE
from game.titles.altitude import rules
from game.titles.altitude.mountain import value
from game.titles.altitude.controls import AIM, Aim, quarters
from game.titles.altitude.table import MIN_CARD, TEXT_SIZE, AltitudeTable, count_text
from game.ui import fonts
from test_altitude_table import aim_path

DATA = rules.check_data()  # the title's data, as a game is given it

TITLE = catalogue.by_id("altitude")
TWO = {0: "kb1", 1: "kb2"}


def table(app, players=2, humans=None, state=None, seed=5):
    return push_table(app, TITLE, AltitudeTable, players, TWO if humans is None else humans, state=state, seed=seed,
                      options={"mountain": "seeded"})


def noting_modes(scene):
    """Count every mode the seats' buttons answer with (and keep-phase waits)."""
    seen: dict[str, int] = {}
    original = scene.read_buttons

    def reading(seat):
        buttons = original(seat)
        name = buttons.mode if buttons.meanings or buttons.mode != BASE else f"idle:{scene.table().phase}"
        seen[name] = seen.get(name, 0) + 1
        return buttons

    scene.read_buttons = reading
    return seen


@pytest.mark.parametrize("players, seed", [(2, 1), (4, 2)])
def test_two_humans_play_a_whole_table_by_their_hints(app, players, seed):
    app.settings.privacy = "peek"
    scene = table(app, players, seed=seed)
    seen = noting_modes(scene)
    counts = play_by_hints(app, scene, 120, seed=seed)
    assert counts["actions"] >= 6 and counts["steps"] >= 20 and counts["waited"] >= 1, counts
    assert seen.get(BASE, 0) and seen.get(AIM, 0) and seen.get("idle:keep", 0), seen
    assert seen.get("idle:play", 0) or seen.get("idle:draw", 0), seen  # a seat waited for the other's turn


def played_states(players, seed, moves=400):
    """Positions of a game played by random legal moves that favour building."""
    config = TableConfig(tuple(SeatSpec("bot", "normal") for _ in range(players)), {})
    state = rules.new_game(config, seed, DATA)
    rng = random.Random(seed)
    for seat in range(players):
        state.apply(state.legal_actions(seat)[0])
    for _ in range(moves):
        if state.is_over():
            return
        actions = state.legal_actions(state.turn)
        if state.phase in ("play", "final"):
            yield state.clone()
        own = [a for a in actions if isinstance(a, rules.Place) and a.owner == state.turn]
        state.apply(rng.choice(own) if own and rng.random() < 0.8 else rng.choice(actions))


def test_every_place_of_many_positions_is_at_most_three_presses_away(app):
    scene = table(app, 4, humans={0: "kb1"})
    checked = most = 0
    for players, seed in ((4, 1), (4, 2), (2, 3), (3, 4)):
        for state in list(played_states(players, seed))[::4]:
            scene.session.match.state = state
            scene.session.humans = {state.turn: "kb1"}
            for card in scene.controls.cards(state.turn):
                if card == "pass" or not scene.controls.targets(state.turn, card):
                    continue
                scene.controls.open_aim(state.turn, card)
                aim = scene.controls.aims.pop(state.turn)
                most = max(most, len(aim.targets))
                for target in aim.targets:
                    path = aim_path(aim, scene.controls.rank, target)
                    assert path is not None and len(path) <= 3, (target, len(aim.targets), path)
                    checked += 1
    assert checked > 1000 and most > 16  # many places, and sets that take three presses


def test_the_four_parts_follow_the_reading_order_and_share_the_places_fairly():
    points = {index: (index % 5 * 10, index // 5 * 10) for index in range(10)}  # two rows of five
    parts = quarters(list(points), points)
    assert list(parts) == ["slot1", "slot2", "slot3", "slot4"]
    assert [part for part in parts.values()] == [[0, 1, 2], [3, 4, 5], [6, 7], [8, 9]]
    assert quarters([7, 8], {7: (0, 0), 8: (5, 0)}) == {"slot1": [7], "slot2": [8]}
    many = {index: (random.Random(index).random() * 900, random.Random(-index).random() * 600) for index in range(64)}
    aim = Aim("mountain-5", {key: key for key in many}, many, at=0)
    assert all(len(aim_path(aim, lambda key: key, key)) <= 3 for key in many)


def test_keep_goes_seat_by_seat_and_shows_cards_only_under_the_look(app):
    app.settings.privacy = "peek"
    scene = table(app, 2)
    app.frame(1 / 60)
    assert scene.controls.keeper() == 0
    waiting = scene.buttons(1)
    assert list(waiting.live()) == ["alt"] and waiting.idle  # the second seat waits, told why (its look aside)
    press(app, "kb2", "slot1")
    assert toasts(scene) and not scene.controls.marked.get(1)
    assert not scene.hand_visible(0) and not scene.hand_visible(1)
    check_moment(scene, app)
    press(app, "kb1", "alt", release=False)  # holds the look
    assert scene.hand_visible(0) and not scene.hand_visible(1)
    for button in ("slot1", "slot4", "slot1", "act"):  # look, mark two, keep: all while holding alt
        press(app, "kb1", button)
        check_moment(scene, app)
    release(app, "kb1", "alt")
    assert len(logged(scene, rules.Keep)) == 1 and scene.controls.keeper() == 1
    assert not scene.hand_visible(0)
    assert scene.buttons(1).live() and "alt" in scene.buttons(1).live()  # now the second seat chooses
    press(app, "kb2", "slot1")
    press(app, "kb2", "slot4")
    press(app, "kb2", "slot1")
    press(app, "kb2", "act")
    assert len(logged(scene, rules.Keep)) == 2 and scene.controls.keeper() is None


def test_one_human_keeps_at_once_and_sees_own_cards(app):
    app.settings.privacy = "peek"
    scene = table(app, 2, humans={0: "kb1"})
    app.frame(1 / 60)
    assert scene.controls.keeper() is None and scene.hand_visible(0)
    assert "alt" not in scene.buttons(0).live()  # no look needed alone: alt means nothing in the base mode


def test_the_drawn_card_and_the_ghost_show_only_while_the_owner_looks(app):
    app.settings.privacy = "peek"
    hands = [["mountain-30", "mountain-31", "mountain-32", "bernard-1"], ["mountain-40", "mountain-41", "mountain-42",
                                                                          "mountain-43"]]
    scene = table(app, 2, state=rules.from_table(hands, draws=["mountain-5"], data=DATA))
    run(app, 0.5)
    assert scene.view(0).drawn == "mountain-5" and not scene.hand_visible(0)
    shown = []
    original = scene.app.art.card_face
    scene.app.art.card_face = lambda card, size: shown.append(card) or original(card, size)
    try:
        scene.draw(app.screen)
        assert not set(shown) & {"mountain-5", *hands[0], *hands[1]}
        press(app, "kb1", "alt", release=False)
        press(app, "kb1", "act")  # takes the drawn card while looking: the aim opens
        assert scene.buttons(0).mode == AIM
        shown.clear()
        scene.draw(app.screen)
        assert "mountain-5" in shown and not set(shown) & set(hands[1])
        release(app, "kb1", "alt")
        shown.clear()
        scene.draw(app.screen)
        assert "mountain-5" not in shown  # the ghost turns to its back once the look ends
        check_moment(scene, app)
    finally:
        scene.app.art.card_face = original


def test_a_press_just_after_a_phase_change_loses_nothing(app):
    """Each time seat 0's buttons change with the game (its keep closes, its turn comes with
    the draw, the turn passes to a bot), a press at once either does what the new hint shows
    or is refused at the seat with a reason: never something the seat was not shown."""
    app.settings.privacy = "peek"
    scene = table(app, 2, humans={0: "kb1", 1: "kb2"})
    seen = 0

    rng = random.Random(3)

    def play_on(device, seat):
        """A press the seat's hint shows: an action when there is one, else a step (not back)."""
        live = scene.buttons(seat).live()
        actions = [b for b, m in live.items() if m.kind == "action"]
        steps = [b for b, m in live.items() if m.kind == "step" and b != "alt"]
        if actions or steps:
            press(app, device, rng.choice(actions or steps), frames=0, draw=False)

    # the presses' meanings and refusals are read from the game, not from pictures: the frames
    # are stepped, not drawn (the hints' drawing: play_by_hints, above)
    for _ in range(3000):
        if scene.session.is_over():
            break
        signs = scene.buttons(0).signs()
        play_on("kb2", 1)  # the other seat and the game move on
        app.advance(1 / 60)
        if scene.buttons(0).signs() != signs:
            seen += 1
            for button in ("act", "slot4", "slot1"):
                meaning = scene.buttons(0).get(button)
                before, shown = len(scene.session.match.log), list(toasts(scene))
                press(app, "kb1", button, frames=0, draw=False)
                taken = [a for a in scene.session.match.actions()[before:] if a.seat == 0 and not isinstance(a, rules.Draw)]
                if meaning is not None and meaning.kind == "action":
                    assert all(type(a) is type(meaning.action) for a in taken)
                else:
                    assert not taken, f"{button} took {taken} though its hint showed {meaning}"
                if meaning is None or not meaning.live:
                    assert toasts(scene), f"{button} did nothing and said nothing"
        play_on("kb1", 0)
    assert seen >= 10


def test_one_floor_and_one_point_in_four_languages(app):
    expected = {"en": ("1 floor", "2 floors", "1 point", "0 points"), "de": ("1 Etage", "2 Etagen", "1 Punkt", "0 Punkte"),
                "fr": ("1 étage", "2 étages", "1 point", "0 point"), "it": ("1 piano", "2 piani", "1 punto", "0 punti")}
    for language, (one, two, point, none) in expected.items():
        app.settings.language = language
        assert count_text(app, "altitude_table.floors", 1) == one
        assert count_text(app, "altitude_table.floors", 2) == two
        assert count_text(app, "altitude_table.pts", 1) == point
        assert count_text(app, "altitude_table.pts", 0) == none


def pyramid(floors, cards, base=10):
    """A full mountain of `floors` floors on a base of `base`, its cards taken from `cards`."""
    return {(floor, x): cards.pop() for floor in range(1, floors + 1) for x in range(base + 1 - floor)}


def test_four_mountains_stay_readable_at_ten_floors_and_the_own_is_larger_at_its_turn(app):
    deck = list(DATA.deck.cards())
    mountains = [pyramid(10, deck), pyramid(6, deck, base=6), {(1, 0): deck.pop()}, {(1, 0): deck.pop()}]
    hands = [[deck.pop()] for _ in range(4)]
    state = rules.from_table(hands, mountains=mountains, turn=3, data=DATA)  # the ten floors in a small panel
    scene = table(app, 4, humans={0: "kb1", 3: "kb2"}, state=state)
    app.frame(1 / 60)
    assert scene.panel_rect(3).height > scene.panel_rect(0).height and scene.panel_rect(3).width > scene.panel_rect(0).width
    assert scene.card_size(1)[0] > MIN_CARD
    line = fonts.font(TEXT_SIZE, True).get_linesize()
    for seat in (0, 1):  # every card of the big mountains inside its area, its number badge in sight
        area = scene.mountain_area(seat).inflate(2, 2)
        w, h = scene.card_size(seat)
        assert w >= MIN_CARD and h / 2 >= line  # the badge fits the half the floor above leaves
        for floor, x in scene.table().mountain(seat):
            box = pygame.Rect((0, 0), (w, h))
            box.center = scene.spot(seat, floor, x)
            assert area.contains(box), (seat, floor, x, box, area)
    drawn = []
    original = scene.label
    scene.label = lambda words, size, *rest: drawn.append((words, size)) or original(words, size, *rest)
    scene.draw(app.screen)
    del scene.label
    numbers = {str(value(card)) for card in mountains[0].values() if value(card) is not None}
    assert numbers <= {words for words, size in drawn if size >= TEXT_SIZE}  # every number at the text floor
    assert {str(floor) for floor in range(1, 11)} <= {words for words, _ in drawn}  # the floor guides' numbers


def test_once_the_deck_is_empty_a_card_that_fits_nowhere_names_the_way_to_pass(app):
    """Play-test: with the deck empty and the picked card fitting nowhere, the hint showed only
    ◄ ► and the look key, and nothing said "go to Pass". The act key now names the Pass slot
    and takes the pick there; pressed again, it passes."""
    scene = table(app, 4, humans={0: "kb1"})
    state = next(state for seed in range(40) for state in played_states(2, seed, 900) if state.phase == "final"
                 and state.hands[state.turn][0] not in {getattr(action, "card", None)
                                                        for action in state.legal_actions(state.turn)})
    scene.session.match.state = state
    scene.session.humans = {state.turn: "kb1"}
    app.input.bind("kb1", state.turn)
    scene.controls.to_base(state.turn)
    scene.buttons_moved()
    labels = scene.buttons(state.turn).labels()
    assert labels["act"] == app.text("altitude_table.key.to_pass", slot=app.text("altitude_table.pass"))
    assert "Pass" in labels["act"]
    scene.press(state.turn, "act")
    assert scene.controls.picked_card(state.turn) == "pass"
    assert scene.buttons(state.turn).labels()["act"] == app.text("altitude_table.key.pass")
    scene.press(state.turn, "act")
    assert scene.table().passed[state.turn]
