"""The title screen: the game's name, a fan of cards, and the way into every other screen."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.ui import palette
from game.ui.scenes.base import MenuScene, go, rosette, tulip
from game.ui.widgets import Button, blit_text, draw_panel

GAME_NAME = "Dutch Blitz Table"
TAGLINE = "an unofficial Dutch Blitz game"

_FAN = (("R", 1), ("Y", 2), ("B", 3), ("G", 4), ("R", 5))


class TitleScene(MenuScene):
    """New game / Continue (when a match can be resumed) / How to play / Statistics /
    Replays / Settings / Quit."""

    def build(self) -> None:
        from game.ui.scenes.howto import HowToPlayScene
        from game.ui.scenes.replays import ReplaysScene
        from game.ui.scenes.settings import SettingsScene
        from game.ui.scenes.setup import SetupScene
        from game.ui.scenes.statistics import StatisticsScene

        self.buttons = {
            "new": Button("New game", lambda: go(self.app, SetupScene(self.app)), primary=True,
                          hotkey=pygame.K_n),
            "continue": Button("Continue", self._continue, hotkey=pygame.K_c),
            "howto": Button("How to play", lambda: go(self.app, HowToPlayScene(self.app)),
                            hotkey=pygame.K_h),
            "stats": Button("Statistics", lambda: go(self.app, StatisticsScene(self.app)),
                            hotkey=pygame.K_s),
            "replays": Button("Replays", lambda: go(self.app, ReplaysScene(self.app)),
                              hotkey=pygame.K_r),
            "settings": Button("Settings", lambda: go(self.app, SettingsScene(self.app)),
                               hotkey=pygame.K_o),
            "quit": Button("Quit", self._quit, hotkey=pygame.K_q),
        }
        for button in self.buttons.values():
            self.group.add(button)
        self.buttons["continue"].visible = self.can_continue()
        self.group.focus(self.buttons["new"])

    def can_continue(self) -> bool:
        """A match is in progress and the App can take the player back to it."""
        session = getattr(self.app, "session", None)
        match = getattr(session, "match", None)
        resume = getattr(self.app, "resume_match", None)
        return callable(resume) and match is not None and not getattr(match, "over", True)

    def enter(self) -> None:
        self.buttons["continue"].visible = self.can_continue()

    def _continue(self) -> None:
        if self.can_continue():
            self.app.resume_match()

    def _quit(self) -> None:
        quit_ = getattr(self.app, "quit", None)
        if callable(quit_):
            quit_()
        else:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    def back(self) -> None:
        """Esc on the title does nothing (Quit is a button)."""

    def layout(self) -> None:
        w, h = self.size
        shown = [b for b in self.buttons.values() if b.visible]
        bw, bh, gap = self.px(300), self.px(54), self.px(16)
        total = len(shown) * bh + (len(shown) - 1) * gap
        panel_w = bw + self.px(80)
        panel_h = total + self.px(80)
        cx = int(w * 0.76)
        self.panel = pygame.Rect(0, 0, panel_w, panel_h)
        self.panel.center = (cx, h // 2 + self.px(10))
        y = self.panel.y + self.px(40)
        for button in shown:
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.midtop = (cx, y)
            y += bh + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        left_cx = int(w * 0.33)
        # the title block
        y = int(h * 0.21)
        for dx, dy, colour in ((self.px(4), self.px(4), palette.TABLE_FELT_DARK),
                               (0, 0, palette.TABLE_TEXT)):
            image = self.style.text(GAME_NAME, 58, colour, bold=True)
            title_rect = blit_text(surface, image, "center", (left_cx + dx, y + dy))
        tag = self.style.text(TAGLINE, 24, palette.HIGHLIGHT)
        blit_text(surface, tag, "center", (left_cx, title_rect.bottom + self.px(18)))
        r = self.px(22)
        rosette(surface, (title_rect.left - r * 1.6, y), r)
        rosette(surface, (title_rect.right + r * 1.6, y), r)
        # a fan of cards
        self._draw_fan(surface, (left_cx, int(h * 0.6)))
        base_y = int(h * 0.9)
        for i, colour in enumerate((palette.RED, palette.YELLOW, palette.BLUE, palette.GREEN,
                                    palette.RED)):
            tulip(surface, (left_cx + (i - 2) * self.px(64), base_y), self.px(54), colour)
        draw_panel(surface, self.panel, self.style)
        hint = self.style.text("Arrow keys and Enter, or the mouse", 15, palette.TABLE_TEXT_MUTED)
        blit_text(surface, hint, "midtop", (self.panel.centerx, self.panel.bottom + self.px(18)))

    def _draw_fan(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        art = getattr(self.app, "art", None)
        if art is None:
            return
        width = self.px(124)
        cb = bool(getattr(getattr(self.app, "settings", None), "colour_blind_symbols", False))
        n = len(_FAN)
        radius = self.px(420)
        pivot = (centre[0], centre[1] + radius)
        for i, (colour, number) in enumerate(_FAN):
            angle = (i - (n - 1) / 2) * 9.0
            face = art.face(colour, number, width, colour_blind=cb)
            shadow = pygame.Surface(face.get_size(), pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 70))
            shadow.blit(face, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            rad = math.radians(angle)
            pos = (pivot[0] + math.sin(rad) * radius, pivot[1] - math.cos(rad) * radius)
            for image, offset in ((shadow, self.px(6)), (face, 0)):
                turned = pygame.transform.rotozoom(image, -angle, 1.0)
                rect = turned.get_rect(center=(pos[0] + offset, pos[1] + offset))
                surface.blit(turned, rect)

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info["buttons"] = [b.label for b in self.buttons.values() if b.visible]
        return info
