"""Dutch Blitz as a ``RulesCore``: the shared interface the authority, the tests and tools use.

Everything here delegates to the functions that know the rules (``engine``, ``view``,
``legal``); this module only adds what the shared interface asks for: who may act (every seat,
all at once, while the hand is on), where every card is, and a re-deal of the cards a seat
cannot see.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.engine import apply
from game.dutch_blitz.rules.legal import legal_moves
from game.dutch_blitz.rules.moves import Move
from game.dutch_blitz.rules.places import dutch_place, post_place
from game.dutch_blitz.rules.state import SeatState, TableState
from game.dutch_blitz.rules.view import SeatView, view_of


def card_id(seat: int, card: Card) -> str:
    """A card's id, unique in the match: the owning seat and the card (``"0:R7"``)."""
    return f"{seat}:{card.code}"


def _hidden_of(seat: SeatState) -> list[Card]:
    """The cards of ``seat`` that no view shows: under the Blitz and Wood tops, the hand."""
    return list(seat.blitz[:-1]) + list(seat.wood[:-1]) + list(seat.hand)


def _redeal(seat: SeatState, rng: random.Random) -> SeatState:
    cards = _hidden_of(seat)
    rng.shuffle(cards)
    under_blitz = max(0, len(seat.blitz) - 1)
    under_wood = max(0, len(seat.wood) - 1)
    blitz = tuple(cards[:under_blitz]) + seat.blitz[-1:]
    wood = tuple(cards[under_blitz:under_blitz + under_wood]) + seat.wood[-1:]
    hand = tuple(cards[under_blitz + under_wood:])
    return replace(seat, blitz=blitz, wood=wood, hand=hand)


class DutchBlitzRules:
    """The rules of Dutch Blitz over ``TableState``; every method is pure."""

    apply = staticmethod(apply)
    """``engine.apply`` itself (the table calls it for every move)."""

    view = staticmethod(view_of)
    """``view.view_of`` itself."""

    def legal_moves(self, view: SeatView) -> Sequence[Move]:
        return legal_moves(view)

    def to_act(self, state: TableState) -> frozenset[int]:
        """Every seat plays at once while the hand is on."""
        if state.over is not None:
            return frozenset()
        return frozenset(range(state.seat_count))

    def is_over(self, state: TableState) -> bool:
        return state.over is not None

    def card_places(self, state: TableState) -> Sequence[tuple[str, str]]:
        """Every card as (``"seat:card"``, place); a seat's piles are prefixed by the seat."""
        found: list[tuple[str, str]] = []
        for number, seat in enumerate(state.seats):
            piles = [(f"{number}:{post_place(i).code}", pile) for i, pile in enumerate(seat.posts)]
            piles += [(f"{number}:blitz", seat.blitz), (f"{number}:wood", seat.wood),
                      (f"{number}:hand", seat.hand)]
            for place, pile in piles:
                found.extend((card_id(number, card), place) for card in pile)
        for index, dutch in enumerate(state.dutch):
            place = dutch_place(index).code
            found.extend((card_id(owner, card), place)
                         for card, owner in zip(dutch.cards, dutch.owners, strict=True))
        return found

    def sample_hidden(self, state: TableState, seat: int, rng: random.Random) -> TableState:
        """Every seat's unseen cards (under its Blitz and Wood tops, its hand) shuffled among
        those places; tops, counts and everything else stay as they are."""
        del seat  # no seat sees more of its own hidden cards than of a rival's
        return replace(state, seats=tuple(_redeal(s, rng) for s in state.seats))


RULES = DutchBlitzRules()
"""The one instance the authority and the game definition use."""
