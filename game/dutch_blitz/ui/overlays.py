"""What the Dutch Blitz board draws over the cards: glows, lifted cards, the Rotate offer.

``decor`` tells the renderer what to highlight this frame (drag targets, the keyboard's pick,
bots reaching for a pile, refusals, where the coach's card should go); the Rotate button is
drawn on top. The short notes at piles ("Jakob beat you to the green 1") are the host's,
rising off the pile (``note_stack`` gives their size).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.core.i18n import N_
from game.dutch_blitz.rules.moves import Play
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.rules.view import SeatView
from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.renderer import GOLD, TableDecor, TableRenderer, seat_key
from game.dutch_blitz.ui.session import HUMAN, intents
from game.dutch_blitz.ui.table_parts import target_key
from game.i18n import _
from game.ui import palette
from game.ui.table.notes import NoteStack
from game.ui.tween import clamp01, ease_out_cubic

if TYPE_CHECKING:
    from game.dutch_blitz.ui.board import BlitzBoard

ROTATE_TEXT = N_("Rotate (R)")


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
    text = renderer.text(_(ROTATE_TEXT), size_px, palette.INK, True)
    button = Rect(0, 0, text.get_width() + size_px * 2, round(size_px * 2.1))
    # inside the empty hand's slot (the offer only stands while the hand is empty), so the
    # HAND caption above it stays readable
    button.width = min(button.width, max(hand.width + round(size_px * 2),
                                         text.get_width() + size_px))  # longer words: wider
    button.center = hand.center
    return button


class TableOverlays:
    """Highlights on the table, a part the board owns."""

    def __init__(self, board: BlitzBoard) -> None:
        self.board = board

    def note_stack(self, size: tuple[int, int]) -> NoteStack:
        """Notes rise off their piles; any without one stack above the player's hand."""
        layout = self.board.layout
        hand = layout.seats[HUMAN].hand
        return NoteStack((size[0] // 2, hand.top), max(11, round(20 * layout.unit)))

    def decor(self) -> TableDecor:
        """What the renderer highlights this frame (see the module docstring)."""
        board, session = self.board, self.board.session
        hidden: Counter[str] = board.flights.hidden()
        glow: dict[str, tuple[int, int, int]] = {}
        lifted: dict[str, float] = {}
        drag = board.drags.drag
        if drag is not None:
            hidden[seat_key(HUMAN, drag.source)] += max(1, len(drag.cards))
            for target in drag.targets if drag.whole_pile else board.targets(drag.source):
                glow[target_key(target)] = palette.HIGHLIGHT
        focus = None
        keyboard = board.keyboard
        if keyboard.selected is not None:
            lifted[seat_key(HUMAN, keyboard.selected)] = 1.0
            for target in keyboard.targets:
                glow[target_key(target)] = palette.HIGHLIGHT
            if keyboard.target is not None:
                focus = target_key(keyboard.target)
        now = session.now()
        for intent in intents(session):
            place = intent.source
            span = max(0.05, min(0.25, intent.due - intent.since))
            lifted[seat_key(intent.seat, place)] = ease_out_cubic(
                clamp01((now - intent.since) / span))
        for key in board.flashes:
            glow[key] = palette.REFUSED
        coach = session.coach
        tip = coach.tip if coach is not None and not session.hand_over else None
        if tip is not None and isinstance(tip.move, Play):  # where the coach's card goes
            glow[target_key(tip.move.target)] = palette.HIGHLIGHT
        me = session.state.seats[HUMAN]
        hand_hint = not me.hand and bool(me.wood) and not session.hand_over
        return TableDecor(
            now=board.anim, hidden=hidden, glow=glow, lifted=lifted, focus=focus, human=HUMAN,
            hand_hint=hand_hint, totals=list(board.match.totals),
            hand_number=session.table.hand, target=board.match.rules.target_score,
            dim=board.banner.dim(board.anim) if board.banner is not None else 0.0)

    def draw_rotate_offer(self, surface: pygame.Surface, layout: TableLayout,
                           state: TableState) -> list[Rect]:
        """The Rotate button, when the gridlock rule offers it; where it was drawn."""
        board = self.board
        button = rotate_offer(board.renderer, layout, state, board.view(),
                              board.session.hand_over)
        if button is None:
            return []
        size_px = rotate_px(layout)
        text = board.renderer.text(_(ROTATE_TEXT), size_px, palette.INK, True)
        pygame.draw.rect(surface, GOLD, button, border_radius=button.height // 2)
        pygame.draw.rect(surface, palette.INK, button, max(1, size_px // 8),
                         border_radius=button.height // 2)
        return [Rect(button), surface.blit(text, text.get_rect(center=button.center))]
