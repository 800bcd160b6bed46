"""The Blitz (31) board on the shared table host: what the host asks of the game each frame.

The board is joined from its parts by composition: ``Motions`` (events to flights, notes,
sounds and banners: ``director``) and ``TableInput`` (mouse and keys to moves: ``controller``),
over ``TableParts`` (the board's state). Here: a 31 dealt shown as the hand opens, what glows,
the status line, the drawing, the places hit by the pointer (from the layout alone), and where
the coach's tip and the notes sit.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.i18n import _
from game.thirty_one.rules.state import Discard, Draw, Event, HandState, Knock, ThirtyOne, View
from game.thirty_one.ui.controller import CARD, KEYS, TableInput
from game.thirty_one.ui.director import Motions
from game.thirty_one.ui.painter import Decor, TablePainter, Words
from game.thirty_one.ui.parts import TableParts
from game.thirty_one.ui.session import thinking_seat
from game.ui import palette
from game.ui.coach import Tip
from game.ui.table.notes import NoteStack
from game.ui.table.session import HUMAN

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
        self.last_hits: dict[str, Rect] = {}
        self._opened = False
        self._drawn = False
        self._decor: Decor | None = None
        """This frame's decor (``_frame_decor``)."""
        self._hits: tuple[tuple[object, ...], dict[str, Rect]] | None = None
        self._words: Words = []
        """The still table's words, put on the screen each frame over the kept layer."""

    # --- what the host hands on ---------------------------------------------------------------
    def on_event(self, t: float, event: Event, state: HandState) -> None:
        self.motions.on_event(t, event, state)

    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    def entered(self) -> None:
        """A hand that ended at the deal (31 dealt) still gets its banner, once."""
        if self._opened:
            return
        self._opened = True
        result = self.view().result
        if result is not None and result.reason == "deal_thirty_one":
            self.motions.thirty_one(ThirtyOne(tuple(s for s, v in result.values if v == 31)))

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
        """The line under the piles: whose turn it is and what to do, after a knock's word."""
        if view.phase == "over":
            return _("The hand is over")
        said = self._turn_words(view)
        if view.knocker is None:
            return said
        knocked = _("You knocked") if view.knocker == HUMAN else \
            _("{who} knocked").format(who=self.name(view.knocker))
        # Translators: "Anna knocked · Your last turn: draw a card"
        return _("{knocked} · {turn}").format(knocked=knocked, turn=said)

    def _turn_words(self, view: View) -> str:
        landing = self.landing()
        if landing is not None and view.to_play == HUMAN:
            return _("{who} throws…").format(who=self.name(landing))
        if view.to_play != HUMAN:
            return _("{who} is thinking…").format(who=self.name(view.to_play))
        if view.phase == "discard":
            return _("Throw a card onto the discard pile")
        if view.knocker is not None:
            return _("Your last turn: draw a card")
        if self.allowed().knock:
            return _("Your turn: draw a card or knock")
        return _("Your turn: draw a card")

    def decor(self) -> Decor:
        view = self.view()
        hidden: Counter[str] = self.flights.hidden()
        hidden_cards = self.flights.cards_bound_for(f"hand:{HUMAN}")
        glow: dict[str, tuple[int, int, int]] = {}
        drag = self.pointer.drag
        if drag is not None:
            if drag.source == "hand":
                hidden_cards.add(drag.card)
            elif drag.source == "discard":
                hidden["discard"] += 1
            for target in drag.targets:
                glow[target] = palette.HIGHLIGHT
        legal = self.allowed()
        if drag is None and self.selected is not None and self.selected in legal.throw:
            glow["discard"] = palette.HIGHLIGHT
        lit = self.tip_glow()
        if lit is not None and drag is None:
            glow[lit] = palette.HIGHLIGHT
        for key in self.flashes:
            glow[key] = palette.REFUSED
        over = self.session.hand_over
        banner = self.banner
        thinking = self.landing()  # the pulse stays on a rival until its card has landed
        return Decor(
            now=self.anim, hidden=hidden, hidden_cards=frozenset(hidden_cards), glow=glow,
            selected=self.selected, taken=view.taken if view.to_play == HUMAN else None,
            thinking=thinking if thinking is not None else thinking_seat(self.session),
            knock_enabled=legal.knock and not over,
            show_value=self.show_value, status=self.status(view), loss=self.loss,
            dim=banner.dim(self.anim) if banner is not None else 0.0)

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
        """The still table; into the host's kept layer only what changed is painted again."""
        decor = self._frame_decor()
        kept = surface is self.host.base.surface
        self._words = self.painter.draw_still(surface, self.layout, self.view(),
                                              self.session.seats, decor, kept)

    def draw(self, surface: pygame.Surface) -> None:
        """Over the still table: its words, the pulse, the veil and the card you drag."""
        self.painter.draw_moving(surface, self.layout, self._frame_decor(), self._words)
        self._decor = None  # the next frame makes its own
        if self._drawn:  # the card images not shown yet, a few after each frame but the first
            self.images.render_some()
        self._drawn = True
        drag = self.pointer.drag
        if drag is not None:
            spread = max(4, round(drag.rect.height * 0.07))
            shadow = self.images.shadow(drag.rect.size, spread)
            surface.blit(shadow, (drag.rect.x - spread // 2, drag.rect.y))
            card = drag.card if drag.source != "stock" else None
            surface.blit(self.images.card(card, drag.rect.size), drag.rect)
        self.last_hits = self.hits(self.view())

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
        """Where the thing ``tip`` is about is on screen, and what its bubble keeps clear of.

        Your value hint (right) and tokens (left) in your header: the bubble goes above your
        place. The discard pile: right of the piles. The draw pile and the Knock button: left
        of the Knock button (a pointer to the draw pile runs under the button)."""
        layout = self.layout
        header = layout.human.header
        quarter = header.width // 4
        if tip.place == "value":
            return Rect(header.right - quarter, header.y, quarter, header.height), \
                Rect(layout.human.area)
        if tip.place == "tokens":
            discs = self.painter.your_tokens
            if discs is None or not header.contains(discs):
                discs = Rect(header.x, header.y, quarter, header.height)
            return Rect(discs), Rect(layout.human.area)
        stock, knock = layout.stock, layout.knock
        piles = knock.unionall([stock, layout.discard])
        if tip.place == "discard":
            return Rect(layout.discard), piles
        rightwards = Rect(piles.x, piles.y, layout.size[0] - piles.x, piles.height)
        if tip.place == "stock":
            low = Rect(stock.x, stock.y + stock.height * 3 // 4, stock.width, stock.height // 5)
            return low, rightwards
        return Rect(knock), rightwards

    def tip_glow(self) -> str | None:
        """What the tip's move is about glows: the card to throw, the pile, the Knock button."""
        coach = self.session.coach
        move = coach.tip.move if coach is not None and coach.tip is not None else None
        if isinstance(move, Discard):
            return f"card:{move.card}"
        if isinstance(move, Draw):
            return move.source
        return "knock" if isinstance(move, Knock) else None

    def describe(self) -> dict[str, Any]:
        view = self.view()
        return {"hand": view.hand, "cards": list(view.cards), "to_play": view.to_play,
                "phase": view.phase, "discard": view.discard[-1] if view.discard else None,
                "selected": self.selected}


__all__ = ["ThirtyOneBoard"]
