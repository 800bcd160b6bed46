"""Pointer input on the Dutch Blitz table: which pile is under the pointer, where a dropped
card lands, and the card (or Post pile) in the player's hand drawn. The press/click/drag
mechanics are the shared ``game.ui.pointer``; whether a card may move, and where, is asked of
the rules core by the table scene.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.ui.layout import TableLayout, fan_rects
from game.ui.pointer import DOUBLE_CLICK, DRAG_THRESHOLD, Drag, PointerControl, best_drop
from game.ui.sprites import DeckImages


def human_place_at(layout: TableLayout, state: TableState, pos: tuple[int, int],
                   seat: int = 0) -> str | None:
    """Which of the seat's piles is under ``pos``: ``hand``, ``wood``, ``blitz``, ``post:N``
    (a Post pile's top card, or its empty slot) or ``pile:N`` (a card under the top of Post
    pile N: the handle of the whole pile, where the rules let a whole Post pile move)."""
    places = layout.seats[seat]
    piles = state.seats[seat]
    for index, pile in enumerate(piles.posts):
        if index >= len(places.posts):
            break
        rects = fan_rects(places.posts[index], places.post_columns[index], max(1, len(pile)))
        if rects[-1].collidepoint(pos):
            return f"post:{index}"
        if any(rect.collidepoint(pos) for rect in rects[:-1]):
            return f"pile:{index}"
    for place in ("blitz", "wood", "hand"):
        rect = places.place_rect(place)
        if rect is not None and rect.collidepoint(pos):
            return place
    return None


def drop_places(layout: TableLayout, state: TableState, seat: int = 0) -> list[tuple[str, Rect]]:
    """Every place a card can be dropped on, with the area that accepts it: each Dutch pile,
    the empty Dutch slots (as ``dutch:new``) and the seat's Post piles (their whole column)."""
    found: list[tuple[str, Rect]] = []
    for index, rect in enumerate(layout.dutch):
        found.append((f"dutch:{index}" if index < len(state.dutch) else "dutch:new", rect))
    places = layout.seats[seat]
    for index, column in enumerate(places.post_columns):
        found.append((f"post:{index}", column))
    return found


def drop_target(layout: TableLayout, state: TableState, card_rect: Rect,
                pointer: tuple[int, int], preferred: list[str], seat: int = 0) -> str | None:
    """The place a card dropped with its rect at ``card_rect`` lands on (see ``best_drop``)."""
    return best_drop(drop_places(layout, state, seat), card_rect, pointer, preferred)


BlitzDrag = Drag[Card]
"""A Dutch Blitz card (or a whole Post pile) being dragged."""


def draw_held(surface: pygame.Surface, drag: Drag[Card], images: DeckImages[Card | str],
              deck: str) -> list[Rect]:
    """The dragged card (or Post pile, fanned) on its shadow; where it was drawn."""
    spread = max(4, round(drag.rect.height * 0.07))
    shadow = images.shadow(drag.rect.size, spread)
    drawn = [surface.blit(shadow, (drag.rect.x - spread + spread // 2,
                                   drag.rect.y - spread + spread))]
    for i, card in enumerate(drag.cards or (drag.card,)):
        drawn.append(surface.blit(images.card(card, drag.rect.size, deck),
                                  drag.rect.move(0, i * drag.step).topleft))
    return drawn


__all__ = ["DOUBLE_CLICK", "DRAG_THRESHOLD", "BlitzDrag", "Drag", "PointerControl",
           "draw_held", "drop_places", "drop_target", "human_place_at"]
