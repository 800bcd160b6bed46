"""The frame benchmark's busy Blitz (31) table: eight seats mid-hand with Master bots thinking,
cards kept in flight.

Plays a seeded match until a bot seat is thinking (your seat plays the greedy way when its turn
comes, so the table never waits), renders the card images first, then every frame keeps a few
cards in the air while the bots think and move. The returned stirrer also times, in the frame
thread's CPU time (other programs, and the image thread making pictures ahead, do not count),
every frame and every bot step inside one;
``report()`` gives those figures for the benchmark to print.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from game.core.seats import SeatSpec
from game.thirty_one.bots.factory import policy_for
from game.thirty_one.rules.state import Discard, Draw, Knock
from game.thirty_one.ui.images import DECK
from game.thirty_one.ui.session import HUMAN, i_am_out
from game.ui.bench import fly_own
from game.ui.sprites import Flight, box

SEATS = 8
WARM_UP_FRAMES = 2

def prepare(ui: object, least: int) -> Callable[[int], None]:
    """Set the busy table up on ``ui``'s app; the per-frame function that keeps it busy
    (at least ``least`` cards in the air, its own added while the bots' are fewer)."""
    import random

    from game.thirty_one.ui.board import ThirtyOneBoard
    from game.thirty_one.ui.game_ui import ThirtyOneUI
    from game.ui.app import App
    from game.ui.table.scene import TableScene

    assert isinstance(ui, ThirtyOneUI)
    app = ui.services
    assert isinstance(app, App)
    seats = (SeatSpec("You", "human"),) + tuple(
        SeatSpec(f"Bot {i}", "bot", "master") for i in range(1, SEATS))
    session = ui.new_session(11, seats, {"tokens": 6}, pace_scale=0.3)
    ui.session = session
    ui.show_table(session)
    images = ui.painter().images
    while images.render_some(most=len(images.deck.card_ids)):  # before the timed frames
        pass
    rng = random.Random(11)

    def play_for_me() -> None:
        _play_greedily(session, rng)

    timer = StepTimer()
    for _ in range(WARM_UP_FRAMES):  # the first frames draw and cache the table's pictures
        play_for_me()
        app.step()

    def stir(frame: int) -> None:
        play_for_me()
        table = app.top
        if not isinstance(table, TableScene) or table.table is not session.table:
            ui.show_table(session)  # the next hand's table (past the showdown)
            table = app.top
        assert isinstance(table, TableScene) and isinstance(table.board, ThirtyOneBoard)
        timer.watch(session.scheduler)
        if len(table.flights) >= least:
            return
        layout = table.board.layout
        pod = layout.pods[frame % len(layout.pods)]
        fly_own(table, Flight(None, DECK, box(layout.stock), box(pod.card_rects(3)[-1]),
                              table.anim, 0.3, lift=layout.stock.height * 0.1))

    return Stirrer(stir, timer)


def _play_greedily(session: Any, rng: Any) -> None:
    """Your seat's move the greedy way when it is your turn (the next hand when one is over), so
    the busy table never waits for you."""
    from game.bots.turn import Decision

    if session.hand_over:
        if not session.over and not i_am_out(session):
            session.next_hand()
        return
    if session.view().to_play != HUMAN:
        return
    think = policy_for("greedy")(session.view(), rng)
    try:
        while True:
            next(think)
    except StopIteration as done:
        decision: Decision = done.value
        move = decision.move
        if isinstance(move, (Draw, Discard, Knock)):
            session.submit(move)


class TimedSeat:
    """A bot seat whose scheduler steps are timed in CPU time; otherwise the seat it wraps."""

    def __init__(self, agent: Any, steps: list[float]) -> None:
        self.agent = agent
        self.seat: int = agent.seat
        self.level: str | None = agent.level
        self.steps = steps

    @property
    def thinking(self) -> bool:
        return bool(getattr(self.agent, "thinking", False))

    def due(self) -> float | None:
        due: float | None = self.agent.due()
        return due

    def step(self, t: float) -> Sequence[Any]:
        started = time.thread_time()
        attempts: Sequence[Any] = self.agent.step(t)
        self.steps.append((time.thread_time() - started) * 1000)
        return attempts


class StepTimer:
    """Wraps the bot seats of each new hand's scheduler and keeps every step's CPU ms."""

    def __init__(self) -> None:
        self.steps: list[float] = []
        self._seen: object = None

    def watch(self, scheduler: Any) -> None:
        if scheduler is None or scheduler is self._seen:
            return
        self._seen = scheduler
        scheduler.agents = [TimedSeat(agent, self.steps) for agent in scheduler.agents]


class Stirrer:
    """The per-frame function; it also measures each frame's CPU time (from the end of one
    call to the start of the next: the app's frame in between)."""

    def __init__(self, stir: Callable[[int], None], timer: StepTimer) -> None:
        self._stir = stir
        self.timer = timer
        self.frames: list[float] = []
        self.thinking: list[float] = []
        self._left: float | None = None
        self._steps = 0

    def __call__(self, frame: int) -> None:
        now = time.thread_time()
        if self._left is not None:
            spent = (now - self._left) * 1000
            self.frames.append(spent)
            if len(self.timer.steps) > self._steps:
                self.thinking.append(spent)
        self._steps = len(self.timer.steps)
        self._stir(frame)
        self._left = time.thread_time()

    def report(self) -> list[str]:
        """The frames' and the bot steps' CPU figures, one line each."""
        frames, steps = sorted(self.frames), sorted(self.timer.steps)
        if not frames or not steps:
            return ["  no frame or bot step timed"]
        return [
            f"  CPU per frame: p50 {_at(frames, 0.5):.2f} ms   p99 {_at(frames, 0.99):.2f} ms"
            f"   max {frames[-1]:.2f} ms",
            f"  frames with a bot step: {len(self.thinking)}, max "
            f"{max(self.thinking, default=0.0):.2f} ms CPU",
            f"  bot steps (Master seats): {len(steps)}, p99 {_at(steps, 0.99):.2f} ms"
            f"   longest {steps[-1]:.2f} ms CPU",
        ]


def _at(ordered: list[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]
