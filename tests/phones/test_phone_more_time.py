"""A relaxed game on the phone (issue 32): the phone counts down the stretched timer, as the
big screen's ring does, and shows none when the table plays without a time limit."""
from __future__ import annotations

import pytest
from driving import push_table

from game import catalogue
from phoning import Phone


@pytest.mark.parametrize("choice, seconds", [("x1", 30), ("x1.5", 45), ("x2", 60), ("off", None)])
def test_the_phone_counts_down_gambit7s_stretched_answer_time(app, phones, choice, seconds):
    phone = Phone(phones)
    phone.join("Anna")
    title = catalogue.by_id("gambit7")
    table = push_table(app, title, title.scene_class(), 3, humans={0: phones.devices()[-1]},
                       options={"more_time": choice})
    told = table.phones.view(0, table.seat_name(0))["facts"]
    assert told.get("timer") == seconds
    assert table.seconds == (seconds or float("inf"))  # the big screen's ring runs over the same length
