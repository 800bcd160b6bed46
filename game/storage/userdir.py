"""Where the game keeps the player's files: settings, statistics, match records, crash logs.

The folder is the platform's per-user data folder (via `platformdirs`, app name "CardTable",
no author level), e.g. ``%APPDATA%\\CardTable`` on Windows or
``~/Library/Application Support/CardTable`` on macOS. The environment variable
``DUTCH_BLITZ_HOME`` overrides it (tests and the self-test point it at a scratch folder).

Earlier versions kept the files in a folder named "DutchBlitzTable". When only that folder
exists, the first start that may write renames it to the new name, everything in it kept; if it
cannot be renamed (an older copy of the game still has files open in it), the game goes on
using it where it is.

The folder is never inside the installed package or a frozen bundle: those may be read-only or be
replaced by the next update, which would lose the player's progress.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import platformdirs

from game.core.i18n import N_, Sentence, sentence_of
from game.storage.errors import UserDirError

APP_NAME = "CardTable"
OLD_APP_NAME = "DutchBlitzTable"
"""The folder's name before the program was called Card Table."""
ENV_VAR = "DUTCH_BLITZ_HOME"

__all__ = ["APP_NAME", "ENV_VAR", "OLD_APP_NAME", "default_user_dir", "open_user_dir",
           "try_user_dir", "user_dir"]


def default_user_dir() -> Path:
    """The folder the game would use, without creating it (honours ``DUTCH_BLITZ_HOME``)."""
    override = os.environ.get(ENV_VAR, "").strip()
    if override:
        return Path(override).expanduser().absolute()
    new, old = _platform_dir(APP_NAME), _platform_dir(OLD_APP_NAME)
    if not os.path.lexists(new) and old.is_dir():
        return old  # an earlier version's folder, not moved yet
    return new


def _platform_dir(name: str) -> Path:
    return Path(platformdirs.user_data_dir(name, appauthor=False, roaming=True)).absolute()


def _move_old_folder(old: Path) -> Path:
    """Rename an earlier version's folder to the new name; where it is if that fails."""
    new = _platform_dir(APP_NAME)
    try:
        os.rename(old, new)
    except OSError:
        return old
    return new


def _install_roots() -> list[Path]:
    """Folders that belong to the program itself and must never hold the player's files."""
    roots = [Path(__file__).resolve().parents[1]]  # the `game` package
    bundle = getattr(sys, "_MEIPASS", None)  # PyInstaller one-file / one-folder bundle
    if bundle:
        roots.append(Path(bundle).resolve())
    if getattr(sys, "frozen", False):
        roots.append(Path(sys.executable).resolve().parent)
    return roots


def _is_inside(path: Path, root: Path) -> bool:
    try:
        path.relative_to(root)
    except ValueError:
        return False
    return True


def user_dir(create: bool = True) -> Path:
    """Return the per-user folder, creating it and checking that it is writable.

    Raises `UserDirError` (with a message fit to show the player) when the folder is inside the
    program's own files, cannot be created, or cannot be written to.
    """
    path = default_user_dir()
    if create and path.name == OLD_APP_NAME and not os.environ.get(ENV_VAR, "").strip():
        path = _move_old_folder(path)
    resolved = path.resolve()
    for root in _install_roots():
        if _is_inside(resolved, root):
            raise UserDirError(Sentence.of(
                N_("The save folder {path} is inside the game's own files; set {variable} to a "
                   "folder of your own."), path=str(path), variable=ENV_VAR))
    if not create:
        return path
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserDirError(Sentence.of(N_("Cannot create the save folder {path}: {error}"),
                                       path=str(path), error=exc.strerror or exc)) from exc
    if not path.is_dir():
        raise UserDirError(Sentence.of(N_("The save folder {path} is not a folder."),
                                       path=str(path)))
    try:
        fd, probe = tempfile.mkstemp(prefix=".write-test-", suffix=".tmp", dir=path)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise UserDirError(Sentence.of(N_("Cannot write in the save folder {path}: {error}"),
                                       path=str(path), error=exc.strerror or exc)) from exc
    return path


_NOT_SAVING = Sentence.of(N_("The game will run without saving settings, statistics or "
                             "records."))


def try_user_dir() -> tuple[Path | None, str | None]:
    """Like `user_dir()` but never raises: ``(folder, None)`` or ``(None, message to show)``."""
    try:
        return user_dir(), None
    except UserDirError as exc:
        return None, sentence_of(exc) + _NOT_SAVING


def open_user_dir() -> tuple[Path | None, bool, str | None]:
    """The folder to read from, whether it may be written, and a message to show (or None).

    A folder that exists but cannot be written is still read (settings, statistics and saved
    matches stay visible); only saving is off. Never raises.
    """
    try:
        return user_dir(), True, None
    except UserDirError as exc:
        problem = sentence_of(exc)
    try:
        path = default_user_dir()
        readable = path.is_dir() and os.access(path, os.R_OK | os.X_OK) and not any(
            _is_inside(path.resolve(), root) for root in _install_roots())
    except OSError:
        readable = False
    if readable:
        return path, False, problem + Sentence.of(N_(
            "Saving is off: your settings, statistics and saved matches are shown but changes "
            "are not kept."))
    return None, False, problem + _NOT_SAVING
