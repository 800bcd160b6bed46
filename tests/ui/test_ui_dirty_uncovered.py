"""The places a table frame puts its kept layer back in, less the opaque cores its cards in
flight will cover (``uncovered``): worked out per place from only the covers and places it
meets, they are the very pixels the cover-by-cover cutting gave, and two places sharing much
of their pixels (cards dealt one over another) copy those pixels once."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.flight_sprite import rect_minus
from game.ui.table.dirty import WORTH_SPLITTING, DirtyFrame, uncovered

SCREEN = pygame.Rect(0, 0, 400, 300)


def _cut_cover_by_cover(places: list[pygame.Rect],
                        covers: list[pygame.Rect]) -> list[pygame.Rect]:
    """The earlier way: every piece cut by every cover in turn."""
    for cover in covers:
        places = [piece for place in places for piece in rect_minus(place, cover)]
    return places


def _mask(rects: list[pygame.Rect]) -> pygame.Mask:
    mask = pygame.Mask(SCREEN.size)
    for rect in rects:
        if rect.w > 0 and rect.h > 0:
            mask.draw(pygame.Mask(rect.size, fill=True), rect.topleft)
    return mask


def _same_pixels(first: list[pygame.Rect], second: list[pygame.Rect]) -> bool:
    one, two = _mask(first), _mask(second)
    return one.count() == two.count() == one.overlap_area(two, (0, 0))


def test_a_card_moved_a_little_leaves_only_the_crescent_it_uncovered() -> None:
    last = pygame.Rect(96, 40, 176, 240)  # where the card was drawn last frame
    core = pygame.Rect(112, 48, 160, 224)  # its core this frame, a few pixels on
    parts = uncovered([last], [core])
    assert _same_pixels(parts, _cut_cover_by_cover([last], [core]))
    assert sum(part.w * part.h for part in parts) == last.w * last.h - core.w * core.h


def test_places_sharing_many_pixels_copy_them_once() -> None:
    first = pygame.Rect(0, 0, 256, 256)
    second = pygame.Rect(64, 32, 256, 256)  # a card dealt over the one before
    assert first.clip(second).w * first.clip(second).h >= WORTH_SPLITTING
    parts = uncovered([first, second], [])
    assert _same_pixels(parts, [first, second])
    assert sum(part.w * part.h for part in parts) == _mask([first, second]).count()


def test_places_sharing_a_sliver_are_not_cut_for_it() -> None:
    first, second = pygame.Rect(0, 0, 256, 256), pygame.Rect(240, 0, 128, 256)
    assert uncovered([first, second], []) == [first, second]


rects = st.builds(pygame.Rect, st.integers(-20, 380), st.integers(-20, 280),
                  st.integers(0, 200), st.integers(0, 200))


@settings(max_examples=150, deadline=None)
@given(st.lists(rects, max_size=8), st.lists(rects, max_size=8))
def test_the_pixels_are_those_of_the_places_less_the_covers(
        places: list[pygame.Rect], covers: list[pygame.Rect]) -> None:
    places = [place.clip(SCREEN) for place in places]
    places = [place for place in places if place.w > 0 and place.h > 0]
    parts = uncovered(places, covers)
    assert _same_pixels(parts, _cut_cover_by_cover(places, covers))
    assert all(part.w > 0 and part.h > 0 for part in parts)


def test_the_frame_puts_the_layer_back_around_this_frames_core_and_not_under_it() -> None:
    screen, layer = pygame.Surface(SCREEN.size), pygame.Surface(SCREEN.size)
    layer.fill((10, 90, 40))
    frame = DirtyFrame()
    frame.restore(screen, layer, [])
    frame.presented(alone=True)
    for place in (pygame.Rect(32, 32, 160, 200), pygame.Rect(64, 48, 160, 200)):
        screen.fill((200, 0, 0), place)  # two cards dealt one over the other
    frame.drew([pygame.Rect(32, 32, 160, 200), pygame.Rect(64, 48, 160, 200)])
    frame.presented(alone=True)
    core = pygame.Rect(80, 64, 128, 160)  # this frame's card copies its core here after
    frame.restore(screen, layer, [], [core])
    assert screen.get_at((40, 40)) == layer.get_at((40, 40))
    assert screen.get_at((220, 240)) == layer.get_at((220, 240))
    assert tuple(screen.get_at(core.center)) == (200, 0, 0, 255)  # left for the core to cover
    assert frame.changed is not None
    assert sum(r.w * r.h for r in frame.changed) == _mask(frame.changed).count()
