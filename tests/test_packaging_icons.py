"""The app icons made from ``assets/icon.svg``: every size a desktop asks for, readable."""

from __future__ import annotations

import io
import struct
from pathlib import Path
from types import ModuleType

import pygame
import pytest
from script_module import module_at

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def make_icons() -> ModuleType:
    return module_at(ROOT / "build_scripts" / "make_icons.py", "make_icons")


@pytest.fixture(scope="module")
def icons(make_icons: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    made: dict[str, Path] = make_icons.make_icons(ROOT / "assets" / "icon.svg",
                                                  tmp_path_factory.mktemp("icons"))
    return made


def test_windows_icon_has_every_size_and_they_decode(icons: dict[str, Path]) -> None:
    data = icons["ico"].read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        size = w or 256
        sizes.append(size)
        payload = data[offset:offset + length]
        assert len(payload) == length and (w, planes, bits) == (h, 1, 32)
        if payload.startswith(b"\x89PNG"):
            assert pygame.image.load(io.BytesIO(payload), "i.png").get_size() == (size, size)
        else:  # a bitmap: header, BGRA pixels bottom-up, 1-bit mask
            header = struct.unpack_from("<IiiHH", payload)
            assert header == (40, size, size * 2, 1, 32)
            mask_row = ((size + 31) // 32) * 4
            assert length == 40 + size * size * 4 + mask_row * size
            # the centre of the icon is opaque, a corner is transparent (rounded)
            def alpha(x: int, y: int, pixels: bytes = payload[40:], s: int = size) -> int:
                return pixels[((s - 1 - y) * s + x) * 4 + 3]
            assert alpha(size // 2, size // 2) == 255
            assert alpha(0, 0) < 64
    assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256]


def test_mac_icon_is_a_valid_icns_with_retina_sizes(icons: dict[str, Path]) -> None:
    data = icons["icns"].read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    found = {}
    offset = 8
    while offset < len(data):
        kind, length = data[offset:offset + 4], struct.unpack_from(">I", data, offset + 4)[0]
        png = data[offset + 8:offset + length]
        found[kind] = pygame.image.load(io.BytesIO(png), "i.png").get_size()[0]
        offset += length
    assert offset == len(data)
    assert found[b"ic10"] == 1024 and found[b"ic09"] == 512 and found[b"ic07"] == 128
    assert found[b"icp4"] == 16 and found[b"ic11"] == 32  # 16 px and its @2x


def test_pngs_for_linux(icons: dict[str, Path]) -> None:
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert pygame.image.load(str(icons[f"png-{size}"])).get_size() == (size, size)
