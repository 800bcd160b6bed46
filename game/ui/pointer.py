"""Pointer mechanics for any card table: presses, clicks, double-clicks, drags and drops.

``PointerControl`` is fed the pointer's presses and releases over named places (a game's hit
test says which place is under the pointer) and answers with what the player meant: a click or
double-click on a place, or a ``Drag`` once the pointer moved far enough with the button down.
``route_pointer`` hands a table's controller the left button's presses and releases and the
pointer's moves; ``best_drop`` picks where a dropped card lands among a game's drop areas.
Whether a card may move, and where, is the game's rules core's question.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

import pygame
from pygame import Rect

C = TypeVar("C")

DRAG_THRESHOLD = 6
"""Pixels the pointer must travel with the button down before a press becomes a drag."""
DOUBLE_CLICK = 0.4
"""Seconds within which a second click on the same pile is part of a double-click."""


def best_drop(places: Sequence[tuple[str, Rect]], card_rect: Rect, pointer: tuple[int, int],
              preferred: Sequence[str]) -> str | None:
    """The place a card dropped with its rect at ``card_rect`` lands on: the place under the
    pointer, else the ``preferred`` (legal) place the card overlaps most, else the place it
    overlaps most (None when it hardly overlaps any)."""
    for place, rect in places:
        if rect.collidepoint(pointer):
            return place
    best: tuple[int, str] | None = None
    for place, rect in places:
        overlap = card_rect.clip(rect)
        area = overlap.width * overlap.height
        if area <= 0:
            continue
        score = area * (4 if place in preferred else 1)
        if best is None or score > best[0]:
            best = (score, place)
    if best is None or best[0] < card_rect.width * card_rect.height * 0.12:
        return None
    return best[1]


def route_pointer(event: pygame.event.Event, down: Callable[[tuple[int, int]], None],
                  move: Callable[[tuple[int, int]], None],
                  up: Callable[[tuple[int, int]], None]) -> None:
    """A press of the left button to ``down``, a move of the pointer to ``move``, a release of
    the left button to ``up`` (each given ``event.pos``); any other event to none of them."""
    if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
        down(event.pos)
    elif event.type == pygame.MOUSEMOTION:
        move(event.pos)
    elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
        up(event.pos)


@dataclass
class Drag(Generic[C]):
    """A card being dragged: from ``source``, grabbed at ``grab`` (pointer minus card topleft)."""

    source: str
    card: C
    rect: Rect
    grab: tuple[int, int]
    pointer: tuple[int, int]
    targets: list[str] = field(default_factory=list)
    cards: tuple[C, ...] = ()
    """A whole pile being moved (bottom first); empty for a single card."""
    step: int = 0
    """Fan offset between the cards of a moved pile."""

    @property
    def whole_pile(self) -> bool:
        return bool(self.cards)

    def move_to(self, pointer: tuple[int, int]) -> None:
        self.pointer = pointer
        self.rect.topleft = (pointer[0] - self.grab[0], pointer[1] - self.grab[1])


@dataclass
class Press:
    place: str
    pos: tuple[int, int]
    at: float


class PointerControl(Generic[C]):
    """Press/motion/release bookkeeping: clicks, double-clicks and the drag threshold."""

    def __init__(self) -> None:
        self.press: Press | None = None
        self.drag: Drag[C] | None = None
        self._last_click: Press | None = None

    def down(self, place: str | None, pos: tuple[int, int], now: float) -> None:
        self.press = Press(place, pos, now) if place is not None else None

    def wants_drag(self, pos: tuple[int, int]) -> bool:
        """The pointer moved far enough with the button down to start a drag."""
        if self.press is None or self.drag is not None:
            return False
        dx, dy = pos[0] - self.press.pos[0], pos[1] - self.press.pos[1]
        return dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD

    def up(self, now: float) -> tuple[str, str] | None:
        """A release without a drag: ``("click", place)`` or ``("double", place)``."""
        press, self.press = self.press, None
        if press is None or self.drag is not None:
            return None
        last = self._last_click
        self._last_click = press
        if last is not None and last.place == press.place and now - last.at <= DOUBLE_CLICK:
            self._last_click = None
            return ("double", press.place)
        return ("click", press.place)

    def release(self, now: float, pos: tuple[int, int] | None = None
                ) -> Drag[C] | tuple[str, str] | None:
        """The button came up: the drag it ends (moved to ``pos`` when given, and no longer
        held: the caller drops it), else what ``up`` says of the press."""
        drag = self.drag
        if drag is None:
            return self.up(now)
        if pos is not None:
            drag.move_to(pos)
        self.cancel()
        return drag

    def cancel(self) -> None:
        self.press = None
        self.drag = None
