"""Checking match records of any game: ``python -m game.replay FILE...`` (``game.check`` too).

A record file is JSON Lines holding one or more matches, each beginning with its
``match_start`` line; the game comes from that line's ``"game"`` (files written before there
were several games have none: they are Dutch Blitz). Every match goes through the one shared
validation (``game.core.record_check``: the shape all records share, then the game's own
``check_record``). The file is read as the Replays screen and the viewer read it
(``game.storage.record_read``: a byte-order mark ignored, a last line cut short left out, an
empty file refused) and streamed: lines are read with a size bound and handed on one by
one, so neither a long line nor a long record is ever held whole. The command prints how many
matches and lines were checked, or the first problem with its file, match and line, and exits
1; a bad command line exits 2. Only regular files are read (a FIFO or a device is refused
without waiting). Nothing in a file ends in a traceback. It speaks the player's language, as
the app does: ``--lang``'s, else the one saved in Settings (else the system's).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import IO, Any, NoReturn

from game import command_line
from game.core.i18n import N_, Message, N_plural, sentence_of
from game.core.record_check import validate
from game.i18n import _, current_language, say, use_language
from game.storage.record_read import MAX_LINE_BYTES, Damaged, Matches, RecordLines, parse_line
from game.storage.regular import open_regular

__all__ = ["MAX_LINE_BYTES", "Damaged", "check_file", "main", "open_record", "parse_line",
           "read_lines"]


@dataclass
class Totals:
    matches: int = 0
    lines: int = 0


def open_record(name: str | os.PathLike[str]) -> IO[bytes]:
    """Open a regular file for reading without ever blocking (a FIFO or device is refused)."""
    return open_regular(name)


def read_lines(stream: IO[bytes]) -> Iterator[tuple[int, dict[str, Any]]]:
    """(file line number, line) for every non-blank line (see ``game.storage.record_read``)."""
    return iter(RecordLines(stream))


def _check_stream(name: str, stream: IO[bytes], totals: Totals) -> str | None:
    matches = Matches(read_lines(stream))
    number = 0
    try:
        while (first := matches.next_start()) is not None:
            number += 1
            counted = _Counted(matches.lines())
            result = validate(counted, first)
            if matches.damage is not None:
                raise matches.damage
            if not result.ok:
                return say(Message.of(
                    N_("{file}: match {number} (starting on line {line}): {problem}"),
                    file=name, number=number, line=first,
                    problem=result.problem or Message.of(N_("the rules were not followed"))))
            for _ in counted:  # whatever the checker left of this match
                pass
            if matches.damage is not None:
                raise matches.damage
            totals.matches += 1
            totals.lines += counted.count
    except Damaged as error:
        return say(Message.of(N_("{file}: match {number}: {problem}"), file=name,
                              number=max(1, number), problem=sentence_of(error)))
    if number == 0:
        return say(Message.of(N_("{file}: it holds no match"), file=name))
    return None


class _Counted:
    def __init__(self, lines: Iterator[dict[str, Any]]) -> None:
        self._lines = lines
        self.count = 0

    def __iter__(self) -> Iterator[dict[str, Any]]:
        for line in self._lines:
            self.count += 1
            yield line


def check_file(name: str, totals: Totals) -> str | None:
    """Check every match in file ``name``; the first problem (in the language in use), or
    None."""
    try:
        with open_record(name) as stream:
            return _check_stream(name, stream, totals)
    except OSError as error:
        return say(Message.of(N_("{file}: cannot read ({error})"), file=name,
                              error=error.strerror or sentence_of(error)))
    except (RecursionError, MemoryError) as error:
        return say(Message.of(N_("{file}: cannot be checked ({error})"), file=name,
                              error=type(error).__name__))


class _Parser(argparse.ArgumentParser):
    """A mistake on the command line is one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, _("{prog}: error: {message} (see '{prog} --help')").format(
            prog=self.prog, message=message) + "\n")


def _parser(prog: str) -> _Parser:
    """The checker's command line, its words in the language in use."""
    command_line.use_argparse_words()
    parser = _Parser(prog=prog, description=_("Check match records (JSON Lines) of any game "
                                              "against the rules of their games."))
    parser.add_argument("files", nargs="+", metavar="FILE")
    parser.add_argument("--lang", metavar="CODE", help=command_line.lang_help())
    return parser


def _all_checked(totals: Totals) -> str:
    """"3 matches, 120 lines: every move follows the rules", in the language in use."""
    return say(Message.of(
        N_("{matches}, {lines}: every move follows the rules"),
        matches=Message.counted(N_plural("{n} match", "{n} matches"), "n", n=totals.matches),
        lines=Message.counted(N_plural("{n} line", "{n} lines"), "n", n=totals.lines)))


def main(argv: Sequence[str] | None = None, prog: str = "python -m game.replay") -> int:
    """Check the files; 0 when every move follows the rules, 1 on a problem, 2 on bad usage."""
    words = sys.argv[1:] if argv is None else argv
    before = current_language()
    use_language(command_line.asked_language(words) or command_line.saved_language())
    try:
        return _check(_parser(prog), words)
    finally:
        use_language(before)


def _check(parser: _Parser, argv: Sequence[str]) -> int:
    args = parser.parse_args(argv)
    if args.lang is not None:
        command_line.check_language(parser, args.lang)
    if not all(name.strip() for name in args.files):
        parser.error(_("a record file needs a name"))
    totals = Totals()
    for name in args.files:
        problem = check_file(name, totals)
        if problem is not None:
            print(problem.encode("utf-8", "backslashreplace").decode("utf-8"))
            return 1
    print(_all_checked(totals))
    return 0


if __name__ == "__main__":
    sys.exit(main())
