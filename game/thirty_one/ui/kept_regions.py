"""The Blitz (31) table's still part, kept and painted again one region at a time.

The still table is split into regions (the top bar, the status line, the two piles, the Knock
button, your place, each rival's pod), each with a key of what it shows; your place is split
further into its header line and each card of your row, so a draw or a throw repaints the
cards that changed, not your whole place, and each pod into its name line, token row and
cards (``still_places``). ``KeptRegions`` keeps the surface it last painted and
the keys it painted for; the next painting repaints only the places whose key changed (where
they were and where they are), clipped to them, each part's words over the parts (words that
changed and reach past those places, a long caption, are painted again where they were and
are). The kept surface is the painter's own copy (blitted whole onto the screen, the words
then drawn over it one by one) or a layer the caller keeps (the table host's base layer),
painted in place, words and all. ``key`` is everything the still table shows: equal keys,
equal pictures.
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
from game.thirty_one.ui.still_places import Place, grow, places
from game.ui.svg_render import has_display
from game.ui.table.base_layer import LayerBudget, thrifty_rects
from game.ui.table.dirty import aligned

Words = list[tuple[pygame.Surface, Rect]]
"""Rendered words and where they go on the screen."""

PartWords = dict[str, Words]
"""The words of each part of the table (``part_names``)."""

StillKey = tuple[Hashable, tuple[tuple[str, Place], ...]]
"""What the whole table depends on, and what each place shows where."""


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
        self._areas: tuple[TableLayout, dict[str, Rect]] | None = None
        """The regions of the last layout asked about (a key is asked for every frame)."""
        self._key: tuple[tuple[object, ...], StillKey] | None = None
        """The last key and what it was made from."""
        self.waiting: list[Rect] = []
        """Places of the caller's kept layer that still show an older table (painted by a
        later ``draw`` with a budget, with the key of then)."""

    def key(self, layout: TableLayout, seats: Sequence[SeatSpec], four_colour: bool,
            view: View, decor: Decor) -> StillKey:
        """What the still table shows (made again only when what it is made from changed:
        the layout, the seats, the look, the view, the language and what it reads of the
        decor, ``_read``; the decor's clock, pulse and dimming lie over it)."""
        whole = layout, tuple(seats), four_colour, decor.you, decor.reveal
        inputs = (whole, view, current_language(), _read(decor))
        if self._key is not None and self._key[0] == inputs:
            return self._key[1]
        if self._areas is None or self._areas[0] is not layout:
            self._areas = (layout, dict(_regions(layout)))
        key = whole, tuple(sorted(places(layout, view, decor, self._areas[1]).items()))
        self._key = (inputs, key)
        return key

    def draw(self, surface: pygame.Surface, layout: TableLayout, key: StillKey,
             paint: Callable[[pygame.Surface, Container[str]], PartWords], kept: bool,
             budget: LayerBudget | None = None) -> None:
        """Bring the kept table up to ``key`` and show it on ``surface`` with its words.

        ``paint`` paints the felt and the named parts, and returns each part's words. A
        region whose key changed is painted again, clipped to it, with every part whose
        region or words reach into it (each part paints only inside its own region), then
        those parts' words. A layer the caller keeps (``kept``) holds its words; the painter's
        own copy does not: it is blitted whole, then each word onto ``surface`` one by one
        (a screen that watches its text sees them). With a ``budget`` (a layer the caller
        keeps and shows each frame) the changed places are painted as the frame allows, the
        rest ``waiting`` for the next calls, each painted then with the latest key."""
        target = surface if kept else self._own_copy(layout.size)
        painted = self.painted
        if painted is not None and painted[0][0] == key[0] and painted[1] is target:
            dirty = _changed(dict(painted[0][1]), dict(key[1]), layout.size)
            if kept:  # (not joined: a waiting row of cards and a changed header stay two)
                dirty += [rect for rect in self.waiting
                          if not any(place.contains(rect) for place in dirty)]
        else:
            dirty = [Rect(0, 0, *layout.size)]
            self.words = {}
            budget = None  # a table painted anew is painted whole
        if not kept:
            budget = None  # (the own copy is shown whole at once; ``waiting`` is the layer's)
        self.repainted = self._repaint(target, layout, dirty, paint, kept, budget)
        self.painted = (key, target)
        if target is not surface:
            surface.blit(target, (0, 0))
            for image, at in self.all_words(layout):
                surface.blit(image, at)

    def all_words(self, layout: TableLayout) -> Words:
        """The still table's words as last painted, in the order of its parts."""
        return [word for name in part_names(layout) for word in self.words.get(name, ())]

    def _repaint(self, target: pygame.Surface, layout: TableLayout, dirty: list[Rect],
                 paint: Callable[[pygame.Surface, Container[str]], PartWords],
                 with_words: bool, budget: LayerBudget | None) -> list[Rect]:
        """Paint ``dirty`` again, each place clipped to it (with a ``budget``, those it says
        are due now: the rest wait); where it painted. A part's words that changed and reach
        past the places painted or waiting (a long caption) are further places where they
        were and are, in a pass of their own (``_spilled``)."""
        screen = Rect(0, 0, *layout.size)
        place = _PlacePainter(self, target, layout, paint, with_words)
        done: list[Rect] = []
        waiting: list[Rect] = []
        pending = dirty
        for _pass in range(4):
            place.changed = {}
            if budget is None:
                now = [rect for rect in pending if rect.w and rect.h]
                for rect in now:
                    place(rect)
            else:
                now, left = budget.paint(target, pending, place)
                waiting += left
            done += now
            pending = _spilled(place.changed, [*done, *waiting], screen)
            if not pending:
                break
        else:  # words spilling on and on: the whole table, once more
            target.set_clip(None)
            return self._repaint(target, layout, [screen], paint, with_words, None)
        target.set_clip(None)
        if with_words:
            self.waiting = waiting
        return done

    def _own_copy(self, size: tuple[int, int]) -> pygame.Surface:
        if self.own is None or self.own.get_size() != size:
            self.own = pygame.Surface(size)
            if has_display():
                self.own = self.own.convert()
        return self.own


class _PlacePainter:
    """Paints one place of the kept table, clipped to it: every part whose region or words
    (as last painted) reach into it, then, on a layer the caller keeps, their words; notes
    the words that ``changed`` (of each part whose words did, those gone and those new: a
    part's word that stayed where it was, the same image, needs no painting)."""

    def __init__(self, kept: KeptRegions, target: pygame.Surface, layout: TableLayout,
                 paint: Callable[[pygame.Surface, Container[str]], PartWords],
                 with_words: bool) -> None:
        self.kept, self.target, self.paint, self.with_words = kept, target, paint, with_words
        self.regions = _regions(layout)
        self.order = part_names(layout)
        self.changed: PartWords = {}

    def __call__(self, rect: Rect) -> None:
        words_now = self.kept.words
        names = {name for name, area in self.regions if area.colliderect(rect)}
        names.update(name for name, words in words_now.items()
                     if any(at.colliderect(rect) for _image, at in words))
        self.target.set_clip(rect)
        found = self.paint(self.target, names)
        if self.with_words:
            for name in self.order:
                for image, at in found.get(name, ()):
                    self.target.blit(image, at)
        for name, words in found.items():
            before = words_now.get(name, [])
            if words != before:  # (a caption that stayed as it was is no change: not painted)
                self.changed[name] = [*self.changed.get(name, ()),
                                      *(word for word in before if word not in words),
                                      *(word for word in words if word not in before)]
        words_now.update(found)


def _read(decor: Decor) -> tuple[object, ...]:
    """What the still table's places read of the decor besides ``whole`` (not its clock, the
    seat thinking or the dimming: the pulse and the veil are drawn over the kept table)."""
    return (decor.hidden, decor.hidden_cards, decor.glow, decor.selected, decor.taken,
            decor.knock_enabled, decor.show_value, decor.status, decor.loss, decor.hands)


def part_names(layout: TableLayout) -> list[str]:
    """The table's parts, in the order they are painted; each has a region of that name."""
    return ["hud", *(f"pod:{pod.seat}" for pod in layout.pods), "human", *CENTRE_PARTS]


CENTRE_PARTS = ("status", "piles", "knock")
"""The centre's parts, each painted again on its own: a draw or a throw repaints the piles, not
the status line across the table above them."""


def _changed(old: dict[str, Place], new: dict[str, Place],
             size: tuple[int, int]) -> list[Rect]:
    """Where the places whose key changed were and are, joined where that paints less, then
    each widened to whole 16-pixel columns (``dirty.aligned``: the felt's rows copy several
    times faster from a cache line's start; every part reaching into the widened place is
    painted again with it). Joined before widening: your row of cards and your header line
    stay two strips, not your whole place."""
    screen = Rect(0, 0, *size)
    boxes: list[Rect] = []
    for name in sorted(old.keys() | new.keys()):
        before, after = old.get(name), new.get(name)
        if before != after:
            boxes += [Rect(place[0]).clip(screen) for place in {before, after} if place]
    return [aligned(box, screen) for box in thrifty_rects([box for box in boxes
                                                          if box.w and box.h])]


def _spilled(changed: PartWords, done: list[Rect], screen: Rect) -> list[Rect]:
    """Where the words that ``changed`` were or are and no place in ``done`` holds them,
    joined where that paints less and widened to whole 16-pixel columns."""
    shown = [at.clip(screen) for words in changed.values() for _image, at in words]
    outside = [at for at in shown if not any(place.contains(at) for place in done)]
    return [aligned(box, screen) for box in thrifty_rects([box for box in outside
                                                          if box.w and box.h])]


def _regions(layout: TableLayout) -> list[tuple[str, Rect]]:
    """Parts of the still table that are painted again on their own when they change."""
    screen = Rect(0, 0, *layout.size)
    reach = grow(layout)
    piles = layout.stock.union(layout.discard).inflate(reach * 2, reach * 2)
    piles.inflate_ip(layout.stock.width, 0)  # room for the piles' captions under them
    # the status line is only words, centred in its row: a new line repaints the row (words
    # reaching past it are found as they are painted: _spilled)
    found = [("hud", Rect(layout.hud)), ("status", Rect(layout.status)),
             ("piles", piles), ("knock", layout.knock.inflate(reach, reach)),
             ("human", layout.human.area.inflate(reach * 2, reach * 2))]
    found += [(f"pod:{pod.seat}", pod.area.inflate(reach, reach)) for pod in layout.pods]
    return [(name, rect.clip(screen)) for name, rect in found]


__all__ = ["KeptRegions", "PartWords", "StillKey", "Words", "part_names"]
