"""Dutch's replay viewer: a saved match played back on the same table painter as the live game,
with every card shown (a replay is the referee's view). Step with the arrow keys or the
buttons, play / pause with P or Space, jump with Home / End; Esc closes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.dutch.rules.view import view as view_of
from game.dutch.ui.layout import table_layout
from game.dutch.ui.painter import Decor, TablePainter
from game.dutch.ui.replay_model import Frame, Line, build_frames, show_all
from game.ui import palette
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.sprites import CardImages

STEP_SECONDS = 1.2
BUTTONS = (("first", "|<"), ("back", "<"), ("play", "Play"), ("next", ">"), ("last", ">|"),
           ("close", "Close"))


class ReplayScene(Scene):
    """Watch one match, position by position."""

    def __init__(self, app: Services, lines: Sequence[Line], images: CardImages,
                 title: str = "") -> None:
        super().__init__(app)
        self.frames: list[Frame]
        self.frames, self.problem = build_frames(lines)
        self.names = tuple(s["name"] for s in lines[0]["seats"]) if lines and isinstance(
            lines[0], dict) and "seats" in lines[0] else ()
        self.title = title
        self.images = images
        self.painter = TablePainter(app.art, images, app.font)
        self.index = 0
        self.playing = False
        self.clock = 0.0
        self.buttons: dict[str, pygame.Rect] = {}

    # --- moving ------------------------------------------------------------------------------
    def go(self, name: str) -> None:
        last = max(0, len(self.frames) - 1)
        if name == "close":
            self.app.pop()
            return
        if name == "play":
            self.playing = not self.playing
            self.clock = 0.0
            return
        self.playing = False
        target = {"first": 0, "last": last, "back": self.index - 1,
                  "next": self.index + 1}.get(name, self.index)
        self.index = max(0, min(last, target))

    def handle(self, event: pygame.event.Event) -> None:
        keys = {pygame.K_LEFT: "back", pygame.K_RIGHT: "next", pygame.K_HOME: "first",
                pygame.K_END: "last", pygame.K_p: "play", pygame.K_SPACE: "play",
                pygame.K_ESCAPE: "close", pygame.K_BACKSPACE: "close"}
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.go(keys[event.key])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for name, rect in self.buttons.items():
                if rect.collidepoint(event.pos):
                    self.go(name)

    def update(self, dt: float) -> None:
        if not self.playing:
            return
        self.clock += dt
        if self.clock >= STEP_SECONDS:
            self.clock = 0.0
            if self.index + 1 < len(self.frames):
                self.index += 1
            else:
                self.playing = False

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if not self.frames:
            surface.fill(palette.TABLE_FELT_DARK)
            self._bar(surface, self.problem or "This record holds no table to show")
            return
        frame = self.frames[self.index]
        bar_h = max(12, size[1] // 40) * 2
        surface.fill(palette.INK)
        area = surface.subsurface(pygame.Rect(0, bar_h, size[0], size[1] - bar_h))
        layout = table_layout(area.get_size(), frame.state.seats)
        widths = sorted({layout.seats[0].card[0], layout.seats[-1].card[0], layout.pile[0]})
        if self.images.widths != widths:
            self.images.set_widths(widths)
        view = view_of(show_all(frame.state), 0)
        names = self.names or tuple(str(i) for i in range(frame.state.seats))
        decor = Decor(names, totals=frame.totals, show_all=True,
                      heading=f"Replay: round {frame.state.round}")
        self.painter.draw(area, layout, view, decor)
        caption = f"{self.index + 1}/{len(self.frames)}  {frame.caption}"
        if self.problem and self.index == len(self.frames) - 1:
            caption += f"  (the record stops: {self.problem})"
        self._bar(surface, caption)

    def _bar(self, surface: pygame.Surface, caption: str) -> None:
        w, h = surface.get_size()
        px = max(12, h // 40)
        font = self.app.font(px, True)
        bar = pygame.Rect(0, 0, w, px * 2)
        pygame.draw.rect(surface, palette.INK, bar)
        text = font.render(caption, True, palette.PAPER)
        surface.blit(text, text.get_rect(midleft=(px, bar.centery)))
        x = w - px
        self.buttons = {}
        for name, label in reversed(BUTTONS):
            shown = "Pause" if name == "play" and self.playing else label
            image = font.render(shown, True, palette.INK)
            box = image.get_rect().inflate(px, px // 3)
            box.midright = (x, bar.centery)
            pygame.draw.rect(surface, palette.HIGHLIGHT, box, border_radius=box.height // 3)
            surface.blit(image, image.get_rect(center=box.center))
            self.buttons[name] = box
            x = box.left - px // 2

    def describe(self) -> dict[str, Any]:
        return {"scene": "ReplayScene", "index": self.index, "frames": len(self.frames),
                "problem": self.problem}
