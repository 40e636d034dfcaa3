"""The Gambit 7 table: the question on top, the betting board in the middle, a panel per seat
below, the table log between board and seats.

Answering: every human seat types its number at once (others see a dot a digit; the digits
show while its owner holds the kit's look gesture, always for a lone player or an open
table); when time runs out what a seat has typed counts. Betting: a marker per seat over the
board's open slots. What each key means is controls.py's; the one human at the keyboard also
types with the number row and keypad (the input layer's text mode, while it answers).
The slot headers' "alone : shared · ★ star" points and the Gambit 7 chip's ×7-or-0 are
explained by a legend line over the log.
The reveal is staged on the scene's clock (the rules have scored already): the truth counts
up, the answers over it fall away, the winning slot lights with a line saying why it won,
then each seat's gains appear one by one.
"""
from __future__ import annotations

import math
from typing import Any, NamedTuple

import pygame

from game.kit.controls import BASE
from game.kit.entry import NumberEntry
from game.kit.table import SCREEN, TableScene, TableSession
from game.titles.gambit7 import questions, rules
from game.titles.gambit7.audience import Audience
from game.titles.gambit7.controls import Controls
from game.ui import canvas, draw, fonts, seating, tween, widgets
from game.ui.canvas import Canvas
from game.ui.palette import (GOLD, INK, INK_SOFT, PAPER, PAPER_SHADE, WON, WOOD, WOOD_DARK, draw_seat_symbol, ink_on,
                             seat_colour)

QUESTION = pygame.Rect(16, 10, 1248, 132)
BOARD = pygame.Rect(16, 152, 1248, 222)
LEGEND = pygame.Rect(16, 378, 1248, 24)  # what the slot headers' numbers and the Gambit 7 chip mean
LOG = pygame.Rect(16, 404, 1248, 50)
WHY = pygame.Rect(16, 378, 1248, 76)  # during the reveal the reason and the "did you know" line take legend and log
SEATS = pygame.Rect(16, 460, 1248, 252)
AUDIENCE = pygame.Rect(560, 114, 388, 22)  # the audience's line, in the question's panel left of the timer
SLOT_GAP = 10
SEAT_GAP = 8
BOT_W = 130  # a bot's panel where the humans' panels need room for their key hints
NAME_BAND = 40  # a seat panel's coloured band with its name and score, from the panel's top
AUTO_LOCK = 0.3  # seconds before the answer time ends when a typed number is locked in for its seat
# the reveal, in seconds of scene time after the truth is known (fits the 12 s of board.toml)
COUNT_UP, FALL_AWAY, LIGHT, FIRST_GAIN, GAIN_STEP = 1.6, 2.2, 2.8, 3.6, 0.45
WIDE_HUMAN = 420  # above 100 % text: a person's panel, wide enough for its key hint in one or two rows
BOT_MIN = 200  # above 100 % text: bots' panels narrower than this stand in two rows
BAND_GAP = 12  # between a name band's words and its score, more than a word space ("2   0")
LIST_MIN = 340  # above 100 % text: the least width of the bots' list beside two people's panels
BOARD_CUT = 18  # above 100 % text: how much shorter the board is


class Bands(NamedTuple):
    """The table's bands at the text size now: at 100 % the constants above; larger, the
    question's panel grows by its measured lines, the legend takes the log's strip (on two
    lines; the log's facts stand on the seats and the board) and the seats keep the rest."""

    question: pygame.Rect
    legend: pygame.Rect
    log: pygame.Rect | None
    seats: pygame.Rect
    header_lines: int  # the slot headers' lines ("9 : 6" over "★ 3" above 100 %)


def large() -> bool:
    return fonts.text_size() > 100


@canvas.per_scale(maxsize=4)
def _bands(text_size: int) -> Bands:
    if text_size <= 100:
        return Bands(QUESTION, LEGEND, LOG, SEATS, 1)
    head, line = fonts.font(18, True).get_linesize(), fonts.font(18).get_linesize()
    height = max(QUESTION.height, 8 + head + 2 + max(2 * fonts.font(24).get_linesize(), 3 * line) + line + 6)
    grow = height - QUESTION.height
    question = pygame.Rect(QUESTION.x, QUESTION.y, QUESTION.width, height)
    legend = pygame.Rect(LEGEND.x, LEGEND.y + grow - BOARD_CUT, LEGEND.width, min(LOG.bottom - LEGEND.y, 2 * line + 10))
    top = legend.bottom + SEATS.y - LOG.bottom
    seats = pygame.Rect(SEATS.x, top, SEATS.width, SEATS.bottom - top)
    return Bands(question, legend, None, seats, 2)


def bands() -> Bands:
    """The bands at the text size now (see Bands)."""
    return _bands(fonts.text_size())


def board_rect() -> pygame.Rect:
    """The board: under the question's panel; above 100 % BOARD_CUT shorter (its chips' second
    row reaches its cursors' markers), for the seats' two rows."""
    board = BOARD.move(0, bands().question.height - QUESTION.height)
    return pygame.Rect(board.x, board.y, board.width, board.height - BOARD_CUT) if large() else board


def why_rect() -> pygame.Rect:
    """The reason's band: the legend's and the log's places (above 100 %: the legend's)."""
    return bands().legend if large() else WHY


def number_lines(words: str, width: int) -> list[str]:
    """An answer as it stands in a slot: one line, or, too wide for it even at the floor, two
    broken after the digit group separator nearest its middle (a number is never cut short)."""
    if fonts.font(fonts.FLOOR, True).size(words)[0] <= width:
        return [words]
    breaks = [index + 1 for index in range(len(words) - 1) if not words[index].isdigit() and words[index + 1].isdigit()]
    if not breaks:
        return [words]
    cut = min(breaks, key=lambda index: abs(2 * index - len(words)))
    return [words[:cut].rstrip(), words[cut:].lstrip()]


def typing_box_height() -> int:
    """The box a typed number stands in under a panel's band, at the text size now."""
    return max(40, fonts.font(30, True).get_height() + 2)


CAPTIONS = pygame.Rect(884, 406, 376, 46)  # the log strip's right end (its lines start at the left)


class Gambit7Table(TableScene):
    @property
    def caption_place(self) -> pygame.Rect:
        """Captions stand at the log strip's right end; above 100 % at the legend's, which keeps
        its words left of them."""
        if not large():
            return CAPTIONS
        legend = bands().legend
        return pygame.Rect(legend.right - CAPTIONS.width - 4, legend.y + 2, CAPTIONS.width, legend.height - 4)

    def __init__(self, app: Any, session: TableSession, host: Any = None) -> None:
        super().__init__(app, session, host)
        self.bank = session.data.bank
        self.settings = rules.board_settings(session.data)
        self.seconds = rules.answer_seconds(self.settings, session.config.options)
        self.controls = Controls(self)
        self.revealed_at: float | None = None
        self.scored: dict[int, rules.SeatScored] = {}
        self.anims = tween.Animations()
        self.audience = Audience(self) if self.host.people else None
        self.hint_widths: dict[tuple, int] = {}  # hint_room's widest, by language and look
        self.new_round()

    def art_to_show(self) -> list[tuple]:
        """Gambit 7 shows one picture: the board's background behind the whole table."""
        return [("board_background", SCREEN.size)]

    @property
    def log_region(self) -> pygame.Rect | None:
        """The log's strip, given to the reason and the "did you know" line during a reveal."""
        age = self.reveal_age()
        return None if age is not None and age >= LIGHT else bands().log

    # ------------------------------------------------------------------ views
    def view(self, seat: int) -> rules.View:
        return self.session.view(seat)

    @property
    def public(self) -> rules.View:
        return self.session.public_view()

    def new_round(self) -> None:
        self.controls.new_round()
        self.revealed_at = None
        self.why_logged = False
        self.scored.clear()

    # ------------------------------------------------------------------ input
    def slot_order(self, view: rules.View) -> list[rules.Slot]:
        """Open slots left to right on screen: "all too high", then the answers, lowest first."""
        return [rules.TOO_HIGH] + [slot for slot, _, _ in view.board]


    def moment(self, seat: int) -> Any:
        """A menu's choices belong to the question and its phase (answering, betting)."""
        view = self.session.public_view()
        return view.round_no, view.phase

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.audience is not None:
            self.audience.update()
        age = self.reveal_age()
        if age is not None and age >= LIGHT and not self.why_logged and self.public.results:
            self.why_logged = True
            self.log.add(self.why(self.public.results[-1].revealed), self.time)
        view = self.public
        if view.phase != "answer" or view.deadline is None:
            return
        if view.deadline - self.session.clock <= AUTO_LOCK:  # time is up: what is typed counts
            for seat, state in self.controls.seats.items():
                if not view.answered[seat] and state.entry.touched:
                    self.submit(seat, rules.Answer(seat, state.entry.value))

    # ------------------------------------------------------------------ events
    def show_events(self, events: list[Any]) -> None:
        for event in events:
            match event:
                case rules.RoundStarted():
                    self.new_round()
                    self.app.sound.play("card_slide")
                case rules.BoardShown():
                    self.app.sound.play("card_flip")
                case rules.BetPlaced():
                    self.app.sound.play("ui_select")
                case rules.Revealed():
                    self.revealed_at = self.time
                    self.app.sound.play("point")
                case rules.SeatScored():
                    self.scored[event.seat] = event
        if events and self.still:
            self.settle()

    def describe(self, event: Any) -> tuple[str, int | None] | None:
        name, text = self.seat_name, self.app.text
        match event:
            case rules.Answered():
                return text("gambit7_table.log.answered", name=name(event.seat)), event.seat
            case rules.BetPlaced(gambit=slot) if slot is not None:
                return text("gambit7_table.log.gambit", name=name(event.seat), slot=self.slot_words(slot)), event.seat
            case rules.BetsLocked():
                return text("gambit7_table.log.locked", name=name(event.seat)), event.seat
        return None  # the reason a slot won goes into the log once the reveal shows it (update)

    # ------------------------------------------------------------------ words
    def question(self, view: rules.View) -> questions.Question:
        return self.bank[view.question]

    def number(self, value: int, view: rules.View) -> str:
        return questions.format_answer(value, self.question(view).format, self.app.settings.language)

    def slot_words(self, slot: rules.Slot) -> str:
        if slot == rules.TOO_HIGH:
            return self.app.text("gambit7.slot.too_high")
        answer = next((value for board_slot, value, _ in self.public.board if board_slot == slot), None)
        return self.number(answer, self.public) if answer is not None else str(slot)

    def why(self, event: rules.Revealed) -> str:
        view = self.public
        params = {"truth": self.number(event.truth, view)}
        if event.answer is not None:
            params["answer"] = self.number(event.answer, view)
        return self.app.text(event.reason, **params)

    # ------------------------------------------------------------------ layout
    def slot_rect(self, slot: rules.Slot) -> pygame.Rect:
        """Eight columns: "all too high" on the left, then the slots -3 (lowest) to 3."""
        board = board_rect()
        width = (board.width - 7 * SLOT_GAP) // 8
        column = 0 if slot == rules.TOO_HIGH else slot + 4
        return pygame.Rect(board.x + column * (width + SLOT_GAP), board.y, width, board.height)

    def panel_rect(self, seat: int) -> pygame.Rect:
        """Seats side by side; where all cannot have 300, the humans' panels (key hints)
        keep what the bots' narrower ones (name, score, a word) leave them. Above 100 % see
        `large_panels`."""
        if large():
            return self.large_panels()[seat]
        widths, seats = self.panel_widths(), SEATS
        left = seats.centerx - (sum(widths) + (len(widths) - 1) * SEAT_GAP) // 2
        return pygame.Rect(left + sum(widths[:seat]) + seat * SEAT_GAP, seats.y, widths[seat], seats.height)

    def panel_widths(self) -> list[int]:
        players = self.session.players
        room = SEATS.width - (players - 1) * SEAT_GAP
        humans = [seat for seat in range(players) if seat in self.session.humans]
        even = min(300, room // players)
        if even == 300 and not large() or not humans or len(humans) == players:
            return [even] * players
        most = WIDE_HUMAN if large() else 300
        wide = min(most, (room - (players - len(humans)) * min(BOT_W, room // players)) // len(humans))
        narrow = min(wide, (room - wide * len(humans)) // (players - len(humans)))
        return [wide if seat in humans else narrow for seat in range(players)]

    def large_panels(self) -> list[pygame.Rect]:
        """Above 100 % text: the people's panels first, as wide as their key hints in one row
        (WIDE_HUMAN at least), then the bots' in seat order, side by side where each gets BOT_MIN, else
        in two rows of half the height (a name, a score and two lines of words each). Where that
        leaves a person's hint more than two rows (two people at six or seven seats), the people
        keep their hints' two-row width and the bots stand in a list, a name band each (`in_band`)."""
        seats, players = bands().seats, self.session.players
        humans = [seat for seat in range(players) if seat in self.session.humans]
        bots = [seat for seat in range(players) if seat not in self.session.humans]
        if not bots:
            width = (seats.width - (players - 1) * SEAT_GAP) // players
            return [pygame.Rect(seats.x + seat * (width + SEAT_GAP), seats.y, width, seats.height)
                    for seat in range(players)]
        hint = self.hint_room(humans)
        columns = len(bots) if (seats.width - len(humans) * (hint + SEAT_GAP)) // len(bots) >= BOT_MIN + SEAT_GAP \
            else math.ceil(len(bots) / 2)
        wide = min(hint, (seats.width - columns * (BOT_MIN + SEAT_GAP)) // max(1, len(humans)) - SEAT_GAP)
        two_rows = self.hint_room(humans, rows=2)
        if wide < two_rows:  # the people's hints in two rows; the bots in one column beside them
            wide = min(hint, max(two_rows, (seats.width - LIST_MIN) // len(humans) - SEAT_GAP))
            columns = 1
        rects: dict[int, pygame.Rect] = {}
        for index, seat in enumerate(humans):
            rects[seat] = pygame.Rect(seats.x + index * (wide + SEAT_GAP), seats.y, wide, seats.height)
        left = seats.x + len(humans) * (wide + SEAT_GAP)
        width = (seats.right - left - (columns - 1) * SEAT_GAP) // columns
        rows = math.ceil(len(bots) / columns)
        height = (seats.height - (rows - 1) * SEAT_GAP) // rows
        for index, seat in enumerate(bots):
            row, column = divmod(index, columns)
            rects[seat] = pygame.Rect(left + column * (width + SEAT_GAP), seats.y + row * (height + SEAT_GAP), width,
                                      height)
        return [rects[seat] for seat in range(players)]

    def hint_room(self, humans: list[int], rows: int = 1) -> int:
        """The people's panels' width above 100 % for key hints in `rows` rows: the widest seen
        yet at this language and look (in one row WIDE_HUMAN at least; the answer's keys with
        their lock counted from the start), so that the panels do not narrow again from one
        menu to the next."""
        key = (self.app.settings.language, fonts.look(), rows)
        widths = [self.hint_widths.get(key, WIDE_HUMAN if rows == 1 else 0)]
        for seat in humans:
            if self.phones.holds(seat) or not self.key_labels(seat):
                continue
            names = self.app.input.key_labels(self.session.humans[seat])
            widths += [seating.key_hint_fit(names, labels, rows) + 24
                       for labels in (self.key_labels(seat), self.typing_keys(seat))]
        self.hint_widths[key] = max(widths)
        return self.hint_widths[key]

    def typing_keys(self, seat: int) -> dict[str, str]:
        """A person's keys while typing, at their widest: the rows of the pad, the lock and the look."""
        keys = NumberEntry().labels(self.app.text)
        if self.peek_key(seat):
            keys[self.peek_button] = self.app.text("kit.key.look")
        return keys

    def reveal_age(self) -> float | None:
        """Seconds since the answer was revealed (None: not yet); with reduced motion the
        reveal stands whole at once (the truth counted up, the board lit, the gains in)."""
        if self.revealed_at is None:
            return None
        return math.inf if self.still else self.time - self.revealed_at

    # ------------------------------------------------------------------ drawing
    def final_picture(self, surface: Canvas, rect: pygame.Rect) -> None:
        """The results' picture: the last round's question and board, with its answers and
        chips; under it, readable, the question and why its answer won."""
        from game.kit.final_picture import captioned
        view = self.public
        lines = [self.question(view).text[self.app.settings.language]]
        if view.results:
            lines.append(self.why(view.results[-1].revealed))
        captioned(self, surface, rect, lines, bands().question.union(board_rect()))

    def build_backdrop(self) -> Canvas:
        """The board's background under the table's shade, made once (kit: `backdrop`)."""
        return widgets.veiled(self.app.art.board_background(SCREEN.size), (0, 0, 0, 70))

    def draw_table(self, surface: Canvas) -> None:
        surface.blit(self.backdrop(), (0, 0))
        view = self.public
        self.draw_question(surface, view)
        if self.audience is not None:
            self.audience.draw(surface, AUDIENCE.move(0, bands().question.height - QUESTION.height))
        self.draw_board(surface, view)
        for seat in range(view.players):
            self.draw_seat(surface, seat)

    def draw_question(self, surface: Canvas, view: rules.View) -> None:
        panel = bands().question
        widgets.panel(surface, panel, radius=14)
        question = self.question(view)
        lang = self.app.settings.language
        head = self.app.text("gambit7.round", round=view.round_no, rounds=view.rounds) + " · " + \
            self.app.text(f"gambit7.category.{question.category}")
        widgets.text(surface, head, (panel.x + 18, panel.y + 8), 18, WOOD, bold=True)
        unit = self.app.text("gambit7_table.unit", unit=question.unit[lang])
        unit_top = panel.bottom - max(28, fonts.font(18).get_linesize() + 6)
        if large():  # the question shrinks (to the floor at most) into the lines between head and unit
            top = panel.y + 10 + fonts.font(18, True).get_linesize()
            widgets.fitted_lines(surface, question.text[lang], pygame.Rect(panel.x + 18, top, panel.width - 330,
                                 unit_top - top), 24, INK, align="left", max_lines=3)
        else:
            widgets.wrapped(surface, question.text[lang], pygame.Rect(panel.x + 18, panel.y + 36,
                                                                      panel.width - 330, 70), 24, INK)
        widgets.text(surface, unit, (panel.x + 18, unit_top), 18, INK_SOFT)
        right = pygame.Rect(panel.right - 300, panel.y + 8, 288, panel.height - 16)
        age = self.reveal_age()
        if view.truth is not None and age is not None:
            shown = round(view.truth * tween.ease_out_cubic(min(1.0, age / COUNT_UP)))
            label = widgets.text(surface, self.app.text("gambit7_table.truth"), (right.centerx, right.y + 2), 18, WOOD,
                                 bold=True, anchor="midtop")
            widgets.fitted(surface, self.number(shown, view), (right.centerx, max(right.y + 26, label.bottom)),
                           right.width, 44, INK, bold=True, anchor="midtop")
        elif view.phase == "over":
            widgets.fitted(surface, self.app.text("gambit7.phase.over"), right.center, right.width, 30, INK,
                           bold=True, anchor="center")
        else:
            self.draw_timer(surface, view, right)

    def draw_timer(self, surface: Canvas, view: rules.View, rect: pygame.Rect) -> None:
        phase = self.app.text(f"gambit7.phase.{view.phase}")
        if large():  # the phase on up to two lines, the ring or the sentence under it
            boxes = widgets.fitted_lines(surface, phase, pygame.Rect(rect.x, rect.y, rect.width,
                                         2 * fonts.font(20, True).get_linesize()), 20, WOOD, bold=True, max_lines=2)
            below = max(box.bottom for box in boxes) + 2
        else:
            widgets.fitted(surface, phase, (rect.centerx, rect.y + 2), rect.width, 20, WOOD, bold=True, anchor="midtop")
            below = rect.y + 28
        if view.deadline is None:
            waiting = self.app.text("gambit7_table.no_limit")
            widgets.fitted_lines(surface, waiting, pygame.Rect(rect.x, below, rect.width, rect.bottom - below), 18,
                                 INK_SOFT, max_lines=3)  # a sentence: it wraps, never cut
            return
        radius = min(32, (rect.bottom - below) // 2)
        self.draw_ring(surface, (rect.centerx, max(rect.y + 68, below + radius)), view.deadline, self.seconds,
                       radius=radius)

    def draw_board(self, surface: Canvas, view: rules.View) -> None:
        age = self.reveal_age()
        for slot in (rules.TOO_HIGH, *rules.SLOTS):
            self.draw_slot(surface, view, slot, age)
        if age is None or age < LIGHT:
            band = bands().legend
            widgets.panel(surface, band, fill=WOOD_DARK, border=WOOD, radius=8)
            legend = self.app.text("gambit7_table.legend", factor=self.settings.gambit_factor)
            if large():  # on two lines, in the log's strip, left of the captions' place
                words = pygame.Rect(band.x + 8, band.y + 2, self.caption_place.left - band.x - 16, band.height - 4)
                widgets.fitted_lines(surface, legend, words, 18, PAPER, max_lines=2)
            else:
                widgets.fitted(surface, legend, band.center, band.width - 16, 18, PAPER, anchor="center")
        if view.winning is not None and age is not None and age >= LIGHT:
            why = self.why(view.results[-1].revealed)
            fact = self.question(view).fact[self.app.settings.language]
            band = why_rect()
            widgets.panel(surface, band, fill=WOOD_DARK, border=GOLD, radius=12)
            if large():  # the reason at the floor, the fact right under it, the two lines centred in the band
                top = band.y + (band.height - fonts.font(18, True).get_height() - 2 - fonts.font(18).get_height()) // 2
                said = widgets.fitted(surface, why, (band.centerx, top), band.width - 24, 18, PAPER, bold=True)
                fact_top = said.bottom + 2
            else:
                said = widgets.fitted(surface, why, (band.centerx, band.y + 8), band.width - 24, 24, PAPER, bold=True)
                fact_top = max(band.y + 44, said.bottom + 2)
            widgets.fitted(surface, fact, (band.centerx, fact_top), band.width - 24, 18, PAPER_SHADE)

    def draw_slot(self, surface: Canvas, view: rules.View, slot: rules.Slot, age: float | None) -> None:
        rect = self.slot_rect(slot)
        card = next(((value, seats) for board_slot, value, seats in view.board if board_slot == slot), None)
        open_ = slot == rules.TOO_HIGH or card is not None
        fallen = (age is not None and age >= FALL_AWAY and view.truth is not None and card is not None
                  and card[0] > view.truth)
        won = age is not None and age >= LIGHT and view.winning == slot
        fill = WON if won else (PAPER if open_ and not fallen else PAPER_SHADE)
        widgets.panel(surface, rect, fill=fill, border=GOLD if won else WOOD, radius=12)
        top = self.draw_payout(surface, slot, rect) + 4  # under the header: the slot's words
        chips = rect.y + 122
        if slot == rules.TOO_HIGH:
            lines = 3 if large() else 2
            name = pygame.Rect(rect.x + 6, max(rect.y + 40, top), rect.width - 12,
                               max(48, lines * fonts.font(18, True).get_linesize()))
            widgets.fitted_lines(surface, self.app.text("gambit7.slot.too_high"), name, 18, INK, True, max_lines=lines)
            chips = max(chips, name.bottom + 16)
        elif card is not None:
            value, seats = card
            colour = INK_SOFT if fallen else INK
            lines = number_lines(self.number(value, view), rect.width - 12)
            step = max(22, fonts.font(18, True).get_linesize()) if len(lines) > 1 else fonts.font(26, True).get_height()
            middle = max(rect.y + 58, top + step * len(lines) // 2)
            bottom = middle + step * len(lines) // 2
            for row, line in enumerate(lines):
                widgets.fitted(surface, line, (rect.centerx, middle + round((row - (len(lines) - 1) / 2) * step)),
                               rect.width - 12, 26 if len(lines) == 1 else 20, colour, bold=True, anchor="center")
            symbols = max(rect.y + 88, bottom + 8)
            for index, seat in enumerate(seats):
                draw_seat_symbol(surface, seat, (rect.x + 18 + index * 22, symbols), 8)
            chips = max(chips, symbols + 24)
        if view.phase in ("bet", "reveal") and open_:  # the markers under the chips: a chip's second row reaches them
            self.draw_cursors(surface, view, slot, rect)
            self.draw_chips(surface, view, slot, rect, chips)

    def draw_payout(self, surface: Canvas, slot: rules.Slot, rect: pygame.Rect) -> int:
        """The slot's header; above 100 % on as many lines as it needs (two: "9 : 6" over "★ 3").
        Returns where it ends."""
        words = self.payout_words(slot)
        if not large():
            return widgets.fitted(surface, words, (rect.centerx, rect.y + 8), rect.width - 10, 18, WOOD_DARK,
                                  bold=True).bottom
        lines = widgets.wrap_lines(words.replace(" · ", "\n"), rect.width - 10, 18, True)
        y = rect.y + 6
        for line in lines:
            y = widgets.fitted(surface, line, (rect.centerx, y), rect.width - 10, 18, WOOD_DARK, bold=True).bottom
        return y

    def payout_words(self, slot: rules.Slot) -> str:
        """What a chip on `slot` pays (alone : shared · star points), as the board says it."""
        settings = self.settings
        if slot == rules.TOO_HIGH:
            return self.app.text("gambit7_table.payout_high", pays=settings.too_high)
        ring = settings.ring(slot)
        return self.app.text("gambit7_table.payout", sole=ring.sole, shared=ring.shared, star=ring.star)

    def draw_chips(self, surface: Canvas, view: rules.View, slot: rules.Slot, rect: pygame.Rect,
                   top: int | None = None) -> None:
        """The chips on a slot, their first row at `top` (122 under the slot's top, or under its
        words): a coin per chip in its seat's colour with its symbol; a Gambit 7 chip a gold "7"
        in a ring of its seat's colour, so that the table sees who gambled."""
        top = rect.y + 122 if top is None else top
        coins = [(seat, False) for seat in range(view.players) for chip in view.chips[seat] if chip == slot]
        coins += [(seat, True) for seat in range(view.players) if view.gambits[seat] == slot]
        for index, (seat, gambit) in enumerate(coins):
            x = rect.x + 20 + (index % 5) * 26
            y = top + (index // 5) * max(28, fonts.font(18, True).get_height())
            if gambit:  # a ring of the seat's colour round a gold coin wide enough for a "7" at the floor
                draw.circle(surface, seat_colour(seat), (x, y), 13)
                draw.circle(surface, INK, (x, y), 13, 1)
                draw.circle(surface, GOLD, (x, y), 10)
                draw.circle(surface, INK, (x, y), 10, 1)
                widgets.text(surface, "7", (x, y), 18, INK, bold=True, anchor="center")
            else:
                draw.circle(surface, seat_colour(seat), (x, y), 12)
                draw.circle(surface, INK, (x, y), 12, 2)
                draw_seat_symbol(surface, seat, (x, y), 6)

    def draw_cursors(self, surface: Canvas, view: rules.View, slot: rules.Slot, rect: pygame.Rect) -> None:
        if view.phase != "bet":
            return
        here = [seat for seat in self.session.humans if not view.locked[seat]
                and self.controls.cursor(seat, view).at == slot]
        for index, seat in enumerate(here):
            draw.rect(surface, seat_colour(seat), rect.inflate(-2 - 8 * index, -2 - 8 * index), 4,
                      border_radius=12)
            marker = pygame.Rect(rect.x + 6 + index * 30, rect.bottom - 30, 26, 24)
            draw.rect(surface, seat_colour(seat), marker, border_radius=6)
            draw.rect(surface, INK, marker, 2, border_radius=6)
            draw_seat_symbol(surface, seat, marker.center, 7)

    def draw_seat(self, surface: Canvas, seat: int) -> None:
        """Name and score in the band; the seat's number being typed (or a word on where it
        stands, or its gains in the reveal); a human's key hint at the bottom. Where the panel
        leaves no room under the band (`in_band`), the band holds what fits beside the name."""
        view = self.view(seat)
        rect = self.panel_rect(seat)
        widgets.panel(surface, rect, fill=PAPER, border=WOOD, radius=12)
        band = pygame.Rect(rect.x + 3, rect.y + 3, rect.width - 6, NAME_BAND - 6)
        draw.rect(surface, seat_colour(seat), band, border_radius=10 if rect.height < NAME_BAND + 12 else 0,
                  border_top_left_radius=10, border_top_right_radius=10)
        draw_seat_symbol(surface, seat, (band.x + 16, band.centery), 9)
        ink = ink_on(seat_colour(seat))
        score = widgets.text(surface, str(self.shown_score(seat, view)), (band.right - 8, band.centery),
                             22 if large() else 28, ink, bold=True, anchor="midright")  # above 100 %: it keeps the band
        typing = view.phase == "answer" and seat in self.session.humans and not view.answered[seat]
        back = self.hint_rect(seat)
        status = "" if typing else self.status(seat, view)
        gain = self.gain_words(seat)
        under = (back.top if back is not None else rect.bottom) - rect.y - NAME_BAND  # the room under the band
        end = score.left - 8
        if typing and self.typed_in_band(seat) or not typing and under < fonts.font(18).get_linesize() + 6:
            end = self.in_band(surface, seat, band, end, typing, self.gain_words(seat, short=True)
                               or self.status(seat, view, short=True) if not typing else "")
            typing, status, gain = False, "", ""
        widgets.fitted(surface, self.seat_name(seat), (band.x + 32, band.centery), end - band.x - 32, 18,
                       ink, bold=True, anchor="midleft", name=True)
        said = rect.y + NAME_BAND  # where the words under the band end
        if typing:
            box = pygame.Rect(rect.x + 10, rect.y + 44, rect.width - 20, typing_box_height())
            draw.rect(surface, PAPER_SHADE, box, border_radius=8)
            draw.rect(surface, seat_colour(seat), box, 3, border_radius=8)
            widgets.fitted(surface, self.controls.entry(seat).shown(self.hand_visible(seat)), box.center,
                           box.width - 12, 30, INK, bold=True, anchor="center")
            said = box.bottom
            if back is not None:  # how typing goes, in words: a row key and a digit (the typist: the number keys)
                how = self.app.text("gambit7_table.typing" if self.typist() == seat else "gambit7_table.keypad")
                room = pygame.Rect(rect.x + 10, box.bottom + 4, rect.width - 20, back.top - box.bottom - 8)
                lines = len(widgets.wrap_lines(how, room.width, 18))
                if lines <= min(3, room.height // fonts.font(18).get_linesize()):  # above 100 %: only whole
                    widgets.fitted_lines(surface, how, room, 18, INK_SOFT, align="left", max_lines=3)
        compact = rect.height <= bands().seats.height // 2  # a bot's panel in two rows: gains take the status's place
        if status and not (compact and gain):  # above 100 %: closer under the band, two grown lines fit a short panel
            top = rect.y + (NAME_BAND + 2 if large() else 46)
            said = top + widgets.wrapped(surface, status, pygame.Rect(rect.x + 8, top, rect.width - 16, 48), 18,
                                         INK_SOFT, line_gap=1)
        if gain:
            top = said + 2 if compact else max(rect.y + 96, said + 4)
            room = pygame.Rect(rect.x + 10, top, rect.width - 20, (back.top - 4 if back is not None else rect.bottom - 8) - top)
            lines = len(widgets.wrap_lines(gain, room.width, 18))
            if compact or lines * (fonts.font(18).get_linesize() + 1) > room.height:  # over the key hint: in short
                gain = self.gain_words(seat, short=True)
            widgets.wrapped(surface, gain, room, 18, WOOD, line_gap=1)
        if back is not None:
            self.draw_hint_box(surface, seat, back)

    def in_band(self, surface: Canvas, seat: int, band: pygame.Rect, end: int, typing: bool, words: str) -> int:
        """The panel's words in its band before the score (ending at `end`), where no line is
        left under it (a person's hint in two rows, a bot in the list beside two people): the
        number being typed, in a box as wide as its digits (the name gives way, it may be cut),
        else `words` (the gains or the status) where the name keeps room for four letters; else
        nothing (the board shows each answer and chip with its seat's symbol). Returns where
        the name ends."""
        keep = fonts.font(18, True).size(self.seat_name(seat)[:4] + "…")[0]
        if typing:
            shown = self.controls.entry(seat).shown(self.hand_visible(seat))
            width = max(fonts.font(18, True).size(shown)[0], fonts.font(18, True).size("0000")[0]) + 16
            box = pygame.Rect(0, band.y + 2, min(width, end - band.x - 32 - keep - 8), band.height - 4)
            box.right = end
            draw.rect(surface, PAPER_SHADE, box, border_radius=6)
            draw.rect(surface, INK, box, 2, border_radius=6)
            widgets.fitted(surface, shown, box.center, box.width - 8, 18, INK, bold=True, anchor="center")
            return box.left - 8
        if words and end - fonts.font(18).size(words)[0] - 2 * BAND_GAP - (band.x + 32) >= keep:
            return widgets.text(surface, words, (end - BAND_GAP, band.centery), 18, ink_on(seat_colour(seat)),
                                anchor="midright").left - 8
        return end

    def typed_in_band(self, seat: int) -> bool:
        """Whether the seat's number stands in its name band while it types: where its key hint,
        in as many rows as its widest typing keys take, leaves no room for the typing box under
        the band (so that the number does not move from press to press). Above 100 % only: at
        100 % the box and the words on typing fit over every hint."""
        back = self.hint_rect(seat)
        if back is None or not large():
            return False
        rect = self.panel_rect(seat)
        names = self.app.input.key_labels(self.session.humans[seat])
        rows = max(len(seating.key_hint_rows(names, self.typing_keys(seat), rect.width - 16)),
                   round((back.height - 4) / self.hint_row()))
        return rect.height - 8 - rows * self.hint_row() - 4 - NAME_BAND < typing_box_height() + 8

    def final_list(self) -> tuple[str, list[tuple[str, str]]] | None:
        """The results' list of the audience (the room's phones that bet along), best first."""
        standings = self.audience.standings() if self.audience is not None else []
        if not standings:
            return None
        scores = [score for _, score in standings]
        return self.app.text("results.audience"), [(f"{1 + sum(other > score for other in scores)}. {name}", str(score))
                                                   for name, score in standings]

    def hint_rect(self, seat: int) -> pygame.Rect | None:
        """As many rows of keys as the panel's width asks, at the bottom of the seat's panel (none
        for a phone's seat: its phone shows them)."""
        if seat not in self.session.humans or self.phones.holds(seat) or not self.key_labels(seat):
            return None
        rect = self.panel_rect(seat)
        names = self.app.input.key_labels(self.session.humans[seat])
        rows = len(seating.key_hint_rows(names, self.key_labels(seat), rect.width - 16))
        row = self.hint_row()
        return pygame.Rect(rect.x + 4, rect.bottom - 8 - row * rows, rect.width - 8, row * rows + 4)

    @staticmethod
    def hint_row() -> int:
        """A key hint's row with the gap under it, at the text size now."""
        return seating.hint_height() + 2

    def shown_score(self, seat: int, view: rules.View) -> int:
        """During the reveal a seat's score changes only when its gains appear."""
        scored = self.scored.get(seat)
        age = self.reveal_age()
        if scored is None or age is None or age >= self.gain_time(seat):
            return view.scores[seat]
        return scored.before

    def gain_time(self, seat: int) -> float:
        return FIRST_GAIN + GAIN_STEP * seat

    def gain_words(self, seat: int, short: bool = False) -> str:
        """What the seat won this round, once the reveal shows it; `short`: the few words of a
        bot's panel in two rows ("Gambit 7: ×7 · ★ +3")."""
        scored = self.scored.get(seat)
        age = self.reveal_age()
        if scored is None or age is None or age < self.gain_time(seat):
            return ""
        text = self.app.text
        kind = "gambit7.gain.short." if short else "gambit7.gain."
        parts = []
        if scored.gambit:
            parts.append(text(f"{kind}gambit_{scored.gambit}", factor=self.settings.gambit_factor,
                              score=scored.after_gambit))
        if scored.chips:
            parts.append(text("gambit7.gain.chips", chips=scored.chips, payout=scored.payout,
                              points=scored.chips * scored.payout))
        if scored.stars:
            parts.append(text(f"{kind}stars", stars=scored.stars))
        return " · ".join(parts) or text(f"{kind}none")

    def status(self, seat: int, view: rules.View, short: bool = False) -> str:
        """Where the seat stands, in words; `short`: in a word where one says it (a name band's)."""
        text = self.app.text
        if short and view.phase == "over" or short and (view.answered[seat] if view.phase == "answer"
                                                          else view.phase == "bet" and view.locked[seat]):
            return text("gambit7_table.short.final" if view.phase == "over" else "gambit7_table.short.done")
        if view.phase == "answer":
            if view.answered[seat]:
                mine = seat in self.session.humans and self.hand_visible(seat) and view.my_answer is not None
                return text("gambit7_table.answer_mine", answer=self.number(view.my_answer, view)) if mine \
                    else text("gambit7_table.answered")
            return text("gambit7_table.thinking")
        if view.phase == "bet":
            if view.locked[seat]:
                return text("gambit7_table.locked")
            buttons = self.buttons(seat) if seat in self.session.humans else None
            if buttons is not None and buttons.mode != BASE:
                return buttons.title
            if seat in self.session.humans and view.gambits[seat] is None:
                return text("gambit7_table.chips_left", count=view.chips[seat].count(None))
            return text("gambit7_table.betting")
        if view.phase == "over":
            return text("gambit7_table.final")
        card = next((value for _, value, seats in view.board if seat in seats), None)
        return text("gambit7.no_card") if card is None else text("gambit7_table.card", answer=self.number(card, view))
