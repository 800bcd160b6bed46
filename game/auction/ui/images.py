"""The Dutch Auction deck for the table: its card ids drawn by the shared image cache over the
auction deck's art (so flights, glows and shadows are the shared ones), the display's cost
badges, and the words printed on the power cards in the player's language.

The art files carry the power cards' words in English, drawn as stroked capitals (the SVG
renderer has no text); in another language the face is drawn with that band painted over in
paper and the catalogue's words set in the app's typeface in its place."""

from __future__ import annotations

import pygame

from game.core.i18n import N_
from game.i18n import ENGLISH, _, current_language
from game.ui import palette
from game.ui.art import CardArt
from game.ui.card_faces import DeckArt
from game.ui.fonts import Fonts
from game.ui.sprites import CardImages

DECK = "auction"
POWER_WORDS = {6: N_("Cash in"), 7: N_("Duplicate"), 8: N_("From auction discards"),
               9: N_("From your discards"), 10: N_("From your or auction discards")}
"""What each power card's face says under its picture (as its art prints it in English)."""
CARD_SIZE = (250, 350)
"""The art's own units."""
WORDS_BAND = pygame.Rect(22, 287, 206, 40)
"""Where the art prints a power's words (in the art's units), two lines at most."""


class AuctionDeck(DeckArt):
    """The auction deck's art, its power cards' words in the player's language."""

    def __init__(self) -> None:
        super().__init__(DECK)
        self._fonts = Fonts()
        self._worded: dict[tuple[str, int, str], pygame.Surface] = {}

    def face(self, card_id: str, width: int) -> pygame.Surface:
        surface = super().face(card_id, width)
        value = int(card_id[1:]) if card_id[1:].isdigit() else 0
        language = current_language()
        if value not in POWER_WORDS or language == ENGLISH:
            return surface
        key = (card_id, width, language)
        if key not in self._worded:
            if len(self._worded) > 256:
                self._worded.clear()
            self._worded[key] = self._reworded(surface, _(POWER_WORDS[value]).upper())
        return self._worded[key]

    def _reworded(self, face: pygame.Surface, words: str) -> pygame.Surface:
        """``face`` with the printed words replaced by ``words`` (wrapped on two lines)."""
        surface = face.copy()
        scale = surface.get_width() / CARD_SIZE[0]
        band = pygame.Rect(round(WORDS_BAND.x * scale), round(WORDS_BAND.y * scale),
                           round(WORDS_BAND.w * scale), round(WORDS_BAND.h * scale))
        surface.fill(palette.PAPER, band)
        font = self._fonts.get(max(6, round(15 * scale)), bold=True)
        lines = _two_lines(words, font, band.width)
        step = band.height / 2
        for index, line in enumerate(lines):
            image = font.render(line, True, palette.INK)
            if image.get_width() > band.width:
                image = pygame.transform.smoothscale(
                    image, (band.width, image.get_height()))
            middle = band.centery + (index - (len(lines) - 1) / 2) * step
            surface.blit(image, image.get_rect(center=(band.centerx, round(middle))))
        return surface


def _two_lines(words: str, font: pygame.font.Font, width: int) -> list[str]:
    """``words`` on one line if they fit, else split in two near the middle."""
    if font.size(words)[0] <= width or " " not in words:
        return [words]
    parts = words.split()
    splits = [[" ".join(parts[:i]), " ".join(parts[i:])] for i in range(1, len(parts))]
    return min(splits, key=lambda pair: max(font.size(line)[0] for line in pair))


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
