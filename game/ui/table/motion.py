"""What an applied event looks like, as data: the motions a game's board returns for the host.

A board's ``on_event`` turns one event of the table into a list of motions -- a card flying
(``Fly``), the cards bound for a pile landing at once (``Land``), a note (``ShowNote``), a sound
(``Sound``), a banner (``ShowBanner``), the results' time (``ResultsAfter``) -- and the host
(``TableScene.play_motions``) plays them in their order: it owns the flights, notes, sounds,
banner and results timing. A board never moves, sounds or notes anything itself while it turns
an event into motion, so what an event looks like can be checked without playing it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, TypeAlias

if TYPE_CHECKING:
    from game.ui.banner import Banner
    from game.ui.sprites import Flight


@dataclass(frozen=True)
class Fly:
    """A card travels: ``flight`` (the host adds this very object, so a board may keep it to
    ask later whether it has landed); ``landing_sound`` sounds as it lands."""

    flight: Flight[str]
    landing_sound: str | None = None


@dataclass(frozen=True)
class Land:
    """Every card still flying to ``place`` lands at once (the pile is about to change)."""

    place: str


@dataclass(frozen=True)
class ShowNote:
    """A note: ``at`` its spot (None: the board's stack), red when ``warn``, starting
    ``delay`` seconds from now."""

    text: str
    at: tuple[int, int] | None = None
    warn: bool = False
    delay: float = 0.0


@dataclass(frozen=True)
class Sound:
    """A sound, now."""

    name: str


@dataclass(frozen=True)
class ShowBanner:
    """A banner over the table; the results follow once it is done (``skippable``: the
    player may end it at once)."""

    banner: Banner
    skippable: bool = False


@dataclass(frozen=True)
class ResultsAfter:
    """The results open at animation time ``at`` (once every card has landed)."""

    at: float


Motion: TypeAlias = Fly | Land | ShowNote | Sound | ShowBanner | ResultsAfter
"""One step of what an event looks like."""
MOTION_TYPES: Final = (Fly, Land, ShowNote, Sound, ShowBanner, ResultsAfter)
"""Every kind of motion the host plays."""


__all__ = ["MOTION_TYPES", "Fly", "Land", "Motion", "ResultsAfter", "ShowBanner", "ShowNote",
           "Sound"]
