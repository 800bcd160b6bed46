"""Reading the game's JSON files without ever crashing or losing what the player had.

A file that is corrupt, truncated, empty, too large, not a regular file (a FIFO, a device), not
a JSON object, or written by a newer version of the game is *set aside*: renamed to
``<name>.bad-YYYYmmdd-HHMMSS`` next to the original, so that nothing the game could not read is
ever overwritten, and the caller gets one human-readable warning (the next load finds no file
and says nothing). A file the game may not read (permissions) is not damaged: it is left where
it is, defaults are used and it is never saved over. Files are opened without blocking and read
with a size bound. Only JSON is parsed, with NaN/Infinity refused; there is no pickle and no
eval. Field-level checks belong to the callers."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from game.core.i18n import N_, Message, Sentence, sentence_of
from game.storage.atomic import write_json_atomic
from game.storage.errors import StorageError
from game.storage.regular import NotRegular, TooLarge, read_regular

__all__ = [
    "DEFAULT_MAX_BYTES",
    "Loaded",
    "ensure_overwritable",
    "keep_original_and_rewrite",
    "load_json_object",
    "quarantine",
    "save_checked",
]

DEFAULT_MAX_BYTES = 1 << 20


@dataclass(frozen=True)
class Loaded:
    """Outcome of `load_json_object`.

    `data` is the JSON object read (its ``"version"``, if any, is between 1 and the current one),
    or None when there was no file or it was set aside. `warning` is a sentence to show the
    player, or None. `blocked` is True when a bad file could not even be moved aside: the caller
    must then not save over it (`ensure_overwritable` enforces this).
    """

    data: dict[str, Any] | None
    warning: Sentence | None = None
    set_aside: Path | None = None
    blocked: bool = False


class _Unreadable(Exception):
    """Internal: why a file's content is not usable."""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _move_no_clobber(source: Path, target: Path) -> None:
    """Rename `source` to `target`, raising `FileExistsError` rather than replacing a file."""
    if os.name == "nt":
        os.rename(source, target)  # never replaces an existing file on Windows
        return
    try:
        os.link(source, target)  # fails if `target` exists, unlike a POSIX rename
    except FileExistsError:
        raise
    except OSError:  # no hard links on this file system
        if target.exists():
            raise FileExistsError(target) from None
        os.rename(source, target)
        return
    os.unlink(source)


def quarantine(path: Path) -> Path:
    """Rename `path` to ``<name>.bad-<local time>`` (``-2``, ``-3``... if taken); return it.

    Raises `OSError` if the file cannot be renamed.
    """
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = f"{path.name}.bad-{stamp}"
    for n in range(1, 1000):
        candidate = path.with_name(base if n == 1 else f"{base}-{n}")
        try:
            _move_no_clobber(path, candidate)
        except FileExistsError:
            continue
        return candidate
    raise OSError(f"too many set-aside copies of {path.name}")


class _NotAllowed(Exception):
    """Internal: the file may not be read (permissions); it is not damaged, so left alone."""


def _read_object(path: Path, version: int, max_bytes: int) -> dict[str, Any]:
    try:
        raw = read_regular(path, max_bytes)
    except PermissionError as exc:
        raise _NotAllowed(Sentence.of(N_("the game may not read it: {error}"),
                                      error=exc.strerror or exc)) from exc
    except (NotRegular, TooLarge) as exc:
        raise _Unreadable(exc.strerror) from exc
    except OSError as exc:
        raise _Unreadable(Sentence.of(N_("it could not be opened: {error}"),
                                      error=exc.strerror or exc)) from exc
    if not raw.strip():
        raise _Unreadable(Sentence.of(N_("it is empty")))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _Unreadable(Sentence.of(N_("it is not text"))) from exc
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:
        raise _Unreadable(Sentence.of(N_("it is damaged or incomplete"))) from exc
    if not isinstance(data, dict):
        raise _Unreadable(Sentence.of(N_("it does not hold the expected data")))
    if "version" in data:
        found = data["version"]
        if not isinstance(found, int) or isinstance(found, bool) or found < 1:
            raise _Unreadable(Sentence.of(N_("its version number is invalid")))
        if found > version:
            raise _Unreadable(Sentence.of(
                N_("it was written by a newer version of the game (format {found})"), found=found))
    return data


def load_json_object(
    path: str | os.PathLike[str],
    *,
    what: str,
    version: int,
    max_bytes: int = DEFAULT_MAX_BYTES,
) -> Loaded:
    """Read the JSON object at `path`, setting the file aside if it cannot be used.

    `what` names the file for the player (``N_("settings")``, translated where it is shown);
    `version` is the newest
    format this program understands. A missing file gives ``Loaded(None)`` without a warning.
    Never raises for a bad or unreadable file.
    """
    file = Path(path)
    if not file.exists() and not file.is_symlink():
        return Loaded(None)
    try:
        return Loaded(_read_object(file, version, max_bytes))
    except _NotAllowed as problem:
        return Loaded(None, warning=Sentence.of(
            N_("Your {what} file could not be read ({problem}). Defaults are in use and the file "
               "will not be overwritten."), what=Message.of(what), problem=sentence_of(problem)),
            blocked=True)
    except _Unreadable as problem:
        reason = sentence_of(problem)
    try:
        aside = quarantine(file)
    except OSError as exc:
        return Loaded(
            None,
            warning=Sentence.of(
                N_("Your {what} file could not be used ({reason}) and could not be moved aside "
                   "({error}). Defaults are in use and the file will not be overwritten."),
                what=Message.of(what), reason=reason, error=exc.strerror or exc),
            blocked=True,
        )
    return Loaded(
        None,
        warning=Sentence.of(
            N_("Your {what} file could not be used ({reason}). Defaults are in use; the old "
               "file was kept as {file}."), what=Message.of(what), reason=reason, file=aside.name),
        set_aside=aside,
    )


def ensure_overwritable(
    path: str | os.PathLike[str],
    *,
    what: str,
    version: int,
    max_bytes: int = DEFAULT_MAX_BYTES,
) -> Path | None:
    """Before saving over `path`: set it aside if it is not a file this program can read.

    Returns where a bad file was moved (None if there was nothing to move). Raises
    `StorageError` if a bad file is in the way and cannot be moved, so it is never overwritten.
    """
    file = Path(path)
    if not file.exists() and not file.is_symlink():
        return None
    try:
        _read_object(file, version, max_bytes)
        return None
    except _NotAllowed as problem:
        raise StorageError(Sentence.of(N_("Not saving {what}: {problem}."),
                                       what=Message.of(what), problem=sentence_of(problem))
                           ) from None
    except _Unreadable:
        pass
    try:
        return quarantine(file)
    except OSError as exc:
        raise StorageError(Sentence.of(
            N_("Not saving {what}: the existing file {file} could not be read and could not "
               "be moved aside ({error})."), what=Message.of(what), file=file.name,
            error=exc.strerror or exc)) from exc


def save_checked(path: Path, data: Any, *, what: str, version: int, failed: str) -> None:
    """Write ``data`` atomically to ``path`` once ``ensure_overwritable`` let it (a file this
    program could not read is set aside first); raises `StorageError` saying ``failed`` (words
    with an ``{error}`` field) when the writing fails."""
    try:
        ensure_overwritable(path, what=what, version=version)
        write_json_atomic(path, data)
    except OSError as exc:
        raise StorageError(Sentence.of(failed, error=exc.strerror or exc)) from exc


def keep_original_and_rewrite(path: str | os.PathLike[str],
                               rewrite: Callable[[], None]) -> Sentence:
    """Set a partly invalid file aside, then `rewrite` a repaired one under its name.

    Used when a file was readable but some values had to be reset: the player keeps the
    original (renamed ``.bad-<time>``) and the repaired file stops the warning from coming back.
    Never raises; returns a sentence to append to the caller's warning.
    """
    try:
        aside = quarantine(Path(path))
    except OSError:
        return Sentence.of(N_("The file could not be moved aside and was left unchanged."))
    try:
        rewrite()
    except (OSError, ValueError):
        return Sentence.of(N_("The original file was kept as {file}; the repaired one could "
                              "not be saved."), file=aside.name)
    return Sentence.of(N_("The original file was kept as {file}."), file=aside.name)


T = TypeVar("T")


def load_repairing(
    path: Path,
    *,
    what: str,
    version: int,
    default: Callable[[], T],
    parse: Callable[[dict[str, Any]], tuple[T, list[str]]],
    to_json: Callable[[T], Any],
    reset_message: Callable[[list[str]], Sentence],
    repair: bool = True,
) -> tuple[T, list[str]]:
    """Load a versioned JSON object file that is checked field by field; never raises.

    An unusable file is set aside and ``default()`` is returned, nothing written. When ``parse``
    had to reset some fields (it returns the value and a list of problems), the original is set
    aside and the repaired value is written in its place at once, so the warning comes once.
    With ``repair=False`` (this copy of the game does not save) nothing is moved or written.
    Returns the value and 0 or 1 warnings.
    """
    if not repair:
        return _load_untouched(path, what=what, version=version, default=default, parse=parse,
                               reset_message=reset_message)
    loaded = load_json_object(path, what=what, version=version)
    if loaded.data is None:
        return default(), [loaded.warning] if loaded.warning else []
    value, problems = parse(loaded.data)
    if not problems:
        return value, []
    note = keep_original_and_rewrite(path, lambda: write_json_atomic(path, to_json(value)))
    return value, [Sentence(*reset_message(problems).parts, *note.parts)]


def _load_untouched(
    path: Path,
    *,
    what: str,
    version: int,
    default: Callable[[], T],
    parse: Callable[[dict[str, Any]], tuple[T, list[str]]],
    reset_message: Callable[[list[str]], Sentence],
) -> tuple[T, list[str]]:
    """`load_repairing` for a copy that does not save: the file is read, never moved or written."""
    file = Path(path)
    if not file.exists() and not file.is_symlink():
        return default(), []
    try:
        data = _read_object(file, version, DEFAULT_MAX_BYTES)
    except (_Unreadable, _NotAllowed) as problem:
        return default(), [Sentence.of(
            N_("Your {what} file could not be used ({reason}); defaults are in use."),
            what=Message.of(what), reason=sentence_of(problem))]
    value, problems = parse(data)
    return value, [reset_message(problems)] if problems else []
