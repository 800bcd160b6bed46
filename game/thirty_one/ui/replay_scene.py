"""Blitz (31)'s replay viewer: a saved match on the same table painter as the live game, with
every hand face up (play / pause, step, speed, jump to a hand)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.thirty_one.rules.core import view_of
from game.thirty_one.ui.game_ui import thirty_one_ui
from game.thirty_one.ui.layout import table_layout
from game.thirty_one.ui.painter import Decor
from game.thirty_one.ui.replay_model import ReplayCursor, describe
from game.ui import palette
from game.ui.scenes.base import MenuScene
from game.ui.services import Services
from game.ui.widgets import INK, Button

Line = dict[str, Any]


class ReplayScene(MenuScene):
    """Watch one match: play / pause, step back and forward, speed, jump to a hand."""

    def __init__(self, app: Services, lines: Sequence[Line], title: str = "") -> None:
        self.cursor = ReplayCursor(lines)
        self.title = title
        super().__init__(app)

    def build(self) -> None:
        c = self.cursor
        self.buttons: list[tuple[Button, int]] = []
        actions: list[tuple[str, Callable[[], None], int]] = [
            ("« Hand", lambda: c.hand_by(-1), 104), ("‹ Step", lambda: c.step_by(-1), 100),
            ("Play", c.toggle, 110), ("Step ›", lambda: c.step_by(1), 100),
            ("Hand »", lambda: c.hand_by(1), 104), ("Slower", lambda: c.set_speed(-1), 100),
            ("Faster", lambda: c.set_speed(1), 100)]
        for label, action, width in actions:
            button = Button(label, action, primary=label == "Play", size=18)
            self.buttons.append((button, width))
            self.group.add(button)
        self.play = self.buttons[2][0]
        self.close_button = Button("Close", self.back, size=18)
        self.group.add(self.close_button)
        self.group.focus(self.play)

    def handle(self, event: pygame.event.Event) -> None:
        c = self.cursor
        if event.type == pygame.KEYDOWN:
            keys: dict[int, Callable[[], None]] = {
                pygame.K_LEFT: lambda: c.step_by(-1), pygame.K_RIGHT: lambda: c.step_by(1),
                pygame.K_PAGEUP: lambda: c.hand_by(-1), pygame.K_PAGEDOWN: lambda: c.hand_by(1),
                pygame.K_SPACE: c.toggle, pygame.K_MINUS: lambda: c.set_speed(-1),
                pygame.K_EQUALS: lambda: c.set_speed(1)}
            if event.key in keys:
                keys[event.key]()
                return
        super().handle(event)

    def update(self, dt: float) -> None:
        self.cursor.advance(dt)
        self.play.label = "Pause" if self.cursor.playing else "Play"

    def layout(self) -> None:
        w, h = self.size
        bar_h = self.px(96)
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        self.table_area = pygame.Rect(0, 0, w, h - bar_h)
        y = self.bar.centery + self.px(12)
        x = self.px(16)
        for button, width in self.buttons:
            button.rect = pygame.Rect(x, 0, self.px(width), self.px(42))
            button.rect.centery = y
            x = button.rect.right + self.px(8)
        self.close_button.rect = pygame.Rect(0, 0, self.px(110), self.px(42))
        self.close_button.rect.midright = (w - self.px(16), y)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        area = surface.subsurface(self.table_area)
        step = self.cursor.step
        if step is not None and self.cursor.seats:
            state = step.state
            layout = table_layout(area.get_size(), state.seats)
            painter = thirty_one_ui(self.app).painter()
            decor = Decor(now=0.0, you=None, reveal=True, hands=state.hands,
                          status=describe(step.line, self.cursor.seats))
            painter.draw(area, layout, view_of(state, 0), self.cursor.seats, decor)
        else:
            area.blit(self.backdrop(), (0, 0))
            self.text(area, self.cursor.error or "This record holds no hand to show.", 22,
                      area.get_rect().center, palette.TABLE_TEXT, anchor="center")
        self._draw_bar(surface)
        self.group.draw(surface, self.style)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        bar = self.bar
        pygame.draw.rect(surface, palette.PAPER, bar)
        pygame.draw.line(surface, INK, bar.topleft, bar.topright, max(2, self.px(3)))
        c = self.cursor
        if len(c.steps) > 1:
            filled = pygame.Rect(0, bar.y + self.px(4), bar.width * c.index // (len(c.steps) - 1),
                                 self.px(6))
            pygame.draw.rect(surface, palette.RED, filled)
        caption = describe(c.step.line, c.seats) if c.step is not None else ""
        if c.error and c.at_end:
            caption = f"Stopped: {c.error}"
        label = f"{self.title + '  ·  ' if self.title else ''}{c.speed:g}×  ·  {caption}"
        image = self.style.text(label, 15, INK)
        surface.blit(image, (self.px(20), bar.y + self.px(14)))

    def describe(self) -> dict[str, Any]:
        c = self.cursor
        return {"scene": "ReplayScene", "index": c.index, "steps": len(c.steps),
                "playing": c.playing, "error": c.error,
                "line": c.step.line.get("type") if c.step else None}
