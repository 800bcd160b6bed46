"""How a game's statistics are shown, in its own words: what a hand is called ("hand",
"round", "game"), whether the lowest score wins, its headline figures and its columns per bot
level. Plain text from a `Tally`, no pygame: each game's statistics module (named by its
definition's ``stats_module``) offers one as ``STATS_VIEW``; the statistics screen draws it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.storage.tally import Tally

__all__ = ["GENERIC", "Column", "StatTile", "StatsView", "Tile", "minutes", "number", "rate",
           "seconds"]

StatTile = tuple[str, str, str]
"""A headline figure as shown: label, value, small note."""


def rate(won: int, played: int) -> str:
    """``3, 4`` -> ``"75%"``; ``"-"`` before anything was played."""
    return f"{round(100 * won / played)}%" if played > 0 else "-"


def number(value: float | None, fmt: str = "{:.0f}") -> str:
    return "-" if value is None else fmt.format(value)


def minutes(total_seconds: float) -> str:
    """``4000`` -> ``"1 h 07 min"``; nothing played -> ``"-"``."""
    if total_seconds <= 0:
        return "-"
    whole = round(total_seconds / 60)
    return f"{whole // 60} h {whole % 60:02d} min" if whole >= 60 else f"{whole} min"


def seconds(value: float | None) -> str:
    """``83.4`` -> ``"1:23"``; short times keep a decimal (``"4.2 s"``); None -> ``"-"``."""
    if value is None:
        return "-"
    if value < 60:
        return f"{value:.1f} s"
    whole, rest = divmod(int(round(value)), 60)
    return f"{whole}:{rest:02d}"


def _nothing(_: Tally) -> str:
    return ""


@dataclass(frozen=True)
class Tile:
    """A headline figure: its label, and its value and note read from the overall tally."""

    label: str
    value: Callable[[Tally], str]
    note: Callable[[Tally], str] = _nothing


@dataclass(frozen=True)
class Column:
    """A column of the table per bot level."""

    label: str
    value: Callable[[Tally], str]


@dataclass(frozen=True)
class StatsView:
    """One game's statistics screen: words, headline tiles (at most six) and level columns."""

    hand: str = "hand"
    hands: str = "hands"
    matches: str = "matches"
    low_wins: bool = False
    """The lowest score wins: a hand's best score is its lowest, and a low one is good."""
    tiles: tuple[Tile, ...] = ()
    columns: tuple[Column, ...] = ()

    def __post_init__(self) -> None:
        if not self.tiles:
            object.__setattr__(self, "tiles", (self.matches_tile(), self.hands_tile(),
                                               time_tile()))
        if not self.columns:
            object.__setattr__(self, "columns", (
                Column(self.hands.capitalize(), lambda t: str(t.hands_played)),
                Column("Won", lambda t: rate(t.hands_won, t.hands_played))))

    def show_tiles(self, overall: Tally) -> list[StatTile]:
        """The headline figures of ``overall`` as text."""
        return [(tile.label, tile.value(overall), tile.note(overall)) for tile in self.tiles]

    def matches_tile(self) -> Tile:
        """Matches won of played, the share as a note, and the best winning streak."""
        return Tile(f"{self.matches.capitalize()} won",
                    lambda t: f"{t.matches_won} / {t.matches_played}",
                    lambda t: _with_streak(rate(t.matches_won, t.matches_played), t))

    def hands_tile(self) -> Tile:
        return Tile(f"{self.hands.capitalize()} won",
                    lambda t: f"{t.hands_won} / {t.hands_played}",
                    lambda t: rate(t.hands_won, t.hands_played))


def _with_streak(note: str, tally: Tally) -> str:
    return f"{note}, best run {tally.best_streak}" if tally.best_streak > 1 else note


def time_tile() -> Tile:
    return Tile("Time played", lambda t: minutes(t.seconds_played))


GENERIC = StatsView()
"""What a game without a view of its own shows: what every game records."""
