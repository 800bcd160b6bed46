"""Helpers for playing Dutch Blitz at the app's table with posted events: a quiet app, seeded
deals, drags, clicks and keys (read from ``event.pos`` by the table, as the real mouse is).

Runs under SDL's dummy video and audio drivers on the app's virtual clock (one exact 1/60 s
step per frame), so every run is the same.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from posted_events import click, drag, key, post  # noqa: E402,F401  (re-exported)

from game.dutch_blitz.rules.legal import legal_moves  # noqa: E402
from game.dutch_blitz.rules.moves import Play  # noqa: E402
from game.dutch_blitz.ui import blitz_ui  # noqa: E402
from game.dutch_blitz.ui.session import HUMAN, MatchConfig  # noqa: E402
from game.dutch_blitz.ui.table_scene import TableScene  # noqa: E402
from game.ui.app import App  # noqa: E402

SLOW = 60.0
"""Bot pace scale that keeps the bots out of the way for the first seconds."""


def make_app() -> App:
    """A 1280x800 app on a virtual clock, without sound, a user folder or a crash screen."""
    return App((1280, 800), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
               crash_screen=False)


def config(seed: int, *, pace: float = SLOW, ones: bool = False, target: int = 75,
           levels: tuple[str, ...] = ("casual", "casual", "casual")) -> MatchConfig:
    return MatchConfig.quick(levels, seed=seed, target=target, auto_play_ones=ones,
                             pace_scale=pace)


def seed_where(wanted: object) -> tuple[int, Play]:
    """A seed whose first deal gives the human a play ``wanted(move)`` accepts."""
    for seed in range(1, 400):
        session = config(seed).session(time_source=lambda: 0.0)
        for move in legal_moves(session.view()):
            if isinstance(move, Play) and wanted(move):  # type: ignore[operator]
                return seed, move
    raise AssertionError("no such deal in the first 400 seeds")


def start(app: App, cfg: MatchConfig) -> TableScene:
    blitz_ui(app).start_match(cfg)
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    return scene


def top_centre(scene: TableScene, place: str) -> tuple[int, int]:
    state = scene.session.state
    assert state is not None and scene.layout is not None
    return scene.renderer.top_rect(scene.layout, state, f"{HUMAN}:{place}").center


