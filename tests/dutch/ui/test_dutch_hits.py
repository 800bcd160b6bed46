"""Where the player clicks at the Dutch table is answered from the layout and the view alone:
a click right after the window was resized, before a frame was drawn at the new size, takes
the card shown there, every card is drawn at the very box the pointer finds it by, and the
drawn card dropped nowhere flies back to its own spot."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random  # noqa: E402
from collections import Counter  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from dutch_table_support import my_draw, ready, start, wait_for  # noqa: E402
from mid_game import mid_game  # noqa: E402
from posted_events import drag, post  # noqa: E402
from table_support import board_of  # noqa: E402

from game.dutch.rules.moves import Draw  # noqa: E402
from game.dutch.ui.board import DutchBoard  # noqa: E402
from game.dutch.ui.hits import hit_boxes  # noqa: E402
from game.dutch.ui.layout import table_layout  # noqa: E402
from game.dutch.ui.painter import Decor, TablePainter  # noqa: E402
from game.dutch.ui.session import HUMAN  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.hit_boxes import place_at  # noqa: E402
from game.ui.sprites import box  # noqa: E402

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (1366, 768)]


@pytest.fixture
def app() -> Iterator[App]:
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    yield app
    app.close()


def resize_and_click(app: App, size: tuple[int, int], at: tuple[int, int]) -> None:
    """The window resized, and a click at ``at`` handled in the same frame (before it is
    drawn at the new size)."""
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    app.step()


def test_a_click_right_after_a_resize_draws_from_the_pile_shown_there(app: App) -> None:
    scene = start(app, 5)
    board = board_of(scene, DutchBoard)
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    size = (1024, 640)
    stock = table_layout(size, board.seat_count).stock.center
    drawn_before = list(board.last_hits.items())
    assert place_at(drawn_before, stock) != "stock"  # the last frame had no draw pile there
    resize_and_click(app, size, stock)
    view = scene.session.view()
    assert board.layout.size == size
    assert view.turn == HUMAN and view.phase == "hold", "the click drew from the draw pile"
    assert Draw(HUMAN, "stock") not in board.legal()


def test_a_click_before_the_first_frame_at_a_size_swaps_in_at_your_card(app: App) -> None:
    scene = start(app, 8, n=3)
    board = board_of(scene, DutchBoard)
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    board.input.attempt(Draw(HUMAN, "stock"))
    wait_for(app, lambda: not scene.flights.busy())
    held = scene.session.state.drawn
    size = (1920, 1080)
    slot = dict(hit_boxes(table_layout(size, 3), scene.session.view()))["slot:0:3"].center
    assert place_at(list(board.last_hits.items()), slot) != "slot:0:3"
    resize_and_click(app, size, slot)  # holding a drawn card, a click on yours swaps it in
    assert held is not None and scene.session.state.layouts[HUMAN][3] == held


def spy_drawn(painter: TablePainter, monkeypatch: pytest.MonkeyPatch
              ) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The rects the painter draws cards at, and empty places' outlines at (from now on)."""
    cards: list[pygame.Rect] = []
    outlines: list[pygame.Rect] = []
    card, outline = painter.card, painter.outline

    def drawn_card(surface: pygame.Surface, shown: str | None, rect: pygame.Rect,
                   width_k: float = 1.0) -> None:
        cards.append(rect.copy())
        card(surface, shown, rect, width_k)

    def drawn_outline(surface: pygame.Surface, rect: pygame.Rect) -> None:
        outlines.append(rect.copy())
        outline(surface, rect)

    monkeypatch.setattr(painter, "card", drawn_card)
    monkeypatch.setattr(painter, "outline", drawn_outline)
    return cards, outlines


def some_decor(view: Any, rng: random.Random, seats: int) -> Decor:
    """A card in flight or dragged somewhere, as the board may ask the painter to show."""
    places = [f"slot:{s}:{i}" for s in range(seats) for i in range(len(view.layouts[s]))]
    places += ["held", "discard", "stock"]
    hidden: Counter[str] = Counter({rng.choice(places): 1}) if rng.random() < 0.5 else Counter()
    dragging = rng.choice(places) if rng.random() < 0.5 else None
    return Decor(tuple(f"Seat {i}" for i in range(seats)), hidden, dragging=dragging)


def test_every_card_is_drawn_at_the_box_the_pointer_finds_it_by(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    board = board_of(start(app, 3), DutchBoard)
    painter = TablePainter(board.art, board.images, app.font)
    cards, outlines = spy_drawn(painter, monkeypatch)
    rng = random.Random(25)
    held = 0
    for case in range(12):
        seats, size = 2 + case % 5, SIZES[case % len(SIZES)]
        holding = (lambda state: state.drawn is not None) if case % 2 else None
        rules, state = mid_game("dutch", case, seats, rng.randrange(8, 160), holding)
        view = rules.view(state, 0)
        held += view.drawn is not None
        layout = table_layout(size, seats)
        decor = some_decor(view, rng, seats)
        cards.clear()
        outlines.clear()
        painter.draw(pygame.Surface(size), layout, view, decor)
        away = decor.hidden["held"] > 0 or decor.dragging == "held"
        boxes = hit_boxes(layout, view, held_away=away)
        where = [rect for _place, rect in boxes]
        assert len({p for p, _r in boxes}) == len(boxes), "each place has one box"
        for place, rect in boxes:  # a hidden or dragged card leaves its outline there
            assert rect in cards or rect in outlines, f"case {case}: {place} not drawn at {rect}"
        assert all(rect in where for rect in cards), f"case {case}: a card drawn off its box"
    assert held, "some cases hold a drawn card"


def test_the_drawn_card_dropped_nowhere_glides_back_to_its_spot(app: App) -> None:
    scene = start(app, 5)
    board = board_of(scene, DutchBoard)
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    board.input.attempt(Draw(HUMAN, "stock"))
    wait_for(app, lambda: not scene.flights.busy())
    held = board.layout.held
    away = (held.right + held.width, held.bottom + held.height // 2)  # between the piles
    drag(app, held.center, away)
    back = [f for f in scene.flights.flights if f.hide == "held"]
    assert back and back[-1].dst == box(held) and back[-1].src != back[-1].dst
    assert scene.session.view().phase == "hold"
