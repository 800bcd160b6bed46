"""The still table as a list of drawing steps, so a change repaints only where it shows.

The painter draws the still part of the table onto a ``Canvas``, which records each step (an
image put somewhere, a rectangle, a line) instead of drawing it. ``paint`` then draws the
steps onto a surface: all of them over the felt, or -- onto a surface that holds the steps
painted last time -- only the places where a step came or went (a card played, a count
changed). A pixel outside those places is covered by the same steps in the same order as
before, so it already shows what a whole repaint would: the result is the same picture, for
the cost of the few rectangles that changed.
"""

from __future__ import annotations

from difflib import SequenceMatcher
from typing import NamedTuple

import pygame

from game.ui.table.base_layer import thrifty_rects
from game.ui.table.dirty import aligned

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]

MOST_DIRTY = 0.5
"""Past this share of the window changed, the whole table is painted again (fewer steps)."""


class Step(NamedTuple):
    """One drawing step: ``what`` (an image, or a colour) over ``box``; ``how`` holds the
    rest (a rectangle's outline width and corner radius, a line's ends and width). Two steps
    are equal when they draw the same pixels (an image is compared as the same object, which
    a step holds, so it is never another image at a reused address)."""

    kind: str
    what: object
    box: Box
    how: tuple[object, ...] = ()


class Canvas:
    """Records the steps of a painting (drawn later by ``paint``)."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.steps: list[Step] = []

    def blit(self, image: pygame.Surface,
             at: pygame.Rect | tuple[int, int] | tuple[float, float]) -> pygame.Rect:
        rect = image.get_rect(topleft=(int(at[0]), int(at[1])))
        self.steps.append(Step("blit", image, (rect.x, rect.y, rect.w, rect.h)))
        return rect

    def rect(self, colour: Colour, rect: pygame.Rect, width: int = 0,
             border_radius: int = 0) -> None:
        self.steps.append(Step("rect", tuple(colour), (rect.x, rect.y, rect.w, rect.h),
                               (width, border_radius)))

    def line(self, colour: Colour, start: tuple[int, int], end: tuple[int, int],
             width: int = 1) -> None:
        bounds = pygame.Rect(min(start[0], end[0]), min(start[1], end[1]),
                             abs(end[0] - start[0]) + 1, abs(end[1] - start[1]) + 1)
        bounds.inflate_ip(2 * width + 2, 2 * width + 2)
        self.steps.append(Step("line", tuple(colour), (bounds.x, bounds.y, bounds.w, bounds.h),
                               (start, end, width)))


def draw_step(surface: pygame.Surface, step: Step) -> None:
    if step.kind == "blit":
        assert isinstance(step.what, pygame.Surface)
        surface.blit(step.what, step.box[:2])
    elif step.kind == "rect":
        width, radius = step.how
        assert isinstance(width, int) and isinstance(radius, int)
        pygame.draw.rect(surface, step.what, step.box, width,  # type: ignore[arg-type]
                         border_radius=radius)
    else:
        start, end, width = step.how
        pygame.draw.line(surface, step.what, start, end, width)  # type: ignore[arg-type]


def changed_places(before: list[Step], after: list[Step],
                   screen: pygame.Rect) -> list[pygame.Rect]:
    """The boxes of the steps that came or went between two paintings (kept in order: a
    step whose place among the others changed counts as come and gone), within ``screen``,
    each widened to whole 16-pixel columns (``dirty.aligned``: rows copied from a cache
    line's start are several times cheaper, and a place is painted whole, so the few pixels
    more show what they showed), joined where that paints less (``thrifty_rects``)."""
    matcher = SequenceMatcher(None, before, after, autojunk=False)
    boxes: list[pygame.Rect] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            boxes.extend(pygame.Rect(step.box) for step in before[i1:i2])
            boxes.extend(pygame.Rect(step.box) for step in after[j1:j2])
    return thrifty_rects([aligned(box, screen) for box in boxes])


def paint(surface: pygame.Surface, felt: pygame.Surface, steps: list[Step],
          before: list[Step] | None) -> list[pygame.Rect] | None:
    """Draw ``steps`` over ``felt`` onto ``surface``: whole, or (``before``: the steps
    ``surface`` shows now) only where they differ. Returns the places painted (None: all of
    ``surface``)."""
    width, height = surface.get_size()
    screen = surface.get_rect()
    places = changed_places(before, steps, screen) if before is not None else None
    if places is not None and sum(p.w * p.h for p in places) > MOST_DIRTY * width * height:
        places = None
    if places is None:
        surface.blit(felt, (0, 0))
        for step in steps:
            draw_step(surface, step)
        return None
    clip = surface.get_clip()
    painted: list[pygame.Rect] = []
    for place in places:
        if not place.w or not place.h:
            continue
        painted.append(place)
        surface.set_clip(place)
        surface.blit(felt, place, place)
        for step in steps:
            if place.colliderect(step.box):
                draw_step(surface, step)
    surface.set_clip(clip)
    return painted


__all__ = ["Canvas", "Step", "changed_places", "paint"]
