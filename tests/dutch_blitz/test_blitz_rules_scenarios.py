"""Scenario tests: each rule and ruling, from literal table states."""

from __future__ import annotations

import random

import pytest
from core_tables import applied, cards, pile, seat, table

from game.core.outcome import Applied, Refused
from game.dutch_blitz.rules.cards import Card, card
from game.dutch_blitz.rules.deal import deal
from game.dutch_blitz.rules.engine import STALEMATE_RECYCLES, apply
from game.dutch_blitz.rules.events import Flipped, HandEnded, Played, Recycled, Refilled, Stacked
from game.dutch_blitz.rules.legal import legal_moves_for, targets_for
from game.dutch_blitz.rules.moves import Flip, Play, Reason, Recycle, Stack
from game.dutch_blitz.rules.state import Rules, SeatState, TableState
from game.dutch_blitz.rules.view import view_of

REST = "Y9 Y8"  # a Blitz pile with cards left under the top, so a hand does not end by accident


def refused(state: TableState, move: object) -> Reason:
    outcome = apply(state, move)
    assert isinstance(outcome, Refused), f"{move} should be refused"
    assert isinstance(outcome.reason, Reason)
    return outcome.reason


# --- the deal -------------------------------------------------------------------------------

@pytest.mark.parametrize("seats, posts", [(2, 5), (3, 3), (4, 3)])
def test_deal_gives_each_seat_its_forty_cards_in_the_right_piles(seats: int, posts: int) -> None:
    state = deal(Rules.for_seats(seats), seats, random.Random(7))
    assert state.rules.post_piles == posts
    for i, s in enumerate(state.seats):
        assert [len(p) for p in s.posts] == [1] * posts
        assert len(s.blitz) == 10
        assert len(s.hand) == 40 - posts - 10
        assert s.wood == ()
        assert sorted(state.cards_of(i)) == sorted(set(state.cards_of(i)))
        assert len(state.cards_of(i)) == 40


def test_rules_refuse_a_table_of_one_or_five() -> None:
    with pytest.raises(ValueError):
        Rules.for_seats(1)
    with pytest.raises(ValueError):
        Rules.for_seats(5)


# --- Dutch piles ------------------------------------------------------------------------------

def test_a_one_starts_a_new_dutch_pile_from_any_top() -> None:
    state = table(seat(["R5", "Y1", "B7"], blitz=REST + " G1", wood="R1"))
    for source in ("blitz", "wood", "post:1"):
        outcome = apply(state, Play(0, source, "dutch:new"))
        assert isinstance(outcome, Applied)
        assert len(outcome.state.dutch) == 1
        assert outcome.state.dutch[0].top.number == 1


def test_only_a_one_starts_a_dutch_pile() -> None:
    state = table(seat(["R5", "Y2", "B7"], blitz=REST))
    assert refused(state, Play(0, "post:1", "dutch:new")) is Reason.NEW_PILE_NEEDS_ONE


def test_dutch_pile_takes_the_next_number_of_its_colour_only() -> None:
    state = table(seat(["R3", "B2", "R2"], blitz=REST), dutch=(pile("R1"),))
    assert isinstance(apply(state, Play(0, "post:2", "dutch:0")), Applied)
    assert refused(state, Play(0, "post:0", "dutch:0")) is Reason.NOT_NEXT_NUMBER
    assert refused(state, Play(0, "post:1", "dutch:0")) is Reason.WRONG_COLOUR


def test_a_complete_dutch_pile_takes_nothing_more() -> None:
    full = pile("G1 G2 G3 G4 G5 G6 G7 G8 G9 G10", owner=1)
    state = table(seat(["G10", "B2", "R2"], blitz=REST), seat(["Y4"], blitz="Y5"), dutch=(full,))
    assert state.dutch[0].complete
    assert refused(state, Play(0, "post:0", "dutch:0")) is Reason.PILE_COMPLETE


def test_a_card_already_placed_by_a_rival_means_beaten_to_it() -> None:
    state = table(seat(["R2", "B6", "Y6"], blitz=REST, hand="G3"),
                  seat(["Y4"], blitz="Y5 R2", hand="G3"), dutch=(pile("R1"),))
    first = apply(state, Play(1, "blitz", "dutch:0", card("R2")))
    assert isinstance(first, Applied)
    late = apply(first.state, Play(0, "post:0", "dutch:0", card("R2")))
    assert isinstance(late, Refused) and late.reason is Reason.PILE_TAKEN
    assert late.reason.is_race_lost
    assert late.reason.text == "beaten to it"


def test_a_move_naming_a_card_no_longer_on_top_is_refused() -> None:
    state = table(seat(["R2", "B6", "Y6"], blitz=REST + " G1"))
    assert refused(state, Play(0, "blitz", "dutch:new", card("Y1"))) is Reason.NOT_ON_TOP


def test_only_top_cards_move_and_only_from_own_piles() -> None:
    state = table(seat(["R2", "B6", "Y6"], blitz="Y1 G7"), dutch=())
    # Y1 is under G7: the Blitz top is G7, which cannot start a pile.
    assert refused(state, Play(0, "blitz", "dutch:new")) is Reason.NEW_PILE_NEEDS_ONE
    assert refused(state, Play(0, "hand", "dutch:new")) is Reason.BAD_SOURCE
    assert refused(state, Play(0, "wood", "dutch:new")) is Reason.EMPTY_SOURCE
    assert refused(state, Play(0, "blitz", "wood")) is Reason.BAD_TARGET
    assert refused(state, Play(3, "blitz", "dutch:new")) is Reason.NO_SUCH_SEAT


# --- Post piles -------------------------------------------------------------------------------

def test_post_takes_one_lower_of_the_other_gender() -> None:
    state = table(seat(["R7", "G5", "B9"], blitz=REST + " Y6", wood="B6 G6"))
    assert isinstance(apply(state, Play(0, "blitz", "post:0")), Applied)  # Y6 (girl) on R7 (boy)
    assert isinstance(apply(state, Play(0, "wood", "post:0")), Applied)  # G6 (girl) on R7 too
    assert refused(state, Play(0, "wood", "post:1")) is Reason.NOT_ONE_LOWER  # G6 on G5
    state2 = table(seat(["R7", "G5", "B9"], blitz=REST + " B6"))
    assert refused(state2, Play(0, "blitz", "post:0")) is Reason.SAME_GENDER
    state3 = table(seat(["R7", "G5", "B9"], blitz=REST + " G4"))
    assert refused(state3, Play(0, "blitz", "post:0")) is Reason.NOT_ONE_LOWER


def test_only_the_lowest_post_card_plays_and_a_post_can_feed_another() -> None:
    state = table(seat(["R7 Y6", "B7", "G9"], blitz=REST), dutch=(pile("Y1 Y2 Y3 Y4 Y5"),))
    assert [m.target for m in legal_moves_for(state, 0)
            if isinstance(m, Play | Stack) and m.source == "post:0"] == ["dutch:0", "post:1"]
    outcome = apply(state, Play(0, "post:0", "post:1"))
    assert isinstance(outcome, Applied)
    assert [c.code for c in outcome.state.seats[0].posts[1]] == ["B7", "Y6"]


def test_an_emptied_post_is_refilled_at_once_from_the_blitz_top() -> None:
    state = table(seat(["R1", "G5", "B9"], blitz="Y9 B3"))
    outcome = apply(state, Play(0, "post:0", "dutch:new"))
    assert isinstance(outcome, Applied)
    assert isinstance(outcome.events[0], Played)
    assert outcome.events[1] == Refilled(0, 0, card("B3"))
    assert outcome.state.seats[0].posts[0] == cards("B3")
    assert outcome.state.seats[0].blitz == cards("Y9")


def test_blitz_ends_the_hand_mid_refill() -> None:
    state = table(seat(["R1", "G5", "B9"], blitz="B3"), seat(["Y4"], blitz=REST))
    outcome = apply(state, Play(0, "post:0", "dutch:new"))
    assert isinstance(outcome, Applied)
    assert [type(e) for e in outcome.events] == [Played, Refilled, HandEnded]
    assert outcome.events[-1] == HandEnded("blitz", 0)
    assert outcome.state.over is not None and outcome.state.over.seat == 0
    assert refused(outcome.state, Flip(1)) is Reason.HAND_OVER


def test_playing_the_last_blitz_card_ends_the_hand_at_once() -> None:
    state = table(seat(["R4", "G5", "B9"], blitz="Y1"), seat(["Y4"], blitz=REST))
    outcome = applied(state, Play(0, "blitz", "dutch:new"))
    assert outcome.state.over is not None and outcome.state.over.reason == "blitz"
    assert refused(outcome.state, Play(1, "post:0", "post:0")) is Reason.HAND_OVER


def test_two_seats_play_with_five_posts() -> None:
    state = deal(Rules.for_seats(2), 2, random.Random(3))
    assert all(len(s.posts) == 5 for s in state.seats)
    assert len(view_of(state, 0).me.posts) == 5


# --- Wood ---------------------------------------------------------------------------------------

def test_flip_turns_three_cards_the_third_ending_on_top() -> None:
    state = table(seat(["R4", "G5", "B9"], blitz=REST, hand="G2 Y3 R1 B5 G7"))
    outcome = applied(state, Flip(0))
    assert outcome.events == (Flipped(0, cards("G7 B5 R1")),)
    after = outcome.state.seats[0]
    assert after.wood[-1] == card("R1")
    assert after.hand == cards("G2 Y3")
    again = applied(outcome.state, Flip(0)).state.seats[0]
    assert again.hand == () and again.wood == cards("G7 B5 R1 Y3 G2")
    assert refused(applied(outcome.state, Flip(0)).state, Flip(0)) is Reason.HAND_EMPTY


def test_recycle_turns_the_wood_over_unshuffled_so_the_same_cards_come_up() -> None:
    hand = "G2 Y3 R6 B5 G7 Y8 R9"
    state = table(seat(["R4", "G5", "B9"], blitz=REST, hand=hand))
    first_pass = flip_through(state)
    outcome = applied(state_after_flips(state), Recycle(0))
    assert outcome.events == (Recycled(0, False),)
    state = outcome.state
    assert state.seats[0].hand == cards(hand)
    assert flip_through(state) == first_pass


def state_after_flips(state: TableState) -> TableState:
    """Seat 0's hand flipped to the Wood three cards at a time until it is empty."""
    while state.seats[0].hand:
        state = applied(state, Flip(0)).state
    return state


def flip_through(state: TableState) -> list[tuple[Card, ...]]:
    """The cards each flip turns, in order, until seat 0's hand is empty."""
    turned = []
    while state.seats[0].hand:
        outcome = applied(state, Flip(0))
        flipped = outcome.events[0]
        assert isinstance(flipped, Flipped)
        turned.append(flipped.cards)
        state = outcome.state
    return turned


def test_recycle_needs_an_empty_hand_and_some_wood() -> None:
    assert refused(table(seat(["R4"], blitz=REST, hand="G2")), Recycle(0)) is Reason.HAND_NOT_EMPTY
    assert refused(table(seat(["R4"], blitz=REST)), Recycle(0)) is Reason.NOTHING_TO_RECYCLE


def test_rotate_is_allowed_when_stuck_and_moves_the_top_wood_card_to_the_bottom() -> None:
    state = table(seat(["R4", "G5", "B9"], blitz=REST, wood="G2 Y3 R6 B5"))
    assert view_of(state, 0).may_rotate
    outcome = apply(state, Recycle(0, rotate=True))
    assert isinstance(outcome, Applied) and outcome.events == (Recycled(0, True),)
    # the Wood B5 (top) went to the bottom first: Wood B5 G2 Y3 R6, hand is that reversed
    assert outcome.state.seats[0].hand == cards("R6 Y3 G2 B5")


def test_rotate_is_refused_after_a_card_was_moved_since_the_last_turn_over() -> None:
    state = table(seat(["R4", "G5", "B9"], blitz=REST, wood="G2 Y3 R1 B5", moved=True))
    assert not view_of(state, 0).may_rotate
    assert refused(state, Recycle(0, rotate=True)) is Reason.ROTATE_NOT_ALLOWED
    assert isinstance(apply(state, Recycle(0)), Applied)


def test_rotate_allowed_again_after_a_clean_pass() -> None:
    state = table(seat(["R4", "G5", "B9"], blitz=REST + " Y1", wood="G2 Y3 R6", hand=""))
    state = applied(state, Play(0, "blitz", "dutch:new")).state  # moved a card
    state = applied(state, Recycle(0)).state  # plain turn-over resets the flag
    state = state_after_flips(state)
    assert view_of(state, 0).may_rotate


def test_legal_moves_offer_rotate_only_when_allowed() -> None:
    stuck = table(seat(["R4", "G5", "B9"], blitz=REST, wood="G2"))
    assert Recycle(0, rotate=True) in legal_moves_for(stuck, 0)
    busy = table(seat(["R4", "G5", "B9"], blitz=REST, wood="G2", moved=True))
    assert Recycle(0, rotate=True) not in legal_moves_for(busy, 0)


# --- whole Post pile (variant) ------------------------------------------------------------------

def test_moving_a_whole_post_pile_is_off_by_default() -> None:
    state = table(seat(["R7", "G6 B5", "B9"], blitz=REST))
    assert refused(state, Stack(0, "post:1", "post:0")) is Reason.STACK_DISABLED
    assert not any(isinstance(m, Stack) for m in legal_moves_for(state, 0))


def test_moving_a_whole_post_pile_when_enabled_refills_the_slot() -> None:
    state = table(seat(["R7", "G6 B5", "B9"], blitz=REST + " Y3"), stack=True)
    assert Stack(0, "post:1", "post:0") in legal_moves_for(state, 0)
    outcome = apply(state, Stack(0, "post:1", "post:0"))
    assert isinstance(outcome, Applied)
    assert outcome.events[0] == Stacked(0, cards("G6 B5"), "post:1", "post:0")
    assert outcome.events[1] == Refilled(0, 1, card("Y3"))
    assert outcome.state.seats[0].posts[0] == cards("R7 G6 B5")
    bad = table(seat(["R7", "B6 G5", "B9"], blitz=REST), stack=True)
    assert refused(bad, Stack(0, "post:1", "post:0")) is Reason.SAME_GENDER


# --- stalemate ------------------------------------------------------------------------------------

def stuck_seat(idle: int) -> SeatState:
    return seat(["R9", "G9", "B9"], blitz="Y9 G3", wood="R5 G6 B7", idle=idle)


def test_stalemate_when_every_seat_passed_its_hand_with_no_progress() -> None:
    state = table(stuck_seat(STALEMATE_RECYCLES), stuck_seat(STALEMATE_RECYCLES - 1))
    # seat 1 turns its wood over for the last idle time: the hand ends as a stalemate
    outcome = applied(state, Recycle(1))
    assert outcome.events[-1] == HandEnded("stalemate", None)
    assert outcome.state.over is not None and outcome.state.over.reason == "stalemate"


def test_no_stalemate_while_a_dutch_play_is_available() -> None:
    waiting = seat(["R9", "G9", "B2"], blitz="Y9 Y8", wood="R5 G6 B7", idle=STALEMATE_RECYCLES)
    state = table(waiting, stuck_seat(STALEMATE_RECYCLES - 1), dutch=(pile("B1"),))
    assert applied(state, Recycle(1)).state.over is None


def test_progress_resets_every_seats_idle_count() -> None:
    state = table(seat(["R9", "G9", "B2"], blitz="Y9 Y8", idle=2), stuck_seat(2),
                  dutch=(pile("B1"),))
    after = applied(state, Play(0, "post:2", "dutch:0")).state
    assert [s.idle_recycles for s in after.seats] == [0, 0]


def test_a_post_to_post_shuffle_is_not_progress() -> None:
    state = table(seat(["R7", "G6", "B9"], blitz="Y9 Y8", idle=2, hand="G2"), stuck_seat(2))
    after = applied(state, Play(0, "post:1", "post:0"))
    # the emptied slot refills from the Blitz pile: that is progress
    assert after.state.seats[1].idle_recycles == 0
    state = table(seat(["R7", "B9 G6", "B9"], blitz="Y9 Y8", idle=2, hand="G2"), stuck_seat(2))
    after = applied(state, Play(0, "post:1", "post:0"))
    assert after.state.seats[1].idle_recycles == 2


# --- what the UI and bots are told ----------------------------------------------------------------

def test_targets_for_a_dragged_card_come_from_the_core() -> None:
    state = table(seat(["R7", "B7", "G9"], blitz=REST + " Y6"), seat(["Y4"], blitz=REST),
                  dutch=(pile("Y1 Y2 Y3 Y4 Y5"), pile("Y1 Y2 Y3 Y4 Y5", owner=1)))
    view = view_of(state, 0)
    assert targets_for(view, "blitz", card("Y6")) == ["dutch:0", "dutch:1", "post:0", "post:1"]


def test_a_seat_view_hides_every_hand_and_the_cards_under_tops() -> None:
    state = table(seat(["R7"], blitz="Y9 Y8", wood="G1 G2", hand="B1 B2 B3"),
                  seat(["Y4"], blitz="R5 R6", wood="B8 B9", hand="G5 G6"))
    view = view_of(state, 0)
    rival = view.rivals[0]
    assert (rival.blitz_top, rival.blitz_count) == (card("R6"), 2)
    assert (rival.wood_top, rival.wood_count, rival.hand_count) == (card("B9"), 2, 2)
    assert (view.me.wood_top, view.me.hand_count) == (card("G2"), 3)
    shown = {c.code for c in visible_cards(view)}
    assert shown == {"R7", "Y8", "G2", "Y4", "R6", "B9"}


def visible_cards(value: object) -> list[Card]:
    """Every Card object reachable from a view."""
    if isinstance(value, Card):
        return [value]
    if isinstance(value, tuple | list):
        return [c for item in value for c in visible_cards(item)]
    if hasattr(value, "__dataclass_fields__"):
        fields = value.__dataclass_fields__
        return [c for name in fields for c in visible_cards(getattr(value, name))]
    return []
