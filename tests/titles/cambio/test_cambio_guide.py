"""Cambio's guided first game (game/titles/cambio/guide.py): played by a learner who follows
only the guide's pointers, it reaches every rule the guide promises, each as it should happen
at the table."""
from __future__ import annotations

from guiding import follow

from game import catalogue
from game.shell import learn
from game.shell.menu import MenuScene


def start(app, devices=("kb1",)):
    app.push(MenuScene(app))
    return learn.start(app, catalogue.by_id("cambio"), list(devices))


def test_the_guided_game_shows_each_rule_as_it_happens(app):
    table = start(app)
    seen = []
    original = table.take
    table.take = lambda events: (seen.extend(events), original(events))
    follow(app, table, drawn=False)
    kinds = [type(event).__name__ for event in seen]
    burns = [event for event in seen if type(event).__name__ == "Burned"]
    assert [(b.seat, b.owner, b.slot) for b in burns] == [(0, 0, 0), (2, 0, 2)]  # your 5, then Bot 3 burns your 7
    wrong = [event for event in seen if type(event).__name__ == "BurnFailed"]
    assert [(w.seat, w.card) for w in wrong] == [(2, "eicheln-under")]
    assert any(type(e).__name__ == "PenaltyCard" and e.seat == 2 for e in seen)  # the wrong burn's penalty
    assert any(type(e).__name__ == "GaveBack" and e.owner == 0 for e in seen)
    peeks = [(e.seat, e.owner, e.slot) for e in seen if type(e).__name__ == "Peeked" and e.card]
    assert peeks == [(2, 0, 2), (0, 0, 0)]
    assert "Swapped" in kinds and "Called" in kinds
    scored = next(e for e in seen if type(e).__name__ == "RoundScored")
    assert scored.caller == 0 and scored.caller_won and scored.sums[0] == min(scored.sums)
    assert table.session.outcome().winners == (0,)


def test_with_two_learners_no_step_points_under_the_look_away_card(app):
    """Two learners share the screen, so the opening look shows the "look away" card over the
    piles: no step the learners read may point at what it covers (a step waiting for the table,
    the first card's flip, rings the discard a moment before the card goes)."""
    from game.kit.guide import Read, pointed
    from game.titles.cambio.layout import AWAY
    table = start(app, ("kb1", "kb2"))
    hidden = []

    def check(table):
        ring = pointed(table)
        reading = isinstance(table.run.condition(table.run.step), Read)
        if reading and table.look_turn() is not None and ring is not None and ring.colliderect(AWAY):
            hidden.append(table.run.step.id)

    follow(app, table, on_step=check, drawn=False)
    assert table.session.humans == {0: "kb1", 1: "kb2"} and not hidden, hidden


def test_with_two_learners_the_cards_one_looked_at_are_named_only_while_they_hold_the_look(app, monkeypatch):
    """The guide names the card a learner just looked at ("A Rosen 7: 7 points"): with two
    learners on one screen (peek privacy) the box asks that learner to hold the look instead,
    and names the card only while they hold it; alone, it names it at once."""
    from game.kit import guide
    real = guide.shown_words
    for devices in (("kb1", "kb2"), ("kb1",)):
        table = start(app, devices)
        shown, while_looking = [], []

        def record(table):
            words = real(table)
            reader = table.run.reader(table.run.step)
            if reader in table.looking:  # the learner holds the look (a look happens only so)
                while_looking.append(words)
                return words
            if "for your eyes only" in words:
                table.looking.add(reader)  # as while the reader holds the look
                while_looking.append(real(table))
                table.looking.discard(reader)
            shown.append(words)
            return words

        monkeypatch.setattr(guide, "shown_words", record)
        # each frame the learner's play draws shows only what this test reads: the guide's words
        monkeypatch.setattr(app, "draw", lambda: table.run.phase != "done" and guide.shown_words(table))
        follow(app, table)
        named = [words for words in shown if "Rosen 7" in words or "Schellen 2" in words]
        if len(devices) == 2:
            assert not named and any("Rosen 7" in words for words in while_looking)
        else:
            assert named and not while_looking
        while app.stack:
            app.pop()


def test_the_last_step_names_the_target_the_lobby_has(app):
    """Play-test: the guide's last words said "50 points" whatever the lobby's target. The
    lobby's choice (75 here) is remembered as "Learn" starts the guide, and the words say it."""
    from game.shell.lobby import LobbyScene
    app.push(MenuScene(app))
    lobby = LobbyScene(app, catalogue.by_id("cambio"))
    app.push(lobby)
    lobby.join("kb1")
    option = next(value for kind, value in lobby.rows if kind == "option" and value.key == "target")
    lobby.change(("option", option), 1)
    assert lobby.options["target"] == 75
    lobby.confirm(("learn", None))
    table = app.top
    end = next(step for step in table.run.guide.steps if step.id == "end")
    words = table.run.words(end)
    assert "75 points" in words and "50" not in words
