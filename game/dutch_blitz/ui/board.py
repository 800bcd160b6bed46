"""The Dutch Blitz board on the shared table host: what the host asks of the game each frame.

Input becomes moves submitted through the session to the hand's ``Table`` authority; what is
legal is asked of the rules core (``targets_for``, ``legal_moves``, ``may_rotate``), never
decided here. Every applied event -- yours and the bots' -- becomes motion (``director``). When
the hand ends the host plays the "Blitz!" / "Stalemate" banner (the player may skip it); while
it plays, the board makes the hand's analysis a little each frame and then the results screen,
drawn ahead, so the frame that shows it does no more than any other.

The board holds the table's state (``table_parts``) and is composed of parts it owns, each an
object that works on the board: ``input`` (mouse and keys, ``controller``), ``director`` (events
to motion), ``chores`` (the auto-played 1s, the results made ahead, ``board_chores``) and
``overlays`` (highlights, the Rotate offer, where notes stack). Here: the frame's own
work (the keyboard's pick kept legal), drawing -- the still table the host keeps while its
``base_key`` holds (felt, piles, highlights, the bots' cards held up and the seats' labels:
painted again only where a part changed), the cards rising over it, then the seats' labels
where something of this frame covered them and the card in your hand over the cards in
flight -- and where the coach's tip sits.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, Final

import pygame
from pygame import Rect

from game.core.i18n import N_
from game.dutch_blitz.rules.events import Event
from game.dutch_blitz.rules.moves import Move, Play
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.rules.view import SeatView
from game.dutch_blitz.ui.board_chores import FrameChores
from game.dutch_blitz.ui.controller import InputController
from game.dutch_blitz.ui.director import AnimationDirector
from game.dutch_blitz.ui.drag import draw_held
from game.dutch_blitz.ui.overlays import TableOverlays
from game.dutch_blitz.ui.renderer import TableDecor, TableRenderer, deck_of, seat_key
from game.dutch_blitz.ui.seat_labels import flight_reach
from game.dutch_blitz.ui.session import HUMAN
from game.dutch_blitz.ui.table_parts import TableParts, target_key
from game.ui.banner import veil
from game.ui.coach import Tip
from game.ui.table.board import TipSpot
from game.ui.table.motion import Motion

if TYPE_CHECKING:
    from game.ui.table.notes import NoteStack
    from game.ui.table.scene import TableScene

BANNER_SETTLES = 0.1
"""The results' analysis starts this long after the banner (not in the banner's first frame)."""

KEYS: Final = {
    pygame.K_SPACE: N_("Flip three"), pygame.K_r: N_("Turn the Wood over"),
    pygame.K_b: N_("Pick up Blitz"), pygame.K_w: N_("Pick up Wood"),
    pygame.K_1: N_("Post pile 1"), pygame.K_2: N_("Post pile 2"), pygame.K_3: N_("Post pile 3"),
    pygame.K_4: N_("Post pile 4"), pygame.K_5: N_("Post pile 5"),
    pygame.K_RETURN: N_("Play the picked card"), pygame.K_d: N_("Play on a Dutch pile"),
    pygame.K_TAB: N_("Next pile"), pygame.K_RIGHT: N_("Next pile"),
    pygame.K_LEFT: N_("Previous pile"), pygame.K_BACKSPACE: N_("Put the card back")}
"""The table's documented keys (``keys.KEY_HELP`` explains them on the how-to pages)."""


class BlitzBoard(TableParts):
    """The table of one hand of Dutch Blitz, inside the host's table scene."""

    keys = KEYS

    def __init__(self, host: TableScene[TableState, Move, Event, SeatView],
                 renderer: TableRenderer) -> None:
        super().__init__(host, renderer)
        self.input = InputController(self)
        self.director = AnimationDirector(self)
        self.chores = FrameChores(self)
        self.overlays = TableOverlays(self)
        self._decor: TableDecor | None = None
        self._drawn: list[Rect] | None = []  # where draw and draw_over drew (None: all)

    # --- the host's hooks ----------------------------------------------------------------------
    def entered(self) -> None:
        self.renderer.set_colour_blind(self.app.settings.colour_blind_symbols)

    def resize(self, size: tuple[int, int]) -> None:
        if self.layout.size != size:
            self.drags.cancel()
            self.table_layout(size)

    def on_event(self, t: float, event: Any, state: Any) -> list[Motion]:
        return self.director.on_event(t, event, state)

    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    def note_stack(self, size: tuple[int, int]) -> NoteStack:
        return self.overlays.note_stack(size)

    def cancel_drag(self) -> None:
        """The table lost the pointer: the card in the player's hand flies back."""
        if self.drags.drag is not None:
            self.director.fly_back(self.drags.drag)
        self.drags.cancel()

    def back(self) -> bool:
        """Esc puts the picked-up card back (with none, the host pauses)."""
        if self.keyboard.selected is None:
            return False
        self.keyboard.clear()
        return True

    # --- the frame -----------------------------------------------------------------------------
    def still_for(self) -> float | None:
        """Drawn every frame while the hand is played (bots reach, counts and hints move), before
        its banner starts and while the hand's end is worked out under it, a little each
        frame, until the results screen is drawn ahead (``update``); after that, with no card
        held or picked, nothing of the board's own moves (the host's banner says how long)."""
        banner, work = self.banner, self.hooks.hand_end
        if not self.session.hand_over or banner is None or self.anim < banner.started \
                or (work is not None and not work.done) or not self.chores.results_warm \
                or self.drags.drag is not None or self.keyboard.selected is not None:
            return 0.0
        return None

    def update(self, dt: float) -> None:
        banner, work = self.banner, self.hooks.hand_end
        if banner is not None and self.anim < banner.started:  # before it starts, a piece a
            banner.prepare_some(self.app.size, self.app.font)  # frame: no hitch
        elif work is not None and not work.done and banner is not None \
                and self.anim > banner.started + BANNER_SETTLES:
            work.advance()  # the results' analysis, a little each frame while the banner plays
        self.input.remember_view()
        if self.keyboard.selected is not None:
            if self.view().me.top(self.keyboard.selected) is None:
                self.keyboard.clear()
            else:
                self.keyboard.refresh(self.targets(self.keyboard.selected))
        self.chores.auto_play_ones()
        if banner is not None:
            self.chores.prepare_results()

    @property
    def results_warm(self) -> bool:
        """The hand's results screen is made and drawn ahead (``FrameChores``)."""
        return self.chores.results_warm

    # --- drawing -------------------------------------------------------------------------------
    def base_key(self) -> Hashable:
        """The still table (``TableRenderer.paint_base``): the piles as they lie, the cards in
        flight towards them, the highlights (the player's pick and its targets, the bots'
        lifted cards, flashes, the coach's target), the scores, the look and the language."""
        self._decor = self.overlays.decor()
        state = self.session.state
        return self.renderer.base_key(self.layout, state, self.seats, self._decor)

    def draw_base(self, surface: pygame.Surface) -> None:
        state = self.session.state
        decor = self._decor or self.overlays.decor()
        keeper = self.host.base
        self.renderer.paint_base(surface, self.layout, state, self.seats, decor,
                                 kept=keeper if surface is keeper.surface else None)

    def base_pending(self) -> bool:
        return bool(self.renderer.slices.waiting)

    def painted_rects(self) -> list[Rect]:
        return self.renderer.painted

    def draw(self, surface: pygame.Surface) -> None:
        """The lifted cards and the Rotate offer, the layer put back first under the seats'
        labels they or the cards in flight may reach (``seat_labels``)."""
        state = self.session.state
        decor = self._decor or self.overlays.decor()
        labels = self.renderer.labels
        lifts = self.renderer.lifted_reach(self.layout, state, decor, labels.held(True))
        self._drawn = labels.clear(surface, decor,
                                   lifts + flight_reach(self.flights.flights, self.anim), lifts)
        self._drawn += self.renderer.draw_lively(surface, self.layout, state, self.seats, decor,
                                                 labels.held())
        self._drawn += self.overlays.draw_rotate_offer(surface, self.layout, state)

    def drawn_rects(self) -> list[Rect] | None:
        return self._drawn  # (None: the banner's dimming veiled all of the window)

    def draw_over(self, surface: pygame.Surface) -> None:
        """The seats' labels and count badges over the flying cards (a card never hides
        them: those it reached are drawn again, the others lie on the kept layer), the
        banner's dimming, then the card in the player's hand."""
        decor = self._decor or self.overlays.decor()
        self._decor = None  # the next frame's is made afresh
        drawn = self.renderer.labels.draw(surface, [*(self._drawn or ()), *self.host.flown])
        veil(surface, decor.dim)
        if self.drags.drag is not None:
            drawn += draw_held(surface, self.drags.drag, self.renderer.images,
                               deck_of(self.seats, HUMAN))
        self.preload.some()
        self._drawn = None if decor.dim > 0 or self._drawn is None else self._drawn + drawn

    @property
    def last_hits(self) -> dict[str, Rect]:
        """Where the player's piles and the Dutch piles are (from the layout)."""
        state = self.session.state
        places = ["blitz", "wood", "hand"] + [f"post:{i}" for i in
                                              range(len(state.seats[HUMAN].posts))]
        hits = {place: rect for place in places
                if (rect := self.place_rect(seat_key(HUMAN, place))) is not None}
        hits.update((f"dutch:{i}", Rect(r)) for i, r in enumerate(self.layout.dutch))
        return hits

    # --- the coach -----------------------------------------------------------------------------
    def tip_spot(self, tip: Tip) -> TipSpot:
        """Beside the pile the tip is about, clear of your cards and their captions, and off
        the pile its card should go to."""
        seat = self.layout.seats[HUMAN]
        caption = round(seat.card[1] * 0.18)
        row = seat.hand.unionall(seat.piles())  # your cards and their captions stay in view
        row.top -= caption
        anchor = self.place_rect(seat_key(HUMAN, tip.place)) or Rect(seat.hand)
        if tip.place in ("hand", "wood", "blitz"):  # the pointer stops above its caption
            anchor.top -= caption
        avoid: list[Rect] = []
        if isinstance(tip.move, Play):
            target = self.place_rect(target_key(tip.move.target))
            avoid = [target] if target is not None else []
        return anchor, row, avoid

    def describe(self) -> dict[str, Any]:
        return {"hand": self.session.table.hand, "dutch": len(self.session.state.dutch),
                "picked": self.keyboard.selected, "aimed": self.keyboard.target,
                "holding": self.drags.drag.source if self.drags.drag is not None else None}


__all__ = ["BlitzBoard"]
