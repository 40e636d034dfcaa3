"""Sounds you can see: the captions of the sounds that carry news, written on the screen
when the `captions` setting is on.

Every named sound (game/ui/sound.py) is either news, with a caption in the player's
language (`caption.<sound>` in game/ui/text/captions.toml), or in QUIET: it only echoes
what the screen shows as it happens (a card moving, a menu's click). Sound tells
`Captions` of each sound played, muted or not (a player who cannot hear may have muted
the game); the app writes the news ones.

A caption stands for long enough to read (READ_LEAST seconds, more for more words) at the
place the top scene keeps for captions (`caption_region`: a table's free strip), at most
SHOWN at a time, newest at the bottom; the same sound again while its caption stands
counts up on that line ("×2") instead of pushing the others out. A table's seated phones
show the same captions, in the game's language as the rest of their page, in a live region a
screen reader reads out (`Captions.said`; assets/phone/phone.js).
"""
from __future__ import annotations

import pygame

from game.ui import canvas, draw, fonts, widgets
from game.ui.canvas import Canvas
from game.ui.sound import SOUND_NAMES

# Sounds that carry no news of their own: each echoes what moves on the screen that moment.
QUIET = frozenset({
    "card_flip", "card_slide",  # a card turning or moving: the card itself shows it
    "kettle_hop",  # a kettle's step along the path: the kettle shows it
    "ui_move", "ui_select",  # a menu's click: the player's own press, the cursor shows it
})
NEWS = tuple(name for name in SOUND_NAMES if name not in QUIET)
DEFAULT_REGION = pygame.Rect(340, 632, 600, 84)  # the bottom middle: a table's strip unless its title names one
READ_LEAST = 3.0  # seconds a caption stands at least
READ_PER_WORD = 0.3  # and this much longer for every word
SHOWN = 2  # captions on screen at once
SIZE = 20  # design units (15 px at 960x540); a long caption shrinks to fonts.FLOOR and wraps
PAD = 12  # design units left and right of a caption's words
BACK = (28, 22, 16)  # near black, at BACK_ALPHA: the table shows faintly through
BACK_ALPHA = 220
INK = (250, 244, 228)


def caption_key(sound: str) -> str:
    return f"caption.{sound}"


class Caption:
    """A sound's words on the table until `until` (`count`: heard that many times meanwhile). A
    plain class, not a dataclass: built at import before the menu's first frame, a dataclass
    cost ~0.5 ms CPU at every start (docs/BENCHMARKS.md, branch boot3)."""

    def __init__(self, sound: str, words: str, until: float, count: int = 1) -> None:
        self.sound, self.words, self.until, self.count = sound, words, until, count
        self._box: Canvas | None = None

    def box(self, region: pygame.Rect) -> Canvas:
        """The caption's words on its back, fitted into `region`: in one line or two, as its
        height allows (made once a scale)."""
        if self._box is None or self._box.scale != canvas.current_scale():
            words = self.words if self.count == 1 else f"{self.words} ×{self.count}"
            size, lines = widgets.fit(words, (region.width - 2 * PAD, region.height - 8), SIZE, True, 2)
            images = [fonts.rendered(line, size, INK, True) for line in lines]
            step = fonts.font(size, True).get_linesize()
            box = canvas.new((max(image.get_width() for image in images) + 2 * PAD, step * len(lines) + 8),
                             pygame.SRCALPHA)
            draw.rect(box, (*BACK, BACK_ALPHA), box.get_rect(), border_radius=8)
            for index, image in enumerate(images):
                box.blit(image, image.get_rect(midtop=(box.get_width() // 2, 4 + index * step)))
            fonts.carries(box, words, size)
            self._box = box
        return self._box


class Captions:
    """The captions standing now, oldest first."""

    def __init__(self) -> None:
        self.lines: list[Caption] = []

    def add(self, sound: str, words: str, now: float) -> Caption:
        """A news sound was played at `now` (seconds): its caption stands, or counts up."""
        until = now + READ_LEAST + READ_PER_WORD * len(words.split())
        for line in self.lines:
            if line.sound == sound and line.words == words:
                line.count, line.until, line._box = line.count + 1, until, None
                return line
        self.lines.append(Caption(sound, words, until))
        self.lines = self.lines[-SHOWN:]
        return self.lines[-1]

    def update(self, now: float) -> None:
        self.lines = [line for line in self.lines if line.until > now]

    def words(self) -> list[str]:
        return [line.words for line in self.lines]

    def said(self) -> list[str]:
        """The captions standing now as they read, oldest first (a repeated one with "×2"): what a
        seated phone shows under its table (game/kit/phones.py `PhoneSeats.view`)."""
        return [line.words if line.count == 1 else f"{line.words} ×{line.count}" for line in self.lines]

    def draw(self, surface: Canvas, region: pygame.Rect) -> None:
        """The captions, newest at the bottom of `region`, each centred in it; an older one
        only where the region has room for it too."""
        bottom = region.bottom
        for index, line in enumerate(reversed(self.lines)):
            box = line.box(region)
            place = box.get_rect(midbottom=(region.centerx, bottom))
            if index and place.top < region.top:
                break
            surface.blit(box, place)
            bottom = place.top - 4
