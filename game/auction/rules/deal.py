"""The deal: 8 cards to each personal deck, 6 face up to the display, 18 to the auction deck,
then both seats draw a hand of five. Everything from one seeded generator."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.auction.rules.cards import ALL_CARDS, DECK_SIZE, DISPLAY_SIZE
from game.auction.rules.events import Event
from game.auction.rules.round_end import start_round
from game.auction.rules.state import Options, Seat, State


@dataclass(frozen=True, slots=True)
class Dealt:
    """The deal as the record's ``deal`` line lists it, the state after the first draws and
    the first draws' events."""

    decks: tuple[tuple[str, ...], ...]
    auction_deck: tuple[str, ...]
    display: tuple[str, ...]
    state: State
    events: tuple[Event, ...]


def from_piles(decks: tuple[tuple[str, ...], ...], auction_deck: tuple[str, ...],
               display: tuple[str, ...], options: Options, seed: int) -> Dealt:
    """The game as dealt from given piles (also how a record is replayed)."""
    state = State(seats=tuple(Seat(deck=d) for d in decks), display=display,
                  auction_deck=auction_deck, options=options, seed=seed,
                  deck_empty_at_start=not auction_deck)
    state, events = start_round(state, [])
    return Dealt(decks, auction_deck, display, state, tuple(events))


def deal(rng: random.Random, options: Options) -> Dealt:
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    decks = (tuple(cards[:DECK_SIZE]), tuple(cards[DECK_SIZE:2 * DECK_SIZE]))
    display = tuple(cards[2 * DECK_SIZE:2 * DECK_SIZE + DISPLAY_SIZE])
    auction = tuple(cards[2 * DECK_SIZE + DISPLAY_SIZE:])
    return from_piles(decks, auction, display, options, rng.getrandbits(32))
