"""The Dutch Auction table's geometry at every window size: on screen, nothing overlapping."""

from __future__ import annotations

import pytest
from pygame import Rect

from game.auction.rules.view import SeatView
from game.auction.ui.layout import row, table_layout
from game.auction.ui.painter import bid_label
from game.auction.ui.places import Decor, offering_groups

SIZES = [(1024, 640), (1024, 768), (1280, 720), (1280, 800), (1366, 768), (1440, 900),
         (1600, 1200), (1920, 1080), (2560, 1080), (2560, 1440), (3440, 1440), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES)
def test_every_region_is_on_screen_and_apart(size: tuple[int, int]) -> None:
    layout = table_layout(size)
    screen = Rect((0, 0), size)
    regions = layout.regions()
    for name, rect in regions.items():
        assert screen.contains(rect), f"{name} {rect} is off a {size} screen"
        assert rect.width > 0 and rect.height > 0, name
    names = sorted(regions)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not regions[a].colliderect(regions[b]), f"{a} overlaps {b} at {size}"


@pytest.mark.parametrize("size", SIZES)
def test_cards_are_large_enough_to_read_and_badges_sit_on_their_slots(
        size: tuple[int, int]) -> None:
    layout = table_layout(size)
    assert layout.card[0] >= 80
    for slot, badge in zip(layout.slots, layout.badges, strict=True):
        assert badge.centerx == slot.centerx and badge.top < slot.top < badge.bottom


def test_the_six_cost_slot_is_next_to_the_auction_deck() -> None:
    layout = table_layout((1280, 800))
    xs = [s.x for s in layout.slots]
    assert xs == sorted(xs)
    assert layout.auction_discards.right < layout.slots[0].x
    assert layout.slots[-1].right < layout.auction_deck.x


@pytest.mark.parametrize("count", [0, 1, 5, 9, 14])
def test_a_row_of_cards_stays_inside_its_area(count: int) -> None:
    area = Rect(100, 50, 500, 140)
    rects = row(area, count, (100, 140), centre=True)
    assert len(rects) == count
    for rect in rects:
        assert area.contains(rect)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize(("bid", "extra"), [(["G2", "R1"], ["G7", "R6"]),
                                            (["G2", "R1", "B3", "P4", "G5"],
                                             ["G7", "R6", "R4", "B9", "B2"]), ([], ["B8"]),
                                            (["G2"], ["G7", "G6", "G8", "G9", "G10", "G3", "G4",
                                                      "G5", "G1"])])
def test_power_cards_lie_next_to_but_apart_from_the_bid(size: tuple[int, int], bid: list[str],
                                                        extra: list[str]) -> None:
    layout = table_layout(size)
    for area, card in ((layout.rival_offering, layout.mid), (layout.offering, layout.card)):
        rects, gap = offering_groups(area, card, bid, extra)
        assert gap is not None and all(area.contains(r) for r in rects.values())
        assert all(rects[b].right <= gap.left for b in bid)
        assert all(rects[e].left >= gap.right for e in extra)


def test_bid_cards_that_left_the_offering_are_told_not_lost() -> None:
    seat = SeatView(offering=("G2", "G7"), bid=("G2", "R1", "B5"), bid_total=8,
                    fired=frozenset(), cashed=("R1",), hand_count=0, deck_count=0,
                    discard_count=0, locked=False, top_known=False, shown_discards=(),
                    shown_other=(), reshuffles=0)
    assert bid_label(seat, Decor(("You", "Anna")), won=True) == ("Bid 8  won", "1 paid, 1 cashed")
    waiting = Decor(("You", "Anna"), told=False)  # the bids are still turning over
    assert bid_label(seat, waiting, won=True)[0] == "Bid 8"
