"""Checking match records of any game: ``python -m game.replay FILE...`` (``game.check`` too).

A record file is JSON Lines holding one or more matches, each beginning with its
``match_start`` line; the game comes from that line's ``"game"`` (files written before there
were several games have none: they are Dutch Blitz). Every match goes through the one shared
validation (``game.core.record_check``: the shape all records share, then the game's own
``check_record``). The file is streamed: lines are read with a size bound and handed on one by
one, so neither a long line nor a long record is ever held whole. The command prints how many
matches and lines were checked, or the first problem with its file, match and line, and exits
1; a bad command line exits 2. Only regular files are read (a FIFO or a device is refused
without waiting). Nothing in a file ends in a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import IO, Any, NoReturn

from game.core.record_check import validate
from game.storage.regular import open_regular

__all__ = ["MAX_LINE_BYTES", "Damaged", "check_file", "main", "open_record", "read_lines"]

MAX_LINE_BYTES = 1 << 20
"""No record line is anywhere near this long; a longer one is refused with its line number."""


class Damaged(ValueError):
    """A line that cannot be read as a record line; the message names it."""


def open_record(name: str | os.PathLike[str]) -> IO[bytes]:
    """Open a regular file for reading without ever blocking (a FIFO or device is refused)."""
    return open_regular(name)


def parse_line(raw: bytes, number: int) -> dict[str, Any] | None:
    """One line as a JSON object with a string ``type``; None for a blank line."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Damaged(f"line {number}: not UTF-8 text") from None
    if not text.strip():
        return None
    try:
        line = json.loads(text)
    except RecursionError:
        raise Damaged(f"line {number}: nested too deeply") from None
    except (ValueError, OverflowError) as error:
        raise Damaged(f"line {number}: not JSON ({str(error)[:80]})") from None
    if not isinstance(line, dict) or not isinstance(line.get("type"), str):
        raise Damaged(f"line {number}: not a record line (a JSON object with a \"type\")")
    return line


def read_lines(stream: IO[bytes]) -> Iterator[tuple[int, dict[str, Any]]]:
    """(file line number, line) for every non-blank line, never reading past the size bound."""
    number = 0
    while True:
        raw = stream.readline(MAX_LINE_BYTES + 1)
        if not raw:
            return
        number += 1
        if len(raw.rstrip(b"\r\n")) > MAX_LINE_BYTES:
            raise Damaged(f"line {number}: longer than {MAX_LINE_BYTES // (1 << 20)} MB")
        line = parse_line(raw, number)
        if line is not None:
            yield number, line


class _Matches:
    """Cuts the numbered lines into matches at each ``match_start``, one at a time."""

    def __init__(self, numbered: Iterator[tuple[int, dict[str, Any]]]) -> None:
        self._numbered = numbered
        self._next: tuple[int, dict[str, Any]] | None = None
        self.line = 0
        self.damage: Damaged | None = None
        """The unreadable line the stream stopped at (the match's checker saw an end)."""

    def _pull(self) -> tuple[int, dict[str, Any]] | None:
        if self.damage is not None:
            return None
        try:
            return next(self._numbered, None)
        except Damaged as error:
            self.damage = error
            return None

    def next_start(self) -> int | None:
        """Skip to the next ``match_start``; its line number, or None at the end."""
        if self._next is None:
            self._next = self._pull()
        if self._next is None:
            if self.damage is not None:
                raise self.damage
            return None
        number, line = self._next
        if line["type"] != "match_start":
            raise Damaged(f"line {number}: a {line['type'][:40]!r} line before any match_start")
        return number

    def lines(self) -> Iterator[dict[str, Any]]:
        """The current match's lines, up to (not including) the next ``match_start``."""
        assert self._next is not None
        first = True
        while self._next is not None:
            number, line = self._next
            if line["type"] == "match_start" and not first:
                return
            first = False
            self.line = number
            self._next = self._pull()
            yield line


@dataclass
class Totals:
    matches: int = 0
    lines: int = 0


def _check_stream(name: str, stream: IO[bytes], totals: Totals) -> str | None:
    matches = _Matches(read_lines(stream))
    number = 0
    try:
        while (first := matches.next_start()) is not None:
            number += 1
            counted = _Counted(matches.lines())
            result = validate(counted, first)
            if matches.damage is not None:
                raise matches.damage
            if not result.ok:
                return (f"{name}: match {number} (starting on line {first}): "
                        f"{result.problem or 'the rules were not followed'}")
            for _ in counted:  # whatever the checker left of this match
                pass
            if matches.damage is not None:
                raise matches.damage
            totals.matches += 1
            totals.lines += counted.count
    except Damaged as error:
        return f"{name}: match {max(1, number)}: {error}"
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
    """Check every match in file ``name``; the first problem, or None."""
    try:
        with open_record(name) as stream:
            return _check_stream(name, stream, totals)
    except OSError as error:
        return f"{name}: cannot read ({error.strerror or error})"
    except (RecursionError, MemoryError) as error:
        return f"{name}: cannot be checked ({type(error).__name__})"


class _Parser(argparse.ArgumentParser):
    """A mistake on the command line is one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def main(argv: Sequence[str] | None = None, prog: str = "python -m game.replay") -> int:
    """Check the files; 0 when every move follows the rules, 1 on a problem, 2 on bad usage."""
    parser = _Parser(prog=prog,
                                     description="Check match records (JSON Lines) of any game "
                                                 "against the rules of their games.")
    parser.add_argument("files", nargs="+", metavar="FILE")
    args = parser.parse_args(argv)
    if not all(name.strip() for name in args.files):
        parser.error("a record file needs a name")
    totals = Totals()
    for name in args.files:
        problem = check_file(name, totals)
        if problem is not None:
            print(problem.encode("utf-8", "backslashreplace").decode("utf-8"))
            return 1
    print(f"{totals.matches} matches, {totals.lines} lines: every move follows the rules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
