"""The end of a coached match's lessons: when the coach has taught every lesson while the match
still runs, this panel says so over the held table, names the rules the short deal did not
show (the game's lesson plan may list them as ``epilogue``), and offers to finish (the
"you're ready" page and the game's setup) or to play the match on without tips.

Pushed once per coached match by the table scene, for a plan that asks for it (``offer_finish``);
the table clock stands still while it is up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.i18n import N_
from game.i18n import _, say
from game.ui import palette
from game.ui.coach import wrap_words
from game.ui.overlay_panel import OverlayPanel, Pausable
from game.ui.services import Services
from game.ui.widgets import Button, ui_scale
from game.ui.widgets.style import blit_text

HEADING = N_("That's every lesson")
LEAD = N_("You have met every move of the coached match.")


def offers_to_finish(plan: object) -> bool:
    """Whether a lesson plan's coached match may end once its lessons are taught (its optional
    ``offer_finish``: a long match, such as Dutch Auction's thirteen rounds; a short one simply
    plays to its end)."""
    return getattr(plan, "offer_finish", False) is True


def epilogue_of(plan: object) -> tuple[str, ...]:
    """The rules a lesson plan says its short deal does not show (its optional ``epilogue``)."""
    lines = getattr(plan, "epilogue", ())
    return tuple(str(line) for line in lines) if isinstance(lines, tuple) else ()


class LessonsDoneScene(OverlayPanel):
    """Finish (Enter) or Play on (Esc) over the held table."""

    def __init__(self, app: Services, session: Pausable, finish: Callable[[], None],
                 epilogue: Sequence[str] = ()) -> None:
        super().__init__(app, session, {
            "finish": Button(N_("Finish the lesson"), self.finish, primary=True),
            "play_on": Button(N_("Play on"), self.play_on),
        }, focus="finish")
        self.finish_match = finish
        self.epilogue = tuple(epilogue)
        self.lines: list[str] = []

    def finish(self) -> None:
        self.finish_match()

    def play_on(self) -> None:
        self.carry_on()

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.style.scale = ui_scale(size)
        px = self.style.px
        width = min(size[0] - px(40), px(640))
        self.lines = [_(LEAD)]
        if self.epilogue:
            self.lines += ["", _("Rules this short deal did not show:")]
            self.lines += [f"- {say(line)}" for line in self.epilogue]
        font = self.style.font(px(18), False)
        wrapped = [part for line in self.lines
                   for part in (wrap_words(line, font, width - px(80)) or [""])]
        self.lines = wrapped
        line_h = px(26)
        bh = px(54)
        height = px(96) + len(wrapped) * line_h + px(30) + bh + px(32)
        self.panel = pygame.Rect(0, 0, width, min(height, size[1] - px(20)))
        self.panel.center = (size[0] // 2, size[1] // 2)
        bw = (width - px(100)) // 2
        y = self.panel.bottom - px(32) - bh
        self.buttons["finish"].rect = pygame.Rect(self.panel.centerx + px(10), y, bw, bh)
        self.buttons["play_on"].rect = pygame.Rect(self.panel.centerx - px(10) - bw, y, bw, bh)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.play_on()
            return
        self.group.handle(event)

    def draw_inside(self, surface: pygame.Surface) -> None:
        self.title(surface, _(HEADING), 34)
        px = self.style.px
        y = self.panel.y + px(96)
        for line in self.lines:
            if line:
                text = self.style.text(line, 18, palette.INK)
                blit_text(surface, text, "topleft", (self.panel.x + px(40), y))
            y += px(26)

    def describe(self) -> dict[str, Any]:
        return {"scene": "LessonsDoneScene", "lines": list(self.lines),
                "paused": self.session.paused}

