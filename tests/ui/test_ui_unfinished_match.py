"""An unfinished match is never thrown away without a word: the title's Continue says which game
and where, Quit asks first while a match is in progress, a new match of the same game from its
setup asks first, and the title offers the game last played after a restart."""

from __future__ import annotations

from pathlib import Path

import pygame
from table_support import click, key, new_app, open_table

from game.i18n import say
from game.ui.scenes import SetupScene, TitleScene


def _title(app) -> TitleScene:  # type: ignore[no-untyped-def]
    app.to_title()
    app.step()
    title = app.top
    assert isinstance(title, TitleScene)
    return title


def test_continue_names_the_game_and_the_round_or_hand(tmp_path: Path) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        open_table(app, "auction", seed=3)
        title = _title(app)
        assert title.buttons["continue"].visible
        assert say(title.buttons["continue"].detail) == "Dutch Auction, round 1"
        open_table(app, "dutch", seed=3)
        app.game_ui("auction").session = None  # type: ignore[attr-defined]
        title = _title(app)
        assert say(title.buttons["continue"].detail) == "Dutch, round 1"
    finally:
        app.close()


def test_quit_asks_first_while_a_match_is_in_progress(tmp_path: Path) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        title = _title(app)
        assert title.buttons["quit"].label == "Quit" and not title.buttons["continue"].visible
        open_table(app, "dutch", seed=3)
        title = _title(app)
        app.running = True
        key(app, pygame.K_q)
        quit_button = title.buttons["quit"]
        assert app.running and quit_button.label == "Quit and end it?"
        assert say(quit_button.detail) == "Dutch, round 1"
        key(app, pygame.K_q)
        assert not app.running
    finally:
        app.close()


def test_a_new_match_of_the_same_game_asks_before_it_ends_the_one_in_progress(
        tmp_path: Path) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        open_table(app, "dutch", seed=3)
        ui = app.game_ui("dutch")
        old = ui.session  # type: ignore[attr-defined]
        app.to_title()
        setup = SetupScene(app, "dutch")
        app.push(setup)
        app.step()
        click(app, setup.start_button.rect.center)
        assert app.top is setup and ui.session is old  # type: ignore[attr-defined]
        assert setup.start_button.label == "Start anew?"
        assert setup.start_button.detail == "ends Dutch, round 1"
        click(app, setup.start_button.rect.center)
        assert ui.session is not old  # type: ignore[attr-defined]
    finally:
        app.close()


def test_the_title_offers_the_game_last_played_after_a_restart(tmp_path: Path) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        first = app.chosen_game
        other = next(g.id for g in app.playable_games() if g.id != first)
        setup = SetupScene(app, other)
        app.push(setup)
        app.step()
        click(app, setup.start_button.rect.center)
    finally:
        app.close()
    again = new_app((1024, 640), tmp_path)
    try:
        assert again.chosen_game == other
        title = _title(again)
        assert title.group.focused is title.tiles[other]
    finally:
        again.close()
