"""Persistence: the player's folder, settings (the app's own and each game's setup), statistics per
game, match records and crash logs. It knows no game: a game is an id it keeps things under.

Pure Python (no pygame), so it can be used and tested without a display. Every write is atomic,
every read tolerates damaged files (they are set aside, never overwritten), and failures surface
as `StorageError` with a message that can be shown to the player.
"""

from typing import TYPE_CHECKING

from game.core.lazy import lazy_names

if TYPE_CHECKING:
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

_WHERE = {
    "install_crash_handler": "crashlog", "write_crash_log": "crashlog",
    "RecordError": "errors", "StorageError": "errors", "UserDirError": "errors",
    "MatchInfo": "records", "MatchStore": "records", "SeatInfo": "records",
    "new_match_id": "records",
    "Settings": "settings", "load_settings": "settings", "save_settings": "settings",
    "GameStats": "stats", "HandSummary": "stats", "MatchSummary": "stats", "Stats": "stats",
    "Tally": "stats", "load_stats": "stats", "save_stats": "stats",
    "try_user_dir": "userdir", "user_dir": "userdir",
}
"""Where each name lives: a module is imported when one of its names is first asked for (the
app's first frame needs settings and statistics, not the match store)."""


__getattr__ = lazy_names(__name__, _WHERE)


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
