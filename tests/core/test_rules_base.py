"""The rules base every title's state builds on (game/core/state.py): actions and events of
one shape, and what comes from outside checked at the boundary: a wrong type is a refusal,
never a TypeError."""
import dataclasses
import math

import pytest

from game import catalogue
from game.core.errors import RuleError
from game.core.rng import GameRng
from game.core.seats import SeatSpec, TableConfig
from game.core.state import Action, Event, Facts, SeatView, State

TITLES = catalogue.TITLES
WRONG = (True, False, math.nan, math.inf, -math.inf, 1.5, "x", None, (1,), 10 ** 30)


def new_state(title, players=None, seed=3):
    players = players or title.default_players
    data = title.load_data()
    config = TableConfig(tuple(SeatSpec("bot", "normal") for _ in range(players)),
                         title.prepare_options(title.default_options(), seed, data))
    return title.rules().new_game(config, seed, data=data)


@pytest.mark.parametrize("title", TITLES, ids=lambda t: t.id)
def test_actions_and_events_have_one_shape(title):
    rules = title.rules()
    events = [kind for kind in rules.CODEC._classes.values() if kind not in rules.ACTIONS]
    for kind in rules.ACTIONS:
        names = [field.name for field in dataclasses.fields(kind)]
        assert issubclass(kind, Action) and names[0] == "seat" and not {"t", "order"} & set(names), kind
    for kind in events:
        assert issubclass(kind, Event) and "audience" in [field.name for field in dataclasses.fields(kind)], kind
    assert isinstance(new_state(title), State)


@pytest.mark.parametrize("title", TITLES, ids=lambda t: t.id)
def test_every_view_declares_its_facts(title):
    """Each seat's view and the public one give phase, turn, timers and running scores as
    `Facts` (what the phone's readout tells), of the declared types."""
    state = new_state(title)
    for view in [state.observe(seat) for seat in range(state.players)] + [state.public_view()]:
        assert isinstance(view, SeatView), type(view)
        facts = view.facts()
        assert type(facts) is Facts and facts.now == state.now and facts.phase
        assert facts.turn is None or 0 <= facts.turn < state.players
        assert all(isinstance(name, str) and (at is None or isinstance(at, (int, float))) for name, at in facts.timers)
        assert not facts.scores or -len(facts.scores) <= facts.own < len(facts.scores)


@pytest.mark.parametrize("title", TITLES, ids=lambda t: t.id)
def test_an_ill_typed_field_is_refused_not_raised(title):
    """Every field of every listed action, set to each value of another type, a bool for a
    number, NaN or infinity: the checked `apply` refuses it with a RuleError, state unchanged."""
    state = new_state(title)
    seen = set()
    for seat in range(state.players):
        for action in state.candidates(seat):
            for field in dataclasses.fields(action):
                for wrong in WRONG:
                    bad = dataclasses.replace(action, **{field.name: wrong})
                    if (type(bad), field.name, repr(wrong)) in seen:
                        continue
                    seen.add((type(bad), field.name, repr(wrong)))
                    refused = state.refusal(bad)  # never raises, whatever the value
                    if not _fits(action, field.name, wrong):
                        assert isinstance(refused, RuleError), bad
                        with pytest.raises(RuleError):
                            state.apply(bad)
    assert seen


def _fits(action, name, wrong):
    """The value happens to be of the field's own type and finite (10**30 for an int, or a
    whole number for a time), or the field takes either a number or a word (Gambit 7's slot)."""
    value, kind = getattr(action, name), next(f.type for f in dataclasses.fields(action) if f.name == name)
    if isinstance(wrong, float) and not math.isfinite(wrong):
        return False
    return type(wrong) is type(value) or (type(value) is float and type(wrong) is int) or \
        ("|" in str(kind) and type(wrong) in (int, str))


def test_a_gaemsh_verdict_of_nan_is_refused():
    rules = catalogue.by_id("gaemsh").rules()
    state = new_state(catalogue.by_id("gaemsh"))
    assert isinstance(state.refusal(rules.Verdict(0, math.nan)), RuleError)
    assert isinstance(state.refusal(rules.Verdict(0, 1)), RuleError)


def test_gambit7_advances_to_infinity_and_returns():
    title = catalogue.by_id("gambit7")
    state = new_state(title, 3)
    rng = GameRng(1)
    while not state.is_over():
        state.advance(math.inf)
        for seat in range(3):
            action = state.sample_action(seat, rng)
            if action is not None:
                state.apply(action)
    assert state.advance(math.inf) == []


def test_a_state_without_a_handler_for_an_action_is_refused_at_import():
    @dataclasses.dataclass(frozen=True)
    class Nod(Action):
        seat: int

    with pytest.raises(TypeError, match="_do_nod"):
        type("NoHandler", (State,), {"actions": (Nod,), "unknown": "x"})


def test_an_action_carrying_its_press_time_is_refused_at_import():
    """The press's time and order travel in the match's envelope (`Stamped`), not in the move."""
    @dataclasses.dataclass(frozen=True)
    class Nod(Action):
        seat: int
        t: float = 0.0
        order: int = 0

    with pytest.raises(TypeError, match="without the press's t and order"):
        type("Stamping", (State,), {"actions": (Nod,), "unknown": "x", "_do_nod": lambda self, action: []})
