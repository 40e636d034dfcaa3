"""The new facts on a real page (issue 27, items 8 and 9), at both phone sizes and in every
language: Gämsh's "new cards" countdown, Stafette's and Altitude's scoreboard, Gambit 7's
locked answer; nothing wider than the page, no line of the scoreboard cut or running into
another; and what a screen reader says: every picture's alt text in the player's words, every
place to tap named apart (Cambio's opening look). Each page is saved as a screenshot
(docs/screenshots/phone-*-facts-*.png come from here, with ALPENPARTY_PHONE_SHOTS set)."""
from __future__ import annotations

import pytest
from test_phone_browser import PHONE, SMALL, Player, browser, shots, sit_down, start  # noqa: F401 (fixtures)
from test_phone_browser import pytestmark as browser_marks

from game.titles.gaemsh import rules as gaemsh
from game.titles.gambit7 import rules as gambit7
from phoning import loopback

pytestmark = browser_marks

# Each title at both sizes, the small phone in a longer language than English.
CASES = [("gaemsh", "en", PHONE), ("gaemsh", "de", SMALL), ("stafette", "en", PHONE), ("stafette", "fr", SMALL),
         ("altitude", "de", PHONE), ("altitude", "it", SMALL), ("gambit7", "it", PHONE), ("gambit7", "fr", SMALL)]

LAID_OUT = """(() => {
  const found = [];
  if (document.documentElement.scrollWidth > window.innerWidth) found.push('wider than the page');
  for (const item of document.querySelectorAll('#scoreboard li, #timer, #status')) {
    if (item.scrollWidth > item.clientWidth + 1) found.push(`${item.id || item.textContent} is cut`);
    const box = item.getBoundingClientRect();
    if (box.right > window.innerWidth || box.left < 0) found.push(`${item.textContent} leaves the page`);
  }
  for (const item of document.querySelectorAll('#scoreboard li')) {
    const [name, score] = [...item.children].map((part) => part.getBoundingClientRect());
    const apart = name.right <= score.left || name.bottom <= score.top || score.bottom <= name.top;
    if (!apart) found.push(`${item.textContent}: its name runs into its score`);
  }
  return found;
})()"""


def text_of(player: Player, selector: str) -> str:
    return player.page.run(f"document.querySelector('{selector}').innerText")


def to_the_moment(app, player: Player, table, title_id: str) -> None:
    """Where the title's new fact shows: Gämsh in play after the signals, Gambit 7 with its
    answer given; Stafette and Altitude from the start."""
    seat = player.seat
    if title_id == "gaemsh":
        for other in range(table.session.players):
            table.submit(other, gaemsh.ChooseSignal(other, gaemsh.EMOTES[other % len(gaemsh.EMOTES)]))
        player.until(lambda: table.session.view(seat).phase == "play")
        player.until(lambda: bool(text_of(player, "#timer")))
    elif title_id == "gambit7":
        assert table.submit(seat, gambit7.Answer(seat, 42))
        player.until(lambda: text_of(player, "#status") == app.text("gambit7_table.phone.answered"))
    else:
        player.until(lambda: player.page.run("document.querySelectorAll('#scoreboard li').length")
                     == table.session.players)


@pytest.mark.parametrize(("title_id", "language", "size"), CASES, ids=[f"{t}-{lang}" for t, lang, _ in CASES])
def test_the_phone_shows_the_new_facts_laid_out_in_the_players_language(app, press, monkeypatch, browser, shots,
                                                                        title_id, language, size):
    loopback(monkeypatch)
    app.settings.language = language
    player = Player(app, browser.page(*size, own_storage=True))
    lobby = sit_down(app, press, player, title_id, "Anna", shots)
    for row in range(1, 3):  # at least three seats (Altitude's lobby remembers a solo game)
        lobby.seats[row] = "human" if row in lobby.humans else "easy"
    table = player.table = start(app, press, lobby)
    player.seat = next(iter(table.session.humans))
    to_the_moment(app, player, table, title_id)
    if title_id == "gaemsh":
        assert text_of(player, "#timer .for") == app.text("gaemsh_table.refresh")
        assert player.page.run("document.querySelector('#timer').getAttribute('aria-label')").startswith(
            app.text("gaemsh_table.refresh") + ": ")
    elif title_id == "gambit7":
        assert app.text("gambit7.phase.answer") not in text_of(player, "#table")
    else:
        lines = player.page.run("[...document.querySelectorAll('#scoreboard li')].map(li => li.innerText)")
        assert [line.split("\n")[0].split("\t")[0] for line in lines] == \
            [table.seat_name(seat) for seat in range(table.session.players)]
        assert player.page.run("document.querySelector('#scoreboard li.mine').innerText").startswith("Anna")
    alts = player.page.run("[...document.querySelectorAll('img')].map(i => [i.dataset.id, i.alt])")
    assert all(alt and alt != card.replace("-", " ") for card, alt in alts), alts
    problems = player.page.run(LAID_OUT)
    assert not problems, problems
    size_name = "" if size == PHONE else "-small"
    player.page.screenshot(shots / f"phone-{title_id}-facts-{language}{size_name}.png")
    app.shutdown()


@pytest.mark.parametrize("language", ("en", "de"))
def test_cambios_opening_look_tells_a_screen_reader_which_card_each_button_is(app, press, monkeypatch, browser,
                                                                             shots, language):
    loopback(monkeypatch)
    app.settings.language = language
    player = Player(app, browser.page(*SMALL, own_storage=True))
    lobby = sit_down(app, press, player, "cambio", "Anna", shots)
    table = player.table = start(app, press, lobby)
    player.seat = next(iter(table.session.humans))
    player.synced()
    names = player.page.run("[...document.querySelectorAll('[data-tap]')].map(e => e.getAttribute('aria-label'))")
    assert len(names) == 4 and len(set(names)) == 4, names
    for slot, name in enumerate(names):
        assert app.text(f"cambio.slot.{slot}") in name and name.endswith(app.text("phones.card.back")), name
    alts = player.page.run("[...document.querySelectorAll('img')].map(i => i.alt)")
    assert alts and all(alt and "back" not in alt.split() for alt in alts), alts
    player.page.screenshot(shots / f"phone-cambio-look-{language}.png")
    app.shutdown()
