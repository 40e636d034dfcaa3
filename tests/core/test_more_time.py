"""A relaxed game (game/core/more_time.py, issue 32): the factors, each title's option as its
rules take it, and bots that never gain from it. Each title's rules tests show its windows
stretched; Gambit 7's bots tests show a table of bots playing the same game at every factor."""
import math

import pytest

from catalogued import short_options
from game import arena, catalogue
from game.core import more_time
from game.core.seats import SeatSpec, TableConfig

RELAXED = [title for title in catalogue.TITLES if title.relaxed_key]


def test_the_factors_and_their_refusals():
    assert more_time.choices(off=True) == ("x1", "x1.5", "x2", "off")
    assert more_time.choices(off=False) == ("x1", "x1.5", "x2")
    assert more_time.factor({}, off=False) == 1.0
    assert more_time.factor({"more_time": "x1.5"}, off=False) == 1.5
    assert more_time.factor({"more_time": "off"}, off=True) == math.inf
    for wrong in ("off", "x3", 2.0, True, None):
        with pytest.raises(ValueError, match="more_time must be one of x1, x1.5, x2, got"):
            more_time.factor({"more_time": wrong}, off=False)


def test_a_title_offers_more_time_with_its_line_or_neither():
    """A title with waiting windows offers x1, x1.5, x2 (and "off" where its rules allow it) and
    says in its lobby what that changes; Altitude has no timer: no choice and no line."""
    for title in catalogue.TITLES:
        offered = [option.choices for option in title.options if option.key == more_time.KEY]
        assert offered in ([], [more_time.choices(off=True)], [more_time.choices(off=False)])
        assert (title.relaxed_key is None) == (not offered)
    assert catalogue.by_id("altitude").relaxed_key is None
    assert len(RELAXED) == len(catalogue.TITLES) - 1
    gambit7 = catalogue.by_id("gambit7")
    assert [option.choices for option in gambit7.options] == [("x1", "x1.5", "x2", "off")]


@pytest.mark.parametrize("title", RELAXED, ids=lambda title: title.id)
def test_each_offered_choice_starts_a_game_and_off_is_refused_where_not_offered(title):
    option = next(o for o in title.options if o.key == more_time.KEY)
    seats = tuple(SeatSpec("bot", "normal") for _ in range(title.default_players))
    data = title.load_data()
    for choice in option.choices:
        title.rules().new_game(TableConfig(seats, {**title.default_options(), more_time.KEY: choice}), 3, data)
    if more_time.OFF not in option.choices:
        with pytest.raises(ValueError, match="more_time"):
            title.rules().new_game(TableConfig(seats, {**title.default_options(), more_time.KEY: "off"}), 3, data)


class Twins:
    """Two bot drivers stepped on one table: the second's bots were made for a relaxed game.
    The arena's loop asks both; every press and wake-up must be the same."""

    def __init__(self, plain, relaxed):
        self.plain, self.relaxed = plain, relaxed
        self.presses = 0

    def due(self, state, now):
        pressed = self.plain.due(state, now)
        assert self.relaxed.due(state, now) == pressed
        self.presses += len(pressed)
        return pressed

    def see(self, events, now):
        self.plain.see(events, now)
        self.relaxed.see(events, now)

    def refused(self, action, reason):
        self.plain.refused(action, reason)
        self.relaxed.refused(action, reason)

    def next_due(self):
        due = self.plain.next_due()
        assert self.relaxed.next_due() == due
        return due


@pytest.mark.parametrize("title", RELAXED, ids=lambda title: title.id)
def test_bots_are_not_told_the_factor_they_act_on_what_they_see(title):
    """Bots never gain from more time: a bot made for a relaxed game presses exactly what and
    when a bot of the plain game presses, on the same table (its think times and reactions do
    not stretch); only the table's windows differ, which it sees as every person does."""
    levels = ["easy", "normal", "hard", "normal", "easy", "hard"][:title.default_players]
    options = short_options(title)
    data = title.load_data()
    match, plain = arena.bot_match(title, 5, levels, options, data)
    relaxed = TableConfig(match.config.seats, {**match.config.options, more_time.KEY: "x2"})
    twins = Twins(plain, arena.make_driver(title, relaxed, 5, data))
    arena.run_to_end(match, twins, time_cap=90.0)
    assert twins.presses > 5
