"""The Dutch table's still layer repainted only where it changed.

The host keeps the still part of the table (``Board.draw_base``) and asks for it again when
anything of it changed; most changes touch one corner of the table (a card lands on the
discard pile, a seat's card turns, the status line says something new). The still part is cut
into regions -- each seat, each card of a seat (one card turned or swapped repaints its place,
not the seat), each seat's name row (whose turn it is: a turn passing repaints two
rows, not two seats), each of the piles in the middle, the scoreboard, the status line, the buttons,
the discards' fan -- each with the rect that holds everything drawn for it and a key of what it
shows. When the kept layer is painted again, only the rects of the regions whose key changed are
painted (the whole table, clipped to them), so the picture equals the table painted whole.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass

import pygame

from game.dutch.rules.view import DutchView
from game.dutch.ui.hits import card_places, slot_place
from game.dutch.ui.layout import Layout
from game.dutch.ui.painter import Decor, is_turn, last_circuit
from game.dutch.ui.reveal import fan_area
from game.ui.table.base_layer import thrifty_rects

Region = tuple[pygame.Rect, Hashable]
CENTRE = ("stock", "discard", "held")
MOST_CLIPS = 6
"""More changed places than this (or most of the window) all due in one frame: the whole layer
is painted instead, at about the same cost."""


@dataclass(frozen=True)
class StillWords:
    """What the still overlays show besides the painted table."""

    buttons: tuple[tuple[str, tuple[str, bool]], ...]
    status: str
    values: tuple[tuple[int, int], ...]
    """(seat, count): per seat, how many of its turned cards show their value (the round's end)."""
    sums: frozenset[int]
    """The seats whose sum shows by their name."""
    fanned: bool


def regions(layout: Layout, view: DutchView, decor: Decor, words: StillWords
            ) -> dict[str, Region]:
    """Each region of the still layer: the rect holding all it draws and what it shows."""
    marks = last_circuit(view)
    values = dict(words.values)
    out: dict[str, Region] = {}
    places = card_places(layout, view)
    for seat, area in enumerate(layout.seats):
        reach = max(area.card) * 3 // 4  # a lifted card, a halo, the caller's padlock
        rect = area.outline.inflate(2 * reach, 2 * reach)
        slots = _slot_keys(view, decor, seat)
        name = decor.names[seat] if seat < len(decor.names) else ""
        out[f"seat:{seat}"] = (rect, (name, len(slots), decor.assist, decor.show_all,
                                      view.caller == seat, values.get(seat, 0)))
        for slot, key in enumerate(slots):  # one card turned, peeked or swapped: its place
            place = slot_place(seat, slot)
            out[place] = (_slot_reach(places[place]), key)
        # the name's row: whose turn it is (the marker, the name's colour), the last
        # circuit's mark, the round's sum; a turn passing repaints these rows, not the seats
        out[f"name:{seat}"] = (area.label.inflate(2 * reach, area.label.height),
                               (is_turn(view, seat), marks.get(seat), seat in words.sums))
    words_px = max(10, layout.label_px * 2 // 3)  # each pile's caption above it
    piles = {pile: (places[pile], (decor.hidden[pile], pile in decor.glow,
                                   decor.dragging == pile)) for pile in CENTRE}
    out["stock"] = (_pile_reach(piles["stock"][0], words_px),
                    (view.stock_count, piles["stock"][1]))
    out["discard"] = (_pile_reach(piles["discard"][0], words_px),
                      (tuple(view.discard), piles["discard"][1]))
    holder = view.turn if view.drawn is not None else None  # "... holds": the held card's
    out["held"] = (_pile_reach(piles["held"][0], words_px),
                   (view.drawn, holder, decor.show_all, decor.names, piles["held"][1]))
    info = layout.info
    out["info"] = (info.inflate(info.width, 2 * layout.label_px),
                   (decor.heading, decor.names, decor.totals, decor.assist))
    status = layout.status
    out["status"] = (status.inflate(status.width // 4, status.height), words.status)
    buttons = list(layout.buttons.values())
    if buttons:
        block = buttons[0].unionall(buttons[1:])
        out["buttons"] = (block.inflate(block.width, block.height // 2), words.buttons)
    fan = fan_area(layout.size, layout.discard).inflate(4, 4)
    out["fan"] = (fan, (words.fanned, tuple(view.discard) if words.fanned else ()))
    return out


def _slot_keys(view: DutchView, decor: Decor, seat: int) -> list[Hashable]:
    """Each of a seat's slots as drawn (card, shown face, glow, a hand...)."""
    slots: list[Hashable] = []
    for slot, card in enumerate(view.layouts[seat]):
        place = slot_place(seat, slot)
        slots.append((card, decor.hidden[place], place in decor.glow, decor.dragging == place,
                      decor.faces.get((seat, slot)), (seat, slot) in decor.hands,
                      decor.picked == (seat, slot)))
    return slots


def _pile_reach(pile: pygame.Rect, words_px: int) -> pygame.Rect:
    """Where everything drawn for one of the middle piles lies: the card, its halo, and its
    caption above it (as wide as the pile and one more on each side)."""
    edge = max(pile.width, pile.height) // 8 + 4
    above = words_px * 3 // 2 + 4 + edge
    return pygame.Rect(pile.x - pile.width, pile.y - above, 3 * pile.width,
                       pile.height + above + edge)


def _slot_reach(card: pygame.Rect) -> pygame.Rect:
    """Where everything drawn for one slot lies: the card lifted by up to a fifth of its
    height, its halo and shadow round it, the "remembered" pill across its foot (wider than
    the card in a long language)."""
    side = card.width // 2
    rise = card.height // 5
    edge = max(card.width, card.height) // 8 + 4
    return pygame.Rect(card.x - side, card.y - rise - edge, card.width + 2 * side,
                       card.height + rise + 2 * edge)


def too_many(rects: list[pygame.Rect], surface: pygame.Surface) -> bool:
    """Whether painting ``rects`` one by one costs about what painting ``surface`` whole does
    (more than ``MOST_CLIPS`` of them, or most of it)."""
    area = surface.get_width() * surface.get_height()
    return len(rects) > MOST_CLIPS or sum(r.width * r.height for r in rects) > area * 4 // 5


class StillLayer:
    """Which parts of the kept layer to paint again: the regions whose key changed since it
    was last painted (the whole layer when it is new or resized, or the language changed)."""

    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        self._whole: Hashable = None
        self._regions: Mapping[str, Region] = {}

    def changed(self, surface: pygame.Surface, whole: Hashable,
                now: Mapping[str, Region]) -> list[pygame.Rect] | None:
        """Where the kept ``surface`` changed since the last call: the rects of the regions
        whose key changed, however many (None: all of it)."""
        before, last, last_whole = self._regions, self._surface, self._whole
        self._surface, self._regions, self._whole = surface, now, whole
        if last is not surface or last_whole != whole or before.keys() != now.keys():
            return None
        return thrifty_rects([before[name][0].union(rect) for name, (rect, key) in now.items()
                              if before[name][1] != key])

    def forget(self) -> None:
        self._surface = None
        self._whole = None
        self._regions = {}


__all__ = ["StillLayer", "StillWords", "regions", "too_many"]
