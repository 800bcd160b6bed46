"""The coached game's lesson plan on literal tables: each tip is one of the moves the rules core
lists as legal for the player, its words name that move's cards, and a lesson with nothing to
show on the table gives no tip."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.auction.rules.core import RULES
from game.auction.rules.moves import Bid, Buy, Fire, PlayPower, SetAside
from game.auction.rules.state import BID, PLAY, SET_ASIDE, Pending, Seat, State
from game.auction.ui.coach_lessons import AuctionLessons
from game.ui.coach import Tip

PLAN = AuctionLessons()
DISPLAY = "R3 P7 G7 B4 P9 R8"


def cards(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def table(phase: str, hand: str, *, offering: str = "", discards: str = "",
          display: str = DISPLAY, **fields: object) -> State:
    me = Seat(deck=cards("R1 R2"), hand=cards(hand), discards=cards(discards),
              offering=cards(offering), bid=cards(offering))
    rival = Seat(deck=cards("G9"), hand=cards("P1 P2 B5"))
    state = State(seats=(me, rival), display=cards(display), auction_deck=cards("B10"),
                  phase=phase)
    if phase == PLAY:
        state = replace(state, active=0, winner=0, slot1=state.display[0])
    return replace(state, **fields)  # type: ignore[arg-type]


def tip(lesson: str, state: State) -> Tip | None:
    view = RULES.view(state, 0)
    legal = RULES.legal_moves(view)
    found = PLAN.tip(lesson, view, legal)
    assert found is None or found.move in legal, found
    return found


@pytest.mark.parametrize(("hand", "card", "words"), [
    ("G7 G8 B2 B3 P9", "P9", "pink 9"),      # a power that wants fuller discards waits a round
    ("G6 G2 B1 R4 P5", "B1", "blue 1"),      # else the weakest bidder
])
def test_the_set_aside_tip_names_one_hand_card(hand: str, card: str, words: str) -> None:
    found = tip("set_aside", table(SET_ASIDE, hand))
    assert found is not None and found.move == SetAside(0, card)
    assert words in found.text and "Lock in" in found.text and found.place == f"hand:{card}"
    assert tip("set_aside", table(BID, hand)) is None


def test_the_bid_tip_bids_the_plain_cards_and_keeps_the_powers() -> None:
    found = tip("bid", table(BID, "G6 G2 B1 R4"))
    assert found is not None and found.move == Bid(0, ("G2", "B1", "R4"))
    assert "total 7" in found.text and "Keep your green 6" in found.text
    five = tip("bid", table(BID, "G1 G2 G3 G4 G5"))
    assert five is not None and five.move == Bid(0, ("G2", "G3", "G4", "G5"))
    assert tip("bid", table(SET_ASIDE, "G6 G2 B1 R4")) is None


def test_the_power_tip_picks_a_power_with_something_to_take() -> None:
    cash = tip("power", table(PLAY, "P6 B9", offering="P3 R4"))
    assert cash is not None and cash.move == PlayPower(0, "P6") and "cashes in" in cash.text
    fetch = tip("power", table(PLAY, "P6 B9", offering="R4", discards="B2"))
    assert fetch is not None and fetch.move == PlayPower(0, "B9")
    assert "from your discards" in fetch.text
    assert tip("power", table(PLAY, "P6 B9", offering="R4")) is None


def test_the_fire_tip_points_at_one_target() -> None:
    state = table(PLAY, "G2", offering="P6 P3 P1", pending=(Pending("P6"),))
    found = tip("fire", state)
    assert found is not None and found.move == Fire(0, target="P1")
    assert "pink 1" in found.text and "+11" in found.text and found.place == "fire:P1"
    retrieve = table(PLAY, "G2", offering="B9", discards="B3 R2", pending=(Pending("B9"),))
    taken = tip("fire", retrieve)
    assert taken is not None and taken.move == Fire(0, "B3", "personal_discards")
    seven = table(PLAY, "G2", offering="P7 P6 P3", pending=(Pending("P7"),))
    repeat = tip("fire", seven)  # the 7 names the power it repeats, then that power's card
    assert repeat is not None and repeat.move == Fire(0, target="P3", of="P6")
    assert "click your pink 6, then the pink 3" in repeat.text
    assert tip("fire", table(PLAY, "G2", offering="P7 G6", pending=(Pending("P7"),))) is None


def test_the_buy_tip_of_the_bid_s_loser_is_the_forced_card() -> None:
    state = table(PLAY, "G2", offering="B2", winner=1)
    found = tip("buy", state)
    assert found is not None and found.move == Buy(0, 1, ("B2",))
    assert "must take the 1-cost card" in found.text and "red 3" in found.text


def test_the_pay_tip_shows_where_the_paying_cards_go() -> None:
    display = "P2 B4 G7 P7 P9 R8"
    found = tip("pay", table(PLAY, "G2", offering="B2 R5", display=display))
    assert found is not None and found.move == Buy(0, 2, ("B2", "R5"))
    assert "blue 2" in found.text and "red 5 goes to the auction discards" in found.text
    assert found.place == "slot:2"
    # no paying card of the bought card's suit: nothing to show for this lesson
    assert tip("pay", table(PLAY, "G2", offering="G3 R5", display=display)) is None
