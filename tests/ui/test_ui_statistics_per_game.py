"""The statistics screen shows each game's own figures in its own words: Dutch Blitz its
Blitzes and speed, Blitz (31) its knocks and tokens, Dutch its rounds, calls and snaps (a low
round is good there), Dutch Auction its bids and suits. One recent score draws as a point."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui.ui_support import SceneApp

from game.storage.stats import GameStats, HandSummary, Stats
from game.ui import palette
from game.ui.scenes.statistics import StatisticsScene


@pytest.fixture()
def app(tmp_path: Path) -> SceneApp:
    return SceneApp(tmp_path, size=(1024, 640))


def shown(app: SceneApp, game_id: str, stats: GameStats | None = None) -> StatisticsScene:
    if stats is not None:
        app.data.stats = Stats({game_id: stats})
    app.chosen_game = game_id
    scene = StatisticsScene(app)
    app.push(scene)
    app.pump()
    return scene


@pytest.mark.parametrize(
    ("game_id", "expected", "absent"),
    [
        ("dutch_blitz", ["Matches won", "Hands Blitzed", "Cards / minute", "Fastest Blitz"],
         []),
        ("thirty_one", ["Matches won", "Hands won", "Knocks", "31s", "Tokens lost"],
         ["Hands Blitzed"]),
        ("dutch", ["Matches won", "Rounds won", "Dutch calls", "Right snaps", "Lowest round"],
         ["Hands won", "Fastest Blitz"]),
        ("auction", ["Games won", "Bids won", "Green points", "Blue points"],
         ["Hands won", "Cards / minute"]),
    ],
)
def test_each_game_shows_figures_that_mean_something_for_it(
    app: SceneApp, game_id: str, expected: list[str], absent: list[str]
) -> None:
    tiles = shown(app, game_id).describe()["tiles"]
    assert all(label in tiles for label in expected)
    assert not set(absent) & set(tiles)


@pytest.mark.parametrize(("game_id", "unit"), [("dutch", "Rounds"), ("auction", "Rounds"),
                                               ("thirty_one", "Hands"),
                                               ("dutch_blitz", "Hands")])
def test_games_of_rounds_say_rounds(app: SceneApp, game_id: str, unit: str) -> None:
    columns = shown(app, game_id).describe()["columns"]
    assert unit in columns and ({"Rounds", "Hands"} - {unit}).isdisjoint(columns)


def pixels(app: SceneApp, area: pygame.Rect, colour: tuple[int, int, int]) -> int:
    mask = pygame.mask.from_threshold(app.screen.subsurface(area), colour, (2, 2, 2, 255))
    return mask.count()


def rounds(*played: tuple[int, bool]) -> GameStats:
    stats = GameStats()
    for score, won in played:
        stats = stats.with_hand(HandSummary(score, won, 60.0, ("casual",), low_wins=True))
    return stats


def test_in_a_lowest_wins_game_won_rounds_are_green_and_lost_ones_red(app: SceneApp) -> None:
    scene = shown(app, "dutch", rounds((3, True), (2, True), (1, True)))
    assert pixels(app, scene.chart_box, palette.GREEN) > 100
    assert pixels(app, scene.chart_box, palette.RED) == 0
    scene = shown(app, "dutch", rounds((3, True), (14, False)))
    assert pixels(app, scene.chart_box, palette.RED) > 100


def test_one_score_is_a_point_not_a_wall(app: SceneApp) -> None:
    scene = shown(app, "dutch", rounds((8, True)))
    green = pixels(app, scene.chart_box, palette.GREEN)
    assert 50 < green < 400  # a dot, where a bar would fill most of the chart


@pytest.mark.parametrize("game_id", ["dutch", "thirty_one"])
def test_headline_figures_are_never_coloured_good_or_bad(app: SceneApp, game_id: str) -> None:
    # a red or green band over "Lowest round" or "Dutch calls" read as a bad or good figure
    scene = shown(app, game_id, rounds((3, True), (-7, True), (25, False)))
    tiles = pygame.Rect(scene.panel.x + scene.px(50), scene.panel.y + scene.px(34),
                        scene.panel.width - scene.px(100), scene.px(12))  # the tiles' bands
    assert pixels(app, tiles, palette.RED) == 0 and pixels(app, tiles, palette.GREEN) == 0
    assert pixels(app, tiles, palette.BLUE) > 50


def test_a_round_scored_0_still_shows_in_its_colour(app: SceneApp) -> None:
    scene = shown(app, "dutch", rounds((12, False), (0, True)))
    assert pixels(app, scene.chart_box, palette.GREEN) > 30
