"""Cambio's burns are races (its descriptor's `races`): a burn from a far phone that its player
pressed first beats a nearer seat's later one, whichever arrived first (game/kit/races.py)."""
from __future__ import annotations

from driving import push_table

from game import catalogue
from game.titles.cambio import rules
from game.titles.cambio.positions import _help_deal

FRAME = 1 / 60


def burn_table(app, far: float):
    """Seats 0 and 1 people (seat 0's link `far`: how long after a moment its press may still
    come), seat 2 a bot; a Rosen 9 on the discard and seat 0's Schellen 9 top left."""
    title = catalogue.by_id("cambio")
    table = push_table(app, title, title.scene_class(), 3, humans={0: "kb1", 1: "kb2"}, state=_help_deal(rules.check_data(), "rosen-9"))
    table.session.races.allowance = lambda seat: far if seat == 0 else 0.0
    app.frame(FRAME)
    return table


def burns(table) -> list[int]:
    return [action.seat for action in table.session.match.actions() if isinstance(action, rules.Burn)]


def test_an_earlier_burn_from_a_far_phone_beats_a_nearer_later_one(app):
    table = burn_table(app, far=0.1)
    assert table.submit(1, rules.Burn(1, 0, 0))  # the near seat burns seat 0's 9 now
    near = table.session.races.held[0].press.t
    assert burns(table) == []  # held: seat 0's press claiming an earlier moment may still come
    app.frame(FRAME)
    assert table.session.match.state.now <= near  # the rules' clock waits at the earliest held press
    table.ago = 0.05  # the far seat's own burn, pressed 50 ms before it was taken
    assert table.submit(0, rules.Burn(0, 0, 0))
    for _ in range(12):
        app.frame(FRAME)
    assert burns(table) == [0] and not table.session.races.held  # seat 0 first; seat 1's burn found no card
    assert [toast.seat for toast in table.toasts] == [1]


def test_without_a_far_link_a_burn_is_taken_at_once(app):
    table = burn_table(app, far=0.0)
    assert table.submit(1, rules.Burn(1, 0, 0))
    assert burns(table) == [1] and not table.session.races.held
