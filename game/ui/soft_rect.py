"""Soft-edged rounded rects: the glow behind a card and the shadow under one in flight (made
once per size and kept by ``sprites.DeckImages``)."""

from __future__ import annotations

import pygame


def soft_rect(size: tuple[int, int], colour: tuple[int, int, int], spread: int,
              alpha: int) -> pygame.Surface:
    """A rounded rect of ``size`` with a soft edge ``spread`` pixels wide on every side:
    nested rounded rects drawn outside-in, each replacing the pixels with a stronger alpha."""
    spread = max(1, spread)
    w, h = size[0] + 2 * spread, size[1] + 2 * spread
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    steps = max(2, min(spread, 14))
    radius = max(2, size[0] // 12)
    for i in range(steps):
        inset = round(spread * i / steps)
        a = round(alpha * ((i + 1) / steps) ** 1.8)
        pygame.draw.rect(surf, (*colour, a), (inset, inset, w - 2 * inset, h - 2 * inset),
                         border_radius=radius + spread - inset)
    return surf


__all__ = ["soft_rect"]
