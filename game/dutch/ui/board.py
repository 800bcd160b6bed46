"""The Dutch board on the shared table host: what the host asks of the game each frame.

The board holds the table's state (``parts``) and is composed of parts it owns, each an object
that works on the board: ``input`` (mouse and keys, ``controller``), ``calling`` (the two-step
"Dutch!" call), ``director`` (events to motion and sound) and ``overlays`` (buttons, the status
line, the fan, the dragged card). Here: the start peek (its deal is the director's), the
frame's own work (moments and a Jack's pick expire), the still layer and what moves over it,
and where the coach's tip sits (beside the cards it is about).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.dutch.rules.events import Event
from game.dutch.rules.moves import Move
from game.dutch.rules.state import DutchState
from game.dutch.rules.view import DutchView
from game.dutch.ui.calling import CallConfirm
from game.dutch.ui.controller import KEYS, InputController, parse_slot
from game.dutch.ui.director import AnimationDirector
from game.dutch.ui.images import DutchArt
from game.dutch.ui.kept_layer import KeptLayer
from game.dutch.ui.overlays import TableOverlays
from game.dutch.ui.parts import TableParts
from game.dutch.ui.session import peeking, ready
from game.dutch.ui.still import Region
from game.dutch.ui.still_now import StillNow, StillSource
from game.ui.coach import Tip
from game.ui.sprites import CardImages
from game.ui.table.motion import Motion
from game.ui.table.notes import NoteStack

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene


class DutchBoard(TableParts):
    """The table of one round of Dutch, inside the host's table scene."""

    keys = KEYS
    dealt = False

    def __init__(self, host: TableScene[DutchState, Move, Event, DutchView], art: DutchArt,
                 images: CardImages) -> None:
        super().__init__(host, art, images)
        self.input = InputController(self)
        self.calling = CallConfirm(self)
        self.director = AnimationDirector(self)
        self.overlays = TableOverlays(self)
        self.kept_layer = KeptLayer(self)  # the host's kept layer as painted so far
        self._drawn: list[pygame.Rect] = []  # where this frame's moving overlays were drawn
        self.kept_still = StillSource(self)

    def entered(self) -> None:
        if peeking(self.session):
            self.peek_started = self.anim
            self.director.deal()

    def cancel_drag(self) -> None:
        if self.pointer.drag is not None:
            self.input.fly_back(self.pointer.drag)

    def resize(self, size: tuple[int, int]) -> None:
        self.set_layout(size)

    # --- the frame ---------------------------------------------------------------------------
    def before_tick(self) -> None:
        if peeking(self.session) and not self.session.paused and self.peek_left() <= 0:
            ready(self.session)

    def still_for(self) -> float | None:
        """Moving while a card shows for a moment, the start peek counts down, a snap window's
        ring runs down, the round's end turns its cards, the call is armed or the pointer is
        down (a held discard pile fans out after a while); else only events change it."""
        window = self.session.view().window
        plan = self.reveal
        if (self.moments or peeking(self.session) or self.calling.armed
                or self.pointer.press is not None
                or (plan is not None and self.anim < plan.done)
                or (window is not None and window.snapped_by is None
                    and self.session.now() < window.closes)):
            return 0.0
        return None

    def update(self, dt: float) -> None:
        self.moments = [m for m in self.moments if self.anim < m.end]
        self.calling.keep_armed()
        self.input.hold_fan()
        if self.jack_pick is not None and not self.legal():
            self.jack_pick = None

    def still_now(self) -> StillNow:
        """The still layer as it is now (``still_now``: made again only when it changed)."""
        return self.kept_still.now()

    def still_regions(self) -> dict[str, Region]:  # (``still``)
        return self.still_now().regions

    def base_key(self) -> Hashable:
        """The window, the language and what each region of the still layer shows (faces up,
        glows, cards in flight hidden, the drag's source, the status line...)."""
        return self.still_now().key

    def draw_base(self, surface: pygame.Surface) -> None:
        """The still table: onto the host's kept layer only where it changed, a few places a
        frame as the host's budget allows (``kept_layer``); onto any other surface, whole."""
        self.kept_layer.draw(surface)
        self.last_hits = self.input.hit_places()

    def base_pending(self) -> bool:
        return self.kept_layer.pending()

    def painted_rects(self) -> list[pygame.Rect] | None:
        return self.kept_layer.painted

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = self.overlays.draw_moving_overlays(surface)

    def drawn_rects(self) -> list[pygame.Rect]:
        return self._drawn

    # --- what the parts answer ------------------------------------------------------------------
    def on_event(self, t: float, event: Event, state: DutchState) -> list[Motion]:
        return self.director.on_event(t, event, state)

    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    def back(self) -> bool:
        """Esc: an armed call, the fan, a Jack's pick (else the host pauses)."""
        return self.calling.back()

    def note_stack(self, size: tuple[int, int]) -> NoteStack:
        return self.overlays.note_stack(size)

    # --- the coach ------------------------------------------------------------------------------
    def tip_anchor(self, tip: Tip, view: Any) -> pygame.Rect:
        """Where the card or pile of ``tip`` is on screen."""
        spot = parse_slot(tip.place)
        lay = self.layout
        fallback = self.slot_rect(view, *spot) if spot is not None else getattr(
            lay, tip.place, None) or lay.buttons.get(tip.place.partition(":")[2], lay.discard)
        return self.seen(tip.place, fallback)

    def tip_spot(self, tip: Tip) -> tuple[pygame.Rect, pygame.Rect | None]:
        """Beside that player's cards (or the piles and the drawn card), not over them."""
        view = self.session.view()
        spot = parse_slot(tip.place)
        clear = None
        if spot is not None:
            slots = [self.slot_rect(view, spot[0], i)
                     for i, card in enumerate(view.layouts[spot[0]]) if card is not None]
            clear = slots[0].unionall(slots[1:]) if slots else None
        elif tip.place in ("stock", "discard", "held"):
            clear = self.layout.stock.unionall([self.layout.discard, self.layout.held])
        return self.tip_anchor(tip, view), clear

    def describe(self) -> dict[str, Any]:
        view = self.session.view()
        return {"round": view.round, "phase": view.phase, "turn": view.turn,
                "peeking": peeking(self.session), "status": self.overlays.status_text(),
                "jack": self.jack_pick, "owner": self.input.key_owner,
                "call_armed": self.calling.armed,
                "fanned": self.fanned, "revealed": self._revealed()}

    def _revealed(self) -> int:
        """How many cards of the round's end are turned so far."""
        plan = self.reveal
        return sum(r.at <= self.anim for r in plan.cards) if plan is not None else 0


__all__ = ["DutchBoard"]
