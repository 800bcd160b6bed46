"""Which kept match records are of coached matches: ``coached.json`` in ``matches/`` of the
user folder, a list of match ids. The records themselves are never changed (programs outside
the app read them), so the mark lives beside them, app-side, for the Replays list.

Ids of records that are gone are dropped whenever the list is written; a damaged file is set
aside like every other data file (the marks are lost, the records are not).
"""

from __future__ import annotations

from pathlib import Path

from game.core.i18n import N_
from game.storage.atomic import write_json_atomic
from game.storage.record_index import start_time
from game.storage.records import RECORD_SUFFIX, RECORDS_DIR
from game.storage.safe_load import load_json_object

__all__ = ["COACHED_FILE", "load_coached", "save_coached"]

COACHED_FILE = "coached.json"
VERSION = 1
KEEP = 1000


def _path(folder: Path) -> Path:
    return folder / RECORDS_DIR / COACHED_FILE


def load_coached(folder: Path, *, repair: bool = True) -> tuple[set[str], list[str]]:
    """The ids of coached matches, and a sentence if the file had to be set aside."""
    path = _path(folder)
    if not repair and not path.exists():
        return set(), []
    loaded = load_json_object(path, what=N_("coached matches list"), version=VERSION)
    data = loaded.data or {}
    ids = data.get("coached")
    found = {i for i in ids if isinstance(i, str) and start_time(i) is not None} \
        if isinstance(ids, list) else set()
    return found, [loaded.warning] if loaded.warning else []


def save_coached(folder: Path, ids: set[str], fresh: str) -> None:
    """Write the ids of coached matches whose records are still kept, and ``fresh`` (a match
    just begun, its record not written yet); ``OSError`` on failure."""
    directory = folder / RECORDS_DIR
    kept = sorted(i for i in ids
                  if i == fresh or (directory / f"{i}{RECORD_SUFFIX}").exists())[-KEEP:]
    directory.mkdir(parents=True, exist_ok=True)
    write_json_atomic(_path(folder), {"version": VERSION, "coached": kept})
