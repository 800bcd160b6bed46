"""Pictures the Dutch Blitz table's painters make once and then only put down: the cards' faces
and backs as the table shows them (looked up once while the deck and its sizes stay), a pile's
stacked card edges (its outlines drawn once on a colour-keyed image: the same pixels, one blit
instead of rounded outlines drawn at every repaint), a halo fading in or pulsing at one of a
few strengths baked into its pixels, and a lifted card with its halo, the halo put down only
round the card's solid middle (the card covers that wholly right after, so the pixels are the
same for about two fifths of the halo's cost). A fanned pile's cards are put down only where
the card over each leaves them showing (the same pixels, a third of a card's blending each).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from pygame import Rect

from game.dutch_blitz.rules.cards import Card
from game.ui import palette
from game.ui.flight_sprite import rect_minus
from game.ui.sprites import DeckImages
from game.ui.svg_render import has_display
from game.ui.tween import clamp01

UNDRAWN = (255, 0, 255)
"""The colour the stacked edges' image leaves see-through (no outline is drawn in it)."""
CARDS_KEPT = 400
"""Card pictures remembered by card, size and deck before the memory starts afresh (a table
shows a few dozen; the deck's own caches keep the pictures themselves)."""
HALO_STEPS = 32
"""A halo fading in or pulsing is shown at this many strengths (each baked once: a halo
blitted with an alpha of its own costs twice as much as one with the alpha in its pixels)."""
HALOS_KEPT = 48
"""Baked halos kept before they are made afresh (a few strengths of one or two card sizes)."""
HALO_SPREAD = 0.09
"""How far a card's halo reaches past it, as a share of its height (at least 4 pixels)."""


class PilePictures:
    """The images made once for a table's piles, and putting them down."""

    def __init__(self, images: DeckImages[Card | str]) -> None:
        self.images = images
        self._edges: dict[tuple[object, ...], pygame.Surface] = {}
        self._cores: dict[int, tuple[pygame.Surface, Rect]] = {}
        self._cards: dict[tuple[Card | None, tuple[int, int], str], pygame.Surface] = {}
        self._halos: dict[tuple[object, ...], pygame.Surface] = {}
        self._cards_of: tuple[object, list[int]] | None = None
        """The deck and the widths the remembered card pictures were drawn from."""

    def card(self, card: Card | None, size: tuple[int, int], deck: str) -> pygame.Surface:
        """``card``'s face at ``size`` (its back in ``deck``'s design when None), as
        ``DeckImages.card`` gives it, remembered while the deck and its widths stay (a card
        painted again costs a dictionary look-up, not the deck's chain of caches)."""
        images = self.images
        made = self._cards_of
        if made is None or made[0] is not images.deck or made[1] is not images.widths:
            self._cards.clear()
            self._cards_of = (images.deck, images.widths)
        key = (card, size, deck)
        image = self._cards.get(key)
        if image is None:
            if len(self._cards) >= CARDS_KEPT:
                self._cards.clear()
            image = self._cards[key] = images.card(card, size, deck)
        return image

    def stack_edges(self, surface: pygame.Surface, rect: Rect, depth: int, u: float) -> None:
        """The edges of ``depth`` cards under ``rect`` (the top card covers the rest)."""
        if depth > 0:
            surface.blit(self.edges(rect.size, depth, max(1, round(1.5 * u))), rect.topleft)

    def edges(self, size: tuple[int, int], depth: int, step: int) -> pygame.Surface:
        """The stacked edges of ``depth`` cards of ``size``, ``step`` pixels apart: an ink
        outline and a paper one inside it for each, the deepest first, on a see-through
        image (solid outlines: put down, it shows the very pixels drawing them would)."""
        key = (size, depth, step)
        image = self._edges.get(key)
        if image is not None:
            return image
        image = pygame.Surface((size[0] + depth * step + 1, size[1] + depth * step + 1))
        if has_display():
            image = image.convert()
        image.fill(UNDRAWN)
        radius = max(3, size[0] // 11)
        for d in range(depth, 0, -1):
            edge = Rect(d * step, d * step, *size)
            pygame.draw.rect(image, palette.INK, edge, step + 1, border_radius=radius)
            pygame.draw.rect(image, palette.PAPER_SHADE, edge.inflate(-2, -2), step - 1 or 1,
                             border_radius=radius)
        image.set_colorkey(UNDRAWN, pygame.RLEACCEL)  # only ever put down whole
        if len(self._edges) > 64:  # sizes of another window
            self._edges.clear()
        self._edges[key] = image
        return image

    def halo(self, size: tuple[int, int], colour: tuple[int, int, int], spread: int,
             strength: float = 1.0) -> pygame.Surface:
        """The halo of a card of ``size`` reaching ``spread`` past it, at ``strength`` (one of
        ``HALO_STEPS``, baked into its pixels)."""
        glow = self.images.glow(size, colour, spread)
        alpha = round(HALO_STEPS * clamp01(strength)) * 255 // HALO_STEPS
        if alpha >= 255:
            return glow
        key = (size, colour, spread, alpha)
        baked = self._halos.get(key)
        if baked is None:
            baked = glow.copy()
            baked.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            if len(self._halos) >= HALOS_KEPT:
                self._halos.clear()
            self._halos[key] = baked
        return baked

    def fan(self, surface: pygame.Surface, cards: Sequence[tuple[pygame.Surface, Rect]]) -> None:
        """``cards`` (each a picture and where it lies) put down one over the next, the bottom
        one first; of each but the last only what the next one's solid middle leaves showing
        (that middle is opaque, so the pixels are the same as each card blitted whole)."""
        for (image, rect), (above, at) in zip(cards, cards[1:], strict=False):
            cover = self.solid_core(above).move(at.topleft)
            for piece in rect_minus(rect, cover):
                surface.blit(image, piece, piece.move(-rect.x, -rect.y))
        if cards:
            surface.blit(*cards[-1])

    def haloed_card(self, surface: pygame.Surface, card: Card | None, deck: str, rect: Rect,
                    colour: tuple[int, int, int], strength: float = 1.0) -> tuple[Rect, Rect]:
        """A card at ``rect`` with a halo round it at ``strength`` (the halo blitted whole,
        then the card), the halo put down only round the card's solid middle; where the
        halo and the card were drawn."""
        image = self.card(card, rect.size, deck)
        spread = max(4, round(rect.height * HALO_SPREAD))
        glow = self.halo(rect.size, colour, spread, strength)
        core = self.solid_core(image).move(spread, spread)
        width, height = glow.get_size()
        x, y = rect.x - spread, rect.y - spread
        drawn = [surface.blit(glow, (x + piece.x, y + piece.y), piece) for piece in (
            Rect(0, 0, width, core.top), Rect(0, core.bottom, width, height - core.bottom),
            Rect(0, core.top, core.left, core.h), Rect(core.right, core.top, width - core.right,
                                                       core.h)) if piece.w > 0 and piece.h > 0]
        card_drawn = surface.blit(image, rect.topleft)
        return card_drawn.unionall(drawn), card_drawn

    def solid_core(self, image: pygame.Surface) -> Rect:
        """The largest box, as far in from every edge, wholly opaque in a card's ``image``
        (found once an image)."""
        known = self._cores.get(id(image))
        if known is not None and known[0] is image:
            return known[1]
        solid = pygame.mask.from_surface(image, 254)
        width, height = image.get_size()
        core = Rect(0, 0, 0, 0)
        for inset in range(min(width, height) // 2):
            box = Rect(inset, inset, width - 2 * inset, height - 2 * inset)
            if solid.overlap_area(pygame.mask.Mask(box.size, fill=True), box.topleft) \
                    == box.w * box.h:
                core = box
                break
        if len(self._cores) > 400:
            self._cores.clear()
        self._cores[id(image)] = (image, core)
        return core


__all__ = ["CARDS_KEPT", "HALO_SPREAD", "HALO_STEPS", "HALOS_KEPT", "UNDRAWN", "PilePictures"]
