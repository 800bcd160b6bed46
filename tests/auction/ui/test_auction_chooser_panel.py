"""The chooser's panel put down in three pieces (keyed rows its rounded corners cut, an opaque
middle copied whole) shows the very pixels of the whole rounded panel keyed over the table."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.auction.ui.overlays import PANEL_KEY, _panel_pieces  # noqa: E402
from game.ui import palette  # noqa: E402


def _whole_panel(size: tuple[int, int]) -> pygame.Surface:
    image = pygame.Surface(size)
    image.fill(PANEL_KEY)
    box = image.get_rect()
    pygame.draw.rect(image, palette.TABLE_FELT_DARK, box, border_radius=box.h // 12)
    pygame.draw.rect(image, palette.HIGHLIGHT, box, 2, border_radius=box.h // 12)
    image.set_colorkey(PANEL_KEY)
    return image


@pytest.mark.parametrize("size", [(1968, 560), (900, 250), (300, 40), (120, 7), (50, 1)])
def test_the_panel_in_pieces_shows_the_pixels_of_the_whole_panel(size: tuple[int, int]) -> None:
    table = pygame.Surface((size[0] + 40, size[1] + 40))
    for y in range(0, table.get_height(), 4):  # (a striped table: every key hole shows)
        table.fill((30 + y % 200, 90, 60), (0, y, table.get_width(), 2))
    whole, pieces = table.copy(), table.copy()
    whole.blit(_whole_panel(size), (20, 20))
    for piece, (dx, dy) in _panel_pieces(size):
        pieces.blit(piece, (20 + dx, 20 + dy))
    assert pygame.image.tobytes(pieces, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_the_middle_piece_is_opaque_and_copied_whole() -> None:
    pieces = _panel_pieces((1968, 560))
    assert len(pieces) == 3
    middle = pieces[1][0]
    assert middle.get_colorkey() is None
    assert sum(piece.get_height() for piece, _ in pieces) == 560
    assert middle.get_height() > 400, "most of the panel is copied, not keyed"
