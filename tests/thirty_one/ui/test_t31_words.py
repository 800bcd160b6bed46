"""Blitz (31)'s words as a new player reads them: a named player is "on their face", a knocker
alone lowest loses "-2 tokens" (said once), the top bar keeps the tokens everyone started with
(not "each" once some are lost), and the setup screen's list of eight seats does not print its
names over each other.

Runs under SDL's dummy drivers on the app's virtual clock; the setup screen is driven by posted
clicks and its words are checked where they land on the screen."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest
from posted_events import click
from table_support import FAST, board_of, new_app, open_table, view
from ui_conformance.ui_conformance_support import overlaps, recording_fonts, text_on_frame

from game.thirty_one.rules.state import HandEnded
from game.thirty_one.ui.board import ThirtyOneBoard
from game.thirty_one.ui.painter import hud_text
from game.thirty_one.ui.showdown import loss_line
from game.ui.app import App
from game.ui.scenes.setup import SetupScene

NAMES = ["You", "Anna", "Jakob", "Martha"]


def painted_words(app: App, tokens: tuple[int, ...]) -> list[str]:
    """Every word the table paints with the seats holding ``tokens``."""
    scene = open_table(app, "thirty_one", 3, FAST, bots=len(tokens) - 1)
    board = board_of(scene, ThirtyOneBoard)
    painter = board.painter
    words: list[str] = []
    real = painter.text

    def text(line: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        words.append(line)
        return real(line, *args, **kwargs)

    painter.text = text  # type: ignore[assignment]
    try:
        painter.draw(pygame.Surface(app.size), board.layout,
                     dataclasses.replace(view(scene), tokens=tokens), scene.session.seats,
                     board.decor())
    finally:
        painter.text = real
    return words


def test_a_named_player_with_no_tokens_is_on_their_face(app: App) -> None:
    words = painted_words(app, (3, 0, 2))
    assert "on their face" in words and "on its face" not in words


def test_the_top_bar_keeps_the_tokens_everyone_started_with(app: App) -> None:
    words = painted_words(app, (1, 2, 0))
    assert "Blitz (31)  ·  Hand 1  ·  3 tokens to start" in words
    assert not any("tokens each" in w for w in words)
    scene = open_table(app, "thirty_one", 3, FAST, bots=1, tokens=1)
    assert hud_text(view(scene)).endswith("1 token to start")


@pytest.mark.parametrize(("lost", "line"), [
    ({1: 2}, "-2 tokens: knocked and was alone lowest"),
    ({2: 1}, "knocked: safe"),
])
def test_the_showdown_says_a_loss_once(lost: dict[int, int], line: str) -> None:
    values = {0: 20, 1: 15, 2: 18, 3: 30} if 1 in lost else {0: 20, 1: 25, 2: 18, 3: 30}
    result = HandEnded("knock", 1, tuple(values.items()), tuple(lost.items()), (), ())
    assert loss_line(result, 1, NAMES) == line
    assert "loses two" not in loss_line(result, 1, NAMES)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_setup_list_of_eight_seats_keeps_its_names_apart(size: tuple[int, int]) -> None:
    app = new_app(size)
    try:
        with recording_fonts(app) as recorder:
            setup = SetupScene(app, "thirty_one")
            app.push(setup)
            app.step()
            for _ in range(8):  # the Opponents stepper's right arrow, up to seven bots
                click(app, setup.count_stepper.right.center)
            assert setup.describe()["bots"] == 7
            drawn = text_on_frame(app, recorder)
        preview = [r for r in drawn if setup.preview.contains(r)]
        assert len(preview) >= 16, "every seat's name and level are drawn"
        assert overlaps(preview) == []
    finally:
        app.close()
