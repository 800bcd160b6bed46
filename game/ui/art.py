"""Card art loader: renders the SVG cards at whatever size the window needs, and caches them.

Usage::

    art = CardArt()                      # finds assets/ with game.paths.find_assets_dir()
    art.preload(card_width)              # optional: render the whole set for one size now
    surf = art.face("R", 7, card_width)  # 5:7 pygame.Surface with per-pixel alpha
    surf = art.face("G", 3, card_width, colour_blind=True)
    surf = art.back("pump", card_width)
    surf = art.slot(card_width)          # empty-pile placeholder outline
    bg = art.table_background(window_size)
    deck = art.deck("colour_blind")      # the same faces as a deck among the others:
    surf = deck.face("G3", card_width)   # cards by id, backs by design ("pump", ...)

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

import logging
from collections.abc import Iterable
from pathlib import Path

import pygame

from game.paths import AssetsNotFound, find_assets_dir
from game.ui import palette
from game.ui.art_plain import draw_plain_symbol, make_felt, plain_back, plain_face, plain_slot
from game.ui.svg_render import ArtError as ArtError  # re-exported: part of this API
from game.ui.svg_render import SurfaceCache, SvgFiles

log = logging.getLogger(__name__)

CARD_ASPECT = 7 / 5
"""Card height divided by card width."""

COLOURS: tuple[str, ...] = palette.COLOUR_ORDER
NUMBERS: tuple[int, ...] = tuple(range(1, 11))
DECKS: tuple[str, ...] = palette.DECKS


def card_height(width: int) -> int:
    """Height of a card ``width`` pixels wide (5:7 proportions)."""
    return max(1, round(width * CARD_ASPECT))


def card_size(width: int) -> tuple[int, int]:
    """``(width, height)`` of a card ``width`` pixels wide."""
    width = max(1, int(width))
    return (width, card_height(width))


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
        self._files = SvgFiles(strict, log)
        self.problems: list[str] = self._files.problems
        """One human-readable message per art file that could not be used."""
        self._cache = SurfaceCache(max_cache_bytes, max_cache_entries)
        self._tables = SurfaceCache(64 * 1024 * 1024, 4)
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
                draw_plain_symbol(surf, colour)
        else:
            rendered = self._render(f"face_{colour}_{number}.svg", size)
            surf = rendered if rendered is not None else plain_face(colour, number, size)
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
                cached = plain_back(deck, size)
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
                cached = plain_slot(size)
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
                cached = plain_face("R", 1, (size, size))
            self._cache.put(key, cached)
        return cached

    def deck(self, variant: str | None = None) -> BlitzDeck:
        """Dutch Blitz's cards as a deck like the others (``variant`` ``"colour_blind"``: with
        the colour's symbol on each face)."""
        return BlitzDeck(self, variant)

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
            cached = make_felt((w, h))
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
        return self._files.render(path, size)

    def _report(self, key: str, message: str) -> None:
        self._files.report(key, message)


BLITZ_VARIANTS: tuple[str | None, ...] = (None, "colour_blind")
_BLITZ_FACES: dict[str, tuple[str, int]] = {
    f"{colour}{number}": (colour, number) for colour in COLOURS for number in NUMBERS}
"""Each Dutch Blitz card id and the colour and number its art files are named by."""


class BlitzDeck:
    """Dutch Blitz's colour-and-number cards (ids ``"R1"`` to ``"G10"``) as a deck, drawn by
    a ``CardArt`` (its cache): four back designs, one per player's deck; the colour-blind
    variant draws the colour's symbol over each face. It has no extras."""

    extras: tuple[str, ...] = ()

    def __init__(self, art: CardArt, variant: str | None = None) -> None:
        if variant not in BLITZ_VARIANTS:
            raise ValueError(f"the Dutch Blitz deck has no variant {variant!r}")
        self.art = art
        self.variant = variant

    @property
    def card_ids(self) -> tuple[str, ...]:
        """Every card id of the deck, colour by colour."""
        return tuple(_BLITZ_FACES)

    def face(self, card_id: str, width: int) -> pygame.Surface:
        """Face of ``card_id`` (e.g. ``"R7"``), ``width`` px wide."""
        if card_id not in _BLITZ_FACES:
            raise ValueError(f"no card {card_id!r} in the Dutch Blitz deck")
        colour, number = _BLITZ_FACES[card_id]
        return self.art.face(colour, number, width, self.variant == "colour_blind")

    def back(self, width: int, design: str | None = None) -> pygame.Surface:
        """The back of ``design`` (a player's deck: pump, carriage, pail, plow; pump when
        None), ``width`` px wide."""
        return self.art.back(design or DECKS[0], width)

    def extra(self, name: str, width: int) -> pygame.Surface:
        raise ValueError(f"no extra {name!r} for the Dutch Blitz deck")
