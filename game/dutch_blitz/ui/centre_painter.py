"""The middle of the Dutch Blitz table: the Dutch piles everyone builds on, and where a new
pile may start."""

from __future__ import annotations

from collections.abc import Container

import pygame
from pygame import Rect

from game.dutch_blitz.rules.cards import DECKS
from game.dutch_blitz.rules.places import parse_place
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.painter_parts import (
    BADGE,
    GOLD,
    PainterParts,
    TableDecor,
)


class CentrePainter:
    """Part of the table renderer (see the module docstring)."""

    def __init__(self, parts: PainterParts) -> None:
        self.parts = parts

    def _draw_dutch(self, surface: pygame.Surface, layout: TableLayout, state: TableState,
                    decor: TableDecor, slots: Container[int] | None = None) -> None:
        """The Dutch piles and the new pile's place (of ``slots`` only, None: all; a caller
        painting within a clip leaves out the slots whose places do not reach into it)."""
        u = layout.unit
        for index, pile in enumerate(state.dutch[: len(layout.dutch)]):
            if slots is not None and index not in slots:
                continue
            key = f"dutch:{index}"
            rect = layout.dutch[index]
            visible = len(pile.cards) - decor.hidden.get(key, 0)
            if key in decor.glow:
                self.parts._halo(surface, rect, decor.glow[key])
            if visible <= 0:
                continue
            deck = DECKS[pile.owners[visible - 1] % len(DECKS)]
            self.parts._stack_edges(surface, rect, min(4, (visible - 1) // 2), u)
            self.parts._card(surface, pile.cards[visible - 1], deck, rect)
            if visible == len(pile.cards) and pile.complete:
                self._complete_mark(surface, rect, u)
            if key in decor.glow:
                self.parts._outline(surface, rect, decor.glow[key], max(2, round(3 * u)))
        new_slot = len(state.dutch)
        if "dutch:new" in decor.glow and new_slot < len(layout.dutch) \
                and (slots is None or new_slot in slots):
            rect = layout.dutch[new_slot]
            self.parts._halo(surface, rect, decor.glow["dutch:new"])
            self.parts._outline(surface, rect, decor.glow["dutch:new"], max(2, round(3 * u)))
        focus = parse_place(decor.focus)
        if focus is not None and focus.is_dutch:
            index = new_slot if focus.index is None else focus.index
            if index < len(layout.dutch) and (slots is None or index in slots):
                self.parts._enter_mark(surface, layout.dutch[index], u)

    def _complete_mark(self, surface: pygame.Surface, rect: Rect, u: float) -> None:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 30, 26, 120), veil.get_rect(),
                         border_radius=max(3, rect.width // 11))
        surface.blit(veil, rect.topleft)
        radius = max(8, rect.width // 4)
        centre = rect.center
        pygame.draw.circle(surface, GOLD, centre, radius)
        pygame.draw.circle(surface, BADGE, centre, radius, max(1, round(2 * u)))
        r = radius * 0.55
        points = [(centre[0] - r, centre[1]), (centre[0] - r * 0.25, centre[1] + r * 0.7),
                  (centre[0] + r, centre[1] - r * 0.6)]
        pygame.draw.lines(surface, BADGE, False, points, max(2, round(radius / 4)))
