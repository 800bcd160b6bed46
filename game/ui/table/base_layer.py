"""The table's still layer, painted once and kept: a board draws its table in two parts, what
stays as it is until something of the match changes (``Board.draw_base``: the felt, the piles,
the labels) and what may change every frame (``Board.draw``: a hover, a pulse, a countdown).

The board names what its still part depends on (``Board.base_key``: the last applied move, the
player's picks, the flashes still lit...); while the key and the window size stay the same, the
host blits the kept layer instead of painting it again, so a busy table costs one blit and the
few things that move. A board whose key is None is painted whole every frame. A new layer
starts from the surface the last closed table let go of (its pixels are painted over: a layer
is painted whole for a new ``BaseLayer``).

A board may paint its layer over a few frames (``Board.base_pending``: places are left to
paint): while some are, the host asks it again each frame though the key stayed the same, and
the board paints the places its ``LayerBudget`` says are due now.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.table.dirty import aligned

if TYPE_CHECKING:
    from game.ui.flights import Flight

SLICE_SECONDS = 0.002
"""The CPU a frame spends painting places of the kept layer that may wait (read on the frame's
CPU clock, ``Services.think_clock``, as the bots' thinking budget; the bots act after the
frame's drawing, ``TableScene.late_update``)."""
SETTLE_FRAMES = 4
"""A layer left unsettled this many frames running is painted to its end in the next."""
FRAME_AIM_SECONDS = 0.0045
"""What a frame's drawing aims to stay within: the places that may wait get no more than what
the last frame's other drawing (putting back, the cards in flight, the labels), which the next
frame is much like, leaves of it (read on the frame clock). Below the 8 ms bound by what the
bots' step, the events and the machine's own jitter add to a frame (at 3200x2000 a bare
pygame-ce loop doing the same work every frame varied by up to 6 ms on one machine)."""


class BaseLayer:
    """One kept surface the size of the window and the key it was painted for."""

    def __init__(self, budget: LayerBudget | None = None) -> None:
        self.budget = budget or LayerBudget(lambda: 0.0)
        """Which places a board painting the layer over a few frames paints this frame."""
        self.surface: pygame.Surface | None = None
        self.key: Hashable | None = None
        self.paints = 0
        """How many times the layer was painted (a test or a benchmark reads it)."""
        self.painted = False
        """Whether the last ``refresh`` painted the layer (whole or in places)."""
        self.settling = False
        """The last painting went on with the places an earlier one left (the same key)."""

    def draw(self, target: pygame.Surface, key: Hashable,
             paint: Callable[[pygame.Surface], None]) -> None:
        """Blit the layer painted for ``key`` onto ``target``, painting it first when the key
        or the size changed."""
        layer = self.refresh(target, key, paint)
        target.blit(layer, (0, 0))

    def refresh(self, target: pygame.Surface, key: Hashable,
                paint: Callable[[pygame.Surface], None],
                pending: Callable[[], bool] = lambda: False) -> pygame.Surface:
        """The layer painted for ``key`` at ``target``'s size, painted first when the key or
        the size changed or places of it are still ``pending`` (``painted`` says whether it
        was this time); a layer left unsettled ``SETTLE_FRAMES`` running is painted to its
        end."""
        size = target.get_size()
        self.painted = False
        if self.surface is None or self.surface.get_size() != size:
            self.surface = _SPARE.pop(size, None) or target.copy()
            self.key = None
        full_key = (size, key)
        late = self.key is not None and pending()
        self.settling = late and full_key == self.key
        if full_key != self.key or late:
            self.budget.late = self.budget.late + 1 if late else 0
            if self.key is None or self.budget.late >= SETTLE_FRAMES:
                self.budget.must = None  # (a new layer's pixels are not a painting)
            paint(self.surface)
            self.key = full_key
            self.paints += 1
            self.painted = True
        return self.surface

    def forget(self) -> None:
        """Let go of the kept surface (the table closed or lost its window): it is kept as the
        spare the next table's layer of its size starts from (a new hand's first frame makes
        no window-sized surface)."""
        if self.surface is not None:
            _SPARE.clear()
            _SPARE[self.surface.get_size()] = self.surface
        self.surface = None
        self.key = None


class LayerBudget:
    """Which places of its kept layer a board paints this frame, and which may wait for the
    next. Where the window reveals the layer this frame (something moving covered it last
    frame, a card in flight landed there) it is painted now, or the window would show the old
    picture where the moving thing just was (a landed card gone for a frame); anywhere else
    the old picture shows a frame longer, which no one sees, so the places there are painted
    while the frame's budget lasts: ``seconds`` of CPU since ``begin`` (read on ``clock``: real
    CPU time in the app, a clock counting its readings under virtual time), at least one place
    a frame once the layer is late."""

    def __init__(self, clock: Callable[[], float], seconds: float = SLICE_SECONDS,
                 frame_clock: Callable[[], float] = lambda: 0.0) -> None:
        self.clock = clock
        self.seconds = seconds
        self.frame_clock = frame_clock
        """The frame thread's CPU clock (0 under virtual time: no frame is heavy there)."""
        self._frame_started: float | None = None
        self._others = self._paint_spent = 0.0
        self.must: list[pygame.Rect] | None = None
        """The places revealed this frame (None: all of the layer is painted now)."""
        self.late = 0
        """Frames running in which the layer was painted with places left over."""
        self._flying: list[Flight[Any]] = []
        self._started = self._last = self._rate = self._spent = 0.0
        self._allowed = seconds
        self._painted = self._pixels = 0
        self.resting = False
        """This frame paints no place that may wait (``begin``)."""
        self.may_hold = False
        """A place the window does not reveal may wait for what the image thread makes for
        it (the frame's clock is real: under virtual time a test sees each place painted
        when it is due)."""

    def begin(self, revealed: Sequence[pygame.Rect] | None, rest: bool = False,
              hold: bool = False) -> None:
        """A frame starts: the places of the kept layer the window shows anew (None: all of
        it), with the landing spots of the cards in flight last frame that have landed. A
        frame that must stay light, one at whose end the bots act whatever it cost (they
        rested at the end of the last, heavy one: ``bot_rest``; putting back and drawing what
        moves is heavy again), is a ``rest``: only what the window reveals is painted, no
        place that may wait, not even the one a late layer gets (it settles within
        ``SETTLE_FRAMES`` all the same). ``hold``: places may wait for the image thread
        (``may_hold``)."""
        self._started = self._last = self.clock()
        self.may_hold = hold
        self._allowed = min(self.seconds, FRAME_AIM_SECONDS - self._others)
        self._frame_started, self._paint_spent = self.frame_clock(), 0.0
        self.resting = rest
        self._painted = 0
        landed = [pygame.Rect(round(f.dst[0]), round(f.dst[1]), round(f.dst[2]),
                              round(f.dst[3])).inflate(2, 2) for f in self._flying if f.landed]
        self.must = None if revealed is None else [*revealed, *landed]

    def flew(self, flights: Sequence[Flight[Any]]) -> None:
        """The cards in flight drawn this frame (one that lands by the next reveals its spot);
        what the frame's drawing took so far besides painting places (the next one's
        allowance)."""
        self._flying = list(flights)
        if self._frame_started is not None:
            self._others = self.frame_clock() - self._frame_started - self._paint_spent
            self._frame_started = None

    def revealed(self, place: pygame.Rect) -> list[pygame.Rect]:
        """The parts of ``place`` the window reveals this frame, to be painted now (``[place]``
        when all of it is: every place is when ``must`` is None)."""
        if self.must is None:
            return [place]
        return [place.clip(shown) for shown in self.must if place.colliderect(shown)]

    def fits(self, place: pygame.Rect, reserve: int = 0) -> bool:
        """Whether ``place``, which may wait, is painted this frame: one that at the rate per
        pixel of the places painted so far (this frame's, else the last frame's) still fits
        the budget with ``reserve`` pixels more still to paint this frame (``painted`` told
        after each), or the first such place of a frame in which the layer is late already
        (or before any rate is known): a layer that is late gets at least one place a
        frame, but the frame of a new painting, busy with its changes and what the window
        reveals, need not paint one more. A resting frame paints none."""
        if self.resting:
            return False
        if not self._painted:
            self._last = self.clock()  # (the places painted from here on give the rate)
            if self.late or not self._rate:
                return True
        pixels = place.w * place.h + reserve
        return self._last - self._started + self._rate * pixels <= self._allowed

    def paint(self, surface: pygame.Surface, places: Sequence[pygame.Rect],
              paint_place: Callable[[pygame.Rect], None]) -> tuple[list[pygame.Rect],
                                                                    list[pygame.Rect]]:
        """Each of ``places`` painted whole by ``paint_place`` (clipped to it, on
        ``surface``) as this frame allows: first the places the window reveals now (most
        of them: whole), then whole places while the budget lasts, the smallest first (the
        most that fit; in a layer late two frames running the largest first, one that fits
        no budget then gets a frame of its own instead of the one that settles the layer),
        then the parts the window reveals of the places left (the budget kept room for
        them; a place painted whole needs no part painted first). Returns the places and
        parts painted and the places left for a later frame."""
        started = self.frame_clock()
        try:
            return self._paint(surface, places, paint_place)
        finally:
            self._paint_spent += self.frame_clock() - started

    def _paint(self, surface: pygame.Surface, places: Sequence[pygame.Rect],
               paint_place: Callable[[pygame.Rect], None]) -> tuple[list[pygame.Rect],
                                                                     list[pygame.Rect]]:
        screen = surface.get_rect()
        now: list[pygame.Rect] = []
        later: list[tuple[pygame.Rect, list[pygame.Rect]]] = []
        for place in places:
            if not place.w or not place.h:
                continue
            parts = self.revealed(place)
            if parts == [place] or 2 * _area(parts) >= place.w * place.h:
                now.append(place)  # (most of it revealed: painted whole, not twice)
            else:
                later.append((place, [aligned(part, screen) for part in parts]))
        for place in now:
            paint_place(place)
        left: list[pygame.Rect] = []
        revealed: list[pygame.Rect] = []
        reserve = sum(_area(parts) for _, parts in later)
        largest_first = self.late >= 2  # (late: the large place that never fits goes first)
        for place, parts in sorted(later, key=lambda entry: entry[0].w * entry[0].h,
                                   reverse=largest_first):
            reserve -= _area(parts)
            if self.fits(place, reserve):
                now.append(place)
                paint_place(place)
                self.painted(place)
            else:
                left.append(place)
                revealed += parts
        shown = thrifty_rects(revealed)
        for part in shown:
            paint_place(part)
        return now + shown, left

    def painted(self, place: pygame.Rect) -> None:
        """``place`` has just been painted."""
        now = self.clock()
        if not self._painted:
            self._spent, self._pixels = 0.0, 0
        self._spent += now - self._last
        self._pixels += place.w * place.h
        self._rate = self._spent / max(1, self._pixels)
        self._last = now
        self._painted += 1


def _area(rects: Sequence[pygame.Rect]) -> int:
    return sum(rect.w * rect.h for rect in rects)


def bands(screen: pygame.Rect, count: int) -> list[pygame.Rect]:
    """``screen`` cut into ``count`` bands across it, top to bottom (a whole repaint of a kept
    layer painted as places, a few a frame)."""
    edges = [screen.y + screen.h * i // count for i in range(count + 1)]
    return [pygame.Rect(screen.x, top, screen.w, bottom - top)
            for top, bottom in zip(edges, edges[1:], strict=False) if bottom > top]


def merged_rects(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with every two that overlap joined into their union (a board repainting the
    changed places of its kept layer paints each joined place in one pass)."""
    return _joined(rects, lambda rect, other, union: True)


def thrifty_rects(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with two that overlap joined into their union only where the union is no
    larger than the two apart: a wide, low label across a row of cards stays a strip and the
    cards stay cards, instead of one box as large as the whole row. For a board that paints
    each place whole (everything over it, clipped to it): places that still overlap are
    painted one after the other and show the same pixels either way."""
    return _joined(rects, lambda rect, other, union:
                   union.w * union.h <= rect.w * rect.h + other.w * other.h)


def _joined(rects: list[pygame.Rect],
            worth: Callable[[pygame.Rect, pygame.Rect, pygame.Rect], bool]) -> list[pygame.Rect]:
    """``rects`` with each two that overlap joined while ``worth(rect, other, union)`` says so:
    each rect in turn is joined with the first of those gathered so far that it overlaps and
    is worth joining, again until none is, then gathered. The overlapping ones are found in
    one pass in C (``collidelistall``), and only their unions are made."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = pygame.Rect(rect)
        index = 0
        while index >= 0:
            index = -1
            for hit in rect.collidelistall(out):  # in the order gathered
                union = rect.union(out[hit])
                if worth(rect, out[hit], union):
                    del out[hit]
                    rect, index = union, hit
                    break
        out.append(rect)
    return out


_SPARE: dict[tuple[int, int], pygame.Surface] = {}
"""The last closed table's layer, by size (at most one: a window's worth of pixels)."""


__all__ = ["BaseLayer", "LayerBudget", "bands", "merged_rects", "thrifty_rects"]
