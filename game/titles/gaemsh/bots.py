"""Gämsh Alpin bots: swap toward a quartet, give the team emote when holding one, watch the
partner's emotes, and try to read the other teams (Counter Gämsh, Outgämshed).

A bot sees only `observe(seat)` and its seat's events. What it learns about other seats:
- cards seen going into (Taken) and out of (Dropped) each hand this round: a seat seen
  collecting `counter_known` cards of one motif earns a Counter Gämsh;
- clues to each team's signal: when a call shows the hands, every emote a quartet holder
  made in the `signal_window` seconds before counts for that team; once one emote has
  `learn_min` clues and twice as many as any other, the bot names it (Outgämshed), and it
  treats that emote by an opponent as a reason for a Counter Gämsh.
Levels differ in reaction time and attention (levels/bots.toml) and in the habits of
levels/gaemsh/rules.toml [bots.*]; `mistake` makes a bot take a partner's fake emote for the
signal now and then, or guess a signal on thin evidence. An emote is a signal only while it
is fresh (`fresh` seconds): a bot busy with a swap when its partner signalled does not shout
on a stale emote afterwards. Press times follow game/core/timing.py: a swap is a choice among
hand and centre cards and then one further press, a call or a slap two presses.
"""
from __future__ import annotations

import math
from collections import Counter
from typing import Any

from game.core import timing
from game.core.driver import Bot, BotProfile, Plan
from game.core.rng import GameRng
from game.core.seats import TableConfig, teams_opposite
from game.titles.gaemsh.rules import (BULL, EMOTES, FARMER, GAMEKEEPER, SNACK, CallCounter,
                               CallDouble, CallGaemsh, Called, ChooseSignal, Dealt, Dropped,
                               Emote, Emoted, Drop, GaemshView, Outgaemsh, Outgaemshed,
                               PhaseChanged, SignalChosen, Slap, Slapped, Take, Taken, TableReplaced,
                               Data, Habits, has_quartet, is_night, motif_of)


class GaemshBot(Bot):
    def __init__(self, seat: int, profile: BotProfile, rng: GameRng, players: int,
                 habits: Habits, human_partner: bool = False) -> None:
        super().__init__(seat, profile, rng)
        self.habits = habits
        self.human_partner = human_partner  # then the human chooses the team's signal
        self.teams = teams_opposite(players)
        self.players = players
        self.partner = (seat + players // 2) % players
        self.team = self.teams[seat]
        self.known: dict[int, Counter] = {other: Counter() for other in range(players)}
        self.clues: dict[int, Counter] = {team: Counter() for team in set(self.teams)}
        self.ruled_out: dict[int, set[str]] = {team: set() for team in set(self.teams)}
        self.emote_log: list[tuple[int, str, float]] = []
        self.call_at: float | None = None  # when this bot will shout, having seen the signal
        self.cue_at = 0.0  # when the emote behind call_at or counter_cue was made
        self.counter_cue: tuple[int, float] | None = None
        self.signalled_at: float | None = None
        # when the signal being planned lands: a plan dropped for a swap elsewhere keeps its
        # press time, or a busy table would push the signal back forever
        self.signal_due: float | None = None
        self.next_fake = self._fake_gap(0.0)
        self.attended: set[Any] = set()  # offences and snacks already judged (noticed or not)
        self._my_signal: str | None = None  # the team signal, as last observed
        self._swap_seen: tuple | None = None  # (hand, table, keeper) of the last swap choice
        self._swap_best: tuple[int, int] | None = None  # its (slot, options), or None

    def wake_at(self, now: float) -> float:
        """Besides a change at the table, only its own clock moves it: a fake emote or a
        repeated signal."""
        resignal = self.signalled_at + self.habits.resignal if self.signalled_at is not None else math.inf
        return min(self.next_fake, resignal)

    # ------------------------------------------------------------ what it sees happen
    def notice(self, events: list[Any], now: float) -> bool:
        replan = False
        for event in events:
            if isinstance(event, Dealt):
                for seen in self.known.values():
                    seen.clear()
                self.call_at = self.counter_cue = self.signalled_at = self.signal_due = None
                replan = True
            elif isinstance(event, Taken) and event.seat != self.seat:
                motif = motif_of(event.card)
                if motif:
                    self.known[event.seat][motif] += 1
                replan = True
            elif isinstance(event, Dropped) and event.seat != self.seat:
                motif = motif_of(event.card)
                if motif and self.known[event.seat][motif] > 0:
                    self.known[event.seat][motif] -= 1
            elif isinstance(event, SignalChosen):
                self._my_signal = event.emote
            elif isinstance(event, Emoted) and event.seat == self.seat:
                if event.emote == self._my_signal:
                    self.signalled_at = event.t  # given, not just planned: a dropped plan is planned again
                    self.signal_due = None
            elif isinstance(event, Emoted):
                replan |= self._saw_emote(event)
            elif isinstance(event, Called):
                self._learn(event.hands, now)
                replan = True
            elif isinstance(event, Outgaemshed):
                if event.right:
                    self.clues[event.team].clear()
                    self.ruled_out[event.team].clear()
                elif event.emote:
                    self.ruled_out[event.team].add(event.emote)
            elif isinstance(event, (TableReplaced, PhaseChanged, Slapped)):
                replan = True
        return replan

    def _saw_emote(self, event: Emoted) -> bool:
        self.emote_log.append((event.seat, event.emote, event.t))
        presses = 2 if self.players == 4 else 3  # the shout menu, the call, at six the team
        self.emote_log = [entry for entry in self.emote_log
                          if entry[2] >= event.t - 2 * self.habits.signal_window]
        if event.seat == self.partner:
            signal = self._my_signal
            taken_for_signal = event.emote == signal or self.rng.random() < self.profile.mistake / 4
            if taken_for_signal and self.call_at is None and self.rng.random() < self.profile.attention:
                self.call_at = event.t + self.profile.reaction(self.rng, 2, 2)
                self.cue_at = event.t
                return True
            return False
        if self.teams[event.seat] != self.team and event.emote == self._belief(self.teams[event.seat]):
            if self.rng.random() < self.profile.attention:
                self.counter_cue = (event.seat, event.t + self.profile.reaction(self.rng, 2, presses))
                self.cue_at = event.t
                return True
        return False

    def _learn(self, hands: tuple[tuple[str | None, ...], ...], now: float) -> None:
        for seat, hand in enumerate(hands):
            if seat == self.seat or self.teams[seat] == self.team or not has_quartet(hand):
                continue
            recent = {emote for who, emote, t in self.emote_log
                      if who == seat and t >= now - self.habits.signal_window}
            for emote in sorted(recent):
                self.clues[self.teams[seat]][emote] += 1

    def _belief(self, team: int) -> str | None:
        """The emote this bot takes for `team`'s signal, or None while unsure."""
        ranked = [(count, emote) for emote, count in self.clues[team].items()
                  if emote not in self.ruled_out[team]]
        if not ranked:
            return None
        ranked.sort(reverse=True)
        best, emote = ranked[0]
        second = ranked[1][0] if len(ranked) > 1 else 0
        return emote if best >= self.habits.learn_min and best >= 2 * second else None

    # ------------------------------------------------------------ what it does
    def decide(self, obs: GaemshView, now: float) -> Plan | None:
        self._my_signal = obs.my_signal
        if obs.phase == "signals":
            return self._choose_signal(obs, now)
        if obs.phase == "snack":
            return self._snack(obs, now)
        if obs.phase != "play":
            return None
        if obs.mid_swap:
            pos = self._take_choice(obs)
            if pos is None:  # others took the last cards: wait for new ones
                return None
            return Plan(Take(self.seat, pos), now + timing.further_press(self.profile, self.rng))
        for choice in (self._shout, self._catch_keeper, self._counter, self._outgaemsh,
                       self._signal, self._fake, self._swap):
            plan = choice(obs, now)
            if plan is not None:
                return plan
        return None

    def _choose_signal(self, obs: GaemshView, now: float) -> Plan | None:
        if obs.team not in obs.choosing or self.human_partner:
            return None
        emote = self.rng.choice([e for e in EMOTES if e != obs.outed_signal])
        first = self.seat < self.partner
        delay = self.profile.think(self.rng, len(EMOTES), 2) * (1 if first else 3)
        return Plan(ChooseSignal(self.seat, emote), now + delay)

    def _snack(self, obs: GaemshView, now: float) -> Plan | None:
        key = ("snack", obs.snack_until)
        if obs.mid_swap or any(seat == self.seat for _, seat in obs.snack_claims):
            return None
        if key not in self.attended:
            self.attended.add(key)
            if self.rng.random() >= self.profile.attention:
                self.attended.add(("missed",) + key)
        if ("missed",) + key in self.attended:
            return None
        claimed = {pos for pos, _ in obs.snack_claims}
        free = [pos for pos, card in enumerate(obs.table)
                if card not in (None, SNACK) and pos not in claimed]
        if not free:
            return None
        return Plan(Slap(self.seat, self.rng.choice(free)), now + self.profile.reaction(self.rng, len(free)))

    def _shout(self, obs: GaemshView, now: float) -> Plan | None:
        if self.call_at is None:
            return None
        at, self.call_at = max(self.call_at, now), None
        if now - self.cue_at > self.habits.fresh:
            return None  # busy meanwhile: the emote is no signal any more
        farmer = FARMER in obs.table
        if has_quartet(obs.hand, farmer):
            return Plan(CallDouble(self.seat, farmer), at)
        return Plan(CallGaemsh(self.seat, farmer), at)

    def _catch_keeper(self, obs: GaemshView, now: float) -> Plan | None:
        offender = obs.gamekeeper_offender
        if offender is None or self.teams[offender] == self.team or GAMEKEEPER not in obs.table:
            return None
        key = ("keeper", offender, obs.gamekeeper_until)
        if key in self.attended:
            return None
        self.attended.add(key)
        if self.rng.random() >= self.profile.attention:
            return None
        return Plan(Slap(self.seat, obs.table.index(GAMEKEEPER)), now + self.profile.reaction(self.rng, 2, 2))

    def _counter(self, obs: GaemshView, now: float) -> Plan | None:
        if self.counter_cue is not None:
            seat, at = self.counter_cue
            self.counter_cue = None
            if now - self.cue_at <= self.habits.fresh:
                return Plan(CallCounter(self.seat, seat), max(at, now))
        for seat, seen in self.known.items():
            if self.teams[seat] == self.team or not seen:
                continue
            count = max(seen.values())
            key = ("counter", obs.round, seat, count)
            if count < self.habits.counter_known - 1 or key in self.attended:
                continue
            self.attended.add(key)
            sure = count >= self.habits.counter_known
            if (sure and self.rng.random() < self.profile.attention) or \
                    (not sure and self.rng.random() < self.habits.bluff_counter):
                presses = 2 if self.players == 4 else 3
                return Plan(CallCounter(self.seat, seat), now + self.profile.reaction(self.rng, 2, presses))
        return None

    def _outgaemsh(self, obs: GaemshView, now: float) -> Plan | None:
        for team in sorted(set(self.teams)):
            if team == self.team or team in obs.real_signal_teams:
                continue
            emote = self._belief(team)
            if emote is None and self.clues[team] and self.rng.random() < self.profile.mistake / 20:
                emote = self.clues[team].most_common(1)[0][0]
            if emote is not None and emote not in self.ruled_out[team]:
                target = self.teams.index(team)
                self.ruled_out[team].add(emote)  # guessed once; a right guess clears the clues
                presses = 3 if self.players == 4 else 4  # shout menu, Outgämshed, (team), emote
                return Plan(Outgaemsh(self.seat, target, emote),
                            now + self.profile.think(self.rng, len(EMOTES), presses))
        return None

    def _signal(self, obs: GaemshView, now: float) -> Plan | None:
        if not has_quartet(obs.hand) or obs.my_signal is None:
            self.signal_due = None
            return None
        if self.signalled_at is not None and now - self.signalled_at < self.habits.resignal:
            return None
        if self.signal_due is None:
            self.signal_due = now + self.profile.reaction(self.rng, 1, 2)
        return Plan(Emote(self.seat, obs.my_signal), max(self.signal_due, now))

    def _fake(self, obs: GaemshView, now: float) -> Plan | None:
        if now < self.next_fake:
            return None
        self.next_fake = self._fake_gap(now)
        emote = self.rng.choice([e for e in EMOTES if e != obs.my_signal])
        return Plan(Emote(self.seat, emote), now + self.profile.reaction(self.rng, len(EMOTES), 2))

    def _fake_gap(self, now: float) -> float:
        rate = max(self.habits.fake_emote, 1e-3)
        return now + min(-math.log(1.0 - self.rng.random()) / rate, 600.0)

    def _swap(self, obs: GaemshView, now: float) -> Plan | None:
        """Drop the card whose swap for some centre card improves the hand most."""
        if has_quartet(obs.hand):
            return None
        keeper = GAMEKEEPER in obs.table and self.rng.random() < self.habits.keeper_care
        seen = (obs.hand, obs.table, keeper)
        if seen != self._swap_seen:
            self._swap_seen = seen
            self._swap_best = _best_swap(obs.hand, self._offered(obs, keeper), keeper)
        if self._swap_best is None:
            if BULL in obs.table and ("bull", obs.refresh_at) not in self.attended:
                self.attended.add(("bull", obs.refresh_at))
                if self.rng.random() < self.habits.bull_slap:
                    return Plan(Slap(self.seat, obs.table.index(BULL)), now + self.profile.reaction(self.rng, 2, 2))
            return None
        slot, options = self._swap_best
        delay = self.habits.swap_pause + self.profile.reaction(self.rng, options)
        return Plan(Drop(self.seat, slot), now + delay)

    def _take_choice(self, obs: GaemshView) -> int | None:
        """The centre card that makes the best hand (the dropped card itself included)."""
        keeper = GAMEKEEPER in obs.table and self.rng.random() < self.habits.keeper_care
        offered = self._offered(obs, keeper) or self._offered(obs, False)
        if not offered:
            return None
        return max(offered, key=lambda item: (_shape(obs.hand + (item[1],)), -item[0]))[0]

    @staticmethod
    def _offered(obs: GaemshView, keeper: bool) -> list[tuple[int, str]]:
        """Centre cards that may be taken (no night cards when minding the Gamekeeper)."""
        return [(pos, card) for pos, card in enumerate(obs.table)
                if card is not None and card != SNACK and not (keeper and is_night(card))]


def _best_swap(hand: tuple[str | None, ...], offered: list[tuple[int, str]],
               keeper: bool) -> tuple[int, int] | None:
    """(slot to drop, options weighed) of the swap that brings the hand closest to a quartet,
    or None when no swap improves it. Only the motifs matter, so each (hand motif, centre
    motif) pair is weighed once."""
    motifs = [motif_of(card) if card is not None else None for card in hand]
    counts: dict[str, int] = {}
    for motif in motifs:
        if motif:
            counts[motif] = counts.get(motif, 0) + 1
    current = tuple(sorted(counts.values(), reverse=True))
    wanted = {motif for motif in (motif_of(card) for _, card in offered) if motif}
    best: tuple[tuple[int, ...], int] | None = None
    for slot, card in enumerate(hand):
        if card is None or (keeper and is_night(card)):
            continue
        gone = motifs[slot]
        for motif in wanted:
            if motif == gone:
                continue
            changed = dict(counts)
            if gone:
                changed[gone] -= 1
            changed[motif] = changed.get(motif, 0) + 1
            shape = tuple(sorted((n for n in changed.values() if n), reverse=True))
            if shape > current and (best is None or shape > best[0]):
                best = (shape, slot)
    options = sum(card is not None for card in hand) * max(len(offered), 1)
    return (best[1], options) if best is not None else None


def _shape(cards: tuple[str | None, ...]) -> tuple[int, ...]:
    """How close a hand is to a quartet: its motif counts, largest first."""
    counts: dict[str, int] = {}
    for card in cards:
        motif = motif_of(card) if card is not None else None
        if motif:
            counts[motif] = counts.get(motif, 0) + 1
    return tuple(sorted(counts.values(), reverse=True))


def make_bot(seat: int, profile: BotProfile, rng: GameRng, config: TableConfig, data: Data) -> Bot:
    partner = config.seats[(seat + config.players // 2) % config.players]
    return GaemshBot(seat, profile, rng, config.players, data.bots[profile.level], not partner.is_bot)
