"""Gämsh Alpin's rules help (game/titles/gaemsh/help.py): the rulebook's worked examples, and
the keys of every press a player can make."""
from game.shell.rules_help import RulesHelpScene
from game.titles.gaemsh import TITLE, rules

# Every press of a Gämsh player, by the rules' action it makes: the pages whose words name its
# keys, in the order they are pressed. The table's tests press these same keys
# (tests/titles/gaemsh/test_gaemsh_table.py: drop and take, the calls, Outgämshed, the
# real-world verdict, the emotes and the signal, the Gamekeeper's, the Snack's and the Bull's
# slaps, the Farmer with the call).
PRESSES = {
    "Drop": [("swap", ("slot1", "slot2", "slot3", "slot4"))],
    "Take": [("swap", ("slot1",))],
    "CallGaemsh": [("shout", ("act", "slot1")), ("slaps", ("act", "slot1"))],  # the second: with the Farmer
    "CallDouble": [("shout", ("act", "slot2")), ("slaps", ("act", "slot2"))],
    "CallCounter": [("shout", ("act", "slot3"))],
    "Outgaemsh": [("outgaemsh", ("act", "slot3")), ("real", ("act", "slot3"))],
    "Verdict": [("real", ("slot1", "slot2"))],
    "Emote": [("signal", ("act", "act"))],
    "ChooseSignal": [("real", ("act",))],
    "Slap": [("foehn", ("act", "slot4")), ("slaps", ("act", "slot4")),  # the Gamekeeper; the Bull
             ("slaps", ("slot1", "slot2", "slot3", "slot4"))],  # the Hearty Snack's centre cards
}


def test_its_help_shows_the_rulebooks_worked_examples():
    assert [screen.name for screen in TITLE.screens() if screen.example] == ["example_a", "example_b"]


def test_every_press_a_player_can_make_is_named_with_its_keys(app):
    """Each action has a page naming the reader's own keys for it in the order they are
    pressed: the slaps of every Föhn card and the verdict on a guess said aloud too."""
    assert set(PRESSES) == {kind.__name__ for kind in rules.ACTIONS}
    scene = RulesHelpScene(app, TITLE, "kb1")
    keys = scene.keys()
    words = {screen.name: scene.words(screen) for screen in scene.screens}
    for action, pages in PRESSES.items():
        for page, buttons in pages:
            at = 0
            for button in buttons:
                at = words[page].find(keys[button], at)
                assert at >= 0, (action, page, buttons, words[page])
                at += len(keys[button])
