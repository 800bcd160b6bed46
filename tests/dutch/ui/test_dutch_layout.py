"""The Dutch table's geometry: for every seat count and many window sizes, every area is on
screen and apart from the others, your cards are the largest, and penalty slots stay inside
their seat's area."""

from __future__ import annotations

import pytest
from pygame import Rect

from game.dutch.ui.layout import slot_rects, table_layout

SIZES = [(1024, 640), (1024, 768), (1280, 720), (1280, 800), (1366, 768), (1440, 900),
         (1600, 1200), (1920, 1080), (1920, 1200), (2560, 1080), (2560, 1440), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_area_is_on_screen_and_apart(size: tuple[int, int], seats: int) -> None:
    layout = table_layout(size, seats)
    screen = Rect((0, 0), size)
    regions = layout.regions()
    assert len(layout.seats) == seats
    for name, rect in regions.items():
        assert screen.contains(rect), (name, rect)
    names = sorted(regions)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not regions[a].colliderect(regions[b]), (a, b)


@pytest.mark.parametrize("size", SIZES)
def test_your_cards_are_the_largest(size: tuple[int, int]) -> None:
    layout = table_layout(size, 6)
    mine = layout.seats[0].card
    assert all(mine[0] > area.card[0] for area in layout.seats[1:])
    assert mine[0] >= 60


@pytest.mark.parametrize("count", [1, 4, 5, 6, 8, 11])
def test_slots_stay_in_their_area_and_apart(count: int) -> None:
    layout = table_layout((1024, 640), 6)
    for area in layout.seats:
        rects = slot_rects(area, count)
        assert len(rects) == count
        for r in rects:
            assert area.block.contains(r)
        if count <= 8:
            assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_slot_order_upper_row_then_lower_row_then_penalties() -> None:
    area = table_layout((1280, 800), 4).seats[0]
    r = slot_rects(area, 6)
    assert r[0].y == r[1].y < r[2].y == r[3].y
    assert r[0].x == r[2].x < r[1].x == r[3].x < r[4].x == r[5].x
    assert r[4].y == r[0].y and r[5].y == r[2].y
