"""The kit's input widgets and table log, by their rules (no window needed for the logic)."""
from hypothesis import given, strategies as st

from game.kit.cursor import Cursor
from game.kit.entry import CELLS, PAD, ROWS, NumberEntry, presses
from game.kit.log import KEEP, TableLog


def typed(value: int) -> NumberEntry:
    """Type `value` on the keypad the way `presses` counts it: a row and a cell a digit,
    "000" where three zeros follow the first digit."""
    entry, written, index, pressed = NumberEntry(), str(value), 0, 0
    while index < len(written) and value:
        cell = "000" if index and written.startswith("000", index) else written[index]
        row = next(number for number, cells in enumerate(PAD) if cell in cells)
        assert entry.press(ROWS[row]) and entry.press(CELLS[PAD[row].index(cell)])
        index, pressed = index + len(cell), pressed + 2
    assert pressed == presses(value)
    return entry


def test_a_year_takes_eight_presses_and_others_see_dots():
    entry = typed(1291)
    assert entry.value == 1291 and presses(1291) == 8
    assert entry.shown(True) == "1291" and entry.shown(False) == "••••"


def test_every_answer_of_up_to_four_digits_takes_at_most_ten_presses_with_its_lock():
    assert all(typed(value).value == value for value in range(10 ** 4))  # typed as presses counts
    assert max(presses(value) for value in range(10 ** 4)) + 1 == 9
    assert presses(10 ** 12) == 10 and presses(8_000_000_000) == 8 and presses(0) == 0


def test_the_keys_say_the_rows_then_the_cells_of_the_chosen_row():
    entry = NumberEntry()
    text = {"kit.entry.delete": "delete", "kit.entry.back": "back", "kit.entry.lock": "lock",
            "kit.entry.last_row": "0 · 000 · delete"}.get
    assert entry.labels(text) == {"slot1": "123", "slot2": "456", "slot3": "789", "slot4": "0 · 000 · delete",
                                  "act": "lock"}
    assert entry.press("slot4") and entry.value == 0
    assert entry.labels(text) == {"slot1": "0", "slot2": "000", "slot3": "delete", "slot4": "back", "act": "lock"}
    assert entry.press("slot4") and entry.row is None and entry.value == 0  # back to the rows


def test_delete_back_and_no_leading_zero():
    entry = typed(40)
    entry.press("slot4")
    assert entry.press("slot1") and entry.value == 400  # a 0 after other digits counts
    entry = NumberEntry()
    entry.press("slot4")
    assert not entry.press("slot1") and entry.value == 0  # "0" on a lone 0 changes nothing
    entry.press("slot4")
    assert not entry.press("slot2") and entry.value == 0  # neither does "000"
    entry = typed(107)
    entry.press("slot4")
    assert entry.press("slot3") and entry.value == 10  # delete
    assert entry.delete() and entry.delete() and entry.value == 0 and not entry.delete()
    assert not entry.press("act") and not entry.press("alt")


def test_a_phone_types_digits_straight_away():
    entry = NumberEntry()
    assert entry.type(0) is False and entry.type(7) and entry.type(5) and entry.value == 75
    assert entry.delete() and entry.value == 7


def test_the_limit_is_ten_to_the_twelve():
    entry = typed(10 ** 12)
    assert entry.value == 10 ** 12
    for row, cell in (("slot1", "slot1"), ("slot4", "slot1"), ("slot4", "slot2")):
        entry.press(row)
        assert not entry.press(cell) and entry.value == 10 ** 12
    large = typed(10 ** 11)
    assert not large.type("000") and large.value == 10 ** 11  # "000" beyond the limit: none of it
    assert not NumberEntry().type("1" * 14)


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
