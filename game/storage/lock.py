"""One copy of the game at a time saves into a folder: an operating-system lock on ``game.lock``.

Two copies saving into one folder would lose statistics (the last writer wins). The first copy
opens ``game.lock`` and takes an exclusive lock on it (``fcntl.flock`` on macOS and Linux,
``msvcrt.locking`` on Windows); a second copy cannot take it and runs without saving (it still
reads everything). The operating system drops the lock when the process holding it ends in any
way (a crash, a kill, a power cut and reboot), so no stale lock can ever keep a later start from
saving; nothing trusts a recorded process id, which another program may have by then. The file
holds the owner's process id only for a person looking at the folder, and stays in place
(deleting it could let a copy that is opening it at that moment lock a file nobody else sees).
Within one process the lock is re-entrant, so opening the folder twice (tests, a restart of the
window) is not a conflict.
"""

from __future__ import annotations

import contextlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from game.core.i18n import N_, Sentence

__all__ = ["ANOTHER_COPY", "LOCK_FILE", "FolderLock", "acquire_lock"]

LOCK_FILE = "game.lock"
ANOTHER_COPY = Sentence.of(N_("Another copy of the game is using the save folder: this one runs "
                              "without saving settings, statistics or records."))

_HELD: dict[Path, list[int]] = {}


def _not_locked(error: OSError) -> Sentence:
    return Sentence.of(N_("The save folder cannot be locked ({error}): the game runs without "
                          "saving settings, statistics or records."),
                       error=error.strerror or error)
"""Locks this process holds: the lock file's path -> [open descriptor, times taken]."""


def _try_lock(fd: int) -> bool:
    """Lock the open file ``fd`` exclusively without waiting; False when another process holds
    it. Other errors (a file system without locks) raise `OSError`."""
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:  # EACCES or EDEADLOCK (the C runtimes differ): another process has it
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(fd: int) -> None:
    with contextlib.suppress(OSError):
        if sys.platform == "win32":
            import msvcrt

            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_UN)
    with contextlib.suppress(OSError):
        os.close(fd)


@dataclass
class FolderLock:
    """A held lock; ``release()`` gives it back (the last release of a re-entrant lock)."""

    path: Path
    pid: int

    def release(self) -> None:
        held = _HELD.get(self.path)
        if held is None:
            return
        held[1] -= 1
        if held[1] <= 0:
            del _HELD[self.path]
            _unlock(held[0])


def _note_owner(fd: int, pid: int) -> None:
    """Write the owner's process id into the file (only for a person looking at it)."""
    with contextlib.suppress(OSError):
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{pid}\n".encode("ascii"))


def acquire_lock(folder: str | os.PathLike[str]) -> tuple[FolderLock | None, str | None]:
    """Take the folder's lock: ``(lock, None)``, or ``(None, message to show)`` when another
    running copy holds it or the lock cannot be taken (then this copy must not save)."""
    path = Path(folder).absolute() / LOCK_FILE
    pid = os.getpid()
    held = _HELD.get(path)
    if held is not None:
        held[1] += 1
        return FolderLock(path, pid), None
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except OSError as exc:
        return None, _not_locked(exc)
    try:
        taken = _try_lock(fd)
    except OSError as exc:
        os.close(fd)
        return None, _not_locked(exc)
    if not taken:
        os.close(fd)
        return None, ANOTHER_COPY
    _note_owner(fd, pid)
    _HELD[path] = [fd, 1]
    return FolderLock(path, pid), None
