"""Pointer input on the table: hit testing, and turning presses, drags and releases into intents.

``PointerControl`` is fed mouse events (positions from ``event.pos``) and answers with what the
player meant: a click or double-click on one of their piles, the start of a drag of a top card,
or a drop at a point. Whether a card may move, and where, is asked of the rules core by the
table scene; this module only knows where things are on screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.ui.layout import TableLayout, fan_rects

DRAG_THRESHOLD = 6
"""Pixels the pointer must travel with the button down before a press becomes a drag."""
DOUBLE_CLICK = 0.4
"""Seconds within which a second click on the same pile is part of a double-click."""


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
    """The place a card dropped with its rect at ``card_rect`` lands on: the pile under the
    pointer, else the ``preferred`` (legal) place the card overlaps most, else the place it
    overlaps most."""
    places = drop_places(layout, state, seat)
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


@dataclass
class Drag:
    """A card being dragged: from ``source``, grabbed at ``grab`` (pointer minus card topleft)."""

    source: str
    card: Card
    rect: Rect
    grab: tuple[int, int]
    pointer: tuple[int, int]
    targets: list[str] = field(default_factory=list)
    cards: tuple[Card, ...] = ()
    """A whole Post pile being moved (bottom first); empty for a single card."""
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


class PointerControl:
    """Press/motion/release bookkeeping: clicks, double-clicks and the drag threshold."""

    def __init__(self) -> None:
        self.press: Press | None = None
        self.drag: Drag | None = None
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

    def cancel(self) -> None:
        self.press = None
        self.drag = None
