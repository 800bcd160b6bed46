"""Blitz (31) table geometry: for every seat count (2-8) and window size from 1024x640 to
3840x2160 nothing overlaps, everything is on screen, every rival's cards stay in their pod and
your four cards fit your place."""

from __future__ import annotations

import pytest
from pygame import Rect

from game.thirty_one.ui.layout import occupied_rects, table_layout

SIZES = [(1024, 640), (1024, 768), (1280, 720), (1280, 800), (1366, 768), (1440, 900),
         (1600, 900), (1920, 1080), (1920, 1200), (2560, 1080), (2560, 1440), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", range(2, 9))
def test_nothing_overlaps_and_everything_is_on_screen(size: tuple[int, int], seats: int) -> None:
    layout = table_layout(size, seats)
    screen = Rect(0, 0, *size)
    found = occupied_rects(layout)
    for name, rect in found:
        assert screen.contains(rect), f"{name} {rect} is off a {size} window"
    for i, (a, ra) in enumerate(found):
        for b, rb in found[i + 1:]:
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}, {seats} seats"
    assert len(layout.pods) == seats - 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", range(2, 9))
def test_cards_stay_in_their_places(size: tuple[int, int], seats: int) -> None:
    layout = table_layout(size, seats)
    for pod in layout.pods:
        for count in (3, 4):
            for rect in pod.card_rects(count):
                assert pod.area.contains(rect), f"seat {pod.seat} card {rect} leaves {pod.area}"
    for count in (3, 4):
        rects = layout.human.card_rects(count)
        for rect in rects:
            assert layout.human.area.contains(rect)
        for a, b in zip(rects, rects[1:], strict=False):
            assert not a.colliderect(b), "your cards are side by side, not stacked"
    assert layout.stock.width >= layout.human.card[0] * 0.7


def test_rivals_sit_clockwise_from_your_left() -> None:
    layout = table_layout((1280, 800), 8)
    centres = [pod.area.center for pod in layout.pods]
    assert centres[0][0] < 640 and centres[1][0] < 640, "seats 1 and 2 on the left"
    assert centres[0][1] > centres[1][1], "seat 1 below seat 2"
    assert [c[0] for c in centres[2:5]] == sorted(c[0] for c in centres[2:5]), "top, left to right"
    assert centres[5][0] > 640 and centres[6][0] > 640 and centres[5][1] < centres[6][1]


def test_cards_stay_readable_at_the_smallest_window() -> None:
    layout = table_layout((1024, 640), 8)
    assert layout.human.card[1] >= 120
    assert min(pod.card[1] for pod in layout.pods) >= 60
