"""Phases 4 and 5 and the end: restock the display, discard offerings and kept hand cards,
decide whether the game is over, otherwise draw new hands for the next round."""

from __future__ import annotations

from dataclasses import replace

from game.auction.rules.cards import DISPLAY_SIZE, HAND_SIZE, sort_cards
from game.auction.rules.events import Event, GameEnded, Restocked, RoundEnded
from game.auction.rules.piles import draw_hand
from game.auction.rules.scoring import score, winners
from game.auction.rules.sealed import reveal_aside
from game.auction.rules.state import OVER, SET_ASIDE, State


def restock(state: State) -> tuple[State, Restocked]:
    """Unsold cards slide to the cheapest slots in order; the gaps fill from the deck top."""
    cards = [c for c in state.display if c is not None]
    deck = list(state.auction_deck)
    while len(cards) < DISPLAY_SIZE and deck:
        cards.append(deck.pop())
    display = tuple(cards) + (None,) * (DISPLAY_SIZE - len(cards))
    state = replace(state, display=display, auction_deck=tuple(deck))
    return state, Restocked(state.round, tuple(cards), len(deck))


def discard_round(state: State) -> tuple[State, RoundEnded]:
    """Offering (face up) and kept hand cards (face down) go to the personal discards."""
    moved: list[tuple[str, ...]] = []
    for i, seat in enumerate(state.seats):
        cards = seat.offering + seat.hand
        moved.append(cards)
        state = state.with_seat(i, discards=seat.discards + cards, offering=(), hand=(), bid=(),
                                bid_total=0, fired=frozenset(),
                                shown_discards=sort_cards(seat.shown_discards + seat.offering))
    return state, RoundEnded(state.round, tuple(moved))


def finish_round(state: State) -> tuple[State, list[Event]]:
    events: list[Event] = []
    state, restocked = restock(state)
    events.append(restocked)
    state, ended = discard_round(state)
    events.append(ended)
    display_empty = all(c is None for c in state.display)
    if state.deck_empty_at_start and (display_empty or not state.voluntary):
        scores = score(state)
        won = winners(scores)
        events.append(GameEnded(scores, won))
        return replace(state, phase=OVER, active=None, pending=(), scores=scores,
                       winners=won), events
    state = replace(state, round=state.round + 1, phase=SET_ASIDE, active=None, winner=None,
                    slot1=None, pending=(), voluntary=False, last_loser=state.loser,
                    deck_empty_at_start=not state.auction_deck)
    return start_round(state, events)


def start_round(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Both seats draw a hand of five; a seat with no card to set aside skips that step."""
    for i in range(len(state.seats)):
        state, drawn = draw_hand(state, i, HAND_SIZE)
        events.extend(drawn)
    if not state.sealed_waiting():
        state, shown = reveal_aside(state)
        events.extend(shown)
    return state, events
