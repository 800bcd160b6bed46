"""The player's statistics: matches and hands played and won, best scores, speed, recent form.

The game reports finished hands and matches as small frozen summaries (`HandSummary`,
`MatchSummary`) made of plain values, so this module knows nothing of the rules. `Stats` is
immutable: `with_hand` / `with_match` return an updated copy that the caller saves.

Per-level statistics: a hand or match counts once for every *distinct* bot level at the table.
A match against a skilled and two casual bots adds one match to "skilled" and one to "casual";
the overall tally counts it once.

Speed: cards per minute is the human's cards moved divided by the hand's duration. The average is
taken over all play time (total cards / total minutes); the best single hand only counts hands of
at least `MIN_SPEED_SECONDS`, so a hand cut short cannot give an absurd record.

Kept per game (`Stats.game`): a record of one game never mixes with another's. Stored as
``stats.json`` (versioned JSON; version 1 files held Dutch Blitz's figures alone and load as its).
A damaged field is reset with one warning; a file that
is not a usable JSON object is set aside (see `safe_load`).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.storage.atomic import write_json_atomic
from game.storage.errors import StorageError
from game.storage.game_prefs import LEGACY_GAME, check_game_id
from game.storage.safe_load import (
    ensure_overwritable,
    load_repairing,
)
from game.storage.summaries import LEVEL_NAME_MAX, HandSummary, MatchSummary
from game.storage.validate import as_int, as_number, as_optional_number, as_text

__all__ = [
    "MIN_SPEED_SECONDS",
    "RECENT_LIMIT",
    "STATS_FILE",
    "STATS_VERSION",
    "GameStats",
    "HandSummary",
    "MatchSummary",
    "Stats",
    "Tally",
    "load_stats",
    "save_stats",
]

STATS_FILE = "stats.json"
STATS_VERSION = 2
MAX_GAMES = 64
RECENT_LIMIT = 50
MIN_SPEED_SECONDS = 10.0
MAX_LEVELS = 16  # more distinct level names than this in a file means it was tampered with


def _max(current: float | None, new: float) -> float:
    return new if current is None else max(current, new)


def _min(current: float | None, new: float) -> float:
    return new if current is None else min(current, new)


@dataclass(frozen=True)
class Tally:
    """Counters for one group of games (all games, or those against one bot level)."""

    matches_played: int = 0
    matches_won: int = 0
    best_match_score: int | None = None
    fewest_hands_to_win: int | None = None
    hands_played: int = 0
    hands_won: int = 0
    hands_blitzed: int = 0
    best_hand_score: int | None = None
    cards_moved: int = 0
    seconds_played: float = 0.0
    best_cards_per_minute: float | None = None
    fastest_blitz_s: float | None = None

    @property
    def average_cards_per_minute(self) -> float | None:
        """Cards moved per minute over all play time, or None before any play."""
        if self.seconds_played <= 0:
            return None
        return self.cards_moved * 60.0 / self.seconds_played

    @property
    def match_win_rate(self) -> float | None:
        """Share of matches won (0.0-1.0), or None before the first match."""
        return self.matches_won / self.matches_played if self.matches_played else None

    def with_hand(self, hand: HandSummary) -> Tally:
        best_speed = self.best_cards_per_minute
        if hand.duration_s >= MIN_SPEED_SECONDS:
            best_speed = _max(best_speed, hand.human_cards_moved * 60.0 / hand.duration_s)
        fastest = self.fastest_blitz_s
        if hand.blitzed and hand.duration_s > 0:
            fastest = _min(fastest, hand.duration_s)
        return dataclasses.replace(
            self,
            hands_played=self.hands_played + 1,
            hands_won=self.hands_won + int(hand.won_hand),
            hands_blitzed=self.hands_blitzed + int(hand.blitzed),
            best_hand_score=int(_max(self.best_hand_score, hand.hand_score)),
            cards_moved=self.cards_moved + hand.human_cards_moved,
            seconds_played=self.seconds_played + hand.duration_s,
            best_cards_per_minute=best_speed,
            fastest_blitz_s=fastest,
        )

    def with_match(self, match: MatchSummary) -> Tally:
        fewest = self.fewest_hands_to_win
        if match.won:
            fewest = int(_min(fewest, match.hands))
        return dataclasses.replace(
            self,
            matches_played=self.matches_played + 1,
            matches_won=self.matches_won + int(match.won),
            best_match_score=int(_max(self.best_match_score, match.final_score)),
            fewest_hands_to_win=fewest,
        )

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: Any, where: str, damaged: list[str]) -> Tally:
        """Read a tally, resetting bad fields; the names of reset fields go to `damaged`."""
        if not isinstance(data, dict):
            damaged.append(where)
            return cls()
        checks: dict[str, Any] = {
            "matches_played": lambda v: as_int(v, 0),
            "matches_won": lambda v: as_int(v, 0),
            "best_match_score": lambda v: None if v is None else as_int(v),
            "fewest_hands_to_win": lambda v: None if v is None else as_int(v, 1),
            "hands_played": lambda v: as_int(v, 0),
            "hands_won": lambda v: as_int(v, 0),
            "hands_blitzed": lambda v: as_int(v, 0),
            "best_hand_score": lambda v: None if v is None else as_int(v),
            "cards_moved": lambda v: as_int(v, 0),
            "seconds_played": lambda v: as_number(v, 0.0),
            "best_cards_per_minute": lambda v: as_optional_number(v, 0.0),
            "fastest_blitz_s": lambda v: as_optional_number(v, 0.0),
        }
        values: dict[str, Any] = {}
        for name, check in checks.items():
            if name in data:
                try:
                    values[name] = check(data[name])
                except ValueError:
                    damaged.append(f"{where}.{name}")
        tally = cls(**values)
        if tally.matches_won > tally.matches_played:
            damaged.append(f"{where}.matches_won")
            tally = dataclasses.replace(tally, matches_won=tally.matches_played)
        for name in ("hands_won", "hands_blitzed"):
            if getattr(tally, name) > tally.hands_played:
                damaged.append(f"{where}.{name}")
                tally = dataclasses.replace(tally, **{name: tally.hands_played})
        return tally


@dataclass(frozen=True)
class GameStats:
    """One game's statistics. `by_level` maps a bot level name to its tally (read-only)."""

    overall: Tally = field(default_factory=Tally)
    by_level: Mapping[str, Tally] = field(default_factory=dict)
    recent_hand_scores: tuple[int, ...] = ()  # oldest first, at most RECENT_LIMIT

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_level", MappingProxyType(dict(self.by_level)))
        recent = tuple(self.recent_hand_scores)[-RECENT_LIMIT:]
        object.__setattr__(self, "recent_hand_scores", recent)

    def level(self, name: str) -> Tally:
        """The tally for one bot level (an empty one if never played)."""
        return self.by_level.get(name, Tally())

    def with_hand(self, hand: HandSummary) -> GameStats:
        """Statistics after one more finished hand."""
        by_level = dict(self.by_level)
        for level in dict.fromkeys(hand.bot_levels):
            by_level[level] = by_level.get(level, Tally()).with_hand(hand)
        return GameStats(
            overall=self.overall.with_hand(hand),
            by_level=by_level,
            recent_hand_scores=(*self.recent_hand_scores, hand.hand_score),
        )

    def with_match(self, match: MatchSummary) -> GameStats:
        """Statistics after one more finished match (its hands were recorded one by one)."""
        by_level = dict(self.by_level)
        for level in dict.fromkeys(match.bot_levels):
            by_level[level] = by_level.get(level, Tally()).with_match(match)
        return GameStats(self.overall.with_match(match), by_level, self.recent_hand_scores)

    def to_json(self) -> dict[str, Any]:
        """The game's entry in ``stats.json``."""
        return {
            "overall": self.overall.to_json(),
            "by_level": {name: tally.to_json() for name, tally in sorted(self.by_level.items())},
            "recent_hand_scores": list(self.recent_hand_scores),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], where: str = "") -> tuple[GameStats, list[str]]:
        """Build one game's statistics from a decoded JSON object, resetting damaged parts.

        Returns the statistics and the names of the parts that were reset (after ``where``).
        """
        damaged: list[str] = []
        overall = Tally.from_json(data.get("overall", {}), "overall", damaged)
        by_level: dict[str, Tally] = {}
        raw_levels = data.get("by_level", {})
        if isinstance(raw_levels, dict) and len(raw_levels) <= MAX_LEVELS:
            for name, raw in raw_levels.items():
                try:
                    level = as_text(name, LEVEL_NAME_MAX)
                except ValueError:
                    damaged.append("by_level")
                    continue
                by_level[level] = Tally.from_json(raw, f"by_level.{level}", damaged)
        else:
            damaged.append("by_level")
        recent: list[int] = []
        raw_recent = data.get("recent_hand_scores", [])
        if isinstance(raw_recent, list):
            for score in raw_recent:
                try:
                    recent.append(as_int(score))
                except ValueError:
                    damaged.append("recent_hand_scores")
        else:
            damaged.append("recent_hand_scores")
        return cls(overall, by_level, tuple(recent)), [where + part for part in
                                                       dict.fromkeys(damaged)]




@dataclass(frozen=True)
class Stats:
    """Every game's statistics, keyed by game id (read-only; `game` gives one game's).

    Storage knows no game: any id is kept. Files of the first version held one game's figures
    at the top level; they load as ``LEGACY_GAME``'s.
    """

    games: Mapping[str, GameStats] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "games", MappingProxyType(dict(self.games)))

    def game(self, game_id: str) -> GameStats:
        """``game_id``'s statistics (empty ones if it was never played)."""
        return self.games.get(game_id, GameStats())

    def with_game_hand(self, game_id: str, hand: HandSummary) -> Stats:
        return self._with(game_id, self.game(game_id).with_hand(hand))

    def with_game_match(self, game_id: str, match: MatchSummary) -> Stats:
        return self._with(game_id, self.game(game_id).with_match(match))

    def _with(self, game_id: str, stats: GameStats) -> Stats:
        return Stats({**self.games, check_game_id(game_id): stats})

    def to_json(self) -> dict[str, Any]:
        """The JSON object written to ``stats.json``."""
        return {"version": STATS_VERSION,
                "games": {game: stats.to_json() for game, stats in sorted(self.games.items())}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Stats, list[str]]:
        """Build statistics from a decoded JSON object, resetting damaged parts.

        Returns the statistics and the names of the parts that were reset.
        """
        if "games" not in data:
            legacy, damaged = GameStats.from_json(data)
            return cls({LEGACY_GAME: legacy} if data.keys() - {"version"} else {}), damaged
        raw = data["games"]
        if not isinstance(raw, dict) or len(raw) > MAX_GAMES:
            return cls(), ["games"]
        games: dict[str, GameStats] = {}
        damaged = []
        for game_id, entry in raw.items():
            try:
                game = check_game_id(game_id)
            except ValueError:
                damaged.append(f"games.{str(game_id)[:32]}")
                continue
            if not isinstance(entry, dict):
                damaged.append(f"games.{game}")
                continue
            games[game], problems = GameStats.from_json(entry, f"games.{game}.")
            damaged.extend(problems)
        return cls(games), damaged


def _stats_path(folder: str | os.PathLike[str]) -> Path:
    return Path(folder) / STATS_FILE


def load_stats(
    folder: str | os.PathLike[str], repair: bool = True
) -> tuple[Stats, list[str]]:
    """Read the statistics from `folder`; never raises. Returns them and warnings (0 or 1).

    Like `load_settings`: an unusable file is set aside and empty statistics are returned; a
    file with damaged parts is set aside and the repaired statistics are written in its place.
    """
    return load_repairing(
        _stats_path(folder), what="statistics", version=STATS_VERSION,
        default=Stats, parse=Stats.from_json, to_json=Stats.to_json,
        reset_message=lambda damaged: "Some statistics were damaged and have been reset: "
        + ", ".join(damaged) + ".",
        repair=repair,
    )


def save_stats(folder: str | os.PathLike[str], stats: Stats) -> None:
    """Write the statistics atomically; raises `StorageError` on failure."""
    path = _stats_path(folder)
    try:
        ensure_overwritable(path, what="statistics", version=STATS_VERSION)
        write_json_atomic(path, stats.to_json())
    except OSError as exc:
        raise StorageError(f"Could not save the statistics: {exc.strerror or exc}") from exc
