"""Pictures for the Blitz (31) table: standard cards at any size and token discs.

``CardImages`` draws from the shared standard deck art (``DeckArt("standard")``, or its
four-colour variant): layout sizes come straight from the art's cache, any other size (a card in
flight changing size) is scaled and kept in a small cache, so no SVG is rendered during play.
Cards in flight are the shared ``game.ui.sprites`` ones (``Flights[str]``), drawn from here.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game.ui.card_faces import DeckArt
from game.ui.sprites import base_width, scaled, soft_rect

DECK = "standard"
"""The one deck (back design) every card of the table is drawn from."""


class CardImages:
    """Faces, backs and token discs of the standard deck, cached by size."""

    def __init__(self, four_colour: bool = False) -> None:
        self.four_colour = four_colour
        self.art = DeckArt("standard", variant="four_colour" if four_colour else None)
        self._scaled: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        self._fx: dict[tuple[object, ...], pygame.Surface] = {}
        self.widths: list[int] = []
        """The widths rendered from the art; other sizes are scaled from the nearest larger."""

    def set_four_colour(self, on: bool) -> None:
        if on != self.four_colour:
            self.four_colour = on
            self.art = DeckArt("standard", variant="four_colour" if on else None)
            self._scaled.clear()

    def card(self, card: str | None, size: tuple[int, int]) -> pygame.Surface:
        """The face of ``card`` (the deck's back when None) at ``size``."""
        width, height = max(2, size[0]), max(2, size[1])
        base = base_width(self.widths, width)
        surf = self.art.back(base) if card is None else self.art.face(card, base)
        return scaled(self._scaled, (card, width, height), surf, (width, height), 200)

    def card_image(self, card: str | None, deck: str, size: tuple[int, int]) -> pygame.Surface:
        """``card`` as the flight layer asks for it (one deck here, so ``deck`` is not needed)."""
        return self.card(card, size)

    def token(self, width: int) -> pygame.Surface:
        """A painted wooden token, ``width`` pixels across."""
        return self.art.extra("token", max(4, width))

    def glow(self, size: tuple[int, int], colour: tuple[int, int, int],
             spread: int) -> pygame.Surface:
        key = ("glow", size, colour, spread)
        surf = self._fx.get(key)
        if surf is None:
            surf = soft_rect(size, colour, spread, 160)
            self._fx[key] = surf
        return surf

    def shadow(self, size: tuple[int, int], spread: int) -> pygame.Surface:
        size = (max(8, size[0] // 8 * 8), max(8, size[1] // 8 * 8))  # a few sizes, cached
        spread = max(2, spread // 2 * 2)
        key = ("shadow", size, spread)
        surf = self._fx.get(key)
        if surf is None:
            surf = soft_rect(size, (0, 0, 0), spread, 90)
            self._fx[key] = surf
        return surf

    def preload(self, widths: set[int]) -> None:
        """Render every face and the back at each width now (before play, not during it)."""
        self.widths = sorted(set(self.widths) | widths)
        for width in widths:
            self.art.preload(width)
