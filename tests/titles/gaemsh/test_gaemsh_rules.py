"""Gämsh Alpin rules: every rule of the rulebook and RULES.md, the rulebook's examples A-C,
each Föhn card, races between presses, and random legal play as a property test."""
from __future__ import annotations

import dataclasses
import re
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.core.errors import RuleError
from game.core.seats import SeatSpec, TableConfig
from game.titles.gaemsh import rules as g

ROOT = Path(__file__).resolve().parents[3]
SIGNALS = {0: "wink", 1: "cough", 2: "yodel"}


def _pool(foehn: bool, used: set[str]) -> list[str]:
    """Cards not yet placed, ordered so that consecutive cards differ in motif."""
    def key(card: str) -> tuple[str, int]:
        motif = g.motif_of(card)
        return (card.split("-", 1)[1], g.MOTIFS.index(motif) if motif else 99)
    return sorted((card for card in g.full_deck(foehn) if card not in used), key=key)


def deck(players: int, hands: dict[int, list[str]] | None = None, table: list[str] | None = None,
         foehn: bool = False, draw: list[str] | None = None) -> list[str]:
    hands = hands or {}
    used = {card for hand in hands.values() for card in hand} | set(table or []) | set(draw or [])
    pool = _pool(foehn, used)
    order: list[str] = []
    for seat in range(players):
        order += hands.get(seat) or [pool.pop(0) for _ in range(4)]
    order += table if table is not None else [pool.pop(0) for _ in range(4)]
    return order + (draw or []) + pool


def game(players: int = 4, hands: dict[int, list[str]] | None = None, table: list[str] | None = None,
         foehn: bool = False, signals: dict[int, str] | None = SIGNALS, **kwargs) -> g.GaemshState:
    chosen = None if signals is None else {team: signals[team] for team in range(players // 2)}
    return g.from_decks(players, [deck(players, hands, table, foehn, kwargs.pop("draw", None))],
                        foehn=foehn, signals=chosen, **kwargs)


def press(state: g.GaemshState, t: float, action):
    """Advance to t, then apply the action stamped t (as Match.submit does)."""
    state.advance(t)
    return state.apply(dataclasses.replace(action, t=t))


def refused(state: g.GaemshState, t: float, action, reason: str) -> None:
    before = ([list(h) for h in state.hands], list(state.table), list(state.scores))
    with pytest.raises(RuleError) as caught:
        press(state, t, action)
    assert caught.value.reason == f"gaemsh.refuse.{reason}"
    assert before == ([list(h) for h in state.hands], list(state.table), list(state.scores))


def quartet(motif: str) -> list[str]:
    return list(g.motif_cards(motif))


def assert_all_cards(state: g.GaemshState) -> None:
    assert sorted(state.cards_in_play()) == sorted(g.full_deck(state.foehn))


# ---------------------------------------------------------------- deck, deal, teams
def test_deck_has_nine_quartets_and_four_foehn_cards():
    cards = g.full_deck(True)
    assert len(cards) == 40 and len(set(cards)) == 40
    assert len(g.full_deck(False)) == 36  # the basic game sorts the Föhn cards out
    assert "alphorn-day-1" in cards and "enzian-night" in cards and "foehn-bull" in cards
    assert sum(g.is_night(card) for card in cards) == 9


@pytest.mark.parametrize("players,teams", [(4, (0, 1, 0, 1)), (6, (0, 1, 2, 0, 1, 2))])
def test_new_game_deals_four_each_and_four_face_up(players, teams):
    config = TableConfig(seats=(SeatSpec(),) * players, options={"foehn": True})
    state = g.new_game(config, seed=7)
    view = state.observe(0)
    assert view.teams == teams and view.phase == "signals"
    assert all(size == 4 for size in view.hand_sizes) and len(view.table) == 4
    assert view.draw_size == 40 - 4 * players - 4
    assert_all_cards(state)


def test_target_option_and_default_from_levels():
    config = TableConfig(seats=(SeatSpec(),) * 4)
    assert g.new_game(config, 1).observe(0).target == 9
    assert g.new_game(TableConfig(config.seats, {"target": 5}), 1).observe(0).target == 5
    g.check_data()


# ---------------------------------------------------------------- secret signals and emotes
def test_signals_are_chosen_secretly_by_either_member_then_play_starts():
    state = game(signals=None)
    refused(state, 0.1, g.Drop(0, 0), "choosing")
    events = press(state, 0.5, g.ChooseSignal(2, "yodel"))
    secret = [e for e in events if isinstance(e, g.SignalChosen)]
    assert secret[0].audience == (0, 2) and secret[0].emote == "yodel"
    assert state.observe(0).my_signal == "yodel" and state.observe(1).my_signal is None
    refused(state, 0.6, g.ChooseSignal(0, "wink"), "signal_chosen")
    assert state.phase == "signals"
    press(state, 0.7, g.ChooseSignal(1, "yodel"))  # the same emote as another team is allowed
    assert state.phase == "play" and state.observe(0).choosing == ()
    assert state.observe(3).my_signal == "yodel"


def test_emotes_any_time_seen_by_all_and_listed_as_recent():
    state = game(signals=None)
    events = press(state, 0.2, g.Emote(3, "sapperlot"))
    assert events == [g.Emoted(3, "sapperlot", 0.2)] and events[0].audience is None
    refused(state, 0.3, g.Emote(3, "moonwalk"), "unknown_emote")
    assert state.observe(0).recent_emotes == ((3, "sapperlot", 0.2),)
    state.advance(20.0)
    press(state, 20.0, g.Emote(1, "wink"))
    assert state.observe(2).recent_emotes == ((1, "wink", 20.0),)


# ---------------------------------------------------------------- swapping
def test_a_swap_is_two_presses_and_nothing_else_between():
    state = game()
    first = state.hands[0][1]
    events = press(state, 1.0, g.Drop(0, 1))
    assert events[0] == g.Dropped(0, 1, first, 4)
    view = state.observe(0)
    assert view.mid_swap and view.hand[1] is None and view.table[4] == first
    assert state.observe(1).hand_sizes[0] == 3 and state.observe(1).mid_swaps[0]
    refused(state, 1.1, g.Drop(0, 2), "mid_swap")
    refused(state, 1.1, g.CallGaemsh(0), "mid_swap")
    refused(state, 1.1, g.Take(1, 0), "not_mid_swap")
    assert all(isinstance(a, (g.Take, g.Emote)) for a in state.legal_actions(0))
    press(state, 1.2, g.Take(0, 4))  # taking back one's own dropped card is allowed
    assert state.hands[0][1] == first and not state.observe(0).mid_swap
    assert_all_cards(state)


def test_take_fills_the_empty_slot_and_a_drop_fills_the_empty_position():
    state = game()
    wanted = state.table[2]
    press(state, 1.0, g.Drop(0, 3))
    press(state, 1.1, g.Take(0, 2))
    assert state.hands[0][3] == wanted and state.table[2] is None
    dropped = state.hands[1][0]
    assert press(state, 1.2, g.Drop(1, 0))[0].pos == 2  # the first empty position
    assert state.table[2] == dropped and len(state.table) == 5


def test_race_for_one_card_earlier_press_wins_later_is_gone():
    state = game()
    press(state, 1.0, g.Drop(0, 0))
    press(state, 1.0, g.Drop(1, 0))
    target = state.table[3]
    press(state, 1.5, g.Take(1, 3))  # seat 1 pressed first
    refused(state, 1.6, g.Take(0, 3), "gone")
    assert state.hands[1][0] == target
    state2 = game()
    press(state2, 1.0, g.Drop(0, 0))
    press(state2, 1.1, g.Drop(1, 0))  # lands in a new position 5
    assert state2.table_since[5] == 1.1
    with pytest.raises(RuleError) as caught:  # a press stamped before the card arrived
        state2.apply(g.Take(0, 5, t=1.05))
    assert caught.value.reason == "gaemsh.refuse.gone"


def test_idle_centre_is_replaced_and_mid_swap_player_takes_from_new_cards():
    state = game()
    old = list(state.table)
    press(state, 1.0, g.Drop(0, 0))
    dropped = state.table[4]
    assert state.observe(1).refresh_at == 5.0
    events = state.advance(5.0)
    assert [type(e) for e in events] == [g.TableReplaced]
    assert len(state.table) == 4 and not set(state.table) & set(old + [dropped])
    assert state.discard == old + [dropped] and state.gap[0] == 0
    press(state, 5.5, g.Take(0, 1))
    assert state.hands[0][0] is not None
    assert_all_cards(state)


def test_empty_draw_pile_is_rebuilt_from_discarded_centre_cards():
    state = game()
    for step in range(1, 8):
        state.advance(4.0 * step)
        assert_all_cards(state)
        assert len(state.table) == 4 and all(state.table)
    assert len(state.draw) + len(state.discard) == 36 - 16 - 4


# ---------------------------------------------------------------- calls
def test_example_a_gaemsh_partner_holds_quartet():
    state = game(hands={2: quartet("alphorn")})
    press(state, 1.0, g.Emote(2, "wink"))  # Marcy gives the secret signal
    events = press(state, 1.4, g.CallGaemsh(0))  # Toby shouts
    called = events[0]
    assert called.right and called.kind == "gaemsh" and called.hands[2] == tuple(quartet("alphorn"))
    assert state.scores == [1, 0] and state.phase == "reveal"
    assert state.observe(1).last_reveal == called.hands
    refused(state, 1.5, g.Drop(1, 0), "round_over")
    round_one = state.round
    state.advance(1.4 + state.settings.reveal_pause)
    assert state.round == round_one + 1 and state.phase == "play"
    assert_all_cards(state)


def test_gaemsh_wrong_gives_the_point_to_every_other_team():
    state = game(players=6)
    press(state, 1.0, g.CallGaemsh(0))
    assert state.scores == [0, 1, 1] and state.phase == "reveal"


def test_double_gaemsh_right_and_wrong():
    state = game(hands={0: quartet("fondue"), 2: quartet("enzian")})
    press(state, 1.0, g.CallDouble(2))
    assert state.scores == [2, 0]
    state = game(hands={2: quartet("enzian")})  # only the partner holds one
    press(state, 1.0, g.CallDouble(0))
    assert state.scores == [0, 2]


def test_example_b_counter_gaemsh_on_what_was_picked_up():
    # Toby seat 0, Kelly seat 1 (team 1), Benedict seat 4 (her partner). Kelly holds 3 alphorns.
    kelly = ["alphorn-day-1", "alphorn-day-2", "alphorn-night", "fondue-day-1"]
    state = game(players=6, hands={1: kelly}, table=["alphorn-day-3", "enzian-day-1",
                                                   "steinbock-day-1", "kuhglocke-day-1"])
    press(state, 1.0, g.Drop(1, 3))
    press(state, 1.3, g.Take(1, 0))
    events = press(state, 1.6, g.CallCounter(0, 1))
    assert events[0].right and state.scores == [1, 0, 0]


def test_example_c_counter_gaemsh_on_a_bluff():
    state = game(players=6)  # nobody holds a quartet; Toby (seat 0) strokes a beard
    press(state, 1.0, g.Emote(0, "scratch"))
    events = press(state, 1.5, g.CallCounter(1, 0))  # Benedict falls for it
    assert not events[0].right
    assert state.scores == [1, 0, 1]  # Marcy and Toby, and Oscar and Mike
    refused(state, 1.6, g.CallCounter(1, 0), "round_over")


def test_counter_must_point_at_an_opponent():
    state = game()
    refused(state, 1.0, g.CallCounter(0, 2), "not_opponent")
    refused(state, 1.0, g.Outgaemsh(0, 2, "wink"), "not_opponent")


def test_two_calls_at_once_the_earlier_stamp_stands_the_later_is_void():
    state = game(hands={1: quartet("kuhglocke")})
    state.advance(2.0)
    early, late = g.CallCounter(0, 1, t=1.95, order=3), g.CallGaemsh(3, t=1.95, order=4)
    state.apply(early)
    with pytest.raises(RuleError) as caught:
        state.apply(late)
    assert caught.value.reason == "gaemsh.refuse.round_over"
    assert state.scores == [1, 0]
    state.advance(2.0 + state.settings.reveal_pause)
    with pytest.raises(RuleError):  # stamped in the old round, arriving in the new one
        state.apply(g.CallGaemsh(3, t=1.99))
    assert state.scores == [1, 0]


def test_every_call_ends_the_round_with_a_fresh_shuffle_of_all_cards():
    state = game()
    press(state, 1.0, g.Drop(0, 0))
    press(state, 1.1, g.CallCounter(1, 0))
    state.advance(1.1 + state.settings.reveal_pause)
    assert state.round == 2 and all(gap is None for gap in state.gap)
    assert state.discard == [] and len(state.table) == 4
    assert_all_cards(state)


# ---------------------------------------------------------------- Outgämshed
def test_outgaemsh_right_scores_three_ends_round_and_team_picks_a_new_signal():
    state = game()
    events = press(state, 1.0, g.Outgaemsh(0, 3, "cough"))
    assert g.Outgaemshed(0, 1, "cough", True) in events
    assert state.scores == [3, 0] and state.phase == "reveal"
    state.advance(1.0 + state.settings.reveal_pause)
    assert state.phase == "signals" and state.observe(0).choosing == (1,)
    refused(state, 4.0, g.ChooseSignal(1, "cough"), "signal_outed")
    refused(state, 4.0, g.ChooseSignal(0, "wink"), "signal_chosen")
    press(state, 4.1, g.ChooseSignal(3, "sneeze"))
    assert state.phase == "play" and state.observe(1).my_signal == "sneeze"


def test_outgaemsh_wrong_gives_three_to_every_other_team_and_play_goes_on():
    state = game(players=6)
    press(state, 1.0, g.Outgaemsh(0, 1, "whistle"))
    assert state.scores == [0, 3, 3] and state.phase == "play"


def test_real_world_signal_team_judges_the_guess():
    seats = (SeatSpec("human"), SeatSpec("bot"), SeatSpec("human"), SeatSpec("bot"))
    state = g.new_game(TableConfig(seats, {"real_signals": True}), seed=3)
    assert state.observe(0).my_signal == g.REAL_SIGNAL and state.observe(0).real_signal_teams == (0,)
    press(state, 0.5, g.ChooseSignal(1, "hattip"))
    assert state.phase == "play"
    refused(state, 1.0, g.Outgaemsh(1, 0, "wink"), "spoken_guess")
    press(state, 1.0, g.Outgaemsh(1, 0, ""))
    assert state.phase == "verdict" and state.observe(3).verdict == (1, 0)
    assert state.next_deadline() is None
    refused(state, 1.5, g.Drop(3, 0), "verdict_pending")
    refused(state, 1.5, g.Verdict(3, True), "not_accused")
    press(state, 9.0, g.Verdict(2, False))
    assert state.scores == [3, 0] and state.phase == "play"
    assert state.observe(0).refresh_at == 12.5  # 0.5 + 4 s, paused for 8 s of verdict
    press(state, 9.5, g.Outgaemsh(3, 2, ""))
    press(state, 9.7, g.Verdict(0, True))
    assert state.scores == [3, 3] and state.phase == "reveal"


# ---------------------------------------------------------------- end of the game
def test_first_team_to_target_ends_the_game_at_once():
    state = game(hands={2: quartet("alphorn")})
    state.scores = [8, 0]
    events = press(state, 1.0, g.CallGaemsh(0))
    assert state.is_over() and any(isinstance(e, g.GameOver) for e in events)
    outcome = state.outcome()
    assert outcome.winners == (0, 2) and outcome.scores == (9.0, 0.0, 9.0, 0.0)
    refused(state, 1.1, g.Emote(1, "wink"), "game_over")
    assert state.legal_actions(1) == []


def test_a_tie_at_the_target_shares_the_win():
    state = game(players=6)
    state.scores = [5, 6, 6]
    press(state, 1.0, g.Outgaemsh(0, 1, "sneeze"))  # wrong: +3 to teams 1 and 2
    assert state.is_over() and state.outcome().winners == (1, 2, 4, 5)


# ---------------------------------------------------------------- Föhn: Watchful Gamekeeper
def keeper_game() -> g.GaemshState:
    return game(foehn=True, hands={0: ["alphorn-night", "fondue-day-1", "enzian-day-1", "steinbock-day-1"]},
                table=[g.GAMEKEEPER, "edelweiss-night", "kuhglocke-day-2", "fondue-day-2"])


def test_gamekeeper_drop_offence_is_slapped_reverted_and_scores():
    state = keeper_game()
    events = press(state, 1.0, g.Drop(0, 0))
    assert events[0].offence and state.observe(1).gamekeeper_offender == 0
    assert state.observe(1).gamekeeper_until == 1.0 + state.settings.gamekeeper_window
    refused(state, 1.2, g.Slap(2, 0), "own_offence")
    assert not [a for a in state.legal_actions(2) if isinstance(a, g.Slap)]  # not offered either
    assert [a for a in state.legal_actions(1) if isinstance(a, g.Slap)]
    events = press(state, 1.3, g.Slap(1, 0))
    assert events[0].effect == "caught" and state.scores == [0, 1]
    assert state.hands[0][0] == "alphorn-night" and not state.observe(0).mid_swap
    assert_all_cards(state)
    events = press(state, 1.4, g.Slap(3, 0))  # no offence any more: nothing happens
    assert events == [g.Slapped(3, 0, g.GAMEKEEPER, "nothing")] and state.scores == [0, 1]


def test_gamekeeper_take_offence_reverts_the_take():
    state = keeper_game()
    press(state, 1.0, g.Drop(0, 1))
    events = press(state, 1.2, g.Take(0, 1))
    assert events[0].offence and state.hands[0][1] == "edelweiss-night"
    press(state, 1.5, g.Slap(3, 0))
    assert state.table[1] == "edelweiss-night" and state.gap[0] == 1 and state.scores == [0, 1]
    press(state, 1.6, g.Take(0, 2))
    assert state.hands[0][1] == "kuhglocke-day-2"


def test_gamekeeper_window_closes_at_next_swap_or_after_three_seconds():
    state = keeper_game()
    press(state, 1.0, g.Drop(0, 0))
    press(state, 1.1, g.Drop(1, 0))  # the next swap by anyone
    assert state.offence is None
    assert press(state, 1.2, g.Slap(3, 0))[0].effect == "nothing"
    state = keeper_game()
    press(state, 1.0, g.Drop(0, 0))
    state.advance(1.0 + state.settings.gamekeeper_window)
    assert state.offence is None and state.scores == [0, 0]


def test_night_cards_are_free_to_swap_without_the_gamekeeper():
    state = game(foehn=True, hands={0: ["alphorn-night", "fondue-day-1", "enzian-day-1", "steinbock-day-1"]},
                 table=["edelweiss-night", "kuhglocke-day-2", "fondue-day-2", g.BULL])
    assert not press(state, 1.0, g.Drop(0, 0))[0].offence


# ---------------------------------------------------------------- Föhn: Smart Farmer
def test_smart_farmer_makes_three_count_as_a_quartet_for_the_call():
    three = ["alphorn-day-1", "alphorn-day-2", "alphorn-night", "fondue-day-1"]
    table = [g.FARMER, "enzian-day-2", "kuhglocke-day-2", "fondue-day-2"]
    state = game(foehn=True, hands={2: three}, table=table)
    refused(state, 0.5, g.Slap(0, 0), "farmer_with_call")
    press(state, 1.0, g.CallGaemsh(0, farmer=True))
    assert state.scores == [1, 0]
    state = game(foehn=True, hands={2: three}, table=table)
    press(state, 1.0, g.CallGaemsh(0))  # without slapping the Farmer three are not enough
    assert state.scores == [0, 1]
    state = game(foehn=True, hands={2: quartet("alphorn")})
    refused(state, 1.0, g.CallGaemsh(0, farmer=True), "farmer_absent")


# ---------------------------------------------------------------- Föhn: Hearty Snack
def snack_game(players: int = 4) -> g.GaemshState:
    return game(players, foehn=True, table=[g.SNACK, "enzian-day-2", "kuhglocke-day-2", "fondue-day-2"])


def test_hearty_snack_stops_swapping_and_a_team_with_two_slaps_scores():
    state = snack_game()
    assert state.phase == "snack" and state.observe(0).snack_until == 3.0
    refused(state, 0.5, g.Drop(0, 0), "snack")
    refused(state, 0.5, g.Slap(0, 0), "snack_itself")
    press(state, 0.6, g.Slap(0, 1))
    refused(state, 0.7, g.Slap(0, 2), "one_slap")
    refused(state, 0.7, g.Slap(1, 1), "gone")
    press(state, 0.8, g.Slap(2, 2))
    events = press(state, 0.9, g.Slap(1, 3))  # the last card: the snack ends at once
    assert state.scores == [1, 0] and state.phase == "play"
    assert any(isinstance(e, g.TableReplaced) and e.cause == "snack" for e in events)
    assert all(len([c for c in hand if c]) == 4 for hand in state.hands)  # slappers keep nothing
    assert_all_cards(state)


def test_hearty_snack_times_out_and_six_player_three_way_tie():
    state = snack_game(players=6)
    for seat, pos in ((0, 1), (1, 2), (2, 3)):
        press(state, 0.5 + seat / 10, g.Slap(seat, pos))
    assert state.scores == [1, 1, 1]
    state = snack_game()
    press(state, 0.5, g.Slap(0, 1))
    state.advance(3.0)
    assert state.scores == [0, 0] and state.phase == "play" and g.SNACK not in state.table


def test_hearty_snack_dropped_stops_swapping_and_can_never_be_taken():
    state = game(foehn=True, hands={0: [g.SNACK, "fondue-day-1", "enzian-day-1", "steinbock-day-1"]},
                 table=["edelweiss-night", "kuhglocke-day-2", "fondue-day-2", "alphorn-day-1"])
    press(state, 1.0, g.Drop(0, 0))
    assert state.phase == "snack" and state.table[4] == g.SNACK
    refused(state, 1.1, g.Take(0, 4), "snack_not_takeable")
    refused(state, 1.1, g.Take(0, 1), "snack")
    refused(state, 1.1, g.Slap(0, 1), "mid_swap")
    state.advance(4.0)
    assert state.phase == "play" and state.gap[0] == 0  # takes from the new cards
    press(state, 4.1, g.Take(0, 1))
    assert_all_cards(state)


# ---------------------------------------------------------------- Föhn: Raging Bull
def test_raging_bull_slap_replaces_the_centre_but_not_during_the_snack():
    state = game(foehn=True, table=[g.BULL, "enzian-day-2", "kuhglocke-day-2", "fondue-day-2"])
    old = list(state.table)
    events = press(state, 1.0, g.Slap(3, 0))
    assert events[0].effect == "bull" and not set(state.table) & set(old)
    assert state.scores == [0, 0]
    refused(state, 1.1, g.Slap(3, 1), "no_slap")
    state = game(foehn=True, table=[g.SNACK, g.BULL, "kuhglocke-day-2", "fondue-day-2"])
    events = press(state, 1.0, g.Slap(0, 1))
    assert events[0].effect == "snack" and state.table[1] == g.BULL


# ---------------------------------------------------------------- views, codec, clone, texts
def test_observe_shows_only_what_the_seat_may_see():
    state = game()
    view = state.observe(1)
    assert view.my_signal == "cough" and "wink" not in repr(view)
    assert view.hand == tuple(state.hands[1])
    assert state.hands[0][0] not in view.hand


def test_actions_round_trip_and_clone_is_independent():
    state = game(foehn=True)
    for action in state.legal_actions(0):
        assert g.CODEC.loads(g.CODEC.dumps(action)) == action
    twin = state.clone()
    press(twin, 1.0, g.Drop(0, 0))
    assert state.gap[0] is None and twin.gap[0] == 0


def test_every_refusal_and_score_reason_has_texts_in_four_languages():
    source = (ROOT / "game/titles/gaemsh/rules.py").read_text(encoding="utf-8")
    keys = set(re.findall(r'"(gaemsh\.(?:refuse|end)\.[a-z_]+)"', source))
    keys |= {f"gaemsh.score.{kind}{suffix}" for kind in g.POINTS for suffix in ("", "_wrong")}
    keys |= set(re.findall(r'"(gaemsh\.score\.[a-z_]+)"', source))
    keys |= {f"gaemsh.emote.{e}" for e in g.EMOTES} | {f"gaemsh.motif.{m}" for m in g.MOTIFS}
    keys |= {"gaemsh.name", "gaemsh.blurb", "gaemsh.call.gaemsh", "gaemsh.call.double",
             "gaemsh.call.counter", "gaemsh.call.outgaemsh"}
    keys |= {f"gaemsh.foehn.{card.split('-')[1]}" for card in g.FOEHN}
    tables = tomllib.loads((ROOT / "game/titles/gaemsh/text.toml").read_text(encoding="utf-8"))
    for lang in ("en", "de", "fr", "it"):
        assert keys <= set(tables[lang]), (lang, keys - set(tables[lang]))


# ---------------------------------------------------------------- property: random legal play
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.sampled_from([4, 6]), foehn=st.booleans(),
       choices=st.lists(st.tuples(st.integers(0, 5), st.integers(0, 999), st.floats(0, 1.5)),
                        min_size=20, max_size=150))
def test_random_legal_play_keeps_every_card_and_scores_follow_the_rules(seed, players, foehn, choices):
    state = g.new_game(TableConfig((SeatSpec(),) * players, {"foehn": foehn}), seed)
    now = 0.0
    for seat, pick, wait in choices:
        if state.is_over():
            break
        before = list(state.scores)
        now += wait
        events = state.advance(now)
        seat %= players
        moves = [a for a in state.legal_actions(seat) if not isinstance(a, g.Emote)]
        if moves:
            # calls end rounds: mostly swaps and slaps, so that rounds last a while
            quiet = [a for a in moves if isinstance(a, (g.Drop, g.Take, g.Slap, g.ChooseSignal, g.Verdict))]
            pool = quiet if quiet and pick % 10 else moves
            events += state.apply(pool[pick % len(pool)])
        gains = [e.gains for e in events if isinstance(e, g.Scored)]
        assert [a - b for a, b in zip(state.scores, before)] == [sum(col) for col in zip(*gains)] \
            or (not gains and state.scores == before)
        for gain in gains:  # one rule's points: 1, 2 or 3 to some teams, never negative
            assert min(gain) >= 0 and len(set(gain) - {0}) == 1 and max(gain) in (1, 2, 3)
        assert_all_cards(state)
        assert all(len([c for c in hand if c]) == (3 if gap is not None else 4)
                   for hand, gap in zip(state.hands, state.gap))


# ---------------------------------------------------------------- rules the mutation run found untested (docs/BENCHMARKS.md)
def test_a_new_round_deals_each_hand_to_its_owner_only():
    state = game(hands={2: quartet("alphorn")})
    press(state, 1.0, g.CallGaemsh(0))
    events = state.advance(1.0 + state.settings.reveal_pause)
    dealt = [e for e in events if isinstance(e, g.HandDealt)]
    assert len(dealt) == 4 and all(e.audience == (e.seat,) for e in dealt)


def test_a_short_draw_pile_keeps_its_cards_and_the_shuffled_discards_go_under_them():
    state = game()
    state.discard += state.draw[2:]
    state.draw = state.draw[:2]
    short = list(state.draw)
    state.advance(4.0)  # the idle centre is replaced
    assert state.table[:2] == short
    assert_all_cards(state)


def test_calls_tell_their_target_and_whether_the_farmer_was_slapped():
    three = ["alphorn-day-1", "alphorn-day-2", "alphorn-night", "fondue-day-1"]
    state = game(foehn=True, hands={2: three}, table=[g.FARMER, "enzian-day-2", "kuhglocke-day-2", "fondue-day-2"])
    called = press(state, 1.0, g.CallGaemsh(0, farmer=True))[0]
    assert called.farmer is True and called.right
    kelly = ["alphorn-day-1", "alphorn-day-2", "alphorn-night", "fondue-day-1"]
    state = game(players=6, hands={1: kelly}, table=["alphorn-day-3", "enzian-day-1", "steinbock-day-1",
                                                     "kuhglocke-day-1"])
    press(state, 1.0, g.Drop(1, 3))
    press(state, 1.3, g.Take(1, 0))
    called = press(state, 1.6, g.CallCounter(0, 1))[0]
    assert (called.kind, called.target, called.farmer) == ("counter", 1, False)


def test_a_wrong_call_is_counted_on_the_callers_score_sheet_only():
    state = game(players=6)
    press(state, 1.0, g.CallGaemsh(0))
    sheets = state.outcome().sheet
    assert sheets[0] == (("gaemsh.sheet.gaemsh_wrong", 1),) and sheets[1] == () and sheets[2] == ()


def test_the_end_tells_the_scores_and_the_target_reached():
    state = game(hands={2: quartet("alphorn")})
    state.scores = [8, 0]
    events = press(state, 1.0, g.CallGaemsh(0))
    assert next(e for e in events if isinstance(e, g.GameOver)).scores == (9, 0)
    outcome = state.outcome()
    assert outcome.reason == "gaemsh.end.target" and outcome.params == (("target", state.settings.target),)


def test_a_seat_that_is_not_at_the_table_is_refused():
    refused(game(), 1.0, g.Emote(4, "wink"), "no_seat")


def test_a_slap_on_the_snack_claims_that_card_and_only_scoring_teams_count_it():
    state = snack_game()
    assert press(state, 0.6, g.Slap(0, 1))[0] == g.Slapped(0, 1, "enzian-day-2", "snack")
    press(state, 0.8, g.Slap(2, 2))
    press(state, 0.9, g.Slap(1, 3))
    assert state.scores == [1, 0]
    sheets = state.outcome().sheet
    assert sheets[0] != () and sheets[1] == ()  # a team that gained nothing has nothing on its sheet


def test_a_caught_gamekeeper_offence_scores_as_the_gamekeeper():
    state = keeper_game()
    press(state, 1.0, g.Drop(0, 0))
    events = press(state, 1.3, g.Slap(1, 0))
    assert [e.reason for e in events if isinstance(e, g.Scored)] == ["gaemsh.score.gamekeeper"]


def test_the_chosen_signal_names_its_chooser_and_team_and_play_starts_when_every_team_has_one():
    state = game(signals=None)
    events = press(state, 0.5, g.ChooseSignal(2, "yodel"))
    assert [(e.seat, e.team) for e in events if isinstance(e, g.SignalChosen)] == [(2, 0)]
    events = press(state, 0.7, g.ChooseSignal(1, "wink"))
    assert g.PhaseChanged("play") in events


def test_a_take_tells_which_slot_the_card_fills_and_an_idle_centre_is_replaced_as_idle():
    state = game()
    press(state, 1.0, g.Drop(0, 2))
    taken = [e for e in press(state, 1.2, g.Take(0, 1)) if isinstance(e, g.Taken)]
    assert [(e.seat, e.pos, e.slot) for e in taken] == [(0, 1, 2)]
    events = state.advance(state.observe(0).refresh_at)
    assert [e.cause for e in events if isinstance(e, g.TableReplaced)] == ["idle"]


def test_play_goes_on_when_the_snack_is_eaten():
    state = snack_game()
    press(state, 0.6, g.Slap(0, 1))
    press(state, 0.8, g.Slap(2, 2))
    assert g.PhaseChanged("play") in press(state, 0.9, g.Slap(1, 3))


def test_a_judged_guess_tells_the_phase_play_resumes_in():
    seats = (SeatSpec("human"), SeatSpec("bot"), SeatSpec("human"), SeatSpec("bot"))
    state = g.new_game(TableConfig(seats, {"real_signals": True}), seed=3)
    press(state, 0.5, g.ChooseSignal(1, "hattip"))
    press(state, 1.0, g.Outgaemsh(1, 0, ""))
    assert press(state, 9.0, g.Verdict(2, False))[0] == g.PhaseChanged("play")


def test_without_the_real_signals_option_every_team_signals_by_emote():
    seats = tuple(SeatSpec("human") for _ in range(4))
    assert g.new_game(TableConfig(seats, {}), seed=3).observe(0).real_signal_teams == ()


def test_a_call_names_its_caller_as_target_and_the_reveal_follows_then_a_numbered_deal():
    state = game(hands={2: quartet("alphorn")})
    events = press(state, 1.0, g.CallGaemsh(0))
    assert events[0].target == 0 and g.PhaseChanged("reveal") in events
    dealt = [e for e in state.advance(1.0 + state.settings.reveal_pause) if isinstance(e, g.Dealt)]
    assert [e.round for e in dealt] == [state.round]


def test_a_snack_on_the_first_centre_starts_once_the_signals_are_chosen():
    state = game(foehn=True, signals=None, table=[g.SNACK, "enzian-day-2", "kuhglocke-day-2", "fondue-day-2"])
    press(state, 0.2, g.ChooseSignal(0, "wink"))
    events = press(state, 0.3, g.ChooseSignal(1, "yodel"))
    assert g.PhaseChanged("snack") in events and state.phase == "snack"


def test_a_guess_at_a_real_signal_names_who_asked():
    seats = (SeatSpec("human"), SeatSpec("bot"), SeatSpec("human"), SeatSpec("bot"))
    state = g.new_game(TableConfig(seats, {"real_signals": True}), seed=3)
    press(state, 0.5, g.ChooseSignal(1, "hattip"))
    assert press(state, 1.0, g.Outgaemsh(1, 0, ""))[0] == g.OutgaemshAsked(1, 0)


def test_a_caught_offence_shows_the_gamekeeper_slapped_and_the_card_going_back():
    state = keeper_game()
    dropped = press(state, 1.0, g.Drop(0, 0))[0]
    events = press(state, 1.3, g.Slap(1, 0))
    assert events[0] == g.Slapped(1, 0, g.GAMEKEEPER, "caught")
    reverted = next(e for e in events if isinstance(e, g.Reverted))
    assert (reverted.seat, reverted.card, reverted.slot, reverted.pos) == (0, "alphorn-night", 0, dropped.pos)


def test_a_target_option_keeps_every_other_timing_of_the_data_file():
    state = g.new_game(TableConfig(tuple(SeatSpec() for _ in range(4)), {"target": 5}), seed=3)
    assert state.settings == dataclasses.replace(g.load_settings(), target=5)


def test_a_judged_real_signal_guess_carries_no_emote():
    seats = (SeatSpec("human"), SeatSpec("bot"), SeatSpec("human"), SeatSpec("bot"))
    state = g.new_game(TableConfig(seats, {"real_signals": True}), seed=3)
    press(state, 0.5, g.ChooseSignal(1, "hattip"))
    press(state, 1.0, g.Outgaemsh(1, 0, ""))
    events = press(state, 9.0, g.Verdict(2, True))
    assert [(e.seat, e.team, e.emote, e.right) for e in events if isinstance(e, g.Outgaemshed)] == [(1, 0, "", True)]


# ---------------------------------------------------------------- a relaxed game (more time)
def relaxed(choice: str) -> g.Settings:
    return g.load_settings(options={"more_time": choice})


@pytest.mark.parametrize("choice, stretch", [("x1", 1.0), ("x1.5", 1.5), ("x2", 2.0)])
def test_more_time_stretches_the_waiting_windows_and_not_the_reveal(choice, stretch):
    plain, settings = g.load_settings(), relaxed(choice)
    assert (settings.idle_refresh, settings.gamekeeper_window, settings.snack_window) == (
        4.0 * stretch, 3.0 * stretch, 3.0 * stretch)
    assert (settings.reveal_pause, settings.emote_memory, settings.target) == (
        plain.reveal_pause, plain.emote_memory, plain.target)
    state = game(settings=settings)
    press(state, 1.0, g.Drop(0, 0))
    assert state.observe(1).refresh_at == 1.0 + 4.0 * stretch
    assert state.advance(1.0 + 4.0 * stretch - 0.01) == []
    assert [type(e) for e in state.advance(1.0 + 4.0 * stretch)] == [g.TableReplaced]
    state = game(foehn=True, table=[g.SNACK, "enzian-day-2", "kuhglocke-day-2", "fondue-day-2"], settings=settings)
    assert state.observe(0).snack_until == 3.0 * stretch


def test_a_slow_slap_catches_the_gamekeeper_in_a_relaxed_game_the_first_slap_still_wins():
    for choice, caught in (("x1", False), ("x2", True)):
        state = game(foehn=True, hands={0: ["alphorn-night", "fondue-day-1", "enzian-day-1", "steinbock-day-1"]},
                     table=[g.GAMEKEEPER, "edelweiss-night", "kuhglocke-day-2", "fondue-day-2"],
                     settings=relaxed(choice))
        press(state, 1.0, g.Drop(0, 0))
        effect = press(state, 4.5, g.Slap(1, 0))[0].effect  # 3.5 s after the offence
        assert (effect == "caught") is caught
        if caught:
            assert press(state, 4.6, g.Slap(3, 0))[0].effect == "nothing"


def test_no_time_limit_is_refused_because_nobody_has_to_swap():
    with pytest.raises(ValueError, match="more_time must be one of x1, x1.5, x2, got 'off'"):
        relaxed("off")
    with pytest.raises(ValueError, match="more_time"):
        g.new_game(TableConfig(tuple(SeatSpec() for _ in range(4)), {"more_time": "off"}), seed=3)


def test_a_new_game_plays_with_the_tables_time_and_target():
    state = g.new_game(TableConfig(tuple(SeatSpec() for _ in range(4)), {"target": 5, "more_time": "x1.5"}), seed=3)
    assert state.settings == dataclasses.replace(relaxed("x1.5"), target=5)


def test_a_verdicts_pause_stops_the_gamekeepers_clock_too():
    """An offence still open when a real-world signal is judged may be slapped for the rest of
    its window after the verdict: the pause stops its clock as it stops the idle clock."""
    state = game(foehn=True, signals={0: g.REAL_SIGNAL, 1: "wink"}, real_signal_teams=(0,),
                 hands={0: ["alphorn-night", "fondue-day-1", "enzian-day-1", "steinbock-day-1"]},
                 table=[g.GAMEKEEPER, "edelweiss-night", "kuhglocke-day-2", "fondue-day-2"])
    press(state, 1.0, g.Drop(0, 0))  # the offence's window: 1.0 to 4.0
    press(state, 2.0, g.Outgaemsh(1, 0, ""))
    press(state, 9.0, g.Verdict(2, False))  # 7 s of verdict: 2 s of the window were left
    assert state.phase == "play" and state.observe(1).gamekeeper_until == 4.0 + 7.0
    assert press(state, 10.5, g.Slap(1, 0))[0].effect == "caught"


@pytest.mark.parametrize("swap", ["drop", "take"])
def test_a_reverted_swap_leaves_an_empty_place_or_slot_that_plays_as_empty(swap):
    """The place a caught Drop had filled is empty again (the next Drop fills it, the centre does
    not grow); the slot a caught Take had filled is empty again (the hand counts one card less)."""
    state = keeper_game()
    if swap == "drop":
        pos = press(state, 1.0, g.Drop(0, 0))[0].pos
        press(state, 1.3, g.Slap(1, 0))
        assert state.observe(1).table[pos] is None
        assert press(state, 1.4, g.Drop(1, 0))[0].pos == pos and len(state.table) == pos + 1
    else:
        press(state, 1.0, g.Drop(0, 1))
        press(state, 1.2, g.Take(0, 1))
        press(state, 1.5, g.Slap(3, 0))
        assert state.observe(0).hand[1] is None and state.observe(2).hand_sizes == (3, 4, 4, 4)
