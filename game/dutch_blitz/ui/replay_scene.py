"""Dutch Blitz's replay viewer: plays a saved match back on the same table renderer as the
live game (play / pause, step, speed, jump to a hand)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.dutch_blitz.ui.renderer import TableDecor, TableRenderer
from game.dutch_blitz.ui.replay_model import SPEEDS, ReplayCursor
from game.ui import palette
from game.ui.scenes.base import MenuScene
from game.ui.services import Services
from game.ui.widgets import INK, PAPER_SHADE, Button, SeekBar, Stepper

Line = dict[str, Any]


class ReplayScene(MenuScene):
    """Watch one match: play / pause, step back and forward, speed, jump to a hand."""

    def __init__(self, app: Services, lines: Sequence[Line], title: str = "") -> None:
        self.cursor = ReplayCursor(lines)
        self.title = title
        self.renderer: TableRenderer | None = None
        super().__init__(app)

    def build(self) -> None:
        c = self.cursor
        self.first_hand = Button("« Hand", lambda: self._do(c.hand_by, -1), size=18)
        self.back_step = Button("‹ Step", lambda: self._do(c.step_by, -1), size=18)
        self.play = Button("Play", self._toggle, primary=True, size=18)
        self.fwd_step = Button("Step ›", lambda: self._do(c.step_by, 1), size=18)
        self.next_hand = Button("Hand »", lambda: self._do(c.hand_by, 1), size=18)
        self.speed = Stepper("Speed", list(SPEEDS), c.speed_index, self._set_speed,
                             fmt=lambda s: f"{s:g}×", size=18)
        hands = [h.hand for h in c.hands] or [0]
        self.hand_pick = Stepper("Hand", hands, 0, c.jump_to_hand,
                                 fmt=lambda n: f"{n} of {hands[-1]}", size=18)
        self.close_button = Button("Close", self.back, size=18)
        last = max(1, len(c.steps) - 1)
        self.seek = SeekBar(self._seek, [h.index / last for h in c.hands])
        self.group.add(self.seek)
        for w in (self.first_hand, self.back_step, self.play, self.fwd_step, self.next_hand,
                  self.speed, self.hand_pick, self.close_button):
            self.group.add(w)
        self.group.focus(self.play)
        self._sync()

    def _do(self, action: Any, arg: int) -> None:
        action(arg)
        self._sync()

    def _toggle(self) -> None:
        self.cursor.toggle()
        self._sync()

    def _seek(self, fraction: float) -> None:
        c = self.cursor
        c.playing = False
        c.go_to(round(fraction * (len(c.steps) - 1)))
        self._sync()

    def _set_speed(self, speed: float) -> None:
        self.cursor.speed_index = SPEEDS.index(speed)

    def _sync(self) -> None:
        c = self.cursor
        self.play.label = "Pause" if c.playing else "Play"
        if c.hands:
            self.hand_pick.index = c.hand_index()
        self.speed.index = c.speed_index
        self.seek.value = c.index / max(1, len(c.steps) - 1)
        self.back_step.enabled = c.index > 0
        self.fwd_step.enabled = not c.at_end

    def handle(self, event: pygame.event.Event) -> None:
        c = self.cursor
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: (c.step_by, -1), pygame.K_RIGHT: (c.step_by, 1),
                    pygame.K_PAGEUP: (c.hand_by, -1), pygame.K_PAGEDOWN: (c.hand_by, 1),
                    pygame.K_MINUS: (c.set_speed, -1), pygame.K_KP_MINUS: (c.set_speed, -1),
                    pygame.K_EQUALS: (c.set_speed, 1), pygame.K_PLUS: (c.set_speed, 1),
                    pygame.K_KP_PLUS: (c.set_speed, 1)}
            stepping = isinstance(self.group.focused, Stepper) and event.key in (
                pygame.K_LEFT, pygame.K_RIGHT)
            if event.key in keys and not stepping:
                action, arg = keys[event.key]
                self._do(action, arg)
                return
            if event.key == pygame.K_SPACE:
                self._toggle()
                return
            if event.key in (pygame.K_HOME, pygame.K_END):
                c.playing = False
                c.go_to(0 if event.key == pygame.K_HOME else len(c.steps) - 1)
                self._sync()
                return
        super().handle(event)
        self._sync()

    def update(self, dt: float) -> None:
        if self.cursor.advance(dt) or not self.cursor.playing and self.play.label != "Play":
            self._sync()

    def layout(self) -> None:
        w, h = self.size
        bar_h = self.px(96)
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        self.table_area = pygame.Rect(0, 0, w, h - bar_h)
        self.seek.rect = pygame.Rect(self.px(20), self.bar.y + self.px(6), w - self.px(40),
                                     self.px(16))
        y = self.bar.centery + self.px(12)
        bh = self.px(42)
        x = self.px(20)
        for button, width in ((self.first_hand, 104), (self.back_step, 100), (self.play, 110),
                              (self.fwd_step, 100), (self.next_hand, 104)):
            button.rect = pygame.Rect(x, 0, self.px(width), bh)
            button.rect.centery = y
            x = button.rect.right + self.px(10)
        x += self.px(14)
        room = w - x - self.px(130) - self.px(30)
        step_w = max(self.px(150), min(self.px(300), room // 2))
        for stepper in (self.speed, self.hand_pick):
            stepper.rect = pygame.Rect(x, 0, step_w, bh + self.px(6))
            stepper.rect.centery = y
            x = stepper.rect.right + self.px(10)
        self.close_button.rect = pygame.Rect(0, 0, self.px(110), bh)
        self.close_button.rect.midright = (w - self.px(20), y)

    def _renderer(self) -> TableRenderer:
        if self.renderer is None:
            cb = self.app.settings.colour_blind_symbols
            self.renderer = TableRenderer(self.app.art, self.app.font, cb)
        return self.renderer

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        c = self.cursor
        self._sync()
        area = surface.subsurface(self.table_area)
        renderer = self._renderer()
        if c.state is not None:
            human = next((i for i, s in enumerate(c.seats) if s.kind == "human"), None)
            decor = TableDecor(now=c.time, human=human, totals=c.totals(), hand_number=c.hand,
                               target=c.target, glow=self._glow())
            renderer.draw(area, c.state, c.seats, decor)
        else:
            area.blit(self.backdrop(), (0, 0))
            self.text(area, c.error or "This record holds no hand to show.", 22,
                      area.get_rect().center, palette.TABLE_TEXT, anchor="center")
        self._draw_bar(surface)
        self.group.draw(surface, self.style)

    def _glow(self) -> dict[str, tuple[int, int, int]]:
        step = self.cursor.step
        if step is None or step.line.get("type") != "play":
            return {}
        target = str(step.line.get("to", ""))
        seat = step.line.get("seat")
        if target == "dutch:new":
            return {f"dutch:{len(step.state.dutch) - 1}": palette.HIGHLIGHT}
        if target.startswith("dutch:"):
            return {target: palette.HIGHLIGHT}
        return {f"{seat}:{target}": palette.HIGHLIGHT}

    def _draw_bar(self, surface: pygame.Surface) -> None:
        bar = self.bar
        pygame.draw.rect(surface, palette.PAPER, bar)
        pygame.draw.line(surface, INK, bar.topleft, bar.topright, max(2, self.px(3)))
        c = self.cursor
        # progress through the match
        track = pygame.Rect(0, bar.y + self.px(4), bar.width, self.px(6))
        pygame.draw.rect(surface, PAPER_SHADE, track)
        if len(c.steps) > 1:
            filled = track.copy()
            filled.width = round(track.width * c.index / (len(c.steps) - 1))
            pygame.draw.rect(surface, palette.RED, filled)
        caption = c.describe_step()
        if c.error and c.at_end:
            caption = f"Stopped: {c.error}"
        minutes, seconds = divmod(int(c.time), 60)
        label = f"{self.title + '  ·  ' if self.title else ''}Hand {c.hand}  ·  " \
                f"{minutes}:{seconds:02d}  ·  {caption}"
        image = self.style.text(label, 15, INK)
        y = bar.y + self.px(16)
        area = pygame.Rect(self.px(20), y, bar.width - self.px(40), image.get_height())
        surface.blit(image, area, area=pygame.Rect(0, 0, area.width, area.height))

    def describe(self) -> dict[str, Any]:
        c = self.cursor
        state = c.state
        return {"scene": "ReplayScene", "index": c.index, "steps": len(c.steps),
                "hand": c.hand, "playing": c.playing, "speed": c.speed,
                "line": c.step.line.get("type") if c.step else None,
                "dutch": len(state.dutch) if state else 0, "error": c.error}
