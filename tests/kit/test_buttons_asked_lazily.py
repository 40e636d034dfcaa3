"""The kit asks a table's human seats' buttons again only when something they are read from
changed (game/kit/table.py, `buttons_may_have_moved`), no longer at every fixed step, and
takes the seats' views for that check again only when they may have changed
(`TableSession.seen`). Checked against asking at every step, as the kit did before: while two
people play each title by its hints, every answer the kit kept through a step is what the
title answers afresh after it, and what the seats see is what their views taken again show."""
from __future__ import annotations

import pytest

from catalogued import short_options
from controls_probe import play_by_hints
from driving import push_table
from game import catalogue
from game.kit.controls import Buttons
from game.core.seats import SeatSpec, TableConfig
from game.kit.table import TableSession, timeless

TWO = {0: "kb1", 1: "kb2"}


def answer(buttons: Buttons) -> tuple:
    """All a seat sees of its buttons and all a press follows: mode, idle words, menu title,
    and each button's words, kind, action, gesture and refusal (its reason and words)."""
    meanings = {button: (meaning.label, meaning.kind, meaning.action, meaning.hold,
                         None if meaning.refusal is None else (meaning.refusal.reason, meaning.refusal.params))
                for button, meaning in buttons.meanings.items()}
    return buttons.mode, buttons.idle, buttons.title, meanings


def seen_afresh(session, seats) -> tuple:
    """What `TableSession.seen(seats)` answers, every view taken again now."""
    views = [session.public_view(), *(session.view(seat) for seat in seats)]
    sights = [timeless(view, session.match.now) for view in views]
    return len(session.match.log), tuple(shape for shape, _ in sights), sum((signs for _, signs in sights), ())


def checked_at_every_step(scene, every: int = 1) -> dict[str, int]:
    """After every `every`-th step of `scene`, what the seats see (as the kit kept it) is
    compared with their views taken again, and each human seat's kept answer with the title's
    answer read afresh; returns how many kept answers were compared, and how many of them the
    kit had kept through the step without asking (the steps it spared)."""
    update = scene.update
    counts = {"compared": 0, "spared": 0, "steps": 0}

    def checking(dt: float) -> None:
        asked_before = scene._asked
        update(dt)
        counts["steps"] += 1
        if counts["steps"] % every:
            return
        session = scene.session
        assert session.seen(session.humans) == seen_afresh(session, session.humans), \
            f"at {session.clock:.3f} s the kept views are not what the seats see now"
        for seat in scene.session.humans:
            kept = scene._buttons.get(seat)
            if kept is None:
                continue
            del scene._buttons[seat]
            fresh = scene.buttons(seat)
            scene._buttons[seat] = kept
            assert answer(fresh) == answer(kept), \
                f"at {scene.session.clock:.3f} s seat {seat}'s kept buttons {answer(kept)} are not {answer(fresh)}"
            counts["compared"] += 1
            asked = scene._asked
            counts["spared"] += asked is asked_before and asked is not None and asked[1].get(seat) is kept

    scene.update = checking
    return counts


def play_checked(app, title, seconds: float, seed: int, drawn: bool = True, every: int = 1) -> dict[str, int]:
    """Two people play `title` by its hints for `seconds`, the kept answers checked after every
    `every`-th step; `drawn`: the app draws its frames (and the hint play checks the hints
    drawn), else nothing is drawn: the buttons and views checked do not depend on drawing."""
    app.settings.privacy = "peek"
    players = max(title.default_players, min(n for n in title.counts if n >= len(TWO)))
    scene = push_table(app, title, title.scene_class(), players, TWO, seed=seed,
                       options=short_options(title))
    if not drawn:
        app.draw = lambda: None
        scene.draw = lambda surface: None
    counts = checked_at_every_step(scene, every)
    play_by_hints(app, scene, seconds, seed=seed)
    return counts


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda title: title.id)
def test_buttons_kept_between_steps_are_what_asking_again_gives(app, title):
    counts = play_checked(app, title, 20.0, seed=3)
    assert counts["compared"] > 1000
    assert counts["spared"] > counts["compared"] // 2, "the kit asks again at most steps"


# Sized by what finds bugs (docs/BENCHMARKS.md, branch cost): each planted laziness bug a
# title's play caught in 60 s at seeds 1-4 was caught within 38.3 s (the latest: `seen`
# ignoring the time the views change at, in Gämsh at seed 4); 1.4 times that, four seeds.
# (It was 400 s at seeds 1 and 2: every bug it caught, caught within 23 s.)
LONG_PLAY = 55.0
LONG_SEEDS = [1, 2, 3, 4]
LONG_EVERY = 4  # a kept answer stays wrong until the next press or move, dozens of steps: 1 step in 4 sees it


@pytest.mark.slow
@pytest.mark.parametrize("seed", LONG_SEEDS)
@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda title: title.id)
def test_buttons_kept_over_long_play_are_what_asking_again_gives(app, title, seed):
    """The long play undrawn and checked at every fourth step (docs/incoming/lean.md: each
    planted laziness bug the every-step drawn play caught is caught here within 3 steps of it)."""
    counts = play_checked(app, title, LONG_PLAY, seed=seed, drawn=False, every=LONG_EVERY)
    assert counts["compared"] > 100  # (a Gämsh game may end within seconds)


# Sized by what finds bugs (docs/BENCHMARKS.md, branch costguide): each laziness bug planted in
# `TableSession.seen` that this bot game caught in 90 s was caught within 21.1 s (`seen`
# ignoring the time the views change at, in Gämsh); 1.4 times that. (It was 90 s.)
BOT_PLAY = 30.0


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda title: title.id)
def test_the_kept_views_are_what_the_seats_see_through_a_bot_game(title):
    """Bots play (Gämsh's emote and leave the views after a while, Cambio's peeked cards show
    for a while: times no view names); at every step of 1/120 s what seats 0 and 1 see, as
    the session kept it, is what their views taken again show."""
    players = max(title.default_players, 2)
    seats = tuple(SeatSpec("bot", "normal") for _ in range(players))
    session = TableSession(title, TableConfig(seats, short_options(title)), seed=2)
    kept = 0
    while session.clock < BOT_PLAY and not session.is_over():
        session.step(1 / 120)
        before = session._sight
        assert session.seen((0, 1)) == seen_afresh(session, (0, 1)), f"at {session.clock:.3f} s"
        kept += session._sight is before
    assert kept > session.clock * 60, "the views are taken again at most steps"


def test_a_time_a_view_names_counts_when_the_clock_passes_it():
    """A window that opens or closes with no event (Cambio's burn window holds the next turn
    until a time) changes what the seats see: the clock before, at and after a time a view
    names gives three answers; the clock alone moving gives one."""
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class View:
        now: float
        opens_at: float
        cards: tuple[str, ...]

    seen = [timeless(View(now, 2.0, ("a",)), now) for now in (1.0, 1.5, 2.0, 2.5, 3.0)]
    assert seen[0] == seen[1] != seen[2] != seen[3] == seen[4]
    assert seen[0] != seen[3]
