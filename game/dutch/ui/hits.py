"""Where each card and button of the Dutch table is, and what the pointer takes there: pure
geometry from the layout and the player's view (no drawing; only the last places found are
kept, as they were found from the same layout and slots).

The painter draws every card at the rect ``card_places`` gives it and input hit-tests the
boxes of ``hit_boxes``, built from the same rects, so what is drawn is where it is hit, a click
works before the first frame is drawn, and right after a resize with no frame in between.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from pygame import Rect

from game.dutch.rules.moves import Call, EndTurn, Move
from game.dutch.rules.view import DutchView
from game.dutch.ui.layout import Layout, slot_rects
from game.ui.hit_boxes import Box
from game.ui.table.session import HUMAN


def slot_place(owner: int, slot: int) -> str:
    """The place name of ``owner``'s ``slot``-th card ("slot:2:0")."""
    return f"slot:{owner}:{slot}"


_last: tuple[Layout, tuple[int, ...], dict[str, Rect]] | None = None
"""The places last found: the layout, each seat's number of slots and the places (a frame
asks for them in each place of the still layer it paints, and again to hit-test)."""


def card_places(layout: Layout, view: DutchView) -> dict[str, Rect]:
    """Where every card place lies: each seat's slots (empty ones too), the draw pile, the
    discard pile and the drawn card's spot. Found again only when the layout or a seat's
    number of slots changed (the same dict, not to be changed)."""
    global _last
    counts = tuple(len(cards) for cards in view.layouts)
    last = _last
    if last is not None and last[0] is layout and last[1] == counts:
        return last[2]
    places = _find_places(layout, view)
    _last = (layout, counts, places)
    return places


def _find_places(layout: Layout, view: DutchView) -> dict[str, Rect]:
    places: dict[str, Rect] = {}
    for seat, area in enumerate(layout.seats):
        rects = slot_rects(area, len(view.layouts[seat]))
        places.update((slot_place(seat, slot), rect) for slot, rect in enumerate(rects))
    places.update(stock=layout.stock, discard=layout.discard, held=layout.held)
    return places


def shown_buttons(peeking: bool, legal: Collection[Move]) -> tuple[str, ...]:
    """The buttons on the table now, in their order: Ready during the start peek, Dutch! while
    you may call, End turn while you may end your turn."""
    shown = (("ready", peeking), ("dutch", Call(HUMAN) in legal),
             ("end", EndTurn(HUMAN) in legal))
    return tuple(name for name, on in shown if on)


def hit_boxes(layout: Layout, view: DutchView, *, held_away: bool = False,
              buttons: Iterable[str] = ()) -> list[Box]:
    """What the pointer can take, as (place, rect) in drawing order (the last box under the
    pointer wins): every seat's cards (not its empty slots), the draw pile, the discard pile,
    the drawn card unless it is ``held_away`` (in flight or dragged), then the ``buttons``."""
    places = card_places(layout, view)
    boxes = [(slot_place(seat, slot), places[slot_place(seat, slot)])
             for seat in range(len(layout.seats))
             for slot, card in enumerate(view.layouts[seat]) if card is not None]
    boxes += [("stock", places["stock"]), ("discard", places["discard"])]
    if view.drawn is not None and not held_away:
        boxes.append(("held", places["held"]))
    boxes += [(f"button:{name}", layout.buttons[name]) for name in buttons]
    return boxes


__all__ = ["card_places", "hit_boxes", "shown_buttons", "slot_place"]
