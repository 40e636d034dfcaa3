"""Where text went on a drawn screen, without reading pixels: game/ui/fonts.py notes every
text canvas it renders (and every box a banner draws its words into), and the scene draws
onto a `Probe`, a screen canvas at the current scale that notes where such canvases land, in
design units (a `fonts.Words`). A blit that covers the whole screen (the background, a
window's shade) starts a new layer: text under it is no longer what a player reads. A cached
picture (game/ui/fonts.py's Picture) tells where each of its texts lies. A canvas blitted
see-through (a banner faded to let the table show) is no box: what lies under it
stays readable. Each text comes with its font size in design units as drawn (grown by the
text size), so `too_small` finds what is drawn below the floor (fonts.FLOOR, grown by the
text size now: 27 units at 150 %)."""
from __future__ import annotations

import pygame

from game.ui import canvas, fonts

SCREEN = canvas.DESIGN
SEE_THROUGH = fonts.SEE_THROUGH  # a canvas blitted at a lower alpha lets what lies under it show


class Probe(fonts.Words):
    """The screen, noting where text lands: `texts` holds the parts (box, words, size) of
    the top layer, `boxes` their (box, words)."""

    def __init__(self) -> None:
        super().__init__(canvas.new(SCREEN.size))
        self.panels: list[tuple[pygame.Rect, int]] = []  # (box, texts drawn before it) of the top layer

    @property
    def boxes(self) -> list[tuple[pygame.Rect, str]]:
        return [(part.box, part.words) for part in self.texts]

    def panel_drawn(self, box: pygame.Rect) -> None:
        """A panel (game/ui/widgets.py's `panel`) was drawn at `box` (see `noting_panels`)."""
        self.panels.append((pygame.Rect(box), len(self.texts)))

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: ANN001 (the canvas's own signature)
        """As fonts.Words; a blit that covers the screen starts a layer without panels too."""
        corner = pygame.Rect(dest).topleft if len(dest) == 4 else dest
        if pygame.Rect(corner, pygame.Rect(area).size if area is not None else source.get_size()).contains(self.get_rect()):
            self.panels.clear()
        return super().blit(source, dest, area, special_flags)


def problems(probe: Probe) -> list[str]:
    found = []
    boxes = [(rect, words) for rect, words in probe.boxes if rect.width > 2 and rect.height > 2]
    for index, (rect, words) in enumerate(boxes):
        if not probe.get_rect().contains(rect):
            found.append(f"leaves the window: {words!r} at {tuple(rect)}")
        for other, other_words in boxes[index + 1:]:
            overlap = rect.clip(other)
            if overlap.width > 2 and overlap.height > 2:
                found.append(f"overlap: {words!r} {tuple(rect)} and {other_words!r} {tuple(other)}")
    return found


def noting_panels(monkeypatch) -> None:  # noqa: ANN001 (pytest's monkeypatch)
    """From now on in this test, each panel drawn on a Probe is noted on it (`out_of_panels`)."""
    from game.ui import widgets
    drawn = widgets.panel

    def panel(surface, rect, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003 (widgets.panel's own)
        drawn(surface, rect, *args, **kwargs)
        if isinstance(surface, Probe) and rect.width > 0 and rect.height > 0:
            surface.panel_drawn(rect)
    monkeypatch.setattr(widgets, "panel", panel)


def out_of_panels(probe: Probe) -> list[str]:
    """The texts on top that belong to a panel but hang out of it: a text reaching into the
    panel last drawn under it must lie wholly inside it, and so must one drawn right after a
    text of that panel (before another panel), under that text (less than a line lower) and
    within the panel's width: a list's next row (a menu's last row below its box)."""
    found = []
    for index, part in enumerate(probe.texts):
        under = [box for box, before in probe.panels if before <= index and box.colliderect(part.box)]
        if under and not under[-1].contains(part.box):
            found.append(f"out of its panel {tuple(under[-1])}: {part.words!r} at {tuple(part.box)}")
    ends = [before for _, before in probe.panels[1:]] + [len(probe.texts)]
    for (box, before), end in zip(probe.panels, ends):  # a panel's run ends where the next panel is drawn
        previous = None
        for part in probe.texts[before:end]:
            if part.box.colliderect(box):
                previous = part.box
                continue
            follows = (previous is not None and box.left <= part.box.left and part.box.right <= box.right
                       and 0 <= part.box.top - previous.bottom < previous.height)
            if follows:
                found.append(f"below its panel {tuple(box)}: {part.words!r} at {tuple(part.box)}")
            break
    return found


def below_floor(probe: Probe, floor: float | None = None) -> fonts.Parts:
    """The texts on top drawn below `floor` design units (the floor at the text size now)."""
    floor = fonts.grown(fonts.FLOOR) if floor is None else floor
    return [part for part in probe.texts if part.size < floor - 0.01]


def too_small(probe: Probe, floor: float | None = None) -> list[str]:
    """The texts on top drawn below `floor` design units (the floor at the text size now),
    with their size in units and in pixels at the probe's scale."""
    floor = fonts.grown(fonts.FLOOR) if floor is None else floor
    return [f"below {floor:g} units: {part.words!r} at {part.size:g} units ({part.size * probe.scale:.1f} px)"
            for part in below_floor(probe, floor)]


def smallest(probe: Probe) -> fonts.Part | None:
    """The text on top with the smallest font."""
    return min(probe.texts, key=lambda part: part.size, default=None)


def cut_short(probe: Probe) -> list[str]:
    """The texts on top that were cut with an ellipsis to fit (game/ui/widgets.py)."""
    return [f"cut short: {part.words!r}" for part in probe.texts if fonts.was_cut(part.words)]


def run_together(probe: Probe, gap: float) -> list[str]:
    """Texts on top side by side on one line with less than `gap` design units between them:
    read as one sentence ("Next hold: look")."""
    found = []
    parts = sorted(probe.texts, key=lambda part: part.box.x)
    for index, part in enumerate(parts):
        for other in parts[index + 1:]:
            same_line = min(part.box.bottom, other.box.bottom) - max(part.box.top, other.box.top) > part.box.height // 2
            if same_line and 0 <= other.box.left - part.box.right < gap:
                found.append(f"run together: {part.words!r} and {other.words!r}")
    return found
