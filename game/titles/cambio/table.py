"""Cambio at the table: 2 to 6 seats round the felt (game/titles/cambio/layout.py), each with
its header, its face-down Jass layout and, on its turn, its drawn card; the deck and the
discard pile in the middle; for humans the key hint (what their buttons mean:
game/titles/cambio/controls.py) and a prompt line for what the hint cannot say.

Hidden cards: a card is face up when the public view shows it (a taken discard, a wrong
burn, the final reveal) or when the rules show it to a seat whose private view may be on
the shared screen (`hand_visible`: alone, "open" privacy, or while the seat holds the look
gesture). With several people at one screen the opening look goes seat by seat behind a
look-away card (`look_turn`). Who peeks at a card is public: the card is framed in the
peeker's colour, the peeker's symbol on its corner (never on the card's face); a swap marks
both slots it hit.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.kit.piles import Flip, draw_stack
from game.kit.table import FLIGHT, SCREEN, TableScene, TableSession, once_a_frame
from game.titles.cambio import controls, rules
from game.titles.cambio.layout import (AWAY, CALL_REGION, DECK_AT, DISCARD_AT, LOG, NEWS_REGION, PILE_CARD,
                                       PILES, PROMPT_H, PROMPT_W, STATUS, Layout, Point, header_h, news_region,
                                       pile_labels, turn_frame)
from game.ui import canvas, draw, fonts, seating, widgets
from game.ui.canvas import Canvas
from game.ui.palette import (ALERT, GOLD, INK, INK_SOFT, PAPER, PAPER_SHADE, TABLE_FELT_DARK, TEXT, WOOD,
                             WOOD_DARK, draw_seat_symbol, felt_table, ink_on, seat_colour)

LOG_LINES = {rules.Drew: "drew_discard", rules.Replaced: "replaced", rules.Discarded: "discarded",
             rules.Burned: "burned", rules.BurnFailed: "burn_failed", rules.Peeked: "peeked",
             rules.Swapped: "swapped", rules.GaveBack: "gave_back", rules.Called: "called",
             rules.Reshuffled: "reshuffled"}  # event -> its line cambio.log.<key>
NAMED = (("name", "seat"), ("owner", "owner"), ("a", "owner_a"), ("b", "owner_b"))  # log field <- seat field
SLOT_NAMED = (("slot", "slot"), ("slot_a", "slot_a"), ("slot_b", "slot_b"))  # log field <- slot field
CARD_WORDS = {"faessler": "Fässler", "koenig": "König"}  # the deck's words that are not their id capitalised
DEAL_STAGGER, FLIP, SHAKE, COUNT_UP, REVEAL_STAGGER = 0.035, 0.35, 0.45, 1.2, 0.05  # animation seconds
LOG_LINES_H = 44  # design units the log needs for two lines
SWAP_MARK = 20.0  # animation seconds a slot a swap hit stays marked
SWAP_TOLD = 6.0  # animation seconds its owner's prompt says so
PROMPT_WRAPS = (PROMPT_W, 300, 240, 480)  # the widths a prompt's box tries: narrower where room is short, wider
# where its words would take more lines than a prompt has
TEXT_SIZE = 18  # the smallest text the table draws, in design units (13.5 px at 960x540)
KEY_NOOKS = (("topleft", 14, 14), ("topright", -14, 14), ("bottomright", -14, -16), ("bottomleft", 14, -16))
# where the key cap of the 1st, 2nd, ... human seat sits on a card it names (two may name one card)


def card_name(card: str) -> str:
    """A Jass card by the names printed on the Fässler deck, in every language ("Rosen König")."""
    return " ".join(CARD_WORDS.get(part, part.capitalize()) for part in card.split("-"))


class CambioTable(TableScene):
    caption_place = pygame.Rect(20, 636, 380, 76)  # the table's bottom-left corner, left of the bottom seat and its key hint
    regions = {"call": CALL_REGION, "news": NEWS_REGION}  # at the text size of 100 % (`banner_regions`)
    backdrop_has_words = False  # wood, felt and pile marks (`build_backdrop`)

    def __init__(self, app: Any, session: TableSession, host: Any = None) -> None:
        super().__init__(app, session, host)
        self.layout = Layout(session.players)
        self.controls = controls.Controls(self)
        self.swapped: dict[tuple[int, int], tuple[float, int]] = {}  # (owner, slot) a swap hit -> (until, swapper)
        self.told: dict[int, tuple[float, int, int]] = {}  # human seat -> (until, swapper, slot): its prompt's news
        self.shakes: dict[tuple, float] = {}
        self.peeks: list[tuple[int, int, int, float]] = []  # (viewer, owner, slot, until) in animation time
        self.under = ""  # the discard below a card in flight to the pile
        self.scored_at = -99.0
        self.held_news: list[tuple[str, float, tuple[int, int, int], int, float]] = []  # news the look-away card would cover
        self.panels: dict[tuple, Canvas] = {}  # drawn seat and status panels, by size and colours
        self.timing = rules.table_settings(session.data, session.config.options)
        if session.fresh and session.public_view().phase == "look":
            self.deal(self.lengths())

    def art_to_show(self) -> list[tuple]:
        """Every face at both sizes: the first reveal shows 20 and more at once."""
        return [("card_face", card, size) for card in rules.CARDS for size in (self.layout.card, PILE_CARD)]

    # ------------------------------------------------------------------ buttons (game/titles/cambio/controls.py)

    def moment(self, seat: int) -> Any:
        """A menu's choices belong to the round it was opened in, while it is played
        (game/kit/table.py)."""
        view = self.session.public_view()
        return view.round_no, view.phase in ("scored", "over")

    def look_key(self, seat: int) -> str:
        """The name of the key a seat holds to look ("L Ctrl")."""
        return self.app.input.key_labels(self.session.humans[seat]).get(self.peek_button, "")

    def look_turn(self) -> int | None:
        """With several people at one screen, the opening look goes seat by seat: the first
        of those seats (in seat order) that still has looks, or still holds the look over a
        card it looked at. None: no seat at this screen is looking (or it is not the look):
        once its people have looked, the bots' looks show no look-away card."""
        if self.session.public_view().phase != "look":
            return None
        for seat in sorted(filter(self.peek_key, self.session.humans)):
            obs = self.session.view(seat)
            if obs.looks_left[seat] or seat in self.looking and any(owner == seat for owner, _, _ in obs.shown):
                return seat
        return None

    def flip_secret(self, seat: int, owner: int, slot: int, card: str) -> None:
        """A card only `seat` sees turns over where its hand is open to the screen; under
        the look gesture it just shows while the look is held (`faces`)."""
        if self.peek_key(seat):
            self.app.sound.play("card_flip")
        else:
            self.flip_at(owner, slot, self.secret_face(seat, card))

    def secret_face(self, seat: int, card: str) -> str:
        """A private card's face for an animation: shown where the seat's hand is open to the
        screen for good (alone, "open" privacy); under the look gesture only the still
        picture shows it (`faces`), so letting go hides it at once."""
        return card if self.hand_visible(seat) and not self.peek_key(seat) else ""

    # ------------------------------------------------------------------ events
    def describe(self, event: Any) -> tuple[str, int | None] | None:
        key = LOG_LINES.get(type(event))
        if key is None:
            return None
        if isinstance(event, rules.Drew) and event.source == "deck":
            key = "drew_deck"
        elif isinstance(event, rules.Peeked) and event.seat == event.owner:
            key = "peeked_own"
        names = {name: self.seat_name(getattr(event, field)) for name, field in NAMED if hasattr(event, field)}
        slots = {name: self.slot_name(getattr(event, field)) for name, field in SLOT_NAMED if hasattr(event, field)}
        words = self.app.text(f"cambio.log.{key}", card=card_name(getattr(event, "card", "")), **names, **slots)
        return words, getattr(event, "seat", None)

    def animates(self, event: Any) -> bool:
        """A private event animates once, from the actor's copy (not the others' masked one)."""
        return event.audience is None or getattr(event, "seat", None) in event.audience

    def slot_name(self, slot: int) -> str:
        """A layout's place in words: "top-left card", "card 5"."""
        return self.app.text(f"cambio.slot.{slot}" if slot < 4 else "cambio.slot.n", n=slot + 1)

    def show_events(self, events: list[Any]) -> None:
        before = self.under
        super().show_events(events)
        if events and before == self.under:
            self.under = self.session.public_view().discard_top

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.held_news and not self.news_covered():
            held, self.held_news = self.held_news, []
            for words, seconds, back, size, delay in held:
                self.banner("news", words, seconds, back, size, delay)

    def banner(self, region: str, words: str, seconds: float, back: tuple[int, int, int], size: int = 48,
               delay: float = 0.0, place: pygame.Rect | None = None, over: bool = False, lines: int = 2) -> None:
        """A news banner that the look-away card would cover (a larger text grows the card
        over the news region) waits until the card is gone, then shows for its whole time."""
        if region == "news" and place is None and self.news_covered():
            self.held_news.append((words, seconds, back, size, delay))
            return
        super().banner(region, words, seconds, back, size, delay, place, over, lines)

    def news_covered(self) -> bool:
        """Whether the look-away card stands over the news region now."""
        return self.look_turn() is not None and self.away_rect().colliderect(self.banner_regions()["news"])

    def _on_RoundStarted(self, event: rules.RoundStarted) -> None:
        self.held_news.clear()
        self.landing.clear()
        self.peeks.clear()
        self.swapped.clear()
        self.under = ""
        self.deal(self.lengths())
        if event.round_no:
            self.banner("news", self.app.text("cambio.label.round", number=event.round_no + 1), 1.4, WOOD_DARK, 40)
        if event.penalty_seat is not None:  # the failed caller's fifth card, said where it lies and why
            self.banner("news", self.app.text("cambio.event.call_penalty", name=self.seat_name(event.penalty_seat)), 4.0,
                        ALERT, 24, delay=1.4)

    def deal(self, lengths: tuple[int, ...]) -> None:
        places = [(seat, slot) for slot in range(max(lengths)) for seat in range(len(lengths)) if slot < lengths[seat]]
        for order, (seat, slot) in enumerate(places):
            self.fly(self.back(), DECK_AT, self.slot_point(seat, slot), ("slot", seat, slot), order * DEAL_STAGGER)
        self.app.sound.play("card_slide")

    def _on_Looked(self, event: rules.Looked) -> None:
        self.flip_secret(event.seat, event.seat, event.slot, event.card)

    def _on_Flipped(self, event: rules.Flipped) -> None:
        self.to_discard(event.card, DECK_AT)

    def _on_Drew(self, event: rules.Drew) -> None:
        face = event.card if event.source == "discard" else self.secret_face(event.seat, event.card)
        self.fly(self.picture(face), PILES[event.source], self.held_point(event.seat), ("held",))
        if event.source == "discard":
            self.under = self.session.public_view().discard_top
        self.app.sound.play("card_slide")

    def _on_Replaced(self, event: rules.Replaced) -> None:
        self.swapped.pop((event.seat, event.slot), None)  # its owner knows the card there now
        target = self.slot_point(event.seat, event.slot)
        self.fly(self.back(), self.held_point(event.seat), target, ("slot", event.seat, event.slot))
        self.to_discard(event.card, target)

    def _on_Discarded(self, event: rules.Discarded) -> None:
        self.to_discard(event.card, self.held_point(event.seat))
        if event.power:
            words = self.app.text(f"cambio.power.{event.power}", player=self.seat_name(event.seat))
            self.banner("news", words, 2.0, WOOD_DARK, 26)  # whose action it is: the banner stands mid-table

    def _on_Peeked(self, event: rules.Peeked) -> None:
        self.peeks.append((event.seat, event.owner, event.slot, self.clock + self.timing.reveal_seconds))
        self.flip_secret(event.seat, event.owner, event.slot, event.card)

    def _on_Swapped(self, event: rules.Swapped) -> None:
        a, b = self.slot_point(event.owner_a, event.slot_a), self.slot_point(event.owner_b, event.slot_b)
        self.fly(self.back(), a, b, ("slot", event.owner_b, event.slot_b), duration=0.6)
        self.fly(self.back(), b, a, ("slot", event.owner_a, event.slot_a), duration=0.6)
        self.app.sound.play("card_slide")
        for owner, slot in ((event.owner_a, event.slot_a), (event.owner_b, event.slot_b)):
            self.swapped[(owner, slot)] = (self.clock + SWAP_MARK, event.seat)
            if owner in self.session.humans and owner != event.seat:
                self.told[owner] = (self.clock + SWAP_TOLD, event.seat, slot)

    def _on_Burned(self, event: rules.Burned) -> None:
        self.swapped.pop((event.owner, event.slot), None)
        self.to_discard(event.card, self.slot_point(event.owner, event.slot), sound="card_burn")
        self.shakes[("discard",)] = self.clock + FLIGHT
        self.app.sound.play("card_slide")
        self.banner("news", self.app.text("cambio.event.burned", name=self.seat_name(event.seat)), 1.4,
                    seat_colour(event.seat), 30)

    def _on_BurnFailed(self, event: rules.BurnFailed) -> None:
        self.shakes[("slot", event.owner, event.slot)] = self.clock
        self.app.sound.play("wrong")
        self.banner("news", self.app.text("cambio.event.burn_failed", name=self.seat_name(event.seat)), 2.2,
                    ALERT, 26)

    def _on_PenaltyCard(self, event: rules.PenaltyCard) -> None:
        self.fly(self.back(), DECK_AT, self.slot_point(event.seat, event.slot), ("slot", event.seat, event.slot),
                 delay=0.3, duration=0.6)

    def _on_GaveBack(self, event: rules.GaveBack) -> None:
        self.fly(self.back(), self.slot_point(event.seat, event.slot), self.slot_point(event.owner, event.owner_slot),
                 ("slot", event.owner, event.owner_slot))
        self.app.sound.play("card_slide")

    def _on_Called(self, event: rules.Called) -> None:
        name = self.seat_name(event.seat)
        self.app.sound.play("faessler")
        self.banner("call", self.app.text("kit.labelled", label=name, value=self.app.text("cambio.call")), 2.2, seat_colour(event.seat), 72, over=True)
        self.banner("news", self.app.text("cambio.event.called", name=name), 2.6, WOOD_DARK, 24, delay=0.4)

    def _on_TurnPassed(self, event: rules.TurnPassed) -> None:
        if event.seat in self.session.humans:
            self.app.sound.play("tick")

    def _on_Reshuffled(self, event: rules.Reshuffled) -> None:
        for index in range(4):
            self.fly(self.back(PILE_CARD), DISCARD_AT, DECK_AT, delay=index * 0.06, spin=-20)
        self.app.sound.play("card_slide")
        self.banner("news", self.app.text("cambio.event.reshuffled"), 1.8, WOOD_DARK, 22)

    def _on_RoundScored(self, event: rules.RoundScored) -> None:
        self.scored_at = self.clock
        self.peeks.clear()
        self.swapped.clear()  # every card shows its face now
        cards = [(owner, slot, card) for owner, layout in enumerate(event.cards) for slot, card in enumerate(layout)]
        for order, (owner, slot, card) in enumerate([entry for entry in cards if entry[2]]):
            self.flip_at(owner, slot, card, delay=order * REVEAL_STAGGER, sound=False)
        self.app.sound.play("card_flip")
        self.cues.add(self.clock + COUNT_UP, "point")
        if event.caller is not None:
            lost = "cambio.event.caller_lost_last" if self.session.is_over() else "cambio.event.caller_lost"
            key = "cambio.event.caller_won" if event.caller_won else lost  # the last round has no next one
            self.banner("news", self.app.text(key, name=self.seat_name(event.caller)), 3.5,
                        (0, 130, 90) if event.caller_won else ALERT, 24, delay=COUNT_UP)

    def _on_GameOver(self, event: rules.GameOver) -> None:
        names = ", ".join(self.seat_name(seat) for seat in event.winners)
        key = "cambio_table.winner" if len(event.winners) == 1 else "cambio_table.winners"
        self.banner("call", self.app.text(key, players=names), 3.0, seat_colour(event.winners[0]), 56, delay=COUNT_UP)

    def to_discard(self, card: str, start: Point, sound: str = "card_flip") -> None:
        self.fly(self.app.art.card_face(card, PILE_CARD), start, DISCARD_AT, ("discard",))
        self.cues.add(self.clock + FLIGHT, sound)

    def flip_at(self, owner: int, slot: int, card: str, delay: float = 0.0, sound: bool = True) -> None:
        """A card turns over where it lies (one still flying in turns when it lands)."""
        key = ("slot", owner, slot)
        delay = max(delay, self.landing.get(key, 0.0) - self.clock)
        face = self.app.art.card_face(card, self.layout.card) if card else None
        self.anims.add(Flip(FLIP, delay=delay, back=self.back(), face=face, centre=self.slot_point(owner, slot)))
        self.landing[key] = max(self.landing.get(key, 0.0), self.clock + delay + FLIP)
        if sound:
            self.app.sound.play("card_flip")

    # ------------------------------------------------------------------ places (game/titles/cambio/layout.py)
    def lengths(self) -> tuple[int, ...]:
        return tuple(map(len, self.session.public_view().layouts))

    def panel_rect(self, seat: int) -> pygame.Rect:
        return self.layout.panel(seat, self.lengths())

    def slot_point(self, seat: int, slot: int) -> Point:
        return self.layout.slot(seat, slot, self.lengths())

    def held_point(self, seat: int) -> Point:
        return self.layout.held(seat, self.lengths())

    @property
    def log_region(self) -> pygame.Rect:
        """The log's corner, clear of a top seat's key hint and prompt that reach into it:
        below them (down to the next seat) when two lines fit there, else beside them."""
        lengths = self.lengths()
        region = self.layout.corner(LOG, lengths)
        panels = [self.layout.panel(seat, lengths) for seat in range(self.session.players)]
        for seat in self.session.humans:
            for place in (self.hint_rect(seat), self.prompt_rect(seat)):
                if place is None or not region.colliderect(place):
                    continue
                below = pygame.Rect(region.x, place.bottom + 6, region.width, region.height)
                for panel in panels:
                    if below.colliderect(panel):
                        below.height = panel.top - 6 - below.top
                beside = pygame.Rect(place.right + 6, region.y, region.right - place.right - 6, region.height)
                region = below if below.height >= LOG_LINES_H else beside
        return region

    @once_a_frame
    def hint_rect(self, seat: int) -> pygame.Rect | None:
        if seat not in self.session.humans or self.phones.holds(seat) or not self.hint_labels(seat):
            return None
        names, labels = self.app.input.key_labels(self.session.humans[seat]), self.hint_labels(seat)
        return self.layout.hint(seat, self.hint_width(seat), self.lengths(),
                                lambda width: len(seating.key_hint_rows(names, labels, width - 8)))

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The seat's panel, its key hint, its prompt and where its drawn card waits (its
        toasts stand beyond them all)."""
        rect = super().seat_rect(seat).union(self.layout.held_box(seat, self.lengths()))
        prompt = self.prompt_rect(seat)
        return rect.union(prompt) if prompt is not None else rect

    def kept_free(self) -> list[pygame.Rect]:
        """The status corner as drawn, the piles with their labels and every seat's drawn
        card's place (`Layout.kept_free`: the key hints keep off them too)."""
        return [self.status_rect(self.session.public_view())[0]] + self.layout.kept_free(self.lengths())

    def banner_regions(self) -> dict[str, pygame.Rect]:
        """The call over the piles; the news under their labels, down to the seat below
        (taller at a larger text: two lines of news fit)."""
        below = [panel.top for panel in map(self.panel_rect, range(self.session.players))
                 if panel.top > NEWS_REGION.top - 20 and panel.colliderect(NEWS_REGION.x, 0, NEWS_REGION.width, SCREEN.h)]
        return {"call": CALL_REGION, "news": news_region(min(below, default=NEWS_REGION.bottom + 4))}

    def prompt(self, seat: int) -> str:
        """What the seat should know now that its key hint cannot say: how many cards to look
        at, at a shared screen that its look, peek or drawn card waits for the look key, and
        else for a while that a swap hit one of its cards (nothing while a guide speaks)."""
        if seat not in self.session.humans or self.phones.holds(seat) or self.guide_speaks():
            return ""
        told = self.told.get(seat)
        if told is None or told[0] <= self.clock:
            return self.what_now(seat)
        return self.what_now(seat) or self.app.text("cambio_table.swapped_yours", player=self.seat_name(told[1]),
                                                     slot=self.slot_name(told[2]))

    def guide_speaks(self) -> bool:
        """Whether a guided game's box talks now (game/kit/guide.py): it says what to do, and a
        prompt beside the key hint would stand in its pointer's way."""
        run = getattr(self, "run", None)
        return run is not None and run.phase != "done"

    def what_now(self, seat: int) -> str:
        obs, shared = self.session.view(seat), self.peek_key(seat)
        key = self.look_key(seat) if shared else ""
        if obs.phase == "look":  # at a shared screen the look-away card says it (`draw_away`)
            left = obs.looks_left[seat]
            if not left or shared:
                return ""
            return self.app.text("cambio_table.prompt.look" + ("_one" if left == 1 else ""), n=left)
        if not shared or seat in self.looking:
            return ""
        if obs.turn == seat and obs.phase == "drawn" and obs.held_source == "deck":
            return self.app.text("cambio_table.prompt.drawn", key=key)
        if obs.turn == seat and obs.phase == "action" and obs.pending.startswith("peek"):
            return self.app.text("cambio_table.prompt.peek", key=key)
        public = set(self.session.public_view().shown)
        if any(entry not in public for entry in obs.shown):
            return self.app.text("cambio_table.prompt.see", key=key)
        return ""

    @once_a_frame
    def prompt_rect(self, seat: int) -> pygame.Rect | None:
        """Where the seat's prompt stands (None: no prompt, the seat's toast speaks now, or no
        place is clear at the crowded table)."""
        words = self.prompt(seat)
        if not words or any(toast.seat == seat for toast in self.toasts):
            return None
        lengths = self.lengths()
        obstacles = [self.layout.panel(other, lengths) for other in range(self.session.players)]
        obstacles += self.layout.kept_free(lengths) + [self.banner_regions()["news"], CALL_REGION]
        obstacles += [hint for hint in map(self.hint_rect, self.session.humans) if hint is not None]
        if self.look_turn() is not None:
            obstacles.append(self.away_rect())
        sizes = list(dict.fromkeys(size for wrap in PROMPT_WRAPS if (size := self.prompt_size(words, wrap)) is not None))
        return self.layout.prompt(seat, sizes or [self.prompt_size(words, PROMPT_W, cut=True)], self.hint_rect(seat),
                                  lengths, obstacles)

    def prompt_size(self, words: str, wrap: int, cut: bool = False) -> tuple[int, int] | None:
        """The prompt's box with its words wrapped at `wrap` (None: more lines than a prompt
        takes, unless it may be `cut`)."""
        lines = self.prompt_lines(words, wrap)
        if not cut and len(widgets.lines_of(words, wrap - 24, TEXT_SIZE, True)) > len(lines):
            return None
        width = max(self.label(line, TEXT_SIZE, TEXT, True).get_width() for line in lines) + 24
        step = fonts.font(TEXT_SIZE, True).get_linesize()
        return width, max(PROMPT_H * len(lines) - 8 * (len(lines) - 1), step * len(lines) + 10)

    @staticmethod
    def prompt_lines(words: str, width: int = PROMPT_W) -> list[str]:
        """A prompt wrapped in a box `width` wide: in at most two lines (a long one would reach
        the middle); three at a larger text size."""
        lines = 2 if fonts.text_size() <= 100 else 3
        return widgets.fit(words, (width - 24, 400), TEXT_SIZE, True, lines)[1]

    def hint_labels(self, seat: int) -> dict[str, str]:
        """At the crowded table the key hint shows the look key only in the opening look: after
        it, holding the key shows something only while the seat's prompt says so ("Hold B to
        see the card"), so the hint keeps its other keys in the room the band has."""
        labels = super().hint_labels(seat)
        if (self.layout.crowded() and self.peek_key(seat) and self.session.view(seat).phase != "look"
                and not self.guide_speaks()):
            return {button: label for button, label in labels.items() if button != self.peek_button}
        return labels

    def held_box(self) -> pygame.Rect:
        """Where the drawn card of the seat whose turn it is waits, with its frame."""
        return self.layout.held_box(max(0, self.session.public_view().turn), self.lengths())

    def header_parts(self, seat: int, obs: rules.View) -> dict[str, pygame.Rect]:
        total = self.label(self.total_words(seat, obs), TEXT_SIZE, INK, True).get_size()
        name = fonts.font(TEXT_SIZE, True).size(self.seat_name(seat))[0]
        return self.layout.header(seat, total, seat == obs.dealer, self.lengths(), name)

    def total_words(self, seat: int, obs: rules.View) -> str:
        """A seat's total and the target ("12/50"); at a larger text the total alone (the
        status corner says the target), so that a person's name stays whole beside it."""
        if fonts.text_size() > 100:
            return str(obs.totals[seat])
        return self.app.text("cambio_table.total", points=obs.totals[seat], target=obs.target)

    def back(self, size: tuple[int, int] | None = None) -> Canvas:
        return self.app.art.card_back("jass", size or self.layout.card)

    def picture(self, card: str) -> Canvas:
        """A layout-sized card: its face, or its back for "" (a card this screen may not show)."""
        return self.app.art.card_face(card, self.layout.card) if card else self.back()

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: Canvas) -> None:
        obs = self.session.public_view()
        surface.blit(self.backdrop(), (0, 0))
        faces = self.faces()
        if self.look_turn() is None:  # else the look-away card covers the piles
            self.draw_piles(surface, obs)
        self.draw_status(surface, obs)
        keyed = {seat: self.controls.cards(seat) for seat in self.session.humans
                 if not self.phones.holds(seat)}  # a phone's player taps its cards: no key caps on them
        for seat in range(self.session.players):
            self.draw_seat(surface, seat, obs, faces, keyed)
        self.draw_held(surface, obs)
        self.anims.draw(surface)
        self.draw_away(surface)
        for seat in self.session.humans:
            hint = self.hint_rect(seat)
            if hint is not None:
                self.draw_hint_box(surface, seat, hint)
            prompt = self.prompt_rect(seat)
            if prompt is not None:
                draw.rect(surface, WOOD_DARK, prompt, border_radius=8)
                draw.rect(surface, seat_colour(seat), prompt, 2, border_radius=8)
                lines = self.prompt_lines(self.prompt(seat), prompt.width)
                step = fonts.font(TEXT_SIZE, True).get_linesize()
                for row, line in enumerate(lines):
                    words = self.label(line, TEXT_SIZE, TEXT, True)
                    centre = (prompt.centerx, prompt.centery + round((row - (len(lines) - 1) / 2) * step))
                    surface.blit(words, words.get_rect(center=centre))

    def draw_away(self, surface: Canvas) -> None:
        """The opening look at a shared screen: whose look it is, and that the others look away."""
        looker = self.look_turn()
        if looker is None:
            return
        card, bands = self.away_rect(), self.away_bands(looker)
        draw.rect(surface, seat_colour(looker), card.inflate(8, 8), border_radius=16)
        widgets.panel(surface, card, fill=WOOD_DARK, border=PAPER, radius=12)
        top = card.y
        for (words, size, colour), height in zip(self.away_lines(looker), bands):  # each in its band, wrapped when long
            band = pygame.Rect(card.x + 16, top, card.width - 32, height)
            top += height
            size, parts = widgets.fit(words, band.size, size, True)
            step = fonts.font(size, True).get_linesize()
            for index, part in enumerate(parts):
                image = self.label(part, size, colour, True)
                surface.blit(image, image.get_rect(center=(band.centerx, band.centery + round((index - (len(parts) - 1) / 2) * step))))

    def away_lines(self, looker: int) -> list[tuple[str, int, tuple[int, int, int]]]:
        """The look-away card's lines (words, size, colour): whose look, the others look away, how."""
        left = self.session.view(looker).looks_left[looker]
        title = "looking" if not left else "title_one" if left == 1 else "title"
        name = self.seat_name(looker)
        return [(self.app.text(f"cambio_table.away.{title}", player=name, n=left), 30, TEXT),
                (self.app.text("cambio_table.away.others"), 24, GOLD),
                (self.app.text("cambio_table.away.how", player=name, key=self.look_key(looker)), 20, TEXT)]

    def away_bands(self, looker: int) -> list[int]:
        """The heights of the look-away card's three bands: a third of AWAY each at 100 %; at a
        larger text each as tall as its words wrapped (the card grows about the piles)."""
        if fonts.text_size() <= 100:
            return [AWAY.height // 3] * 3
        width = AWAY.width - 32
        return [len(widgets.lines_of(words, width, size, True)) * fonts.font(size, True).get_linesize() + 6
                for words, size, _ in self.away_lines(looker)]

    def away_rect(self) -> pygame.Rect:
        """The look-away card: AWAY, grown about its middle to hold its bands."""
        looker = self.look_turn()
        card = AWAY.copy()
        card.height = max(AWAY.height, sum(self.away_bands(looker)) if looker is not None else 0)
        card.centery = AWAY.centery
        return card.clamp(SCREEN)

    def faces(self) -> dict[tuple[int, int], str]:
        """(owner, slot) -> card drawn face up: shown to everyone, or to a seat whose private
        view may be on the shared screen."""
        faces = {(owner, slot): card for owner, slot, card in self.session.public_view().shown}
        for seat in filter(self.hand_visible, self.session.humans):
            faces.update({(owner, slot): card for owner, slot, card in self.session.view(seat).shown})
        return faces

    def build_backdrop(self) -> Canvas:
        """Wood, the felt oval and the pile marks."""
        board = felt_table(SCREEN.size, pygame.Rect(40, 30, 1200, 660))
        for centre in (DECK_AT, DISCARD_AT):
            mark = pygame.Rect((0, 0), PILE_CARD).inflate(10, 10)
            mark.center = centre
            draw.rect(board, TABLE_FELT_DARK, mark, border_radius=10)
        return board

    def panel(self, rect: pygame.Rect, fill: tuple[int, int, int], border: tuple[int, int, int],
              seat: int | None = None) -> tuple[Canvas, tuple[int, int]]:
        """A panel (with a seat's header band and symbol), drawn once per size and colours (and
        anew at another scale)."""
        key = (rect.size, fill, border, seat)
        if key not in self.panels or self.panels[key].scale != canvas.current_scale():
            image = canvas.new((rect.width + 4, rect.height + 5), pygame.SRCALPHA)
            widgets.panel(image, pygame.Rect((0, 0), rect.size), fill=fill, border=border, radius=10)
            if seat is not None:
                head = pygame.Rect(3, 3, rect.width - 6, header_h() - 2)
                draw.rect(image, seat_colour(seat), head, border_top_left_radius=8, border_top_right_radius=8)
                draw_seat_symbol(image, seat, (14, 14), 7)
            self.panels[key] = image.convert_alpha() if pygame.display.get_surface() is not None else image
        return self.panels[key], rect.topleft

    def draw_piles(self, surface: Canvas, obs: rules.View) -> None:
        words = {name: self.label(f"{self.app.text(f'cambio.label.{name}')} {count}", TEXT_SIZE, TEXT, True)
                 for name, count in (("deck", obs.deck_size), ("discard", obs.discard_size))}
        draw_stack(surface, self.back(PILE_CARD), DECK_AT, obs.deck_size, self.label("", TEXT_SIZE))
        for image, place in zip(words.values(), pile_labels(words["deck"].get_size(), words["discard"].get_size())):
            surface.blit(image, place)
        top = obs.discard_top if self.landed(("discard",)) else self.under
        dx, dy = self.shake(self.shakes.get(("discard",), -9.0), 9.0, SHAKE)
        if top:
            face = self.app.art.card_face(top, PILE_CARD)
            surface.blit(face, face.get_rect(center=(DISCARD_AT[0] + dx, DISCARD_AT[1] + dy)))
        if obs.window_open and not obs.window_used:
            self.draw_burn_ring(surface, obs)

    def draw_burn_ring(self, surface: Canvas, obs: rules.View) -> None:
        """Round the open burn window's discard: shrinks over the window's least time, then glows."""
        radius = PILE_CARD[1] // 2 + 16
        box = pygame.Rect(DISCARD_AT[0] - radius, DISCARD_AT[1] - radius, 2 * radius, 2 * radius)
        left = obs.turn_allowed_at - self.session.clock
        if left > 0:
            share = min(1.0, left / (self.timing.burn_window or 1.0))
            draw.arc(surface, ALERT, box, math.pi / 2, math.pi / 2 + math.tau * share, 7)
        else:
            draw.circle(surface, GOLD, DISCARD_AT, radius, 2 + round(2 * self.beat(1.0)))
        words = self.app.text("cambio_table.burn_open")
        self.tag(surface, words, self.burn_tag_at(box, self.label(words, 18, TEXT, True).get_size()), ALERT, 18,
                 pad=(14, 4), radius=8)

    def burn_tag_at(self, ring: pygame.Rect, words: tuple[int, int]) -> tuple[int, int]:
        """The centre of the open burn window's "Burn!" tag: the first of right of the ring
        (then closer to it), above the ring's right side and above the ring that is clear of
        every panel, else above the ring's right side (a long word at a larger text, seats
        close by: German at 150 % lay under the top seat's panel above the ring's right side)."""
        tag = pygame.Rect((0, 0), (words[0] + 14, words[1] + 4))
        panels = [self.panel_rect(seat) for seat in range(self.session.players)]
        places = []
        for anchor, point in (("midleft", (ring.right + 14, DISCARD_AT[1] - 24)),
                              ("midleft", (ring.right + 4, DISCARD_AT[1] - 24)),
                              ("bottomleft", (DISCARD_AT[0] + PILE_CARD[0] // 2 - 12, ring.top - 4)),
                              ("midbottom", (ring.centerx, ring.top - 4))):
            place = tag.copy()
            setattr(place, anchor, point)
            places.append(place)
        return next((place for place in places if place.collidelist(panels) < 0), places[2]).center

    def draw_status(self, surface: Canvas, obs: rules.View) -> None:
        """Top left: round and target, whose turn and what now, the look or round countdown."""
        status, rows = self.status_rect(obs)
        surface.blit(*self.panel(status, widgets.PAPER, WOOD))
        y = status.y + 6
        for words, size, colour, indent, lines in rows:
            line = pygame.Rect(status.x + 12 + indent, y, status.width - 24 - indent, lines * self.line_h(size))
            if indent:
                draw_seat_symbol(surface, obs.turn, (status.x + 22, y + self.line_h(size) // 2), 10)
            self.write(surface, words, line, colour, lines=lines, size=size)
            y = line.bottom + 2
        deadline, total = self.status_deadline(obs)
        if deadline is not None and deadline != rules.NO_TIME:
            left = max(0.0, deadline - self.session.clock)
            bar = pygame.Rect(status.x + 10, status.bottom - 12, int((status.width - 20) * min(1.0, left / total)), 6)
            draw.rect(surface, ALERT, bar, border_radius=3)

    def status_deadline(self, obs: rules.View) -> tuple[float | None, float]:
        """The countdown the status bar shows (the look, the pause after a round, a give-back)."""
        deadline, total = {"look": (obs.look_until, self.timing.look_seconds),
                           "scored": (obs.next_round_at, self.timing.round_pause)}.get(obs.phase, (None, 1.0))
        if obs.give_back is not None and deadline is None:
            deadline, total = obs.give_back_until, self.timing.give_back_seconds
        return deadline, total

    def status_below(self, obs: rules.View) -> tuple[str, tuple[int, int, int]]:
        """The status's third line: a caller's Fässler, or a card coming back ("" for none)."""
        if obs.caller is not None and obs.phase not in ("scored", "over"):
            return self.app.text("cambio_table.called_by", player=self.seat_name(obs.caller)), ALERT
        if obs.give_back is not None and obs.phase not in ("look", "scored"):
            return self.app.text("cambio_table.giving", player=self.seat_name(obs.give_back[0])), INK
        return "", INK

    @staticmethod
    def line_h(size: int) -> int:
        """A status row's line height (24 units at 100 %: as the corner was laid out)."""
        return max(24, fonts.font(size, True).get_linesize())

    def status_rect(self, obs: rules.View) -> tuple[pygame.Rect, list[tuple[str, int, tuple[int, int, int], int, int]]]:
        """The status corner (STATUS at 100 %, wider and taller at a larger text), kept clear of
        the seats, and its rows (words, size, colour, indent for the turn's symbol, lines)
        wrapped to its width: the fullest that fits it (a shortened corner says the phase
        alone, the symbol says whose; the shortest gives one line to the Fässler call)."""
        grow = fonts.text_size() / 100
        title = (f"{self.app.text('cambio.label.round', number=obs.round_no + 1)} · "
                 f"{self.app.text('cambio.label.target', points=obs.target)}", TEXT_SIZE, INK_SOFT)
        indent = 26 if obs.phase in ("turn", "drawn", "action") else 0  # the mover's symbol (its name says it too)
        below, colour = self.status_below(obs)
        phase = self.app.text(f"cambio.phase.{obs.phase}")
        forms = [[title, (self.status_words(obs) if indent else phase, 20, INK, indent, 3)],
                 [title, (phase, 20, INK, indent, 2)],
                 [title, (phase, 20, INK, indent, 1)]]
        if below:
            forms = [[*form, (below, TEXT_SIZE, colour, 0, 2)] for form in forms] + [[title, (below, TEXT_SIZE, colour, 0, 1)]]

        def wrapped(form: list[tuple], width: int) -> tuple[int, list[tuple]]:
            rows = []
            for words, size, ink, *rest in form:
                room, most = (width - 24 - rest[0], rest[1]) if rest else (width - 24, 2)
                lines = min(most, len(widgets.lines_of(words, room, size, True)))
                rows.append((words, size, ink, rest[0] if rest else 0, max(1, lines)))
            height = 6 + sum(lines * self.line_h(size) + 2 for _, size, _, _, lines in rows) + 12
            return height, rows

        want = pygame.Rect(STATUS.topleft, (round(STATUS.width * min(grow, 1.3)), STATUS.height))
        width = want.width
        for _ in range(2):  # a corner narrowed beside a seat wraps its rows taller: place it again
            want.height = max(STATUS.height, wrapped(forms[0], width)[0])
            corner = self.layout.corner(want, self.lengths())
            width = corner.width
        if corner.width < STATUS.width - 60:  # a corner narrowed beside a seat: the name alone says whose turn
            forms = [[(words, size, ink, 0, *rest[1:]) if rest else (words, size, ink) for words, size, ink, *rest in form]
                     for form in forms]
        for form in forms:
            height, rows = wrapped(form, corner.width)
            if height <= corner.height:
                return corner, rows
        return corner, wrapped(forms[-1], corner.width)[1]

    def write(self, surface: Canvas, words: str, box: pygame.Rect, colour: tuple[int, int, int], lines: int = 1,
              size: int = TEXT_SIZE) -> None:
        """Bold words left-aligned in `box`, wrapped into `lines` and shrunk no smaller than
        TEXT_SIZE (cut with an ellipsis there)."""
        size, rows = widgets.fit(words, box.size, size, True, lines)
        step = fonts.font(size, True).get_linesize()
        y = box.centery - step * len(rows) // 2
        for row in rows:
            surface.blit(self.label(row, size, colour, True), (box.x, y))
            y += step

    def status_words(self, obs: rules.View) -> str:
        """What happens now, and whose turn it is: "Anna: Draw or call"."""
        what = self.app.text(f"cambio.phase.{obs.phase}")
        if obs.phase in ("turn", "drawn", "action"):
            return self.app.text("cambio_table.turn", player=self.seat_name(obs.turn), what=what)
        return what

    def draw_seat(self, surface: Canvas, seat: int, obs: rules.View,
                  faces: dict[tuple[int, int], str], keyed: dict[int, dict[tuple[int, int], str]]) -> None:
        rect = self.panel_rect(seat)
        mover = seat == obs.turn and obs.phase in ("turn", "drawn", "action")
        taboo = seat == obs.caller and obs.phase not in ("scored", "over")
        surface.blit(*self.panel(rect, TABLE_FELT_DARK, GOLD if mover else (ALERT if taboo else WOOD), seat))
        if mover:
            glow = self.beat(0.8)
            draw.rect(surface, GOLD, turn_frame(rect, glow), 4, border_radius=12)
        ink = ink_on(seat_colour(seat))
        parts = self.header_parts(seat, obs)
        name = widgets.ellipsized(self.seat_name(seat), parts["name"].width, TEXT_SIZE, True, name=True)
        surface.blit(self.label(name, TEXT_SIZE, ink, True), parts["name"])
        surface.blit(self.label(self.total_words(seat, obs), TEXT_SIZE, ink, True), parts["total"])
        if "dealer" in parts:
            self.tag(surface, self.app.text("cambio_table.dealer"), parts["dealer"].center, PAPER, TEXT_SIZE, INK,
                     (10, 2), 9, INK)
        self.draw_layout(surface, seat, obs, faces, taboo)
        for human, cards in keyed.items():
            names = self.app.input.key_labels(self.session.humans[human])
            nook = KEY_NOOKS[sorted(keyed).index(human) % len(KEY_NOOKS)]
            for (owner, slot), button in cards.items():
                if owner == seat:
                    box = self.layout.slot_box(seat, slot, self.lengths())
                    corner = getattr(box, nook[0])
                    self.tag(surface, names.get(button, "?"), (corner[0] + nook[1], corner[1] + nook[2]), PAPER,
                             TEXT_SIZE, INK, (8, 2), 4, seat_colour(human))
        if taboo:
            high = fonts.font(TEXT_SIZE, True).get_height()  # on the panel's foot, inside the window
            self.tag(surface, self.app.text("cambio.label.taboo"), (rect.centerx, min(rect.bottom - 10, rect.bottom - high // 2)),
                     ALERT, TEXT_SIZE, pad=(12, 2))
        if obs.phase in ("scored", "over") and obs.last_sums:
            shown = round(obs.last_sums[seat] * self.grown(self.scored_at, COUNT_UP))
            words = self.app.text("cambio_table.sum", points=shown)
            high = self.label(words, 22, INK, True).get_height() + 10  # with its padding and rim
            self.tag(surface, words, (rect.centerx, min(rect.bottom - 16, rect.bottom - 2 - high // 2)), GOLD, 22, INK,
                     (16, 6), 8, INK)

    def tag(self, surface: Canvas, words: str, centre: tuple[int, int], back: tuple[int, int, int],
            size: int, ink: tuple[int, int, int] = TEXT, pad: tuple[int, int] = (8, 0), radius: int = 6,
            rim: tuple[int, int, int] | None = None) -> None:
        """Words on a small rounded box (the dealer's chip, a key cap, a penalty slot's number, a sum)."""
        image = self.label(words, size, ink, True)
        box = image.get_rect(center=centre).inflate(*pad)
        if rim is not None:
            draw.rect(surface, rim, box.inflate(4, 4), border_radius=radius + 1)
        draw.rect(surface, back, box, border_radius=radius)
        surface.blit(image, image.get_rect(center=box.center))

    def draw_layout(self, surface: Canvas, seat: int, obs: rules.View, faces: dict[tuple[int, int], str],
                    taboo: bool) -> None:
        lengths = self.lengths()
        for slot, present in enumerate(obs.layouts[seat]):
            box = self.layout.slot_box(seat, slot, lengths)
            if not present:
                draw.rect(surface, PAPER_SHADE, box, 2, border_radius=5)
                continue
            if not self.landed(("slot", seat, slot)):
                continue
            dx, dy = self.shake(self.shakes.get(("slot", seat, slot), -9.0), 8.0, SHAKE)
            surface.blit(self.picture(faces.get((seat, slot), "")), box.move(round(dx), round(dy)))
            if taboo:
                draw.rect(surface, ALERT, box.inflate(4, 4), 3, border_radius=6)
            if slot >= 4:
                self.tag(surface, str(slot + 1), self.layout.penalty_number(seat, slot, lengths), WOOD_DARK, TEXT_SIZE)
            mark = self.swapped.get((seat, slot))
            if mark is not None and mark[0] > self.clock:
                self.draw_swap_mark(surface, box, mark[1])
        for viewer, owner, slot, until in self.peeks:
            if owner == seat and slot < len(obs.layouts[seat]) and until > self.clock:
                box = self.layout.slot_box(seat, slot, lengths)
                draw.rect(surface, seat_colour(viewer), box.inflate(6, 6), 3, border_radius=7)
                draw.circle(surface, PAPER, box.topright, 10)
                draw_seat_symbol(surface, viewer, box.topright, 7)

    def draw_swap_mark(self, surface: Canvas, box: pygame.Rect, swapper: int) -> None:
        """A slot a swap hit: "⇄" on its middle, in the swapper's colour and with the swapper's
        symbol (so whose swap it was is no matter of colour alone), so its owner knows a
        remembered card is another now. At a larger text it sits low enough to leave the key
        caps on the card's top corners clear."""
        arrows = self.label("⇄", 22, INK, True)
        cap = fonts.font(TEXT_SIZE, True).get_height()
        centre = (box.centerx, max(box.centery, box.top + KEY_NOOKS[0][2] + (cap + arrows.get_height() + 1) // 2))
        draw.circle(surface, seat_colour(swapper), centre, 16)
        draw.circle(surface, PAPER, centre, 13)
        surface.blit(arrows, arrows.get_rect(center=centre))
        draw_seat_symbol(surface, swapper, (centre[0] + 14, centre[1] - 14), 6)

    def draw_held(self, surface: Canvas, obs: rules.View) -> None:
        """The drawn card of the seat whose turn it is, face up when that may be seen."""
        if not obs.holding or not self.landed(("held",)):
            return
        image = self.picture(obs.held or (self.session.view(obs.turn).held if self.hand_visible(obs.turn) else ""))
        x, y = self.held_point(obs.turn)
        bob = 0.0 if self.still else 6 * (self.beat(0.65) - 0.5)
        rect = image.get_rect(center=(round(x), round(y + bob)))
        draw.rect(surface, GOLD, rect.inflate(8, 8), border_radius=7)
        surface.blit(image, rect)
