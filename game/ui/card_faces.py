"""Card art for the decks other than Dutch Blitz: the standard 52-card deck with jokers (two- or
four-colour suits) and the Dutch Auction deck. It knows the decks' card ids and file names,
never a game rule.

Usage::

    art = DeckArt("standard")                        # or variant="four_colour"
    surf = art.face("QH", card_width)                # 5:7 pygame.Surface with per-pixel alpha
    surf = art.back(card_width)
    disc = art.extra("token", 40)                    # square extras: "token" (standard),
    badge = DeckArt("auction").extra("cost_3", 40)   # "cost_1".."cost_6" (auction)

Files: ``cards/<dir>/<card id>.svg``, ``back.svg`` and ``<extra>.svg`` under the assets folder,
with ``<dir>`` ``standard``, ``standard4`` (the four-colour faces; back and extras come from
``standard``) or ``auction``. Rendering, the bounded cache and the fall-back rules are the ones
of :mod:`game.ui.art`: a missing or broken file gives a plain drawn card (or disc) and one
logged warning per file (see :attr:`DeckArt.problems`); ``strict=True`` raises
:class:`~game.ui.svg_render.ArtError` instead. (A game's tile on the title is painted by
:mod:`game.ui.tile_art`.)
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Iterable
from pathlib import Path

import pygame

from game.paths import AssetsNotFound, find_assets_dir
from game.ui.art import card_size
from game.ui.art_plain import plain_disc, plain_label_card
from game.ui.svg_render import SurfaceCache, SvgFiles

CACHE_BYTES = 128 * 1024 * 1024
"""Pixel memory a deck's cache keeps: every face and back of a standard deck at a table's three
card widths at the largest window (about 80 MB), so none is rendered twice in play."""

log = logging.getLogger(__name__)

_MADE: weakref.WeakSet[DeckArt] = weakref.WeakSet()
"""Every deck's art in use, so the app can tell the player of a broken file in any of them."""


def deck_art_problems() -> list[str]:
    """The problems of every deck's art made so far (each game's table makes its own)."""
    return [problem for art in list(_MADE) for problem in art.problems]

STANDARD_RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
STANDARD_SUITS: tuple[str, ...] = ("S", "H", "D", "C")
JOKERS: tuple[str, ...] = ("X1", "X2", "X3")
AUCTION_SUITS: tuple[str, ...] = ("G", "R", "P", "B")

CARD_IDS: dict[str, tuple[str, ...]] = {
    "standard": tuple(r + s for s in STANDARD_SUITS for r in STANDARD_RANKS) + JOKERS,
    "auction": tuple(f"{s}{v}" for s in AUCTION_SUITS for v in range(1, 11)),
}
"""Every card id of each deck."""

EXTRAS: dict[str, tuple[str, ...]] = {
    "standard": ("token",),
    "auction": tuple(f"cost_{n}" for n in range(1, 7)),
}
"""Square pictures that go with each deck: the wooden token, the display cost badges."""

VARIANTS: dict[str, dict[str | None, str]] = {
    "standard": {None: "standard", "four_colour": "standard4"},
    "auction": {None: "auction"},
}
"""Folder of the faces for each deck and variant."""

BACK_TINTS: dict[str, tuple[int, int, int]] = {
    "standard": (0xA8, 0x40, 0x2E),
    "auction": (0x3B, 0x3F, 0x8C),
}
"""Tint of each deck's back (the generated backs and the plain stand-in share it)."""


class DeckArt:
    """Renders and caches one deck's faces, back and extras at any width."""

    def __init__(
        self,
        deck: str,
        *,
        variant: str | None = None,
        assets_dir: Path | str | None = None,
        strict: bool = False,
        cache: SurfaceCache | None = None,
    ) -> None:
        """``deck`` is ``"standard"`` or ``"auction"``; ``variant`` ``"four_colour"`` (standard
        only) or ``None``. ``cache`` may be shared between several decks."""
        if deck not in CARD_IDS:
            raise ValueError(f"no such deck: {deck!r} (expected one of {tuple(CARD_IDS)})")
        if variant not in VARIANTS[deck]:
            raise ValueError(f"deck {deck!r} has no variant {variant!r}")
        self.deck = deck
        self.variant = variant
        self._files = SvgFiles(strict, log)
        self.problems: list[str] = self._files.problems
        """One human-readable message per art file that could not be used."""
        _MADE.add(self)
        self._cache = cache if cache is not None else SurfaceCache(CACHE_BYTES, 512)
        if assets_dir is None:
            try:
                assets_dir = find_assets_dir()
            except AssetsNotFound as exc:
                if strict:
                    raise
                self._files.report("assets", str(exc))
        cards = Path(assets_dir) / "cards" if assets_dir is not None else None
        self._face_dir = cards / VARIANTS[deck][variant] if cards else None
        self._base_dir = cards / VARIANTS[deck][None] if cards else None

    @property
    def card_ids(self) -> tuple[str, ...]:
        """Every card id of this deck."""
        return CARD_IDS[self.deck]

    @property
    def extras(self) -> tuple[str, ...]:
        """Names accepted by :meth:`extra`."""
        return EXTRAS[self.deck]

    def face(self, card_id: str, width: int) -> pygame.Surface:
        """Face of ``card_id`` (e.g. ``"10H"``, ``"X2"``, ``"P7"``), ``width`` px wide."""
        if card_id not in CARD_IDS[self.deck]:
            raise ValueError(f"no card {card_id!r} in the {self.deck} deck")
        size = card_size(width)
        return self._get(("face", card_id), self._face_dir, card_id, size)

    def back(self, width: int, design: str | None = None) -> pygame.Surface:
        """The deck's back, ``width`` px wide (it has one design: ``design`` is not needed)."""
        return self._get(("back",), self._base_dir, "back", card_size(width))

    def extra(self, name: str, width: int) -> pygame.Surface:
        """A square extra picture (``"token"``, ``"cost_1"``..), ``width`` px on each side."""
        if name not in EXTRAS[self.deck]:
            raise ValueError(f"no extra {name!r} for the {self.deck} deck")
        side = max(1, int(width))
        return self._get(("extra", name), self._base_dir, name, (side, side))

    def preload(self, width: int) -> None:
        """Render every face and the back for ``width`` now."""
        for card_id in CARD_IDS[self.deck]:
            self.face(card_id, width)
        self.back(width)

    def card_files(self) -> Iterable[Path]:
        """Every SVG file this deck expects (for checks and packaging)."""
        faces = self._face_dir or Path("cards") / VARIANTS[self.deck][self.variant]
        base = self._base_dir or Path("cards") / VARIANTS[self.deck][None]
        for card_id in CARD_IDS[self.deck]:
            yield faces / f"{card_id}.svg"
        yield base / "back.svg"
        for name in EXTRAS[self.deck]:
            yield base / f"{name}.svg"

    def clear_cache(self) -> None:
        """Drop every cached surface."""
        self._cache.clear()

    @property
    def cache_len(self) -> int:
        """Number of surfaces currently cached."""
        return len(self._cache)

    # ------------------------------------------------------------------ internals
    def _get(
        self, what: tuple[str, ...], folder: Path | None, name: str, size: tuple[int, int]
    ) -> pygame.Surface:
        # faces are keyed by their folder, so a four-colour deck shares the back and extras
        key = (self.deck, str(folder), *what, size)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        surf = self._files.render(folder / f"{name}.svg", size) if folder else None
        if surf is None:
            if what[0] == "extra":
                surf = plain_disc(name.removeprefix("cost_"), size)
            elif what[0] == "back":
                surf = plain_label_card("", size, BACK_TINTS[self.deck])
            else:
                surf = plain_label_card(name, size, None)
        self._cache.put(key, surf)
        return surf
