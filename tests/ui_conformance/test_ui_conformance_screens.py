"""Every screen around the tables, at the smallest and a large window: the title, each game's
setup, Settings, Statistics and Replays for each game, the credits and every page of every
game's How to play. No text lies over other text, none runs off the window, and a stepper's
value never runs under its arrows (the game picker over "Dutch Auction")."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

import pygame
import pytest
from ui_conformance.ui_conformance_support import (
    game_ids,
    new_app,
    overlaps,
    recording_fonts,
    text_on_frame,
)

from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes import (
    HowToPlayScene,
    ReplaysScene,
    SettingsScene,
    SetupScene,
    StatisticsScene,
)
from game.ui.scenes.base import go
from game.ui.scenes.credits import CreditsScene
from game.ui.widgets import Stepper
from game.ui.widgets.style import Style

SCREEN_SIZES = ((1024, 640), (1920, 1080))

MakeScene = Callable[[App], Scene]


def _screens(app: App) -> list[tuple[str, MakeScene]]:
    screens: list[tuple[str, MakeScene]] = [
        ("settings", SettingsScene), ("credits", CreditsScene)]
    for game_id in game_ids():
        screens += [(f"setup-{game_id}", partial(_setup, game_id=game_id)),
                    (f"statistics-{game_id}", partial(_chosen, game_id=game_id,
                                                      make=StatisticsScene)),
                    (f"replays-{game_id}", partial(_chosen, game_id=game_id, make=ReplaysScene))]
        pages = len(app.game_ui(game_id).howto_pages())
        screens += [(f"howto-{game_id}-{page + 1}", partial(_howto, game_id=game_id, page=page))
                    for page in range(pages)]
    return screens


def _setup(app: App, game_id: str) -> Scene:
    return SetupScene(app, game_id)


def _howto(app: App, game_id: str, page: int) -> Scene:
    return HowToPlayScene(app, page=page, game_id=game_id)


def _chosen(app: App, game_id: str, make: Callable[[App], Scene]) -> Scene:
    app.chosen_game = game_id
    return make(app)


def _text_on(app: App, make: MakeScene | None) -> list[pygame.Rect]:
    with recording_fonts(app) as recorder:
        if make is None:
            app.to_title()
        else:
            go(app, make(app))
        for _ in range(3):
            app.step()
        return text_on_frame(app, recorder)


def _without_shadows(drawn: list[pygame.Rect]) -> list[pygame.Rect]:
    """The text, less the drop shadows drawn a few pixels off a heading of the same size."""
    return [rect for i, rect in enumerate(drawn)
            if not any(other.size == rect.size and other != rect
                       and abs(other.x - rect.x) <= 6 and abs(other.y - rect.y) <= 6
                       for other in drawn[i + 1:])]


@pytest.mark.parametrize("size", SCREEN_SIZES, ids=[f"{w}x{h}" for w, h in SCREEN_SIZES])
def test_no_screen_has_text_over_text_or_off_the_window(size: tuple[int, int],
                                                         tmp_path: Path) -> None:
    app = new_app(size, tmp_path)
    window = pygame.Rect((0, 0), size)
    found: dict[str, object] = {}
    try:
        for name, make in [("title", None), *_screens(app)]:
            drawn = _text_on(app, make)
            if not drawn:
                found[name] = "no text recorded"
            elif clash := overlaps(_without_shadows(drawn)):
                found[name] = clash[:2]
            elif outside := [r for r in drawn if not window.contains(r)]:
                found[name] = f"off the window: {outside[:2]}"
            if name in found:
                app.save_screenshot(tmp_path / f"{name}.png")
    finally:
        app.close()
    assert found == {}


@pytest.mark.parametrize("compact", [True, False])
@pytest.mark.parametrize("size", SCREEN_SIZES, ids=[f"{w}x{h}" for w, h in SCREEN_SIZES])
def test_a_steppers_value_never_runs_under_its_arrows(size: tuple[int, int],
                                                      compact: bool) -> None:
    app = new_app(size)
    try:
        style = Style(app.font, min(size[0] / 1280, size[1] / 800))
        for value in ("Dutch Auction", "Blitz (31)", "A much longer game name than ours"):
            stepper = Stepper("Game", [value], 0, lambda _: None)
            stepper.compact = compact
            stepper.rect = pygame.Rect(0, 0, style.px(330), style.px(44))
            surface = pygame.Surface((style.px(400), style.px(60)))
            with recording_fonts(app):
                stepper.draw(surface, style)
            room = stepper.right.left - stepper.left.right
            text = style.fitted(value, stepper.size * 0.9, (0, 0, 0), bold=True, width=room)
            assert stepper.left.right <= stepper.right.left, "the arrows cross"
            assert text.get_width() <= room or value.startswith("A much"), (
                f"{value!r} is squeezed between the arrows at {size}")
    finally:
        app.close()
