"""The one-file executable's hook for late binaries (tools/late_runtime_hook.py, build.spec): nothing
of late.zip is written at start; the first import of one of its modules writes that module's files,
and only those, into the unpacked folder and finds the module there. Played in a fresh Python with a
folder standing for sys._MEIPASS and pure Python stand-ins for `_ssl` and `_ctypes` in late.zip, as
the executable carries the real ones."""
import json
import os
import runpy
import subprocess
import sys
import zipfile
from pathlib import Path

HOOK = Path(__file__).resolve().parent.parent / "tools" / "late_runtime_hook.py"

FROZEN_START = """
import json, os, sys
folder = sys.argv[1]
sys._MEIPASS = folder
sys.path.insert(0, folder)  # where the executable finds its unpacked modules
exec(open(sys.argv[2]).read())  # the hook runs before the program's first line

def listed():
    return sorted(os.path.relpath(os.path.join(place, name), folder) for place, _, names in os.walk(folder) for name in names)

seen = {"at start": listed()}
import _ssl
seen.update({"after _ssl": listed(), "from": _ssl.__file__, "mark": getattr(_ssl, "MARK", None)})
import _ctypes
seen.update({"after _ctypes": listed(), "ctypes mark": getattr(_ctypes, "MARK", None)})
print(json.dumps(seen))
"""


def test_each_late_module_is_unpacked_at_its_first_import_and_found_there(tmp_path):
    with zipfile.ZipFile(tmp_path / "late.zip", "w", zipfile.ZIP_DEFLATED) as packed:
        packed.writestr("_ssl.py", "MARK = 'unpacked'\n")
        packed.writestr("libssl.so.3", b"\0" * 64)
        packed.writestr("_ctypes.py", "MARK = 'unpacked too'\n")
        packed.writestr("lib/libffi.so.8", b"\0" * 64)
    done = subprocess.run([sys.executable, "-c", FROZEN_START, str(tmp_path), str(HOOK)], capture_output=True,
                          text=True, check=True, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    seen = json.loads(done.stdout)
    assert seen["at start"] == ["late.zip"]
    assert seen["after _ssl"] == ["_ssl.py", "late.zip", "libssl.so.3"]
    assert seen["mark"] == "unpacked" and Path(seen["from"]).parent == tmp_path
    assert seen["after _ctypes"] == ["_ctypes.py", "_ssl.py", "late.zip", "lib/libffi.so.8", "libssl.so.3"]
    assert seen["ctypes mark"] == "unpacked too"


def test_without_late_zip_the_hook_leaves_imports_alone(tmp_path):
    done = subprocess.run([sys.executable, "-c", FROZEN_START, str(tmp_path), str(HOOK)], capture_output=True,
                          text=True, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    if done.returncode == 0:  # this Python has its own _ssl and _ctypes: found where they always are
        seen = json.loads(done.stdout)
        assert seen["at start"] == seen["after _ctypes"] == [] and Path(seen["from"]).parent != tmp_path
    else:
        assert "No module named" in done.stderr


def test_the_files_each_late_module_loads_are_told_by_their_names_on_linux_and_windows():
    late_module = runpy.run_path(str(HOOK))["late_module"]
    assert late_module("python3.11/lib-dynload/_ssl.cpython-311-x86_64-linux-gnu.so") == "_ssl"
    assert late_module("libcrypto.so.3") == late_module("libssl-3.dll") == late_module("_ssl.pyd") == "_ssl"
    assert late_module("libffi.so.8") == late_module("libffi-8.dll") == late_module("_ctypes.pyd") == "_ctypes"
    assert late_module("python3.11/lib-dynload/_queue.cpython-311-x86_64-linux-gnu.so") == "_queue"
    assert late_module("websockets\\speedups.cp313-win_amd64.pyd") == "websockets.speedups"
    assert late_module("pygame/_sdl2/controller.cpython-311-x86_64-linux-gnu.so") == "pygame._sdl2.controller"
    # what the menu's first frame uses stays with the files unpacked at every start
    for name in ("libpython3.11.so.1.0", "pygame/base.cpython-311-x86_64-linux-gnu.so", "libSDL2-2.0.so.0",
                 "pygame/_sdl2/video.cpython-311-x86_64-linux-gnu.so", "_cffi_backend.cpython-311-x86_64-linux-gnu.so",
                 "python3.11/lib-dynload/_struct.cpython-311-x86_64-linux-gnu.so", "assets.zip"):
        assert late_module(name) is None
