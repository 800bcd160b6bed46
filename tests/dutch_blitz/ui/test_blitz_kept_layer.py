"""Dutch Blitz's still table is kept between frames (``BlitzBoard.base_key``) and never shows an
old table: the player's own pick, its glowing targets, the Enter mark, a card dragged off its
pile and a card played all look the same from the kept layer as painted whole; a frame in
which nothing changed paints nothing again."""

from __future__ import annotations

from typing import Any

import pygame
from table_support import (
    blitz_config,
    board_of,
    centre,
    key,
    post,
    seed_where,
    start_blitz,
    table_frame,
)

from game.dutch_blitz.ui.board import BlitzBoard
from game.ui.app import App
from game.ui.table.scene import TableScene

Scene = TableScene[Any, Any, Any, Any]
KEYS = {"blitz": pygame.K_b, "wood": pygame.K_w, "post:0": pygame.K_1, "post:1": pygame.K_2,
        "post:2": pygame.K_3}


def same_kept_and_whole(scene: Scene) -> bool:
    return table_frame(scene, keep=True) == table_frame(scene, keep=False)


def test_the_players_pick_and_its_targets_show_from_the_kept_layer(app: App) -> None:
    seed, move = seed_where(lambda m: m.target == "dutch:new")
    scene = start_blitz(app, blitz_config(seed))
    assert same_kept_and_whole(scene)
    painted = scene.base.paints
    key(app, KEYS[move.source])  # picked up: the card lifts, its targets glow, Enter marks one
    assert scene.board.describe()["picked"] == move.source
    assert same_kept_and_whole(scene)
    assert scene.base.paints > painted
    key(app, pygame.K_TAB)  # the next target
    assert same_kept_and_whole(scene)
    key(app, pygame.K_ESCAPE)  # put back
    assert scene.board.describe()["picked"] is None
    assert same_kept_and_whole(scene)
    key(app, KEYS[move.source])
    key(app, pygame.K_RETURN)  # played: the card lies on a new Dutch pile
    assert [p.cards for p in scene.session.state.dutch] == [(move.card,)]
    app.advance(0.5)
    assert same_kept_and_whole(scene)


def test_a_card_dragged_off_its_pile_shows_from_the_kept_layer(app: App) -> None:
    seed, move = seed_where(lambda m: m.target == "dutch:new")
    scene = start_blitz(app, blitz_config(seed))
    start = centre(scene, move.source)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    for step in range(1, 6):
        post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 30 * step), rel=(0, -30),
             buttons=(1, 0, 0))
        app.step()
    assert scene.board.describe()["holding"] == move.source
    assert same_kept_and_whole(scene)  # the pile shows the card under it, its targets glow
    post(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] - 150), button=1)
    app.advance(0.5)  # dropped on the felt: it flies home
    assert scene.board.describe()["holding"] is None
    assert same_kept_and_whole(scene)


def test_a_frame_with_nothing_new_paints_nothing_again(app: App) -> None:
    scene = start_blitz(app, blitz_config(3))
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    painted = scene.base.paints
    for _ in range(3):
        scene.draw(surface)
    assert scene.base.paints == painted


def test_a_card_played_repaints_the_two_piles_not_the_whole_middle_or_seat(
        app: App) -> None:
    seed, move = seed_where(lambda m: m.target == "dutch:new")
    scene = start_blitz(app, blitz_config(seed))
    key(app, KEYS[move.source])
    key(app, pygame.K_RETURN)  # played: the card starts a Dutch pile
    painted: list[pygame.Rect] = []
    for _ in range(40):
        app.step()
        if scene.base.painted:
            painted += scene.board.painted_rects() or [app.screen.get_rect()]
    layout = board_of(scene, BlitzBoard).layout
    pile = layout.dutch[0]
    assert any(rect.contains(pile) for rect in painted), "the new pile is painted"
    assert not any(rect.contains(layout.dutch_area) for rect in painted), \
        "a card on one pile paints that pile's place, not every Dutch pile's"
    assert not any(rect.contains(layout.seats[0].area) for rect in painted), \
        "the pile it left is painted again, not the player's whole seat"
    assert same_kept_and_whole(scene)
