"""The unfinished matches kept across a restart: one small JSON file per game in
``unfinished/`` of the user folder (``unfinished/dutch.json``), written atomically.

A file holds what rebuilds the match through the game's rules core: the seed, seats, options,
bot pace, every applied move of every hand so far with its table time, and the table time it
was left at (``game.ui.table.resume`` writes and reads its fields; this module only keeps the
files). A file that cannot be read, or is not such a save, is set aside as
``<name>.bad-<time>`` with one sentence for the player; nothing here raises for a bad file.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from pathlib import Path
from typing import Any

from game.core.i18n import N_, Message, Sentence, sentence_of
from game.storage.atomic import remove_stale_temp_files, write_text_atomic
from game.storage.regular import read_regular
from game.storage.safe_load import quarantine

__all__ = [
    "FORMAT",
    "UNFINISHED_DIR",
    "VERSION",
    "delete_unfinished",
    "load_unfinished",
    "save_unfinished",
    "set_aside_unfinished",
]

UNFINISHED_DIR = "unfinished"
FORMAT = "card-table unfinished match"
VERSION = 1
MAX_BYTES = 16 << 20
"""A whole Dutch Blitz match of moves is well under a megabyte."""
_GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")
_SUFFIX = ".json"


def _path(folder: Path, game_id: str) -> Path:
    if not _GAME_ID.fullmatch(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    return folder / UNFINISHED_DIR / f"{game_id}{_SUFFIX}"


def save_unfinished(folder: Path, game_id: str, save: dict[str, Any]) -> None:
    """Replace the game's unfinished match with ``save`` (atomically; ``OSError`` on failure,
    the previous file kept)."""
    path = _path(folder, game_id)
    text = json.dumps({"format": FORMAT, "version": VERSION, "game": game_id, **save},
                      ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, text)


def delete_unfinished(folder: Path, game_id: str) -> None:
    """Forget the game's unfinished match (the match ended, or a new one began)."""
    _path(folder, game_id).unlink(missing_ok=True)


def set_aside_unfinished(folder: Path, game_id: str, reason: str) -> Sentence:
    """Set the game's save aside; the sentence that tells the player."""
    path = _path(folder, game_id)
    return _set_aside(path, game_id, reason)


def _game_name(game_id: str) -> str:
    """The game's name for the player ("Dutch Auction"), or its id for a game not in this app."""
    from game.core.registry import entry_of  # its catalogue: no game is imported

    try:
        return entry_of(game_id).name
    except (KeyError, TypeError, ImportError):
        return game_id


def _set_aside(path: Path, game_id: str, reason: str) -> Sentence:
    name = Message.of(_game_name(game_id))
    try:
        aside = quarantine(path)
    except OSError:
        with contextlib.suppress(OSError):
            path.unlink()
        return Sentence.of(N_("The unfinished {name} match could not be restored ({reason}); it "
                              "was removed."), name=name, reason=reason)
    return Sentence.of(N_("The unfinished {name} match could not be restored ({reason}); the "
                          "file was kept as {file} and a new match can be started as usual."),
                       name=name, reason=reason, file=aside.name)


def _read(path: Path) -> dict[str, Any]:
    """The save in ``path``; ``ValueError`` saying why it is not one."""
    try:
        raw = read_regular(path, MAX_BYTES)
    except OSError as exc:
        raise ValueError(Sentence.of(N_("it could not be opened: {error}"),
                                     error=exc.strerror or exc)) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ValueError(Sentence.of(N_("it is damaged or incomplete"))) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(Sentence.of(N_("it is not a saved match of this app")))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError(Sentence.of(N_("its version number is invalid")))
    if version > VERSION:
        raise ValueError(Sentence.of(
            N_("it was written by a newer version of the game (format {found})"), found=version))
    if data.get("game") != path.name[: -len(_SUFFIX)]:
        raise ValueError(Sentence.of(N_("it names another game than its file")))
    return data


def load_unfinished(folder: Path, *, repair: bool = True) -> tuple[dict[str, dict[str, Any]],
                                                                  list[str]]:
    """Every game's unfinished match in ``folder`` by game id, and a sentence for each file
    set aside (``repair=False``: skipped and left in place, for a copy that does not save)."""
    directory = folder / UNFINISHED_DIR
    try:
        names = sorted(os.listdir(directory))
    except OSError:
        return {}, []
    if repair:
        remove_stale_temp_files(directory)
    saves: dict[str, dict[str, Any]] = {}
    warnings: list[str] = []
    for name in names:
        game_id = name[: -len(_SUFFIX)]
        if not name.endswith(_SUFFIX) or not _GAME_ID.fullmatch(game_id):
            continue
        path = directory / name
        try:
            saves[game_id] = _read(path)
        except ValueError as problem:
            if repair:
                warnings.append(_set_aside(path, game_id, sentence_of(problem)))
            else:
                warnings.append(Sentence.of(
                    N_("The unfinished {name} match could not be restored ({reason})."),
                    name=Message.of(_game_name(game_id)), reason=sentence_of(problem)))
    return saves, warnings
