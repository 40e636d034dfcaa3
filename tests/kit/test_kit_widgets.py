"""The kit's input widgets and table log, by their rules (no window needed for the logic)."""
from hypothesis import given, strategies as st

from game.kit.cursor import Cursor
from game.kit.entry import NumberEntry, presses
from game.kit.log import KEEP, TableLog


def typed(value: int) -> NumberEntry:
    """Type `value` the way `presses` counts it: each digit the shorter way round."""
    entry = NumberEntry()
    for index, digit in enumerate(str(value)):
        if index:
            assert entry.press("slot4")
        button, turns = ("slot1", int(digit)) if int(digit) <= 5 else ("slot3", 10 - int(digit))
        for _ in range(turns):
            entry.press(button)
    return entry


def test_a_year_takes_eight_presses_and_others_see_dots():
    entry = typed(1291)
    assert entry.value == 1291 and presses(1291) == 8
    assert entry.shown(True) == "1291" and entry.shown(False) == "••••"


def test_digits_wrap_delete_and_no_leading_zero():
    entry = NumberEntry()
    assert entry.press("slot3") and entry.value == 9
    assert entry.press("slot1") and entry.value == 0
    assert not entry.press("slot4")  # "00" is no number: nothing to start
    entry.press("slot1"), entry.press("slot4"), entry.press("slot4")
    assert entry.value == 100
    assert entry.press("slot2") and entry.value == 10
    entry.press("slot2"), entry.press("slot2")
    assert entry.value == 0 and not entry.press("slot2")


def test_the_limit_is_ten_to_the_twelve():
    entry = typed(10 ** 12)
    assert entry.value == 10 ** 12
    assert not entry.press("slot4") and not entry.press("slot1")
    assert entry.value == 10 ** 12


@given(st.integers(min_value=0, max_value=10 ** 12))
def test_any_whole_number_up_to_the_limit_can_be_typed(value):
    assert typed(value).value == value


def grid() -> Cursor:
    return Cursor({(x, y): (100 * x, 100 * y) for x in range(3) for y in range(3)}, at=(0, 0))


def test_cursor_moves_straight_and_counts_presses():
    cursor = grid()
    assert cursor.move("slot4") and cursor.at == (1, 0)
    assert cursor.move("slot3") and cursor.at == (1, 1)
    assert not grid().move("slot1")  # nothing above the top row
    assert grid().presses_to((2, 2)) == 4 and grid().presses_to((0, 0)) == 0


def test_cursor_prefers_the_place_straight_ahead_over_a_nearer_one_aside():
    cursor = Cursor({"here": (0, 0), "aside": (40, 35), "ahead": (90, 0)}, at="here")
    assert cursor.move("slot4") and cursor.at == "ahead"


def test_log_keeps_the_newest_lines():
    log = TableLog()
    for n in range(KEEP + 5):
        log.add(f"line {n}", at=float(n), seat=n % 3)
    assert len(log.lines) == KEEP and log.last(2)[-1].words == f"line {KEEP + 4}"
    assert log.last(0) == []
