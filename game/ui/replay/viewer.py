"""The replay viewer scene, the same for every game: the table above, the transport below.

The transport: ``« Hand`` / ``‹ Step`` / ``Play`` / ``Step ›`` / ``Hand »`` buttons, a speed and
a hand (or round) picker, Close, and a seek bar (click or drag). Keys: Space or P plays and
pauses, Left / Right step, Page Up / Page Down go a hand back / on, - and + change the speed,
Home / End go to the first / last position, L (or the "Log (L)" tab) opens and closes the
table log up to the shown frame, Esc or Backspace close. The game only paints the
shown frame (``GameReplay.paint``) into the table's part of the window; an optional panel
(``ReplayPanel``, e.g. a table log) gets a strip on the right.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import N_, NC_, Words, number
from game.i18n import _, shown
from game.ui import palette
from game.ui.replay.cursor import SPEEDS, ReplayCursor
from game.ui.replay.frames import GameReplay, ReplayPanel
from game.ui.replay.log_panel import ReplayLog, TogglePanel
from game.ui.scenes.base import MenuScene
from game.ui.services import Services
from game.ui.table.log_view import LogView, tab_rect
from game.ui.widgets import INK, Button, SeekBar, Stepper

__all__ = ["ReplayScene"]

PLAY, PAUSE = N_("Play"), N_("Pause")

KEYS: dict[int, tuple[str, int]] = {
    pygame.K_LEFT: ("step", -1), pygame.K_RIGHT: ("step", 1),
    pygame.K_PAGEUP: ("hand", -1), pygame.K_PAGEDOWN: ("hand", 1),
    pygame.K_MINUS: ("speed", -1), pygame.K_KP_MINUS: ("speed", -1),
    pygame.K_EQUALS: ("speed", 1), pygame.K_PLUS: ("speed", 1), pygame.K_KP_PLUS: ("speed", 1),
    pygame.K_SPACE: ("play", 0), pygame.K_p: ("play", 0),
    pygame.K_HOME: ("ends", 0), pygame.K_END: ("ends", 1)}
"""The viewer's own keys: (action, argument)."""

UNIT_WORDS: dict[str, tuple[Words, str, str, str, str]] = {
    # Translators: the replay's picker of one deal ("Hand 3 of 5"), not the cards held
    "Hand": (NC_("one deal", "Hand"), N_("« Hand"), N_("Hand »"), N_("Hand {n}"),
             N_("This record holds no hand to show.")),
    "Round": (N_("Round"), N_("« Round"), N_("Round »"), N_("Round {n}"),
              N_("This record holds no round to show.")),
}
"""A game's word for one deal (``GameReplay.unit``) on the transport: the picker's label, the
two buttons, the caption's "Hand 3" and the line of a record with nothing to show."""


def unit_words(unit: str) -> tuple[Words, str, str, str, str]:
    """The transport's words for ``unit`` (another word: the same sentences in English)."""
    return UNIT_WORDS.get(unit) or (unit, f"« {unit}", f"{unit} »", f"{unit} {{n}}",
                                    f"This record holds no {unit.lower()} to show.")



class ReplayScene(MenuScene):
    """Watch one match of any game: the game's frames under the one shared transport."""

    def __init__(self, app: Services, replay: GameReplay, title: str = "",
                 panel: ReplayPanel | None = None) -> None:
        self.replay = replay
        self.cursor = ReplayCursor(replay.frames)
        self.title = title
        self.panel = panel
        self.unit = replay.unit
        self.log_tab: pygame.Rect | None = None
        self.tab_view = LogView(app.font)
        super().__init__(app)

    # --- widgets
    def build(self) -> None:
        c = self.cursor
        label, back, on, _numbered, _nothing = unit_words(self.unit)
        self.first_hand = Button(back, lambda: self.act("hand", -1), size=18)
        self.back_step = Button(N_("‹ Step"), lambda: self.act("step", -1), size=18)
        self.play = Button(PLAY, lambda: self.act("play", 0), primary=True, size=18)
        self.fwd_step = Button(N_("Step ›"), lambda: self.act("step", 1), size=18)
        self.next_hand = Button(on, lambda: self.act("hand", 1), size=18)
        self.speed = Stepper(N_("Speed"), list(SPEEDS), c.speed_index, self._set_speed,
                             fmt=lambda s: f"{number(s)}×", size=18)
        hands = c.hands or [0]
        self.hand_pick = Stepper(label, hands, 0, self._pick_hand,
                                 fmt=lambda n: _("{n} of {total}").format(n=n, total=hands[-1]),
                                 size=18)
        self.close_button = Button(N_("Close"), self.back, size=18)
        self.seek = SeekBar(self._seek, c.marks())
        self.group.add(self.seek)
        for widget in self.transport():
            self.group.add(widget)
        self.group.focus(self.play)
        self._sync()

    def transport(self) -> tuple[Button | Stepper, ...]:
        """The bar's controls, left to right."""
        return (self.first_hand, self.back_step, self.play, self.fwd_step, self.next_hand,
                self.speed, self.hand_pick, self.close_button)

    def act(self, action: str, arg: int) -> None:
        """One transport action (from a button, a key or a test)."""
        c = self.cursor
        moves: dict[str, Callable[[int], None]] = {
            "step": c.step_by, "hand": c.hand_by, "speed": c.set_speed,
            "play": lambda _: c.toggle(),
            "ends": lambda end: c.seek(float(end))}
        moves[action](arg)
        self._sync()

    def _seek(self, fraction: float) -> None:
        self.cursor.seek(fraction)
        self._sync()

    def _set_speed(self, speed: float) -> None:
        self.cursor.speed_index = SPEEDS.index(speed)

    def _pick_hand(self, hand: int) -> None:
        self.cursor.jump_to_hand(hand)
        self._sync()

    def _sync(self) -> None:
        c = self.cursor
        self.play.label = PAUSE if c.playing else PLAY
        self.hand_pick.index = c.hand_position()
        self.speed.index = c.speed_index
        self.seek.value = c.fraction
        self.back_step.enabled = self.first_hand.enabled = c.index > 0
        self.fwd_step.enabled = self.next_hand.enabled = not c.at_end

    # --- the Scene contract
    def toggle_log(self) -> None:
        """Open or close a panel that opens (the table log): the table makes room for it."""
        if isinstance(self.panel, TogglePanel):
            self.panel.toggle()
            self.layout()

    def _log_input(self, event: pygame.event.Event) -> bool:
        """L and the log's tab open or close the log; the wheel scrolls it (True: used)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.toggle_log()
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.log_tab is not None and self.log_tab.collidepoint(event.pos)):
            self.toggle_log()
            return True
        panel = self.panel
        return isinstance(panel, ReplayLog) and panel.scroll(event, len(panel.log.entries))

    def handle(self, event: pygame.event.Event) -> None:
        if self._log_input(event):
            return
        if event.type == pygame.KEYDOWN and event.key in KEYS:
            stepping = isinstance(self.group.focused, Stepper) and event.key in (
                pygame.K_LEFT, pygame.K_RIGHT)
            if not stepping:
                self.act(*KEYS[event.key])
                return
        super().handle(event)
        self._sync()

    def still_for(self) -> float | None:
        """Drawn every frame while it plays; still while it is paused."""
        return 0.0 if self.cursor.playing else None

    def update(self, dt: float) -> None:
        if self.cursor.advance(dt) or self.play.label != (PAUSE if self.cursor.playing
                                                          else PLAY):
            self._sync()

    def layout(self) -> None:
        w, h = self.size
        bar_h = self.px(108)
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        side = min(w // 3, max(0, self.panel.width(self.size))) if self.panel else 0
        self.table_area = pygame.Rect(0, 0, w - side, h - bar_h)
        self.panel_area = pygame.Rect(w - side, 0, side, h - bar_h)
        self.seek.rect = pygame.Rect(self.px(20), self.bar.y + self.px(6), w - self.px(40),
                                     self.px(16))
        bh, gap = self.px(40), self.px(8)
        y = self.bar.bottom - self.px(12) - bh // 2
        close_w = self.px(100)
        widths = (100, 92, 96, 92, 100)
        room = w - self.px(40) - close_w - gap * 8
        scale = min(1.0, room * 0.62 / self.px(sum(widths)))
        x = self.px(20)
        for button, width in zip(self.transport()[:5], widths, strict=True):
            button.rect = pygame.Rect(x, 0, round(self.px(width) * scale), bh)
            button.rect.centery = y
            x = button.rect.right + gap
        x += gap
        step_w = max(self.px(120), min(self.px(260), (w - x - close_w - self.px(20) - gap * 3)
                                       // 2))
        for stepper in (self.speed, self.hand_pick):
            stepper.rect = pygame.Rect(x, 0, step_w, bh + self.px(6))
            stepper.rect.centery = y
            x = stepper.rect.right + gap
        self.close_button.rect = pygame.Rect(0, 0, close_w, bh)
        self.close_button.rect.midright = (w - self.px(20), y)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        self._sync()
        area = surface.subsurface(self.table_area)
        frame = self.cursor.frame
        if frame is not None:
            self.replay.paint(frame, area)
        else:
            area.blit(self.backdrop(), (0, 0))
            self.text(area, shown(self.replay.problem) or _(unit_words(self.unit)[4]), 22,
                      area.get_rect().center, palette.TABLE_TEXT, anchor="center")
        if self.panel is not None and self.panel_area.width > 0:
            self.panel.draw(surface, self.panel_area, self.cursor)
        self._draw_log_tab(surface)
        self._draw_bar(surface)
        self.group.draw(surface, self.style)

    def _draw_log_tab(self, surface: pygame.Surface) -> None:
        """The "Log (L)" tab at the table's bottom-left (a log panel only)."""
        if not isinstance(self.panel, TogglePanel):
            self.log_tab = None
            return
        self.log_tab = tab_rect(self.table_area.size, self.style.scale)
        self.tab_view.draw_tab(surface, self.log_tab, self.style.scale, self.panel.open)

    def caption(self) -> str:
        """The bar's line: the record's title, the hand, the table time and the shown move."""
        c, frame = self.cursor, self.cursor.frame
        if frame is None:
            return self.title
        said = frame.caption
        if self.replay.problem and c.at_end:
            said = _("Stopped: {problem}").format(problem=shown(self.replay.problem))
        minutes, seconds = divmod(int(frame.time), 60)
        title = f"{self.title}  ·  " if self.title else ""
        hand = _(unit_words(self.unit)[3]).format(n=frame.hand)
        return f"{title}{hand}  ·  {minutes}:{seconds:02d}  ·  {said}"

    def _draw_bar(self, surface: pygame.Surface) -> None:
        bar = self.bar
        pygame.draw.rect(surface, palette.PAPER, bar)
        pygame.draw.line(surface, INK, bar.topleft, bar.topright, max(2, self.px(3)))
        image = self.style.text(self.caption(), 15, INK)
        area = pygame.Rect(self.px(20), bar.y + self.px(26), bar.width - self.px(40),
                           image.get_height())
        surface.blit(image, area, area=pygame.Rect(0, 0, area.width, area.height))

    def describe(self) -> dict[str, Any]:
        c, frame = self.cursor, self.cursor.frame
        return {"scene": "ReplayScene", "index": c.index, "frames": len(c.frames),
                "hand": c.hand, "playing": c.playing, "speed": c.speed,
                "line": frame.kind if frame else None, "ends_hand": bool(frame and frame.ends_hand),
                "problem": self.replay.problem, "caption": self.caption(),
                "log_open": bool(isinstance(self.panel, TogglePanel) and self.panel.open),
                "log": self.panel.texts(c) if isinstance(self.panel, ReplayLog) else []}
