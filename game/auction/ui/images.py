"""The Dutch Auction deck for the shared card sprites: card ids as sprite cards, the auction
deck's art behind the shared ``CardImages`` (so flights, glows and shadows are the shared ones).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

from game.ui.art import CardArt
from game.ui.card_faces import DeckArt
from game.ui.sprites import CardImages

DECK = "auction"


@dataclass(frozen=True)
class AuctionCard:
    """A card as the shared sprites draw it: suit letter and bid value."""

    colour: str
    number: int

    @property
    def id(self) -> str:
        return f"{self.colour}{self.number}"


@cache
def sprite(card: str) -> AuctionCard:
    return AuctionCard(card[0], int(card[1:]))


class AuctionArt:
    """``game.ui.sprites.ArtSource`` over the auction deck (the felt and slots from the app's
    art)."""

    def __init__(self, deck: DeckArt, table: CardArt) -> None:
        self.deck = deck
        self.table = table

    def face(self, colour: str, number: int, width: int,
             colour_blind: bool = False) -> pygame.Surface:
        return self.deck.face(f"{colour}{number}", width)

    def back(self, deck: str, width: int) -> pygame.Surface:
        return self.deck.back(width)

    def slot(self, width: int) -> pygame.Surface:
        return self.table.slot(width)

    def table_background(self, size: tuple[int, int]) -> pygame.Surface:
        return self.table.table_background(size)

    def badge(self, cost: int, width: int) -> pygame.Surface:
        return self.deck.extra(f"cost_{cost}", width)


def card_images(deck: DeckArt, table: CardArt) -> tuple[AuctionArt, CardImages]:
    art = AuctionArt(deck, table)
    return art, CardImages(art)
