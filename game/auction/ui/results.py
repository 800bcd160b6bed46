"""The score sheet at the end of a game of Dutch Auction: for each seat, cards and victory
points by suit, the six-of-a-suit bonuses, the totals and (on equal totals) the card counts.

Enter plays again, Esc goes to the title; as on every results screen (``ResultsScreen``) the
keys that play at the table never confirm here, and for a moment after it opens nothing does."""

from __future__ import annotations

from typing import Any

import pygame

from game.auction.rules.cards import SUIT, SUIT_BONUS, SUIT_BONUS_COUNT, SUIT_NAMES, SUITS, VP
from game.auction.ui.session import AuctionFlow, AuctionSession
from game.core.i18n import N_
from game.i18n import _, ngettext
from game.ui import palette
from game.ui.scenes.results_screen import MatchResultsScreen
from game.ui.services import Services
from game.ui.widgets import INK, INK_SOFT, draw_panel


def suit_rows(cards: tuple[str, ...]) -> list[tuple[str, int, int, int]]:
    """(suit name, cards, victory points, bonus) per suit."""
    rows = []
    for suit in SUITS:
        mine = [c for c in cards if SUIT[c] == suit]
        bonus = SUIT_BONUS if len(mine) >= SUIT_BONUS_COUNT else 0
        rows.append((SUIT_NAMES[suit], len(mine), sum(VP[c] for c in mine), bonus))
    return rows


SCORE_ROWS = ((N_("Victory points"), "vp"), (N_("Six-of-a-suit"), "suit_bonus"),
              (N_("Total"), "total"), (N_("Cards owned"), "cards"))
"""The sheet's rows under the suits: their labels and the score's field."""


class ResultsScene(MatchResultsScreen):
    """The score sheet; Play again or Title."""

    heading = N_("Score sheet")
    rests = True
    again_hotkey = None

    def __init__(self, app: Services, session: AuctionSession, flow: AuctionFlow) -> None:
        self.session = session
        self.flow = flow
        super().__init__(app)

    def play_again(self) -> None:
        self.flow.play_again(self.session)

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        state = self.session.state
        winners = state.winners
        names = [self.session.name(i) for i in range(2)]
        cx, y = self.panel.centerx, self.panel.y + self.px(40)
        if len(winners) == 2:
            title = _("A shared win")
        else:
            title = _("You win!") if winners == (0,) else \
                _("{name} wins").format(name=names[winners[0]])
        self.text(surface, title, 34, (cx, y), INK, True, "center")
        cols = [self.panel.x + self.px(x) for x in (40, 300, 600)]
        y += self.px(50)
        for i, name in enumerate(names):
            self.text(surface, name, 24, (cols[i + 1], y), INK, True, "topleft")
        y += self.px(40)
        sheets = [suit_rows(seat.owned()) for seat in state.seats]
        for r, (suit, *_rest) in enumerate(sheets[0]):
            self.text(surface, _(suit).capitalize(), 21, (cols[0], y), INK, True, "topleft")
            for i in range(2):
                _suit, count, vp, bonus = sheets[i][r]
                text = ngettext("{n} card  {points}", "{n} cards  {points}", count).format(
                    n=count, points=f"{vp:+d}")
                if bonus:
                    text = _("{cards}  +{bonus} six!").format(cards=text, bonus=bonus)
                colour = palette.CARD_COLOURS_DARK["G"] if bonus else INK
                self.text(surface, text, 21, (cols[i + 1], y), colour, bool(bonus), "topleft")
            y += self.px(36)
        y += self.px(8)
        pygame.draw.line(surface, INK_SOFT, (cols[0], y), (self.panel.right - self.px(40), y), 2)
        y += self.px(12)
        for label, key in SCORE_ROWS:
            total = key == "total"
            self.text(surface, _(label), 21, (cols[0], y), INK, total, "topleft")
            for i, score in enumerate(state.scores):
                self.text(surface, str(getattr(score, key)), 21, (cols[i + 1], y), INK,
                          total, "topleft")
            y += self.px(32)
        totals = [s.total for s in state.scores]
        if totals[0] == totals[1]:
            self.text(surface, _("Equal totals: fewer cards wins."), 18, (cols[0], y), INK_SOFT,
                      False, "topleft")

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info.update(winners=list(self.session.state.winners),
                    totals=[s.total for s in self.session.state.scores])
        return info
