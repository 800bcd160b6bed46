"""The table's still layer, painted once and kept: a board draws its table in two parts, what
stays as it is until something of the match changes (``Board.draw_base``: the felt, the piles,
the labels) and what may change every frame (``Board.draw``: a hover, a pulse, a countdown).

The board names what its still part depends on (``Board.base_key``: the last applied move, the
player's picks, the flashes still lit...); while the key and the window size stay the same, the
host blits the kept layer instead of painting it again, so a busy table costs one blit and the
few things that move. A board whose key is None is painted whole every frame. A new layer
starts from the surface the last closed table let go of (its pixels are painted over: a layer
is painted whole for a new ``BaseLayer``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame


class BaseLayer:
    """One kept surface the size of the window and the key it was painted for."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: Hashable | None = None
        self.paints = 0
        """How many times the layer was painted (a test or a benchmark reads it)."""
        self.painted = False
        """Whether the last ``refresh`` painted the layer (whole or in places)."""

    def draw(self, target: pygame.Surface, key: Hashable,
             paint: Callable[[pygame.Surface], None]) -> None:
        """Blit the layer painted for ``key`` onto ``target``, painting it first when the key
        or the size changed."""
        layer = self.refresh(target, key, paint)
        target.blit(layer, (0, 0))

    def refresh(self, target: pygame.Surface, key: Hashable,
                paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The layer painted for ``key`` at ``target``'s size, painted first when the key or
        the size changed (``painted`` says whether it was this time)."""
        size = target.get_size()
        self.painted = False
        if self.surface is None or self.surface.get_size() != size:
            self.surface = _SPARE.pop(size, None) or target.copy()
            self.key = None
        full_key = (size, key)
        if full_key != self.key:
            paint(self.surface)
            self.key = full_key
            self.paints += 1
            self.painted = True
        return self.surface

    def forget(self) -> None:
        """Let go of the kept surface (the table closed or lost its window): it is kept as the
        spare the next table's layer of its size starts from (a new hand's first frame makes
        no window-sized surface)."""
        if self.surface is not None:
            _SPARE.clear()
            _SPARE[self.surface.get_size()] = self.surface
        self.surface = None
        self.key = None


def merged_rects(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with every two that overlap joined into their union (a board repainting the
    changed places of its kept layer paints each joined place in one pass)."""
    return _joined(rects, lambda rect, other, union: True)


def thrifty_rects(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with two that overlap joined into their union only where the union is no
    larger than the two apart: a wide, low label across a row of cards stays a strip and the
    cards stay cards, instead of one box as large as the whole row. For a board that paints
    each place whole (everything over it, clipped to it): places that still overlap are
    painted one after the other and show the same pixels either way."""
    return _joined(rects, lambda rect, other, union:
                   union.w * union.h <= rect.w * rect.h + other.w * other.h)


def _joined(rects: list[pygame.Rect],
            worth: Callable[[pygame.Rect, pygame.Rect, pygame.Rect], bool]) -> list[pygame.Rect]:
    """``rects`` with each two that overlap joined while ``worth(rect, other, union)`` says so."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.copy()
        joined = True
        while joined:
            joined = False
            for other in out:
                union = rect.union(other)
                if other.colliderect(rect) and worth(rect, other, union):
                    out.remove(other)
                    rect = union
                    joined = True
                    break
        out.append(rect)
    return out


_SPARE: dict[tuple[int, int], pygame.Surface] = {}
"""The last closed table's layer, by size (at most one: a window's worth of pixels)."""


__all__ = ["BaseLayer", "merged_rects", "thrifty_rects"]
