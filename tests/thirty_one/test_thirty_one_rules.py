"""Blitz (31) rules as a player meets them, from literal tables: values, turns, knocks, 31s,
showdowns, tokens, going out, reshuffles and the options."""

from __future__ import annotations

import random

import pytest
from thirty_one_play import play, table

from game.core.outcome import Refused
from game.thirty_one.rules.cards import counting_suit, hand_value
from game.thirty_one.rules.core import RULES, legal_moves, view_of
from game.thirty_one.rules.engine import deal, settle_deal
from game.thirty_one.rules.scoring import match_winners
from game.thirty_one.rules.state import (
    Discard,
    Draw,
    HandEnded,
    Knock,
    Reshuffled,
    Rules,
    ThirtyOne,
)

VALUES = [
    # cards, three_of_a_kind option, value
    ("AS KS QS", False, 31),
    ("AS KS 5H", False, 21),
    ("AS KH QD", False, 11),
    ("2S 3H 4D", False, 4),
    ("10C 9C 8C", False, 27),
    ("JH QH 2S", False, 20),
    ("7S 7H 7D", False, 7),
    ("7S 7H 7D", 30, 30),
    ("7S 7H 7D", 30.5, 30.5),
    ("AS AH AD", 30.5, 30.5),
    ("AS KS 5S", 30.5, 26),
    ("QS QH QD", False, 10),
]


@pytest.mark.parametrize(("cards", "triple", "expected"), VALUES)
def test_hand_values(cards: str, triple: bool | float, expected: float) -> None:
    assert hand_value(tuple(cards.split()), triple) == expected


def test_the_counting_suit_is_the_best_total() -> None:
    assert counting_suit(("AS", "KH", "QH")) == "H"
    assert counting_suit(("2S", "9D", "3D")) == "D"


def test_the_deal_goes_round_from_the_dealers_left_one_card_at_a_time() -> None:
    state, events = deal(Rules(), 1, 4, (0, 1, 3), 3, (3, 3, 3, 3), random.Random(4))
    assert state.hands[2] == ()
    assert all(len(state.hands[s]) == 3 for s in (0, 1, 3))
    assert len(state.discard) == 1 and len(state.stock) == 52 - 9 - 1
    assert state.to_play == 0  # left of dealer 3, skipping nobody
    # The cards came off the top of one shuffled deck, in turn: seat 0, 1, 3, 0, 1, 3 ...
    deck = list(state.stock) + list(state.discard)
    dealt = [state.hands[s][i] for i in range(3) for s in (0, 1, 3)]
    assert sorted(deck + dealt) == sorted(set(deck + dealt))
    assert events == [] or isinstance(events[-1], HandEnded)


def test_the_turn_skips_seats_that_are_out() -> None:
    state = table({0: "2S 3S 4S", 2: "2H 3H 4H"}, stock="5D 6D", seats=3, to_play=0)
    state, _ = play(state, Draw(0, "stock"), Discard(0, "6D"))
    assert state.to_play == 2


def test_a_turn_is_draw_then_discard() -> None:
    state = table({0: "2S 3S 4S", 1: "2H 3H 4H"}, stock="5D 6D", discard="9C")
    assert [m for m in legal_moves(view_of(state, 1))] == [
        Draw(1, "stock"), Draw(1, "discard"), Knock(1)]
    assert isinstance(RULES.apply(state, Discard(1, "2H")), Refused)
    state, events = play(state, Draw(1, "discard"))
    assert state.hands[1] == ("2H", "3H", "4H", "9C") and state.discard == ()
    assert isinstance(RULES.apply(state, Draw(1, "stock")), Refused)
    assert isinstance(RULES.apply(state, Knock(1)), Refused)


def test_the_card_taken_from_the_discard_pile_cannot_go_straight_back() -> None:
    state = table({0: "2S 3S 4S", 1: "2H 3H 4H"}, stock="5D 6D", discard="9C")
    state, _ = play(state, Draw(1, "discard"))
    refused = RULES.apply(state, Discard(1, "9C"))
    assert isinstance(refused, Refused) and "cannot go straight back" in refused.text
    assert Discard(1, "9C") not in legal_moves(view_of(state, 1))


def test_a_card_drawn_from_the_stock_may_be_thrown_at_once() -> None:
    state = table({0: "2S 3S 4S", 1: "2H 3H 4H"}, stock="5D 6D", discard="9C")
    state, events = play(state, Draw(1, "stock"), Discard(1, "6D"))
    assert state.discard == ("9C", "6D") and state.hands[1] == ("2H", "3H", "4H")
    assert state.to_play == 0


KNOCK_SHOWDOWNS = [
    # hands after the last turns (seat: cards), knocker, tokens lost
    ({0: "AS 9S 2D", 1: "KH QH 3C", 2: "2C 3C 4D"}, 0, {2: 1}),   # lowest loses one
    ({0: "AS 9S 2D", 1: "5H 4H 2S", 2: "5C 4C 3D"}, 0, {1: 1, 2: 1}),  # tied lowest both lose
    ({0: "5S 4S 2D", 1: "5H 4H 3C", 2: "KC QC 3D"}, 0, {1: 1}),   # knocker tied lowest: safe
    ({0: "5S 3S 2D", 1: "5H 4H 3C", 2: "KC QC 3D"}, 0, {0: 2}),   # knocker alone lowest: two
    ({0: "5S 4S 2D", 1: "5H 4H 3C", 2: "5C 4C 2H"}, 1, {0: 1, 2: 1}),  # all tied: knocker safe
]


@pytest.mark.parametrize(("hands", "knocker", "lost"), KNOCK_SHOWDOWNS)
def test_showdown_after_a_knock(hands: dict[int, str], knocker: int, lost: dict[int, int]) -> None:
    # Seat 2 takes the last turn and throws the card it drew; the showdown follows.
    last = 2 if knocker != 2 else 1
    state = table(hands, stock="2S 7D" if "7D" not in str(hands) else "8D",
                  to_play=last, knocker=knocker, discard="3S")
    drawn = state.stock[-1]
    state, events = play(state, Draw(last, "stock"), Discard(last, drawn))
    if (last + 1) % 3 != knocker:
        state, more = play(state, Draw((last + 1) % 3, "stock"),
                           Discard((last + 1) % 3, state.stock[-1]))
        events += more
    end = events[-1]
    assert isinstance(end, HandEnded) and end.reason == "knock" and end.knocker == knocker
    assert dict(end.lost) == lost
    assert RULES.is_over(state) and RULES.to_act(state) == frozenset()


def test_after_a_knock_everyone_else_has_exactly_one_turn_and_nobody_else_knocks() -> None:
    state = table({0: "AS KS 2D", 1: "2H 3H 4C", 2: "5C 6C 7D"}, stock="2S 3D 4D 5D", to_play=0)
    state, events = play(state, Knock(0))
    assert state.to_play == 1 and state.knocker == 0
    refused = RULES.apply(state, Knock(1))
    assert isinstance(refused, Refused) and "last turn" in refused.text
    state, _ = play(state, Draw(1, "stock"), Discard(1, "5D"))
    assert not RULES.is_over(state) and state.to_play == 2
    state, events = play(state, Draw(2, "stock"), Discard(2, "4D"))
    assert RULES.is_over(state) and isinstance(events[-1], HandEnded)
    assert dict(events[-1].values) == {0: 21, 1: 5, 2: 11}
    assert dict(events[-1].lost) == {1: 1}


def test_31_after_a_discard_wins_the_hand_at_once() -> None:
    state = table({0: "2C 3C 4D", 1: "AH KH 5S", 2: "9D 8D 2S"}, stock="2D QH")
    state, events = play(state, Draw(1, "stock"), Discard(1, "5S"))
    assert events[2] == ThirtyOne((1,))
    end = events[3]
    assert isinstance(end, HandEnded) and end.reason == "thirty_one"
    assert dict(end.lost) == {0: 1, 2: 1} and dict(end.tokens) == {0: 2, 1: 3, 2: 2}


def test_31_after_a_knock_costs_the_knocker_one_like_everyone_else() -> None:
    state = table({0: "AS KS 2D", 1: "AH KH 5S", 2: "9D 8D 2S"}, stock="2D QH",
                  to_play=1, knocker=0)
    state, events = play(state, Draw(1, "stock"), Discard(1, "5S"))
    end = events[-1]
    assert isinstance(end, HandEnded) and end.reason == "thirty_one" and end.knocker == 0
    assert dict(end.lost) == {0: 1, 2: 1}


def test_two_31s_on_the_deal_both_win() -> None:
    dealt = table({0: "2C 3C 4D", 1: "AS KS QS", 2: "AH JH 10H", 3: "9D 8D 2S"})
    state, events = settle_deal(dealt)
    assert events[0] == ThirtyOne((1, 2))
    end = events[1]
    assert isinstance(end, HandEnded) and end.reason == "deal_thirty_one"
    assert dict(end.lost) == {0: 1, 3: 1}
    assert RULES.is_over(state) and RULES.to_act(state) == frozenset()


def test_a_plain_deal_starts_play() -> None:
    dealt = table({0: "2C 3C 4D", 1: "AS KS 2S"})
    state, events = settle_deal(dealt)
    assert events == [] and state == dealt


@pytest.mark.parametrize(("tokens", "lost", "left", "out"), [
    (1, 1, 0, False),   # down to no tokens: on your face, still playing
    (0, 1, None, True),  # a loss while on your face: out
    (1, 2, None, True),  # a knocker on one token losing two: out
    (2, 2, 0, False),    # a knocker on two losing two: on its face
])
def test_on_your_face_and_going_out(tokens: int, lost: int, left: int | None, out: bool) -> None:
    # Seat 0 holds the lowest hand; it knocked when it loses two.
    knocker, first, second = (0, 1, 2) if lost == 2 else (1, 2, 0)
    hands = {0: "2S 3S 4D", 1: "KH QH 3C", 2: "AC KC 3D"}
    state = table(hands, stock="2D 5D", to_play=first, knocker=knocker, tokens={0: tokens})
    state, events = play(state, Draw(first, "stock"), Discard(first, "5D"),
                         Draw(second, "stock"), Discard(second, "2D"))
    end = events[-1]
    assert isinstance(end, HandEnded)
    assert dict(end.lost) == {0: lost}
    assert (0 in end.out) is out
    assert dict(end.tokens).get(0) == left


def test_a_seat_on_its_face_still_plays() -> None:
    state = table({0: "2S 3S 4D", 1: "KH QH 3C"}, stock="2D 5D", to_play=0, tokens={0: 0})
    assert Draw(0, "stock") in legal_moves(view_of(state, 0))


def test_when_everyone_left_goes_out_together_the_best_hand_wins() -> None:
    together = HandEnded("knock", 0, ((0, 20), (1, 25), (2, 25)), ((1, 1), (2, 1)), (), (1, 2))
    assert match_winners(together) == (1, 2)
    one_left = HandEnded("knock", 0, ((0, 20), (1, 25), (2, 15)), ((2, 1),), ((0, 1), (1, 2)), ())
    assert match_winners(one_left) is None
    last = HandEnded("knock", 0, ((0, 20), (1, 5)), ((1, 1),), ((0, 1),), (1,))
    assert match_winners(last) == (0,)


def test_several_seats_go_out_in_the_same_hand() -> None:
    state = table({0: "AS KS 2C", 1: "KH QH 4C", 2: "5C 3C 2H", 3: "6D 2D 4S"},
                  stock="2S 7H 6S", to_play=2, knocker=1, tokens={2: 0, 3: 0}, discard="3S")
    state, events = play(state, Draw(2, "stock"), Discard(2, "6S"),
                         Draw(3, "stock"), Discard(3, "7H"), Draw(0, "stock"), Discard(0, "2S"))
    end = events[-1]
    assert isinstance(end, HandEnded)
    assert dict(end.values) == {0: 21, 1: 20, 2: 8, 3: 8}
    assert dict(end.lost) == {2: 1, 3: 1}
    assert end.out == (2, 3) and dict(end.tokens) == {0: 3, 1: 3}
    assert match_winners(end) is None


def test_no_first_round_knock_option() -> None:
    rules = Rules(no_first_round_knock=True)
    state = table({0: "AS KS 2D", 1: "2H 3H 4C", 2: "5C 6C 7D"}, stock="2S 3D 4D 5D 6D",
                  to_play=1, rules=rules)
    refused = RULES.apply(state, Knock(1))
    assert isinstance(refused, Refused) and "everyone has had a turn" in refused.text
    state, _ = play(state, Draw(1, "stock"), Discard(1, "6D"), Draw(2, "stock"),
                    Discard(2, "5D"), Draw(0, "stock"), Discard(0, "4D"))
    assert Knock(1) in legal_moves(view_of(state, 1))
    plain = table({0: "AS KS 2D", 1: "2H 3H 4C"}, stock="2S", to_play=1)
    assert Knock(1) in legal_moves(view_of(plain, 1))


def test_an_empty_stock_is_refilled_from_the_discard_pile_under_its_top_card() -> None:
    state = table({0: "AS KS 2D", 1: "2H 3H 4C"}, stock="", discard="5S 6S 7S 8S", to_play=1)
    state, events = play(state, Draw(1, "stock"))
    assert isinstance(events[0], Reshuffled)
    assert sorted(events[0].stock) == ["5S", "6S", "7S"]
    assert state.discard == ("8S",) and len(state.stock) == 2
    assert events[1].card == events[0].stock[-1]
