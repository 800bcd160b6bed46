"""Start the game: ``python -m game`` (or the ``dutch-blitz`` command).

    python -m game                          the title screen
    python -m game --seats 4 --levels casual,skilled,expert --seed 7
                                            straight to a table (you and 1-3 bots)
    python -m game --seats 4 --screenshot table.png --after 8
                                            play 8 s of table time headless, save a PNG, exit
    python -m game --bench-frames           frame-time benchmark of a busy four-seat table
    python -m game --self-test              check the installation and exit
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

EXIT_USAGE = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"{self.prog}: {message}\nTry '{self.prog} --help' for the options.",
              file=sys.stderr)
        raise SystemExit(EXIT_USAGE)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m game", description="Dutch Blitz: race up to three bots.")
    parser.add_argument("--seats", type=int, metavar="N",
                        help="seats at the table, 2-4 (you and 1-3 bots): go straight to a table")
    parser.add_argument("--levels", metavar="L1,L2,..",
                        help="bot levels in seat order (beginner, casual, skilled, expert, master)")
    parser.add_argument("--seed", type=int, metavar="S", help="seed of the deal (repeatable)")
    parser.add_argument("--target", type=int, metavar="POINTS", help="match target score")
    parser.add_argument("--screenshot", metavar="PATH",
                        help="save the window as a PNG after --after seconds of table time, exit")
    parser.add_argument("--after", type=float, default=5.0, metavar="SECONDS",
                        help="table seconds before the screenshot (default 5)")
    parser.add_argument("--size", metavar="WxH", help="window size, e.g. 1920x1080")
    parser.add_argument("--bench-frames", action="store_true",
                        help="print p50/p99 frame times of a busy four-seat table and exit")
    parser.add_argument("--frames", type=int, default=600, help=argparse.SUPPRESS)
    parser.add_argument("--self-test", action="store_true",
                        help="check the installation (assets, a bot hand, saves) and exit")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    mode.add_argument("--fullscreen", action="store_true", help="start full screen")
    return parser


def _size(parser: argparse.ArgumentParser, text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        parser.error(f"--size must look like 1280x800, not {text!r}")
    if w < 320 or h < 240:
        parser.error("--size is too small (at least 320x240)")
    return (w, h)


def _levels(parser: argparse.ArgumentParser, args: argparse.Namespace) -> list[str]:
    from game.dutch_blitz.bots.levels import LEVELS

    seats = args.seats if args.seats is not None else None
    levels = [lv.strip().lower() for lv in args.levels.split(",")] if args.levels else []
    for level in levels:
        if level not in LEVELS:
            parser.error(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
    if seats is None:
        seats = len(levels) + 1 if levels else 4
    if not 2 <= seats <= 4:
        parser.error("--seats must be 2, 3 or 4")
    if len(levels) > seats - 1:
        parser.error(f"{len(levels)} levels given for {seats - 1} bots")
    filler = levels[-1] if levels else "skilled"
    return levels + [filler] * (seats - 1 - len(levels))


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.self_test:
        from game.selftest import run_self_test

        return run_self_test()
    size = _size(parser, args.size)
    if args.bench_frames:
        from game.ui.bench import run_benchmark

        return run_benchmark(size or (1920, 1080), frames=args.frames)
    direct = args.seats is not None or args.levels is not None or args.screenshot is not None
    levels = _levels(parser, args) if direct else []
    if args.target is not None and not 1 <= args.target <= 1000:
        parser.error("--target must be 1 to 1000")
    if args.screenshot is not None and args.after < 0:
        parser.error("--after must not be negative")
    if args.screenshot is not None:
        return _screenshot(args, levels, size)

    from game.ui.app import App

    fullscreen = True if args.fullscreen else False if args.windowed else None
    app = App(size, fullscreen=fullscreen)
    if direct:
        app.start_match(_config(args, levels, app.settings))
    code = app.run()
    app.close()
    return code


def _config(args: argparse.Namespace, levels: list[str], settings: object | None) -> object:
    from game.ui.session import MatchConfig

    target = args.target or getattr(settings, "target_score", 75)
    name = getattr(settings, "player_name", "You") or "You"
    return MatchConfig.quick(
        levels, seed=args.seed, target=target, name=name,
        move_post_stack=bool(getattr(settings, "move_post_stack", False)),
        auto_play_ones=bool(getattr(settings, "auto_play_ones", True)),
        adaptive_pace=False)


def _screenshot(args: argparse.Namespace, levels: list[str],
                size: tuple[int, int] | None) -> int:
    """Play ``--after`` seconds of table time on a virtual clock, save the window, exit."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") \
            and sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import App

    app = App(size or (1280, 800), fullscreen=False, virtual_time=True, user_folder=None,
              sound=False, crash_screen=False)
    if args.seed is None:
        args.seed = 1
    app.start_match(_config(args, levels, None))
    session = app.session

    def done(app: App) -> bool:
        return bool(session.now() >= args.after)

    code = app.run(until=done)
    if code == 0:
        app.save_screenshot(args.screenshot)
        print(f"saved {args.screenshot} at {session.now():.2f} s of table time "
              f"({app.size[0]}x{app.size[1]})")
    app.close()
    return code


if __name__ == "__main__":
    sys.exit(main())
