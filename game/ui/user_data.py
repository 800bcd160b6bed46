"""The player's saved data as the app holds it: settings, statistics and match records.

With no usable user folder (or in tests) everything stays in memory; loading problems become
``warnings`` the app shows once, and saving problems never stop the game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.storage.records import MatchStore
from game.storage.settings import Settings, load_settings, save_settings
from game.storage.stats import HandSummary, MatchSummary, Stats, load_stats, save_stats


class UserData:
    """Settings, statistics and the match store of one user folder (``None``: memory only).

    With ``saving=False`` (the folder cannot be written, or another copy of the game holds its
    lock) everything is read but nothing is written.
    """

    def __init__(self, folder: Path | None, saving: bool = True) -> None:
        self.folder = folder
        self.saving = saving and folder is not None
        self.warnings: list[str] = []
        self.records: MatchStore | None = None
        if folder is None:
            self.settings, self.stats = Settings(), Stats()
            return
        self.settings, warnings = load_settings(folder, repair=self.saving)
        self.warnings.extend(warnings)
        self.stats, warnings = load_stats(folder, repair=self.saving)
        self.warnings.extend(warnings)
        self.records = MatchStore(folder, writable=self.saving)

    def save_settings(self, settings: Settings) -> None:
        self.settings = settings
        if self.folder is not None and self.saving:
            save_settings(self.folder, settings)

    def save_match(self, match_id: str, lines: list[dict[str, Any]]) -> None:
        if self.records is not None and self.saving:
            self.records.save_match(match_id, lines)

    def record_hand(self, game_id: str, summary: HandSummary) -> None:
        self.stats = self.stats.with_game_hand(game_id, summary)
        self._save_stats()

    def record_match(self, game_id: str, summary: MatchSummary) -> None:
        self.stats = self.stats.with_game_match(game_id, summary)
        self._save_stats()

    def _save_stats(self) -> None:
        if self.folder is not None and self.saving:
            save_stats(self.folder, self.stats)
