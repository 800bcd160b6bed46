"""Opening a Dutch Blitz table: its first frame draws everything it shows, the rest of the card
images are made on the image thread, and none is rendered in the middle of play."""

from __future__ import annotations

import os
import threading
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from table_support import board_of

from game.dutch_blitz.ui import blitz_ui  # noqa: E402
from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.session import MatchConfig  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.art import CardArt  # noqa: E402
from game.ui.image_worker import WORKER
from game.ui.table.scene import TableScene  # noqa: E402


def _board(scene: TableScene[Any, Any, Any, Any]) -> BlitzBoard:
    return board_of(scene, BlitzBoard)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App((1024, 640), fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    yield app
    app.close()


def test_the_first_frame_shows_the_table_and_the_rest_is_made_off_the_frame(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    rendered: list[tuple[str, tuple[int, int]]] = []
    in_frames: list[str] = []
    original = CardArt._render_path

    def counting(self: CardArt, path: Path, size: tuple[int, int]) -> pygame.Surface | None:
        rendered.append((Path(path).name, size))
        if threading.current_thread() is threading.main_thread():
            in_frames.append(Path(path).name)
        return original(self, path, size)

    monkeypatch.setattr(CardArt, "_render_path", counting)
    app.art.clear_cache()
    blitz_ui(app).start_match(MatchConfig.quick(("casual", "casual", "casual"), seed=5,
                                                pace_scale=0.2))
    scene = app.top
    assert isinstance(scene, TableScene)
    app.step()
    first = len(in_frames)
    layout = _board(scene).layout
    assert layout is not None
    widths = {s.card[0] for s in layout.seats} | {layout.dutch_card[0]}
    everything = len(widths) * (40 + 4 + 1)
    assert 0 < first < everything // 2  # what the first frame shows, not every image
    # every pile's top card is on the felt in the first frame (nothing pops in later)
    assert pygame.transform.average_color(app.screen, layout.seats[0].blitz)[:3] != \
        pygame.transform.average_color(app.screen, pygame.Rect(2, 2, 6, 6))[:3]
    app.step()
    assert _board(scene).preload.jobs is None, "the rest went to the image thread"
    assert WORKER.wait()
    assert len(in_frames) == first, "no frame but the first rendered a card image"
    images = {(name, size) for name, size in rendered}
    faces = {name for name, _ in images if name.startswith("face_")}
    assert len(faces) == 40
    done = len(rendered)
    app.advance(3.0)  # bots play; every image they need is ready
    assert len(rendered) == done
    assert len(in_frames) == first


def test_a_new_window_size_prepares_that_sizes_images_the_same_way(app: App) -> None:
    blitz_ui(app).start_match(MatchConfig.quick(("casual",), seed=5, pace_scale=0.2))
    scene = app.top
    assert isinstance(scene, TableScene)
    app.advance(2.0)
    assert _board(scene).preload.jobs is None
    app.screen = pygame.display.set_mode((1280, 800))
    scene.resize((1280, 800))
    app.step()
    assert _board(scene).preload.jobs is not None
    app.advance(2.0)
    assert _board(scene).preload.jobs is None
