"""Where the game's own files (assets/ and levels/) are, in each of the three ways it runs:

- frozen (the PyInstaller executable): beside the unpacked program, in sys._MEIPASS, with
  assets/ packed as one archive, assets.zip (build.spec): the one-file executable unpacks
  everything it carries at every start, and one file unpacks much faster than ~190;
- installed from the wheel: inside the package, as game/assets and game/levels (setup.py
  maps the top-level folders there);
- a checkout or an editable install: the top-level assets/ and levels/ beside game/.

Assets are read through `read_asset`, which takes them from the folder or the archive.
"""
from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import zipfile

PACKAGE = Path(__file__).resolve().parent
ASSETS_ARCHIVE = "assets.zip"


def data_root(package: Path = PACKAGE) -> Path:
    """The folder that holds assets/ (or assets.zip) and levels/."""
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


def read_asset(name: str, folder: Path | None = None) -> bytes:
    """The bytes of an asset by its path under assets/ ("sounds/slap.ogg"), from `folder`
    when given, else from assets/ or its archive; FileNotFoundError when there is none."""
    if folder is not None or assets_dir().is_dir():
        return ((folder or assets_dir()) / name).read_bytes()
    try:
        return _archive(data_root() / ASSETS_ARCHIVE).read(name)
    except KeyError:
        raise FileNotFoundError(f"{ASSETS_ARCHIVE} has no {name}") from None


def asset_exists(name: str, folder: Path | None = None) -> bool:
    if folder is not None or assets_dir().is_dir():
        return ((folder or assets_dir()) / name).is_file()
    try:
        _archive(data_root() / ASSETS_ARCHIVE).getinfo(name)
    except KeyError:
        return False
    return True


@lru_cache(maxsize=1)
def _archive(path: Path) -> zipfile.ZipFile:
    import zipfile  # only the executable needs it: a checkout does not pay for the import

    return zipfile.ZipFile(path)
