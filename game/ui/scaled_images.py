"""Card images at sizes of their own: which rendered width a size is scaled from, a small cache
of the scaled images that the frame and the image thread (``image_worker``) both fill, and
scaling that keeps an opaque card opaque (``smoothscaled``)."""

from __future__ import annotations

import threading
from collections import OrderedDict

import pygame

OPAQUE_AFTER_SCALING = 249
"""Smooth scaling rounds an opaque pixel's alpha down by up to a few levels (255 becomes 252 to
254): a pixel above this alpha after scaling was opaque (or all but) and is made opaque again."""


def smoothscaled(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``surf`` smoothly scaled to ``size``, its opaque pixels still opaque (a card scaled or
    stretched stays a card one cannot see through, and its opaque core is copied, not
    blended, in flight: ``opaque_cores``)."""
    made = pygame.transform.smoothscale(surf, size)
    if made.get_flags() & pygame.SRCALPHA:
        almost = pygame.mask.from_surface(made, OPAQUE_AFTER_SCALING)
        whole = made.copy()
        whole.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MAX)  # (its colours kept)
        almost.to_surface(made, setsurface=whole, unsetcolor=None)
    return made


def base_width(widths: list[int], width: int) -> int:
    """The rendered width (of the sorted ``widths``) a card ``width`` wide is scaled from: itself
    when rendered (or none is), else the nearest larger (the largest when none is larger)."""
    if width in widths or not widths:
        return width
    larger = [w for w in widths if w >= width]
    return larger[0] if larger else widths[-1]


class ScaledImages:
    """Images scaled once and kept while their pixels add up to at most ``pixels`` (the least
    recently used go first): a card turning over passes many narrow sizes, a card growing a
    few large ones, and a budget in pixels keeps as many of each as the same memory holds."""

    def __init__(self, pixels: int) -> None:
        self.pixels = pixels
        self._images: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        self._kept = 0
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._images)

    def __contains__(self, key: tuple[object, ...]) -> bool:
        return key in self._images

    @property
    def kept_pixels(self) -> int:
        return self._kept

    def clear(self) -> None:
        with self._lock:
            self._images.clear()
            self._kept = 0

    def made(self, key: tuple[object, ...]) -> pygame.Surface | None:
        """The image kept under ``key``, if it is made (None: not, and none is made here)."""
        with self._lock:
            cached = self._images.get(key)
            if cached is not None:
                self._images.move_to_end(key)
            return cached

    def get(self, key: tuple[object, ...], surf: pygame.Surface,
            size: tuple[int, int]) -> pygame.Surface:
        """``surf`` at ``size``: itself when it is that size, else scaled once and kept under
        ``key``."""
        if surf.get_size() == size:
            return surf
        with self._lock:
            cached = self._images.get(key)
            if cached is not None:
                self._images.move_to_end(key)
                return cached
        made = smoothscaled(surf, size)  # (the image thread may scale meanwhile)
        with self._lock:
            old = self._images.pop(key, None)
            self._kept += size[0] * size[1] - (_area(old) if old is not None else 0)
            self._images[key] = made
            while self._kept > self.pixels and len(self._images) > 1:
                _, gone = self._images.popitem(last=False)
                self._kept -= _area(gone)
        return made


def _area(surf: pygame.Surface) -> int:
    width, height = surf.get_size()
    return width * height


__all__ = ["ScaledImages", "base_width", "smoothscaled"]
