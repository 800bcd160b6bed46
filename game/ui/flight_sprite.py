"""One card in flight as a frame draws it: its picture where it is, its shadow, and its
picture's opaque core (``opaque_cores``), worked out before the frame draws anything, so the
frame can leave the places the cores will cover (``table.dirty``) and then draw them.

A card with a core is drawn as the core copied (no blending) and the thin rim around it
blended, and its shadow only where the core does not cover it: the same pixels as its shadow
and whole picture blended one over the other (where the picture is opaque blending gives the
picture's own pixels), at a fraction of the cost. Nothing of a card is drawn where a card
drawn after it in the frame copies its core (``under``): every pixel there is that card's
(cards dealt one after another overlap on their way).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.card_protocols import OpaqueCore

WORTH_CUTTING = 8192
"""A card drawn around a later card's core only where that core hides at least this many of
its pixels: each piece it is cut into costs a blit of its own."""


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h


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
    under: tuple[pygame.Rect, ...] = ()
    """Where cards drawn after it in the frame copy their cores over it."""

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
        hidden = [cover, *self.under]
        if self.shadow is not None and shade is not None:
            _blit_outside(surface, self.shadow, shade, hidden)
        if self.core is not None and cover is not None:
            _blit_outside(surface, self.core.image, cover, self.under)
        _blit_outside(surface, self.image, card, hidden)
        screen = surface.get_rect()
        drawn = card.clip(screen)
        return drawn.union(shade.clip(screen)) if shade is not None else drawn


def _blit_outside(surface: pygame.Surface, image: pygame.Surface, place: pygame.Rect,
                  covers: Sequence[pygame.Rect | None]) -> None:
    """``image`` blitted at ``place``, but for the parts of it under ``covers``."""
    pieces = [place]
    for cover in covers:
        if cover is not None and cover.colliderect(place):
            for hit in reversed(cover.collidelistall(pieces)):  # (only the pieces it meets)
                pieces[hit:hit + 1] = rect_minus(pieces[hit], cover)
    if pieces == [place]:
        surface.blit(image, place)
        return
    for piece in pieces:
        surface.blit(image, piece, piece.move(-place.x, -place.y))


def covered(sprites: Sequence[FlightSprite]) -> list[FlightSprite]:
    """``sprites`` (in the order a frame draws them), each knowing where the ones after it
    copy their cores over much of it (``under``)."""
    covers = [sprite.cover for sprite in sprites]
    found = list(sprites)
    for index, sprite in enumerate(sprites[:-1]):
        later = [cover for cover in covers[index + 1:] if cover is not None]
        shade = sprite.shade
        drawn = sprite.card if shade is None else sprite.card.union(shade)
        under = tuple(cover for cover in (later[n] for n in drawn.collidelistall(later))
                      if _area(cover.clip(drawn)) >= WORTH_CUTTING) if later else ()
        if under:
            found[index] = FlightSprite(sprite.image, sprite.at, sprite.core, sprite.shadow,
                                        sprite.shadow_at, under)
    return found


__all__ = ["FlightSprite", "covered", "rect_minus"]
