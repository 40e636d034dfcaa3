"""Gambit 7's audience: the room's phones beyond the seats (the seats are full, or the game was
running when they joined) bet along, one bet a round, and keep a score of their own.

While the bets are open an audience phone taps one of the board's open slots (its phone shows
them as places carrying "tap": "slot:<slot>" and "says", what a tap does); tapping another moves the bet, until betting
closes. At the reveal a bet on the winning slot scores that slot's payout: what a seat's chip
on it was paid this round, or, when no seat's chip lay there, what a lone chip would have been
paid (the slot header's first number; "all too high" pays its one number). It is scored here
from the public view (the winning slot, the seats' gains and board.toml's payouts), never by
the rules: the rules engine knows no audience, an audience bet changes nothing for the seats,
and a save keeps no audience (Continue and Play again start it afresh). Its scores show on
the table (a line in the question's panel), on each audience phone and on the results.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.phones.protocol import TAP
from game.phones.views import card, row, view
from game.titles.gambit7 import rules
from game.ui import widgets
from game.ui.canvas import Canvas
from game.ui.palette import INK_SOFT

COLOUR = "#8A7F73"  # an audience phone's colour: no seat's
SLOT_TARGET = "slot:"  # a tap's target: SLOT_TARGET + the slot ("slot:-2", "slot:too_high")
LINE_SIZE = 18


@dataclass
class Member:
    """One audience phone: its name (kept when the room forgets it), its score, this round's
    bet and what the last reveal gave it (None: it had no bet)."""

    name: str
    score: int = 0
    bet: rules.Slot | None = None
    bet_round: int = 0
    gained: int | None = None


def slot_of(target: str) -> rules.Slot | None:
    """The slot a tap's target names, or None."""
    if not target.startswith(SLOT_TARGET):
        return None
    named = target[len(SLOT_TARGET):]
    if named == rules.TOO_HIGH:
        return rules.TOO_HIGH
    try:
        slot = int(named)
    except ValueError:
        return None
    return slot if slot in rules.SLOTS else None


class Audience:
    def __init__(self, table: Any) -> None:
        self.table = table
        self.members: dict[str, Member] = {}  # device -> member, in order of arrival
        self.scored = len(table.public.results)  # rounds revealed before it came (a continued game)

    # --- who --------------------------------------------------------------------------------
    def member(self, device: str) -> Member:
        server = self.table.app.input.phones
        member = self.members.setdefault(device, Member(""))
        if server is not None and server.name(device):
            member.name = server.name(device)
        return member

    def present(self) -> list[tuple[str, Member]]:
        """The members that have no seat at this table (one given a seat leaves the audience),
        every phone of the room without a seat here among them."""
        for device in self.table.phones.waiting():
            self.member(device)
        seated = set(self.table.session.humans.values())
        return [(device, member) for device, member in self.members.items() if device not in seated]

    def standings(self) -> list[tuple[str, int]]:
        """(name, score) of the audience, best first (ties by name)."""
        return sorted(((member.name, member.score) for _, member in self.present()), key=lambda item: (-item[1], item[0]))

    # --- betting and scoring -------------------------------------------------------------------
    def handle(self, intent: Any) -> bool:
        """An audience phone's press: a tap on an open slot while the bets are open is its bet.
        Whether the bet was taken."""
        if not intent.pressed or not intent.button.startswith(TAP):
            return False
        slot = slot_of(intent.button[len(TAP):])
        public = self.table.public
        if public.phase != "bet" or slot is None or slot not in public.open_slots():
            return False
        member = self.member(intent.device)
        member.bet, member.bet_round = slot, public.round_no
        return True

    def update(self) -> None:
        """Score each round the rules revealed since the last update."""
        results = self.table.public.results
        for result in results[self.scored:]:
            self.score(result)
        self.scored = len(results)

    def score(self, result: rules.RoundResult) -> None:
        revealed = result.revealed
        pays = self.payout(result)
        for member in self.members.values():
            if member.bet is None or member.bet_round != revealed.round_no:
                member.gained = None
                continue
            member.gained = pays if member.bet == revealed.slot else 0
            member.score += member.gained

    def payout(self, result: rules.RoundResult) -> int:
        """What one chip on the winning slot paid this round (see the module's docstring)."""
        paid = next((gain.payout for gain in result.gains if gain.chips), 0)
        if paid:
            return paid
        slot, settings = result.revealed.slot, self.table.settings
        return settings.too_high if slot == rules.TOO_HIGH else settings.ring(slot).sole

    # --- what an audience phone shows -------------------------------------------------------------
    def view(self, device: str) -> dict[str, Any]:
        """The view of the audience phone `device`: the question, the board's slots to tap while
        the bets are open (its bet lit), its score and place, and at the reveal what it won."""
        table, text = self.table, self.table.app.text
        public = table.public
        member = self.member(device)
        question = table.question(public)
        language = table.app.settings.language
        lines = [question.text[language], text("gambit7_table.unit", unit=question.unit[language])]
        bet = member.bet if member.bet_round == public.round_no else None
        facts: dict[str, Any] = {"phase": text(f"gambit7.phase.{public.phase}"), "standing": self.standing(device)}
        if public.deadline is not None and public.now < public.deadline < math.inf:
            facts["timer"] = math.ceil(public.deadline - public.now)
        if public.phase == "reveal" and public.results:
            facts["result"] = [text("phones.result_answer", truth=table.number(public.truth, public)),
                               self.gain_words(member)]
        parts: dict[str, Any] = {"lines": lines}
        if public.phase == "bet":
            parts["rows"] = [row(text("phones.row.board"), [
                {**card(word=table.slot_words(slot), lit=slot == bet, tag=self.payout_words(slot)),
                 "tap": f"{SLOT_TARGET}{slot}", "says": text("gambit7_audience.says")}
                for slot in table.slot_order(public)], big=True)]
        status = (text("gambit7_audience.bet_on", slot=table.slot_words(bet)) if bet is not None
                  else text(f"gambit7_audience.{public.phase}"))
        return view(text(table.session.title.name_key), -1, member.name, {}, status=status, facts=facts,
                    waiting=True, colour=COLOUR, **parts)

    def standing(self, device: str) -> str:
        text = self.table.app.text
        scores = [member.score for _, member in self.present()]
        own = self.members[device].score
        return text("gambit7_audience.standing", score=own, place=1 + sum(score > own for score in scores),
                    count=len(scores))

    def gain_words(self, member: Member) -> str:
        text = self.table.app.text
        if member.gained is None:
            return text("gambit7_audience.no_bet")
        return text("gambit7_audience.won", points=member.gained) if member.gained else text("gambit7_audience.lost")

    def payout_words(self, slot: rules.Slot) -> str:
        settings, text = self.table.settings, self.table.app.text
        if slot == rules.TOO_HIGH:
            return text("gambit7_table.payout_high", pays=settings.too_high)
        ring = settings.ring(slot)
        return text("gambit7_audience.pays", sole=ring.sole, shared=ring.shared)

    # --- on the big screen -----------------------------------------------------------------------
    def draw(self, surface: Canvas, rect: pygame.Rect) -> None:
        """One line: the audience by score, with a dot for a bet placed this round."""
        present = self.present()
        if not present:
            return
        public = self.table.public
        ranked = sorted(present, key=lambda item: (-item[1].score, item[1].name))
        betting = public.phase == "bet"
        entries = [f"{member.name} {member.score}" + (" ●" if betting and member.bet_round == public.round_no
                                                      and member.bet is not None else "")
                   for _, member in ranked]
        words = self.table.app.text("gambit7_audience.line", names=" · ".join(entries))
        widgets.fitted(surface, words, rect.midright, rect.width, LINE_SIZE, INK_SOFT, anchor="midright")
