"""A card in flight is drawn around the cores of the cards drawn after it: each later core
cuts only the pieces it meets (found in C), which puts down the very pixels cutting every
piece by every core did."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.flight_sprite import _blit_outside, rect_minus


def _blit_cut_piece_by_piece(surface: pygame.Surface, image: pygame.Surface,
                             place: pygame.Rect, covers: list[pygame.Rect | None]) -> None:
    """The earlier way: every piece cut by every core it collides with or not."""
    pieces = [place]
    for cover in covers:
        if cover is not None and cover.colliderect(place):
            pieces = [part for piece in pieces for part in rect_minus(piece, cover)]
    for piece in pieces:
        surface.blit(image, piece, piece.move(-place.x, -place.y))


def _card() -> pygame.Surface:
    card = pygame.Surface((60, 80), pygame.SRCALPHA)
    for row in range(80):  # every row its own colour: a piece put down wrong shows
        card.fill((row * 3, 255 - row * 3, (row * 7) % 256, 200 + row % 56), (0, row, 60, 1))
    return card


covers = st.lists(st.one_of(st.none(), st.builds(
    pygame.Rect, st.integers(0, 140), st.integers(0, 100), st.integers(1, 60),
    st.integers(1, 80))), max_size=6)


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 100), st.integers(0, 60), covers)
def test_the_card_is_drawn_around_later_cores_as_before(x: int, y: int,
                                                        later: list[pygame.Rect | None]) -> None:
    card = _card()
    place = pygame.Rect(x, y, 60, 80)
    ours, before = pygame.Surface((180, 160)), pygame.Surface((180, 160))
    ours.fill((20, 90, 40))
    before.fill((20, 90, 40))
    _blit_outside(ours, card, place, later)
    _blit_cut_piece_by_piece(before, card, place, later)
    assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(before, "RGB")


def test_a_card_under_two_later_cores_keeps_only_what_they_leave() -> None:
    card = _card()
    surface = pygame.Surface((100, 100))
    surface.fill((0, 0, 0))
    place = pygame.Rect(10, 10, 60, 80)
    _blit_outside(surface, card, place, [pygame.Rect(20, 20, 30, 30), pygame.Rect(40, 40, 40, 60)])
    assert tuple(surface.get_at((25, 25))) == (0, 0, 0, 255), "under the first core: not drawn"
    assert tuple(surface.get_at((60, 80))) == (0, 0, 0, 255), "under the second core: not drawn"
    assert tuple(surface.get_at((12, 12))) != (0, 0, 0, 255), "outside both: drawn"
