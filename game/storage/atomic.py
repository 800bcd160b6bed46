"""Crash-safe file writes: a file is either its complete old version or its complete new one.

The new content goes into a temporary file in the same folder, which is flushed and fsynced and
then moved over the target with `os.replace` (atomic on POSIX and on Windows/NTFS); a target that
is a symlink is written through to the file it points at, so the link stays. Finally the
folder itself is fsynced where the platform allows it, so the rename survives a power cut.
A process killed mid-write leaves at most a stray ``.<name>.<random>.tmp`` file, which
`remove_stale_temp_files` clears and which no loader ever reads.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

__all__ = [
    "TEMP_SUFFIX",
    "dumps_json",
    "remove_stale_temp_files",
    "write_bytes_atomic",
    "write_json_atomic",
    "write_text_atomic",
]

TEMP_SUFFIX = ".tmp"
_REPLACE_ATTEMPTS = 10  # Windows: a virus scanner or indexer may hold the target for a moment


def _fsync_dir(directory: Path) -> None:
    """Persist a rename in `directory`; a no-op where folders cannot be opened (Windows)."""
    if sys.platform == "win32" or not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _replace(source: str, target: Path) -> None:
    for attempt in range(_REPLACE_ATTEMPTS):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == _REPLACE_ATTEMPTS - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def _through_links(path: Path) -> Path:
    """Where a save to ``path`` goes: a symlink's target (the player linked the file on
    purpose, e.g. into a synced folder), so the link is kept rather than replaced."""
    if not path.is_symlink():
        return path
    return Path(os.path.realpath(path))


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace the file at `path` with `data` atomically; the folder must exist.

    Raises `OSError` on failure, in which case the previous file (if any) is left untouched.
    """
    target = _through_links(Path(path))
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        _replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(target.parent)


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Replace the file at `path` with `text` (UTF-8, newlines written as given) atomically."""
    write_bytes_atomic(path, text.encode("utf-8"))


def dumps_json(obj: Any) -> str:
    """The JSON text the game writes: indented, UTF-8 friendly, no NaN/Infinity, final newline."""
    return json.dumps(obj, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def write_json_atomic(path: str | os.PathLike[str], obj: Any) -> None:
    """Serialise `obj` as JSON and replace the file at `path` with it atomically.

    Raises `TypeError`/`ValueError` before touching the disk if `obj` is not plain JSON data.
    """
    write_text_atomic(path, dumps_json(obj))


def remove_stale_temp_files(
    directory: str | os.PathLike[str], older_than_s: float = 3600.0
) -> list[Path]:
    """Delete temporary files left in `directory` by a writer that was killed mid-save.

    Only files named like this module's temporaries (``.<name>.<random>.tmp``) and older than
    `older_than_s` are removed, so a save in progress in another instance is not disturbed.
    Returns the removed paths; errors are ignored.
    """
    removed: list[Path] = []
    cutoff = time.time() - older_than_s
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return removed
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime <= cutoff:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed
