"""Table layout for 2, 3 and 4 seats at many window sizes: no overlaps, all on screen."""

from __future__ import annotations

import itertools

import pytest
from pygame import Rect

from game.dutch_blitz.ui.layout import fan_rects, occupied_rects, table_layout

SIZES = [(640, 400), (800, 600), (1024, 768), (1280, 800), (1366, 768), (1920, 1080),
         (2560, 1440), (3840, 2160), (1000, 1000), (2560, 1080)]


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_nothing_overlaps_and_everything_is_on_screen(seats: int, size: tuple[int, int]) -> None:
    layout = table_layout(size, seats)
    screen = Rect(0, 0, *size)
    rects = occupied_rects(layout)
    for name, rect in rects:
        assert rect.width > 0 and rect.height > 0, name
        assert screen.contains(rect), (name, rect, size)
    for (a, ra), (b, rb) in itertools.combinations(rects, 2):
        assert not ra.colliderect(rb), (a, ra, b, rb, size)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_room_for_every_dutch_pile_and_every_post_pile(seats: int) -> None:
    layout = table_layout((1280, 800), seats)
    assert len(layout.dutch) == 4 * seats
    posts = 5 if seats == 2 else 3
    assert all(len(seat.posts) == posts for seat in layout.seats)
    assert [s.side for s in layout.seats][0] == "bottom"


@pytest.mark.parametrize("size", [(1280, 800), (2560, 1440)])
def test_your_cards_are_the_largest_and_bot_cards_stay_readable(size: tuple[int, int]) -> None:
    layout = table_layout(size, 4)
    you = layout.seats[0].card
    for bot in layout.seats[1:]:
        assert bot.card[1] < you[1]
        assert bot.card[1] >= 0.09 * size[1]
    assert layout.dutch_card[1] >= 0.12 * size[1]
    assert you[1] >= 0.17 * size[1]


def test_a_long_post_pile_fans_within_its_column() -> None:
    seat = table_layout((1280, 800), 4).seats[0]
    base, column = seat.posts[0], seat.post_columns[0]
    for count in (1, 2, 5, 10):
        cards = fan_rects(base, column, count)
        assert len(cards) == count and cards[0] == base
        assert all(column.contains(r) for r in cards)
        assert all(b.y > a.y for a, b in itertools.pairwise(cards))


def test_the_layout_scales_with_the_window() -> None:
    small = table_layout((1280, 800), 3)
    large = table_layout((2560, 1600), 3)
    assert large.seats[0].card[1] == pytest.approx(2 * small.seats[0].card[1], abs=2)
