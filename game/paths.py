"""Where the game's own files (assets/ and levels/) are, in each of the three ways it runs:

- frozen (the PyInstaller executable): beside the unpacked program, in sys._MEIPASS;
- installed from the wheel: inside the package, as game/assets and game/levels (setup.py
  maps the top-level folders there);
- a checkout or an editable install: the top-level assets/ and levels/ beside game/.
"""
from __future__ import annotations

import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


def data_root(package: Path = PACKAGE) -> Path:
    """The folder that holds assets/ and levels/."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    if (package / "levels").is_dir():
        return package
    return package.parent


def assets_dir() -> Path:
    return data_root() / "assets"


def levels_dir() -> Path:
    return data_root() / "levels"
