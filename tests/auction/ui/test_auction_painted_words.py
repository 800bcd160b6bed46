"""The table's words are measured when the table is built and rendered when their step is
drawn: a place of the kept layer that waits for a later frame renders its new words then, not
in the frame the table changed. A line measured is as large as the line drawn, so the picture
is the one the words rendered up front would paint."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from auction_bots_table import bots_table
from table_support import new_app

from game.auction.ui.board import AuctionBoard
from game.auction.ui.canvas import Canvas, Step, Words, paint
from game.auction.ui.painter import TablePainter
from game.ui import palette
from game.ui.app import App
from game.ui.fonts import TextCache


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app((1600, 1000))
    yield app
    app.close()


class CountedCache(TextCache):
    """A text cache that counts the lines it renders."""

    rendered = 0

    def __call__(self, text: str, size: int, colour: tuple[int, int, int],
                 bold: bool = False) -> pygame.Surface:
        self.rendered += 1
        return super().__call__(text, size, colour, bold)


def test_words_are_as_large_as_the_line_drawn(app: App) -> None:
    scene = bots_table(app, seed=4)
    board = scene.board
    assert isinstance(board, AuctionBoard)
    painter = board.painter
    texts = ["Deck 12", "Your cards: +13 pts", "top: blue 9", "Round 3", "7", "",
             "Zoë's bid 14  won", "Anna\u200b", "tab\tstop"]
    for text in texts:
        for px in (10, 17, 33, 71):
            for bold in (False, True):
                words = painter.measured(text, px, palette.PAPER, bold)
                image = words.image()
                assert image.get_size() == words.size, (text, px, bold)
                assert pygame.image.tobytes(image, "RGBA") == pygame.image.tobytes(
                    painter.words(text, px, palette.PAPER, bold), "RGBA")


def test_a_table_is_built_without_rendering_its_words_and_paints_them_as_drawn(
        app: App) -> None:
    scene = bots_table(app, seed=4)
    board = scene.board
    assert isinstance(board, AuctionBoard)
    for _ in range(240):  # into the game: counts, points and bids on the table
        app.step()
    painter = TablePainter(board.art, board.images, app.font)
    counted = painter.words = CountedCache(app.font)
    canvas = Canvas(app.size)
    view = board.session.view()
    painter.draw(canvas, board.layout, view, board.decor())
    said = [step.what for step in canvas.steps if isinstance(step.what, Words)]
    assert any(words.text.startswith("Round") for words in said) and len(said) > 8
    assert counted.rendered == 0, "the table built: no word rendered yet"
    felt = painter.felt(app.size)
    drawn, up_front = pygame.Surface(app.size), pygame.Surface(app.size)
    paint(drawn, felt, canvas.steps, None)
    assert counted.rendered >= len(said)
    rendered = [Step("blit", step.what.image(), step.box) if isinstance(step.what, Words)
                else step for step in canvas.steps]
    paint(up_front, felt, rendered, None)
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(up_front, "RGB")
