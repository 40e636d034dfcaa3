"""Gambit 7, the estimation quiz: rules, questions, bots, table and audience, text (see
docs/rules/gambit7.md). Its descriptor."""
from game.titles import Title, more_time

TITLE = Title(
    id="gambit7", place=4, min_players=3, max_players=7, default_players=4,
    table="table:Gambit7Table", prepare="asked:prepare", notices="questions:refused_notices", audience=True,
    options=(more_time(off=True),),
    deadline_race=True,
)
