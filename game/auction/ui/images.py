"""The Dutch Auction deck for the table: its card ids drawn by the shared image cache over the
auction deck's art (so flights, glows and shadows are the shared ones), and the display's cost
badges."""

from __future__ import annotations

import pygame

from game.ui.art import CardArt
from game.ui.card_faces import DeckArt
from game.ui.sprites import CardImages

DECK = "auction"


class AuctionArt:
    """The table's pictures that are not cards: the felt and slots (from the app's art) and
    the cost badges (the deck's extras)."""

    def __init__(self, deck: DeckArt, table: CardArt) -> None:
        self.deck = deck
        self.table = table

    def slot(self, width: int) -> pygame.Surface:
        return self.table.slot(width)

    def table_background(self, size: tuple[int, int]) -> pygame.Surface:
        return self.table.table_background(size)

    def badge(self, cost: int, width: int) -> pygame.Surface:
        return self.deck.extra(f"cost_{cost}", width)


def card_images(deck: DeckArt, table: CardArt) -> tuple[AuctionArt, CardImages]:
    art = AuctionArt(deck, table)
    return art, CardImages(deck, table)
