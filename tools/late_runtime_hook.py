"""PyInstaller runtime hook (build.spec): binaries the menu's first frame does not need, unpacked
when their module is first imported, not at every start.

The one-file executable unpacks everything it carries at every start, before its first frame.
Some of its binaries serve only what comes later (LATE): TLS (Python's `_ssl` and OpenSSL's
libraries, 5.7 MB, for the phones' uplink), `_ctypes` with libffi (key names in the player's
layout), `_queue` (the art painter, the phones' server), websockets' speedups and pygame's game
controller module (the pads, started after the first frame). So build.spec packs them into
late.zip instead, and this hook, run before the game's first line, watches for the first import
of each of those modules: then it writes that module's files where PyInstaller would have put
them (in sys._MEIPASS, under the same names) and lets Python's own import system and the
system's loader find them there, as they find every other library. Where there is no late.zip
(the one-folder build, macOS, a checkout) it does nothing.

PyInstaller's own start-up imports ctypes to teach ctypes.CDLL to look for a bare library name in
sys._MEIPASS; with `_ctypes` packed that import fails quietly, so the game loads libraries by
their full path (game/input/keyboard.py does).
"""
import os
import sys

# The modules whose first import loads binaries nothing before the menu's first frame needs, each
# with the files it loads: names that start so, or with a "/", paths that start so (the names the
# executable unpacks them as, on Linux and Windows).
LATE = {
    "_ssl": ("_ssl.", "libssl", "libcrypto"),
    "_ctypes": ("_ctypes.", "libffi"),
    "_queue": ("_queue.",),
    "websockets.speedups": ("websockets/speedups.",),
    "pygame._sdl2.controller": ("pygame/_sdl2/controller.",),
}


def late_module(name: str, late=LATE) -> str | None:
    """The module of `late` whose first import loads the file unpacked as `name`; None for any other.
    (LATE is bound here: the executable runs its hooks in the namespace its program then runs in.)"""
    path = name.replace("\\", "/")
    for module, starts in late.items():
        if any((path if "/" in start else path.rpartition("/")[2]).startswith(start) for start in starts):
            return module
    return None


def _install(matching=late_module) -> None:
    folder = getattr(sys, "_MEIPASS", None)
    archive = os.path.join(folder or "", "late.zip")
    if folder is None or not os.path.isfile(archive):
        return
    packed_modules = set(LATE)

    class UnpackLate:
        """A finder of nothing: on the first import of a module of LATE it unpacks that module's
        files from late.zip and lets the finders after it find the unpacked module."""

        @staticmethod
        def find_spec(name, path=None, target=None):
            if name not in packed_modules:
                return None
            packed_modules.discard(name)
            if not packed_modules:
                sys.meta_path.remove(UnpackLate)
            import importlib
            import zipfile

            try:
                with zipfile.ZipFile(archive) as packed:
                    for member in packed.infolist():
                        target_path = os.path.join(folder, *member.filename.split("/"))
                        if matching(member.filename) == name and not os.path.exists(target_path):
                            # whole or not at all: written aside, then renamed
                            os.makedirs(os.path.dirname(target_path), exist_ok=True)
                            with packed.open(member) as source, open(target_path + ".part", "wb") as written:
                                written.write(source.read())
                            os.chmod(target_path + ".part", 0o700)  # as PyInstaller writes its binaries
                            os.replace(target_path + ".part", target_path)
            except (OSError, zipfile.BadZipFile) as error:
                raise ImportError(f"{name} could not be unpacked from {archive}: {error}", name=name) from error
            importlib.invalidate_caches()  # the folders' listings, read before these files were there
            return None

    sys.meta_path.insert(0, UnpackLate)


_install()
