"""The process's open files (descriptors): its limit, and the share the phones may take.

Every open file, socket, pipe and poller of the process counts against one limit (the soft
RLIMIT_NOFILE: 256 by default on macOS, 1024 on most Linux desktops). When it is reached, the
next open fails (EMFILE) wherever it happens: loading a sound, writing the autosave, accepting
a phone. So, as servers do:
- `raise_limit()` (at start) raises the soft limit toward the hard one, up to WANTED;
- `phone_places()` is how many TCP connections the phones' server may hold at once: the limit
  less a RESERVE kept for the game's own files, at PER_CONNECTION descriptors each (measured:
  4 while a request is read, 7 for an open websocket: its socket, the pair of sockets that
  wakes it to close, and the pollers of its reader and of its handshake).
"""
from __future__ import annotations

try:
    import resource
except ImportError:  # Windows: no such limit on sockets (they are not C runtime files)
    resource = None  # type: ignore[assignment]

WANTED = 4096  # soft limit asked for at start (macOS refuses more than OPEN_MAX, 10240)
RESERVE = 64  # the game's own: window, sound, fonts, saves, logs, the server's listener (12 measured)
PER_CONNECTION = 8  # descriptors one phone connection may hold (7 measured for a websocket)
UNLIMITED = 1 << 20  # what "no limit" counts as


def limit() -> int:
    """The soft limit on open descriptors now (UNLIMITED where there is none)."""
    if resource is None:
        return UNLIMITED
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return UNLIMITED if soft == resource.RLIM_INFINITY else soft


def raise_limit(wanted: int = WANTED) -> int:
    """Raise the soft limit toward the hard one, up to `wanted` (never lower it); the soft
    limit after. A system that refuses leaves the limit as it was."""
    if resource is None:
        return UNLIMITED
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        except (ValueError, OSError) as error:
            import logging  # here: the game's start imports this module, and the message is rare
            logging.getLogger("alpenparty").info("open files: the limit stays at %d (%s)", soft, error)
    return limit()


def phone_places(most: int, reserve: int = RESERVE) -> int:
    """TCP connections the phones may hold at once: at most `most`, and no more than the
    descriptors left beside the game's own reserve allow (at least 4: a phone still joins)."""
    return max(4, min(most, (limit() - reserve) // PER_CONNECTION))
