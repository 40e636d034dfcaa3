"""The driver asks an idle bot again only when something can have changed for it: an event,
a new rules deadline, or the time the bot itself asked to be woken."""
import math
from dataclasses import dataclass

import pytest

from catalogued import short_options
from game import catalogue
from game.arena import make_driver
from game.core.actions import Stamped
from game.core.driver import Bot, BotDriver, Plan, load_profiles
from game.core.seats import SeatSpec, TableConfig
from game.kit.table import TableSession
from game.core.rng import GameRng
from game.core.state import Action, Event


@dataclass(frozen=True)
class Press(Action):
    seat: int


@dataclass(frozen=True)
class Happened(Event):
    """Anything that happened at the table."""


class Table:
    """A stand-in state: counts how often a seat's view is built."""

    def __init__(self):
        self.deadline = None
        self.views = 0

    def next_deadline(self):
        return self.deadline

    def observe(self, seat):
        self.views += 1
        return seat


class Patient(Bot):
    def __init__(self, wake=math.inf):
        super().__init__(0, load_profiles()["normal"], GameRng(1))
        self.wake = wake
        self.asked = 0
        self.ready = False

    def decide(self, observation, now):
        self.asked += 1
        return Plan(Press(0), now) if self.ready else None

    def wake_at(self, now):
        return now + self.wake


def test_a_bot_that_waits_for_the_table_is_not_asked_again_until_it_changes():
    table, bot = Table(), Patient()
    driver = BotDriver([bot])
    for step in range(10):
        assert driver.due(table, step * 0.1) == []
    assert bot.asked == 1 and table.views == 1
    bot.ready = True
    driver.see([Happened()], 1.0)
    assert driver.due(table, 1.0) == [Stamped(Press(0), t=1.0)] and bot.asked == 2


def test_a_new_rules_deadline_wakes_it_too():
    table, bot = Table(), Patient()
    driver = BotDriver([bot])
    driver.due(table, 0.0)
    table.deadline = 5.0
    driver.due(table, 0.1)
    assert bot.asked == 2


def test_a_bot_asks_to_be_woken_and_the_arena_jumps_there():
    table, bot = Table(), Patient(wake=2.0)
    driver = BotDriver([bot])
    driver.due(table, 0.0)
    assert driver.next_due() == 2.0
    driver.due(table, 1.0)
    assert bot.asked == 1
    driver.due(table, 2.0)
    assert bot.asked == 2


def test_by_default_a_bot_is_asked_at_every_step():
    table, bot = Table(), Patient(wake=0.0)
    driver = BotDriver([bot])
    for step in range(5):
        driver.due(table, step * 0.1)
    assert bot.asked == 5 and driver.next_due() is None


# Gämsh's bots read the clock when they decide (a cue goes stale after a while), so when they
# are asked is part of their play: their `wake_at` names those times and is theirs to test.
ASKED_ANY_TIME = [title for title in catalogue.TITLES if title.id != "gaemsh"]


@pytest.mark.parametrize("title", ASKED_ANY_TIME, ids=lambda title: title.id)
def test_a_titles_bots_asleep_between_changes_play_the_game_they_play_asked_at_every_step(title, monkeypatch):
    """A title's `wake_at` only spares asking: stepped at a table's pace, the same seeded bot
    game has the same log whether its bots sleep as they ask or are asked at every step."""
    def played() -> list:
        levels = ["easy", "normal", "hard", "normal"]
        players = max(2, min(title.counts))
        seats = tuple(SeatSpec("bot", levels[seat % len(levels)]) for seat in range(players))
        session = TableSession(title, TableConfig(seats, short_options(title)), seed=4)
        for _ in range(60 * 60 * 20):  # 20 minutes of game time at most
            if session.is_over():
                break
            session.step(1 / 60)
        return session.match.log

    sleeping = played()
    monkeypatch.setattr(Bot, "wake_at", lambda bot, now: now)
    for kind in {type(bot) for bot in make_driver(title, TableConfig((SeatSpec("bot", "normal"),) * 4, {}), 1).bots.values()}:
        monkeypatch.setattr(kind, "wake_at", lambda bot, now: now)
    assert played() == sleeping and sleeping
