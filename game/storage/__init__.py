"""Persistence: the player's folder, settings (the app's own and each game's setup), statistics per
game, match records and crash logs. It knows no game: a game is an id it keeps things under.

Pure Python (no pygame), so it can be used and tested without a display. Every write is atomic,
every read tolerates damaged files (they are set aside, never overwritten), and failures surface
as `StorageError` with a message that can be shown to the player.
"""

from game.storage.crashlog import install_crash_handler, write_crash_log
from game.storage.errors import RecordError, StorageError, UserDirError
from game.storage.records import MatchInfo, MatchStore, SeatInfo, new_match_id
from game.storage.settings import Settings, load_settings, save_settings
from game.storage.stats import (
    GameStats,
    HandSummary,
    MatchSummary,
    Stats,
    Tally,
    load_stats,
    save_stats,
)
from game.storage.userdir import try_user_dir, user_dir

__all__ = [
    "GameStats",
    "HandSummary",
    "MatchInfo",
    "MatchStore",
    "MatchSummary",
    "RecordError",
    "SeatInfo",
    "Settings",
    "Stats",
    "StorageError",
    "Tally",
    "UserDirError",
    "install_crash_handler",
    "load_settings",
    "load_stats",
    "new_match_id",
    "save_settings",
    "save_stats",
    "try_user_dir",
    "user_dir",
    "write_crash_log",
]
