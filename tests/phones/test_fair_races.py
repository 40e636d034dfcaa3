"""Fair races across links of any length (game/phones/fair.py, game/kit/races.py), on a simulated
clock (tests/linksim.py, tests/racing.py): no test here reads the wall clock."""
from __future__ import annotations

import math

import pytest

from game import catalogue
from game.core.actions import Stamped
from game.kit.races import Races
from game.phones.fair import MOST_CREDIT, LinkTimes
from racing import Press, percentile, run

# Three identical players 3, 20 and 60 ms (one way) from the host, each link's jitter a fifth of it
# (at least a millisecond): the yardstick.
DELAYS, JITTERS = [0.003, 0.020, 0.060], [0.001, 0.004, 0.012]
RACES = 3000


def test_counting_presses_as_they_arrive_hands_the_races_to_the_nearest():
    """The way before: first come, first served. The yardstick the fair way is measured against."""
    results = run(DELAYS, JITTERS, RACES, arrival=True)
    assert results.share(0) > 0.6 and results.share(2) < 0.05
    assert results.wrong > 0.3


def test_three_equally_quick_players_share_the_races_wherever_they_are():
    results = run(DELAYS, JITTERS, RACES)
    assert len(results.winners) == RACES
    for seat in range(3):
        assert abs(results.share(seat) - 1 / 3) <= 0.03, [results.share(seat) for seat in range(3)]
    assert results.wrong <= 0.01
    for seat in range(3):  # an honest press never counts before its true moment
        assert max(results.gains[seat]) <= 1e-9


def test_a_phone_that_lies_by_200_ms_gains_no_more_than_its_jitter():
    honest = run(DELAYS, JITTERS, RACES)
    liar = run(DELAYS, JITTERS, RACES, lies={2: 0.200})
    round_trip_jitter = 2 * JITTERS[2]
    assert max(liar.gains[2]) <= round_trip_jitter + 1e-9
    assert max(honest.gains[2]) <= 1e-9
    for seat in (0, 1):  # the others count as before
        assert max(liar.gains[seat]) <= 1e-9


def test_races_stay_fair_when_packets_are_lost_and_sent_again():
    results = run(DELAYS, JITTERS, 1000, loss=0.01)
    for seat in range(3):
        assert abs(results.share(seat) - 1 / 3) <= 0.05
    assert results.wrong <= 0.03


def test_the_hold_lasts_about_the_slowest_other_link_and_no_longer():
    results = run(DELAYS, JITTERS, 500)
    slowest = 2 * (DELAYS[2] + JITTERS[2])  # the 60 ms link's slowest round trip
    frame = 1 / 60
    assert max(results.holds) <= slowest + frame + 1e-9
    assert percentile(results.holds, 0.5) > 0


# --- one link's clockwork ---------------------------------------------------------------------

def measured(*trips: float) -> LinkTimes:
    times = LinkTimes()
    for number, trip in enumerate(trips, 1):
        times.ping_sent(number, 10.0 * number)
        assert times.pong(number, 10.0 * number + trip)
    return times


def test_a_press_counts_when_its_view_left_plus_its_delay():
    times = measured(0.080, 0.100)
    times.view_sent(7, 100.0)
    assert times.counts_at(100.45, 7, 350) == pytest.approx(100.35)
    assert times.round_trip == pytest.approx(0.090) and times.allowance == pytest.approx(0.100)


def test_a_claim_earlier_than_the_round_trip_allows_counts_at_that_floor():
    times = measured(0.080, 0.100)
    times.view_sent(7, 100.0)
    assert times.counts_at(100.45, 7, 100) == pytest.approx(100.35)  # claimed 100.1: the floor is 100.35


def test_a_press_without_a_moment_or_of_a_forgotten_view_counts_when_it_came():
    times = measured(0.080)
    times.view_sent(7, 100.0)
    assert times.counts_at(100.45) == 100.45
    assert times.counts_at(100.45, 6, 10) == 100.45  # never sent on this link
    assert times.counts_at(100.45, 7, 600_000) == 100.45  # a moment after its arrival: its arrival


def test_a_link_without_a_measured_round_trip_gets_no_credit_and_a_slow_one_at_most_its_share():
    times = LinkTimes()
    times.view_sent(1, 5.0)
    assert times.counts_at(5.5, 1, 100) == 5.5
    slow = measured(2.0)
    slow.view_sent(1, 50.0)
    assert slow.allowance == MOST_CREDIT
    assert slow.counts_at(52.0, 1, 0) == pytest.approx(52.0 - MOST_CREDIT)


def test_a_pong_for_no_ping_measures_nothing():
    times = LinkTimes()
    assert not times.pong(3, 1.0)
    times.ping_sent(3, 2.0)
    assert not times.pong(3, 1.0)  # before the ping left
    assert times.pong(3, 2.05) and not times.pong(3, 2.06)  # once only
    assert times.trips[-1] == pytest.approx(0.05)


# --- the hold ---------------------------------------------------------------------------------

def referee(allowances: dict[int, float], deadline_race: bool = False) -> Races:
    return Races(("Press",), deadline_race, lambda: allowances, lambda seat: allowances[seat])


def test_a_race_is_settled_once_no_seat_not_heard_could_beat_it():
    races = referee({0: 0.006, 1: 0.040, 2: 0.120})
    races.hold(0, Stamped(Press(0), 10.000, 1))
    assert races.settles_at() == pytest.approx(10.120)
    assert races.due(10.100) == [] and races.cap(10.100, None) == 10.000  # the rules' clock waits
    races.hold(2, Stamped(Press(2), 9.990, 2))  # the far seat pressed first
    assert races.settles_at() == pytest.approx(10.030)  # only seat 1 is not heard now
    due = races.due(10.030)
    assert [held.seat for held in due] == [2, 0] and races.held == []


def test_a_race_waits_only_where_another_seat_could_beat_it():
    races = referee({0: 0.0, 1: 0.0})  # keyboards, bots, a phone whose link dropped: nothing to wait for
    assert not races.waits(0, 10.0, 10.0)
    far = referee({0: 0.0, 1: 0.1})
    assert far.waits(0, 10.0, 10.05) and not far.waits(1, 10.0, 10.05)


def test_a_deadline_race_holds_the_rules_clock_just_before_the_deadline_for_the_links():
    races = referee({0: 0.0, 1: 0.1}, deadline_race=True)
    assert races.cap(20.05, 20.0) < 20.0 and races.cap(20.05, 20.0) == math.nextafter(20.0, -math.inf)
    assert races.cap(20.1, 20.0) == 20.1  # every link had its time
    assert referee({0: 0.0, 1: 0.1}).cap(20.05, 20.0) == 20.05  # not a deadline race


def test_every_race_a_title_declares_is_one_of_its_actions():
    for title in catalogue.TITLES:
        actions = {kind.__name__ for kind in title.rules().ACTIONS}
        assert set(title.races) <= actions, title.id
    assert any(title.races for title in catalogue.TITLES) and any(title.deadline_race for title in catalogue.TITLES)
