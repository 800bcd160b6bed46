"""What a screen left alone costs: ``python -m game --bench-idle``.

For the title, a game's setup screen, Settings and every playable game's table waiting for the
player, the app runs its real loop (real time, as a player has it) for ``SECONDS`` after the
screen has settled, and the process's CPU time over that wall time is printed: the share of
one core the screen keeps busy while nobody touches it, and how many frames it drew. A table
settles once its deal has landed, its clock runs (a start peek is over) and every bot waits for
the player; a real-time table whose bots keep playing (Dutch Blitz) never waits, and is
measured as it plays. The target is at most ``TARGET`` of one core on every still screen.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ui.app import App

SECONDS = 10.0
"""Wall seconds measured on each screen."""
SETTLE_SECONDS = 1.0
"""Wall seconds a menu screen runs before it is measured (its first frames)."""
TABLE_SETTLE_LIMIT = 20.0
"""A table is measured once every bot waits, or after this many seconds of it in any case."""
TARGET = 0.03
"""The most CPU a still screen may use: this share of one core."""


def _run_for(app: App, seconds: float, done: Callable[[App], bool] | None = None) -> None:
    """Run the app's own loop for ``seconds`` of wall time (or until ``done``)."""
    end = time.perf_counter() + seconds
    app.run(until=lambda a: time.perf_counter() >= end or (done is not None and done(a)))


def _waiting(app: App) -> bool:
    """The top scene is a table on which no bot has anything to do until the player acts."""
    top: Any = app.top
    session = getattr(top, "session", None)
    scheduler = getattr(session, "scheduler", None)
    flights = getattr(top, "flights", None)
    if session is None or scheduler is None or flights is None or flights.busy():
        return False
    return not session.clock.paused and scheduler.next_due() is None


def _measure(app: App, name: str, rows: list[tuple[str, float, float, int, str]],
             note: str = "") -> None:
    drawn, cpu, wall = app.drawn, time.process_time(), time.perf_counter()
    _run_for(app, SECONDS)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    rows.append((name, wall, cpu, app.drawn - drawn, note))


def _menus(app: App, game_ids: list[str], rows: list[tuple[str, float, float, int, str]]) -> None:
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.setup import SetupScene

    app.reset_to(app.title_scene())
    _run_for(app, SETTLE_SECONDS * 3)  # the title paints its game pictures first
    _measure(app, "title", rows)
    for game_id in game_ids:
        app.push(SetupScene(app, game_id))
        _run_for(app, SETTLE_SECONDS)
        _measure(app, f"setup: {game_id}", rows)
        app.pop()
    app.push(SettingsScene(app))
    _run_for(app, SETTLE_SECONDS)
    _measure(app, "settings", rows)
    app.pop()


def _tables(app: App, game_ids: list[str], rows: list[tuple[str, float, float, int, str]]) -> None:
    from game.core.options import defaults
    from game.core.registry import get_game
    from game.core.seats import SeatSpec

    for game_id in game_ids:
        game = get_game(game_id)
        seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot {i}", "bot", game.default_level)
                                              for i in range(1, game.seats.default)]
        app.game_ui(game_id).start(1, seats, defaults(game.options))
        began = time.perf_counter()
        _run_for(app, TABLE_SETTLE_LIMIT, _waiting)
        waited = time.perf_counter() - began
        note = "waits for the player" if _waiting(app) else "bots still playing"
        _measure(app, f"table: {game_id}", rows, f"{note} (settled in {waited:.1f} s)")
        app.to_title()


def bench_idle(games: list[str] | None = None) -> list[tuple[str, float, float, int, str]]:
    """(screen, wall seconds, CPU seconds, frames drawn, note) for every screen measured."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import App

    rows: list[tuple[str, float, float, int, str]] = []
    with TemporaryDirectory() as folder:
        app = App((1280, 800), fullscreen=False, user_folder=Path(folder), sound=False,
                  crash_screen=False)
        try:
            ids = games or [entry.id for entry in app.playable_games()]
            _menus(app, ids, rows)
            _tables(app, ids, rows)
        finally:
            app.close()
    return rows


def main(games: list[str] | None = None) -> int:
    rows = bench_idle(games)
    print(f"idle screens: {SECONDS:.0f} s each, 1280x800, "
          f"{os.environ.get('SDL_VIDEODRIVER', '?')} video driver; process CPU over wall time")
    print(f"  {'screen':26s} {'wall s':>7s} {'CPU s':>7s} {'core':>7s} {'frames':>7s}")
    for name, wall, cpu, drawn, note in rows:
        print(f"  {name:26s} {wall:7.2f} {cpu:7.3f} {cpu / wall:7.1%} {drawn:7d}  {note}")
    still = [row for row in rows if "bots still playing" not in row[4]]
    over = [row[0] for row in still if row[2] / row[1] > TARGET]
    print(f"target (still screens at most {TARGET:.0%} of one core):",
          "met" if not over else "not met: " + ", ".join(over))
    return 0
