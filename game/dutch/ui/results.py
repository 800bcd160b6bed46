"""The round results and the match sheet of Dutch.

Round results: every layout turned up, one seat after another, with its sum, the caller's bonus
(and any -10 for an emptied layout), the round score and the running total. The match sheet:
every round's scores per seat, the totals and the winners (lowest total; ties share).

Enter goes on; the keys that play at the table never confirm here, and for a moment after a
screen opens nothing does (so a late click at the table is not taken).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.dutch.ui.session import HUMAN, DutchFlow, DutchSession, assisted, match_of
from game.i18n import N_, _, said_of
from game.ui import palette
from game.ui.art import card_height
from game.ui.scenes.results_screen import ResultsScreen
from game.ui.services import Services
from game.ui.sprites import CardImages
from game.ui.widgets import INK, INK_SOFT, Button, draw_panel

REVEAL_STEP = 0.45
"""Seconds between two layouts turning up."""
REASONS = {"circuit": N_("The last circuit is over"),
           "emptied_on_turn": N_("A layout emptied on its turn"),
           "stock_exhausted": N_("The draw pile ran out: no caller bonus")}
COLUMNS = (N_("Sum"), N_("Bonus"), N_("Round"), N_("Total"))


class GuardedScene(ResultsScreen):
    """A results screen: the shared input guard and keys (``ResultsScreen``)."""

    panel = pygame.Rect(0, 0, 0, 0)

    def __init__(self, app: Services, session: DutchSession, flow: DutchFlow) -> None:
        self.session = session
        self.flow = flow
        self.match = match_of(session)
        self.opened = app.now()
        super().__init__(app)

    def back(self) -> None:
        self.app.to_title()

    def panel_rect(self) -> pygame.Rect:
        w, h = self.size
        panel = pygame.Rect(0, 0, min(w - self.px(40), self.px(1000)), h - self.px(120))
        panel.midtop = (w // 2, self.px(100))
        return panel

    def place_buttons(self, primary: Button, other: Button) -> None:
        bw, bh = self.px(230), self.px(48)
        primary.rect = pygame.Rect(0, 0, bw, bh)
        primary.rect.bottomright = (self.panel.right - self.px(24), self.panel.bottom - self.px(16))
        other.rect = pygame.Rect(0, 0, bw, bh)
        other.rect.bottomright = (primary.rect.left - self.px(16), primary.rect.bottom)


class RoundResultsScene(GuardedScene):
    """Every layout turned up in order, sums, bonus, scores and totals."""

    def __init__(self, app: Services, session: DutchSession, flow: DutchFlow,
                 images: CardImages) -> None:
        self.images = images
        lines = [line for line in session.match.record if line.get("type") == "round_end"]
        self.line: dict[str, Any] = lines[-1] if lines else {}
        super().__init__(app, session, flow)
        self.heading = _("Round {n} of {rounds}").format(n=self.line.get("round", "?"),
                                                          rounds=match_of(session).rounds)

    def build(self) -> None:
        label = N_("Match results") if self.session.over else N_("Next round")
        self.next_button = Button(label, self.go_on, primary=True)
        self.title_button = Button(N_("Title"), self.back)
        self.group.add(self.title_button)
        self.group.add(self.next_button)
        self.group.focus(self.next_button)

    def go_on(self) -> None:
        self.flow.next_hand(self.session)

    def layout(self) -> None:
        self.panel = self.panel_rect()
        self.place_buttons(self.next_button, self.title_button)

    def still_for(self) -> float | None:
        """Until every seat's layout has turned up, the time to the next one; then still."""
        if self.shown() >= len(self.session.seats):
            return None
        return REVEAL_STEP - (self.app.now() - self.opened) % REVEAL_STEP

    def shown(self) -> int:
        """How many layouts have turned up so far."""
        return int((self.app.now() - self.opened) / REVEAL_STEP) + 1

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        line = self.line
        if not line:
            return
        x0 = self.panel.x + self.px(24)
        y = self.panel.y + self.px(26)
        self.text(surface, self.reason_line(line), 20, (x0, y), INK, True)
        y += self.px(28)
        n = len(self.session.seats)
        room = self.panel.bottom - self.px(80) - y
        row_h = max(self.px(30), room // n)
        cw = max(14, min(int(row_h * 0.82 / 1.4), self.px(60)))
        cols = [x0, x0 + self.px(150), self.panel.right - self.px(360)]
        for i, head in enumerate(COLUMNS):
            self.text(surface, _(head), 16, (cols[2] + self.px(85) * i, y), INK_SOFT, True)
        y += self.px(20)
        for seat in range(min(n, self.shown())):
            self._row(surface, seat, (cols, y + seat * row_h, cw), line)

    def reason_line(self, line: dict[str, Any]) -> str:
        """Why the round ended and, after a dash, how the caller fared."""
        words = REASONS.get(str(line.get("reason")), "")
        reason = _(words) if words else ""
        caller = line.get("caller")
        if caller is None:
            return reason
        bonus = line["bonus"].get(str(caller), 0)
        who = self.session.name(caller)
        if bonus > 0:
            called = said_of(who, "{who} called Dutch and lost (+10)")
        elif bonus < 0:
            called = said_of(who, "{who} called Dutch and won (-10)")
        else:
            called = said_of(who, "{who} called Dutch")
        return f"{reason}  -  {called}"

    def _row(self, surface: pygame.Surface, seat: int, at: tuple[list[int], int, int],
             line: dict[str, Any]) -> None:
        cols, y, cw = at
        key = str(seat)
        bold = seat == HUMAN
        self.text(surface, self.session.name(seat), 20, (cols[0], y + cw // 2), INK, bold)
        ch = card_height(cw)
        for i, card in enumerate(line["layouts"].get(key, [])):
            rect = pygame.Rect(cols[1] + i * (cw + self.px(4)), y, cw, ch)
            if rect.right > cols[2] - self.px(8):
                break
            if card is None:
                pygame.draw.rect(surface, INK_SOFT, rect, 1, border_radius=cw // 10)
            else:
                surface.blit(self.images.card(card, rect.size), rect)
        bonus = line["bonus"].get(key)
        values = (line["sums"][key], "" if bonus is None else f"{bonus:+d}",
                  line["scores"][key], line["totals"][key])
        for i, value in enumerate(values):
            colour = palette.RED if i == 1 and bonus is not None and bonus > 0 else INK
            self.text(surface, str(value), 20, (cols[2] + self.px(85) * i, y + cw // 2),
                      colour, i == 3)

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info.update(round=self.line.get("round"), over=self.session.over)
        return info


class MatchSheetScene(GuardedScene):
    """Every round's scores per seat, the totals and the winners."""

    heading = N_("Match sheet")
    rests = True

    def build(self) -> None:
        self.again_button = Button(N_("Play again"), self.play_again, primary=True)
        self.title_button = Button(N_("Title"), self.back)
        self.group.add(self.title_button)
        self.group.add(self.again_button)
        self.group.focus(self.again_button)

    def play_again(self) -> None:
        self.flow.play_again(self.session)

    def layout(self) -> None:
        self.panel = self.panel_rect()
        self.place_buttons(self.again_button, self.title_button)

    def title(self) -> str:
        winners = self.match.winners
        if HUMAN in winners:
            return _("You win!") if len(winners) == 1 else _("A shared win!")
        names = [self.session.name(s) for s in winners]
        if len(names) == 1:
            return _("{who} wins").format(who=names[0])
        return _("{names} and {last} share the win").format(names=", ".join(names[:-1]),
                                                             last=names[-1])

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        x0, y = self.panel.x + self.px(24), self.panel.y + self.px(30)
        self.text(surface, self.title(), 28, (self.panel.centerx, y), INK, True, "center")
        if assisted(self.session):
            self.text(surface, _("assisted"), 16, (self.panel.right - self.px(24), y), INK_SOFT,
                      True, "midright")
        y += self.px(40)
        n = len(self.session.seats)
        step = (self.panel.width - self.px(150)) // n
        cols = [x0 + self.px(120) + step * i for i in range(n)]
        for seat, x in enumerate(cols):
            self.text(surface, self.session.name(seat), 18, (x, y), INK, True)
        results = self.match.results
        row = max(self.px(18), min(self.px(30), (self.panel.bottom - self.px(120) - y)
                                   // max(1, len(results) + 2)))
        for r in results:
            y += row
            self.text(surface, _("Round {n}").format(n=r.hand), 18, (x0, y), INK_SOFT)
            for seat, x in enumerate(cols):
                mark = " *" if r.caller == seat else ""
                self.text(surface, f"{r.scores[seat]}{mark}", 18, (x, y), INK)
        y += row + self.px(6)
        pygame.draw.line(surface, INK_SOFT, (x0, y - row // 2), (self.panel.right - self.px(24),
                                                                 y - row // 2), 2)
        self.text(surface, _("Total"), 20, (x0, y), INK, True)
        winners = self.match.winners
        for seat, x in enumerate(cols):
            colour = palette.CARD_COLOURS_DARK["G"] if seat in winners else INK
            self.text(surface, str(self.match.totals[seat]), 20, (x, y), colour, True)
        self.text(surface, _("* called Dutch"), 15, (x0, y + row), INK_SOFT)

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info.update(winners=list(self.match.winners),
                    totals=list(self.match.totals))
        return info
