"""Gämsh Alpin: rules, bots, table and menus, text (see docs/rules/gaemsh.md). Its descriptor."""
from game.titles import Deck, Option, Title, more_time

MOTIFS = ("alphorn", "murmeltier", "gipfelkreuz", "bernhardiner", "edelweiss", "kuhglocke",
          "steinbock", "fondue", "enzian")
FOEHN_IDS = ("foehn-gamekeeper", "foehn-farmer", "foehn-snack", "foehn-bull")
CARD_IDS: tuple[str, ...] = tuple(
    card for m in MOTIFS for card in (f"{m}-day-1", f"{m}-day-2", f"{m}-day-3", f"{m}-night")) + FOEHN_IDS
EMOTES = ("wink", "cough", "hattip", "scratch", "yodel", "sneeze", "whistle", "sapperlot")  # each is heard too

TITLE = Title(
    id="gaemsh", place=1, min_players=4, max_players=6, default_players=4, player_counts=(4, 6),
    table="table:GaemshTable",
    options=(Option("foehn", "gaemsh.option.foehn", (False, True), False),
             Option("target", "gaemsh.option.target", (5, 7, 9, 12, 15), 9),
             Option("real_signals", "gaemsh.option.real_signals", (False, True), False), more_time(off=False)),
    teams=True, decks=(Deck.of_files("gaemsh", "cards/backs/gaemsh.svg", "cards/gaemsh", CARD_IDS),),
    shouts=("gaemsh", "double_gaemsh", "counter_gaemsh", "outgaemshed", *EMOTES),
    timer_words={"refresh_at": "gaemsh_table.refresh"},
    short_game={"target": 3, "foehn": True},
    races=("Take", "CallGaemsh", "CallDouble", "CallCounter", "Outgaemsh", "Slap"),
)
