"""What a game gives the table host: its ``Board``.

The host (``game.ui.table.scene.TableScene``) owns what every table shares -- the session, the
animation clock, flights, notes, the banner and the results timing, the pointer, pause, the
coach's bubble and the scene's lifecycle -- and asks the game's board, each frame, for what only
the game knows: the layout at this window size, the painting (a still part the host keeps while
its ``base_key`` holds, and what moves over it: ``base_layer``), what each applied event looks
like (``on_event`` returns it as data -- flights, landings, notes, sounds, a banner, the
results' time: ``motion`` -- and the host plays it; the board moves, sounds and notes nothing
itself there), what a key or click means, where the coach's
tip sits, where notes stack and where the table log's tab sits, what it draws over the cards in
flight (``draw_over``) and a results screen it made ahead (``host.results_ready``).
``BoardBase`` gives every hook a do-nothing default and reaches the host's shared state by
composition (``self.host``), never by inheriting the scene.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import pygame

from game.core.i18n import Words
from game.ui.coach import Tip
from game.ui.table.log_view import tab_rect
from game.ui.table.motion import Motion
from game.ui.table.notes import NoteStack
from game.ui.widgets import ui_scale

if TYPE_CHECKING:
    from game.ui.banner import Banner
    from game.ui.pointer import PointerControl
    from game.ui.services import Services
    from game.ui.sprites import FlightImages, FlightLayer
    from game.ui.table.notes import Note
    from game.ui.table.scene import TableScene
    from game.ui.table.session import TableSession

S = TypeVar("S")
M = TypeVar("M")
E = TypeVar("E")
V = TypeVar("V")

TipSpot = tuple[pygame.Rect, pygame.Rect | None] | tuple[pygame.Rect, pygame.Rect | None,
                                                         Sequence[pygame.Rect]]
"""Where the coach's bubble points, what it must not cover, and (optionally) rects it slides
off where it can (the pile the tip's card should go to, say)."""


class Board(Protocol):
    """One game's table, as the host drives it."""

    @property
    def keys(self) -> Mapping[int, Words]:
        """The table's documented keys and what each does ("Draw"): a documented key that
        changes nothing is refused by the host with a note naming what it would have done."""
        ...

    @property
    def images(self) -> FlightImages[str]:
        """The card images flights (their cards are ids) are drawn from."""
        ...

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for ``size`` (pure geometry: the only source of hit tests)."""

    def entered(self) -> None:
        """The table became the top scene (a deal to animate, a peek to start)."""

    def before_tick(self) -> None:
        """Each frame before the bots act (release a game's own hold, say)."""

    def update(self, dt: float) -> None:
        """Each frame before it is drawn, after the bots' moves of the last (tidy the
        player's picks, say)."""

    def on_event(self, t: float, event: Any, state: Any) -> Sequence[Motion]:
        """An applied event: what it looks like (flights, notes, sounds, a banner), as motions
        the host plays in order (``motion``); nothing is played here."""
        ...

    def base_key(self) -> Hashable | None:
        """What the still part of the table (``draw_base``) depends on: while it and the window
        size stay the same the host blits the part it kept (``base_layer``); None paints it
        every frame."""
        ...

    def draw_base(self, surface: pygame.Surface) -> None:
        """The still part of the table (the felt, the piles, their labels), painted whole."""

    def base_pending(self) -> bool:
        """Whether the last ``draw_base`` left places of the host's kept layer to paint in a
        later frame (the places its ``base.budget`` let wait): the host asks it again next
        frame though the key stayed the same, and draws every frame until none are left."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """What may change every frame over the still part, under the cards in flight."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """What lies over the cards in flight (labels, the card in the player's hand), under
        the notes, the coach's bubble and the banner."""

    def painted_rects(self) -> Sequence[pygame.Rect] | None:
        """Where the last ``draw_base`` painted the host's kept layer, asked when the host had
        it painted (``dirty``): None when it may have painted all of it."""
        ...

    def drawn_rects(self) -> Sequence[pygame.Rect] | None:
        """Where this frame's ``draw`` and ``draw_over`` drew, asked after them (``dirty``):
        None when they may have drawn anywhere (the window is then shown whole)."""
        ...

    def still_for(self) -> float | None:
        """How long what the board draws of its own stays as drawn (``Scene.still_for``):
        0.0 while something of it moves (``BoardBase``'s default, so a board that says nothing
        is drawn every frame); seconds until its own next change (a countdown's next second, a
        highlight's end); None when only the table's events and the player's input change it.
        The host adds its flights, flashes, notes, banner, results and the bots' next step; a
        board that rests is updated once with all the time the table rested."""
        ...

    def handle(self, event: pygame.event.Event) -> None:
        """An input event the host did not take (pause keys and the coach's bubble are its)."""

    def back(self) -> bool:
        """Esc was pressed: True when it undid a pick of the board's (else the host pauses)."""
        ...

    def cancel_drag(self) -> None:
        """The table lost the pointer (covered, closed, resized): put any dragged card back."""

    def note_stack(self, size: tuple[int, int]) -> NoteStack:
        """Where notes without a spot stack at this size."""
        ...

    def tip_spot(self, tip: Tip) -> TipSpot:
        """Where the coach's bubble points, what it must not cover (and what it avoids)."""
        ...

    def describe(self) -> dict[str, Any]:
        """The game's part of the table's summary for tests and bug reports."""
        ...

    def log_tab(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the table log's small "Log (L)" tab sits at this size, clear of every card
        the player needs (the open log lies up from it)."""
        ...


class BoardBase(Generic[S, M, E, V]):
    """Do-nothing hooks and the host's shared state, for a game's board to build on."""

    keys: Mapping[int, Words] = {}

    def __init__(self, host: TableScene[S, M, E, V]) -> None:
        self.host = host

    # --- what the host shares -----------------------------------------------------------------
    @property
    def app(self) -> Services:
        return self.host.app

    @property
    def session(self) -> TableSession[S, M, E, V]:
        return self.host.session

    @property
    def anim(self) -> float:
        return self.host.anim

    @property
    def cursor(self) -> float:
        return self.host.cursor

    @cursor.setter
    def cursor(self, value: float) -> None:
        self.host.cursor = value

    @property
    def flights(self) -> FlightLayer:
        return self.host.flights

    @property
    def pointer(self) -> PointerControl[str]:
        return self.host.pointer

    @property
    def notes(self) -> list[Note]:
        return self.host.notes

    @property
    def banner(self) -> Banner | None:
        return self.host.banner

    @property
    def flashes(self) -> dict[str, float]:
        return self.host.flashes

    def note(self, text: str, at: tuple[int, int] | None = None, warn: bool = False,
             delay: float = 0.0) -> None:
        self.host.note(text, at, warn, delay)

    def time(self, seconds: float) -> float:
        return self.host.time(seconds)

    def legal(self) -> Sequence[M]:
        """The player's legal moves now (none once the hand is over)."""
        return self.session.legal() if not self.session.hand_over else ()

    # --- hooks --------------------------------------------------------------------------------
    def entered(self) -> None:
        """The table became the top scene."""

    def before_tick(self) -> None:
        """Each frame before the bots act."""

    def still_for(self) -> float | None:
        """Something of the board's own may move: drawn every frame (opt in by overriding)."""
        return 0.0

    def update(self, dt: float) -> None:
        """Each frame before it is drawn, after the bots' moves of the last."""

    def base_key(self) -> Hashable | None:
        """No still part kept: ``draw_base`` and ``draw`` are painted every frame."""
        return None

    def draw_base(self, surface: pygame.Surface) -> None:
        """Nothing kept: a board that keeps nothing paints all of its table in ``draw``."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Nothing of the board's over the cards in flight."""

    def base_pending(self) -> bool:
        return False  # the kept layer is painted whole in one frame

    def painted_rects(self) -> Sequence[pygame.Rect] | None:
        return None  # not told: the kept layer may have been painted anywhere

    def drawn_rects(self) -> Sequence[pygame.Rect] | None:
        return None  # not told: ``draw`` and ``draw_over`` may have drawn anywhere

    def back(self) -> bool:
        """Esc: nothing of the board's to undo, so the host pauses."""
        return False

    def cancel_drag(self) -> None:
        """No drag of the board's own to put back."""

    def describe(self) -> dict[str, Any]:
        return {}

    def log_tab(self, size: tuple[int, int]) -> pygame.Rect:
        """The table's bottom-left corner (a board with cards there names another place)."""
        return tab_rect(size, ui_scale(size))


__all__ = ["Board", "BoardBase", "TipSpot"]
