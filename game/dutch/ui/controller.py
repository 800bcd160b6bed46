"""Mouse and keys at the Dutch table: drags with glowing legal targets, clicks, double-clicks and
keys for every action. Whether a move is allowed is the rules core's question: the legal moves
say what glows, and a refused move flies back with the core's reason near the spot.

Mouse: click the draw pile (or the discard pile), or drag its card to the drawn-card spot, to
draw (drag the discard's card straight onto one of your cards to swap it in); drag the drawn
card onto one of your cards to swap or onto the discard pile (or click the card / the pile);
drag one of your cards onto the discard pile, or double-click it, to snap; click a glowing card
for a power (the Jack: click two cards, or drag one onto the other). Keys: S draw, A take the
discard, X discard, 1-9 your slot (swap, look or snap), Tab picks whose cards the digits mean, V
(or holding the discard pile down) fans the discards out, D call Dutch (twice: the call is final
and asks first), Enter/Space Ready or end the turn, Esc pause.

What is under the pointer is asked of the pure geometry (``hits.hit_boxes``) from the layout and
the view as they are now, never of the last frame drawn: a click right after a resize, before
any frame, takes the card shown there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.i18n import Words
from game.core.outcome import Refused
from game.dutch.rules.moves import (
    Discard,
    Draw,
    EndTurn,
    JackSwap,
    Look,
    Move,
    Snap,
    Swap,
)
from game.dutch.ui.hits import hit_boxes, shown_buttons, slot_place
from game.dutch.ui.images import DECK
from game.dutch.ui.reveal import FAN_HOLD
from game.dutch.ui.session import HUMAN, peeking, ready
from game.i18n import N_, NC_, _, say
from game.ui.hit_boxes import Box, place_at
from game.ui.pointer import Drag, best_drop, route_pointer
from game.ui.sprites import Flight, box

if TYPE_CHECKING:
    from game.dutch.ui.board import DutchBoard

Spot = tuple[int, int]


def parse_slot(place: str) -> Spot | None:
    kind, _, rest = place.partition(":")
    owner, _, slot = rest.partition(":")
    if kind != "slot" or not owner.isdigit() or not slot.isdigit():
        return None
    return int(owner), int(slot)


def jack_move(a: Spot, b: Spot) -> JackSwap:
    first, second = sorted((a, b))
    return JackSwap(HUMAN, first[0], first[1], second[0], second[1])


KEYS: dict[int, Words] = {
    pygame.K_RETURN: N_("Ready or End turn"), pygame.K_KP_ENTER: N_("Ready or End turn"),
    pygame.K_SPACE: N_("Ready or End turn"), pygame.K_d: N_("Call Dutch"), pygame.K_s: N_("Draw"),
    pygame.K_a: N_("Take the discard"), pygame.K_x: NC_("a key's action", "Discard"),
    pygame.K_TAB: N_("Whose cards"), pygame.K_v: N_("Look back through the discards"),
    **dict(zip(range(pygame.K_1, pygame.K_9 + 1), (
        N_("Card 1"), N_("Card 2"), N_("Card 3"), N_("Card 4"), N_("Card 5"), N_("Card 6"),
        N_("Card 7"), N_("Card 8"), N_("Card 9")), strict=True)),
}
"""The table's keys (Esc and P pause: the host's)."""


class InputController:
    """Turns pygame events into moves put to the table."""

    def __init__(self, board: DutchBoard) -> None:
        self.board = board
        self.key_owner = HUMAN
        """Whose cards the digit keys mean (Tab moves it round the table)."""
        self._places: tuple[object, dict[str, pygame.Rect]] | None = None
        """The last ``hit_places`` and what they were made from."""

    def jack_partners(self, spot: Spot, legal: tuple[Move, ...]) -> list[Spot]:
        out = []
        for m in legal:
            if isinstance(m, JackSwap):
                a, b = (m.a_owner, m.a_slot), (m.b_owner, m.b_slot)
                if a == spot:
                    out.append(b)
                elif b == spot:
                    out.append(a)
        return out

    def drag_targets(self, place: str) -> list[str] | None:
        """Where a card picked up at ``place`` may go (None: it cannot be picked up)."""
        legal = self.board.legal()
        if place in ("stock", "discard") and not self.board.holding():
            source = "stock" if place == "stock" else "discard"
            if Draw(HUMAN, source) not in legal:
                return None
            if source == "stock":
                return ["held"]
            own = self.board.session.view().own()  # the discard's card swaps straight in
            return ["held", *(slot_place(HUMAN, i) for i, c in enumerate(own) if c is not None)]
        if place == "held" and self.board.holding():
            targets = [slot_place(HUMAN, m.slot) for m in legal if isinstance(m, Swap)]
            return targets + (["discard"] if Discard(HUMAN) in legal else [])
        spot = parse_slot(place)
        if spot is None:
            return None
        targets = [slot_place(*s) for s in self.jack_partners(spot, legal)]
        if spot[0] == HUMAN and Snap(HUMAN, spot[1]) in legal:
            targets.append("discard")
        return targets if targets or spot[0] == HUMAN else None

    def glows(self) -> frozenset[str]:
        drag = self.board.pointer.drag
        if drag is not None:
            return frozenset(drag.targets)
        legal = self.board.legal()
        glow: set[str] = set()
        for m in legal:
            if isinstance(m, Draw):
                glow.add("stock" if m.source == "stock" else "discard")
            elif isinstance(m, Look):
                glow.add(slot_place(m.owner, m.slot))
            elif isinstance(m, JackSwap) and self.board.jack_pick is None:
                glow |= {slot_place(m.a_owner, m.a_slot), slot_place(m.b_owner, m.b_slot)}
        if self.board.jack_pick is not None:
            glow |= {slot_place(*s) for s in self.jack_partners(self.board.jack_pick, legal)}
        if self.board.holding():
            glow.add("held")
        return frozenset(glow)

    # --- putting moves -------------------------------------------------------------------------
    def attempt(self, move: Move, at: tuple[int, int] | None = None) -> bool:
        """Put ``move`` to the table (a refusal says why near ``at``); a move made takes back
        an armed call."""
        outcome = self.board.session.submit(move)
        if isinstance(outcome, Refused):
            self.board.note(say(outcome), at, warn=True)
            self.board.app.play("refuse")
            return False
        self.board.calling.armed = False
        return True

    def press(self, name: str) -> None:
        if name == "dutch":
            self.board.calling.press()
            return
        self.board.calling.armed = False
        if name == "ready":
            if peeking(self.board.session):
                ready(self.board.session)
                self.board.app.play("tick")
        elif name == "end":
            self.board.jack_pick = None
            self.attempt(EndTurn(HUMAN), self.board.layout.buttons["end"].midleft)

    # --- where things are ----------------------------------------------------------------------
    def hit_boxes(self, *, dragged: bool = True) -> list[Box]:
        """What the pointer can take now, where (the drawn card is away while it flies or, if
        ``dragged``, while it is being dragged)."""
        board = self.board
        drag = board.pointer.drag
        away = board.flights.hidden()["held"] > 0 or (
            dragged and drag is not None and drag.source == "held")
        return hit_boxes(board.layout, board.session.view(), held_away=away,
                         buttons=shown_buttons(peeking(board.session), board.legal()))

    def hit_places(self) -> dict[str, pygame.Rect]:
        """``hit_boxes`` by place, made again only when the table, your moves, the window or
        where the drawn card is changed (the still layer painted again asks each time)."""
        board = self.board
        session = board.session
        drag = board.pointer.drag
        key = (board.layout, session.table, session.table.version, board.legal_key(),
               board.flights.hidden()["held"] > 0, drag is not None and drag.source == "held")
        if self._places is None or self._places[0] != key:
            self._places = (key, dict(self.hit_boxes()))
        return self._places[1]

    def place_at(self, pos: tuple[int, int]) -> str | None:
        return place_at(self.hit_boxes(), pos)

    # --- events ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.board.jack_pick = None
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        else:
            route_pointer(event, self._press, self._motion, self._release)

    def _press(self, pos: tuple[int, int]) -> None:
        self.board.pointer.down(self.place_at(pos), pos, self.board.anim)

    def hold_fan(self) -> None:
        """Each frame: the discard pile held down long enough (not dragged) fans out."""
        press = self.board.pointer.press
        if (press is not None and press.place == "discard" and self.board.pointer.drag is None
                and self.board.anim - press.at >= FAN_HOLD):
            self.board.fan_held = True

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.board.fan_held:
            return
        drag = self.board.pointer.drag
        if drag is not None:
            drag.move_to(pos)
            return
        press = self.board.pointer.press
        if press is None or not self.board.pointer.wants_drag(pos):
            return
        targets = self.drag_targets(press.place)
        rect = dict(self.hit_boxes()).get(press.place)
        if targets is None or rect is None:
            return
        view = self.board.session.view()
        card = view.drawn if press.place == "held" and view.drawn else ""
        if press.place == "discard" and view.discard:
            card = view.discard[-1]
        grab = (press.pos[0] - rect.x, press.pos[1] - rect.y)
        self.board.pointer.drag = Drag(press.place, card, rect.copy(), grab, pos, targets)
        self.board.pointer.drag.move_to(pos)

    def _release(self, pos: tuple[int, int]) -> None:
        if self.board.fanned:  # letting go of the fan (or a click on it) closes it
            self.board.fan_held = self.board.fan_key = False
            self.board.pointer.cancel()
            return
        drag = self.board.pointer.release(self.board.anim)
        if isinstance(drag, tuple):  # a click or double-click
            self.click(drag[1], pos, double=drag[0] == "double")
        if not isinstance(drag, Drag):
            return
        places = [(p, r) for p, r in self.hit_boxes()
                  if p == "discard" or p.startswith("slot:")]
        places.append(("held", self.board.layout.held))
        target = best_drop(places, drag.rect, pos, drag.targets)
        move = self._drop_move(drag.source, target)
        if move is None or not self.attempt(move, pos):
            self.fly_back(drag)
            return
        dst = parse_slot(target or "")
        if isinstance(move, Draw) and move.source == "discard" and dst is not None:
            self.attempt(Swap(HUMAN, dst[1]), pos)  # dropped on your card: it swaps in

    def _drop_move(self, source: str, target: str | None) -> Move | None:
        if target is None or target == source:
            return None
        dst = parse_slot(target)
        if source in ("stock", "discard"):
            drop_ok = target == "held" or (dst is not None and dst[0] == HUMAN)
            return Draw(HUMAN, source) if drop_ok else None
        if source == "held":
            if target == "discard":
                return Discard(HUMAN)
            return Swap(HUMAN, dst[1]) if dst is not None and dst[0] == HUMAN else None
        src = parse_slot(source)
        if src is None:
            return None
        if target == "discard":
            return Snap(HUMAN, src[1]) if src[0] == HUMAN else None
        return jack_move(src, dst) if dst is not None else None

    def fly_back(self, drag: Drag[str]) -> None:
        board = self.board
        home = dict(self.hit_boxes(dragged=False)).get(drag.source, drag.rect)
        board.flights.add(Flight(drag.card or None, DECK, box(drag.rect), box(home), board.anim,
                                 board.time(0.2), hide=drag.source, face_down=not drag.card))

    # --- clicks ---------------------------------------------------------------------------------
    def click(self, place: str | None, pos: tuple[int, int], double: bool = False) -> None:
        if place is None:
            return
        if place.startswith("button:"):
            self.press(place.partition(":")[2])
        elif place == "stock":
            self.attempt(Draw(HUMAN, "stock"), pos)
        elif place == "discard":
            self.attempt(Discard(HUMAN) if self.board.holding() else Draw(HUMAN, "discard"), pos)
        elif place == "held" and self.board.holding():
            self.board.note(_("Drag it onto one of your cards, or onto the discard pile")
                      if Discard(HUMAN) in self.board.legal() else
                      _("Drag it onto one of your cards: a card from the discard pile must go "
                        "into your layout"), pos)
        else:
            spot = parse_slot(place)
            if spot is not None:
                self.click_slot(spot, pos, double)

    def click_slot(self, spot: Spot, pos: tuple[int, int] | None, double: bool) -> None:
        owner, slot = spot
        legal = self.board.legal()
        if double and owner == HUMAN:
            self.attempt(Snap(HUMAN, slot), pos)
        elif self.board.holding() and owner == HUMAN:
            self.attempt(Swap(HUMAN, slot), pos)
        elif any(isinstance(m, Look) for m in legal):
            self.attempt(Look(HUMAN, owner, slot), pos)
        elif any(isinstance(m, JackSwap) for m in legal):
            self._jack_click(spot, pos)
        elif owner == HUMAN and Snap(HUMAN, slot) in legal:
            self.board.note(_("Double-click (or drag it onto the pile) to snap"), pos)

    def _jack_click(self, spot: Spot, pos: tuple[int, int] | None) -> None:
        pick = self.board.jack_pick
        if pick is None:
            if self.jack_partners(spot, self.board.legal()):
                self.board.jack_pick = spot
                self.board.app.play("tick")
            else:
                self.board.note(_("The Jack cannot take that card"), pos, warn=True)
        elif pick == spot or self.attempt(jack_move(pick, spot), pos):
            self.board.jack_pick = None

    # --- keys ----------------------------------------------------------------------------------
    def _key(self, key: int) -> None:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.press("ready" if peeking(self.board.session) else "end")
        elif key == pygame.K_d:
            self.press("dutch")
        elif key == pygame.K_s:
            self.attempt(Draw(HUMAN, "stock"))
        elif key == pygame.K_a:
            self.attempt(Draw(HUMAN, "discard"))
        elif key == pygame.K_x:
            self.attempt(Discard(HUMAN))
        elif key == pygame.K_v:
            self.board.fan_key = not self.board.fan_key
        elif key == pygame.K_TAB:
            self.key_owner = (self.key_owner + 1) % self.board.seat_count
            self.board.note(_("Number keys now mean your cards") if self.key_owner == HUMAN else
                      _("Number keys now mean {owner}'s cards").format(
                          owner=self.board.session.name(self.key_owner)))
        elif pygame.K_1 <= key <= pygame.K_9:
            self._digit(key - pygame.K_1)

    def _digit(self, slot: int) -> None:
        owner = self.key_owner
        legal = self.board.legal()
        if owner == HUMAN and not self.board.holding() and Snap(HUMAN, slot) in legal and not any(
                isinstance(m, Look | JackSwap) for m in legal):
            self.attempt(Snap(HUMAN, slot))
        else:
            self.click_slot((owner, slot), None, double=False)

    def back(self) -> bool:
        """Esc closes the discards' fan or drops a Jack's first pick (else the host pauses)."""
        if self.board.fan_key:
            self.board.fan_key = False
            return True
        if self.board.jack_pick is None:
            return False
        self.board.jack_pick = None
        return True
