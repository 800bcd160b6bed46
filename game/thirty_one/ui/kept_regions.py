"""The Blitz (31) table's still part, kept and painted again one region at a time.

The still table is split into regions (the top bar, the status line, the two piles, the Knock
button, your place, each rival's pod), each with a key of what it shows. ``KeptRegions`` keeps
the surface it last painted and the keys it painted for; the next painting repaints only the
regions whose key changed, clipped to them. The kept surface is the painter's own copy (blitted
whole onto the screen) or a layer the caller keeps (the table host's base layer), painted in
place. ``key`` is everything the still table shows: equal keys, equal pictures.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Hashable, Sequence

import pygame
from pygame import Rect

from game.core.seats import SeatSpec
from game.i18n import current_language
from game.thirty_one.rules.state import View
from game.thirty_one.ui.layout import TableLayout
from game.thirty_one.ui.painter_parts import Decor
from game.thirty_one.ui.session import last_turn_seats
from game.ui.svg_render import has_display

Words = list[tuple[pygame.Surface, Rect]]
"""Rendered words and where they go on the screen."""

PartWords = dict[str, Words]
"""The words of each part of the table (``part_names``)."""

StillKey = tuple[Hashable, tuple[tuple[str, Hashable], ...]]
"""What the whole table depends on, and what each region shows."""


class KeptRegions:
    """The kept still table, the key it was painted for and the words painted with it."""

    def __init__(self) -> None:
        self.own: pygame.Surface | None = None
        """The painter's own copy of the still table (when the caller keeps none)."""
        self.painted: tuple[StillKey, pygame.Surface] | None = None
        self.words: PartWords = {}
        """The words of each part as last painted."""
        self.repainted: list[Rect] = []
        """Where the last ``draw`` painted the kept table."""

    def key(self, layout: TableLayout, seats: Sequence[SeatSpec], four_colour: bool,
            view: View, decor: Decor) -> StillKey:
        whole = layout, tuple(seats), four_colour, decor.you, decor.reveal
        return whole, tuple(sorted(_region_keys(layout, view, decor).items()))

    def draw(self, surface: pygame.Surface, layout: TableLayout, key: StillKey,
             paint: Callable[[pygame.Surface, Container[str]], PartWords], kept: bool) -> Words:
        """Bring the kept table up to ``key`` and show it on ``surface``; its words.

        ``paint`` paints the felt and the named parts, and returns each part's words. A
        region whose key changed is painted again, clipped to it, with every part whose
        region reaches into it (each part paints only inside its own region)."""
        target = surface if kept else self._own_copy(layout.size)
        regions = _regions(layout)
        painted = self.painted
        if painted is not None and painted[0][0] == key[0] and painted[1] is target:
            old = dict(painted[0][1])
            new = dict(key[1])
            dirty = [rect for name, rect in regions if old.get(name) != new.get(name)]
        else:
            dirty = [Rect(0, 0, *layout.size)]
            self.words = {}
        for rect in dirty:
            target.set_clip(rect)
            self.words.update(paint(target, {name for name, area in regions
                                             if area.colliderect(rect)}))
        target.set_clip(None)
        self.painted = (key, target)
        self.repainted = dirty
        if target is not surface:
            surface.blit(target, (0, 0))
        return [word for name in part_names(layout) for word in self.words.get(name, ())]

    def _own_copy(self, size: tuple[int, int]) -> pygame.Surface:
        if self.own is None or self.own.get_size() != size:
            self.own = pygame.Surface(size)
            if has_display():
                self.own = self.own.convert()
        return self.own


def part_names(layout: TableLayout) -> list[str]:
    """The table's parts, in the order they are painted; each has a region of that name."""
    return ["hud", *(f"pod:{pod.seat}" for pod in layout.pods), "human", *CENTRE_PARTS]


CENTRE_PARTS = ("status", "piles", "knock")
"""The centre's parts, each painted again on its own: a draw or a throw repaints the piles, not
the status line across the table above them."""


def _regions(layout: TableLayout) -> list[tuple[str, Rect]]:
    """Parts of the still table that are painted again on their own when they change."""
    screen = Rect(0, 0, *layout.size)
    grow = max(8, layout.stock.height // 5)
    piles = layout.stock.union(layout.discard).inflate(grow * 2, grow * 2)
    piles.inflate_ip(layout.stock.width, 0)  # room for the piles' captions under them
    words_only = Rect(layout.status.center, (1, 1))  # the status line is words, drawn over
    found = [("hud", Rect(layout.hud)), ("status", words_only),  # the layer every frame
             ("piles", piles), ("knock", layout.knock.inflate(grow, grow)),
             ("human", layout.human.area.inflate(grow * 2, grow * 2))]
    found += [(f"pod:{pod.seat}", pod.area.inflate(grow, grow)) for pod in layout.pods]
    return [(name, rect.clip(screen)) for name, rect in found]


def _region_keys(layout: TableLayout, view: View, decor: Decor) -> dict[str, Hashable]:
    """What each region shows: when its key changes, the region is painted again."""
    waiting, done = last_turn_seats(view)
    common = (view.in_play, view.dealer, view.knocker, view.result, decor.loss, decor.hands,
              current_language())
    glow = tuple(sorted(decor.glow.items()))
    keys: dict[str, Hashable] = {
        "hud": (view.hand, view.rules, current_language()),
        "status": (decor.status, current_language()),
        "piles": (view.stock_count, view.discard[-2:], decor.hidden.get("discard", 0),
                  decor.glow.get("stock"), decor.glow.get("discard"), current_language()),
        "knock": (decor.knock_enabled, decor.glow.get("knock"), current_language()),
        "human": (common, 0 in waiting, 0 in done, view.cards, view.tokens, view.shown,
                  decor.hidden_cards,
                  decor.selected, decor.taken, glow, decor.show_value),
    }
    for pod in layout.pods:
        seat = pod.seat
        keys[f"pod:{seat}"] = (common, seat in waiting, seat in done, view.tokens[seat],
                               view.hand_sizes[seat],
                               view.known[seat] if seat < len(view.known) else (),
                               view.shown, decor.hidden.get(f"hand:{seat}", 0))
    return keys


__all__ = ["KeptRegions", "PartWords", "StillKey", "Words", "part_names"]
