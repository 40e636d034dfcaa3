"""The kit's side of "one press, one meaning": the guard against presses that arrive just
after the game changed what a key means (game/kit/controls.py)."""
from game.kit.controls import LATE, Buttons, Guard, Meaning, nothing


def step() -> None:
    """A stand-in for a change of the seat's own controls."""


def buttons(**labels: str) -> Buttons:
    return Buttons({button: Meaning(label, action=("act", label)) for button, label in labels.items()})


def test_a_press_just_after_the_game_changed_a_key_keeps_the_old_meaning():
    guard = Guard()
    guard.note(0, buttons(act="lock in"), now=1.0, by_seat=False)
    guard.note(0, buttons(act="lock bets"), now=2.0, by_seat=False)
    assert guard.late(0, "act", 2.0 + LATE / 2) == ("action", "lock in")
    assert guard.late(0, "act", 2.0 + LATE + 0.01) is None


def test_a_key_that_just_gained_a_meaning_takes_the_first_press_at_once():
    guard = Guard()
    guard.note(0, Buttons({"act": nothing()}), now=1.0, by_seat=False)
    guard.note(0, buttons(act="Jostle!"), now=1.01, by_seat=False)
    assert guard.late(0, "act", 1.02) is None


def test_a_change_the_seat_made_itself_arms_nothing():
    guard = Guard()
    guard.note(0, buttons(slot1="burn 1"), now=1.0, by_seat=False)
    guard.note(0, Buttons({"slot1": Meaning("peek 1", step=step)}), now=1.1, by_seat=True)
    assert guard.late(0, "slot1", 1.15) is None


def test_another_seats_change_is_its_own():
    guard = Guard()
    for seat in (0, 1):
        guard.note(seat, buttons(act="draw"), now=1.0, by_seat=False)
    guard.note(1, buttons(act="discard"), now=1.1, by_seat=False)
    assert guard.late(0, "act", 1.2) is None
    assert guard.late(1, "act", 1.2) == ("action", "draw")


def test_the_same_words_and_kind_are_no_change():
    guard = Guard()
    guard.note(0, buttons(slot1="drop 1"), now=1.0, by_seat=False)
    guard.note(0, buttons(slot1="drop 1"), now=1.1, by_seat=False)
    assert guard.late(0, "slot1", 1.15) is None


def test_only_live_buttons_reach_the_hint():
    seat = Buttons({"slot1": Meaning("take", action=("take",)), "slot2": nothing(), "alt": Meaning("back", step=step)})
    assert seat.labels() == {"slot1": "take", "alt": "back"}
