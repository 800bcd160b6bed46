"""Helpers for the Blitz (31) table tests: an app on the virtual clock, a table started with
chosen seats, posted mouse and key events, and waiting for your turn (no tests of its own)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Callable  # noqa: E402

from posted_events import click, drag, key, post  # noqa: F401  (re-exported)

from game.core.seats import SeatSpec  # noqa: E402
from game.thirty_one.rules.state import View  # noqa: E402
from game.thirty_one.ui import thirty_one_ui  # noqa: E402
from game.thirty_one.ui.session import HUMAN, MatchConfig, Session  # noqa: E402
from game.thirty_one.ui.table_scene import TableScene  # noqa: E402
from game.ui.app import App  # noqa: E402

FAST = 0.05
"""Bot pace scale for tests: a bot decides in a small fraction of a second."""


def make_app(size: tuple[int, int] = (1024, 640)) -> App:
    return App(size, fullscreen=False, virtual_time=True, user_folder=None, sound=False,
               crash_screen=False)


def seats(count: int, level: str = "casual") -> tuple[SeatSpec, ...]:
    return (SeatSpec("You", "human"),) + tuple(
        SeatSpec(f"Bot {i}", "bot", level) for i in range(1, count))


def start(app: App, count: int = 4, seed: int = 3, pace: float = FAST,
          **options: object) -> TableScene:
    config = MatchConfig(seed, seats(count), dict(options), pace)  # type: ignore[arg-type]
    thirty_one_ui(app).start_match(config)
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    return scene


def view(scene: TableScene) -> View:
    return scene.session.view()


def run_until(app: App, done: Callable[[], bool], seconds: float = 60.0) -> bool:
    for _ in range(round(seconds * 60)):
        if done():
            return True
        app.step()
    return done()


def my_turn(app: App, scene: TableScene, seconds: float = 60.0) -> bool:
    """Step until it is your turn to draw with nothing in the air."""
    def ready() -> bool:
        if app.top is not scene or scene.session.hand_over:
            return False
        v = view(scene)
        return v.to_play == HUMAN and v.phase == "draw" and not scene.flights.busy()
    return run_until(app, ready, seconds)


def play_out(session: Session) -> None:
    """Finish the session's match at once, your seat played by the greedy baseline."""
    from game.bots.headless import run_hand
    from game.thirty_one.definition import GAME

    while not session.match.over:
        if session.table is None or session.table.over:
            session.start_next_hand()
        if session.hand_over or session.scheduler is None:
            continue
        levels: list[str | None] = [None] * session.seat_count
        levels[HUMAN] = "greedy"
        mine = GAME.make_bots(session.match, session.table, levels)
        session.scheduler.agents = sorted([*session.scheduler.agents, *mine],
                                          key=lambda agent: agent.seat)
        run_hand(session.scheduler)
