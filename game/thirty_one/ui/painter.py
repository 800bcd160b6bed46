"""Draws the Blitz (31) table from one seat's view: rivals' pods, your hand, the piles.

``TablePainter.draw(surface, layout, view, seats, decor)`` paints the felt, the bar at the top,
every rival (name, token discs, cards face down -- face up only once the hand is shown), your
cards large at the bottom with your tokens and the value hint, the draw and discard piles and
the Knock button. What moves or glows comes in a ``Decor``; the painter decides no rule. It
draws only what the view holds, so a hidden card is never shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from game.core.seats import SeatSpec
from game.thirty_one.rules.cards import counting_suit, hand_value
from game.thirty_one.rules.state import View
from game.thirty_one.ui.images import CardImages, TextCache
from game.thirty_one.ui.layout import HumanLayout, PodLayout, TableLayout
from game.thirty_one.ui.session import last_turn_seats
from game.thirty_one.ui.suits import draw_suit, value_text
from game.ui import palette
from game.ui.tween import clamp01, ease_out_cubic, pulse

GOLD = (0xF2, 0xC9, 0x4C)
SHADE = (0x0E, 0x26, 0x21)
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


class TablePainter:
    """Paints tables; keep one per window and call ``draw`` every frame."""

    def __init__(self, background: object, font: object, four_colour: bool = False) -> None:
        self.art = background
        self.images = CardImages(four_colour)
        self.text = TextCache(font)  # type: ignore[arg-type]
        self._felt: tuple[tuple[int, int], pygame.Surface] | None = None
        self._veil: pygame.Surface | None = None

    # --- helpers ---------------------------------------------------------------------------------
    def _px(self, layout: TableLayout, size: float) -> int:
        return max(10, round(size * layout.unit))

    def _label(self, surface: pygame.Surface, text: str, size: int, colour: palette.RGB,
               anchor: str, at: tuple[int, int], bold: bool = False) -> Rect:
        image = self.text(text, size, colour, bold)
        rect = image.get_rect(**{anchor: at})
        surface.blit(image, rect)
        return rect

    def _pill(self, surface: pygame.Surface, text: str, size: int, fill: palette.RGB,
              ink: palette.RGB, centre: tuple[int, int]) -> Rect:
        image = self.text(text, size, ink, True)
        pill = Rect(0, 0, image.get_width() + size, round(size * 1.6))
        pill.center = centre
        pygame.draw.rect(surface, fill, pill, border_radius=pill.height // 2)
        pygame.draw.rect(surface, palette.INK, pill, max(1, size // 10),
                         border_radius=pill.height // 2)
        surface.blit(image, image.get_rect(center=pill.center))
        return pill

    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        if self._felt is None or self._felt[0] != size:
            surf = self.art.table_background(size)  # type: ignore[attr-defined]
            self._felt = (size, surf)
        return self._felt[1]

    def card(self, surface: pygame.Surface, card: str | None, rect: Rect,
             glow: palette.RGB | None = None) -> None:
        if glow is not None:
            spread = max(4, rect.height // 9)
            surface.blit(self.images.glow(rect.size, glow, spread),
                         (rect.x - spread, rect.y - spread))
        surface.blit(self.images.card(card, rect.size), rect)

    # --- the frame -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, layout: TableLayout, view: View,
             seats: Sequence[SeatSpec], decor: Decor) -> None:
        surface.blit(self.felt(layout.size), (0, 0))
        self._hud(surface, layout, view, decor)
        waiting, done = last_turn_seats(view)
        for pod in layout.pods:
            self._pod(surface, layout, pod, view, seats, decor, (waiting, done))
        self._human(surface, layout, view, seats, decor, (waiting, done))
        self._centre(surface, layout, view, decor)
        if decor.dim > 0:
            if self._veil is None or self._veil.get_size() != layout.size:
                self._veil = pygame.Surface(layout.size)
                self._veil.fill((8, 18, 16))
            self._veil.set_alpha(round(150 * clamp01(decor.dim)))
            surface.blit(self._veil, (0, 0))

    def _hud(self, surface: pygame.Surface, layout: TableLayout, view: View,
             decor: Decor) -> None:
        hud = layout.hud
        pygame.draw.rect(surface, SHADE, hud)
        size = self._px(layout, 17)
        triple = view.rules.three_of_a_kind
        extra = f"  ·  three of a kind {triple:g}" if triple is not False else ""
        text = f"Blitz (31)  ·  Hand {view.hand}  ·  {view.rules.tokens} tokens each{extra}"
        self._label(surface, text, size, CREAM, "midleft", (hud.x + size, hud.centery), True)
        if decor.you is not None:
            pause = layout.pause
            pygame.draw.rect(surface, palette.TABLE_FELT_LIGHT, pause,
                             border_radius=pause.height // 2)
            self._label(surface, "Pause (Esc)", self._px(layout, 14), CREAM, "center",
                        pause.center, True)

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

    def _seat_tag(self, seat: int, view: View, marks: tuple[set[int], set[int]],
                  you: bool) -> tuple[str, palette.RGB] | None:
        result = view.result
        if seat not in view.in_play:
            return ("OUT", GREY)
        if result is not None and seat in result.out:
            return ("OUT", palette.REFUSED)
        if view.knocker == seat:
            return ("KNOCKED", GOLD)
        waiting, done = marks
        if seat in waiting:
            return ("LAST TURN", palette.HIGHLIGHT)
        if seat in done:
            return ("LAST TURN TAKEN", MUTED)
        if view.tokens[seat] == 0:
            return ("ON YOUR FACE" if you else "ON ITS FACE", palette.REFUSED)
        return None

    def _losses(self, view: View, seat: int) -> int:
        if view.result is None:
            return 0
        return dict(view.result.lost).get(seat, 0)

    def _pod(self, surface: pygame.Surface, layout: TableLayout, pod: PodLayout, view: View,
             seats: Sequence[SeatSpec], decor: Decor,
             marks: tuple[set[int], set[int]]) -> None:
        seat = pod.seat
        area = pod.area
        out = seat not in view.in_play
        panel = pygame.Surface(area.size, pygame.SRCALPHA)
        panel.fill((*SHADE, 150 if not out else 90))
        surface.blit(panel, area)
        if decor.thinking == seat:
            k = pulse((decor.now % 1.2) / 1.2)
            pygame.draw.rect(surface, GOLD, area.inflate(4, 4), max(2, round(2 + 2 * k)),
                             border_radius=6)
        size = self._px(layout, 15)
        spec = seats[seat] if seat < len(seats) else None
        name = spec.name if spec is not None else f"Seat {seat + 1}"
        colour = GREY if out else CREAM
        label = self._label(surface, name, size, colour, "midleft",
                            (area.x + size // 2, pod.name.centery), True)
        if seat == view.dealer and not out:
            self._pill(surface, "D", max(9, size * 3 // 4), CREAM, palette.INK,
                       (label.right + size, pod.name.centery))
        if spec is not None and spec.level:
            self._label(surface, spec.level.capitalize(), max(9, size * 4 // 5), MUTED,
                        "midright", (area.right - size // 2, pod.name.centery))
        if not out:
            self.tokens(surface, pod.tokens.inflate(-size, -2), view.tokens[seat],
                        self._losses(view, seat), decor.loss)
        self._pod_cards(surface, pod, view, decor)
        tag = self._seat_tag(seat, view, marks, False)
        if tag is not None:
            self._pill(surface, tag[0], max(9, size * 4 // 5), tag[1], palette.INK,
                       (area.centerx, area.bottom - size // 2))
        if out:
            veil = pygame.Surface(area.size, pygame.SRCALPHA)
            veil.fill((40, 44, 42, 120))
            surface.blit(veil, area)

    def _pod_cards(self, surface: pygame.Surface, pod: PodLayout, view: View,
                   decor: Decor) -> None:
        seat = pod.seat
        if seat not in view.in_play:
            return
        shown = _shown(view, decor, seat)
        count = len(shown) if shown else view.hand_sizes[seat]
        count -= decor.hidden.get(f"hand:{seat}", 0)
        rects = pod.card_rects(view.hand_sizes[seat] if not shown else len(shown))
        known = list(view.known[seat])[:max(0, count)] if seat < len(view.known) else []
        for i, rect in enumerate(rects[:max(0, count)]):
            if shown:
                card: str | None = shown[i]
            else:  # what they took from the discard pile is no secret: it shows face up
                back = count - len(known)
                card = known[i - back] if i >= back else None
            self.card(surface, card, rect)
        if shown:
            value = hand_value(tuple(shown), view.rules.three_of_a_kind)
            self._value_badge(surface, tuple(shown), value, pod.cards.midtop, pod.card[1],
                              decor)

    def _value_badge(self, surface: pygame.Surface, cards: tuple[str, ...], value: float,
                     midtop: tuple[int, int], card_h: int, decor: Decor) -> None:
        size = max(10, card_h // 5)
        pill = self._pill(surface, value_text(value) + "    ", size, palette.PAPER, palette.INK,
                          (midtop[0], midtop[1] + size))
        draw_suit(surface, counting_suit(cards), (pill.right - size, pill.centery), size,
                  self.images.four_colour)
        del decor

    def _human(self, surface: pygame.Surface, layout: TableLayout, view: View,
               seats: Sequence[SeatSpec], decor: Decor,
               marks: tuple[set[int], set[int]]) -> None:
        human: HumanLayout = layout.human
        you = decor.you if decor.you is not None else 0
        size = self._px(layout, 18)
        header = human.header
        name = seats[you].name if you < len(seats) else "You"
        out = you not in view.in_play
        label = self._label(surface, name, size, GREY if out else CREAM, "midleft",
                            (header.x, header.centery), True)
        if view.dealer == you and not out:
            label = self._pill(surface, "Dealer", max(9, size * 3 // 4), CREAM, palette.INK,
                               (label.right + size * 2, header.centery))
        x = label.right + size // 2
        if not out:
            row = Rect(x, header.y + 2, header.width // 3, header.height - 4)
            x = self.tokens(surface, row, view.tokens[you], self._losses(view, you),
                            decor.loss).right + size
        tag = self._seat_tag(you, view, marks, decor.you is not None)
        if tag is not None:
            tag_size = max(9, size * 4 // 5)
            width = self.text(tag[0], tag_size, palette.INK, True).get_width() + tag_size
            self._pill(surface, tag[0], tag_size, tag[1], palette.INK,
                       (x + width // 2, header.centery))
        cards = list(_shown(view, decor, you) or view.cards)
        if cards and decor.show_value:
            value = hand_value(tuple(cards), view.rules.three_of_a_kind)
            self._hint(surface, layout, tuple(cards), value, header)
        if "hand" in decor.glow:
            glow_rect = human.row.inflate(-human.row.width // 3, 0)
            spread = max(4, glow_rect.height // 10)
            surface.blit(self.images.glow(glow_rect.size, decor.glow["hand"], spread),
                         (glow_rect.x - spread, glow_rect.y - spread))
        for card, rect in zip(cards, human.card_rects(len(cards)), strict=True):
            if card in decor.hidden_cards:
                continue
            lifted = rect.move(0, -round(rect.height * LIFT)) if card == decor.selected else rect
            glow = decor.glow.get(f"card:{card}")
            self.card(surface, card, lifted, glow)
            if card == decor.taken:
                self._pill(surface, "from the discard pile", max(9, size * 2 // 3),
                           palette.PAPER_SHADE, palette.INK,
                           (lifted.centerx, lifted.bottom - size))

    def _hint(self, surface: pygame.Surface, layout: TableLayout, cards: tuple[str, ...],
              value: float, header: Rect) -> None:
        size = self._px(layout, 18)
        suit_x = header.right - size // 2
        draw_suit(surface, counting_suit(cards), (suit_x, header.centery), size,
                  self.images.four_colour)
        self._label(surface, f"Your hand: {value_text(value)} in", size, CREAM, "midright",
                    (suit_x - size, header.centery), True)

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
        self._label(surface, f"Draw pile · {count}", small, MUTED, "midtop",
                    (stock.centerx, stock.bottom + 4))
        pile = view.discard[:len(view.discard) - decor.hidden.get("discard", 0)]
        if len(pile) >= 2:
            self.card(surface, pile[-2], discard.move(-discard.width // 14, discard.height // 30))
        if pile:
            self.card(surface, pile[-1], discard, decor.glow.get("discard"))
        else:
            self._slot(surface, discard, decor.glow.get("discard"))
        self._label(surface, "Discard pile", small, MUTED, "midtop",
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
        size = max(10, min(button.height * 2 // 5, button.width // 5))
        self._label(surface, "Knock (K)", size, palette.INK if on else MUTED, "center",
                    button.center, True)


def _shown(view: View, decor: Decor, seat: int) -> tuple[str, ...]:
    """The seat's cards face up: every hand once the hand is over (or in a replay)."""
    if decor.reveal and seat < len(decor.hands):
        return tuple(decor.hands[seat])
    if view.shown and seat < len(view.shown):
        return view.shown[seat]
    return ()
