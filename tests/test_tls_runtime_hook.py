"""The one-file executable's TLS hook (tools/tls_runtime_hook.py, build.spec): nothing of tls.zip is
written at start; the first import of _ssl writes its files into the unpacked folder and finds
the module there. Played in a fresh Python with a folder standing for sys._MEIPASS and a pure
Python `_ssl` in tls.zip, as the executable carries the real one."""
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

HOOK = Path(__file__).resolve().parent.parent / "tools" / "tls_runtime_hook.py"

FROZEN_START = """
import json, os, sys
folder = sys.argv[1]
sys._MEIPASS = folder
sys.path.insert(0, folder)  # where the executable finds its unpacked modules
exec(open(sys.argv[2]).read())  # the hook runs before the program's first line
before = sorted(os.listdir(folder))
import _ssl
print(json.dumps({"before": before, "after": sorted(os.listdir(folder)), "from": _ssl.__file__, "mark": getattr(_ssl, "MARK", None)}))
"""


def test_tls_is_unpacked_at_the_first_import_of_ssl_and_found_there(tmp_path):
    with zipfile.ZipFile(tmp_path / "tls.zip", "w", zipfile.ZIP_DEFLATED) as packed:
        packed.writestr("_ssl.py", "MARK = 'unpacked'\n")
        packed.writestr("libssl.so.3", b"\0" * 64)
    done = subprocess.run([sys.executable, "-c", FROZEN_START, str(tmp_path), str(HOOK)], capture_output=True,
                          text=True, check=True, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    seen = json.loads(done.stdout)
    assert seen["before"] == ["tls.zip"]
    assert seen["after"] == ["_ssl.py", "libssl.so.3", "tls.zip"]
    assert seen["mark"] == "unpacked" and Path(seen["from"]).parent == tmp_path


def test_without_tls_zip_the_hook_leaves_imports_alone(tmp_path):
    done = subprocess.run([sys.executable, "-c", FROZEN_START, str(tmp_path), str(HOOK)], capture_output=True,
                          text=True, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    if done.returncode == 0:  # this Python has its own _ssl: found where it always is
        seen = json.loads(done.stdout)
        assert seen["before"] == seen["after"] == [] and Path(seen["from"]).parent != tmp_path
    else:
        assert "No module named '_ssl'" in done.stderr
