"""The strong scripted baselines and Master's set-aside and bid, each on a literal position a
player would check: what is set aside, what is bid, what is bought and which powers fire."""

from __future__ import annotations

import random

import pytest
from auction_play import seat, table

from game.auction.bots.factory import policy_for
from game.auction.rules.moves import Bid, Buy, Fire, Move, PlayPower, SetAside
from game.auction.rules.state import BID, SET_ASIDE, Pending, State
from game.auction.rules.view import view
from game.bots.turn import Decision, think_through

AUCTION_DECK = "P3 P4 P6 P7 P8 P9 R1 R2 R6 R8 B2 B7 B8 B10 G5 G6 G9 G10"


def decide(level: str, state: State, seat_no: int = 0, seed: int = 1) -> Move:
    decision = think_through(policy_for(level)(view(state, seat_no), random.Random(seed)))
    assert isinstance(decision, Decision)
    return decision.move  # type: ignore[return-value]


def first_round(hand: str) -> State:
    return table(seat(deck="G2 R3 B4", hand=hand), seat(deck="G3 R4 B5", hand="P1 P10 R9 B6 R7"),
                 display="B1 G8 P2 R5 G4 B3", auction_deck=AUCTION_DECK, phase=SET_ASIDE,
                 active=None, winner=None, slot1=None)


@pytest.mark.parametrize("level", ["all_in", "six_suit", "master"])
def test_the_weakest_bidder_is_set_aside_not_a_ten(level: str) -> None:
    # Setting the 10 aside would throw away ten points of bid for a tie card.
    for seed in range(3):
        assert decide(level, first_round("G1 R10 B9 P5 G7"), seed=seed) == SetAside(0, "G1")


def test_all_in_bids_every_card_left_powers_included() -> None:
    state = table(seat(deck="G2 G1", hand="R10 B9 P5 G7"), seat(deck="G3", hand="P1 P10 R9 B6"),
                  display="B1 G8 P2 R5 G4 B3", auction_deck=AUCTION_DECK, phase=BID,
                  active=None, winner=None, slot1=None)
    move = decide("all_in", state)
    assert isinstance(move, Bid) and sorted(move.cards) == ["B9", "G7", "P5", "R10"]


def buying_table() -> State:
    # Seat 0 won the bid with R9 B8 P10 and owns five greens; late in the game.
    return table(seat(deck="G2 G3 G5", discards="G8 G9", offering="R9 B8 P10"),
                 seat(deck="R1 R2", hand="P1"), display="R4 B2 G6 - - -",
                 auction_deck="P3 P4 P6")


def test_six_suit_buys_its_sixth_green_over_a_card_worth_more_points() -> None:
    move = decide("six_suit", buying_table())
    assert isinstance(move, Buy) and move.slot == 3
    assert sorted(move.paid) == ["B8", "P10", "R9"]


def test_all_in_buys_the_points_and_pays_with_its_worst_cards() -> None:
    move = decide("all_in", buying_table())
    assert isinstance(move, Buy) and move.slot == 2
    assert sorted(move.paid) == ["P10", "R9"]  # the blue 8 would only come back


def test_power_engine_keeps_a_nine_back_when_its_discards_hold_a_blue() -> None:
    state = table(seat(deck="G2", hand="B9 R3 G4 P5", discards="B1 R8"),
                  seat(deck="G3", hand="P1 P10 R9 B6"), display="B2 G8 P2 R5 G4 B3",
                  auction_deck=AUCTION_DECK, phase=BID, active=None, winner=None, slot1=None)
    move = decide("power_engine", state)
    assert isinstance(move, Bid) and sorted(move.cards) == ["G4", "P5", "R3"]
    assert decide("all_in", state) == Bid(0, ("B9", "P5", "G4", "R3"))


def test_power_engine_plays_its_power_then_takes_the_best_card_in_reach() -> None:
    state = table(seat(deck="G2", hand="B9", discards="B1 B10 R8", offering="R3 G4 P5"),
                  seat(deck="G3", hand="P1"), display="B2 G8 P2 R5 G1 B3",
                  auction_deck=AUCTION_DECK)
    assert decide("power_engine", state) == PlayPower(0, "B9")
    firing = table(seat(deck="G2", discards="B1 B10 R8", offering="R3 G4 P5 B9"),
                   seat(deck="G3", hand="P1"), display="B2 G8 P2 R5 G1 B3",
                   auction_deck=AUCTION_DECK, pending=(Pending("B9"),))
    # The 10 fires again when retrieved: one more card, and another retrieve.
    assert decide("power_engine", firing) == Fire(0, "B10", "personal_discards")


def test_power_engine_cashes_in_a_one_for_its_points() -> None:
    firing = table(seat(deck="G2", offering="G6 G1 G9 R5"), seat(deck="G3", hand="P1"),
                   display="B2 G8 P2 R5 G4 B3", auction_deck=AUCTION_DECK,
                   pending=(Pending("G6"),))
    assert decide("power_engine", firing) == Fire(0, "G1")


def blue_eight_bid(auction_discards: str) -> State:
    # Seat 0 holds a blue 8 after the set-aside; the 8 takes a blue card from the auction
    # discards when played for its power.
    return table(seat(deck="G2 R2 G5", hand="B8 R3 G4 P5"),
                 seat(deck="G3 R4 R6", hand="P1 P10 R9 B6", discards="G7"),
                 display="B2 G8 P2 R5 G6 B3",
                 auction_deck="G1 G9 G10 R1 R7 R8 R10 P3 P4 P6 P7 P8 P9 B4 B5 B7 B9 B10",
                 auction_discards=auction_discards, phase=BID, active=None, winner=None,
                 slot1=None)


def test_master_keeps_an_eight_back_to_take_a_blue_one_from_the_auction_discards() -> None:
    # The blue 1 (11 points) lies in the auction discards: the 8 is worth more fired than bid.
    for seed in range(3):
        assert decide("master", blue_eight_bid("B1"), seed=seed) == Bid(0, ("R3", "G4", "P5"))


def test_master_bids_the_eight_when_the_auction_discards_hold_no_blue() -> None:
    for seed in range(3):
        assert decide("master", blue_eight_bid("R1"), seed=seed) == Bid(
            0, ("B8", "R3", "G4", "P5"))
