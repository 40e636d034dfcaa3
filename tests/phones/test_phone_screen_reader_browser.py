"""The phone with a screen reader (issue 32), checked in the browser's own accessibility tree
(Chromium's, over DevTools: Accessibility.getFullAXTree): a German Gambit 7 played from a phone
(its number pad, its timer, its board of chips and its buttons) names every control, card and
chip in the player's language, has live regions for a new turn, a result, a toast, the
timer's last seconds and the table's captions, and every text on the page reads at 4.5:1 on its background. And the
page's text follows the phone's own text size (rem units, zoom never blocked)."""
from __future__ import annotations

import json

import pytest
from test_phone_browser import PHONE, Player, browser, shots, sit_down, start, watch  # noqa: F401 (fixtures)
from test_phone_browser import pytestmark as browser_marks
from tapping import plan

from game import catalogue
from phoning import loopback

pytestmark = browser_marks
ARROWS = {"▲", "◀", "▼", "▶"}  # the d-pad's caps
NAMED = {"button", "image", "img", "timer", "textbox", "spinbutton"}  # roles a screen reader says by their name
ENGLISH = ("Time left", "Delete", "s left", "'s chip", "empty place", "Scores")  # the page's own English fallbacks

# Every visible text on the page against the colour under it (its own background, or the nearest
# ancestor's that has one), with WCAG's contrast; a text with opacity is blended first.
CONTRASTS = """(() => {
  const rgb = (text) => (text.match(/[\\d.]+/g) || []).map(Number);
  const linear = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  const light = ([r, g, b]) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  const back = (element) => {
    for (let e = element; e; e = e.parentElement) {
      const colour = rgb(getComputedStyle(e).backgroundColor);
      if (colour.length === 3 || (colour.length === 4 && colour[3] >= 0.99)) return colour.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || !element.getClientRects().length) continue;
    const style = getComputedStyle(element);
    if (style.visibility === "hidden" || element.closest(".spoken, [hidden], :disabled")) continue;
    const under = back(element);
    let ink = rgb(style.color);
    let opacity = 1;
    for (let e = element; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    const alpha = (ink.length === 4 ? ink[3] : 1) * opacity;
    ink = ink.slice(0, 3).map((value, i) => value * alpha + under[i] * (1 - alpha));
    const [a, b] = [light(ink), light(under)].sort((x, y) => y - x);
    found.push([node.textContent.trim().slice(0, 40), Math.round((a + 0.05) / (b + 0.05) * 100) / 100]);
  }
  return found;
})()"""


def tree(page) -> list[dict]:
    """The accessibility tree's nodes a screen reader reaches (not ignored)."""
    return [node for node in page.call("Accessibility.getFullAXTree")["nodes"] if not node.get("ignored")]


def role(node: dict) -> str:
    return node.get("role", {}).get("value", "")


def name(node: dict) -> str:
    return str(node.get("name", {}).get("value", ""))


def properties(node: dict) -> dict:
    return {item["name"]: item["value"].get("value") for item in node.get("properties", [])}


def node_of(page, selector: str) -> dict:
    """The accessibility node of the element `selector` finds."""
    root = page.call("DOM.getDocument", depth=0)["root"]["nodeId"]
    element = page.call("DOM.querySelector", nodeId=root, selector=selector)["nodeId"]
    assert element, f"no {selector} on the page"
    return page.call("Accessibility.getPartialAXTree", nodeId=element, fetchRelatives=False)["nodes"][0]


def problems(page) -> list[str]:
    """What a screen reader's user or a weak eye would miss on the page as it is now."""
    found = []
    for node in tree(page):
        if role(node) in NAMED and not name(node).strip():
            found.append(f"a {role(node)} without a name")
        if any(words in name(node) for words in ENGLISH):
            found.append(f"English on a German page: {name(node)!r}")
    found += [f"{ratio}:1 {words!r}" for words, ratio in page.run(CONTRASTS) if ratio < 4.5]
    return found


def test_a_german_gambit7_phone_says_every_control_card_chip_and_state(app, press, monkeypatch, browser, shots):
    loopback(monkeypatch)
    app.settings.language = "de"
    app.settings.captions = True  # the table's captions reach the phone too
    title = catalogue.by_id("gambit7")
    player = Player(app, browser.page(*PHONE, own_storage=True))
    lobby = sit_down(app, press, player, title.id, "Anna", shots)
    assert not problems(player.page)
    # The lobby's arrows do nothing there: neither shown blank nor said as bare arrows.
    assert player.page.run("document.querySelector('#cross').hidden")
    assert not [name(node) for node in tree(player.page) if role(node) == "button" and name(node) in ARROWS]
    table = start(app, press, lobby)
    watch(table, monkeypatch)
    player.table = table
    player.seat = app.input.seat_of(player.device())
    seat, page = player.seat, player.page
    player.until(lambda: table.session.view(seat).phase == "answer" and page.run(
        "!document.querySelector('#numpad').hidden && !document.querySelector('#timer').hidden"))
    player.synced()
    assert not problems(page)
    timer = node_of(page, "#timer")
    assert role(timer) == "timer" and name(timer).endswith(" s") and properties(timer).get("live", "off") == "off"  # quiet: it changes every second
    assert name(node_of(page, "#numpad button:last-child")) == "Löschen"
    for place, live in (("#turn", "polite"), ("#status", "polite"), ("#result", "polite"), ("#toast", "assertive"),
                        ("#spoken", "assertive")):
        assert properties(node_of(page, place)).get("live") == live, place
    # The timer's last seconds are said: the page's facts with 2 s left say "Noch 2 s" at once.
    spoken = page.run("(() => { showFacts({timer: 2, timer_for: 'Antworten'}, {}, true);"
                      " return document.querySelector('#spoken').textContent; })()")
    assert spoken == app.text("phones.page.seconds_left", seconds=2) == "Noch 2 s"
    assert "Noch 2 s" in [name(node) for node in tree(page)]
    # A sound's caption on the table stands on the phone too, in a log a screen reader reads out.
    app.sound.play("wrong")
    caption = app.text("caption.wrong")
    player.until(lambda: caption in page.run("document.querySelector('#captions').textContent"))
    log = node_of(page, "#captions")
    assert role(log) == "log" and properties(log).get("live") == "polite"
    assert caption in [name(node) for node in tree(page)] or caption in page.run(
        "document.querySelector('#captions p').textContent")
    assert not problems(page)  # readable: 4.5:1 on its background
    # Through to the betting: the board's slots and the seat's chips, each said with whose chips lie on it.
    tapping = plan(title)
    for _ in range(200):
        if table.session.view(seat).phase == "bet" and any(t.startswith("pick:") for t in player.targets()):
            break
        player.synced()
        target = tapping.choose(player, table)
        if target is not None:
            player.tap_target(target)
        player.until(lambda: True, frame=0.1)
    player.synced()
    assert not problems(page)
    places = page.run("[...document.querySelectorAll('[data-tap]')].map(e => e.dataset.tap)")
    said = {target: name(node_of(page, f'[data-tap={json.dumps(target)}]')) for target in places}
    own = app.text("phones.page.chip", player="Anna")
    assert any(target.startswith("pick:") and own in words for target, words in said.items()), said
    # Each chip's button says what a tap does with it, in German, before whose chip it is.
    assert said["pick:seven"].startswith("Mit dem Gambit-7-Chip setzen: ") and "Gambit 77" not in said["pick:seven"]
    assert said["pick:chip:0"].startswith("Mit Chip 1 setzen: "), said
    assert all(words for words in said.values()), said
    rows = [node_of(page, f"#rows > .row:nth-child({index + 1})")
            for index in range(page.run("document.querySelectorAll('#rows > .row').length"))]
    assert rows and all(role(row) == "group" and name(row) for row in rows)
    chips = [node for node in tree(page) if role(node) in ("image", "img") and "Chip von" in name(node)]
    assert chips  # the coins are said one by one where they are no button's part
    marks = page.run("[...document.querySelectorAll('.coin:not(.special) polygon')].length")
    assert marks >= 1  # each seat's chip carries its symbol: a colour is never all that tells whose it is
    page.screenshot(shots / "phone-gambit7-screen-reader.png")
    app.shutdown()


def test_the_phones_text_follows_the_phones_own_text_size(app, press, monkeypatch, browser, shots):
    """Every font size of the page is in rem (none in px), so the phone's own text size setting
    (the browser's default font size) scales it; the page never stops a pinch to zoom; at twice
    the text size the page still fits its width."""
    loopback(monkeypatch)
    player = Player(app, browser.page(*PHONE, own_storage=True))
    sit_down(app, press, player, "cambio", "Anna", shots)
    page = player.page
    viewport = page.run("document.querySelector('meta[name=viewport]').content")
    assert "user-scalable=no" not in viewport.replace(" ", "") and "maximum-scale" not in viewport
    fixed = page.run("[...document.styleSheets].flatMap(s => [...s.cssRules]).filter(r => r.style &&"
                     " /px$/.test(r.style.fontSize)).map(r => r.selectorText)")
    assert fixed == []
    sizes = "['#status', '#notice', '.key'].map(s => parseFloat(getComputedStyle(document.querySelector(s)).fontSize))"
    normal = page.run(sizes)
    page.call("Page.setFontSizes", fontSizes={"standard": 32})  # the phone's text size at 200 %
    try:
        large = page.run(sizes)
        assert [round(big / small, 2) for big, small in zip(large, normal)] == [2.0] * len(normal)
        assert page.run("document.documentElement.scrollWidth <= window.innerWidth")
        page.screenshot(shots / "phone-cambio-large-text.png")
    finally:
        page.call("Page.setFontSizes", fontSizes={"standard": 16})
    app.shutdown()
