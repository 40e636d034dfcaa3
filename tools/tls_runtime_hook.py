"""PyInstaller runtime hook (build.spec): TLS unpacked when it is first imported, not at every start.

The one-file executable unpacks everything it carries at every start, before its first frame;
OpenSSL's libraries and Python's `_ssl` are 5.7 MB of that, and only the phones use them (the
uplink's wss://, and websockets, which imports ssl). So build.spec packs them into tls.zip
instead, and this hook, run before the game's first line, watches for the first import of `_ssl`:
then it writes tls.zip's files where PyInstaller would have put them (in sys._MEIPASS, under the
same names) and lets Python's own import system and the system's loader find them there, as
they find every other library. Where there is no tls.zip (the one-folder build, macOS, a
checkout) it does nothing.
"""
import os
import sys


def _install() -> None:
    folder = getattr(sys, "_MEIPASS", None)
    archive = os.path.join(folder or "", "tls.zip")
    if folder is None or not os.path.isfile(archive):
        return

    class UnpackTLS:
        """A finder of nothing: on the first import of _ssl it unpacks tls.zip, steps aside and
        lets the finders after it find the unpacked module."""

        @staticmethod
        def find_spec(name, path=None, target=None):
            if name != "_ssl":
                return None
            sys.meta_path.remove(UnpackTLS)
            import importlib
            import zipfile

            try:
                with zipfile.ZipFile(archive) as packed:
                    for member in packed.infolist():
                        target_path = os.path.join(folder, *member.filename.split("/"))
                        if not os.path.exists(target_path):  # whole or not at all: written aside, then renamed
                            with packed.open(member) as source, open(target_path + ".part", "wb") as written:
                                written.write(source.read())
                            os.chmod(target_path + ".part", 0o700)  # as PyInstaller writes its binaries
                            os.replace(target_path + ".part", target_path)
            except (OSError, zipfile.BadZipFile) as error:
                raise ImportError(f"TLS could not be unpacked from {archive}: {error}", name=name) from error
            importlib.invalidate_caches()  # the folders' listings, read before these files were there
            return None

    sys.meta_path.insert(0, UnpackTLS)


_install()
