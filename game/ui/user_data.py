"""The player's saved data as the app holds it: settings, statistics and match records.

With no usable user folder (or in tests) everything stays in memory; loading problems become
``warnings`` the app shows once, and saving problems never stop the game. A match record grows
by appending each hand's new lines (never rewritten whole); with ``background=True`` (the app's
real save folder) the writes run on one writer thread, off the frame, in order, and anything
that reads the files (``records``, a reload, closing) waits for them first.

A save that fails (a full disk, a folder gone read-only) is kept, the newest of each kind
(settings, statistics, each match), and ``failing`` says why until it succeeds: the app shows
that plainly for as long as it lasts and calls ``retry`` now and then, so everything is saved
once there is room again. What was already saved is never touched by a failed save.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.i18n import N_, Sentence, sentence_of
from game.storage.settings import Settings, load_settings, save_settings
from game.storage.stats import HandSummary, MatchSummary, Stats, load_stats, save_stats
from game.storage.unfinished import (
    delete_unfinished,
    load_unfinished,
    save_unfinished,
    set_aside_unfinished,
)

if TYPE_CHECKING:
    from game.storage.lock import FolderLock
    from game.storage.records import MatchStore


def open_save_folder() -> tuple[UserData, FolderLock | None, str | None]:
    """The player's data in the save folder, read even when it cannot be written; saving only
    when this copy of the game holds the folder's lock (then it is tidied first). Also the lock
    and, when nothing is saved, why."""
    from game.storage.lock import acquire_lock
    from game.storage.tidy import tidy_folder
    from game.storage.userdir import open_user_dir

    lock = None
    folder, writable, problem = open_user_dir()
    if folder is not None and writable:
        lock, problem = acquire_lock(folder)
        writable = lock is not None
        if writable:
            tidy_folder(folder)
    data = UserData(folder, saving=writable, background=True)
    if problem:
        data.warnings.insert(0, problem)
    not_saving = None if data.saving else \
        problem or Sentence.of(N_("This copy of the game is not saving."))
    return data, lock, not_saving


class UserData:
    """Settings, statistics and the match store of one user folder (``None``: memory only).

    With ``saving=False`` (the folder cannot be written, or another copy of the game holds its
    lock) everything is read but nothing is written.
    """

    def __init__(self, folder: Path | None, saving: bool = True,
                 background: bool = False) -> None:
        self.folder = folder
        self.saving = saving and folder is not None
        self.warnings: list[str] = []
        self._store: MatchStore | None = None
        self._store_wanted = False
        self._written: dict[str, int] = {}
        self._writer = (ThreadPoolExecutor(1, thread_name_prefix="saver")
                        if background and self.saving else None)
        self._pending: list[Future[None]] = []
        self._failed: dict[str, Callable[[], None]] = {}
        self.failing: str | None = None
        """Why the last save failed, while any save is still waiting to be retried."""
        self.unfinished: dict[str, dict[str, Any]] = {}
        """The unfinished matches of the last run, by game, until the app takes them."""
        self._unfinished_turn: dict[str, int] = {}
        self._coached: set[str] | None = None
        if folder is None:
            self.settings, self.stats = Settings(), Stats()
            return
        self.settings, warnings = load_settings(folder, repair=self.saving)
        self.warnings.extend(warnings)
        self.stats, warnings = load_stats(folder, repair=self.saving)
        self.warnings.extend(warnings)
        self.unfinished, warnings = load_unfinished(folder, repair=self.saving)
        self.warnings.extend(warnings)
        self._store_wanted = True  # made on first use: the title's first frame needs none

    @property
    def records(self) -> MatchStore | None:
        """The match store, once every pending write has reached it."""
        self.flush()
        return self._matches()

    def _matches(self) -> MatchStore | None:
        """The match store of the folder (made the first time it is asked for)."""
        if self._store is None and self._store_wanted and self.folder is not None:
            from game.storage.records import MatchStore

            self._store = MatchStore(self.folder, writable=self.saving)
        return self._store

    def flush(self) -> None:
        """Wait for the writer thread's pending saves."""
        pending, self._pending = self._pending, []
        for future in pending:
            future.result()

    def close(self) -> None:
        """Finish the pending saves and stop the writer thread."""
        self.flush()
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None

    def _write(self, key: str, job: Callable[[], None]) -> None:
        """Run ``job`` now (raising as it does), or on the writer thread; a failure is kept
        under ``key`` (the newest job of a key replaces an older one) to be retried."""
        if self._writer is None:
            job()
            return

        def guarded() -> None:
            try:
                job()
            except Exception as exc:  # a full disk must not end the game
                self._failed[key] = job
                self.failing = sentence_of(exc)
            else:
                self._failed.pop(key, None)
                if not self._failed:
                    self.failing = None

        self._pending = [f for f in self._pending if not f.done()]
        self._pending.append(self._writer.submit(guarded))

    def retry(self) -> None:
        """Try the failed saves again (on the writer thread), oldest kind first."""
        for key, job in list(self._failed.items()):
            self._write(key, job)

    def settings_failed(self, error: Exception) -> None:
        """A settings save made on the frame failed: keep it to retry like the others."""
        self.failing = sentence_of(error)
        folder, settings = self.folder, self.settings
        if folder is not None:
            self._failed["settings"] = lambda: save_settings(folder, settings)

    def save_settings(self, settings: Settings) -> None:
        self.settings = settings
        if self.folder is not None and self.saving:
            save_settings(self.folder, settings)
            self._failed.pop("settings", None)  # an older failed save must not come back

    def save_match(self, match_id: str, lines: list[dict[str, Any]]) -> None:
        """Save the match so far: the lines not yet written are appended."""
        store = self._matches()
        if store is None or not self.saving:
            return
        snapshot = list(lines)

        def append() -> None:
            self._written[match_id] = store.append_match(
                match_id, snapshot, self._written.get(match_id, 0))

        self._write(f"match {match_id}", append)

    def keep_unfinished(self, game_id: str, save: dict[str, Any] | None) -> None:
        """Keep the game's match in progress for the next start (None: forget it: the match
        ended or a new one began). On the writer thread, off the frame; of several saves
        waiting there only the newest is written."""
        folder = self.folder
        if folder is None or not self.saving:
            return
        turn = self._unfinished_turn[game_id] = self._unfinished_turn.get(game_id, 0) + 1

        def write() -> None:
            if self._unfinished_turn.get(game_id) != turn:
                return  # a newer save of this game is on its way
            if save is None:
                delete_unfinished(folder, game_id)
            else:
                save_unfinished(folder, game_id, save)

        self._write(f"unfinished {game_id}", write)

    def coached_ids(self) -> set[str]:
        """The ids of the kept records that are of coached matches (read once)."""
        if self._coached is None:
            from game.storage.coached_index import load_coached  # with the Replays screen

            self._coached = set()
            if self.folder is not None:
                self._coached, warnings = load_coached(self.folder, repair=self.saving)
                self.warnings.extend(warnings)
        return self._coached

    def mark_coached(self, match_id: str) -> None:
        """The match ``match_id`` is a coached one: its record is listed as such."""
        ids = self.coached_ids()
        if match_id in ids:
            return
        ids.add(match_id)
        folder, snapshot = self.folder, set(ids)
        if folder is not None and self.saving:
            from game.storage.coached_index import save_coached

            self._write("coached", lambda: save_coached(folder, snapshot, match_id))

    def set_aside_unfinished(self, game_id: str, reason: str) -> str:
        """A save the app could not rebuild is set aside; the sentence for the player."""
        self.unfinished.pop(game_id, None)
        if self.folder is None or not self.saving:
            return Sentence.of(N_("The unfinished match could not be restored ({reason})."),
                               reason=reason)
        self.flush()
        return set_aside_unfinished(self.folder, game_id, reason)

    def record_hand(self, game_id: str, summary: HandSummary) -> None:
        self.stats = self.stats.with_game_hand(game_id, summary)
        self._save_stats()

    def record_match(self, game_id: str, summary: MatchSummary) -> None:
        self.stats = self.stats.with_game_match(game_id, summary)
        self._save_stats()

    def _save_stats(self) -> None:
        folder, stats = self.folder, self.stats
        if folder is not None and self.saving:
            self._write("statistics", lambda: save_stats(folder, stats))
