"""Scenario tests from literal tables for every rule and ruling of the Dutch page."""

from __future__ import annotations

import random

import pytest
from dutch_play import R, no, ok, table

from game.dutch.rules.cards import DECK, value
from game.dutch.rules.events import (
    Discarded,
    Drew,
    JackSwapped,
    SnapBeaten,
    Snapped,
)
from game.dutch.rules.moves import (
    Discard,
    Draw,
    EndTurn,
    JackSwap,
    Look,
    Snap,
    Swap,
)
from game.dutch.rules.state import DutchState, Settings, Window, deal, window_shut
from game.dutch.rules.view import HIDDEN

# Layouts used below: slot 0-1 upper row, 2-3 lower row (peeked at the start).
L0 = ["QS", "5H", "2D", "9C"]
L1 = ["5C", "8D", "KH", "3S"]
L2 = ["5D", "JC", "X1", "4H"]
STOCK = ["AC", "6S", "7H", "5S"]  # bottom..top: the next draw is 5S


@pytest.mark.parametrize(("card", "points"), [
    ("KH", -1), ("KD", -1), ("KS", 10), ("KC", 10), ("X1", 0), ("X3", 0), ("AS", 1),
    ("2C", 2), ("7D", 7), ("10H", 10), ("JS", 10), ("QD", 10),
])
def test_card_values(card: str, points: int) -> None:
    assert value(card) == points


def test_deck_has_55_cards_and_the_deal_gives_four_each_and_peeks_the_lower_row() -> None:
    assert len(DECK) == len(set(DECK)) == 55
    state = deal(4, 1, 2, random.Random(1), Settings(), "k")
    assert [len(layout) for layout in state.layouts] == [4, 4, 4, 4]
    assert len(state.stock) == 55 - 16 and state.discard == () and state.turn == 2
    v = R.view(state, 0)
    assert v.layouts[0][:2] == (HIDDEN, HIDDEN)
    assert v.layouts[0][2:] == state.layouts[0][2:]
    assert all(c == HIDDEN for s in (1, 2, 3) for c in v.layouts[s])


def test_starter_draws_from_stock_only_and_nobody_else_may_draw() -> None:
    state = table([L0, L1], STOCK, discard=("9H",))
    assert "stock" in no(state, Draw(0, "discard"))
    assert "turn" in no(state, Draw(1, "stock"))
    state, events = ok(state, Draw(0, "stock"))
    assert events == [Drew(0, "stock", "5S")]
    assert R.view(state, 0).drawn == "5S" and R.view(state, 1).drawn == HIDDEN


def test_swap_discards_the_card_that_comes_out_and_opens_a_snap_window() -> None:
    state, _ = ok(table([L0, L1], STOCK), Draw(0, "stock"))
    state, events = ok(state, Swap(0, 0), 1.0)
    assert state.layouts[0][0] == "5S" and state.discard == ("QS",)
    assert events[-1] == Discarded(0, "QS")
    assert state.window == Window("Q", 1.0, 3.0)
    assert R.view(state, 0).layouts[0][0] == "5S"  # the drawer saw what it put in
    assert R.view(state, 1).layouts[0][0] == HIDDEN


def test_the_next_seat_draws_only_when_the_window_has_closed() -> None:
    state, _ = ok(table([L0, L1], STOCK), Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)
    state, _ = ok(state, EndTurn(0), 1.2)
    assert "window" in no(state, Draw(1, "stock"), 2.9)
    assert "turn" in no(state, Draw(0, "stock"), 3.0)
    state, _ = ok(state, Draw(1, "stock"), 3.0)
    assert state.turn == 1


def _after_discard_of_5(settings: Settings | None = None) -> DutchState:
    state = table([L0, L1, L2], STOCK, settings=settings)
    state, _ = ok(state, Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)  # the drawn 5S goes to the pile
    return state


def test_two_snaps_racing_first_wins_second_is_beaten_and_shown_to_all() -> None:
    state = _after_discard_of_5()
    state, events = ok(state, Snap(2, 0), 1.5)  # 5D
    assert events == [Snapped(2, 0, "5D", True)]
    assert state.layouts[2][0] is None and state.discard[-1] == "5D"
    # the window is closed for hits; a late snap is still an act (beaten, or wrong)
    assert window_shut(state, 1.5) and R.to_act(state) == frozenset({0, 1, 2})
    state, events = ok(state, Snap(1, 0), 1.6)  # 5C came second
    assert events == [SnapBeaten(1, 0, "5C")]
    assert state.layouts[1] == tuple(L1) and len(state.stock) == 3  # back, no penalty
    assert all(R.view(state, s).layouts[1][0] == "5C" for s in range(3))


def test_wrong_snap_shows_the_card_and_adds_an_unseen_penalty_card() -> None:
    state = _after_discard_of_5()
    state, events = ok(state, Snap(1, 1), 1.4)  # 8D is no 5
    assert events == [Snapped(1, 1, "8D", False, "7H", 4)]
    assert state.layouts[1] == ("5C", "8D", "KH", "3S", "7H")
    assert all(R.view(state, s).layouts[1][1] == "8D" for s in range(3))
    assert all(R.view(state, s).layouts[1][4] == HIDDEN for s in range(3))
    state, events = ok(state, Snap(2, 0), 1.9)  # the window stayed open
    assert events[0].ok


def test_snap_after_the_window_is_refused_and_changes_nothing() -> None:
    state = _after_discard_of_5()
    assert "no open snap window" in no(state, Snap(1, 0), 3.01)
    assert "no open snap window" in no(table([L0, L1], STOCK), Snap(1, 0), 0.5)


def test_snaps_are_only_of_own_existing_cards() -> None:
    state = _after_discard_of_5()
    assert "no card" in no(state, Snap(1, 7), 1.2)
    state, _ = ok(state, Snap(1, 0), 1.2)
    state, _ = ok(state, EndTurn(0), 1.3)


def test_jack_swap_moves_knowledge_only_for_seats_that_saw_the_card() -> None:
    state = table([["JH", *L0[1:]], L1, L2], STOCK)
    state, _ = ok(state, Draw(0, "stock"))
    state, _ = ok(state, Swap(0, 0), 1.0)  # 5S in, JH out: no power with cabo_powers
    assert state.power == "jack"
    cabo = table([["JH", *L0[1:]], L1, L2], STOCK, settings=Settings(cabo_powers=True))
    state, _ = ok(cabo, Draw(0, "stock"))
    state, _ = ok(state, Swap(0, 0), 1.0)
    assert state.power is None
    state = table([L0, L1, L2], ["JD"])
    state, _ = ok(state, Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)
    assert state.power == "jack"
    assert "different" in no(state, JackSwap(0, 1, 0, 1, 1), 1.1)
    # seat 0 knows its 2D (slot 2); seat 1 knows its KH (slot 2)
    state, events = ok(state, JackSwap(0, 0, 2, 1, 2), 1.2)
    assert events == [JackSwapped(0, 0, 2, 1, 2)]
    assert state.layouts[0][2] == "KH" and state.layouts[1][2] == "2D"
    v0, v1, v2 = (R.view(state, s) for s in range(3))
    assert v0.layouts[1][2] == "2D" and v0.layouts[0][2] == HIDDEN
    assert v1.layouts[0][2] == "KH" and v1.layouts[1][2] == HIDDEN
    assert v2.layouts[0][2] == HIDDEN and v2.layouts[1][2] == HIDDEN
    assert "no power" in no(state, JackSwap(0, 0, 3, 1, 3), 1.3)  # once only


@pytest.mark.parametrize(("card", "good", "bad"), [
    ("7C", Look(0, 0, 0), Look(0, 1, 0)),
    ("8C", Look(0, 0, 1), Look(0, 2, 1)),
    ("9S", Look(0, 1, 1), Look(0, 0, 0)),
    ("10S", Look(0, 2, 0), Look(0, 0, 1)),
])
def test_look_powers(card: str, good: Look, bad: Look) -> None:
    state = table([L0, L1, L2], [card])
    state, _ = ok(state, Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)
    no(state, bad, 1.1)
    assert "swaps" in no(state, JackSwap(0, 1, 0, 2, 0), 1.1)
    assert "no power" in no(table([L0, L1, L2], []), good)
    state, _ = ok(state, good, 1.2)
    target = state.layouts[good.owner][good.slot]
    assert R.view(state, 0).layouts[good.owner][good.slot] == target
    others = [s for s in range(3) if s not in (0, good.owner)]
    assert all(R.view(state, s).layouts[good.owner][good.slot] == HIDDEN for s in others)


def test_by_default_the_swapped_out_card_gives_its_power() -> None:
    state = table([["9H", *L0[1:]], L1], ["2C"])
    state, _ = ok(state, Draw(0, "stock"))
    state, _ = ok(state, Swap(0, 0), 1.0)
    assert state.power == "other"


def test_snapped_card_gives_no_power_and_only_the_turn_seat_has_one() -> None:
    state = table([L0, ["7C", *L1[1:]]], ["7S"])
    state, _ = ok(state, Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)
    state, _ = ok(state, Snap(1, 0), 1.4)
    assert "no power" in no(state, Look(1, 1, 1), 1.5)
    state, _ = ok(state, Look(0, 0, 0), 1.5)


def test_a_card_from_the_discard_pile_must_be_swapped_in() -> None:
    state = table([L0, L1], STOCK, discard=("AD",), draws=3, phase="done", turn=1)
    state, events = ok(state, Draw(0, "discard"))
    assert events == [Drew(0, "discard", "AD")]
    assert "must go into your layout" in no(state, Discard(0))
    state, _ = ok(state, Swap(0, 3))
    assert all(R.view(state, s).layouts[0][3] == "AD" for s in range(2))
