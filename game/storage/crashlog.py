"""Crash reports: when the game fails, keep a log the player can send, and tell them kindly.

`install_crash_handler` wraps `sys.excepthook` and `threading.excepthook`: an uncaught exception
writes ``crash-YYYYmmdd-HHMMSS.log`` (traceback, game version, Python and platform) into the user
folder, still goes to the previous hook (the console), and then `on_crash(message)` is called so
the front end can show a friendly message. `write_crash_log` does the same writing for a
``try/except`` around the main loop. Nothing here touches settings or statistics: the last good
save is left exactly as it was. Only the newest `KEEP_CRASH_LOGS` logs are kept.
"""

from __future__ import annotations

import contextlib
import os
import platform
import sys
import tempfile
import threading
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType

from game.storage.errors import StorageError

__all__ = [
    "KEEP_CRASH_LOGS",
    "crash_report",
    "install_crash_handler",
    "write_crash_log",
]

KEEP_CRASH_LOGS = 20
_PREFIX, _SUFFIX = "crash-", ".log"

_folder: Path | None = None
_on_crash: Callable[[str], None] | None = None


def _game_version() -> str:
    try:
        from game import __version__
    except Exception:  # a report must be written whatever is broken
        return "unknown"
    return str(__version__)


def crash_report(
    exc_type: type[BaseException],
    exc: BaseException | None,
    tb: TracebackType | None,
    thread_name: str | None = None,
) -> str:
    """The text of a crash log for one exception."""
    header = [
        "Card Table crash report",
        f"Time: {datetime.now():%Y-%m-%d %H:%M:%S}",
        f"Game version: {_game_version()}",
        f"Python: {platform.python_version()} ({platform.python_implementation()})",
        f"Platform: {platform.platform()} ({platform.machine() or 'unknown machine'})",
        f"Frozen build: {'yes' if getattr(sys, 'frozen', False) else 'no'}",
        f"Thread: {thread_name or threading.current_thread().name}",
        "",
    ]
    body = "".join(traceback.format_exception(exc_type, exc, tb))
    return "\n".join(header) + "\n" + body


def _candidate_folders(folder: Path | None) -> list[Path]:
    folders = [f for f in (folder, _folder) if f is not None]
    if not folders:
        from game.storage.userdir import try_user_dir

        found, _ = try_user_dir()
        if found is not None:
            folders.append(found)
    folders.append(Path(tempfile.gettempdir()))
    return folders


def _write_new(folder: Path, text: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(1, 100):
        path = folder / f"{_PREFIX}{stamp}{'' if n == 1 else f'-{n}'}{_SUFFIX}"
        try:
            with open(path, "x", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
        except FileExistsError:
            continue
        return path
    raise FileExistsError(f"too many crash logs named {_PREFIX}{stamp}")


def _prune(folder: Path) -> None:
    with contextlib.suppress(OSError):
        logs = sorted(
            (n for n in os.listdir(folder) if n.startswith(_PREFIX) and n.endswith(_SUFFIX)),
            reverse=True,
        )
        for name in logs[KEEP_CRASH_LOGS:]:
            with contextlib.suppress(OSError):
                (folder / name).unlink()


def _write(
    exc_type: type[BaseException],
    exc: BaseException | None,
    tb: TracebackType | None,
    folder: Path | None,
    thread_name: str | None,
) -> Path:
    text = crash_report(exc_type, exc, tb, thread_name)
    errors = []
    for candidate in _candidate_folders(folder):
        try:
            path = _write_new(candidate, text)
        except OSError as error:
            errors.append(f"{candidate}: {error.strerror or error}")
            continue
        _prune(candidate)
        return path
    raise StorageError("Could not write a crash log (" + "; ".join(errors) + ")")


def write_crash_log(
    exc: BaseException, folder: str | os.PathLike[str] | None = None
) -> Path:
    """Write a crash log for `exc` and return its path.

    The log goes to `folder`, else the folder given to `install_crash_handler`, else the user
    folder, falling back to the system's temporary folder. Raises `StorageError` only if no
    log could be written anywhere.
    """
    return _write(type(exc), exc, exc.__traceback__, Path(folder) if folder else None, None)


def _message(path: Path | None) -> str:
    where = f" A crash report was saved as {path}." if path else " No crash report could be saved."
    return (
        "Sorry, something went wrong and the game has to stop. Your settings, statistics and "
        f"finished hands are safe.{where}"
    )


def _report(
    exc_type: type[BaseException],
    exc: BaseException | None,
    tb: TracebackType | None,
    thread_name: str | None,
) -> Path | None:
    try:
        return _write(exc_type, exc, tb, None, thread_name)
    except Exception:  # the crash path itself must never fail
        return None


def _notify(path: Path | None) -> None:
    if _on_crash is None:
        return
    try:
        _on_crash(_message(path))
    except Exception:
        with contextlib.suppress(Exception):
            sys.stderr.write("The crash message could not be shown.\n")


def install_crash_handler(
    folder: str | os.PathLike[str] | None,
    on_crash: Callable[[str], None] | None = None,
) -> Callable[[], None]:
    """Log uncaught exceptions (main thread and other threads) into `folder`.

    `folder` None means the user folder (or the temporary folder if there is none). `on_crash`
    receives a message for the player, on the thread that failed, after the log is written.
    Ctrl+C is not a crash. Returns a function that puts the previous hooks back.
    """
    global _folder, _on_crash
    _folder = Path(folder) if folder else None
    _on_crash = on_crash
    previous_sys = sys.excepthook
    previous_thread = threading.excepthook

    def sys_hook(
        exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            previous_sys(exc_type, exc, tb)
            return
        path = _report(exc_type, exc, tb, threading.current_thread().name)
        with contextlib.suppress(Exception):
            previous_sys(exc_type, exc, tb)
        _notify(path)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if issubclass(args.exc_type, SystemExit):
            previous_thread(args)
            return
        name = args.thread.name if args.thread is not None else None
        path = _report(args.exc_type, args.exc_value, args.exc_traceback, name)
        with contextlib.suppress(Exception):
            previous_thread(args)
        _notify(path)

    sys.excepthook = sys_hook
    threading.excepthook = thread_hook

    def uninstall() -> None:
        global _folder, _on_crash
        if sys.excepthook is sys_hook:
            sys.excepthook = previous_sys
        if threading.excepthook is thread_hook:
            threading.excepthook = previous_thread
        _folder, _on_crash = None, None

    return uninstall
