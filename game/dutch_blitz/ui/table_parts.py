"""What the Dutch Blitz board's parts share: its state, the core's answers, the player's moves.

``TableParts`` holds the board's own state (the renderer, the layout, the keyboard's pick, the
card in the player's hand) and what every part asks: the legal targets of a pile (from the rules
core), submitting the player's move and showing a refusal, and flying a lifted card back home.
The session, the animation clock, flights, notes, flashes and the banner are the host's
(``game.ui.table``). The board (``board``) is built on it; the parts it owns (input
controller, animation director, chores, overlays) work on the board.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pygame import Rect

from game.core.outcome import RefusalReason, Refused
from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.engine import Outcome
from game.dutch_blitz.rules.events import Event
from game.dutch_blitz.rules.legal import legal_moves, targets_for
from game.dutch_blitz.rules.match import Match, SeatInfo
from game.dutch_blitz.rules.moves import Move, Play, Stack
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.rules.view import SeatView
from game.dutch_blitz.ui.drag import PointerControl
from game.dutch_blitz.ui.keys import KeyboardPlay
from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.preload import CardPreload
from game.dutch_blitz.ui.renderer import TableRenderer, seat_key
from game.dutch_blitz.ui.session import HUMAN, BlitzHooks, hooks_of, match_of
from game.i18n import say
from game.ui.sprites import FlightImages
from game.ui.table.board import BoardBase

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

BOT_PLAY = 0.26
HUMAN_PLAY = 0.18
DROP_LAND = 0.12
FLIP = 0.22
AUTO_ONE_DELAY = 0.35
"""A 1 auto-played for you waits this long, so you see it go."""


def target_key(target: str, seat: int = HUMAN) -> str:
    """The decor key of a move target: Dutch targets as they are, Post targets per seat."""
    return target if target.startswith("dutch") else seat_key(seat, target)


def sentence(words: str) -> str:
    """``words`` as a note says them: the first letter a capital, the rest as written (German
    nouns keep their capitals)."""
    return words[:1].upper() + words[1:]


def rect_tuple(rect: Rect) -> tuple[float, float, float, float]:
    return (float(rect.x), float(rect.y), float(rect.width), float(rect.height))


class TableParts(BoardBase[TableState, Move, Event, SeatView]):
    """The board's shared state and helpers (see the module docstring)."""

    def __init__(self, host: TableScene[TableState, Move, Event, SeatView],
                 renderer: TableRenderer) -> None:
        super().__init__(host)
        self.renderer = renderer
        self.drags: PointerControl[Card] = PointerControl()
        """The card (or Post pile) in the player's hand: Dutch Blitz's cards are not ids."""
        self.keyboard = KeyboardPlay()
        self.human_origin: Rect | None = None
        self._targets: tuple[int, str, list[str]] | None = None
        self.preload = CardPreload(renderer)
        self.layout: TableLayout = self.table_layout(self.app.size)

    @property
    def images(self) -> FlightImages[str]:
        return self.renderer.images

    @property
    def match(self) -> Match:
        return match_of(self.session)

    @property
    def hooks(self) -> BlitzHooks:
        return hooks_of(self.session)

    @property
    def seats(self) -> Sequence[SeatInfo]:
        """Every seat with its deck (the match's seats)."""
        return self.match.seats

    def sound(self, name: str) -> None:
        self.app.play(name)

    def table_layout(self, size: tuple[int, int]) -> TableLayout:
        """The layout at ``size`` (a new size starts rendering its card images ahead)."""
        state = self.session.state
        self.layout = self.renderer.layout_for(size, state.seat_count, len(state.seats[0].posts))
        self.preload.start(self.layout, [s.deck for s in self.seats])
        return self.layout

    def view(self) -> SeatView:
        return self.session.view()

    def targets(self, source: str) -> list[str]:
        """Legal targets (from the core) of the top card of ``source``, cached per version."""
        table = self.session.table
        if self._targets is not None and self._targets[:2] == (table.version, source):
            return self._targets[2]
        view = self.view()
        card = view.me.top(source)
        found = targets_for(view, source, card) if card is not None else []
        self._targets = (table.version, source, found)
        return found

    def forget_targets(self) -> None:
        self._targets = None

    def stack_targets(self, source: str) -> list[str]:
        """Where the whole Post pile ``source`` may go now (the core's legal stacks)."""
        return [m.target for m in legal_moves(self.view())
                if isinstance(m, Stack) and m.source == source]

    def submit(self, move: Move, origin: Rect | None = None, say: bool = True) -> Outcome:
        """Send the human's move to the table; show the refusal if it is refused (unless
        ``say`` is off: the caller says it)."""
        self.human_origin = origin
        outcome = self.session.submit(move)
        self.human_origin = None
        if isinstance(outcome, Refused) and say:
            self.refused(move, outcome.reason)
        self._targets = None
        return outcome

    def refused(self, move: Move, reason: RefusalReason) -> None:
        self.sound("refuse")
        if isinstance(move, Play):
            key = target_key(move.target)
            rect = self.place_rect(key) or self.layout.seats[HUMAN].hand
            self.note_at(sentence(say(reason)), rect, warn=True)
            self.host.flash(key)
        else:
            self.note_at(sentence(say(reason)), self.layout.seats[HUMAN].hand, warn=True)

    def note_at(self, text: str, rect: Rect, warn: bool) -> None:
        """A note rising off the pile at ``rect`` (red when it says what is wrong); the same
        words already up are not said twice."""
        if not any(n.text == text and n.live(self.anim) for n in self.notes):
            self.note(text, rect.center, warn, rise=True)

    def place_rect(self, key: str) -> Rect | None:
        """Where pile ``key`` is drawn; None for a pile this table does not have."""
        try:
            return self.renderer.top_rect(self.layout, self.session.state, key)
        except (IndexError, ValueError, AssertionError):
            return None

    def note(self, text: str, at: tuple[int, int] | None = None, warn: bool = False,
             delay: float = 0.0, rise: bool = False) -> None:
        self.host.note(text, at, warn, delay, rise)
