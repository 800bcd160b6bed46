"""The opaque cores of card pictures: the part of a card's picture a card in flight can be
copied from rather than blended.

A card's picture is opaque but for its rounded corners' rows and an anti-aliased edge, so most
of it needs no blending: its core (``find_core``: the band of whole rows opaque across the
picture's middle, and within it the columns opaque in every row of it) is kept as a copy without
per-pixel alpha in the window's pixel format, and a card in flight is drawn as that copy and the
thin rim around it (``flight_sprite``). Finding a core scans the picture (a fraction of a
millisecond), so it is done on the image thread ahead of a flight (``DeckImages.send_flights``)
and once per card outline: every face of a deck (and every back of one design) at one size has
the same rounded outline, so the core found for one is checked in the others (one C call) and
found anew only for a picture it does not fit. A picture whose core is not made yet is drawn
whole, blended, as before: the same pixels. A core is never a multiple of 4 pixels wide (a
column of it is left to the rim): SDL would copy its rows with streaming stores wherever a
card's left edge falls on 16 bytes of the window's row, ten times slower there for a row that
does not fill whole cache lines (``game.ui.plain_copy``), so a card would cost ten times more in
one frame of its flight than in the next.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass

import pygame

from game.ui.card_protocols import OpaqueCore

OPAQUE = 254
"""Alpha above this is opaque (a mask's threshold)."""
MIN_SIDE = 24
"""A core narrower or lower than this is not kept: its extra blits would cost more than the
blending they spare (a card turned nearly side-on)."""
ENTRIES_KEPT = 4096
"""Pictures whose cores (or lack of one) are kept, at most."""
OUTLINES_KEPT = 512
"""Outline cores (a few bytes each) kept before the store starts afresh."""


def find_core(picture: pygame.Surface) -> pygame.Rect | None:
    """The opaque core of ``picture``: the run of opaque pixels along its middle row, and the
    band of rows around it opaque all along that run; None when it has none worth keeping."""
    width, height = picture.get_size()
    if width < MIN_SIDE or height < MIN_SIDE:
        return None
    mask = pygame.mask.from_surface(picture, OPAQUE)
    middle_x, middle_y = width // 2, height // 2
    if not mask.get_at((middle_x, middle_y)):
        return None
    left, right = middle_x, middle_x + 1
    while left > 0 and mask.get_at((left - 1, middle_y)):
        left -= 1
    while right < width and mask.get_at((right, middle_y)):
        right += 1
    if (right - left) % 4 == 0:  # (copied plainly, not streamed: ``plain_copy``)
        right -= 1
    row = pygame.mask.Mask((right - left, 1), fill=True)
    whole = right - left
    top, bottom = middle_y, middle_y + 1
    while top > 0 and mask.overlap_area(row, (left, top - 1)) == whole:
        top -= 1
    while bottom < height and mask.overlap_area(row, (left, bottom)) == whole:
        bottom += 1
    core = pygame.Rect(left, top, right - left, bottom - top)
    return core if core.w >= MIN_SIDE and core.h >= MIN_SIDE else None


def opaque_in(picture: pygame.Surface, core: pygame.Rect) -> bool:
    """Whether every pixel of ``picture`` within ``core`` is opaque."""
    if not picture.get_rect().contains(core):
        return False
    mask = pygame.mask.from_surface(picture.subsurface(core), OPAQUE)
    return mask.count() == core.w * core.h


def opaque_copy(picture: pygame.Surface, core: pygame.Rect) -> pygame.Surface:
    """``picture``'s pixels within its opaque ``core``, on a surface without per-pixel alpha in
    the window's pixel format (blending an opaque pixel gives the pixel itself)."""
    copy = pygame.Surface(core.size)
    copy.blit(picture, (0, 0), core)
    return copy


@dataclass(frozen=True)
class _Kept:
    picture: weakref.ref[pygame.Surface]
    core: OpaqueCore | None
    """None: the picture has none worth keeping (it is drawn whole)."""


class OpaqueCores:
    """The opaque cores made for card pictures, by each picture's key, kept while their
    copies' pixels add up to at most ``pixels`` (the least recently used go first), and the
    core found for each card outline. A core is given only for the very picture it was made
    from (a picture made again, or another deck's, is drawn blended until its own is made).
    Filled by the image thread while a frame reads it."""

    def __init__(self, pixels: int) -> None:
        self.pixels = pixels
        self._kept: OrderedDict[Hashable, _Kept] = OrderedDict()
        self._outlines: dict[Hashable, pygame.Rect | None] = {}
        self._pixels = 0
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._kept)

    def __contains__(self, key: Hashable) -> bool:
        """Whether the core of the picture under ``key`` is made, or known to be none (and that
        picture is alive)."""
        with self._lock:
            kept = self._kept.get(key)
        return kept is not None and kept.picture() is not None

    @property
    def kept_pixels(self) -> int:
        return self._pixels

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
            self._outlines.clear()
            self._pixels = 0

    def made_for(self, key: Hashable, picture: pygame.Surface) -> bool:
        """Whether the core of ``picture`` (under ``key``) is made, or known to be none."""
        with self._lock:
            kept = self._kept.get(key)
        return kept is not None and kept.picture() is picture

    def get(self, key: Hashable, picture: pygame.Surface) -> OpaqueCore | None:
        """The core of ``picture`` (under ``key``), if made from this very picture."""
        with self._lock:
            kept = self._kept.get(key)
            if kept is None or kept.picture() is not picture:
                return None
            self._kept.move_to_end(key)
            return kept.core

    def make(self, key: Hashable, outline: Hashable, picture: pygame.Surface) -> None:
        """Make the core of ``picture`` (under ``key``; ``outline`` names its card outline),
        unless made. ``picture`` is only read from a copy: a frame may be blitting it."""
        if self.made_for(key, picture):
            return
        own = picture.copy()
        with self._lock:
            known, core = outline in self._outlines, self._outlines.get(outline)
        if not known:
            core = find_core(own)
            with self._lock:
                if len(self._outlines) >= OUTLINES_KEPT:
                    self._outlines.clear()
                self._outlines[outline] = core
        elif core is not None and not opaque_in(own, core):  # (an outline of its own)
            core = find_core(own)
        made = None if core is None else OpaqueCore(core.copy(), opaque_copy(own, core))
        self._keep(key, _Kept(weakref.ref(picture), made))

    def _keep(self, key: Hashable, kept: _Kept) -> None:
        with self._lock:
            old = self._kept.pop(key, None)
            self._pixels += _area(kept) - (_area(old) if old is not None else 0)
            self._kept[key] = kept
            while (self._pixels > self.pixels or len(self._kept) > ENTRIES_KEPT) \
                    and len(self._kept) > 1:
                _, gone = self._kept.popitem(last=False)
                self._pixels -= _area(gone)


def _area(kept: _Kept) -> int:
    return 0 if kept.core is None else kept.core.rect.w * kept.core.rect.h


__all__ = ["OpaqueCores", "find_core", "opaque_copy", "opaque_in"]
