"""Suit signs drawn with shapes (the game's typeface has no suit glyphs) and hand values as text.

The colours are those of the card art: red hearts and diamonds and black spades and clubs, or,
with the four-colour deck, blue diamonds and green clubs.
"""

from __future__ import annotations

import math

import pygame

from game.core.i18n import number
from game.ui import palette

TWO_COLOUR = {"S": palette.INK, "H": palette.RED, "D": palette.RED, "C": palette.INK}
FOUR_COLOUR = {"S": palette.INK, "H": palette.RED, "D": palette.BLUE, "C": palette.GREEN}


def suit_colour(suit: str, four_colour: bool) -> palette.RGB:
    return (FOUR_COLOUR if four_colour else TWO_COLOUR).get(suit, palette.INK)


def value_text(value: float) -> str:
    """``27`` or ``30.5`` (German ``30,5``)."""
    return number(value)


def draw_suit(surface: pygame.Surface, suit: str, centre: tuple[int, int], size: int,
              four_colour: bool = False) -> pygame.Rect:
    """The sign of ``suit`` about ``size`` pixels tall, centred at ``centre``."""
    colour = suit_colour(suit, four_colour)
    cx, cy = centre
    r = max(2.0, size / 2)
    if suit == "D":
        points = [(cx, cy - r), (cx + r * 0.72, cy), (cx, cy + r), (cx - r * 0.72, cy)]
        pygame.draw.polygon(surface, colour, points)
    elif suit == "H":
        lobe = r * 0.52
        pygame.draw.circle(surface, colour, (cx - lobe * 0.9, cy - r * 0.28), lobe)
        pygame.draw.circle(surface, colour, (cx + lobe * 0.9, cy - r * 0.28), lobe)
        pygame.draw.polygon(surface, colour, [(cx - r * 0.98, cy - r * 0.12),
                                              (cx + r * 0.98, cy - r * 0.12), (cx, cy + r)])
    elif suit == "S":
        lobe = r * 0.5
        pygame.draw.circle(surface, colour, (cx - lobe * 0.9, cy + r * 0.18), lobe)
        pygame.draw.circle(surface, colour, (cx + lobe * 0.9, cy + r * 0.18), lobe)
        pygame.draw.polygon(surface, colour, [(cx - r * 0.95, cy + r * 0.05),
                                              (cx + r * 0.95, cy + r * 0.05), (cx, cy - r)])
        _stem(surface, colour, cx, cy, r)
    else:
        lobe = r * 0.42
        for angle in (-90, 150, 30):
            a = math.radians(angle)
            pygame.draw.circle(surface, colour, (cx + math.cos(a) * r * 0.48,
                                                 cy - r * 0.15 + math.sin(a) * r * 0.48), lobe)
        _stem(surface, colour, cx, cy, r)
    return pygame.Rect(round(cx - r), round(cy - r), round(2 * r), round(2 * r))


def _stem(surface: pygame.Surface, colour: palette.RGB, cx: float, cy: float, r: float) -> None:
    pygame.draw.polygon(surface, colour, [(cx, cy + r * 0.1), (cx + r * 0.4, cy + r),
                                          (cx - r * 0.4, cy + r)])
