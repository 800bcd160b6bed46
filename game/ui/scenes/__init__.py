"""The shared screens: the title (game chooser), setup, how to play, settings, statistics and
replays. Each is a ``game.ui.scene.Scene`` built with the widgets of ``game.ui.widgets``; a
game's own screens (its table, results, replay viewer) live in its ``ui`` package."""

from game.ui.scenes.howto import HowToPlayScene
from game.ui.scenes.replays import ReplaysScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.title import TitleScene

__all__ = [
    "HowToPlayScene",
    "ReplaysScene",
    "SettingsScene",
    "SetupScene",
    "StatisticsScene",
    "TitleScene",
]
