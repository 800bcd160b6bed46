"""The kept layers' rect joining (``merged_rects``, ``thrifty_rects``) gives the very places
it gave before it scanned for overlaps in C: the same rects in the same order, on literal
tables and on any list of rects (the plain loop it replaced is kept here as the reference)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.table.base_layer import merged_rects, thrifty_rects

Worth = Callable[[pygame.Rect, pygame.Rect, pygame.Rect], bool]


def joined_plainly(rects: list[pygame.Rect], worth: Worth) -> list[pygame.Rect]:
    """Every gathered rect tried in turn, the union made first (the former loop)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.copy()
        joined = True
        while joined:
            joined = False
            for other in out:
                union = rect.union(other)
                if other.colliderect(rect) and worth(rect, other, union):
                    out.remove(other)
                    rect = union
                    joined = True
                    break
        out.append(rect)
    return out


def thrifty_plainly(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    return joined_plainly(rects, lambda rect, other, union:
                          union.w * union.h <= rect.w * rect.h + other.w * other.h)


def merged_plainly(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    return joined_plainly(rects, lambda rect, other, union: True)


def as_tuples(rects: list[pygame.Rect]) -> list[tuple[int, int, int, int]]:
    return [(r.x, r.y, r.w, r.h) for r in rects]


ROW = [pygame.Rect(16 + 280 * i, 400, 261, 365) for i in range(6)]
"""A row of cards at the largest window, with a wide low label across it below."""
LABEL = pygame.Rect(0, 740, 1800, 40)


def test_a_label_across_a_row_of_cards_stays_a_strip_and_the_cards_stay_cards() -> None:
    places = thrifty_rects([*ROW, LABEL])
    assert places == [*ROW, LABEL]
    assert places == thrifty_plainly([*ROW, LABEL])


def test_overlapping_places_are_joined_the_same_as_before() -> None:
    rects = [pygame.Rect(0, 0, 50, 50), pygame.Rect(200, 0, 50, 50),
             pygame.Rect(40, 40, 50, 50), pygame.Rect(80, 0, 130, 45),
             pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 0, 0)]
    assert as_tuples(merged_rects(rects)) == as_tuples(merged_plainly(rects))
    assert as_tuples(thrifty_rects(rects)) == as_tuples(thrifty_plainly(rects))
    assert merged_rects(rects)[0] == pygame.Rect(0, 0, 250, 90)


def test_the_given_rects_are_left_as_they_were() -> None:
    rects = [pygame.Rect(0, 0, 20, 20), pygame.Rect(10, 10, 20, 20)]
    merged_rects(rects)
    assert rects == [pygame.Rect(0, 0, 20, 20), pygame.Rect(10, 10, 20, 20)]


coordinate = st.integers(min_value=-40, max_value=400)
side = st.integers(min_value=0, max_value=160)
rect_lists = st.lists(st.builds(pygame.Rect, coordinate, coordinate, side, side), max_size=40)


@settings(max_examples=300, deadline=None)
@given(rect_lists)
def test_any_rects_join_the_same_as_before(rects: list[pygame.Rect]) -> None:
    assert as_tuples(thrifty_rects(rects)) == as_tuples(thrifty_plainly(rects))
    assert as_tuples(merged_rects(rects)) == as_tuples(merged_plainly(rects))
