"""Reading what the records list shows of one stored match: its first line and its tail.

A record's ``match_start`` names the game, the seats and the seed; the last ``hand_end`` or
``round_end`` (and the ``match_end``, when there is one) give the hands or rounds played, the
totals and the winner, in whichever of the shapes the games write them. Only the first line and
the last few kilobytes are read, so listing hundreds of matches stays quick.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import IO, Any

from game.core import record_shape
from game.core.i18n import N_, Sentence, at_line
from game.core.names import drawable_name, seat_fallback
from game.storage.game_prefs import LEGACY_GAME, check_game_id
from game.storage.regular import open_regular

__all__ = ["RECORD_VERSION", "UNKNOWN_GAME", "BrokenRecord", "MatchInfo", "SeatInfo",
           "TooNewRecord", "check_start", "drawable_seats", "parse_line", "start_time",
           "summarize"]

RECORD_VERSION = 1
"""The newest record format version this app writes (each game's own check reads its lines)."""
UNKNOWN_GAME = "?"
_HEAD_LIMIT = 1 << 20
_TAIL_BYTES = 64 << 10
_SCAN_LIMIT = 64 << 20
_ID_PATTERN = re.compile(r"^([0-9]{8}-[0-9]{6})-s(-?[0-9]{1,40})$")


@dataclass(frozen=True)
class SeatInfo:
    """One seat as announced in the ``match_start`` line."""

    seat: int
    name: str
    kind: str  # "human" or "bot"
    level: str | None = None
    deck: str | None = None


@dataclass(frozen=True)
class MatchInfo:
    """The summary of a stored match shown in the records list.

    ``game`` is the id the record's ``match_start`` names (records from before games had ids are
    ``LEGACY_GAME``'s; a missing or malformed id is ``UNKNOWN_GAME``). Storage knows no game:
    whether that game is offered is the caller's question.
    """

    match_id: str
    started: datetime
    seed: int | None
    seats: tuple[SeatInfo, ...]
    hands: int  # hands (or rounds) finished
    finished: bool
    winner: int | None  # seat number, when finished
    totals: tuple[tuple[int, int], ...]  # (seat, running total) after the last finished hand
    game: str = LEGACY_GAME

    @property
    def winner_name(self) -> str | None:
        for seat in self.seats:
            if seat.seat == self.winner:
                return seat.name
        return None


def start_time(match_id: str) -> datetime | None:
    """The start time encoded in a match id, or None if it is not a valid id."""
    found = _ID_PATTERN.match(match_id)
    if not found:
        return None
    try:
        return datetime.strptime(found.group(1), "%Y%m%d-%H%M%S")
    except ValueError:
        return None


class BrokenRecord(Exception):
    """Internal: a record file that cannot be used, and why."""


class TooNewRecord(Exception):
    """Internal: a record written by a newer version of the game (left alone, not listed)."""


def parse_line(raw: bytes | str, number: int | None = None) -> dict[str, Any]:
    try:
        obj = json.loads(raw, parse_constant=_no_constants)
    except (ValueError, RecursionError) as exc:
        raise BrokenRecord(Sentence.of(N_("line {number} is damaged"), number=number)
                           if number is not None else Sentence.of(N_("a line is damaged"))
                           ) from exc
    if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
        raise BrokenRecord(Sentence.of(N_("line {number} is not a record event"), number=number)
                           if number is not None
                           else Sentence.of(N_("a line is not a record event")))
    return obj


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _seats(start: Mapping[str, Any]) -> tuple[SeatInfo, ...]:
    raw = start.get("seats")
    if not isinstance(raw, list):
        raise BrokenRecord(Sentence.of(N_("the list of seats is missing")))
    seats = []
    for item in raw:
        if not isinstance(item, dict):
            raise BrokenRecord(Sentence.of(N_("a seat is malformed")))
        seat, name = _int_or_none(item.get("seat")), item.get("name")
        if seat is None or not isinstance(name, str):
            raise BrokenRecord(Sentence.of(N_("a seat is malformed")))
        level, deck = item.get("level"), item.get("deck")
        seats.append(SeatInfo(
            seat=seat,
            name=drawable_name(name, seat_fallback(seat + 1), record_shape.MAX_NAME),
            kind=str(item.get("kind", "")),
            level=level if isinstance(level, str) else None,
            deck=deck if isinstance(deck, str) else None,
        ))
    return tuple(seats)


def drawable_seats(start: dict[str, Any],
                   fallback: Callable[[int], str] = seat_fallback) -> dict[str, Any]:
    """The ``match_start`` line with every seat's name made drawable (a name of nothing but
    zero-width characters becomes ``fallback(N)``, "Seat N"), for the viewers and lists that
    show them."""
    raw = start.get("seats")
    if not isinstance(raw, list):
        return start
    seats = [{**item, "name": drawable_name(item.get("name"), fallback(number + 1),
                                            record_shape.MAX_NAME)}
             if isinstance(item, dict) else item for number, item in enumerate(raw)]
    return {**start, "seats": seats}


def _totals(rows: Any, key: str) -> tuple[tuple[int, int], ...]:
    """(seat, total) pairs from ``[{"seat": 0, key: 12}, ...]`` or ``{"0": 12}`` (or
    ``{"0": {key: 12}}``): the shapes the games' records use."""
    if isinstance(rows, dict):
        rows = [{"seat": _seat_number(seat),
                 key: value.get(key) if isinstance(value, dict) else value}
                for seat, value in rows.items()]
    if not isinstance(rows, list):
        return ()
    out = []
    for row in rows:
        if isinstance(row, dict):
            seat, total = _int_or_none(row.get("seat")), _int_or_none(row.get(key))
            if seat is not None and total is not None:
                out.append((seat, total))
    return tuple(out)


def _seat_number(text: Any) -> int | None:
    """A seat number written as an object key (``"0"``)."""
    if isinstance(text, str) and text.isascii() and text.isdigit() and len(text) <= 3:
        return int(text)
    return None


END_TYPES = ("hand_end", "round_end")
"""The line types that close a hand or a round in the games' records."""


def _winner(match_end: Mapping[str, Any] | None) -> int | None:
    """The one winning seat of a finished match (``winner``, or ``winners`` of one seat)."""
    if match_end is None:
        return None
    winners = match_end.get("winners")
    if isinstance(winners, list) and len(winners) == 1:
        return _int_or_none(winners[0])
    return _int_or_none(match_end.get("winner"))


def _progress(hand_end: Mapping[str, Any] | None, match_end: Mapping[str, Any] | None
              ) -> tuple[int, tuple[tuple[int, int], ...]]:
    """Hands (or rounds) finished and the running totals, from the last end lines."""
    hands = 0
    totals: tuple[tuple[int, int], ...] = ()
    if hand_end is not None:
        hands = _int_or_none(hand_end.get("hand", hand_end.get("round"))) or 0
        totals = _totals(hand_end.get("totals"), "total") or \
            _totals(hand_end.get("scores"), "total")
    if match_end is not None:
        totals = _totals(match_end.get("totals"), "total") or \
            _totals(match_end.get("scores"), "total") or totals
    return hands, totals


def _game_of(start: Mapping[str, Any]) -> str:
    """The game a ``match_start`` line names (see `MatchInfo.game`)."""
    if "game" not in start:
        return LEGACY_GAME
    try:
        return check_game_id(start["game"])
    except ValueError:
        return UNKNOWN_GAME


def check_start(start: Mapping[str, Any]) -> tuple[SeatInfo, ...]:
    """Check the first line of a record (the shape every game's record shares, see
    ``game.core.record_shape``); return its seats."""
    if start["type"] != "match_start":
        raise BrokenRecord(Sentence.of(N_("it does not begin with the start of a match")))
    version = start.get("version", RECORD_VERSION)
    if _int_or_none(version) is None or version < 1:
        raise BrokenRecord(Sentence.of(N_("its version number is invalid")))
    if version > RECORD_VERSION:
        raise TooNewRecord(Sentence.of(
            N_("it was written by a newer version of the game (format {found})"), found=version))
    try:  # a game id that is not one is listed as unknown (see `_game_of`), not set aside
        record_shape.check_start({key: value for key, value in start.items() if key != "game"})
    except (record_shape.ShapeError, RecursionError) as error:
        raise BrokenRecord(at_line(1, record_shape.reason_of(error))) from None
    return _seats(start)


def _last_hand_end(handle: IO[bytes], start: int) -> dict[str, Any] | None:
    """The last line that ends a hand or round after ``start``, reading lines of at most
    ``_HEAD_LIMIT`` (a longer line is skipped unparsed) and at most ``_SCAN_LIMIT`` bytes in all."""
    handle.seek(start)
    found = None
    read = 0
    skipping = False  # inside a line longer than the limit
    while read < _SCAN_LIMIT:
        chunk = handle.readline(_HEAD_LIMIT)
        if not chunk:
            break
        read += len(chunk)
        whole = chunk.endswith(b"\n") or len(chunk) < _HEAD_LIMIT
        if not skipping and whole and (b"hand_end" in chunk or b"round_end" in chunk):
            event = parse_line(chunk)
            if event["type"] in END_TYPES:
                found = event
        skipping = not whole
    return found


def _torn(last: bytes) -> bool:
    """A last piece after the final newline that is not a whole line (a save cut short)."""
    try:
        parse_line(last)
    except BrokenRecord:
        return True
    return False


def summarize(match_id: str, path: Path) -> MatchInfo:
    """Read the summary of one record from its first line and its tail."""
    try:
        with open_regular(path) as handle:
            first = handle.readline(_HEAD_LIMIT)
            size = handle.seek(0, os.SEEK_END)
            tail_start = max(len(first), size - _TAIL_BYTES)
            handle.seek(tail_start)
            tail = handle.read()
            start = parse_line(first, 1)
            seats = check_start(start)
            lines = tail.split(b"\n")
            if tail_start > len(first):
                lines = lines[1:]  # the first piece may be the end of a longer line
            if lines and lines[-1].strip() and _torn(lines[-1]):
                lines = lines[:-1]  # a save cut short: the record is read up to the line before
            match_end = hand_end = None
            for line in reversed(lines):  # newest first; stop at the last finished hand
                if not line.strip():
                    continue
                event = parse_line(line)
                if event["type"] == "match_end" and match_end is None:
                    match_end = event
                elif event["type"] in END_TYPES:
                    hand_end = event
                    break
            if hand_end is None and tail_start > len(first):
                hand_end = _last_hand_end(handle, len(first))
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise BrokenRecord(Sentence.of(N_("it could not be opened: {error}"),
                                       error=exc.strerror or exc)) from exc
    hands, totals = _progress(hand_end, match_end)
    started = start_time(match_id)
    if started is None:
        raise BrokenRecord(Sentence.of(N_("its name does not hold a valid start time")))
    return MatchInfo(
        match_id=match_id,
        started=started,
        seed=_int_or_none(start.get("seed")),
        seats=seats,
        hands=hands,
        finished=match_end is not None,
        winner=_winner(match_end),
        totals=totals,
        game=_game_of(start),
    )
