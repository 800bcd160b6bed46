"""Mouse and keys at the Dutch Auction table: drags with glowing legal targets, clicks,
double-clicks and keys for every action. What is under the pointer is asked of the pure
geometry (``places.hit_boxes``) from the layout, the view and the player's picks as they are
now, never of the last frame drawn: a click right after a resize, before any frame, takes the
card shown there."""

from __future__ import annotations

import pygame

from game.auction.rules.moves import Buy, PlayPower
from game.auction.rules.state import BID, PLAY, SET_ASIDE
from game.auction.ui.actions import TableActions
from game.auction.ui.parts import TableParts
from game.auction.ui.places import hit_boxes, rect_of
from game.auction.ui.viewer import PileViewer
from game.core.i18n import N_
from game.i18n import _
from game.ui.hit_boxes import Box, place_at
from game.ui.pointer import Drag, best_drop, route_pointer
from game.ui.sprites import Flight, box

POWER_KEYS = (pygame.K_q, pygame.K_w, pygame.K_e, pygame.K_r, pygame.K_t, pygame.K_y,
              pygame.K_u)
"""Q W E R T ...: play the hand's 1st, 2nd ... card for its power."""


CARD_KEYS = (N_("Card or slot 1"), N_("Card or slot 2"), N_("Card or slot 3"),
             N_("Card or slot 4"), N_("Card or slot 5"), N_("Card or slot 6"),
             N_("Card or slot 7"), N_("Card or slot 8"), N_("Card or slot 9"))
POWER_KEY_WORDS = (N_("Power of hand card 1"), N_("Power of hand card 2"),
                   N_("Power of hand card 3"), N_("Power of hand card 4"),
                   N_("Power of hand card 5"), N_("Power of hand card 6"),
                   N_("Power of hand card 7"))
KEYS: dict[int, str] = {
    pygame.K_RETURN: N_("The main button"), pygame.K_KP_ENTER: N_("The main button"),
    pygame.K_SPACE: N_("The main button"), pygame.K_BACKSPACE: N_("The second button"),
    pygame.K_d: N_("Your deck"), pygame.K_v: N_("Your discards"),
    **{pygame.K_1 + i: words for i, words in enumerate(CARD_KEYS)},
    **dict(zip(POWER_KEYS, POWER_KEY_WORDS, strict=True)),
}
"""The table's keys (Esc and P pause: the host's), with what each is for (marked for the
catalogue; translated where the table names a key)."""


class InputController:
    """Turns pygame events on ``parts``' table into its ``actions``."""

    def __init__(self, parts: TableParts, actions: TableActions) -> None:
        self.parts = parts
        self.actions = actions

    # --- hit tests ------------------------------------------------------------------------------
    def hit_boxes(self, *, dragged: bool = True) -> list[Box]:
        """What the pointer can take now, where: the table's cards, piles and zones (without
        the card being dragged unless not ``dragged``), the buttons and a power's choices."""
        parts = self.parts
        view = parts.session.view()
        decor = parts.decor()
        if not dragged:
            decor.dragging = None
        choices = len(self.actions.fire_entries()) if self.actions.choosing() else 0
        return hit_boxes(parts.layout, view, decor, self.actions.button_labels(), choices)

    def place_at(self, pos: tuple[int, int]) -> str | None:
        return place_at(self.hit_boxes(), pos)

    def drop_places(self) -> list[tuple[str, pygame.Rect]]:
        lay = self.parts.layout
        if self.parts.session.view().phase in (SET_ASIDE, BID):
            return [("zone:aside", lay.aside), ("zone:bid", lay.bid), ("hand", lay.hand)]
        return [("zone:offering", lay.offering), ("hand", lay.hand),
                ("pile:discards", lay.piles["discards"])]

    def drag_targets(self, place: str) -> list[str] | None:
        """Where a card picked up at ``place`` may go (None: it cannot be picked up)."""
        kind, _, card = place.partition(":")
        view = self.parts.session.view()
        if kind in ("hand", "aside", "bid") and self.actions.sealed_open():
            targets = ["zone:bid", "hand"] if kind != "hand" else ["zone:bid"]
            if view.phase == SET_ASIDE:
                targets.insert(0, "zone:aside")
            return targets
        if kind == "hand" and view.phase == PLAY:
            legal = PlayPower(0, card) in self.parts.legal()
            return ["zone:offering"] if legal else []
        if kind == "slot" and self.actions.my_turn() and not view.pending:
            slot = int(card)
            return ["pile:discards"] if any(
                isinstance(m, Buy) and m.slot == slot for m in self.parts.legal()) else []
        return None

    # --- events ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.actions.cancel_buy()
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        else:
            route_pointer(event, self._press, self._motion, self._release)

    def _press(self, pos: tuple[int, int]) -> None:
        self.parts.pointer.down(self.place_at(pos), pos, self.parts.anim)

    def _motion(self, pos: tuple[int, int]) -> None:
        drag = self.parts.pointer.drag
        if drag is not None:
            drag.move_to(pos)
            return
        self.parts.hover = self.place_at(pos)
        press = self.parts.pointer.press
        if press is None or not self.parts.pointer.wants_drag(pos):
            return
        targets = self.drag_targets(press.place)
        rect = rect_of(self.hit_boxes(), press.place)
        if targets is None or rect is None:
            return
        card = self.parts.card_of(press.place)
        grab = (press.pos[0] - rect.x, press.pos[1] - rect.y)
        self.parts.pointer.drag = Drag(press.place, card, rect.copy(), grab, pos, targets)
        self.parts.pointer.drag.move_to(pos)

    def _release(self, pos: tuple[int, int]) -> None:
        drag = self.parts.pointer.release(self.parts.anim)
        if isinstance(drag, tuple):  # a click or double-click
            self.click(drag[1], pos, double=drag[0] == "double")
        if not isinstance(drag, Drag):
            return
        target = best_drop(self.drop_places(), drag.rect, pos, drag.targets)
        if not self._drop(drag, target, pos):
            self.fly_back(drag)

    def _drop(self, drag: Drag[str], target: str | None, pos: tuple[int, int]) -> bool:
        kind = drag.source.partition(":")[0]
        if target is None or target == drag.source.partition(":")[0]:
            return False
        if kind in ("hand", "aside", "bid") and self.actions.sealed_open():
            if target == "hand":
                self.actions.unpick(drag.card)
                return True
            if target in ("zone:aside", "zone:bid"):
                self.actions.pick(drag.card, target)
                return True
            return False
        if kind == "hand" and target == "zone:offering":
            return self.actions.play_power(drag.card, pos)
        if kind == "slot" and target == "pile:discards":
            self.actions.start_buy(int(drag.source.partition(":")[2]), pos)
            return self.parts.picks.paying is not None \
                or drag.card not in self.parts.session.view().display
        if target not in drag.targets:
            self.parts.note("That card cannot go there", pos, warn=True)
        return False

    def fly_back(self, drag: Drag[str]) -> None:
        home = rect_of(self.hit_boxes(dragged=False), drag.source) or drag.rect

        card = drag.card if drag.card else None
        self.parts.flights.add(Flight(card or None, "auction", box(drag.rect),
                                box(home), self.parts.anim, self.parts.time(0.2), hide=card))

    # --- clicks ---------------------------------------------------------------------------------
    def click(self, place: str | None, pos: tuple[int, int], double: bool = False) -> None:
        if place is None:
            return
        kind, _, rest = place.partition(":")
        if kind == "button":
            self.actions.press(rest)
        elif kind == "choice":
            entries = self.actions.fire_entries()
            if rest.isdigit() and int(rest) < len(entries):
                self.actions.choose(entries[int(rest)])
        elif kind in ("hand", "aside", "bid"):
            self._click_card(kind, rest, pos)
        elif kind == "slot":
            self.actions.start_buy(int(rest), pos)
        elif kind == "offer0":
            self._click_offering(rest, pos)
        else:
            self.open_pile(place, pos)

    def _click_card(self, kind: str, card: str, pos: tuple[int, int]) -> None:
        view = self.parts.session.view()
        if view.phase in (SET_ASIDE, BID):
            if not self.actions.sealed_open():
                self.parts.note(self.actions.coach_text(), pos)
            elif kind == "hand":
                self.actions.pick(card)
            else:
                self.actions.unpick(card)
        elif kind == "hand":
            self.actions.play_power(card, pos)

    def _click_offering(self, card: str, pos: tuple[int, int]) -> None:
        if self.parts.picks.paying is not None:
            self.actions.toggle_paid(card)
            return
        for entry in self.actions.fire_entries():
            if entry.card == card:
                self.actions.choose(entry)
                return

    def open_pile(self, place: str, pos: tuple[int, int]) -> None:
        """A pile opened in the viewer, or why it stays closed."""
        parts = self.parts
        view = parts.session.view()
        rival = parts.session.name(1)
        piles = {"pile:deck": (_("Your deck"), view.deck),
                 "pile:discards": (_("Your discards"), view.discards),
                 "pile:cashed": (_("Your cashed-in cards"), view.me.cashed),
                 "auction_discards": (_("Auction discards"), view.auction_discards),
                 "rival:cashed": (_("{name}'s cashed-in cards").format(name=rival),
                                  view.rival.cashed)}
        refusals = {"rival:discards": _("{name}'s discards stay closed to you"),
                    "rival:deck": _("{name}'s deck stays face down"),
                    "auction_deck": _("The auction deck stays face down"),
                    "rival:hand": _("{name}'s hand is hidden")}
        if place in piles:
            title, cards = piles[place]
            parts.app.push(PileViewer(parts.app, title, cards, parts.images))
        elif place in refusals:
            parts.note(refusals[place].format(name=rival), pos if pos != (0, 0) else None)

    # --- keys ----------------------------------------------------------------------------------
    def _key(self, key: int) -> None:
        view = self.parts.session.view()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.actions.press("primary")
        elif key == pygame.K_BACKSPACE:
            self.actions.press("secondary")
        elif key == pygame.K_d:
            self.open_pile("pile:deck", (0, 0))
        elif key == pygame.K_v:
            self.open_pile("pile:discards", (0, 0))
        elif pygame.K_1 <= key <= pygame.K_9:
            self._digit(key - pygame.K_0)
        elif key in POWER_KEYS and view.phase == PLAY:
            index = POWER_KEYS.index(key)
            if index < len(view.hand):
                self.actions.play_power(view.hand[index])

    def back(self) -> bool:
        """Esc while paying cancels the purchase (else the host pauses)."""
        if self.parts.picks.paying is None:
            return False
        self.actions.cancel_buy()
        return True

    def _digit(self, n: int) -> None:
        view = self.parts.session.view()
        entries = self.actions.fire_entries()
        if self.parts.picks.paying is not None:
            if n <= len(view.me.offering):
                self.actions.toggle_paid(view.me.offering[n - 1])
        elif entries:
            if n <= len(entries):
                self.actions.choose(entries[n - 1])
        elif view.phase in (SET_ASIDE, BID):
            picks = self.parts.picks
            free = [c for c in view.hand if c != picks.aside and c not in picks.bid]
            if self.actions.sealed_open() and n <= len(free):
                self.actions.pick(free[n - 1])
        elif view.phase == PLAY and n <= 6:
            self.actions.start_buy(n)

    def glows(self) -> frozenset[str]:
        """Legal targets of the card being dragged, or what a firing power may choose."""
        parts, actions = self.parts, self.actions
        drag = parts.pointer.drag
        if drag is not None:
            return frozenset(drag.targets)
        view, picks = parts.session.view(), parts.picks
        glow = {f"offer0:{e.card}" for e in actions.fire_entries()}
        if actions.my_turn() and not view.pending and picks.paying is None:
            glow |= {f"slot:{m.slot}" for m in parts.legal() if isinstance(m, Buy)}
        if picks.paying is not None:
            glow |= {f"offer0:{c}" for c in view.me.offering}
        if view.phase in (SET_ASIDE, BID) and actions.sealed_open():
            glow.add("zone:aside" if picks.aside is None and view.phase == SET_ASIDE else "")
        return frozenset(glow - {""})

