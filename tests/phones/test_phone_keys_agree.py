"""One answer for keys and taps: at every moment worth a look of a whole game of each title,
what a phone can do by tapping and what the seat's keys can do by pressing are the same set
of rules actions, counting what either reaches through the steps of the seat's own controls
(a menu, a page, a cursor, a phone's own first tap); a choice the rules refuse is offered to
no phone (its key says the reason).

Both are read from the seat's one answer (game/kit/controls.py: `Buttons`, `Buttons.taps`);
this test explores each side's steps apart, from the same state, so a choice one side offers
and the other cannot reach fails it."""
from __future__ import annotations

import copy
from collections import deque
from typing import Any, Callable

import pytest
from table_moments import moments, seated

from game import catalogue
from game.input.intents import SEAT_BUTTONS
from game.kit.controls import Buttons, Meaning

DEPTH = 8  # steps deep each side explores (Gämsh's Outgämshed guess by keys is 5 presses away)
SEAT = 0


def offers(buttons: Buttons, keys: bool) -> dict[str, Meaning]:
    """What one side may do now: the seat's live buttons (keys), or a phone's taps."""
    if keys:
        return {button: meaning for button, meaning in buttons.meanings.items()
                if button in SEAT_BUTTONS and meaning.live and not meaning.hold}
    return buttons.taps()


def reach(scene: Any, keys: bool) -> set[Any]:
    """Every rules action one side reaches from the seat's state now by its steps (a typed
    digit is no step worth following: both sides lock the number typed). The seat's controls
    are put back as they were."""
    saved = snapshot(scene)
    actions: set[Any] = set()
    seen: set[Any] = set()
    queue = deque([(saved, 0)])
    while queue:
        state, depth = queue.popleft()
        restore(scene, state)
        buttons = scene.read_buttons(SEAT)
        here = offers(buttons, keys)
        actions |= {meaning.action for meaning in here.values() if meaning.action is not None}
        if depth == DEPTH or buttons.typing:
            continue
        for target, meaning in here.items():
            if meaning.step is None:
                continue
            restore(scene, state)
            step = offers(scene.read_buttons(SEAT), keys)[target].step
            step()
            mark = fingerprint(scene)
            if mark not in seen:
                seen.add(mark)
                queue.append((snapshot(scene), depth + 1))
    restore(scene, saved)
    return actions


def fingerprint(scene: Any) -> Any:
    """The state of the seat's controls and of the phones' choices, as plain values."""
    def plain(value: Any) -> Any:
        if value is scene or value is scene.session:
            return "table"
        if isinstance(value, dict):
            return tuple(sorted((repr(key), plain(item)) for key, item in value.items()))
        if isinstance(value, (set, frozenset)):
            return tuple(sorted(map(repr, value)))
        if isinstance(value, (list, tuple)):
            return tuple(map(plain, value))
        if hasattr(value, "__dict__"):
            return type(value).__name__, plain(vars(value))
        return repr(value)
    return plain(vars(scene.controls)), plain(scene.phones.chosen)


def snapshot(scene: Any) -> tuple[Any, dict[int, str]]:
    """The seat's own controls (the table's `controls`, not the table) and the phones' choices."""
    keep = {id(scene): scene, id(scene.session): scene.session}
    return copy.deepcopy(scene.controls, keep), dict(scene.phones.chosen)


def restore(scene: Any, state: tuple[Any, dict[int, str]]) -> None:
    controls, chosen = state
    scene.controls = copy.deepcopy(controls, {id(scene): scene, id(scene.session): scene.session})
    scene.phones.chosen = dict(chosen)
    scene._buttons.clear()


def alike(title_id: str, scene: Any) -> Callable[[Any], Any]:
    """An action as a meaning: Gambit 7's two chips are alike while both are free (a phone may
    choose the second of two free chips, a key puts down the first)."""
    if title_id != "gambit7":
        return lambda action: action
    chips = scene.session.view(SEAT).chips[SEAT]

    def meaning(action: Any) -> Any:
        if type(action).__name__ == "Bet" and chips[action.chip] is None:
            return ("free chip", action.slot)
        return action
    return meaning


@pytest.mark.parametrize("title_id", [title.id for title in catalogue.TITLES])
def test_a_phones_taps_and_the_keys_reach_the_same_actions_at_every_moment(app, title_id):
    title = catalogue.by_id(title_id)
    scene = seated(app, title, title.max_players)
    looked = acted = 0
    for moment in moments(scene, repeats=1):
        if scene.session.is_over():
            continue
        looked += 1
        as_meaning = alike(title_id, scene)
        by_keys, by_taps = reach(scene, keys=True), reach(scene, keys=False)
        assert {as_meaning(a) for a in by_keys} == {as_meaning(a) for a in by_taps}, moment
        acted += bool(by_keys)
    assert looked > 5 and acted > 0


def test_a_refused_choice_is_offered_to_no_phone():
    """A button the rules refuse now means nothing with their reason, for a key; a phone is
    offered nothing for it, and a step of the keys' own (KEYS_ONLY) is no tap either."""
    from game.core.errors import RuleError
    from game.kit.controls import KEYS_ONLY
    refused = Meaning("", refusal=RuleError("x.refused"), target="card:0:0")
    buttons = Buttons({"slot1": refused, "slot2": Meaning("◄", step=lambda: None, target=KEYS_ONLY),
                       "act": Meaning("go", step=lambda: None)},
                      more={"card:0:1": Meaning("burn", action="burn"), "card:0:2": refused})
    assert set(buttons.taps()) == {"key:act", "card:0:1"}
