"""Crisp on HiDPI screens: the drawable, the layout's scale and mouse positions agree at 1x,
1.5x and 2x (the scale factor is simulated: the test display has no real HiDPI screen)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.scenes.setup import SetupScene  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.svg_render import has_display, note_window_surface  # noqa: E402
from game.ui.widgets import ui_scale  # noqa: E402
from game.ui.window import layout_scale, map_pointer, pixel_ratio, to_drawable  # noqa: E402

RATIOS = (1.0, 1.5, 2.0)


@pytest.mark.parametrize("ratio", RATIOS)
@pytest.mark.parametrize("window", [(1024, 640), (1280, 800), (1920, 1080)])
def test_drawable_and_layout_scale_agree(ratio: float, window: tuple[int, int]) -> None:
    drawable = (int(window[0] * ratio), int(window[1] * ratio))
    assert pixel_ratio(window, drawable) == ratio
    # the scenes lay out from the drawable they are given: the same scale, real pixels
    assert layout_scale(window, drawable) == pytest.approx(ui_scale(drawable))
    assert layout_scale(window, drawable) == pytest.approx(ui_scale(window) * ratio)
    corner = (window[0] - 1, window[1] - 1)
    assert to_drawable(corner, ratio)[0] < drawable[0]
    assert to_drawable(corner, ratio)[1] < drawable[1]


def test_unknown_sizes_mean_no_scaling() -> None:
    assert pixel_ratio((0, 0), (800, 500)) == 1.0
    assert pixel_ratio((800, 500), (0, 0)) == 1.0


def test_only_pointer_events_are_mapped() -> None:
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 50), button=1)
    assert map_pointer(click, 2.0).pos == (200, 100)
    assert map_pointer(click, 2.0).button == 1
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(3, -2), buttons=(0, 0, 0))
    assert map_pointer(motion, 1.5).rel == (4, -3)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)
    assert map_pointer(key, 2.0) is key


@pytest.fixture
def app() -> Iterator[App]:
    app = App((1024, 640), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False, high_dpi=False)
    yield app
    app.close()


def simulate_scale(app: App, ratio: float) -> None:
    """What a HiDPI window gives the app: a drawable ``ratio`` times the window's size."""
    w, h = app.window_size
    app.screen = pygame.Surface((int(w * ratio), int(h * ratio)))
    app.pixel_ratio = ratio
    for scene in app.scenes:
        scene.resize(app.size)


@pytest.mark.parametrize("ratio", RATIOS)
def test_a_click_at_a_scaled_position_hits_the_right_widget(app: App, ratio: float) -> None:
    app.push(TitleScene(app))
    simulate_scale(app, ratio)
    title = app.top
    assert isinstance(title, TitleScene)
    assert app.window_size == (1024, 640)
    assert title.style.scale == pytest.approx(layout_scale(app.window_size, app.size))
    tile = title.tiles["dutch"]
    # the tile is laid out in drawable pixels; the mouse reports window units
    x, y = tile.rect.center
    at = (round(x / ratio), round(y / ratio))
    assert to_drawable(at, ratio) != at or ratio == 1.0
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        fields = {"pos": at, "button": 1} if kind != pygame.MOUSEMOTION else \
            {"pos": at, "rel": (0, 0), "buttons": (0, 0, 0)}
        pygame.event.post(pygame.event.Event(kind, fields))
    app.step()
    top = app.top
    assert isinstance(top, SetupScene) and top.game.id == "dutch"
    app.step()  # and the setup screen draws at the drawable's size
    assert app.size == (int(1024 * ratio), int(640 * ratio))


def test_the_window_api_path_opens_and_draws(tmp_path: object) -> None:
    app = App((900, 560), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False, high_dpi=True)
    try:
        assert app.window.sdl_window is not None
        assert app.window_size == (900, 560)
        assert app.pixel_ratio == pixel_ratio(app.window.sdl_window.size, app.size)
        assert has_display()  # art is converted for fast blits on this path too
        app.push(TitleScene(app))
        app.step()
    finally:
        app.close()
        note_window_surface(False)


def test_windows_keeps_its_dpi_awareness_hint(app: App) -> None:
    assert os.environ.get("SDL_WINDOWS_DPI_AWARENESS")
