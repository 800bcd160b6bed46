"""The Blitz (31) board on the shared table host: what the host asks of the game each frame.

The board is joined from its parts by composition: ``Motions`` (events to flights, notes,
sounds and banners: ``director``), ``TableInput`` (mouse and keys to moves: ``controller``),
``TableDressing`` (what glows and hides, the status line: ``dressing``) and ``CoachSpots``
(where the coach's tip sits: ``coach_spots``), over ``TableParts`` (the board's state). Here:
a 31 dealt shown as the hand opens, the drawing in two parts (the still table with its words,
which the host keeps while ``base_key`` holds, and the pulse, veil and dragged card over it
each frame), the
places hit by the pointer (from the layout alone) and where the notes sit.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.thirty_one.rules.state import Event, HandState, ThirtyOne, View
from game.thirty_one.ui.coach_spots import CoachSpots
from game.thirty_one.ui.controller import CARD, KEYS, TableInput
from game.thirty_one.ui.director import Motions
from game.thirty_one.ui.dressing import TableDressing
from game.thirty_one.ui.painter import Decor, TablePainter
from game.thirty_one.ui.parts import TableParts
from game.thirty_one.ui.session import thinking_seat
from game.ui.coach import Tip
from game.ui.table.motion import Motion
from game.ui.table.notes import NoteStack

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene


class ThirtyOneBoard(TableParts):
    """The table of one hand of Blitz (31), inside the host's table scene."""

    keys = KEYS

    def __init__(self, host: TableScene[HandState, Any, Event, View], painter: TablePainter,
                 show_value: bool) -> None:
        super().__init__(host, painter, show_value)
        self.motions = Motions(self)
        self.input = TableInput(self)
        self.coach_spots = CoachSpots(self)
        self.dressing = TableDressing(self, self.coach_spots)
        self.last_hits: dict[str, Rect] = {}
        self._opened = False
        self._drawn = False
        self._decor: Decor | None = None
        """This frame's decor (``_frame_decor``)."""
        self._hits: tuple[tuple[object, ...], dict[str, Rect]] | None = None
        self._drawn_rects: list[Rect] = []
        """Where this frame's ``draw`` drew."""

    # --- what the host hands on ---------------------------------------------------------------
    def on_event(self, t: float, event: Event, state: HandState) -> list[Motion]:
        return self.motions.on_event(t, event, state)

    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    def entered(self) -> None:
        """A hand that ended at the deal (31 dealt) still gets its banner, once."""
        if self._opened:
            return
        self._opened = True
        result = self.view().result
        if result is not None and result.reason == "deal_thirty_one":
            self.host.play_motions(self.motions.thirty_one(
                ThirtyOne(tuple(s for s, v in result.values if v == 31))))

    def resize(self, size: tuple[int, int]) -> None:
        self.set_layout(size)

    def update(self, dt: float) -> None:
        if self.selected is not None and self.selected not in self.view().cards:
            self.selected = None

    def cancel_drag(self) -> None:
        self.drop_lifted()

    def back(self) -> bool:
        """Esc at the hand's end skips its banner (the table does not pause then)."""
        if not self.session.hand_over:
            return False
        self.input.skip_banner()
        return True

    # --- what the painter adds ---------------------------------------------------------------
    def status(self, view: View) -> str:
        """The line under the piles (``TableDressing.status``)."""
        return self.dressing.status(view)

    def decor(self) -> Decor:
        """What the table shows over the bare view now (``TableDressing.decor``)."""
        return self.dressing.decor()

    # --- drawing ------------------------------------------------------------------------------
    def still_for(self) -> float | None:
        """Moving while a rival thinks or its card lands (the pulse round its seat), the
        pointer is down or card images are still being rendered ahead; still while the table
        waits for you (only events change it)."""
        if self.pointer.press is not None or self.pointer.drag is not None \
                or self.landing() is not None or thinking_seat(self.session) is not None:
            return 0.0
        return 0.0 if self.images.ahead else None

    def base_key(self) -> Hashable:
        """Everything the still table shows (the painter's regions' contents)."""
        self._decor = None
        return self.painter.still_key(self.layout, self.view(), self.session.seats,
                                      self._frame_decor())

    def _frame_decor(self) -> Decor:
        """The decor of this frame, made once for its three parts: the key, the still table
        and what moves over it (``draw`` lets it go)."""
        if self._decor is None or self._decor.now != self.anim:
            self._decor = self.decor()
        return self._decor

    def draw_base(self, surface: pygame.Surface) -> None:
        """The still table; into the host's kept layer only what changed, as its budget
        allows this frame (the rest waits: ``base_pending``); any other surface whole."""
        base = self.host.base
        kept = surface is base.surface
        self.painter.draw_still(surface, self.layout, self.view(), self.session.seats,
                                self._frame_decor(), kept, base.budget if kept else None)

    def base_pending(self) -> bool:
        return bool(self.painter.kept.waiting)

    def painted_rects(self) -> list[Rect]:
        return self.painter.kept.repainted

    def draw(self, surface: pygame.Surface) -> None:
        """Over the still table: the pulse, the veil and the card you drag."""
        drawn = self.painter.draw_moving(surface, self.layout, self._frame_decor())
        self._decor = None  # the next frame makes its own
        if self._drawn:  # the card images not shown yet, a few after each frame but the first
            self.images.render_some()
        self._drawn = True
        drag = self.pointer.drag
        if drag is not None:
            spread = max(4, round(drag.rect.height * 0.07))
            shadow = self.images.shadow(drag.rect.size, spread)
            drawn.append(surface.blit(shadow, (drag.rect.x - spread // 2, drag.rect.y)))
            card = drag.card if drag.source != "stock" else None
            drawn.append(surface.blit(self.images.card(card, drag.rect.size), drag.rect))
        self._drawn_rects = drawn
        self.last_hits = self.hits(self.view())

    def drawn_rects(self) -> list[Rect]:
        return self._drawn_rects

    def hits(self, view: View) -> dict[str, Rect]:
        """Where each place the pointer can take is (from the layout alone)."""
        layout = self.layout
        if self._hits is not None and self._hits[0] == (layout, view.cards):
            return self._hits[1]
        found = {"pause": Rect(layout.pause), "knock": Rect(layout.knock),
                 "stock": Rect(layout.stock), "discard": Rect(layout.discard)}
        rects = layout.human.card_rects(len(view.cards))
        found.update((CARD + card, Rect(rect)) for card, rect in zip(view.cards, rects,
                                                                      strict=True))
        self._hits = ((layout, view.cards), found)
        return found

    def note_stack(self, size: tuple[int, int]) -> NoteStack:
        del size
        status = self.layout.status
        return NoteStack(status.midtop, max(11, round(19 * self.layout.unit)))

    # --- the coach ----------------------------------------------------------------------------
    def tip_spot(self, tip: Tip) -> tuple[Rect, Rect | None]:
        """Where the thing ``tip`` is about is on screen, and what its bubble keeps clear of."""
        return self.coach_spots.tip_spot(tip.place)

    def describe(self) -> dict[str, Any]:
        view = self.view()
        return {"hand": view.hand, "cards": list(view.cards), "to_play": view.to_play,
                "phase": view.phase, "discard": view.discard[-1] if view.discard else None,
                "selected": self.selected}


__all__ = ["ThirtyOneBoard"]
