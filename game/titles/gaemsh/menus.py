"""What a human seat's six keys mean at the Gämsh table, moment by moment.

One function, `options`, lists for a seat what each button does right now (a `Choice`:
a rules action to submit, or a menu to open, with the words for the key hint), so the
key hint and the key press can never disagree. The flows (every one of them is
documented on the rules pages "gaemsh.help.N"):

- idle: slot1..4 drop that hand card (the Hearty Snack: slap the centre card at position
  1..4; mid-swap: take the centre card at position 1..4); act opens the call menu
  (mid-swap with more than four centre positions: the page of positions 5..10); alt
  opens the emote palette.
- call menu: slot1 Gämsh!, slot2 Double Gämsh! (both slap the Smart Farmer with the
  call when it lies in the centre: it can only help), slot3 Counter Gämsh (then the
  team when there are two), slot4 Outgämshed (then the team, then the emote),
  act Slap! (the Föhn card there is to slap), alt closes.
- emote palette: tap alt, then slot1..4: emotes 1-4; hold alt and press slot1..4:
  emotes 5-8. So each of the eight emotes is two presses.
- an emote grid (choosing the team signal, naming a signal): slot1..4 pick a column,
  then act takes the top emote of that column, alt the bottom one.
- page of positions 5..10 (mid-swap): slot1..4 take positions 5..8, act 9, alt 10
  (act and alt go back when those positions do not exist).
- a real-world-signal verdict: the accused team answers act = right, alt = wrong.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.titles.gaemsh import rules as rules

MENU_SECONDS = 4.0  # an open menu closes after this long without a press
SLOTS = ("slot1", "slot2", "slot3", "slot4")


@dataclass(frozen=True)
class Choice:
    """One key's meaning: `label` (a text key with `params`) and what a press does:
    submit `action`, or switch the seat to menu `goto` ("idle" closes every menu)."""

    label: str
    params: tuple[tuple[str, Any], ...] = ()
    action: Any = None
    goto: str | None = None
    kind: str = ""
    target: int | None = None
    column: int | None = None


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


def opponent_teams(obs: rules.GaemshView) -> list[int]:
    return sorted({team for team in obs.teams if team != obs.team})


def team_seat(obs: rules.GaemshView, team: int) -> int:
    """The seat pointed at when a call names a team: its first seat."""
    return obs.teams.index(team)


def slap_target(obs: rules.GaemshView) -> int | None:
    """The centre position the call menu's Slap! hits: a free card during the Hearty Snack;
    else the Gamekeeper while another team's offence is open, else the Bull, else the
    Gamekeeper (a slap with no offence does nothing, as the rules say)."""
    table = obs.table
    if obs.phase == "snack":
        if any(seat == obs.seat for _, seat in obs.snack_claims):
            return None
        claimed = {pos for pos, _ in obs.snack_claims}
        return next((pos for pos, card in enumerate(table)
                     if card not in (None, rules.SNACK) and pos not in claimed), None)
    if obs.phase != "play":
        return None
    keeper = table.index(rules.GAMEKEEPER) if rules.GAMEKEEPER in table else None
    bull = table.index(rules.BULL) if rules.BULL in table else None
    offender = obs.gamekeeper_offender
    if keeper is not None and offender is not None and obs.teams[offender] != obs.team:
        return keeper
    return bull if bull is not None else keeper


def options(pad: Pad, obs: rules.GaemshView, alt_held: bool, choosing_team: int | None) -> dict[str, Choice]:
    """button -> Choice for the seat of `obs`; `choosing_team` is the team whose signal
    choice the screen shows now (None when no team with a human is choosing)."""
    seat = obs.seat
    if obs.phase == "over":
        return {}
    if obs.phase == "signals" and obs.team in obs.choosing:
        if choosing_team != obs.team:
            return {}
        return grid(pad.signal_column, lambda emote: rules.ChooseSignal(seat, emote), "signal",
                    outed=obs.outed_signal)
    if obs.phase == "verdict" and obs.verdict is not None and obs.verdict[1] == obs.team:
        return {"act": Choice("gaemsh_table.key.right", action=rules.Verdict(seat, True)),
                "alt": Choice("gaemsh_table.key.wrong", action=rules.Verdict(seat, False))}
    if pad.mode == "palette":
        return palette(seat, alt_held)
    if pad.mode == "call":
        return call_menu(obs)
    if pad.mode == "team":
        return team_menu(obs, pad.kind)
    if pad.mode == "guess" and pad.target is not None:
        target = pad.target
        choices = grid(pad.column, lambda emote: rules.Outgaemsh(seat, target, emote), "guess", target=target)
        choices.setdefault("alt", Choice("gaemsh_table.key.back", goto="idle"))
        return choices
    if pad.mode == "more" and obs.mid_swap:
        return more_page(obs)
    return idle(obs)


def idle(obs: rules.GaemshView) -> dict[str, Choice]:
    seat = obs.seat
    choices: dict[str, Choice] = {}
    for index, slot in enumerate(SLOTS):
        if obs.mid_swap:
            choices[slot] = Choice("gaemsh_table.key.take", (("pos", index + 1),), action=rules.Take(seat, index))
        elif obs.phase == "snack":
            choices[slot] = Choice("gaemsh_table.key.slap", (("pos", index + 1),), action=rules.Slap(seat, index))
        elif obs.phase in ("play", "signals"):
            choices[slot] = Choice("gaemsh_table.key.drop", (("slot", index + 1),), action=rules.Drop(seat, index))
    if obs.mid_swap and len(obs.table) > 4:
        choices["act"] = Choice("gaemsh_table.key.more", goto="more")
    elif obs.phase in ("play", "snack"):
        choices["act"] = Choice("gaemsh_table.key.call", goto="call")
    choices["alt"] = Choice("gaemsh_table.key.emote", goto="palette")
    return choices


def call_menu(obs: rules.GaemshView) -> dict[str, Choice]:
    seat = obs.seat
    farmer = rules.FARMER in obs.table
    opponents = opponent_teams(obs)
    choices = {
        "slot1": Choice("gaemsh_table.key.gaemsh_farmer" if farmer else "gaemsh_table.key.gaemsh",
                        action=rules.CallGaemsh(seat, farmer)),
        "slot2": Choice("gaemsh_table.key.double_farmer" if farmer else "gaemsh_table.key.double",
                        action=rules.CallDouble(seat, farmer)),
        "slot3": Choice("gaemsh_table.key.counter", goto="team", kind="counter"),
        "slot4": Choice("gaemsh_table.key.outgaemsh", goto="team", kind="outgaemsh"),
    }
    if len(opponents) == 1:  # one team to point at: no need to ask which
        choices["slot3"] = team_choice(obs, "counter", opponents[0], "gaemsh_table.key.counter")
        choices["slot4"] = team_choice(obs, "outgaemsh", opponents[0], "gaemsh_table.key.outgaemsh")
    pos = slap_target(obs)
    if pos is not None:
        choices["act"] = Choice("gaemsh_table.key.slap", (("pos", pos + 1),), action=rules.Slap(seat, pos))
    else:
        choices["act"] = Choice("gaemsh_table.key.back", goto="idle")
    choices["alt"] = Choice("gaemsh_table.key.back", goto="idle")
    return choices


def team_choice(obs: rules.GaemshView, kind: str, team: int, label: str) -> Choice:
    """Point a Counter Gämsh or an Outgämsh at `team`."""
    seat, target = obs.seat, team_seat(obs, team)
    params = (("team", team),)
    if kind == "counter":
        return Choice(label, params, action=rules.CallCounter(seat, target))
    if team in obs.real_signal_teams:
        return Choice(label, params, action=rules.Outgaemsh(seat, target, ""))
    return Choice(label, params, goto="guess", target=target)


def team_menu(obs: rules.GaemshView, kind: str) -> dict[str, Choice]:
    choices = {slot: team_choice(obs, kind, team, "gaemsh_table.key.team")
               for slot, team in zip(SLOTS, opponent_teams(obs))}
    choices["alt"] = Choice("gaemsh_table.key.back", goto="idle")
    return choices


def grid(column: int | None, make: Any, mode: str, outed: str | None = None,
         target: int | None = None) -> dict[str, Choice]:
    """The 2x4 emote grid: slot keys pick a column, act the top emote, alt the bottom one."""
    choices = {slot: Choice("gaemsh_table.key.column", (("n", index + 1),), goto=mode, target=target, column=index)
               for index, slot in enumerate(SLOTS)}
    if column is not None:
        for button, emote in (("act", rules.EMOTES[column]), ("alt", rules.EMOTES[column + 4])):
            if emote != outed:
                choices[button] = Choice(f"gaemsh.emote.{emote}", action=make(emote))
    return choices


def palette(seat: int, alt_held: bool) -> dict[str, Choice]:
    """Tap alt, then a slot key: emotes 1-4; hold alt with a slot key: emotes 5-8."""
    row = rules.EMOTES[4:] if alt_held else rules.EMOTES[:4]
    choices = {slot: Choice(f"gaemsh.emote.{emote}", action=rules.Emote(seat, emote))
               for slot, emote in zip(SLOTS, row)}
    choices["act"] = Choice("gaemsh_table.key.back", goto="idle")
    if not alt_held:
        choices["alt"] = Choice("gaemsh_table.key.hold", goto="palette")
    return choices


def more_page(obs: rules.GaemshView) -> dict[str, Choice]:
    """Mid-swap, centre positions 5..10: slot1..4, then act and alt."""
    seat = obs.seat
    choices: dict[str, Choice] = {}
    for button, pos in zip(SLOTS + ("act", "alt"), range(4, 10)):
        if pos < len(obs.table):
            choices[button] = Choice("gaemsh_table.key.take", (("pos", pos + 1),), action=rules.Take(seat, pos))
    for button in ("act", "alt"):
        choices.setdefault(button, Choice("gaemsh_table.key.back", goto="idle"))
    return choices
