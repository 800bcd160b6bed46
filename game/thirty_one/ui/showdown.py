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
from game.i18n import _, ngettext
from game.thirty_one.log_words import names_joined
from game.thirty_one.rules.cards import counting_suit
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
from game.thirty_one.ui.suits import draw_suit, value_text
from game.ui import palette
from game.ui.scene import Scene
from game.ui.scenes.results_screen import ResultsScreen
from game.ui.services import Services
from game.ui.tween import clamp01
from game.ui.widgets import INK, INK_SOFT, Button, draw_panel


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


def why(result: HandEnded, seat: int, names: list[str]) -> str:
    """Why ``seat`` lost tokens, or was safe, in this hand."""
    values = dict(result.values)
    lost = dict(result.lost).get(seat, 0)
    if result.reason != "knock":
        if values[seat] == 31:
            return _("31: wins the hand")
        winners = [s for s, v in values.items() if v == 31]
        if len(winners) > 1:
            return _("the 31s")
        if winners[0] == HUMAN:
            return _("your 31")
        return _("{who}'s 31").format(who=names[winners[0]])
    low = min(values.values())
    lowest = [s for s, v in values.items() if v == low]
    if lost == 2:
        return _("knocked and was alone lowest")
    if lost:
        return _("tied for the lowest hand") if len(lowest) > 1 else _("the lowest hand")
    if seat == result.knocker:
        return _("knocked, tied for lowest: safe") if seat in lowest else _("knocked: safe")
    return ""


def loss_line(result: HandEnded, seat: int, names: list[str]) -> str:
    """The seat's line on the panel: the tokens it lost and why ("-2 tokens: knocked and was
    alone lowest"), or why it was safe."""
    lost = dict(result.lost).get(seat, 0)
    reason = why(result, seat, names)
    if not lost:
        return reason
    return ngettext("-{n} token: {reason}", "-{n} tokens: {reason}", lost).format(
        n=lost, reason=reason)


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

    def _text(self, text: str, size: float, colour: palette.RGB,
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
        title = self._text(headline(self.result, names), 30, palette.RED, bold=True)
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
            self._row(surface, rect, seat, names)
        self._footer(surface)
        self.group.draw(surface, self.style)

    def _row(self, surface: pygame.Surface, rect: Rect, seat: int, names: list[str]) -> None:
        px = self.style.px
        result = self.result
        lost = dict(result.lost).get(seat, 0)
        if seat == HUMAN:
            pygame.draw.rect(surface, palette.CARD_COLOURS_LIGHT["Y"], rect,
                             border_radius=px(8))
        cards = self.view.shown[seat] if seat < len(self.view.shown) else ()
        card_h = max(20, rect.height - px(10))
        card_w = card_h * 5 // 7
        x = rect.x + px(8)
        text_size = max(12, min(22, card_h // 4 * 100 // max(1, px(100))))
        name = _("You") if seat == HUMAN else names[seat]
        blit = self._text(name, text_size, INK, bold=True)
        surface.blit(blit, (x, rect.y + px(4)))
        name_w = max(blit.get_width() + px(10), px(120))
        self._tokens(surface, Rect(x, rect.y + px(8) + blit.get_height(), name_w - px(10),
                                   rect.height), seat, lost, text_size)
        fan_x = x + name_w
        for k, card in enumerate(cards):
            image = self.painter.images.card(card, (card_w, card_h))
            surface.blit(image, (fan_x + k * card_w * 11 // 20, rect.y + px(5)))
        vx = fan_x + card_w * 2 + px(14)
        value = dict(result.values)[seat]
        vimg = self._text(value_text(value), text_size * 1.3, INK, bold=True)
        surface.blit(vimg, (vx, rect.y + px(4)))
        draw_suit(surface, counting_suit(tuple(cards)) if cards else "S",
                  (vx + vimg.get_width() + px(14), rect.y + px(4) + vimg.get_height() // 2),
                  max(8, vimg.get_height() * 2 // 3), self.painter.images.four_colour)
        colour = palette.RED if lost else INK_SOFT
        y = rect.y + px(8) + vimg.get_height()
        for line in self._fitted(loss_line(result, seat, names), text_size * 0.8, colour,
                                 bool(lost), rect.right - px(6) - vx):
            surface.blit(line, (vx, y))
            y += line.get_height()

    def _fitted(self, text: str, size: float, colour: palette.RGB, bold: bool,
                room: int) -> list[pygame.Surface]:
        """``text`` in at most ``room`` pixels: smaller (down to three quarters of ``size``,
        never below a readable size), then on two lines."""
        smallest = max(10 * 100 // max(1, self.style.px(100)), size * 0.75)
        while size > smallest and self._text(text, size, colour, bold).get_width() > room:
            size -= 0.5
        image = self._text(text, size, colour, bold)
        words = text.split()
        if image.get_width() <= room or len(words) < 2:
            return [image]
        for cut in range(len(words) - 1, 0, -1):
            first = self._text(" ".join(words[:cut]), size, colour, bold)
            if first.get_width() <= room:
                return [first, self._text(" ".join(words[cut:]), size, colour, bold)]
        return [image]

    def _tokens(self, surface: pygame.Surface, area: Rect, seat: int, lost: int,
                text_size: int) -> None:
        """The seat's tokens under its name (the lost ones going), then its state."""
        before = self.view.tokens[seat]
        most = max(1, self.view.rules.tokens)
        d = max(8, min(self.style.px(24), round(area.width / (most * 1.08 + 0.1))))
        row = Rect(area.x, area.y, area.width, d)
        self.painter.tokens(surface, row, before, lost, self.loss())
        state = ""
        if seat in self.result.out:
            state = _("OUT")
        elif before - lost == 0:
            state = _("on your face") if seat == HUMAN else _("on their face")
        if state and self.loss() > 0.5:
            image = self._text(state, text_size * 0.8, palette.RED, bold=True)
            surface.blit(image, (area.x, row.bottom + 2))

    def _footer(self, surface: pygame.Surface) -> None:
        if self.session.over and self.session.coached:
            text = _("That was the coached match: on to a real one.")
        elif self.session.over:
            text = _("The game is over.")
        elif i_am_out(self.session):
            text = _("You are out: watch the others play on, or skip to the end.")
        else:
            text = _("Enter: next hand")
        image = self._text(text, 16, INK_SOFT)
        surface.blit(image, image.get_rect(midleft=(self.panel.x + self.style.px(28),
                                                    self.next_button.rect.centery)))

    def describe(self) -> dict[str, Any]:
        return {"scene": "ShowdownScene", "hand": self.view.hand,
                "reason": self.result.reason, "lost": dict(self.result.lost),
                "out": list(self.result.out), "match_over": self.session.over}
