"""Where the game's own files are: in a PyInstaller bundle, an installed wheel, or a checkout."""
from __future__ import annotations

import sys
from pathlib import Path


def _root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    package = Path(__file__).resolve().parent
    if (package / "levels").is_dir():  # installed wheel: data shipped inside the package
        return package
    return package.parent  # a checkout or editable install


def assets_dir() -> Path:
    return _root() / "assets"


def levels_dir() -> Path:
    return _root() / "levels"
