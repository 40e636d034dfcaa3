"""A seed plus the action log replays every title exactly (saves and replays rely on it)."""
import functools
import json

import pytest

from game import arena, catalogue
from game.core.driver import step_match
from game.core.match import Match
from game.core.seats import SeatSpec, TableConfig


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda t: t.id)
def test_a_bot_game_replays_from_its_text(title):
    players = title.max_players
    config = TableConfig(tuple(SeatSpec("bot", level) for level in ("easy", "hard") * 3)[:players],
                         title.default_options())
    rules, data = title.rules(), title.load_data()
    match = Match(title.id, functools.partial(rules.new_game, data=data), rules.CODEC, config, seed=11)
    driver = arena.make_driver(title, config, 11, data)
    now = 0.0
    while len(match.log) < 150 and not match.state.is_over():
        now += 0.05
        step_match(match, driver, now)
    assert match.log, "the bots made no move"
    replayed = Match.replay(json.loads(json.dumps(match.record())), rules, data=data)
    assert replayed.log == match.log and replayed.now == match.now
    for seat in range(players):
        assert replayed.state.observe(seat) == match.state.observe(seat)
    assert replayed.state.is_over() == match.state.is_over()
