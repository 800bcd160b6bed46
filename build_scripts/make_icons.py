"""Make the application icons from our own SVG art (``assets/icon.svg``).

    python build_scripts/make_icons.py [--svg PATH] [--out DIR]

Writes into ``build/icons/`` (by default):

- ``icon.ico``: Windows, 16 to 256 px; the small sizes as 32-bit bitmaps, 256 px as PNG, the
  layout Windows itself expects;
- ``icon.icns``: macOS, 16 to 1024 px (retina variants included), PNG payloads in an ICNS
  container written here byte by byte, so no macOS tool is needed;
- ``icon-<N>.png``: square PNGs for Linux desktops and anything else.

The SVG is rendered by pygame-ce's own SVG loader at every size (never scaled from one bitmap),
so the small icons stay sharp.
"""

from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402 - the variable above must be set first

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SVG = ROOT / "assets" / "icon.svg"
DEFAULT_OUT = ROOT / "build" / "icons"

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_PNG_FROM = 256
"""Entries this large are stored as PNG in the .ico; smaller ones as bitmaps."""

ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024),  # 1024 is the 512@2x image
    (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),  # 16, 32, 128, 256 @2x
)
"""ICNS element types that hold PNG data, and the pixel size of each."""

PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)


def render(svg: bytes, size: int) -> pygame.Surface:
    """The icon at ``size`` x ``size`` pixels with alpha."""
    surface = pygame.image.load_sized_svg(io.BytesIO(svg), (size, size))
    if surface.get_size() != (size, size):
        surface = pygame.transform.smoothscale(surface, (size, size))
    return surface


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def _ico_bitmap(surface: pygame.Surface) -> bytes:
    """A 32-bit BGRA device-independent bitmap with its 1-bit mask, as an .ico entry holds it."""
    width, height = surface.get_size()
    pixels = pygame.image.tobytes(surface, "RGBA", True)  # bottom row first, as DIBs are
    xor = bytearray(len(pixels))
    xor[0::4], xor[1::4], xor[2::4], xor[3::4] = (
        pixels[2::4], pixels[1::4], pixels[0::4], pixels[3::4]
    )
    row_bytes = ((width + 31) // 32) * 4
    mask = bytearray(row_bytes * height)
    for y in range(height):
        for x in range(width):
            if pixels[(y * width + x) * 4 + 3] < 128:  # transparent: set the AND-mask bit
                mask[y * row_bytes + x // 8] |= 0x80 >> (x % 8)
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0,
                         len(xor) + len(mask), 0, 0, 0, 0)
    return header + bytes(xor) + bytes(mask)


def make_ico(svg: bytes, sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """A multi-size Windows .ico file."""
    images = []
    for size in sizes:
        surface = render(svg, size)
        images.append(png_bytes(surface) if size >= ICO_PNG_FROM else _ico_bitmap(surface))
    directory = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(directory) + 16 * len(sizes)
    entries = b""
    for size, data in zip(sizes, images, strict=True):
        dim = 0 if size >= 256 else size  # 0 means 256 in an icon directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return directory + entries + b"".join(images)


def make_icns(svg: bytes, types: tuple[tuple[bytes, int], ...] = ICNS_TYPES) -> bytes:
    """A macOS .icns file: big-endian ``'icns'`` + length, then (type, length, PNG) elements."""
    pngs: dict[int, bytes] = {}
    body = b""
    for kind, size in types:
        if size not in pngs:
            pngs[size] = png_bytes(render(svg, size))
        body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(svg_path: Path = DEFAULT_SVG, out: Path = DEFAULT_OUT) -> dict[str, Path]:
    """Write every icon file into ``out``; return their paths by kind (ico, icns, png-<N>)."""
    svg = svg_path.read_bytes()
    out.mkdir(parents=True, exist_ok=True)
    written: dict[str, Path] = {}
    ico = out / "icon.ico"
    ico.write_bytes(make_ico(svg))
    written["ico"] = ico
    icns = out / "icon.icns"
    icns.write_bytes(make_icns(svg))
    written["icns"] = icns
    for size in PNG_SIZES:
        path = out / f"icon-{size}.png"
        path.write_bytes(png_bytes(render(svg, size)))
        written[f"png-{size}"] = path
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=DEFAULT_SVG, help="the icon's SVG")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder to write into")
    args = parser.parse_args(argv)
    try:
        written = make_icons(args.svg, args.out)
    except (OSError, pygame.error, ValueError) as exc:
        print(f"Could not make the icons from {args.svg}: {exc}", file=sys.stderr)
        return 1
    print(f"icons written to {args.out}: " + ", ".join(p.name for p in written.values()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
