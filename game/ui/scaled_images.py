"""Card images at sizes of their own: which rendered width a size is scaled from, and a small
cache of the scaled images that the frame and the image thread (``image_worker``) both fill."""

from __future__ import annotations

import threading
from collections import OrderedDict

import pygame


def base_width(widths: list[int], width: int) -> int:
    """The rendered width (of the sorted ``widths``) a card ``width`` wide is scaled from: itself
    when rendered (or none is), else the nearest larger (the largest when none is larger)."""
    if width in widths or not widths:
        return width
    larger = [w for w in widths if w >= width]
    return larger[0] if larger else widths[-1]


def scaled(cache: OrderedDict[tuple[object, ...], pygame.Surface], key: tuple[object, ...],
           surf: pygame.Surface, size: tuple[int, int], limit: int) -> pygame.Surface:
    """``surf`` at ``size``: itself when it is that size, else scaled once and kept in ``cache``
    under ``key`` (the ``limit`` most recently used)."""
    if surf.get_size() == size:
        return surf
    with _SCALING:
        cached = cache.get(key)
        if cached is not None:
            cache.move_to_end(key)
            return cached
    made = pygame.transform.smoothscale(surf, size)  # (the image thread may scale meanwhile)
    with _SCALING:
        cache[key] = made
        if len(cache) > limit:
            cache.popitem(last=False)
    return made


_SCALING = threading.Lock()
"""Guards the scaled images' caches, which the image thread fills too (``send_flight``)."""


__all__ = ["base_width", "scaled"]
