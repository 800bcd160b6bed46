"""The one reading of a match-record file, shared by the checker command, the Replays screen and
``python -m game --replay``, so that the three never disagree on a file.

A record file is JSON Lines: one or more matches, each beginning with its ``match_start`` line.

- A line is a JSON object with a text ``type`` (NaN and infinities refused), at most
  ``MAX_LINE_BYTES`` long; blank lines are skipped; a UTF-8 byte-order mark before the first
  line is ignored.
- A last line without its newline that is not whole JSON was cut short by a save that failed part
  way (a full disk, a kill): the record is read up to its last whole line (``torn`` says so).
  A damaged line anywhere else is damage (``Damaged``, naming the line).
- A file with no line at all holds no match, and says so (``Damaged``).
- The lines before the first ``match_start`` are damage; each ``match_start`` begins a new match.
  The checker checks every match of a file; the viewers show its first.

Files are opened without blocking and only if regular (``open_regular``); lines are streamed, so
neither a long line nor a long file is ever held whole.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any

from game.core.i18n import N_, Sentence

__all__ = ["MAX_LINE_BYTES", "Damaged", "Matches", "RecordLines", "parse_line", "read_first_match"]

MAX_LINE_BYTES = 1 << 20
"""No record line is anywhere near this long; a longer one is refused with its line number."""
_BOM = b"\xef\xbb\xbf"


class Damaged(ValueError):
    """A line that cannot be read as a record line; the message names it."""


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def parse_line(raw: bytes, number: int) -> dict[str, Any] | None:
    """One line as a JSON object with a string ``type``; None for a blank line."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Damaged(Sentence.of(N_("line {number}: not UTF-8 text"), number=number)) from None
    if not text.strip():
        return None
    try:
        line = json.loads(text, parse_constant=_no_constants)
    except RecursionError:
        raise Damaged(Sentence.of(N_("line {number}: nested too deeply"), number=number)) from None
    except (ValueError, OverflowError) as error:
        raise Damaged(Sentence.of(N_("line {number}: not JSON ({error})"), number=number,
                                   error=str(error)[:80])) from None
    if not isinstance(line, dict) or not isinstance(line.get("type"), str):
        raise Damaged(Sentence.of(
            N_("line {number}: not a record line (a JSON object with a \"type\")"), number=number))
    return line


class RecordLines:
    """(file line number, line) for every non-blank line of ``stream``, never reading past the
    size bound; a last line cut short is left out and ``torn`` set to its number."""

    def __init__(self, stream: IO[bytes]) -> None:
        self._stream = stream
        self.torn: int | None = None
        self.count = 0

    def __iter__(self) -> Iterator[tuple[int, dict[str, Any]]]:
        number = 0
        while True:
            raw = self._stream.readline(MAX_LINE_BYTES + 1)
            if not raw:
                return
            number += 1
            if number == 1 and raw.startswith(_BOM):
                raw = raw[len(_BOM):]
            if len(raw.rstrip(b"\r\n")) > MAX_LINE_BYTES:
                raise Damaged(Sentence.of(N_("line {number}: longer than {n} MB"), number=number,
                                           n=MAX_LINE_BYTES // (1 << 20)))
            try:
                line = parse_line(raw, number)
            except Damaged:
                if raw.endswith(b"\n") or self._stream.read(1):
                    raise
                self.torn = number  # the last line, cut short: read up to the one before
                return
            if line is not None:
                self.count += 1
                yield number, line


class Matches:
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
            raise Damaged(Sentence.of(N_("line {number}: a {kind} line before any match_start"),
                                       number=number, kind=repr(line["type"][:40])))
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


def read_first_match(stream: IO[bytes]) -> tuple[list[dict[str, Any]], int | None]:
    """The lines of the first match in ``stream`` and the number of a torn last line it left out
    (None if the file ends whole); `Damaged` if there is no match or a line is damaged."""
    numbered = RecordLines(stream)
    matches = Matches(iter(numbered))
    if matches.next_start() is None:
        raise Damaged(Sentence.of(N_("it holds no match")))
    lines = list(matches.lines())
    if matches.damage is not None:
        raise matches.damage
    return lines, numbered.torn
