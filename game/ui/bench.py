"""The frame benchmarks: p50/p99 frame times of a busy table (``python -m game --bench-frames``)
and the CPU of every frame around a hand's end (``python -m game --bench-hand-end``).

The game's UI sets the table up (``GameUI.prepare_bench``: a match mid-hand with cards moving)
and returns a function that keeps it busy each frame; this module only times the frames. For
the hand ends, a game UI with ``bench_hand_end(hands)`` plays the hands and times each frame
from the one in which a hand ends to the next hand's first (main-thread CPU, and the whole
process's, which includes the record writer thread).
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any


def run_benchmark(game_id: str, size: tuple[int, int] = (1920, 1080), frames: int = 600) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import App

    app = App(size, fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    try:
        stir = app.game_ui(game_id).prepare_bench()
    except RuntimeError as problem:
        print(problem)
        app.close()
        return 1
    times: list[float] = []
    for frame in range(frames):
        stir(frame)
        keep_bots_thinking(app)
        start = time.perf_counter()
        app.step()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p50 = statistics.median(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"frame benchmark: {size[0]}x{size[1]}, {game_id} mid-hand, cards in flight, "
          f"{frames} frames")
    print(f"  p50 {p50:.2f} ms   p99 {p99:.2f} ms   max {times[-1]:.2f} ms")
    report = getattr(stir, "report", None)
    if callable(report):  # a game's own figures, e.g. CPU per frame and per bot step
        for line in report():
            print(line)
    app.close()
    return 0


def keep_bots_thinking(app: Any) -> None:
    """At a real table a turn bot waits for the cards in flight to land; the benchmark keeps
    cards flying on purpose, so there the bots think and move through them (the worst frame:
    drawing and a bot's step at once)."""
    from game.ui.table.scene import TableScene

    top = app.top
    if isinstance(top, TableScene):
        top.session.turn_bots = False


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
