// The controller page: one seat's private view, its places to tap and its big buttons (or,
// where a view offers no taps, its six buttons), over one websocket.
// Messages: game/phones/protocol.py; views: game/phones/views.py. The seat token stays in localStorage
// (whatever the room code), so a reload, a sleep, a lost Wi-Fi or the game's restart comes back to the same seat. Without the right room
// code in its address the page asks for it (checked at /check, whose wrong tries cost).
"use strict";

let room = new URLSearchParams(location.search).get("room") || "";
const tokenKey = "alpenparty-seat";  // one for the game's address: a saved game's seat outlives its room code
let CAPS = {};  // the buttons' names, as the seat's key hint on the big screen shows them
const $ = (id) => document.getElementById(id);
let socket = null;
let counter = 0;
// The page's words in the game's language come with the page itself (the server writes them in).
let words = JSON.parse(document.documentElement.dataset.words || "{}");
let lastFacts = {};
let hadButtons = false;
let countdown = null;
let retries = 0;
// The wait before dialling again after the link dropped, the `tries`-th time in a row: at most
// RETRY_MOST_MS for the first RETRY_FAST tries (about a minute), so a page is back in its seat
// within that and a handshake of its link's return; then every RETRY_SLOW_MS (a phone left on).
const RETRY_FIRST_MS = 250, RETRY_MOST_MS = 1000, RETRY_FAST = 60, RETRY_SLOW_MS = 5000;
function retryDelay(tries) {
  return tries > RETRY_FAST ? RETRY_SLOW_MS : Math.min(RETRY_MOST_MS, RETRY_FIRST_MS * 2 ** (tries - 1));
}
let finished = false;
let timer = null;
let namePattern = /^.+$/u;
let shownParts = "";
// The last view drawn: its version and when (a press says both, so the game counts it at the
// moment its player saw what it answers, however long the way: game/phones/fair.py).
let drawn = { v: 0, at: 0 };
let spokenAt = null;  // the timer's second last said aloud (speakSeconds)
const SPOKEN = [10, 5, 4, 3, 2, 1];  // the seconds of a countdown a screen reader hears

function say(key, fallback) { return words[key] || fallback || ""; }

function setState(state, notice) {
  document.body.dataset.state = state;
  $("notice").textContent = notice || "";
  $("room").hidden = state !== "room";
  $("join").hidden = state !== "join";
  $("table").hidden = state !== "playing";
  $("keys").hidden = state !== "playing";
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

// What a press adds: the version of the view on the screen and the whole milliseconds since it came.
function moment() {
  return drawn.v ? { v: drawn.v, ms: Math.max(0, Math.round(performance.now() - drawn.at)) } : {};
}

function button(name, pressed) {
  counter += 1;
  send(pressed ? { t: "press", b: name, n: counter, ...moment() } : { t: "release", b: name, n: counter });
}

// A tap on a place or a big button (`element`): its target goes to the game, which checks it was
// offered, with the moment it claims (`when`: the finger's press).
function tap(element, when) {
  counter += 1;
  send({ t: "tap", target: element.dataset.tap, n: counter, ...when });
  element.classList.add("down");
  setTimeout(() => element.classList.remove("down"), 150);
}

function tappable(element, target, says) {
  element.type = "button";
  element.dataset.tap = target;
  element.addEventListener("contextmenu", (event) => event.preventDefault());
  element.setAttribute("aria-label", says);
}

// The place at a point of the page that a tap there would hit (none: no place to tap there).
function placeAt(x, y) {
  const found = document.elementFromPoint(x, y);
  return found ? found.closest("[data-tap]") : null;
}

// A tap is a press and a release on the same place, known by its target, not by its element: a
// view that comes between the two draws the places anew (another seat's move, a centre of cards
// renewed), and the release then lands on the new element of the same place, where the browser
// sends no click (the press was on an element that is gone). So the press remembers its place's
// target and moment, and the release taps when it is over a place of that target. A press that
// turns into a scroll is cancelled. A click without a pointer (Enter or Space on a focused place,
// a screen reader's activation: its `detail` is 0) taps at once.
let pressedPlace = null;  // { target, when } from a pointer's press on a place until its release
document.addEventListener("pointerdown", (event) => {
  const place = event.isPrimary && event.button === 0 ? placeAt(event.clientX, event.clientY) : null;
  pressedPlace = place ? { target: place.dataset.tap, when: moment() } : null;
});
document.addEventListener("pointerup", (event) => {
  const pressed = pressedPlace;
  pressedPlace = null;
  const place = event.isPrimary && pressed ? placeAt(event.clientX, event.clientY) : null;
  if (place && place.dataset.tap === pressed.target) tap(place, pressed.when);
});
document.addEventListener("pointercancel", () => { pressedPlace = null; });
document.addEventListener("click", (event) => {
  const place = event.detail === 0 && event.target.closest ? event.target.closest("[data-tap]") : null;
  if (place) tap(place, moment());
});

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws?room=${encodeURIComponent(room)}`);
  socket.onopen = () => { retries = 0; };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = (event) => {
    releaseAll();
    if (finished) return;
    if (event.code === 1001 && event.reason === "closed") {
      finished = true;
      setState("closed", say("closed", "The table has closed."));
      return;
    }
    setState("away", say("reconnecting", "Connection lost: reconnecting…"));
    retries += 1;
    timer = setTimeout(() => { timer = null; connect(); }, retryDelay(retries));
  };
}

function askCode(notice) {
  $("code-label").textContent = say("code", "Room code");
  $("enter").textContent = say("enter", "Enter the room");
  setState("room", notice);
  $("code").focus();
}

// Whether the code is the room's: then connect; else ask (again), or wait as the server says.
async function checkCode(code) {
  if (!code) {
    askCode("");
    return;
  }
  let answer;
  try {
    answer = await fetch(`/check?room=${encodeURIComponent(code)}`, { cache: "no-store" });
  } catch (error) {
    askCode(say("reconnecting", "Connection lost: reconnecting…"));
    return;
  }
  if (answer.ok) {
    room = code;
    history.replaceState(null, "", `/?room=${encodeURIComponent(room)}`);
    setState("connecting", "…");
    connect();
  } else if (answer.status === 429) {
    const seconds = Number(answer.headers.get("Retry-After")) || 60;
    askCode(say("wait_code", "Too many wrong codes: try again in {seconds} s.").replace("{seconds}", seconds));
  } else {
    askCode(code ? say("wrong_code", "That is not the room code on the big screen.") : "");
  }
}

// `keep`: the token stays (a room that does not know it yet may, once the host continues a saved game).
function askName(notice, keep = false) {
  if (!keep) localStorage.removeItem(tokenKey);
  $("name-label").textContent = say("name", "Your name");
  $("sit").textContent = say("sit", "Sit down");
  setState("join", notice);
  $("name").focus();
}

function receive(message) {
  switch (message.t) {
    case "hello": {  // a new link to the game (through the relay, also when its host came back)
      words = message.words || {};
      CAPS = message.caps || {};
      if (message.name) namePattern = new RegExp(`^(?:${message.name})$`, "u");
      document.documentElement.lang = words.lang || "en";
      counter = 0;
      drawn = { v: 0, at: 0 };  // versions count afresh on each link
      const token = localStorage.getItem(tokenKey);
      if (token) send({ t: "back", token: token });
      else askName("");
      break;
    }
    case "away":  // the relay's: the game's link to it dropped; this page waits there for it
      releaseAll();
      setState("away", say("reconnecting", "Connection lost: reconnecting…"));
      break;
    case "welcome":
      localStorage.setItem(tokenKey, message.token);
      $("who").textContent = message.name;
      if (document.body.dataset.state !== "playing") setState("waiting", say("waiting", "Waiting for a seat…"));
      break;
    case "view":
      show(message);
      drawn = { v: message.v || 0, at: performance.now() };
      break;
    case "ping":  // answered at once: the round trip is this link's ping
      send({ t: "pong", n: message.n });
      break;
    case "unknown":
      askName("", true);
      break;
    case "taken":
      askName(say("taken", "That name is taken in this room: choose another."));
      break;
    case "too_many":
      askName(say("too_many", "This device already has two seats."));
      break;
    case "full":
      askName(say("full", "No seat is free."));
      break;
    case "freed":
      askName(say("freed", "Your seat is free again."));
      break;
    case "replaced":
      finished = true;
      setState("closed", say("replaced", "Your seat is played from another page now."));
      break;
  }
}

// One place: a card's picture (or words, or a gap), its coins, its tag; a <button> when a tap
// on it does something now. `caps`: the key caps on cards (only while the d-pad shows).
function cardImage(card, caps) {
  const box = document.createElement(card.tap ? "button" : "div");
  box.className = "card" + (card.gap ? " gap" : "") + (card.lit ? " lit" : "") + (card.tap ? " tap" : "")
    + (card.word ? " words" : "");
  if (card.col !== undefined) {
    box.style.gridColumn = `${card.col + 1} / span 2`;
    box.style.gridRow = String(card.floors - card.floor + 1);
  }
  if (card.id) {
    const image = document.createElement("img");
    image.src = `card/${card.id}.svg`;
    image.alt = card.alt;  // the card in the player's words: "Rosen König", "face-down card"
    image.dataset.id = card.id;
    image.draggable = false;
    box.appendChild(image);
  } else if (card.word) {
    const word = document.createElement("span");  // inside a button: phrasing content only
    word.className = "word";
    word.textContent = card.word;
    box.appendChild(word);
  }
  if (card.gap && !card.tap) {  // an empty place is said as one: "Bea, top-left card, empty place"
    box.setAttribute("role", "img");
    box.setAttribute("aria-label", [card.where, say("empty", "empty place")].filter(Boolean).join(", "));
  }
  const chips = (card.chips || []).map(chipWords);
  if (card.chips) {
    const coins = document.createElement("span");
    coins.className = "coins";
    card.chips.forEach((chip, index) => {
      const coin = document.createElement("span");
      coin.className = "coin" + (chip.face ? " special" : "");
      coin.style.background = chip.face ? "" : chip.colour;
      coin.setAttribute("role", "img");
      coin.setAttribute("aria-label", chips[index]);
      if (chip.face) coin.textContent = chip.face;
      else if (chip.mark) coin.appendChild(seatMark(chip.mark));
      coins.appendChild(coin);
    });
    box.appendChild(coins);
  }
  if (card.key && caps) {
    const cap = document.createElement("span");
    cap.className = "cap";
    cap.textContent = CAPS[card.key] || "";
    box.appendChild(cap);
  }
  if (card.tag) {
    const tag = document.createElement("span");
    tag.className = "tag";
    tag.textContent = card.tag;
    box.appendChild(tag);
  }
  // What a screen reader says of a tappable place: what a tap does, then which place ("Bea,
  // top-left card"), the card or the words on it (or that it is empty), its tag, the chips on it.
  // Words the tap's own words say already are not said twice ("Bet chip 1: chip 1" says "chip 1" once).
  const said = (card.says || "").toLowerCase();
  const name = [card.where, card.alt || card.word || (card.gap ? say("empty", "empty place") : ""), card.tag,
    ...chips].filter((part) => part && !said.includes(part.toLowerCase())).join(", ");
  if (card.tap) tappable(box, card.tap, name ? `${card.says}: ${name}` : card.says);
  return box;
}

// Whose a chip is, in words: "Bea's chip", or a title's special chip as the title words it.
function chipWords(chip) {
  return chip.words || say("chip", "{player}'s chip").replace("{player}", chip.player || "");
}

// A seat's symbol (its outline's points in a 16x16 box), drawn on its chip as on the big screen.
function seatMark(points) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("aria-hidden", "true");
  const shape = document.createElementNS(svg.namespaceURI, "polygon");
  shape.setAttribute("points", points);
  svg.appendChild(shape);
  return svg;
}

function bigButton(choice) {
  const big = document.createElement("button");
  big.className = "choice";
  big.textContent = choice.label;
  tappable(big, choice.tap, choice.label);
  return big;
}

// Whether a view offers any tap (a number pad types by tapping too): then the d-pad hides and
// the big buttons take its place.
function offersTaps(view) {
  return Boolean(view.entry && view.entry.pad) || (view.choices || []).length > 0
    || (view.rows || []).some((row) => row.cards.some((card) => card.tap));
}

// A key's words: the cap and what it does, or the cap alone when the words are an arrow too.
function keyWords(cap, label) {
  if (!label) return cap;
  return /^[\u2190-\u21ff\u25c0-\u25ff]$/u.test(label) ? cap : `${cap}  ${label}`;
}

// The facts: the timer (counted down here between views, with what it counts down to where
// the big screen says it), whose turn, score and place, every seat's running score, the
// last reveal's result; a short vibration when the seat's turn comes or its buttons come alive.
function showFacts(facts, buttons, tapping) {
  clearInterval(countdown);
  let left = facts.timer;
  $("timer").hidden = left === undefined;
  const caption = document.createElement("span");
  caption.className = "for";
  caption.textContent = facts.timer_for || "";
  const seconds = document.createElement("span");
  $("timer").replaceChildren(...(facts.timer_for ? [caption, seconds] : [seconds]));
  if (left === undefined || left > spokenAt) spokenAt = null;  // no countdown, or a new one
  if (left === undefined) $("spoken").textContent = "";
  const tick = () => {
    seconds.textContent = `${Math.max(0, left)} s`;
    $("timer").setAttribute("aria-label", `${facts.timer_for || say("timer", "Time left")}: ${Math.max(0, left)} s`);
    $("timer").classList.toggle("short", left <= 5);
    speakSeconds(left);
    left -= 1;
  };
  if (left !== undefined) {
    tick();
    countdown = setInterval(tick, 1000);
  }
  $("phase").textContent = facts.phase || "";
  $("turn").textContent = facts.turn || "";
  $("turn").classList.toggle("mine", Boolean(facts.mine));
  $("standing").textContent = facts.standing || "";
  const board = facts.scoreboard || [];
  $("scoreboard").hidden = !board.length;
  $("scoreboard").setAttribute("aria-label", say("scores", "Scores"));
  $("scoreboard").replaceChildren(...board.map((line) => {
    const item = document.createElement("li");
    item.className = line.mine ? "mine" : "";
    const name = document.createElement("span");
    name.className = "name";
    name.textContent = line.name;
    const score = document.createElement("span");
    score.className = "score";
    score.textContent = line.score;
    item.append(name, score);
    return item;
  }));
  const result = facts.result || [];
  $("result").replaceChildren(...result.map((line) => {
    const paragraph = document.createElement("p");
    paragraph.textContent = line;
    return paragraph;
  }));
  const alive = Object.keys(buttons || {}).length > 0 || tapping;
  if ((facts.mine && !lastFacts.mine) || (alive && !hadButtons)) buzz();
  lastFacts = facts;
  hadButtons = alive;
}

// The timer's last seconds, said once each by a screen reader (the timer itself stays quiet:
// it changes every second).
function speakSeconds(left) {
  if (!SPOKEN.includes(left) || left === spokenAt) return;
  spokenAt = left;
  $("spoken").textContent = say("seconds_left", "{seconds} s left").replace("{seconds}", left);
}

function buzz() {
  if (navigator.vibrate && !matchMedia("(prefers-reduced-motion: reduce)").matches) navigator.vibrate(80);
}

// Ink or paper on a seat's colour, whichever reads better (WCAG's relative luminance).
function readableOn(hex) {
  const channel = (at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const light = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  const ink = 0.0144;  // #2B2118
  return (light + 0.05) / (ink + 0.05) >= (1.05) / (light + 0.05) ? "var(--ink)" : "#FFFFFF";
}

// The rows of places and the big buttons of a view.
function showParts(view, tapping) {
  $("rows").replaceChildren(...(view.rows || []).map((row, index) => {
    const section = document.createElement("div");
    section.className = "row" + (row.big ? " big" : "") + (row.grid ? " grid" : "");
    const label = document.createElement("h2");
    label.textContent = row.label || "";
    label.id = `row-${index}`;
    section.setAttribute("role", "group");  // a screen reader names the row's places by its heading
    if (row.label) section.setAttribute("aria-labelledby", label.id);
    const cards = document.createElement("div");
    cards.className = "cards";
    if (row.grid) {
      cards.style.gridTemplateColumns = `repeat(${row.grid.columns}, var(--half))`;
      cards.style.gridTemplateRows = `repeat(${row.grid.floors}, auto)`;
    }
    const floors = row.grid ? row.grid.floors : 0;
    cards.replaceChildren(...row.cards.map((card) => cardImage({ ...card, floors }, !tapping)));
    section.append(label, cards);
    return section;
  }));
  $("choices").replaceChildren(...(view.choices || []).map(bigButton));
  $("choices").hidden = !(view.choices || []).length;
}

// The captions of the table's sounds (the game's Accessibility setting): a log, so a screen reader
// reads each new one once; one no longer standing on the table goes, the others keep their place.
function showCaptions(captions) {
  const box = $("captions");
  for (const paragraph of [...box.children]) {
    if (!captions.includes(paragraph.textContent)) paragraph.remove();
  }
  const standing = [...box.children].map((paragraph) => paragraph.textContent);
  for (const words of captions) {
    if (standing.includes(words)) continue;
    const paragraph = document.createElement("p");
    paragraph.textContent = words;
    box.append(paragraph);
  }
}

function show(view) {
  document.documentElement.style.setProperty("--seat", view.colour);
  document.documentElement.style.setProperty("--on-seat", readableOn(view.colour));
  const tapping = offersTaps(view);
  showFacts(view.facts || {}, view.buttons, tapping);
  $("who").textContent = view.name;
  $("game").textContent = view.title;
  $("status").textContent = view.status || "";
  $("lines").replaceChildren(...(view.lines || []).map((line) => {
    const paragraph = document.createElement("p");
    paragraph.textContent = line;
    return paragraph;
  }));
  // Drawn anew only when they changed: a finger on a place keeps its place between two views.
  const drawn = JSON.stringify([view.rows, view.choices, tapping]);
  if (drawn !== shownParts) showParts(view, tapping);
  shownParts = drawn;
  const entry = view.entry;
  $("number").hidden = !entry;
  $("numpad").hidden = !(entry && entry.pad);
  if (entry) $("number").textContent = entry.digits;
  $("toast").textContent = view.toast || "";
  showCaptions(view.captions || []);
  const typing = Boolean(entry && entry.pad);  // the pad types: slot keys would only repeat it
  for (const key of document.querySelectorAll(".key")) {
    const repeats = typing && key.dataset.b.startsWith("slot");
    const label = repeats ? "" : (view.buttons || {})[key.dataset.b] || "";
    key.disabled = !label;
    key.dataset.label = label;
    const cap = CAPS[key.dataset.b] || "";
    key.textContent = keyWords(cap, label);
    key.setAttribute("aria-label", label || cap);
    if (!label && key.classList.contains("down")) release(key);
  }
  setState("playing", "");
  // In the room without a seat here there is nothing to press; where the view offers taps the
  // d-pad would only repeat them, and with no button alive it would only take room.
  // An arrow that does nothing now is not shown (nor said): the lobby's pad is its two buttons.
  const pad = !view.waiting && !tapping && Object.keys(view.buttons || {}).length > 0;
  $("cross").hidden = !pad || [...$("cross").children].every((key) => key.disabled);
  $("sides").hidden = !pad;
  $("keys").hidden = !pad && $("choices").hidden;
}

function press(key) {
  if (key.disabled || key.classList.contains("down")) return;
  key.classList.add("down");
  button(key.dataset.b, true);
}

function release(key) {
  if (!key.classList.contains("down")) return;
  key.classList.remove("down");
  button(key.dataset.b, false);
}

function releaseAll() {
  for (const key of document.querySelectorAll(".key.down")) key.classList.remove("down");
}

for (const key of document.querySelectorAll(".key")) {
  key.addEventListener("pointerdown", (event) => { event.preventDefault(); press(key); });
  for (const kind of ["pointerup", "pointercancel", "pointerleave"]) {
    key.addEventListener(kind, () => release(key));
  }
  key.addEventListener("contextmenu", (event) => event.preventDefault());
}

for (const digit of ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", "⌫"]) {
  const cell = document.createElement("button");
  cell.textContent = digit;
  cell.disabled = !digit;
  if (digit === "⌫") cell.setAttribute("aria-label", say("delete", "Delete"));
  cell.addEventListener("click", () => button(digit === "⌫" ? "backspace" : `digit:${digit}`, true));
  $("numpad").appendChild(cell);
}

$("room").addEventListener("submit", (event) => {
  event.preventDefault();
  checkCode($("code").value.trim().toUpperCase());
});

$("join").addEventListener("submit", (event) => {
  event.preventDefault();
  const name = $("name").value.trim();
  if (namePattern.test(name)) send({ t: "join", name: name });
  else $("notice").textContent = say("bad_name", "Letters, digits and spaces, 16 at most.");
});

// A phone that wakes up after a while connects afresh: its old websocket may look open and be
// dead (the game noticed it gone by its pings); coming back with the token keeps the seat.
let hiddenSince = 0;
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") {
    hiddenSince = Date.now();
    return;
  }
  const slept = hiddenSince && Date.now() - hiddenSince > 5000;
  hiddenSince = 0;
  if (finished || (socket && socket.readyState === WebSocket.OPEN && !slept)) return;
  clearTimeout(timer);
  timer = null;
  if (socket && socket.readyState !== WebSocket.CLOSED) {
    socket.onclose = null;
    socket.close();
  }
  connect();
});

document.documentElement.lang = words.lang || document.documentElement.lang;
setState("connecting", "…");
checkCode(room);
