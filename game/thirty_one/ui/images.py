"""Pictures for the Blitz (31) table: the shared image cache (``game.ui.sprites.CardImages``)
over the standard deck's art (``DeckArt("standard")``, its four-colour suits a variant), with
the deck's wooden token. Cards in flight are the shared ``Flights[str]``, drawn from here.
"""

from __future__ import annotations

import pygame

from game.ui.card_faces import DeckArt
from game.ui.sprites import CardImages as SharedImages

DECK = "standard"
"""The one deck (back design) every card of the table is drawn from."""


def _deck(four_colour: bool) -> DeckArt:
    return DeckArt(DECK, variant="four_colour" if four_colour else None)


class CardImages(SharedImages):
    """Faces, backs and token discs of the standard deck, cached by size (the table's glows a
    little stronger and its shadows kept for a few sizes)."""

    def __init__(self, four_colour: bool = False) -> None:
        super().__init__(_deck(four_colour), glow_alpha=160, shadow_grid=8)

    @property
    def four_colour(self) -> bool:
        return self.deck.variant == "four_colour"

    def set_four_colour(self, on: bool) -> None:
        if on != self.four_colour:
            self.set_deck(_deck(on))

    def token(self, width: int) -> pygame.Surface:
        """A painted wooden token, ``width`` pixels across."""
        return self.extra("token", max(4, width))
