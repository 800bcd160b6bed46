"""The Blitz (31) table's still key is made again only when what it is made from changed, and
it is never stale: every frame of a played hand (a card drawn, picks, a drag, a refused move,
the bots playing, a language change) it is the key made afresh from the table as it is, and
it changes whenever what the player sees of the still table does.

Driven by posted events on the app's virtual clock under SDL's dummy drivers.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import Any

import pygame
from posted_events import click, post
from table_support import FAST, board_of, key, my_turn, open_table, run_until, view

from game.i18n import current_language, use_language
from game.thirty_one.ui.board import ThirtyOneBoard
from game.thirty_one.ui.kept_regions import KeptRegions
from game.ui import palette
from game.ui.app import App
from game.ui.table.scene import TableScene

Scene = TableScene[Any, Any, Any, Any]


def fresh_key(board: ThirtyOneBoard) -> Hashable:
    """The still key made afresh (nothing kept) from the table and its decor now."""
    return KeptRegions().key(board.layout, board.session.seats,
                             board.painter.images.four_colour, board.view(), board.decor())


class Watched:
    """Steps the app and checks, after each frame, the board's key against a fresh one."""

    def __init__(self, app: App, scene: Scene) -> None:
        self.app = app
        self.scene = scene
        self.board = board_of(scene, ThirtyOneBoard)
        self.frames = 0
        self.stale: list[int] = []

    def step(self) -> object:
        self.app.step()
        self.frames += 1
        if self.app.top is self.scene and self.board.base_key() != fresh_key(self.board):
            self.stale.append(self.frames)
        return None

    def changes(self, action: Callable[[], object]) -> bool:
        """Whether ``action`` changed the key."""
        before = self.board.base_key()
        action()
        return self.board.base_key() != before


def test_the_kept_key_is_always_the_fresh_one_and_changes_with_what_you_see(
        app: App) -> None:
    scene = open_table(app, "thirty_one", 3, FAST, bots=3)
    assert my_turn(app, scene), "your turn comes round"
    watched = Watched(app, scene)
    board = watched.board
    layout = board.layout
    assert watched.changes(lambda: click(watched, layout.stock.center))  # a card drawn
    run_until(watched, lambda: not scene.flights.busy(), 2.0)  # type: ignore[arg-type]
    assert watched.changes(lambda: key(watched, pygame.K_2))  # the picked card rises
    assert watched.changes(lambda: key(watched, pygame.K_RIGHT))  # the next one instead
    card = layout.human.card_rects(len(view(scene).cards))[0]

    def lift() -> None:
        post(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)
        watched.step()
        post(pygame.MOUSEMOTION, pos=layout.status.center, rel=(0, 0), buttons=(1, 0, 0))
        watched.step()

    assert watched.changes(lift)  # the dragged card leaves your hand, the pile glows
    assert board.pointer.drag is not None

    def drop() -> None:
        post(pygame.MOUSEBUTTONUP, pos=layout.status.center, button=1)
        watched.step()

    assert watched.changes(drop)  # back in your hand
    language = current_language()
    try:
        assert watched.changes(lambda: use_language("de"))  # the words in German
        for _frame in range(20):
            watched.step()
    finally:
        use_language(language)
    for _frame in range(600):  # the bots play on (your turns pass the time)
        watched.step()
    assert watched.frames > 600 and watched.stale == []


def test_a_refused_move_and_a_status_line_change_the_key(app: App) -> None:
    scene = open_table(app, "thirty_one", 3, FAST, bots=3)
    assert my_turn(app, scene), "your turn comes round"
    watched = Watched(app, scene)
    layout = watched.board.layout
    status = watched.board.decor().status
    assert watched.changes(lambda: click(watched, layout.discard.center))  # the card taken
    assert watched.board.decor().status != status  # "throw a card"
    assert watched.changes(lambda: click(watched, layout.stock.center))  # refused: a flash
    assert "stock" in scene.flashes
    assert watched.stale == []


def test_each_thing_the_still_table_shows_changes_the_key_alone(app: App) -> None:
    """The status line, a glow, a card in flight, the picked card: each changed on its own
    changes the key; the clock and the dimming (drawn over the kept table) do not."""
    scene = open_table(app, "thirty_one", 3, FAST, bots=3)
    assert my_turn(app, scene), "your turn comes round"
    board = board_of(scene, ThirtyOneBoard)
    kept = KeptRegions()
    decor = board.decor()

    def key_of(changed: object) -> Hashable:
        return kept.key(board.layout, board.session.seats, False, board.view(),
                        changed)  # type: ignore[arg-type]

    first = key_of(decor)
    assert key_of(replace(decor, now=decor.now + 1.0, dim=0.5)) is first
    for changed in (replace(decor, status=decor.status + "!"),
                    replace(decor, glow={"stock": palette.HIGHLIGHT}),
                    replace(decor, hidden={"discard": 1}),
                    replace(decor, selected=board.view().cards[0])):
        assert key_of(changed) != first
        assert key_of(decor) == first
