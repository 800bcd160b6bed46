"""The shared pointer mechanics: clicks, double-clicks, the drag threshold, where a drop lands."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ui.pointer import (
    DOUBLE_CLICK,
    DRAG_THRESHOLD,
    Drag,
    PointerControl,
    best_drop,
    route_pointer,
)

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


def test_a_release_ends_the_drag_where_the_pointer_is_let_go_else_it_is_a_click() -> None:
    pointer: PointerControl[str] = PointerControl()
    pointer.down("left", (10, 10), 0.0)
    pointer.drag = Drag("left", "R7", Rect(0, 0, 100, 140), (10, 10), (10, 10))
    dropped = pointer.release(0.5, (160, 40))
    assert isinstance(dropped, Drag) and dropped.rect.topleft == (150, 30)
    assert pointer.drag is None and pointer.press is None  # the card is no longer held
    pointer.down("right", (150, 10), 1.0)
    assert pointer.release(1.1, (150, 10)) == ("click", "right")


def test_only_the_left_button_and_the_pointer_moving_reach_the_table() -> None:
    seen: list[tuple[str, tuple[int, int]]] = []
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 2), button=1),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 4), button=3),
              pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 6)),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(7, 8), button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(9, 9), button=3),
              pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)]
    for event in events:
        route_pointer(event, lambda pos: seen.append(("down", pos)),
                      lambda pos: seen.append(("move", pos)),
                      lambda pos: seen.append(("up", pos)))
    assert seen == [("down", (1, 2)), ("move", (5, 6)), ("up", (7, 8))]


def test_a_drop_lands_under_the_pointer_else_on_the_best_overlap() -> None:
    card = Rect(50, 100, 100, 140)  # a little over each place, the same on both
    assert best_drop(PLACES, card, (150, 120), []) == "right"  # under the pointer
    assert best_drop(PLACES, card, (100, 200), ["left"]) == "left"  # a legal place counts more
    assert best_drop(PLACES, card, (100, 200), ["right"]) == "right"
    assert best_drop(PLACES, Rect(40, 100, 100, 140), (100, 200), []) == "left"  # more of it
    assert best_drop(PLACES, Rect(50, 135, 100, 140), (100, 250), []) is None  # hardly over
