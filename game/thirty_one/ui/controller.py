"""The Blitz (31) table's input: mouse and keys become your moves.

Drag the top of the draw pile or of the discard pile to your hand to draw; drag a card of your
hand onto the discard pile to throw it. Clicking a pile draws from it; clicking a card of yours
picks it (clicking the discard pile then throws it) and a double-click throws it at once; the
Knock button knocks. Keys: D draws from the draw pile, T takes the discard, K knocks, 1-4 or
Left/Right pick a card and Enter or Space throws it, Esc pauses. Every move goes to the table
authority; a refused one flies back with the core's reason shown at the spot.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.core.outcome import Refused
from game.thirty_one.rules.state import Discard, Draw, Knock, Move
from game.thirty_one.ui.game_ui import thirty_one_ui
from game.thirty_one.ui.session import HUMAN
from game.thirty_one.ui.table_parts import TableParts
from game.ui.pointer import Drag, best_drop

KEY_HELP: tuple[tuple[str, str], ...] = (
    ("D", "Draw the top card of the draw pile"),
    ("T", "Take the top card of the discard pile"),
    ("K", "Knock instead of drawing"),
    ("1 - 4", "Pick a card of your hand (Left / Right move the pick)"),
    ("Enter / Space", "Throw the picked card onto the discard pile"),
    ("Esc", "Pause"),
)
"""The table's keys, for the how-to pages."""

CARD = "card:"


class InputController(TableParts):
    """Mouse and keyboard on the table."""

    def handle(self, event: pygame.event.Event) -> None:
        if self.session.table is None:
            return
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._mouse_down(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._mouse_move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self._mouse_up(event.pos)

    def _skip_banner(self) -> bool:
        if self.banner is None:
            return False
        self.banner.started = min(self.banner.started, self.anim - self.banner.duration + 0.05)
        self.flights.land_all()
        return True

    def pause(self) -> None:
        if self.session.hand_over:
            return
        self._drop_lifted()
        thirty_one_ui(self.app).pause_table(self.session)

    def _drop_lifted(self) -> None:
        drag = self.pointer.drag
        if drag is not None:
            self.fly_back(drag.source, drag.card, drag.rect)
        self.pointer.cancel()

    # --- keys --------------------------------------------------------------------------------
    def _key(self, key: int) -> None:
        if self.session.hand_over:
            if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self._skip_banner()
            return
        if key in (pygame.K_ESCAPE, pygame.K_p):
            self.pause()
        elif key == pygame.K_d:
            self.submit(Draw(HUMAN, "stock"))
        elif key == pygame.K_t:
            self.submit(Draw(HUMAN, "discard"))
        elif key == pygame.K_k:
            self.submit(Knock(HUMAN))
        elif pygame.K_1 <= key <= pygame.K_4:
            cards = self._view().cards
            index = key - pygame.K_1
            if index < len(cards):
                self.selected = cards[index]
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_pick(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.throw_picked()

    def _move_pick(self, step: int) -> None:
        cards = self._view().cards
        if not cards:
            return
        if self.selected in cards:
            index = (cards.index(self.selected) + step) % len(cards)
        else:
            index = 0 if step > 0 else len(cards) - 1
        self.selected = cards[index]

    def throw_picked(self) -> None:
        card = self.selected
        if card is None or card not in self._view().cards:
            layout = self.layout or self.table_layout()
            self.note("Pick a card of your hand first (1-4)", layout.human.row.midtop,
                      (0xFF, 0xE0, 0x6B))
            return
        if not isinstance(self.submit(Discard(HUMAN, card)), Refused):
            self.selected = None

    # --- the mouse ---------------------------------------------------------------------------
    def place_at(self, pos: tuple[int, int]) -> str | None:
        layout = self.layout or self.table_layout()
        for name, rect in (("pause", layout.pause), ("knock", layout.knock),
                           ("stock", layout.stock), ("discard", layout.discard)):
            if rect.collidepoint(pos):
                return name
        cards = self._view().cards
        rects = layout.human.card_rects(len(cards))
        for card, rect in reversed(list(zip(cards, rects, strict=True))):
            lifted = rect.move(0, -round(rect.height * 0.12)) if card == self.selected else rect
            if lifted.collidepoint(pos) or rect.collidepoint(pos):
                return CARD + card
        return None

    def _mouse_down(self, pos: tuple[int, int]) -> None:
        if self._skip_banner() or self.session.hand_over:
            return
        place = self.place_at(pos)
        if place == "pause":
            self.pause()
            return
        if place == "knock":
            self.submit(Knock(HUMAN))
            return
        self.pointer.down(place, pos, self.anim)

    def _mouse_move(self, pos: tuple[int, int]) -> None:
        drag = self.pointer.drag
        if drag is not None:
            drag.move_to(pos)
            return
        press = self.pointer.press
        if press is None or not self.pointer.wants_drag(pos) or self.session.hand_over:
            return
        layout = self.layout or self.table_layout()
        legal = self.legal()
        view = self._view()
        if press.place == "stock" and view.stock_count + len(view.discard) > 1:
            card, rect = None, Rect(layout.stock)
            targets = ["hand"] if "stock" in legal.draw else []
        elif press.place == "discard" and view.discard:
            card, rect = view.discard[-1], Rect(layout.discard)
            targets = ["hand"] if "discard" in legal.draw else []
        elif press.place.startswith(CARD):
            card = press.place[len(CARD):]
            home = self.card_home(card)
            if home is None:
                self.pointer.cancel()
                return
            rect = Rect(home)
            targets = ["discard"] if card in legal.throw else []
            self.selected = card
        else:
            self.pointer.cancel()
            return
        grab = (press.pos[0] - rect.x, press.pos[1] - rect.y)
        self.pointer.drag = Drag(_place(press.place), card or "", rect, grab, pos, targets)
        self.pointer.drag.move_to(pos)

    def _mouse_up(self, pos: tuple[int, int]) -> None:
        drag = self.pointer.drag
        if drag is not None:
            drag.move_to(pos)
            self.pointer.cancel()
            self._drop(drag)
            return
        action = self.pointer.up(self.anim)
        if action is None or self.session.hand_over:
            return
        kind, place = action
        if place == "stock":
            self.submit(Draw(HUMAN, "stock"))
        elif place == "discard":
            self._click_discard()
        elif place.startswith(CARD):
            card = place[len(CARD):]
            if kind == "double":
                self.selected = card
                self.throw_picked()
            else:
                self.selected = None if self.selected == card else card

    def _click_discard(self) -> None:
        view = self._view()
        if view.phase == "discard" and view.to_play == HUMAN:
            self.throw_picked()
        else:
            self.submit(Draw(HUMAN, "discard"))

    def _drop(self, drag: Drag[str]) -> None:
        layout = self.layout or self.table_layout()
        source = drag.source
        card = drag.card or None
        if source == "hand":
            places = [("discard", layout.discard.inflate(layout.discard.width // 3,
                                                         layout.discard.height // 4))]
        else:
            places = [("hand", layout.human.area)]
        target = best_drop(places, drag.rect, drag.pointer, drag.targets)
        if target is None:
            self.fly_back(source, card, drag.rect)
            return
        move: Move
        if source == "hand" and card is not None:
            move = Discard(HUMAN, card)
        else:
            move = Draw(HUMAN, "stock" if source == "stock" else "discard")
        outcome = self.submit(move, origin=drag.rect)
        if isinstance(outcome, Refused):
            self.fly_back(source, card, drag.rect)
        elif source == "hand":
            self.selected = None


def _place(place: str) -> str:
    """The drag source of a pressed place: ``stock``, ``discard`` or ``hand``."""
    return "hand" if place.startswith(CARD) else place
