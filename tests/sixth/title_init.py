"""Stones, the toy title: its descriptor."""
from game.titles import Title

TITLE = Title(id="stones", place=6, min_players=2, max_players=2, default_players=2, table="table:StonesTable",
              short_game={})
