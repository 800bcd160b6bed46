"""The game results of Blitz (31): who was left standing, the order everyone went out, and the
way to play again. Enter plays again (the same table with a new deal); T goes to the title. The
keys that play at the table never confirm it, and nothing is taken for a short moment.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import N_
from game.i18n import _, ngettext
from game.thirty_one.log_words import names_joined
from game.thirty_one.ui.painter import TablePainter
from game.thirty_one.ui.session import HUMAN, ThirtyOneFlow, ThirtyOneSession, match_of
from game.ui import palette
from game.ui.scenes.base import rosette
from game.ui.scenes.common import level_name
from game.ui.scenes.results_screen import MatchResultsScreen
from game.ui.services import Services
from game.ui.widgets import INK, INK_SOFT, draw_panel


def standings(session: ThirtyOneSession) -> list[tuple[int, int, int | None]]:
    """(seat, tokens left, hand it went out in or None) from first place to last."""
    match = match_of(session)
    out_in: dict[int, int] = {}
    for result in match.results:
        for seat in result.out:
            out_in[seat] = result.hand
    winners = match.winners
    rows = [(seat, match.tokens[seat] if seat not in out_in else 0, out_in.get(seat))
            for seat in range(len(session.seats))]
    return sorted(rows, key=lambda r: (r[0] not in winners, -(r[2] or 10**6), -r[1], r[0]))


class MatchResultsScene(MatchResultsScreen):
    """The winner and the order everyone went out; Play again or Title."""

    heading = N_("Game results")
    rests = True
    panel_size = (900, 640)
    again_hotkey = None

    def __init__(self, app: Services, session: ThirtyOneSession, flow: ThirtyOneFlow,
                 painter: TablePainter) -> None:
        self.session = session
        self.flow = flow
        self.painter = painter
        super().__init__(app)

    def enter(self) -> None:
        super().enter()
        if HUMAN in match_of(self.session).winners:
            self.app.play("blitz")

    def play_again(self) -> None:
        self.flow.play_again(self.session)

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        match = match_of(self.session)
        seats = self.session.seats
        winners = match.winners
        cx = self.panel.centerx
        y = self.panel.y + self.px(44)
        if HUMAN in winners:
            banner = _("You win the game!") if len(winners) == 1 else _("You share the win!")
            colour = palette.CARD_COLOURS_DARK["G"]
        elif len(winners) == 1:
            banner = _("{who} wins the game").format(who=seats[winners[0]].name)
            colour = palette.RED
        elif winners:
            who = names_joined([seats[s].name for s in winners])
            banner, colour = _("{who} share the win").format(who=who), palette.RED
        else:
            banner, colour = _("The game was left unfinished"), INK_SOFT
        rect = self.text(surface, banner, 36, (cx, y), colour, True, "center")
        r = self.px(20)
        rosette(surface, (rect.left - r * 2, y), r)
        rosette(surface, (rect.right + r * 2, y), r)
        hands = len(match.results)
        tokens = match.rules.tokens
        played = ngettext("{n} hand played", "{n} hands played", hands).format(n=hands)
        each = ngettext("{n} token each", "{n} tokens each", tokens).format(n=tokens)
        # Translators: "3 hands played · 3 tokens each"
        self.text(surface, _("{played} · {each}").format(played=played, each=each), 18,
                  (cx, y + self.px(40)), INK_SOFT, anchor="center")
        y += self.px(78)
        rows = standings(self.session)
        room = self.again_button.rect.top - self.px(16) - y
        row_h = min(self.px(50), room // max(1, len(rows)))
        inner = pygame.Rect(self.panel.x + self.px(60), y, self.panel.width - self.px(120), 0)
        painter = self.painter
        size = max(12, min(24, row_h * 100 // max(1, self.px(100)) // 2))
        for place, (seat, tokens, out_hand) in enumerate(rows, start=1):
            if seat == HUMAN:
                pygame.draw.rect(surface, palette.CARD_COLOURS_LIGHT["Y"],
                                 pygame.Rect(inner.x - self.px(14), y - self.px(4),
                                             inner.width + self.px(28), row_h - self.px(2)),
                                 border_radius=self.px(8))
            mid = y + row_h // 2 - self.px(3)
            self.text(surface, f"{place}.", size, (inner.x, mid), INK, True)
            level = level_name(seats[seat].level)
            label = _("{name} ({level})").format(name=seats[seat].name, level=level) if level \
                else seats[seat].name
            self.text(surface, label, size, (inner.x + self.px(40), mid), INK, seat in winners)
            if out_hand is not None or tokens == 0:
                note = _("out in hand {n}").format(n=out_hand) if out_hand is not None \
                    else _("won on their face")
                self.text(surface, note, size * 0.85, (inner.right, mid), INK_SOFT,
                          anchor="midright")
            else:
                disc = max(8, row_h * 3 // 5)
                width = disc * 7
                painter.tokens(surface, pygame.Rect(inner.right - width, mid - disc // 2,
                                                    width, disc), tokens, 0, None)
            y += row_h

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        match = match_of(self.session)
        info.update(winners=list(match.winners), hands=len(match.results))
        return info
