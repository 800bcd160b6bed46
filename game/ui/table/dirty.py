"""Dirty-rectangle frames for the table host: a table's frame is its kept still layer
(``base_layer``) with the moving things drawn over it, so while the window still shows the
table's last frame, only the places something was drawn over last frame, or the board repainted
in its kept layer, need the kept layer again; then every moving thing is drawn as always and
only the places that changed are shown (``Scene.presented``).

Every pixel outside those places already is the kept layer's (nothing was drawn over it last
frame and the layer did not change there), so the frame is the one a whole painting makes. A
whole frame is drawn when the window's surface or size changed, when something else drew on
the window since (a pause menu over the table, a notice, another screen), when the kept layer
was painted anew or the board cannot say where it repainted it, or when anything drawn says it
may reach anywhere (a rect list of None).

A frame leaves the places its cards in flight will cover with their opaque cores
(``flight_sprite``) as they are: whatever is there then, the core is drawn over every pixel of
it, as in a whole painting.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.ui.flight_sprite import rect_minus


class DirtyFrame:
    """What one table drew over its kept layer last frame, and what this frame changed."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        """The window surface the last frame was drawn on."""
        self.layer: pygame.Surface | None = None
        """The kept layer the last frame was restored from."""
        self.size = (0, 0)
        """The window's size at the last frame."""
        self.on_screen = False
        """The window shows the last frame, alone, and nothing drew on it since."""
        self.drawn: list[pygame.Rect] = []
        """Where the last frame drew over the kept layer."""
        self.changed: list[pygame.Rect] | None = None
        """Where this frame changed the window (None: all of it)."""
        self.everywhere = False
        """The last frame may have drawn anywhere over the kept layer."""
        self.partial = 0
        """Frames drawn in part (a test or a benchmark reads it)."""

    def restore(self, surface: pygame.Surface, layer: pygame.Surface,
                repainted: Sequence[pygame.Rect] | None,
                covers: Sequence[pygame.Rect] = ()) -> None:
        """Put the kept ``layer`` on ``surface`` where this frame needs it: where the last
        frame drew over it and where the layer was ``repainted`` (None: all of it), or all of
        the window when it may not show the last frame. Not under ``covers``: places this
        frame fills, every pixel, after it (the opaque cores of its cards in flight)."""
        whole = (repainted is None or not self.on_screen or self.everywhere
                 or surface is not self.surface or layer is not self.layer
                 or self.size != surface.get_size())
        self.surface, self.layer, self.size = surface, layer, surface.get_size()
        self.on_screen = self.everywhere = False
        if whole:
            surface.blit(layer, (0, 0))
            self.changed = None
            self.drawn = []
            return
        screen = surface.get_rect()
        regions = [rect.clip(screen) for rect in repainted or ()]
        places = _distinct(aligned(rect, screen) for rect in
                           [*regions, *(rect.clip(screen) for rect in self.drawn
                                        if not _inside(rect, regions))])
        places = uncovered(places, [inner_columns(cover.clip(screen), screen)
                                    for cover in covers])
        surface.blits([(layer, place, place) for place in places], doreturn=False)
        self.changed = places
        self.drawn = []
        self.partial += 1

    def revealed(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Where this frame's window will show the kept layer anew, not as the last frame
        left it: where the last frame drew over it, or (None) all of it when the window may
        not show the last frame (a board painting its layer over a few frames paints these
        places now, ``LayerBudget``)."""
        if not self.on_screen or self.everywhere or surface is not self.surface \
                or self.size != surface.get_size():
            return None
        return list(self.drawn)

    def whole(self, surface: pygame.Surface) -> None:
        """This frame was painted whole (a board that keeps no still layer)."""
        self.surface, self.layer, self.on_screen = surface, None, False
        self.changed, self.drawn, self.everywhere = None, [], False

    def drew(self, rects: Iterable[pygame.Rect] | None) -> None:
        """Something was drawn over the kept layer within ``rects`` (None: maybe anywhere)."""
        if rects is None:
            self.everywhere, self.changed = True, None
            return
        found = [pygame.Rect(rect) for rect in rects]
        self.drawn += found
        if self.changed is not None:
            self.changed += found

    def shown(self, rects: Iterable[pygame.Rect]) -> None:
        """Something was drawn over the kept layer within ``rects`` that its board puts the
        layer back under itself when it goes (a panel that stays up): shown this frame, not
        put back by the next."""
        if self.changed is not None:
            self.changed += [pygame.Rect(rect) for rect in rects]

    def presented(self, alone: bool) -> list[pygame.Rect] | None:
        """The window showed a frame (``alone``: this table's last frame and nothing else): the
        places it changed (None: all of it)."""
        self.on_screen = alone and self.surface is not None
        if not alone or self.changed is None or self.surface is None:
            return None
        screen = self.surface.get_rect()
        return _distinct(rect.clip(screen) for rect in self.changed)

    def forget(self) -> None:
        """The window no longer shows this table (it closed)."""
        self.surface, self.layer, self.on_screen = None, None, False
        self.drawn, self.changed, self.everywhere = [], None, False


def outline_places(box: pygame.Rect, width: int) -> list[pygame.Rect]:
    """Where an outline ``width`` thick along the inside of ``box`` (rounded corners too: give
    the larger of the width and the corners' radius) lies: its four edges, not the box it
    encloses (a pulse round a seat would otherwise put back the whole seat every frame)."""
    edge = width
    if 2 * edge >= min(box.w, box.h):
        return [box.copy()]
    return [pygame.Rect(box.x, box.y, box.w, edge),
            pygame.Rect(box.x, box.bottom - edge, box.w, edge),
            pygame.Rect(box.x, box.y, edge, box.h),
            pygame.Rect(box.right - edge, box.y, edge, box.h)]


ALIGN_PIXELS = 16
"""Restored places start and end on a column of this many pixels (64 bytes: a cache line)."""


def aligned(rect: pygame.Rect, screen: pygame.Rect) -> pygame.Rect:
    """``rect`` widened to start and end on a column of ``ALIGN_PIXELS``, within ``screen``:
    copying rows that start on a cache line is several times faster than the same rows a few
    pixels off (and the extra pixels are the kept layer's either way)."""
    left = rect.x - rect.x % ALIGN_PIXELS
    right = rect.right + (-rect.right) % ALIGN_PIXELS
    return pygame.Rect(left, rect.y, right - left, rect.h).clip(screen)


def inner_columns(rect: pygame.Rect, screen: pygame.Rect) -> pygame.Rect:
    """``rect`` narrowed to the whole columns of ``ALIGN_PIXELS`` within it (but for its sides
    on the edges of ``screen``): a place less a cover so narrowed is still in whole columns."""
    left = rect.x if rect.x <= screen.x else rect.x + (-rect.x) % ALIGN_PIXELS
    right = rect.right if rect.right >= screen.right else rect.right - rect.right % ALIGN_PIXELS
    return pygame.Rect(left, rect.y, max(0, right - left), rect.h)


WORTH_SPLITTING = 16384
"""Two places to restore that overlap are cut apart (each pixel copied once) only where they
share at least this many pixels: each piece a place is cut into costs a blit of its own."""


def uncovered(places: Sequence[pygame.Rect], covers: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """The parts of ``places`` outside every one of ``covers``, each of the pixels two places
    share much of (``WORTH_SPLITTING``) in one part only: the same pixels as ``places`` less
    ``covers``. Each place is cut only by the covers and earlier places it meets (found in C,
    ``collidelistall``), not every piece by every cover."""
    cuts = [cover for cover in covers if cover.w > 0 and cover.h > 0]
    found: list[pygame.Rect] = []
    for index, place in enumerate(places):
        parts = [place]
        for hit in place.collidelistall(cuts):
            cut = cuts[hit]
            parts = [piece for part in parts for piece in rect_minus(part, cut)]
        if index:
            for hit in place.collidelistall(places[:index]):
                shared = place.clip(places[hit])
                if shared.w * shared.h >= WORTH_SPLITTING:
                    parts = [piece for part in parts for piece in rect_minus(part, shared)]
        found += parts
    return found


def _inside(rect: pygame.Rect, places: Sequence[pygame.Rect]) -> bool:
    """Whether ``rect`` lies wholly inside one of ``places`` (a repainted region, say)."""
    return any(place.contains(rect) for place in places)


def _distinct(rects: Iterable[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` without empty ones, each place once (the same label is drawn at the same
    place frame after frame)."""
    places = dict.fromkeys((r.x, r.y, r.w, r.h) for r in rects if r.w > 0 and r.h > 0)
    return [pygame.Rect(place) for place in places]


__all__ = ["DirtyFrame", "aligned", "inner_columns", "outline_places", "uncovered"]
