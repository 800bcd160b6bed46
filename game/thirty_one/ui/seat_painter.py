"""Paints the seats of the Blitz (31) table: each rival's pod and your place at the bottom.

A rival's pod shows its name and level, the dealer's chip, its token discs, its cards face down
(the cards it took from the discard pile face up: everyone saw them; every card once the hand is
shown, with the value and the suit that counts) and its marker. Your place shows your name,
tokens and marker, the value hint, and your cards large, the picked one lifted.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from pygame import Rect

from game.core.names import seat_words
from game.core.seats import SeatSpec
from game.core.standard_cards import card_words
from game.i18n import _
from game.thirty_one.rules.cards import counting_suit, hand_value
from game.thirty_one.rules.state import View
from game.thirty_one.ui.layout import HumanLayout, PodLayout, TableLayout
from game.thirty_one.ui.painter_parts import (
    CREAM,
    GOLD,
    GREY,
    LIFT,
    MUTED,
    SHADE,
    Decor,
    PainterParts,
    has_thirty_one,
    shown_cards,
)
from game.thirty_one.ui.suits import draw_suit, value_text
from game.ui import palette
from game.ui.scenes.common import level_name


class SeatPainter:
    """The rivals' pods and your place, painted with the helpers and caches of ``parts``."""

    def __init__(self, parts: PainterParts) -> None:
        self.parts = parts

    def pod(self, surface: pygame.Surface, layout: TableLayout, pod: PodLayout, view: View,
             seats: Sequence[SeatSpec], decor: Decor,
             marks: tuple[set[int], set[int]]) -> None:
        parts = self.parts
        seat = pod.seat
        area = pod.area
        out = seat not in view.in_play
        surface.blit(parts.panel(area.size, (*SHADE, 150 if not out else 90)), area)
        size = parts.px(layout, 15)
        spec = seats[seat] if seat < len(seats) else None
        name = spec.name if spec is not None else seat_words(seat + 1)
        colour = GREY if out else CREAM
        label = parts.label(surface, name, size, colour, "midleft",
                            (area.x + size // 2, pod.name.centery), True)
        if seat == view.dealer and not out:
            chip = _("Dealer")[:1]  # the dealer's chip: the word's first letter (D, G)
            parts.pill(surface, chip, max(9, size * 3 // 4), CREAM, palette.INK,
                       (label.right + size, pod.name.centery))
        tag = parts.seat_tag(seat, view, marks, False)
        small = max(9, size * 4 // 5)
        if tag is not None:
            width = parts.text(tag[0], small, palette.INK, True).get_width() + small
            parts.pill(surface, tag[0], small, tag[1], palette.INK,
                       (area.right - size // 3 - width // 2, pod.name.centery))
        elif spec is not None and spec.level:
            parts.label(surface, level_name(spec.level), small, MUTED,
                        "midright", (area.right - size // 2, pod.name.centery))
        if not out:
            row = pod.tokens.inflate(-size, -2)
            discs = parts.tokens(surface, row, view.tokens[seat], parts.losses(view, seat),
                                decor.loss)
            parts.on_face(surface, view, seat, row, discs, small, False)
        self._pod_cards(surface, pod, view, decor)
        if out:
            surface.blit(parts.panel(area.size, (40, 44, 42, 130)), area)

    def _pod_cards(self, surface: pygame.Surface, pod: PodLayout, view: View,
                   decor: Decor) -> None:
        parts = self.parts
        seat = pod.seat
        if seat not in view.in_play:
            return
        shown = shown_cards(view, decor, seat)
        count = len(shown) if shown else view.hand_sizes[seat]
        count -= decor.hidden.get(f"hand:{seat}", 0)
        rects = pod.card_rects(view.hand_sizes[seat] if not shown else len(shown))
        known = list(view.known[seat])[:max(0, count)] if seat < len(view.known) else []
        glow = GOLD if has_thirty_one(view, seat) else None
        for i, rect in enumerate(rects[:max(0, count)]):
            if shown:
                card: str | None = shown[i]
            else:  # what they took from the discard pile is no secret: it shows face up
                back = count - len(known)
                card = known[i - back] if i >= back else None
            parts.card(surface, card, rect, glow)
        if shown:
            value = hand_value(tuple(shown), view.rules.three_of_a_kind)
            self._value_badge(surface, tuple(shown), value, pod.tokens)

    def _value_badge(self, surface: pygame.Surface, cards: tuple[str, ...], value: float,
                     row: Rect) -> None:
        """The hand's value and the suit that counts, at the right end of ``row``."""
        parts = self.parts
        size = max(10, row.height * 4 // 5)
        text = value_text(value) + "    "
        width = parts.text(text, size, palette.INK, True).get_width() + size
        pill = parts.pill(surface, text, size, palette.PAPER, palette.INK,
                          (row.right - width // 2 - 2, row.centery))
        draw_suit(surface, counting_suit(cards), (pill.right - size, pill.centery), size,
                  parts.images.four_colour)

    def human(self, surface: pygame.Surface, layout: TableLayout, view: View,
               seats: Sequence[SeatSpec], decor: Decor,
               marks: tuple[set[int], set[int]]) -> None:
        parts = self.parts
        human: HumanLayout = layout.human
        you = decor.you if decor.you is not None else 0
        size = parts.px(layout, 18)
        header = human.header
        name = seats[you].name if you < len(seats) else _("You")
        out = you not in view.in_play
        label = parts.label(surface, name, size, GREY if out else CREAM, "midleft",
                            (header.x, header.centery), True)
        if view.dealer == you and not out:
            label = parts.pill(surface, _("Dealer"), max(9, size * 3 // 4), CREAM, palette.INK,
                               (label.right + size * 2, header.centery))
        x = label.right + size // 2
        if not out:
            row = Rect(x, header.y + 2, header.width // 3, header.height - 4)
            discs = parts.tokens(surface, row, view.tokens[you], parts.losses(view, you),
                                decor.loss)
            parts.your_tokens = Rect(discs)
            x = parts.on_face(surface, view, you, row, discs, max(9, size * 4 // 5),
                             decor.you is not None) + size
        else:
            parts.label(surface, _("You are out of this game: the others play on"), size, MUTED,
                        "midleft", (human.row.x + size, human.row.centery))
        tag = parts.seat_tag(you, view, marks, decor.you is not None)
        if tag is not None:
            tag_size = max(9, size * 4 // 5)
            width = parts.text(tag[0], tag_size, palette.INK, True).get_width() + tag_size
            parts.pill(surface, tag[0], tag_size, tag[1], palette.INK,
                       (x + width // 2, header.centery))
        cards = list(shown_cards(view, decor, you) or view.cards)
        if cards and decor.show_value:
            self._hint(surface, layout, *value_hint(tuple(cards), view, decor), header)
        if "hand" in decor.glow:
            glow_rect = human.row.inflate(-human.row.width // 3, 0)
            spread = max(4, glow_rect.height // 10)
            surface.blit(parts.images.glow(glow_rect.size, decor.glow["hand"], spread),
                         (glow_rect.x - spread, glow_rect.y - spread))
        for card, rect in zip(cards, human.card_rects(len(cards)), strict=True):
            if card in decor.hidden_cards:
                continue
            lifted = rect.move(0, -round(rect.height * LIFT)) if card == decor.selected else rect
            glow = GOLD if has_thirty_one(view, you) else decor.glow.get(f"card:{card}")
            parts.card(surface, card, lifted, glow)
            if card == decor.taken:
                parts.pill(surface, _("from the discard pile"), max(9, size * 2 // 3),
                           palette.PAPER_SHADE, palette.INK,
                           (lifted.centerx, lifted.bottom - size))

    def _hint(self, surface: pygame.Surface, layout: TableLayout, text: str,
              cards: tuple[str, ...], header: Rect) -> None:
        parts = self.parts
        size = parts.px(layout, 18)
        suit_x = header.right - size // 2
        draw_suit(surface, counting_suit(cards), (suit_x, header.centery), size,
                  parts.images.four_colour)
        parts.label(surface, text, size, CREAM, "midright", (suit_x - size, header.centery),
                    True)


def value_hint(cards: tuple[str, ...], view: View, decor: Decor) -> tuple[str, tuple[str, ...]]:
    """The value hint's words and the cards it is about: your three cards' value; while you
    hold four, the best three you can keep (or the three left if you throw the picked card)."""
    triple = view.rules.three_of_a_kind
    if len(cards) <= 3:
        # Translators: followed by the sign of the suit that counts: "Your hand: 27 in ♠"
        return _("Your hand: {value} in").format(
            value=value_text(hand_value(cards, triple))), cards
    if decor.selected in cards and decor.selected != view.taken:
        keep = tuple(c for c in cards if c != decor.selected)
        value = value_text(hand_value(keep, triple))
        return _("Throw {card}: {value} in").format(card=card_words(decor.selected),
                                                     value=value), keep
    options = [tuple(c for c in cards if c != out) for out in cards if out != view.taken]
    best = max(options, key=lambda keep: hand_value(keep, triple)) if options else cards[:3]
    return _("Best three: {value} in").format(value=value_text(hand_value(best, triple))), best

