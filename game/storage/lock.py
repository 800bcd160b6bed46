"""One copy of the game at a time saves into a folder: a lock file holding the owner's process id.

Two copies saving into one folder would lose statistics (the last writer wins). The first copy
writes ``game.lock`` with its process id; a second copy finds it, sees that process is alive,
and runs without saving (it still reads everything). A lock left by a copy that died (its
process is gone) is taken over. Within one process the lock is re-entrant, so opening the folder
twice (tests, a restart of the window) is not a conflict.
"""

from __future__ import annotations

import contextlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from game.storage.atomic import write_text_atomic
from game.storage.regular import read_regular

__all__ = ["LOCK_FILE", "FolderLock", "acquire_lock", "pid_alive"]

LOCK_FILE = "game.lock"


def _windows_pid_alive(pid: int) -> bool:
    import ctypes

    kernel = ctypes.windll.kernel32  # type: ignore[attr-defined,unused-ignore]
    handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return bool(kernel.GetLastError() == 5)  # access denied: it exists
    try:
        code = ctypes.c_ulong()
        kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        return bool(code.value == 259)  # STILL_ACTIVE
    finally:
        kernel.CloseHandle(handle)


def pid_alive(pid: int) -> bool:
    """Whether a process with id ``pid`` is running (never sends it anything)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        try:
            return _windows_pid_alive(pid)
        except (OSError, AttributeError):
            return True  # cannot tell: assume it is alive and do not take the lock
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    except OSError:
        return False
    return True


def _owner(path: Path) -> int | None:
    try:
        text = read_regular(path, 64).decode("ascii", "replace").strip()
    except FileNotFoundError:
        return None
    except OSError:
        return 0  # not a usable lock file: treated as stale
    return int(text) if text.isdigit() and len(text) < 12 else 0


@dataclass
class FolderLock:
    """A held lock; ``release()`` removes the file if it is still ours."""

    path: Path
    pid: int

    def release(self) -> None:
        if _owner(self.path) == self.pid:
            with contextlib.suppress(OSError):
                self.path.unlink()


def _create(path: Path, pid: int) -> bool:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except FileExistsError:
        return False
    with os.fdopen(fd, "w", encoding="ascii") as handle:
        handle.write(f"{pid}\n")
    return True


def acquire_lock(folder: str | os.PathLike[str]) -> tuple[FolderLock | None, str | None]:
    """Take the folder's lock: ``(lock, None)``, or ``(None, message to show)`` when another
    running copy holds it or the lock cannot be written (then this copy must not save)."""
    path = Path(folder) / LOCK_FILE
    pid = os.getpid()
    try:
        for _ in range(3):
            if _create(path, pid):
                return FolderLock(path, pid), None
            owner = _owner(path)
            if owner == pid:
                return FolderLock(path, pid), None
            if owner is not None and owner > 0 and pid_alive(owner):
                return None, ("Another copy of the game is using the save folder: this one "
                              "runs without saving settings, statistics or records.")
            if owner is not None:  # stale: its process is gone
                write_text_atomic(path, f"{pid}\n")
                if _owner(path) == pid:
                    return FolderLock(path, pid), None
    except OSError as exc:
        return None, (f"The save folder cannot be locked ({exc.strerror or exc}): the game "
                      "runs without saving settings, statistics or records.")
    return None, ("Another copy of the game is using the save folder: this one runs without "
                  "saving settings, statistics or records.")
