"""How to play: a game's rules in pictures, page by page (``HowToPage`` from the game's UI).

Left/Right or the buttons turn the pages. The scene is also the pen the pages draw their
pictures with: cards, card backs, captions and arrows at the window's scale.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from game.core.registry import get_game
from game.i18n import N_, _
from game.ui import palette
from game.ui.howto_page import HowToPage
from game.ui.scenes.base import MenuScene
from game.ui.services import Services
from game.ui.widgets import INK, Button, blit_text, draw_panel


class HowToPlayScene(MenuScene):
    """The rules in pictures, page by page."""

    heading = N_("How to play")
    rests = True

    def __init__(self, app: Services, pages: Sequence[HowToPage] | None = None,
                 page: int = 0, game_id: str | None = None) -> None:
        if pages is None:
            game_id = game_id or app.chosen_game
            pages = app.game_ui(game_id).howto_pages()
            self.subheading = get_game(game_id).name
        self.pages = tuple(pages)
        self.page = page
        super().__init__(app)

    def build(self) -> None:
        self.prev_button = Button(N_("Previous"), lambda: self.turn(-1))
        self.next_button = Button(N_("Next"), lambda: self.turn(1), primary=True)
        self.done_button = Button(N_("Back"), self.back)
        for b in (self.done_button, self.prev_button, self.next_button):
            self.group.add(b)
        self.group.focus(self.next_button)
        self._sync()

    def _sync(self) -> None:
        self.prev_button.enabled = self.page > 0
        last = self.page == len(self.pages) - 1
        self.next_button.label = N_("Done") if last else N_("Next")

    def turn(self, delta: int) -> None:
        if self.page + delta >= len(self.pages):
            self.back()
            return
        new = max(0, min(len(self.pages) - 1, self.page + delta))
        if new != self.page:
            self.page = new
            self.app.play("flip")
        self._sync()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn(1 if event.key == pygame.K_PAGEDOWN else -1)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if self.page < len(self.pages) - 1 or event.key == pygame.K_LEFT:
                self.turn(1 if event.key == pygame.K_RIGHT else -1)
            return
        super().handle(event)

    def layout(self) -> None:
        w, h = self.size
        top = self.px(128) if self.subheading else self.px(112)  # below the game's name
        self.panel = pygame.Rect(0, 0, min(w - self.px(60), self.px(1160)),
                                 min(h - top - self.px(28), self.px(640)))
        self.panel.midtop = (w // 2, top)
        bw, bh = self.px(170), self.px(52)
        y = self.panel.bottom - self.px(28)
        self.next_button.rect = pygame.Rect(0, 0, bw, bh)
        self.next_button.rect.bottomright = (self.panel.right - self.px(36), y)
        self.prev_button.rect = pygame.Rect(0, 0, bw, bh)
        self.prev_button.rect.bottomright = (self.next_button.rect.left - self.px(16), y)
        self.done_button.rect = pygame.Rect(0, 0, bw, bh)
        self.done_button.rect.bottomleft = (self.panel.x + self.px(36), y)

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        page = self.pages[self.page]
        x, y = self.panel.x + self.px(44), self.panel.y + self.px(40)
        inner_w = self.panel.width - self.px(88)
        wide = page.wide
        text_w = inner_w if wide else int(self.panel.width * 0.4)
        self.text(surface, f"{self.page + 1}. {_(page.title)}", 32, (x, y), palette.RED, True,
                  "topleft")
        below = self.paragraph(surface, _(page.text), 19,
                               pygame.Rect(x, y + self.px(62), text_w, 0), INK)
        bottom = self.next_button.rect.top - self.px(24)
        if wide:
            picture = pygame.Rect(x, below + self.px(16), inner_w, bottom - below - self.px(16))
        else:
            left = x + text_w + self.px(40)
            picture = pygame.Rect(left, y, self.panel.right - self.px(44) - left, bottom - y)
            mat = picture.inflate(self.px(24), self.px(12))
            pygame.draw.rect(surface, palette.TABLE_FELT, mat, border_radius=self.px(14))
            pygame.draw.rect(surface, palette.TABLE_FELT_DARK, mat, max(2, self.px(3)),
                             border_radius=self.px(14))
            picture = picture.inflate(-self.px(16), -self.px(24))
        page.picture(self, surface, picture)
        # page dots
        n = len(self.pages)
        gap = self.px(22)
        cx0 = self.panel.centerx - (n - 1) * gap // 2
        for i in range(n):
            centre = (cx0 + i * gap, self.next_button.rect.centery)
            if i == self.page:
                pygame.draw.circle(surface, palette.RED, centre, self.px(7))
            pygame.draw.circle(surface, INK, centre, self.px(7), max(1, self.px(2)))

    # --- picture helpers
    def _cb(self) -> bool:
        return self.app.settings.colour_blind_symbols

    def card(self, surface: pygame.Surface, code: str, topleft: tuple[float, float],
             width: int, angle: float = 0.0) -> pygame.Rect:
        """Draw a face-up card (``"R7"``) with a soft shadow."""
        face = self.app.art.deck("colour_blind" if self._cb() else None).face(code, width)
        return self._blit_card(surface, face, topleft, angle)

    def back_card(self, surface: pygame.Surface, topleft: tuple[float, float], width: int,
                  deck: str = "pump") -> pygame.Rect:
        return self._blit_card(surface, self.app.art.back(deck, width), topleft, 0.0)

    def _blit_card(self, surface: pygame.Surface, image: pygame.Surface,
                   topleft: tuple[float, float], angle: float) -> pygame.Rect:
        if angle:
            image = pygame.transform.rotozoom(image, angle, 1.0)
        shadow = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 60))
        shadow.blit(image, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        off = self.px(4)
        surface.blit(shadow, (topleft[0] + off, topleft[1] + off))
        return surface.blit(image, topleft)

    def caption(self, surface: pygame.Surface, text: str, midtop: tuple[int, int],
                colour: palette.RGB = palette.TABLE_TEXT, size: float = 16,
                width: int = 0) -> pygame.Rect:
        """``text`` (already in the player's language) in bold, centred under ``midtop``; with
        ``width``, wrapped to that many pixels (the captions of cards side by side never run
        into each other) and a word still wider drawn smaller."""
        lines = self.wrap(text, size, width, bold=True) if width else [text]
        x, y = midtop
        drawn = pygame.Rect(x, y, 0, 0)
        for line in lines:
            image = self.style.fitted(line, size, colour, True, width)
            rect = blit_text(surface, image, "midtop", (x, y))
            drawn.union_ip(rect)
            y = rect.bottom
        return drawn

    def arrow(self, surface: pygame.Surface, start: tuple[float, float],
              end: tuple[float, float], colour: palette.RGB = palette.HIGHLIGHT) -> None:
        width = max(3, self.px(5))
        pygame.draw.line(surface, colour, start, end, width)
        angle = math.atan2(end[1] - start[1], end[0] - start[0])
        size = self.px(16)
        tip = [end,
               (end[0] - size * math.cos(angle - 0.5), end[1] - size * math.sin(angle - 0.5)),
               (end[0] - size * math.cos(angle + 0.5), end[1] - size * math.sin(angle + 0.5))]
        pygame.draw.polygon(surface, colour, tip)

    def card_width(self, area: pygame.Rect, across: float, down: float = 1.6) -> int:
        """A card width so ``across`` cards fit the width and ``down`` card heights the height."""
        return max(20, int(min(area.width / across, area.height / (down * 1.4))))

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info.update(page=self.page, title=self.pages[self.page].title, pages=len(self.pages))
        return info
