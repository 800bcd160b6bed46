"""Draws the Blitz (31) table from one seat's view: rivals' pods, your hand, the piles.

``TablePainter.draw(surface, layout, view, seats, decor)`` paints the felt, the bar at the top,
every rival (``seat_painter``), your cards large at the bottom, the draw and discard piles and
the Knock button. What moves or glows comes in a ``Decor``; the painter decides no rule. It
draws only what the view holds, so a hidden card is never shown. The still table is kept as a
base layer and only the regions whose content changed are painted again.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from pygame import Rect

from game.core.seats import SeatSpec
from game.i18n import _, current_language, ngettext, number
from game.thirty_one.rules.state import View
from game.thirty_one.ui.layout import TableLayout
from game.thirty_one.ui.painter_parts import CREAM, GOLD, MUTED, SHADE, Decor
from game.thirty_one.ui.seat_painter import SeatPainter
from game.thirty_one.ui.session import last_turn_seats
from game.ui import palette
from game.ui.svg_render import has_display
from game.ui.tween import clamp01, pulse

__all__ = ["SHADE", "Decor", "TablePainter", "hud_text"]


class TablePainter(SeatPainter):
    """Paints tables; keep one per window and call ``draw`` every frame."""

    _kept_words: list[tuple[pygame.Surface, Rect]] = []
    """The kept table's words, drawn over it each frame."""

    def draw(self, surface: pygame.Surface, layout: TableLayout, view: View,
             seats: Sequence[SeatSpec], decor: Decor) -> None:
        """The table: its still part is painted once per change and kept, so a frame is a
        blit, its words over it, the pulse round the seat that is thinking and the dimming
        veil."""
        whole = (layout, tuple(seats), self.images.four_colour, decor.you, decor.reveal)
        regions = _regions(layout)
        keys = _region_keys(layout, view, decor)
        cached = self._base
        if cached is not None and cached[0][0] == whole and cached[1].get_size() == layout.size:
            base, old = cached[1], cached[0][1]
            assert isinstance(old, dict)
            dirty = [rect for name, rect in regions if old.get(name) != keys.get(name)]
        else:
            base = pygame.Surface(layout.size)
            if has_display():
                base = base.convert()
            dirty = [Rect(0, 0, *layout.size)]
        for rect in dirty:
            base.set_clip(rect)
            self._lifted = []
            self._paint(base, layout, view, seats, decor)
            self._kept_words, self._lifted = self._lifted, None
            self.rebuilt += 1
        base.set_clip(None)
        self._base = ((whole, keys), base)
        surface.blit(self._base[1], (0, 0))
        for image, at in self._kept_words:
            surface.blit(image, at)
        pod = layout.pod(decor.thinking) if decor.thinking is not None else None
        if pod is not None:
            k = pulse((decor.now % 1.2) / 1.2)
            pygame.draw.rect(surface, GOLD, pod.area.inflate(4, 4), max(2, round(2 + 2 * k)),
                             border_radius=6)
        if decor.dim > 0:
            if self._veil is None or self._veil.get_size() != layout.size:
                self._veil = pygame.Surface(layout.size)
                self._veil.fill((8, 18, 16))
            self._veil.set_alpha(round(150 * clamp01(decor.dim)))
            surface.blit(self._veil, (0, 0))

    def _paint(self, surface: pygame.Surface, layout: TableLayout, view: View,
               seats: Sequence[SeatSpec], decor: Decor) -> None:
        surface.blit(self.felt(layout.size), (0, 0))
        self._hud(surface, layout, view, decor)
        waiting, done = last_turn_seats(view)
        for pod in layout.pods:
            self._pod(surface, layout, pod, view, seats, decor, (waiting, done))
        self._human(surface, layout, view, seats, decor, (waiting, done))
        self._centre(surface, layout, view, decor)

    def _hud(self, surface: pygame.Surface, layout: TableLayout, view: View,
             decor: Decor) -> None:
        hud = layout.hud
        pygame.draw.rect(surface, SHADE, hud)
        size = self._px(layout, 17)
        self._label(surface, hud_text(view), size, CREAM, "midleft", (hud.x + size, hud.centery),
                    True)
        if decor.you is not None:
            pause = layout.pause
            pygame.draw.rect(surface, palette.TABLE_FELT_LIGHT, pause,
                             border_radius=pause.height // 2)
            words = _("Pause (Esc)")
            size = self._fitted(words, self._px(layout, 14), pause.width - pause.height // 2)
            self._label(surface, words, size, CREAM, "center",
                        pause.center, True)


    def _centre(self, surface: pygame.Surface, layout: TableLayout, view: View,
                decor: Decor) -> None:
        size = self._px(layout, 18)
        if decor.status:
            self._label(surface, decor.status, size, palette.HIGHLIGHT, "center",
                        layout.status.center, True)
        stock, discard = layout.stock, layout.discard
        count = view.stock_count
        for i in range(min(4, count // 8), 0, -1):
            pygame.draw.rect(surface, palette.INK, stock.move(i * 2, -i * 2),
                             border_radius=max(2, stock.width // 12))
        if count:
            self.card(surface, None, stock, decor.glow.get("stock"))
        else:
            self._slot(surface, stock, decor.glow.get("stock"))
        small = max(9, size * 4 // 5)
        self._label(surface, _("Draw pile · {n}").format(n=count), small, MUTED, "midtop",
                    (stock.centerx, stock.bottom + 4))
        pile = view.discard[:len(view.discard) - decor.hidden.get("discard", 0)]
        if len(pile) >= 2:
            self.card(surface, pile[-2], discard.move(-discard.width // 14, discard.height // 30))
        if pile:
            self.card(surface, pile[-1], discard, decor.glow.get("discard"))
        else:
            self._slot(surface, discard, decor.glow.get("discard"))
        self._label(surface, _("Discard pile"), small, MUTED, "midtop",
                    (discard.centerx, discard.bottom + 4))
        self._knock(surface, layout, decor)

    def _slot(self, surface: pygame.Surface, rect: Rect, glow: palette.RGB | None) -> None:
        if glow is not None:
            spread = max(4, rect.height // 9)
            surface.blit(self.images.glow(rect.size, glow, spread),
                         (rect.x - spread, rect.y - spread))
        pygame.draw.rect(surface, palette.SLOT_OUTLINE, rect, max(2, rect.width // 30),
                         border_radius=max(2, rect.width // 12))

    def _knock(self, surface: pygame.Surface, layout: TableLayout, decor: Decor) -> None:
        if decor.you is None:
            return
        button = layout.knock
        on = decor.knock_enabled
        fill = GOLD if on else (0x4A, 0x5C, 0x56)
        if "knock" in decor.glow:
            spread = max(4, button.height // 5)
            surface.blit(self.images.glow(button.size, decor.glow["knock"], spread),
                         (button.x - spread, button.y - spread))
        pygame.draw.rect(surface, fill, button, border_radius=button.height // 2)
        pygame.draw.rect(surface, palette.INK, button, max(2, button.height // 14),
                         border_radius=button.height // 2)
        words = _("Knock (K)")
        size = self._fitted(words, max(10, min(button.height * 2 // 5, button.width // 5)),
                            button.width - button.height // 2)
        self._label(surface, words, size, palette.INK if on else MUTED, "center",
                    button.center, True)



def _regions(layout: TableLayout) -> list[tuple[str, Rect]]:
    """Parts of the still table that are painted again on their own when they change."""
    screen = Rect(0, 0, *layout.size)
    grow = max(8, layout.stock.height // 5)
    centre = layout.status.unionall([layout.knock, layout.stock, layout.discard])
    found = [("hud", Rect(layout.hud)), ("centre", centre.inflate(grow * 2, grow * 2)),
             ("human", layout.human.area.inflate(grow * 2, grow * 2))]
    found += [(f"pod:{pod.seat}", pod.area.inflate(grow, grow)) for pod in layout.pods]
    return [(name, rect.clip(screen)) for name, rect in found]


def _region_keys(layout: TableLayout, view: View, decor: Decor) -> dict[str, object]:
    """What each region shows: when its key changes, the region is painted again."""
    waiting, done = last_turn_seats(view)
    common = (view.in_play, view.dealer, view.knocker, view.result, decor.loss, decor.hands,
              current_language())
    glow = tuple(sorted(decor.glow.items()))
    keys: dict[str, object] = {
        "hud": (view.hand, view.rules, current_language()),
        "centre": (decor.status, view.stock_count, view.discard[-2:],
                   decor.hidden.get("discard", 0), glow, decor.knock_enabled,
                   current_language()),
        "human": (common, 0 in waiting, 0 in done, view.cards, view.tokens, view.shown,
                  decor.hidden_cards,
                  decor.selected, decor.taken, glow, decor.show_value),
    }
    for pod in layout.pods:
        seat = pod.seat
        keys[f"pod:{seat}"] = (common, seat in waiting, seat in done, view.tokens[seat],
                               view.hand_sizes[seat],
                               view.known[seat] if seat < len(view.known) else (),
                               view.shown, decor.hidden.get(f"hand:{seat}", 0))
    return keys


def hud_text(view: View) -> str:
    """The top bar: the game, the hand, and the rules (the tokens everyone started with)."""
    triple = view.rules.three_of_a_kind
    tokens = view.rules.tokens
    said = ngettext("Blitz (31)  ·  Hand {hand}  ·  {n} token to start",
                    "Blitz (31)  ·  Hand {hand}  ·  {n} tokens to start",
                    tokens).format(hand=view.hand, n=tokens)
    if triple is False:
        return said
    return said + "  ·  " + _("three of a kind {value}").format(value=number(triple))
