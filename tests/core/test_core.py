from dataclasses import dataclass

import pytest

from game.core.actions import Codec, stamp_key
from game.core.rng import GameRng
from game.core.seats import teams_opposite


@dataclass(frozen=True)
class Drop:
    seat: int
    slot: int
    t: float = 0.0
    order: int = 0


@dataclass(frozen=True)
class Say:
    seat: int
    words: str
    cards: tuple = ()


CODEC = Codec([Drop, Say])


def test_actions_round_trip_through_text():
    for action in (Drop(1, 2, 3.25, 7), Say(0, "Gämsh! (\"x\")", ((1, "a"), (2, "b")))):
        assert CODEC.loads(CODEC.dumps(action)) == action


@pytest.mark.parametrize("text", ["__import__('os')", "Drop(1, 2)", "Nope(seat=1)", "Drop(seat=len('x'))", "1+",
                                  "Drop(seat='1', slot=2)", "Drop(seat=True, slot=2)", "Drop(seat=1)",
                                  "Drop(seat=1, slot=2, colour=3)", "Drop(seat=1, slot=2, t=None)",
                                  "Drop(**{'seat': 1, 'slot': 2})", "Say(seat=0, words=('a',))",
                                  "Drop(seat=1, slot=" + "(" * 300 + "1" + ")" * 300 + ")"])
def test_codec_refuses_anything_but_named_literals(text):
    with pytest.raises(ValueError):
        CODEC.loads(text)


def test_races_resolve_by_time_then_queue_order():
    presses = [Drop(2, 0, 1.0, 5), Drop(1, 0, 1.0, 4), Drop(0, 0, 0.9, 9)]
    assert [a.seat for a in sorted(presses, key=stamp_key)] == [0, 1, 2]


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
