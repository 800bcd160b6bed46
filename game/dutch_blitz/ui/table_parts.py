"""What the Dutch Blitz board's parts share: its state, the core's answers, the player's moves.

``TableParts`` holds the board's own state (the renderer, the layout, the keyboard's pick, the
card in the player's hand) and what every part asks: the legal targets of a pile (from the rules
core), submitting the player's move and showing a refusal, and flying a lifted card back home.
The session, the animation clock, flights, notes, flashes and the banner are the host's
(``game.ui.table``). The input controller and the animation director work on it; the board
(``board``) builds on it.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from pygame import Rect

from game.core.outcome import RefusalReason, Refused
from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.engine import Outcome
from game.dutch_blitz.rules.events import Event
from game.dutch_blitz.rules.legal import legal_moves, sources, targets_for
from game.dutch_blitz.rules.match import Match, SeatInfo
from game.dutch_blitz.rules.moves import Move, Play, Stack
from game.dutch_blitz.rules.state import TableState, post_index
from game.dutch_blitz.rules.view import SeatView
from game.dutch_blitz.ui.drag import BlitzDrag, PointerControl
from game.dutch_blitz.ui.keys import KeyboardPlay
from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.renderer import TableRenderer, deck_of, seat_key
from game.dutch_blitz.ui.session import HUMAN, BlitzHooks, hooks_of, match_of
from game.ui.sprites import Flight, FlightImages
from game.ui.table.board import BoardBase

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

BOT_PLAY = 0.26
HUMAN_PLAY = 0.18
DROP_LAND = 0.12
FLY_BACK = 0.22
FLIP = 0.22
AUTO_ONE_DELAY = 0.35
"""A 1 auto-played for you waits this long, so you see it go."""
PRELOAD_PER_FRAME = 3
"""At most this many card images rendered after each of the table's first frames until all
its sizes are ready: a table is ready at once and no image is rendered in the middle of play."""
PRELOAD_BUDGET = 0.004
"""...and no more once this many seconds of the frame went on them (an image takes 1-5 ms)."""


def target_key(target: str, seat: int = HUMAN) -> str:
    """The decor key of a move target: Dutch targets as they are, Post targets per seat."""
    return target if target.startswith("dutch") else seat_key(seat, target)


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
        self._preloading: Iterator[Callable[[], object]] | None = None
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

    @property
    def reduced_motion(self) -> bool:
        return self.app.settings.reduced_motion

    def sound(self, name: str) -> None:
        self.app.play(name)

    def table_layout(self, size: tuple[int, int]) -> TableLayout:
        """The layout at ``size``; a new size (or deck look) starts its card images' preload."""
        state = self.session.state
        self.layout = self.renderer.layout_for(size, state.seat_count, len(state.seats[0].posts))
        decks = [s.deck for s in self.seats]
        preloaded = (size, self.renderer.colour_blind, state.seat_count, *decks)
        if self.renderer.preloaded != preloaded:
            # every card image for this size over the first frames (PRELOAD_PER_FRAME a
            # frame; the first frame draws what it shows itself), not one by one in the middle
            # of play; then the collector's pass (see ``preload_some``).
            self.renderer.preloaded = preloaded
            self._preloading = self.renderer.preload_jobs(self.layout, decks)
        return self.layout

    def preload_some(self) -> None:
        """A few more of the table's card images (after a frame is drawn); when all are done,
        the collector's full pass, now rather than mid-hand. No gc.freeze() here: it would pin
        the current match (which references this board) and so every finished match."""
        if self._preloading is None:
            return
        began = time.perf_counter()
        for _ in range(PRELOAD_PER_FRAME):
            job = next(self._preloading, None)
            if job is None:
                self._preloading = None
                gc.collect()
                return
            job()
            if time.perf_counter() - began > PRELOAD_BUDGET:
                return

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

    def playable(self, source: str) -> bool:
        view = self.view()
        return any(place == source for place, _ in sources(view)) and bool(self.targets(source))

    def stack_targets(self, source: str) -> list[str]:
        """Where the whole Post pile ``source`` may go now (the core's legal stacks)."""
        return [m.target for m in legal_moves(self.view())
                if isinstance(m, Stack) and m.source == source]

    def submit(self, move: Move, origin: Rect | None = None) -> Outcome:
        """Send the human's move to the table; show the refusal if it is refused."""
        self.human_origin = origin
        outcome = self.session.submit(move)
        self.human_origin = None
        if isinstance(outcome, Refused):
            self.refused(move, outcome.reason)
        self._targets = None
        return outcome

    def refused(self, move: Move, reason: RefusalReason) -> None:
        self.sound("refuse")
        if isinstance(move, Play):
            key = target_key(move.target)
            rect = self.place_rect(key) or self.layout.seats[HUMAN].hand
            self.note_at(reason.text.capitalize(), rect, warn=not reason.is_race_lost)
            self.host.flash(key)
        else:
            self.note_at(reason.text.capitalize(), self.layout.seats[HUMAN].hand, warn=True)

    def note_at(self, text: str, rect: Rect, warn: bool) -> None:
        """A note rising off the pile at ``rect`` (red when it says what is wrong)."""
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

    def fly_back(self, drag: BlitzDrag) -> None:
        """The card (or Post pile) in the player's hand flies back where it came from."""
        state = self.session.state
        key = seat_key(HUMAN, drag.source)
        deck = deck_of(self.seats, HUMAN)
        if drag.whole_pile:
            index = post_index(drag.source)
            pile = state.seats[HUMAN].posts[index] if index is not None else ()
            if index is None or pile != drag.cards:
                return
            homes = self.renderer.post_cards(self.layout.seats[HUMAN], index, len(pile))
            for i, card in enumerate(pile):
                start = drag.rect.move(0, i * drag.step)
                self.flights.add(Flight(card.code, deck, rect_tuple(start), rect_tuple(homes[i]),
                                        self.anim, self.time(FLY_BACK), hide=key))
            return
        if self.view().me.top(drag.source) != drag.card:
            return  # the card is no longer there (the hand ended under it)
        home = self.renderer.top_rect(self.layout, state, key)
        self.flights.add(Flight(drag.card.code, deck, rect_tuple(drag.rect), rect_tuple(home),
                                self.anim, self.time(FLY_BACK), hide=key))

    def cancel_drag(self) -> None:
        """The table lost the pointer: the card in the player's hand flies back."""
        if self.drags.drag is not None:
            self.fly_back(self.drags.drag)
        self.drags.cancel()
