"""The player's statistics, per game: matches and hands played and won, streaks, scores, time,
the game's own named figures, and recent form.

A game reports finished hands and matches as small frozen summaries (`HandSummary`,
`MatchSummary`) made of plain values and named figures, so this module knows nothing of the
rules. `Stats` is immutable: `with_game_hand` / `with_game_match` return an updated copy that
the caller saves.

Per-level statistics: a hand or match counts once for every *distinct* bot level at the table.
A match against a skilled and two casual bots adds one match to "skilled" and one to "casual";
the overall tally counts it once.

Kept per game (`Stats.game`): a record of one game never mixes with another's. Stored as
``stats.json`` (versioned JSON). Version 1 files held Dutch Blitz's figures alone and load as
its; versions 1 and 2 kept Dutch Blitz's figures as fixed fields of every tally, read into named
figures (see `tally`). A damaged field is reset with one warning; a file that is not a usable
JSON object is set aside (see `safe_load`).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeVar

from game.core.i18n import N_, Message, N_plural, Sentence, listed
from game.storage.game_prefs import LEGACY_GAME, check_game_id
from game.storage.safe_load import load_repairing, save_checked
from game.storage.summaries import LEVEL_NAME_MAX, SCORE_LIMIT, HandSummary, MatchSummary
from game.storage.tally import Tally
from game.storage.validate import as_bool, as_int, as_text

__all__ = [
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
STATS_VERSION = 3
MAX_GAMES = 64
RECENT_LIMIT = 50
T = TypeVar("T")
MAX_LEVELS = 16  # more distinct level names than this in a file means it was tampered with


@dataclass(frozen=True)
class GameStats:
    """One game's statistics. `by_level` maps a bot level name to its tally (read-only).

    `recent_wins` says of the last ``len(recent_wins)`` recent scores whether the hand was won
    (files of the first formats had no such list: their older scores have none).
    """

    overall: Tally = field(default_factory=Tally)
    by_level: Mapping[str, Tally] = field(default_factory=dict)
    recent_hand_scores: tuple[int, ...] = ()  # oldest first, at most RECENT_LIMIT
    recent_wins: tuple[bool, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_level", MappingProxyType(dict(self.by_level)))
        recent = tuple(self.recent_hand_scores)[-RECENT_LIMIT:]
        object.__setattr__(self, "recent_hand_scores", recent)
        wins = tuple(self.recent_wins)[-len(recent):] if recent else ()
        object.__setattr__(self, "recent_wins", wins)

    def level(self, name: str) -> Tally:
        """The tally for one bot level (an empty one if never played)."""
        return self.by_level.get(name, Tally())

    def recent(self) -> list[tuple[int, bool | None]]:
        """The recent scores, oldest first, each with whether it won (None: not known)."""
        unknown = len(self.recent_hand_scores) - len(self.recent_wins)
        wins: list[bool | None] = [None] * unknown + list(self.recent_wins)
        return list(zip(self.recent_hand_scores, wins, strict=True))

    def with_hand(self, hand: HandSummary) -> GameStats:
        """Statistics after one more finished hand."""
        by_level = dict(self.by_level)
        for level in dict.fromkeys(hand.bot_levels):
            by_level[level] = by_level.get(level, Tally()).with_hand(hand)
        return GameStats(
            overall=self.overall.with_hand(hand),
            by_level=by_level,
            recent_hand_scores=(*self.recent_hand_scores, hand.score),
            recent_wins=(*self.recent_wins, hand.won),
        )

    def with_match(self, match: MatchSummary) -> GameStats:
        """Statistics after one more finished match (its hands were recorded one by one)."""
        by_level = dict(self.by_level)
        for level in dict.fromkeys(match.bot_levels):
            by_level[level] = by_level.get(level, Tally()).with_match(match)
        return GameStats(self.overall.with_match(match), by_level, self.recent_hand_scores,
                         self.recent_wins)

    def to_json(self) -> dict[str, Any]:
        """The game's entry in ``stats.json``."""
        return {
            "overall": self.overall.to_json(),
            "by_level": {name: tally.to_json() for name, tally in sorted(self.by_level.items())},
            "recent_hand_scores": list(self.recent_hand_scores),
            "recent_wins": list(self.recent_wins),
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
        recent = _read_list(data, "recent_hand_scores",
                            lambda v: as_int(v, -SCORE_LIMIT, SCORE_LIMIT), damaged)
        wins = _read_list(data, "recent_wins", as_bool, damaged)
        if len(wins) > len(recent):
            damaged.append("recent_wins")
            wins = []
        return cls(overall, by_level, tuple(recent), tuple(wins)), [
            where + part for part in dict.fromkeys(damaged)]


def _read_list(data: dict[str, Any], name: str, check: Callable[[Any], T],
               damaged: list[str]) -> list[T]:
    """The list ``data[name]`` (empty if absent), its bad items left out and named damaged."""
    raw = data.get(name, [])
    if not isinstance(raw, list) or len(raw) > 4 * RECENT_LIMIT:
        damaged.append(name)
        return []
    items: list[T] = []
    for item in raw:
        try:
            items.append(check(item))
        except ValueError:
            damaged.append(name)
    return items


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


def _part_words(key: str) -> str:
    """What a player calls the damaged part ``key`` ("games.dutch_blitz.overall.hands_won")
    of one game's figures."""
    place = key.split(".", 2)[2] if key.startswith("games.") else key
    if place.startswith("by_level"):
        return N_("the figures by level")
    if place.startswith("recent_"):
        return N_("the recent results")
    return N_("the totals")


def damaged_parts(damaged: list[str]) -> str:
    """The damaged parts of the statistics in a player's words, each kind once ("the totals;
    the recent results"), for the UI to say in the player's language (the keys stay in the
    file that was set aside)."""
    if "games" in damaged:
        return Sentence.of(N_("every game's figures"))
    whole = [key for key in damaged if key.startswith("games.") and key.count(".") == 1]
    told = [Sentence(Message.counted(N_plural("the figures of {n} game",
                                              "the figures of {n} games"), "n", n=len(whole)))
            ] if whole else []
    kinds = dict.fromkeys(_part_words(key) for key in damaged if key not in whole)
    return listed(told + [Sentence.of(kind) for kind in kinds])


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
        _stats_path(folder), what=N_("statistics"), version=STATS_VERSION,
        default=Stats, parse=Stats.from_json, to_json=Stats.to_json,
        reset_message=lambda damaged: Sentence.of(
            N_("Some statistics were damaged and have been reset: {parts}."),
            parts=damaged_parts(damaged)),
        repair=repair,
    )


def save_stats(folder: str | os.PathLike[str], stats: Stats) -> None:
    """Write the statistics atomically; raises `StorageError` on failure."""
    save_checked(_stats_path(folder), stats.to_json(), what=N_("statistics"),
                 version=STATS_VERSION, failed=N_("Could not save the statistics: {error}"))
