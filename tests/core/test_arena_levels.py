"""The arena's yardstick: the model human takes a seat, seats turn from game to game, and the
win shares count a team once and come with a 95 % interval."""
import pytest
from sequential import share_at_least

from game import arena, catalogue
from game.core.driver import MODEL
from game.core.state import Outcome

TITLES = {title.id: title for title in catalogue.TITLES}  # every title's levels are tuned to the model human
# (listed without loading their data: each test loads what it plays, so collecting costs no data load)


def test_seats_turn_so_the_model_human_sits_everywhere():
    levels = [MODEL, "easy", "easy", "easy"]
    places = {arena.seating(levels, game, rotate=True).index(MODEL) for game in range(4)}
    assert places == {0, 1, 2, 3}
    assert arena.seating(levels, 3, rotate=False) == levels


def report(levels, winners, players):
    outcome = Outcome(scores=(0.0,) * players, winners=winners, reason="")
    return arena.GameReport(seed=1, outcome=outcome, game_seconds=1.0, actions=1, levels=tuple(levels))


def test_a_team_win_counts_once_and_a_shared_win_is_split():
    teams = next(title for title in TITLES.values() if title.teams)  # opposite seats win together
    alone = next(title for title in TITLES.values() if not title.teams and title.min_players >= 3)
    team_win = report([MODEL, "easy", "easy", "easy"], (0, 2), 4)  # the model and its partner
    assert arena.win_share(teams, [team_win], MODEL) == (1.0, 1)
    assert arena.win_share(teams, [team_win], "easy") == (1.0, 1)  # the partner's team won too
    shared = report([MODEL, "hard", "hard"], (0, 1), 3)
    assert arena.win_share(alone, [shared], MODEL) == (0.5, 1)
    assert arena.fair_share(teams, 6) == 1 / 3 and arena.fair_share(alone, 6) == 1 / 6


def test_the_interval_holds_the_share_and_narrows_with_games():
    low, high = arena.wilson(40, 100)
    assert low < 0.4 < high
    wide = high - low
    low, high = arena.wilson(400, 1000)
    assert high - low < wide / 2 and arena.wilson(0, 10)[0] == 0.0


def smallest_contest(title):
    """The smallest player count with an opponent (Altitude also plays solo)."""
    return min(players for players in title.counts if players > 1)


def test_the_model_human_plays_whole_games_in_every_calibrated_title():
    for title in TITLES.values():
        players = smallest_contest(title)
        reports, _ = arena.run(title, 2, 7, [MODEL] + ["normal"] * (players - 1), rotate=True)
        assert all(r.outcome is not None for r in reports), [r.problem for r in reports]
        assert reports[1].levels.index(MODEL) == 1


GAMES = 30  # at most, as a bounded check (tests/sequential.py); the 400-game table is benchmarks/bot_levels.py
FEWER_GAMES = {"altitude": 20}  # its games are slower and its levels far apart (docs/BENCHMARKS.md)


def model_won(title, level, players):
    """game number i -> the model human's share of that game's win (seats turned each game)."""
    data = title.load_data()

    def won(game):
        levels = arena.seating([MODEL] + [level] * (players - 1), game, rotate=True)
        share, games = arena.win_share(title, [arena.play(title, 500 + game, levels, data=data)], MODEL)
        assert games == 1
        return share
    return won


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(TITLES))
def test_the_model_human_beats_easy_bots_and_loses_to_hard_ones(name):
    """It wins at least 1.3 times its fair share against easy bots and at most 0.8 times it
    against hard ones, each decided sequentially over at most GAMES seeded games."""
    title = TITLES[name]
    players = smallest_contest(title)
    fair, most = arena.fair_share(title, players), FEWER_GAMES.get(name, GAMES)
    against_easy = share_at_least(model_won(title, "easy", players), 1.3 * fair, most)
    assert against_easy.passed, against_easy
    won_by_hard = model_won(title, "hard", players)
    against_hard = share_at_least(lambda game: 1.0 - won_by_hard(game), 1.0 - 0.8 * fair, most)
    assert against_hard.passed, against_hard


def test_the_model_human_plays_normal_tactics_at_its_own_speed():
    from game.core.driver import load_profiles
    profiles = load_profiles()
    assert profiles[MODEL].tactics == "normal" and profiles["hard"].tactics == "hard"
    assert profiles[MODEL] != profiles["normal"]
