"""The shared screens: the title (game chooser), setup, how to play, settings, statistics and
replays. Each is a ``game.ui.scene.Scene`` built with the widgets of ``game.ui.widgets``; a
game's own screens (its table, results, replay viewer) live in its ``ui`` package.

The screens are imported when first named (``from game.ui.scenes import SetupScene`` works as
before), so the title's first frame does not wait for the other screens' modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.lazy import lazy_names

if TYPE_CHECKING:
    from game.ui.scenes.howto import HowToPlayScene
    from game.ui.scenes.replays import ReplaysScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.statistics import StatisticsScene
    from game.ui.scenes.title import TitleScene

_MODULES = {
    "HowToPlayScene": "howto",
    "ReplaysScene": "replays",
    "SettingsScene": "settings",
    "SetupScene": "setup",
    "StatisticsScene": "statistics",
    "TitleScene": "title",
}


__getattr__ = lazy_names(__name__, _MODULES)


__all__ = [
    "HowToPlayScene",
    "ReplaysScene",
    "SettingsScene",
    "SetupScene",
    "StatisticsScene",
    "TitleScene",
]
