"""The standard deck (with jokers) for the shared card sprites: Dutch card ids as sprite cards
over ``DeckArt("standard")`` (or its four-colour variant), so flights, glows and shadows are the
shared ones. The felt and the empty-slot outline come from the app's art."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

from game.ui.art import CardArt
from game.ui.card_faces import DeckArt
from game.ui.sprites import CardImages

DECK = "standard"


@dataclass(frozen=True)
class DutchCard:
    """A card as the shared sprites draw it: the whole card id travels as ``colour``."""

    colour: str
    number: int = 0


@cache
def sprite(card: str) -> DutchCard:
    return DutchCard(card)


class DutchArt:
    """``game.ui.sprites.ArtSource`` over the standard deck."""

    def __init__(self, table: CardArt, four_colour: bool = False) -> None:
        self.table = table
        self.four_colour = four_colour
        self.deck = DeckArt("standard", variant="four_colour" if four_colour else None)

    def face(self, colour: str, number: int, width: int,
             colour_blind: bool = False) -> pygame.Surface:
        return self.deck.face(colour, width)

    def back(self, deck: str, width: int) -> pygame.Surface:
        return self.deck.back(width)

    def slot(self, width: int) -> pygame.Surface:
        return self.table.slot(width)

    def table_background(self, size: tuple[int, int]) -> pygame.Surface:
        return self.table.table_background(size)


def card_images(table: CardArt, four_colour: bool = False) -> tuple[DutchArt, CardImages]:
    art = DutchArt(table, four_colour)
    return art, CardImages(art)
