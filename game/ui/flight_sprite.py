"""One card in flight as a frame draws it: its picture where it is, its shadow, and its
picture's opaque core (``opaque_cores``), worked out before the frame draws anything, so the
frame can leave the places the cores will cover (``table.dirty``) and then draw them.

A card with a core is drawn as the core copied (no blending) and the thin rim around it
blended, and its shadow only where the core does not cover it: the same pixels as its shadow
and whole picture blended one over the other (where the picture is opaque blending gives the
picture's own pixels), at a fraction of the cost.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.card_protocols import OpaqueCore


def rect_minus(rect: pygame.Rect, cover: pygame.Rect) -> list[pygame.Rect]:
    """The parts of ``rect`` outside ``cover``: up to four rects (the whole rows above and below
    it, then the parts of its rows to its left and right), none empty."""
    cut = rect.clip(cover)
    if cut.w <= 0 or cut.h <= 0:
        return [rect] if rect.w > 0 and rect.h > 0 else []
    pieces = [pygame.Rect(rect.x, rect.y, rect.w, cut.y - rect.y),
              pygame.Rect(rect.x, cut.bottom, rect.w, rect.bottom - cut.bottom),
              pygame.Rect(rect.x, cut.y, cut.x - rect.x, cut.h),
              pygame.Rect(cut.right, cut.y, rect.right - cut.right, cut.h)]
    return [piece for piece in pieces if piece.w > 0 and piece.h > 0]


@dataclass(frozen=True)
class FlightSprite:
    """A card in flight at one frame: ``image`` drawn at ``at``, its ``core`` (None: drawn
    whole), and its ``shadow`` (None: on the ground) drawn first at ``shadow_at``."""

    image: pygame.Surface
    at: tuple[int, int]
    core: OpaqueCore | None = None
    shadow: pygame.Surface | None = None
    shadow_at: tuple[int, int] = (0, 0)

    @property
    def card(self) -> pygame.Rect:
        """Where the card's picture is drawn."""
        return pygame.Rect(self.at, self.image.get_size())

    @property
    def cover(self) -> pygame.Rect | None:
        """Where its opaque core is drawn (every pixel there is the card's)."""
        return None if self.core is None else self.core.rect.move(self.at)

    @property
    def shade(self) -> pygame.Rect | None:
        """Where its shadow is drawn."""
        return None if self.shadow is None else pygame.Rect(self.shadow_at,
                                                             self.shadow.get_size())

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        """Draw it on ``surface``; where it was drawn (the card and its shadow, whole, within
        ``surface``)."""
        card, cover, shade = self.card, self.cover, self.shade
        if self.shadow is not None and shade is not None:
            _blit_outside(surface, self.shadow, shade, cover)
        if self.core is not None and cover is not None:
            surface.blit(self.core.image, cover)
        _blit_outside(surface, self.image, card, cover)
        screen = surface.get_rect()
        drawn = card.clip(screen)
        return drawn.union(shade.clip(screen)) if shade is not None else drawn


def _blit_outside(surface: pygame.Surface, image: pygame.Surface, place: pygame.Rect,
                  cover: pygame.Rect | None) -> None:
    """``image`` blitted at ``place``, but for the part of it under ``cover``."""
    if cover is None:
        surface.blit(image, place)
        return
    for piece in rect_minus(place, cover):
        surface.blit(image, piece, piece.move(-place.x, -place.y))


__all__ = ["FlightSprite", "rect_minus"]
