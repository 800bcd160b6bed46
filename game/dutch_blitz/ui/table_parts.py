"""What the Dutch Blitz table scene's parts share: its state, the core's answers, moves.

``TableParts`` holds the scene's state (the session, flights, pointer, keyboard, notes) and
what every part asks: the layout, the legal targets of a pile (from the rules core), submitting
the player's move and showing a refusal, and flying a lifted card back home. The input
controller, the animation director and the overlays build on it; ``TableScene`` joins them.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pygame import Rect

from game.core.outcome import RefusalReason, Refused
from game.dutch_blitz.rules.authority import Table
from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.engine import Outcome
from game.dutch_blitz.rules.legal import legal_moves, sources, targets_for
from game.dutch_blitz.rules.match import Match, SeatInfo
from game.dutch_blitz.rules.moves import Move, Play, Stack
from game.dutch_blitz.rules.state import TableState, post_index
from game.dutch_blitz.rules.view import SeatView
from game.dutch_blitz.ui.drag import BlitzDrag, PointerControl
from game.dutch_blitz.ui.game_ui import blitz_ui
from game.dutch_blitz.ui.hand_end import DrawAhead
from game.dutch_blitz.ui.keys import KeyboardPlay
from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.renderer import GOLD, TableRenderer, deck_of, seat_key
from game.dutch_blitz.ui.session import (
    HUMAN,
    BlitzHooks,
    BlitzSession,
    hooks_of,
    match_of,
)
from game.ui import palette
from game.ui.banner import Banner
from game.ui.scene import Scene
from game.ui.sprites import Flight, Flights
from game.ui.tween import motion_time

if TYPE_CHECKING:
    from game.ui.services import Services

BOT_PLAY = 0.26
HUMAN_PLAY = 0.18
DROP_LAND = 0.12
FLY_BACK = 0.22
FLIP = 0.22
NOTE_SECONDS = 1.6
AUTO_ONE_DELAY = 0.35
"""A 1 auto-played for you waits this long, so you see it go."""
PRELOAD_PER_FRAME = 3
"""At most this many card images rendered after each of the table's first frames until all
its sizes are ready: a table is ready at once and no image is rendered in the middle of play."""
PRELOAD_BUDGET = 0.004
"""...and no more once this many seconds of the frame went on them (an image takes 1-5 ms)."""


@dataclass
class Note:
    """A short message at a pile ("Beaten to it!", a refusal's reason)."""

    text: str
    centre: tuple[int, int]
    started: float
    colour: tuple[int, int, int]


def target_key(target: str, seat: int = HUMAN) -> str:
    """The decor key of a move target: Dutch targets as they are, Post targets per seat."""
    return target if target.startswith("dutch") else seat_key(seat, target)


def rect_tuple(rect: Rect) -> tuple[float, float, float, float]:
    return (float(rect.x), float(rect.y), float(rect.width), float(rect.height))


class TableParts(Scene):
    """The table scene's shared state and helpers (see the module docstring)."""

    def __init__(self, app: Services, session: BlitzSession) -> None:
        super().__init__(app)
        self.session = session
        self.renderer: TableRenderer = blitz_ui(app).renderer()
        self.flights: Flights[Card] = Flights()
        self.pointer: PointerControl[Card] = PointerControl()
        self.keys = KeyboardPlay()
        self.notes: list[Note] = []
        self.flashes: dict[str, float] = {}
        self.banner: Banner | None = None
        self.anim = 0.0
        self.layout: TableLayout | None = None
        self._table: Table | None = None
        self._last_state: TableState | None = None
        self._before: TableState | None = None
        self._human_origin: Rect | None = None
        self._targets: tuple[int, str, list[str]] | None = None
        self._seen: list[tuple[float, int, SeatView]] = []  # (anim, version, view) lately shown
        self._auto_one: tuple[float, Play] | None = None
        self._auto_checked = -1
        self._results_shown = False
        self._results_ready: Scene | None = None
        self._results_warm = False
        self._results_ahead: DrawAhead | None = None
        self._preloaded: tuple[object, ...] | None = None
        self._preloading: Iterator[Callable[[], object]] | None = None
        self._listening = False

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

    def _time(self, base: float) -> float:
        return motion_time(base, self.reduced_motion)

    def _sound(self, name: str) -> None:
        self.app.play(name)

    def _reset_hand(self) -> None:
        self._table = self.session.table
        self._last_state = self.session.state
        self.flights.land_all()
        self.pointer.cancel()
        self.keys.clear()
        self.notes.clear()
        self.flashes.clear()
        self.banner = None
        self._results_shown = False
        self._results_ready = None
        self._results_warm = False
        self._results_ahead = None
        self._auto_one = None
        self._auto_checked = -1
        self._targets = None

    def table_layout(self) -> TableLayout:
        state = self.session.state
        assert state is not None
        size = self.app.size
        self.layout = self.renderer.layout_for(size, state.seat_count, len(state.seats[0].posts))
        if self._preloaded != (size, self.renderer.colour_blind):
            # every card image for this size over the first frames (PRELOAD_PER_FRAME a
            # frame; the first frame draws what it shows itself), not one by one in the middle
            # of play; then the collector's pass (see ``preload_some``).
            self._preloaded = (size, self.renderer.colour_blind)
            self._preloading = self.renderer.preload_jobs(
                self.layout, [s.deck for s in self.seats])
        return self.layout

    def preload_some(self) -> None:
        """A few more of the table's card images (after a frame is drawn); when all are done,
        the collector's full pass, now rather than mid-hand. No gc.freeze() here: it would pin
        the current match (which references this scene) and so every finished match."""
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

    def _view(self) -> SeatView:
        return self.session.view()

    def targets(self, source: str) -> list[str]:
        """Legal targets (from the core) of the top card of ``source``, cached per version."""
        table = self.session.table
        if table is None:
            return []
        if self._targets is not None and self._targets[:2] == (table.version, source):
            return self._targets[2]
        view = self._view()
        card = view.me.top(source)
        found = targets_for(view, source, card) if card is not None else []
        self._targets = (table.version, source, found)
        return found

    def playable(self, source: str) -> bool:
        view = self._view()
        return any(place == source for place, _ in sources(view)) and bool(self.targets(source))

    def stack_targets(self, source: str) -> list[str]:
        """Where the whole Post pile ``source`` may go now (the core's legal stacks)."""
        return [m.target for m in legal_moves(self._view())
                if isinstance(m, Stack) and m.source == source]

    def submit(self, move: Move, origin: Rect | None = None) -> Outcome:
        """Send the human's move to the table; show the refusal if it is refused."""
        self._human_origin = origin
        outcome = self.session.submit(move)
        self._human_origin = None
        if isinstance(outcome, Refused):
            self._refused(move, outcome.reason)
        self._targets = None
        return outcome

    def _refused(self, move: Move, reason: RefusalReason) -> None:
        self._sound("refuse")
        layout = self.layout or self.table_layout()
        state = self.session.state
        assert state is not None
        if isinstance(move, Play):
            key = target_key(move.target)
            rect = self._place_rect(layout, state, key) or layout.seats[HUMAN].hand
            text = "Beaten to it!" if reason.is_race_lost else reason.text.capitalize()
            self.note(text, rect.center, palette.REFUSED if not reason.is_race_lost else GOLD)
            self.flashes[key] = self.anim + 0.45
        else:
            rect = layout.seats[HUMAN].hand
            self.note(reason.text.capitalize(), rect.center, palette.REFUSED)

    def _place_rect(self, layout: TableLayout, state: TableState, key: str) -> Rect | None:
        """Where pile ``key`` is drawn; None for a pile this table does not have."""
        try:
            return self.renderer.top_rect(layout, state, key)
        except (IndexError, ValueError, AssertionError):
            return None

    def note(self, text: str, centre: tuple[int, int], colour: tuple[int, int, int]) -> None:
        self.notes = [n for n in self.notes if n.centre != centre]
        self.notes.append(Note(text, centre, self.anim, colour))

    def _fly_back(self, drag: BlitzDrag) -> None:
        state = self.session.state
        layout = self.layout or self.table_layout()
        if state is None:
            return
        key = seat_key(HUMAN, drag.source)
        if drag.whole_pile:
            index = post_index(drag.source)
            if index is None:
                return
            pile = state.seats[HUMAN].posts[index]
            if pile != drag.cards:
                return
            homes = self.renderer.post_cards(layout.seats[HUMAN], index, len(pile))
            for i, card in enumerate(pile):
                start = drag.rect.move(0, i * drag.step)
                self.flights.add(Flight(card, deck_of(self.seats, HUMAN),
                                        rect_tuple(start), rect_tuple(homes[i]), self.anim,
                                        self._time(FLY_BACK), hide=key))
            return
        home = self.renderer.top_rect(layout, state, key)
        if self.session.view().me.top(drag.source) != drag.card:
            return  # the card is no longer there (the hand ended under it)
        self.flights.add(Flight(drag.card, deck_of(self.seats, HUMAN),
                                rect_tuple(drag.rect), rect_tuple(home), self.anim,
                                self._time(FLY_BACK), hide=key))
