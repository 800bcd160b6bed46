"""Start the app: ``python -m game`` (or the ``card-table`` command; ``dutch-blitz`` is kept as
another name for it).

    python -m game                          the title screen (the game chooser)
    python -m game --game dutch_blitz --seats 4 --levels casual,skilled,expert --seed 7
                                            straight to a table (you and the bots)
    python -m game --game dutch_blitz        that game's setup screen
    python -m game --option target_score=100 --option move_post_stack=on
                                            straight to a table with the game's options
    python -m game --seats 4 --screenshot table.png --after 8
                                            play 8 s of table time headless, save a PNG, exit
    python -m game --replay FILE            watch a match record of any game (a shared file)
    python -m game --replay FILE --screenshot view.png --after 20
                                            render the replay headless after 20 s, save a PNG
    python -m game --bench-frames           CPU of a busy table's frames against a bare loop
    python -m game --bench-frames --flying 0
                                            the same with only the bots' own cards in the air
    python -m game --bench-hand-end         CPU of each frame from a hand's end to the next
    python -m game --bench-idle             CPU of every still screen left alone for 10 s
    python -m game --screenshot title.png --page credits
                                            render the title (or About & credits) headless
    python -m game --screenshot howto.png --page howto --game auction --howto-page 2
                                            render a game's How to play page headless
    python -m game --version                the program's name and version
    python -m game --self-test              check the installation and exit
    python -m game --lang de                in German (en, de, system; xx: pseudo-language)
"""

from __future__ import annotations

import argparse
import importlib
import math
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game import command_line
from game.command_line import MAX_SIZE
from game.core.definition import AnyGame
from game.core.options import OptionError, OptionSpec, OptionValue, parse_assignments
from game.core.registry import DEFAULT_GAME, UnknownGame, game_ids, get_game
from game.core.seats import SeatSpec
from game.i18n import (
    _,
    player_name,
    set_command_line_language,
    use_language,
)

if TYPE_CHECKING:
    from game.ui.app import App

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on the player's console

MAX_AFTER = 3600.0
"""The longest a headless run may play before its screenshot, in seconds of table time."""

MOST_FLYING = 24
"""``--flying``: the most cards the frame benchmark keeps in the air."""


@dataclass(frozen=True)
class Table:
    """A table to open straight away: the game, its seats and options (seat 0 is you)."""

    game: AnyGame
    seats: list[SeatSpec]
    options: dict[str, OptionValue]
    seed: int | None


def _size(parser: argparse.ArgumentParser, text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 6 for p in parts):
        parser.error(_("--size must look like 1280x800, not {text}").format(text=repr(text[:40])))
    w, h = int(parts[0]), int(parts[1])
    if w < 320 or h < 240:
        parser.error(_("--size is too small (at least 320x240)"))
    if w > MAX_SIZE[0] or h > MAX_SIZE[1]:
        parser.error(_("--size is too large (at most {size})").format(
            size=f"{MAX_SIZE[0]}x{MAX_SIZE[1]}"))
    return (w, h)


def _sizes(parser: argparse.ArgumentParser,
           text: str | None) -> list[tuple[int, int]] | None:
    """``--size`` for the frame benchmark: one size or several, comma-separated."""
    if text is None:
        return None
    sizes = [_size(parser, part) for part in text.split(",")[:12]]
    return [size for size in sizes if size is not None]


def _after(parser: argparse.ArgumentParser, after: float) -> float:
    if not math.isfinite(after) or not 0 <= after <= MAX_AFTER:
        parser.error(_("--after must be a number of seconds from 0 to {most}").format(
            most=f"{MAX_AFTER:g}"))
    return after


def _screenshot_path(parser: argparse.ArgumentParser, path: str | None) -> str | None:
    """A PNG path whose folder exists and may be written, checked before anything runs."""
    if path is None:
        return None
    target = Path(path)
    if not path.strip() or "\0" in path or target.name in ("", ".", ".."):
        parser.error(_("--screenshot needs a file name, not {path}").format(path=repr(path[:80])))
    if target.suffix.lower() not in (".png", ".bmp", ".tga", ".jpg", ".jpeg"):
        parser.error(_("--screenshot must name a .png file (or .bmp, .tga, .jpg)"))
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        parser.error(_("--screenshot: there is no folder {folder}").format(
            folder=repr(str(folder)[:80])))
    if target.is_dir() or not os.access(folder, os.W_OK) or (
            target.exists() and not os.access(target, os.W_OK)):
        parser.error(_("--screenshot: {path} cannot be written").format(path=repr(path[:80])))
    return path


def _game(parser: argparse.ArgumentParser, name: str) -> AnyGame:
    try:
        game = get_game(name)
    except UnknownGame:
        parser.error(_("no game {name}; games: {games}").format(
            name=repr(name), games=", ".join(game_ids())))
    if game.ui_module is None:
        playable = [g for g in game_ids() if get_game(g).ui_module is not None]
        parser.error(_("{game} cannot be played in the app yet; playable: {games}").format(
            game=_(game.name), games=", ".join(playable)))
    return game


def schema_of(game: AnyGame) -> tuple[OptionSpec, ...]:
    """The game's options plus its table's own preferences (``UI_OPTIONS`` of its ui module)."""
    assert game.ui_module is not None
    extra: tuple[OptionSpec, ...] = getattr(importlib.import_module(game.ui_module),
                                            "UI_OPTIONS", ())
    return game.options + extra


def _options(parser: argparse.ArgumentParser, args: argparse.Namespace,
             game: AnyGame) -> dict[str, OptionValue]:
    texts = list(args.option)
    if args.target is not None:
        if not any(spec.name == "target_score" for spec in game.options):
            parser.error(_("--target is for Dutch Blitz; {game} has no target score").format(
                game=_(game.name)))
        texts.append(f"target_score={args.target}")
    try:
        return parse_assignments(schema_of(game), texts)
    except OptionError as error:
        parser.error(str(error))


def _seats(parser: argparse.ArgumentParser, args: argparse.Namespace,
           game: AnyGame) -> list[SeatSpec]:
    levels = [lv.strip().lower() for lv in args.levels.split(",")] if args.levels else []
    for level in levels:
        if level not in game.levels:
            parser.error(_("unknown level {level}; choose from {levels}").format(
                level=repr(level), levels=", ".join(game.levels)))
    seats = args.seats if args.seats is not None else (
        len(levels) + 1 if levels else game.seats.default)
    if not game.seats.allows(seats):
        parser.error(_("--seats must be {least} to {most} for {game}").format(
            least=game.seats.minimum, most=game.seats.maximum, game=_(game.name)))
    if len(levels) == 1 or not levels:
        levels = (levels or [game.default_level]) * (seats - 1)
    if len(levels) != seats - 1:
        parser.error(_("--levels needs one level for every bot ({bots}) or one for all, "
                       "not {given}").format(bots=seats - 1, given=len(levels)))
    from game.ui.scenes.common import bot_name

    return [SeatSpec("You", "human")] + [SeatSpec(bot_name(i), "bot", level)
                                         for i, level in enumerate(levels, start=1)]


def _early_language(argv: Sequence[str]) -> str:
    """The language of the command line's own error lines: ``--lang``'s if it is given (read
    before the other flags are checked), else the system's."""
    return command_line.asked_language(argv) or "system"


def _language(parser: argparse.ArgumentParser, code: str | None) -> None:
    """``--lang``: checked, then the language the app starts in (over the saved setting)."""
    if code is None:
        return
    command_line.check_language(parser, code)
    set_command_line_language(code)


def _check_numbers(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """The seed and the benchmarks' counts in their ranges (else a usage error)."""
    if args.seed is not None and not 0 <= args.seed < 1 << 63:
        parser.error(_("--seed must be a whole number from 0 to {most}").format(
            most=(1 << 63) - 1))
    if not 1 <= args.frames <= 100_000:
        parser.error("--frames must be from 1 to 100000")
    if not 1 <= args.hands <= 200:
        parser.error("--hands must be from 1 to 200")
    if args.flying is not None and not 0 <= args.flying <= MOST_FLYING:
        parser.error(f"--flying must be from 0 to {MOST_FLYING}")


def main(argv: Sequence[str] | None = None) -> int:
    use_language(_early_language(sys.argv[1:] if argv is None else argv))
    parser = command_line.parser()
    args = parser.parse_args(argv)
    _language(parser, args.lang)
    if args.self_test:
        from game.selftest import run_self_test

        return run_self_test()
    if args.bench_startup:
        from game.ui.bench_startup import main as bench_startup

        return bench_startup([_game(parser, args.game).id] if args.game else None)
    if args.bench_idle:
        from game.ui.bench_idle import main as bench_idle

        return bench_idle([_game(parser, args.game).id] if args.game else None)
    sizes = _sizes(parser, args.size) if args.bench_frames else None
    size = None if args.bench_frames else _size(parser, args.size)
    _check_numbers(parser, args)
    args.after = _after(parser, args.after)
    args.screenshot = _screenshot_path(parser, args.screenshot)
    if args.replay is not None:
        from game.replay_view import run_replay

        return run_replay(args.replay, args.screenshot, args.after, size)
    if args.page is not None:
        if args.screenshot is None:
            parser.error(_("--page needs --screenshot"))
        game_id = _game(parser, args.game).id if args.game else DEFAULT_GAME
        return _page_screenshot(args.page, args.screenshot, args.after, size,
                                (game_id, args.howto_page - 1))
    window = True if args.fullscreen else False if args.windowed else None
    if args.game is None and not args.bench_frames and not args.bench_hand_end \
            and args.seats is None \
            and args.levels is None and args.screenshot is None and not args.option \
            and args.target is None:
        return _run(None, None, size, window)  # the title: no game is imported before it shows
    game = _game(parser, DEFAULT_GAME if args.game is None else args.game)
    options = _options(parser, args, game)
    if args.bench_frames:
        from game.ui.bench import run_frame_benchmarks

        return run_frame_benchmarks([game.id] if args.game else None, sizes, frames=args.frames,
                                    flying=args.flying)
    if args.bench_hand_end:
        from game.ui.bench import run_hand_end_benchmark

        return run_hand_end_benchmark(game.id, size or (1920, 1080), hands=args.hands)
    direct = args.seats is not None or args.levels is not None or args.screenshot is not None \
        or bool(args.option) or args.target is not None
    table = Table(game, _seats(parser, args, game), options, args.seed) if direct else None
    if table is not None and args.screenshot is not None:
        return _screenshot(table, args.screenshot, args.after, size)
    setup = game if args.game is not None else None
    return _run(table, setup, size,
                True if args.fullscreen else False if args.windowed else None)


def _run(table: Table | None, setup: AnyGame | None, size: tuple[int, int] | None,
         fullscreen: bool | None) -> int:
    """The app: straight to ``table``, or to ``setup``'s setup screen, or the title."""
    from game.ui.app import App

    app = App(size, fullscreen=fullscreen)
    first_screens(app, table, setup)
    code = app.run()
    app.close()
    return code


def first_screens(app: App, table: Table | None, setup: AnyGame | None) -> None:
    """Open ``table``, or ``setup``'s setup screen over the title (else the title comes)."""
    if table is not None:
        _open(app, table)
    elif setup is not None:
        from game.ui.scenes.setup import SetupScene

        app.chosen_game = setup.id
        app.push(app.title_scene())
        app.push(SetupScene(app, setup.id))


def _open(app: App, table: Table) -> None:
    from game.ui.scenes.setup import time_seed

    app.chosen_game = table.game.id
    seats = [SeatSpec(player_name(app.settings.player_name), "human"), *table.seats[1:]]
    seed = table.seed if table.seed is not None else time_seed()
    app.game_ui(table.game.id).start(seed, seats, table.options)


def _screenshot(table: Table, path: str, after: float, size: tuple[int, int] | None) -> int:
    """Play ``after`` seconds of table time on a virtual clock, save the window, exit."""
    from game.replay_view import headless_app, save_screenshot

    app = headless_app(size)
    _open(app, Table(table.game, table.seats, table.options,
                     table.seed if table.seed is not None else 1))
    return save_screenshot(app, path, after)


def _page_screenshot(page: str, path: str, after: float, size: tuple[int, int] | None,
                     howto: tuple[str, int]) -> int:
    """Render the title, or the About & credits page or a game's How to play page (``howto``:
    the game and the page's index) over it, headless; save it; exit."""
    from game.replay_view import headless_app, save_screenshot

    app = headless_app(size)
    app.push(app.title_scene())
    if page == "credits":
        from game.ui.scenes.credits import CreditsScene

        app.push(CreditsScene(app))
    elif page == "howto":
        from game.ui.scenes.howto import HowToPlayScene

        pages = app.game_ui(howto[0]).howto_pages()
        app.push(HowToPlayScene(app, game_id=howto[0], page=max(0, min(howto[1],
                                                                      len(pages) - 1))))
    return save_screenshot(app, path, after)


if __name__ == "__main__":
    sys.exit(main())
