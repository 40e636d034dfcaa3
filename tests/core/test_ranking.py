from game.core.ranking import placings
from game.core.state import Outcome


def test_high_scores_rank_first_and_ties_share_a_rank():
    rows = placings(Outcome(scores=(5, 9, 5, 2), winners=(1,), reason=""))
    assert [(r.rank, r.seats, r.won) for r in rows] == [(1, (1,), True), (2, (0,), False), (2, (2,), False),
                                                        (4, (3,), False)]


def test_lowest_total_wins_when_the_winner_holds_it():
    rows = placings(Outcome(scores=(40, 12, 55), winners=(1,), reason=""))
    assert [r.seats for r in rows] == [(1,), (0,), (2,)] and rows[0].won


def test_teams_are_one_row_and_a_shared_win_is_a_shared_first_place():
    outcome = Outcome(scores=(9, 9, 4, 9, 9, 4), winners=(0, 1, 3, 4), reason="")
    rows = placings(outcome, teams=[0, 1, 2, 0, 1, 2])
    assert [(r.rank, r.seats, r.won) for r in rows] == [(1, (0, 3), True), (1, (1, 4), True), (3, (2, 5), False)]
