"""Dutch Blitz's still key is made again only when the table or what it reads of the highlights
changed, and it is never stale: every frame of a played hand (your pick, its targets, the
Enter mark, a card played, a drag, the bots reaching and playing) the key's signatures are the
ones made afresh, and each highlight changed on its own changes them, while the clock, the
dimming, the empty hand's hint and a bot's card on its way up (drawn over the kept layer) do
not."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
from table_support import blitz_config, board_of, centre, key, post, seed_where, start_blitz

from game.dutch_blitz.ui.board import BlitzBoard
from game.ui import palette
from game.ui.app import App
from game.ui.table.scene import TableScene

Scene = TableScene[Any, Any, Any, Any]
KEYS = {"blitz": pygame.K_b, "wood": pygame.K_w, "post:0": pygame.K_1, "post:1": pygame.K_2,
        "post:2": pygame.K_3}


class Watched:
    """Steps the app and checks, after each frame, the key's signatures against fresh ones."""

    def __init__(self, app: App, scene: Scene) -> None:
        self.app = app
        self.scene = scene
        self.board = board_of(scene, BlitzBoard)
        self.frames = 0
        self.stale: list[int] = []

    def signed(self) -> object:
        return self.board.base_key()[1]  # type: ignore[index]

    def fresh(self) -> object:
        board = self.board
        made = board.renderer.kept_parts.made_signatures(board.layout, board.session.state,
                                                         board.overlays.decor())
        return tuple(made.items())

    def step(self) -> object:
        self.app.step()
        self.frames += 1
        if self.app.top is self.scene and self.signed() != self.fresh():
            self.stale.append(self.frames)
        return None


def test_the_kept_signatures_are_always_the_fresh_ones(app: App) -> None:
    seed, move = seed_where(lambda m: m.target == "dutch:new")
    scene = start_blitz(app, blitz_config(seed, pace=0.3))
    watched = Watched(app, scene)
    before = watched.signed()
    key(watched, KEYS[move.source])  # picked up: lifted, its targets glow, Enter marks one
    assert watched.signed() != before
    key(watched, pygame.K_TAB)  # the next target (if there is one)
    before = watched.signed()
    key(watched, pygame.K_ESCAPE)  # put back
    assert watched.signed() != before
    key(watched, KEYS[move.source])
    key(watched, pygame.K_RETURN)  # played on a new Dutch pile
    for _frame in range(30):
        watched.step()
    start = centre(scene, "wood")
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    watched.step()
    for step in range(1, 6):
        post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 30 * step), rel=(0, -30),
             buttons=(1, 0, 0))
        watched.step()
    post(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] - 150), button=1)
    for _frame in range(600):  # the bots reach, hold up and play their cards
        watched.step()
    assert watched.frames > 600 and watched.stale == []


def test_each_highlight_alone_changes_the_signatures(app: App) -> None:
    scene = start_blitz(app, blitz_config(3))
    board = board_of(scene, BlitzBoard)
    parts = board.renderer.kept_parts
    state = board.session.state
    decor = board.overlays.decor()
    first = parts.signatures(board.layout, state, decor)
    same = replace(decor, now=decor.now + 1.0, dim=0.5, hand_hint=not decor.hand_hint)
    assert parts.signatures(board.layout, state, same) is first  # not made again
    rising = parts.signatures(board.layout, state, replace(decor, lifted={"1:blitz": 0.3}))
    assert rising != first  # a bot reaches: its pile shows the card under the lifted one
    higher = parts.signatures(board.layout, state, replace(decor, lifted={"1:blitz": 0.6}))
    assert higher is rising  # on its way up it is drawn each frame, over the layer
    held = parts.signatures(board.layout, state, replace(decor, lifted={"1:blitz": 1.0}))
    assert held != rising  # held up: it lies on the layer
    for changed in (replace(decor, glow={"0:wood": palette.HIGHLIGHT}),
                    replace(decor, hidden={"0:wood": 1}),
                    replace(decor, lifted={"0:blitz": 1.0}),
                    replace(decor, focus="dutch:new"),
                    replace(decor, totals=[5, 0, 0, 0])):
        assert parts.signatures(board.layout, state, changed) != first
        assert parts.signatures(board.layout, state, decor) == first
