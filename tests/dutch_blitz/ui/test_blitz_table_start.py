"""Opening a Dutch Blitz table: its first frame draws everything it shows, the rest of the card
images follow a few per frame, and none is rendered in the middle of play."""

from __future__ import annotations

import os
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
from game.dutch_blitz.ui.preload import PRELOAD_PER_FRAME  # noqa: E402
from game.dutch_blitz.ui.session import MatchConfig  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.art import CardArt  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402


def _board(scene: TableScene[Any, Any, Any, Any]) -> BlitzBoard:
    return board_of(scene, BlitzBoard)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App((1024, 640), fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    yield app
    app.close()


def test_the_first_frame_shows_the_table_and_the_rest_follows_a_few_images_a_frame(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    rendered: list[tuple[str, tuple[int, int]]] = []
    original = CardArt._render_path

    def counting(self: CardArt, path: Path, size: tuple[int, int]) -> pygame.Surface | None:
        rendered.append((Path(path).name, size))
        return original(self, path, size)

    monkeypatch.setattr(CardArt, "_render_path", counting)
    app.art.clear_cache()
    blitz_ui(app).start_match(MatchConfig.quick(("casual", "casual", "casual"), seed=5,
                                                pace_scale=0.2))
    scene = app.top
    assert isinstance(scene, TableScene)
    app.step()
    first = len(rendered)
    layout = _board(scene).layout
    assert layout is not None
    widths = {s.card[0] for s in layout.seats} | {layout.dutch_card[0]}
    everything = len(widths) * (40 + 4 + 1)
    assert 0 < first < everything // 2  # what the first frame shows, not every image
    # every pile's top card is on the felt in the first frame (nothing pops in later)
    assert pygame.transform.average_color(app.screen, layout.seats[0].blitz)[:3] != \
        pygame.transform.average_color(app.screen, pygame.Rect(2, 2, 6, 6))[:3]
    app.step()
    assert len(rendered) - first <= PRELOAD_PER_FRAME
    frames = 0
    while _board(scene).preload.jobs is not None:
        app.step()
        frames += 1
        assert frames < 2 * everything  # it finishes
    images = {(name, size) for name, size in rendered}
    faces = {name for name, _ in images if name.startswith("face_")}
    assert len(faces) == 40
    done = len(rendered)
    app.advance(3.0)  # bots play; every image they need is ready
    assert len(rendered) == done


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
