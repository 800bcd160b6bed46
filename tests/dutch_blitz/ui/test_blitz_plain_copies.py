"""The surfaces Dutch Blitz's table copies pixels out of and into (its felt, the patches of the
layer under the seats' labels) have rows SDL copies plainly, never with its streaming stores
(``plain_copy``): each holds the same pixels a surface of the picture's own size would, only
the picture's part of it is ever copied, and the table drawn in part over flying cards is
still the table painted whole."""

from __future__ import annotations

from typing import Any

import pygame
from table_support import blitz_config, board_of, start_blitz, table_frame

from game.dutch_blitz.ui.board import BlitzBoard
from game.ui.app import App
from game.ui.plain_copy import plain_copy, plain_surface, plain_width
from game.ui.sprites import Flight
from game.ui.table.scene import TableScene

Scene = TableScene[Any, Any, Any, Any]


def plain_rows(surface: pygame.Surface) -> bool:
    """Rows SDL never copies with streaming stores: not all starting on 16 bytes."""
    return surface.get_pitch() % 16 != 0


def test_a_plain_width_is_the_width_or_a_column_more_and_never_a_multiple_of_4() -> None:
    assert [plain_width(w) for w in (1, 3, 4, 8, 183, 260, 261, 3200)] \
        == [1, 3, 5, 9, 183, 261, 261, 3201]


def test_a_plain_copy_holds_the_very_pixels_of_the_picture() -> None:
    picture = pygame.Surface((8, 3))
    for x in range(8):
        for y in range(3):
            picture.set_at((x, y), (x * 30, y * 80, 7))
    copy = plain_copy(picture)
    assert plain_rows(copy) and copy.get_size() == (9, 3)
    assert all(copy.get_at((x, y)) == picture.get_at((x, y)) for x in range(8) for y in range(3))
    window = pygame.Surface((20, 6))
    window.fill((1, 2, 3))
    expected = window.copy()
    expected.blit(picture, (5, 2))
    window.blit(copy, (5, 2), ((0, 0), picture.get_size()))
    assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(expected, "RGB")
    odd = pygame.Surface((7, 2))
    assert plain_copy(odd) is odd
    assert plain_rows(plain_surface((12, 4), odd))


def test_the_felt_and_the_label_patches_are_copied_plainly_and_the_frames_stay_whole(
        app: App) -> None:
    scene = start_blitz(app, blitz_config(3))
    scene.session.pause()
    scene.flights.land_all()
    for _ in range(10):
        app.step()
    board = board_of(scene, BlitzBoard)
    renderer = board.renderer
    felt = renderer.background._background(board.layout, board.seats, 0)
    assert plain_rows(felt) and felt.get_height() == board.layout.size[1]
    patches = renderer.labels._patches
    assert patches and all(plain_rows(patch) and patch.get_height() == rect.h
                           for rect, patch in patches.values())
    seat = board.layout.seats[2]
    card = scene.session.state.seats[2].blitz[-1]
    start = seat.blitz.move(0, seat.blitz.height // 3)  # over the Blitz pile's badge
    end = board.layout.dutch[0]
    scene.flights.add(Flight(card.code, board.seats[2].deck, (*start.topleft, *start.size),
                             (*end.topleft, *end.size), scene.anim, 0.4))
    for _ in range(30):  # over the labels, the labels put back and drawn again, landed
        app.step()
        assert table_frame(scene, keep=True) == table_frame(scene, keep=False)
