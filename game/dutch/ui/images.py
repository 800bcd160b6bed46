"""The standard deck (with jokers) for the Dutch table: its card ids drawn by the shared image
cache over ``DeckArt("standard")`` (or its four-colour variant), so flights, glows and shadows
are the shared ones. The felt and the empty-slot outline come from the app's art."""

from __future__ import annotations

import pygame

from game.ui.art import CardArt
from game.ui.card_faces import DeckArt
from game.ui.sprites import CardImages

DECK = "standard"


class DutchArt:
    """The table's pictures that are not cards (the felt), and the deck they go with."""

    def __init__(self, table: CardArt, four_colour: bool = False) -> None:
        self.table = table
        self.four_colour = four_colour
        self.deck = DeckArt(DECK, variant="four_colour" if four_colour else None)

    def table_background(self, size: tuple[int, int]) -> pygame.Surface:
        return self.table.table_background(size)


def card_images(table: CardArt, four_colour: bool = False) -> tuple[DutchArt, CardImages]:
    art = DutchArt(table, four_colour)
    return art, CardImages(art.deck, table)
