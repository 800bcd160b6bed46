"""Every game lets go of a results screen once the player has gone on from it, and of a hand's
table once the next one opens: a hand's results and the match's results are freed as soon as
they close, without the cyclic collector (which runs rarely: it counts objects, and a few
objects hold large pictures), and the finished table (cycles between its parts) as the next
table opens. Kept, a long session's memory would climb hand by hand."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from ui_conformance.ui_conformance_support import GUARD, game_ids, key, new_app, run, start

from game.core.registry import get_game
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.results_screen import ResultsScreen
from game.ui.table.scene import TableScene


@pytest.fixture
def no_collection() -> Iterator[None]:
    """The cyclic garbage collector off: only what nothing refers to any more is freed."""
    was_on = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def go_on_from_results(app: App) -> weakref.ref[ResultsScreen]:
    """Press Enter on the results screen on top once its guard is over; a weak reference
    to it."""
    screen = app.top
    assert isinstance(screen, ResultsScreen)
    gone = weakref.ref(screen)
    del screen
    run(app, GUARD)
    key(app, pygame.K_RETURN)
    app.step()
    return gone


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
def test_results_and_finished_tables_are_freed_when_the_player_goes_on(
        game_id: str, tmp_path: Path, no_collection: None) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        ui = start(app, get_game(game_id))
        closed: list[tuple[str, weakref.ref[ResultsScreen]]] = []
        tables: list[weakref.ref[Scene]] = []
        finished = False
        for _ in range(1800):  # a whole match, two seconds at a time, and Play again
            if isinstance(app.top, TableScene):
                if not any(t() is app.top for t in tables):
                    tables.append(weakref.ref(app.top))
                if finished:
                    break
                run(app, 2.0)
            elif isinstance(app.top, ResultsScreen):
                finished = finished or not ui.can_resume()
                closed.append((type(app.top).__name__, go_on_from_results(app)))
            else:
                run(app, 2.0)
        assert finished and isinstance(app.top, TableScene), "the match ended; Enter played again"
        kept = [name for name, gone in closed if gone() is not None]
        assert kept == [], f"closed results screens still held: {kept}"
        assert len(tables) > 1 and all(gone() is None for gone in tables[:-1]), \
            "a finished hand's table is let go once the next one opens"
    finally:
        app.close()
