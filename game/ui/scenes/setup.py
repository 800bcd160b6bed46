"""The new-game screen: opponents and their levels, target score, options; then Start."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.state import Rules
from game.ui import palette
from game.ui.scenes.base import MenuScene, play_sound, settings_of, store_settings
from game.ui.scenes.common import (
    TARGET_CHOICES,
    bot_name,
    deck_of,
    level_name,
    levels,
    nearest_index,
)
from game.ui.widgets import INK, INK_SOFT, Button, Stepper, Toggle, draw_panel


def time_seed() -> int:
    """A fresh match seed from the clock (the match's own generator does the rest)."""
    return time.time_ns() % 2_147_483_647


class SetupScene(MenuScene):
    """Choose the table; Start hands a ``MatchConfig`` to ``app.start_match``."""

    heading = "New game"
    subheading = "Choose your table"

    def __init__(self, app: Any, seed_source: Callable[[], int] = time_seed) -> None:
        self.seed_source = seed_source
        super().__init__(app)

    def build(self) -> None:
        s = settings_of(self.app)
        self.bot_count = s.bot_count
        self.bot_levels = list(s.bot_levels) + [s.bot_levels[-1]] * (3 - len(s.bot_levels))
        self.target = s.target_score
        self.stack = s.move_post_stack
        self.auto_ones = s.auto_play_ones
        order = levels()
        self.count_stepper = Stepper("Opponents", [1, 2, 3], self.bot_count - 1,
                                     self._set_count, fmt=lambda n: f"{n} bot{'s' * (n > 1)}")
        self.level_steppers = [
            Stepper(f"{bot_name(i + 1)}'s level", order,
                    nearest_index(order, self.bot_levels[i]),
                    lambda v, i=i: self._set_level(i, v), fmt=level_name)
            for i in range(3)
        ]
        targets = sorted(set(TARGET_CHOICES) | {self.target})
        self.target_stepper = Stepper("Target score", targets, targets.index(self.target),
                                      self._set_target, fmt=lambda t: f"{t} points")
        self.stack_toggle = Toggle("Move whole Post piles", self.stack, self._set_stack)
        self.ones_toggle = Toggle("Play my 1s for me", self.auto_ones, self._set_ones)
        self.back_button = Button("Back", self.back)
        self.start_button = Button("Start", self.start, primary=True)
        for widget in (self.count_stepper, *self.level_steppers, self.target_stepper,
                       self.stack_toggle, self.ones_toggle, self.back_button,
                       self.start_button):
            self.group.add(widget)
        self._sync()
        self.group.focus(self.start_button)

    # --- changes
    def _sync(self) -> None:
        for i, stepper in enumerate(self.level_steppers):
            stepper.visible = i < self.bot_count

    def _set_count(self, n: int) -> None:
        self.bot_count = n
        self._sync()
        self.layout()

    def _set_level(self, index: int, level: str) -> None:
        self.bot_levels[index] = level

    def _set_target(self, target: int) -> None:
        self.target = target

    def _set_stack(self, on: bool) -> None:
        self.stack = on

    def _set_ones(self, on: bool) -> None:
        self.auto_ones = on

    def remember(self) -> None:
        """Keep the choices as the defaults of the next game."""
        current = settings_of(self.app)
        chosen = current.replace(
            bot_count=self.bot_count, bot_levels=tuple(self.bot_levels[: self.bot_count]),
            target_score=self.target, move_post_stack=self.stack,
            auto_play_ones=self.auto_ones)
        if chosen != current:
            store_settings(self.app, chosen)

    def config(self) -> Any:
        """The ``MatchConfig`` these choices describe (seat 0 is the player)."""
        from game.ui.session import MatchConfig

        settings = settings_of(self.app)
        seats = [SeatInfo(settings.player_name or "You", "human", deck_of(0))]
        seats += [SeatInfo(bot_name(i + 1), "bot", deck_of(i + 1), self.bot_levels[i])
                  for i in range(self.bot_count)]
        rules = Rules.for_seats(len(seats), self.target, self.stack)
        return MatchConfig(seats=seats, rules=rules, seed=int(self.seed_source()),
                           auto_play_ones=self.auto_ones, adaptive_pace=settings.adaptive_pace)

    def start(self) -> None:
        self.remember()
        play_sound(self.app, "blitz")
        self.app.start_match(self.config())

    def back(self) -> None:
        self.remember()
        super().back()

    # --- layout and drawing
    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(w - self.px(60), self.px(1060)),
                                 min(h - self.px(150), self.px(580)))
        self.panel.midtop = (w // 2, self.px(128))
        rows = [self.count_stepper, *[s for s in self.level_steppers if s.visible],
                self.target_stepper, self.stack_toggle, self.ones_toggle]
        col_w = int(self.panel.width * 0.56)
        row_h, gap = self.px(52), self.px(10)
        x, y = self.panel.x + self.px(36), self.panel.y + self.px(40)
        for widget in rows:
            widget.rect = pygame.Rect(x, y, col_w, row_h)
            y += row_h + gap
        for s in self.level_steppers:
            if not s.visible:
                s.rect = pygame.Rect(0, 0, 0, 0)
        bw, bh = self.px(190), self.px(56)
        self.start_button.rect = pygame.Rect(0, 0, bw, bh)
        self.start_button.rect.bottomright = (self.panel.right - self.px(36),
                                              self.panel.bottom - self.px(30))
        self.back_button.rect = pygame.Rect(0, 0, bw, bh)
        self.back_button.rect.bottomright = (self.start_button.rect.left - self.px(20),
                                             self.panel.bottom - self.px(30))
        self.preview = pygame.Rect(x + col_w + self.px(40), self.panel.y + self.px(40), 0, 0)
        self.preview.width = self.panel.right - self.px(36) - self.preview.x
        self.preview.height = self.start_button.rect.top - self.px(24) - self.preview.y

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        self._draw_preview(surface)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        area = self.preview
        self.text(surface, "At the table", 22, (area.x, area.y), INK, bold=True,
                  anchor="topleft")
        settings = settings_of(self.app)
        seats = [(settings.player_name or "You", "Your deck", deck_of(0))]
        seats += [(bot_name(i + 1), level_name(self.bot_levels[i]), deck_of(i + 1))
                  for i in range(self.bot_count)]
        art = getattr(self.app, "art", None)
        card_w = self.px(54)
        y = area.y + self.px(44)
        step = min(self.px(96), (area.bottom - self.px(56) - y) // 4)
        for name, detail, deck in seats:
            if art is not None:
                back = art.back(deck, min(card_w, int(step / 1.45)))
                surface.blit(back, (area.x, y))
                tx = area.x + back.get_width() + self.px(16)
            else:
                tx = area.x
            self.text(surface, name, 22, (tx, y + self.px(6)), INK, bold=True, anchor="topleft")
            self.text(surface, f"{detail} · {deck} deck", 17, (tx, y + self.px(36)), INK_SOFT,
                      anchor="topleft")
            y += step
        rules = (f"First to {self.target} points wins. "
                 + ("Whole Post piles may move. " if self.stack else "")
                 + ("Your 1s go out by themselves." if self.auto_ones else ""))
        self.paragraph(surface, rules, 16, pygame.Rect(area.x, area.bottom - self.px(44),
                                                       area.width, self.px(44)),
                       palette.CARD_COLOURS_DARK["G"])

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info.update(bots=self.bot_count, levels=self.bot_levels[: self.bot_count],
                    target=self.target, stack=self.stack, auto_ones=self.auto_ones)
        return info
