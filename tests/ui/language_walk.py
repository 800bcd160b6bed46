"""The screens the catalogue covers, drawn one frame at a time at 1024x640 for the language
tests: the title, Settings, each game's setup (with each option's help line), the pause menu,
About & credits and every how-to page of every game (no tests of its own)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from ui.text_watch import WINDOW, Drawn, frame, overflowing, watching_texts
from ui.ui_support import SceneApp

from game.core.registry import game_ids
from game.ui.pause import PauseScene
from game.ui.scene import Scene
from game.ui.scenes.common import BOT_NAMES
from game.ui.scenes.credits import CreditsScene, notice_lines
from game.ui.scenes.howto import HowToPlayScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import APP_NAME, TitleScene

Shot = tuple[str, list[Drawn], list[str]]
"""A screen's name, the texts it drew and the overflows found on it."""


class StillMatch:
    """A paused match for the pause menu to stand over."""

    paused = False

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False


def names_allowed(app: SceneApp) -> set[str]:
    """Words that are names, not the app's words: the program's, the player's, the bots', the
    libraries' versions and the licence notices (kept in their own words)."""
    credits = CreditsScene(app)
    return {APP_NAME, app.settings.player_name, *BOT_NAMES, credits.subheading,
            *(line.rstrip() for line in notice_lines())}


def _shot(name: str, scene: Scene, texts: dict[int, tuple[object, str]]) -> Shot:
    drawn = frame(scene, texts)  # type: ignore[arg-type]
    widgets = getattr(getattr(scene, "group", None), "widgets", [])
    return name, drawn, overflowing(drawn, widgets)


def walk(folder: Path) -> Iterator[Shot]:
    """Every converted screen in the language now in use."""
    app = SceneApp(folder, WINDOW)
    with watching_texts() as texts:
        shown: dict[int, tuple[object, str]] = texts  # type: ignore[assignment]
        yield _shot("title", TitleScene(app), shown)
        yield _shot("settings", SettingsScene(app), shown)
        yield _shot("credits", CreditsScene(app), shown)
        pause = PauseScene(app, StillMatch(), lambda: None)
        yield _shot("pause", pause, shown)
        pause.restart()
        yield _shot("pause, restart asked", pause, shown)
        for game_id in game_ids():
            setup = SetupScene(app, game_id)
            yield _shot(f"setup {game_id}", setup, shown)
            for name, row in setup.option_rows.items():
                setup.group.focus(row)
                yield _shot(f"setup {game_id}, {name} help", setup, shown)
            howto = HowToPlayScene(app, game_id=game_id)
            for page in range(len(howto.pages)):
                howto.page = page
                howto._sync()
                yield _shot(f"how to play {game_id} page {page + 1}", howto, shown)
        yield names_allowed(app)  # type: ignore[misc]
