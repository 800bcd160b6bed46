"""The screens around the table: title, setup, results, how to play, settings, statistics,
replays. Each is a ``game.ui.scene.Scene`` built with the widgets of ``game.ui.widgets``."""

from game.ui.scenes.howto import HowToPlayScene
from game.ui.scenes.replays import ReplayScene, ReplaysScene
from game.ui.scenes.results import HandResultsScene, MatchResultsScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.title import TitleScene

__all__ = [
    "HandResultsScene",
    "HowToPlayScene",
    "MatchResultsScene",
    "ReplayScene",
    "ReplaysScene",
    "SettingsScene",
    "SetupScene",
    "StatisticsScene",
    "TitleScene",
]
