"""What the Blitz (31) table's painters share: the decor, the caches and small drawing helpers.

``PainterParts`` holds the card images, the text cache and the cached felt and panels, and the
helpers every painter uses: a label, a pill, a card with its halo, a row of token discs (losing
tokens lift and fade), a seat's marker ("KNOCKED", "LAST TURN", "ON ITS FACE", "OUT").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from game.i18n import _
from game.thirty_one.rules.state import View
from game.thirty_one.ui.images import CardImages
from game.thirty_one.ui.layout import TableLayout
from game.ui import palette
from game.ui.fonts import TextCache
from game.ui.plain_copy import plain_copy
from game.ui.svg_render import has_display
from game.ui.tween import clamp01, ease_out_cubic

GOLD = (0xF2, 0xC9, 0x4C)
SHADE = (0x0E, 0x26, 0x21)
MIN_TEXT = 10
"""The smallest text size a label shrinks to so that longer words fit their box."""
CREAM = palette.TABLE_TEXT
MUTED = palette.TABLE_TEXT_MUTED
GREY = (0x6E, 0x76, 0x72)
LIFT = 0.12


@dataclass
class Decor:
    """What the scene adds to the bare table this frame."""

    now: float = 0.0
    hidden: Mapping[str, int] = field(default_factory=dict)
    """``"discard"`` / ``"hand:S"`` -> cards not drawn yet (in flight towards it)."""
    hidden_cards: frozenset[str] = frozenset()
    """Your cards not drawn in your hand (dragged, or in flight)."""
    glow: Mapping[str, tuple[int, int, int]] = field(default_factory=dict)
    """``"stock"``, ``"discard"``, ``"hand"``, ``"knock"`` -> halo colour."""
    selected: str | None = None
    taken: str | None = None
    """The card you took from the discard pile this turn (marked: it cannot go back)."""
    thinking: int | None = None
    knock_enabled: bool = False
    show_value: bool = True
    status: str = ""
    loss: float | None = None
    """0..1 once the showdown shows token losses; None before."""
    dim: float = 0.0
    you: int | None = 0
    """The seat labelled "you" (None in a replay)."""
    reveal: bool = False
    """Show every hand face up (the replay viewer)."""
    hands: Sequence[Sequence[str]] = ()
    """With ``reveal``: every seat's cards."""


class PainterParts:
    """The painters' caches and helpers."""

    def __init__(self, background: object, font: object, four_colour: bool = False) -> None:
        self.art = background
        self.images = CardImages(four_colour)
        self.text = TextCache(font, limit=300, min_size=8)  # type: ignore[arg-type]
        self._felt: tuple[tuple[int, int], pygame.Surface] | None = None
        self._veil: pygame.Surface | None = None
        self._panels: dict[tuple[object, ...], pygame.Surface] = {}
        self.rebuilt = 0
        """How many times the still part of the table was painted again (for benchmarks)."""
        self.your_tokens: Rect | None = None
        """Where your token discs were last painted (the coach's tokens tip points there)."""
        self._lifted: list[tuple[pygame.Surface, Rect]] | None = None
        """While the kept table is painted: its words, kept aside and drawn over its parts
        after them (``KeptRegions``: into the kept layer, or onto a screen that watches its
        text after the painter's own copy)."""

    def words(self, surface: pygame.Surface, image: pygame.Surface, rect: Rect) -> None:
        """Words at ``rect``: kept aside while the kept table is painted (drawn over its parts
        after them), else drawn now."""
        if self._lifted is not None:
            self._lifted.append((image, rect))
        else:
            surface.blit(image, rect)

    # --- helpers ---------------------------------------------------------------------------------
    def px(self, layout: TableLayout, size: float) -> int:
        return max(10, round(size * layout.unit))

    def label(self, surface: pygame.Surface, text: str, size: int, colour: palette.RGB,
               anchor: str, at: tuple[int, int], bold: bool = False) -> Rect:
        image = self.text(text, size, colour, bold)
        rect = image.get_rect(**{anchor: at})
        self.words(surface, image, rect)
        return rect

    def fitted(self, text: str, size: int, width: int, bold: bool = True) -> int:
        """The largest size up to ``size`` at which ``text`` is no wider than ``width`` (not
        below ``MIN_TEXT``, the smallest that reads well)."""
        while size > MIN_TEXT and self.text(text, size, CREAM, bold).get_width() > width:
            size -= 1
        return size

    def pill(self, surface: pygame.Surface, text: str, size: int, fill: palette.RGB,
              ink: palette.RGB, centre: tuple[int, int]) -> Rect:
        image = self.text(text, size, ink, True)
        pill = Rect(0, 0, image.get_width() + size, round(size * 1.6))
        pill.center = centre
        pygame.draw.rect(surface, fill, pill, border_radius=pill.height // 2)
        pygame.draw.rect(surface, palette.INK, pill, max(1, size // 10),
                         border_radius=pill.height // 2)
        self.words(surface, image, image.get_rect(center=pill.center))
        return pill

    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        if self._felt is None or self._felt[0] != size:
            surf = self.art.table_background(size)  # type: ignore[attr-defined]
            if has_display():
                surf = surf.convert()
            self._felt = (size, plain_copy(surf))  # (copied plainly: ``plain_copy``)
        return self._felt[1]

    def card(self, surface: pygame.Surface, card: str | None, rect: Rect,
             glow: palette.RGB | None = None) -> None:
        if glow is not None:
            spread = max(4, rect.height // 9)
            surface.blit(self.images.glow(rect.size, glow, spread),
                         (rect.x - spread, rect.y - spread))
        surface.blit(self.images.card(card, rect.size), rect)

    # --- the frame -------------------------------------------------------------------------------
    def panel(self, size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
        key = (size, rgba)
        panel = self._panels.get(key)
        if panel is None:
            if len(self._panels) > 64:
                self._panels.clear()
            panel = pygame.Surface(size, pygame.SRCALPHA)
            panel.fill(rgba)
            self._panels[key] = panel
        return panel


    def tokens(self, surface: pygame.Surface, row: Rect, count: int, lost: int,
               loss: float | None, anchor: str = "left") -> Rect:
        """``count`` discs in ``row``; the last ``lost`` of them lift and fade as ``loss``
        runs from 0 to 1 (``lost`` above ``count``: a seat that had none goes out)."""
        d = max(6, round(row.height * 0.92))
        step = round(d * 1.08)
        shown = max(count, 1)
        width = d + step * (shown - 1)
        x0 = row.x if anchor == "left" else row.centerx - width // 2
        y = row.centery - d // 2
        disc = self.images.token(d)
        for i in range(count):
            rect = Rect(x0 + i * step, y, d, d)
            if loss is not None and i >= count - lost:
                k = clamp01(loss * 1.4 - (count - 1 - i) * 0.2)
                faded = disc.copy()
                faded.set_alpha(round(255 * (1 - ease_out_cubic(k))))
                surface.blit(faded, rect.move(0, -round(d * 1.2 * ease_out_cubic(k))))
                continue
            surface.blit(disc, rect)
        if count == 0:
            pygame.draw.circle(surface, MUTED, (x0 + d // 2, y + d // 2), d // 2,
                               max(1, d // 10))
        return Rect(x0, y, width, d)

    def seat_tag(self, seat: int, view: View, marks: tuple[set[int], set[int]],
                  you: bool) -> tuple[str, palette.RGB] | None:
        result = view.result
        if seat not in view.in_play:
            return (_("OUT"), GREY)
        if result is not None and seat in result.out:
            return (_("OUT"), palette.REFUSED)
        if view.knocker == seat:
            return (_("KNOCKED"), GOLD)
        waiting, done = marks
        if seat in waiting:
            return (_("LAST TURN"), palette.HIGHLIGHT)
        if seat in done:
            return (_("PLAYED"), MUTED)
        del you
        return None

    def on_face(self, surface: pygame.Surface, view: View, seat: int, row: Rect,
                discs: Rect, size: int, you: bool) -> int:
        """"on their face" beside an empty token row (a seat with no tokens still plays); the
        right edge of what was drawn."""
        if seat in view.in_play and view.tokens[seat] == 0:
            text = _("on your face") if you else _("on their face")
            return self.label(surface, text, size, palette.REFUSED, "midleft",
                               (discs.right + size // 2, row.centery), True).right
        return discs.right

    def losses(self, view: View, seat: int) -> int:
        if view.result is None:
            return 0
        return dict(view.result.lost).get(seat, 0)


def shown_cards(view: View, decor: Decor, seat: int) -> tuple[str, ...]:
    """The seat's cards face up: every hand once the hand is over (or in a replay)."""
    if decor.reveal and seat < len(decor.hands):
        return tuple(decor.hands[seat])
    if view.shown and seat < len(view.shown):
        return view.shown[seat]
    return ()



def has_thirty_one(view: View, seat: int) -> bool:
    """The seat's 31 won the hand (shown with a golden glow)."""
    result = view.result
    return result is not None and result.reason != "knock" and \
        dict(result.values).get(seat) == 31
