"""Folk-art decoration drawn on the menu screens: the hex-sign rosette, the tulip and the band
of diamonds along a screen's edges."""

from __future__ import annotations

import math

import pygame

from game.ui import palette


def rosette(surface: pygame.Surface, centre: tuple[float, float], radius: float,
            colours: tuple[palette.RGB, ...] = (palette.RED, palette.YELLOW, palette.GREEN,
                                                 palette.BLUE),
            petals: int = 8, alpha: int = 255) -> None:
    """A hex-sign rosette: a ring of pointed petals in alternating colours inside a border."""
    r = max(4.0, radius)
    size = int(r * 2 + 6)
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    pygame.draw.circle(layer, (*palette.PAPER, alpha), c, r)
    pygame.draw.circle(layer, (*palette.INK, alpha), c, r, max(2, int(r / 14)))
    pygame.draw.circle(layer, (*colours[0], alpha), c, r * 0.86, max(1, int(r / 18)))
    for i in range(petals):
        angle = i * 2 * math.pi / petals
        tip = (c[0] + math.cos(angle) * r * 0.78, c[1] + math.sin(angle) * r * 0.78)
        side = r * 0.2
        left = (c[0] + math.cos(angle + math.pi / 2) * side,
                c[1] + math.sin(angle + math.pi / 2) * side)
        right = (c[0] + math.cos(angle - math.pi / 2) * side,
                 c[1] + math.sin(angle - math.pi / 2) * side)
        mid = (c[0] + math.cos(angle) * r * 0.36, c[1] + math.sin(angle) * r * 0.36)
        colour = colours[i % len(colours)]
        pygame.draw.polygon(layer, (*colour, alpha), [c, left, mid, tip, mid, right])
        pygame.draw.polygon(layer, (*colour, alpha), [left, tip, right])
        pygame.draw.polygon(layer, (*palette.INK, alpha), [left, tip, right], 1)
    pygame.draw.circle(layer, (*palette.RED, alpha), c, r * 0.16)
    pygame.draw.circle(layer, (*palette.INK, alpha), c, r * 0.16, 1)
    surface.blit(layer, (centre[0] - size / 2, centre[1] - size / 2))


def tulip(surface: pygame.Surface, base: tuple[float, float], height: float,
          colour: palette.RGB = palette.RED) -> None:
    """A folk-art tulip: a round cup with three pointed petals on a stem with two leaves."""
    x, y = base
    h = max(8.0, height)
    line = max(1, int(h / 40))
    pygame.draw.line(surface, palette.CARD_COLOURS_DARK["G"], base, (x, y - h * 0.6),
                     max(2, int(h / 16)))
    for sign in (-1, 1):
        leaf = [(x, y - h * 0.04), (x + sign * h * 0.18, y - h * 0.2),
                (x + sign * h * 0.34, y - h * 0.5), (x + sign * h * 0.06, y - h * 0.3)]
        pygame.draw.polygon(surface, palette.GREEN, leaf)
        pygame.draw.polygon(surface, palette.INK, leaf, line)
    cup = pygame.Rect(0, 0, int(h * 0.46), int(h * 0.36))
    cup.midbottom = (int(x), int(y - h * 0.5))
    petals = [(cup.left, cup.centery), (cup.left - h * 0.02, cup.top - h * 0.16),
              (x - h * 0.08, cup.top + h * 0.02), (x, cup.top - h * 0.2),
              (x + h * 0.08, cup.top + h * 0.02), (cup.right + h * 0.02, cup.top - h * 0.16),
              (cup.right, cup.centery)]
    pygame.draw.polygon(surface, colour, petals)
    pygame.draw.ellipse(surface, colour, cup)
    pygame.draw.polygon(surface, palette.INK, petals[1:-1], line)
    pygame.draw.arc(surface, palette.INK, cup, math.pi, 2 * math.pi, line)
    pygame.draw.line(surface, palette.INK, petals[0], petals[1], line)
    pygame.draw.line(surface, palette.INK, petals[-1], petals[-2], line)
    pygame.draw.line(surface, palette.PAPER, (x, cup.top + h * 0.04), (x, cup.bottom - h * 0.06),
                     line)


def border_band(surface: pygame.Surface, rect: pygame.Rect, unit: float) -> None:
    """A band of small alternating diamonds (a folk-art border) across ``rect``."""
    pygame.draw.rect(surface, palette.INK, rect)
    step = max(8, int(rect.height * 1.4))
    colours = (palette.RED, palette.YELLOW, palette.GREEN, palette.BLUE)
    cy = rect.centery
    half = rect.height * 0.38
    for i, x in enumerate(range(rect.x + step // 2, rect.right, step)):
        pygame.draw.polygon(surface, colours[i % 4],
                            [(x, cy - half), (x + half, cy), (x, cy + half), (x - half, cy)])
    del unit


__all__ = ["border_band", "rosette", "tulip"]
