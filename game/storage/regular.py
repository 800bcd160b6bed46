"""Opening the player's files safely: only regular files, never blocking, never unbounded.

A FIFO, a device (``/dev/zero``), a socket or a folder put where a settings file, a statistics
file or a match record belongs would hang the game or fill its memory. Files are therefore
opened non-blocking (opening a FIFO does not wait for a writer), checked to be regular files
after opening (so a symlink is followed, but only to a regular file), and read with a size bound.
"""

from __future__ import annotations

import errno
import os
import stat
from typing import IO

from game.core.i18n import N_, Sentence

__all__ = ["NotRegular", "TooLarge", "open_regular", "read_regular"]


class NotRegular(OSError):
    """The path is not a regular file (a FIFO, a device, a folder...); its ``strerror`` is a
    `Sentence` (translated where it is shown)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        super().__init__(errno.EINVAL, Sentence.of(N_("it is not a regular file")),
                         os.fspath(path))


class TooLarge(OSError):
    """The file is larger than the caller's bound."""

    def __init__(self, path: str | os.PathLike[str], size: int) -> None:
        super().__init__(errno.EFBIG, Sentence.of(N_("it is too large ({size} bytes)"), size=size),
                         os.fspath(path))


def open_regular(path: str | os.PathLike[str]) -> IO[bytes]:
    """Open ``path`` for reading in binary; `NotRegular` (an `OSError`) unless a regular file."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) \
        | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except PermissionError:
        if os.path.isdir(path):  # Windows refuses to open a folder at all: say what it is
            raise NotRegular(path) from None
        raise
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegular(path)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The whole of a regular file of at most ``max_bytes``; `OSError` otherwise."""
    with open_regular(path) as handle:
        size = os.fstat(handle.fileno()).st_size
        if size > max_bytes:
            raise TooLarge(path, size)
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:  # grew while being read
        raise TooLarge(path, len(data))
    return data
