"""Checking match records of any game: ``python -m game.check FILE...``.

A record file is JSON Lines holding one or more matches, each beginning with its
``match_start`` line; the game comes from that line's ``"game"`` (files written before there
were several games have none: they are Dutch Blitz). Every match is replayed by its game's
``check_record``. The command prints how many matches and lines were checked, or the first
problem with its file, match and line, and exits 1; a bad command line exits 2. A damaged file
(not JSON, not UTF-8, a line over 1 MB, nesting too deep, wrong types) is reported, never a crash.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import IO, Any

from game.core.definition import RecordCheck
from game.core.registry import UnknownGame, get_game

MAX_LINE_BYTES = 1 << 20
"""No record line is anywhere near this long; a longer one is refused unread."""
LEGACY_GAME = "dutch_blitz"
"""The game of a ``match_start`` without ``"game"`` (files from before there were others)."""


class Damaged(ValueError):
    """A line that cannot be read as a record line; the message names it."""


@dataclass
class Chunk:
    """One match's lines and the file line its ``match_start`` is on."""

    first_line: int
    lines: list[dict[str, Any]]


def parse_line(raw: bytes, number: int) -> dict[str, Any] | None:
    """One line as a JSON object with a string ``type``; None for a blank line."""
    if len(raw.rstrip(b"\r\n")) > MAX_LINE_BYTES:
        raise Damaged(f"line {number}: longer than {MAX_LINE_BYTES // (1 << 20)} MB")
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
        raise Damaged(f"line {number}: not JSON ({error})") from None
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


def split_matches(numbered: Iterator[tuple[int, dict[str, Any]]]) -> Iterator[Chunk]:
    """Cut the lines into matches at each ``match_start``."""
    current: Chunk | None = None
    for number, line in numbered:
        if line["type"] == "match_start":
            if current is not None:
                yield current
            current = Chunk(number, [line])
        elif current is None:
            raise Damaged(f"line {number}: a {line['type']!r} line before any match_start")
        else:
            current.lines.append(line)
    if current is not None:
        yield current


def check_match(chunk: Chunk) -> RecordCheck:
    """Replay one match with its game's checker."""
    game_id = chunk.lines[0].get("game", LEGACY_GAME)
    if not isinstance(game_id, str):
        return RecordCheck(False, 0, 0, f"\"game\" is {game_id!r}, not a game id")
    try:
        game = get_game(game_id)
    except UnknownGame as error:
        return RecordCheck(False, 0, 0, str(error))
    try:
        return game.check_record(chunk.lines)
    except Exception as error:  # noqa: BLE001 - a damaged file must be reported, not raised
        return RecordCheck(False, 0, 0, f"damaged record ({type(error).__name__}: {error})")


@dataclass
class Totals:
    matches: int = 0
    lines: int = 0


def check_file(name: str, totals: Totals) -> str | None:
    """Check every match in file ``name``; the first problem, or None."""
    match_number = 0
    try:
        with open(name, "rb") as stream:
            for chunk in split_matches(read_lines(stream)):
                match_number += 1
                result = check_match(chunk)
                if not result.ok:
                    return (f"{name}: match {match_number} (starting on line {chunk.first_line}):"
                            f" {result.problem or 'the rules were not followed'}")
                totals.matches += 1
                totals.lines += len(chunk.lines)
    except OSError as error:
        return f"{name}: cannot read ({error.strerror})"
    except Damaged as error:
        return f"{name}: match {match_number + 1}: {error}"
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Check the files; 0 when every move follows the rules, 1 on a problem, 2 on bad usage."""
    parser = argparse.ArgumentParser(prog="python -m game.check",
                                     description="Check match records (JSON Lines) against "
                                                 "the rules of their games.")
    parser.add_argument("files", nargs="+", metavar="FILE")
    args = parser.parse_args(argv)
    totals = Totals()
    for name in args.files:
        problem = check_file(name, totals)
        if problem is not None:
            print(problem)
            return 1
    print(f"{totals.matches} matches, {totals.lines} lines: every move follows the rules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
