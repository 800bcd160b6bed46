"""Start-up housekeeping of the save folder, so that nothing piles up there over the years.

Run by the copy of the game that holds the folder's lock (see `lock`), so no other copy is in
the middle of a save: it removes the temporary files of saves that were interrupted, keeps only
the newest `KEEP_SET_ASIDE` set-aside copies (``<name>.bad-<time>``) of each file, and cuts a
set-aside copy larger than `MAX_SET_ASIDE_BYTES` down to its beginning (enough to see what it
was; a 1 GB damaged record is not kept whole). Errors are ignored: this is housekeeping.
"""

from __future__ import annotations

import contextlib
import os
import re
from pathlib import Path

from game.storage.atomic import remove_stale_temp_files

__all__ = ["KEEP_SET_ASIDE", "MAX_SET_ASIDE_BYTES", "tidy_folder"]

KEEP_SET_ASIDE = 20
MAX_SET_ASIDE_BYTES = 1 << 20
_SET_ASIDE = re.compile(r"^(?P<base>.+)\.bad-[0-9]{8}-[0-9]{6}(-[0-9]+)?$")
_SUBFOLDERS = ("matches",)


def _set_aside(directory: Path) -> dict[str, list[os.DirEntry[str]]]:
    groups: dict[str, list[os.DirEntry[str]]] = {}
    with contextlib.suppress(OSError), os.scandir(directory) as entries:
        for entry in entries:
            found = _SET_ASIDE.match(entry.name)
            if found and entry.is_file(follow_symlinks=False):
                # records: one group for all set-aside matches; other files: one per name
                base = found["base"]
                key = ".jsonl" if base.endswith(".jsonl") else base
                groups.setdefault(key, []).append(entry)
    return groups


def _tidy_set_aside(directory: Path) -> int:
    removed = 0
    for entries in _set_aside(directory).values():
        entries.sort(key=lambda e: e.name.split(".bad-", 1)[1], reverse=True)
        for entry in entries[KEEP_SET_ASIDE:]:
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
                removed += 1
        for entry in entries[:KEEP_SET_ASIDE]:
            with contextlib.suppress(OSError):
                if entry.stat(follow_symlinks=False).st_size > MAX_SET_ASIDE_BYTES:
                    os.truncate(entry.path, MAX_SET_ASIDE_BYTES)
    return removed


def tidy_folder(folder: str | os.PathLike[str]) -> int:
    """Clean ``folder`` and its ``matches`` folder; the number of files removed."""
    removed = 0
    for directory in (Path(folder), *(Path(folder) / sub for sub in _SUBFOLDERS)):
        removed += len(remove_stale_temp_files(directory, older_than_s=0.0))
        removed += _tidy_set_aside(directory)
    return removed
