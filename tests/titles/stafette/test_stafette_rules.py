"""Älpler Stafette rules: every field, every rule, the order of a turn, the end, the data."""
import re
from collections import Counter
from pathlib import Path

import pytest
import tomllib
from hypothesis import given, settings as hsettings, strategies as st

import fuzzing

from game.core.actions import Stamped, stamp_key
from game.core.errors import DataError, RuleError
from game.core.match import Match
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.titles.stafette import rules as S
from game.titles.stafette.rules import Jostle, Pick, Roll, StafetteState, Swap

ROOT = Path(__file__).resolve().parents[3]
TEXT = tomllib.loads((ROOT / "game/titles/stafette/text.toml").read_text("utf-8"))
DATA = S.check_data()  # the title's data, as a game is given it
WHITE, BLACK = DATA.dice["white"], DATA.dice["black"]


def w(value):
    """Face index of the white die showing `value`."""
    return WHITE.index(value)


def b(value):
    return BLACK.index(value)


def table(hands, pile=(), rolls=(), positions=None, deposits=None, turn=0):
    return StafetteState.setup([list(h) for h in hands], list(pile), tuple(rolls), positions, deposits,
                               turn=turn, data=DATA)


def kinds(events):
    return [type(e).__name__ for e in events]


def config(players):
    return TableConfig(tuple(SeatSpec() for _ in range(players)))


def all_cards(state):
    return Counter(sum(state.hands, []) + state.pile + state.removed + sum(state.deposits, []))


# ----------------------------------------------------------------------------- data and setup

def test_data_matches_rules_md():
    assert Counter(DATA.deck) == Counter({**{v: 6 for v in range(1, 6)}, **{v: 5 for v in (-1, -2, -3)}})
    assert DATA.removed == {3: 10, 4: 10, 5: 5, 6: 0}
    assert WHITE == (1, 2, 3, 4, 2, 3) and BLACK == (3, 4, 5, 6, 4, 5)
    assert DATA.swap_dice == {"black"} and DATA.swap_window == 1.5
    events = {f.index: f.event for f in DATA.board if f.event != "plain"}
    assert events == {0: "start", 5: "cable_car", 7: "dog", 18: "dog", 9: "cow", 10: "ibex", 12: "ibex",
                      14: "ibex", 16: "bull", 20: "cheese"}
    assert DATA.goal == 20 and [f.back for f in DATA.board if f.event == "dog"] == [3, 3]


def test_board_path_winds_down_and_leaves_the_edges_free():
    spots = [(f.x, f.y) for f in DATA.board]
    assert spots[0][1] < spots[-1][1]  # Maiensäss at the top, Käserei at the bottom
    assert all(300 <= x <= 980 and 40 <= y <= 680 for x, y in spots)
    gaps = [((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5 for (x1, y1), (x2, y2) in zip(spots, spots[1:])]
    assert min(gaps) > 50


@pytest.mark.parametrize("name, old, new, entry", [
    ("stafette/rules.toml", "copies = 6", "copies = \"six\"", "card[0].copies"),
    ("stafette/rules.toml", "faces = [3, 4, 5, 6, 4, 5]", "faces = [3, 0]", "dice.black.faces[1]"),
    ("stafette/rules.toml", "swap = 1.5", "swap = 99", "windows.swap"),
    ("stafette/rules.toml", "5 = 5", "5 = 40", "removed.5"),
    ("stafette/board.toml", "event = \"bull\"", "event = \"wolf\"", "field[16].event"),
    ("stafette/board.toml", "index = 3\n", "index = 4\n", "field[3].index"),
    ("stafette/board.toml", "x = 640\ny = 85", "x = 9999\ny = 85", "field[0].x"),
])
def test_broken_data_names_file_and_entry(tmp_path, name, old, new, entry):
    root = fuzzing.copy_levels(tmp_path)
    fuzzing.replace_in(root / name, old, new)
    with pytest.raises(DataError) as caught:
        S.check_data(root)
    assert caught.value.path.endswith(name) and caught.value.entry == entry


@pytest.mark.parametrize("players, removed", [(3, 10), (4, 10), (5, 5), (6, 0)])
def test_new_game_deals_three_each_and_removes_cards(players, removed):
    state = S.new_game(config(players), seed=players, data=DATA)
    assert len(state.removed) == removed
    assert [len(h) for h in state.hands] == [3] * players
    assert len(state.pile) == 45 - removed - 3 * players
    assert all_cards(state) == Counter(DATA.deck)
    assert state.positions == [0] * players and state.turn == 0 and state.phase == "roll"


@pytest.mark.parametrize("players", [2, 7])
def test_three_to_six_players(players):
    with pytest.raises(ValueError):
        S.new_game(config(players), 1, data=DATA)


def test_same_seed_same_game_and_deck_order_deals_in_blocks():
    one, two = S.new_game(config(4), 11, data=DATA), S.new_game(config(4), 11, data=DATA)
    assert one.hands == two.hands and one.pile == two.pile
    deck = list(range(1, 46))
    state = StafetteState.from_deck(3, deck, data=DATA)
    assert state.removed == list(range(1, 11))
    assert state.hands == [[11, 12, 13], [14, 15, 16], [17, 18, 19]]
    assert state.pile[0] == 20


def test_observation_shows_only_own_hand_and_own_deposit():
    state = table([[5, 4], [1, -1], [2, 2]], pile=[3], deposits=[[5], [-3, 1], []])
    seen = state.observe(1)
    assert seen.hand == (1, -1) and seen.hand_sizes == (2, 2, 2)
    assert seen.my_deposit == (-3, 1) and seen.deposited_counts == (1, 2, 0)
    assert seen.scores is None and seen.pile_size == 1
    text = repr(seen)
    assert "5, 4" not in text and "(5,)" not in text


def test_text_table_has_every_reason_in_four_languages():
    keys = set(TEXT["en"])
    assert all(set(TEXT[lang]) == keys for lang in ("de", "fr", "it"))
    source = (ROOT / "game/titles/stafette/rules.py").read_text("utf-8")
    for key in set(re.findall(r'"(stafette\.(?:refuse|end)\.[a-z_]+)"', source)):
        assert key in keys
    assert TEXT["en"]["stafette.name"] == "Älpler Stafette"
    assert TEXT["de"]["stafette.shout.swap"] == "Tausch!" and TEXT["de"]["stafette.shout.jostle"] == "Rempeln!"


def test_actions_and_events_round_trip():
    state = table([[1, 2, 3], [4, 5, 1], [-1, 2, 3]], pile=[1, 1, 1], rolls=[b(5)])
    events = state.apply(Roll(0, "black"))
    events += state.advance(2.0)
    for item in [Roll(0, "white"), Swap(2), Jostle(1, 0), Pick(0, 2)] + events:
        assert S.CODEC.loads(S.CODEC.dumps(item)) == item
    press = Stamped(Roll(0, "white"), 1.5, 3)
    assert S.CODEC.dumps(press) == "Roll(seat=0, die='white', t=1.5, order=3)" and S.CODEC.loads_stamped(S.CODEC.dumps(press)) == press


# ----------------------------------------------------------------------------- moving and fields

def test_white_die_moves_at_once_and_the_turn_passes_clockwise():
    state = table([[1, 1, 1]] * 3, pile=[2] * 9, rolls=[w(3), w(2), w(4)])
    events = state.apply(Roll(0, "white"))
    assert state.positions == [3, 0, 0] and state.turn == 1 and state.phase == "roll"
    assert kinds(events) == ["Rolled", "KettleMoved", "TurnStarted"]
    rolled = events[0]
    assert (rolled.die, rolled.face, rolled.value, rolled.start, rolled.target) == ("white", w(3), 3, 0, 3)
    state.apply(Roll(1, "white"))
    state.apply(Roll(2, "white"))
    assert state.positions == [3, 2, 4] and state.turn == 0


def test_overshooting_stops_on_the_kaeserei():
    state = table([[4, 5, 1], [1], [1]], pile=[2, 3, 3, 9], positions=[17, 0, 0], rolls=[w(4)])
    events = state.apply(Roll(0, "white"))
    assert state.deposits[0] == [4, 5, 1]
    assert state.positions[0] == 0 and state.hands[0] == [2, 3, 3] and state.pile == [9]
    moves = [(e.start, e.end, e.how) for e in events if isinstance(e, S.KettleMoved)]
    assert moves == [(17, 20, "die"), (20, 0, "home")]


def test_cable_car_goes_to_the_kaeserei():
    state = table([[3, 3], [1], [1]], pile=[1, 2, 3, 4], positions=[2, 0, 0], rolls=[b(3)])
    state.apply(Roll(0, "black"))
    state.advance(1.5)
    assert state.deposits[0] == [3, 3] and state.hands[0] == [1, 2, 3] and state.positions[0] == 0
    assert "cable_car" in [e.how for e in state.recent if isinstance(e, S.KettleMoved)]


@pytest.mark.parametrize("start, value, end", [(5, 2, 4), (14, 4, 15)])
def test_dogs_send_back_three(start, value, end):
    state = table([[1], [1], [1]], pile=[1], positions=[start, 0, 0], rolls=[w(value)])
    state.apply(Roll(0, "white"))
    assert state.positions[0] == end


def test_cow_draws_one():
    state = table([[1], [1], [1]], pile=[5, 4], positions=[6, 0, 0], rolls=[w(3)])
    events = state.apply(Roll(0, "white"))
    assert state.hands[0] == [1, 5] and state.pile == [4]
    assert any(isinstance(e, S.CardsDrawn) and e.cards == (5,) and e.audience == (0,) for e in events)


@pytest.mark.parametrize("field", [10, 12, 14])
def test_ibex_puts_one_card_under_the_pile_pulled_by_the_right_neighbour(field):
    state = table([[1], [2, 3, -2], [1]], pile=[5], positions=[0, field - 2, 0], rolls=[w(2)], turn=1)
    events = state.apply(Roll(1, "white"))
    assert len(state.hands[1]) == 2 and state.pile[0] == 5 and len(state.pile) == 2
    lost = next(e for e in events if isinstance(e, S.CardLost))
    assert lost.audience == (1,) and state.pile[-1] == lost.card
    assert Counter(state.hands[1]) + Counter([lost.card]) == Counter([2, 3, -2])
    pulled = next(e for e in events if isinstance(e, S.IbexPulled))
    assert pulled.puller == 0  # the player to the right of seat 1 is seat 0


def test_bull_passes_every_hand_to_the_left():
    state = table([[1], [2, 2], [3, 3, 3], [4]], pile=[1], positions=[14, 0, 0, 0], rolls=[w(2)])
    state.apply(Roll(0, "white"))
    assert state.hands == [[4], [1], [2, 2], [3, 3, 3]]


def test_losing_the_last_card_restarts_with_three():
    state = table([[3], [1], [1]], pile=[2, 2, 2], positions=[8, 0, 0], rolls=[w(2)])
    events = state.apply(Roll(0, "white"))
    # the ibex takes the only card (under the pile); the kettle restarts and draws from the top
    assert state.positions[0] == 0 and state.hands[0] == [2, 2, 2] and state.pile == [3]
    assert any(isinstance(e, S.Drew) and e.why == "restart" for e in events)


# ----------------------------------------------------------------------------- swap

def test_black_die_opens_a_swap_window_and_the_first_shout_swaps():
    state = table([[5, 5, 5], [-3, -3], [1, 1, 1]], pile=[1] * 6, rolls=[b(3)])
    events = state.apply(Roll(0, "black"))
    assert state.phase == "swap" and state.next_deadline() == 1.5 and events[0].deadline == 1.5
    assert state.positions[0] == 0  # still running
    shouts = sorted([Stamped(Swap(2), 0.9, 0), Stamped(Swap(1), 0.7, 4)], key=stamp_key)
    state.advance(0.7)
    state.apply(shouts[0].action)
    assert state.hands[0] == [-3, -3] and state.hands[1] == [5, 5, 5]
    state.advance(0.9)
    with pytest.raises(RuleError) as refused:
        state.apply(shouts[1].action)
    assert refused.value.reason == "stafette.refuse.swap_taken"
    with pytest.raises(RuleError) as own:
        state.apply(Swap(0))
    assert own.value.reason == "stafette.refuse.swap_own"
    events = state.advance(1.5)
    assert kinds(events)[:2] == ["WindowClosed", "KettleMoved"] and state.positions[0] == 3
    assert state.turn == 1


def test_the_swap_winner_pressing_again_is_told_it_shouted_not_that_someone_else_did():
    """Seen in a real window: Spieler 2 won "Tausch!" and, pressing again in the same window,
    read "Jemand anderes hat zuerst „Tausch!“ gerufen." Its own second press is refused as
    already shouted; another seat's still as taken."""
    state = table([[5, 5, 5], [-3, -3], [1, 1, 1]], pile=[1] * 6, rolls=[b(3)])
    state.apply(Roll(0, "black"))
    state.apply(Swap(1))
    assert state.refusal(Swap(1)).reason == "stafette.refuse.already_shouted"
    assert state.refusal(Swap(2)).reason == "stafette.refuse.swap_taken"


def test_earlier_press_wins_the_swap_through_a_match():
    match = Match("stafette", lambda cfg, seed: table([[5, 5], [1], [2], [3]], pile=[1] * 9, rolls=[b(4)]),
                  S.CODEC, config(4), 0)
    match.submit(Stamped(Roll(0, "black")))
    presses = [Stamped(Swap(3), 0.40, 2), Stamped(Swap(2), 0.40, 1), Stamped(Swap(1), 0.55, 0)]
    refused = []
    for press in sorted(presses, key=stamp_key):
        try:
            match.submit(press)
        except RuleError as error:
            refused.append((press.action.seat, error.reason))
    assert match.state.swapped_by == 2 and match.state.hands[2] == [5, 5]
    assert refused == [(3, "stafette.refuse.swap_taken"), (1, "stafette.refuse.swap_taken")]


def test_white_die_has_no_swap():
    state = table([[1], [1], [1]], pile=[1], rolls=[w(1)])
    state.apply(Roll(0, "white"))
    with pytest.raises(RuleError) as refused:
        state.apply(Swap(1))
    assert refused.value.reason == "stafette.refuse.swap_closed"


# ----------------------------------------------------------------------------- jostle

def test_landing_on_an_occupied_field_opens_a_jostle_and_a_shout_trades_one_card():
    state = table([[5, 5, 5], [-1, -1, -1], [2]], pile=[1], positions=[0, 3, 8], rolls=[w(3)])
    events = state.apply(Roll(0, "white"))
    assert state.phase == "jostle" and state.occupants == (1,) and state.next_deadline() == 1.5
    assert isinstance(events[-1], S.JostleOpened)
    events = state.apply(Jostle(1, 0))
    assert sorted(state.hands[0]) == [-1, 5, 5] and sorted(state.hands[1]) == [-1, -1, 5]
    private = [e for e in events if isinstance(e, S.CardsTraded)]
    assert [(e.seat, e.got, e.gave, e.audience) for e in private] == [(0, -1, 5, (0,)), (1, 5, -1, (1,))]
    assert state.turn == 1 and state.phase == "roll"


def test_jostle_window_passes_when_nobody_shouts():
    state = table([[5], [-1], [2]], pile=[1], positions=[0, 3, 0], rolls=[w(3)])
    state.apply(Roll(0, "white"))
    state.advance(1.5)
    assert state.hands == [[5], [-1], [2]] and state.turn == 1


def test_a_dog_move_onto_an_occupied_field_opens_a_jostle():
    state = table([[5], [-1], [2]], pile=[1], positions=[4, 4, 0], rolls=[w(3)], turn=1)
    state.apply(Roll(1, "white"))
    assert state.positions[1] == 4 and state.phase == "jostle" and state.occupants == (0,)


def test_several_occupants_shout_and_the_mover_picks():
    state = table([[5, 5], [1, 1], [-2, -2], [3, 3]], pile=[1], positions=[0, 2, 2, 2], rolls=[w(2)])
    state.apply(Roll(0, "white"))
    assert state.occupants == (1, 2, 3)
    state.apply(Jostle(3, 0))
    state.apply(Jostle(1, 0))
    assert state.phase == "jostle"  # the mover decides once the window closes
    events = state.advance(1.5)
    assert state.phase == "pick" and state.pickable == (3, 1)
    assert isinstance(events[-1], S.PickOpened)
    with pytest.raises(RuleError) as refused:
        state.apply(Pick(0, 2))
    assert refused.value.reason == "stafette.refuse.not_candidate"
    state.apply(Pick(0, 1))
    assert sorted(state.hands[1]) == [1, 5] and state.hands[3] == [3, 3]


def test_a_shout_after_the_first_ones_is_refused_as_late_not_as_a_swap():
    state = table([[5, 5], [1, 1], [-2, -2], [3, 3]], pile=[1], positions=[0, 2, 2, 2], rolls=[w(2)])
    state.apply(Roll(0, "white"))
    state.apply(Jostle(3, 0))
    state.apply(Jostle(1, 0))
    state.advance(1.5)
    assert state.phase == "pick"
    with pytest.raises(RuleError) as refused:
        state.apply(Jostle(2, 0))  # a tie's late third shout, while the mover picks
    assert refused.value.reason == "stafette.refuse.jostle_late"


def test_pick_defaults_to_the_first_shouter():
    state = table([[5, 5], [1, 1], [-2, -2]], pile=[1], positions=[0, 2, 2], rolls=[w(2)])
    state.apply(Roll(0, "white"))
    state.apply(Jostle(2, 0))
    state.apply(Jostle(1, 0))
    state.advance(1.5)
    state.advance(1.5 + DATA.pick_window)
    assert sorted(state.hands[2]) == [-2, 5] and state.hands[1] == [1, 1] and state.turn == 1


def test_the_mover_names_whom_to_jostle_among_several():
    state = table([[5, 5], [1, 1], [-2, -2]], pile=[1], positions=[0, 2, 2], rolls=[w(2)])
    state.apply(Roll(0, "white"))
    with pytest.raises(RuleError) as refused:
        state.apply(Jostle(1, 2))
    assert refused.value.reason == "stafette.refuse.jostle_target"
    state.apply(Jostle(0, 2))
    assert sorted(state.hands[2]) == [-2, 5] and state.turn == 1


def test_outsiders_cannot_jostle():
    state = table([[5], [1], [2]], pile=[1], positions=[0, 2, 9], rolls=[w(2)])
    state.apply(Roll(0, "white"))
    with pytest.raises(RuleError) as refused:
        state.apply(Jostle(2, 0))
    assert refused.value.reason == "stafette.refuse.not_on_field"


def test_order_of_a_turn_is_swap_then_jostle_then_field():
    # black 4 from 6 lands on the ibex at 10, where seat 2 waits
    state = table([[5, 5, 5], [-3, -3, -3], [1, 1]], pile=[2], positions=[6, 0, 10], rolls=[b(4)])
    state.apply(Roll(0, "black"))
    state.apply(Swap(1))
    events = state.advance(1.5)
    assert state.phase == "jostle" and state.hands[0] == [-3, -3, -3]
    events += state.apply(Jostle(0, 2))
    events += state.advance(1.8)
    order = [name for name in kinds(events) if name in ("Swapped", "KettleMoved", "Jostled", "IbexPulled")]
    assert order == ["KettleMoved", "Jostled", "IbexPulled"]
    assert Counter(state.hands[0]) + Counter(state.pile[1:]) == Counter([-3, -3, 1])
    assert len(state.hands[0]) == 2


# ----------------------------------------------------------------------------- the end

def test_game_ends_on_the_kaeserei_with_an_empty_pile_and_the_deposit_counts():
    state = table([[5, 1], [3], [2]], pile=[], positions=[18, 2, 3], rolls=[w(2)],
                  deposits=[[2], [5, 4], [-1]])
    events = state.apply(Roll(0, "white"))
    assert state.is_over() and state.phase == "over"
    over = events[-1]
    assert isinstance(over, S.GameOver) and over.field == 20 and over.scores == (8, 9, -1)
    outcome = state.outcome()
    assert outcome.scores == (8.0, 9.0, -1.0) and outcome.winners == (1,) and outcome.reason == "stafette.end.cheese"
    assert state.observe(2).scores == (8, 9, -1)
    with pytest.raises(RuleError) as refused:
        state.apply(Roll(1, "white"))
    assert refused.value.reason == "stafette.refuse.game_over"


def test_game_ends_on_the_cow_with_an_empty_pile_and_ties_share():
    state = table([[5], [3], [2]], pile=[], positions=[6, 0, 0], rolls=[w(3)], deposits=[[3], [2, 1], []])
    state.apply(Roll(0, "white"))
    assert state.is_over() and state.hands[0] == [5]
    assert state.outcome().winners == (0, 1) and state.outcome().reason == "stafette.end.cow"


def test_a_thin_pile_does_not_end_the_game():
    state = table([[5], [3], [2]], pile=[4], positions=[17, 0, 0], rolls=[w(3)])
    state.apply(Roll(0, "white"))
    assert not state.is_over() and state.hands[0] == [4] and state.pile == []


def test_an_empty_pile_elsewhere_does_not_end_the_game():
    state = table([[5], [3], [2]], pile=[], positions=[0, 0, 0], rolls=[w(2)])
    state.apply(Roll(0, "white"))
    assert not state.is_over()


# ----------------------------------------------------------------------------- contract

def test_refused_move_leaves_the_state_unchanged():
    state = table([[5], [3], [2]], pile=[1], rolls=[w(2)])
    before = repr(state.observe(0))
    for action in (Roll(1, "white"), Roll(0, "green"), Swap(1), Jostle(0, 1), Pick(0, 1), Roll(9, "white")):
        with pytest.raises(RuleError):
            state.apply(action)
    assert repr(state.observe(0)) == before


def test_clone_is_independent():
    state = S.new_game(config(3), 5, data=DATA)
    twin = state.clone()
    twin.apply(Roll(0, "black"))
    twin.advance(5.0)
    assert state.phase == "roll" and state.positions == [0, 0, 0]
    assert twin.turn != state.turn or twin.phase != "roll"


@hsettings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(3, 6), choices=st.lists(st.integers(0, 99), max_size=300))
def test_cards_are_never_lost_or_doubled(seed, players, choices):
    state = S.new_game(config(players), seed, data=DATA)
    full = Counter(DATA.deck)
    for pick in choices:
        if state.is_over():
            break
        actions = [a for seat in range(players) for a in state.legal_actions(seat)]
        for action in actions:
            assert isinstance(action, S.ACTIONS)
        if actions and (pick % 3 or state.next_deadline() is None):
            state.apply(actions[pick % len(actions)])
        else:
            state.advance(state.next_deadline())
        assert all_cards(state) == full
        assert all(0 <= p < DATA.goal for p in state.positions)


def test_dice_follow_their_face_lists():
    for die, faces in DATA.dice.items():
        counts = Counter()
        for seed in range(600):
            state = S.new_game(config(3), seed, data=DATA)
            events = state.apply(Roll(0, die))
            rolled = events[0]
            assert faces[rolled.face] == rolled.value
            counts[rolled.face] += 1
        assert set(counts) == set(range(6)) and min(counts.values()) > 60


# ----------------------------------------------------------------------------- a relaxed game (more time)

def relaxed_table(choice, hands, pile=(), rolls=(), positions=None):
    return StafetteState(len(hands), [list(h) for h in hands], list(pile), [], GameRng(0),
                         S.timed(DATA, {"more_time": choice}), tuple(rolls), positions)


@pytest.mark.parametrize("choice, stretch", [("x1", 1.0), ("x1.5", 1.5), ("x2", 2.0)])
def test_more_time_stretches_the_shout_and_pick_windows(choice, stretch):
    timed = S.timed(DATA, {"more_time": choice})
    assert (timed.swap_window, timed.jostle_window, timed.pick_window) == (
        DATA.swap_window * stretch, DATA.jostle_window * stretch, DATA.pick_window * stretch)
    assert (timed.deck, timed.dice, timed.board) == (DATA.deck, DATA.dice, DATA.board)
    state = relaxed_table(choice, [[5, 5, 5], [-3, -3], [1, 1, 1]], pile=[1] * 6, rolls=[b(3)])
    assert state.apply(Roll(0, "black"))[0].deadline == 1.5 * stretch == state.next_deadline()
    state = relaxed_table(choice, [[5, 5], [1, 1], [-2, -2]], pile=[1], positions=[0, 2, 2], rolls=[w(2)])
    state.apply(Roll(0, "white"))
    assert state.next_deadline() == 1.5 * stretch
    state.apply(Jostle(2, 0))
    state.apply(Jostle(1, 0))
    state.advance(1.5 * stretch)
    assert state.phase == "pick" and state.next_deadline() == 1.5 * stretch + DATA.pick_window * stretch
    assert S.new_game(TableConfig(config(4).seats, {"more_time": choice}), 3, data=DATA).data == timed


@pytest.mark.parametrize("choice, lands", [("x1", False), ("x2", True)])
def test_a_slow_shout_lands_in_a_relaxed_window_and_the_first_shout_still_wins(choice, lands):
    state = relaxed_table(choice, [[5, 5, 5], [-3, -3], [1, 1, 1]], pile=[1] * 6, rolls=[b(3)])
    state.apply(Roll(0, "black"))
    state.advance(2.5)
    if not lands:
        assert state.phase != "swap"
        return
    state.apply(Swap(1))
    assert state.hands[1] == [5, 5, 5]
    with pytest.raises(RuleError) as late:
        state.apply(Swap(2))
    assert late.value.reason == "stafette.refuse.swap_taken"


def test_no_time_limit_is_refused_because_nobody_has_to_shout():
    with pytest.raises(ValueError, match="more_time must be one of x1, x1.5, x2, got 'off'"):
        S.timed(DATA, {"more_time": "off"})
    with pytest.raises(ValueError, match="more_time"):
        S.new_game(TableConfig(config(4).seats, {"more_time": "off"}), 3, data=DATA)
