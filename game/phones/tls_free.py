"""A stand-in for the `ssl` module where the interpreter has none: the one-file executable.

websockets' server imports `ssl` for its TLS option, which the game never uses (phones
speak plain HTTP to a computer on their own network). The executable leaves OpenSSL out
(build.spec: it would be unpacked at every start), so there `import ssl` fails; this module
puts a stand-in with the two names websockets' server refers to in its place before
websockets is imported. Where the real module imports, nothing changes.
"""
from __future__ import annotations

import sys
import types

try:
    import ssl  # noqa: F401
    TLS = True  # whether this build can dial a relay on https (game/phones/uplink.py)
except ImportError:
    TLS = False
    stand_in = types.ModuleType("ssl", "No TLS in this build: the phones' server is plain HTTP on the LAN.")

    class SSLContext:
        """Never made: passing one to websockets would mean TLS, which this build lacks."""

    class SSLSocket:
        """Never made either."""

    stand_in.SSLContext = SSLContext
    stand_in.SSLSocket = SSLSocket
    sys.modules["ssl"] = stand_in

