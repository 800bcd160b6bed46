"""Every game lets go of a results screen once the player has gone on from it: a hand's results
and the match's results are freed as soon as they close, with no wait for a full garbage
collection (each one draws over a full-window picture of the table; kept until a collection,
a long session's memory would climb hand by hand)."""

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
from game.ui.scenes.results_screen import ResultsScreen


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
def test_a_results_screen_is_freed_when_the_player_goes_on(
        game_id: str, tmp_path: Path, no_collection: None) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        ui = start(app, get_game(game_id))
        closed: list[tuple[str, weakref.ref[ResultsScreen]]] = []
        finished = False
        for _ in range(1800):  # a whole match, two seconds at a time
            if isinstance(app.top, ResultsScreen):
                name = type(app.top).__name__
                match_over = not ui.can_resume()
                closed.append((name, go_on_from_results(app)))
                if match_over:  # Enter played again: the match's results closed too
                    finished = True
                    break
            else:
                run(app, 2.0)
        assert finished, "the match went on to its results"
        kept = [name for name, gone in closed if gone() is not None]
        assert kept == [], f"closed results screens still held: {kept}"
    finally:
        app.close()
