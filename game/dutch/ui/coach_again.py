"""After a coached match that ended before the coach had taught every lesson (a bot called,
say): which lessons were missed, and the offer to play the practice match again or go on to
the normal setup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.dutch.ui.coach_lessons import LESSON_WORDS
from game.i18n import N_, _
from game.ui.scenes.base import MenuScene
from game.ui.services import Services
from game.ui.widgets import INK, Button, draw_panel

if TYPE_CHECKING:
    from game.dutch.ui.game_ui import DutchUI
    from game.dutch.ui.session import DutchSession


def missed_lessons(session: DutchSession) -> list[str]:
    """The coach's lessons the match did not reach, as a player says them."""
    coach = session.coach
    if coach is None:
        return []
    return list(dict.fromkeys(_(LESSON_WORDS.get(lesson, lesson)) for lesson in coach.left()))


class CoachAgainScene(MenuScene):
    """"Play it again" (the practice match from its start) or on to the setup."""

    heading = N_("Practice match over")

    def __init__(self, app: Services, session: DutchSession, ui: DutchUI) -> None:
        self.session = session
        self.ui = ui
        self.missed = missed_lessons(session)
        super().__init__(app)

    def build(self) -> None:
        self.again = Button(N_("Play it again"), self.play_again, primary=True)
        self.skip = Button(N_("To the setup"), self.ui.coached_over)
        for widget in (self.skip, self.again):
            self.group.add(widget)
        self.group.focus(self.again)

    def play_again(self) -> None:
        self.ui.start_coached(self.session.seats[0])

    def back(self) -> None:
        self.ui.coached_over()

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(w - self.px(60), self.px(760)), self.px(300))
        self.panel.center = (w // 2, h // 2 + self.px(30))
        bw, bh = self.px(220), self.px(54)
        self.again.rect = pygame.Rect(0, 0, bw, bh)
        self.again.rect.bottomright = (self.panel.right - self.px(36),
                                       self.panel.bottom - self.px(26))
        self.skip.rect = pygame.Rect(0, 0, bw, bh)
        self.skip.rect.bottomright = (self.again.rect.left - self.px(20), self.again.rect.bottom)

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        text = _("The round ended before the coach could show you {lessons}. Play the practice "
                 "match again to see the rest, or go on to a real match.").format(
            lessons=", ".join(self.missed))
        area = pygame.Rect(self.panel.x + self.px(36), self.panel.y + self.px(30),
                           self.panel.width - self.px(72), self.again.rect.top - self.panel.y
                           - self.px(40))
        self.paragraph(surface, text, 19, area, INK)

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "missed": self.missed}


__all__ = ["CoachAgainScene", "missed_lessons"]
