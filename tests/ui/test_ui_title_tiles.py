"""The title's game tiles as a player meets them: the tile under the pointer plainly shows it
(a ring, not only a paper a shade lighter), and a tagline too long for its tile goes on two
lines instead of being squeezed."""

from __future__ import annotations

from pathlib import Path

import pygame
from table_support import new_app, post

from game.ui.app import App
from game.ui.scenes import TitleScene


def _title_at(size: tuple[int, int], folder: Path) -> tuple[App, TitleScene]:
    app = new_app(size, folder)
    app.to_title()
    for _ in range(30):
        app.step()
    title = app.top
    assert isinstance(title, TitleScene)
    return app, title


def test_the_tile_under_the_pointer_gets_a_ring(tmp_path: Path) -> None:
    app, title = _title_at((1024, 640), tmp_path)
    try:
        tile = title.tiles["dutch"]
        assert not tile.focused
        edge = (tile.rect.centerx, tile.rect.top - title.px(4))  # where the ring runs
        app.draw()
        before = app.screen.get_at(edge)
        post(pygame.MOUSEMOTION, pos=tile.rect.center, rel=(1, 1), buttons=(0, 0, 0))
        for _ in range(3):
            app.step()
        app.draw()
        assert tile.hovered
        after = app.screen.get_at(edge)
        assert sum(abs(a - b) for a, b in zip(before[:3], after[:3], strict=True)) > 120
    finally:
        app.close()


def test_a_long_tagline_goes_on_two_lines_at_the_smallest_window(tmp_path: Path) -> None:
    app, title = _title_at((1024, 640), tmp_path)
    try:
        tile = title.tiles["auction"]
        lines = tile._tagline(title.style, tile.rect.width - 2 * title.px(22))
        assert len(lines) == 2
        assert min(line.get_height() for line in lines) >= title.px(15)
    finally:
        app.close()
