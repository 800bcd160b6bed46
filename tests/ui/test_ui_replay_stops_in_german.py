"""The replay viewer of Dutch Blitz and Blitz (31) says why it stops early in the player's
language: a move the rules refuse, and a line too damaged to read (not Python's English words
about it), in German, and in the pseudo-language with every word of the reason marked."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from posted_events import key
from table_support import new_app

from game.core.registry import get_game
from game.i18n import PSEUDO, shown, use_language
from game.i18n.pseudo import strip_marked
from game.sim.driver import play_match
from game.ui.app import App
from game.ui.replay.viewer import ReplayScene

Line = dict[str, Any]


@functools.cache
def _record(game_id: str) -> tuple[Line, ...]:
    game = get_game(game_id)
    match = play_match(game, 3, [game.levels[0]] * game.seats.default, {})
    return tuple(match.record)


def _seat_seven(game_id: str) -> list[Line]:
    """A move of the second half made by a seat the match does not have."""
    lines = [dict(line) for line in _record(game_id)]
    middle = next(i for i in range(len(lines) // 2, len(lines))
                  if "seat" in lines[i] and lines[i]["type"] != "discard")
    lines[middle] = {**lines[middle], "seat": 7}
    return lines


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app((1024, 640))
    use_language("de")
    yield app
    app.close()
    use_language("en")


def _watched_to_the_end(app: App, game_id: str, lines: list[Line]) -> dict[str, Any]:
    viewer = app.game_ui(game_id).replay_scene(lines, "Test")
    assert isinstance(viewer, ReplayScene)
    app.push(viewer)
    key(app, pygame.K_END)
    return viewer.describe()


@pytest.mark.parametrize(("game_id", "told"), [
    ("dutch_blitz", "(recycle): nach den Regeln nicht erlaubt: diesen Platz gibt es nicht"),
    ("thirty_one", "Diesen Platz gibt es an diesem Tisch nicht."),
])
def test_a_refused_move_stops_the_viewer_with_its_reason_in_german(
        app: App, game_id: str, told: str) -> None:
    caption = _watched_to_the_end(app, game_id, _seat_seven(game_id))["caption"]
    assert "Angehalten: " in caption and told in caption, caption


@pytest.mark.parametrize("game_id", ["dutch_blitz", "thirty_one"])
def test_every_word_of_the_stop_reason_is_in_the_catalogue(app: App, game_id: str) -> None:
    use_language(PSEUDO)
    problem = _watched_to_the_end(app, game_id, _seat_seven(game_id))["problem"]
    left = strip_marked(shown(problem))
    assert not any(ch.isalpha() for ch in left.replace("recycle", "")), (shown(problem), left)


def test_a_dutch_blitz_deal_too_damaged_to_read_is_told_in_german(app: App) -> None:
    lines = [dict(line) for line in _record("dutch_blitz")]
    lines[1] = {**lines[1], "hand": None}
    problem = _watched_to_the_end(app, "dutch_blitz", lines)["problem"]
    assert shown(problem) == "beschädigte Aufzeichnung (TypeError)"
