"""Start-up cost, measured in fresh processes: ``python -m game --bench-startup``.

Three figures, each the median of a few runs, in process CPU milliseconds (wall in brackets):
a bare pygame-ce window's first frame (the yardstick), the app's title screen's first frame
(from the same interpreter start), and the time from starting a four-seat table of the default
game to its first frame.
Targets: the title within 2x the bare window, the table within 300 ms CPU.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SIZE = (1280, 800)
RUNS = 3


def _bare() -> dict[str, float]:
    import pygame

    pygame.init()
    screen = pygame.display.set_mode(SIZE, pygame.RESIZABLE)
    screen.fill((20, 90, 60))
    pygame.display.flip()
    return {"first_frame": time.process_time(), "wall": time.perf_counter()}


def _app(folder: str) -> dict[str, float]:
    from game.ui.app import App

    app = App(SIZE, fullscreen=False, user_folder=Path(folder), sound=True, crash_screen=False)
    app.push(app.title_scene())
    app.step()
    title_cpu, title_wall = time.process_time(), time.perf_counter()
    from game.core.options import defaults
    from game.core.registry import DEFAULT_GAME, get_game
    from game.core.seats import SeatSpec

    game = get_game(DEFAULT_GAME)
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot {i}", "bot", game.default_level)
                                          for i in range(1, 4)]
    app.game_ui(game.id).start(1, seats, defaults(game.options))
    app.step()
    figures = {"first_frame": title_cpu, "wall": title_wall,
               "table_cpu": time.process_time() - title_cpu,
               "table_wall": time.perf_counter() - title_wall}
    app.close()
    return figures


def _child(part: str) -> None:
    wall_start = float(os.environ.get("BENCH_WALL_START", "0"))
    with tempfile.TemporaryDirectory() as folder:
        figures = _bare() if part == "bare" else _app(folder)
    figures["wall"] -= wall_start
    print(json.dumps(figures))


def _measure(part: str) -> dict[str, float]:
    env = dict(os.environ)
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")) and os.name != "nt" \
            and sys.platform != "darwin":
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    if env.get("SDL_VIDEODRIVER") == "dummy":
        env.setdefault("SDL_AUDIODRIVER", "dummy")
    done = subprocess.run([sys.executable, "-c", "import time, os, sys; "
                           "os.environ['BENCH_WALL_START'] = str(time.perf_counter()); "
                           "from game.ui.bench_startup import _child; _child(sys.argv[1])", part],
                          env=env, capture_output=True, text=True, check=True)
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def bench_startup(runs: int = RUNS) -> dict[str, float]:
    """The start-up figures (medians of ``runs`` fresh processes each), in milliseconds."""
    bare = [_measure("bare") for _ in range(runs)]
    app = [_measure("app") for _ in range(runs)]

    def ms(rows: list[dict[str, float]], key: str) -> float:
        return round(statistics.median(row[key] for row in rows) * 1000, 1)

    result = {"bare_first_frame_cpu_ms": ms(bare, "first_frame"),
              "title_first_frame_cpu_ms": ms(app, "first_frame"),
              "title_first_frame_wall_ms": ms(app, "wall"),
              "table_ready_cpu_ms": ms(app, "table_cpu"),
              "table_ready_wall_ms": ms(app, "table_wall")}
    result["title_vs_bare"] = round(result["title_first_frame_cpu_ms"]
                                    / max(1e-9, result["bare_first_frame_cpu_ms"]), 2)
    return result


def main() -> int:
    result = bench_startup()
    for key, value in result.items():
        print(f"{key:28s} {value}")
    ok = result["title_vs_bare"] <= 2.0 and result["table_ready_cpu_ms"] <= 300
    print("targets (title <= 2x bare, table <= 300 ms CPU):", "met" if ok else "not met")
    return 0
