"""The arena's model human for Gambit 7 is built from published estimation data, not from a bot
level (issue 31), and the arena places the levels against it: easy below, normal near, hard above."""
import dataclasses
import functools
import math
import statistics

import pytest
from sequential import share_at_least

from game import arena, catalogue
from game.core.driver import LEVELS, MODEL, load_profiles
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.titles.gambit7 import bots, plausible, questions, yardstick
from game.titles.gambit7 import rules as G

PROFILES = load_profiles()


def test_the_model_humans_spread_on_quantities_is_the_published_one_in_every_category():
    model = G.check_data().board.bots.knowledge(MODEL)
    assert set(model.sigma.values()) == {yardstick.spread()}
    assert yardstick.spread() == 0.91  # the median of 22 published questions (yardstick.PUBLISHED)
    assert len(yardstick.PUBLISHED) == 22 and all(row.spread > 0 for row in yardstick.PUBLISHED)
    normal = G.check_data().board.bots.knowledge("normal")
    judgement = ("shade", "self_trust", "crowd", "weighs_payout", "gambit_confidence", "gambit_leading",
                 "gambit_last_round", "year_sigma")  # what has no published yardstick: normal's
    assert all(getattr(model, name) == getattr(normal, name) for name in judgement)


def test_the_model_humans_estimates_spread_as_the_published_ones_before_the_plausible_range():
    """With no range to redraw in (every range wide open), the model human's estimates of the
    bank's quantities lie around the truth with the published spread (ln scale): it does not
    lean on what a unit usually measures, as bots do, since people's estimates already do."""
    shipped = G.check_data()
    bank = shipped.bank
    wide = dataclasses.replace(shipped.plausible, spread=1e9, least=10 ** 9, units={}, groups={})
    data = dataclasses.replace(shipped, plausible=wide)
    config = TableConfig(seats=(SeatSpec(), SeatSpec()), options={})
    logs = []
    for index in range(3):
        bot = bots.make_bot(0, PROFILES[MODEL], GameRng(f"yardstick-{index}"), config, data)
        for question in bank.values():
            if question.format == "number":
                scale = bot.scale(question)
                logs.append(bot.estimate(question).centre - scale(question.answer))
    quartiles = statistics.quantiles(logs, n=4)
    assert (quartiles[2] - quartiles[0]) / 1.349 == pytest.approx(yardstick.spread(), abs=0.06)
    assert abs(statistics.median(logs)) < 0.06


def test_placement_reads_the_model_humans_interval_against_the_fair_share():
    assert arena.placement(70, 100, 1 / 3) == arena.BELOW  # the model human wins clearly more: the level is below
    assert arena.placement(33, 100, 1 / 3) == arena.NEAR
    assert arena.placement(15, 100, 1 / 3) == arena.ABOVE
    assert arena.placement(3, 10, 1 / 3) == arena.NEAR  # too few games to tell


GAMBIT7 = catalogue.by_id("gambit7")  # its data is loaded by the test, not at collection


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 7])
def test_the_arena_places_easy_below_normal_near_and_hard_above_the_model_human(players):
    """Seeded games, seats turned, the model human at one seat: easy and hard are decided
    sequentially (tests/sequential.py, at most 150 games: a margin of 1.3 and 0.8 times the
    fair share), and so is normal lying within 0.1 of the fair share: at least fair - 0.1 and
    at most fair + 0.1, two sequential tests over the same games (the fixed test it replaces:
    the share of 150 games)."""
    data = GAMBIT7.load_data()
    fair = arena.fair_share(GAMBIT7, players)

    def model_share(level, game):
        levels = arena.seating([MODEL] + [level] * (players - 1), game, rotate=True)
        won, games = arena.win_share(GAMBIT7, [arena.play(GAMBIT7, 900 + game, levels, data=data)], MODEL)
        return won

    easy = share_at_least(lambda game: model_share("easy", game), 1.3 * fair, 150)
    assert easy.passed, easy
    hard = share_at_least(lambda game: 1.0 - model_share("hard", game), 1.0 - 0.8 * fair, 150)
    assert hard.passed, hard
    normal = functools.cache(lambda game: model_share("normal", game))
    above = share_at_least(normal, fair - 0.1, 150)
    assert above.passed, above
    below = share_at_least(lambda game: 1.0 - normal(game), 1.0 - (fair + 0.1), 150)
    assert below.passed, below
