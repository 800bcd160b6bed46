"""The deal, the sealed set-aside and bid, tie cards and the tie rulings."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from auction_play import R, no, ok, seat, table

from game.auction.rules.deal import deal
from game.auction.rules.events import BidShown, BidWon, Reshuffled, SetAsideShown, TieCard
from game.auction.rules.moves import Bid, SetAside
from game.auction.rules.state import BID, PLAY, SET_ASIDE, Options, Seat, State


def sealed(s0: Seat, s1: Seat, phase: str = SET_ASIDE, **fields: Any) -> State:
    return table(s0, s1, phase=phase, active=None, winner=None, slot1=None,
                 display="G1 G2 G3 G4 G5 G6", **fields)


def test_deal_gives_eight_each_six_on_display_eighteen_in_the_auction_deck() -> None:
    dealt = deal(random.Random(3), Options())
    state = dealt.state
    assert [len(d) for d in dealt.decks] == [8, 8]
    assert len(dealt.display) == 6 and len(dealt.auction_deck) == 18
    for i in (0, 1):
        assert len(state.seats[i].hand) == 5 and len(state.seats[i].deck) == 3
        assert state.seats[i].hand == tuple(reversed(dealt.decks[i][-5:]))  # deck top first
    assert R.to_act(state) == frozenset({0, 1}) and state.phase == SET_ASIDE


def test_set_aside_is_sealed_until_both_lock_in() -> None:
    state = sealed(seat(deck="R1", hand="G7 G8 B2 B3 P5"), seat(deck="R2", hand="P7 P8 R3 R4 B5"))
    after, events = ok(state, SetAside(1, "P8"))
    assert events == [] and R.to_act(after) == frozenset({0})
    assert R.view(after, 0) == R.view(replace(after, seats=(after.seats[0], replace(
        after.seats[1], sealed_aside="R3"))), 0)  # seat 0 cannot tell which card
    assert R.view(after, 0).rival.locked and R.view(after, 1).sealed_aside == "P8"
    assert no(after, SetAside(1, "P7")) == "you have already locked in"
    done, events = ok(after, SetAside(0, "B2"))
    assert events == [SetAsideShown(1, 0, "B2"), SetAsideShown(1, 1, "P8")]
    assert done.seats[0].deck == ("R1", "B2") and done.seats[1].deck == ("R2", "P8")
    assert done.phase == BID and R.to_act(done) == frozenset({0, 1})
    assert R.view(done, 0).deck_top == "B2" and R.view(done, 1).deck_top == "P8"


@pytest.mark.parametrize(("bid0", "bid1", "winner"), [
    ("G7 G8", "P7 R3", 0),      # 15 against 10
    ("", "R3", 1),              # a bid of no cards
    ("G7 B2 B3 P5", "P7", 0),   # four cards
])
def test_higher_bid_wins(bid0: str, bid1: str, winner: int) -> None:
    state = sealed(seat(deck="R1", hand="G7 G8 B2 B3 P5"), seat(deck="R2", hand="P7 P8 R3 R4"),
                   phase=BID)
    state, events = ok(state, Bid(0, tuple(bid0.split())), Bid(1, tuple(bid1.split())))
    assert events[-1] == BidWon(1, winner)
    assert state.phase == PLAY and state.active == winner and state.slot1 == "G1"
    assert state.seats[0].offering == tuple(bid0.split()) and state.pending == ()  # bids never fire


def test_bid_of_five_cards_or_cards_not_in_hand_is_refused() -> None:
    state = sealed(seat(hand="G7 G8 B2 B3 P5"), seat(hand="P7"), phase=BID)
    assert no(state, Bid(0, ("G7", "G8", "B2", "B3", "P5"))) == "a bid is at most four cards"
    assert no(state, Bid(0, ("P7",))) == "that card is not in your hand"
    assert no(state, Bid(0, ("G7", "G7"))) == "the same card is named twice"


def test_tie_cards_are_drawn_until_the_tie_breaks() -> None:
    state = sealed(seat(deck="G9 R4 G1", hand="B5"), seat(deck="P2 P3 R1", hand="P5"), phase=BID)
    state, events = ok(state, Bid(0, ("B5",)), Bid(1, ("P5",)))
    ties = [e for e in events if isinstance(e, TieCard)]
    assert ties == [TieCard(1, 0, "G1", 6), TieCard(1, 1, "R1", 6),
                    TieCard(1, 0, "R4", 10), TieCard(1, 1, "P3", 9)]
    assert events[-1] == BidWon(1, 0)
    assert state.seats[0].offering == ("B5", "G1", "R4")  # tie cards join the bid


def test_tie_with_an_empty_deck_reshuffles_the_discards() -> None:
    state = sealed(seat(discards="G9", hand="B5"), seat(deck="R1", hand="P5"), phase=BID)
    state, events = ok(state, Bid(0, ("B5",)), Bid(1, ("P5",)))
    assert isinstance(events[2], Reshuffled) and events[2].deck == ("G9",)
    assert events[3] == TieCard(1, 0, "G9", 14) and events[-1] == BidWon(1, 0)


def test_tie_when_only_one_seat_can_add_a_card_goes_to_that_seat() -> None:
    state = sealed(seat(hand="B5"), seat(deck="R1", hand="P5"), phase=BID)
    state, events = ok(state, Bid(0, ("B5",)), Bid(1, ("P5",)))
    assert [e for e in events if isinstance(e, TieCard)] == [] and events[-1] == BidWon(1, 1)


@pytest.mark.parametrize(("last_loser", "winner"), [(None, 1), (0, 0), (1, 1)])
def test_tie_when_neither_can_add_goes_to_the_previous_loser(last_loser: int | None,
                                                             winner: int) -> None:
    state = sealed(seat(hand="B5"), seat(hand="P5"), phase=BID, last_loser=last_loser)
    state, events = ok(state, Bid(0, ("B5",)), Bid(1, ("P5",)))
    assert events[-1] == BidWon(1, winner)


def test_bids_are_revealed_together_with_totals() -> None:
    state = sealed(seat(deck="R1", hand="G7 G8"), seat(deck="R2", hand="P7 R3"), phase=BID)
    state, events = ok(state, Bid(0, ("G7", "G8")))
    assert events == [] and R.view(state, 1).rival.bid == ()
    state, events = ok(state, Bid(1, ("R3",)))
    assert events[:2] == [BidShown(1, 0, ("G7", "G8"), 15), BidShown(1, 1, ("R3",), 3)]


def test_the_first_tie_card_is_the_card_set_aside() -> None:
    state = sealed(seat(deck="R1", hand="G7 B3 B2 P5 G1"), seat(deck="R2", hand="P7 P8 R3 R4 G2"))
    state, _ = ok(state, SetAside(0, "G7"), SetAside(1, "P8"), Bid(0, ("B3",)), Bid(1, ("R3",)))
    assert state.seats[0].bid == ("B3", "G7") and state.seats[1].bid == ("R3", "P8")
    assert state.active == 1  # 3 + 8 beats 3 + 7

