"""The Blitz (31) board's input: mouse and keys become your moves.

Drag the top of the draw pile or of the discard pile to your hand to draw; drag a card of your
hand onto the discard pile to throw it. Clicking a pile draws from it; clicking a card of yours
picks it (clicking the discard pile then throws it) and a double-click throws it at once; the
Knock button knocks. Keys: D draws from the draw pile, T takes the discard, K knocks, 1-4 or
Left/Right pick a card and Enter or Space throws it (Esc and P pause: the host's). Every move
goes to the table authority; a refused one flies back with the core's reason shown at the spot.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.core.i18n import N_
from game.core.outcome import Refused
from game.thirty_one.rules.state import Discard, Draw, Knock, Move
from game.thirty_one.ui.director import RESULTS_DELAY
from game.thirty_one.ui.parts import TableParts
from game.ui.pointer import Drag, best_drop, route_pointer
from game.ui.table.session import HUMAN

KEY_HELP: tuple[tuple[str, str], ...] = (
    (N_("D"), N_("Draw the top card of the draw pile")),
    (N_("T"), N_("Take the top card of the discard pile")),
    (N_("K"), N_("Knock instead of drawing")),
    ("1 - 4", N_("Pick a card of your hand (Left / Right move the pick)")),
    (N_("Enter / Space"), N_("Throw the picked card onto the discard pile")),
    (N_("Esc"), N_("Pause")),
)
"""The table's keys, for the how-to pages."""

KEYS: dict[int, str] = {
    pygame.K_d: N_("Draw from the draw pile"), pygame.K_t: N_("Take the discard"),
    pygame.K_k: N_("Knock"), pygame.K_1: N_("Pick card 1"), pygame.K_2: N_("Pick card 2"),
    pygame.K_3: N_("Pick card 3"), pygame.K_4: N_("Pick card 4"),
    pygame.K_LEFT: N_("Move the pick"),
    pygame.K_RIGHT: N_("Move the pick"), pygame.K_RETURN: N_("Throw the picked card"),
    pygame.K_KP_ENTER: N_("Throw the picked card"), pygame.K_SPACE: N_("Throw the picked card"),
}
"""The table's documented keys, as the host refuses one that does nothing (marked for the
catalogue: the host shows them translated)."""
THROW_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
CARD = "card:"


class TableInput:
    """Mouse and keyboard on ``parts``' table."""

    def __init__(self, parts: TableParts) -> None:
        self.parts = parts

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        else:
            route_pointer(event, self._mouse_down, self._mouse_move, self._mouse_up)

    def skip_banner(self) -> bool:
        """The hand's end plays out at once (True: there was a banner to skip)."""
        b = self.parts
        banner = b.banner
        if banner is None:
            return False
        banner.started = min(banner.started, b.anim - banner.duration + 0.05)
        b.flights.land_all()
        b.host.results_after(b.anim + b.time(RESULTS_DELAY))
        return True

    # --- keys --------------------------------------------------------------------------------
    def _key(self, key: int) -> None:
        b = self.parts
        if b.session.hand_over:
            if key in THROW_KEYS:
                self.skip_banner()
            return
        if key == pygame.K_d:
            b.submit(Draw(HUMAN, "stock"))
        elif key == pygame.K_t:
            b.submit(Draw(HUMAN, "discard"))
        elif key == pygame.K_k:
            b.submit(Knock(HUMAN))
        elif pygame.K_1 <= key <= pygame.K_4:
            cards = b.view().cards
            index = key - pygame.K_1
            if index < len(cards):
                b.selected = cards[index]
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_pick(-1 if key == pygame.K_LEFT else 1)
        elif key in THROW_KEYS:
            self.throw_picked()

    def _move_pick(self, step: int) -> None:
        b = self.parts
        cards = b.view().cards
        if not cards:
            return
        if b.selected in cards:
            index = (cards.index(b.selected) + step) % len(cards)
        else:
            index = 0 if step > 0 else len(cards) - 1
        b.selected = cards[index]

    def throw_picked(self) -> None:
        b = self.parts
        card = b.selected
        if card is None or card not in b.view().cards:
            b.note("Pick a card of your hand first (1-4)", b.layout.human.row.midtop)
            return
        if not isinstance(b.submit(Discard(HUMAN, card)), Refused):
            b.selected = None

    # --- the mouse ---------------------------------------------------------------------------
    def place_at(self, pos: tuple[int, int]) -> str | None:
        b = self.parts
        layout = b.layout
        for name, rect in (("pause", layout.pause), ("knock", layout.knock),
                           ("stock", layout.stock), ("discard", layout.discard)):
            if rect.collidepoint(pos):
                return name
        cards = b.view().cards
        rects = layout.human.card_rects(len(cards))
        for card, rect in reversed(list(zip(cards, rects, strict=True))):
            lifted = rect.move(0, -round(rect.height * 0.12)) if card == b.selected else rect
            if lifted.collidepoint(pos) or rect.collidepoint(pos):
                return CARD + card
        return None

    def _mouse_down(self, pos: tuple[int, int]) -> None:
        b = self.parts
        if self.skip_banner() or b.session.hand_over:
            return
        place = self.place_at(pos)
        if place == "pause":
            b.host.open_pause()
            return
        if place == "knock":
            b.submit(Knock(HUMAN))
            return
        b.pointer.down(place, pos, b.anim)

    def _mouse_move(self, pos: tuple[int, int]) -> None:
        b = self.parts
        drag = b.pointer.drag
        if drag is not None:
            drag.move_to(pos)
            return
        press = b.pointer.press
        if press is None or not b.pointer.wants_drag(pos) or b.session.hand_over:
            return
        lifted = self._lift(press.place)
        if lifted is None:
            b.pointer.cancel()
            return
        card, rect, targets = lifted
        grab = (press.pos[0] - rect.x, press.pos[1] - rect.y)
        b.pointer.drag = Drag(_source(press.place), card or "", rect, grab, pos, targets)
        b.pointer.drag.move_to(pos)

    def _lift(self, place: str) -> tuple[str | None, Rect, list[str]] | None:
        """What a drag from ``place`` lifts: the card (None: face down), from where, and the
        places it may go now (None: nothing to lift there)."""
        b = self.parts
        layout = b.layout
        legal = b.allowed()
        view = b.view()
        if place == "stock" and view.stock_count + len(view.discard) > 1:
            return None, Rect(layout.stock), ["hand"] if "stock" in legal.draw else []
        if place == "discard" and view.discard:
            card = view.discard[-1]
            return card, Rect(layout.discard), ["hand"] if "discard" in legal.draw else []
        if place.startswith(CARD):
            card = place[len(CARD):]
            home = b.card_home(card)
            if home is None:
                return None
            b.picked_before, b.selected = b.selected, card
            return card, Rect(home), ["discard"] if card in legal.throw else []
        return None

    def _mouse_up(self, pos: tuple[int, int]) -> None:
        b = self.parts
        released = b.pointer.release(b.anim, pos)
        if isinstance(released, Drag):
            self._drop(released)
            return
        if released is None or b.session.hand_over:
            return
        kind, place = released
        if place == "stock":
            b.submit(Draw(HUMAN, "stock"))
        elif place == "discard":
            self._click_discard()
        elif place.startswith(CARD):
            card = place[len(CARD):]
            if kind == "double":
                b.selected = card
                self.throw_picked()
            else:
                b.selected = None if b.selected == card else card

    def _click_discard(self) -> None:
        b = self.parts
        view = b.view()
        if view.phase == "discard" and view.to_play == HUMAN:
            self.throw_picked()
        else:
            b.submit(Draw(HUMAN, "discard"))

    def _drop(self, drag: Drag[str]) -> None:
        b = self.parts
        layout = b.layout
        source = drag.source
        card = drag.card or None
        if source == "hand":
            places = [("discard", layout.discard.inflate(layout.discard.width // 3,
                                                         layout.discard.height // 4))]
        else:
            places = [("hand", layout.human.area)]
        target = best_drop(places, drag.rect, drag.pointer, drag.targets)
        if target is None:
            b.fly_back(source, card, drag.rect)
            return
        move: Move
        if source == "hand" and card is not None:
            move = Discard(HUMAN, card)
        else:
            move = Draw(HUMAN, "stock" if source == "stock" else "discard")
        outcome = b.submit(move, origin=drag.rect)
        if isinstance(outcome, Refused):
            b.fly_back(source, card, drag.rect)
        elif source == "hand":
            b.selected = None


def _source(place: str) -> str:
    """The drag source of a pressed place: ``stock``, ``discard`` or ``hand``."""
    return "hand" if place.startswith(CARD) else place
