"""Dutch Blitz's kept layer, repainted where bots play, looks as the table painted whole: a
repaint paints only the piles reaching into the place that changed, and a pile's stacked card
edges, put down from an image made once, are the very outlines a drawing of them shows, and a
lifted card with its halo put down only round its solid middle looks as the halo drawn whole."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from table_support import FAST, blitz_config, board_of, start_blitz, table_frame

from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.painter_parts import GOLD
from game.ui import palette
from game.ui.app import App
from game.ui.table.scene import TableScene

Scene = TableScene[Any, Any, Any, Any]


def drawn_edges(surface: pygame.Surface, rect: pygame.Rect, depth: int, step: int) -> None:
    """A pile's stacked edges as rounded outlines: ink, then paper inside it, deepest first."""
    radius = max(3, rect.width // 11)
    for d in range(depth, 0, -1):
        edge = rect.move(d * step, d * step)
        pygame.draw.rect(surface, palette.INK, edge, step + 1, border_radius=radius)
        pygame.draw.rect(surface, palette.PAPER_SHADE, edge.inflate(-2, -2), step - 1 or 1,
                         border_radius=radius)


@pytest.mark.parametrize("size", [(132, 185), (183, 256), (61, 85)])
def test_a_piles_stacked_edges_are_the_outlines_drawn(app: App, size: tuple[int, int]) -> None:
    scene = start_blitz(app, blitz_config(3))
    renderer = board_of(scene, BlitzBoard).renderer
    felt = pygame.Surface((400, 400))
    felt.fill((20, 90, 60))
    felt.fill((200, 40, 40), (0, 0, 200, 400))
    for depth in (1, 2, 3, 4):
        for u, at, clip in ((1.0, (40, 40), None), (2.5, (113, 57), (150, 90, 60, 80)),
                            (1.6, (330, 300), None), (1.0, (-20, -10), (0, 0, 50, 50))):
            step = max(1, round(1.5 * u))
            drawn, put = felt.copy(), felt.copy()
            drawn.set_clip(clip)
            put.set_clip(clip)
            drawn_edges(drawn, pygame.Rect(at, size), depth, step)
            renderer._stack_edges(put, pygame.Rect(at, size), depth, u)
            assert pygame.image.tobytes(put, "RGB") == pygame.image.tobytes(drawn, "RGB"), \
                (depth, u, at)


@pytest.mark.parametrize("size", [(1280, 800), (2560, 1600)])
def test_bots_racing_repaint_their_piles_as_the_table_painted_whole(size: tuple[int, int]) \
        -> None:
    app = App(size, fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    try:
        scene = start_blitz(app, blitz_config(5, pace=FAST, levels=("master",) * 3))
        compared = 0
        for _ in range(240):
            app.step()
            if scene.session.hand_over:
                break
            if scene.base.painted and scene.board.painted_rects() != [app.screen.get_rect()]:
                assert table_frame(scene, keep=True) == table_frame(scene, keep=False)
                compared += 1
        assert compared >= 10, "the bots played a few cards, each repainting a few places"
    finally:
        app.close()


@pytest.mark.parametrize("strength", [1.0, 0.5, 0.83])
def test_a_lifted_card_looks_as_its_whole_halo_drawn_under_it(app: App, strength: float) \
        -> None:
    scene = start_blitz(app, blitz_config(3))
    board = board_of(scene, BlitzBoard)
    renderer, deck = board.renderer, board.seats[1].deck
    felt = pygame.Surface((500, 500))
    for x in range(0, 500, 25):  # stripes, so any blend of the halo shows
        felt.fill((x // 2, 255 - x // 2, (x * 7) % 256), (x, 0, 25, 500))
    cards = [None, *scene.session.state.seats[1].posts[0], *scene.session.state.seats[0].blitz]
    for card in cards[:6]:
        for size, at, clip in (((183, 256), (100, 100), None), ((132, 185), (113, 51),
                                (140, 90, 50, 300)), ((61, 85), (-20, 440), None)):
            rect = pygame.Rect(at, size)
            whole, lifted = felt.copy(), felt.copy()
            whole.set_clip(clip)
            lifted.set_clip(clip)
            renderer._halo(whole, rect, GOLD, strength)
            renderer._card(whole, card, deck, rect)
            renderer.pictures.haloed_card(lifted, card, deck, rect, GOLD, strength)
            assert pygame.image.tobytes(lifted, "RGB") == pygame.image.tobytes(whole, "RGB"), \
                (card, size)
