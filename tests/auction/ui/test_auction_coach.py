"""The coach line and the chain trail: words derived from the view and the legal moves."""

from __future__ import annotations

from dataclasses import replace

from game.auction.rules.core import RULES
from game.auction.rules.events import BidWon, PowerFired
from game.auction.rules.moves import Bid, SetAside
from game.auction.rules.state import BID, OVER, PLAY, SET_ASIDE, Pending, Seat, State
from game.auction.ui.coach import Choices, bid_words, card_name, coach_line, trail_step


def table(phase: str, hand0: str = "G7 G8 B2 B3 P5", hand1: str = "P7 P8 R3 R4 B5",
          **fields: object) -> State:
    seats = (Seat(deck=("R1",), hand=tuple(hand0.split())),
             Seat(deck=("R2",), hand=tuple(hand1.split())))
    state = State(seats=seats, display=("G1", "G2", "G3", "G4", "G5", "G6"),
                  auction_deck=("B9",), phase=phase)
    return replace(state, **fields)  # type: ignore[arg-type]


def line(state: State, picks: Choices | None = None) -> str:
    view = RULES.view(state, 0)
    return coach_line(view, RULES.legal_moves(view), "Anna", picks or Choices())


def test_the_sealed_phases_say_what_to_drag_and_when_to_lock_in() -> None:
    state = table(SET_ASIDE)
    assert line(state).startswith("Drag one hand card to Set aside")
    assert "Lock in" in line(state, Choices(aside="G7"))
    locked = RULES.apply(state, SetAside(0, "G7"), 0.0).state  # type: ignore[union-attr]
    assert "Waiting for Anna" in line(locked)
    bid = table(BID)
    assert line(bid).startswith("Drag up to four hand cards to Bid")
    after = RULES.apply(bid, Bid(0, ("G8",)), 0.0).state  # type: ignore[union-attr]
    assert "Waiting for Anna" in line(after)


def test_the_play_phase_names_whose_turn_and_the_forced_card() -> None:
    won = table(PLAY, hand0="G7 B2", active=0, winner=0, slot1="G1")
    won = won.with_seat(0, offering=("B3", "P5"))
    assert line(won).startswith("You won the bid")
    assert "drag a 6-10" in line(won) and "click a display card" in line(won)
    forced = replace(won, winner=1)
    assert "must take the 1-cost card" in line(forced)
    rival = replace(won, active=1, winner=1)
    assert line(rival).startswith("Anna won the bid")
    paying = line(won, Choices(paying=3, price=3))
    assert "Pick 3 offering cards" in paying and "green 3" in paying
    assert "Pick 2 more offering cards" in line(won, Choices(paying=3, price=3, paid=1))
    whole = line(won, Choices(paying=2, price=2, paid=2))  # the table picked the whole offering
    assert "press Pay" in whole and "Pick" not in whole
    assert "press Pay" in line(won, Choices(paying=1, price=1, paid=1))
    assert line(replace(won, phase=OVER)).startswith("The game is over")


def test_a_firing_power_says_what_it_may_take() -> None:
    state = table(PLAY, hand0="G2", active=0, winner=0, slot1="G1",
                  pending=(Pending("B9"),)).with_seat(0, offering=("B9",), discards=("B4",))
    assert "take it into your offering" in line(state)
    empty = state.with_seat(0, discards=())
    assert "nothing to take" in line(empty)


def test_trail_steps_read_like_the_table() -> None:
    def fired(card: str, effect: str, target: str | None, of: str | None = None,
              source: str | None = "personal_discards") -> str:
        return trail_step(PowerFired(1, 0, card, effect, source, of, target))

    assert fired("B10", "retrieve", "B9") == "10 took blue 9"
    assert fired("B9", "retrieve", "B7") == "9 took blue 7"
    assert fired("B7", "duplicate", None, of="B6") == "7 repeats blue 6"
    assert fired("P6", "cash_in", "P2", source=None) == "6 cashed in pink 2"
    assert fired("R8", "retrieve", None) == "8 declined"
    assert card_name("R10") == "red 10"


def test_a_hovered_card_is_described_with_its_points_and_power() -> None:
    from game.auction.ui.coach import card_tip

    assert card_tip("B9") == ("Blue 9: bids 9, scores -7",
                              "Power: takes a blue card from your discards")
    assert card_tip("G1")[1] == "No power: a pure bidder"
    assert "auction discards or your deck" in card_tip("P10", ten_card_face=True)[1]
    assert "your discards or the auction discards" in card_tip("P10")[1]


def test_a_seven_with_nothing_to_repeat_says_so() -> None:
    state = table(PLAY, hand0="G2", active=0, winner=0, slot1="G1",
                  pending=(Pending("P7"),)).with_seat(0, offering=("P7", "P3"))
    assert "no power of its suit to repeat" in line(state)
    two = state.with_seat(0, offering=("P7", "P6", "P3"))
    assert "repeats a power" in line(two)


def test_a_tie_the_tie_cards_could_not_break_says_why() -> None:
    assert bid_words(BidWon(3, 1), (9, 12), "Anna") == "Anna wins the bid, 12 to 9"
    assert bid_words(BidWon(3, 0, "no_card"), (12, 12), "Anna") == \
        "You win the bid, 12 to 12: Anna had no card left to add to the tie"
    assert bid_words(BidWon(3, 1, "no_card"), (12, 12), "Anna").endswith(
        ": you had no card left to add to the tie")
    assert "the last round's loser wins" in bid_words(BidWon(3, 0, "last_loser"), (5, 5), "Anna")
    assert bid_words(BidWon(1, 1, "last_loser"), (5, 5), "Anna").endswith(
        "a first round's tie goes to Anna")
