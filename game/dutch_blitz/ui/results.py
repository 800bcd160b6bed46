"""After a hand: every seat's score and progress, and a short analysis of the player's hand.
After the match: the winner, the final totals, and the way to play again. A coached match's
last hand ends in "Done" (then the host's "you're ready"). Both screens go on through the
table host's flow they are given (``BlitzFlow``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.i18n import N_, number
from game.dutch_blitz.analysis import HandAnalysis
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.ui.hand_end import HandEndWork
from game.dutch_blitz.ui.session import BlitzFlow, BlitzSession, hooks_of, match_of
from game.i18n import _, ngettext
from game.ui import palette
from game.ui.scenes.common import level_name, seat_name, seconds_text
from game.ui.scenes.results_screen import MatchResultsScreen, ResultsScreen
from game.ui.services import Services
from game.ui.widgets import INK, INK_SOFT, PAPER, PAPER_SHADE, Button, blit_text, draw_panel

HUMAN = 0


def seat_colour(seats: Sequence[SeatInfo], seat: int) -> palette.RGB:
    """The tint of the seat's deck, as on the table's score chips."""
    deck = seats[seat].deck if 0 <= seat < len(seats) else ""
    return palette.BACK_TINTS.get(deck) or palette.BACK_TINTS[palette.DECKS[seat % 4]]


def _seat_label(seats: Sequence[SeatInfo], seat: int) -> str:
    info = seats[seat] if 0 <= seat < len(seats) else None
    level = level_name(info.level if info is not None else None)
    name = seat_name(seats, seat)
    return _("{name} ({level})").format(name=name, level=level) if level else name


def draw_progress(surface: pygame.Surface, rect: pygame.Rect, value: int, target: int,
                  colour: palette.RGB) -> None:
    """A rounded bar filled to ``value / target`` (negative totals show an empty bar)."""
    radius = rect.height // 2
    pygame.draw.rect(surface, PAPER_SHADE, rect, border_radius=radius)
    share = max(0.0, min(1.0, value / target if target else 0.0))
    if share > 0:
        filled = rect.copy()
        filled.width = max(rect.height, round(rect.width * share))
        pygame.draw.rect(surface, colour, filled, border_radius=radius)
    pygame.draw.rect(surface, INK, rect, max(1, rect.height // 8), border_radius=radius)


class HandResultsScene(ResultsScreen):
    """Scores of the hand that just ended; Next hand, or Match results when it is over."""

    heading = N_("Hand results")
    rests = True

    def __init__(self, app: Services, session: BlitzSession, flow: BlitzFlow) -> None:
        self.session = session
        self.flow = flow
        self.match = match = match_of(session)
        self.result = match.results[-1] if match.results else None
        self.analysis: HandAnalysis | None = None
        self.analysis_error = ""
        if self.result is not None:
            work = hooks_of(session).hand_end
            if work is None or work.hand != self.result.hand:  # e.g. a session made in a test
                work = HandEndWork(match.record, self.result.hand, HUMAN,
                                   hooks_of(session).auto_play_ones)
            self.analysis = work.analysis()  # made while the hand's end was shown
            self.analysis_error = work.error
        super().__init__(app)

    @property
    def match_over(self) -> bool:
        return self.match.over

    def build(self) -> None:
        if self.result is not None:
            self.heading = _("Hand {number} results").format(number=self.result.hand)
        over = self.match_over
        label = N_("Next hand") if not over else N_("Done") if self.session.coached else \
            N_("Match results")
        self.next_button = Button(label, self.next, primary=True, hotkey=pygame.K_n)
        self.quit_button = Button(N_("Leave match"), self.leave_match)
        self.group.add(self.quit_button)
        self.group.add(self.next_button)
        self.group.focus(self.next_button)

    def next(self) -> None:
        if not self.match_over:
            self.app.play("flip")
        self.flow.next_hand(self.session)

    def leave_match(self) -> None:
        self.app.to_title()

    def back(self) -> None:
        """Esc does not skip the results; the buttons say where to go."""

    def layout(self) -> None:
        w, h = self.size
        seats = len(self.result.scores) if self.result is not None else 2
        missed = len(self.analysis.missed) if self.analysis is not None else 1
        content = (self.px(126) + seats * self.px(46) + self.px(14)
                   + self.px(72) + min(6, max(1, missed)) * self.px(26)
                   + self.px(18) + self.px(56) + self.px(28))
        self.panel = pygame.Rect(0, 0, min(w - self.px(60), self.px(1120)),
                                 min(h - self.px(140), content))
        self.panel.midtop = (w // 2, max(self.px(112), (h - self.panel.height) // 2 + self.px(30)))
        bw, bh = self.px(230), self.px(56)
        self.next_button.rect = pygame.Rect(0, 0, bw, bh)
        self.next_button.rect.bottomright = (self.panel.right - self.px(36),
                                             self.panel.bottom - self.px(28))
        self.quit_button.rect = pygame.Rect(0, 0, bw, bh)
        self.quit_button.rect.bottomright = (self.next_button.rect.left - self.px(20),
                                             self.next_button.rect.bottom)

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        if self.result is None:
            self.text(surface, _("No hand has been played."), 24, self.panel.center, INK,
                      anchor="center")
            return
        x0 = self.panel.x + self.px(40)
        y = self.panel.y + self.px(34)
        seats = self.match.seats
        if self.result.reason == "blitz" and self.result.blitz_seat is not None:
            who = self.result.blitz_seat
            banner = _("You Blitzed!") if who == HUMAN else \
                _("{who} Blitzed!").format(who=seat_name(seats, who))
            colour = palette.CARD_COLOURS_DARK["G"] if who == HUMAN else palette.RED
        else:
            banner, colour = _("Stalemate: nobody could play on"), INK_SOFT
        self.text(surface, banner, 32, (x0, y), colour, bold=True, anchor="topleft")
        self.text(surface, _("Hand length {time}").format(
                  time=seconds_text(self.result.duration)), 18,
                  (self.panel.right - self.px(40), y + self.px(12)), INK_SOFT,
                  anchor="topright")
        y += self.px(62)
        y = self._draw_scores(surface, x0, y)
        self._draw_analysis(surface, x0, y + self.px(14))

    def _draw_scores(self, surface: pygame.Surface, x0: int, y: int) -> int:
        match = self.match
        result = self.result
        assert result is not None
        target = match.rules.target_score
        inner = self.panel.width - self.px(80)
        cols = [(_("Player"), 0.0, 0.3, "topleft"), (_("To Dutch"), 0.36, 0.11, "topright"),
                (_("Blitz left"), 0.47, 0.11, "topright"), (_("Score"), 0.56, 0.09, "topright"),
                (_("Total"), 0.65, 0.09, "topright"),
                (_("Progress to {target}").format(target=target), 0.69, 0.31, "topleft")]
        for label, frac, room, anchor in cols:  # a longer word is drawn a little smaller
            image = self.style.fitted(label, 17, INK_SOFT, True, int(inner * room) - self.px(8))
            blit_text(surface, image, anchor, (x0 + int(inner * frac), y))
        y += self.px(30)
        row_h = self.px(42)
        for score in result.scores:
            seat = score.seat
            row = pygame.Rect(x0 - self.px(12), y - self.px(6), inner + self.px(24), row_h)
            if seat == HUMAN:
                pygame.draw.rect(surface, palette.CARD_COLOURS_LIGHT["Y"], row,
                                 border_radius=self.px(8))
            colour = seat_colour(match.seats, seat)
            pygame.draw.circle(surface, colour, (x0 + self.px(8), y + self.px(14)), self.px(8))
            pygame.draw.circle(surface, INK, (x0 + self.px(8), y + self.px(14)), self.px(8), 1)
            total = result.totals[seat]
            values = [(_seat_label(match.seats, seat), 0.0, "topleft"),
                      (str(score.dutch), 0.36, "topright"),
                      (str(score.blitz_left), 0.47, "topright"),
                      (f"{score.hand_score:+d}", 0.56, "topright"),
                      (str(total), 0.65, "topright")]
            for i, (text, frac, anchor) in enumerate(values):
                dx = self.px(26) if i == 0 else 0
                self.text(surface, text, 21, (x0 + int(inner * frac) + dx, y), INK,
                          bold=i in (0, 4), anchor=anchor)
            bar = pygame.Rect(x0 + int(inner * 0.69), y + self.px(5),
                              int(inner * 0.31), self.px(20))
            draw_progress(surface, bar, total, target, colour)
            y += row_h + self.px(4)
        return y

    def _draw_analysis(self, surface: pygame.Surface, x0: int, y: int) -> None:
        lines = max(1, len(self.analysis.missed)) if self.analysis is not None else 1
        wanted = self.px(62) + lines * self.px(26) + self.px(10)
        box = pygame.Rect(x0 - self.px(12), y, self.panel.width - self.px(56),
                          min(wanted, self.next_button.rect.top - self.px(18) - y))
        if box.height < self.px(40):
            return
        pygame.draw.rect(surface, PAPER, box, border_radius=self.px(10))
        pygame.draw.rect(surface, palette.CARD_COLOURS["B"], box, max(1, self.px(2)),
                         border_radius=self.px(10))
        x, y = box.x + self.px(18), box.y + self.px(12)
        title = self.text(surface, _("Your hand"), 20, (x, y), palette.CARD_COLOURS_DARK["B"],
                          True, "topleft")
        a = self.analysis
        if a is None:
            self.text(surface, _("No analysis for this hand. ({problem})").format(
                problem=self.analysis_error) if self.analysis_error else
                _("No analysis for this hand."), 17,
                (x, y + self.px(34)), INK_SOFT, anchor="topleft")
            return
        facts = [(number(a.cards_per_minute, 1), _("cards per minute")),
                 (seconds_text(a.first_play), _("to your first play")),
                 (str(len(a.missed)), ngettext("missed chance", "missed chances",
                                               len(a.missed)))]
        fx = max(x + self.px(160), title.right + self.px(24))  # longer words push the facts
        for value, label in facts:
            r = self.text(surface, value, 26, (fx, y - self.px(4)), INK, True, "topleft")
            r2 = self.text(surface, label, 16, (r.right + self.px(8), y + self.px(6)), INK_SOFT,
                           anchor="topleft")
            fx = r2.right + self.px(36)
        y += self.px(40)
        if not a.missed:
            self.text(surface, _("No Dutch play waited on your side for more than two "
                                 "seconds. Well played!"), 17, (x, y), INK_SOFT, anchor="topleft")
            return
        room = max(1, (box.bottom - y - self.px(8)) // self.px(26))
        worst = sorted(a.missed, key=lambda m: -m.seconds)[:room]
        for m in sorted(worst, key=lambda m: m.start):
            self.text(surface, "• " + m.describe(), 17, (x, y), INK, anchor="topleft")
            y += self.px(26)

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info.update(hand=self.result.hand if self.result is not None else None,
                    match_over=self.match_over,
                    missed=len(self.analysis.missed) if self.analysis else None)
        return info


class MatchResultsScene(MatchResultsScreen):
    """The winner and the final standings; Play again (same table, new seed) or Title."""

    panel_size = (900, 600)
    panel_top = 112
    rests = True

    def __init__(self, app: Services, session: BlitzSession, flow: BlitzFlow) -> None:
        self.session = session
        self.flow = flow
        self.match = match_of(session)
        super().__init__(app)

    def enter(self) -> None:
        super().enter()
        if self.match.winner == HUMAN:
            self.app.play("blitz")

    def play_again(self) -> None:
        self.flow.play_again(self.session)

    def draw_content(self, surface: pygame.Surface) -> None:
        from game.ui.scenes.base import rosette

        draw_panel(surface, self.panel, self.style)
        match = self.match
        winner = match.winner
        cx = self.panel.centerx
        y = self.panel.y + self.px(56)
        if winner == HUMAN:
            banner, colour = _("You win the match!"), palette.CARD_COLOURS_DARK["G"]
        elif winner is not None:
            banner = _("{who} wins the match").format(who=seat_name(match.seats, winner))
            colour = palette.RED
        else:
            banner, colour = _("The match was left unfinished"), INK_SOFT
        rect = self.text(surface, banner, 40, (cx, y), colour, True, "center")
        r = self.px(22)
        rosette(surface, (rect.left - r * 2, y), r)
        rosette(surface, (rect.right + r * 2, y), r)
        hands = len(match.results)
        self.text(surface, ngettext("{n} hand played · first to {target} points",
                                    "{n} hands played · first to {target} points", hands).format(
                  n=hands, target=match.rules.target_score), 19, (cx, y + self.px(46)), INK_SOFT,
                  anchor="center")
        y += self.px(96)
        order = sorted(range(len(match.seats)), key=lambda s: -match.totals[s])
        inner = pygame.Rect(self.panel.x + self.px(70), y, self.panel.width - self.px(140), 0)
        target = match.rules.target_score
        best = max(max(match.totals), target)
        for place, seat in enumerate(order, start=1):
            row_h = self.px(56)
            if seat == HUMAN:
                pygame.draw.rect(surface, palette.CARD_COLOURS_LIGHT["Y"],
                                 pygame.Rect(inner.x - self.px(14), y - self.px(6),
                                             inner.width + self.px(28), row_h),
                                 border_radius=self.px(8))
            self.text(surface, f"{place}.", 26, (inner.x, y), INK, True, "topleft")
            self.text(surface, _seat_label(match.seats, seat), 24,
                      (inner.x + self.px(46), y + self.px(2)), INK, seat == winner, "topleft")
            self.text(surface, str(match.totals[seat]), 28, (inner.right, y), INK, True,
                      "topright")
            bar = pygame.Rect(inner.x + int(inner.width * 0.48), y + self.px(12),
                              int(inner.width * 0.38), self.px(18))
            draw_progress(surface, bar, match.totals[seat], best, seat_colour(match.seats, seat))
            y += row_h + self.px(6)

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info.update(winner=self.match.winner, totals=list(self.match.totals))
        return info
