"""The player's preference folder: where settings, saves and crash.log live, and how they
are written.

The folder is $ALPENPARTY_HOME when set (tests, CI, a portable copy), else pygame's
preference path for Alpenparty. Every write is atomic (a temp file in the same folder,
flushed to disk, then renamed over the old file), so a crash or a power cut leaves either
the old file or the new one, never a broken one. After the rename the folder itself is
flushed too (`_sync_folder`), so the rename survives a power cut; Windows cannot open a
folder for that and makes renames durable by itself, so there it is skipped. The temp file a killed write leaves
behind is removed at the next start (`clean_temp_files`). A file that cannot be used is
set aside as `<name>.bak`, never deleted, so a player or a developer can still look at it.
"""
from __future__ import annotations

import os
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def home() -> Path:
    """The folder for settings and saves (created if missing)."""
    override = os.environ.get("ALPENPARTY_HOME")
    if override:
        folder = Path(override)
    else:
        import pygame  # only here: a crash report must not need pygame to find its folder

        folder = Path(pygame.system.get_pref_path("Alpenparty", "Alpenparty"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that readers see the old file or the new one only."""
    import tempfile  # here, not at the top: the game's start does not pay for it

    handle, temp = tempfile.mkstemp(prefix=path.name + ".", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Flush `folder`'s entries (the rename just made) to disk, where the system allows it.
    A file system that refuses (some network and FUSE ones) leaves the write done: the new
    file is in place, only its survival of a power cut is up to that system."""
    if os.name == "nt":  # a folder cannot be opened on Windows; NTFS logs the rename itself
        return
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


def set_aside(path: Path) -> Path:
    """Move a file that cannot be used to `<name>.bak` (replacing an older one); returns
    where it is now (still `path` when even the move failed)."""
    backup = path.with_name(path.name + ".bak")
    try:
        os.replace(path, backup)
    except OSError:
        return path
    return backup


def clean_temp_files(folder: Path | None = None) -> list[Path]:
    """Remove the temp files of writes that were killed before their rename (`write_atomic`
    names them `<file>.<random>.tmp`). Called once at start, before anything is written."""
    removed = []
    for temp in (folder or home()).glob(f"*.*{TEMP_SUFFIX}"):
        try:
            temp.unlink()
        except OSError:
            continue
        removed.append(temp)
    return removed
