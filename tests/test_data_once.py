"""A title's data is read and checked once a game, by its catalogue entry (`Title.load_data`),
and that one object goes to its rules, its bots and its table, and into the save's digest."""
from collections import Counter

import pytest
from driving import push_table

from game import catalogue, data


@pytest.fixture
def reads(monkeypatch):
    """levels/ files read from now on, by name (every loader reads through data._read)."""
    counted: Counter = Counter()
    real = data._read

    def counting(name, root):
        counted[name] += 1
        return real(name, root)

    monkeypatch.setattr(data, "_read", counting)
    return counted


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda t: t.id)
def test_a_table_of_bots_reads_each_data_file_once(app, title, reads):
    """The session loads the title's files and bots.toml once; the rules' deal, every bot and
    the table get that object and read nothing more, also while they play."""
    files = set(title.data_files())
    reads.clear()
    table = push_table(app, title, title.scene_class(), title.max_players, humans={}, level="hard")
    for _ in range(80):  # 8 seconds of play, and a frame drawn
        table.update(0.1)
    app.frame(1 / 60)
    assert table.session.match.log, "the bots played"
    assert set(reads) == files and {name: n for name, n in reads.items() if n != 1} == {}


def test_the_read_counter_sees_a_second_load(reads):
    """The check itself: loading the title's data again reads the file again."""
    title = catalogue.by_id("cambio")
    title.load_data()
    title.rules().check_data()
    assert reads["cambio/rules.toml"] == 2
