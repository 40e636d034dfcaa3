"""The oldest glibc a Linux one-file executable runs on: the highest GLIBC_ symbol version that
its bootloader and the libraries packed inside it need.

    python tools/glibc_floor.py dist/alpenparty        # in a Python that has PyInstaller

Reads the executable's archive with PyInstaller's own reader, writes each packed ELF file to a
temporary folder and asks binutils' readelf (which PyInstaller needs on Linux anyway) for its
version needs. Prints the floor, the files that set it, and the three next-highest needs.
"""
from __future__ import annotations

import io
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from PyInstaller.archive.readers import CArchiveReader

NEED = re.compile(r"Name: GLIBC_(\d+(?:\.\d+)+)")


def glibc_needs(path: Path) -> set[tuple[int, ...]]:
    """The GLIBC_ versions in an ELF file's version-needs section (.gnu.version_r)."""
    listing = subprocess.run(["readelf", "-V", "-W", str(path)], capture_output=True, text=True, check=True).stdout
    needs = listing.partition("Version needs section")[2]
    return {tuple(int(part) for part in found.split(".")) for found in NEED.findall(needs)}


def packed_elf_files(executable: Path, folder: Path) -> list[Path]:
    """The executable itself and every ELF file in its archive, also those inside a zip it
    carries (late.zip: build.spec), written under `folder`."""
    archive = CArchiveReader(str(executable))
    files = [executable]
    for name in archive.toc:
        data = archive.extract(name)
        if not isinstance(data, bytes):
            continue
        inside = zipfile.ZipFile(io.BytesIO(data)) if name.endswith(".zip") else None
        members = [(f"{name}/{member}", inside.read(member)) for member in inside.namelist()] if inside else []
        for member, content in [(name, data), *members]:
            if content.startswith(b"\x7fELF"):
                target = folder / member.replace("/", "_")
                target.write_bytes(content)
                files.append(target)
    return files


def main(executable: Path) -> int:
    with tempfile.TemporaryDirectory() as folder:
        files = packed_elf_files(executable, Path(folder))
        needs = {path.name: glibc_needs(path) for path in files}
    every = sorted(set().union(*needs.values()), reverse=True)
    if not every:
        print(f"{executable.name}: needs no versioned glibc symbols ({len(files)} ELF files)")
        return 0
    floor = every[0]
    setters = sorted(name for name, versions in needs.items() if floor in versions)
    shown = ", ".join(".".join(map(str, v)) for v in every[1:4])
    print(f"glibc floor of {executable.name}: {'.'.join(map(str, floor))} "
          f"(needed by {', '.join(setters)}; next: {shown}; {len(files)} ELF files read)")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python tools/glibc_floor.py EXECUTABLE")
    sys.exit(main(Path(sys.argv[1])))
