"""The executable's icons (tools/make_art.py writes them, build.spec puts them on the file):
assets/icon.ico holds a PNG picture of every size Windows shows, assets/icon.icns one of every
size macOS shows, each of the size its entry declares."""
from __future__ import annotations

import importlib.util
import io
import struct

import pygame

from game.paths import assets_dir


def make_art():
    spec = importlib.util.spec_from_file_location("make_art", assets_dir().parent / "tools" / "make_art.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def picture_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    return pygame.image.load(io.BytesIO(data), "icon.png").get_size()


def test_the_windows_icon_has_a_picture_of_every_size_it_declares():
    data = (assets_dir() / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        declared = (width or 256, height or 256)  # 0 stands for 256
        assert (planes, bits) == (1, 32) and offset + length <= len(data)
        assert picture_size(data[offset:offset + length]) == declared
        sizes.append(declared[0])
    assert sizes == list(make_art().ICO_SIZES)


def test_the_macos_icon_has_a_picture_of_every_size_it_declares():
    data = (assets_dir() / "icon.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    kinds, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack_from(">I", data, at + 4)[0]
        kinds[kind] = picture_size(data[at + 8:at + length])
        at += length
    assert at == len(data)
    assert kinds == {kind: (size, size) for size, kind in make_art().ICNS_TYPES.items()}
