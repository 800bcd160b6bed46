"""The coach's tip at the Dutch Auction table (coached game only): drawn as a bubble beside the
card, zone, slot or button its move is about, kept clear of the places the player needs for
that move (the host draws it and takes its click).

The tip itself (its words and its legal move) comes from the session's coach; here is only
where it sits: it follows its card (from the hand into a zone, then to Lock in; from a display
slot to the offering cards it would be paid with, then to Pay).
"""

from __future__ import annotations

import pygame

from game.auction.rules.moves import Bid, Buy, Fire, SetAside
from game.auction.ui.actions import TableActions
from game.auction.ui.overlays import TableOverlays
from game.auction.ui.parts import TableParts
from game.ui.coach import Tip
from game.ui.table.board import TipSpot


class CoachBubble:
    """Where the coach's tip goes on the table of ``parts``."""

    def __init__(self, parts: TableParts, actions: TableActions,
                 overlays: TableOverlays) -> None:
        self.parts = parts
        self.actions = actions
        self.overlays = overlays


    # --- where the tip sits -----------------------------------------------------------------
    def _hit(self, place: str) -> pygame.Rect | None:
        return self.parts.last_hits.get(place)

    def _lock_in(self, move: object) -> bool:
        """The tip's cards are all in their zone: Lock in is the next thing to press."""
        picks = self.parts.picks
        if isinstance(move, SetAside):
            return picks.aside == move.card
        if isinstance(move, Bid):
            return all(c in picks.bid for c in move.cards)
        return False

    def tip_anchor(self, tip: Tip) -> pygame.Rect:
        """The card, zone, slot or button the tip points at now."""
        lay = self.parts.layout
        move = tip.move
        if self._lock_in(move):
            return lay.buttons["primary"]
        kind, _, rest = tip.place.partition(":")
        if isinstance(move, Bid):
            free = [c for c in move.cards if c not in self.parts.picks.bid]
            rest = free[0] if free else rest
        if kind == "hand":
            return (self._hit(f"hand:{rest}") or self._hit(f"aside:{rest}")
                    or self._hit(f"bid:{rest}") or lay.hand)
        if kind == "fire":  # the chooser's entry (over the display), else the offering card
            entries = self.actions.fire_entries()
            if isinstance(move, Fire) and move.of and any(e.move is None for e in entries):
                rest = move.of  # a 7 names the power it repeats first
            for i, entry in enumerate(entries):
                spot = self._hit(f"choice:{i}") if entry.card == rest else None
                if spot is not None:
                    return spot
            return self._hit(f"offer0:{rest}") or self.overlays.chooser_rect()
        if kind == "slot" and isinstance(move, Buy) and self.parts.picks.paying == move.slot:
            unpaid = [c for c in move.paid if c not in self.parts.picks.paid]
            spot = self._hit(f"offer0:{unpaid[0]}") if unpaid else None
            return spot or lay.buttons["primary"]
        if kind == "slot" and rest.isdigit() and 1 <= int(rest) <= len(lay.slots):
            return lay.slots[int(rest) - 1]
        return lay.bid if kind == "zone" else lay.offering

    def tip_clear(self, tip: Tip) -> pygame.Rect:
        """What the bubble must not cover: the places the player uses for this move."""
        lay = self.parts.layout
        kind = tip.place.partition(":")[0]
        buttons = lay.buttons["primary"].unionall(list(lay.buttons.values()))
        if isinstance(tip.move, (SetAside, Bid)):
            return lay.hand.unionall([lay.aside, lay.bid, buttons])
        if kind == "fire":  # just beside the chooser's cards, over its empty end
            entries = [r for place, r in self.parts.last_hits.items()
                       if place.startswith("choice:")]
            return self.tip_anchor(tip).unionall(entries)
        if kind == "slot":  # the card bought stays in sight while its payment is picked
            anchor = self.tip_anchor(tip)
            bought = [lay.slots[tip.move.slot - 1]] if isinstance(tip.move, Buy) and \
                1 <= tip.move.slot <= len(lay.slots) else []
            return anchor.unionall([lay.offering, buttons, *bought])
        return lay.hand.unionall([lay.offering, buttons])

    def _paid(self, move: object) -> bool:
        """The tip's payment is all picked: Pay is the next thing to press."""
        picks = self.parts.picks
        return isinstance(move, Buy) and picks.paying == move.slot and all(
            c in picks.paid for c in move.paid)

    def tip_spot(self, tip: Tip) -> TipSpot:
        """Where the host draws the coach's bubble, what it keeps clear, and what it slides off.

        Once the payment is picked, the bubble needs only Pay and the offering clear: kept off
        the card bought too, it found no room at 1024x640 in longer languages and covered Pay,
        so it may sit over the rest of the display instead, sliding off the card bought."""
        anchor = self.tip_anchor(tip)
        move = tip.move
        if isinstance(move, Buy) and self._paid(move) and 1 <= move.slot <= len(
                self.parts.layout.slots):
            lay = self.parts.layout
            clear = anchor.unionall([lay.offering, *lay.buttons.values()])
            return anchor, clear, [lay.slots[move.slot - 1]]
        return anchor, self.tip_clear(tip)


__all__ = ["CoachBubble"]
