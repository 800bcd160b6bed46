"""The store of match records: one JSON Lines file per match, in ``matches/`` of the user folder.

The lines are each game's match record (described in the game's own README); this module only
requires that every line is a JSON object with a string ``"type"`` and that the first one is the
``match_start``, which names the game.
A match is named by its start time and seed (``20261121-101500-s123``) and its file is rewritten
atomically whenever a hand ends, so a crash loses at most the hand in progress.

Listing reads each file's first line and its last few kilobytes only (the file ends with the
latest ``hand_end`` or the ``match_end``), so opening the records screen stays quick with
hundreds of matches; `load_match` checks every line. A file that cannot be read is set aside
(renamed ``.bad-<time>``) with one warning. At most `keep` matches are kept, oldest deleted first.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, BinaryIO

from game.core.i18n import N_, Message, Sentence, sentence_of
from game.storage.atomic import remove_stale_temp_files, write_text_atomic
from game.storage.errors import RecordError, StorageError
from game.storage.record_index import (
    RECORD_VERSION,
    UNKNOWN_GAME,
    BrokenRecord,
    MatchInfo,
    SeatInfo,
    TooNewRecord,
    check_start,
    parse_line,
    start_time,
    summarize,
)
from game.storage.record_read import Damaged, read_first_match
from game.storage.regular import NotRegular, open_regular
from game.storage.safe_load import quarantine

__all__ = [
    "DEFAULT_KEEP",
    "RECORDS_DIR",
    "RECORD_VERSION",
    "UNKNOWN_GAME",
    "MatchInfo",
    "MatchStore",
    "SeatInfo",
    "load_record_file",
    "new_match_id",
    "read_record",
]

RECORDS_DIR = "matches"
RECORD_SUFFIX = ".jsonl"
DEFAULT_KEEP = 200
KEEP_SET_ASIDE = 20
MAX_RECORD_BYTES = 8 << 20
"""A record larger than this (a whole match is a few hundred kilobytes) is not opened."""
MAX_LINE_BYTES = 1 << 20
_BAD_MARK = RECORD_SUFFIX + ".bad-"


def new_match_id(started: datetime, seed: int) -> str:
    """The id (and file stem) of a match: its local start time to the second and its seed."""
    return f"{started:%Y%m%d-%H%M%S}-s{int(seed)}"


def _encode(lines: Iterable[Mapping[str, Any] | str], first: int = 1) -> str:
    out = []
    for number, line in enumerate(lines, start=first):
        if isinstance(line, str):
            try:
                line = parse_line(line, number)
            except BrokenRecord as exc:
                raise ValueError(sentence_of(exc)) from None
        if not isinstance(line, Mapping) or not isinstance(line.get("type"), str):
            raise ValueError(f"line {number} is not a JSON object with a \"type\"")
        if number == 1 and line["type"] != "match_start":
            raise ValueError("a match record must begin with its match_start line")
        out.append(json.dumps(line, ensure_ascii=False, allow_nan=False, separators=(",", ":")))
    if not out:
        if first > 1:
            return ""
        raise ValueError("a match record must begin with its match_start line")
    return "\n".join(out) + "\n"


def _unknown_games(matches: Sequence[MatchInfo]) -> list[str]:
    """A sentence for each kept record of a game this app does not have (listed nowhere else)."""
    from game.core.registry import game_ids

    known = set(game_ids())
    return [Sentence.of(N_("The match record {match} is of a game this app does not have "
                           "({game}); it is kept in the matches folder but cannot be shown."),
                        match=info.match_id, game=Message.of(N_("no game named"))
                        if info.game == UNKNOWN_GAME else repr(info.game))
            for info in matches if info.game not in known]


def _end_after_last_whole_line(handle: BinaryIO) -> None:
    """Seek to the end of the file, first cutting a last line an earlier save left unfinished
    (a full disk, a kill), so the next lines follow a whole line."""
    size = handle.seek(0, os.SEEK_END)
    if size == 0:
        return
    back = min(size, MAX_LINE_BYTES + 1)
    handle.seek(size - back)
    tail = handle.read(back)
    if tail.endswith(b"\n"):
        return
    cut = tail.rfind(b"\n")
    if cut < 0:
        raise OSError(errno.EINVAL, "the record holds no whole line")
    handle.truncate(size - back + cut + 1)
    handle.seek(0, os.SEEK_END)


def _append_whole(handle: BinaryIO, data: bytes) -> None:
    """Append ``data`` after the last whole line; a write that fails part way is taken back,
    so the file never keeps half a line (nor lines that a retry would write again)."""
    _end_after_last_whole_line(handle)
    before = handle.tell()
    try:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    except OSError:
        with contextlib.suppress(OSError):
            handle.truncate(before)
        raise


class MatchStore:
    """The match records in ``<folder>/matches``; keeps the newest `keep` matches."""

    def __init__(self, folder: str | os.PathLike[str], keep: int = DEFAULT_KEEP,
                 *, writable: bool = True) -> None:
        if keep < 1:
            raise ValueError("keep must be at least 1")
        self.directory = Path(folder) / RECORDS_DIR
        self.keep = keep
        self.writable = writable
        """False for a copy of the game that does not save: damaged files are only skipped."""
        self._cache: dict[str, tuple[tuple[int, int], MatchInfo]] = {}

    def path_for(self, match_id: str) -> Path:
        """The file of a match; `ValueError` if `match_id` is not a valid id."""
        if start_time(match_id) is None:
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
            raise StorageError(Sentence.of(N_("Could not save the match record: {error}"),
                                           error=exc.strerror or exc)) from exc
        self.prune(protect=match_id)
        return path

    def append_match(self, match_id: str, lines: Sequence[Mapping[str, Any] | str],
                     written: int) -> int:
        """Add the lines after the first ``written`` to the match's file; returns ``len(lines)``.

        A match grows by a hand at a time: only the new lines are encoded and appended, so a
        hand end costs the same at hand 20 as at hand 1. With nothing written yet, or no file
        (it was pruned or removed), the whole record is saved as by `save_match`. Raises as
        `save_match` does.
        """
        path = self.path_for(match_id)
        if written <= 0 or written > len(lines) or not path.is_file():
            self.save_match(match_id, lines)
            return len(lines)
        text = _encode(lines[written:], first=written + 1)
        if text:
            try:
                with open(path, "r+b") as handle:
                    _append_whole(handle, text.encode("utf-8"))
            except OSError as exc:
                raise StorageError(Sentence.of(N_("Could not save the match record: {error}"),
                                               error=exc.strerror or exc)) from exc
        return len(lines)

    def _ids(self) -> list[str]:
        """Ids of the stored match files, newest first."""
        try:
            names = os.listdir(self.directory)
        except OSError:
            return []
        ids = [n[: -len(RECORD_SUFFIX)] for n in names if n.endswith(RECORD_SUFFIX)]
        return sorted((i for i in ids if start_time(i) is not None), reverse=True)

    def list_matches(self, game: str | None = None) -> tuple[list[MatchInfo], list[str]]:
        """Summaries of the stored matches, newest first, and warnings about skipped files;
        with ``game``, only that game's matches.

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
                info = summarize(match_id, path)
            except FileNotFoundError:
                continue  # deleted meanwhile (e.g. pruned by another window of the game)
            except TooNewRecord as exc:
                warnings.append(Sentence.of(N_("The match record {match} was skipped: {reason}."),
                                            match=match_id, reason=sentence_of(exc)))
                continue
            except (BrokenRecord, OSError) as exc:
                warnings.append(self._set_aside(path, match_id, sentence_of(exc)))
                continue
            self._cache[match_id] = (key, info)
            matches.append(info)
        if game is not None:
            warnings += _unknown_games(matches)
            matches = [info for info in matches if info.game == game]
        return matches, warnings

    def _set_aside(self, path: Path, match_id: str, reason: str) -> Sentence:
        self._cache.pop(match_id, None)
        try:
            if not self.writable:
                raise OSError("not saving")
            aside = quarantine(path)
        except OSError:
            return Sentence.of(N_("The match record {match} could not be read ({reason}); it was "
                                  "skipped."), match=match_id, reason=reason)
        return Sentence.of(N_("The match record {match} could not be read ({reason}); it was "
                              "kept as {file} and is no longer listed."),
                           match=match_id, reason=reason, file=aside.name)

    def load_match(self, match_id: str) -> list[dict[str, Any]]:
        """Every event of a match, in order (read as every record file is: `read_record`);
        `RecordError` if it is missing or damaged."""
        try:
            return read_record(self.path_for(match_id))
        except FileNotFoundError as exc:
            raise RecordError(Sentence.of(N_("There is no match record {match}."),
                                          match=match_id)) from exc
        except _Unshown as exc:
            raise RecordError(exc.told(Message.of(N_("The match record {match}"),
                                                  match=match_id))) from exc

    def delete_match(self, match_id: str) -> None:
        """Remove a stored match (no error if it is already gone)."""
        self._cache.pop(match_id, None)
        try:
            self.path_for(match_id).unlink(missing_ok=True)
        except OSError as exc:
            raise StorageError(Sentence.of(N_("Could not delete the match record: {error}"),
                                           error=exc.strerror or exc)) from exc

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


class _Unshown(Exception):
    """Internal: why a record file cannot be shown: a sentence with a ``{record}`` to name it."""

    def __init__(self, msgid: str, **params: Any) -> None:
        super().__init__(msgid)
        self.msgid, self.params = msgid, params

    def told(self, record: Any) -> Sentence:
        """The sentence naming ``record`` (a file's name, or a message naming a match)."""
        return Sentence.of(self.msgid, record=record, **self.params)


def read_record(path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """The first match of a record file, read as the checker reads it (``record_read``): up to
    its last whole line. `FileNotFoundError`, or `_Unshown` saying why it cannot be shown."""
    try:
        with open_regular(path) as stream:
            size = os.fstat(stream.fileno()).st_size
            if size > MAX_RECORD_BYTES:
                # Translators: {record} is "The match record <id>" or a file's name, as in
                # every sentence of a record that cannot be shown
                raise _Unshown(N_("{record} is too large to open."))
            events, _torn = read_first_match(stream)
        check_start(events[0])
    except FileNotFoundError:
        raise
    except NotRegular as exc:
        raise _Unshown(N_("{record} is not a file.")) from exc
    except OSError as exc:
        raise _Unshown(N_("{record} could not be opened: {error}."),
                       error=exc.strerror or exc) from exc
    except (Damaged, BrokenRecord) as exc:
        raise _Unshown(N_("{record} is damaged: {reason}."), reason=sentence_of(exc)) from exc
    except TooNewRecord as exc:
        raise _Unshown(N_("{record} cannot be opened: {reason}."), reason=sentence_of(exc)) from exc
    return events


def load_record_file(path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """The first match of a record file from anywhere (a player shared it): its lines, read as
    the checker and the Replays screen read a record (`read_record`); `RecordError` (a sentence
    naming the file) if it cannot be shown. A second match in the file is not read."""
    name = os.fspath(path)
    try:
        return read_record(path)
    except FileNotFoundError as exc:
        raise RecordError(Sentence.of(N_("{record} could not be opened: {error}."), record=name,
                                      error=exc.strerror or exc)) from exc
    except _Unshown as exc:
        raise RecordError(exc.told(name)) from exc
