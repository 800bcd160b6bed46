"""The simulator's command line, the same for every game (``python -m game.sim --help``).

The game is chosen first (``--game``, default Dutch Blitz); its definition gives the seats
allowed, the levels and baselines ``--levels`` accepts and the options ``--option NAME=VALUE``
is checked against; its ``SimExtras`` may add flags of its own. Every mistake on the command
line ends with a message saying what would be right and exit status 2. ``--game all --bench``
benchmarks every registered game in turn (each at its own default seats and levels).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NoReturn

from game.core.definition import AnyGame
from game.core.options import OptionError, OptionValue, parse_assignments
from game.core.registry import DEFAULT_GAME, UnknownGame, game_ids, get_game
from game.sim.driver import RunPlan, seat_specs
from game.sim.hooks import SimExtras, extras_of

PROG = "python -m game.sim"
DESCRIPTION = "Play whole matches between computer seats on a virtual clock, at full speed."
MAX_MATCHES = 1_000_000
MAX_HANDS = 10_000_000
MAX_REPEATS = 20
MAX_SEED = 1 << 63


@dataclass(frozen=True)
class Setup:
    """A checked command line: what to play, the game's additions and the raw flags."""

    plan: RunPlan
    extras: SimExtras
    args: argparse.Namespace

    @property
    def game(self) -> AnyGame:
        return self.plan.game


class _Parser(argparse.ArgumentParser):
    """Every mistake is one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def _game_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, add_help=False)
    parser.add_argument("--game", default=DEFAULT_GAME)
    return parser


def build_parser(game: AnyGame, extras: SimExtras) -> argparse.ArgumentParser:
    """Every flag of the simulator for ``game``, its own ones included."""
    parser = _Parser(prog=PROG, description=DESCRIPTION)
    parser.add_argument("--game", default=DEFAULT_GAME,
                        help=f"which game ({', '.join(game_ids())}; default {DEFAULT_GAME}; "
                             f"{ALL_GAMES} with --bench: every game in turn)")
    seats = game.seats
    parser.add_argument("--seats", type=int, default=None,
                        help=f"seats at the table ({seats.minimum}-{seats.maximum}, "
                             f"default {seats.default})")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first match")
    parser.add_argument("--matches", type=int, default=10, help="how many matches to play")
    parser.add_argument("--hands", type=int, default=None,
                        help="play whole matches until at least this many hands (not --matches)")
    parser.add_argument("--levels", help="one level per seat, comma-separated, or one for "
                                         f"every seat ({', '.join(game.all_levels)})")
    parser.add_argument("--timing", choices=game.levels,
                        help="every seat gets this level's timing, keeping its own judgement")
    parser.add_argument("--rotate", action="store_true",
                        help="move the levels round the table by one seat each match")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (repeatable): "
                             + "; ".join(f"{o.name}: {o.describe()}" for o in game.options))
    parser.add_argument("--record", metavar="PATH", help="append every match to this JSONL file")
    parser.add_argument("--json", action="store_true", help="print a JSON summary on stdout")
    parser.add_argument("--bench", action="store_true",
                        help="decision cost per level and hands per CPU second")
    parser.add_argument("--repeats", type=int, default=3,
                        help="with --bench: play the same matches this many times and count "
                             "each decision at its least (default 3)")
    extras.add_arguments(parser)
    return parser


def _levels(parser: argparse.ArgumentParser, game: AnyGame,
            args: argparse.Namespace) -> tuple[int, tuple[str, ...]]:
    seats: int | None = args.seats
    if not args.levels:
        seats = game.seats.default if seats is None else seats
        names = [game.default_level]
    else:
        names = [name.strip().lower() for name in args.levels.split(",")]
        unknown = [name for name in names if name not in game.all_levels]
        if unknown:
            parser.error(f"unknown level(s) {', '.join(unknown)} for {game.id}; "
                         f"choose from {', '.join(game.all_levels)}")
        seats = (len(names) if len(names) > 1 else game.seats.default) if seats is None else seats
    if not game.seats.allows(seats):
        parser.error(f"--seats must be {game.seats.minimum} to {game.seats.maximum} "
                     f"for {game.id}, not {seats}")
    if len(names) == 1:
        names = names * seats
    if len(names) != seats:
        parser.error(f"--levels needs one level per seat ({seats}) or one for all, "
                     f"not {len(names)}")
    return seats, tuple(names)


def _options(parser: argparse.ArgumentParser, game: AnyGame, extras: SimExtras,
             args: argparse.Namespace) -> dict[str, OptionValue]:
    try:
        return parse_assignments(game.options, [*extras.option_assignments(args), *args.option])
    except OptionError as error:
        parser.error(str(error))


def _load(argv: Sequence[str] | None) -> tuple[AnyGame, SimExtras]:
    known, _ = _game_parser().parse_known_args(argv)
    try:
        game = get_game(known.game)
    except UnknownGame as error:
        _game_parser().error(str(error))
    return game, extras_of(game)


def parse(argv: Sequence[str] | None) -> Setup:
    """The checked command line; exits with status 2 and a message on any mistake."""
    game, extras = _load(argv)
    parser = build_parser(game, extras)
    args = parser.parse_args(argv)
    if not 1 <= args.matches <= MAX_MATCHES:
        parser.error(f"--matches must be from 1 to {MAX_MATCHES}")
    if not 1 <= args.repeats <= MAX_REPEATS:
        parser.error(f"--repeats must be from 1 to {MAX_REPEATS}")
    if args.hands is not None and not 1 <= args.hands <= MAX_HANDS:
        parser.error(f"--hands must be from 1 to {MAX_HANDS}")
    if not 0 <= args.seed < MAX_SEED:
        parser.error(f"--seed must be a whole number from 0 to {MAX_SEED - 1}")
    if args.record is not None and not args.record.strip():
        parser.error("--record needs a file name")
    seats, levels = _levels(parser, game, args)
    options = _options(parser, game, extras, args)
    problem = extras.check_arguments(args)
    if problem:
        parser.error(problem)
    try:
        game.new_match(args.seed, seat_specs(levels), options)
    except ValueError as error:
        parser.error(f"{game.id} cannot be played so: {error}")
    plan = RunPlan(game, levels, options, seed=args.seed, matches=args.matches,
                   hands=args.hands, timing=args.timing, rotate=args.rotate)
    return Setup(plan, extras, args)


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m game.sim``: play, bench, print; 0 when done, 2 on a bad command line."""
    from game.sim.run import bench_command, play_command

    argv = sys.argv[1:] if argv is None else list(argv)
    known, _ = _game_parser().parse_known_args(argv)
    if known.game == ALL_GAMES:
        return _bench_all(argv)
    setup = parse(argv)
    if setup.args.bench:
        return bench_command(setup)
    return play_command(setup)


ALL_GAMES = "all"


def _bench_all(argv: list[str]) -> int:
    """``--game all``: the benchmark of every registered game, one after another."""
    if "--bench" not in argv:
        _game_parser().error(f"--game {ALL_GAMES} is for --bench only")
    rest: list[str] = []
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg == "--game":
            skip = True
        elif not arg.startswith("--game="):
            rest.append(arg)
    return max(main([*rest, "--game", game_id]) for game_id in game_ids())
