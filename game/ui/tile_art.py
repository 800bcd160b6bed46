"""The title's tile pictures, painted from the shared card art a card at a time.

Each catalogue entry describes its tile's fan of cards (``game.core.registry.TileFan``: the
deck, the cards, the angle between them, an extra such as the token), so the title paints a
game's picture without importing that game's table code. ``fan_steps`` paints one card per
step (a card's rendering is a few milliseconds), so no title frame waits for a whole picture.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame

from game.core.registry import TileFan
from game.ui.art import CardArt
from game.ui.sprites import CardDeck

_DECKS: dict[str, CardDeck] = {}
"""The standard and auction decks' art, made when a tile first needs them (kept: cached)."""


def _deck(art: CardArt, name: str, colour_blind: bool) -> CardDeck:
    """Deck ``name``'s art: Dutch Blitz's from the app's art (its colour-blind variant when
    asked), the others' made once."""
    if name == "blitz":
        return art.deck("colour_blind" if colour_blind else None)
    deck = _DECKS.get(name)
    if deck is None:
        from game.ui.card_faces import DeckArt

        deck = _DECKS[name] = DeckArt(name)
    return deck


def _card(art: CardArt, fan: TileFan, card: str, width: int,
          colour_blind: bool) -> pygame.Surface:
    """One card of the fan: a face by id ("R1", "QH"), the deck's "back", or the deck's extra
    picture ("token") at half the width."""
    deck = _deck(art, fan.deck, colour_blind)
    if card == "back":
        return deck.back(width)
    if card in deck.extras:
        return deck.extra(card, max(8, width // 2))
    return deck.face(card, width)


def fan_steps(fan: TileFan, size: tuple[int, int], art: CardArt,
              colour_blind: bool = False) -> Iterator[pygame.Surface | None]:
    """Paint ``fan`` at ``size``: yields None after each card, then the finished picture."""
    picture = pygame.Surface(size, pygame.SRCALPHA)
    width = max(16, min(int(size[0] / fan.width_ratio), int(size[1] / 2.0)))
    radius = width * fan.radius_ratio
    pivot = (size[0] / 2, size[1] * 0.5 + radius)
    yield None
    for i, card in enumerate(fan.cards):
        angle = (i - (len(fan.cards) - 1) / 2) * fan.spread
        face = _card(art, fan, card, width, colour_blind)
        rad = math.radians(angle)
        pos = (pivot[0] + math.sin(rad) * radius, pivot[1] - math.cos(rad) * radius)
        images = [(face, 0)]
        if fan.shadow:
            shadow = pygame.Surface(face.get_size(), pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 70))
            shadow.blit(face, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            images.insert(0, (shadow, max(2, width // 20)))
        for image, offset in images:
            turned = pygame.transform.rotozoom(image, -angle, 1.0)
            picture.blit(turned, turned.get_rect(center=(pos[0] + offset, pos[1] + offset)))
        yield None
    if fan.extra:
        extra = _card(art, fan, fan.extra, width, colour_blind)
        picture.blit(extra, extra.get_rect(center=(size[0] * 0.5 + width * 0.9,
                                                   size[1] * 0.5 + width * 0.7)))
    yield picture


def fan_picture(fan: TileFan, size: tuple[int, int], art: CardArt,
                colour_blind: bool = False) -> pygame.Surface:
    """The whole picture at once (e.g. after a resize, when the art is at hand)."""
    for step in fan_steps(fan, size, art, colour_blind):
        if step is not None:
            return step
    raise AssertionError("fan_steps ends with its picture")


def catalogue_picture(game_id: str, size: tuple[int, int], art: CardArt,
                      colour_blind: bool = False) -> pygame.Surface:
    """A game's tile picture as its catalogue entry describes it: the one description of each
    game's tile, used by the title and by the game's own ``tile_picture``."""
    from game.core.registry import entry_of

    fan = entry_of(game_id).tile
    if fan is None:
        raise ValueError(f"the catalogue has no tile picture for {game_id!r}")
    return fan_picture(fan, size, art, colour_blind)
