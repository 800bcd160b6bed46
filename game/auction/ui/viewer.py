"""A pile's composition over the table: its cards sorted by suit and value (never their
order), with the victory points they are worth. Any key or click closes it."""

from __future__ import annotations

import pygame

from game.auction.rules.cards import SUIT_NAMES, SUITS, VP
from game.auction.ui.layout import row
from game.i18n import _, ngettext
from game.ui import palette
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.sprites import CardImages


class PileViewer(Scene):
    """``cards`` (already sorted by the view) in one row per suit."""

    opaque = False

    def __init__(self, app: Services, title: str, cards: tuple[str, ...],
                 images: CardImages) -> None:
        super().__init__(app)
        self.title = title
        self.cards = cards
        self.images = images
        self.opened = app.now()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((8, 18, 16, 170))
        surface.blit(veil, (0, 0))
        panel = pygame.Rect(0, 0, int(w * 0.8), int(h * 0.8))
        panel.center = (w // 2, h // 2)
        pygame.draw.rect(surface, palette.TABLE_FELT_DARK, panel, border_radius=h // 60)
        pygame.draw.rect(surface, palette.HIGHLIGHT, panel, 2, border_radius=h // 60)
        px = max(14, h // 30)
        font = self.app.font(px, True)
        vp = sum(VP[c] for c in self.cards)
        head = ngettext("{pile}: {n} card, {points} points (sorted; order hidden)",
                        "{pile}: {n} cards, {points} points (sorted; order hidden)",
                        len(self.cards)).format(pile=self.title, n=len(self.cards),
                                                points=f"{vp:+d}")
        head_px = px
        while font.size(head)[0] > panel.width - 2 * px and head_px > 12:
            head_px -= 1  # German runs longer
            font = self.app.font(head_px, True)
        surface.blit(font.render(head, True, palette.TABLE_TEXT), (panel.x + px, panel.y + px))
        small = self.app.font(max(11, px * 3 // 4), False)
        top = panel.y + px + font.get_linesize() + px // 2  # the lanes start below the title
        bottom = panel.bottom - small.get_linesize() - px // 2  # and end above the hint
        lane_h = (bottom - top) // 4
        for i, suit in enumerate(SUITS):
            lane = pygame.Rect(panel.x + px * 5, top + i * lane_h,
                               panel.width - px * 6, lane_h - px // 3)
            cards = [c for c in self.cards if c[0] == suit]
            count = _("{n} {suit}").format(n=len(cards), suit=_(SUIT_NAMES[suit]))
            # "3 green": "green 3" would name a card
            label = small.render(count, True, palette.TABLE_TEXT)
            surface.blit(label, label.get_rect(midleft=(panel.x + px, lane.centery)))
            cw = int(lane.height / 1.4)
            for card, rect in zip(cards, row(lane, len(cards), (cw, lane.height)), strict=True):
                surface.blit(self.images.card(card, rect.size), rect)
        hint = small.render(_("Any key or click closes"), True, palette.TABLE_TEXT_MUTED)
        surface.blit(hint, hint.get_rect(bottomright=(panel.right - px, panel.bottom - px // 3)))
