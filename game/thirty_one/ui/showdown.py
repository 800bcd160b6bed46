"""The showdown panel over the table at a hand's end: every hand fanned with its value and the
suit that counts, who loses tokens and why, the tokens going (animated on the panel and on the
seats beneath), who is on their face and who is out.

Enter (or the button) goes on to the next hand, or to the game results when the match is over;
when you are out, "Skip to the end" lets the bots finish at once; Esc goes to the title (the
match waits for Continue). It is a results screen (``ResultsScreen``): the keys that play at
the table never confirm it, and nothing is taken for a short moment after it opens.
"""

from __future__ import annotations

import math
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import N_
from game.i18n import _
from game.thirty_one.log_words import names_joined
from game.thirty_one.rules.state import HandEnded, View
from game.thirty_one.ui.painter import TablePainter
from game.thirty_one.ui.parts import TableParts
from game.thirty_one.ui.session import (
    HUMAN,
    ThirtyOneFlow,
    ThirtyOneSession,
    finish_without_you,
    i_am_out,
)
from game.thirty_one.ui.showdown_rows import ShowdownRows, loss_line, why
from game.ui import palette
from game.ui.scene import Scene
from game.ui.scenes.results_screen import ResultsScreen
from game.ui.services import Services
from game.ui.tween import clamp01
from game.ui.widgets import INK_SOFT, Button, draw_panel


def headline(result: HandEnded, names: list[str]) -> str:
    """The panel's title: who knocked, or who has 31 (and whether it was dealt)."""
    if result.reason == "knock":
        knocker = result.knocker if result.knocker is not None else 0
        if knocker == HUMAN:
            return _("You knocked: showdown")
        return _("{who} knocked: showdown").format(who=names[knocker])
    winners = [seat for seat, value in result.values if value == 31]
    dealt = result.reason == "deal_thirty_one"
    if len(winners) > 1:
        who = names_joined([_("You") if s == HUMAN else names[s] for s in winners])
        said = _("{who} have 31 on the deal") if dealt else _("{who} have 31")
        return said.format(who=who)
    if winners[0] == HUMAN:
        return _("You have 31 on the deal") if dealt else _("You have 31")
    said = _("{who} has 31 on the deal") if dealt else _("{who} has 31")
    return said.format(who=names[winners[0]])


class ShowdownScene(ResultsScreen):
    """The hand's end, over the dimmed table it ended on (``table``)."""

    def __init__(self, app: Services, session: ThirtyOneSession, flow: ThirtyOneFlow,
                 painter: TablePainter, table: Scene | None) -> None:
        self.session = session
        self.flow = flow
        self.painter = painter
        self.table = table
        self.view: View = session.view()
        self.age = 0.0
        self.panel = Rect(0, 0, 0, 0)
        self._veil: pygame.Surface | None = None
        self.rows = ShowdownRows(self)
        super().__init__(app)

    def build(self) -> None:
        over = self.session.over
        label = (N_("Continue") if self.session.coached else N_("Game results")) if over \
            else N_("Next hand")
        self.next_button = Button(label, self.next, primary=True, size=20)
        self.skip_button: Button | None = None
        self.group.add(self.next_button)
        if i_am_out(self.session) and not over:
            self.skip_button = Button(N_("Skip to the end"), self.skip, size=20)
            self.group.add(self.skip_button)
        self.group.focus(self.next_button)

    @property
    def result(self) -> HandEnded:
        assert self.view.result is not None
        return self.view.result

    def text_image(self, text: str, size: float, colour: palette.RGB,
              bold: bool = False) -> pygame.Surface:
        """Text at a design size, from the painter's cache (the panel redraws every frame)."""
        return self.painter.text(text, self.style.px(size), colour, bold)

    def loss(self) -> float:
        span = 0.5 if self.app.settings.reduced_motion else 1.2
        return clamp01((self.age - 0.4) / span)

    def next(self) -> None:
        if not self.session.over:
            self.app.play("flip")
        self.flow.next_hand(self.session)

    def skip(self) -> None:
        finish_without_you(self.session)
        self.flow.next_hand(self.session)

    def back(self) -> None:
        self.app.to_title()

    def update(self, dt: float) -> None:
        self.age += dt
        board = getattr(self.table, "board", None)
        if isinstance(board, TableParts):
            board.loss = self.loss()

    # --- layout and drawing ------------------------------------------------------------------
    def layout(self) -> None:
        px = self.style.px
        w, h = self.size
        self.panel = Rect(0, 0, min(w - px(40), px(1180)), min(h - px(40), px(760)))
        self.panel.center = (w // 2, h // 2)
        bw, bh = px(220), px(50)
        self.next_button.rect = Rect(0, 0, bw, bh)
        self.next_button.rect.bottomright = (self.panel.right - px(28), self.panel.bottom - px(20))
        if self.skip_button is not None:
            self.skip_button.rect = Rect(0, 0, bw, bh)
            self.skip_button.rect.bottomright = (self.next_button.rect.left - px(16),
                                                 self.next_button.rect.bottom)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        if self.table is not None:
            self.table.draw(surface)
        else:
            surface.fill(palette.TABLE_FELT)
        if self._veil is None or self._veil.get_size() != surface.get_size():
            self._veil = pygame.Surface(surface.get_size())
            self._veil.fill((8, 18, 16))
            self._veil.set_alpha(120)
        surface.blit(self._veil, (0, 0))
        draw_panel(surface, self.panel, self.style)
        px = self.style.px
        names = [s.name for s in self.session.seats]
        title = self.text_image(headline(self.result, names), 30, palette.RED, bold=True)
        surface.blit(title, (self.panel.x + px(28), self.panel.y + px(18)))
        seats = [seat for seat, _ in self.result.values]
        cols = 1 if len(seats) <= 4 else 2
        rows = math.ceil(len(seats) / cols)
        top = self.panel.y + px(18) + title.get_height() + px(10)
        bottom = self.next_button.rect.top - px(12)
        col_w = (self.panel.width - px(56) - (cols - 1) * px(20)) // cols
        row_h = min(px(130), (bottom - top) // rows)
        for i, seat in enumerate(seats):
            col, row = divmod(i, rows)
            rect = Rect(self.panel.x + px(28) + col * (col_w + px(20)), top + row * row_h,
                        col_w, row_h - px(6))
            self.rows.draw(surface, rect, seat, names)
        self._footer(surface)
        self.group.draw(surface, self.style)

    def _footer(self, surface: pygame.Surface) -> None:
        if self.session.over and self.session.coached:
            text = _("That was the coached match: on to a real one.")
        elif self.session.over:
            text = _("The game is over.")
        elif i_am_out(self.session):
            text = _("You are out: watch the others play on, or skip to the end.")
        else:
            text = _("Enter: next hand")
        image = self.text_image(text, 16, INK_SOFT)
        surface.blit(image, image.get_rect(midleft=(self.panel.x + self.style.px(28),
                                                    self.next_button.rect.centery)))

    def describe(self) -> dict[str, Any]:
        return {"scene": "ShowdownScene", "hand": self.view.hand,
                "reason": self.result.reason, "lost": dict(self.result.lost),
                "out": list(self.result.out), "match_over": self.session.over}


__all__ = ["ShowdownScene", "headline", "loss_line", "why"]
