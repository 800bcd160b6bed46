"""The app's command line, in the player's language: the flags and their help, and argparse's
own words (the usage line, "unrecognized arguments", "invalid choice", ...), which argparse asks
``gettext`` for: ``use_argparse_words`` points them at the app's catalogue, where they are marked
below (German: "Aufruf: ", "unbekannte Argumente: %s")."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from game import __version__
from game.core.registry import DEFAULT_GAME, game_ids
from game.i18n import LANGUAGE_CHOICES, N_, PSEUDO, SYSTEM, N_plural, _, ngettext

EXIT_USAGE = 2
PROG = "card-table"
"""The program's name in ``--help`` and in messages (also the installed command's name)."""
PAGES = ("title", "credits", "howto")
"""Screens ``--page`` renders with ``--screenshot`` (no table; ``howto``: the first page of
``--game``'s How to play, or ``--howto-page N``)."""
MAX_SIZE = (3200, 2000)
"""The largest window (the same as ``game.ui.window.MAX_SIZE``; this module loads no pygame)."""

ARGPARSE_WORDS = (
    N_("usage: "), N_("options"), N_("positional arguments"),
    N_("show this help message and exit"), N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"), N_("not allowed with argument %s"),
    N_("expected one argument"), N_("expected at most one argument"),
    N_("expected at least one argument"), N_("ignored explicit argument %r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("the following arguments are required: %s"), N_("one of the arguments %s is required"),
    N_("%(prog)s: error: %(message)s\n"))
"""argparse's words a player can meet, marked for the catalogue (argparse translates them)."""
ARGPARSE_PLURALS = (N_plural("expected %s argument", "expected %s arguments"),)


def use_argparse_words() -> None:
    """argparse looks its words up in the app's catalogue (in the language now in use)."""
    setattr(argparse, "_", _)  # noqa: B010 - argparse's own module-level gettext names
    setattr(argparse, "ngettext", ngettext)  # noqa: B010


def asked_language(argv: Sequence[str]) -> str | None:
    """``--lang``'s value on a command line, read before the other flags are checked (so that
    their errors are said in it); None when it is not given."""
    for index, word in enumerate(argv):
        if word.startswith("--lang="):
            return word.partition("=")[2]
        if word == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
    return None


def saved_language() -> str:
    """The language the app's Settings saved ("system" when none is saved): only read, the save
    folder is neither made nor repaired."""
    from game.storage.settings import load_settings
    from game.storage.userdir import default_user_dir

    folder = default_user_dir()
    if not folder.is_dir():
        return SYSTEM
    settings, _warnings = load_settings(folder, repair=False)
    return settings.language


def lang_help() -> str:
    """The help of ``--lang`` (the app's and the record checker's)."""
    return _("the language: {codes} ({pseudo}: a pseudo-language for testing layouts)").format(
        codes=", ".join((*LANGUAGE_CHOICES, PSEUDO)), pseudo=PSEUDO)


def check_language(parser: argparse.ArgumentParser, code: str) -> None:
    """A usage error unless ``code`` is a language ``--lang`` takes."""
    if code not in (*LANGUAGE_CHOICES, PSEUDO):
        parser.error(_("--lang must be one of {codes}, not {code}").format(
            codes=", ".join((*LANGUAGE_CHOICES, PSEUDO)), code=repr(code[:20])))


class Parser(argparse.ArgumentParser):
    """Errors are one line on stderr, with where to look, and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        see = _("see '{prog} --help'").format(prog=self.prog)
        print(f"{self.prog}: {message} ({see})", file=sys.stderr)
        raise SystemExit(EXIT_USAGE)


def parser() -> Parser:
    """The app's flags, their help in the language now in use."""
    use_argparse_words()
    made = Parser(prog=PROG, description=_("Card Table: card games against computer players."))
    add = made.add_argument
    add("--version", action="version", version=f"Card Table {__version__}",
        help=_("show the program's version number and exit"))
    add("--game", metavar="NAME", help=_("the game to play ({games}; default {default})").format(
        games=", ".join(game_ids()), default=DEFAULT_GAME))
    add("--option", action="append", default=[], metavar="NAME=VALUE",
        help=_("a game option (repeatable), e.g. target_score=100"))
    add("--seats", type=int, metavar="N",
        help=_("seats at the table (you and the bots): go straight to a table"))
    add("--levels", metavar="L1,L2,..",
        help=_("bot levels in seat order, one per bot or one for all "
               "(beginner, casual, skilled, expert, master)"))
    add("--seed", type=int, metavar="S", help=_("seed of the deal (repeatable)"))
    add("--target", type=int, metavar="POINTS",
        help=_("Dutch Blitz: the same as --option target_score=POINTS"))
    add("--screenshot", metavar="PATH",
        help=_("save the window as a PNG after --after seconds of table time, exit"))
    add("--page", choices=PAGES,
        help=_("with --screenshot: render this screen instead of a table (howto: the How to "
               "play of --game)"))
    add("--howto-page", type=int, default=1, metavar="N",
        help=_("with --page howto: which page (default 1)"))
    add("--after", type=float, default=5.0, metavar="SECONDS",
        help=_("table seconds before the screenshot (default 5)"))
    add("--size", metavar="WxH", help=_("window size, e.g. 1920x1080 (at most {size})").format(
        size=f"{MAX_SIZE[0]}x{MAX_SIZE[1]}"))
    add("--replay", metavar="FILE",
        help=_("open a match record (of any game) in its replay viewer"))
    _benchmarks(made)
    add("--self-test", action="store_true",
        help=_("check the installation (assets, a bot hand, saves) and exit"))
    add("--lang", metavar="CODE", help=lang_help())
    mode = made.add_mutually_exclusive_group()
    mode.add_argument("--windowed", action="store_true", help=_("start in a window"))
    mode.add_argument("--fullscreen", action="store_true", help=_("start full screen"))
    return made


def _benchmarks(made: Parser) -> None:
    add = made.add_argument
    add("--bench-frames", action="store_true",
        help=_("print the main-thread CPU of a busy table's frames (every game, or --game; at "
               "the smallest size, 1920x1080 and the largest, or --size, which may list "
               "several: 1024x640,3200x2000) against a bare pygame-ce loop, and exit"))
    add("--frames", type=int, default=600, help=argparse.SUPPRESS)
    add("--flying", type=int, default=None, help=argparse.SUPPRESS)
    add("--bench-hand-end", action="store_true",
        help=_("print the CPU of every frame from a hand's end to the next hand (banner, "
               "results screen) over --hands hands, and exit"))
    add("--hands", type=int, default=10, help=argparse.SUPPRESS)
    add("--bench-startup", action="store_true",
        help=_("print the start-up cost (title and table, against a bare pygame-ce window) "
               "measured in fresh processes, and exit"))
    add("--bench-idle", action="store_true",
        help=_("print the CPU each still screen (title, setup, Settings, every game's table "
               "waiting for the player) uses over 10 s, and exit"))


__all__ = ["ARGPARSE_PLURALS", "ARGPARSE_WORDS", "EXIT_USAGE", "MAX_SIZE", "PAGES", "PROG",
           "Parser", "asked_language", "check_language", "lang_help", "parser", "saved_language",
           "use_argparse_words"]
