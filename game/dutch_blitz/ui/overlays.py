"""What the Dutch Blitz table draws over the cards: glows, lifted cards, the Rotate offer, notes.

``decor`` tells the renderer what to highlight this frame (drag targets, the keyboard's pick,
bots reaching for a pile, refusals); the Rotate button and the short notes at piles
("Beaten to it!") are drawn on top.
"""

from __future__ import annotations

from collections import Counter

import pygame
from pygame import Rect

from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.rules.view import SeatView
from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.renderer import GOLD, SHADE, TableDecor, TableRenderer, seat_key
from game.dutch_blitz.ui.session import HUMAN, intents
from game.dutch_blitz.ui.table_parts import (
    NOTE_SECONDS,
    TableParts,
    target_key,
)
from game.ui import palette
from game.ui.notices import draw_note_pill
from game.ui.tween import clamp01, ease_out_cubic

ROTATE_TEXT = "Rotate (R)"


def rotate_px(layout: TableLayout) -> int:
    """The Rotate button's text size."""
    return max(10, round(layout.seats[HUMAN].hand.height * 0.1))


def rotate_offer(renderer: TableRenderer, layout: TableLayout, state: TableState,
                 view: SeatView, hand_over: bool) -> Rect | None:
    """Where the Rotate button stands, or None while it is not offered: from the layout and
    the table alone, so a click hits exactly what is painted."""
    me = state.seats[HUMAN]
    if hand_over or me.hand or not me.wood or not view.may_rotate:
        return None
    hand = layout.seats[HUMAN].hand
    size_px = rotate_px(layout)
    text = renderer.text(ROTATE_TEXT, size_px, palette.INK, True)
    button = Rect(0, 0, text.get_width() + size_px * 2, round(size_px * 2.1))
    # inside the empty hand's slot (the offer only stands while the hand is empty), so the
    # HAND caption above it stays readable
    button.width = min(button.width, hand.width + round(size_px * 2))
    button.center = hand.center
    return button


class TableOverlays(TableParts):
    """Highlights and notes on the table."""

    def decor(self) -> TableDecor:
        hidden: Counter[str] = self.flights.hidden()
        glow: dict[str, tuple[int, int, int]] = {}
        lifted: dict[str, float] = {}
        drag = self.pointer.drag
        if drag is not None:
            hidden[seat_key(HUMAN, drag.source)] += max(1, len(drag.cards))
            for target in drag.targets if drag.whole_pile else self.targets(drag.source):
                glow[target_key(target)] = palette.HIGHLIGHT
        focus = None
        if self.keys.selected is not None:
            lifted[seat_key(HUMAN, self.keys.selected)] = 1.0
            for target in self.keys.targets:
                glow[target_key(target)] = palette.HIGHLIGHT
            if self.keys.target is not None:
                focus = target_key(self.keys.target)
        now = self.session.now()
        for intent in intents(self.session):
            place = intent.source
            span = max(0.05, min(0.25, intent.due - intent.since))
            lifted[seat_key(intent.seat, place)] = ease_out_cubic(
                clamp01((now - intent.since) / span))
        for key in self.flashes:
            glow[key] = palette.REFUSED
        state = self.session.state
        hand_hint = False
        if state is not None:
            me = state.seats[HUMAN]
            hand_hint = not me.hand and bool(me.wood) and not self.session.hand_over
        return TableDecor(
            now=self.anim, hidden=hidden, glow=glow, lifted=lifted, focus=focus, human=HUMAN,
            hand_hint=hand_hint, totals=list(self.match.totals),
            hand_number=self.session.table.hand, target=self.match.rules.target_score,
            dim=self.banner.dim(self.anim) if self.banner is not None else 0.0)

    def _draw_rotate_offer(self, surface: pygame.Surface, layout: TableLayout,
                           state: TableState) -> None:
        button = rotate_offer(self.renderer, layout, state, self._view(), self.session.hand_over)
        if button is None:
            return
        size_px = rotate_px(layout)
        text = self.renderer.text(ROTATE_TEXT, size_px, palette.INK, True)
        pygame.draw.rect(surface, GOLD, button, border_radius=button.height // 2)
        pygame.draw.rect(surface, palette.INK, button, max(1, size_px // 8),
                         border_radius=button.height // 2)
        surface.blit(text, text.get_rect(center=button.center))

    def _draw_notes(self, surface: pygame.Surface, layout: TableLayout) -> None:
        for note in self.notes:
            age = self.anim - note.started
            k = clamp01(age / NOTE_SECONDS)
            size_px = max(11, round(20 * layout.unit))
            text = self.renderer.text(note.text, size_px, palette.PAPER, True)
            rise = round(18 * layout.unit * ease_out_cubic(min(1.0, age / 0.3)))
            alpha = round(255 * (1.0 - clamp01((k - 0.7) / 0.3)))
            draw_note_pill(surface, text, (note.centre[0], note.centre[1] - rise), note.colour,
                           size_px, SHADE, alpha)
