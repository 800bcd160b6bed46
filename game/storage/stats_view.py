"""How a game's statistics are shown, in its own words: what a hand is called ("hand",
"round", "game"), whether the lowest score wins, its headline figures and its columns per bot
level. Plain text from a `Tally`, no pygame: each game's statistics module (named by its
definition's ``stats_module``) offers one as ``STATS_VIEW``; the statistics screen draws it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core.i18n import N_, Message, Words, english, percent, whole, written
from game.storage.tally import Tally

__all__ = ["GENERIC", "Column", "StatTile", "StatsView", "Tile", "TileWords", "minutes", "number",
           "rate", "seconds", "seconds_words"]

StatTile = tuple[str, str, str]
"""A headline figure as shown: label, value, small note."""
TileWords = tuple[str, Words, Words]
"""A headline figure before translation: its label (a marked id), value and note as words."""


def rate(won: int, played: int) -> str:
    """``3, 4`` -> ``"75%"``; ``"-"`` before anything was played."""
    return percent(won / played) if played > 0 else "-"


def number(value: float | None, fmt: str = "{:.0f}") -> str:
    """``value`` written by ``fmt`` with the player's decimal separator; None -> ``"-"``."""
    return "-" if value is None else written(fmt.format(value))


def minutes(total_seconds: float) -> Words:
    """``4000`` -> ``"1 h 07 min"``; nothing played -> ``"-"``."""
    if total_seconds <= 0:
        return "-"
    whole = round(total_seconds / 60)
    if whole >= 60:
        return Message.of(N_("{hours} h {minutes} min"), hours=whole // 60,
                          minutes=f"{whole % 60:02d}")
    return Message.of(N_("{minutes} min"), minutes=whole)


def seconds(value: float | None) -> str:
    """``83.4`` -> ``"1:23"``; short times keep a decimal (``"4.2 s"``, German "4,2 s");
    None -> ``"-"``."""
    if value is None:
        return "-"
    if value < 60:
        return f"{written(f'{value:.1f}')} s"
    whole, rest = divmod(int(round(value)), 60)
    return f"{whole}:{rest:02d}"


def seconds_words(value: float | None) -> Words:
    """``seconds`` as words to translate: ``"4.2 s"`` is a unit after a number."""
    text = seconds(value)
    if text.endswith(" s"):
        return Message.of(N_("{seconds} s"), seconds=text[:-2])
    return text


def _nothing(_: Tally) -> Words:
    return ""


@dataclass(frozen=True)
class Tile:
    """A headline figure: its label, and its value and note read from the overall tally."""

    label: str
    """A marked id (``N_``), translated where it is shown."""
    value: Callable[[Tally], Words]
    note: Callable[[Tally], Words] = _nothing


@dataclass(frozen=True)
class Column:
    """A column of the table per bot level."""

    label: str
    """A marked id (``N_``), translated where it is shown."""
    value: Callable[[Tally], str]


WON_LABELS = {"matches": N_("Matches won"), "games": N_("Games won"), "hands": N_("Hands won"),
              "rounds": N_("Rounds won")}
"""The headline tiles' labels for each word a game counts in."""
PLURAL_LABELS = {"matches": N_("Matches"), "games": N_("Games"), "hands": N_("Hands"),
                 "rounds": N_("Rounds")}
"""The level table's column heads for each word a game counts in."""


def won_label(words: str) -> str:
    """``"rounds"`` -> ``"Rounds won"`` (a marked id where the catalogue has one)."""
    return WON_LABELS.get(words, f"{words.capitalize()} won")


def plural_label(words: str) -> str:
    """``"rounds"`` -> ``"Rounds"`` (a marked id where the catalogue has one)."""
    return PLURAL_LABELS.get(words, words.capitalize())


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
                Column(plural_label(self.hands), lambda t: whole(t.hands_played)),
                Column(N_("Won"), lambda t: rate(t.hands_won, t.hands_played))))

    def show_tiles(self, overall: Tally) -> list[StatTile]:
        """The headline figures of ``overall`` as English text."""
        return [(label, english(value), english(note))
                for label, value, note in self.tile_words(overall)]

    def tile_words(self, overall: Tally) -> list[TileWords]:
        """The headline figures of ``overall`` as words for the screen to translate."""
        return [(tile.label, tile.value(overall), tile.note(overall)) for tile in self.tiles]

    def matches_tile(self) -> Tile:
        """Matches won of played, the share as a note, and the best winning streak."""
        return Tile(won_label(self.matches),
                    lambda t: f"{whole(t.matches_won)} / {whole(t.matches_played)}",
                    lambda t: _with_streak(rate(t.matches_won, t.matches_played), t))

    def hands_tile(self) -> Tile:
        return Tile(won_label(self.hands),
                    lambda t: f"{whole(t.hands_won)} / {whole(t.hands_played)}",
                    lambda t: rate(t.hands_won, t.hands_played))


def _with_streak(note: str, tally: Tally) -> Words:
    if tally.best_streak > 1:
        return Message.of(N_("{rate}, best run {n}"), rate=note, n=tally.best_streak)
    return note


def time_tile() -> Tile:
    return Tile(N_("Time played"), lambda t: minutes(t.seconds_played))


GENERIC = StatsView()
"""What a game without a view of its own shows: what every game records."""
