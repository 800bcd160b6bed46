"""A finished match leaves nothing behind: its session is collected once the next one starts."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import gc  # noqa: E402
import weakref  # noqa: E402

from game.dutch_blitz.ui import blitz_ui  # noqa: E402
from game.dutch_blitz.ui.session import MatchConfig  # noqa: E402
from game.ui.app import App  # noqa: E402


def test_a_finished_match_is_collected_after_the_next_one_starts() -> None:
    app = App((800, 500), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    try:
        ui = blitz_ui(app)
        ui.start_match(MatchConfig.quick(("casual",), seed=3, pace_scale=0.2))
        app.advance(2.0)
        first = weakref.ref(ui.session)
        scene = weakref.ref(app.top)
        ui.start_match(MatchConfig.quick(("casual",), seed=4, pace_scale=0.2))
        app.advance(2.0)
        gc.collect()
        assert first() is None and scene() is None
    finally:
        gc.unfreeze()
        app.close()
