"""The table log on every game's table, driven by posted events: L opens it over the table (the
clock and the bots stand still while the player reads), L, Esc or a click close it (Esc does not
pause then), its "Log (L)" tab opens it too, the wheel scrolls it back, and what it shows is the
match so far in the game's words, a line only once the table has shown its move."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from posted_events import key, post
from table_support import new_app, open_table, run_until

from game.core.registry import get_game
from game.ui.table.scene import TableScene

GAMES = ("dutch_blitz", "thirty_one", "dutch", "auction")


def shown(scene: TableScene[Any, Any, Any, Any]) -> dict[str, Any]:
    return scene.describe()


def click(app: Any, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step()


@pytest.mark.parametrize("game_id", GAMES)
def test_l_opens_the_log_holding_the_clock_and_l_esc_or_a_click_close_it(game_id: str) -> None:
    app = new_app((1024, 640))
    try:
        scene = open_table(app, game_id, 11, pace=0.3, bots=1)
        assert run_until(app, lambda: shown(scene)["log_lines"] >= 1, 30.0), \
            "the deal and any first moves are in the log"
        key(app, pygame.K_l)
        opened = shown(scene)
        assert opened["log_open"] and "log" in opened["holds"]
        assert opened["log"] and opened["log"][-1] == scene.session.log.texts()[-1]
        held = scene.session.now()
        for _ in range(120):
            app.step()
        assert scene.session.now() == held, "nothing moves while the player reads"
        key(app, pygame.K_l)
        assert not shown(scene)["log_open"] and "log" not in shown(scene)["holds"]
        key(app, pygame.K_l)
        key(app, pygame.K_ESCAPE)
        assert app.top is scene and not shown(scene)["log_open"], "Esc closes, no pause"
        tab = scene.log.tab
        assert tab is not None
        click(app, tab.center)
        assert shown(scene)["log_open"], "the tab opens it"
        click(app, (app.size[0] - 5, app.size[1] // 2))
        assert not shown(scene)["log_open"], "a click closes it"
    finally:
        app.close()


def test_the_wheel_scrolls_back_through_a_long_log() -> None:
    app = new_app((1024, 640))
    try:
        scene = open_table(app, "dutch_blitz", 11, pace=0.3, bots=3)
        assert run_until(app, lambda: shown(scene)["log_lines"] >= 60, 120.0)
        key(app, pygame.K_l)
        newest = shown(scene)["log"]
        assert len(newest) < shown(scene)["log_lines"], "a long log shows its last lines"
        post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)
        app.step()
        older = shown(scene)["log"]
        assert older != newest and older[-1] != newest[-1]
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)], ids=["1024x640", "1920x1080"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_tab_covers_nothing_the_player_clicks_at_the_most_seats(
        game_id: str, size: tuple[int, int]) -> None:
    app = new_app(size)
    try:
        bots = get_game(game_id).seats.maximum - 1
        scene = open_table(app, game_id, 11, pace=0.3, bots=min(bots, 5))
        app.step()
        tab = scene.log.tab
        hits = getattr(scene.board, "last_hits", None) or getattr(
            scene.board, "hits", None) or {}
        assert tab is not None and hits, "the board names its places"
        covered = [name for name, rect in hits.items() if tab.colliderect(rect)]
        assert covered == [], f"the tab covers {covered}"
    finally:
        app.close()
