"""The store of match records: one JSON Lines file per match, in ``matches/`` of the user folder.

The line format is the match record of ``hand-record.md``; this module only requires that every
line is a JSON object with a string ``"type"`` and that the first one is the ``match_start``.
A match is named by its start time and seed (``20261121-101500-s123``) and its file is rewritten
atomically whenever a hand ends, so a crash loses at most the hand in progress.

Listing reads each file's first line and its last few kilobytes only (the file ends with the
latest ``hand_end`` or the ``match_end``), so opening the records screen stays quick with
hundreds of matches; `load_match` checks every line. A file that cannot be read is set aside
(renamed ``.bad-<time>``) with one warning. At most `keep` matches are kept, oldest deleted first.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.storage.atomic import remove_stale_temp_files, write_text_atomic
from game.storage.errors import RecordError, StorageError
from game.storage.safe_load import quarantine

__all__ = [
    "DEFAULT_KEEP",
    "RECORDS_DIR",
    "RECORD_VERSION",
    "MatchInfo",
    "MatchStore",
    "SeatInfo",
    "new_match_id",
]

RECORDS_DIR = "matches"
RECORD_SUFFIX = ".jsonl"
RECORD_VERSION = 1
DEFAULT_KEEP = 200
KEEP_SET_ASIDE = 20
MAX_RECORD_BYTES = 64 << 20
_HEAD_LIMIT = 1 << 20
_TAIL_BYTES = 64 << 10
_ID_PATTERN = re.compile(r"^([0-9]{8}-[0-9]{6})-s(-?[0-9]{1,40})$")
_BAD_MARK = RECORD_SUFFIX + ".bad-"


def new_match_id(started: datetime, seed: int) -> str:
    """The id (and file stem) of a match: its local start time to the second and its seed."""
    return f"{started:%Y%m%d-%H%M%S}-s{int(seed)}"


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
    """The summary of a stored match shown in the records list."""

    match_id: str
    started: datetime
    seed: int | None
    seats: tuple[SeatInfo, ...]
    hands: int  # hands finished
    finished: bool
    winner: int | None  # seat number, when finished
    totals: tuple[tuple[int, int], ...]  # (seat, running total) after the last finished hand

    @property
    def winner_name(self) -> str | None:
        for seat in self.seats:
            if seat.seat == self.winner:
                return seat.name
        return None


def _start_time(match_id: str) -> datetime | None:
    """The start time encoded in a match id, or None if it is not a valid id."""
    found = _ID_PATTERN.match(match_id)
    if not found:
        return None
    try:
        return datetime.strptime(found.group(1), "%Y%m%d-%H%M%S")
    except ValueError:
        return None


class _Broken(Exception):
    """Internal: a record file that cannot be used, and why."""


class _TooNew(Exception):
    """Internal: a record written by a newer version of the game (left alone, not listed)."""


def _parse_line(raw: bytes | str, number: int | None = None) -> dict[str, Any]:
    where = f"line {number}" if number is not None else "a line"
    try:
        obj = json.loads(raw, parse_constant=_no_constants)
    except (ValueError, RecursionError) as exc:
        raise _Broken(f"{where} is damaged") from exc
    if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
        raise _Broken(f"{where} is not a record event")
    return obj


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _seats(start: Mapping[str, Any]) -> tuple[SeatInfo, ...]:
    raw = start.get("seats")
    if not isinstance(raw, list):
        raise _Broken("the list of seats is missing")
    seats = []
    for item in raw:
        if not isinstance(item, dict):
            raise _Broken("a seat is malformed")
        seat, name = _int_or_none(item.get("seat")), item.get("name")
        if seat is None or not isinstance(name, str):
            raise _Broken("a seat is malformed")
        level, deck = item.get("level"), item.get("deck")
        seats.append(SeatInfo(
            seat=seat,
            name=name,
            kind=str(item.get("kind", "")),
            level=level if isinstance(level, str) else None,
            deck=deck if isinstance(deck, str) else None,
        ))
    return tuple(seats)


def _totals(rows: Any, key: str) -> tuple[tuple[int, int], ...]:
    if not isinstance(rows, list):
        return ()
    out = []
    for row in rows:
        if isinstance(row, dict):
            seat, total = _int_or_none(row.get("seat")), _int_or_none(row.get(key))
            if seat is not None and total is not None:
                out.append((seat, total))
    return tuple(out)


def _check_start(start: Mapping[str, Any]) -> tuple[SeatInfo, ...]:
    """Check the first line of a record; return its seats."""
    if start["type"] != "match_start":
        raise _Broken("it does not begin with the start of a match")
    version = start.get("version", RECORD_VERSION)
    if _int_or_none(version) is None or version < 1:
        raise _Broken("its version number is invalid")
    if version > RECORD_VERSION:
        raise _TooNew(f"it was written by a newer version of the game (format {version})")
    return _seats(start)


def _summarize(match_id: str, path: Path) -> MatchInfo:
    """Read the summary of one record from its first line and its tail."""
    try:
        with open(path, "rb") as handle:
            first = handle.readline(_HEAD_LIMIT)
            size = handle.seek(0, os.SEEK_END)
            tail_start = max(len(first), size - _TAIL_BYTES)
            handle.seek(tail_start)
            tail = handle.read()
            start = _parse_line(first, 1)
            seats = _check_start(start)
            lines = tail.split(b"\n")
            if tail_start > len(first):
                lines = lines[1:]  # the first piece may be the end of a longer line
            match_end = hand_end = None
            for line in reversed(lines):  # newest first; stop at the last finished hand
                if not line.strip():
                    continue
                event = _parse_line(line)
                if event["type"] == "match_end" and match_end is None:
                    match_end = event
                elif event["type"] == "hand_end":
                    hand_end = event
                    break
            if hand_end is None and tail_start > len(first):
                handle.seek(len(first))
                for line in handle:
                    if b"hand_end" in line:
                        event = _parse_line(line)
                        if event["type"] == "hand_end":
                            hand_end = event
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise _Broken(f"it could not be opened: {exc.strerror or exc}") from exc
    hands = _int_or_none(hand_end.get("hand")) if hand_end else 0
    totals = _totals(hand_end.get("scores"), "total") if hand_end else ()
    if match_end is not None:
        totals = _totals(match_end.get("totals"), "total") or totals
    started = _start_time(match_id)
    if started is None:
        raise _Broken("its name does not hold a valid start time")
    return MatchInfo(
        match_id=match_id,
        started=started,
        seed=_int_or_none(start.get("seed")),
        seats=seats,
        hands=hands or 0,
        finished=match_end is not None,
        winner=_int_or_none(match_end.get("winner")) if match_end else None,
        totals=totals,
    )


def _encode(lines: Iterable[Mapping[str, Any] | str]) -> str:
    out = []
    for number, line in enumerate(lines, start=1):
        if isinstance(line, str):
            try:
                line = _parse_line(line, number)
            except _Broken as exc:
                raise ValueError(str(exc)) from None
        if not isinstance(line, Mapping) or not isinstance(line.get("type"), str):
            raise ValueError(f"line {number} is not a JSON object with a \"type\"")
        if number == 1 and line["type"] != "match_start":
            raise ValueError("a match record must begin with its match_start line")
        out.append(json.dumps(line, ensure_ascii=False, allow_nan=False, separators=(",", ":")))
    if not out:
        raise ValueError("a match record must begin with its match_start line")
    return "\n".join(out) + "\n"


class MatchStore:
    """The match records in ``<folder>/matches``; keeps the newest `keep` matches."""

    def __init__(self, folder: str | os.PathLike[str], keep: int = DEFAULT_KEEP) -> None:
        if keep < 1:
            raise ValueError("keep must be at least 1")
        self.directory = Path(folder) / RECORDS_DIR
        self.keep = keep
        self._cache: dict[str, tuple[tuple[int, int], MatchInfo]] = {}

    def path_for(self, match_id: str) -> Path:
        """The file of a match; `ValueError` if `match_id` is not a valid id."""
        if _start_time(match_id) is None:
            raise ValueError(f"not a match id: {match_id!r}")
        return self.directory / f"{match_id}{RECORD_SUFFIX}"

    def save_match(self, match_id: str, lines: Iterable[Mapping[str, Any] | str]) -> Path:
        """Write the whole record of a match atomically, then prune old matches.

        `lines` are event dicts or their JSON text, the ``match_start`` first. Raises
        `ValueError` for a malformed line (nothing is written) and `StorageError` if the
        file cannot be written (the previous version stays).
        """
        path = self.path_for(match_id)
        text = _encode(lines)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            write_text_atomic(path, text)
        except OSError as exc:
            raise StorageError(f"Could not save the match record: {exc.strerror or exc}") from exc
        self.prune(protect=match_id)
        return path

    def _ids(self) -> list[str]:
        """Ids of the stored match files, newest first."""
        try:
            names = os.listdir(self.directory)
        except OSError:
            return []
        ids = [n[: -len(RECORD_SUFFIX)] for n in names if n.endswith(RECORD_SUFFIX)]
        return sorted((i for i in ids if _start_time(i) is not None), reverse=True)

    def list_matches(self) -> tuple[list[MatchInfo], list[str]]:
        """Summaries of the stored matches, newest first, and warnings about skipped files.

        Never raises: a damaged file is set aside (one warning), a file from a newer version of
        the game is skipped (a warning each time) but left in place.
        """
        matches: list[MatchInfo] = []
        warnings: list[str] = []
        for match_id in self._ids():
            path = self.path_for(match_id)
            try:
                stat = path.stat()
                key = (stat.st_mtime_ns, stat.st_size)
                cached = self._cache.get(match_id)
                if cached is not None and cached[0] == key:
                    matches.append(cached[1])
                    continue
                info = _summarize(match_id, path)
            except FileNotFoundError:
                continue  # deleted meanwhile (e.g. pruned by another window of the game)
            except _TooNew as exc:
                warnings.append(f"The match record {match_id} was skipped: {exc}.")
                continue
            except (_Broken, OSError) as exc:
                warnings.append(self._set_aside(path, match_id, str(exc)))
                continue
            self._cache[match_id] = (key, info)
            matches.append(info)
        return matches, warnings

    def _set_aside(self, path: Path, match_id: str, reason: str) -> str:
        self._cache.pop(match_id, None)
        try:
            aside = quarantine(path)
        except OSError:
            return f"The match record {match_id} could not be read ({reason}); it was skipped."
        return (
            f"The match record {match_id} could not be read ({reason}); "
            f"it was kept as {aside.name} and is no longer listed."
        )

    def load_match(self, match_id: str) -> list[dict[str, Any]]:
        """Every event of a match, in order; `RecordError` if it is missing or damaged."""
        path = self.path_for(match_id)
        try:
            if path.stat().st_size > MAX_RECORD_BYTES:
                raise RecordError(f"The match record {match_id} is too large to open.")
            raw = path.read_bytes()
        except FileNotFoundError as exc:
            raise RecordError(f"There is no match record {match_id}.") from exc
        except OSError as exc:
            raise RecordError(
                f"The match record {match_id} could not be opened: {exc.strerror or exc}"
            ) from exc
        events = []
        try:
            for number, line in enumerate(raw.split(b"\n"), start=1):
                if line.strip():
                    events.append(_parse_line(line, number))
            if not events:
                raise _Broken("it is empty")
            _check_start(events[0])
        except _Broken as exc:
            raise RecordError(f"The match record {match_id} is damaged: {exc}.") from exc
        except _TooNew as exc:
            raise RecordError(f"The match record {match_id} cannot be opened: {exc}.") from exc
        return events

    def delete_match(self, match_id: str) -> None:
        """Remove a stored match (no error if it is already gone)."""
        self._cache.pop(match_id, None)
        try:
            self.path_for(match_id).unlink(missing_ok=True)
        except OSError as exc:
            raise StorageError(f"Could not delete the match record: {exc.strerror or exc}") from exc

    def prune(self, protect: str | None = None) -> list[str]:
        """Delete the oldest matches beyond `keep` (never `protect`); return the deleted ids.

        Also drops set-aside copies beyond the newest `KEEP_SET_ASIDE` and temporary files
        left by an interrupted save. Errors are ignored: pruning is housekeeping.
        """
        deleted = []
        ids = self._ids()
        room = self.keep - (1 if protect in ids else 0)
        surplus = [i for i in ids if i != protect][room:]
        for match_id in surplus:
            with contextlib.suppress(OSError):
                self.path_for(match_id).unlink()
                self._cache.pop(match_id, None)
                deleted.append(match_id)
        with contextlib.suppress(OSError):
            bad = sorted((n for n in os.listdir(self.directory) if _BAD_MARK in n), reverse=True)
            for name in bad[KEEP_SET_ASIDE:]:
                with contextlib.suppress(OSError):
                    (self.directory / name).unlink()
        remove_stale_temp_files(self.directory)
        return deleted
