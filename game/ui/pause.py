"""The pause menu over the table: Resume, How to play (the pages of the game on the table),
Restart the match, Settings, Quit to the title.

Pushed by a table scene on Esc (or its pause button) over a ``Pausable`` match. While it is
up the match's table clock is stopped, so no bot moves; Resume (or Esc again) pops it and the
clock runs on. Restart asks first (the button turns into "Yes, discard this match"; a second
press confirms), then asks the game for a fresh match of the same kind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import N_, _
from game.ui.overlay_panel import OverlayPanel, Pausable
from game.ui.services import Services
from game.ui.widgets import Button, ui_scale

CONFIRM_RESTART = N_("Yes, discard this match")


class PauseScene(OverlayPanel):
    """The pause menu's panel over the held table."""

    def __init__(self, app: Services, session: Pausable,
                 restart: Callable[[], None], game_id: str | None = None) -> None:
        super().__init__(app, session, {
            "resume": Button(N_("Resume"), self.resume, primary=True, hotkey=pygame.K_r),
            "howto": Button(N_("How to play"), self.howto, hotkey=pygame.K_h),
            "restart": Button(N_("Restart match"), self.restart),
            "settings": Button(N_("Settings"), self.settings, hotkey=pygame.K_o),
            "quit": Button(N_("Quit to title"), self.quit, hotkey=pygame.K_q),
        }, focus="resume")
        self.restart_match = restart
        self.game_id = game_id or app.chosen_game
        """The game on the table, whose how-to pages the menu opens."""
        self.confirming = False
        """Restart was pressed once: the next press discards the match."""

    # --- actions ----------------------------------------------------------------------------
    def resume(self) -> None:
        self.carry_on()

    def restart(self) -> None:
        button = self.buttons["restart"]
        if not self.confirming:
            self.confirming = True
            button.label = CONFIRM_RESTART
            self.group.focus(button)
            return
        self.restart_match()

    def howto(self) -> None:
        """The game's how-to pages over the paused table; Back comes back to this menu."""
        from game.ui.scenes.howto import HowToPlayScene

        self.app.push(HowToPlayScene(self.app, game_id=self.game_id))

    def settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.to_title()

    # --- scene contract -------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.style.scale = ui_scale(size)
        px = self.style.px
        bw, bh, gap = px(300), px(54), px(14)
        n = len(self.buttons)
        self.panel = pygame.Rect(0, 0, bw + px(90), n * bh + (n - 1) * gap + px(150))
        self.panel.center = (size[0] // 2, size[1] // 2)
        y = self.panel.y + px(100)
        for button in self.buttons.values():
            button.rect = pygame.Rect(0, y, bw, bh)
            button.rect.centerx = self.panel.centerx
            y += bh + gap

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
            self.resume()
            return
        if event.type == pygame.KEYDOWN:
            for button in self.buttons.values():
                if button.hotkey == event.key and not event.mod & pygame.KMOD_CTRL:
                    button.click()
                    return
        self.group.handle(event)

    def draw_inside(self, surface: pygame.Surface) -> None:
        self.title(surface, _("Paused"), 40)

    def describe(self) -> dict[str, Any]:
        return {"scene": "PauseScene", "paused": self.session.paused}


__all__ = ["CONFIRM_RESTART", "Pausable", "PauseScene"]
