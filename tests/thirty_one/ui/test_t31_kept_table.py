"""The Blitz (31) table kept as a still layer: what the player does shows at once (a picked
card rises, a dragged card leaves your hand and the pile it may go to glows, a refused move
flashes) and every such frame is the table painted whole; while nothing changes the still
table is not painted again; its words lie on it (a waiting frame draws nothing over it) and
each new status line wipes the last.

Driven by posted events on the app's virtual clock under SDL's dummy drivers.
"""

from __future__ import annotations

from typing import Any

import pygame
from posted_events import click, post
from table_support import (
    FAST,
    board_of,
    hosted_ui,
    key,
    my_turn,
    open_table,
    run_until,
    table_frame,
    view,
)

from game.core.seats import SeatSpec
from game.thirty_one.ui.board import ThirtyOneBoard
from game.ui.app import App
from game.ui.table.scene import TableScene

Scene = TableScene[Any, Any, Any, Any]


def ready(app: App) -> Scene:
    scene = open_table(app, "thirty_one", 3, FAST, bots=3)
    assert my_turn(app, scene), "your turn comes round"
    return scene


def shown(scene: Scene) -> bytes:
    """The frame drawn from the kept layer, checked against the table painted whole."""
    kept = table_frame(scene, keep=True)
    assert kept == table_frame(scene, keep=False), "the kept table shows an old picture"
    return kept


def test_your_picks_and_drags_show_on_the_kept_table(app: App) -> None:
    scene = ready(app)
    board = board_of(scene, ThirtyOneBoard)
    layout = board.layout
    waiting = shown(scene)
    click(app, layout.stock.center)
    assert len(view(scene).cards) == 4
    run_until(app, lambda: not scene.flights.busy(), 2.0)
    drawn = shown(scene)
    assert drawn != waiting
    key(app, pygame.K_2)
    assert board.selected == view(scene).cards[1]
    picked = shown(scene)
    assert picked != drawn, "the picked card rises"
    key(app, pygame.K_RIGHT)
    assert shown(scene) != picked, "the next card rises instead"
    card = layout.human.card_rects(4)[0]
    post(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=layout.status.center, rel=(0, 0), buttons=(1, 0, 0))
    app.step()
    assert board.pointer.drag is not None
    assert "discard" in board.decor().glow
    shown(scene)
    post(pygame.MOUSEBUTTONUP, pos=layout.status.center, button=1)
    app.step()
    shown(scene)


def test_a_refused_move_flashes_on_the_kept_table(app: App) -> None:
    scene = ready(app)
    layout = board_of(scene, ThirtyOneBoard).layout
    click(app, layout.discard.center)  # take the discard pile's card...
    taken = view(scene).taken
    assert taken is not None
    before = shown(scene)
    click(app, layout.stock.center)  # ...then the draw pile: refused, the pile flashes
    assert "stock" in scene.flashes
    assert shown(scene) != before


def test_the_waiting_table_is_not_painted_again(app: App) -> None:
    scene = ready(app)
    app.step()
    paints = scene.base.paints
    for _ in range(30):
        app.step()
        app.draw()
    assert scene.base.paints == paints, "nothing changed, so the kept table is only blitted"


def test_a_draw_repaints_the_piles_not_the_status_line_across_the_table(app: App) -> None:
    scene = ready(app)
    layout = board_of(scene, ThirtyOneBoard).layout
    painted: list[pygame.Rect] = []
    click(app, layout.stock.center)
    for step in range(30):
        if step:
            app.step()
        if scene.base.painted:
            painted += scene.board.painted_rects() or [app.screen.get_rect()]
    assert any(rect.contains(layout.stock) for rect in painted), "the draw pile is painted"
    centre = layout.status.unionall([layout.stock, layout.discard, layout.knock])
    assert not any(rect.contains(centre) for rect in painted), \
        "the piles, the Knock button and the status line are painted each on their own"
    shown(scene)


def test_a_draw_and_a_throw_repaint_your_cards_and_the_pile_not_your_whole_place(app: App) -> None:
    scene = ready(app)
    layout = board_of(scene, ThirtyOneBoard).layout
    painted: list[pygame.Rect] = []

    def watch(steps: int, stock: int | None = None) -> None:
        """Keep what the frames painted (not once a rival knocked, which marks every seat,
        nor, with ``stock``, once a rival drew from the draw pile)."""
        for _ in range(steps):
            paints = scene.base.paints
            app.step()
            if scene.base.paints > paints and view(scene).knocker is None \
                    and stock in (None, view(scene).stock_count):
                painted.extend(scene.board.painted_rects() or [app.screen.get_rect()])

    click(app, layout.stock.center, frames=0)
    watch(30)
    assert len(view(scene).cards) == 4, "the drawn card is in your hand"
    card = layout.human.card_rects(4)[0]
    click(app, card.center, frames=0)
    watch(2)
    drawing = len(painted)
    click(app, layout.discard.center, frames=0)
    watch(30, stock=view(scene).stock_count)
    assert len(view(scene).cards) == 3, "the picked card is thrown"
    assert any(rect.colliderect(card) for rect in painted), "your cards are painted again"
    assert not any(rect.contains(layout.human.area) for rect in painted), \
        "your name, tokens and the room round your cards are not painted with them"
    thrown = painted[drawing:]
    assert any(rect.contains(layout.discard) for rect in thrown)
    assert not any(rect.contains(layout.stock) for rect in thrown), \
        "a throw repaints the discard pile, not the draw pile beside it"
    shown(scene)


def test_the_words_lie_on_the_kept_table_so_a_waiting_frame_draws_nothing_over_it(
        app: App) -> None:
    scene = ready(app)
    board = board_of(scene, ThirtyOneBoard)
    run_until(app, lambda: False, 0.5)
    assert board.drawn_rects() == [], "names, counts and captions come with the kept table"
    shown(scene)


def test_each_new_status_line_wipes_the_last_from_the_kept_table(app: App,
                                                                  german: None) -> None:
    seats = [SeatSpec(name, "bot", "casual") for name in ("Anna", "Jakob", "Martha")]
    ui = hosted_ui(app, "thirty_one")
    ui.session = ui.new_session(5, seats, {}, pace_scale=FAST)
    ui.show_table(ui.session)
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    board = board_of(scene, ThirtyOneBoard)
    said: list[str] = []
    for _ in range(600):
        app.step()
        status = board.decor().status
        if not said or status != said[-1]:
            said.append(status)
            shown(scene)
    assert len(said) >= 6, "the status line changes as the turn goes round"
