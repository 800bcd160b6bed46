"""The shared pointer mechanics: clicks, double-clicks, the drag threshold, where a drop lands."""

from __future__ import annotations

from pygame import Rect

from game.ui.pointer import DOUBLE_CLICK, DRAG_THRESHOLD, Drag, PointerControl, best_drop

PLACES = [("left", Rect(0, 0, 100, 140)), ("right", Rect(100, 0, 100, 140))]


def test_a_press_and_release_is_a_click_and_two_quick_ones_a_double_click() -> None:
    pointer: PointerControl[str] = PointerControl()
    pointer.down("left", (10, 10), 1.0)
    assert pointer.up(1.05) == ("click", "left")
    pointer.down("left", (10, 10), 1.0 + DOUBLE_CLICK / 2)
    assert pointer.up(1.0 + DOUBLE_CLICK / 2) == ("double", "left")
    pointer.down("left", (10, 10), 5.0)
    assert pointer.up(5.0) == ("click", "left")  # a third click starts over
    pointer.down(None, (500, 500), 6.0)  # nothing under the pointer
    assert pointer.up(6.0) is None


def test_only_a_long_enough_move_starts_a_drag() -> None:
    pointer: PointerControl[str] = PointerControl()
    pointer.down("left", (10, 10), 0.0)
    assert not pointer.wants_drag((10 + DRAG_THRESHOLD - 1, 10))
    assert pointer.wants_drag((10 + DRAG_THRESHOLD, 10))
    pointer.drag = Drag("left", "R7", Rect(0, 0, 100, 140), (10, 10), (10, 10))
    pointer.drag.move_to((60, 70))
    assert pointer.drag.rect.topleft == (50, 60) and not pointer.drag.whole_pile
    assert pointer.up(0.5) is None  # a release that ends a drag is no click
    pointer.cancel()
    assert pointer.drag is None and pointer.press is None


def test_a_drop_lands_under_the_pointer_else_on_the_best_overlap() -> None:
    card = Rect(50, 100, 100, 140)  # a little over each place, the same on both
    assert best_drop(PLACES, card, (150, 120), []) == "right"  # under the pointer
    assert best_drop(PLACES, card, (100, 200), ["left"]) == "left"  # a legal place counts more
    assert best_drop(PLACES, card, (100, 200), ["right"]) == "right"
    assert best_drop(PLACES, Rect(40, 100, 100, 140), (100, 200), []) == "left"  # more of it
    assert best_drop(PLACES, Rect(50, 135, 100, 140), (100, 250), []) is None  # hardly over
