"""Memory over a long simulated play: the resident set size of the real app, minute by minute.

    python build_scripts/soak_memory.py [--game all] [--minutes 60] [--size 960x600]

Runs the whole app (title services, table scene, board, results screens, match records in a
temporary save folder) under SDL's dummy drivers on the app's virtual clock, for one game or
for every game with a table (``--game all``, the default: each in a fresh process, one after
another). Every seat is a computer player at the game's default level and seat count, at the
fastest bot speed; matches take the shortest length the game's options allow and follow one
another (Enter on every results screen plays the next hand, then a new match), so anything a
finished hand or match leaves behind shows up as growth. Prints RSS at every simulated minute
and the spread after the first minutes (warm-up: fonts, card images); exits 1 when a game's
spread exceeds ``--limit`` MB. ``--trace N`` also prints the N places whose allocations made
after the warm-up are still alive at the end of the run (``tracemalloc``; slower).
"""

from __future__ import annotations

import argparse
import gc
import os
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.core.definition import AnyGame  # noqa: E402
from game.core.options import OptionValue, defaults  # noqa: E402
from game.core.registry import all_games, get_game  # noqa: E402
from game.core.seats import SeatSpec  # noqa: E402
from game.storage.settings import MIN_BOT_SPEED  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.image_worker import WORKER  # noqa: E402
from game.ui.scenes.results_screen import ResultsScreen  # noqa: E402

FPS = 60
WARM_UP_MINUTES = 3
THREAD_SLICE = 0.002
"""Seconds the loop sleeps after a frame while the image thread has work: the app sleeps out
most of each frame, in which the thread makes what the tables asked for; frames run back to
back would leave it the interpreter only now and then, and the jobs it never reached would
hold the tables that queued them (each finished match's table kept, 6 MB a minute)."""
ALL = "all"


def rss_mb() -> float:
    """The resident set size of this process in MB (Linux /proc; else the peak from resource)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def table_games() -> list[str]:
    """Every registered game that has a table."""
    return [game.id for game in all_games() if game.ui_module is not None]


def short_options(game: AnyGame) -> dict[str, OptionValue]:
    """The defaults, with the options that set a match's length at their minimum."""
    values = defaults(game.options)
    for spec in game.options:
        if spec.kind == "int" and spec.minimum is not None and any(
                word in spec.name for word in ("target", "score", "tokens", "rounds", "lives")):
            values[spec.name] = int(spec.minimum)
    return values


def start_match(app: App, game: AnyGame, seed: int) -> None:
    seats = [SeatSpec(f"Bot {i + 1}", "bot", game.default_level)
             for i in range(game.seats.default)]
    app.game_ui(game.id).start(seed, seats, short_options(game))


def press_enter(app: App) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="\r",
                                             scancode=0))


def soak(game_id: str, minutes: int, size: tuple[int, int], seed: int,
         trace: int = 0) -> list[float]:
    """Play ``game_id`` for ``minutes`` simulated minutes; RSS (MB) after each one."""
    game = get_game(game_id)
    with tempfile.TemporaryDirectory() as folder:
        app = App(size, fullscreen=False, virtual_time=True, user_folder=Path(folder),
                  sound=False, crash_screen=False)
        app.settings = app.settings.replace(bot_speed=MIN_BOT_SPEED)
        try:
            start_match(app, game, seed)
            samples: list[float] = []
            results = 0
            for frame in range(minutes * 60 * FPS):
                app.step()
                if WORKER.pending:
                    time.sleep(THREAD_SLICE)
                top = app.top
                if isinstance(top, ResultsScreen) and not top.guarded and frame % 30 == 0:
                    results += 1
                    press_enter(app)
                elif type(top).__name__ != "TableScene" and frame % 120 == 0:
                    press_enter(app)  # anything else in the way: its default button
                del top
                if (frame + 1) % (60 * FPS) == 0:
                    samples.append(rss_mb())
                    print(f"{game_id} minute {len(samples):3d}: RSS {samples[-1]:6.1f} MB, "
                          f"{results} results screens passed", flush=True)
                    if trace and len(samples) == WARM_UP_MINUTES:
                        gc.collect()
                        tracemalloc.start(12)  # what is made from now on and stays
            if trace and tracemalloc.is_tracing():
                gc.collect()
                kept = tracemalloc.take_snapshot().statistics("traceback")
                tracemalloc.stop()
                for stat in kept[:trace]:
                    print(f"  {stat.size / 1024:9.1f} KiB in {stat.count:6d} blocks kept from:")
                    print("\n".join("      " + line for line in stat.traceback.format()[-10:]))
            return samples
        finally:
            app.close()


def spread_of(samples: list[float]) -> tuple[float, float, int]:
    """The least and most RSS after the warm-up, and how many minutes that covers."""
    settled = samples[min(WARM_UP_MINUTES, len(samples) - 1):]
    return min(settled), max(settled), len(settled)


def one_game(args: argparse.Namespace, size: tuple[int, int]) -> int:
    samples = soak(args.game, max(1, args.minutes), size, args.seed, args.trace)
    low, high, minutes = spread_of(samples)
    print(f"{args.game}: RSS after warm-up {low:.1f} to {high:.1f} MB "
          f"(spread {high - low:.1f} MB over {minutes} minutes)", flush=True)
    return 0 if high - low <= args.limit else 1


def every_game(argv: list[str]) -> int:
    """Each game in a fresh process, one after another; 1 when any spread is over."""
    failed = []
    for game_id in table_games():
        done = subprocess.run([sys.executable, __file__, *argv, "--game", game_id], check=False)
        if done.returncode != 0:
            failed.append(game_id)
    print("memory levels off in every game" if not failed
          else f"memory grows in: {', '.join(failed)}")
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", default=ALL,
                        help=f"which game ({', '.join(table_games())}) or {ALL} (default)")
    parser.add_argument("--minutes", type=int, default=60, help="simulated minutes of play")
    parser.add_argument("--size", default="960x600", help="window size WIDTHxHEIGHT")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--limit", type=float, default=10.0, help="allowed spread in MB")
    parser.add_argument("--trace", type=int, default=0,
                        help="print the N biggest allocation growths after the warm-up")
    args = parser.parse_args(argv)
    if args.game != ALL and args.game not in table_games():
        parser.error(f"no game {args.game!r} with a table (games: {', '.join(table_games())})")
    width, height = (int(v) for v in args.size.lower().split("x"))
    if args.game == ALL:
        rest = [a for i, a in enumerate(argv)
                if a != "--game" and (i == 0 or argv[i - 1] != "--game")
                and not a.startswith("--game=")]
        return every_game(rest)
    return one_game(args, (width, height))


if __name__ == "__main__":
    sys.exit(main())
