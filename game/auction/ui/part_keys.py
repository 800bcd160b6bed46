"""What each part of the Dutch Auction table the painter keeps is drawn from: while a part's
key stays the same (with the language and the card art, which the painter adds), it draws
the same steps, so the painter puts down the steps it kept instead of drawing it again
(``TablePainter._kept``), and the words it said beside a bid. A key holds everything its
part reads of the layout, the view and what the board adds to it (``Decor``)."""

from __future__ import annotations

from collections.abc import Callable

from game.auction.rules.state import BID, SET_ASIDE
from game.auction.rules.view import View
from game.auction.ui.layout import Layout
from game.auction.ui.places import Decor

PartKey = Callable[[Layout, View, Decor], object]


def info_key(layout: Layout, view: View, decor: Decor) -> object:
    """The round, your cards' points and suits, the rival's name and whether it locked in."""
    me = view.me
    return (layout, view.round, view.deck, view.hand, view.discards, me.cashed, me.offering,
            decor.names[1], view.phase, view.rival.locked)


def auction_key(layout: Layout, view: View, decor: Decor) -> object:
    """The auction's piles and display (a card in flight or dragged leaves its slot empty),
    the glowing and chosen cards."""
    hidden = tuple(decor.hidden[card] for card in view.display if card is not None)
    return (layout, view.auction_discards, view.auction_deck_count, view.display, hidden,
            decor.dragging, decor.glow, decor.chosen)


def hand_key(layout: Layout, view: View, decor: Decor) -> object:
    """Your hand (less the cards picked into a zone, in flight or dragged) and your piles
    with the deck's known top card, the glowing and chosen cards."""
    sealed = view.phase in (SET_ASIDE, BID)
    hidden = tuple(decor.hidden[card] for card in view.hand)
    top = (view.deck_top, decor.hidden[view.deck_top]) if view.deck_top else None
    return (layout, view.hand, sealed, decor.aside, decor.bid, hidden, decor.dragging,
            len(view.deck), top, len(view.discards), view.me.cashed, decor.glow,
            decor.chosen)


def offering_key(view: View, seat: int, decor: Decor) -> object:
    """``seat``'s offering and the words beside its bid: the seat's cards (its offering, bid,
    fired and cashed cards), which of them are in flight, whether the bid's winner is told."""
    seen = view.seats[seat]
    hidden = tuple(decor.hidden[card] for card in (*seen.offering, *seen.bid))
    return (seen, view.seat, view.phase, view.winner, hidden, decor.told)


def rival_key(layout: Layout, view: View, decor: Decor) -> object:
    """The rival's hand (less the cards in flight), piles and offering, the glowing and
    chosen cards."""
    return (layout, decor.hidden["rival_hand"], offering_key(view, 1 - view.seat, decor),
            decor.glow, decor.chosen)


def mine_key(layout: Layout, view: View, decor: Decor) -> object:
    """Your zones with the cards picked into them (not the dragged one; face down once
    locked in), or your offering zone and offering, the glowing and chosen cards."""
    return (layout, decor.aside, decor.bid, decor.dragging, decor.locked,
            offering_key(view, view.seat, decor), decor.glow, decor.chosen)


KEPT_PARTS: dict[str, PartKey] = {"info": info_key, "rival": rival_key,
                                  "auction": auction_key, "mine": mine_key, "hand": hand_key}
"""The parts the painter keeps, each with its key."""


__all__ = ["KEPT_PARTS", "PartKey", "auction_key", "hand_key", "info_key", "mine_key",
           "offering_key", "rival_key"]
