"""The command line: arena runs bot games and refuses bad arguments with a clear message."""
import pytest

from game.__main__ import main


def test_arena_plays_games_and_reports_per_seat(capsys):
    assert main(["arena", "stafette", "--games", "3", "--seed", "1", "--players", "3", "--bots", "easy,normal,hard"]) == 0
    out = capsys.readouterr().out
    assert "stafette: 3 games, 3 players, seed 1" in out
    assert "seat 3 (hard): wins" in out and "games per second; 0 games without a valid outcome" in out


def test_arena_seats_the_model_human_and_reports_its_win_share(capsys):
    assert main(["arena", "cambio", "--games", "2", "--players", "2", "--bots", "model,hard", "--rotate"]) == 0
    out = capsys.readouterr().out
    assert "model: win share" in out and "hard: win share" in out and "fair share of a seat 50.0%" in out


@pytest.mark.parametrize("args, message", [
    (["arena", "no-such-title"], "unknown title"),
    (["arena", "stafette", "--games", "0"], "--games must be 1 or more"),
    (["arena", "gaemsh", "--players", "5"], "played by 4, 6 players, not 5"),
    (["arena", "stafette", "--bots", "expert"], "--bots takes one level"),
    (["arena", "stafette", "--players", "3", "--bots", "easy,hard"], "--bots takes one level or 3 levels"),
])
def test_arena_refuses_bad_arguments(capsys, args, message):
    assert main(args) == 2
    assert message in capsys.readouterr().err
