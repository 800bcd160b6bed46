"""The frame benchmark: p50/p99 frame times of a busy table (``python -m game --bench-frames``).

The game's UI sets the table up (``GameUI.prepare_bench``: a match mid-hand with cards moving)
and returns a function that keeps it busy each frame; this module only times the frames.
"""

from __future__ import annotations

import os
import statistics
import time


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
        start = time.perf_counter()
        app.step()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p50 = statistics.median(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"frame benchmark: {size[0]}x{size[1]}, {game_id} mid-hand, cards in flight, "
          f"{frames} frames")
    print(f"  p50 {p50:.2f} ms   p99 {p99:.2f} ms   max {times[-1]:.2f} ms")
    app.close()
    return 0
