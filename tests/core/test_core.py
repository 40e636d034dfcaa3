from dataclasses import dataclass

import pytest

from game.core.actions import Codec, Stamped, stamp_key
from game.core.rng import GameRng
from game.core.seats import teams_opposite


@dataclass(frozen=True)
class Drop:
    seat: int
    slot: int


@dataclass(frozen=True)
class Say:
    seat: int
    words: str
    cards: tuple = ()


CODEC = Codec([Drop, Say])


def test_actions_round_trip_through_text():
    for action in (Drop(1, 2), Say(0, "Gämsh! (\"x\")", ((1, "a"), (2, "b")))):
        assert CODEC.loads(CODEC.dumps(action)) == action


@pytest.mark.parametrize("text", ["__import__('os')", "Drop(1, 2)", "Nope(seat=1)", "Drop(seat=len('x'))", "1+",
                                  "Drop(seat='1', slot=2)", "Drop(seat=True, slot=2)", "Drop(seat=1)",
                                  "Drop(seat=1, slot=2, colour=3)", "Drop(seat=1, slot=2, t=None)",
                                  "Drop(**{'seat': 1, 'slot': 2})", "Say(seat=0, words=('a',))",
                                  "Drop(seat=1, slot=" + "(" * 300 + "1" + ")" * 300 + ")"])
def test_codec_refuses_anything_but_named_literals(text):
    with pytest.raises(ValueError):
        CODEC.loads(text)
    with pytest.raises(ValueError):
        CODEC.loads_stamped(text)


def test_a_press_is_written_as_its_action_with_time_and_order_last():
    """The log's text form of a press is the one saves have always held."""
    press = Stamped(Drop(1, 2), 3.25, 7)
    assert CODEC.dumps(press) == "Drop(seat=1, slot=2, t=3.25, order=7)"
    assert CODEC.loads_stamped(CODEC.dumps(press)) == press
    assert CODEC.loads_stamped("Drop(seat=1, slot=2)") == Stamped(Drop(1, 2), 0.0, 0)
    for text in ("Drop(seat=1, slot=2, t='1')", "Drop(seat=1, slot=2, order=0.5)", "Drop(seat=1, slot=2, t=True)"):
        with pytest.raises(ValueError):
            CODEC.loads_stamped(text)


def test_races_resolve_by_time_then_queue_order():
    presses = [Stamped(Drop(2, 0), 1.0, 5), Stamped(Drop(1, 0), 1.0, 4), Stamped(Drop(0, 0), 0.9, 9)]
    assert [press.action.seat for press in sorted(presses, key=stamp_key)] == [0, 1, 2]


def test_same_seed_same_draws_and_children_independent():
    a, b = GameRng(7), GameRng(7)
    deck_a, deck_b = list(range(40)), list(range(40))
    a.shuffle(deck_a)
    b.child("bot-1").random()  # a bot's thinking never shifts the game's own draws
    b.shuffle(deck_b)
    assert deck_a == deck_b
    twin = a.clone()
    assert [a.randint(1, 6) for _ in range(20)] == [twin.randint(1, 6) for _ in range(20)]


def test_partners_sit_opposite():
    assert teams_opposite(4) == [0, 1, 0, 1]
    assert teams_opposite(6) == [0, 1, 2, 0, 1, 2]
