"""The frame benchmarks: the main-thread CPU of every frame of a busy table against a bare
pygame-ce loop (``python -m game --bench-frames``), and the CPU of every frame around a hand's
end (``python -m game --bench-hand-end``).

The game's UI sets the table up (``GameUI.prepare_bench``: a match mid-hand with its strongest
bots thinking and cards moving) and returns a function that keeps it busy each frame; this
module times the frames (``time.thread_time``: other programs and threads do not count; wall
time beside it), sixty a second as the app shows them (``bench_anchor.rest``), and then, in
the same window, the bare loop of ``bench_anchor`` with as many card-sized sprites as the
table kept in flight. The targets (issue "light tables"): a table's CPU p50 at most
``RATIO_TARGET`` times the bare loop's (judged from 1920x1080 up, ``RATIO_FROM_PIXELS``), and
no frame over ``FRAME_TARGET_MS`` at every allowed window size. For the hand ends, a game UI
with ``bench_hand_end(hands)`` plays the hands and times each frame from the one in which a
hand ends to the next hand's first (main-thread CPU, and the whole process's, which includes
the record writer thread).
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.clock import FRAME_CPU_CLOCK
from game.ui.bench_anchor import rest
from game.ui.bench_steal import stolen_ms, stolen_since

if TYPE_CHECKING:
    from game.ui.flights import Flight
    from game.ui.table.scene import TableScene

RATIO_TARGET = 3.0
"""A table's CPU p50 may be at most this many times the bare loop's."""
FRAME_TARGET_MS = 8.0
"""No frame of a table may take more main-thread CPU than this."""
RATIO_FROM_PIXELS = 1920 * 1080
"""The ratio is judged at windows of this many pixels or more: in a smaller window the bare
loop costs a tenth of a millisecond, less than a third of one step of a thinking bot, so there
only the 8 ms bound says anything."""
WARM_UP_FRAMES = 3
"""Frames run before the timed ones (the benchmark's own first flights take off)."""


@dataclass(frozen=True)
class FrameFigures:
    """One game's busy table at one window size, against the bare loop at that size."""

    game_id: str
    size: tuple[int, int]
    cpu: list[float]
    """Main-thread CPU ms of each timed frame, sorted."""
    wall: list[float]
    """Wall ms of each timed frame, sorted."""
    anchor_cpu: float
    """The bare loop's CPU p50, ms."""
    sprites: int
    card: tuple[int, int]
    repaints: int
    """Frames in which the board's still layer was painted again (a move landed)."""
    anchor_top: tuple[float, int] = (0.0, 0)
    """The bare loop's slowest frame, ms, and its frames over ``FRAME_TARGET_MS``: the same
    work every frame, so what the machine adds to a frame on its own."""

    @property
    def ratio(self) -> float:
        return _at(self.cpu, 0.5) / max(self.anchor_cpu, 1e-6)

    @property
    def over(self) -> int:
        return sum(ms > FRAME_TARGET_MS for ms in self.cpu)

    @property
    def ratio_judged(self) -> bool:
        return self.size[0] * self.size[1] >= RATIO_FROM_PIXELS

    @property
    def met(self) -> bool:
        return (self.ratio <= RATIO_TARGET or not self.ratio_judged) and self.over == 0

    def lines(self) -> list[str]:
        cpu, wall = self.cpu, self.wall
        verdict = "meets the targets" if self.met else "MISSES the targets"
        return [
            f"  CPU  p50 {_at(cpu, 0.5):.2f} ms   p99 {_at(cpu, 0.99):.2f} ms   "
            f"max {cpu[-1]:.2f} ms   (wall p50 {_at(wall, 0.5):.2f}, max {wall[-1]:.2f})",
            f"  bare pygame-ce loop (felt + {self.sprites} cards of {self.card[0]}x"
            f"{self.card[1]}): CPU p50 {self.anchor_cpu:.2f} ms   ratio {self.ratio:.2f}",
            f"  the bare loop, the same work each frame: max {self.anchor_top[0]:.2f} ms, "
            f"{self.anchor_top[1]} frames over {FRAME_TARGET_MS:.0f} ms",
            f"  frames over {FRAME_TARGET_MS:.0f} ms CPU: {self.over} of {len(cpu)}   "
            f"still layer painted in {self.repaints}",
            f"  verdict: {verdict} (ratio <= {RATIO_TARGET:.0f} from 1920x1080 up"
            f"{'' if self.ratio_judged else ', not judged here'}, no frame over "
            f"{FRAME_TARGET_MS:.0f} ms)",
        ]


def default_sizes() -> list[tuple[int, int]]:
    """The smallest allowed window, 1920x1080 and the largest."""
    from game.ui.window import MAX_SIZE, MIN_SIZE

    return [MIN_SIZE, (1920, 1080), MAX_SIZE]


def run_frame_benchmarks(game_ids: Sequence[str] | None = None,
                         sizes: Sequence[tuple[int, int]] | None = None,
                         frames: int = 600, flying: int | None = None) -> int:
    """``--bench-frames``: every game (or ``game_ids``) at every size, then a summary table
    (``flying``: the cards kept in the air; None: each game's ``bench_flying``, its busy table;
    ``--flying 0`` times a table as its bots play it, without the benchmark's own cards)."""
    if game_ids is None:
        from game.core.registry import catalogue

        game_ids = [entry.id for entry in catalogue() if entry.playable]
    found: list[FrameFigures] = []
    for size in sizes or default_sizes():
        for game_id in game_ids:
            figures = measure(game_id, size, frames, flying)
            if figures is None:
                return 1
            found.append(figures)
    if len(found) > 1:
        print(*summary(found), sep="\n")
    return 0


def run_benchmark(game_id: str, size: tuple[int, int] = (1920, 1080), frames: int = 600,
                  flying: int | None = None) -> int:
    """One game's busy table at one size."""
    return run_frame_benchmarks([game_id], [size], frames, flying)


def measure(game_id: str, size: tuple[int, int], frames: int,
            flying: int | None = None) -> FrameFigures | None:
    """Time ``frames`` frames of ``game_id``'s busy table and the bare loop at ``size``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import App
    from game.ui.bench_anchor import run_anchor
    from game.ui.image_worker import WORKER

    app = App(size, fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    app.loop.think_clock = FRAME_CPU_CLOCK  # the bots think within the app's real budget
    app.loop.frame_clock = FRAME_CPU_CLOCK
    try:
        try:
            ui = app.game_ui(game_id)
            stir = ui.prepare_bench(ui.bench_flying if flying is None else flying)
        except RuntimeError as problem:
            print(problem)
            return None
        table = _TableWatch(app)
        for frame in range(WARM_UP_FRAMES):
            stir(frame)
            table.step(timed=False)
        WORKER.wait()  # the card images made ahead are ready (a table's first second is
        # what --bench-startup measures)
        stolen = stolen_ms()
        for frame in range(WARM_UP_FRAMES, WARM_UP_FRAMES + frames):
            stir(frame)
            table.step(timed=True)
        table_stolen, stolen = stolen_since(stolen), stolen_ms()
        anchor = run_anchor(app.screen, app.window.present, table.sprites(), table.card(), frames)
        anchor_stolen = stolen_since(stolen)
    finally:
        app.close()
    figures = FrameFigures(game_id, size, sorted(table.cpu), sorted(table.wall),
                           statistics.median(anchor.cpu), table.sprites(), table.card(),
                           table.repaints, (max(anchor.cpu), sum(
                               ms > FRAME_TARGET_MS for ms in anchor.cpu)))
    air = "cards in flight" if flying is None else f"at least {flying} cards in flight" \
        if flying else "only the bots' cards in flight"
    print(f"frame benchmark: {size[0]}x{size[1]}, {game_id} mid-hand, {air}, "
          f"the bots thinking, {frames} frames")
    print(*figures.lines(), sep="\n")
    if table_stolen is not None and anchor_stolen is not None:
        print(f"  the host took {table_stolen:.0f} ms of the processors during the table's "
              f"frames, {anchor_stolen:.0f} ms during the bare loop's (a virtual machine's "
              "steal: counted as the frames' CPU)")
    report = getattr(stir, "report", None)
    if callable(report):  # a game's own figures, e.g. its bots' steps
        for line in report():
            print(line)
    return figures


def fly_own(table: TableScene[Any, Any, Any, Any], flight: Flight[str]) -> None:
    """A card the busy table sends flying of its own, not a motion of the game's: a turn bot
    does not wait for it to land (it waits for the game's, as in play)."""
    table.session.unawaited.add(flight)
    table.fly(flight)


class _TableWatch:
    """Steps the app and keeps each frame's times, the cards in flight and the still layer's
    repaints; the bots think through the benchmark's own cards in flight (the worst frame:
    drawing and a bot's step at once), and a turn bot waits for the game's own to land, as
    in play (``fly_own``)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.cpu: list[float] = []
        self.wall: list[float] = []
        self.in_flight: list[int] = []
        self.cards: list[tuple[int, int]] = []
        self.repaints = 0
        self.session: object = None

    def step(self, timed: bool) -> None:
        from game.ui.table.scene import TableScene

        top = self.app.top
        paints = top.base.paints if isinstance(top, TableScene) else 0
        if isinstance(top, TableScene) and top.session is not self.session:
            self.session = top.session  # the benchmark's match (it may deal new hands)
        thread, started = time.thread_time(), time.perf_counter()
        self.app.step()
        cpu, wall = (time.thread_time() - thread) * 1000, (time.perf_counter() - started) * 1000
        rest(started)  # (the frames come at the app's rate, each on a table time of its own)
        if not timed:
            return
        self.cpu.append(cpu)
        self.wall.append(wall)
        if isinstance(top, TableScene):
            self.repaints += top.base.paints - paints
            flights = top.flights.flights
            self.in_flight.append(len(flights))
            self.cards += [(round(f.dst[2]), round(f.dst[3])) for f in flights]

    def sprites(self) -> int:
        return max(1, round(statistics.mean(self.in_flight))) if self.in_flight else 1

    def card(self) -> tuple[int, int]:
        if not self.cards:
            return (80, 112)
        return (round(statistics.median(w for w, _ in self.cards)),
                round(statistics.median(h for _, h in self.cards)))


def summary(found: Sequence[FrameFigures]) -> list[str]:
    """Every game at every size, one line each (main-thread CPU ms)."""
    lines = ["", "game           size        CPU p50    p99    max   bare p50  ratio  "
             "over 8 ms  verdict  (bare max, over 8 ms)"]
    for f in found:
        lines.append(f"{f.game_id:<14} {f.size[0]}x{f.size[1]:<6} {_at(f.cpu, 0.5):8.2f} "
                     f"{_at(f.cpu, 0.99):6.2f} {f.cpu[-1]:6.2f} {f.anchor_cpu:9.2f} "
                     f"{f.ratio:6.2f} {f.over:10d}  {'ok' if f.met else 'MISSED':7}  "
                     f"({f.anchor_top[0]:.2f}, {f.anchor_top[1]})")
    met = sum(f.met for f in found)
    lines.append(f"{met} of {len(found)} tables meet the targets (CPU p50 <= {RATIO_TARGET:.0f}x "
                 f"the bare loop from 1920x1080 up, no frame over {FRAME_TARGET_MS:.0f} ms CPU)")
    return lines


def _at(ordered: Sequence[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def run_hand_end_benchmark(game_id: str, size: tuple[int, int] = (1920, 1080),
                           hands: int = 10) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from pathlib import Path
    from tempfile import TemporaryDirectory

    from game.ui.app import App

    with TemporaryDirectory() as folder:
        app = App(size, fullscreen=False, virtual_time=True, user_folder=Path(folder),
                  sound=False, crash_screen=False)
        app.loop.think_clock = FRAME_CPU_CLOCK
        app.loop.frame_clock = FRAME_CPU_CLOCK
        app.data.close()
        from game.ui.user_data import UserData

        app.data = UserData(Path(folder), saving=True, background=True)  # as the real app
        bench = getattr(app.game_ui(game_id), "bench_hand_end", None)
        if bench is None:
            print(f"{game_id} has no hand-end benchmark")
            app.close()
            return 1
        found: list[list[tuple[str, float, float]]] = bench(hands)
        app.close()
    print(f"hand-end frames: {size[0]}x{size[1]}, {game_id}, {len(found)} hands; CPU ms of "
          "the main thread (whole process)")
    worst = [max(found_hand, key=lambda f: f[1]) for found_hand in found]
    for number, (hand, top) in enumerate(zip(found, worst, strict=True), start=1):
        marks = "  ".join(f"{label} {cpu:.1f} ({proc:.1f})" for label, cpu, proc in hand
                          if label != "banner")
        print(f"  hand {number:2d}: {len(hand)} frames, worst {top[0]} {top[1]:.2f} "
              f"({top[2]:.2f})   {marks}")
    every = sorted(cpu for hand in found for _, cpu, _ in hand)
    print(f"  all {len(every)} frames: p50 {statistics.median(every):.2f} ms   "
          f"max {every[-1]:.2f} ms")
    print(f"frames over 8 ms: {sum(cpu > 8 for cpu in every)} of {len(every)} "
          "(main-thread CPU; the target is 0)")
    return 0
