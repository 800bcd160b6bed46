"""Start-up cost, measured in fresh processes: ``python -m game --bench-startup``.

Figures in process CPU milliseconds (wall where named), each the median of a few fresh runs:
a bare pygame-ce window's first frame (the yardstick), the app's title screen's first frame
(both from the interpreter's start), the title settling (its game pictures painted and the
sound effects made, a few milliseconds a frame after the first frames), the longest frame of the
title's first second after its first (the worst of the runs; main-thread CPU), and each game's
table (``--game NAME``: that one; else every game with a table, each in its own fresh process)
at its default seat count from the player's choice to its first frame, with the card images
rendered for that frame (a table renders what its first frame shows, the rest after it).
Targets: the title within 2x the bare window, no title frame after the first over 16 ms, every
table within 300 ms CPU.

Both sides run with their modules' bytecode already compiled, as an installed app has it (a
first, uncounted run of each fills a private bytecode cache). The same figures with nothing
compiled (every module, pygame's too, compiled from source) follow as the "cold" lines.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

SIZE = (1280, 800)
RUNS = 5
SETTLE_FRAMES = 300
"""At most this many frames for the title to paint its game pictures and make its sounds."""
FIRST_SECOND = 60
"""The title's first second: this many frames after its first (at 60 frames a second)."""


def _bare() -> dict[str, float]:
    import pygame

    pygame.init()
    screen = pygame.display.set_mode(SIZE, pygame.RESIZABLE)
    screen.fill((20, 90, 60))
    pygame.display.flip()
    return {"first_frame": time.process_time(), "wall": time.perf_counter()}


def _app(folder: str, game_id: str) -> dict[str, float]:
    from game.ui.app import App
    from game.ui.svg_render import SvgFiles

    app = App(SIZE, fullscreen=False, user_folder=Path(folder), sound=True, crash_screen=False)
    app.push(app.title_scene())
    app.step()
    title_cpu, title_wall = time.process_time(), time.perf_counter()
    from game.ui.scenes.title import TitleScene

    title = app.top
    assert isinstance(title, TitleScene)
    longest = 0.0
    for frame in range(SETTLE_FRAMES):  # the pictures painted and the sounds made, as by
        tiles = title.tiles.values()  # the time a player has chosen a game
        if frame >= FIRST_SECOND and all(tile.has_picture(title.style) for tile in tiles) \
                and not app.warming:
            break
        began = time.thread_time()
        app.step()
        if frame < FIRST_SECOND:  # the longest frame of the title's first second
            longest = max(longest, time.thread_time() - began)
    settled_cpu = time.process_time()
    from game.core.options import defaults
    from game.core.registry import DEFAULT_GAME, get_game
    from game.core.seats import SeatSpec

    game = get_game(game_id or DEFAULT_GAME)
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot {i}", "bot", game.default_level)
                                          for i in range(1, game.seats.default)]
    renders = [0]
    render = SvgFiles.render

    def counted(files: SvgFiles, path: Path, size: tuple[int, int]) -> object:
        renders[0] += 1
        return render(files, path, size)

    SvgFiles.render = counted  # type: ignore[assignment,method-assign]
    table_cpu, table_wall = time.process_time(), time.perf_counter()
    app.game_ui(game.id).start(1, seats, defaults(game.options))
    app.step()
    figures = {"first_frame": title_cpu, "wall": title_wall,
               "settle_cpu": settled_cpu - title_cpu, "longest_title_frame": longest,
               "table_cpu": time.process_time() - table_cpu,
               "table_wall": time.perf_counter() - table_wall, "table_renders": renders[0]}
    SvgFiles.render = render  # type: ignore[method-assign]
    app.close()
    return figures


def _child(part: str) -> None:
    """One fresh process's figures: ``part`` is "bare", or "app:GAME"."""
    wall_start = float(os.environ.get("BENCH_WALL_START", "0"))
    with tempfile.TemporaryDirectory() as folder:
        figures = _bare() if part == "bare" else _app(folder, part.removeprefix("app:"))
    figures["wall"] -= wall_start
    print(json.dumps(figures))


def _environment(bytecode: str | None) -> dict[str, str]:
    """The children's environment: a private bytecode cache at ``bytecode`` (None: none)."""
    env = dict(os.environ)
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")) and os.name != "nt" \
            and sys.platform != "darwin":
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    if env.get("SDL_VIDEODRIVER") == "dummy":
        env.setdefault("SDL_AUDIODRIVER", "dummy")
    if bytecode is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="bench-nocache-")
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = bytecode
    return env


def _measure(part: str, env: dict[str, str]) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", "import time, os, sys; "
                           "os.environ['BENCH_WALL_START'] = str(time.perf_counter()); "
                           "from game.ui.bench_startup import _child; _child(sys.argv[1])", part],
                          env=env, capture_output=True, text=True, check=True)
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def _ms(rows: list[dict[str, float]], key: str) -> float:
    return round(statistics.median(row[key] for row in rows) * 1000, 1)


def _figures(bare: list[dict[str, float]],
             tables: dict[str, list[dict[str, float]]]) -> dict[str, float]:
    """The title's figures from every app run, each table's from its own game's runs."""
    app = [row for rows in tables.values() for row in rows]
    result = {"bare_first_frame_cpu_ms": _ms(bare, "first_frame"),
              "title_first_frame_cpu_ms": _ms(app, "first_frame"),
              "title_first_frame_wall_ms": _ms(app, "wall"),
              "title_settled_cpu_ms": _ms(app, "settle_cpu"),
              "title_longest_frame_cpu_ms": round(max(row["longest_title_frame"]
                                                      for row in app) * 1000, 1)}
    for game_id, rows in tables.items():
        result[f"table_ready_cpu_ms[{game_id}]"] = _ms(rows, "table_cpu")
        result[f"table_ready_wall_ms[{game_id}]"] = _ms(rows, "table_wall")
        result[f"table_renders[{game_id}]"] = max(row["table_renders"] for row in rows)
    result["table_ready_cpu_ms"] = max(_ms(rows, "table_cpu") for rows in tables.values())
    result["title_vs_bare"] = round(result["title_first_frame_cpu_ms"]
                                    / max(1e-9, result["bare_first_frame_cpu_ms"]), 2)
    return result


def table_games() -> list[str]:
    """Every registered game with a table."""
    from game.core.registry import all_games

    return [game.id for game in all_games() if game.ui_module is not None]


def bench_startup(runs: int = RUNS, cold: bool = False,
                  games: Sequence[str] | None = None) -> dict[str, float]:
    """The start-up figures (medians of ``runs`` fresh processes each), in milliseconds, with
    the table of each of ``games`` (None: every game with a table; the key names the game)
    and the slowest of them as ``table_ready_cpu_ms``; ``cold``: with no compiled bytecode."""
    games = list(games) if games else table_games()
    with tempfile.TemporaryDirectory(prefix="bench-bytecode-") as cache:
        env = _environment(None if cold else cache)
        if not cold:  # fill the cache; not counted
            _measure("bare", env)
            _measure(f"app:{games[0]}", env)
        bare: list[dict[str, float]] = []
        tables: dict[str, list[dict[str, float]]] = {game_id: [] for game_id in games}
        for _ in range(runs):  # interleaved, so a busy spell hits both sides alike
            bare.append(_measure("bare", env))
            for game_id in games:
                tables[game_id].append(_measure(f"app:{game_id}", env))
        result = _figures(bare, tables)
        ratios = [a["first_frame"] / max(1e-9, b["first_frame"])  # each run against its bare
                  for b, a in zip(bare, tables[games[0]], strict=True)]
        result["title_vs_bare_best"] = round(min(ratios), 2)
        result["title_vs_bare_worst"] = round(max(ratios), 2)
        return result


def main(games: Sequence[str] | None = None) -> int:
    result = bench_startup(games=games)
    for key, value in result.items():
        print(f"{key:36s} {value}")
    cold = bench_startup(runs=3, cold=True, games=games)
    print("cold (nothing compiled):   " + "   ".join(
        f"{key} {value}" for key, value in cold.items()
        if key in ("bare_first_frame_cpu_ms", "title_first_frame_cpu_ms", "title_vs_bare")
        or key.startswith("table_ready_cpu_ms")))
    ok = result["title_vs_bare"] <= 2.0 and result["table_ready_cpu_ms"] <= 300 \
        and result["title_longest_frame_cpu_ms"] <= 16
    print("targets (title <= 2x bare, title frames after the first <= 16 ms, every table "
          "<= 300 ms CPU):", "met" if ok else "not met")
    return 0
