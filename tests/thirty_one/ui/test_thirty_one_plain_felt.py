"""Blitz (31)'s felt is kept on a surface whose rows SDL copies plainly, never with its
streaming stores (``plain_copy``), and holds the very pixels of the felt it was made from."""

from __future__ import annotations

import pygame

from game.ui.plain_copy import plain_copy, plain_width


def test_the_felt_copy_has_plain_rows_and_the_felts_own_pixels() -> None:
    felt = pygame.Surface((16, 5))
    for x in range(16):
        felt.set_at((x, x % 5), (x * 15, 200, 40))
    copy = plain_copy(felt)
    assert copy.get_pitch() % 16 != 0 and copy.get_size() == (plain_width(16), 5) == (17, 5)
    window = pygame.Surface((16, 5))
    window.blit(copy, (0, 0))  # (the extra column falls outside a window of the felt's size)
    assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(felt, "RGB")
