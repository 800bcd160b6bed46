"""Every power: cash in, the three retrieves, the 7's repeat (twice for an unfired card),
chains where a retrieved power fires at once, declining, and the card-face option for the 10."""

from __future__ import annotations

import pytest
from auction_play import R, no, ok, seat, table

from game.auction.rules.events import PowerFired, PowerPlayed
from game.auction.rules.moves import Buy, Done, Fire, PlayPower
from game.auction.rules.record import event_lines
from game.auction.rules.scoring import score
from game.auction.rules.state import Pending

RIVAL = seat(deck="R1")
DISPLAY = "G1 G2 G3 G4 G5 G6"


def fired(events: list[object]) -> list[PowerFired]:
    return [e for e in events if isinstance(e, PowerFired)]


def test_cash_in_removes_a_same_suit_offering_card_which_still_scores() -> None:
    state = table(seat(hand="B6", offering="G7 B2"), RIVAL, display=DISPLAY)
    state, events = ok(state, PlayPower(0, "B6"))
    assert events == [PowerPlayed(1, 0, "B6")] and state.pending == (Pending("B6"),)
    assert no(state, Fire(0, target="G7")) == "that card cannot be the target of this power"
    assert no(state, Fire(0, target="B6")) == "that card cannot be the target of this power"
    assert no(state, Done(0)) == "finish the power that is firing first"
    state, events = ok(state, Fire(0, target="B2"))
    assert events == [PowerFired(1, 0, "B6", "cash_in", None, None, "B2")]
    assert state.seats[0].offering == ("G7", "B6") and state.seats[0].cashed == ("B2",)
    assert score(state)[0].vp == -2 - 1 + 7


@pytest.mark.parametrize(("card", "source", "piles"), [
    ("B8", "auction_discards", {"auction_discards": "B3 G4"}),
    ("B9", "personal_discards", {"discards": "B3 G4"}),
    ("B10", "personal_discards", {"discards": "B3"}),
    ("B10", "auction_discards", {"auction_discards": "B3"}),
])
def test_retrieves_take_a_same_suit_card_into_the_offering(card: str, source: str,
                                                           piles: dict[str, str]) -> None:
    mine = seat(hand=card, discards=piles.get("discards", ""))
    state = table(mine, RIVAL, display=DISPLAY, auction_discards=piles.get("auction_discards", ""))
    state, _ = ok(state, PlayPower(0, card))
    assert no(state, Fire(0, target="G4", source=source)) == (
        "that card cannot be the target of this power")
    state, events = ok(state, Fire(0, target="B3", source=source))
    assert fired(events) == [PowerFired(1, 0, card, "retrieve", source, None, "B3")]
    assert state.seats[0].offering == (card, "B3")
    assert "B3" not in state.auction_discards + state.seats[0].discards


def test_eight_cannot_take_from_personal_discards_nor_nine_from_auction() -> None:
    state = table(seat(hand="B8 B9", discards="B3"), RIVAL, display=DISPLAY,
                  auction_discards="B4")
    s8, _ = ok(state, PlayPower(0, "B8"))
    assert no(s8, Fire(0, target="B3", source="personal_discards")) == (
        "this power cannot take from that pile")
    s9, _ = ok(state, PlayPower(0, "B9"))
    assert no(s9, Fire(0, target="B4", source="auction_discards")) == (
        "this power cannot take from that pile")


def test_ten_card_face_takes_from_auction_discards_or_own_deck_not_discards() -> None:
    state = table(seat(hand="B10", deck="B2 G1", discards="B3"), RIVAL, display=DISPLAY,
                  face=True)
    state, _ = ok(state, PlayPower(0, "B10"))
    assert no(state, Fire(0, target="B3", source="personal_discards")) == (
        "this power cannot take from that pile")
    state, events = ok(state, Fire(0, target="B2", source="personal_deck"))
    assert event_lines(events)[0]["from"] == "personal_deck"
    assert state.seats[0].deck == ("G1",) and state.seats[0].offering == ("B10", "B2")


def test_chain_ten_nine_seven_as_in_the_rules_example() -> None:
    # Femi: B6 cashes in B3; B10 takes B9 from the auction discards, which fires at once and
    # takes B7 from his discards, which fires at once and repeats the (fired) B6 once: B5 goes.
    state = table(seat(hand="B6 B10", offering="G2 B3 B5", discards="B7"), RIVAL,
                  display=DISPLAY, auction_discards="B9")
    state, events = ok(
        state, PlayPower(0, "B6"), Fire(0, target="B3"), PlayPower(0, "B10"),
        Fire(0, target="B9", source="auction_discards"),
        Fire(0, target="B7", source="personal_discards"), Fire(0, target="B5", of="B6"))
    lines = event_lines(fired(events))
    assert [(x["card"], x["effect"], x["from"], x["of"], x["target"]) for x in lines] == [
        ("B6", "cash_in", None, None, "B3"),
        ("B10", "retrieve", "auction_discards", None, "B9"),
        ("B9", "retrieve", "personal_discards", None, "B7"),
        ("B7", "duplicate", None, "B6", "B5")]
    assert state.pending == () and state.seats[0].cashed == ("B3", "B5")
    assert sorted(state.seats[0].offering) == sorted(("G2", "B6", "B10", "B9", "B7"))


def test_seven_fires_an_unfired_card_twice_with_two_lines_of_the_same_of() -> None:
    state = table(seat(hand="B7", offering="B6 B2 B3 B4"), RIVAL, display=DISPLAY)
    state, events = ok(state, PlayPower(0, "B7"), Fire(0, target="B2", of="B6"))
    assert state.pending == (Pending("B7", "B6"),)
    assert no(state, Fire(0, target="B3", of="B9")) == (
        "this repeat is of the card the 7 chose before")
    assert no(state, Fire(0, target="B7", of="B6")) == (
        "that card cannot be the target of this power")  # not the 7 that repeats it
    state, more = ok(state, Fire(0, target="B3", of="B6"))
    assert fired(events + more) == [PowerFired(1, 0, "B7", "duplicate", None, "B6", "B2"),
                                    PowerFired(1, 0, "B7", "duplicate", None, "B6", "B3")]
    assert state.pending == () and state.seats[0].cashed == ("B2", "B3")


def test_seven_repeats_a_card_that_has_fired_only_once() -> None:
    state = table(seat(hand="B7", offering="B6 B2 B3", fired="B6"), RIVAL, display=DISPLAY)
    state, _ = ok(state, PlayPower(0, "B7"), Fire(0, target="B2", of="B6"))
    assert state.pending == ()


def test_seven_cannot_repeat_a_seven_or_another_suit() -> None:
    state = table(seat(hand="B7", offering="B7 G6".replace("B7", "P7")), RIVAL, display=DISPLAY)
    state, _ = ok(state, PlayPower(0, "B7"))
    msg = "a 7 repeats another power card of its suit in your offering (not a 7)"
    assert no(state, Fire(0, of="G6")) == msg
    assert no(state, Fire(0, of="P7")) == msg
    assert [m for m in R.legal_moves(R.view(state, 0))] == [Fire(0)]


def test_retrieving_into_a_seven_repeat_chain_resolves_the_chain_first() -> None:
    # B7 repeats an unfired B9 twice: the first B9 firing brings back B6, which fires at once,
    # before the second B9 firing.
    state = table(seat(hand="B7", offering="B9 B2", discards="B6 B3"), RIVAL, display=DISPLAY)
    state, _ = ok(state, PlayPower(0, "B7"),
                  Fire(0, target="B6", source="personal_discards", of="B9"))
    assert state.pending == (Pending("B7", "B9"), Pending("B6"))
    state, _ = ok(state, Fire(0, target="B2"),
                  Fire(0, target="B3", source="personal_discards", of="B9"))
    assert state.pending == () and state.seats[0].cashed == ("B2",)


def test_every_power_may_be_declined() -> None:
    state = table(seat(hand="B6 B8 B7", offering="B2"), RIVAL, display=DISPLAY,
                  auction_discards="B3")
    state, events = ok(state, PlayPower(0, "B6"), Fire(0), PlayPower(0, "B8"), Fire(0),
                       PlayPower(0, "B7"), Fire(0, of="B6"))
    assert [x["target"] for x in event_lines(fired(events))] == [None] * 3
    assert state.pending == ()  # a declined power has fired: the 7 repeats it once
    assert event_lines(fired(events))[2]["of"] == "B6"
    assert state.seats[0].offering == ("B2", "B6", "B8", "B7")  # played cards stay


def test_only_power_cards_can_be_played_and_only_from_hand() -> None:
    state = table(seat(hand="B5 B6"), RIVAL, display=DISPLAY)
    assert no(state, PlayPower(0, "B5")) == "only cards with a bid value of 6 to 10 have a power"
    assert no(state, PlayPower(0, "G6")) == "that card is not in your hand"
    assert no(state, PlayPower(1, "B6")) == "it is not your turn"


def test_powers_may_come_after_purchases() -> None:
    # Elizabeth: P1 buys P4 (slot 1), P9 brings P1 back, P1 + P3 buy P10 (slot 2).
    state = table(seat(hand="P9", offering="P1 P3"), RIVAL, display="P4 P10 G3 G4 G5 G6")
    state, _ = ok(state, Buy(0, 1, ("P1",)), PlayPower(0, "P9"),
                  Fire(0, target="P1", source="personal_discards"), Buy(0, 2, ("P1", "P3")))
    assert sorted(state.seats[0].discards) == sorted(("P4", "P1", "P3", "P10"))
    assert state.seats[0].offering == ("P9",)


def test_a_card_whose_firing_is_still_waiting_cannot_be_cashed_in_and_the_reason_says_so() -> None:
    # B7 repeats an unfired B9 twice; its first firing brings back B6, which fires at once while
    # the B9's second firing (the 7's repeat) still waits: B6 may not cash in B9 nor the B7.
    state = table(seat(hand="B7", offering="B9 B2", discards="B6 B3"), RIVAL, display=DISPLAY)
    state, _ = ok(state, PlayPower(0, "B7"),
                  Fire(0, target="B6", source="personal_discards", of="B9"))
    assert state.pending == (Pending("B7", "B9"), Pending("B6"))
    waiting = ("that card's own power (or a 7's repeat of it) has still to fire, so it cannot "
               "leave the offering yet")
    assert no(state, Fire(0, target="B9")) == waiting
    assert no(state, Fire(0, target="B7")) == waiting
    assert no(state, Fire(0, target="B6")) == "that card cannot be the target of this power"
    fires = R.legal_moves(R.view(state, 0))
    assert all(isinstance(m, Fire) for m in fires)
    assert [m.target for m in fires if isinstance(m, Fire)] == [None, "B2"]
