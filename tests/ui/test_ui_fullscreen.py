"""F11 / Alt+Enter: full screen fills the screen from its corner and windowed again comes back
at its size and place. Under the dummy video driver the calls and sizes can be checked, and a
display that keeps the old offset (X11 without a window manager) can be imitated; how a real
window manager places the window cannot be checked here."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
import ui.ui_support  # noqa: F401  (sets the dummy drivers first)

from game.ui.app import App
from game.ui.scenes.base import MenuScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App((900, 560), fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    app.push(app.title_scene())
    app.step()
    yield app
    app.close()


def _f11(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0,
                                         unicode="", scancode=0))
    app.step()


@pytest.fixture
def sticky_offset(monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple[int, int]]:
    """Imitate a display that keeps the window's offset when it goes full screen (X11 without
    a window manager): the window's position as that display would keep it, moved only by
    the app's own calls."""
    where = {"at": pygame.display.get_window_position()}

    def get_window_position() -> tuple[int, int]:
        return where["at"]

    def set_window_position(at: tuple[int, int]) -> None:
        centred = pygame.WINDOWPOS_CENTERED
        where["at"] = (100, 100) if at == (centred, centred) else (int(at[0]), int(at[1]))

    monkeypatch.setattr(pygame.display, "get_window_position", get_window_position)
    monkeypatch.setattr(pygame.display, "set_window_position", set_window_position)
    return where


def test_full_screen_fills_the_screen_from_its_corner_and_windowed_comes_back(
        app: App, sticky_offset: dict[str, tuple[int, int]]) -> None:
    pygame.display.set_window_position((300, 200))
    _f11(app)
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.fullscreen and app.size == tuple(desktop)
    assert pygame.display.get_window_position() == (0, 0)  # not left at (300, 200)
    assert isinstance(app.top, MenuScene) and app.top.size == tuple(desktop)  # laid out for it
    _f11(app)
    assert not app.fullscreen and app.size == (900, 560)
    assert pygame.display.get_window_position() == (300, 200)
    assert app.settings.fullscreen is False and app.settings.window_size == (900, 560)


def test_a_resized_window_comes_back_at_its_new_size(app: App) -> None:
    app.screen = pygame.display.set_mode((1000, 640), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640))
    app.step()
    _f11(app)
    assert app.fullscreen
    _f11(app)
    assert app.size == (1000, 640) and app.settings.window_size == (1000, 640)


def test_a_window_that_stood_off_screen_comes_back_centred(
        app: App, sticky_offset: dict[str, tuple[int, int]]) -> None:
    pygame.display.set_window_position((5000, 4000))
    _f11(app)
    _f11(app)
    x, y = pygame.display.get_window_position()
    desktop = pygame.display.get_desktop_sizes()[0]
    assert 0 <= x < desktop[0] and 0 <= y < desktop[1]
    assert (x, y) != (5000, 4000)


def test_alt_enter_does_the_same(app: App,
                                 sticky_offset: dict[str, tuple[int, int]]) -> None:
    pygame.display.set_window_position((120, 80))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                         mod=pygame.KMOD_LALT, unicode="\r", scancode=0))
    app.step()
    assert app.fullscreen and pygame.display.get_window_position() == (0, 0)
