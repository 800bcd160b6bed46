"""A table's kept still layer never shows an old table: over a bots' match of every game, played
through the real table scene with the pointer wandering over the cards, every checked frame
drawn from the kept layer (``TableScene.keep_base``) is pixel for pixel the frame painted whole.
A board whose ``base_key`` forgets something its still part shows fails here."""

from __future__ import annotations

import random

import pygame
import pytest
from table_support import table_frame
from ui_conformance.ui_conformance_support import (
    game_ids,
    new_app,
    scene_name,
    settled,
    start,
)

from game.core.registry import get_game
from game.ui.app import App
from game.ui.table.scene import TableScene

CHECKS = 40
"""Frames compared per game and size."""


def wander(app: App, rng: random.Random) -> None:
    """The pointer moves somewhere on the window (hovers are part of what a table shows)."""
    width, height = app.screen.get_size()
    pos = (rng.randrange(width), rng.randrange(height))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))


def differing_frames(app: App, seed: int) -> list[str]:
    rng = random.Random(seed)
    found: list[str] = []
    checked = 0
    for step in range(CHECKS * 40):
        if step % 7 == 0:
            wander(app, rng)
        app.step()
        if step % 6 == 0:
            app.draw()
        top = app.top
        if not isinstance(top, TableScene):
            if scene_name(app) and step % 30 == 0:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                                     mod=0, unicode="\r", scancode=0))
            continue
        if step % 40 == 3:
            checked += 1
            if not settled(app):  # (a layer painted over a few frames: compared once whole)
                found.append(f"frame {step}: the kept layer did not settle")
            if table_frame(top, keep=True) != table_frame(top, keep=False):
                found.append(f"frame {step} ({top.board.base_key()!r:.120})")
    assert checked >= CHECKS // 2, f"only {checked} table frames were checked"
    return found


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("game_id", game_ids())
def test_the_kept_still_layer_is_always_the_table_painted_whole(
        game_id: str, size: tuple[int, int]) -> None:
    app = new_app(size)
    try:
        start(app, get_game(game_id), seed=11)
        assert differing_frames(app, seed=11) == []
    finally:
        app.close()
