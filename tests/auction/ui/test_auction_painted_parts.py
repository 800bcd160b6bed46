"""The still table painted part by part: a part that did not change is not drawn again (its
steps are the ones kept from the last painting), and two paintings cut in parts are compared
part with part; either way the kept table shows exactly the table painted whole."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from auction_bots_table import bots_table
from table_support import board_of, centre, click, new_app, open_table, post

from game.auction.ui.board import AuctionBoard
from game.auction.ui.canvas import Canvas, paint
from game.auction.ui.kept_layer import KeptLayer
from game.auction.ui.painter import TablePainter
from game.clock import CountedClock
from game.i18n import current_language, use_language
from game.ui.app import App
from game.ui.table.base_layer import LayerBudget
from game.ui.table.scene import TableScene

Table = TableScene[Any, Any, Any, Any]


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app()
    yield app
    app.close()


def drawn(board: AuctionBoard, painter: TablePainter) -> tuple[list[object], bytes,
                                                                 dict[str, str]]:
    """Where ``painter`` draws each step of the board's table, the table it paints and the
    words it says beside each bid."""
    canvas = Canvas(board.app.size)
    painter.draw(canvas, board.layout, board.session.view(), board.decor(board.input.glows()))
    surface = pygame.Surface(board.app.size)
    paint(surface, painter.felt(board.app.size), canvas.steps, None)
    return [(s.kind, s.box, s.how, s.still) for s in canvas.steps], \
        pygame.image.tobytes(surface, "RGB"), painter.labels


def painted_anew(board: AuctionBoard) -> tuple[list[object], bytes, dict[str, str]]:
    """The board's table as a painter that kept nothing draws it."""
    return drawn(board, TablePainter(board.art, board.images, board.app.font))


def painted_kept(board: AuctionBoard) -> tuple[list[object], bytes, dict[str, str]]:
    return drawn(board, board.painter)


def test_the_kept_parts_draw_the_table_a_new_painter_would(app: App) -> None:
    scene = bots_table(app, seed=5)
    board = scene.board
    assert isinstance(board, AuctionBoard)
    rounds = set()
    for frame in range(900):
        app.step()
        if frame % 6 == 0:
            assert painted_kept(board) == painted_anew(board), f"frame {frame}"
        rounds.add(board.session.view().round)
    assert len(rounds) > 1, "a new round was dealt while watched"
    language = current_language()
    try:
        english = painted_kept(board)
        use_language("de")
        german = painted_kept(board)
        assert german == painted_anew(board) and german != english  # the words in German
    finally:
        use_language(language)


def test_the_players_picks_and_drags_show_in_the_kept_parts(app: App) -> None:
    scene = open_table(app, "auction", seed=3)
    board = board_of(scene, AuctionBoard)
    hand = list(scene.session.view().hand)

    def same() -> None:
        app.step()
        assert painted_kept(board) == painted_anew(board)

    same()
    start = centre(scene, f"hand:{hand[0]}")
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1] - 60), rel=(40, -60), buttons=(1, 0, 0))
    same()  # carried: gone from the hand, its targets glowing
    assert board.pointer.drag is not None
    post(pygame.MOUSEMOTION, pos=board.layout.aside.center, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=board.layout.aside.center, button=1)
    same()
    assert board.picks.aside == hand[0]
    click(app, centre(scene, f"hand:{hand[1]}"))  # into the bid
    same()
    click(app, centre(scene, f"bid:{hand[1]}"))  # and back to the hand
    same()
    click(app, centre(scene, f"hand:{hand[3]}"))
    click(app, centre(scene, "button:primary"))  # Lock in
    for _ in range(40):
        same()
    assert board.picks.locked


def two_parts(canvas: Canvas, cards: list[tuple[pygame.Surface, tuple[int, int]]],
              cut: int) -> None:
    for number, (image, at) in enumerate(cards):
        if number in (0, cut):
            canvas.part()
        canvas.blit(image, at)


def test_paintings_compared_part_with_part_repaint_the_changes_and_give_the_whole_picture(
        ) -> None:
    pygame.init()
    size = (240, 100)
    felt = pygame.Surface(size)
    felt.fill((0, 90, 40))
    cards = []
    for number in range(6):
        card = pygame.Surface((40, 60))
        card.fill((40 * number, 200 - 30 * number, 100))
        cards.append(card)
    spots = [(10 + 30 * i, 10 + 4 * i) for i in range(6)]  # each overlaps the next
    before, after = Canvas(size), Canvas(size)
    two_parts(before, list(zip(cards, spots, strict=True)), 3)
    # the second part's first two cards trade places; the first part is the same
    swapped = [cards[0], cards[1], cards[2], cards[4], cards[3], cards[5]]
    two_parts(after, list(zip(swapped, spots, strict=True)), 3)
    kept, whole = KeptLayer(), pygame.Surface(size)
    surface = pygame.Surface(size)
    budget = LayerBudget(CountedClock())
    kept.paint(surface, felt, before.steps, budget, before.parts)
    kept.paint(surface, felt, after.steps, budget, after.parts)
    paint(whole, felt, after.steps, None)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert kept.places is not None and not kept.waiting
    painted = kept.places[0].unionall(kept.places[1:])
    assert painted.left >= 96, "the first part, the same in both, is not painted again"
