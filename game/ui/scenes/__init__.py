"""The shared screens: the title (game chooser), setup, how to play, settings, statistics and
replays. Each is a ``game.ui.scene.Scene`` built with the widgets of ``game.ui.widgets``; a
game's own screens (its table, results, replay viewer) live in its ``ui`` package.

The screens are imported when first named (``from game.ui.scenes import SetupScene`` works as
before), so the title's first frame does not wait for the other screens' modules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

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


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)


__all__ = [
    "HowToPlayScene",
    "ReplaysScene",
    "SettingsScene",
    "SetupScene",
    "StatisticsScene",
    "TitleScene",
]
