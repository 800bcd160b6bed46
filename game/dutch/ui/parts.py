"""The shared state of the Dutch table scene, which its parts (input, animation, overlays) work
on: the session, the layout, what is shown for a moment (the start peek, your looks, cards shown
to all, a bot's hand over a card), flights, notes and the player's Jack pick.

What is shown face up is decided here and only here: a face-down card's value is drawn during
the start peek (until Ready or the peek time), during your own look (the reveal time), or when
the rules showed it to everybody (a wrong or late snap), and every card at the round's end.
Nothing else remembers for the player unless the assist option is on.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.dutch.rules.events import Event
from game.dutch.rules.moves import Move
from game.dutch.rules.state import PEEK_SLOTS, DutchState
from game.dutch.rules.view import HIDDEN, DutchView
from game.dutch.ui.images import DECK, DutchArt
from game.dutch.ui.layout import Layout, slot_rects, table_layout
from game.dutch.ui.moves_now import YourMoves
from game.dutch.ui.painter import Decor, Face, TablePainter
from game.dutch.ui.reveal import RoundReveal
from game.dutch.ui.session import HUMAN, assisted, match_of, peeking
from game.dutch.ui.still import StillLayer
from game.i18n import _
from game.ui.sprites import CardImages, Flight, box
from game.ui.table.board import BoardBase
from game.ui.table.motion import Fly, Land, Motion
from game.ui.tween import clamp01

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

FLIGHT = 0.24
"""Seconds a card takes to travel (a third with reduced motion)."""
SHOWN_SECONDS = 1.5
"""How long a wrongly or late snapped card stays shown to everybody."""
HAND_SECONDS = 1.4


@dataclass
class Moment:
    """A card shown (or a bot's hand over it) at one slot for a while."""

    owner: int
    slot: int
    card: str | None
    start: float
    end: float
    kind: str
    """"look" (yours: lifts and turns), "miss" (wrong snap), "late" (beaten to it), "hand"."""


class TableParts(BoardBase[DutchState, Move, Event, DutchView]):
    """State shared by the board's parts (the session, flights, notes and the animation clock
    are the host's)."""

    def __init__(self, host: TableScene[DutchState, Move, Event, DutchView], art: DutchArt,
                 images: CardImages) -> None:
        super().__init__(host)
        self.art = art
        self._images = images
        self.painter = TablePainter(art, images, self.app.font)
        self.seat_count = len(self.session.seats)
        self.layout: Layout = table_layout(self.app.size, self.seat_count)
        self._images.set_widths(self.widths(), ahead=True)
        self.moments: list[Moment] = []
        self.peek_started = 0.0
        self.jack_pick: tuple[int, int] | None = None
        self.last_hits: dict[str, pygame.Rect] = {}
        """Where each place was at the last frame drawn (motions start there; input asks
        ``hits.hit_boxes`` for where things are now)."""
        self.last_out: str | None = None
        self.fan_held = False
        """The discard pile is held down: it is fanned out until the button comes up."""
        self.fan_key = False
        """The fan was opened with its key (closed by the key again, Esc or a click)."""
        self.reveal: RoundReveal | None = None
        """The round's end: every card turning over, one by one."""
        self.still = StillLayer()
        """Which parts of the kept still layer changed (painted again, the rest kept)."""
        self.moves = YourMoves(self)

    @property
    def images(self) -> CardImages:
        return self._images

    # --- settings -------------------------------------------------------------------------
    def option(self, name: str, default: float) -> float:
        value = self.session.options.get(name, default)
        return float(value) if isinstance(value, int | float) else default

    @property
    def assist(self) -> bool:
        return assisted(self.session)

    def widths(self) -> list[int]:
        lay = self.layout
        return [lay.seats[0].card[0], lay.seats[-1].card[0], lay.pile[0]]

    def set_layout(self, size: tuple[int, int]) -> None:
        if self.layout.size != size:
            self.layout = table_layout(size, self.seat_count)
            self.images.set_widths(self.widths(), ahead=True)

    def names(self) -> tuple[str, ...]:
        return tuple(self.session.name(i) for i in range(self.seat_count))

    # --- what may happen ----------------------------------------------------------------------
    def legal(self) -> tuple[Move, ...]:
        """Your moves now (``moves_now``: asked once per change)."""
        return self.moves.now()

    def legal_key(self) -> Hashable:
        """What your moves now depend on (``moves_now``)."""
        return self.moves.key()

    def holding(self) -> bool:
        """You hold a drawn card."""
        view = self.session.view()
        return view.turn == HUMAN and view.phase == "hold"

    def fly(self, card: str | None, src: pygame.Rect, dst: pygame.Rect, *, hide: str | None,
            delay: float = 0.0, face_down: bool = False, turn: bool = False,
            lift: float = 0.15) -> None:
        """A card travels from ``src`` to ``dst`` after the motion before it (``delay``)."""
        self.host.play_motions(self.flying(card, src, dst, hide=hide, delay=delay,
                                           face_down=face_down, turn=turn, lift=lift))

    def flying(self, card: str | None, src: pygame.Rect, dst: pygame.Rect, *, hide: str | None,
               delay: float = 0.0, face_down: bool = False, turn: bool = False,
               lift: float = 0.15) -> list[Motion]:
        """``fly``'s motions: what flies to ``hide`` lands, then the card sets off."""
        start = self.cursor + delay - self.anim
        flight = Fly(Flight(card or None, DECK, box(src), box(dst),
                            self.anim, self.time(FLIGHT), delay=max(0.0, start),
                            hide=hide, face_down=face_down or card is None, turn=turn,
                            lift=src.height * lift))
        return [flight] if hide is None else [Land(hide), flight]

    # --- geometry of cards --------------------------------------------------------------------
    def slot_rect(self, view: DutchView, owner: int, slot: int) -> pygame.Rect:
        count = max(len(view.layouts[owner]), slot + 1)
        return slot_rects(self.layout.seats[owner], count)[slot].copy()

    def seen(self, place: str, fallback: pygame.Rect) -> pygame.Rect:
        """Where ``place`` was drawn last frame (``fallback`` when it was not)."""
        rect = self.last_hits.get(place)
        return rect.copy() if rect is not None else fallback.copy()

    # --- what shows face up ---------------------------------------------------------------------
    def peek_left(self) -> float:
        """Seconds of the start peek left (0 when it is over)."""
        if not peeking(self.session):
            return 0.0
        return max(0.0, self.peek_started + self.option("peek_seconds", 5.0) - self.anim)

    def faces(self, view: DutchView) -> dict[tuple[int, int], Face]:
        """The slots drawn face up this frame, with their lift and turn."""
        out: dict[tuple[int, int], Face] = {}
        if peeking(self.session):
            for slot in PEEK_SLOTS:
                card = view.own()[slot] if slot < len(view.own()) else None
                if card is not None and card != HIDDEN:
                    out[(HUMAN, slot)] = Face(card, 0.0, 1.0, "peek")
        for m in self.moments:
            k = self.shown(m)
            if m.kind == "hand" or m.card is None or k is None:
                continue
            out[(m.owner, m.slot)] = Face(m.card, k, k, m.kind)
        for r in self.reveal.cards if self.reveal is not None else ():
            if r.at <= self.anim:  # the round is over: every card turns, in its turn
                out[(r.owner, r.slot)] = Face(r.card, 0.0, clamp01((self.anim - r.at) / 0.18),
                                              "reveal")
        return out

    def shown(self, moment: Moment) -> float | None:
        """How far ``moment``'s card is up now, 0..1 (a fifth of a second up, and down again
        at its end); None while the moment is not on."""
        if not moment.start <= self.anim < moment.end:
            return None
        return min(clamp01((self.anim - moment.start) / 0.2),
                   clamp01((moment.end - self.anim) / 0.2))

    @property
    def fanned(self) -> bool:
        """The discard pile is fanned out to look back through it."""
        return self.fan_held or self.fan_key

    def ring_left(self, view: DutchView) -> float | None:
        """The share of the snap window still open (None: no window is running)."""
        w = view.window
        now = self.session.now()
        if w is None or w.snapped_by is not None or now >= w.closes:
            return None
        return clamp01((w.closes - now) / max(0.1, w.closes - w.opened))

    def decor(self, view: DutchView, glow: frozenset[str]) -> Decor:
        drag = self.pointer.drag
        hands = frozenset((m.owner, m.slot) for m in self.moments
                          if m.kind == "hand" and self.shown(m) is not None)
        return Decor(self.names(), self.flights.hidden(), self.faces(view), glow,
                     drag.source if drag is not None else None, hands, self.assist,
                     self.jack_pick, tuple(match_of(self.session).totals),
                     _("Round {n} of {rounds}").format(n=view.round,
                                                        rounds=match_of(self.session).rounds))
