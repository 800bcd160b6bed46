"""Render contact sheets of the card art for a visual check (not shipped, not committed).

Draws all 40 faces and the 4 backs (plus the slot, the colour-blind variants and the icon)
on the table background at a few card widths, and writes a deuteranopia-simulated copy of
each sheet (Machado 2009, severity 1, applied in linear RGB).

Usage (from the repository root)::

    python build_scripts/contact_sheet.py [output_dir]

Writes ``art_sheet_120.png``, ``art_sheet_60.png``, ``art_sheet_240.png`` and
``*_deut.png`` versions, plus ``art_icon.png``, into ``output_dir`` (default: the system
temporary directory).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.ui import palette  # noqa: E402
from game.ui.art import CardArt  # noqa: E402
from game.ui.palette import simulate_deuteranopia  # noqa: E402


def sheet(art: CardArt, width: int, colour_blind: bool = False) -> pygame.Surface:
    """One sheet: a row per colour (1..10), then backs, slot and icon."""
    gap = max(6, width // 8)
    height = art.card_height(width)
    cols, rows = 10, 6
    size = (gap + cols * (width + gap), gap + rows * (height + gap))
    surf = art.table_background(size).copy()
    for r, colour in enumerate(palette.COLOUR_ORDER):
        for n in range(1, 11):
            pos = (gap + (n - 1) * (width + gap), gap + r * (height + gap))
            surf.blit(art.face(colour, n, width, colour_blind=colour_blind), pos)
    y = gap + 4 * (height + gap)
    for i, deck in enumerate(palette.DECKS):
        surf.blit(art.back(deck, width), (gap + i * (width + gap), y))
    surf.blit(art.slot(width), (gap + 4 * (width + gap), y))
    for i, colour in enumerate(palette.COLOUR_ORDER):
        surf.blit(
            art.face(colour, 7, width, colour_blind=not colour_blind),
            (gap + (5 + i) * (width + gap), y),
        )
    # row 6: a fanned "pile" of a few cards to judge them overlapping, as on the table
    y = gap + 5 * (height + gap)
    for i in range(10):
        colour = palette.COLOUR_ORDER[i % 4]
        surf.blit(art.face(colour, 10 - i, width, colour_blind), (gap + i * (width // 3), y))
    icon = art.icon(height)
    surf.blit(icon, (gap + 5 * (width + gap), y))
    for k, s in enumerate((16, 32, 48)):
        surf.blit(art.icon(s), (gap + 6 * (width + gap) + k * (s + 8), y))
    return surf


def deuteranopia(surface: pygame.Surface) -> pygame.Surface:
    """A copy of ``surface`` as seen with deuteranopia (slow, pixel by pixel, fine for sheets)."""
    out = surface.copy()
    w, h = out.get_size()
    cache: dict[tuple[int, int, int], tuple[int, int, int]] = {}
    out.lock()
    for y in range(h):
        for x in range(w):
            c = out.get_at((x, y))
            key = (c.r, c.g, c.b)
            sim = cache.get(key)
            if sim is None:
                sim = cache[key] = simulate_deuteranopia(key)
            out.set_at((x, y), sim)
    out.unlock()
    return out


def main(argv: list[str]) -> None:
    """Write the sheets into the directory given (or the temp dir)."""
    out_dir = Path(argv[1]) if len(argv) > 1 else Path(tempfile.gettempdir())
    pygame.init()
    pygame.display.set_mode((1, 1))
    art = CardArt()
    for width in (120, 60, 240):
        for cb in (False, True):
            surf = sheet(art, width, colour_blind=cb)
            name = f"art_sheet_{width}{'_cb' if cb else ''}"
            pygame.image.save(surf, str(out_dir / f"{name}.png"))
            if width <= 120 and not cb:
                pygame.image.save(deuteranopia(surf), str(out_dir / f"{name}_deut.png"))
    pygame.image.save(art.icon(512), str(out_dir / "art_icon.png"))
    print(f"sheets written to {out_dir}")


if __name__ == "__main__":
    main(sys.argv)
