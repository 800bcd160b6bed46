"""The window: windowed or full screen, resizable, remembered between runs.

``WindowHost`` is the App's window half: it opens the display surface (full screen when asked
and possible, else a resizable window no smaller than ``MIN_SIZE``), toggles full screen (F11,
Alt+Enter), tells the scenes when the size changes and keeps the size in the settings.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.storage.settings import Settings
    from game.ui.art import CardArt
    from game.ui.scene import Scene

MIN_SIZE = (640, 400)
DEFAULT_SIZE = (1280, 800)
MAX_SIZE = (3200, 2000)
"""The largest window the game opens (a saved or asked-for size beyond it is cut down)."""


class WindowHost:
    """Owns ``screen``; the class using it provides ``settings``, ``scenes`` and saving."""

    screen: pygame.Surface
    fullscreen: bool
    settings: Settings
    scenes: list[Scene]
    art: CardArt
    _windowed_size: tuple[int, int]

    def _save_settings(self) -> None:
        raise NotImplementedError

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
        size = (min(MAX_SIZE[0], max(MIN_SIZE[0], int(self._windowed_size[0]))),
                min(MAX_SIZE[1], max(MIN_SIZE[1], int(self._windowed_size[1]))))
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self._windowed_size = self.size
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window()
        self._resized()
        self._remember_window()

    def _resized(self) -> None:
        self.screen = pygame.display.get_surface() or self.screen
        for scene in self.scenes:
            scene.resize(self.size)

    def _remember_window(self) -> None:
        try:
            changes: dict[str, Any] = {"fullscreen": self.fullscreen}
            if not self.fullscreen:
                changes["window_size"] = (max(MIN_SIZE[0], self.size[0]),
                                          max(MIN_SIZE[1], self.size[1]))
            settings = self.settings.replace(**changes)
        except (ValueError, TypeError):
            return
        if settings != self.settings:
            self.settings = settings
            self._save_settings()

    def refresh_rate(self) -> int:
        with contextlib.suppress(Exception):
            rate = int(pygame.display.get_current_refresh_rate())
            if rate >= 30:
                return rate
        return 60

    def _set_icon(self) -> None:
        with contextlib.suppress(Exception):
            pygame.display.set_icon(self.art.icon(64))

    def window_event(self, event: pygame.event.Event) -> bool:
        """Handle resizing and the full-screen keys; True if ``event`` was one of them."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            if not self.fullscreen:
                self._remember_window()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and \
                getattr(event, "mod", 0) & pygame.KMOD_ALT:
            self.toggle_fullscreen()
            return True
        return False
