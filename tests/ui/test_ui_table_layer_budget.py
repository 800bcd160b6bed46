"""The table host's kept layer painted over a few frames, for any board: while the board says
places are left the layer is painted again though its key stayed the same, a layer left
unsettled a few frames running is painted to its end, and the budget says which places are
due now (where the window reveals the layer, a landed card's spot, then as many as the frame's
CPU allows, at least one)."""

from __future__ import annotations

import pygame

from game.clock import CountedClock
from game.ui.flights import Flight
from game.ui.table.base_layer import SETTLE_FRAMES, BaseLayer, LayerBudget


def test_a_pending_layer_is_painted_again_under_the_same_key_until_it_settles() -> None:
    layer = BaseLayer(LayerBudget(CountedClock()))
    window = pygame.Surface((64, 48))
    left = [5]
    calls: list[tuple[bool, bool]] = []

    def paint(surface: pygame.Surface) -> None:
        calls.append((layer.settling, layer.budget.must is None))
        left[0] = 0 if layer.budget.must is None else left[0] - 1  # all, or one place

    layer.budget.begin([])
    layer.refresh(window, "key", paint, lambda: left[0] > 0)
    assert calls == [(False, True)]  # a new layer is painted whole
    left[0] = 5
    for _ in range(SETTLE_FRAMES + 2):
        layer.budget.begin([])
        layer.refresh(window, "key", paint, lambda: left[0] > 0)
    assert [settling for settling, _ in calls[1:]] == [True] * SETTLE_FRAMES
    assert [everything for _, everything in calls[1:]] == [False] * (SETTLE_FRAMES - 1) + [True]
    assert left[0] == 0 and len(calls) == SETTLE_FRAMES + 1, "settled: not painted again"


def test_the_budget_paints_what_the_window_reveals_then_what_fits() -> None:
    budget = LayerBudget(CountedClock(tick=0.001), seconds=0.0045)
    flight: Flight[str] = Flight("A", "red", (0, 0, 10, 10), (40, 40, 10, 14), 0.0, 0.3)
    budget.flew([flight])
    flight.landed = True
    budget.begin([pygame.Rect(0, 0, 20, 20)])
    place = pygame.Rect(10, 10, 40, 40)
    assert budget.revealed(place) == [pygame.Rect(10, 10, 10, 10), pygame.Rect(39, 39, 11, 11)]
    assert budget.revealed(pygame.Rect(100, 0, 5, 5)) == []
    fits = []
    for size in (10, 10, 20, 10, 10):  # 1 ms (one reading) a place of 100 pixels
        room = pygame.Rect(0, 0, size, 10)
        fits.append(budget.fits(room))
        if fits[-1]:
            budget.painted(room)
    assert fits == [True, True, False, True, False]  # 4.5 ms from the frame's start, a reading each
    budget.begin(None)  # the window shows the layer whole: every place is due now
    assert budget.revealed(place) == [place]
    huge = pygame.Rect(0, 0, 100, 100)  # 10 ms at the rate seen
    budget.begin([])
    assert not budget.fits(huge), "a new painting's frame paints no place that does not fit"
    budget.late = 1
    budget.begin([])
    assert budget.fits(huge), "a late layer gets at least one place a frame"


def _places_painted(budget: LayerBudget) -> int:
    """How many of six waiting places of 100 pixels ``budget`` paints in its frame begun."""
    places = [pygame.Rect(0, 10 * row, 10, 10) for row in range(6)]
    now, left = budget.paint(pygame.Surface((10, 60)), places, lambda place: None)
    assert len(now) + len(left) == len(places)
    return len(now)


def test_a_frame_heavy_with_other_drawing_leaves_less_for_the_places_that_wait_next() -> None:
    """The places that may wait get what the last frame's other drawing (putting back, the
    cards in flight: the next frame is much like it) left of the frame's aim; under virtual
    time (a frame clock that stands still) every frame gets the whole budget."""

    def painted_next(other_drawing: float, frame_clock_moves: bool = True) -> int:
        now = [0.0]
        budget = LayerBudget(CountedClock(tick=0.001), seconds=0.0045,
                             frame_clock=(lambda: now[0]) if frame_clock_moves else lambda: 0.0)
        budget.begin([])
        now[0] += other_drawing  # the frame's restore, flights and labels
        budget.flew([])
        budget.begin([])
        return _places_painted(budget)

    light = painted_next(0.0005)
    assert light > 2
    assert painted_next(0.0040) < light, "a heavy frame is followed by one painting fewer"
    assert painted_next(0.0060) == 1, "the first place gives the rate, however heavy"
    assert painted_next(0.0060, frame_clock_moves=False) == light


def test_the_places_the_window_reveals_are_painted_whatever_the_budget() -> None:
    budget = LayerBudget(CountedClock(tick=0.001), seconds=0.0)
    budget.begin([pygame.Rect(0, 0, 10, 30)])
    places = [pygame.Rect(0, 10 * row, 10, 10) for row in range(6)]
    painted: list[pygame.Rect] = []
    now, left = budget.paint(pygame.Surface((10, 60)), places, painted.append)
    assert places[:3] == painted[:3] and set(map(tuple, now)) >= set(map(tuple, places[:3]))
    assert len(now) == 4 and len(left) == 2  # the three revealed, one more, two left


def test_a_layer_late_two_frames_running_paints_its_largest_place_first() -> None:
    small = [pygame.Rect(0, 10 * row, 10, 10) for row in range(3)]
    large = pygame.Rect(20, 0, 40, 40)
    surface = pygame.Surface((60, 60))
    order: list[pygame.Rect] = []
    budget = LayerBudget(CountedClock(tick=0.001), seconds=0.0015)
    budget.late = 1
    budget.begin([])
    budget.paint(surface, [large, *small], order.append)
    assert order[0] == small[0] and large not in order, "the smallest that fit"
    order.clear()
    budget.late = 2
    budget.begin([])
    budget.paint(surface, [large, *small], order.append)
    assert order == [large], "late again: the place no budget fits gets this frame"


def test_a_place_the_window_shows_a_little_of_is_painted_once_whole_when_it_fits() -> None:
    # A card landing at the end of a long row reveals a corner of the row's place: painted
    # whole in the frame's budget, the corner is not painted first on its own.
    row = pygame.Rect(0, 0, 40, 10)
    corner = pygame.Rect(32, 0, 8, 10)
    painted: list[pygame.Rect] = []
    budget = LayerBudget(CountedClock(tick=0.0001), seconds=0.01)
    budget.begin([corner])
    now, left = budget.paint(pygame.Surface((64, 10)), [row], painted.append)
    assert painted == [row] and now == [row] and left == []


def test_a_place_that_does_not_fit_gets_only_what_the_window_shows_of_it_now() -> None:
    row = pygame.Rect(0, 0, 40, 10)
    corner = pygame.Rect(32, 0, 8, 10)
    small = pygame.Rect(0, 20, 10, 10)
    painted: list[pygame.Rect] = []
    budget = LayerBudget(CountedClock(tick=0.001), seconds=0.0025)
    budget.begin([])
    budget.paint(pygame.Surface((64, 30)), [small], painted.append)  # (the rate: 10 µs a pixel)
    painted.clear()
    budget.begin([corner])
    now, left = budget.paint(pygame.Surface((64, 30)), [row], painted.append)
    assert left == [row], "400 pixels do not fit 2.5 ms"
    assert len(painted) == 1 and painted[0].contains(corner) and not painted[0].contains(row)
    assert now == painted, "the part shown is painted in this very frame"


def test_a_frame_after_a_heavy_one_paints_only_what_the_window_reveals() -> None:
    # The frame the bots rest in (the last one was heavy: many cards put back and drawn) takes
    # no waiting place, not even the one a late layer gets; what the window shows is painted.
    row, small = pygame.Rect(0, 0, 40, 10), pygame.Rect(0, 20, 10, 10)
    corner = pygame.Rect(32, 0, 8, 10)
    painted: list[pygame.Rect] = []
    budget = LayerBudget(CountedClock(tick=0.0001), seconds=0.01)
    budget.late = 1
    budget.begin([corner], rest=True)
    now, left = budget.paint(pygame.Surface((64, 30)), [row, small], painted.append)
    assert sorted(map(tuple, left)) == sorted(map(tuple, [row, small]))
    assert len(painted) == 1 and painted[0].contains(corner)
    assert now == painted, "the part the window shows is painted in this very frame"
    budget.begin([corner])
    now, left = budget.paint(pygame.Surface((64, 30)), [row, small], painted.append)
    assert left == [], "the next frame paints the waiting places again"


def test_a_layer_in_frames_after_heavy_ones_still_settles_in_time() -> None:
    layer = BaseLayer(LayerBudget(CountedClock()))
    window = pygame.Surface((64, 48))
    left = [0]
    wholes: list[bool] = []

    def paint(surface: pygame.Surface) -> None:
        wholes.append(layer.budget.must is None)
        if layer.budget.must is None:
            left[0] = 0
        elif not layer.budget.resting and left[0]:
            left[0] -= 1

    layer.budget.begin([])
    layer.refresh(window, "key", paint, lambda: left[0] > 0)
    left[0] = 50
    for frame in range(SETTLE_FRAMES + 2):
        layer.budget.begin([], rest=frame % 2 == 0)
        layer.refresh(window, "key", paint, lambda: left[0] > 0)
    assert left[0] == 0 and wholes[SETTLE_FRAMES], "painted to its end as before"
