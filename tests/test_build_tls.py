"""The executable carries what the uplink to a relay needs (build.spec): `ssl` for wss://, and
websockets' threading client with the modules it imports."""
from __future__ import annotations

import ast
from pathlib import Path

SPEC = Path(__file__).resolve().parent.parent / "build.spec"
UPLINK_NEEDS = {"ssl", "_ssl", "websockets.client", "websockets.sync.client", "websockets.proxy", "urllib.request"}


def left_out() -> set[str]:
    """Every module name the spec's lists of what is left out hold."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(SPEC.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.List) and any(
                isinstance(target, ast.Name) and target.id.endswith(("NEVER_USE", "NEVER_USED")) for target in node.targets):
            names |= {item.value for item in node.value.elts if isinstance(item, ast.Constant)}
    return names


def test_the_executable_keeps_tls_and_the_relays_client():
    excluded = left_out()
    assert "tkinter" not in excluded and "_decimal" in excluded  # the lists were found
    assert not UPLINK_NEEDS & excluded
    assert not {name for name in excluded for needed in UPLINK_NEEDS if needed.startswith(name + ".")}
