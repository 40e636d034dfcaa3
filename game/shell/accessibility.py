"""The Accessibility page of the settings: text size, reduced motion, captions and reveals that
wait for a press (game/kit/reading.py), each saved
at once like the rest (game/shell/settings_menu.py); more time for timers is each game's own
choice, made in its lobby, and the page says so."""
from __future__ import annotations

from game.settings import TEXT_SIZES
from game.shell.settings_menu import SettingsPage, cycle


class AccessibilityScene(SettingsPage):
    rows = ("text_size", "reduced_motion", "captions", "reveals_wait", "back")
    switches = ("reduced_motion", "captions", "reveals_wait")
    prefix = "accessibility"
    title_key = "accessibility.title"

    def change(self, row: str, step: int) -> bool:
        settings = self.app.settings
        if row == "text_size":
            settings.text_size = cycle(TEXT_SIZES, settings.text_size, step)
        elif row in self.switches:
            setattr(settings, row, not getattr(settings, row))
        else:
            return False
        return True

    def value_text(self, row: str) -> str:
        settings = self.app.settings
        if row == "text_size":
            return f"{settings.text_size} %"
        if row in self.switches:
            return self.app.text("common.on" if getattr(settings, row) else "common.off")
        return ""

    def note(self) -> str:
        return self.app.text("accessibility.timers")
