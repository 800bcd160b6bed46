"""The still table as a list of drawing steps, so a change repaints only where it shows.

The painter draws the still part of the table onto a ``Canvas``, which records each step (an
image put somewhere, a rectangle, a line) instead of drawing it. ``paint`` then draws the
steps onto a surface: all of them over the felt, or -- onto a surface that holds the steps
painted last time -- only the places where a step came or went (a card played, a count
changed). A pixel outside those places is covered by the same steps in the same order as
before, so it already shows what a whole repaint would: the result is the same picture, for
the cost of the few rectangles that changed.

A step the painter marks ``still`` (a zone's see-through panel: the same in painting after
painting) is drawn as its ``plate`` where no earlier step reaches into it: the felt under it
with the step painted on, made once, put down as one opaque copy (cheaper than blending the
panel over the felt again) and in whole 16-pixel columns; a place wholly on a plate needs no
felt under it. The plate shows what the step over the felt shows, so the picture is the same.

A line of text is recorded as its ``Words`` (what it says, at what size, measured but not yet
rendered) and rendered when its step is drawn: a place of the kept layer that waits for a
later frame renders its new words then, not in the frame the table changed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from difflib import SequenceMatcher
from typing import NamedTuple

import pygame

from game.ui.table.base_layer import LayerBudget, thrifty_rects
from game.ui.table.dirty import aligned

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]

MOST_DIRTY = 0.5
"""Past this share of the window changed, the whole table is painted again (fewer steps)."""


class Words(NamedTuple):
    """A line of text to draw: rendered by ``render`` (a text cache: the same words render to
    the same image) when its step is drawn, ``size`` as measured. Two are equal when they say
    the same at the same size, colour and weight through the same cache."""

    text: str
    px: int
    colour: Colour
    bold: bool
    size: tuple[int, int]
    render: Callable[[str, int, Colour, bool], pygame.Surface]

    def image(self) -> pygame.Surface:
        return self.render(self.text, self.px, self.colour, self.bold)

    def made(self) -> bool:
        """Whether its image is rendered; if not, it is rendered ahead where ``render`` can
        (``TextCache.ready``)."""
        ready = getattr(self.render, "ready", None)
        return ready is None or bool(ready(self.text, self.px, self.colour, self.bold))


class Step(NamedTuple):
    """One drawing step: ``what`` (an image, or a colour) over ``box``; ``how`` holds the
    rest (a rectangle's outline width and corner radius, a line's ends and width). Two steps
    are equal when they draw the same pixels (an image is compared as the same object, which
    a step holds, so it is never another image at a reused address)."""

    kind: str
    what: object
    box: Box
    how: tuple[object, ...] = ()
    still: bool = False
    """The same in painting after painting (drawn as its plate, ``Plates``)."""


class Canvas:
    """Records the steps of a painting (drawn later by ``paint``)."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.steps: list[Step] = []
        self.parts: list[int] = []
        """Where each part of the painting after the first starts among the steps (two
        paintings cut in as many parts are compared part with part: ``changed_places``)."""

    def part(self) -> None:
        """A new part of the painting starts here (the table's areas: its info, the rival's
        side, the auction, yours, your hand, the buttons and words)."""
        self.parts.append(len(self.steps))

    def blit(self, image: pygame.Surface,
             at: pygame.Rect | tuple[int, int] | tuple[float, float],
             still: bool = False) -> pygame.Rect:
        """``image`` at ``at``; ``still``: it is the same in painting after painting."""
        rect = image.get_rect(topleft=(int(at[0]), int(at[1])))
        self.steps.append(Step("blit", image, (rect.x, rect.y, rect.w, rect.h), (), still))
        return rect

    def words(self, words: Words, at: pygame.Rect) -> None:
        """``words`` with their top left at ``at`` (rendered when the step is drawn)."""
        self.steps.append(Step("text", words, (at.x, at.y, *words.size)))

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
    elif step.kind == "text":
        assert isinstance(step.what, Words)
        surface.blit(step.what.image(), step.box[:2], (0, 0, step.box[2], step.box[3]))
    elif step.kind == "rect":
        width, radius = step.how
        assert isinstance(width, int) and isinstance(radius, int)
        pygame.draw.rect(surface, step.what, step.box, width,  # type: ignore[arg-type]
                         border_radius=radius)
    else:
        start, end, width = step.how
        pygame.draw.line(surface, step.what, start, end, width)  # type: ignore[arg-type]


def changed_places(before: list[Step], after: list[Step], screen: pygame.Rect,
                   before_parts: Sequence[int] = (),
                   after_parts: Sequence[int] = ()) -> list[pygame.Rect]:
    """The boxes of the steps that came or went between two paintings (kept in order: a
    step whose place among the others changed counts as come and gone), within ``screen``,
    each widened to whole 16-pixel columns (``dirty.aligned``: rows copied from a cache
    line's start are several times cheaper, and a place is painted whole, so the few pixels
    more show what they showed), joined where that paints less (``thrifty_rects``). Two
    paintings cut in as many parts (``Canvas.parts``) are compared part with part: a part
    the same in both is passed over, and the steps kept in each part are kept in order in
    the whole painting too (the parts follow each other), so a pixel outside the boxes shows
    the same steps in the same order."""
    if len(before_parts) != len(after_parts):
        before_parts = after_parts = ()
    boxes: list[pygame.Rect] = []
    for old, new in zip(_cut(before, before_parts), _cut(after, after_parts), strict=True):
        if old != new:
            boxes += _came_or_went(old, new)
    return thrifty_rects([aligned(box, screen) for box in boxes])


def _cut(steps: list[Step], parts: Sequence[int]) -> list[list[Step]]:
    """``steps`` cut where each of ``parts`` starts."""
    edges = [0, *parts, len(steps)]
    return [steps[start:end] for start, end in zip(edges, edges[1:], strict=False)]


def _came_or_went(before: list[Step], after: list[Step]) -> list[pygame.Rect]:
    """The boxes of the steps of ``before`` and ``after`` not in their longest run of steps
    kept in order (``difflib``)."""
    start, old_end, new_end = 0, len(before), len(after)
    while start < min(old_end, new_end) and before[start] == after[start]:
        start += 1  # the same first steps and the same last ones are not compared again
    while old_end > start and new_end > start and before[old_end - 1] == after[new_end - 1]:
        old_end, new_end = old_end - 1, new_end - 1
    old, new = before[start:old_end], after[start:new_end]
    if not old or not new:
        return [pygame.Rect(step.box) for step in (*old, *new)]
    boxes: list[pygame.Rect] = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag != "equal":
            boxes.extend(pygame.Rect(step.box) for step in old[i1:i2])
            boxes.extend(pygame.Rect(step.box) for step in new[j1:j2])
    return boxes


def paint(surface: pygame.Surface, felt: pygame.Surface, steps: list[Step],
          before: list[Step] | None, plates: Plates | None = None) -> list[pygame.Rect] | None:
    """Draw ``steps`` over ``felt`` onto ``surface``: whole, or (``before``: the steps
    ``surface`` shows now) only where they differ; with ``plates``, a still step as its
    plate. Returns the places painted (None: all of ``surface``)."""
    places = changed_places(before, steps, surface.get_rect()) if before is not None else None
    if places is not None and too_dirty(places, surface):
        places = None
    drawn, opaque = (steps, []) if plates is None else plates.steps(felt, steps)
    if places is None:
        paint_whole(surface, felt, drawn)
        return None
    return paint_places(surface, felt, drawn, opaque, places)[0]


def too_dirty(places: list[pygame.Rect], surface: pygame.Surface) -> bool:
    """Whether ``places`` cover so much of ``surface`` that painting it whole costs less."""
    width, height = surface.get_size()
    return sum(p.w * p.h for p in places) > MOST_DIRTY * width * height


def paint_whole(surface: pygame.Surface, felt: pygame.Surface, drawn: list[Step]) -> None:
    """``drawn`` over all of ``felt`` onto ``surface``."""
    surface.blit(felt, (0, 0))
    for step in drawn:
        draw_step(surface, step)


def paint_places(surface: pygame.Surface, felt: pygame.Surface, drawn: list[Step],
                 opaque: list[pygame.Rect], places: list[pygame.Rect],
                 budget: LayerBudget | None = None) -> tuple[list[pygame.Rect],
                                                             list[pygame.Rect]]:
    """Each of ``places`` painted whole: the felt (not under an ``opaque`` plate that covers
    it) and every one of ``drawn`` reaching into it, clipped to it; with a ``budget``, as the
    frame allows (``LayerBudget.paint``). Returns the places painted and those left for a
    later frame."""
    clip = surface.get_clip()
    boxes = [step.box for step in drawn]

    def paint_place(place: pygame.Rect) -> None:
        _paint_place(surface, felt, drawn, boxes, opaque, place)

    if budget is None:
        painted = [place for place in places if place.w and place.h]
        for place in painted:
            paint_place(place)
        done: tuple[list[pygame.Rect], list[pygame.Rect]] = (painted, [])
    else:
        done = budget.paint(surface, places, paint_place)
    surface.set_clip(clip)
    return done


def _paint_place(surface: pygame.Surface, felt: pygame.Surface, drawn: list[Step],
                 boxes: list[Box], opaque: list[pygame.Rect], place: pygame.Rect) -> None:
    """``place`` painted whole: the felt (unless a plate covers it) and the steps in it."""
    if not place.w or not place.h:
        return
    surface.set_clip(place)
    if not any(box.contains(place) for box in opaque):
        surface.blit(felt, place, place)
    for index in place.collidelistall(boxes):  # in drawing order
        draw_step(surface, drawn[index])


PLATE_WINDOWS = 1.0
"""The plates kept hold at most this many windows' worth of pixels (the ones drawn longest
ago let go first): the zones of both phases of a round, lit or not, the piles, the buttons."""

PlateKey = tuple[int, Box]
Made = tuple[object, Step]


class Plates:
    """The plates of the still steps last drawn: each the felt under a still step's box
    (widened to whole 16-pixel columns) with the step painted on it. Given ``ahead`` (the
    image thread's queue), a plate not made yet is made there: until it is, its step is
    drawn over the felt as it is (the same pixels; making a plate in the frame costs a
    window-sized allocation's page faults, 0.5-2 ms at the largest window)."""

    def __init__(self, ahead: Callable[[list[Callable[[], object]]], object] | None = None
                 ) -> None:
        self.ahead = ahead
        self._felt: pygame.Surface | None = None
        """The felt the plates were made on (another felt: none of them fits)."""
        self._made: dict[PlateKey, Made] = {}
        """Each plate by its step's image and box: the image and the plate as a step."""
        self._ready: dict[PlateKey, tuple[pygame.Surface, Made]] = {}
        """Plates the image thread made, with the felt they were made on (taken in
        ``steps``)."""
        self._asked: set[PlateKey] = set()

    def steps(self, felt: pygame.Surface, steps: list[Step]) -> tuple[list[Step],
                                                                      list[pygame.Rect]]:
        """``steps`` with each still step no earlier step reaches into (its plate's box
        included) drawn as its plate, where it is made; and where the plates lie (opaque,
        over the felt)."""
        if felt is not self._felt:
            self._felt, self._made, self._asked = felt, {}, set()
        self._take_ready(felt)
        drawn: list[Step] = []
        boxes: list[Box] = []  # those of ``drawn``, grown with it (not made for each step)
        opaque: list[pygame.Rect] = []
        screen = felt.get_rect()
        for step in steps:
            box = aligned(pygame.Rect(step.box), screen) if step.still else None
            if box is not None and step.kind == "blit" and box.w and box.h \
                    and box.collidelist(boxes) < 0:
                plate = self._plate(felt, step, box)
                if plate is not None:
                    step = plate
                    opaque.append(box)
            drawn.append(step)
            boxes.append(step.box)
        room = PLATE_WINDOWS * screen.w * screen.h
        while len(self._made) > 1 and sum(box[2] * box[3] for _, box in self._made) > room:
            del self._made[next(iter(self._made))]  # the plate drawn longest ago
        return drawn, opaque

    def _take_ready(self, felt: pygame.Surface) -> None:
        for key in list(self._ready):
            made_on, found = self._ready.pop(key)
            self._asked.discard(key)
            if made_on is felt:
                self._made[key] = found

    def _plate(self, felt: pygame.Surface, step: Step, box: pygame.Rect) -> Step | None:
        key = (id(step.what), step.box)
        found = self._made.pop(key, None)  # put back last: drawn most lately
        if found is None or found[0] is not step.what:
            if self.ahead is not None:
                if key not in self._asked:
                    self._asked.add(key)
                    self.ahead([lambda: self._ready.__setitem__(
                        key, (felt, _made_plate(felt, step, box)))])
                return None
            found = _made_plate(felt, step, box)
        self._made[key] = found
        return found[1]


def _made_plate(felt: pygame.Surface, step: Step, box: pygame.Rect) -> Made:
    """The plate of ``step`` over ``felt`` in ``box``."""
    assert isinstance(step.what, pygame.Surface)
    plate = felt.subsurface(box).copy()
    plate.blit(step.what, (step.box[0] - box.x, step.box[1] - box.y))
    return step.what, Step("blit", plate, (box.x, box.y, box.w, box.h))


__all__ = ["Canvas", "Plates", "Step", "Words", "changed_places", "paint", "paint_places",
           "paint_whole", "too_dirty"]
