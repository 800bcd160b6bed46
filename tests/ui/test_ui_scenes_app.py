"""The menu screens inside the real App: clicking through to the table and back."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
import ui.ui_support  # noqa: F401  (sets the dummy drivers first)
from ui.ui_support import click, key

from game.dutch_blitz.bots.policy import SimplePolicy
from game.dutch_blitz.ui import blitz_ui
from game.dutch_blitz.ui.results import HandResultsScene
from game.dutch_blitz.ui.session import BlitzSession, MatchConfig
from game.storage.settings import load_settings
from game.ui.app import App
from game.ui.scenes import SettingsScene, SetupScene, TitleScene


@pytest.fixture()
def app(tmp_path):  # type: ignore[no-untyped-def]
    application = App((1280, 800), virtual_time=True, user_folder=tmp_path, sound=False,
                      crash_screen=False)
    application.push(application.title_scene())
    application.step()
    yield application
    application.close()


def test_clicking_title_setup_start_reaches_the_table(app: App) -> None:
    title = app.top
    assert isinstance(title, TitleScene)
    click(title.tiles["dutch_blitz"].rect.center)
    app.step()
    setup = app.top
    assert isinstance(setup, SetupScene)
    setup.group.focus(setup.count_stepper)
    key(pygame.K_LEFT)
    app.step()
    click(setup.start_button.rect.center)
    app.step()
    assert type(app.top).__name__ == "TableScene"
    session = blitz_ui(app).session
    assert session is not None and len(session.seats) == 3
    assert session.state is not None and not session.hand_over


def test_continue_returns_to_a_match_left_for_the_title(app: App) -> None:
    blitz_ui(app).start_match(MatchConfig.quick(("casual",), seed=4))
    app.step()
    app.to_title()
    app.step()
    title = app.top
    assert isinstance(title, TitleScene) and "Continue" in title.describe()["buttons"]
    key(pygame.K_c)
    app.step()
    assert type(app.top).__name__ == "TableScene"


def session_of(app: App) -> BlitzSession:
    """The app's Dutch Blitz session (one is open)."""
    session = blitz_ui(app).session
    assert session is not None
    return session


def test_a_finished_hand_shows_results_and_next_hand_deals_again(app: App) -> None:
    blitz_ui(app).start_match(MatchConfig.quick(("master",), seed=11, pace_scale=0.2))
    policy, rng = SimplePolicy(), random.Random(2)
    for frame in range(60 * 300):
        app.step()
        if isinstance(app.top, HandResultsScene):
            break
        if frame % 20 == 0 and not session_of(app).hand_over:  # you play three cards a second
            move = policy.choose(session_of(app).view(), rng)
            if move is not None:
                session_of(app).submit(move)
    results = app.top
    assert isinstance(results, HandResultsScene)
    assert results.analysis is not None
    app.advance(1.0)  # the results ignore input for a moment after they open
    click(results.next_button.rect.center)
    app.step()
    assert type(app.top).__name__ == "TableScene" and session_of(app).table.hand == 2


def test_settings_in_the_app_apply_and_survive_a_restart(app: App, tmp_path: Path) -> None:
    scene = SettingsScene(app)
    app.push(scene)
    app.step()
    click(scene.symbols.rect.center)
    click(scene.mute.rect.center)
    app.step()
    assert app.settings.colour_blind_symbols and app.settings.muted
    renderer = blitz_ui(app).renderer()
    assert renderer.colour_blind and renderer.images.deck.variant == "colour_blind"
    saved = load_settings(tmp_path)[0]
    assert saved.colour_blind_symbols and saved.muted
    again = App((1280, 800), virtual_time=True, user_folder=tmp_path, sound=False,
                crash_screen=False)
    assert again.settings.colour_blind_symbols and again.settings.muted
    assert SettingsScene(again).mute.value is True
