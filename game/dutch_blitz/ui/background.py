"""The Dutch Blitz table's still background: felt, seat mats and names, and the score bar.

Drawn once per window size and seating (the renderer caches it); the score bar (HUD) on top
shows every seat's total, the hand and the target, and the pause button.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame
from pygame import Rect

from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.painter_parts import (
    CREAM,
    GOLD,
    MUTED,
    SHADE,
    PainterParts,
    TableDecor,
    deck_of,
)
from game.i18n import _, current_language
from game.ui import palette
from game.ui.plain_copy import plain_copy
from game.ui.svg_render import has_display


class BackgroundPainter:
    """Part of the table renderer (see the module docstring)."""

    def __init__(self, parts: PainterParts) -> None:
        self.parts = parts
        self._static: tuple[tuple[object, ...], pygame.Surface] | None = None

    def _background(self, layout: TableLayout, seats: Sequence[SeatInfo],
                    human: int | None) -> pygame.Surface:
        key = (layout.size, len(layout.seats), len(layout.seats[0].posts), human,
               tuple(deck_of(seats, i) for i in range(len(layout.seats))), current_language())
        if self._static is not None and self._static[0] == key:
            return self._static[1]
        size = layout.size
        bg = self.parts.art.table_background(size).copy()
        u = layout.unit
        overlay = pygame.Surface(size, pygame.SRCALPHA)
        # the HUD strip
        pygame.draw.rect(overlay, (*SHADE, 150), layout.hud)
        pygame.draw.line(overlay, (*GOLD, 90), layout.hud.bottomleft,
                         (layout.hud.right, layout.hud.bottom), max(1, round(2 * u)))
        # the middle of the table
        middle = layout.dutch_area.inflate(round(-4 * u), round(-4 * u))
        radius = round(28 * u)
        pygame.draw.rect(overlay, (255, 255, 255, 14), middle, border_radius=radius)
        pygame.draw.rect(overlay, (*palette.SLOT_OUTLINE, 40), middle, max(1, round(2 * u)),
                         border_radius=radius)
        # a mat under every seat, tinted with its deck
        for seat in layout.seats:
            tint = palette.BACK_TINTS_DARK[deck_of(seats, seat.seat)]
            pad = round(8 * u)
            rect = seat.area.inflate(2 * pad, pad) if seat.side != "bottom" else Rect(
                seat.header.x - pad * 2, seat.area.y - pad // 2,
                seat.header.width + pad * 4, seat.area.height + pad)
            mat_alpha = 95 if seat.seat == human else 80
            pygame.draw.rect(overlay, (*tint, mat_alpha), rect, border_radius=round(18 * u))
            pygame.draw.rect(overlay, (*palette.SLOT_OUTLINE, 36), rect, max(1, round(1.5 * u)),
                             border_radius=round(18 * u))
        bg.blit(overlay, (0, 0))
        # empty-pile outlines for the Dutch slots, faint
        slot = self.parts.images.slot(layout.dutch_card[0]).copy()
        slot.set_alpha(70)
        for rect in layout.dutch:
            bg.blit(slot, rect.topleft)
        for _place, image, at in self._captions(layout):  # captions above your piles
            bg.blit(image, image.get_rect(midbottom=at))
        if has_display():
            bg = bg.convert()
        bg = plain_copy(bg)  # (copied into the kept layer plainly, in cache: ``plain_copy``)
        self._static = (key, bg)
        return bg

    def _captions(self, layout: TableLayout) -> list[tuple[str, pygame.Surface, tuple[int, int]]]:
        """(place, image, midbottom) of the captions above your piles."""
        you, u = layout.seats[0], layout.unit
        size_px = max(9, round(you.header.height * 0.62))
        posts_span = you.posts[0].union(you.posts[-1])
        found = []
        for place, text, rect in (("hand", _("HAND"), you.hand), ("wood", _("WOOD"), you.wood),
                                  ("post", _("POST PILES"), posts_span),
                                  ("blitz", _("BLITZ"), you.blitz)):
            image = self.parts.text(text, size_px, MUTED, True)
            found.append((place, image, (rect.centerx, rect.top - round(2 * u))))
        return found

    def _captions_over_lifted(self, surface: pygame.Surface, layout: TableLayout,
                              lifted: Mapping[str, float], human: int | None) -> list[Rect]:
        """A caption whose pile's card is lifted is drawn again over it, on a dark pill, so a
        lifted card never hides the pile's name; where they were drawn."""
        drawn: list[Rect] = []
        up = {key.split(":", 1)[1].split(":")[0] for key, v in lifted.items()
              if v > 0 and key.startswith("0:")} if human == 0 else set()
        if not up:  # (most frames: none of yours lifted)
            return drawn
        for place, image, at in self._captions(layout):
            if place in up:
                rect = image.get_rect(midbottom=at)
                pill = rect.inflate(round(image.get_height() * 0.8), 2)
                drawn.append(pygame.draw.rect(surface, palette.INK, pill,
                                              border_radius=pill.height // 2))
                drawn.append(surface.blit(image, rect))
        return drawn

    def _draw_hud(self, surface: pygame.Surface, layout: TableLayout,
                  seats: Sequence[SeatInfo], decor: TableDecor) -> None:
        hud = layout.hud
        size_px = max(10, round(hud.height * 0.5))
        y = hud.centery
        x = hud.x + round(14 * layout.unit)
        if decor.hand_number:
            image = self.parts.text(_("Hand {number}").format(number=decor.hand_number),
                                   size_px, CREAM, True)
            surface.blit(image, image.get_rect(midleft=(x, y)))
        if decor.target:
            image = self.parts.text(_("First to {target}").format(target=decor.target), size_px,
                                   MUTED)
            surface.blit(image, image.get_rect(midright=(hud.right - round(60 * layout.unit), y)))
        if decor.totals is not None:
            chips = []
            for i, info in enumerate(seats[: len(decor.totals)]):
                name = self.parts.text(info.name, size_px, CREAM, i == decor.human)
                score = self.parts.text(str(decor.totals[i]), size_px, GOLD, True)
                chips.append((i, name, score))
            gap = round(10 * layout.unit)
            widths = [n.get_width() + s.get_width() + gap * 3 for _, n, s in chips]
            cx = hud.centerx - (sum(widths) + gap * (len(chips) - 1)) // 2
            for (i, name, score), w in zip(chips, widths, strict=True):
                chip = Rect(cx, hud.y + hud.height // 8, w, hud.height - hud.height // 4)
                tint = palette.BACK_TINTS[deck_of(seats, i)]
                pygame.draw.rect(surface, tint, chip, border_radius=chip.height // 2)
                if i == decor.human:
                    pygame.draw.rect(surface, GOLD, chip, max(1, round(layout.unit * 1.5)),
                                     border_radius=chip.height // 2)
                surface.blit(name, name.get_rect(midleft=(chip.x + gap, y)))
                surface.blit(score, score.get_rect(midright=(chip.right - gap, y)))
                cx += w + gap
        # the pause button
        button = self.pause_button(layout)
        pygame.draw.rect(surface, (*SHADE,), button, border_radius=button.height // 4)
        pygame.draw.rect(surface, MUTED, button, max(1, round(layout.unit)),
                         border_radius=button.height // 4)
        bar_w = max(2, button.width // 7)
        for dx in (-bar_w, bar_w):
            bar = Rect(0, 0, bar_w, button.height // 2)
            bar.center = (button.centerx + dx, button.centery)
            pygame.draw.rect(surface, CREAM, bar)

    @staticmethod
    def pause_button(layout: TableLayout) -> Rect:
        side = round(layout.hud.height * 0.74)
        rect = Rect(0, 0, side, side)
        rect.midright = (layout.hud.right - round(14 * layout.unit), layout.hud.centery)
        return rect
