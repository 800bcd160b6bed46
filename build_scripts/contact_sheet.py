"""Render contact sheets of the card art for a visual check (not shipped, not committed).

Draws all 40 faces and the 4 backs (plus the slot, the colour-blind variants and the icon)
on the table background at a few card widths, and writes a deuteranopia-simulated copy of
each sheet (Machado 2009, severity 1, applied in linear RGB).

Usage (from the repository root)::

    python build_scripts/contact_sheet.py [output_dir]

Writes ``art_sheet_120.png``, ``art_sheet_60.png``, ``art_sheet_240.png`` and
``*_deut.png`` versions, plus ``art_icon.png``, into ``output_dir`` (default: the system
temporary directory). For the other decks (standard, four-colour standard, Dutch Auction) it
writes ``deck_<deck>_<width>.png`` (every face, the back and the extras) at 60 and 240 px,
``fan_<deck>.png`` (hands of 60 px cards fanned as on the table, straight and rotated) and
deuteranopia copies of the auction sheets.
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
from game.ui.card_faces import DeckArt  # noqa: E402
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


def deck_sheet(art: DeckArt, felt: CardArt, width: int, cols: int) -> pygame.Surface:
    """Every face of ``art`` in rows of ``cols``, then the back and the extras."""
    gap = max(6, width // 8)
    height = felt.card_height(width)
    ids = art.card_ids
    rows = (len(ids) + cols - 1) // cols + 1
    size = (gap + cols * (width + gap), gap + rows * (height + gap))
    surf = felt.table_background(size).copy()
    for i, card_id in enumerate(ids):
        pos = (gap + (i % cols) * (width + gap), gap + (i // cols) * (height + gap))
        surf.blit(art.face(card_id, width), pos)
    y = gap + (rows - 1) * (height + gap)
    surf.blit(art.back(width), (gap, y))
    x = gap + width + gap
    for name in art.extras:
        side = min(width, height // 2)
        surf.blit(art.extra(name, side), (x, y))
        x += side + gap
    return surf


def fan_sheet(art: DeckArt, felt: CardArt, hands: list[list[str]], width: int) -> pygame.Surface:
    """Each hand twice: overlapped in a straight row (a quarter of each card showing) and
    fanned with a slight rotation, as a player holds them."""
    height = felt.card_height(width)
    step = width // 4
    row_h = height + width
    size = (2 * (width * 2 + step * 12), len(hands) * row_h + width // 2)
    surf = felt.table_background(size).copy()
    for r, hand in enumerate(hands):
        y = width // 4 + r * row_h
        for i, card_id in enumerate(hand):
            surf.blit(art.face(card_id, width), (width // 4 + i * step, y))
        mid = (len(hand) - 1) / 2
        for i, card_id in enumerate(hand):
            card = pygame.transform.rotozoom(art.face(card_id, width), (mid - i) * 6, 1)
            cx = size[0] // 2 + width + int((i - mid) * step * 1.3)
            cy = y + height // 2 + int(abs(i - mid) ** 2 * 1.5)
            surf.blit(card, card.get_rect(center=(cx, cy)))
    return surf


HANDS: dict[str, list[list[str]]] = {
    "standard": [
        ["AS", "7H", "10D", "JC", "QH", "KD", "KS", "X1"],
        ["2C", "5S", "9H", "QS", "KH", "KC", "X2", "X3"],
    ],
    "auction": [["G1", "R6", "P10", "B3", "G9", "R2"], ["P1", "B7", "G8", "R10", "P5", "B6"]],
}


def write_deck_sheets(out_dir: Path, felt: CardArt) -> None:
    """The standard (two- and four-colour) and Dutch Auction sheets and fanned hands."""
    for deck, variant, name, cols in (
        ("standard", None, "standard", 13),
        ("standard", "four_colour", "standard4", 13),
        ("auction", None, "auction", 10),
    ):
        art = DeckArt(deck, variant=variant)
        for width in (60, 240):
            surf = deck_sheet(art, felt, width, cols)
            pygame.image.save(surf, str(out_dir / f"deck_{name}_{width}.png"))
            if deck == "auction" and width == 60:
                pygame.image.save(deuteranopia(surf), str(out_dir / f"deck_{name}_60_deut.png"))
        fan = fan_sheet(art, felt, HANDS[deck], 60)
        pygame.image.save(fan, str(out_dir / f"fan_{name}.png"))
        for problem in art.problems:
            print(problem)


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
    write_deck_sheets(out_dir, art)
    print(f"sheets written to {out_dir}")


if __name__ == "__main__":
    main(sys.argv)
