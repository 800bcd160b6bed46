"""A whole game of Dutch Auction played through the table with posted events only (zones, Lock
in, powers dragged to the offering, chooser picks, purchases and payments, End turn) up to the
score sheet; then the record in the match store, the statistics and the replay viewer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from table_support import FAST, board_of, centre, click, drag, key, new_app, open_table

from game.auction.definition import GAME
from game.auction.rules.moves import Buy, PlayPower
from game.auction.ui.board import AuctionBoard
from game.auction.ui.game_ui import auction_ui
from game.auction.ui.results import ResultsScene
from game.ui.app import App
from game.ui.table.scene import TableScene


def _board(scene: TableScene[Any, Any, Any, Any]) -> AuctionBoard:
    return board_of(scene, AuctionBoard)


def tap(app: App, scene: TableScene[Any, Any, Any, Any], place: str) -> None:
    """Click ``place`` once it is drawn (a card still in flight cannot be clicked yet)."""
    if place in _board(scene).last_hits:
        click(app, centre(scene, place))
    else:
        app.step()


def sealed_turn(app: App, scene: TableScene[Any, Any, Any, Any]) -> None:
    view = scene.session.view()
    picks = _board(scene).picks
    free = [c for c in view.hand if c != picks.aside and c not in picks.bid]
    if view.phase == "set_aside" and _board(scene).picks.aside is None:
        tap(app, scene, f"hand:{free[0]}")
    elif len(_board(scene).picks.bid) < 2 and free:
        tap(app, scene, f"hand:{free[-1]}")
    else:
        key(app, pygame.K_RETURN)


def play_turn(app: App, scene: TableScene[Any, Any, Any, Any]) -> None:
    view = scene.session.view()
    legal = scene.session.legal()
    if _board(scene).fire_entries():
        key(app, pygame.K_1)
    elif view.pending:
        key(app, pygame.K_BACKSPACE)
    elif _board(scene).picks.paying is not None:
        unpaid = [c for c in view.me.offering if c not in _board(scene).picks.paid]
        if len(_board(scene).picks.paid) < _board(scene).picks.price:
            tap(app, scene, f"offer0:{unpaid[0]}")
        else:
            key(app, pygame.K_RETURN)
    elif powers := [m.card for m in legal if isinstance(m, PlayPower)]:
        if f"hand:{powers[0]}" in _board(scene).last_hits:
            drag(app, centre(scene, f"hand:{powers[0]}"), _board(scene).layout.offering.center)
        else:
            app.step()
    elif buys := [m for m in legal if isinstance(m, Buy)]:
        tap(app, scene, f"slot:{max(m.slot for m in buys)}")
    else:
        tap(app, scene, "button:primary")


def play_to_the_end(app: App, scene: TableScene[Any, Any, Any, Any], steps: int = 30000) -> None:
    for _ in range(steps):
        top = app.top
        if isinstance(top, ResultsScene):
            return
        assert isinstance(top, TableScene)
        view = top.session.view()
        if view.phase in ("set_aside", "bid") and _board(top).sealed_open():
            sealed_turn(app, top)
        elif view.phase == "play" and view.active == 0 and not top.session.over:
            play_turn(app, top)
        else:
            app.step()
    raise AssertionError("the game did not end")


@pytest.mark.slow
def test_a_whole_game_through_posted_events(tmp_path: Path) -> None:
    app = new_app((1024, 640), folder=tmp_path)
    try:
        scene = open_table(app, "auction", seed=8, pace=FAST)
        play_to_the_end(app, scene)
        results = app.top
        assert isinstance(results, ResultsScene)
        session = scene.session
        assert session.over and session.state.winners
        assert GAME.check_record(session.match.record).ok
        matches, _ = app.data.records.list_matches("auction")  # type: ignore[union-attr]
        assert len(matches) == 1
        assert app.data.stats.game("auction").overall.matches_played == 1
        key(app, pygame.K_SPACE)
        key(app, pygame.K_RETURN)
        assert app.top is results, "nothing confirms the score sheet at once"
        app.advance(1.0)
        key(app, pygame.K_1)
        assert app.top is results, "keys that play never confirm the score sheet"
        lines = app.data.records.load_match(matches[0].match_id)  # type: ignore[union-attr]
        replay = auction_ui(app).replay_scene(lines, "test")
        app.push(replay)
        key(app, pygame.K_END)
        info = replay.describe()
        assert info["problem"] == "" and info["index"] == info["frames"] - 1 > 10
        key(app, pygame.K_ESCAPE)
        assert app.top is results
        key(app, pygame.K_RETURN)
        assert isinstance(app.top, TableScene) and app.top.session is not session
    finally:
        app.close()
