"""The table log every game shares: one readable line per public event, newest last.

A game supplies only its words: a ``LogWords`` function (``GameDefinition.log_words``) that
turns one record line into the sentence a player at the table would say of it ("Anna bought
the red 5 for 3 cards"), or None for a line that shows nothing new (a deal's card lists, a
hidden refill). It sees the line, the seat names and the lines before it, and must never
name a card the table keeps face down. ``TableLog`` feeds a match's record lines through it as
they arrive (the live table reads ``match.record`` after each applied event; the replay viewer
reads the whole record) and keeps the entries with their hand (or round) and table time, so
the replay viewer can show the log up to the frame on screen. Pure Python (no pygame).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, overload

from game.core.i18n import tr
from game.core.names import SOMEONE, seat_words

Line = dict[str, Any]

LogWords = Callable[[Line, Sequence[str], Sequence[Line]], str | None]
"""``words(line, names, before)``: the sentence for ``line`` (None: nothing to say)."""


def no_words(line: Line, names: Sequence[str], before: Sequence[Line]) -> str | None:
    """A game that says nothing in the log (the default)."""
    del line, names, before
    return None


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the log: what was said, of which record line, when."""

    text: str
    hand: int
    """The hand (or round) the line belongs to (0 before the first deal)."""
    time: float
    """Table seconds the record gives (the hand's last time for a line without one)."""
    kind: str
    """The record line's ``type``."""
    line: int
    """The index of the record line it describes."""
    timed: bool = True
    """The line gives its own ``t`` (else ``time`` is the time of the line before it)."""


def seat_name(names: Sequence[str], seat: object) -> str:
    """Seat ``seat``'s name (``seat`` counts from 0, as records do): "Seat N", counting from 1,
    when the record names nobody there, "Someone" for no seat at all; in the language in use."""
    if isinstance(seat, int) and not isinstance(seat, bool):
        if 0 <= seat < len(names):
            return names[seat]
        if seat >= 0:
            return seat_words(seat + 1)
    return tr(SOMEONE)


def record_names(lines: Sequence[Line]) -> tuple[str, ...]:
    """The seat names of a record's ``match_start`` line."""
    start = lines[0] if lines else {}
    seats = start.get("seats") if start.get("type") == "match_start" else None
    names: list[str] = []
    for entry in seats if isinstance(seats, list) else []:
        name = entry.get("name") if isinstance(entry, dict) else None
        names.append(str(name) if name is not None else seat_words(len(names) + 1))
    return tuple(names)


class Head(Sequence[Line]):
    """The first ``stop`` lines of a record, without copying them."""

    def __init__(self, lines: Sequence[Line], stop: int) -> None:
        self.lines = lines
        self.stop = stop

    def __len__(self) -> int:
        return self.stop

    @overload
    def __getitem__(self, index: int) -> Line: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Line]: ...

    def __getitem__(self, index: int | slice) -> Line | Sequence[Line]:
        if isinstance(index, slice):
            return [self.lines[i] for i in range(*index.indices(self.stop))]
        if not -self.stop <= index < self.stop:
            raise IndexError(index)
        return self.lines[index % self.stop]


class TableLog:
    """A match's log, fed its record lines in order (again and again as the record grows)."""

    def __init__(self, words: LogWords, names: Sequence[str] = ()) -> None:
        self.words = words
        self.names = tuple(names)
        self.entries: list[LogEntry] = []
        self.read = 0
        """How many record lines have been fed."""
        self._hand = 0
        self._time = 0.0

    def feed(self, record: Sequence[Line]) -> list[LogEntry]:
        """Describe the lines of ``record`` not fed yet; the new entries."""
        new: list[LogEntry] = []
        while self.read < len(record):
            index = self.read
            line = record[index]
            self.read += 1
            if not isinstance(line, dict):
                continue
            if line.get("type") == "match_start" and not self.names:
                self.names = record_names(record)
            self._follow(line)
            text = self.words(line, self.names, Head(record, index))
            if text:
                new.append(LogEntry(text, self._hand, self._time, str(line.get("type", "")),
                                    index, isinstance(line.get("t"), int | float)))
        self.entries += new
        return new

    def _follow(self, line: Line) -> None:
        """Keep the hand (or round) and the time the line belongs to."""
        for key in ("hand", "round"):
            number = line.get(key)
            if isinstance(number, int) and not isinstance(number, bool) and number != self._hand:
                self._hand = number
                self._time = 0.0
        stamp = line.get("t")
        if isinstance(stamp, int | float) and not isinstance(stamp, bool):
            self._time = float(stamp)
        if line.get("type") == "deal" and not any(k in line for k in ("hand", "round")):
            self._hand += 1  # a deal that does not say its number starts the next one
            self._time = 0.0

    def texts(self) -> list[str]:
        return [entry.text for entry in self.entries]


__all__ = ["LogEntry", "LogWords", "TableLog", "no_words", "record_names", "seat_name"]
