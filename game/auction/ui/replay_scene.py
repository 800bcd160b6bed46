"""The replay viewer for Dutch Auction records: the table step by step, every card face up.

The record is replayed with the rules (``replay_states``); each step is the table after one
move. Left / Right step, Home / End jump, Space plays on by itself, Esc goes back. A record the
rules do not accept is shown with its problem instead.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.auction.rules.replay import replay_states
from game.auction.rules.state import State
from game.auction.rules.view import view as view_of
from game.auction.ui.layout import row, table_layout
from game.auction.ui.painter import Decor, TablePainter
from game.core.definition import Line
from game.ui import palette
from game.ui.scene import Scene
from game.ui.services import Services

AUTO_STEP = 0.9


def _names(lines: list[Line]) -> tuple[str, str]:
    seats = lines[0].get("seats") if lines and isinstance(lines[0], dict) else None
    if isinstance(seats, list) and len(seats) == 2:
        return (str(seats[0].get("name", "Seat 0")), str(seats[1].get("name", "Seat 1")))
    return ("Seat 0", "Seat 1")


class ReplayScene(Scene):
    def __init__(self, app: Services, lines: list[Line], title: str = "") -> None:
        super().__init__(app)
        from game.auction.ui.game_ui import auction_ui

        self.lines = lines
        self.title = title
        self.names = _names(lines)
        self.problem = ""
        try:
            self.steps: list[tuple[int, State]] = replay_states(lines)
        except ValueError as error:
            self.steps, self.problem = [], str(error)
        self.index = 0
        self.auto = False
        self.clock = 0.0
        art, self.images = auction_ui(app).images()
        self.painter = TablePainter(art, self.images, app.font)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self.step(1)
            return
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.pop() if self.app.depth > 1 else self.app.to_title()
        elif event.key == pygame.K_RIGHT:
            self.step(1)
        elif event.key == pygame.K_LEFT:
            self.step(-1)
        elif event.key == pygame.K_HOME:
            self.index = 0
        elif event.key == pygame.K_END:
            self.index = max(0, len(self.steps) - 1)
        elif event.key == pygame.K_SPACE:
            self.auto = not self.auto

    def step(self, delta: int) -> None:
        self.index = max(0, min(len(self.steps) - 1, self.index + delta))

    def update(self, dt: float) -> None:
        if not self.auto:
            return
        self.clock += dt
        if self.clock >= AUTO_STEP:
            self.clock = 0.0
            self.step(1)
            if self.index >= len(self.steps) - 1:
                self.auto = False

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if not self.steps:
            surface.fill(palette.TABLE_FELT_DARK)
            text = self.app.font(24, True).render(
                f"This record cannot be replayed: {self.problem}", True, palette.TABLE_TEXT)
            surface.blit(text, text.get_rect(center=(size[0] // 2, size[1] // 2)))
            return
        layout = table_layout(size)
        count, state = self.steps[self.index]
        view = view_of(state, 0)
        self.painter.draw(surface, layout, view, Decor(self.names))
        hand = state.seats[1].hand
        for card, rect in zip(hand, row(layout.rival_hand, len(hand), layout.small,
                                        centre=True), strict=True):
            surface.blit(self.images.card(card, rect.size), rect)
        line = self.lines[count - 1] if 0 < count <= len(self.lines) else {}
        kind = line.get("type", "") if isinstance(line, dict) else ""
        info = (f"{self.title}  step {self.index + 1}/{len(self.steps)} ({kind})   "
                "Left/Right step, Space plays, Esc back")
        px = max(12, layout.coach.height * 2 // 3)
        image = self.app.font(px, False).render(info, True, palette.PAPER)
        box = image.get_rect(center=layout.coach.center).inflate(px, 2)
        pygame.draw.rect(surface, palette.INK, box, border_radius=box.height // 2)
        surface.blit(image, image.get_rect(center=box.center))

    def describe(self) -> dict[str, Any]:
        return {"scene": "ReplayScene", "step": self.index, "steps": len(self.steps),
                "problem": self.problem}
