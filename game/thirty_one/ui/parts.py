"""What the Blitz (31) board's parts share: the layout, the picked card, the core's answers and
your moves.

``TableParts`` holds the board's own state (the painter, the layout at this window size, the
picked card, the showdown's token-loss progress) and what every part asks: which of your moves
are legal now (from the rules core), submitting your move and showing the core's reason when it
is refused, flying a lifted card back home. The session, the animation clock, flights, notes,
flashes, the banner and the pointer are the host's (``game.ui.table.board.BoardBase``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pygame import Rect

from game.core.i18n import N_, Message
from game.core.names import seat_words
from game.core.outcome import Applied, Refused, refused
from game.i18n import say
from game.thirty_one.rules.state import Discard, Draw, Event, HandState, Knock, Move, View
from game.thirty_one.ui.images import DECK, CardImages
from game.thirty_one.ui.layout import TableLayout, table_layout
from game.thirty_one.ui.painter import TablePainter
from game.ui.sprites import Flight, box
from game.ui.table.board import BoardBase
from game.ui.table.motion import Fly, Motion

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

BOT_MOVE = 0.26
HUMAN_MOVE = 0.18
DROP_LAND = 0.12
FLY_BACK = 0.22

Outcome = Applied[HandState, Event] | Refused


@dataclass(frozen=True)
class Legal:
    """Your legal moves now, as the table asks them: where you may draw, what you may throw."""

    draw: frozenset[str] = frozenset()
    throw: frozenset[str] = frozenset()
    knock: bool = False


class TableParts(BoardBase[HandState, Move, Event, View]):
    """The board's shared state and helpers (see the module docstring)."""

    def __init__(self, host: TableScene[HandState, Move, Event, View], painter: TablePainter,
                 show_value: bool) -> None:
        super().__init__(host)
        self.painter = painter
        self.show_value = show_value
        self.seat_count = len(self.session.seats)
        self.layout: TableLayout = self._laid_out(self.app.size)
        self.selected: str | None = None
        self.picked_before: str | None = None
        """The picked card before a drag from your hand picked the dragged one."""
        self.loss: float | None = None
        """Token-loss progress, driven by the showdown panel over the table."""
        self.human_origin: Rect | None = None
        self.my_cards: tuple[str, ...] = ()
        self.sizes: tuple[int, ...] = ()
        self._allowed: tuple[tuple[int, bool], Legal] | None = None
        self.rival_flights: list[tuple[int, Flight[str]]] = []
        """A rival's cards in the air (its draw, its throw) with its seat."""
        self.remember()

    @property
    def images(self) -> CardImages:
        return self.painter.images

    def view(self) -> View:
        return self.session.view()

    def name(self, seat: int) -> str:
        if seat < self.seat_count:
            return self.session.name(seat)
        return seat_words(seat + 1)

    # --- the layout ---------------------------------------------------------------------------
    def _laid_out(self, size: tuple[int, int]) -> TableLayout:
        """The layout for ``size``; a frame renders the card images it shows at its sizes, and
        the board renders the rest a few after each frame (``DeckImages.render_some``)."""
        layout = table_layout(size, self.seat_count)
        widths = {layout.human.card[0], layout.stock.width}
        self.images.add_widths(widths | {pod.card[0] for pod in layout.pods})
        return layout

    def set_layout(self, size: tuple[int, int]) -> None:
        if self.layout.size != size:
            self.layout = self._laid_out(size)

    def remember(self) -> None:
        """Your cards and the hand sizes as the last event left them (where cards fly from)."""
        view = self.view()
        self.my_cards = view.cards
        self.sizes = view.hand_sizes

    # --- your moves ---------------------------------------------------------------------------
    def landing(self) -> int | None:
        """The rival whose card is still in the air: until it lands the table does not show
        that rival's move, so the turn is not yet yours (None: nothing of a rival's flies)."""
        self.rival_flights = [(seat, f) for seat, f in self.rival_flights if not f.landed]
        return self.rival_flights[-1][0] if self.rival_flights else None

    def allowed(self) -> Legal:
        """Your legal moves (from the core) once the table shows them, cached per version."""
        key = (self.session.table.version, self.landing() is None)
        if self._allowed is not None and self._allowed[0] == key:
            return self._allowed[1]
        moves = self.legal() if key[1] else ()
        legal = Legal(
            draw=frozenset(m.source for m in moves if isinstance(m, Draw)),
            throw=frozenset(m.card for m in moves if isinstance(m, Discard)),
            knock=any(isinstance(m, Knock) for m in moves))
        self._allowed = (key, legal)
        return legal

    def submit(self, move: Move, origin: Rect | None = None) -> Outcome:
        """Send your move to the table; show the core's reason when it is refused. Nothing is
        sent while a rival's card is still in the air (you have not seen its move yet)."""
        seat = self.landing()
        if seat is not None:
            waiting = Message.of(N_("{who}'s card has not landed yet"), who=self.name(seat))
            self.refused(move, say(waiting))
            return refused(waiting.text)
        self.human_origin = origin
        outcome = self.session.submit(move)
        self.human_origin = None
        if isinstance(outcome, Refused):
            self.refused(move, say(outcome.reason))
        return outcome

    def refused(self, move: Move, reason: str) -> None:
        self.app.play("refuse")
        layout = self.layout
        if isinstance(move, Discard):
            key, rect = "discard", layout.discard
        elif isinstance(move, Draw):
            key = move.source if move.source in ("stock", "discard") else "stock"
            rect = layout.stock if key == "stock" else layout.discard
        else:
            key, rect = "knock", layout.knock
        self.note(reason, (rect.centerx, rect.top), warn=True)
        self.host.flash(key, 0.5)

    # --- cards going home ---------------------------------------------------------------------
    def card_home(self, card: str) -> Rect | None:
        """Where your card ``card`` sits in your hand now."""
        cards = self.view().cards
        if card not in cards:
            return None
        return self.layout.human.card_rects(len(cards))[cards.index(card)]

    def fly_back(self, source: str, card: str | None, rect: Rect) -> None:
        """A lifted card that did not go anywhere returns to where it came from."""
        self.host.play_motions(self.homing(source, card, rect))

    def homing(self, source: str, card: str | None, rect: Rect) -> list[Motion]:
        """The flight of a lifted card (now at ``rect``) back to where it came from."""
        layout = self.layout
        if source == "hand" and card is not None:
            self.selected = self.picked_before  # the card goes back down as it was
            home = self.card_home(card)
            if home is None:
                return []
            return [Fly(Flight(card, DECK, box(rect), box(home), self.anim,
                               self.time(FLY_BACK), hide="hand:0"))]
        if source == "discard":
            view = self.view()
            if view.discard and view.discard[-1] == card:
                return [Fly(Flight(card, DECK, box(rect), box(layout.discard), self.anim,
                                   self.time(FLY_BACK), hide="discard"))]
        elif source == "stock":
            return [Fly(Flight(None, DECK, box(rect), box(layout.stock), self.anim,
                               self.time(FLY_BACK)))]
        return []

    def drop_lifted(self) -> None:
        """Put a card being dragged back where it came from."""
        self.host.play_motions(self.put_down())

    def put_down(self) -> list[Motion]:
        """Let go of a card being dragged: its flight back where it came from."""
        drag = self.pointer.drag
        motions = self.homing(drag.source, drag.card or None, drag.rect) \
            if drag is not None else []
        self.pointer.cancel()
        return motions
