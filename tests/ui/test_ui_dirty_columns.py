"""The table host puts its kept layer back in places that start and end on whole columns of
``ALIGN_PIXELS``: a row copied from a cache line's start is several times cheaper than the
same row a few pixels off, and the extra pixels are the kept layer's either way."""

from __future__ import annotations

import pygame

from game.ui.table.dirty import ALIGN_PIXELS, DirtyFrame, aligned


def test_a_place_is_widened_to_whole_columns_and_kept_inside_the_window() -> None:
    screen = pygame.Rect(0, 0, 1000, 600)
    place = aligned(pygame.Rect(101, 40, 30, 20), screen)
    assert place.x % ALIGN_PIXELS == 0 and place.right % ALIGN_PIXELS == 0
    assert place.contains(pygame.Rect(101, 40, 30, 20)) and place.y == 40 and place.h == 20
    assert aligned(pygame.Rect(990, 0, 10, 10), screen).right == 1000


def test_the_frame_restores_whole_columns_and_shows_the_kept_layer_there() -> None:
    screen = pygame.Surface((320, 200))
    layer = pygame.Surface((320, 200))
    layer.fill((10, 90, 40))
    frame = DirtyFrame()
    frame.restore(screen, layer, [])
    frame.presented(alone=True)
    screen.fill((200, 0, 0), (37, 50, 20, 20))  # a card drawn over the layer
    frame.drew([pygame.Rect(37, 50, 20, 20)])
    frame.presented(alone=True)
    frame.restore(screen, layer, [])
    assert frame.changed == [pygame.Rect(32, 50, 32, 20)]
    assert screen.get_at((40, 60)) == layer.get_at((40, 60))
