"""What a human seat's six buttons mean at the Gämsh table, moment by moment: the kit's
`Buttons` (game/kit/controls.py), answered by the table's `Controls` (`buttons`, `to_base`).

The base mode is the same all game long: the slot keys act on the cards of the moment (drop a
hand card; mid-swap take a centre card; during the Hearty Snack slap one; while the team
judges a spoken guess, slot 1 right and slot 2 wrong), act opens the shout menu (mid-swap: the
centre cards 5+), and alt is the kit's look gesture where several people share the screen. No
key opens anything by itself and no menu closes by itself: a menu stays until the player
chooses (then the seat is back in base) or backs out with alt.

The menus (`Pad.mode`):
- "call", the shout menu: slot 1 Gämsh!, slot 2 Double!, slot 3 another team… (Counter Gämsh
  or Outgämshed), slot 4 slap (the Gamekeeper or the Bull, when one lies there), act emotes.
- "team": Counter Gämsh at each opponent team, and Outgämshed (at six players through "out":
  which team).
- "emote", "guess" (Outgämshed: which emote is that team's signal) and "signal" (choosing
  one's own team's signal): the emote grid, slot keys take the shown row's emotes, act shows
  the other row.
- "more", mid-swap: take centre cards 5-8 (act: 9-10 and back).
Legality is the rules' (`session.refusal`): a key whose action they would refuse means nothing
and says their reason; a key that opens a menu is live when the menu leads to a legal action.
A phone taps the same choices on its cards ("hand:<slot>", "centre:<pos>") and the emote grid
("emote:<name>", both rows at once: turning rows and pages is KEYS_ONLY), and the seat's other
keys as big buttons.
Docs: docs/rules/gaemsh.md, "Your keys"; docs/DECISIONS.md, "Gämsh: one press, one meaning".
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from game.core.errors import RuleError
from game.kit.controls import BASE, BUTTON, KEYS_ONLY, Buttons, Meaning, at, nothing
from game.titles.gaemsh import rules
from game.titles.gaemsh.layout import TEAM_LETTERS

SLOTS = ("slot1", "slot2", "slot3", "slot4")
GRIDS = ("emote", "guess", "signal")  # the menus that show the emote grid
ROW = 4  # emotes a row of the grid
PAGE = 4  # centre positions a page of the "more" menu (after the first four)


@dataclass
class Pad:
    """A human seat's own controls: its open menu (BASE: none), the seat whose team an
    Outgämshed guess names, the emote grid's row shown and the "more" menu's page."""

    mode: str = BASE
    target: int | None = None
    row: int = 0
    page: int = 0

    def open(self, mode: str, target: int | None = None) -> None:
        self.mode, self.target, self.row, self.page = mode, target, 0, 0

    def close(self) -> None:
        self.open(BASE)


def opponent_teams(obs: rules.GaemshView) -> list[int]:
    return sorted({team for team in obs.teams if team != obs.team})


def slap_order(obs: rules.GaemshView) -> list[int]:
    """The centre positions, the slap that does something first: an open offence's
    Gamekeeper, the Bull."""
    keen = rules.GAMEKEEPER if obs.gamekeeper_offender is not None else rules.BULL
    return sorted(range(len(obs.table)), key=lambda pos: (obs.table[pos] != keen, obs.table[pos] != rules.BULL))


class Controls:
    """Each human seat's `Pad` at one Gämsh table and what each of its buttons means now. It
    asks the rules through `session.refusal` only."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.session = table.session
        self.pads = {seat: Pad() for seat in self.session.humans}

    def text(self, key: str, **params: Any) -> str:
        return self.table.app.text(key, **params)

    # --- the contract -----------------------------------------------------------
    def buttons(self, seat: int) -> Buttons:
        obs = self.session.view(seat)
        pad = self.pads.setdefault(seat, Pad())
        if pad.mode == BASE:
            meanings, more = self.base(seat, obs)
            return Buttons(meanings, idle=self.idle_words(seat, obs), more=more)
        meanings = getattr(self, f"menu_{'grid' if pad.mode in GRIDS else pad.mode}")(seat, obs, pad)
        meanings["alt"] = Meaning(self.text("gaemsh_table.key.back"), step=pad.close)
        return Buttons(meanings, mode=pad.mode, title=self.menu_title(pad), more=self.elsewhere(seat, obs, pad))

    def elsewhere(self, seat: int, obs: rules.GaemshView, pad: Pad) -> dict[str, Meaning]:
        """The open menu's choices a phone taps at once: every emote of a grid, every centre card."""
        if pad.mode in GRIDS:
            return {f"emote:{emote}": self.emote(seat, pad, emote) for emote in rules.EMOTES}
        if pad.mode == "more":
            return {meaning.target: meaning for meaning in self.centre(seat, obs).values()}
        return {}

    def to_base(self, seat: int) -> None:
        self.pads[seat].close()

    # --- what the rules would say ----------------------------------------------------
    def refused(self, action: Any) -> RuleError | None:
        """What the rules would say to `action` if it were pressed now."""
        return self.session.refusal(action)

    def does(self, action: Any, key: str, target: str = BUTTON, **params: Any) -> Meaning:
        """A key that submits `action` (a phone's tap at `target`): live when the rules would
        take it, else their reason."""
        refusal = self.refused(action)
        return nothing(refusal) if refusal is not None else Meaning(self.text(key, **params), action=action,
                                                                      target=target)

    def opens(self, seat: int, mode: str, leads: Iterable[Any], key: str, target: int | None = None,
              **params: Any) -> Meaning:
        """A key that opens menu `mode` at the seat: live when one of the actions it leads to
        would be taken, else the first one's reason."""
        first = None
        for action in leads:
            refusal = self.refused(action)
            if refusal is None:
                return Meaning(self.text(key, **params), step=lambda: self.pads[seat].open(mode, target))
            first = first or refusal
        return nothing(first)

    # --- who chooses a signal where ----------------------------------------------------
    def choosing_team(self, obs: rules.GaemshView) -> int | None:
        """The team whose secret signal choice the screen shows now (one with a human at it)."""
        if obs.phase != "signals":
            return None
        return next((team for team in obs.choosing for seat in self.session.humans
                     if obs.teams[seat] == team and not self.table.phones.holds(seat)), None)

    def choosing_for(self, seat: int, obs: rules.GaemshView) -> int | None:
        """The team whose signal choice `seat` may make now: its own on its phone (phones
        choose at once, each on its own screen), else the one the big screen shows."""
        if self.table.phones.holds(seat) and obs.phase == "signals" and obs.team in obs.choosing:
            return obs.team
        return self.choosing_team(obs)

    def idle_words(self, seat: int, obs: rules.GaemshView) -> str:
        team = self.choosing_team(obs)
        if team is not None and team != obs.team:
            return self.text("gaemsh_table.choose.wait", team=self.table.team_name(team))
        return ""

    # --- the base mode ---------------------------------------------------------------
    def base(self, seat: int, obs: rules.GaemshView) -> tuple[dict[str, Meaning], dict[str, Meaning]]:
        """The base mode's buttons, and the centre cards past the fourth a phone taps too."""
        if obs.phase == "signals":
            if obs.team not in obs.choosing or self.choosing_for(seat, obs) != obs.team:
                return {}, {}
            leads = [rules.ChooseSignal(seat, emote) for emote in rules.EMOTES]
            return {"act": self.opens(seat, "signal", leads, "gaemsh_table.key.choose")}, {}
        judging = obs.phase == "verdict" and obs.verdict is not None and obs.verdict[1] == obs.team
        if judging:
            meanings = {SLOTS[index]: self.does(rules.Verdict(seat, index == 0), key)
                        for index, key in enumerate(("gaemsh_table.key.right", "gaemsh_table.key.wrong"))}
        elif obs.mid_swap or obs.phase == "snack":
            meanings = dict(zip(SLOTS, self.centre(seat, obs).values()))
        else:
            meanings = {slot: self.does(rules.Drop(seat, index), "gaemsh_table.key.drop", f"hand:{index}",
                                        slot=index + 1) for index, slot in enumerate(SLOTS)}
        if obs.mid_swap:
            meanings["act"] = at(KEYS_ONLY, self.opens(seat, "more", self.takes(obs, 4, len(obs.table)),
                                                       "gaemsh_table.key.more"))
        else:
            leads = (rules.Emote(seat, rules.EMOTES[0]), rules.CallGaemsh(seat))
            meanings["act"] = self.opens(seat, "call", leads, "gaemsh_table.key.call")
        more = {meaning.target: meaning for meaning in self.centre(seat, obs).values()} if obs.mid_swap else {}
        return meanings, more

    def centre(self, seat: int, obs: rules.GaemshView) -> dict[int, Meaning]:
        """Mid-swap a take, in the Hearty Snack a slap, of each centre card ("centre:<pos>"; the
        slot keys' four even where fewer lie there)."""
        kind, key = (rules.Take, "gaemsh_table.key.take") if obs.mid_swap else (rules.Slap, "gaemsh_table.key.slap")
        return {pos: self.does(kind(seat, pos), key, f"centre:{pos}", pos=pos + 1)
                for pos in range(max(len(obs.table), len(SLOTS)))}

    @staticmethod
    def takes(obs: rules.GaemshView, start: int, end: int) -> list[rules.Take]:
        return [rules.Take(obs.seat, pos) for pos in range(start, min(end, len(obs.table)))]

    # --- the menus ---------------------------------------------------------------------
    def menu_call(self, seat: int, obs: rules.GaemshView, pad: Pad) -> dict[str, Meaning]:
        farmer = rules.FARMER in obs.table  # slapped with the call when it lies there: it can only help
        suffix = "_farmer" if farmer else ""
        accusations = [action for team in opponent_teams(obs) for action in self.accusations(seat, obs, team)]
        slaps = [rules.Slap(seat, pos) for pos in slap_order(obs)]
        slap = next((action for action in slaps if self.refused(action) is None), slaps[0] if slaps else None)
        return {"slot1": self.does(rules.CallGaemsh(seat, farmer), f"gaemsh_table.key.gaemsh{suffix}"),
                "slot2": self.does(rules.CallDouble(seat, farmer), f"gaemsh_table.key.double{suffix}"),
                "slot3": self.opens(seat, "team", accusations, "gaemsh_table.key.other_team"),
                "slot4": self.does(slap, "gaemsh_table.key.slap", pos=slap.pos + 1) if slap else nothing(),
                "act": self.opens(seat, "emote", [rules.Emote(seat, rules.EMOTES[0])], "gaemsh_table.key.emote")}

    def accusations(self, seat: int, obs: rules.GaemshView, team: int) -> list[Any]:
        """A Counter Gämsh at `team` (pointed at its first seat) and the Outgämshed guesses."""
        target = obs.teams.index(team)
        if team in obs.real_signal_teams:
            return [rules.CallCounter(seat, target), rules.Outgaemsh(seat, target, "")]
        return [rules.CallCounter(seat, target)] + [rules.Outgaemsh(seat, target, emote) for emote in rules.EMOTES]

    def menu_team(self, seat: int, obs: rules.GaemshView, pad: Pad) -> dict[str, Meaning]:
        """Counter Gämsh at each opponent team on the first slot keys, then Outgämshed: at
        four players straight at the one team, at six through the "out" menu (which team)."""
        teams = opponent_teams(obs)
        meanings = {}
        for index, team in enumerate(teams):
            meanings[SLOTS[index]] = self.does(rules.CallCounter(seat, obs.teams.index(team)),
                                               "gaemsh_table.key.counter", letter=TEAM_LETTERS[team])
        if len(teams) == 1:
            meanings[SLOTS[1]] = self.outgaemsh(seat, obs, teams[0])
        else:
            guesses = [action for team in teams for action in self.accusations(seat, obs, team)[1:]]
            meanings[SLOTS[len(teams)]] = self.opens(seat, "out", guesses, "gaemsh_table.key.outgaemsh_which")
        return meanings

    def menu_out(self, seat: int, obs: rules.GaemshView, pad: Pad) -> dict[str, Meaning]:
        return {slot: self.outgaemsh(seat, obs, team) for slot, team in zip(SLOTS, opponent_teams(obs))}

    def outgaemsh(self, seat: int, obs: rules.GaemshView, team: int) -> Meaning:
        """Outgämshed at `team`: its emote grid, or said aloud (a real-world signal: the team judges)."""
        target, letter = obs.teams.index(team), TEAM_LETTERS[team]
        if team in obs.real_signal_teams:
            return self.does(rules.Outgaemsh(seat, target, ""), "gaemsh_table.key.outgaemsh", letter=letter)
        return self.opens(seat, "guess", self.accusations(seat, obs, team)[1:], "gaemsh_table.key.outgaemsh_menu",
                          target=target, letter=letter)

    def menu_grid(self, seat: int, obs: rules.GaemshView, pad: Pad) -> dict[str, Meaning]:
        """The emote grid's shown row on the slot keys; act shows the other row."""
        meanings = {slot: self.emote(seat, pad, rules.EMOTES[pad.row * ROW + index]) for index, slot in enumerate(SLOTS)}
        flip = "gaemsh_table.key.row_first" if pad.row else "gaemsh_table.key.row_second"
        meanings["act"] = Meaning(self.text(flip), step=lambda: setattr(pad, "row", 1 - pad.row), target=KEYS_ONLY)
        return meanings

    def emote(self, seat: int, pad: Pad, emote: str) -> Meaning:
        """An emote of the open grid: shown ("emote"), guessed as a team's signal ("guess"),
        or chosen as one's own team's ("signal")."""
        target = pad.target if pad.target is not None else seat
        action = {"emote": rules.Emote(seat, emote), "guess": rules.Outgaemsh(seat, target, emote),
                  "signal": rules.ChooseSignal(seat, emote)}[pad.mode]
        return self.does(action, f"gaemsh.emote.{emote}", f"emote:{emote}")

    def menu_more(self, seat: int, obs: rules.GaemshView, pad: Pad) -> dict[str, Meaning]:
        """Mid-swap, centre positions 5-8 on the slot keys (a second page: 9 and 10)."""
        start = 4 + pad.page * PAGE
        meanings = {slot: self.does(take, "gaemsh_table.key.take", f"centre:{take.pos}", pos=take.pos + 1)
                    for slot, take in zip(SLOTS, self.takes(obs, start, start + PAGE))}
        if pad.page or len(obs.table) > 4 + PAGE:
            words = "gaemsh_table.key.more_first" if pad.page else "gaemsh_table.key.more_second"
            meanings["act"] = Meaning(self.text(words), step=lambda: setattr(pad, "page", 1 - pad.page),
                                      target=KEYS_ONLY)
        return meanings

    def menu_title(self, pad: Pad) -> str:
        team = self.table.teams[pad.target] if pad.target is not None else 0
        return self.text(f"gaemsh_table.menu.{pad.mode}", team=self.table.team_name(team))
