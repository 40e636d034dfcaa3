"""Gämsh Alpin's guided first game (game/titles/gaemsh/guide.py): played by a learner who
follows only the guide's pointers, it shows each rule it promises as it happens at the table:
your quartet and your signal, your partner's shout, your shout on your partner's signal, and a
Counter Gämsh at the other team."""
from __future__ import annotations

import pygame
import pytest
from guiding import covers, follow

from game import catalogue
from game.shell import learn
from game.shell.menu import MenuScene
from game.titles.gaemsh import layout, rules


def play(app, devices):
    app.push(MenuScene(app))
    table = learn.start(app, catalogue.by_id("gaemsh"), list(devices))
    seen = []
    original = table.take
    table.take = lambda events: (seen.extend(events), original(events))
    follow(app, table, drawn=False)
    return table, seen


def of(seen, kind):
    return [event for event in seen if type(event).__name__ == kind]


def test_the_guided_game_shows_the_signal_the_shouts_and_the_counter_call(app):
    table, seen = play(app, ["kb1"])
    assert [(s.seat, s.emote) for s in of(seen, "SignalChosen")] == [(0, "wink")]  # your team chose the wink
    takes = of(seen, "Taken")
    assert (0, "alphorn-night") in [(t.seat, t.card) for t in takes]
    winks = [e for e in of(seen, "Emoted") if e.emote == "wink"]
    assert [e.seat for e in winks] == [0, 2]  # you signal in round 1, your partner in round 2
    calls = [(c.seat, c.kind, c.right) for c in of(seen, "Called")]
    assert calls == [(2, "gaemsh", True), (0, "gaemsh", True), (0, "counter", True)]
    reveal = of(seen, "Called")[-1].hands
    assert rules.has_quartet(reveal[3])  # Bot 4 held the Cowbells the counter call named
    assert table.session.outcome().winners == (0, 2)  # you and your partner


def test_two_learners_play_as_partners_one_shouting_on_the_others_signal(app):
    table, seen = play(app, ["kb1", "kb2"])
    assert table.session.humans == {0: "kb1", 2: "kb2"}
    calls = [(c.seat, c.kind) for c in of(seen, "Called")]
    assert calls == [(2, "gaemsh"), (0, "gaemsh"), (0, "counter")]  # the second learner shouted in round 1
    assert any(e.seat == 2 and e.emote == "wink" for e in of(seen, "Emoted"))  # and signalled in round 2


def needed(table):
    """What a Gämsh step needs seen: the signal choice while it covers the table, else every
    seat's panel (cards, signals), the centre, the points and the emotes list."""
    choice = table.signal_choice_rects()
    if choice:
        return {f"the signal choice {index}": rect for index, rect in enumerate(choice)}
    players = table.session.players
    count = len(table.session.public_view().table)
    centre = [pygame.Rect((0, 0), layout.card_size(pos)) for pos in range(count)]
    for pos, card in enumerate(centre):
        card.center = tuple(map(round, layout.table_point(pos, count)))
    return {**{f"panel of seat {seat}": table.panel_rect(seat) for seat in range(players)},
            "the centre": centre[0].unionall(centre[1:]), "the points": layout.score_box(players // 2),
            "the emotes": layout.RECENT_BOX}


@pytest.mark.parametrize("devices", [("kb1",), ("kb1", "kb2")], ids=["one", "two"])
def test_the_guides_box_covers_nothing_a_step_needs_seen(app, devices):
    """At 1280x720 and 960x540, every step and its after-words: the box leaves the panels, the
    centre, the points, the emotes, the learners' keys and the banners on show (the end's)."""
    app.push(MenuScene(app))
    table = learn.start(app, catalogue.by_id("gaemsh"), list(devices))
    problems = covers(app, table, needed)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("devices", [("kb1",), ("kb1", "kb2")], ids=["one", "two"])
def test_the_welcome_rings_nothing_under_the_signal_choice(app, devices):
    """Play-test: the first step points at your partner's seat, but the team's signal choice
    covers the table then: the ring stood on the choice's heading and emotes and its line ran
    down through its words. While the choice covers the seats, the guide rings none of them."""
    from guiding import wait
    from game.kit.guide import pointed
    app.push(MenuScene(app))
    table = learn.start(app, catalogue.by_id("gaemsh"), list(devices))
    wait(app, 0.3)
    assert table.run.step.id == "welcome" and table.signal_choice_rects()
    ring = pointed(table)
    assert ring is None or ring.collidelist(table.signal_choice_rects()) < 0, ring
