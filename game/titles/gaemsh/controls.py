"""What a human seat's six keys mean at the Gämsh table, moment by moment, and the menus
and the signal choice the big screen shows for them.

`options` lists for a seat what each button does right now (a `Choice`: a rules action to
submit, or a menu to open, with the words for the key hint), so the key hint and the key
press can never disagree. The menus name the alternatives of each key in order of
preference; a key offers the first one the rules would take (`refusal`): an action the
rules accept, or a menu that leads to one. So no key offers what the rules refuse (no Drop
while a team chooses its signal, no outgämshed emote, no Slap of one's own team's offence).
A key that offers nothing tells why, in the rules' words (the first alternative's refusal:
"Too slow: that card is gone."). The flows are those of docs/rules/gaemsh.md, "Your keys"
(in the game: the page "gaemsh.help.4"); besides them, an emote grid (choosing the team
signal, naming a signal) takes a column with a slot key, then act its top emote, alt its
bottom one, and the accused team of a real-world-signal guess answers act = right, alt = wrong.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Iterator

import pygame

from game.core.errors import RuleError
from game.input.intents import Intent
from game.titles.gaemsh import rules
from game.ui import draw, fonts, widgets
from game.ui.canvas import Canvas
from game.ui.palette import ALERT, GOLD, INK, INK_SOFT, PAPER, PAPER_SHADE, TEXT, WOOD, WOOD_DARK, seat_colour

MENU_SECONDS = 4.0  # an open menu closes after this long without a press
SLOTS = ("slot1", "slot2", "slot3", "slot4")
Refusal = Callable[[Any], "RuleError | None"]
Menu = Iterator[tuple[str, "Choice"]]  # (button, alternative), the preferred first


@dataclass(frozen=True)
class Choice:
    """One key's meaning: `label` (a text key with `params`) and what a press does: submit
    `action`, or switch the seat to menu `goto` ("idle" closes every menu), which `leads`
    to these actions."""

    label: str
    params: tuple[tuple[str, Any], ...] = ()
    action: Any = None
    goto: str | None = None
    kind: str = ""
    target: int | None = None
    column: int | None = None
    leads: tuple[Any, ...] = ()


BACK = Choice("gaemsh_table.key.back", goto="idle")


@dataclass
class Pad:
    """A human seat's open menu. mode: idle, call, team, guess, palette or more."""

    mode: str = "idle"
    kind: str = ""  # "counter" or "outgaemsh" while the team is being chosen
    target: int | None = None  # the seat pointed at while naming its team's signal
    column: int | None = None  # highlighted column of an emote grid
    signal_column: int | None = None  # highlighted column while choosing the team signal
    since: float = 0.0

    def follow(self, choice: Choice, now: float) -> None:
        """Apply a press that opens or closes a menu."""
        if choice.goto == "signal":
            self.signal_column = choice.column
            return
        self.mode = choice.goto or "idle"
        self.kind, self.target, self.column = choice.kind, choice.target, choice.column
        self.since = now

    def close(self) -> None:
        self.mode, self.kind, self.target, self.column = "idle", "", None, None


def options(pad: Pad, obs: rules.GaemshView, alt_held: bool, choosing_team: int | None,
            refusal: Refusal) -> dict[str, Choice]:
    """button -> Choice for the seat of `obs`: for each button the first alternative the
    rules would take (`refusal` of its action, or of one its menu leads to); "back" always.
    `choosing_team` is the team whose signal choice the screen shows now."""
    offered: dict[str, Choice] = {}
    for button, choice in menu(pad, obs, alt_held, choosing_team):
        acts = (choice.action,) if choice.action is not None else choice.leads
        if button not in offered and (choice is BACK or any(refusal(act) is None for act in acts)):
            offered[button] = choice
    return offered


def menu(pad: Pad, obs: rules.GaemshView, alt_held: bool, choosing_team: int | None) -> Menu:
    seat = obs.seat
    if obs.phase == "signals" and obs.team in obs.choosing:
        if choosing_team == obs.team:
            yield from grid(pad.signal_column, lambda emote: rules.ChooseSignal(seat, emote), "signal")
        return
    if obs.phase == "verdict":
        yield "act", Choice("gaemsh_table.key.right", action=rules.Verdict(seat, True))
        yield "alt", Choice("gaemsh_table.key.wrong", action=rules.Verdict(seat, False))
    if pad.mode == "palette":
        yield from palette(seat, alt_held)
    elif pad.mode == "call":
        yield from call_menu(obs)
    elif pad.mode == "team":
        yield from team_menu(obs, pad.kind)
    elif pad.mode == "guess" and pad.target is not None:
        target = pad.target
        yield from grid(pad.column, lambda emote: rules.Outgaemsh(seat, target, emote), "guess", target)
        yield "alt", BACK
    elif pad.mode == "more" and obs.mid_swap:
        yield from more_page(obs)
    else:
        yield from idle(obs)


def idle(obs: rules.GaemshView) -> Menu:
    seat = obs.seat
    for index, slot in enumerate(SLOTS):
        if obs.mid_swap:
            yield slot, Choice("gaemsh_table.key.take", (("pos", index + 1),), action=rules.Take(seat, index))
        elif obs.phase == "snack":
            yield slot, Choice("gaemsh_table.key.slap", (("pos", index + 1),), action=rules.Slap(seat, index))
        else:
            yield slot, Choice("gaemsh_table.key.drop", (("slot", index + 1),), action=rules.Drop(seat, index))
    yield "act", Choice("gaemsh_table.key.more", goto="more", leads=tuple(takes(obs)))
    yield "act", Choice("gaemsh_table.key.call", goto="call", leads=(rules.CallGaemsh(seat),))  # calls are legal alike
    yield "alt", Choice("gaemsh_table.key.emote", goto="palette", leads=(rules.Emote(seat, rules.EMOTES[0]),))


def takes(obs: rules.GaemshView) -> Iterator[rules.Take]:
    """Takes of centre positions 5..10."""
    return (rules.Take(obs.seat, pos) for pos in range(4, min(10, len(obs.table))))


def call_menu(obs: rules.GaemshView) -> Menu:
    seat, table = obs.seat, obs.table
    farmer = rules.FARMER in table  # slapped with the call when it lies there: it can only help
    suffix = "_farmer" if farmer else ""
    yield "slot1", Choice(f"gaemsh_table.key.gaemsh{suffix}", action=rules.CallGaemsh(seat, farmer))
    yield "slot2", Choice(f"gaemsh_table.key.double{suffix}", action=rules.CallDouble(seat, farmer))
    opponents = opponent_teams(obs)
    for slot, kind in (("slot3", "counter"), ("slot4", "outgaemsh")):
        label = f"gaemsh_table.key.{kind}"
        if len(opponents) == 1:  # one team to point at: no need to ask which
            yield slot, team_choice(obs, kind, opponents[0], label)
        else:
            leads = tuple(act for team in opponents for act in team_choice(obs, kind, team, label).leads)
            yield slot, Choice(label, goto="team", kind=kind, leads=leads)
    order: list[int] = list(range(len(table)))
    if obs.phase == "play":  # the slap that does something first: an open offence's Gamekeeper, the Bull
        keen = rules.GAMEKEEPER if obs.gamekeeper_offender is not None else rules.BULL
        order.sort(key=lambda pos: (table[pos] != keen, table[pos] != rules.BULL))
    for pos in order:
        yield "act", Choice("gaemsh_table.key.slap", (("pos", pos + 1),), action=rules.Slap(seat, pos))
    yield "act", BACK
    yield "alt", BACK


def opponent_teams(obs: rules.GaemshView) -> list[int]:
    return sorted({team for team in obs.teams if team != obs.team})


def team_choice(obs: rules.GaemshView, kind: str, team: int, label: str) -> Choice:
    """Point a Counter Gämsh or an Outgämsh at `team` (its first seat)."""
    seat, target = obs.seat, obs.teams.index(team)
    params = (("team", team),)
    if kind == "counter":
        action = rules.CallCounter(seat, target)
        return Choice(label, params, action=action, leads=(action,))
    if team in obs.real_signal_teams:
        action = rules.Outgaemsh(seat, target, "")
        return Choice(label, params, action=action, leads=(action,))
    return Choice(label, params, goto="guess", target=target,
                  leads=tuple(rules.Outgaemsh(seat, target, emote) for emote in rules.EMOTES))


def team_menu(obs: rules.GaemshView, kind: str) -> Menu:
    for slot, team in zip(SLOTS, opponent_teams(obs)):
        yield slot, team_choice(obs, kind, team, "gaemsh_table.key.team")
    yield "alt", BACK


def grid(column: int | None, make: Callable[[str], Any], mode: str, target: int | None = None) -> Menu:
    """The 2x4 emote grid: slot keys pick a column, act the top emote, alt the bottom one."""
    for index, slot in enumerate(SLOTS):
        pair = (make(rules.EMOTES[index]), make(rules.EMOTES[index + 4]))
        yield slot, Choice("gaemsh_table.key.column", (("n", index + 1),), goto=mode, target=target, column=index,
                           leads=pair)
    if column is not None:
        for button, emote in (("act", rules.EMOTES[column]), ("alt", rules.EMOTES[column + 4])):
            yield button, Choice(f"gaemsh.emote.{emote}", action=make(emote))


def palette(seat: int, alt_held: bool) -> Menu:
    """Tap alt, then a slot key: emotes 1-4; hold alt with a slot key: emotes 5-8."""
    row = rules.EMOTES[4:] if alt_held else rules.EMOTES[:4]
    for slot, emote in zip(SLOTS, row):
        yield slot, Choice(f"gaemsh.emote.{emote}", action=rules.Emote(seat, emote))
    yield "act", BACK
    if not alt_held:
        yield "alt", Choice("gaemsh_table.key.hold", goto="palette", leads=(rules.Emote(seat, rules.EMOTES[4]),))


def more_page(obs: rules.GaemshView) -> Menu:
    """Mid-swap, centre positions 5..10: slot1..4, then act and alt."""
    for button, take in zip(SLOTS + ("act", "alt"), takes(obs)):
        yield button, Choice("gaemsh_table.key.take", (("pos", take.pos + 1),), action=take)
    yield "act", BACK
    yield "alt", BACK


MENU_TITLES = {"call": "gaemsh_table.menu.call", "team": "gaemsh_table.menu.team", "guess": "gaemsh_table.menu.guess",
               "palette": "gaemsh_table.menu.palette", "more": "gaemsh_table.menu.more"}


class SeatControls:
    """The table's side of the keys (a mixin of GaemshTable): each human seat's `Pad`, what a
    press does, the key hints' words, and the open menus and the signal choice on screen.
    It asks the rules through the session's `refusal` only."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.pads = {seat: Pad() for seat in self.session.humans}
        self.known: dict[int, tuple[tuple, dict[str, Choice]]] = {}  # seat -> (moment, its options then)

    def refused(self, action: Any) -> RuleError | None:
        """What the rules would say to `action` if it were pressed now."""
        return self.session.refusal(dataclasses.replace(action, t=self.session.clock))

    def choosing_team(self, obs: rules.GaemshView) -> int | None:
        """The team whose secret signal choice the screen shows now (one with a human)."""
        if obs.phase != "signals":
            return None
        return next((team for team in obs.choosing for seat in self.session.humans
                     if obs.teams[seat] == team and not self.phones.holds(seat)), None)

    def choosing_for(self, seat: int, obs: rules.GaemshView) -> int | None:
        """The team whose signal choice `seat` may make now: its own on its phone (phones
        choose at once, each on its own screen), else the one the big screen shows."""
        if self.phones.holds(seat) and obs.phase == "signals" and obs.team in obs.choosing:
            return obs.team
        return self.choosing_team(obs)

    def options(self, seat: int) -> dict[str, Choice]:
        """What `seat`'s keys do now; asked several times a frame (hint, its width, the menu),
        so kept until the time, the events, the seat's menu or its held alt key change."""
        pad = self.pads.setdefault(seat, Pad())
        if pad.mode != "idle" and self.time - pad.since > MENU_SECONDS:
            pad.close()
        alt_held = "alt" in self.held.get(seat, set())
        moment = (self.time, alt_held, *vars(pad).values())
        if self.known.get(seat, (None,))[0] != moment:
            obs = self.session.view(seat)
            self.known[seat] = (moment, options(pad, obs, alt_held, self.choosing_for(seat, obs), self.refused))
        return self.known[seat][1]

    def take(self, events: list[Any]) -> None:
        self.known = {}  # the rules state moved: every seat's keys may mean something else
        super().take(events)

    def seat_action(self, seat: int, intent: Intent) -> Any | None:
        choice = self.options(seat).get(intent.button)
        if choice is None:
            obs = self.session.view(seat)
            team = self.choosing_team(obs)
            refusal = self.why_not(seat, intent.button, obs)
            if team is not None and team != obs.team:
                self.toast(seat, self.app.text("gaemsh_table.choose.wait", team=self.team_name(team)))
            elif refusal is not None:
                self.refuse(seat, refusal)
            elif obs.phase != "signals" or obs.team not in obs.choosing:
                self.toast(seat, self.app.text("gaemsh_table.key_idle"))
            return None
        if choice.action is None:
            self.pads[seat].follow(choice, self.time)
            self.app.sound.play("ui_move")
            return None
        self.pads[seat].close()
        if isinstance(choice.action, rules.Outgaemsh) and choice.action.emote == "":
            self.toast(seat, self.app.text("gaemsh_table.say_aloud"))
        return choice.action

    def why_not(self, seat: int, button: str, obs: rules.GaemshView) -> RuleError | None:
        """The rules' reason against what `button` would mean now (its first alternative)."""
        alt_held = "alt" in self.held.get(seat, set())
        for pressed, choice in menu(self.pads[seat], obs, alt_held, self.choosing_for(seat, obs)):
            acts = (choice.action,) if choice.action is not None else choice.leads
            if pressed == button and acts:
                return self.refused(acts[0])
        return None

    def key_labels(self, seat: int) -> dict[str, str]:
        return {button: self.choice_words(choice) for button, choice in self.options(seat).items()}

    def choice_words(self, choice: Choice) -> str:
        params = {name: self.team_name(value) if name == "team" else value for name, value in choice.params}
        return self.app.text(choice.label, **params)

    def draw_menu(self, surface: Canvas, seat: int) -> None:
        """The open menu of a human seat at the big screen, as rows of key caps, toward the centre."""
        pad, choices = self.pads.get(seat), self.options(seat)
        if pad is None or pad.mode == "idle" or not choices:
            return
        names = self.app.input.key_labels(self.session.humans[seat])
        rows = [(names.get(button, "?"), self.choice_words(choice)) for button, choice in choices.items()]
        if pad.mode == "palette":
            held = "alt" in self.held.get(seat, set())
            rows.insert(0, ("", self.app.text("gaemsh_table.menu.hold" if held else "gaemsh_table.menu.tap")))
        face = fonts.font(16, True)
        box = pygame.Rect(0, 0, max(220, max(face.size(words)[0] + face.size(key)[0] for key, words in rows) + 50),
                          34 + 26 * len(rows))
        rect, screen = self.panel_rect(seat), pygame.Rect(4, 4, 1272, 712)
        if abs(rect.centery - screen.centery) * 2 > abs(rect.centerx - screen.centerx):  # top or bottom seat
            if rect.centery > screen.centery:
                box.midbottom = (rect.centerx, rect.top - 44)
            else:
                box.midtop = (rect.centerx, rect.bottom + 44)
        elif rect.centerx < screen.centerx:  # a side seat: toward the middle
            box.midleft = (rect.right + 10, rect.centery)
        else:
            box.midright = (rect.left - 10, rect.centery)
        for other in range(self.session.players):  # off the other seats: above or below them
            place = self.seat_rect(other)
            if other != seat and box.colliderect(place) and place.centery > rect.centery:
                box.bottom = place.top - 4
            elif other != seat and box.colliderect(place):
                box.top = place.bottom + 4
        box.clamp_ip(screen)
        widgets.panel(surface, box, fill=PAPER, border=seat_colour(seat), radius=10)
        team = self.teams[pad.target] if pad.target is not None else 0
        surface.blit(self.label(self.app.text(MENU_TITLES[pad.mode], team=self.team_name(team)), 16, INK, True),
                     (box.x + 12, box.y + 7))
        for index, (key, words) in enumerate(rows):
            x, y = box.x + 12, box.y + 32 + index * 26
            if key:
                x = self.key_cap(surface, key, (x, y), PAPER_SHADE, INK, 14).right + 8
            surface.blit(self.label(words, 16, INK if key else INK_SOFT, bool(key)), (x, y))

    def key_cap(self, surface: Canvas, key: str, at: tuple[int, int], back: tuple[int, int, int],
                ink: tuple[int, int, int], size: int, anchor: str = "topleft") -> pygame.Rect:
        cap = self.label(key, size, ink, True)
        box = cap.get_rect(**{anchor: at}).inflate(10, 4)
        draw.rect(surface, back, box, border_radius=5)
        surface.blit(cap, cap.get_rect(center=box.center))
        return box

    def draw_verdict(self, surface: Canvas, guesser: int, team: int, border: tuple[int, int, int]) -> None:
        """The question to the accused team (its act and alt keys answer): was the guess right?"""
        box = pygame.Rect(260, 342, 760, 96)
        widgets.panel(surface, box, fill=PAPER, border=border)
        words = self.app.text("gaemsh_table.verdict", player=self.seat_name(guesser), team=self.team_name(team))
        widgets.wrapped(surface, words, box.inflate(-30, -20), 20)

    def draw_signal_choice(self, surface: Canvas, obs: rules.GaemshView) -> None:
        """The emote grid of the team choosing its signal on the big screen (others look away)."""
        team = self.choosing_team(obs)
        if team is None:
            return
        widgets.shade(surface, 200)
        box = pygame.Rect(170, 110, 940, 500)
        widgets.panel(surface, box)
        choosers = [seat for seat in self.session.humans if obs.teams[seat] == team]
        others = len(choosers) < len(self.session.humans)
        title = self.app.text("gaemsh_table.choose.look_away" if others else "gaemsh_table.choose.own",
                              team=self.team_name(team))
        widgets.text(surface, title, (box.centerx, box.top + 18), 26, INK, bold=True, anchor="midtop")
        column = next((self.pads[seat].signal_column for seat in choosers
                       if seat in self.pads and self.pads[seat].signal_column is not None), None)
        shown = next(seat for seat in choosers if not self.phones.holds(seat))  # its keys' names
        names = self.app.input.key_labels(self.session.humans[shown])
        for index, emote in enumerate(rules.EMOTES):
            col, row = index % 4, index // 4
            cell = pygame.Rect(box.x + 60 + col * 210, box.y + 96 + row * 150, 190, 140)
            draw.rect(surface, GOLD if column == col else PAPER_SHADE, cell, border_radius=12)
            draw.rect(surface, WOOD, cell, 2, border_radius=12)
            surface.blit(self.app.art.emote(emote, shown, (88, 88)), (cell.centerx - 44, cell.y + 6))
            name = self.label(self.app.text(f"gaemsh.emote.{emote}"), 17, INK, True)
            surface.blit(name, name.get_rect(midtop=(cell.centerx, cell.y + 96)))
            tag = self.label(names["act" if row == 0 else "alt"], 13, INK_SOFT, True)
            surface.blit(tag, tag.get_rect(bottomright=(cell.right - 8, cell.bottom - 4)))
            if self.refused(rules.ChooseSignal(shown, emote)) is not None:  # the team's outgämshed signal
                draw.line(surface, ALERT, cell.topleft, cell.bottomright, 4)
            if row == 0:
                self.key_cap(surface, names[f"slot{col + 1}"], (cell.centerx, cell.top - 6), WOOD_DARK, TEXT, 16,
                             "midbottom")
        for offset, key, size, colour in ((86, "how", 17, INK), (50, "hint", 16, INK_SOFT)):
            widgets.wrapped(surface, self.app.text(f"gaemsh_table.choose.{key}"),
                            pygame.Rect(box.x + 40, box.bottom - offset, box.width - 80, 40), size, colour)
