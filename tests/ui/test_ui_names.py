"""A name typed in Settings that no font can draw (U+034F, U+200B) never crashes a screen and is
never saved as it was typed: the player's name falls back to a plain one."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui.ui_support import SceneApp

from game.storage.settings import load_settings
from game.ui.scenes import SettingsScene, SetupScene, TitleScene


@pytest.mark.parametrize("typed", ["\u034f", "\u200b", "\u200b\u034f\ufeff", "\u0301"])
def test_an_undrawable_name_typed_in_settings_is_drawn_and_saved_plain(
        tmp_path: Path, typed: str) -> None:
    app = SceneApp(tmp_path)
    app.push(TitleScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    app.pump()
    scene.group.focus(scene.name_field)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL,
                                         unicode="a", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    app.pump()  # draws the field holding the typed text
    assert app.settings.player_name == "You"
    assert load_settings(tmp_path)[0].player_name == "You"
    for game in app.playable_games():
        app.push(SetupScene(app, game.id))
        app.pump()
        app.pop()


def test_a_saved_undrawable_name_is_reset_with_a_note(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "settings.json").write_text('{"version": 2, "player_name": "\\u034f"}',
                                            encoding="utf-8")
    settings, warnings = load_settings(tmp_path)
    assert settings.player_name == "You" and "your name" in warnings[0]
    app = SceneApp(tmp_path)
    for game in app.playable_games():
        app.push(SetupScene(app, game.id))
        app.pump()
        app.pop()
