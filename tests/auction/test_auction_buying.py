"""Purchases (cost by slot, payment routing by suit), the forced 1-cost purchase, restock,
the round's end, new hands and reshuffles, both end conditions and the final scoring."""

from __future__ import annotations

from dataclasses import replace

import pytest
from auction_play import R, no, ok, seat, table

from game.auction.rules.events import (
    Bought,
    Drew,
    GameEnded,
    Reshuffled,
    Restocked,
    RoundEnded,
    SeatScore,
)
from game.auction.rules.moves import Buy, Done
from game.auction.rules.scoring import score_cards, winners
from game.auction.rules.state import OVER, SET_ASIDE, State

DISPLAY = "R8 G9 B4 P1 G2 B3"


def test_costs_follow_the_slot_and_payment_is_routed_by_suit() -> None:
    # Dieter: a blue card buys the 1-cost red 8 (to the auction discards); green + pink buy
    # the 2-cost green 9 (green to his discards, pink to the auction discards).
    state = table(seat(offering="B2 G5 P6"), seat(), display=DISPLAY)
    assert no(state, Buy(0, 2, ("G5",))) == "that is not the number of cards this slot costs"
    state, events = ok(state, Buy(0, 1, ("B2",)), Buy(0, 2, ("G5", "P6")))
    assert events == [Bought(1, 0, 1, "R8", ("B2",), (), ("B2",)),
                      Bought(1, 0, 2, "G9", ("G5", "P6"), ("G5",), ("P6",))]
    assert state.seats[0].discards == ("R8", "G5", "G9") and state.auction_discards == ("B2", "P6")
    assert state.display == (None, None, "B4", "P1", "G2", "B3")  # slots keep their places
    assert no(state, Buy(0, 1, ())) == "that display slot is empty"


def test_paying_with_cards_not_in_the_offering_is_refused() -> None:
    state = table(seat(offering="B2", hand="G5"), seat(), display=DISPLAY)
    assert no(state, Buy(0, 1, ("G5",))) == "you can only pay with cards of your offering"
    assert no(state, Buy(0, 7, ("B2",))) == "the display slots cost 1 to 6"


def loser_turn(offering: str) -> State:
    return table(seat(), seat(offering=offering), display=DISPLAY, active=1, winner=0)


def test_the_loser_must_buy_the_one_cost_card_paying_one_card() -> None:
    state = loser_turn("G5 P6")
    assert no(state, Done(1)) == "you must buy the 1-cost card first (the bid's loser takes it)"
    assert no(state, Buy(1, 1, ())) == "that is not the number of cards this slot costs"
    state, events = ok(state, Buy(1, 1, ("G5",)), Done(1))
    assert events[0] == Bought(1, 1, 1, "R8", ("G5",), (), ("G5",))
    assert not state.voluntary  # the forced purchase is not a voluntary one


def test_the_loser_takes_the_one_cost_card_free_with_an_empty_offering() -> None:
    state = loser_turn("")
    assert [str(m) for m in R.legal_moves(R.view(state, 1))] == [str(Buy(1, 1, ()))]
    state, events = ok(state, Buy(1, 1, ()))
    assert events == [Bought(1, 1, 1, "R8", (), (), ())] and state.seats[1].discards == ("R8",)


def test_no_obligation_when_the_winner_bought_the_one_cost_card() -> None:
    state = table(seat(offering="B2"), seat(offering="G5"), display=DISPLAY)
    state, _ = ok(state, Buy(0, 1, ("B2",)), Done(0), Done(1))
    assert state.phase == SET_ASIDE


def test_the_one_cost_card_is_the_card_there_when_the_bid_was_decided() -> None:
    state = table(seat(), seat(offering="G5"), display=DISPLAY, active=1, winner=0,
                  slot1="X")
    state, _ = ok(state, Done(1))  # slot 1 holds another card: nothing owed


def test_restock_slides_unsold_cards_then_fills_cheapest_first_from_the_deck_top() -> None:
    state2 = table(seat(offering="B2 G5 G6 P2"), seat(), display="R8 G9 B4 P1 G2 B3",
                   auction_deck="P9 P8 P7")
    state2, events = ok(state2, Buy(0, 2, ("G5", "G6")), Buy(0, 1, ("B2",)), Done(0), Done(1))
    assert [e for e in events if isinstance(e, Restocked)] == [
        Restocked(1, ("B4", "P1", "G2", "B3", "P7", "P8"), 1)]
    assert state2.display == ("B4", "P1", "G2", "B3", "P7", "P8")


def test_round_end_discards_offering_and_kept_hand_cards_then_draws_five() -> None:
    state = table(seat(deck="G1 G2 G3", discards="B1 B2", offering="P6 P2", hand="R9"),
                  seat(deck="R1 R2 R3 R4 R5 R6"), display="G9 B4 P1 G4 G5 G6",
                  auction_deck="P9", active=1, winner=0, slot1="X")
    state, events = ok(state, Done(1))
    assert RoundEnded(1, (("P6", "P2", "R9"), ())) in events
    shuffle = next(e for e in events if isinstance(e, Reshuffled))
    assert sorted(shuffle.deck) == sorted(("B1", "B2", "P6", "P2", "R9"))
    draws = [e for e in events if isinstance(e, Drew) and e.seat == 0]
    assert draws[0] == Drew(2, 0, ("G3", "G2", "G1")) and len(draws[1].cards) == 2
    assert len(state.seats[0].hand) == 5 and state.round == 2 and state.phase == SET_ASIDE
    assert state.seats[1].hand == ("R6", "R5", "R4", "R3", "R2")


def ending(voluntary: bool, display: str, empty_at_start: bool = True) -> State:
    return table(seat(deck="G1 G2 G3 G4 G5"), seat(deck="R1 R2 R3 R4 R5"), display=display,
                 active=1, winner=0, slot1="X", voluntary=voluntary,
                 deck_empty_at_start=empty_at_start)


@pytest.mark.parametrize(("voluntary", "display", "empty_at_start", "ends"), [
    (False, "G9 B4", True, True),     # deck empty at the start, no voluntary purchase
    (True, "- - - - - -", True, True),  # deck empty at the start, display empty
    (True, "G9 B4", True, False),     # someone still wanted to buy
    (False, "G9 B4", False, False),   # the auction deck had cards when the round began
])
def test_end_conditions(voluntary: bool, display: str, empty_at_start: bool, ends: bool) -> None:
    state = ending(voluntary, display, empty_at_start)
    state, events = ok(state, Done(1))
    assert (state.phase == OVER) is ends
    assert any(isinstance(e, GameEnded) for e in events) is ends


def test_scoring_counts_cashed_cards_and_the_six_of_a_suit_bonus() -> None:
    state = table(seat(deck="G1 G2 G3", discards="G4 G5", cashed="G6 B1"),
                  seat(deck="R1 R10"), display="G9", active=1, winner=0, slot1="X",
                  deck_empty_at_start=True)
    state, events = ok(state, Done(1))
    end = events[-1]
    assert isinstance(end, GameEnded)
    assert end.scores == (SeatScore(11 + 7 + 4 + 2 + 1 - 1 + 11, 10, 35 + 10, 7),
                          SeatScore(0, 0, 0, 2))
    assert end.winners == (0,) and state.winners == (0,)


@pytest.mark.parametrize(("a", "b", "won"), [
    ("G1 B5", "R1 P3 P6 P7", (0,)),  # 12 each: fewer cards wins
    ("G1 B5", "R1 P5", ()),         # full tie: both win
    ("G2", "R1", (1,)),
])
def test_tie_break_on_fewer_cards_and_a_full_tie_is_shared(a: str, b: str,
                                                           won: tuple[int, ...]) -> None:
    scores = (score_cards(tuple(a.split())), score_cards(tuple(b.split())))
    assert winners(scores) == (won or (0, 1))


def test_a_seat_without_cards_skips_the_set_aside() -> None:
    state = replace(ending(True, "G9 B4 P1 G4 G5 G6", False), seats=(
        seat(deck="G1 G2 G3 G4 G5"), seat()))
    state, _ = ok(state, Done(1))
    assert R.to_act(state) == frozenset({0})
