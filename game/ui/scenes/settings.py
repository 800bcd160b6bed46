"""The settings screen: every app setting, applied and saved the moment it changes."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.names import drawable_name
from game.i18n import (
    DEFAULT_PLAYER_NAME,
    LANGUAGE_CHOICES,
    LANGUAGE_NAMES,
    N_,
    _,
    number,
    player_name,
    use_language,
)
from game.storage.settings import Settings
from game.ui import palette
from game.ui.scenes.base import MenuScene
from game.ui.scenes.common import WINDOW_CHOICES
from game.ui.widgets import Button, Slider, Stepper, TextField, Toggle, Widget, draw_panel

BOT_SPEEDS: tuple[float, ...] = (0.5, 0.75, 1.0, 1.5, 2.0)
"""Bot speed choices: a scale of every bot's thinking time (above 1 slower)."""

_SPEED_NAMES = {0.5: N_("Much quicker"), 0.75: N_("Quicker"), 1.0: N_("Normal speed"),
                1.5: N_("Slower"), 2.0: N_("Much slower")}


def speed_name(scale: float) -> str:
    """A bot speed in the player's language."""
    name = _SPEED_NAMES.get(scale)
    return _(name) if name else _("{scale}× thinking time").format(scale=number(scale))


def language_name(choice: str) -> str:
    """A language choice as the setting shows it ("Deutsch"; "System" translated)."""
    return _(LANGUAGE_NAMES.get(choice, choice))


class SettingsScene(MenuScene):
    """The app's own settings in two columns: you and the table (name, the bots' speed) and
    sound and display (volume, mute, motion, colour-blind symbols, window size, full screen).
    Each game's own choices (opponents, levels, options) are on its setup screen."""

    heading = N_("Settings")
    subheading = N_("Changes apply at once and are kept for next time")
    rests = True

    def build(self) -> None:
        s = self.app.settings
        self.name_field = TextField(
            N_("Your name"), player_name(s.player_name),
            lambda v: self.change(player_name=drawable_name(v, DEFAULT_PLAYER_NAME)))
        speeds = sorted(set(BOT_SPEEDS) | {s.bot_speed})
        self.bot_speed = Stepper(N_("Computer players"), speeds, speeds.index(s.bot_speed),
                                 lambda v: self.change(bot_speed=v), fmt=speed_name)
        choices = list(LANGUAGE_CHOICES)
        self.language = Stepper(N_("Language"), choices,
                                choices.index(s.language) if s.language in choices else 0,
                                lambda v: self.change(language=v), fmt=language_name)
        self.volume = Slider(N_("Volume"), s.volume, lambda v: self.change(volume=round(v, 2)))
        self.mute = Toggle(N_("Mute"), s.muted, lambda v: self.change(muted=v))
        self.motion = Toggle(N_("Reduced motion"), s.reduced_motion,
                             lambda v: self.change(reduced_motion=v))
        self.symbols = Toggle(N_("Colour-blind symbols"), s.colour_blind_symbols,
                              lambda v: self.change(colour_blind_symbols=v))
        sizes = sorted(set(WINDOW_CHOICES) | {tuple(s.window_size)})
        self.window = Stepper(N_("Window size"), sizes, sizes.index(tuple(s.window_size)),
                              lambda v: self.change(window_size=tuple(v)),
                              fmt=lambda v: f"{v[0]} × {v[1]}")
        self.fullscreen = Toggle(N_("Full screen (F11)"), s.fullscreen,
                                 lambda v: self.change(fullscreen=v))
        self.done = Button(N_("Done"), self.back, primary=True)
        self.left: list[Widget] = [self.name_field, self.bot_speed, self.language]
        self.right: list[Widget] = [self.volume, self.mute, self.motion, self.symbols,
                                    self.window, self.fullscreen]
        for widget in (*self.left, *self.right, self.done):
            self.group.add(widget)
        self._sync(s)
        self.group.focus(self.bot_speed)

    def _sync(self, s: Settings) -> None:
        self.window.enabled = not s.fullscreen

    def change(self, **changes: Any) -> None:
        """Apply one change now and save it."""
        current = self.app.settings
        try:
            new = current.replace(**changes)
        except (ValueError, TypeError):
            self.app.play("refuse")
            return
        if new == current:
            return
        self.app.update_settings(new)
        if "window_size" in changes and not new.fullscreen:
            self._resize_window(new.window_size)
        if "language" in changes:
            use_language(new.language)
        if "volume" in changes or "muted" in changes:
            self.app.play("place")
        self._sync(new)
        self.layout()

    def _resize_window(self, size: tuple[int, int]) -> None:
        """Give the window its new size now; the App hears of it as a window resize."""
        surface = pygame.display.get_surface() if pygame.display.get_init() else None
        if surface is None or surface.get_size() == tuple(size):
            return
        try:
            pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error:
            return
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.VIDEORESIZE or event.type == getattr(pygame, "WINDOWRESIZED", -1)
                or (event.type == pygame.KEYDOWN and event.key == pygame.K_F11)):
            # the App may have toggled full screen or resized: show what the settings say now
            super().handle(event)
            s = self.app.settings
            self.fullscreen.value = s.fullscreen
            self._sync(s)
            return
        super().handle(event)

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(w - self.px(40), self.px(1200)),
                                 min(h - self.px(130), self.px(660)))
        self.panel.midtop = (w // 2, self.px(118))
        col_w = (self.panel.width - self.px(110)) // 2
        top = self.panel.y + self.px(68)
        rows_left = [wd for wd in self.left if wd.visible]
        avail = self.panel.bottom - self.px(30) - top
        row_h = min(self.px(50), max(self.px(30), avail // max(1, len(rows_left)) - self.px(6)))
        gap = self.px(6)
        self.columns = []
        for x, rows in ((self.panel.x + self.px(40), rows_left),
                        (self.panel.x + self.px(70) + col_w, self.right)):
            self.columns.append(x)
            y = top
            for widget in rows:
                widget.rect = pygame.Rect(x, y, col_w, row_h)
                y += row_h + gap
        self.done.rect = pygame.Rect(0, 0, self.px(200), self.px(56))
        self.done.rect.bottomright = (self.panel.right - self.px(40),
                                      self.panel.bottom - self.px(30))

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        y = self.panel.y + self.px(30)
        titles = (_("You and the table"), _("Sound and display"))
        for x, title in zip(self.columns, titles, strict=True):
            self.text(surface, title, 24, (x + self.px(12), y), palette.RED, True, "topleft")
        sample_y = self.fullscreen.rect.bottom + self.px(18)
        x = self.columns[1] + self.px(12)
        if self.done.rect.top - sample_y > self.px(60):
            self._sample(surface, x, sample_y)

    def _sample(self, surface: pygame.Surface, x: int, y: int) -> None:
        """A row of cards showing how faces look with the current settings."""
        art = self.app.art
        cb = self.app.settings.colour_blind_symbols
        width = min(self.px(52), int((self.done.rect.top - y - self.px(10)) / 1.4))
        if width < 20:
            return
        for i, (colour, value) in enumerate((("R", 7), ("B", 6), ("Y", 5), ("G", 4))):
            surface.blit(art.face(colour, value, width, colour_blind=cb),
                         (x + i * (width + self.px(10)), y))

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info["settings"] = self.app.settings.to_json()
        return info
