"""Helpers for the table tests of every game on the shared table host: an app on the virtual
clock, a table opened at a chosen bot pace, the places the board drew, and posted clicks (one
module for every game; no tests of its own). Dutch Blitz's table tests also start a match from
its ``MatchConfig`` and look for deals by seed (``blitz_config``, ``seed_where``)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Callable, Iterator  # noqa: E402
from contextlib import contextmanager, nullcontext  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any, TypeVar  # noqa: E402

import pygame  # noqa: E402
from posted_events import drag as drag  # noqa: E402  (re-exported)
from posted_events import key as key  # noqa: E402  (re-exported)
from posted_events import post as post  # noqa: E402  (re-exported)

from game.core.options import OptionValue  # noqa: E402
from game.core.seats import SeatSpec  # noqa: E402
from game.dutch_blitz.rules.legal import legal_moves  # noqa: E402
from game.dutch_blitz.rules.moves import Play  # noqa: E402
from game.dutch_blitz.ui import blitz_ui  # noqa: E402
from game.dutch_blitz.ui.session import MatchConfig  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scene import Scene  # noqa: E402
from game.ui.table.flow import TableUI  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

B = TypeVar("B")

SLOW = 60.0
"""A bot pace that keeps the bots from acting for the first seconds."""
FAST = 0.05
BOT_NAMES = ("Anna", "Jakob", "Martha", "Levi", "Ruth", "Noah", "Esther")


def new_app(size: tuple[int, int] = (1280, 800), folder: Path | None = None) -> App:
    return App(size, fullscreen=False, virtual_time=True, user_folder=folder, sound=False,
               crash_screen=False)


def hosted_ui(app: App, game_id: str) -> TableUI[Any, Any, Any, Any]:
    ui = app.game_ui(game_id)
    assert isinstance(ui, TableUI), f"{game_id} is not on the table host"
    return ui


def open_table(app: App, game_id: str, seed: int, pace: float = SLOW, level: str = "casual",
               bots: int = 1, **options: OptionValue) -> TableScene[Any, Any, Any, Any]:
    """A new match of ``game_id``: you in seat 0, ``bots`` bots at ``level`` and ``pace``."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(BOT_NAMES[i], "bot", level)
                                          for i in range(bots)]
    ui = hosted_ui(app, game_id)
    ui.session = ui.new_session(seed, seats, options, pace_scale=pace)
    ui.show_table(ui.session)
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    return scene


def board_of(scene: TableScene[Any, Any, Any, Any], kind: type[B]) -> B:
    """The scene's board, checked to be a ``kind``."""
    board = scene.board
    assert isinstance(board, kind), f"the board is a {type(board).__name__}"
    return board


def view(scene: TableScene[Any, Any, Any, Any]) -> Any:
    """The player's view of the scene's table now."""
    return scene.session.view()


@contextmanager
def after_drawing(scene: TableScene[Any, Any, Any, Any],
                  look: Callable[[], None] = lambda: None) -> Iterator[list[bool]]:
    """While open, ``look()`` runs once each frame is drawn, before the bots act (they act
    after a frame's drawing, ``TableScene.late_update``, and what they do is drawn by the next
    frame); yields, frame by frame, whether what they did changed the table."""
    changed: list[bool] = []
    late_update = scene.late_update

    def look_then_act(spent: float) -> bool:
        look()
        changed.append(late_update(spent))
        return changed[-1]

    scene.late_update = look_then_act  # type: ignore[method-assign]
    try:
        yield changed
    finally:
        del scene.late_update


def step_drawn(app: App, scene: TableScene[Any, Any, Any, Any]) -> bool:
    """One frame; whether the window shows the table as it stands after it (``after_drawing``:
    nothing the bots did after the frame's drawing changed it)."""
    with after_drawing(scene) as changed:
        app.step()
    return not any(changed)


def centre(scene: TableScene[Any, Any, Any, Any], place: str) -> tuple[int, int]:
    """Where the board drew ``place`` last frame."""
    hits: dict[str, pygame.Rect] = getattr(scene.board, "last_hits", {})
    rect = hits.get(place)
    assert rect is not None, f"{place} is not on the table: {sorted(hits)}"
    return rect.center


def click(app: App, pos: tuple[int, int]) -> None:
    """A click, then past the double-click time."""
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step()
    app.advance(0.5)


def run_until(app: App, done: Callable[[], bool], seconds: float = 60.0) -> bool:
    """Frames on the virtual clock until ``done()`` (False if ``seconds`` pass first)."""
    for _ in range(round(seconds * 60)):
        if done():
            return True
        app.step()
    return done()


def my_turn(app: App, scene: TableScene[Any, Any, Any, Any], seconds: float = 60.0) -> bool:
    """Frames until the player may move at ``scene`` (moves listed, nothing in the air)."""
    def ready() -> bool:
        session = scene.session
        return (app.top is scene and not session.hand_over and bool(session.legal())
                and not scene.flights.busy())
    return run_until(app, ready, seconds)


# --- Dutch Blitz: a match from its MatchConfig, deals found by seed ---------------------------
def blitz_config(seed: int, *, pace: float = SLOW, ones: bool = False, target: int = 75,
                 levels: tuple[str, ...] = ("casual", "casual", "casual")) -> MatchConfig:
    """You against one bot per level, your 1s yours to play unless ``ones``."""
    return MatchConfig.quick(levels, seed=seed, target=target, auto_play_ones=ones,
                             pace_scale=pace)


def seed_where(wanted: Callable[[Play], bool]) -> tuple[int, Play]:
    """A seed whose first Dutch Blitz deal gives you a play ``wanted`` accepts."""
    for seed in range(1, 400):
        session = blitz_config(seed).session(time_source=lambda: 0.0)
        for move in legal_moves(session.view()):
            if isinstance(move, Play) and wanted(move):
                return seed, move
    raise AssertionError("no such deal in the first 400 seeds")


def start_blitz(app: App, config: MatchConfig) -> TableScene[Any, Any, Any, Any]:
    """A Dutch Blitz match from ``config`` at its table (one frame drawn)."""
    blitz_ui(app).start_match(config)
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    return scene


@contextmanager
def painted_whole(scene: Scene) -> Iterator[None]:
    """While inside, a table scene paints its still layer straight onto the surface it draws
    on, where its words and pixels can be watched, instead of blitting the layer it kept; it
    keeps its layer again after. Any other scene draws as it always does."""
    if not isinstance(scene, TableScene):
        yield
        return
    kept = scene.keep_base
    scene.keep_base = False
    try:
        yield
    finally:
        scene.keep_base = kept


def table_frame(scene: TableScene[Any, Any, Any, Any], keep: bool) -> bytes:
    """The table's frame as RGB bytes, drawn from its kept still layer (``keep``) or painted
    whole: a board's ``base_key`` is right when the two are always the same."""
    surface = pygame.Surface(scene.app.size)
    with nullcontext() if keep else painted_whole(scene):
        scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def window_at(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    """The window's pixels within ``rect`` as RGB bytes."""
    return pygame.image.tobytes(surface.subsurface(rect.clip(surface.get_rect())), "RGB")


def whole_at(scene: TableScene[Any, Any, Any, Any], rect: pygame.Rect) -> bytes:
    """The table painted whole (in a window of its own), within ``rect``: what a kept layer
    painted over a few frames must show there once settled."""
    whole = pygame.image.frombytes(table_frame(scene, keep=False), scene.app.size, "RGB")
    return window_at(whole, rect)
