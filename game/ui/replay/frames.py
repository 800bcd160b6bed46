"""What a game gives the shared replay viewer: its record as frames, and a painter for one.

A ``Frame`` is one table position: the hand (or round) it belongs to, the table time it shows,
how long playback stays on it, a caption in words, whether it is the hand's end (its scores:
"next hand" stops there first), and the game's own data for its painter. Pure Python: pygame is
only named for the painter's type.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from game.core.names import seat_words

if TYPE_CHECKING:
    import pygame

    from game.ui.replay.cursor import ReplayCursor

__all__ = ["Frame", "GameReplay", "ReplayPanel", "seat_names"]

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Frame(Generic[T]):
    """One position of a replayed match."""

    hand: int
    """The hand (or round) number shown, from 1."""
    time: float
    """Table seconds the record gives for this position (shown as m:ss)."""
    wait: float
    """Seconds of playback (at 1x) on this position before the next one."""
    caption: str
    """The record line that led here, in words."""
    data: T
    """The game's own: what its painter needs (the table state, totals, ...)."""
    kind: str = ""
    """The record line's ``type`` (``deal``, ``hand_end``, ...)."""
    ends_hand: bool = False
    """The hand's end (its scores): "next hand" lands here before the next deal."""


class GameReplay(Protocol):
    """A game's side of the viewer: its frames, why they stop early, and how to paint one."""

    unit: str
    """``"Hand"`` or ``"Round"``: what the game calls one deal."""
    problem: str
    """Why the frames stop before the record does ("" when the whole record was shown)."""

    @property
    def frames(self) -> Sequence[Frame[Any]]:
        """Every position of the record, in order (none when nothing can be shown)."""

    def paint(self, frame: Frame[Any], surface: pygame.Surface) -> None:
        """Draw ``frame``'s table on ``surface`` (the table's part of the window)."""


class ReplayPanel(Protocol):
    """A panel beside the table (a table log): the viewer gives it the right-hand strip."""

    def width(self, size: tuple[int, int]) -> int:
        """Pixels it wants at this window size (0 hides it)."""

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, cursor: ReplayCursor) -> None:
        """Draw into ``rect`` what belongs to the cursor's position."""


def seat_names(lines: Sequence[dict[str, Any]]) -> tuple[str, ...]:
    """The seat names of the record's ``match_start`` line (``Seat N`` where one is missing)."""
    start = lines[0] if lines and isinstance(lines[0], dict) else {}
    seats = start.get("seats") if start.get("type") == "match_start" else None
    names: list[str] = []
    for entry in seats if isinstance(seats, list) else []:
        name = entry.get("name") if isinstance(entry, dict) else None
        names.append(str(name) if name is not None else seat_words(len(names) + 1))
    return tuple(names)
