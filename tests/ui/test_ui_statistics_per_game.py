"""The statistics screen shows each game's own headline figures: Dutch Blitz names its Blitzes
and speed; a game without figures of its own shows what every game records."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_support import SceneApp

from game.ui.scenes.statistics import StatisticsScene


@pytest.fixture()
def app(tmp_path: Path) -> SceneApp:
    return SceneApp(tmp_path)


@pytest.mark.parametrize(
    ("game_id", "expected", "absent"),
    [
        ("dutch_blitz", ["Matches won", "Hands Blitzed", "Fastest Blitz"], []),
        ("thirty_one", ["Matches won", "Hands won", "Time played"], ["Hands Blitzed"]),
        ("dutch", ["Matches won", "Hands won", "Time played"], ["Fastest Blitz"]),
        ("auction", ["Matches won", "Hands won", "Time played"], ["Cards / minute"]),
    ],
)
def test_each_game_shows_figures_that_mean_something_for_it(
    app: SceneApp, game_id: str, expected: list[str], absent: list[str]
) -> None:
    app.chosen_game = game_id
    scene = StatisticsScene(app)
    app.push(scene)
    app.pump()
    tiles = scene.describe()["tiles"]
    assert all(label in tiles for label in expected)
    assert not set(absent) & set(tiles)
