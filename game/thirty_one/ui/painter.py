"""Draws the Blitz (31) table from one seat's view: rivals' pods, your hand, the piles.

``TablePainter.draw(surface, layout, view, seats, decor)`` paints the felt, the bar at the top,
every rival (``seat_painter``), your cards large at the bottom, the draw and discard piles and
the Knock button. What moves or glows comes in a ``Decor``; the painter decides no rule. It
draws only what the view holds, so a hidden card is never shown. The still table is kept as a
base layer and only the regions whose content changed are painted again.
"""

from __future__ import annotations

from collections.abc import Container, Hashable, Sequence

import pygame
from pygame import Rect

from game.core.seats import SeatSpec
from game.i18n import _, ngettext, number
from game.thirty_one.rules.state import View
from game.thirty_one.ui.kept_regions import KeptRegions, PartWords, part_names
from game.thirty_one.ui.layout import TableLayout
from game.thirty_one.ui.painter_parts import CREAM, GOLD, MUTED, SHADE, Decor, PainterParts
from game.thirty_one.ui.seat_painter import SeatPainter
from game.thirty_one.ui.session import last_turn_seats
from game.thirty_one.ui.still_places import STACK_DEPTH
from game.ui import palette
from game.ui.svg_render import has_display
from game.ui.table.base_layer import LayerBudget
from game.ui.table.dirty import outline_places
from game.ui.tween import clamp01, pulse

UNDRAWN = (0xFF, 0x00, 0xFF)
"""The see-through colour of the draw pile's stacked edges (no edge is drawn in it)."""

__all__ = ["SHADE", "Decor", "TablePainter", "hud_text"]


class TablePainter(PainterParts):
    """Paints tables; keep one per window and call ``draw`` every frame."""

    def __init__(self, background: object, font: object, four_colour: bool = False) -> None:
        super().__init__(background, font, four_colour)
        self.kept = KeptRegions()
        self.seat_painter = SeatPainter(self)
        self._stacks: dict[tuple[tuple[int, int], int], pygame.Surface] = {}

    def draw(self, surface: pygame.Surface, layout: TableLayout, view: View,
             seats: Sequence[SeatSpec], decor: Decor) -> None:
        """The whole table: its still part (``draw_still``), then what moves over it."""
        self.draw_still(surface, layout, view, seats, decor)
        self.draw_moving(surface, layout, decor)

    def still_key(self, layout: TableLayout, view: View, seats: Sequence[SeatSpec],
                  decor: Decor) -> Hashable:
        """Everything the still part of the table shows: equal keys, equal pictures."""
        return self.kept.key(layout, seats, self.images.four_colour, view, decor)

    def draw_still(self, surface: pygame.Surface, layout: TableLayout, view: View,
                   seats: Sequence[SeatSpec], decor: Decor, kept: bool = False,
                   budget: LayerBudget | None = None) -> None:
        """The still table (felt, bar, seats, piles, Knock, their words) onto ``surface``.
        Only the regions whose content changed are painted again (``KeptRegions``); with
        ``kept``, ``surface`` is a layer the caller keeps and paints only here, words and all
        (else the painter's own copy is blitted and the words drawn over it one by one); with
        a ``budget`` too, only the changed places it says are due now (``KeptRegions``)."""

        def paint(target: pygame.Surface, parts: Container[str]) -> PartWords:
            self.rebuilt += 1
            return self._paint(target, layout, view, seats, decor, parts)

        key = self.kept.key(layout, seats, self.images.four_colour, view, decor)
        self.kept.draw(surface, layout, key, paint, kept, budget)

    def draw_moving(self, surface: pygame.Surface, layout: TableLayout,
                    decor: Decor) -> list[Rect]:
        """Over the still table: the pulse round the seat that is thinking and the dimming
        veil; where they were drawn."""
        drawn: list[Rect] = []
        pod = layout.pod(decor.thinking) if decor.thinking is not None else None
        if pod is not None:
            k = pulse((decor.now % 1.2) / 1.2)
            ring = pygame.draw.rect(surface, GOLD, pod.area.inflate(4, 4),
                                    max(2, round(2 + 2 * k)), border_radius=6)
            drawn += outline_places(ring, 6)  # (its width is at most 4, its corners' radius 6)
        if decor.dim > 0:
            if self._veil is None or self._veil.get_size() != layout.size:
                self._veil = pygame.Surface(layout.size)
                self._veil.fill((8, 18, 16))
            self._veil.set_alpha(round(150 * clamp01(decor.dim)))
            drawn.append(surface.blit(self._veil, (0, 0)))
        return drawn

    def _paint(self, surface: pygame.Surface, layout: TableLayout, view: View,
               seats: Sequence[SeatSpec], decor: Decor, parts: Container[str]) -> PartWords:
        """The felt, then each of the table's ``parts`` (``part_names``) in order; the words
        of each part painted."""
        surface.blit(self.felt(layout.size), (0, 0))
        marks = last_turn_seats(view)
        pods = {f"pod:{pod.seat}": pod for pod in layout.pods}
        found: PartWords = {}
        for name in part_names(layout):
            if name not in parts:
                continue
            self._lifted = []
            if name == "hud":
                self._hud(surface, layout, view, decor)
            elif name == "human":
                self.seat_painter.human(surface, layout, view, seats, decor, marks)
            elif name == "status":
                self._status(surface, layout, decor)
            elif name == "piles":
                self._piles(surface, layout, view, decor)
            elif name == "knock":
                self._knock(surface, layout, decor)
            else:
                self.seat_painter.pod(surface, layout, pods[name], view, seats, decor, marks)
            found[name], self._lifted = self._lifted, None
        return found

    def _hud(self, surface: pygame.Surface, layout: TableLayout, view: View,
             decor: Decor) -> None:
        hud = layout.hud
        pygame.draw.rect(surface, SHADE, hud)
        size = self.px(layout, 17)
        self.label(surface, hud_text(view), size, CREAM, "midleft", (hud.x + size, hud.centery),
                    True)
        if decor.you is not None:
            pause = layout.pause
            pygame.draw.rect(surface, palette.TABLE_FELT_LIGHT, pause,
                             border_radius=pause.height // 2)
            words = _("Pause (Esc)")
            size = self.fitted(words, self.px(layout, 14), pause.width - pause.height // 2)
            self.label(surface, words, size, CREAM, "center",
                        pause.center, True)


    def _status(self, surface: pygame.Surface, layout: TableLayout, decor: Decor) -> None:
        if decor.status:
            self.label(surface, decor.status, self.px(layout, 18), palette.HIGHLIGHT, "center",
                        layout.status.center, True)

    def _piles(self, surface: pygame.Surface, layout: TableLayout, view: View,
               decor: Decor) -> None:
        size = self.px(layout, 18)
        stock, discard = layout.stock, layout.discard
        count = view.stock_count
        depth = min(STACK_DEPTH, count // 8)
        if depth:
            surface.blit(self._stack(stock.size, depth), (stock.x, stock.y - depth * 2))
        if count:
            self.card(surface, None, stock, decor.glow.get("stock"))
        else:
            self._slot(surface, stock, decor.glow.get("stock"))
        small = max(9, size * 4 // 5)
        self.label(surface, _("Draw pile · {n}").format(n=count), small, MUTED, "midtop",
                    (stock.centerx, stock.bottom + 4))
        pile = view.discard[:len(view.discard) - decor.hidden.get("discard", 0)]
        if len(pile) >= 2:
            self.card(surface, pile[-2], discard.move(-discard.width // 14, discard.height // 30))
        if pile:
            self.card(surface, pile[-1], discard, decor.glow.get("discard"))
        else:
            self._slot(surface, discard, decor.glow.get("discard"))
        self.label(surface, _("Discard pile"), small, MUTED, "midtop",
                    (discard.centerx, discard.bottom + 4))

    def _stack(self, size: tuple[int, int], depth: int) -> pygame.Surface:
        """The draw pile's stacked edges, ``depth`` cards of ``size`` behind its top card, each
        2 pixels up and right of the one before: drawn once on a see-through image (solid
        edges: put down, it shows the very pixels drawing them would, for half the cost of
        the four card-sized rounded rects; not run-length coded, which is coded again for
        each surface it is put down on). Every depth of a size is prepared at its
        first need (the table's first painting at that size, painted whole), not when the
        pile grows thinner during a hand."""
        image = self._stacks.get((size, depth))
        if image is not None:
            return image
        if len(self._stacks) > 16:  # sizes of another window
            self._stacks.clear()
        for deep in range(1, STACK_DEPTH + 1):
            made = pygame.Surface((size[0] + deep * 2, size[1] + deep * 2))
            if has_display():
                made = made.convert()
            made.fill(UNDRAWN)
            for i in range(deep, 0, -1):
                pygame.draw.rect(made, palette.INK, Rect((i * 2, (deep - i) * 2), size),
                                 border_radius=max(2, size[0] // 12))
            made.set_colorkey(UNDRAWN)
            self._stacks[size, deep] = made
        return self._stacks[size, depth]

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
        size = self.fitted(words, max(10, min(button.height * 2 // 5, button.width // 5)),
                            button.width - button.height // 2)
        self.label(surface, words, size, palette.INK if on else MUTED, "center",
                    button.center, True)



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
