"""What the Blitz (31) table scene's parts share: its state, the core's answers, your moves.

``TableParts`` holds the scene's state (the session, flights, pointer, selection, notes, banner)
and what every part asks: the layout, which of your moves are legal now (from the rules core),
submitting your move and showing the core's reason when it is refused, flying a lifted card
back home. The input controller and the animation director build on it; ``TableScene`` joins.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pygame import Rect

from game.core.outcome import Refused
from game.thirty_one.rules.state import Discard, Draw, Knock, Move, View
from game.thirty_one.ui.game_ui import thirty_one_ui
from game.thirty_one.ui.images import DECK
from game.thirty_one.ui.layout import TableLayout, table_layout
from game.thirty_one.ui.painter import TablePainter
from game.thirty_one.ui.session import Outcome, Session
from game.ui import palette
from game.ui.banner import Banner
from game.ui.pointer import PointerControl
from game.ui.scene import Scene
from game.ui.sprites import Flight, Flights, box
from game.ui.tween import motion_time

if TYPE_CHECKING:
    from game.ui.services import Services

BOT_MOVE = 0.26
HUMAN_MOVE = 0.18
DROP_LAND = 0.12
FLY_BACK = 0.22
NOTE_SECONDS = 2.4


@dataclass
class Note:
    """A short message at a place ("Knock!", a refusal's reason)."""

    text: str
    centre: tuple[int, int]
    started: float
    colour: tuple[int, int, int]


@dataclass(frozen=True)
class Legal:
    """Your legal moves now, as the table asks them: where you may draw, what you may throw."""

    draw: frozenset[str] = frozenset()
    throw: frozenset[str] = frozenset()
    knock: bool = False


class TableParts(Scene):
    """The table scene's shared state and helpers (see the module docstring)."""

    def __init__(self, app: Services, session: Session) -> None:
        super().__init__(app)
        self.session = session
        ui = thirty_one_ui(app)
        self.show_value = ui.option("show_value")
        self.painter: TablePainter = ui.painter(four_colour=ui.option("four_colour"))
        self.flights: Flights[str] = Flights()
        self.pointer: PointerControl[str] = PointerControl()
        self.selected: str | None = None
        self.notes: list[Note] = []
        self.flashes: dict[str, float] = {}
        self.banner: Banner | None = None
        self.anim = 0.0
        self.loss: float | None = None
        """Token-loss progress, driven by the showdown panel on top."""
        self.layout: TableLayout | None = None
        self._table: object = None
        self._human_origin: Rect | None = None
        self._my_cards: tuple[str, ...] = ()
        self._sizes: tuple[int, ...] = ()
        self._legal: tuple[int, Legal] | None = None
        self._results_at: float | None = None
        self._results_shown = False
        self._preloaded: object = None
        self._listening = False

    @property
    def reduced_motion(self) -> bool:
        return self.app.settings.reduced_motion

    def _time(self, base: float) -> float:
        return motion_time(base, self.reduced_motion)

    def _sound(self, name: str) -> None:
        self.app.play(name)

    def _view(self) -> View:
        return self.session.view()

    def _reset_hand(self) -> None:
        self._table = self.session.table
        self.flights.land_all()
        self.pointer.cancel()
        self.selected = None
        self.notes.clear()
        self.flashes.clear()
        self.banner = None
        self.loss = None
        self._legal = None
        self._results_at = None
        self._results_shown = False
        self._remember()

    def _remember(self) -> None:
        if self.session.table is not None:
            view = self._view()
            self._my_cards = view.cards
            self._sizes = view.hand_sizes

    def table_layout(self) -> TableLayout:
        size = self.app.size
        self.layout = table_layout(size, self.session.seat_count)
        key = (size, self.painter.images.four_colour)
        if self._preloaded != key:  # every card image for this size now, not during play
            self._preloaded = key
            layout = self.layout
            widths = {layout.human.card[0], layout.stock.width}
            widths |= {pod.card[0] for pod in layout.pods}
            self.painter.images.preload(widths)
        return self.layout

    def legal(self) -> Legal:
        """Your legal moves (from the core), cached per table version."""
        table = self.session.table
        if table is None:
            return Legal()
        if self._legal is not None and self._legal[0] == table.version:
            return self._legal[1]
        moves = self.session.legal_moves()
        legal = Legal(
            draw=frozenset(m.source for m in moves if isinstance(m, Draw)),
            throw=frozenset(m.card for m in moves if isinstance(m, Discard)),
            knock=any(isinstance(m, Knock) for m in moves))
        self._legal = (table.version, legal)
        return legal

    def submit(self, move: Move, origin: Rect | None = None) -> Outcome:
        """Send your move to the table; show the core's reason when it is refused."""
        self._human_origin = origin
        outcome = self.session.submit(move)
        self._human_origin = None
        self._legal = None
        if isinstance(outcome, Refused):
            self._refused(move, outcome.reason.text)
        return outcome

    def _refused(self, move: Move, reason: str) -> None:
        self._sound("refuse")
        layout = self.layout or self.table_layout()
        if isinstance(move, Discard):
            key, rect = "discard", layout.discard
        elif isinstance(move, Draw):
            key = move.source if move.source in ("stock", "discard") else "stock"
            rect = layout.stock if key == "stock" else layout.discard
        else:
            key, rect = "knock", layout.knock
        self.note(reason, (rect.centerx, rect.top), palette.REFUSED)
        self.flashes[key] = self.anim + 0.5

    def note(self, text: str, centre: tuple[int, int], colour: tuple[int, int, int]) -> None:
        self.notes = [n for n in self.notes if n.centre != centre]
        self.notes.append(Note(text, centre, self.anim, colour))

    def card_home(self, card: str) -> Rect | None:
        """Where your card ``card`` sits in your hand now."""
        cards = self._view().cards
        if card not in cards:
            return None
        layout = self.layout or self.table_layout()
        return layout.human.card_rects(len(cards))[cards.index(card)]

    def fly_back(self, source: str, card: str | None, rect: Rect) -> None:
        """A lifted card that did not go anywhere returns to where it came from."""
        layout = self.layout or self.table_layout()
        if source == "hand" and card is not None:
            home = self.card_home(card)
            if home is None:
                return
            self.flights.add(Flight(card, DECK, box(rect), box(home), self.anim,
                                    self._time(FLY_BACK), hide="hand:0"))
        elif source == "discard":
            view = self._view()
            if view.discard and view.discard[-1] == card:
                self.flights.add(Flight(card, DECK, box(rect), box(layout.discard), self.anim,
                                        self._time(FLY_BACK), hide="discard"))
        elif source == "stock":
            self.flights.add(Flight(None, DECK, box(rect), box(layout.stock), self.anim,
                                    self._time(FLY_BACK)))
