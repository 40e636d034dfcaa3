"""Cambio with the Fässler Jass deck: rules, bots, table and controls, text (see docs/rules/cambio.md).
Its descriptor."""
from game.titles import Deck, Option, Title, more_time

SUITS = ("schellen", "rosen", "schilten", "eicheln")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "faessler", "under", "ober", "koenig", "ass")
JASS_IDS: tuple[str, ...] = tuple(f"{s}-{r}" for s in SUITS for r in RANKS) + ("joker-tell", "joker-helvetia")

TITLE = Title(
    id="cambio", place=2, min_players=2, max_players=6, default_players=4,
    table="table:CambioTable",
    options=(Option("target", "cambio.option.target", (30, 50, 75, 100), 50),
             Option("burn_window", "cambio.option.burn_window", (1.5, 2.0, 3.0, 4.0), 2.0), more_time(off=False)),
    decks=(Deck.of_files("jass", "cards/backs/jass.svg", "cards/jass", JASS_IDS),), shouts=("faessler",),
    more_wins=False,
    seatings=(2, 5, 6), short_game={"target": 12}, races=("Burn",),
)
