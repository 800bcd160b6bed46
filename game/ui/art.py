"""Card art loader: renders the SVG cards at whatever size the window needs, and caches them.

Usage::

    art = CardArt()                      # finds assets/ with game.paths.find_assets_dir()
    art.preload(card_width)              # optional: render the whole set for one size now
    surf = art.face("R", 7, card_width)  # 5:7 pygame.Surface with per-pixel alpha
    surf = art.face("G", 3, card_width, colour_blind=True)
    surf = art.back("pump", card_width)
    surf = art.slot(card_width)          # empty-pile placeholder outline
    bg = art.table_background(window_size)

Every surface is rendered once per (key, size) and kept in a least-recently-used cache that is
bounded by pixel memory (and entry count), so resizing the window many times never grows
memory without bound. Surfaces returned are shared: blit them, don't draw on them.

Colour-blind mode: ``face(..., colour_blind=True)`` draws the transparent overlay
``cards/cb_<C>.svg`` (same 250 x 350 view box as the faces: a paper disc with the colour's
shape - red circle, blue square, yellow triangle, green diamond - just under each corner
badge) over the normal face, and caches the combined surface.

A missing or unreadable SVG never stops the game: a plain card is drawn with pygame instead
and one warning per file is logged (see :attr:`CardArt.problems`). ``strict=True`` raises
:class:`ArtError` instead, which is handy in tests and build checks.
"""

from __future__ import annotations

import io
import logging
import math
import random
from collections import OrderedDict
from collections.abc import Hashable, Iterable
from pathlib import Path

import pygame

from game.paths import AssetsNotFound, find_assets_dir
from game.ui import palette

log = logging.getLogger(__name__)

CARD_ASPECT = 7 / 5
"""Card height divided by card width."""

COLOURS: tuple[str, ...] = palette.COLOUR_ORDER
NUMBERS: tuple[int, ...] = tuple(range(1, 11))
DECKS: tuple[str, ...] = palette.DECKS


class ArtError(RuntimeError):
    """An art file is missing or cannot be rendered (raised only with ``strict=True``)."""


def card_height(width: int) -> int:
    """Height of a card ``width`` pixels wide (5:7 proportions)."""
    return max(1, round(width * CARD_ASPECT))


def card_size(width: int) -> tuple[int, int]:
    """``(width, height)`` of a card ``width`` pixels wide."""
    width = max(1, int(width))
    return (width, card_height(width))


class _SurfaceCache:
    """LRU cache of surfaces bounded by total pixel bytes and by entry count."""

    def __init__(self, max_bytes: int, max_entries: int) -> None:
        self.max_bytes = max_bytes
        self.max_entries = max_entries
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.bytes = 0

    @staticmethod
    def _cost(surface: pygame.Surface) -> int:
        w, h = surface.get_size()
        return w * h * 4

    def get(self, key: Hashable) -> pygame.Surface | None:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
        return surf

    def put(self, key: Hashable, surface: pygame.Surface) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= self._cost(old)
        self._items[key] = surface
        self.bytes += self._cost(surface)
        while len(self._items) > 1 and (
            self.bytes > self.max_bytes or len(self._items) > self.max_entries
        ):
            _, evicted = self._items.popitem(last=False)
            self.bytes -= self._cost(evicted)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items


class CardArt:
    """Renders and caches card faces, backs, the empty-pile slot, the icon and the table."""

    def __init__(
        self,
        assets_dir: Path | str | None = None,
        *,
        max_cache_bytes: int = 96 * 1024 * 1024,
        max_cache_entries: int = 1024,
        strict: bool = False,
    ) -> None:
        """Use ``assets_dir`` or find it; ``strict`` raises :class:`ArtError` on bad files."""
        self.strict = strict
        self.problems: list[str] = []
        """One human-readable message per art file that could not be used."""
        self._warned: set[str] = set()
        self._svg_text: dict[Path, bytes | None] = {}
        self._cache = _SurfaceCache(max_cache_bytes, max_cache_entries)
        self._tables = _SurfaceCache(64 * 1024 * 1024, 4)
        if assets_dir is None:
            try:
                assets_dir = find_assets_dir()
            except AssetsNotFound as exc:
                if strict:
                    raise
                self._report("assets", str(exc))
                assets_dir = None
        self.assets_dir: Path | None = Path(assets_dir) if assets_dir is not None else None
        self.cards_dir: Path | None = self.assets_dir / "cards" if self.assets_dir else None

    # ------------------------------------------------------------------ public API
    @staticmethod
    def card_height(width: int) -> int:
        """Height of a card ``width`` pixels wide (5:7 proportions)."""
        return card_height(width)

    def face(
        self, colour: str, number: int, width: int, colour_blind: bool = False
    ) -> pygame.Surface:
        """Face of card ``colour`` (R, B, Y, G) ``number`` (1-10), ``width`` px wide."""
        if colour not in COLOURS or number not in NUMBERS:
            raise ValueError(f"no such card: colour={colour!r} number={number!r}")
        size = card_size(width)
        key = ("face", colour, number, size[0], bool(colour_blind))
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        if colour_blind:
            surf = self.face(colour, number, width).copy()
            overlay = self._render(f"cb_{colour}.svg", size)
            if overlay is not None:
                surf.blit(overlay, (0, 0))
            else:
                self._draw_fallback_symbol(surf, colour)
        else:
            surf = self._render(f"face_{colour}_{number}.svg", size)
            if surf is None:
                surf = self._fallback_face(colour, number, size)
        self._cache.put(key, surf)
        return surf

    def back(self, deck: str, width: int) -> pygame.Surface:
        """Back of a card of ``deck`` (pump, carriage, pail, plow), ``width`` px wide."""
        if deck not in DECKS:
            raise ValueError(f"no such deck back: {deck!r} (expected one of {DECKS})")
        size = card_size(width)
        key = ("back", deck, size[0])
        cached = self._cache.get(key)
        if cached is None:
            cached = self._render(f"back_{deck}.svg", size)
            if cached is None:
                cached = self._fallback_back(deck, size)
            self._cache.put(key, cached)
        return cached

    def slot(self, width: int) -> pygame.Surface:
        """Empty-pile placeholder outline, ``width`` px wide."""
        size = card_size(width)
        key = ("slot", size[0])
        cached = self._cache.get(key)
        if cached is None:
            cached = self._render("slot.svg", size)
            if cached is None:
                cached = self._fallback_slot(size)
            self._cache.put(key, cached)
        return cached

    def icon(self, size: int) -> pygame.Surface:
        """The square app icon (``assets/icon.svg``) at ``size`` x ``size`` pixels."""
        size = max(1, int(size))
        key = ("icon", size)
        cached = self._cache.get(key)
        if cached is None:
            path = self.assets_dir / "icon.svg" if self.assets_dir else Path("icon.svg")
            cached = self._render_path(path, (size, size))
            if cached is None:
                cached = self._fallback_face("R", 1, (size, size))
            self._cache.put(key, cached)
        return cached

    def preload(self, width: int, colour_blind: bool = False) -> None:
        """Render all 40 faces, the 4 backs and the slot for ``width`` now."""
        for colour in COLOURS:
            for number in NUMBERS:
                self.face(colour, number, width, colour_blind)
        for deck in DECKS:
            self.back(deck, width)
        self.slot(width)

    def table_background(self, size: tuple[int, int]) -> pygame.Surface:
        """A felt table surface of ``size``, generated procedurally and cached per size."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        cached = self._tables.get((w, h))
        if cached is None:
            cached = _make_felt((w, h))
            self._tables.put((w, h), cached)
        return cached

    def clear_cache(self) -> None:
        """Drop every cached surface (e.g. after the display mode changed)."""
        self._cache.clear()
        self._tables.clear()

    @property
    def cache_len(self) -> int:
        """Number of card surfaces currently cached."""
        return len(self._cache)

    @property
    def cache_bytes(self) -> int:
        """Approximate pixel memory held by the card cache."""
        return self._cache.bytes

    def card_files(self) -> Iterable[Path]:
        """Every SVG file this loader expects in ``cards/`` (for checks and packaging)."""
        base = self.cards_dir or Path("cards")
        for colour in COLOURS:
            for number in NUMBERS:
                yield base / f"face_{colour}_{number}.svg"
            yield base / f"cb_{colour}.svg"
        for deck in DECKS:
            yield base / f"back_{deck}.svg"
        yield base / "slot.svg"

    # ------------------------------------------------------------------ rendering
    def _render(self, name: str, size: tuple[int, int]) -> pygame.Surface | None:
        if self.cards_dir is None:
            return None
        return self._render_path(self.cards_dir / name, size)

    def _render_path(self, path: Path, size: tuple[int, int]) -> pygame.Surface | None:
        data = self._read(path)
        if data is None:
            return None
        try:
            surf = pygame.image.load_sized_svg(io.BytesIO(data), size)
        except (pygame.error, ValueError, OSError) as exc:
            self._report(str(path), f"Card art file {path} could not be rendered: {exc}")
            self._svg_text[path] = None
            return None
        if surf.get_bounding_rect().width == 0:
            self._report(str(path), f"Card art file {path} renders as an empty image")
            self._svg_text[path] = None
            return None
        if _has_display():
            surf = surf.convert_alpha()
        if surf.get_size() != size:  # an SVG with another aspect ratio: stretch it to fit
            surf = pygame.transform.smoothscale(surf, size)
        return surf

    def _read(self, path: Path) -> bytes | None:
        if path in self._svg_text:
            return self._svg_text[path]
        data: bytes | None
        try:
            data = path.read_bytes()
        except OSError as exc:
            self._report(str(path), f"Card art file {path} is missing or unreadable: {exc}")
            data = None
        else:
            if b"<svg" not in data[:4096]:
                self._report(str(path), f"Card art file {path} is not an SVG document")
                data = None
        self._svg_text[path] = data
        return data

    def _report(self, key: str, message: str) -> None:
        if self.strict:
            raise ArtError(message)
        if key in self._warned:
            return
        self._warned.add(key)
        self.problems.append(message)
        log.warning("%s; drawing a plain card instead.", message)

    # ------------------------------------------------------------------ fallbacks
    def _fallback_face(self, colour: str, number: int, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = _blank_card(size)
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

    def _fallback_back(self, deck: str, size: tuple[int, int]) -> pygame.Surface:
        w, _ = size
        surf = _blank_card(size)
        inner = surf.get_rect().inflate(-max(4, w // 10), -max(4, w // 10))
        pygame.draw.rect(surf, palette.BACK_TINTS[deck], inner, border_radius=max(2, w // 16))
        return surf

    @staticmethod
    def _fallback_slot(size: tuple[int, int]) -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(
            surf,
            (*palette.SLOT_OUTLINE, 170),
            surf.get_rect(),
            max(1, size[0] // 40),
            border_radius=max(2, size[0] // 14),
        )
        return surf

    @staticmethod
    def _draw_fallback_symbol(surf: pygame.Surface, colour: str) -> None:
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


# ---------------------------------------------------------------------------------- helpers
def _has_display() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def _blank_card(size: tuple[int, int]) -> pygame.Surface:
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
        return pygame.font.Font(None, px).render(text, True, colour)
    except (pygame.error, OSError):
        return None


def _make_felt(size: tuple[int, int]) -> pygame.Surface:
    """Procedural felt: fine fibre noise, soft mottling and a gentle vignette."""
    w, h = size
    rng = random.Random(7)  # fixed seed: the same table every run
    base = palette.TABLE_FELT
    surf = pygame.Surface(size)
    surf.fill(base)

    # fine fibre noise: a 64x64 tile of small per-pixel variations, tiled over the table
    tile_n = 64
    tile = pygame.Surface((tile_n, tile_n))
    for y in range(tile_n):
        for x in range(tile_n):
            d = rng.randint(-5, 5)
            tile.set_at((x, y), tuple(min(255, max(0, c + d)) for c in base))
    for _ in range(40):  # a few short fibres
        x, y = rng.randrange(tile_n), rng.randrange(tile_n)
        a = rng.uniform(0, math.pi)
        length = rng.uniform(2, 5)
        end = (x + math.cos(a) * length, y + math.sin(a) * length)
        shade = palette.TABLE_FELT_LIGHT if rng.random() < 0.5 else palette.TABLE_FELT_DARK
        col = tuple((b * 3 + s) // 4 for b, s in zip(base, shade, strict=True))
        pygame.draw.line(tile, col, (x, y), end)
    for ty in range(0, h, tile_n):
        for tx in range(0, w, tile_n):
            surf.blit(tile, (tx, ty))

    # soft mottling: a few low-resolution light/dark blotches, smoothly scaled up
    mottle = pygame.Surface((12, 8), pygame.SRCALPHA)
    for y in range(8):
        for x in range(12):
            v = rng.uniform(-1, 1)
            shade = palette.TABLE_FELT_LIGHT if v > 0 else palette.TABLE_FELT_DARK
            mottle.set_at((x, y), (*shade, int(abs(v) * 60)))
    surf.blit(pygame.transform.smoothscale(mottle, (w, h)), (0, 0))

    # vignette: darker towards the edges, computed small and scaled up
    vw, vh = 48, 32
    vig = pygame.Surface((vw, vh), pygame.SRCALPHA)
    for y in range(vh):
        for x in range(vw):
            dx = (x + 0.5) / vw * 2 - 1
            dy = (y + 0.5) / vh * 2 - 1
            d = min(1.0, math.hypot(dx * 0.85, dy) / 1.25)
            vig.set_at((x, y), (*palette.TABLE_FELT_DARK, int(220 * d**2.2)))
    surf.blit(pygame.transform.smoothscale(vig, (w, h)), (0, 0))
    return surf
