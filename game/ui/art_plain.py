"""Cards and felt drawn with pygame alone: the stand-ins when an SVG cannot be used, and the
procedural table felt (drawn once per window size by ``CardArt.table_background``)."""

from __future__ import annotations

import math
import random

import pygame

from game.ui import palette
from game.ui.fonts import SafeFont


def plain_face(colour: str, number: int, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = blank_card(size)
    main = palette.CARD_COLOURS[colour]
    band = max(2, w // 12)
    radius = max(2, w // 14)
    pygame.draw.rect(
        surf, main, surf.get_rect().inflate(-2, -2), band + 1, border_radius=radius
    )
    text = _plain_text(str(number), max(8, int(h * 0.42)), palette.INK)
    if text is not None:
        surf.blit(text, text.get_rect(center=(w // 2, h // 2)))
        small = _plain_text(str(number), max(6, int(h * 0.2)), palette.INK)
        if small is not None:
            surf.blit(small, (band + 2, band))
    else:
        pygame.draw.circle(surf, main, (w // 2, h // 2), max(2, w // 4))
    return surf

def plain_back(deck: str, size: tuple[int, int]) -> pygame.Surface:
    w, _ = size
    surf = blank_card(size)
    inner = surf.get_rect().inflate(-max(4, w // 10), -max(4, w // 10))
    pygame.draw.rect(surf, palette.BACK_TINTS[deck], inner, border_radius=max(2, w // 16))
    return surf

def plain_slot(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(
        surf,
        (*palette.SLOT_OUTLINE, 170),
        surf.get_rect(),
        max(1, size[0] // 40),
        border_radius=max(2, size[0] // 14),
    )
    return surf

def draw_plain_symbol(surf: pygame.Surface, colour: str) -> None:
    w, h = surf.get_size()
    r = max(3, w // 9)
    centre = (w // 5, int(h * 0.38))
    shape = palette.COLOUR_BLIND_SHAPES[colour]
    main = palette.CARD_COLOURS[colour]
    cx, cy = centre
    if shape == "circle":
        pygame.draw.circle(surf, main, centre, r)
    elif shape == "square":
        pygame.draw.rect(surf, main, (cx - r, cy - r, 2 * r, 2 * r))
    elif shape == "triangle":
        pygame.draw.polygon(surf, main, [(cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)])
    else:
        pygame.draw.polygon(
            surf, main, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        )


def blank_card(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(2, size[0] // 14)
    pygame.draw.rect(surf, palette.PAPER, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(
        surf, palette.INK, surf.get_rect(), max(1, size[0] // 80), border_radius=radius
    )
    return surf


def _plain_text(text: str, px: int, colour: palette.RGB) -> pygame.Surface | None:
    try:
        if not pygame.font.get_init():
            pygame.font.init()
        return SafeFont(None, px).render(text, True, colour)
    except (pygame.error, OSError):
        return None


def make_felt(size: tuple[int, int]) -> pygame.Surface:
    """Procedural felt: fine fibre noise, soft mottling and a gentle vignette.

    The per-pixel parts are built as byte strings (one C-speed pass each) rather than pixel by
    pixel: the title's first frame waits for this felt.
    """
    w, h = size
    rng = random.Random(7)  # fixed seed: the same table every run
    surf = pygame.Surface(size)
    tile = _fibre_tile(rng, 64)
    for ty in range(0, h, tile.get_height()):
        for tx in range(0, w, tile.get_width()):
            surf.blit(tile, (tx, ty))

    # soft mottling: a few low-resolution light/dark blotches, smoothly scaled up
    mottle = pygame.Surface((12, 8), pygame.SRCALPHA)
    for y in range(8):
        for x in range(12):
            v = rng.uniform(-1, 1)
            shade = palette.TABLE_FELT_LIGHT if v > 0 else palette.TABLE_FELT_DARK
            mottle.set_at((x, y), (*shade, int(abs(v) * 60)))
    surf.blit(pygame.transform.smoothscale(mottle, (w, h)), (0, 0))
    surf.blit(pygame.transform.smoothscale(_vignette(48, 32), (w, h)), (0, 0))
    return surf


def _fibre_tile(rng: random.Random, n: int) -> pygame.Surface:
    """An ``n`` x ``n`` tile of small per-pixel variations of the felt, with a few fibres."""
    base = palette.TABLE_FELT
    noise = rng.randbytes(n * n)  # each byte picks an offset from -5 to +5
    pixels = bytearray(3 * n * n)
    for channel, value in enumerate(base):
        shift = bytes(min(255, max(0, value + byte % 11 - 5)) for byte in range(256))
        pixels[channel::3] = noise.translate(shift)
    tile = pygame.Surface((n, n))  # the felt's own pixel format: tiling it is a plain copy
    tile.blit(pygame.image.frombuffer(bytes(pixels), (n, n), "RGB"), (0, 0))
    for _ in range(40):  # a few short fibres
        x, y = rng.randrange(n), rng.randrange(n)
        a = rng.uniform(0, math.pi)
        length = rng.uniform(2, 5)
        end = (x + math.cos(a) * length, y + math.sin(a) * length)
        shade = palette.TABLE_FELT_LIGHT if rng.random() < 0.5 else palette.TABLE_FELT_DARK
        col = tuple((b * 3 + s) // 4 for b, s in zip(base, shade, strict=True))
        pygame.draw.line(tile, col, (x, y), end)
    return tile


def _vignette(vw: int, vh: int) -> pygame.Surface:
    """Darker towards the edges: a small alpha map of the dark felt, to be scaled up."""
    r, g, b = palette.TABLE_FELT_DARK
    pixels = bytearray()
    for y in range(vh):
        dy = (y + 0.5) / vh * 2 - 1
        for x in range(vw):
            dx = (x + 0.5) / vw * 2 - 1
            edge = min(1.0, math.hypot(dx * 0.85, dy) / 1.25)
            pixels += bytes((r, g, b, int(220 * edge**2.2)))
    vignette = pygame.Surface((vw, vh), pygame.SRCALPHA)  # the usual alpha format: fast blits
    vignette.blit(pygame.image.frombuffer(bytes(pixels), (vw, vh), "RGBA"), (0, 0),
                  special_flags=pygame.BLEND_RGBA_ADD)  # onto all-zero pixels: a copy
    return vignette


def plain_label_card(label: str, size: tuple[int, int], tint: palette.RGB | None) -> pygame.Surface:
    """A stand-in for any other deck's card: paper card with ``label`` large in the middle,
    or (``tint`` given) a back filled with ``tint`` and no label."""
    w, h = size
    surf = blank_card(size)
    if tint is not None:
        inner = surf.get_rect().inflate(-max(4, w // 10), -max(4, w // 10))
        pygame.draw.rect(surf, tint, inner, border_radius=max(2, w // 16))
        return surf
    text = _plain_text(label, max(8, int(h * 0.3)), palette.INK)
    if text is not None:
        if text.get_width() > w - 4:
            text = pygame.transform.smoothscale(text, (w - 4, text.get_height()))
        surf.blit(text, text.get_rect(center=(w // 2, h // 2)))
    return surf


def plain_disc(label: str, size: tuple[int, int]) -> pygame.Surface:
    """A stand-in for a badge or token: a paper disc with a dark rim and ``label``."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    centre, r = (size[0] // 2, size[1] // 2), max(2, min(size) // 2 - 1)
    pygame.draw.circle(surf, palette.PAPER, centre, r)
    pygame.draw.circle(surf, palette.INK, centre, r, max(1, r // 10))
    text = _plain_text(label, max(6, int(r * 0.9)), palette.INK)
    if text is not None and text.get_width() <= 2 * r:
        surf.blit(text, text.get_rect(center=centre))
    return surf
